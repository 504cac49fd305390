"""Long-session soak: autoplay a campaign for many steps and watch memory.

    python scripts/soak.py [--steps 50000] [--bound-mb 64]

Not run by the test suite at full length (it takes minutes). It plays random
legal steps through a Session (so undo snapshots, the event list and the
action log are exercised as in the app) and samples the process's resident
memory ten times over the run (at most every 5,000 steps). The first sample
is the baseline, taken after a warm-up tenth of the run so that caches filled
once are not counted as a leak; the run fails (exit 1) if memory grew by more
than the bound after it. Any number of steps gives at least two samples, so
a short run can fail too.
"""
from __future__ import annotations

import argparse
import random
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def rss_mb() -> float:
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(argv: list[str] | None = None) -> int:
    from game.autoplay import random_action
    from game.session import Session
    parser = argparse.ArgumentParser(prog="soak.py", description="Autoplay a campaign and watch memory.")
    parser.add_argument("--steps", type=int, default=50000, help="steps to play (at least 2)")
    parser.add_argument("--bound-mb", type=float, default=64.0, help="allowed growth after the first sample")
    args = parser.parse_args(argv)
    if args.steps < 2:
        parser.error(f"--steps must be at least 2 (two memory samples), not {args.steps}")
    if args.bound_mb < 0:
        parser.error(f"--bound-mb must be 0 or more, not {args.bound_mb}")
    every = max(1, min(5000, args.steps // 10))
    session = Session.new(["gambler", "specialist", "tough_guy", "free_spirit"], 7, campaign=True, name="soak")
    session.autosave = lambda: None  # measure memory, not the disk
    rng = random.Random(7)
    samples: list[float] = []
    start = rss_mb()
    t0 = time.perf_counter()
    step = 0
    for step in range(1, args.steps + 1):
        action = random_action(session.game, rng)
        if action is None:
            print("the campaign ended at step", step)
            break
        session.apply(action)
        if step % every == 0:
            samples.append(rss_mb())
            print(f"step {step:6}  RSS {samples[-1]:7.1f} MB  journal {len(session.game.campaign.journal)}"
                  f"  log {len(session.log)}  {time.perf_counter() - t0:6.1f} s", flush=True)
    if len(samples) < 2:  # the campaign ended early: compare its start with its end
        samples = [start, rss_mb()]
    growth = samples[-1] - samples[0]
    verdict = "within" if growth <= args.bound_mb else "OVER"
    print(f"growth after the first sample (step {every}) to step {step}: {growth:.1f} MB, "
          f"{verdict} the bound of {args.bound_mb} MB")
    return 0 if growth <= args.bound_mb else 1


if __name__ == "__main__":
    sys.exit(main())

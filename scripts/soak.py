"""Long-session soak: autoplay a campaign for many steps and watch memory.

    python scripts/soak.py [--steps 50000] [--bound-mb 64]

Not run by the test suite (it takes minutes). It plays random legal steps
through a Session (so undo snapshots, the event list and the action log are
exercised as in the app), samples the process's resident memory every 5,000
steps, and fails if it grew by more than the bound after the first sample.
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
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> int:
    from game.autoplay import random_action
    from game.ui.session import Session
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=50000)
    parser.add_argument("--bound-mb", type=float, default=64.0)
    args = parser.parse_args()
    session = Session.new(["gambler", "specialist", "tough_guy", "free_spirit"], 7, campaign=True, name="soak")
    session.autosave = lambda: None  # measure memory, not the disk
    rng = random.Random(7)
    samples = []
    t0 = time.perf_counter()
    for step in range(1, args.steps + 1):
        action = random_action(session.game, rng)
        if action is None:
            print("the campaign ended at step", step)
            break
        session.apply(action)
        if step % 5000 == 0:
            samples.append(rss_mb())
            print(f"step {step:6}  RSS {samples[-1]:7.1f} MB  journal {len(session.game.campaign['journal'])}"
                  f"  log {len(session.log)}  {time.perf_counter() - t0:6.1f} s", flush=True)
    growth = samples[-1] - samples[0] if len(samples) > 1 else 0.0
    print(f"growth after the first sample: {growth:.1f} MB (bound {args.bound_mb} MB)")
    return 0 if growth <= args.bound_mb else 1


if __name__ == "__main__":
    sys.exit(main())

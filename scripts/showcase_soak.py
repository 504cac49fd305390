"""Showcase soak: run the attract mode headless for a while, as a window would.

    python scripts/showcase_soak.py [--minutes 10] [--seeds 1,2,3,4,5] [--sizes 1280x720,1920x1080] [--fast]

Every seed is run at every size, one after the other, each for the given
minutes. With --fast the minutes are the showcase's own time (each frame
advances it by 1/60 s without waiting for the clock), so ten minutes of
showcase take only as long as the machine needs to draw them.

The showcase runs over Etherfields' title in a real App (SDL's dummy video
driver), one frame per tick of a 60 fps clock, with the frame time measured
as the window would measure it, for the given wall-clock minutes. It saves
into a throwaway folder and checks that folder is still empty at the end.
It prints what the showcase did (moves, campaigns, Dreams, pages read,
scenes), the frame rate, the slowest frame and the memory, and
exits 1 if anything was written, nothing moved, or the showcase crashed.
Not run by the test suite (tests/test_showcase.py runs a few hundred frames).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from soak import rss_mb  # noqa: E402  (scripts/soak.py, beside this file)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="showcase_soak.py", description="Run the showcase headless for a while.")
    parser.add_argument("--minutes", type=float, default=10.0, help="wall-clock minutes to run (default 10)")
    parser.add_argument("--seeds", "--seed", default="1", help="the showcase's first campaign seeds, e.g. 1,2,3")
    parser.add_argument("--sizes", "--size", default="1280x720", help="window sizes, WIDTHxHEIGHT[,WIDTHxHEIGHT]")
    parser.add_argument("--fast", action="store_true", help="count showcase time, not wall time (no waiting)")
    args = parser.parse_args(argv)
    if args.minutes <= 0:
        parser.error(f"--minutes must be more than 0, not {args.minutes}")
    try:
        seeds = [int(v) for v in args.seeds.split(",")]
    except ValueError:
        parser.error(f"--seeds {args.seeds!r} is not a list of numbers")
    sizes = []
    for text in args.sizes.split(","):
        try:
            size = tuple(int(v) for v in text.lower().split("x"))
            assert len(size) == 2
        except (ValueError, AssertionError):
            parser.error(f"--sizes {text!r} is not WIDTHxHEIGHT")
        sizes.append(size)
    failed = []
    for size in sizes:
        for seed in seeds:
            print(f"== seed {seed} at {size[0]}x{size[1]}", flush=True)
            with tempfile.TemporaryDirectory(prefix="showcase-soak-") as saves:
                os.environ["ETHERFIELDS_SAVES"] = saves
                if soak(args.minutes, seed, size, Path(saves), fast=args.fast):
                    failed.append(f"seed {seed} at {size[0]}x{size[1]}")
    print(f"showcase soak: {len(sizes) * len(seeds) - len(failed)} of {len(sizes) * len(seeds)} runs ok"
          + (f"; failed: {', '.join(failed)}" if failed else ""))
    return 1 if failed else 0


def soak(minutes: float, seed: int, size, saves: Path, fast: bool = False) -> int:
    from game.ui.app import FRAME_BUDGET, App, settle_heap
    from game.ui.etherfields import start
    from game.ui.etherfields.showcase import ShowcaseScene
    app = App(size, seed, defaults=True)
    app.frame_budget = FRAME_BUDGET  # as the window draws
    app.push(start(app))
    show = ShowcaseScene(app)
    app.push(show)
    settle_heap(wait=False)  # content and languages load behind the first frames, as in the window
    frames, slowest, t0 = 0, 0.0, time.perf_counter()
    start_mb = rss_mb()
    crashed = ""
    last_report = 0.0
    shown = 0.0  # the showcase's own time, in seconds

    def running() -> float:
        return shown if fast else time.perf_counter() - t0

    while running() < minutes * 60:
        dt = 1 / 60 if fast else app.clock.tick(60) / 1000
        shown += min(dt, 0.1)
        began = time.perf_counter()
        try:
            app.step(min(dt, 0.1))
        except Exception:  # noqa: BLE001 - a soak reports the crash and stops
            crashed = traceback.format_exc()
            break
        slowest = max(slowest, time.perf_counter() - began)
        frames += 1
        if app.top is not show:
            crashed = f"the showcase left the window's stack: {type(app.top).__name__} is on top"
            break
        if running() - last_report > 60:
            last_report = running()
            print(f"  {last_report / 60:4.1f} min: {show.stats['actions']} moves, "
                  f"{show.stats['dreams']} Dreams, {show.stats['pages']} pages, {rss_mb():.0f} MB", flush=True)
    elapsed = time.perf_counter() - t0
    s = show.stats
    written = sorted(str(p.relative_to(saves)) for p in saves.rglob("*"))
    print(f"showcase soak: {shown / 60:.1f} min of showcase in {elapsed / 60:.1f} min, {frames} frames ({frames / elapsed:.0f} fps), "
          f"slowest frame {slowest * 1000:.0f} ms")
    print(f"  {s['actions']} moves, {s['campaigns']} campaign(s), {s['dreams']} Dreams entered, "
          f"{s['pages']} pages read, {s['animated']} animated frames")
    print("  scenes: " + ", ".join(f"{k} x{v}" for k, v in sorted(s["scenes"].items())))
    print(f"  memory {start_mb:.0f} MB -> {rss_mb():.0f} MB; saves folder: {written or 'nothing written'}")
    if crashed:
        print("CRASHED:\n" + crashed)
        return 1
    if written or s["actions"] == 0:
        print("FAILED: " + ("the showcase wrote files" if written else "nothing moved"))
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())

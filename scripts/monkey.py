"""The UI monkey: random but plausible input into every scene.

    python scripts/monkey.py [--events 20000] [--seeds 1,2,3] [--json]

For each seed, the events are shared out over every scene of
`python -m game --screenshot-all` (each opened over the shelf, as in play):
pointer motion, clicks of each button, drags (press, a few moves with the
button held, release), the wheel, keys (Esc, Enter, Space, Tab, the arrows,
Ctrl+Z, Ctrl+S, F10, A, H, J, C, M, digits), window resizes down to below the
minimum, and now and then a Quit (the scene is opened again). Every frame is
timed. It reports exceptions (by where they were raised), frames slower than
2 s, and which of the exceptions came from the rules (an IllegalAction is
the rules refusing a move, which a table shows; anything else from game/rules
is a rules error). Exit status 1 when any is found. Saves and settings go to
a throwaway folder. The test suite runs a small budget
(tests/test_fuzz_ui.py); the README gives the figures of a long run.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

SLOW_S = 2.0


def _keys():
    k = pygame
    return [k.K_ESCAPE, k.K_RETURN, k.K_SPACE, k.K_TAB, k.K_UP, k.K_DOWN, k.K_LEFT, k.K_RIGHT, k.K_z, k.K_s,
            k.K_F10, k.K_a, k.K_h, k.K_j, k.K_c, k.K_m, k.K_1, k.K_2, k.K_PAGEUP, k.K_PAGEDOWN, k.K_PLUS,
            k.K_MINUS, k.K_DELETE, k.K_BACKSPACE]


def gesture(rng: random.Random, size) -> list:
    """One plausible gesture: a list of events a person could make in a moment."""
    w, h = size

    def pos():
        return rng.randrange(w), rng.randrange(h)
    kind = rng.random()
    if kind < 0.25:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos(), rel=(rng.randint(-30, 30), rng.randint(-30, 30)),
                                   buttons=(0, 0, 0))]
    if kind < 0.5:
        at, button = pos(), rng.choice([1, 1, 1, 2, 3])
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=button)]
    if kind < 0.65:  # a drag: press, a few moves with the button held, release somewhere else
        at, button = pos(), rng.choice([1, 1, 2])
        held = (1, 0, 0) if button == 1 else (0, 1, 0)
        events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=button)]
        for _ in range(rng.randint(1, 5)):
            to = pos()
            events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(to[0] - at[0], to[1] - at[1]),
                                             buttons=held))
            at = to
        return events + [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=button)]
    if kind < 0.72:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]), flipped=False)]
    if kind < 0.97:
        mod = pygame.KMOD_LCTRL if rng.random() < 0.2 else (pygame.KMOD_LSHIFT if rng.random() < 0.1 else 0)
        key = rng.choice(_keys())
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""),
                pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="")]
    if kind < 0.995:  # a resize, now and then below the minimum a window may take
        size = (rng.randint(200, 1920), rng.randint(150, 1080))
        return [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]
    return [pygame.event.Event(pygame.QUIT)]


def _where(err: BaseException) -> str:
    frame = traceback.extract_tb(err.__traceback__)[-1]
    return f"{type(err).__name__} at {Path(frame.filename).name}:{frame.lineno} ({err})"[:300]


def _from_rules(err: BaseException) -> bool:
    return any(f"{os.sep}game{os.sep}rules{os.sep}" in f.filename for f in traceback.extract_tb(err.__traceback__))


def run(events: int, seeds: list[int], scenes=None, size=(1280, 720)) -> dict:
    """Post about `events` events per seed over every scene; the report."""
    from game.ui.app import SCENES, App, make_scene
    scenes = list(scenes or SCENES)
    report = {"events": 0, "frames": 0, "exceptions": [], "slow_frames": [], "rules_errors": [],
              "slowest_frame_s": 0.0, "scenes": len(scenes), "seeds": seeds}
    before = os.environ.get("ETHERFIELDS_SAVES")
    with tempfile.TemporaryDirectory(prefix="monkey-") as saves:
        os.environ["ETHERFIELDS_SAVES"] = saves
        try:
            for seed in seeds:
                rng = random.Random(seed)
                app = App(size, seed=seed, defaults=True)
                per_scene = max(1, events // len(scenes))
                for name in scenes:
                    _play_scene(app, name, rng, per_scene, report, make_scene)
        finally:
            if before is None:
                os.environ.pop("ETHERFIELDS_SAVES", None)
            else:
                os.environ["ETHERFIELDS_SAVES"] = before
            from game.ui import draw
            draw.set_ui_scale(1.0)
    return report


def _open(app, name, make_scene):
    app.stack[:] = [make_scene(app, "shelf")]
    if name != "shelf":
        app.push(make_scene(app, name))
    app.running = True


def _play_scene(app, name, rng, count, report, make_scene) -> None:
    try:
        _open(app, name, make_scene)
    except Exception as err:  # a scene that cannot even open is one finding, not a stop
        report["exceptions"].append({"scene": name, "event": 0, "error": _where(err)})
        return
    sent = 0
    while sent < count:
        for event in gesture(rng, app.screen.get_size()):
            pygame.event.post(event)
            sent += 1
        started = time.process_time()
        try:
            app.step(1 / 60)
        except Exception as err:
            finding = {"scene": name, "event": report["events"] + sent, "error": _where(err)}
            report["rules_errors" if _from_rules(err) else "exceptions"].append(finding)
            _open(app, name, make_scene)
        spent = time.process_time() - started
        report["frames"] += 1
        report["slowest_frame_s"] = max(report["slowest_frame_s"], round(spent, 3))
        if spent > SLOW_S:
            report["slow_frames"].append({"scene": name, "event": report["events"] + sent, "cpu_s": round(spent, 2)})
        if not app.running or not app.stack:  # Quit, or Esc out of the last scene: open it again
            _open(app, name, make_scene)
    report["events"] += sent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="monkey.py", description="Random plausible input into every scene.")
    parser.add_argument("--events", type=int, default=20000, help="events per seed (default 20000)")
    parser.add_argument("--seeds", default="1", help="comma-separated seeds (default 1)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    try:
        seeds = [int(s) for s in args.seeds.split(",") if s.strip()]
    except ValueError:
        parser.error(f"--seeds takes whole numbers separated by commas, not {args.seeds!r}")
    if args.events < 1 or not seeds:
        parser.error("--events must be at least 1 and --seeds must name a seed")
    report = run(args.events, seeds)
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        print(f"{report['events']} events in {report['frames']} frames over {report['scenes']} scenes, seeds "
              f"{','.join(map(str, seeds))}: {len(report['exceptions'])} exceptions, {len(report['slow_frames'])} "
              f"frames over {SLOW_S:g} s (slowest {report['slowest_frame_s']} s CPU), "
              f"{len(report['rules_errors'])} rules errors other than IllegalAction")
        for kind in ("exceptions", "rules_errors", "slow_frames"):
            for finding in report[kind][:20]:
                print(f"  {kind}: {finding}")
    return 1 if report["exceptions"] or report["slow_frames"] or report["rules_errors"] else 0


if __name__ == "__main__":
    sys.exit(main())

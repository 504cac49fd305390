"""The moments a player waits for, and the memory a long run holds (issue 38).

`python -m game.bench` calls `measure()`; each figure is taken in a fresh
process (`python -m game.bench_stalls FIGURE`), because what a player waits
for is the first time (the first switch of language, the first frame of a
scene), and three times, the median reported. Every time is process CPU
time (`time.process_time`): on a machine shared with other work the wall
clock measures the scheduler too, while the CPU time of one and the same run
varies by a few per cent.

- `lang_switch_cpu_ms`: Settings over the heavy table, the first switch to
  简体中文: the click's frame, and the table's first frame in Chinese when
  Settings closes (the larger of the two).
- `map_zoom_cpu_ms`: the Dreamworld Map late in a campaign, zoomed in twice
  and out once with the wheel: the slowest frame of the second after each.
- `resize_cpu_ms`: the window resized (1920x1080 -> 1600x900 -> 1920x1080)
  under the heavy table, the map and the shelf: the slowest frame after it.
- `first_frame_cpu_ms_max`: every demo scene's first frame at 1920x1080
  (made, then shown: the frame is what the player waits for after the
  click), the slowest, named in `first_frame_worst`.
- `lived_in_cpu_ms_max`: a saves folder as a player's after some weeks (30
  campaigns, 60 finished games of each kind in the records): each game's
  first screen (Etherfields' last-campaign card, the records), the Load
  screen with its preview and every page of it, and twelve pages of the
  Scripts book one after another, and the chronicle (the journal's C) of a
  campaign some 650 moves long: the slowest frame until each is shown, named
  in `lived_in_worst`.
- `startup_cpu_s`: `python -m game` to its first frame on the screen.
- `showcase_rss_mb`, `showcase_frame_max_cpu_ms`: the showcase at 1920x1080,
  played frame after frame at 60 frames a second of showcase time (as fast
  as the machine goes: `--showcase-minutes` of film, 10 for the full soak),
  its resident memory at the end and its slowest frame.
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1920, 1080)
TARGETS = {"lang_switch_cpu_ms": ("<=", 100.0), "map_zoom_cpu_ms": ("<=", 33.0), "resize_cpu_ms": ("<=", 33.0),
           "first_frame_cpu_ms_max": ("<=", 33.0), "lived_in_cpu_ms_max": ("<=", 33.0), "startup_cpu_s": ("<=", 0.5),
           "showcase_rss_mb": ("<=", 150.0), "showcase_frame_max_cpu_ms": ("<=", 33.0)}
FIRST_FRAME_ENV = "GAME_BENCH_FIRST_FRAME"  # `python -m game` prints its CPU time at the first frame and stops


def _cpu_ms(fn) -> float:
    c0 = time.process_time()
    fn()
    return (time.process_time() - c0) * 1000


def _app(size=SIZE):
    """An App as the window runs it: drawing paced by its frame budget, content and languages loaded."""
    from game.ui.app import FRAME_BUDGET, App, settle_heap
    app = App(size, seed=11, defaults=True)
    app.frame_budget = FRAME_BUDGET
    settle_heap()
    return app


def _frames(app, n: int) -> list[float]:
    """CPU ms of each of `n` frames of the window's loop (events, update, draw)."""
    return [_cpu_ms(lambda: app.step(1 / 60)) for _ in range(n)]


def _until_shown(app, limit: int = 60) -> list[float]:
    """CPU ms of each frame until one is drawn whole and shown (a frame that ran out of
    time keeps the last picture on the screen: the new one is still being prepared)."""
    shown, out = app.frames_whole, list[float]()
    while app.frames_whole == shown and len(out) < limit:
        out.append(_cpu_ms(lambda: app.step(1 / 60)))
    return out


def lang_switch() -> dict:
    import pygame
    from game.ui.app import make_scene
    from game.ui.menus import SettingsScene
    app = _app()
    app.push(make_scene(app, "shelf"))
    app.push(make_scene(app, "dreamscape"))
    _frames(app, 20)  # and the languages have had their time to load behind the first frames
    settings = SettingsScene(app)
    app.push(settings)
    _frames(app, 5)
    switch = [_cpu_ms(settings.next_language)]
    switch += _until_shown(app)
    app.pop()
    switch += _until_shown(app) + _frames(app, 3)
    pygame.quit()
    return {"lang_switch_cpu_ms": round(max(switch), 1), "lang_switch_frames": len(switch)}


def _wheel(app, dy: int, at) -> None:
    import pygame
    pygame.mouse.set_pos(at)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, precise_x=0.0, precise_y=float(dy),
                                         flipped=False, which=0, touch=False))


def map_zoom() -> dict:
    from game.ui.app import make_scene
    app = _app()
    app.push(make_scene(app, "shelf"))
    app.push(make_scene(app, "dreamworld_late"))
    _frames(app, 60)
    worst = 0.0
    middle = app.top.map_rect(app.screen.get_size()).center
    for dy in (1, 1, -1):
        _wheel(app, dy, middle)
        worst = max(worst, max(_frames(app, 60)))
    return {"map_zoom_cpu_ms": round(worst, 1)}


def _resize(app, size) -> None:
    import pygame
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


def resize() -> dict:
    from game.ui.app import make_scene
    app = _app()
    app.push(make_scene(app, "shelf"))
    worst, where = 0.0, ""
    for name in ("shelf", "dreamscape", "dreamworld_late"):
        if name != "shelf":
            app.push(make_scene(app, name))
        _frames(app, 30)
        for size in ((1600, 900), SIZE):
            _resize(app, size)
            slowest = max(_frames(app, 20))
            if slowest > worst:
                worst, where = slowest, name
    return {"resize_cpu_ms": round(worst, 1), "resize_worst": where}


def first_frames() -> dict:
    from game.ui.app import SCENES, make_scene
    app = _app()
    app.push(make_scene(app, "shelf"))
    _frames(app, 5)
    times: dict[str, float] = {}
    held: dict[str, int] = {}
    for name in SCENES:
        if name == "shelf":
            continue
        app.push(make_scene(app, name))
        frames = _until_shown(app)
        times[name] = max(frames)
        held[name] = len(frames) - 1
        _frames(app, 2)
        del app.stack[1:]
    worst = max(times, key=lambda name: times[name])
    return {"first_frame_cpu_ms_max": round(times[worst], 1), "first_frame_worst": worst,
            "first_frame_held_max": max(held.values())}


LIVED_SAVES = 30  # campaigns in the lived-in saves folder: three pages of the Load screen and more
LIVED_PLAYS = 60  # finished games of each kind in its records


def _lived_in_folder() -> None:
    """The saves folder (ETHERFIELDS_SAVES, a fresh one: see `_child`) as a player's after
    some weeks: campaigns saved at different places, and records of finished games of
    every kind. Written before the App starts, untimed."""
    import random

    from game import records
    from game.autoplay import heuristic_action
    from game.savefile import autosave_path
    from game.session import Session
    teams = (["gambler", "tough_guy"], ["specialist", "free_spirit", "tough_guy"], ["free_spirit"])
    for i in range(LIVED_SAVES):
        session = Session.new(teams[i % len(teams)], i, campaign=True, name=f"Campaign {i + 1}", autosaves=False)
        rng = random.Random(i)
        for _n in range(5 * (i % 7)):  # campaigns at different places
            action = heuristic_action(session.game, rng)
            if action is None or session.game.outcome is not None:
                break
            session.apply(action)
        session.save(autosave_path(None, "etherfields", session.meta.get("id", f"c{i}")))
    rng = random.Random(5)
    modes = {"etherfields": "slumber", "onirim": "base", "lucidity": "easy", "prophecy": "2"}
    for game, mode in modes.items():
        for _n in range(LIVED_PLAYS):
            records.record(game, mode, "won" if rng.random() < 0.4 else "lost", moves=rng.randint(40, 140),
                           minutes=rng.uniform(8, 40), score=rng.randint(3, 8) if game == "onirim" else None)


def _long_campaign():
    """The campaign far along of the demo (seven Dreamworld tiles laid, some 650 moves),
    played by the campaign measure's Team (untimed). Its Team loops on the road after
    that, so a longer log would be one chapter of thousands of the same paragraph."""
    from game.ui.etherfields.demo import late_campaign
    return late_campaign(1)


def _key(app, key: int) -> None:
    import pygame
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def lived_in() -> dict:
    """The screens that read a player's own saves and records, over a lived-in folder
    (`_lived_in_folder`): each game's first screen (the last campaign's card, the records),
    the Load screen (its preview) and every page of it, and the Scripts book's pages
    (their 1200x400 pictures) one after another: the slowest frame until each is shown."""
    import pygame

    from game import preload
    from game.ui.app import make_scene
    from game.ui.etherfields.journal import JournalScene
    from game.ui.etherfields.reader import ScriptReader
    from game.ui.menus import LoadScene
    _lived_in_folder()
    app = _app()
    preload.wait()
    app.push(make_scene(app, "shelf"))
    _frames(app, 5)
    times: dict[str, float] = {}

    def shown(name: str, frames: list[float]) -> None:
        times[name] = max(times.get(name, 0.0), max(frames))

    for name in ("title", "onirim", "lucidity_setup", "prophecy"):
        app.push(make_scene(app, name))
        shown(name, _until_shown(app))
        _frames(app, 2)
        del app.stack[1:]
    load = LoadScene(app)
    app.push(load)
    shown("save_load", _until_shown(app))
    _frames(app, 2)
    for _page in range(-(-LIVED_SAVES // max(1, load.per_page))):
        _key(app, pygame.K_PAGEDOWN)
        shown("save_load_pages", _until_shown(app) + _frames(app, 2))
    del app.stack[1:]
    journal = JournalScene(app, _long_campaign())
    app.push(journal)
    _until_shown(app)
    _frames(app, 2)
    _key(app, pygame.K_c)  # the chronicle: the whole campaign's log replayed
    shown("chronicle", _until_shown(app) + _frames(app, 2))
    del app.stack[1:]
    from game.content import default_content
    scripts = [s for k, s in sorted(default_content().scripts.items())][:12]
    for script in scripts:
        app.push(ScriptReader(app, script.title, script.text, script.id, script.how or ""))
        shown("script_pages", _until_shown(app) + _frames(app, 1))
        app.pop()
    worst = max(times, key=lambda n: times[n])
    print(f"lived in: {len(load.saves or ())} saves, {load.per_page} a page; "
          + ", ".join(f"{k} {v:.1f}" for k, v in times.items()), file=sys.stderr)
    return {"lived_in_cpu_ms_max": round(times[worst], 1), "lived_in_worst": worst}


def startup() -> dict:
    """The CPU time, from the interpreter's start, of the first frame of `python -m game`."""
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, ETHERFIELDS_SAVES=tmp, **{FIRST_FRAME_ENV: "1"})
        done = subprocess.run([sys.executable, "-m", "game"], cwd=ROOT, env=env, capture_output=True, text=True)
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"python -m game did not reach its first frame: {done.stderr.strip()[-300:]}")
    return {"startup_cpu_s": round(float(lines[-1]), 3)}


def showcase(minutes: float) -> dict:
    """The showcase's film at 60 frames a second for `minutes`, as fast as the machine plays it."""
    import gc

    from game.ui.etherfields import start
    from game.ui.etherfields.showcase import ShowcaseScene
    sys.path.insert(0, str(ROOT / "scripts"))
    from soak import rss_mb
    app = _app()
    app.push(start(app))
    show = ShowcaseScene(app)
    app.push(show)
    frames = int(minutes * 60 * 60)
    slowest, peak, where = 0.0, 0.0, ""
    for i in range(frames):
        ms = _cpu_ms(lambda: app.step(1 / 60))
        if ms > slowest:
            slowest, where = ms, type(show.stage.top).__name__ if show.stage.stack else ""
        if i % 1800 == 0:  # every half minute of film
            peak = max(peak, rss_mb())
            print(f"{i // 3600} min {rss_mb():.0f} MB", file=sys.stderr, flush=True)
    gc.collect()
    return {"showcase_rss_mb": round(max(peak, rss_mb()), 1), "showcase_frame_max_cpu_ms": round(slowest, 1),
            "showcase_slowest_scene": where, "showcase_minutes": minutes, "showcase_moves": show.stats["actions"]}


FIGURES = {"lang_switch": lang_switch, "map_zoom": map_zoom, "resize": resize, "first_frames": first_frames,
           "lived_in": lived_in, "startup": startup}


def _child(figure: str, *args: str) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, ETHERFIELDS_SAVES=tmp)
        done = subprocess.run([sys.executable, "-m", "game.bench_stalls", figure, *args], cwd=ROOT, env=env,
                              capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"the {figure} bench failed: {done.stderr.strip()[-500:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _median_of(runs: list[dict]) -> dict:
    """Numbers: the median of the runs; words (which scene): those of the run with the median first figure."""
    first = next(k for k, v in runs[0].items() if isinstance(v, (int, float)))
    middle = sorted(runs, key=lambda r: r[first])[len(runs) // 2]
    return {key: statistics.median(r[key] for r in runs) if isinstance(value, (int, float)) else middle[key]
            for key, value in runs[0].items()}


def measure(repeats: int = 3, showcase_minutes: float = 2.0) -> dict:
    """Every figure, each the median of `repeats` fresh processes; the showcase once."""
    result: dict = {}
    for figure in FIGURES:
        runs = [_child(figure) for _ in range(repeats)]
        result.update(_median_of(runs))
    result.update(_child("showcase", str(showcase_minutes)))
    return result


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    figure = argv[0] if argv else ""
    if figure == "showcase":
        print(json.dumps(showcase(float(argv[1]) if len(argv) > 1 else 2.0)))
    elif figure in FIGURES:
        print(json.dumps(FIGURES[figure]()))
    else:
        print(json.dumps(measure(int(argv[1]) if len(argv) > 1 else 3)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

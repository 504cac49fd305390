"""`python -m game.bench [--json] [--frames N]`: the numbers we hold the game to.

Measured in one run: the heavy table scene at 1920x1080 (frame p50/p99) and
its floor (the same number of blits of already-drawn surfaces, no logic);
start-up to the title and to a playable table (fresh processes); save and
load of a late-campaign save and its size; rules throughput in random play.
Targets (from the issue): p99 <= 8 ms, p50 <= 2x floor, title <= 1.0 s,
table <= 2.0 s, save <= 50 ms, load <= 100 ms, >= 5,000 actions/s.
"""
from __future__ import annotations

import argparse
import json
import os
import random
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
TARGETS = {"frame_p99_ms": ("<=", 8.0), "startup_title_s": ("<=", 1.0), "startup_table_s": ("<=", 2.0),
           "save_ms": ("<=", 50.0), "load_ms": ("<=", 100.0), "rules_actions_per_s": (">=", 5000.0)}


def _pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def frames(n: int = 600) -> dict:
    import pygame
    from game.ui.app import App
    from game.ui.scenes import DreamscapeScene
    app = App((1920, 1080), seed=11)
    scene = DreamscapeScene.heavy(app)
    app.push(scene)
    screen = app.screen
    for _ in range(30):  # warm the caches
        scene.update(1 / 60)
        scene.draw(screen)
    times = []
    faces = ("fail", "blank", "plus1", "plus1", "plus2", "plus3")
    for i in range(n):
        if i % 90 == 0:  # a die is always tumbling or settling somewhere in the run
            scene.tray.throw(faces, faces[i % 6], seed=i)
        t0 = time.perf_counter()
        scene.update(1 / 60)
        scene.draw(screen)
        times.append((time.perf_counter() - t0) * 1000)
    blits = scene.blit_count
    tile = pygame.Surface((64, 64))
    tile.fill((80, 60, 120))
    background = screen.copy()
    floor = []
    for i in range(n):
        t0 = time.perf_counter()
        screen.blit(background, (0, 0))
        for k in range(blits):
            screen.blit(tile, ((k * 37) % 1800, (k * 53) % 1000))
        floor.append((time.perf_counter() - t0) * 1000)
    return {"frame_p50_ms": round(statistics.median(times), 3), "frame_p99_ms": round(_pct(times, 0.99), 3),
            "floor_p50_ms": round(statistics.median(floor), 3), "frames": n, "blits_per_frame": blits}


def startup() -> dict:
    out = {}
    for key, scene in (("startup_title_s", "title"), ("startup_table_s", "dreamscape")):
        best = []
        for _ in range(3):
            with tempfile.TemporaryDirectory() as tmp:
                t0 = time.perf_counter()
                subprocess.run([sys.executable, "-m", "game", "--screenshot", os.path.join(tmp, "s.png"),
                                "--scene", scene], cwd=ROOT, check=True, capture_output=True)
                best.append(time.perf_counter() - t0)
        out[key] = round(statistics.median(best), 3)
    return out


def late_campaign(steps: int = 4000, seed: int = 2):
    from game.autoplay import random_action
    from game.content import default_content
    from game.rules.etherfields import new_game
    game = new_game(default_content(), {"dreamers": ["gambler", "specialist", "tough_guy", "free_spirit"],
                                        "campaign": True}, seed)
    rng = random.Random(seed)
    log = []
    for _ in range(steps):
        a = random_action(game, rng)
        if a is None:
            break
        game.apply(a)
        log.append(a.to_data())
    return game, log


def save_load() -> dict:
    from game.content import CONTENT_VERSION, default_content
    from game.rules.etherfields import Game
    from game.savefile import load_game, save_game
    game, log = late_campaign()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "late.yaml"
        saves, loads = [], []
        for _ in range(7):
            t0 = time.perf_counter()
            save_game(path, state=game.to_data(), actions=log, content_version=CONTENT_VERSION, meta={})
            saves.append((time.perf_counter() - t0) * 1000)
            t0 = time.perf_counter()
            data = load_game(path)
            Game.from_data(data.state, default_content())
            loads.append((time.perf_counter() - t0) * 1000)
        size = path.stat().st_size
    return {"save_ms": round(statistics.median(saves), 2), "load_ms": round(statistics.median(loads), 2),
            "save_bytes": size, "save_journal_entries": len(game.campaign.get("journal", []))}


def rules(seconds: float = 3.0) -> dict:
    from game.content import default_content
    from game.rules.etherfields import new_game
    content = default_content()
    import gc
    gc.collect()
    gc.freeze()  # as the app does once content is loaded: long-lived definitions leave the GC's sight
    rng = random.Random(1)
    actions = slumbers = 0
    t0 = time.perf_counter()
    seed = 0
    while time.perf_counter() - t0 < seconds:
        seed += 1
        g = new_game(content, {"dreamers": ["gambler", "tough_guy", "specialist", "free_spirit"][: 1 + seed % 4]},
                     seed)
        while g.outcome is None:
            acts = g.legal_actions()
            doing = [a for a in acts if a.kind != "pass"]
            g.apply(rng.choice(doing) if doing and rng.random() < 0.7 else rng.choice(acts))
            actions += 1
        slumbers += 1
    elapsed = time.perf_counter() - t0
    return {"rules_actions_per_s": round(actions / elapsed), "slumbers_per_s": round(slumbers / elapsed, 1)}


def verdicts(result: dict) -> dict:
    out = {}
    for key, (op, limit) in TARGETS.items():
        v = result.get(key)
        out[key] = v is not None and (v <= limit if op == "<=" else v >= limit)
    if "frame_p50_ms" in result and "floor_p50_ms" in result:
        out["frame_p50_vs_floor"] = result["frame_p50_ms"] <= 2 * max(result["floor_p50_ms"], 1e-6)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--game", choices=("etherfields", "lucidity"), default="etherfields")
    args = parser.parse_args(argv)
    if args.game == "lucidity":  # the rules' throughput and the table's frames with 12 dice tumbling
        from game.lucidity_measure import games_per_s, tray_frames
        got = {**games_per_s(), **tray_frames(max(600, args.frames))}
        print(json.dumps(got) if args.json else "\n".join(f"{k:24} {v:>12}" for k, v in got.items()))
        return 0
    result = {}
    result.update(frames(max(600, args.frames)))
    result.update(startup())
    result.update(save_load())
    result.update(rules())
    if args.json:
        print(json.dumps(result))
        return 0
    ok = verdicts(result)
    for key, value in result.items():
        mark = {True: "ok", False: "MISSED"}.get(ok.get(key), "")
        target = TARGETS.get(key)
        goal = f"{target[0]} {target[1]}" if target else ""
        print(f"{key:24} {value:>12} {goal:>10} {mark}")
    print(f"{'p50 <= 2x floor':24} {'':>12} {'':>10} {'ok' if ok.get('frame_p50_vs_floor') else 'MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""`python -m game.bench [--json] [--frames N]`: the numbers we hold the game to.

Measured in one run: the heavy table scene at 1920x1080 (frame p50/p99) and
its floor (the same number of blits of already-drawn surfaces, no logic);
start-up to the title and to a playable table (fresh processes); save and
load of a late-campaign save and its size; rules throughput in random play.
Targets (`TARGETS`): p99 <= 8 ms, p50 <= 2x floor, title <= 1.0 s,
table <= 2.0 s, save <= 50 ms, load <= 100 ms, >= 5,000 actions/s; and from
issue 16, redraw p99 <= 16 ms, both ratios to the yardstick >= 0.25, a save
at 50,000 steps <= 2x one at 4,000. `onirim_ratio` (no target) sets our Onirim
beside the yardstick, which plays Onirim too: the like-for-like figure.

The exit status is honest: 0 only when every target is met; 1 when one is
missed or has no figure (a target the bench does not measure yet is not met),
each named with its figure on stderr, also with --json.
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

from game import bench_stalls, games

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
# figure: (op, limit). A limit (factor, other figure) is relative to another
# figure of the same run: frame_p50_ms at most 2x floor_p50_ms.
TARGETS: dict[str, tuple[str, float | tuple[float, str]]] = {
    "frame_p99_ms": ("<=", 8.0), "frame_p50_ms": ("<=", (2, "floor_p50_ms")),
    "startup_title_s": ("<=", 1.0), "startup_table_s": ("<=", 2.0),
    "save_ms": ("<=", 50.0), "load_ms": ("<=", 100.0), "rules_actions_per_s": (">=", 5000.0),
    # issue 16
    "redraw_p99_ms": ("<=", 16.0), "rules_ratio": (">=", 0.25), "campaign_ratio": (">=", 0.25),
    "save_ms_50k": ("<=", (2, "save_ms")),
}
TARGETS.update(bench_stalls.TARGETS)  # issue 38: the stalls a player feels and the memory held, in CPU time


def _pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def frames(n: int = 600) -> dict:
    import pygame
    from game.ui.app import App
    from game.ui.etherfields.scenes import DreamscapeScene
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


def redraw(n: int = 300) -> dict:
    """Real redraws of the heavy table: every frame the pointer hovers
    something else (a hand card, an action button, the empty map), so the
    still picture's cache key changes and the table is drawn anew. The run
    counts the frames whose key did change: all of them, or it says so."""
    import pygame
    from game.ui.app import App
    from game.ui.etherfields.scenes import DreamscapeScene
    app = App((1920, 1080), seed=11)
    scene = DreamscapeScene.heavy(app)
    app.push(scene)
    screen = app.screen
    scene.tray.skip()
    for _ in range(10):
        scene.update(1 / 60)
        scene.draw(screen)
    spots = [r.center for _, r in scene._hand_rects] + [b.rect.center for b in scene.buttons]
    spots.append(scene.map_rect().topleft)  # nothing hovered
    times, cpu, redrawn = [], [], 0
    for i in range(n):
        pygame.mouse.set_pos(spots[i % len(spots)])
        before = getattr(scene, "_frame_key", None)
        t0, c0 = time.perf_counter(), time.thread_time()
        scene.update(1 / 60)
        scene.draw(screen)
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
        redrawn += scene._frame_key != before
    # On a busy machine the wall-clock p99 measures the scheduler too; the CPU-time p99 is the redraw's own.
    return {"redraw_p50_ms": round(statistics.median(times), 3), "redraw_p99_ms": round(_pct(times, 0.99), 3),
            "redraw_p99_cpu_ms": round(_pct(cpu, 0.99), 3), "redraw_frames": n, "redraw_frames_redrawn": redrawn}


def campaign(steps: int = 10_000, seconds: float = 3.0, far: int = 50_000, build_limit_s: float = 240.0) -> dict:
    """A campaign played 10,000 random legal steps in (built by playing,
    nothing cached on disk): random legal play from there, per second, and
    the time to save it. Then on to 50,000 steps and save again; when that
    takes longer than `build_limit_s` to build, the save is measured where
    the building stopped, under a key naming that step count."""
    from game.autoplay import random_action
    game, log = late_campaign(steps)
    out = {"campaign_steps": len(log), "save_ms_10k": _save_ms(game, log)}
    rng = random.Random(3)
    trial = game.copy()
    actions = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        a = random_action(trial, rng)
        if a is None:
            break
        trial.apply(a)
        actions += 1
    out["campaign_actions_per_s"] = round(actions / (time.perf_counter() - t0))
    rng = random.Random(4)
    t0 = time.perf_counter()
    while len(log) < far and time.perf_counter() - t0 < build_limit_s:
        a = random_action(game, rng)
        if a is None:
            break
        game.apply(a)
        log.append(a.to_data())
    out["save_build_50k_s"] = round(time.perf_counter() - t0, 1)
    key = "save_ms_50k" if len(log) >= far else f"save_ms_{len(log)}_steps_not_50k"
    out[key] = _save_ms(game, log)
    return out


def _save_ms(game, log, repeats: int = 5) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        times = _autosaves(game, log, Path(tmp) / "campaign.yaml", repeats)
    return round(statistics.median(times), 2)


AUTOSAVE_EVERY = 20  # actions between two timed saves: about a Turn's worth


def _autosaves(game, log, path, repeats: int) -> list[float]:
    """Saves as the game makes them: the campaign was saved before (its
    log is on disk up to a few actions ago, untimed), then each timed save
    adds the actions since the last one. The milliseconds of each."""
    from game.content import CONTENT_VERSION
    from game.savefile import save_game
    state = game.to_data()
    start = max(0, len(log) - AUTOSAVE_EVERY * repeats)
    save_game(path, state=state, actions=log[:start], content_version=CONTENT_VERSION, meta={})
    out = []
    for k in range(repeats - 1, -1, -1):
        part = log[:len(log) - AUTOSAVE_EVERY * k]
        t0 = time.perf_counter()
        save_game(path, state=game.to_data(), actions=part, content_version=CONTENT_VERSION, meta={})
        out.append((time.perf_counter() - t0) * 1000)
    return out


# `../shared/peers/` seen from the project (from a worktree, a level further up).
PEER_BENCH = next((p / "shared" / "peers" / "onirim_py_bench.py" for p in ROOT.parents
                   if (p / "shared" / "peers" / "onirim_py_bench.py").exists()),
                  ROOT.parent / "shared" / "peers" / "onirim_py_bench.py")


def yardstick(games: int = 2000) -> dict:
    """The peer's figure on this machine in this run (another program, run
    as it is: its code is never copied here). Nothing when it is absent."""
    if not PEER_BENCH.exists():
        return {}
    done = subprocess.run([sys.executable, str(PEER_BENCH), "--games", str(games), "--seed", "1"], cwd=ROOT,
                          capture_output=True, text=True)
    if done.returncode != 0:
        return {}
    try:
        figure = json.loads(done.stdout.strip().splitlines()[-1])["actions_per_s"]
    except (ValueError, KeyError, IndexError):
        return {}
    return {"yardstick_actions_per_s": round(figure)}


def ratios(result: dict) -> dict:
    peer = result.get("yardstick_actions_per_s")
    if not peer:
        return {}
    out = {}
    for key, ours in (("rules_ratio", "rules_actions_per_s"), ("campaign_ratio", "campaign_actions_per_s"),
                      ("onirim_ratio", "onirim_actions_per_s")):
        if isinstance(result.get(ours), (int, float)):
            out[key] = round(result[ours] / peer, 3)
    return out


def onirim(games: int = 2000) -> dict:
    """Our Onirim in the yardstick's own terms (solo base game, uniform random
    legal play, every decision one action): the like-for-like comparison, so
    that `onirim_ratio` tells the engine's speed apart from how much more
    rule Etherfields has to list and check than Onirim."""
    from game.rules.onirim.bench import random_games
    return {"onirim_actions_per_s": random_games(games)["onirim_actions_per_s"]}


def startup() -> dict:
    out = {}
    for key, scene in (("startup_title_s", "title"), ("startup_table_s", "dreamscape")):
        best = []
        for _ in range(3):
            with tempfile.TemporaryDirectory() as tmp:
                t0 = time.perf_counter()
                done = subprocess.run([sys.executable, "-m", "game", "--screenshot", os.path.join(tmp, "s.png"),
                                       "--scene", scene], cwd=ROOT, capture_output=True, text=True)
                best.append(time.perf_counter() - t0)
            if done.returncode != 0:
                from game.cli import CommandError
                why = done.stderr.strip().splitlines()[-1:] or [f"exit status {done.returncode}"]
                raise CommandError(f"The start-up bench could not start the game ({scene}): {why[0]}")
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
    from game.content import default_content
    from game.rules.etherfields import Game
    from game.savefile import load_game, log_path
    game, log = late_campaign()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "late.yaml"
        saves, loads = _autosaves(game, log, path, 7), []
        for _ in saves:
            t0 = time.perf_counter()
            data = load_game(path)
            Game.from_data(data.state, default_content())
            loads.append((time.perf_counter() - t0) * 1000)
        size, log_size = path.stat().st_size, log_path(path).stat().st_size
    return {"save_ms": round(statistics.median(saves), 2), "load_ms": round(statistics.median(loads), 2),
            "save_bytes": size, "save_log_bytes": log_size,
            "save_journal_entries": len(game.campaign.journal)}


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


# -- strength: how well the computer plays and hints (--strength) -----------------

STRENGTH_RUNS = 20  # fixed seeds 0..19 for every figure
# Etherfields: (Slumber, Dreamers). The first two are issue 38's yardsticks.
ETHERFIELDS_STRENGTH = [("slumber_grandmother_moth", 4), ("slumber_paper_cranes", 2),
                        ("slumber_mirror_thief", 4), ("slumber_lantern_hound", 2)]
HINT_SECONDS = 0.45  # the hint's own budget, CPU time


def _etherfields_game(job: tuple) -> bool:
    """One seeded Slumber played by a Team (random, heuristic or hint): won?"""
    tile, n, seed, team, seconds = job
    from functools import partial
    from game.autoplay import heuristic_action, play, random_action
    from game.balance import DREAMERS, MEASURED_MAP
    from game.content import default_content
    from game.hint import hint_action
    from game.rules.etherfields import new_game
    agent = {"random": random_action, "heuristic": heuristic_action,
             "hint": partial(hint_action, seconds=seconds)}[team]
    g = new_game(default_content(), {"dreamers": DREAMERS[:n], "slumber": tile, "map": MEASURED_MAP}, seed)
    play(g, 3000, seed, agent)
    return g.outcome is not None and g.outcome.result == "won"


def etherfields_strength(runs: int = STRENGTH_RUNS, jobs: int | None = None, seconds: float | None = None,
                         teams=("random", "heuristic", "hint")) -> dict:
    """Wins out of `runs` seeded Slumbers for each Team; the hint Team follows
    "What now?" at every step on its CPU-time budget. Games run in a process
    pool (`jobs` processes, every core by default)."""
    seconds = HINT_SECONDS if seconds is None else seconds
    work = [(tile, n, seed, team, seconds) for tile, n in ETHERFIELDS_STRENGTH for team in teams
            for seed in range(runs)]
    won = _pool_map(_etherfields_game, work, jobs)
    out: dict = {}
    for (tile, n, _seed, team, _s), w in zip(work, won):
        row = out.setdefault(f"{tile.removeprefix('slumber_')}/{n}", {t: 0 for t in teams} | {"of": runs})
        row[team] += w
    return out


def _pool_map(fn, work: list, jobs: int | None) -> list:
    """`map(fn, work)` over `jobs` processes (one: in this process)."""
    jobs = jobs or os.cpu_count() or 1
    if jobs <= 1:
        return [fn(w) for w in work]
    from concurrent.futures import ProcessPoolExecutor
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(fn, work, chunksize=1))


# Each game's strength figures: key -> function(runs, jobs) -> dict.
def _other_games() -> dict:
    """Onirim, Lucidity and Prophecy: their strength figures live with their search models."""
    from game.search.strength import STRENGTH as OTHERS
    return OTHERS


STRENGTH = {"etherfields": etherfields_strength, "onirim": None, "lucidity": None, "prophecy": None}


def strength(runs: int = STRENGTH_RUNS, jobs: int | None = None, only: str | None = None) -> dict:
    """`--strength`: each game's figures from its own function, one key per game. `runs`
    is the seeds of each Etherfields figure; the other games keep their own sample sizes."""
    out = {}
    for key in STRENGTH:
        if only not in (None, key):
            continue
        out[key] = etherfields_strength(runs, jobs) if key == "etherfields" else _other_games()[key](workers=jobs)
    return out


def verdicts(result: dict) -> dict[str, tuple[str, str]]:
    """{figure: (verdict, goal)} for every target; the verdict is "ok",
    "MISSED" or "NOT MEASURED" (no figure, or none for a relative limit)."""
    out = {}
    for key, (op, limit) in TARGETS.items():
        if isinstance(limit, tuple):
            factor, other = limit
            goal = f"{op} {factor}x {other}"
            limit = factor * result[other] if isinstance(result.get(other), (int, float)) else None
        else:
            goal = f"{op} {limit}"
        value = result.get(key)
        if not isinstance(value, (int, float)) or limit is None:
            out[key] = ("NOT MEASURED", goal)
        else:
            out[key] = ("ok" if (value <= limit if op == "<=" else value >= limit) else "MISSED", goal)
    return out


def stalls(showcase_minutes: float = 2.0) -> dict:
    """Issue 38's figures (game.bench_stalls): each the median of three fresh processes."""
    return bench_stalls.measure(3, showcase_minutes)


def measure(frame_count: int, showcase_minutes: float = 2.0) -> dict:
    result = {}
    result.update(frames(max(600, frame_count)))
    result.update(startup())
    result.update(save_load())
    result.update(rules())
    result.update(redraw())
    result.update(campaign())
    result.update(onirim())
    result.update(yardstick())
    result.update(ratios(result))
    result.update(stalls(showcase_minutes))
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--frames", type=int, default=600, help="frames to time (at least 600)")
    # --game: another game's own figures (its GameSpec.bench); without it, the program's targets.
    benched = [s.key for s in games.all_games() if s.bench]
    parser.add_argument("--game", choices=sorted(set(benched) | set(STRENGTH)), default=None,
                        help="one game's own figures (with --strength: its strength figures only)")
    parser.add_argument("--games", type=int, default=2000, help="games to play, for a game's rules throughput")
    parser.add_argument("--showcase-minutes", type=float, default=2.0,
                        help="minutes of the showcase's film for its memory and slowest frame (10: the full soak)")
    parser.add_argument("--strength", action="store_true",
                        help="how well the computer plays and hints, on fixed seeds (slow: minutes)")
    parser.add_argument("--runs", type=int, default=STRENGTH_RUNS, help="seeds per --strength figure")
    parser.add_argument("--jobs", type=int, default=None, help="processes for --strength (default: every core)")
    args = parser.parse_args(argv)
    if args.strength:
        got = strength(args.runs, args.jobs, args.game)
        print(json.dumps(got) if args.json else json.dumps(got, indent=1))
        return 0
    if args.game is not None and args.game not in benched:
        parser.error(f"{args.game} has strength figures only (--strength)")
    if args.game is not None:
        from game.ui.app import App
        got = games.get(args.game).call("bench", max(600, args.frames), args.games, App)
        print(json.dumps(got) if args.json else "\n".join(f"{k:24} {v:>12}" for k, v in got.items()))
        return 0
    result = measure(args.frames, args.showcase_minutes)
    judged = verdicts(result)
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            mark, goal = judged.get(key, ("", ""))
            print(f"{key:24} {value:>12} {goal:>24} {mark}")
        for key, (mark, goal) in judged.items():
            if key not in result:
                print(f"{key:24} {'-':>12} {goal:>24} {mark}")
    failed = [(key, mark, goal) for key, (mark, goal) in judged.items() if mark != "ok"]
    for key, mark, goal in failed:
        figure = f"is {result[key]}" if key in result else "has no figure"
        print(f"{mark}: {key} {figure}; the target is {goal}.", file=sys.stderr)
    if failed:
        print(f"{len(failed)} of {len(judged)} targets not met.", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    from game.cli import run
    sys.exit(run(main))

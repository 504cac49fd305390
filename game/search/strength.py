"""How well the search plays Onirim, Lucidity and Prophecy, on fixed seeds:
the `onirim`, `lucidity` and `prophecy` figures of
`python -m game.bench --strength`.

- onirim: the share of solo games the search player wins, base game and all
  expansions (`{"base": share, "all_expansions": share}`), at the hint's own
  play cap, and the heuristic player's share of the same seeds beside them
  (`heuristic_base`, `heuristic_all_expansions`).
- lucidity: two-player games, seats alternating game by game; the strongest
  level's share against *greedy*, and each level against the others and
  against *greedy* (a tie shares the win).
- prophecy: two-character games, seats alternating; the strongest level's
  share against the present computer (the heuristic, level *easy*), and the
  levels against each other (a game nobody wins counts half).

Every search here stops at its play cap alone (no clock), so a figure is the
same on a quick or a loaded machine; games run in a process pool, each from
its own seed, so the figures do not depend on the number of workers.
"""
from __future__ import annotations

import os
import random
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from itertools import combinations
from typing import Callable

from game.search.core import Budget

UNTIMED = 1e9  # seconds: the play cap alone ends a search


def _untimed(budget: Budget | None) -> Budget | None:
    return None if budget is None else replace(budget, seconds=UNTIMED)


def _map(fn: Callable, jobs: list, workers: int) -> list:
    if workers <= 1 or len(jobs) <= 1:
        return [fn(*j) for j in jobs]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(fn, *zip(*jobs)))


def _workers(workers: int | None) -> int:
    return workers if workers is not None else (os.cpu_count() or 1)


def _legal(action):
    if action is None:  # a game not over always has a move
        raise RuntimeError("a computer player found no move in a game that is not over")
    return action


# -- Onirim -------------------------------------------------------------------------

def onirim_game(seed: int, expansions: tuple, plays: int | None) -> int:
    """1 when the search player wins this seeded solo game; `plays` None: the
    heuristic player alone."""
    from game.rules.onirim import new_game
    from game.rules.onirim.bench import heuristic_action
    from game.search.onirim import HINT, hint_action
    g = new_game(None, {"expansions": list(expansions)}, seed)
    budget = replace(HINT, plays=plays, seconds=UNTIMED)
    steps = 0
    while g.outcome is None:
        g.apply(heuristic_action(g) if plays is None else hint_action(g, budget, seed=steps))
        steps += 1
    return int(g.outcome == "won")


def onirim_strength(games: int = 20, plays: int | None = None, workers: int | None = None) -> dict:
    """`plays` defaults to the hint's own cap (`game.search.onirim.HINT`): the
    figure is the hint a player gets, not a weaker one."""
    from game.rules.onirim import EXPANSIONS
    from game.search.onirim import HINT
    plays = plays if plays is not None else HINT.plays
    out: dict = {"games": games, "plays": plays}
    for key, exp in (("base", ()), ("all_expansions", tuple(EXPANSIONS))):
        wins = _map(onirim_game, [(7000 + k, exp, plays) for k in range(games)], _workers(workers))
        out[key] = round(sum(wins) / games, 3)
        alone = [onirim_game(7000 + k, exp, None) for k in range(games)]  # a few ms a game
        out["heuristic_" + key] = round(sum(alone) / games, 3)
    return out


# -- Lucidity -----------------------------------------------------------------------

def lucidity_game(seed: int, first: str, second: str) -> float:
    """The share of this two-player night won by `first` (seat p1) against `second`."""
    from game.content.lucidity import default_content
    from game.rules.lucidity import new_game
    from game.search import lucidity as L
    saved = dict(L.LEVELS)
    L.LEVELS.update({k: _untimed(b) for k, b in saved.items()})
    try:
        g = new_game(default_content(), {"players": 2}, seed)
        rng = random.Random(seed)
        kinds = (first, second)
        while g.outcome is None:
            who = g.actor()
            assert who is not None  # a night not over has someone to act
            g.apply(_legal(L.level_action(kinds[who], g, rng, seed=g.turn_number)))
    finally:
        L.LEVELS.update(saved)
    winners = g.outcome["winners"]
    return (1.0 / len(winners)) if "p1" in winners else 0.0


def _match(game_fn: Callable, a: str, b: str, games: int, base: int, workers: int) -> float:
    """`a`'s share against `b`, seats alternating game by game."""
    jobs = [(base + k, a, b) if k % 2 == 0 else (base + k, b, a) for k in range(games)]
    got = _map(game_fn, jobs, workers)
    mine = [s if k % 2 == 0 else 1.0 - s for k, s in enumerate(got)]
    return round(sum(mine) / games, 3)


def lucidity_strength(games: int = 40, level_games: int = 20, workers: int | None = None) -> dict:
    # A strong night costs a few CPU seconds (playouts stop at the turn's end), so 40 nights fit.
    from game.search.lucidity import LEVELS
    w = _workers(workers)
    strongest = list(LEVELS)[-1]
    out: dict = {"games": games, "strongest": strongest,
                 "strongest_vs_greedy": _match(lucidity_game, strongest, "greedy", games, 9000, w)}
    levels: dict = {}
    for a in LEVELS:
        if a != strongest:
            levels[f"{a}_vs_greedy"] = _match(lucidity_game, a, "greedy", level_games, 9100, w)
    for a, b in combinations(LEVELS, 2):
        levels[f"{b}_vs_{a}"] = _match(lucidity_game, b, a, level_games, 9200, w)
    out["levels"], out["level_games"] = levels, level_games
    return out


# -- Prophecy -----------------------------------------------------------------------

PROPHECY_MAX_MOVES = 6000


def prophecy_play(seed: int, first: str, second: str) -> tuple[float, float, int]:
    """This two-character game: the share won by `first` (p1; a game nobody wins
    is half), and the CPU seconds and moves of the `first` seat."""
    import time
    from game.content.prophecy import prophecy_content
    from game.rules.prophecy import new_game
    from game.search import prophecy as P
    saved = dict(P.LEVELS)
    P.LEVELS.update({k: _untimed(b) for k, b in saved.items()})
    cpu, mine = 0.0, 0
    try:
        g = new_game(prophecy_content(), {"seats": 2}, seed)
        rng = random.Random(seed)
        kinds = {"p1": first, "p2": second}
        moves = 0
        while g.outcome is None and moves < PROPHECY_MAX_MOVES:
            who = str(g.pending.chooser if g.pending is not None else g.active)
            t = time.process_time()
            action = _legal(P.level_action(kinds[who], g, rng, seed=moves))
            if who == "p1":
                cpu, mine = cpu + time.process_time() - t, mine + 1
            g.apply(action)
            moves += 1
    finally:
        P.LEVELS.update(saved)
    winner = g.outcome.get("winner") if g.outcome else None
    return (0.5 if winner is None else float(winner == "p1")), cpu, mine


def prophecy_game(seed: int, first: str, second: str) -> float:
    """The share of this two-character game won by `first` (p1): a game nobody wins is half."""
    return prophecy_play(seed, first, second)[0]


def _prophecy_match(a: str, b: str, games: int, base: int, workers: int) -> dict:
    """`a`'s share against `b`, seats alternating game by game, and `a`'s CPU per move
    (every move of its seat: searched movement, and heuristic fights and Decisions)."""
    jobs = [(base + k, a, b) if k % 2 == 0 else (base + k, b, a) for k in range(games)]
    got = _map(prophecy_play, jobs, workers)
    share = sum(s if k % 2 == 0 else 1.0 - s for k, (s, _, _) in enumerate(got)) / games
    # The CPU of `a`'s seat: p1's figures in even games; odd games seat `a` as p2, not timed.
    cpu = sum(c for k, (_, c, _) in enumerate(got) if k % 2 == 0)
    moves = sum(m for k, (_, _, m) in enumerate(got) if k % 2 == 0)
    return {"share": round(share, 3), "cpu_per_move": round(cpu / max(1, moves), 4)}


def prophecy_strength(games: int = 40, level_games: int = 4, workers: int | None = None) -> dict:
    from game.search.prophecy import LEVELS
    w = _workers(workers)
    strongest = list(LEVELS)[-1]
    head = _prophecy_match(strongest, "easy", games, 11000, w)
    out: dict = {"games": games, "strongest": strongest, "strongest_vs_present": head["share"],
                 "strongest_cpu_per_move": head["cpu_per_move"]}
    levels: dict = {}
    for a, b in combinations(LEVELS, 2):
        if (a, b) != ("easy", strongest):
            levels[f"{b}_vs_{a}"] = _prophecy_match(b, a, level_games, 11200, w)["share"]
    out["levels"], out["level_games"] = levels, level_games
    return out


STRENGTH: dict[str, Callable[..., dict]] = {
    "onirim": onirim_strength, "lucidity": lucidity_strength, "prophecy": prophecy_strength,
}

"""Rules throughput and the heuristic player's win rate, as plain numbers.

`random_games` plays uniform random legal games through `legal_actions()` and
`apply()` only (the public API), like the peer implementation's bench plays
its own; `python -m game.bench --game onirim --json` prints the result.
"""
from __future__ import annotations

import random
import time
from collections import Counter

from game.rules.onirim import new_game


def random_games(games: int = 2000, seed: int = 1, expansions=()) -> dict:
    """Solo games of uniform random legal play; figures per second."""
    rng = random.Random(seed)
    choice = rng.choice
    actions = 0
    outcomes = Counter()
    t0 = time.perf_counter()
    for n in range(games):
        g = new_game(expansions, seed * 1_000_003 + n)
        while g.outcome is None:
            g.apply(choice(g.legal_actions()))
            actions += 1
        outcomes[g.outcome] += 1
    seconds = time.perf_counter() - t0
    return {"onirim_games": games, "onirim_seconds": round(seconds, 3),
            "onirim_games_per_s": round(games / seconds, 1), "onirim_actions_per_s": round(actions / seconds),
            "onirim_actions_per_game": round(actions / games, 1), "onirim_wins": outcomes["won"]}

"""`python -m game.balance --game prophecy [--runs N] [--json]`: computer
players (the heuristic of game.rules.prophecy.ai; `--team search`: the fair
search level of game/search/prophecy.py) play whole games of
Prophecy with the Water Realm, N per number of seats, and the report gives
each seat's win rate, how often nobody won, and how long a game lasts
(rounds and moves). A seat that wins far more than its share is a balance
question; the README quotes this table."""
from __future__ import annotations

import json
import random

SEATS = (2, 3, 4, 5)
MAX_STEPS = 6000  # moves before a game counts as undecided (none came near it when measured)


def play(content, seats: int, seed: int, level: str = "easy") -> tuple[str | None, int, int]:
    """(winner or None, rounds, moves) of one game between computer players of
    this level (game/search/prophecy.py: easy is the heuristic)."""
    from game.rules.prophecy import new_game
    from game.search.prophecy import level_action
    game = new_game(content, {"seats": seats, "computer": [f"p{i + 1}" for i in range(seats)]}, seed)
    rng = random.Random(seed)
    moves = 0
    while game.outcome is None and moves < MAX_STEPS:
        action = level_action(level, game, rng, seed=seed + moves)
        if action is None:
            break
        game.apply(action)
        moves += 1
    winner = game.outcome.winner if game.outcome else None
    return winner, game.s["round"], moves


def balance(runs: int = 200, seat_counts=SEATS, level: str = "easy") -> list[dict]:
    from game.content.prophecy import prophecy_content
    content = prophecy_content()
    rows = []
    for seats in seat_counts:
        wins = {f"p{i + 1}": 0 for i in range(seats)}
        nobody = rounds = moves = 0
        for seed in range(runs):
            winner, r, m = play(content, seats, seed, level)
            if winner in wins:
                wins[winner] += 1
            else:
                nobody += 1
            rounds += r
            moves += m
        rows.append({"seats": seats, "games": runs, "seat_win_rate": [round(wins[p] / runs, 3) for p in wins],
                     "fair_seat_rate": round(1 / seats, 3), "nobody_won": round(nobody / runs, 3),
                     "avg_rounds": round(rounds / runs, 1), "avg_moves": round(moves / runs)})
    return rows


def main_balance(args, runs: int | None) -> int:
    """Prophecy's GameSpec.balance: 200 games per seat count unless --runs says
    otherwise; `--team search`: every seat the fair search level, 4 games."""
    if getattr(args, "team", "heuristic") == "search":
        rows = balance(runs or 4, level="fair")
    else:
        rows = balance(runs or 200)
    if args.json:
        print(json.dumps(rows))
        return 0
    print(f"{'seats':>5} {'games':>6} {'win rate per seat (fair share)':>36} {'nobody':>7} {'rounds':>7} {'moves':>6}")
    for r in rows:
        seats = " ".join(f"{x:.2f}" for x in r["seat_win_rate"]) + f" ({r['fair_seat_rate']:.2f})"
        print(f"{r['seats']:>5} {r['games']:>6} {seats:>36} {r['nobody_won']:>7.1%} {r['avg_rounds']:>7} "
              f"{r['avg_moves']:>6}")
    return 0

"""Lucidity measurements: `python -m game.balance --game lucidity` and the
`lucidity_games_per_s` figure of `python -m game.bench --game lucidity`.

Balance: for each seat count, games between two computer players (by
default the careful and greedy heuristics; `--team search`: the strong
search level, game/search/lucidity.py, against greedy)
players, their seats rotated game by game so each strategy sits in each seat
equally often. Reported: win share per strategy and per seat (a tie splits
the win), how often a Nightmare wins, game length in turns, how games end.
The solo variant is measured per strategy (win rate alone against the night).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter

from game.content.lucidity import default_content
from game.rules.lucidity import new_game
from game.search.lucidity import level_action

PAIR = ("careful", "greedy")


def play(content, n: int, seed: int, strategies: list[str], options: dict | None = None, max_steps: int = 20000):
    game = new_game(content, {"players": n, **(options or {})}, seed)
    rng = random.Random(seed)
    steps = 0
    while game.outcome is None:
        who = game.actor()
        action = level_action(strategies[who or 0], game, rng, seed=seed + game.turn_number)
        if action is None:  # pragma: no cover - a night not over always has a move
            raise RuntimeError(f"game {seed}: no move for seat {who}")
        game.apply(action)
        steps += 1
        if steps > max_steps:
            raise RuntimeError(f"game {seed} did not end in {max_steps} steps")
    return game, steps


def balance(runs: int = 2000, counts=(2, 3, 4), options: dict | None = None, content=None,
            pair: tuple = PAIR) -> list[dict]:
    content = content or default_content()
    rows = []
    for n in counts:
        by_strategy, seats_held, by_seat = Counter(), Counter(), Counter()
        ends, turns, nightmare_wins, steps_total = Counter(), 0, 0.0, 0
        for k in range(runs):
            strategies = [pair[(i + k) % 2] for i in range(n)]
            game, steps = play(content, n, k, strategies, options)
            winners = game.outcome.winners
            for s in strategies:
                seats_held[s] += 1
            for w in winners:
                i = int(w[1:]) - 1
                by_strategy[strategies[i]] += 1 / len(winners)
                by_seat[i] += 1 / len(winners)
                nightmare_wins += (game.seats[i]["status"] == "nightmare") / len(winners)
            ends[game.outcome.reason.split(":")[0]] += 1
            turns += game.outcome.turns
            steps_total += steps
        rows.append({
            "players": n, "games": runs,
            # a strategy's wins per seat it held, times n: 1.0 is a fair share
            "win_share": {s: round(by_strategy[s] / seats_held[s] * n, 2) for s in pair},
            "win_rate": {s: round(by_strategy[s] / runs, 3) for s in pair},
            "seat_win_rate": [round(by_seat[i] / runs, 3) for i in range(n)],
            "fair_seat_rate": round(1 / n, 3),
            "nightmare_win_rate": round(nightmare_wins / runs, 3),
            "avg_turns": round(turns / runs, 1), "avg_actions": round(steps_total / runs, 1),
            "ends": dict(ends),
        })
    return rows


def solo(runs: int = 2000, content=None, pair: tuple = PAIR) -> list[dict]:
    content = content or default_content()
    out = []
    for s in pair:
        wins = turns = 0
        for k in range(runs):
            game, _ = play(content, 1, k, [s])
            wins += bool(game.outcome.winners)
            turns += game.outcome.turns
        out.append({"players": 1, "strategy": s, "games": runs, "win_rate": round(wins / runs, 3),
                    "avg_turns": round(turns / runs, 1)})
    return out


def games_per_s(seconds: float = 3.0) -> dict:
    """4 computer players choosing random legal actions, as many games as fit."""
    content = default_content()
    games = actions = 0
    t0, c0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - t0 < seconds:
        _, steps = play(content, 4, games, ["random"] * 4)
        games += 1
        actions += steps
    elapsed, cpu = time.perf_counter() - t0, time.process_time() - c0
    # Wall-clock is the headline; the CPU-time figure stays honest on a busy machine.
    return {"lucidity_games_per_s": round(games / elapsed, 2), "lucidity_actions_per_s": round(actions / elapsed),
            "lucidity_games_per_cpu_s": round(games / max(cpu, 1e-9), 2),
            "lucidity_avg_actions_per_game": round(actions / max(games, 1))}


def main_balance(runs: int, as_json: bool, pair: tuple = PAIR) -> int:
    rows = balance(runs, pair=pair)
    alone = solo(runs, pair=pair)
    if as_json:
        print(json.dumps({"multiplayer": rows, "solo": alone}))
        return 0
    print(f"{'players':>7} {'games':>6} {pair[0]:>8} {pair[1]:>8} {'seat win rates (fair)':>28} "
          f"{'nightmare':>9} {'turns':>6}")
    for r in rows:
        seats = " ".join(f"{x:.2f}" for x in r["seat_win_rate"]) + f" ({r['fair_seat_rate']:.2f})"
        print(f"{r['players']:>7} {r['games']:>6} {r['win_rate'][pair[0]]:>8.1%} {r['win_rate'][pair[1]]:>8.1%} "
              f"{seats:>28} {r['nightmare_win_rate']:>9.1%} {r['avg_turns']:>6}")
    for r in rows:
        print(f"  {r['players']} players: wins per seat held x players = {r['win_share']} (1.0 is a fair share); "
              f"ends {r['ends']}")
    for r in alone:
        print(f"  solo ({r['strategy']}): wins {r['win_rate']:.1%} of {r['games']}, {r['avg_turns']} turns")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.lucidity_measure")
    parser.add_argument("what", choices=("balance", "bench"))
    parser.add_argument("--runs", type=int, default=2000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.what == "bench":
        print(json.dumps(games_per_s()))
        return 0
    return main_balance(args.runs, args.json)


if __name__ == "__main__":
    sys.exit(main())

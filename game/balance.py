"""`python -m game.balance [--runs N] [--json] [--team heuristic|search]`: play
every Slumber many times per player count with the heuristic Team (or the
Team that plays ahead, `--team search`), and report win rates and Turns.
`python -m game.balance --campaign [--runs N] [--json]`: the heuristic Team
plays the whole campaign N times (game/campaign_balance.py): win rate and
Turns per Dream, Dreamers lost, endings, and an estimate of table time.

A Slumber nobody ever wins is hopeless; one always won in a Turn or two is
trivial. The README's design notes quote this report.
"""
from __future__ import annotations

import argparse
import json
import sys

from game import games
from game.autoplay import heuristic_action, play
from game.content import default_content
from game.rules.etherfields import new_game

DREAMERS = ["gambler", "tough_guy", "specialist", "free_spirit"]
# A Slumber Dreamscape a few Fate cards into a campaign: the two starting
# tiles and two more. Balance is measured on it, not on the bare start.
MEASURED_MAP = [{"tile": "tile_moonlit_threshold", "at": "A1"}, {"tile": "tile_hall_of_clocks", "at": "B1"},
                {"tile": "tile_sunken_garden", "at": "A2"}, {"tile": "tile_weeping_stair", "at": "B2"}]


def measure(runs: int = 40, counts=(1, 2, 3, 4), team: str = "heuristic") -> list[dict]:
    """`team`: "heuristic" (the naive Team) or "search" (the Team that plays
    ahead with the "What now?" search, `game.hint.search_action`)."""
    from game.hint import search_action
    agent = {"heuristic": heuristic_action, "search": search_action}[team]
    content = default_content()
    slumbers = [t for t, d in content.slumber_tiles.items()
                if getattr(d, "entity", None) is not None and not getattr(d, "dream_only", False)]
    rows = []
    for tile in sorted(slumbers):
        for n in counts:
            wins = turns = losses = 0
            for seed in range(runs):
                g = new_game(content, {"dreamers": DREAMERS[:n], "slumber": tile, "map": MEASURED_MAP}, seed)
                play(g, 3000, seed, agent)
                result = g.outcome.result if g.outcome else None
                wins += result == "won"
                losses += result == "lost"
                turns += g.turn_number
            rows.append({"slumber": tile, "dreamers": n, "win_rate": round(wins / runs, 2),
                         "death_rate": round(losses / runs, 2), "avg_turns": round(turns / runs, 1)})
    return rows


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of runs (1 or more)")
    return int(text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.balance")
    parser.add_argument("--runs", type=_positive, default=40, help="games per Slumber and Dreamer count")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--campaign", action="store_true", help="play whole campaigns instead of single Slumbers")
    parser.add_argument("--team", choices=("heuristic", "search"), default="heuristic",
                        help="the naive Team, or one that plays ahead (4 runs unless --runs says otherwise)")
    parser.add_argument("--game", choices=[s.key for s in games.all_games() if s.balance], default=games.DEFAULT_GAME)
    args = parser.parse_args(argv)
    runs_given = "--runs" in (argv if argv is not None else sys.argv)
    # each game's own measure (its GameSpec.balance), with its own number of runs unless --runs says
    return games.get(args.game).call("balance", args, args.runs if runs_given else None)


def etherfields_balance(args, runs: int | None) -> int:
    """Etherfields' measure: every Slumber per Dreamer count, or whole campaigns."""
    if args.campaign:  # 10 whole campaigns unless --runs says otherwise
        from game.campaign_balance import measure_campaign, report
        result = measure_campaign(runs or 10)
        print(json.dumps(result) if args.json else report(result))
        return 0
    runs = runs or (4 if args.team == "search" else args.runs)
    rows = measure(runs, team=args.team)
    if args.json:
        print(json.dumps(rows))
        return 0
    print(f"{'Slumber':28} {'Dreamers':>8} {'won':>6} {'died':>6} {'Turns':>6}")
    for r in rows:
        print(f"{r['slumber']:28} {r['dreamers']:>8} {r['win_rate']:>6.0%} {r['death_rate']:>6.0%} {r['avg_turns']:>6}")
    return 0


if __name__ == "__main__":
    from game.cli import run
    sys.exit(run(main))

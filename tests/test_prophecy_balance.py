"""`python -m game.balance --game prophecy`: computer players in every seat play
whole games, and the report gives each seat's win rate and the games' length."""
import json

from game.balance import main
from game.prophecy_measure import balance


def test_every_game_ends_with_a_winner_or_nobody_and_the_rates_add_up():
    rows = balance(runs=2, seat_counts=(2, 3))
    assert [r["seats"] for r in rows] == [2, 3]
    for r in rows:
        assert len(r["seat_win_rate"]) == r["seats"]
        assert abs(sum(r["seat_win_rate"]) + r["nobody_won"] - 1.0) < 1e-9
        assert r["avg_rounds"] > 1 and r["avg_moves"] > r["seats"]


def test_the_balance_command_reads_the_game_from_the_registry(capsys):
    assert main(["--game", "prophecy", "--runs", "1", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["seats"], r["games"]) for r in rows] == [(2, 1), (3, 1), (4, 1), (5, 1)]

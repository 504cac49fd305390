"""`python -m game.bench --game onirim --json`: the rules' throughput, as JSON."""
import json

from game.bench import main


def test_the_onirim_bench_prints_games_and_actions_per_second(capsys):
    assert main(["--game", "onirim", "--json", "--games", "20"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["onirim_games"] == 20
    assert result["onirim_games_per_s"] > 0 and result["onirim_actions_per_s"] > 0
    assert result["onirim_actions_per_game"] > 5  # a game is at least a few turns

"""`python -m game.bench --game onirim --json`: the rules' throughput, as JSON."""
import json

from game.bench import main


def test_the_onirim_bench_prints_games_and_actions_per_second(capsys):
    assert main(["--game", "onirim", "--json", "--games", "20"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["onirim_games"] == 20
    assert result["onirim_games_per_s"] > 0 and result["onirim_actions_per_s"] > 0
    assert result["onirim_actions_per_game"] > 5  # a game is at least a few turns


def test_the_heuristic_player_only_makes_legal_moves_and_plays_to_the_end():
    from game.rules.onirim import new_game
    from game.rules.onirim.bench import heuristic_action, heuristic_games
    for seed in range(30):
        g = new_game((), seed)
        while g.outcome is None:
            a = heuristic_action(g)
            assert a in g.legal_actions() or a.kind == "prophecy"  # a Prophecy order is built, then checked
            g.apply(a)
    result = heuristic_games(40)
    assert result["onirim_heuristic_games"] == 40
    assert 0 <= result["onirim_heuristic_wins"] <= 40

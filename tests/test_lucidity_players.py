"""The computer players: pure choices among the legal actions, and a real
difference between the careful and the greedy strategy."""
import random

from game.lucidity_measure import play
from game.rules.lucidity import new_game
from game.rules.lucidity.players import STRATEGIES, careful, greedy
from tests.lucidity_fixture import CONTENT, scenario


def test_every_strategy_only_chooses_legal_actions_and_games_end():
    for seed in range(6):
        names = ["careful", "greedy", "random", "careful"][: 2 + seed % 3]
        g = new_game(CONTENT, {"players": len(names), "temptation": [None, "envy"][seed % 2]}, seed)
        rng = random.Random(seed)
        while g.outcome is None:
            a = STRATEGIES[names[g.actor()]](g, rng)
            assert a in g.legal_actions() or g.is_legal(a)
            g.apply(a)


def test_the_same_seed_plays_the_same_game():
    a, _ = play(CONTENT, 3, 12, ["careful", "greedy", "careful"])
    b, _ = play(CONTENT, 3, 12, ["careful", "greedy", "careful"])
    assert a.to_data() == b.to_data()


def test_careful_sleeps_lightly_and_greedy_deeply():
    g = new_game(CONTENT, {"players": 2}, 1)
    rng = random.Random(1)
    assert careful(g, rng)["track"] == "light" and greedy(g, rng)["track"] == "deep"


def test_with_two_hunts_careful_rests_and_greedy_dreams_again():
    g = scenario(3, rows={0: {"hunt": [("red", "hunt")] * 2}}, phase="rest")
    rng = random.Random(0)
    assert careful(g, rng).kind == "rest" and greedy(g, rng).kind == "dream_again"


def test_careful_pays_power_to_reroll_the_hunt_that_would_eliminate_it():
    g = scenario(3, rows={0: {"hunt": [("red", "hunt")] * 3, "power": [("red", "power")]}}, tray=[("red", "hunt")])
    a = careful(g, random.Random(0))
    assert a.kind == "reroll" and a["dice"] == tuple(g.tray)


def test_a_nightmare_consumes_the_double_power_first():
    g = scenario(3, rows={0: {"power": [("red", "power"), ("red", "power2")]}}, nightmares={1: "red"},
                 phase="nightmare", current=1)
    a = greedy(g, random.Random(0))
    assert a.kind == "consume" and g.faces[a["die"]] == "power2"


def test_neither_strategy_always_wins():
    wins = {"careful": 0, "greedy": 0}
    for seed in range(30):
        names = ["careful", "greedy"] if seed % 2 else ["greedy", "careful"]
        g, _ = play(CONTENT, 2, seed, names)
        for w in g.outcome["winners"]:
            wins[names[int(w[1:]) - 1]] += 1
    assert wins["careful"] > 0 and wins["greedy"] > 0

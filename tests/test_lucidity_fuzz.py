"""Seeded random Lucidity games: every game ends, and all 80 dice stay
accounted for (bag + drawn + tray + cards + Nightmare stashes) after every step."""
import random

import pytest

from game.rules.core import IllegalAction
from game.rules.lucidity import Game, describe, new_game
from tests.lucidity_fixture import CONTENT

VARIANTS = [None, "envy", "primeval_fear"]


def _every_die_once(g) -> list[int]:
    dice = list(g.bag) + list(g.drawn) + list(g.tray)
    dice += [d for s in g.seats for row in s["rows"].values() for d in row]
    dice += [d for v in g.cards.values() for d in v]
    return sorted(dice)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_end_with_all_eighty_dice_conserved(players):
    for seed in range(8):
        g = new_game(CONTENT, {"players": players, "temptation": VARIANTS[seed % 3]}, seed * 31 + players)
        rng = random.Random(seed)
        steps = 0
        while g.outcome is None:
            acts = g.legal_actions()
            assert acts, f"no legal action in phase {g.phase}"
            if g.pend is not None:  # every Decision has a prompt, a chooser and exactly the legal options
                d = g.pending
                assert d.prompt and d.chooser in {s["id"] for s in g.seats} and d.options == acts
            g.apply(rng.choice(acts))
            steps += 1
            assert _every_die_once(g) == list(range(80)), f"seed {seed} step {steps}"
            rolled = set(range(80)) - set(g.bag) - set(g.drawn)
            assert {d for d, f in enumerate(g.faces) if f} == rolled  # every rolled die shows a face; none in the bag or the hand
            assert steps < 5000
        assert g.legal_actions() == []
        assert all(w in {s["id"] for s in g.seats} for w in g.outcome["winners"])


def test_save_and_load_anywhere_replays_identically():
    g = new_game(CONTENT, {"players": 4}, 77)
    rng = random.Random(77)
    steps = 0
    while g.outcome is None and steps < 400:
        if steps % 7 == 0:
            copy = Game.from_data(g.to_data())
            assert copy.to_data() == g.to_data() and copy.legal_actions() == g.legal_actions()
        for a in g.legal_actions():  # a table can label every legal action
            label = describe(g, a)
            assert label and "_" not in label
        g.apply(rng.choice(g.legal_actions()))
        steps += 1


def test_an_illegal_action_changes_nothing_anywhere_in_a_game():
    g = new_game(CONTENT, {"players": 3}, 5)
    rng = random.Random(5)
    from game.rules.core import Action
    probes = [Action.make("dream_again"), Action.make("resolve", die=0, row="power"), Action.make("consume", die=3),
              Action.make("rest", dream="all"), Action.make("draw", count=99), Action.make("reroll", pay=1, dice=[2])]
    while g.outcome is None:
        legal = g.legal_actions()
        for p in probes:
            if p not in legal and not g.is_legal(p):
                before = g.to_data()
                with pytest.raises(IllegalAction):
                    g.apply(p)
                assert g.to_data() == before
        g.apply(rng.choice(legal))

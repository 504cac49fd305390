"""Seeded random legal play of Onirim with every expansion: every game ends,
and after every step all cards are still somewhere (76, +14 with the Dreams;
the Mirrors add no cards of their own to the deck), the hand never holds more
than 5, and the state survives to_data/from_data.

ONIRIM_FUZZ_GAMES sets how many games: 400 by default keeps the suite fast;
ONIRIM_FUZZ_GAMES=2000 is the issue's full run."""
import os
import random
from collections import Counter

from game.rules.core import Action, IllegalAction
from game.rules.onirim import from_data, new_game

GAMES = int(os.environ.get("ONIRIM_FUZZ_GAMES", "400"))
ALL = ("sphinx", "diver", "confusion", "mirrors", "rainbow")


def test_random_games_with_every_expansion_end_and_conserve_every_card():
    outcomes = Counter()
    pick = random.Random(12).choice
    for n in range(GAMES):
        g = new_game(expansions=ALL, seed=n)
        start = Counter(g.cards())
        assert sum(start.values()) == 90
        steps = 0
        while g.outcome is None:
            options = g.legal_actions()
            assert options, f"game {n}: no legal action before the end"
            g.apply(pick(options))
            steps += 1
            assert Counter(g.cards()) == start, f"game {n}, step {steps}: a card was lost or made"
            assert len(g.hand) <= 5
            assert steps < 2000, f"game {n} does not end"
            if steps % 17 == 0:  # now and then: the saved state plays on identically
                assert from_data(g.to_data()).to_data() == g.to_data()
        outcomes[g.outcome] += 1
    assert sum(outcomes.values()) == GAMES


def test_illegal_actions_change_nothing_at_any_step():
    pick = random.Random(5).choice
    bad = [Action.make("play", card="NN"), Action.make("keep_key"), Action.make("diver_next"),
           Action.make("sphinx", name="sun"), Action.make("nightmare", option="hand"),
           Action.make("mirror", mirror="sun", cards=["RM", "BM"]), Action.make("discard", card="QQ")]
    for n in range(60):
        g = new_game(expansions=ALL, seed=1000 + n)
        while g.outcome is None:
            legal = set(g.legal_actions())
            before = g.to_data()
            for a in bad:
                if a not in legal:
                    try:
                        g.apply(a)
                    except IllegalAction as err:
                        assert err.reason.endswith((".", "?"))
                    else:
                        raise AssertionError(f"{a} was accepted though not legal")
                    assert g.to_data() == before
            g.apply(pick(g.legal_actions()))

"""Onirim checked rule by rule against the Sphinx / Diver / Confusion and
Mirrors rulebook (../shared/seeds/onirim-sphinx-diver-confusion-and-mirrors.txt)
with its own numbers and examples, through the public rules API."""
from collections import Counter

import pytest

from game.rules.core import Action
from game.rules.onirim import Onirim, from_codes, from_data, new_game


def act(kind, **args):
    return Action.make(kind, **args)


# -- the entry point, the same shape as the other games' ------------------------------
def test_new_game_takes_content_options_and_seed_like_the_other_games():
    g = new_game(None, {"expansions": ["sphinx", "diver", "confusion"]}, 7)
    assert g.to_data() == new_game(expansions=("sphinx", "diver", "confusion"), seed=7).to_data()
    assert sum(Counter(g.cards()).values()) == 76 + 14
    assert new_game(None, None, 3).to_data() == new_game((), 3).to_data()
    assert new_game(None, {}, seed=3).to_data() == new_game(seed=3).to_data()
    assert new_game(content=None, options={"expansions": "mirrors"}, seed=4).to_data()["mirrors"]


def test_new_game_content_is_the_card_set_by_code():
    counts = dict(Counter(new_game(seed=1).cards()))
    counts["NN"] = 4  # an owner's own card set: fewer Nightmares
    g = new_game(counts, {}, 2)
    assert Counter(g.cards())["NN"] == 4 and len(g.cards()) == 76 - 6


def test_new_game_refuses_an_unknown_option_by_name():
    with pytest.raises(ValueError, match="players"):
        new_game(None, {"players": 2}, 1)
    with pytest.raises(ValueError, match="glyphs"):
        new_game(None, {"expansions": ["glyphs"]}, 1)


def test_from_data_takes_an_optional_content_like_the_other_games():
    g = new_game(None, {"expansions": ["mirrors"]}, 5)
    assert from_data(g.to_data(), None).to_data() == g.to_data()
    assert Onirim.from_data(g.to_data(), None).to_data() == g.to_data()


# -- the Sphinx / Diver / Confusion box -------------------------------------------------
def test_the_box_is_14_cards_four_of_each_dream_and_two_nightmares():
    cards = Counter(new_game(None, {"expansions": ["sphinx", "diver", "confusion"]}, 1).cards())
    assert (cards["SX"], cards["DV"], cards["CF"], cards["NN"]) == (4, 4, 4, 10 + 2)

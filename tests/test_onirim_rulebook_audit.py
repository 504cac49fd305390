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


def test_the_sphinx_riddle_of_a_colour_is_answered_by_a_door_of_that_colour():
    """'If one or more cards match the named aspect (color ...)': a Door has a colour."""
    g = from_codes(hand="RS BM GK YS RM", deck="SX BS GM YM BK GS YS RD", expansions=("sphinx",))
    g.apply(act("discard", card="RS"))
    g.apply(act("sphinx", name="red"))  # the bottom five: RD YS GS BK YM; only the red Door is red
    assert g.to_data()["step"] == "sphinx_pick"
    assert {a.get("card") for a in g.legal_actions()} == {"RD", "YS", "GS", "BK", "YM"}


def test_the_diver_puts_the_nightmare_it_found_back_under_the_deck_and_is_the_one_discarded():
    g = from_codes(hand="RS BM GK YS RM", deck="DV BS GM YM RK NN", expansions=("diver",))
    g.apply(act("discard", card="RS"))  # the Diver shows the Nightmare at once
    d = g.to_data()
    assert d["deck"] == ["BS", "GM", "YM", "RK", "NN"] and d["step"] == "nightmare"
    g.apply(act("nightmare", option="hand"))
    d = g.to_data()
    assert Counter(d["discard"])["DV"] == 1 and "NN" not in d["discard"]


def test_mirror_examples_red_takes_any_red_location_and_sun_any_sun():
    """The rulebook's examples: only red Locations under the Red Mirror whatever
    their symbol; only Sun Locations under the Sun Mirror whatever their colour."""
    g = from_codes(hand="RS RK BS YS GM", deck="GS BS YM RK BM GM", expansions=("mirrors",))
    pairs = {(a.get("mirror"), tuple(sorted(a.get("cards")))) for a in g.legal_actions() if a.kind == "mirror"}
    assert ("red", ("RK", "RS")) in pairs
    assert {p for m, p in pairs if m == "sun"} == {("BS", "RS"), ("RS", "YS"), ("BS", "YS")}
    assert not {p for m, p in pairs if m in ("green", "blue", "brown", "moon", "key")}


def test_cards_may_wait_under_two_mirrors_at_once():
    """'You do not need to flip a Mirror card ... before you start playing cards under another.'"""
    g = from_codes(hand="RS YS BM GM RK", deck="GS BS YM RM GK BK", expansions=("mirrors",))
    g.apply(act("mirror", mirror="sun", cards=["RS", "YS"]))
    g.apply(act("mirror", mirror="moon", cards=["BM", "GM"]))
    d = g.to_data()
    assert d["mirrors"]["sun"]["cards"] == ["RS", "YS"] and d["mirrors"]["moon"]["cards"] == ["BM", "GM"]
    assert len(d["hand"]) == 5


def test_exploring_discards_the_four_cards_after_the_effect_so_blue_cannot_take_them():
    """'apply that Mirror card's effect ... Finally, discard the 4 Location cards.'"""
    g = from_codes(hand="BS BM BK BS RM", deck="GS GM YS YM", discard="RK", expansions=("mirrors",))
    g.apply(act("mirror", mirror="blue", cards=["BM", "BS"]))
    g.apply(act("mirror", mirror="blue", cards=["BK", "BS"]))
    assert [a.get("cards") for a in g.legal_actions()] == [("RK",)]  # only what was there before


def test_the_mirror_game_is_won_by_eight_doors_and_sun_and_moon_whatever_came_last():
    g = from_codes(hand="RS YS BM GM RK", labyrinth="BM", doors="RD RD BD BD GD GD YD YD",
                   deck="GS BS YM RM GK BK", mirrors="moon", expansions=("mirrors",))
    assert g.outcome is None
    g.apply(act("mirror", mirror="sun", cards=["RS", "YS"]))
    assert g.outcome is None  # two cards under the Sun: not explored yet
    g2 = from_codes(hand="RS YS BS GS RK", doors="RD RD BD BD GD GD YD YD", deck="GS BS YM RM GK BK",
                    mirrors="moon", expansions=("mirrors",))
    g2.apply(act("mirror", mirror="sun", cards=["RS", "YS"]))
    g2.apply(act("mirror", mirror="sun", cards=["BS", "GS"]))
    assert g2.outcome == "won"

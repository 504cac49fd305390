"""Onirim's expansions through the public rules API: the Sphinx, the Diver,
the Confusion, the 2 extra Nightmares, and the Mirrors (Rainbow as the hard
game), with the expansion rulebook's numbers."""
from collections import Counter

import pytest

from game.rules.core import Action, IllegalAction
from game.rules.onirim import from_codes, new_game


def act(kind, **args):
    return Action.make(kind, **args)


def data(g):
    return g.to_data()


# -- the cards each expansion adds ---------------------------------------------------
@pytest.mark.parametrize("expansions, total, nightmares", [
    ((), 76, 10),
    (("sphinx",), 76 + 4 + 2, 12),
    (("diver",), 76 + 4 + 2, 12),
    (("confusion",), 76 + 4 + 2, 12),
    (("sphinx", "diver"), 76 + 8 + 2, 12),
    (("sphinx", "diver", "confusion"), 76 + 14, 12),
    (("mirrors",), 76, 10),
])
def test_each_dream_adds_its_four_cards_and_the_extra_nightmares_come_once(expansions, total, nightmares):
    cards = Counter(new_game(expansions=expansions, seed=2).cards())
    assert sum(cards.values()) == total
    assert cards["NN"] == nightmares
    for name, code in (("sphinx", "SX"), ("diver", "DV"), ("confusion", "CF")):
        assert cards[code] == (4 if name in expansions else 0)


def test_set_up_with_dreams_still_deals_five_locations():
    for seed in range(10):
        d = data(new_game(expansions=("sphinx", "diver", "confusion"), seed=seed))
        assert len(d["hand"]) == 5 and all(c[1] in "SMK" for c in d["hand"])
        assert d["limbo"] == [] and len(d["deck"]) == 85


def test_unknown_expansion_is_refused_by_name():
    with pytest.raises(ValueError, match="glyphs"):
        new_game(expansions=("glyphs",))


# -- the Sphinx ------------------------------------------------------------------------
def sphinx_drawn(deck):
    g = from_codes(hand="RS BM GK YS RM", deck=deck, expansions=("sphinx",))
    g.apply(act("discard", card="RS"))
    assert data(g)["drawn"] == "SX"
    return g


def test_the_sphinx_names_a_colour_moon_or_key_but_never_the_sun():
    g = sphinx_drawn("SX BS GM YM RK BK GS YS")
    names = {a.get("name") for a in g.pending.options}
    assert names == {"red", "blue", "green", "brown", "moon", "key"}
    before = data(g)
    with pytest.raises(IllegalAction):
        g.apply(act("sphinx", name="sun"))
    assert data(g) == before


def test_a_sphinx_match_puts_one_of_the_bottom_five_on_top_and_the_rest_under():
    g = sphinx_drawn("SX BS GM YM RK BK GS YS")
    g.apply(act("sphinx", name="moon"))  # the bottom five: YS GS BK RK YM; YM is a Moon
    assert sorted(data(g)["revealed"]) == ["BK", "GS", "RK", "YM", "YS"]
    assert data(g)["deck"] == ["BS", "GM"]
    assert len(g.pending.options) == 5  # any of the five may go on top, not only the match
    g.apply(act("sphinx_pick", card="GS"))
    assert {a.kind for a in g.legal_actions()} == {"bottom_order"}
    assert len(g.legal_actions()) == 24  # four different cards under the deck, in any order
    g.apply(act("bottom_order", order=["YM", "RK", "BK", "YS"]))
    d = data(g)
    assert d["hand"] == ["BM", "GK", "YS", "RM", "GS"]  # the chosen card was drawn next
    assert d["deck"] == ["BS", "GM", "YM", "RK", "BK", "YS"]
    assert d["discard"] == ["SX", "RS"]
    assert g.pending is None


def test_a_sphinx_miss_sends_the_five_under_and_costs_the_hand():
    g = sphinx_drawn("SX BS GM YM RS BS GS YS RM")
    g.apply(act("sphinx", name="key"))  # no Key among RM YS GS BS RS
    assert len(g.legal_actions()) == 120
    g.apply(act("bottom_order", order=["RS", "BS", "GS", "YS", "RM"]))
    d = data(g)
    assert d["hand"] == ["BS", "GM", "YM", "RS", "BS"]  # a whole new hand
    assert Counter(d["discard"]) == Counter(["SX", "RS", "BM", "GK", "YS", "RM"])
    assert d["deck"] == ["GS", "YS", "RM"]


# -- the Diver -----------------------------------------------------------------------------
def test_the_diver_reveals_from_the_bottom_and_the_last_card_goes_on_top():
    g = from_codes(hand="RS BM GK YS RM", deck="DV BS GM YM RK GS", expansions=("diver",))
    g.apply(act("discard", card="RS"))
    assert data(g)["revealed"] == ["GS"]
    assert set(g.legal_actions()) == {act("diver_next"), act("diver_keep")}
    g.apply(act("diver_next"))
    assert data(g)["revealed"] == ["GS", "RK"]
    g.apply(act("diver_keep"))  # RK on top; GS alone goes back under without a question
    d = data(g)
    assert d["hand"] == ["BM", "GK", "YS", "RM", "RK"]
    assert d["deck"] == ["BS", "GM", "YM", "GS"]
    assert d["discard"] == ["DV", "RS"]


def test_a_diver_that_finds_a_nightmare_becomes_that_nightmare():
    g = from_codes(hand="RS BM GK YS RM", deck="DV BS GM NN YM", expansions=("diver",))
    g.apply(act("discard", card="RS"))
    g.apply(act("diver_next"))  # YM, then the Nightmare
    assert sorted(data(g)["revealed"]) == ["NN", "YM"]
    assert len(g.legal_actions()) == 2  # the two orders under the deck, the Nightmare included
    g.apply(act("bottom_order", order=["YM", "NN"]))
    assert data(g)["deck"] == ["BS", "GM", "YM", "NN"]
    assert {a.get("option") for a in g.pending.options} == {"key", "deck", "hand"}
    g.apply(act("nightmare", option="key", card="GK"))
    d = data(g)
    assert d["discard"] == ["DV", "GK", "RS"]  # the Diver, not the Nightmare, is discarded
    assert d["hand"] == ["BM", "YS", "RM", "BS", "GM"]
    assert d["deck"] == ["YM", "NN"]


# -- the Confusion -----------------------------------------------------------------------
def test_the_confusion_sends_the_hand_under_the_deck_and_deals_a_new_one():
    g = from_codes(hand="RS BM GK YS RM", deck="CF BS GM NN YM RS GS BK", expansions=("confusion",))
    g.apply(act("discard", card="RS"))
    assert data(g)["hand"] == [] and sorted(data(g)["revealed"]) == ["BM", "GK", "RM", "YS"]
    assert len(g.legal_actions()) == 24
    events = g.apply(act("bottom_order", order=["GK", "BM", "RM", "YS"]))
    d = data(g)
    assert d["hand"] == ["BS", "GM", "YM", "RS", "GS"]  # the Nightmare drawn meanwhile went to Limbo
    assert d["discard"] == ["CF", "RS"]
    assert sorted(d["deck"]) == sorted(["BK", "GK", "BM", "RM", "YS", "NN"])
    assert "limbo_shuffled" in [e.kind for e in events]


# -- the Mirrors ---------------------------------------------------------------------------
def test_a_pair_matching_the_mirror_goes_under_it_and_two_cards_are_drawn():
    g = from_codes(hand="RS YS BM GK RM", deck="GS BS YM RK", expansions=("mirrors",))
    assert act("mirror", mirror="sun", cards=["RS", "YS"]) in g.legal_actions()
    g.apply(act("mirror", mirror="sun", cards=["YS", "RS"]))  # either order names the same pair
    d = data(g)
    assert d["mirrors"]["sun"] == {"explored": False, "cards": ["RS", "YS"]}
    assert d["hand"] == ["BM", "GK", "RM", "GS", "BS"]
    assert d["deck"] == ["YM", "RK"]


def test_mirror_pairs_must_match_and_a_single_card_or_split_pair_is_not_a_move():
    g = from_codes(hand="RS YS BM GK RM", deck="GS BS YM RK", expansions=("mirrors",))
    before = data(g)
    for bad in (act("mirror", mirror="sun", cards=["RS", "BM"]),
                act("mirror", mirror="red", cards=["RS", "YS"]),
                act("mirror", mirror="sun", cards=["RS"]),
                act("mirror", mirror="glyph", cards=["RS", "YS"])):
        with pytest.raises(IllegalAction) as err:
            g.apply(bad)
        assert err.value.reason.endswith(".")
        assert data(g) == before
    assert act("mirror", mirror="red", cards=["RM", "RS"]) in g.legal_actions()
    assert act("mirror", mirror="moon", cards=["BM", "RM"]) in g.legal_actions()


def test_mirrors_need_sun_and_moon_explored_besides_the_eight_doors():
    g = from_codes(hand="YS BM GM RM YK", labyrinth="YM YK", doors="RD RD BD BD GD GD YD",
                   deck="YD BM GM RM BM GM", expansions=("mirrors",), mirrors="sun")
    g.apply(act("play", card="YS"))
    assert len(data(g)["doors"]) == 8 and g.outcome is None
    g.apply(act("mirror", mirror="moon", cards=["BM", "GM"]))
    assert g.outcome is None
    g.apply(act("mirror", mirror="moon", cards=["BM", "RM"]))
    d = data(g)
    assert g.outcome == "won"
    assert d["mirrors"]["moon"] == {"explored": True, "cards": []}
    assert Counter(d["discard"]) == Counter(["BM", "GM", "BM", "RM"])  # explored: its cards are discarded


def test_an_explored_mirror_takes_no_more_cards():
    g = from_codes(hand="RS YS BS GS RM", deck="GM BM YM RK", expansions=("mirrors",), mirrors="sun")
    assert not [a for a in g.legal_actions() if a.kind == "mirror" and a.get("mirror") == "sun"]
    with pytest.raises(IllegalAction) as err:
        g.apply(act("mirror", mirror="sun", cards=["RS", "YS"]))
    assert "explored" in err.value.reason


def test_the_rainbow_takes_one_card_of_each_colour_and_is_needed_to_win_the_hard_game():
    g = from_codes(hand="RS RM BS GM YS", deck="GS YK BM RK", expansions=("rainbow",),
                   mirrors="sun moon", doors="RD RD BD BD GD GD YD YD")
    assert g.outcome is None  # 8 Doors, Sun and Moon: the Rainbow still waits
    assert act("mirror", mirror="rainbow", cards=["RM", "RS"]) not in g.legal_actions()
    g.apply(act("mirror", mirror="rainbow", cards=["RS", "BS"]))
    rainbow = [a for a in g.legal_actions() if a.get("mirror") == "rainbow"]
    assert rainbow and all({c[0] for c in a.get("cards")} == {"G", "Y"} for a in rainbow)
    g.apply(act("mirror", mirror="rainbow", cards=["GM", "YS"]))
    assert g.outcome == "won"


def test_the_red_mirror_puts_two_cards_of_the_deck_on_top():
    g = from_codes(hand="RS RM RK RS BM", deck="GS GM YS YM BK BS NN", expansions=("mirrors",))
    g.apply(act("mirror", mirror="red", cards=["RM", "RS"]))
    g.apply(act("mirror", mirror="red", cards=["RK", "RS"]))
    options = g.pending.options
    assert {a.kind for a in options} == {"mirror_choice"}
    assert act("mirror_choice", cards=["BK", "YS"]) in options
    g.apply(act("mirror_choice", cards=["BK", "YS"]))
    d = data(g)
    assert d["mirrors"]["red"]["explored"]
    assert d["hand"] == ["BM", "GS", "GM", "BK", "YS"]
    assert sorted(d["deck"]) == ["BS", "NN", "YM"]
    assert Counter(d["discard"]) == Counter(["RM", "RS", "RK", "RS"])


def test_the_blue_mirror_takes_two_cards_from_the_discard_pile():
    g = from_codes(hand="BS BM BK BS RM", deck="GS GM YS YM", discard="RK NN YD",
                   expansions=("mirrors",))
    g.apply(act("mirror", mirror="blue", cards=["BM", "BS"]))
    g.apply(act("mirror", mirror="blue", cards=["BK", "BS"]))
    g.apply(act("mirror_choice", cards=["RK", "YD"]))
    d = data(g)
    assert d["hand"] == ["RM", "GS", "GM", "RK", "YS"]  # RK, then YD (no brown Key: Limbo), then YS
    assert sorted(d["deck"]) == ["YD", "YM"]  # Limbo shuffled back at the end of the turn
    assert Counter(d["discard"]) == Counter(["NN", "BM", "BS", "BK", "BS"])


def test_the_green_mirror_discards_a_nightmare_from_the_deck():
    g = from_codes(hand="GS GM GK GS RM", deck="BS BM NN YS YM", expansions=("mirrors",))
    g.apply(act("mirror", mirror="green", cards=["GM", "GS"]))
    g.apply(act("mirror", mirror="green", cards=["GK", "GS"]))
    d = data(g)
    assert d["mirrors"]["green"]["explored"] and "NN" in d["discard"]
    assert "NN" not in d["deck"] + d["hand"] + d["limbo"]


def test_the_key_mirror_discards_two_nightmares_and_opens_two_doors_of_a_colour():
    g = from_codes(hand="RK BK GK YK RS", deck="BS GS NN NN RD RD GD YS BM GM YM RM",
                   expansions=("mirrors",))
    g.apply(act("mirror", mirror="key", cards=["BK", "RK"]))
    g.apply(act("mirror", mirror="key", cards=["GK", "YK"]))
    assert {a.get("colour") for a in g.pending.options} == {"red", "green"}  # colours with a Door left
    g.apply(act("mirror_choice", colour="red"))
    d = data(g)
    assert d["doors"] == ["RD", "RD"]
    assert Counter(d["discard"])["NN"] == 2
    assert "NN" not in d["deck"] + d["limbo"]


def test_the_brown_mirror_opens_one_door_of_a_colour():
    g = from_codes(hand="YS YM YK YS RS", deck="BS GS BD BD GD BM", expansions=("mirrors",))
    g.apply(act("mirror", mirror="brown", cards=["YM", "YS"]))
    g.apply(act("mirror", mirror="brown", cards=["YK", "YS"]))
    g.apply(act("mirror_choice", colour="blue"))
    d = data(g)
    assert d["doors"] == ["BD"]
    assert Counter(d["deck"] + d["limbo"])["BD"] == 1


def test_mirrors_round_trip_through_data():
    g = from_codes(hand="RS YS BM GK RM", deck="GS BS YM RK", expansions=("rainbow",), mirrors="moon")
    g.apply(act("mirror", mirror="sun", cards=["RS", "YS"]))
    d = data(g)
    assert set(d["mirrors"]) == {"sun", "moon", "key", "red", "blue", "green", "brown", "rainbow"}
    assert d["mirrors"]["moon"]["explored"] and not d["mirrors"]["sun"]["explored"]
    again = type(g).from_data(d)
    assert again.to_data() == d and again.legal_actions() == g.legal_actions()

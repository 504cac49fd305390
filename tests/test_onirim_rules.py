"""Onirim's base game through the public rules API, with the rulebook's numbers."""
from collections import Counter

import pytest

from game.rules.core import Action, IllegalAction
from game.rules.onirim import RULINGS, from_codes, new_game
from game.rules.onirim import __doc__ as RULES_DOC


def act(kind, **args):
    return Action.make(kind, **args)


def kinds(game):
    return sorted({a.kind for a in game.legal_actions()})


# -- the cards and the set-up ---------------------------------------------------
def test_the_base_game_has_76_cards_with_the_rulebooks_counts():
    cards = Counter(new_game(seed=3).cards())
    assert sum(cards.values()) == 76
    expected = {"R": (9, 4, 3), "B": (8, 4, 3), "G": (7, 4, 3), "Y": (6, 4, 3)}
    for colour, (sun, moon, key) in expected.items():
        assert (cards[colour + "S"], cards[colour + "M"], cards[colour + "K"]) == (sun, moon, key)
        assert cards[colour + "D"] == 2
    assert sum(n for c, n in cards.items() if c[1] in "SMK" and c[0] in "RBGY") == 58
    assert sum(n for c, n in cards.items() if c[1] == "D") == 8
    assert cards["NN"] == 10


@pytest.mark.parametrize("seed", range(20))
def test_setup_deals_five_locations_and_shuffles_limbo_back(seed):
    g = new_game(seed=seed)
    data = g.to_data()
    assert len(data["hand"]) == 5 and all(c[1] in "SMK" for c in data["hand"])
    assert data["limbo"] == [] and data["discard"] == [] and data["labyrinth"] == [] and data["doors"] == []
    assert len(data["deck"]) == 71
    assert g.pending is None and g.outcome is None
    assert data["mirrors"] == {} and data["drawn"] == ""


def test_setup_is_a_seeded_shuffle():
    assert new_game(seed=5).to_data() == new_game(seed=5).to_data()
    assert new_game(seed=5).to_data()["deck"] != new_game(seed=6).to_data()["deck"]


# -- phase 1: play or discard --------------------------------------------------------
def test_playing_a_location_extends_the_labyrinth_and_the_hand_refills():
    g = from_codes(hand="RS BM GK YS RM", deck="BS GM YM RK BK")
    events = g.apply(act("play", card="RS"))
    d = g.to_data()
    assert d["labyrinth"] == ["RS"]
    assert d["hand"] == ["BM", "GK", "YS", "RM", "BS"]
    assert d["deck"] == ["GM", "YM", "RK", "BK"]  # Limbo was empty: no shuffle
    assert [e.kind for e in events] == ["played", "drawn"]


def test_a_location_never_follows_one_with_the_same_symbol():
    g = from_codes(hand="RS BM GK YS RM", labyrinth="BS", deck="GM GM")
    before = g.to_data()
    assert act("play", card="RS") not in g.legal_actions()
    assert act("play", card="YS") not in g.legal_actions()
    with pytest.raises(IllegalAction) as err:
        g.apply(act("play", card="RS"))
    assert "symbol" in err.value.reason and err.value.reason.endswith(".")
    assert g.to_data() == before
    g.apply(act("play", card="BM"))
    assert g.to_data()["labyrinth"] == ["BS", "BM"]


def test_a_card_not_in_hand_is_refused_with_a_sentence_and_nothing_changes():
    g = from_codes(hand="RS BM", deck="GM GM GM GM")
    before = g.to_data()
    for bad in (act("play", card="GK"), act("discard", card="YS"), act("keep_key"),
                act("nightmare", option="hand"), act("prophecy", discard="RS", order=[])):
        with pytest.raises(IllegalAction) as err:
            g.apply(bad)
        assert err.value.reason.endswith(".")
        assert g.to_data() == before


def test_discarding_a_location_puts_it_on_the_discard_pile():
    g = from_codes(hand="RS BM GK YS RM", deck="BS GM", discard="YM")
    g.apply(act("discard", card="BM"))
    assert g.to_data()["discard"] == ["BM", "YM"]  # top first
    assert g.pending is None


def test_discarding_a_key_makes_a_prophecy_of_the_top_five():
    g = from_codes(hand="RK BM GK YS RM", deck="BS GM YM NN RD BK GS")
    g.apply(act("discard", card="RK"))
    decision = g.pending
    assert decision is not None
    assert {a.kind for a in decision.options} == {"prophecy"}
    assert len(decision.options) == 5 * 24  # five different cards: discard one, order four
    assert g.to_data()["deck"] == ["BK", "GS"]
    g.apply(act("prophecy", discard="NN", order=["RD", "YM", "BS", "GM"]))
    d = g.to_data()
    assert d["discard"][:2] == ["NN", "RK"]
    # the hand refills from the new top: RD first (no red Key in hand: to Limbo), then YM
    assert d["hand"] == ["BM", "GK", "YS", "RM", "YM"]
    assert d["limbo"] == [] and sorted(d["deck"]) == sorted(["BS", "GM", "BK", "GS", "RD"])


def test_a_prophecy_with_identical_cards_offers_each_arrangement_once():
    g = from_codes(hand="RK BM GK YS RM", deck="BS BS BS GM GM")
    g.apply(act("discard", card="RK"))
    # discard BS: orders of {BS, BS, GM, GM} = 6; discard GM: orders of {BS x3, GM} = 4
    assert len(g.legal_actions()) == 10


def test_discarding_a_key_near_the_end_shows_what_is_left():
    g = from_codes(hand="RK BM GK YS RM", deck="BS GM")
    g.apply(act("discard", card="RK"))
    assert len(g.legal_actions()) == 2
    g.apply(act("prophecy", discard="GM", order=["BS"]))
    assert g.to_data()["hand"][-1] == "BS"


# -- Doors ---------------------------------------------------------------------------
def test_three_of_a_colour_in_a_row_opens_a_door_and_those_cards_do_not_count_again():
    g = from_codes(hand="RS RM RS RM GS", labyrinth="RS RM",
                   deck="BS BS BS BS BS BS BS BS BS BS RD RD")
    events = g.apply(act("play", card="RS"))
    assert g.to_data()["doors"] == ["RD"]
    assert "door_opened" in [e.kind for e in events] and "shuffled" in [e.kind for e in events]
    assert Counter(g.to_data()["deck"] + g.to_data()["limbo"])["RD"] == 1
    g.apply(act("play", card="RM"))  # the 4th red in a row
    assert g.to_data()["doors"] == ["RD"]
    g.apply(act("play", card="RS"))  # 5th: only two unspent reds
    assert g.to_data()["doors"] == ["RD"]
    g.apply(act("play", card="RM"))  # 6th: a new set of three
    assert g.to_data()["doors"] == ["RD", "RD"]


def test_three_in_a_row_without_a_door_left_opens_nothing():
    g = from_codes(hand="BS GS YS RM GK", labyrinth="BM BK", deck="GM GM GM GM")
    g.apply(act("play", card="BS"))
    assert g.to_data()["doors"] == []
    assert g.outcome is None


def test_a_drawn_door_with_its_key_in_hand_may_be_opened():
    g = from_codes(hand="RK BM GK YS RM", deck="RD BS GM")
    g.apply(act("discard", card="BM"))
    decision = g.pending
    assert g.to_data()["drawn"] == "RD"
    assert set(decision.options) == {act("open_door", card="RK"), act("keep_key")}
    g.apply(act("open_door", card="RK"))
    d = g.to_data()
    assert d["doors"] == ["RD"] and d["discard"] == ["RK", "BM"] and d["drawn"] == ""
    assert d["hand"] == ["GK", "YS", "RM", "BS", "GM"]
    assert g.pending is None


def test_keeping_the_key_sends_the_door_to_limbo_and_limbo_is_shuffled_back():
    g = from_codes(hand="RK BM GK YS RM", deck="RD BS GM YM")
    events = g.apply(act("discard", card="BM"))
    events += g.apply(act("keep_key"))
    d = g.to_data()
    assert d["limbo"] == [] and sorted(d["deck"]) == ["GM", "RD", "YM"]
    assert d["hand"] == ["RK", "GK", "YS", "RM", "BS"]
    assert "limbo_shuffled" in [e.kind for e in events]


def test_a_drawn_door_without_its_key_goes_to_limbo_without_asking():
    g = from_codes(hand="BK BM GK YS RM", deck="RD BS GM")
    g.apply(act("discard", card="BM"))
    assert g.pending is None
    assert g.to_data()["hand"][-1] == "BS"
    assert "RD" in g.to_data()["deck"]


def test_the_deck_is_shuffled_at_the_end_of_a_turn_only_when_limbo_held_cards():
    deck = "BS GM YM RK BK GS YS RM BM GK".split()
    g = from_codes(hand="RS BM GK YS RM", deck=" ".join(deck), seed=9)
    events = g.apply(act("discard", card="RS"))
    assert g.to_data()["deck"] == deck[1:]
    assert "shuffled" not in [e.kind for e in events]
    g = from_codes(hand="RS BM GK YS RM", deck="YD " + " ".join(deck), seed=9)
    events = g.apply(act("discard", card="RS"))
    assert "shuffled" in [e.kind for e in events]
    assert sorted(g.to_data()["deck"]) == sorted(deck[1:] + ["YD"])


# -- Nightmares ---------------------------------------------------------------------
def nightmare_state(**kw):
    args = dict(hand="RK BM GK YS RM", deck="NN BS GM YM RS BS GS RD NN", doors="YD")
    args.update(kw)
    g = from_codes(**args)
    g.apply(act("discard", card="BM"))
    return g


def test_a_nightmare_offers_each_key_each_door_the_deck_and_the_hand():
    g = nightmare_state()
    assert g.to_data()["drawn"] == "NN"
    assert set(g.pending.options) == {
        act("nightmare", option="key", card="RK"), act("nightmare", option="key", card="GK"),
        act("nightmare", option="door", card="YD"), act("nightmare", option="deck"),
        act("nightmare", option="hand")}


def test_nightmare_key_discards_a_key_without_prophecy():
    g = nightmare_state()
    g.apply(act("nightmare", option="key", card="GK"))
    d = g.to_data()
    assert d["discard"][:3] == ["NN", "GK", "BM"]
    assert d["hand"] == ["RK", "YS", "RM", "BS", "GM"]
    assert g.pending is None


def test_nightmare_door_sends_an_opened_door_to_limbo():
    g = nightmare_state()
    g.apply(act("nightmare", option="door", card="YD"))
    d = g.to_data()
    assert d["doors"] == [] and "YD" in d["deck"]  # Limbo went back into the deck at the end of the turn


def test_nightmare_deck_discards_locations_and_sets_doors_and_nightmares_aside():
    g = nightmare_state(deck="NN BS GM RD NN YM RS BS GS")
    g.apply(act("nightmare", option="deck"))
    d = g.to_data()
    assert d["discard"][:4] == ["NN", "YM", "GM", "BS"]
    assert d["hand"] == ["RK", "GK", "YS", "RM", "RS"]
    assert sorted(d["deck"]) == ["BS", "GS", "NN", "RD"]


def test_nightmare_hand_discards_the_hand_and_draws_five_locations():
    g = nightmare_state(deck="NN BS RD GM NN YM RS BS GS YK")
    g.apply(act("nightmare", option="hand"))
    d = g.to_data()
    assert d["hand"] == ["BS", "GM", "YM", "RS", "BS"]
    assert set(d["discard"][:5]) == {"NN", "RK", "GK", "YS", "RM"}
    assert sorted(d["deck"]) == ["GS", "NN", "RD", "YK"]


def test_without_keys_or_doors_a_nightmare_leaves_the_deck_or_the_hand():
    g = nightmare_state(hand="RS BM GM YS RM", doors="")
    assert set(g.legal_actions()) == {act("nightmare", option="deck"), act("nightmare", option="hand")}


# -- the end ---------------------------------------------------------------------------
def test_the_eighth_door_wins():
    g = from_codes(hand="YS BM GK RS RM", labyrinth="YM YK", doors="RD RD BD BD GD GD YD",
                   deck="YD BS BS BS BS")
    events = g.apply(act("play", card="YS"))
    assert g.outcome == "won" and events[-1].kind == "won"
    assert g.legal_actions() == [] and g.pending is None
    with pytest.raises(IllegalAction) as err:
        g.apply(act("discard", card="BM"))
    assert "over" in err.value.reason


def test_opening_the_eighth_door_with_a_key_wins():
    g = from_codes(hand="YK BM GK RS RM", doors="RD RD BD BD GD GD YD", deck="YD BS")
    g.apply(act("discard", card="BM"))
    g.apply(act("open_door", card="YK"))
    assert g.outcome == "won"


def test_drawing_from_an_empty_deck_loses():
    g = from_codes(hand="RS BM GK YS RM", deck="GS")
    g.apply(act("discard", card="RS"))
    assert g.outcome is None
    g.apply(act("discard", card="BM"))
    assert g.outcome == "lost" and g.legal_actions() == []


def test_nightmare_hand_with_too_few_locations_left_loses():
    g = nightmare_state(deck="NN BS GM")
    g.apply(act("nightmare", option="hand"))
    assert g.outcome == "lost"


# -- data -----------------------------------------------------------------------------
def test_to_data_holds_the_piles_top_first_and_round_trips():
    g = from_codes(hand="RS BM", deck="GK NN YD", labyrinth="BS GM", doors="RD", limbo="NN",
                   discard="YM YK", seed=4)
    d = g.to_data()
    for key, value in {"hand": ["RS", "BM"], "deck": ["GK", "NN", "YD"], "labyrinth": ["BS", "GM"],
                       "doors": ["RD"], "limbo": ["NN"], "discard": ["YM", "YK"], "drawn": "",
                       "mirrors": {}}.items():
        assert d[key] == value
    again = type(g).from_data(d)
    assert again.to_data() == d
    g.apply(act("discard", card="BM"))  # draws GK, then NN
    d = g.to_data()
    assert d["drawn"] == "NN"
    again = type(g).from_data(d)
    assert again.legal_actions() == g.legal_actions()
    again.apply(act("nightmare", option="hand"))
    g.apply(act("nightmare", option="hand"))
    assert again.to_data() == g.to_data()


def test_unknown_codes_are_refused_by_name():
    with pytest.raises(ValueError, match="QQ"):
        from_codes(hand="RS QQ")
    with pytest.raises(ValueError, match="hand"):
        from_codes(hand="NN")


def test_every_legal_action_has_a_label_and_every_decision_a_prompt():
    g = nightmare_state()
    assert g.pending.prompt.endswith(".") or g.pending.prompt.endswith("?")
    assert all(g.describe(a) for a in g.legal_actions())


def test_the_rulings_are_in_the_docstring_and_as_data():
    assert len(RULINGS) >= 8
    for topic, text in RULINGS:
        assert text.endswith(".")
    assert "Rulings" in RULES_DOC and "Two players" in RULES_DOC

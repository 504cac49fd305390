"""Prophecy checked rule by rule against the Water Realm rulebook's own numbers
(../shared/seeds/prophecy-water-realm.txt), through the public rules API.

Each test names the rule it checks; situations are set up as a scenario file
does: a saved state, changed, loaded back, then actions applied.
"""
from __future__ import annotations

import pytest

from game.rules.core import Action, IllegalAction
from game.rules.prophecy import Game, new_game
from test_prophecy_loader import prophecy_content

C = prophecy_content()


def act(kind, **kw) -> Action:
    return Action.make(kind, **kw)


def game(options=None, seed=1, edit=None) -> Game:
    g = new_game(C, {"seats": 2, **(options or {})}, seed)
    d = g.to_data()
    d["pending"] = None
    d["active"], d["phase"] = 0, "move"
    if edit:
        edit(d)
    return Game.from_data(d, C)


def on_island_with_maps(n):
    def edit(d):
        got, d["decks"]["fragments"] = d["decks"]["fragments"][:n], d["decks"]["fragments"][n:]
        d["chars"]["p1"]["fragments"] += got
        d["chars"]["p1"]["space"] = "island"
        d["phase"] = "act"
    return edit


# ------------------------------------------------------------ Treasure Island
def test_a_dig_finds_one_or_two_of_the_three_treasures_never_all_three():
    """'search for one or two of the three face-up Treasures': 2 at most,
    even with the 9 maps (2 + 3 + 4) all three would need."""
    assert C.n("treasures_per_dig") == 2
    g = game(edit=on_island_with_maps(12))
    digs = [a for a in g.legal_actions() if a.kind == "dig"]
    assert digs and max(len(a["treasures"]) for a in digs) == 2
    assert {len(a["treasures"]) for a in digs} == {1, 2}
    every = sorted(g.s["treasure_display"])
    before = g.to_data()
    with pytest.raises(IllegalAction) as err:
        g.apply(act("dig", treasures=every))
    assert "2" in err.value.reason
    assert g.to_data() == before


def test_two_treasures_dug_at_once_cost_the_sum_of_their_maps():
    g = game(edit=on_island_with_maps(12))
    two = sorted(g.s["treasure_display"][:2])
    maps = sum(C.cards[t].get("maps") for t in two)
    g.apply(act("dig", treasures=two))
    ch = g.chars["p1"]
    assert set(two) <= set(ch["items"]) and len(ch["fragments"]) == 12 - maps
    assert len(g.s["treasure_display"]) == 3  # three new ones come up


def test_the_rules_help_says_one_or_two_treasures_per_dig():
    text = next(h["text"] for h in C.rules_help if h["id"] == "island")
    assert "one or two" in text


# ------------------------------------------------------------ saves
def test_loading_a_save_without_content_is_a_clear_value_error():
    data = new_game(C, {"seats": 2}, 3).to_data()
    with pytest.raises(ValueError) as err:
        Game.from_data(data)
    assert "content" in str(err.value)
    with pytest.raises(ValueError):
        Game.from_data(data, None)
    assert Game.from_data(data, C).to_data() == data

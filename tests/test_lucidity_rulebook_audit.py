"""Lucidity checked rule by rule against its rulebook's numbers
(../shared/seeds/lucidity-six-sided-nightmares.txt), through the public API;
what test_lucidity_rules.py already covers is not repeated here."""
from collections import Counter

from game.rules.core import Action
from game.rules.lucidity import new_game
from game.rules.lucidity.setup_data import COLOURS
from tests.lucidity_fixture import CONTENT, content, only, scenario


def act(kind, **args):
    return Action.make(kind, **args)


def test_eighty_dreams_in_four_colours_and_one_nightmare_card_per_colour():
    g = new_game(CONTENT, {"players": 4}, 3)
    assert len(g.bag) == 80
    assert Counter(COLOURS[d // 20] for d in g.bag) == {c: 20 for c in COLOURS}
    assert sorted(n["id"] for n in g.nightmares.values()) == ["depths", "envy", "imprisonment", "primeval_fear"]
    assert [s["status"] for s in g.seats] == ["dreamer"] * 4


def test_exhaustion_returns_single_and_double_power_of_the_drawn_colour():
    """'Return it to the bag, along with all [Power] and [double Power] on your
    Power row that match its colour': only red dreams are left in the bag."""
    g = scenario(3, rows={0: {"exhaust": [("yellow", "exhaust")] * 2,
                              "power": [("red", "power"), ("red", "power2"), ("blue", "power")]}},
                 tray=[("yellow", "exhaust")], bag_only=("red",), bag_size=5)
    events = g.apply(g.legal_actions()[0])
    ex = next(e for e in events if e.kind == "exhausted")
    assert ex.data["drawn"][0]["colour"] == "red" and len(ex.data["lost"]) == 2
    assert g.power(0) == 1 and g.dice_count() == 80


def test_a_nightmare_reaching_fifteen_gives_the_dreamers_their_final_turns():
    """'At the end of any player's turn, if any player (Nightmare or Dreamer)
    has 15 or more Power ...': a Consume that reaches 15 ends the night."""
    g = scenario(3, rows={1: {"power": [("red", "power2")] * 7}, 0: {"power": [("red", "power")]}},
                 nightmares={1: "red"}, phase="nightmare", current=1, content_=content(faces=only("power")))
    assert g.power(1) == 14
    events = g.apply(act("consume", die=g.seats[0]["rows"]["power"][0]))
    final = next(e for e in events if e.kind == "final_turns")
    assert final.data["seats"] == [2, 0] and g.current == 2


def test_a_double_power_spent_on_a_reroll_lies_on_its_nightmare_card_still_worth_two():
    """'Place the spent dream on the Nightmare matching its color': as it is, so
    whoever claims that card later gains two Power from it."""
    g = scenario(3, rows={0: {"power": [("blue", "power2")]}}, tray=[("blue", "hunt")])
    pay = g.seats[0]["rows"]["power"][0]
    g.apply(act("reroll", dice=tuple(g.tray), pay=pay))
    assert g.cards["blue"] == [pay] and g.faces[pay] == "power2" and g.power(0) == 0


def test_an_option_lucidity_does_not_have_is_refused_by_name():
    import pytest
    with pytest.raises(ValueError, match="'temptaton'"):
        new_game(CONTENT, {"players": 2, "temptaton": "envy"}, 1)
    assert new_game(CONTENT, {"players": 2, "temptation": "envy"}, 1).options["temptation"] == "envy"

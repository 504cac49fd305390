"""EN p.10 Dreamers Entrance (2.0 "Dreamers Entrance"): as a Slumber or Dream
begins, each Dreamer stands on any Entrance space; the Entrance icon lies
between two spaces and both count. The rules stand them over the Entrance
spaces in seat order, then each may go to the other Entrance space for free
("enter") until they do anything else or the first Turn's Dreamscape Phase
begins. Checked through legal_actions / apply / why_illegal."""
from __future__ import annotations

import pytest

from game.content import default_content
from game.rules.core import Action
from game.rules.etherfields import Game, new_game
from rules_fixture import new

rulebook = pytest.mark.rulebook

# Two Entrance spaces side by side (the icon between them), the Spawn far off.
MAP = """
E E . S
. . . .
. . . S
"""
LEFT, RIGHT = (0, 0), (1, 0)


def game(dreamers=("tester", "helper", "third")):
    g = new(dreamers, dreamscape_text=MAP)
    while g.pending:
        g.apply(g.pending.options[0])
    return g


def enter(who, to):
    return Action.make("enter", dreamer=who, to=to)


def draw_all(g):
    for who in g.order:
        g.apply(Action.make("draw", dreamer=who))
    while g.pending:
        g.apply(g.pending.options[0])


def refused(g, action, words):
    before = g.to_data()
    reason = g.why_illegal(action)
    assert reason is not None and words in reason
    assert g.to_data() == before


@rulebook("EN p.10 DREAMERS ENTRANCE AND ENTITY SPAWN")
def test_dreamers_stand_on_the_entrance_spaces_in_seat_order():
    g = game()
    assert [g.dreamers[w].pos for w in g.order] == [LEFT, RIGHT, LEFT]


@rulebook("EN p.10 DREAMERS ENTRANCE AND ENTITY SPAWN")
def test_each_dreamer_may_enter_at_the_other_entrance_space():
    g = game()
    assert g.phase == "draw"
    listed = {(a["dreamer"], a["to"]) for a in g.legal_actions() if a.kind == "enter"}
    assert listed == {("tester", RIGHT), ("helper", LEFT), ("third", RIGHT)}


@rulebook("EN p.10 DREAMERS ENTRANCE AND ENTITY SPAWN")
def test_entering_is_free_and_is_not_a_move():
    g = game()
    draw_all(g)
    assert g.phase == "actions"
    d = g.dreamers["tester"]
    hand, hours = list(d.hand), g.hours
    events = g.apply(enter("tester", RIGHT))
    assert d.pos == RIGHT
    assert d.hand == hand and g.hours == hours and not d.effort_used
    assert [e.kind for e in events] == ["dreamer_entered"]
    assert events[0].data["path"] == [list(LEFT), list(RIGHT)]


@rulebook("EN p.10 DREAMERS ENTRANCE AND ENTITY SPAWN")
def test_drawing_leaves_the_choice_open_but_entering_settles_it():
    g = game()
    g.apply(Action.make("draw", dreamer="tester"))
    g.apply(enter("tester", RIGHT))
    refused(g, enter("tester", LEFT), "already chosen an Entrance space or acted")


@rulebook("EN p.10 DREAMERS ENTRANCE AND ENTITY SPAWN")
def test_a_dreamer_who_has_acted_keeps_their_entrance_space():
    g = game()
    draw_all(g)
    move = next(a for a in g.legal_actions() if a.kind == "move" and a["dreamer"] == "tester")
    g.apply(move)
    refused(g, enter("tester", RIGHT), "already chosen an Entrance space or acted")
    g.apply(Action.make("pass", dreamer="helper"))  # passing settles it too
    refused(g, enter("helper", LEFT), "already chosen an Entrance space or acted")
    g.apply(Action.make("pass", dreamer="third"))
    assert g.phase == "actions"  # everyone has acted: nobody may pick any more
    refused(g, enter("third", LEFT), "Entrance spaces are settled")


@rulebook("EN p.10 DREAMERS ENTRANCE AND ENTITY SPAWN")
def test_only_entrance_spaces_may_be_entered():
    g = game()
    refused(g, enter("tester", (0, 1)), "is not an Entrance space")
    refused(g, enter("tester", LEFT), "already stands there")


@rulebook("EN p.10 DREAMERS ENTRANCE AND ENTITY SPAWN")
def test_the_choice_ends_with_the_first_turn():
    g = game(("tester",))
    draw_all(g)
    g.apply(Action.make("pass", dreamer="tester"))
    while g.pending:
        g.apply(g.pending.options[0])
    assert g.turn_number == 2 and g.dreamers["tester"].pos == LEFT
    draw_all(g)
    assert not [a for a in g.legal_actions() if a.kind == "enter"]
    refused(g, enter("tester", RIGHT), "first Turn's Dreamscape Phase has come")


@rulebook("EN p.10 DREAMERS ENTRANCE AND ENTITY SPAWN")
def test_the_choice_is_saved_undone_and_old_saves_offer_none():
    g = game(("tester", "helper"))
    data = g.to_data()
    assert data["entering"] == ["tester", "helper"]
    loaded = Game.from_data(data, g.content)
    assert loaded.legal_actions() == g.legal_actions()
    g.apply(enter("tester", RIGHT))
    change = g.last_change()
    g.undo(change)
    assert g.dreamers["tester"].pos == LEFT and g.entering == ["tester", "helper"]
    old = dict(data)
    del old["entering"]  # a save from before the Entrance choice
    assert not [a for a in Game.from_data(old, g.content).legal_actions() if a.kind == "enter"]


@rulebook("EN p.10 DREAMERS ENTRANCE AND ENTITY SPAWN")
def test_a_dream_of_the_campaign_begins_with_the_choice():
    g = new_game(default_content(), {"dreamers": ["gambler", "specialist"], "campaign": True}, 1)
    assert g.mode == "dream"
    entrances = g.dreamscape.with_feature("entrance")
    options = [a for a in g.legal_actions() if a.kind == "enter"]
    assert {a["dreamer"] for a in options} == {"gambler", "specialist"}
    a = options[0]
    g.apply(a)
    assert g.dreamers[a["dreamer"]].pos == tuple(a["to"]) and tuple(a["to"]) in entrances

"""Prophecy situations for the rules tests, set up the way a scenario file
does it: a new game's state (`to_data`), changed, loaded back
(`Game.from_data`), then actions applied."""
from __future__ import annotations

from game.rules.core import Action
from game.rules.prophecy import Game, new_game
from test_prophecy_loader import prophecy_content

C = prophecy_content()


def act(kind, **kw) -> Action:
    return Action.make(kind, **kw)


def game(options=None, seed=1, edit=None, *, moving=True, extra_turn=True) -> Game:
    """A two-seat game with no Decision waiting; `moving`: the first seat is
    in its Movement phase; not `extra_turn`: the first Chance card's second
    turn is taken away. `edit(data)` changes the state before it is loaded."""
    g = new_game(C, {"seats": 2, **(options or {})}, seed)
    d = g.to_data()
    d["pending"] = None
    if moving:
        d["active"], d["phase"] = 0, "move"
    if not extra_turn:
        d["turn"]["extra"] = 0
    if edit:
        edit(d)
    return Game.from_data(d, C)

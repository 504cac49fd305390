"""Lucidity's, Prophecy's and Onirim's moves are declared in a core Registry with the
arguments they take (issue 35): every move the rules list fits its
declaration, a move with an argument of the wrong kind is refused by naming
it, and a kind is registered once."""
from __future__ import annotations

import random

import pytest

from game.rules.core import Action, IllegalAction
from game.rules.core.args import ID, ArgSpec
from game.rules.core.registry import Registry
from game.rules.lucidity.basics import ACTIONS as LUCIDITY
from game.rules.onirim.game import ACTIONS as ONIRIM
from game.rules.prophecy.basics import ACTIONS as PROPHECY
from tests.play_golden import _start


@pytest.mark.parametrize("name, options, registry", [
    ("lucidity", {"players": 3}, LUCIDITY), ("lucidity", {"players": 1}, LUCIDITY),
    ("prophecy", {"seats": 3}, PROPHECY), ("prophecy", {"seats": 4, "variant": "treasure_hunters"}, PROPHECY),
    ("onirim", {"expansions": ["sphinx", "diver", "confusion", "mirrors"]}, ONIRIM)])
def test_every_listed_move_fits_its_declared_arguments(name, options, registry):
    rng, game, kinds = random.Random(4), _start(name, options, 4), set()
    for _ in range(600):
        acts = game.legal_actions()
        if not acts:
            game = _start(name, options, rng.randrange(1000))
            continue
        for a in acts:
            if a.kind in registry.handlers:
                assert registry.problem(a) is None, a
                kinds.add(a.kind)
        game.apply(rng.choice(acts))
    assert len(kinds) >= 6  # the walk met many kinds of move, not one


def test_lucidity_names_an_argument_of_the_wrong_kind():
    game = _start("lucidity", {"players": 2}, 1)
    with pytest.raises(IllegalAction, match="'track' must be a name"):
        game.apply(Action.make("choose_track", track=3))
    with pytest.raises(IllegalAction, match="takes no 'colour'"):
        game.apply(Action.make("choose_track", track="light", colour="red"))


def test_prophecy_names_an_argument_of_the_wrong_kind():
    game = _start("prophecy", {"seats": 2}, 1)
    with pytest.raises(IllegalAction, match="'to' must be a name"):
        game.apply(Action.make("move", to=7))


def test_onirim_names_an_argument_of_the_wrong_kind():
    game = _start("onirim", {}, 1)
    with pytest.raises(IllegalAction, match="'card' must be a name"):
        game.apply(Action.make("play", card=5))


def test_a_kind_is_registered_once():
    reg = Registry("Test")
    reg.action("go", ArgSpec({"to": ID}))(lambda game, a: None)
    with pytest.raises(ValueError, match="registered twice"):
        reg.action("go")(lambda game, a: None)
    with pytest.raises(IllegalAction, match="no move called 'fly'"):
        reg.check(Action.make("fly"))

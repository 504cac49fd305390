"""An action that fails midway leaves the game exactly as it was, in every
game: the rule runs (cards move, dice roll, the RNG advances), then raises;
the state, the RNG included, is back to before, the error still surfaces,
and the same action then plays as it would have. (Etherfields has its own:
tests/test_action_contract.py.)"""
from __future__ import annotations

import json
import random

import pytest

from game.rules.lucidity.basics import ACTIONS as LUCIDITY_ACTIONS
from game.rules.onirim import game as onirim_game
from game.rules.prophecy.basics import ACTIONS as PROPHECY_ACTIONS
from tests.play_golden import _start


class Bug(RuntimeError):
    pass


def played(name: str, options: dict, seed: int, steps: int, until=lambda game: True):
    """A seeded game `steps` moves in, then on until `until(game)` holds."""
    game, rng = _start(name, options, seed), random.Random(seed)
    for step in range(steps + 200):
        acts = game.legal_actions()
        assert acts, "the game ended before the state wanted"
        if step >= steps and until(game):
            return game
        game.apply(rng.choice(acts))
    raise AssertionError("no such state")


def lucidity_move(game) -> bool:
    """A player move (not an answer to a Decision): those run through the registry."""
    return game.pend is None


def plain(game) -> str:
    return json.dumps(game.to_data(), sort_keys=True, default=str)


def breaking(table: dict, kind: str, monkeypatch):
    """The rule for `kind` runs whole, then raises: the worst moment to fail."""
    real = table[kind]

    def broken(*args):
        real(*args)
        raise Bug("a bug at the end of a rule")
    monkeypatch.setitem(table, kind, broken)


def check_rollback(game, action, table, monkeypatch):
    before = plain(game)
    with monkeypatch.context() as m:
        breaking(table, action.kind, m)
        with pytest.raises(Bug):
            game.apply(action)
        assert plain(game) == before
    game.apply(action)  # the real rule, from the rolled-back state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_lucidity_rolls_back_a_rule_that_fails_midway(seed, monkeypatch):
    game = played("lucidity", {"players": 3}, seed, 40 + seed * 7, lucidity_move)
    action = game.legal_actions()[-1]
    reference = played("lucidity", {"players": 3}, seed, 40 + seed * 7, lucidity_move)
    check_rollback(game, action, LUCIDITY_ACTIONS.handlers, monkeypatch)
    reference.apply(action)
    assert plain(game) == plain(reference)  # the rolled-back game plays on as if nothing happened


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_prophecy_rolls_back_a_rule_that_fails_midway(seed, monkeypatch):
    game = played("prophecy", {"seats": 3}, seed, 30 + seed * 11)
    action = game.legal_actions()[-1]
    reference = played("prophecy", {"seats": 3}, seed, 30 + seed * 11)
    check_rollback(game, action, PROPHECY_ACTIONS.handlers, monkeypatch)
    reference.apply(action)
    assert plain(game) == plain(reference)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_onirim_rolls_back_a_rule_that_fails_midway(seed, monkeypatch):
    options = {"expansions": ["sphinx", "diver", "mirrors"]}
    game = played("onirim", options, seed, 20 + seed * 5)
    action = game.legal_actions()[0]
    reference = played("onirim", options, seed, 20 + seed * 5)
    check_rollback(game, action, onirim_game._DO, monkeypatch)
    reference.apply(action)
    assert plain(game) == plain(reference)


def test_a_rolled_back_lucidity_rule_changed_something_first(monkeypatch):
    """The rollback is needed: the rule did change the state before failing."""
    game = played("lucidity", {"players": 2}, 5, 3, lucidity_move)
    action = game.legal_actions()[0]
    seen = []
    real = LUCIDITY_ACTIONS.handlers[action.kind]

    def spy(*args):
        before = plain(args[0])
        real(*args)
        seen.append(plain(args[0]) != before)
        raise Bug("after the change")
    monkeypatch.setitem(LUCIDITY_ACTIONS.handlers, action.kind, spy)
    with pytest.raises(Bug):
        game.apply(action)
    assert seen == [True]


def test_onirim_record_holds_every_field_an_action_may_change():
    """Onirim's record is written out field by field (it is taken before
    every move); a field added to the game must be added to it too. After
    a whole game played on from it, putting it back gives the state again."""
    from game.rules.onirim.game import Onirim
    game = played("onirim", {"expansions": ["sphinx", "diver", "mirrors"]}, 4, 5)
    unchanged = {"expansions", "_legal", "_events"}  # fixed for a game, or caches (the RNG is its state)
    assert len(game._record()) == len(set(Onirim.__slots__) - unchanged)
    before, record, rng = plain(game), game._record(), random.Random(9)
    while game.legal_actions():
        game.apply(rng.choice(game.legal_actions()))
    game._put_back(record)
    assert plain(game) == before

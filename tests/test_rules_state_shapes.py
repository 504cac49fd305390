"""Lucidity, Prophecy and Onirim have Etherfields' typed shape (issue 35):
phases are enums that equal the strings saves hold, the end of a game is an
Outcome saved in the shape saves always had, a save is plain data (no enum
or Outcome reaches the file), and the declared state matches the saved one
key for key, so the declaration cannot drift from what is saved."""
from __future__ import annotations

import random
from dataclasses import fields
from typing import get_type_hints

import yaml

from game.rules.core import Outcome, Result
from game.rules.lucidity import LucidityOutcome, Phase as LucidityPhase
from game.rules.lucidity.state import LucidityState
from game.rules.onirim.game import Step
from game.rules.prophecy import Phase as ProphecyPhase, ProphecyOutcome
from game.rules.prophecy.state import CharState, ProphecyState, TurnFlags
from tests.play_golden import _start


def to_the_end(name: str, options: dict, seed: int, steps: int = 6000):
    game, rng = _start(name, options, seed), random.Random(seed)
    for _ in range(steps):
        acts = game.legal_actions()
        if not acts:
            return game
        game.apply(rng.choice(acts))
    raise AssertionError("the game did not end")


def test_lucidity_state_is_declared_once_and_saved_as_plain_data():
    game = _start("lucidity", {"players": 3}, 2)
    assert game.phase is LucidityPhase.TRACK and game.phase == "track"
    data = game.to_data()
    assert list(data) == ["content", "options"] + [f.metadata.get("key", f.name) for f in fields(LucidityState)]
    assert type(data["phase"]) is str
    yaml.safe_dump(data)


def test_lucidity_ends_with_an_outcome_saved_as_it_always_was():
    game = to_the_end("lucidity", {"players": 2}, 3)
    out = game.outcome
    assert isinstance(out, LucidityOutcome) and isinstance(out, Outcome)
    assert out.result is (Result.WON if out.winners else Result.LOST)
    data = game.to_data()["outcome"]
    assert set(data) == {"winners", "reason", "power", "turns"} and data["power"] == out.power
    assert out == data and out["winners"] == list(out.winners)  # code that read the dict still reads it
    assert type(game).from_data(game.to_data()).outcome == out
    yaml.safe_dump(game.to_data())


def test_prophecy_state_keys_are_the_declared_ones():
    game = _start("prophecy", {"seats": 3}, 5)
    rng = random.Random(5)
    for _ in range(60):
        data = game.to_data()
        declared = get_type_hints(ProphecyState)
        required = ProphecyState.__required_keys__
        assert required <= set(data) <= set(declared)
        for ch in data["chars"].values():
            assert set(ch) == set(get_type_hints(CharState))
        assert set(data["turn"]) == set(get_type_hints(TurnFlags))
        assert type(data["phase"]) is str and game.phase == ProphecyPhase(data["phase"])
        game.apply(rng.choice(game.legal_actions()))


def test_prophecy_ends_with_an_outcome_saved_as_it_always_was():
    game = to_the_end("prophecy", {"seats": 2, "max_rounds": 6}, 7)
    out = game.outcome
    assert isinstance(out, ProphecyOutcome)
    data = game.to_data()["outcome"]
    assert data == {"winner": out.winner, "how": out.how, "round": out.round}
    assert out.result is (Result.WON if out.winner else Result.ENDED)
    yaml.safe_dump(game.to_data())


def test_onirim_steps_are_an_enum_and_its_outcome_is_saved_as_a_word():
    game = _start("onirim", {}, 3)
    assert game.step is Step.PLAY and game.step == "play"
    game = to_the_end("onirim", {}, 3)
    assert game.outcome in ("won", "lost") and game.outcome.result in (Result.WON, Result.LOST)
    data = game.to_data()
    assert data["outcome"] == game.outcome.result.value and type(data["outcome"]) is str
    assert type(data["step"]) is str and data["step"] == "over"
    yaml.safe_dump(data)

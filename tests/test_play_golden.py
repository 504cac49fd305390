"""Seeded games of Onirim, Lucidity and Prophecy play move for move as they
did before the rules were reshaped (tests/play_golden.py): same listings,
same events, same saved states, so the same RNG calls in the same order."""
from __future__ import annotations

import json

import pytest

from tests.play_golden import GOLDEN, RUNS, digest, key

EXPECTED = json.loads(GOLDEN.read_text(encoding="utf-8"))


@pytest.mark.parametrize("run", RUNS, ids=key)
def test_seeded_play_is_unchanged(run):
    assert digest(run) == EXPECTED[key(run)]

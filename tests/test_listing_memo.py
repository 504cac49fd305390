"""The listing remembers a Dreamer's Moves and extras (Items, Masks, Progress,
the deck's back, Flaws) by everything that decides them (issue 16). Over
seeded random play, what it remembers is exactly what working it out afresh
gives, at every step: no input to those rules is missing from the key."""
import pytest

from game.content import default_content
from tests.listing_golden import DREAMERS, seeded_play

CONTENT = default_content()


@pytest.mark.parametrize("seed,players,campaign", [(31, 2, False), (32, 4, False), (33, 3, True), (34, 4, True)])
def test_remembered_moves_and_extras_are_what_fresh_rules_say(seed, players, campaign):
    options = {"dreamers": DREAMERS[:players], "campaign": campaign}
    hits = 0
    for game, listed in seeded_play(CONTENT, options, seed, 1200):
        if not listed:
            continue
        # A copy starts with nothing remembered: it works everything out afresh.
        assert game.copy().legal_actions() == listed
        hits += len(game._move_memo) + len(game._extras_memo) > 2
    assert hits > 200  # the memo was in play

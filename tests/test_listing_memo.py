"""The listing remembers a Dreamer's Moves and extras (Items, Masks, Progress,
the deck's back, Flaws) by everything that decides them (issue 16). Over
seeded random play, what it remembers is exactly what working it out afresh
gives, at every step: no input to those rules is missing from the key."""
import random

import pytest

from game.content import default_content
from game.rules.etherfields import new_game

CONTENT = default_content()
DREAMERS = ["gambler", "specialist", "tough_guy", "free_spirit"]


@pytest.mark.parametrize("seed,players,campaign", [(31, 2, False), (32, 4, False), (33, 3, True), (34, 4, True)])
def test_remembered_moves_and_extras_are_what_fresh_rules_say(seed, players, campaign):
    rng = random.Random(seed)
    options = {"dreamers": DREAMERS[:players], "campaign": campaign}
    game, games, hits = new_game(CONTENT, options, seed), 0, 0
    for _ in range(1200):
        listed = game.legal_actions()
        if not listed:
            games += 1
            game = new_game(CONTENT, options, seed + 1000 * games)
            continue
        # A copy starts with nothing remembered: it works everything out afresh.
        assert game.copy().legal_actions() == listed
        hits += len(game._move_memo) + len(game._extras_memo) > 2
        doing = [a for a in listed if a.kind != "pass"]
        game.apply(rng.choice(doing) if doing and rng.random() < 0.8 else rng.choice(listed))
    assert hits > 200  # the memo was in play

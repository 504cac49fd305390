"""Onirim (solo) for the search service: the hint player.

The player sees the hand, the Labyrinth, the Doors, Limbo, the discard pile,
the Mirrors and any cards revealed for a choice; the deck's order and the
shuffles to come are unknown. A determinisation keeps everything seen,
deals the deck's cards anew in an order drawn from the sample alone, and
gives the game a new random generator. It does not remember cards the player
put on top or under the deck knowingly (a Prophecy, the Sphinx): a weaker
guess, never one that sees what the player has not.

Playouts are played by the documented heuristic player
(`game.rules.onirim.bench.heuristic_action`). A won game is worth 1, and a
Door opened a little, so that when few playouts win the search still goes
for the game that gets furthest.
"""
from __future__ import annotations

import random
from itertools import islice

from game.rules.core import Action, Rng
from game.rules.core.shuffle import shuffle
from game.rules.onirim import Onirim
from game.rules.onirim.bench import heuristic_action
from game.search.core import Budget, choose

MAX_CANDIDATES = 12   # the heuristic's choice first, then the listed rest (orders of cards run to 120)
DOOR_WEIGHT = 0.02    # per Door open at the end: far below a win
MAX_STEPS = 2000

HINT = Budget(seconds=0.5, plays=400)


class OnirimModel:
    """The `game.search.Model` of solo Onirim; `viewer` is ignored (one player)."""

    def __init__(self, max_candidates: int = MAX_CANDIDATES) -> None:
        self.max_candidates = max_candidates

    def candidates(self, game: Onirim, viewer=None) -> list[Action]:
        acts = game.legal_actions()
        if len(acts) <= 1:
            return acts
        first = policy(game)
        # islice: a long Diver run's orders are a lazy sequence of millions
        rest = islice((a for a in acts if a != first), max(0, self.max_candidates - 1))
        return ([first] + list(rest))[: self.max_candidates]

    def determinise(self, game: Onirim, viewer, sample: int) -> Onirim:
        return redeal(game, sample)

    def playout(self, world: Onirim, first: Action, viewer, rng: random.Random) -> float | None:
        if not world.is_legal(first):
            return None
        world.apply(first)
        steps = 0
        while world.outcome is None and steps < MAX_STEPS:
            world.apply(policy(world))
            steps += 1
        return value(world)


def policy(game: Onirim) -> Action:
    """The heuristic player, except that the Diver keeps the card it found:
    the heuristic's first option would dive on through the whole deck, and
    the orders of that many cards put back under it run to millions."""
    if game.step == "diver":
        return next(a for a in game.legal_actions() if a.kind == "diver_keep")
    return heuristic_action(game)


def redeal(game: Onirim, sample: int) -> Onirim:
    """A copy of `game` with the deck in an order drawn from `sample` alone
    (the cards sorted first, so the hidden order cannot show through) and a
    new random generator for the shuffles to come."""
    data = game.to_data()
    rng = Rng(0x0A1 * 1_000_003 + sample)
    deck = sorted(data["deck"])
    shuffle(rng, deck)
    data["deck"] = deck
    data["rng"] = rng.to_data()
    return Onirim.from_data(data)


def value(game: Onirim) -> float:
    return (1.0 if game.outcome == "won" else 0.0) + DOOR_WEIGHT * len(game.doors)


def hint_action(game: Onirim, budget: Budget = HINT, seed: int = 0) -> Action | None:
    """The move the search player makes now."""
    acts = game.legal_actions()
    if len(acts) <= 1:
        return acts[0] if acts else None
    return choose(game, OnirimModel(), None, budget, seed).action

"""Onirim (solo) for the search service: the hint player.

The player sees the hand, the Labyrinth, the Doors, Limbo, the discard pile,
the Mirrors and any cards revealed for a choice; the deck's order and the
shuffles to come are unknown. A determinisation keeps everything seen,
deals the deck's cards anew in an order drawn from the sample alone, and
gives the game a new random generator. It does not remember cards the player
put on top or under the deck knowingly (a Prophecy, the Sphinx): a weaker
guess, never one that sees what the player has not.

Playouts are played by the documented heuristic player
(`game.rules.onirim.bench.heuristic_action`, about 48 % of base games won
on its own). A won game is worth 1, and a Door opened a little, so that when
few playouts win the search still goes for the game that gets furthest.

The heuristic's own move is the default: every candidate is played out on
the same worlds (no halving: with a few hundred playouts a good move dropped
after two unlucky rounds cost more than the budget saved), and another move
is chosen only when it beats the heuristic's on the same worlds by more than
chance explains (`pick`). Taking the best mean instead, the search lost
games the heuristic wins: among ten candidates with a dozen playouts each,
the luckiest always looks better.
"""
from __future__ import annotations

import random
from itertools import islice

from game.rules.core import Action, Rng
from game.rules.core.shuffle import shuffle
from game.rules.onirim import Onirim
from game.rules.onirim.bench import heuristic_action, prophecy_action
from game.rules.onirim.cards import IS_DOOR
from game.search.core import Budget, choose

MAX_CANDIDATES = 12   # the heuristic's choice first, then the listed rest (orders of cards run to 120)
DOOR_WEIGHT = 0.05    # per Door open at the end: below a win, yet telling lost games apart
MARGIN = 0.02         # how much better than the heuristic's move another must score...
Z = 2.0               # ...plus this many standard errors of the paired differences
MAX_STEPS = 2000

HINT = Budget(seconds=0.5, plays=400, halving=False)


class OnirimModel:
    """The `game.search.Model` of solo Onirim; `viewer` is ignored (one player)."""

    def __init__(self, max_candidates: int = MAX_CANDIDATES) -> None:
        self.max_candidates = max_candidates

    def candidates(self, game: Onirim, viewer=None) -> list[Action]:
        acts = game.legal_actions()
        if len(acts) <= 1:
            return acts
        first = policy(game)
        if game.step == "door":
            return [first]  # a Door a Key opens now is always worth the Key
        if game.step == "prophecy":
            return prophecy_candidates(game, first)[: self.max_candidates]
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


def prophecy_candidates(game: Onirim, first: Action) -> list[Action]:
    """The heuristic's Prophecy, then each other card thrown away (never a
    Door), then each other card put on top: the choices that matter, out of
    up to 600 orders."""
    out = [first]
    seen = sorted(set(game.revealed))
    for gone in seen:
        if not IS_DOOR[gone]:
            out.append(prophecy_action(game, gone=gone))
    kept = list(first.get("order"))
    for top in dict.fromkeys(kept):
        out.append(prophecy_action(game, gone=first.get("discard"), first=top))
    return list(dict.fromkeys(out))


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
    model = RecordingModel()
    choice = choose(game, model, None, budget, seed)
    return pick(model.values, policy(game), choice.action)


class RecordingModel(OnirimModel):
    """The model, keeping every playout's value per candidate in the order
    played: with no halving, the k-th value of each candidate comes from the
    same k-th world, so two candidates can be compared world by world."""

    def __init__(self, max_candidates: int = MAX_CANDIDATES) -> None:
        super().__init__(max_candidates)
        self.values: dict[Action, list[float]] = {}

    def playout(self, world: Onirim, first: Action, viewer, rng: random.Random) -> float | None:
        v = super().playout(world, first, viewer, rng)
        self.values.setdefault(first, []).append(-1.0 if v is None else v)  # refused there: below any loss
        return v


def pick(values: dict, heuristic: Action, fallback: Action | None = None) -> Action | None:
    """The heuristic's move unless another beats it on the same worlds by
    more than chance explains: its mean lead must pass `MARGIN` plus `Z`
    standard errors of the world-by-world differences."""
    base = values.get(heuristic)
    if not base:
        return fallback
    best, best_lead = heuristic, 0.0
    for a, vs in values.items():
        n = min(len(vs), len(base))
        if a == heuristic or n < 4:
            continue
        diffs = [vs[k] - base[k] for k in range(n)]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        lead = mean - MARGIN - Z * (var / n) ** 0.5
        if lead > best_lead:
            best, best_lead = a, lead
    return best

"""Determinised Monte Carlo over the rules API, time- or play-boxed.

Each round deals one new determinisation of the game as `viewer` sees it
and plays every surviving candidate out on its own copy of it, so that the
candidates are compared on the same unknowns (common random numbers). After
each round the weaker half of the candidates may be dropped (successive
halving) so the budget goes to the moves that matter. The search uses its
whole budget: it stops only when the clock or the play cap says so.

Pure: no pygame, no files. The clock is CPU time by default, so a loaded
machine gives the same depth of search as a quiet one.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, Sequence

from game.rules.core import Action


@dataclass(frozen=True)
class Budget:
    """How much a search may think: `seconds` of `clock`, at most `plays`
    playouts (None: no cap). A play cap alone makes a search repeatable
    whatever the machine does; the hint uses both."""
    seconds: float = 0.5
    plays: int | None = None
    clock: Callable[[], float] = time.process_time
    halving: bool = True   # drop the weaker half of the candidates as rounds go by
    min_rounds: int = 2    # rounds every candidate gets before any is dropped


class Model(Protocol):
    """What a game gives the search."""

    def candidates(self, game: Any, viewer: Any) -> Sequence[Action]:
        """The moves worth comparing for `viewer` now (best guess first)."""

    def determinise(self, game: Any, viewer: Any, sample: int) -> Any:
        """A copy of `game` with everything `viewer` has not seen dealt anew
        from what is still unknown, seeded by `sample` alone."""

    def playout(self, world: Any, first: Action, viewer: Any, rng: random.Random) -> float | None:
        """Apply `first` to `world` (a copy the search may spoil), play on
        with the game's default policy, and return what the end is worth to
        `viewer` (higher is better); None when `first` is refused there."""


@dataclass
class Choice:
    action: Action | None
    plays: int = 0
    rounds: int = 0
    means: dict[Action, float] = field(default_factory=dict)   # candidate -> mean value, best first
    counts: dict[Action, int] = field(default_factory=dict)


def choose(game: Any, model: Model, viewer: Any, budget: Budget = Budget(), seed: int = 0) -> Choice:
    """The candidate whose playouts end best for `viewer` on average."""
    cands = list(model.candidates(game, viewer))
    if not cands:
        return Choice(None)
    if len(cands) == 1:
        return Choice(cands[0], means={cands[0]: 0.0}, counts={cands[0]: 0})
    deadline = budget.clock() + budget.seconds
    totals = {a: 0.0 for a in cands}
    counts = {a: 0 for a in cands}
    alive = list(cands)
    plays = rounds = 0

    def spent() -> bool:
        return budget.clock() > deadline or (budget.plays is not None and plays >= budget.plays)

    while not spent():
        world = model.determinise(game, viewer, seed * 1_000_003 + rounds)
        done: dict[Action, float] = {}
        for i, a in enumerate(alive):
            if spent():
                break
            rng = random.Random((seed, rounds, i).__hash__())
            value = model.playout(_copy(world), a, viewer, rng)
            plays += 1
            if value is not None:
                done[a] = value
        if len(done) < len(alive) and rounds > 0 and spent():
            break  # a round cut short by the clock is left out, so every mean counts the same worlds
        for a, v in done.items():
            totals[a] += v
            counts[a] += 1
        rounds += 1
        if budget.halving and rounds >= budget.min_rounds and len(alive) > 2:
            ranked = sorted(alive, key=lambda a: (-_mean(totals, counts, a), cands.index(a)))
            alive = ranked[: max(2, (len(alive) + 1) // 2)]
    tried = [a for a in cands if counts[a]]
    if not tried:
        return Choice(cands[0], plays, rounds)
    order = sorted(tried, key=lambda a: (-counts[a], -_mean(totals, counts, a), cands.index(a)))
    # The most-played candidate is the survivor of the halvings; among equals, the best mean.
    best = order[0]
    means = {a: _mean(totals, counts, a) for a in sorted(tried, key=lambda a: -_mean(totals, counts, a))}
    return Choice(best, plays, rounds, means, {a: counts[a] for a in tried})


def _mean(totals: dict, counts: dict, a: Action) -> float:
    return totals[a] / counts[a] if counts[a] else float("-inf")


def _copy(world: Any) -> Any:
    copy = getattr(world, "copy", None)
    if callable(copy):
        return copy()
    import copy as _c
    return _c.deepcopy(world)

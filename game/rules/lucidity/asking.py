"""Asking someone to choose: a pending Decision is data on the game (`pend`);
`ask` hands it to its chooser, and in the solo game, where no one is there to
ask, the Nightmares choose at random from the game's RNG (our solo rule).

What each kind of question offers and what each answer does are the rule
areas' (decisions.py, one layer up, fills OPTIONS and ANSWERS): every rule
may ask, and the answers run those same rules, so the tables keep the imports
pointing down."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules.core import Action
from game.rules.lucidity.table import Table

# kind of question -> its options, given (game, the pending data, the seat it is for)
OPTIONS: dict[str, Callable[[Table, Any, int], list[Action]]] = {}
# kind of question -> its answer, given (game, the pending data, the seat it is for, the chosen option)
ANSWERS: dict[str, Callable[[Table, Any, int, Action], None]] = {}


def ask(game: Table, kind: str, chooser: int | None, **data) -> None:
    """Hand a choice to `chooser`; with no one to ask (the solo game) the
    Nightmares choose at random from the game's RNG (our solo rule)."""
    game.pend = {"kind": kind, "chooser": chooser if chooser is not None else -1, **data}
    if chooser is None:
        opts = decision_options(game)
        if opts:
            answer(game, opts[game.rng.randrange(len(opts))])
        else:
            game.pend = None


def decision_options(game: Table) -> list[Action]:
    p: Any = game.pend  # a Decision waits (its data are loosely typed until Lucidity has a Decision type)
    return OPTIONS[p["kind"]](game, p, p.get("for", p["chooser"]))


def answer(game: Table, a: Action) -> None:
    """The pending Decision answered with `a` (one of its options)."""
    p: Any = game.pend  # a Decision waits (see decision_options)
    game.pend = None
    ANSWERS[p["kind"]](game, p, p.get("for", p["chooser"]), a)

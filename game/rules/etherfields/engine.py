"""The resumable step stack and the action registry.

Every rule that takes time is a step: plain data (`{"op": name, ...}`) on a
stack in the game state. `Game.run()` pops steps and resolves them until the
stack is empty or a step needs a choice; that step becomes the pending
Decision and `apply()` returns. Because the stack is data, a game saved in the
middle of a Decision loads and continues identically.

Rule modules register what they add:
- `@action("kind", legal=fn, args=ArgSpec(...))` a player Action:
  `legal(game)` lists them (or `listed_with="other"`: the other kind's
  `legal` lists this one too), `args` declares the arguments it takes (the
  game checks their kinds before the handler runs), the decorated
  `fn(game, action)` checks the rules (raising IllegalAction) and then
  pushes steps, or resolves one at once (`resolve`) for what takes effect
  as the action is taken (paying, using up a once-per-Turn ability). It
  changes no state itself: state changes happen only inside steps
  (tests/test_state_in_steps.py).
- `@step("op")` a step handler `fn(game, step)`.
"""
from __future__ import annotations

from typing import Callable

from game.rules.core.args import FLAG, IDS, ArgSpec, NO_ARGS, one_of
from game.rules.etherfields.state import INTENTS
from game.rules.etherfields.steps import decide  # noqa: F401 - the rule areas take it from here too

# Arguments every paid action may take: the cards and Items discarded, the
# Intent colour they pay in, and whether the Luck die is rolled (Boost).
PAYING = {"pay": IDS, "colour": one_of(*INTENTS), "boost": FLAG}

ACTIONS: dict[str, tuple[Callable, Callable | None]] = {}
ARGS: dict[str, ArgSpec] = {}  # the arguments each action kind takes, checked before any rule reads them
STEPS: dict[str, Callable] = {}
# Actions allowed "at any moment" of a Slumber or Dream, even while a Decision
# waits: Rapid cards, Items and Progress (their handlers refuse what is not
# Rapid), a Mask's ability (2.0 §2.29: any time) and spending Hours (EN p.15).
AT_ANY_MOMENT = frozenset({"play", "use_item", "use_progress", "back_action", "use_mask", "spend_hours"})


# Kinds listed by another kind's listing function (one function lists a Move
# and an Effort alike): kind -> the kind whose `legal` lists it.
LISTED_WITH: dict[str, str] = {}


def action(kind: str, legal: Callable | None = None, args: ArgSpec = NO_ARGS, listed_with: str | None = None):
    def register(fn):
        ACTIONS[kind] = (fn, legal)
        ARGS[kind] = args
        if listed_with is not None:
            LISTED_WITH[kind] = listed_with
        return fn
    return register


def step(op: str):
    def register(fn):
        STEPS[op] = fn
        return fn
    return register


def resolve(game, s: dict) -> None:
    """Resolve a step now, as the runner would, for a rule that must take
    effect at the very moment an action is taken (paying for it, a pass, a
    Boost used): pushed, it would resolve after steps already waiting, or
    after a Decision the action cut in on."""
    STEPS[s["op"]](game, s)

"""The shape of an Action's arguments, checked once where actions enter.

Each game declares, per action kind, which arguments it takes and of what
kind (`ArgSpec`). `check_args` refuses a forged or malformed action with
`IllegalAction` before any rule reads it, so rule code can trust that a
"dreamer" is a string and a "to" is a pair of whole numbers.

    MOVE = ArgSpec(required={"dreamer": ID, "to": POS}, optional={"pay": IDS, "boost": FLAG})
    check_args(action, MOVE)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from game.rules.core.types import Action, IllegalAction

# A checker answers "is this value of the right kind?"; `what` names the kind
# in the sentence a player reads.


@dataclass(frozen=True)
class ArgType:
    what: str
    accepts: Callable[[Any], bool]

    def __call__(self, value: Any) -> bool:
        return self.accepts(value)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_seq(v: Any) -> bool:
    return isinstance(v, (list, tuple))


ID = ArgType("a name", lambda v: isinstance(v, str) and v != "")
INT = ArgType("a whole number", _is_int)
FLAG = ArgType("yes or no", lambda v: isinstance(v, bool))
POS = ArgType("a space (column, row)", lambda v: _is_seq(v) and len(v) == 2 and all(_is_int(x) for x in v))
IDS = ArgType("a list of names", lambda v: _is_seq(v) and all(isinstance(x, str) and x for x in v))
TEXT = ArgType("a text", lambda v: isinstance(v, str))


def one_of(*values: Any) -> ArgType:
    """Exactly one of the given values (bools never pass for numbers)."""
    def accepts(v: Any) -> bool:
        return any(v == x and type(v) is type(x) for x in values)
    return ArgType(" or ".join(repr(x) for x in values), accepts)


def either(*types: ArgType) -> ArgType:
    return ArgType(" or ".join(t.what for t in types), lambda v: any(t(v) for t in types))


@dataclass(frozen=True)
class ArgSpec:
    """The arguments an action kind takes. An optional argument given as
    None counts as not given."""

    required: dict = field(default_factory=dict)
    optional: dict = field(default_factory=dict)


NO_ARGS = ArgSpec()


def check_args(action: Action, spec: ArgSpec) -> None:
    """Raise IllegalAction naming the first argument that is missing,
    unknown or of the wrong kind."""
    if not isinstance(action.args, tuple) or not all(
            isinstance(a, tuple) and len(a) == 2 and isinstance(a[0], str) for a in action.args):
        raise IllegalAction(f"The {action.kind} action's arguments are garbled.")
    given = dict(action.args)
    for name in spec.required:
        if given.get(name) is None:
            raise IllegalAction(f"The {action.kind} action needs its '{name}'.")
    for name, value in given.items():
        kind = spec.required.get(name) or spec.optional.get(name)
        if kind is None:
            raise IllegalAction(f"The {action.kind} action takes no '{name}'.")
        if value is None and name in spec.optional:
            continue
        if not kind(value):
            raise IllegalAction(f"The {action.kind} action's '{name}' must be {kind.what}, not {value!r}.")
INTS = ArgType("a list of whole numbers", lambda v: _is_seq(v) and all(_is_int(x) for x in v))

"""A game state written once, as a dataclass: its saved data, its loading and
its copies are derived from the fields, not listed again by hand.

Each field is saved under its name (or `key`) as plain data. By default a
value is copied as plain data (lists, dicts, scalars; an enum by its value;
anything with `to_data` by that); a field that needs more says how in its
metadata: `field(..., metadata=codec(write=sorted, read=set))`.

    @dataclass
    class State:
        bag: list[int] = field(default_factory=list)
        rotated: set[int] = field(default_factory=set, metadata=codec(write=sorted, read=set))

    to_fields(game, State) -> {"bag": [...], "rotated": [...]}
    from_fields(game, State, data)   # sets every field from the data
"""
from __future__ import annotations

from dataclasses import fields
from enum import Enum
from typing import Any, Callable


_SCALARS = frozenset({int, str, bool, float, type(None)})


def plain(value: Any) -> Any:
    """A deep copy of plain data: dicts, lists and tuples (as lists), scalars;
    an enum becomes its value and anything with `to_data` its data. (Scalars
    are tested first and inline: a state is mostly lists of numbers, and it
    is copied before every action.)"""
    t = type(value)
    if t in _SCALARS:
        return value
    if t is list or t is tuple:
        return [v if type(v) in _SCALARS else plain(v) for v in value]
    if t is dict:
        return {k: v if type(v) in _SCALARS else plain(v) for k, v in value.items()}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    to_data = getattr(value, "to_data", None)
    if to_data is not None:
        return to_data()
    return value


def codec(write: Callable[[Any], Any] | None = None, read: Callable[[Any], Any] | None = None,
          key: str | None = None) -> dict[str, Any]:
    """A field's metadata: how it is written and read, and the key it is saved under."""
    out: dict[str, Any] = {}
    if write is not None:
        out["write"] = write
    if read is not None:
        out["read"] = read
    if key is not None:
        out["key"] = key
    return out


# A list of numbers or words: copied as it is, without looking inside.
FLAT = {"write": list, "read": list}


def flat_lists(value: dict[Any, list[Any]]) -> dict[Any, list[Any]]:
    """A dict of lists of numbers or words, copied one level deep."""
    return {k: list(v) for k, v in value.items()}


def optional(fn: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """`fn` for a value that may be None (None stays None)."""
    return lambda v: None if v is None else fn(v)


_TABLES: dict[type, list[tuple[str, str, Callable[[Any], Any], Callable[[Any], Any]]]] = {}


def _table(cls: type) -> list[tuple[str, str, Callable[[Any], Any], Callable[[Any], Any]]]:
    """(name, key, write, read) per field, worked out once per class: a state is written before every action."""
    table = _TABLES.get(cls)
    if table is None:
        table = _TABLES[cls] = [(f.name, f.metadata.get("key", f.name), f.metadata.get("write", plain),
                                 f.metadata.get("read", plain)) for f in fields(cls)]
    return table


def to_fields(obj: Any, cls: type) -> dict[str, Any]:
    """Every field of `cls` on `obj`, as plain data under its key, in declaration order."""
    return {key: write(getattr(obj, name)) for name, key, write, _ in _table(cls)}


def from_fields(obj: Any, cls: type, data: dict[str, Any]) -> None:
    """Set every field of `cls` on `obj` from `data` (a missing key is a KeyError, as a damaged save is)."""
    for name, key, _, read in _table(cls):
        setattr(obj, name, read(data[key]))

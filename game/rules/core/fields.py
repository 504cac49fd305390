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


def codec(**how: Any) -> dict[str, Any]:
    """A field's metadata: how it is written (`write`) and read (`read`; None
    when the constructor reads it), the `key` it is saved under, the value
    for an older save that lacks it (`missing`), and for undo records how it
    is copied (`copy(obj, value)`), compared (`view`) and copied again
    (`recopy`). Each defaults to a plain copy (write, read) or the value itself."""
    unknown = set(how) - {"write", "read", "key", "missing", "copy", "view", "recopy"}
    if unknown:
        raise TypeError(f"codec() takes no {', '.join(sorted(unknown))}")
    return how


# A list of numbers or words: copied as it is, without looking inside.
FLAT = {"write": list, "read": list}


def flat_lists(value: dict[Any, list[Any]]) -> dict[Any, list[Any]]:
    """A dict of lists of numbers or words, copied one level deep."""
    return {k: list(v) for k, v in value.items()}


def optional(fn: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """`fn` for a value that may be None (None stays None)."""
    return lambda v: None if v is None else fn(v)


class _Field:
    """One field's table row, worked out once per class: a state is written
    (and, for undo, copied) before every action."""
    __slots__ = ("name", "key", "write", "read", "missing", "copy", "view", "recopy")

    def __init__(self, f: Any) -> None:
        m = f.metadata
        self.name: str = f.name
        self.key: str = m.get("key", f.name)
        self.write: Callable[[Any], Any] = m.get("write", plain)
        self.read: Callable[[Any], Any] | None = m.get("read", plain)  # None: read by the constructor
        self.missing: Any = m.get("missing", _REQUIRED)  # a value, or fn(obj), for a key an older save lacks
        self.copy: Callable[[Any, Any], Any] = m.get("copy", _same)  # (obj, value) -> a record's copy
        self.view: Callable[[Any], Any] = m.get("view", _itself)  # the value as records compare it
        self.recopy: Callable[[Any], Any] = m.get("recopy", _itself)  # a record's copy copied again


_REQUIRED = object()


def _same(obj: Any, value: Any) -> Any:
    return value


def _itself(value: Any) -> Any:
    return value


_TABLES: dict[type, list[_Field]] = {}


def table(cls: type) -> list[_Field]:
    """The rows of a state dataclass's fields, in declaration order."""
    rows = _TABLES.get(cls)
    if rows is None:
        rows = _TABLES[cls] = [_Field(f) for f in fields(cls)]
    return rows


def to_fields(obj: Any, cls: type) -> dict[str, Any]:
    """Every field of `cls` on `obj`, as plain data under its key, in declaration order."""
    out = {}
    for f in table(cls):
        v = getattr(obj, f.name)
        # A number, word or None written the default way is itself: no call (this runs before every action).
        out[f.key] = v if f.write is plain and type(v) in _SCALARS else f.write(v)
    return out


def from_fields(obj: Any, cls: type, data: dict[str, Any]) -> None:
    """Set every field of `cls` on `obj` from `data`. A key the data lacks
    takes the field's `missing` value when it has one (older saves), else
    it is a KeyError (a damaged save)."""
    for f in table(cls):
        if f.read is None:
            continue
        if f.key in data or f.missing is _REQUIRED:
            value = data[f.key]
        else:
            value = f.missing(obj) if callable(f.missing) else f.missing
        setattr(obj, f.name, f.read(value))


def record_fields(obj: Any, cls: type) -> dict[str, Any]:
    """Every field, copied as deep as it is ever changed in place (`copy`): an undo record."""
    return {f.name: f.copy(obj, getattr(obj, f.name)) for f in table(cls)}


def view_fields(obj: Any, cls: type) -> dict[str, Any]:
    """Every field as a record compares it (`view`), without copies: for reading."""
    return {f.name: f.view(getattr(obj, f.name)) for f in table(cls)}


def recopy_record(record: dict[str, Any], cls: type) -> dict[str, Any]:
    """A record's fields copied again (`recopy`), so putting them back leaves the record untouched."""
    rows = {f.name: f for f in table(cls)}
    return {k: rows[k].recopy(v) for k, v in record.items()}

"""The rules API every game shares: Action in, Events out, Decisions pending.

A game exposes `legal_actions()`, `apply(action) -> list[Event]`, `to_data()`
and `from_data(data)`. An illegal action raises `IllegalAction` carrying a
sentence a player can read, and leaves the state exactly as it was.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


_NESTED = (list, tuple, dict)


def _freeze(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        for v in value:  # a plain loop: most lists hold only ids, and this runs for every listed action
            if isinstance(v, _NESTED):
                return tuple(_freeze(v) for v in value)
        return tuple(value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


class IllegalAction(Exception):
    """A move the rules forbid. `reason` is a sentence for the player."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class MalformedAction(IllegalAction, ValueError):
    """Action data that is not an action at all (no kind, not a mapping):
    refused like any illegal move, and still a ValueError for the loaders
    that read action data from files."""


@dataclass(frozen=True)
class Action:
    """One player move. `args` is a sorted tuple of (name, value) pairs so
    actions are hashable and compare by value; lists become tuples."""

    kind: str
    args: tuple = ()

    @classmethod
    def make(cls, kind: str, **args: Any) -> "Action":
        for k, v in args.items():
            if isinstance(v, (list, tuple, dict)):
                args[k] = _freeze(v)
        return cls(kind, tuple(sorted(args.items())))

    def get(self, name: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == name:
                return v
        return default

    def __getitem__(self, name: str) -> Any:
        for k, v in self.args:
            if k == name:
                return v
        raise KeyError(name)

    def to_data(self) -> dict:
        return {"kind": self.kind, **{k: _thaw(v) for k, v in self.args}}

    @classmethod
    def from_data(cls, data: dict) -> "Action":
        if not isinstance(data, dict):
            raise MalformedAction(f"An action is a mapping of names to values, not {type(data).__name__} {data!r}.")
        kind = data.get("kind")
        if not isinstance(kind, str) or not kind:
            raise MalformedAction(f"An action needs a 'kind' that names it, not {kind!r}.")
        bad = [k for k in data if not isinstance(k, str)]
        if bad:
            raise MalformedAction(f"An action's arguments are named with words, not {bad[0]!r}.")
        args = {k: v for k, v in data.items() if k != "kind"}
        return cls.make(kind, **args)

    def __str__(self) -> str:
        inner = ", ".join(f"{k}={_thaw(v)!r}" for k, v in self.args)
        return f"{self.kind}({inner})"


@dataclass
class Event:
    """Something that happened, for the log and the animations."""

    kind: str
    data: dict = field(default_factory=dict)
    text: str = ""
    reveals: bool = False  # new information (a card seen, a die rolled): undo must stop here

    def to_data(self) -> dict:
        out = {"kind": self.kind, **self.data}
        if self.text:
            out["text"] = self.text
        if self.reveals:
            out["reveals"] = True
        return out


@dataclass
class Decision:
    """A choice the rules wait for. `options` are the Actions that answer it."""

    prompt: str
    options: list[Action]
    chooser: str | None = None  # a Dreamer id, or None for the whole Team
    summary: str = ""

    def to_data(self) -> dict:
        return {
            "prompt": self.prompt,
            "chooser": self.chooser,
            "options": [a.to_data() for a in self.options],
            "summary": self.summary,
        }


class GameBase:
    """The shared surface. Subclasses implement `_legal_actions`, `_check`
    and `_apply`; `apply` guarantees an illegal action changes nothing by
    validating first and restoring the saved data if a rule refuses midway."""

    @staticmethod
    def _content_to_read(content: Any, where: str) -> Any:
        """`content`, or a sentence saying how to pass it (`where` names where
        it comes from). A game is made with its content, and a saved state is
        read with it: there is no content remembered between games."""
        if content is None:
            raise ValueError(f"A saved state is read with its game's content: Game.from_data(data, content), "
                             f"content from {where}.")
        return content

    def legal_actions(self) -> list[Action]:
        return self._legal_actions()

    def is_legal(self, action: Action) -> bool:
        try:
            self._check(action)
        except IllegalAction:
            return False
        return True

    def apply(self, action: Action) -> list[Event]:
        self._check(action)
        before = self.to_data()
        self.last_snapshot = before  # the state before this action: callers keep it for undo
        try:
            return self._apply(action)
        except BaseException:
            # Refused midway, or a bug: either way the state goes back to
            # what it was, and the exception goes on to the caller.
            try:
                changed = self.to_data() != before
            except Exception:  # the half-changed state cannot even be written out
                changed = True
            if changed:
                self._restore(before)
            raise

    def _restore(self, data: dict) -> None:
        fresh = type(self).from_data(data, getattr(self, "content", None))
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)

    # Subclass hooks -------------------------------------------------------
    def _legal_actions(self) -> list[Action]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _check(self, action: Action) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:  # pragma: no cover - abstract
        raise NotImplementedError

    def to_data(self) -> dict:  # pragma: no cover - abstract
        raise NotImplementedError

    @classmethod
    def from_data(cls, data: dict, content: Any = None) -> "GameBase":  # pragma: no cover - abstract
        raise NotImplementedError

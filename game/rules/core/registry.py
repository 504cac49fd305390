"""A game's action kinds, declared where their rule is written.

    ACTIONS = Registry("Lucidity")

    class Resting:
        @ACTIONS.action("rest", ArgSpec(optional={"dream": either(INT, one_of("all"))}))
        def _do_rest(self, a: Action) -> None: ...

    ACTIONS.run(game, action)   # the handler of action.kind, with the game

`args` declares the arguments a kind takes and their kinds (core.args);
`check(action)` refuses a forged or malformed action by name before any
rule reads it. Etherfields' engine registers its actions the same way, with
a step stack on top; these registries are the shape every game shares.
"""
from __future__ import annotations

from typing import Any, Callable

from game.rules.core.args import NO_ARGS, ArgSpec, check_args
from game.rules.core.types import Action, IllegalAction


class Registry:
    def __init__(self, game: str) -> None:
        self.game = game
        self.handlers: dict[str, Callable[..., Any]] = {}
        self.args: dict[str, ArgSpec | None] = {}  # None: not declared yet (the listing alone decides)

    def action(self, kind: str, args: ArgSpec | None = NO_ARGS) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Register the decorated function as the handler of `kind`."""
        def register(fn: Callable[..., Any]) -> Callable[..., Any]:
            if kind in self.handlers:
                raise ValueError(f"{self.game}: the action {kind!r} is registered twice")
            self.handlers[kind] = fn
            self.args[kind] = args
            return fn
        return register

    def kinds(self) -> list[str]:
        return list(self.handlers)

    def check(self, action: Action) -> None:
        """IllegalAction unless the kind is one of this game's and its arguments are of the declared kinds."""
        if action.kind not in self.handlers:
            raise IllegalAction(f"{self.game} has no move called {action.kind!r}.")
        spec = self.args[action.kind]
        if spec is not None:
            check_args(action, spec)

    def problem(self, action: Action) -> str | None:
        """The sentence refusing a registered move's malformed arguments, or
        None (arguments of the declared kinds, or a kind this registry does
        not hold: the game's own refusal says why)."""
        spec = self.args.get(action.kind)
        if spec is None:
            return None
        try:
            check_args(action, spec)
        except IllegalAction as err:
            return err.reason
        return None

    def run(self, game: Any, action: Action, *before: Any) -> Any:
        """Call the handler of `action.kind` as `handler(game, *before, action)`."""
        return self.handlers[action.kind](game, *before, action)

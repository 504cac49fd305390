"""The games of the program, each described once by a `GameSpec`.

Everything that serves every game (the shelf, the app, loading and listing
saves, scenarios, bench and balance) asks this registry and names no game.
Each module of this package registers one game's spec when it is imported;
`all_games()` imports them the first time it is asked. A game made elsewhere
(a test's) calls `register` itself.

A spec sits in the data layer (savefile reads it), so what it holds from the
rules and content is imported directly, lazily, and what lives higher up (the
scenes, the bench and balance) is named as "module:function" and imported
only when called: loading a save never imports pygame.
"""
from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from typing import Any, Callable, Union

# The game of a save that names none (every save before format 6 that is not
# another game's): the program began as Etherfields.
DEFAULT_GAME = "etherfields"
# A function, or where to find it: "module:function", imported when called.
Hook = Union[str, Callable[..., Any]]


@dataclass(frozen=True)
class GameSpec:
    """One game: what the shelf shows, how its rules are made and checked,
    and where its scenes, demos and measures live."""
    key: str              # `game:` in its saves; its packages are game/rules/<key>, game/ui/<key>
    title: str            # N_() strings: the shelf translates them when drawn
    tagline: str
    players: str
    colour: tuple         # the box's cover colour
    accent: tuple         # its lettering and motif
    motif: str            # what the cover shows (game.ui.shelf.MOTIFS)
    order: int            # its place on the shelf, left to right
    # rules and content
    content: Hook                                   # () -> its content, loaded once (None: it has none)
    new_game: Hook                                  # (content, options, seed) -> game
    from_data: Hook                                 # (state, content) -> game
    # scenes and measures
    start: Hook                                     # (app, seed) -> its first scene
    save_summary: Hook                              # (meta, when) -> the Load screen's line under a save's name
    demo: Hook                                      # (app, scene name) -> a scene for screenshots
    scenes: tuple[str, ...] = ()                    # the demo scenes' names (--screenshot --scene)
    table_from_save: Hook | None = None             # (app, SaveData) -> the table that plays a save, or:
    open_save: Hook | None = None                   # (app, path, SaveData) -> puts the save on the stack itself
    bench: Hook | None = None                       # (frames, games, the App class) -> {figure: value}
    balance: Hook | None = None                     # (parsed arguments, --runs or None) -> exit status; prints its table
    scenario: Hook | None = None                    # (scenario, content) -> game, when new_game/from_data will not do
    save_format: str = ""                           # the `format:` of its saves (default "<key>-save")
    # (meta) -> game.ui.save_preview.Preview: the Load screen's picture and party for a save
    # (without one: the box's cover and the save's line)
    save_preview: Hook | None = None
    # Its content's translations (content/<key>/<lang>/): "models" when the content
    # models mark the words (Etherfields), else the keys of a plain-data entry that
    # players read; None: nothing to translate.
    content_words: str | tuple[str, ...] | None = None
    # (meta, state) -> what keeps a loaded state from being played, or "";
    # without one: the state must build a game that lists its moves (`plays`)
    state_problem: Hook | None = None
    # () -> its game.session.SessionKit: what its Session does its own way
    # (undo, whose move, its save's meta, where it autosaves); the defaults fit a
    # game whose state is its to_data(). Named, not imported: the Session is a service.
    session: Hook = "game.session:SessionKit"

    @property
    def format(self) -> str:
        return self.save_format or f"{self.key}-save"

    def call(self, hook: str, *args):
        """Call one of the hooks by its field's name."""
        return resolve(getattr(self, hook))(*args)

    def session_kit(self):
        """Its Session's kit (game.session.SessionKit), made afresh."""
        return self.call("session")

    def problem(self, meta: dict, state: dict) -> str:
        """What keeps `state` (a save's, with its `meta`) from being played, or ""."""
        if self.state_problem is not None:
            return self.call("state_problem", meta, state)
        return plays(lambda: self.call("from_data", state, self.call("content")))

    def show_save(self, app, path, data) -> None:
        """Play a loaded save: the game's own way, or its table over the game's title."""
        if self.open_save is not None:
            self.call("open_save", app, path, data)
            return
        table = self.call("table_from_save", app, data)  # a SaveError leaves the stack as it was
        app.back_to_title()
        app.push(table)


_REGISTRY: dict[str, GameSpec] = {}
_found = False


def resolve(ref: Hook) -> Callable:
    """A hook's function: itself, or "module:name" ("module:Class.method") imported now."""
    if callable(ref):
        return ref
    module, _, name = ref.partition(":")
    found: Any = importlib.import_module(module)
    for part in name.split("."):
        found = getattr(found, part)
    return found


def register(spec: GameSpec) -> GameSpec:
    if not spec.key.isidentifier():
        raise ValueError(f"a game's key is a Python name, not {spec.key!r}")
    if spec.key in _REGISTRY and _REGISTRY[spec.key] is not spec:
        raise ValueError(f"the game {spec.key!r} is registered twice")
    _REGISTRY[spec.key] = spec
    return spec


def unregister(key: str) -> None:
    """Forget a game (tests that register one of their own)."""
    _REGISTRY.pop(key, None)


def _discover() -> None:
    global _found
    if not _found:
        _found = True
        for info in pkgutil.iter_modules(__path__):
            importlib.import_module(f"{__name__}.{info.name}")


def all_games() -> list[GameSpec]:
    """Every game, in shelf order."""
    _discover()
    return sorted(_REGISTRY.values(), key=lambda s: (s.order, s.key))


def get(key: str) -> GameSpec:
    _discover()
    try:
        return _REGISTRY[key]
    except KeyError:
        raise KeyError(f"no game {key!r}; the games are {', '.join(keys())}") from None


def keys() -> list[str]:
    return [s.key for s in all_games()]


def of_meta(meta) -> GameSpec:
    """The game a save's `meta` names (the default game when it names none)."""
    key = meta.get("game") if isinstance(meta, dict) else None
    return get(key if isinstance(key, str) and key in keys() else DEFAULT_GAME)


def formats() -> dict[str, GameSpec]:
    """Every save format name, with its game."""
    return {s.format: s for s in all_games()}


def scene_names() -> tuple[str, ...]:
    """Every game's demo scenes, in shelf order."""
    return tuple(name for s in all_games() for name in s.scenes)


def for_scene(name: str) -> GameSpec | None:
    return next((s for s in all_games() if name in s.scenes), None)


def plays(build) -> str:
    """A state check for rules without one of their own: the state builds a
    game that can list its moves; else what went wrong, as a phrase."""
    try:
        game = build()
        if game.outcome is None:
            game.legal_actions()
    except KeyError as err:
        return f"state: the field {err} is missing"
    except (ValueError, TypeError, IndexError, AttributeError) as err:
        return f"state: {err}"
    return ""

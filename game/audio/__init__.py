"""Sound and music: rules Events and UI gestures in, sounds out.

Scenes never touch the mixer: they hand what happened to these functions,
which pass it to the Service the App installed (none in a screenshot or a
test without an App: then nothing sounds). What each Event or gesture sounds
like is one table, `game/audio/cues.py`.
"""
from __future__ import annotations

_service = None


def install(service) -> None:
    """Make `service` the one every hook below talks to (the App does, at start)."""
    global _service
    _service = service


def start(settings, silent: bool = False, save=None):
    """The App's Service over `settings` (volumes, mute), installed; `silent` never opens
    the mixer; `save(settings)` keeps a change made by a key (M)."""
    from game.audio.service import Service
    service = Service(settings, open_mixer=not silent, save=save)
    install(service)
    return service


def current():
    return _service


def events(events, game: str) -> None:
    """The Events of one move in `game` ("etherfields", "onirim", "lucidity", "prophecy")."""
    if _service is not None and events:
        _service.events(events, game)


def gesture(name: str, strength: float = 1.0) -> None:
    """A gesture of the interface: "press", "refusal", "pick_up", "page"... (cues.GESTURES)."""
    if _service is not None:
        _service.gesture(name, strength)


def hover(key) -> None:
    """The pointer is over a button (`key`, its rectangle) in this frame."""
    if _service is not None:
        _service.hover(key)


def hit(impulse: float) -> None:
    """A die in a tray knocked against a wall or a die, this hard (pymunk's impulse)."""
    if _service is not None:
        _service.hit(impulse)


def game_of(scene) -> str | None:
    """The game a scene belongs to, from where its class lives (game.ui.<game>...),
    "shelf" for the shelf; None for a shared scene (Settings, a list of moves)."""
    from game.audio.cues import MUSIC
    parts = type(scene).__module__.split(".")
    if parts[:2] != ["game", "ui"] or len(parts) < 3:
        return None
    return parts[2] if parts[2] in MUSIC else None

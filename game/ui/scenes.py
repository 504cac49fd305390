"""What the app asks of a scene, and the base class that answers for a scene
that has nothing to say. The scene stack (game.ui.app) knows only this.

Every scene handles events (returning the event lets the scene below see it,
None consumes it), updates with the time passed, and draws without changing
any game state. A scene may also be a home (a game's first screen: leaving a
table comes back to it), relabel itself after a change of language, act on an
event no scene took while it is on top, and keep its game when the window
closes.
"""
from __future__ import annotations

from typing import Any, Protocol


class SceneProtocol(Protocol):
    home: bool

    def handle(self, event: Any) -> Any: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: Any) -> None: ...
    def relabel(self) -> None: ...
    def unclaimed(self, event: Any) -> None: ...
    def on_quit(self) -> None: ...


class Scene:
    """The defaults: a scene that is no home, lets every event pass, and has
    nothing to relabel or keep."""

    home = False  # a game's first screen, or the shelf: App.back_to_title stops here

    def handle(self, event):
        return event

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface) -> None:
        pass

    def relabel(self) -> None:
        """A change of language: rebuild what was worded once (App.language_changed)."""

    def unclaimed(self, event) -> None:
        """An event that no scene took, while this scene is on top."""

    def on_quit(self) -> None:
        """The window is closing: keep what must not be lost."""


# -- letting closed scenes go ------------------------------------------------------------

_LEFT = [False, 0]  # a scene left a stack since the last pass; frames since the last pass
COLLECT_EVERY = 120  # frames (two seconds) between two full passes of the garbage collector


def scene_left() -> None:
    """A scene was closed: collect it at the end of this frame."""
    _LEFT[0] = True


def collect_left_scenes() -> None:
    """A full pass of the garbage collector after a scene closed, and every two
    seconds. A closed scene is held in reference cycles (its buttons' bound
    methods, a dice tray's physics), so only a full pass frees it and the
    window-sized pictures it keeps; such passes come rarely on their own (the
    showcase piled up 15 to 30 MB of closed tables between two), and scenes
    leave their stacks in more ways than `pop`. Only once the long-lived heap is
    frozen (game.preload): then a pass costs a few milliseconds."""
    from game import preload
    _LEFT[1] += 1
    if (_LEFT[0] or _LEFT[1] >= COLLECT_EVERY) and preload.done():
        import gc

        from game.ui import heap
        left = _LEFT[0]
        _LEFT[0], _LEFT[1] = False, 0
        gc.collect()
        if left:  # a closed scene's small pictures leave free pages inside the heap
            heap.trim()

"""What every scene that plays the Etherfields campaign shares: SessionView
(every gesture goes through the Session), the script pages the rules just
read out, and following the game's mode to the scene that fits it.

Following the mode knows every scene of the campaign and the first night's
teacher, which all sit above this module; the campaign flow (flow.py, on top
of them) installs it here when it is imported, and this package's __init__
imports flow, so a scene that sees the mode change calls `follow_mode` from
below instead of importing the flow above it."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game import audio
from game.ui.etherfields.reader import ScriptReader
from game.ui.scenes import Scene
from game.ui.stats import announce_keys

# flow.follow_mode, set by flow.py when it is imported (see above).
FOLLOW: list[Callable[[Any, Any], None]] = []


def follow_mode(app, session) -> None:
    """Show the scene that fits the game's mode (flow.follow_mode)."""
    FOLLOW[-1](app, session)


def show_scripts(app, session) -> None:
    """Open the script reader for every paragraph the rules just read out."""
    waiting, session.to_read = session.to_read, []
    for e in reversed(waiting):  # the first one read ends up on top
        app.push(ScriptReader(app, e.data.get("title", ""), e.text, e.data.get("script", ""), e.data.get("how", "")))


class SessionView(Scene):
    """A scene that plays a Session: every gesture goes through `apply`,
    which records what reached the rules and hands the Events on."""

    app: Any
    session: Any  # game.session.Session
    applied: list
    message: str

    @property
    def game(self):
        return self.session.game

    def apply(self, action) -> bool:
        result = self.session.apply(action)
        if not result.ok:
            self.message = result.reason
            audio.gesture("refusal")
            return False
        audio.events(result.events, audio.game_of(self))
        self.applied.append(action)
        self.take_events(result.events)
        if self.session.earned:  # the Slumber or Dream just ended earned achievements: said at once
            self.message = announce_keys("etherfields", self.session.earned)
            self.session.earned = []
        show_scripts(self.app, self.session)
        return True

    def relabel(self) -> None:
        """A change of language (App.language_changed): the session's cards in the new words."""
        self.session.speak()

    def on_quit(self) -> None:
        """Closing the window keeps every move: the campaign on the table is saved."""
        if self.session.log:
            self.session.autosave()

    def take_events(self, events) -> None:  # pragma: no cover - each scene says how it shows them
        raise NotImplementedError

"""Etherfields' campaign flow over the app's scene stack: the scene that fits
the game's mode (the table in a Slumber or Dream, the Dreamworld Map between
them), the story pages and script paragraphs that the rules just read out,
the first night's teacher, and opening a campaign's save."""
from __future__ import annotations

from typing import Any

from game import audio
from game.ui.etherfields.summary import save_summary  # noqa: F401 - importable from here as before
from game.ui.scenes import Scene


def follow_mode(app, session) -> None:
    """Show the scene that fits the game's mode: the table in a Slumber or
    Dream, the Dreamworld Map between them."""
    from game.ui.etherfields.table import DreamscapeScene
    from game.ui.etherfields.worldmap import DreamworldScene
    want = DreamworldScene if session.game.mode == "map" else DreamscapeScene
    if app.teacher is None or app.teacher.session is not session:
        from game.ui.etherfields.teacher import Teacher
        app.teacher = Teacher(app, session)
    current = next((s for s in reversed(app.stack) if isinstance(s, (DreamscapeScene, DreamworldScene))), None)
    if isinstance(current, want) and current.session is session:
        return
    scene = want(app, session)
    if current is not None:
        app.stack[app.stack.index(current)] = scene
    else:
        app.push(scene)
    show_stories(app, session)
    show_scripts(app, session)


def show_stories(app, session) -> None:
    """A story page for every Slumber or Dream that just ended (read after
    its closing script paragraph, which goes on top)."""
    from game.ui.etherfields.story import StoryScene
    while session.chronicle.finished:
        app.push(StoryScene(app, session, session.chronicle.finished.pop(0)))


def show_scripts(app, session) -> None:
    """Open the script reader for every paragraph the rules just read out."""
    from game.ui.etherfields.worldmap import ScriptReader
    waiting, session.to_read = session.to_read, []
    for e in reversed(waiting):  # the first one read ends up on top
        app.push(ScriptReader(app, e.data.get("title", ""), e.text, e.data.get("script", ""), e.data.get("how", "")))


def show(app, session) -> None:
    """Play `session`: every scene above its game's title goes, its scene comes."""
    app.back_to_title()
    follow_mode(app, session)


def open_save(app, path, data) -> None:
    """The Load screen's choice (GameSpec.open_save): the campaign from its
    file, read once (SaveData), at the scene of its mode."""
    from game.session import Session
    show(app, Session.from_save(path, data))


def content_name(id_: str) -> str:
    """A Dreamer's name without its article, as the Team's name is made of them."""
    from game.content import default_content
    return getattr(default_content().get(id_), "name", id_).replace("The ", "")


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
            from game.ui.stats import announce_keys
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

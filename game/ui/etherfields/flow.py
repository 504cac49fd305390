"""Etherfields' campaign flow over the app's scene stack: the scene that fits
the game's mode (the table in a Slumber or Dream, the Dreamworld Map between
them), the story pages and script paragraphs that the rules just read out,
the first night's teacher, and opening a campaign's save."""
from __future__ import annotations

from game.session import Session
from game.ui.etherfields import session_view
from game.ui.etherfields.session_view import SessionView, show_scripts  # noqa: F401 - importable from here as before
from game.ui.etherfields.story import StoryScene
from game.ui.etherfields.summary import save_summary  # noqa: F401 - importable from here as before
from game.ui.etherfields.table import DreamscapeScene
from game.ui.etherfields.teacher import Teacher
from game.ui.etherfields.worldmap import DreamworldScene


def follow_mode(app, session) -> None:
    """Show the scene that fits the game's mode: the table in a Slumber or
    Dream, the Dreamworld Map between them."""
    want = DreamworldScene if session.game.mode == "map" else DreamscapeScene
    if app.teacher is None or app.teacher.session is not session:
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
    while session.chronicle.finished:
        app.push(StoryScene(app, session, session.chronicle.finished.pop(0)))


def show(app, session) -> None:
    """Play `session`: every scene above its game's title goes, its scene comes."""
    app.back_to_title()
    follow_mode(app, session)


def open_save(app, path, data) -> None:
    """The Load screen's choice (GameSpec.open_save): the campaign from its
    file, read once (SaveData), at the scene of its mode."""
    show(app, Session.from_save(path, data))


def content_name(id_: str) -> str:
    """A Dreamer's name without its article, as the Team's name is made of them."""
    from game.content import default_content
    return getattr(default_content().get(id_), "name", id_).replace("The ", "")


# The scenes below call follow_mode through session_view (they may not import this flow above them).
session_view.FOLLOW.append(follow_mode)

"""What a new player met playing in a real window (Xvfb and a real mouse),
each pinned with posted mouse events: a double click on Pass that passed the
next Dreamer too, the tutorial's ring under a story page pointing at nothing,
its sentence left in English after a switch to Chinese, "Other ways" in the
payment panel that could not be told apart, and a Lucidity button that
looked pressable and did nothing."""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ui.app import App
from game.ui.etherfields.flow import follow_mode
from game.ui.etherfields.title import TitleScene
from keyboard_driver import press
from recording import recording


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    return App((1280, 720), seed=3, defaults=True)


def post_click(app, pos) -> None:
    """A press and a release, one frame each: as fast as a double click's halves."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        app.step()


def first_night(app, dreamers=("gambler", "tough_guy")):
    from game.session import Session
    from game.ui.etherfields.table import DreamscapeScene
    app.push(TitleScene(app))
    follow_mode(app, Session.new(list(dreamers), 3, campaign=True, name="t"))
    table = next(s for s in app.stack if isinstance(s, DreamscapeScene))
    return table


def at_the_table(app, table):
    del app.stack[app.stack.index(table) + 1:]  # the opening pages, read
    app.settings.animation = "instant"
    app.step()
    press(app, pygame.K_SPACE)
    press(app, pygame.K_SPACE)  # both Dreamers draw
    for _ in range(30):
        app.step()
    assert table.game.phase == "actions"


# -- a double click on Pass ------------------------------------------------------------

def test_a_double_click_on_pass_passes_one_dreamer_not_the_next_one_too(app):
    table = first_night(app)
    at_the_table(app, table)
    g, first = table.game, table.selected
    button = next(b for b in table.buttons if getattr(b, "action", None) is not None and b.action.kind == "pass")
    post_click(app, button.rect.center)
    assert g.dreamers[first].passed
    nxt = table.selected
    assert nxt != first, "the table turned to the Dreamer still acting"
    again = next(b for b in table.buttons if getattr(b, "action", None) is not None and b.action.kind == "pass")
    assert again.rect.collidepoint(button.rect.center), "the next Dreamer's Pass stands where the last one's was"
    post_click(app, button.rect.center)  # the double click's second half
    assert not g.dreamers[nxt].passed and g.phase == "actions", "the second click passed the next Dreamer too"
    assert "only just appeared" in str(table.message)
    for _ in range(40):  # a moment later the same click is the next Dreamer's own
        app.step()
    post_click(app, button.rect.center)
    assert g.dreamers[nxt].passed or g.phase != "actions"

"""QA: the Lucidity table at UI scale 2x in a 1280 x 720 window is played with
the mouse in English and Chinese: at the turn's start both Sleep tracks have a
button inside the window, overlapping no other, and a click on one reaches the
rules as one Action (the controls once held no button in Chinese)."""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.core import Action
from game.ui import draw as d
from game.ui.app import App
from tests.test_lucidity_ui import click, open_table, settle


@pytest.fixture
def table_2x(request):
    app = App((1280, 720), seed=2, defaults=True, scale=2, lang=request.param)
    scene = open_table(app, ["person", "careful"], seed=5)
    settle(app, scene)
    yield app, scene
    d.set_ui_scale(1.0)
    i18n.set_language("en")
    pygame.quit()


@pytest.mark.parametrize("table_2x", ["en", "zh"], indirect=True)
@pytest.mark.parametrize("track", ["light", "deep"])
def test_every_sleep_track_is_a_visible_button_and_one_click(table_2x, track):
    app, scene = table_2x
    g = scene.game
    assert g.phase == "track"
    scene.layout_buttons()
    window = pygame.Rect(0, 0, 1280, 720)
    legal = g.legal_actions()
    assert {a["track"] for a in legal} == {"light", "deep"}
    by_action = {b.action: b for b in scene.buttons if getattr(b, "action", None) is not None}
    assert set(by_action) == set(legal)  # every choice the rules offer, none by keyboard only
    for a, b in by_action.items():
        assert window.contains(b.rect) and b.rect.height >= 40, (a, b.rect)
        others = [o.rect for o in scene.buttons if o is not b]
        assert b.rect.collidelist(others) == -1, (a, b.rect, others)
        assert scene.frame()["controls"].contains(b.rect)
        assert not scene.frame()["card"].colliderect(b.rect)
    want = Action.make("choose_track", track=track)
    before = len(scene.applied)
    click(app, by_action[want].rect.center)
    assert scene.applied[before:] == [want] and g.track == track

"""At a UI scale of 2x every table is still played with the mouse: real mouse
events posted where the reflowed layout now puts a button, a card or a row
(through the shared `Gestures` of tests/mouse_driver.py), and the rules receive
exactly that move."""
from __future__ import annotations

import pygame
import pytest

from game.rules.core import Action
from game.ui import draw as d
from game.ui.app import App, make_scene
from mouse_driver import Gestures


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), seed=1, defaults=True, scale=2.0)
    yield app
    d.set_ui_scale(1.0)
    pygame.quit()


def click(app, pos):
    Gestures(app).click(pos)  # the shared gestures: an event, then a frame, as a player's mouse


def drag(app, start, end):
    Gestures(app).drag(start, end)


def inside(app, rect) -> bool:
    return app.screen.get_rect().contains(rect)


def test_etherfields_pass_button_at_2x(app):
    scene = make_scene(app, "dreamscape")
    app.push(scene)
    app.step()
    assert d.UI_SCALE[0] == 2.0
    button = next(b for b in scene.buttons if getattr(b, "action", None) is not None and b.action.kind == "pass")
    assert inside(app, button.rect) and button.rect.height >= d.font(16).get_linesize()
    click(app, button.rect.center)
    assert scene.applied and scene.applied[-1] == button.action and scene.applied[-1].kind == "pass"


def test_etherfields_leave_dialog_at_2x_keeps_playing(app):
    scene = make_scene(app, "dreamscape")
    app.push(scene)
    app.step()
    leave = next(b for b in scene.bar_buttons if b.label == "Leave")
    click(app, leave.rect.center)
    assert scene.leaving
    keep = scene.leave_buttons[-1]
    assert inside(app, keep.rect)
    click(app, keep.rect.center)
    assert not scene.leaving and app.top is scene


def test_etherfields_map_travel_at_2x(app):
    scene = make_scene(app, "dreamworld")
    app.push(scene)
    app.step()
    where = scene.positions(app.screen.get_size())
    to = sorted(scene.exits())[0]
    assert scene.map_rect(app.screen.get_size()).collidepoint(where[to])
    click(app, where[to])
    assert scene.applied[-1] == Action.make("travel", to=to)


def test_onirim_drag_a_card_to_the_labyrinth_at_2x(app):
    from game.rules.onirim import from_codes
    from game.ui.onirim.table import OnirimTable
    table = OnirimTable(app, from_codes(hand="RS BM GK YS RM", deck="BS GM YM RK BK"), ())
    app.push(table)
    app.step()
    card = next(r for r, k in table.hand_rects if k == 0)
    drag(app, card.center, table.zones["labyrinth"].center)
    assert table.applied == [Action.make("play", card="RS")]


def test_lucidity_choose_a_track_and_draw_at_2x(app):
    from game.ui.lucidity.table import TableScene
    scene = TableScene(app, ["person", "careful"], None, 5)
    app.push(scene)
    app.step()
    track = Action.make("choose_track", track="light")
    button = next(b for b in scene.buttons if getattr(b, "action", None) == track)
    assert inside(app, button.rect) and scene.frame()["controls"].contains(button.rect)
    click(app, button.rect.center)
    assert scene.applied == [track]
    click(app, scene.bag_rect().center)
    assert scene.applied[-1] == Action.make("draw", count=3)


def test_prophecy_a_side_button_at_2x(app):
    table = make_scene(app, "prophecy")
    app.push(table)
    app.step()
    if table.curtain:  # the hand-over screen: the player takes the table with a click
        click(app, (5, 5))
    assert not table.curtain
    action, button = table.action_buttons[0]
    assert inside(app, button.rect)
    click(app, button.rect.center)
    assert table.applied[-1] == action

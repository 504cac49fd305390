"""Lucidity at 2x in a 1280 x 720 window, in Chinese: at the rest step the three
choices' labels are shortened on their buttons ("再次入梦…", "休息（点…"). The
pointer resting on such a button shows its whole label in a tooltip; a label
drawn whole (smaller, on one line) has none; a click puts the tooltip away."""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ui import draw as d
from game.ui.app import App
from recording import recording
from tests.lucidity_fixture import scenario
from tests.test_lucidity_ui import open_table


@pytest.fixture
def table():
    app = App((1280, 720), seed=2, defaults=True, scale=2, lang="zh")
    scene = open_table(app, ["person", "careful"], seed=5)
    scene.game = scenario(2, rows={0: {"hunt": [("red", "hunt"), ("blue", "hunt")], "power": [("green", "power")]}},
                          phase="rest")
    app.step(1 / 60)
    yield app, scene
    d.set_ui_scale(1.0)
    i18n.set_language("en")
    pygame.quit()


def point(app, pos) -> list:
    """The pointer moved to `pos`, one frame drawn: the texts drawn that frame, with where."""
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    with recording() as drawn:
        app.step(1 / 60)
    return [(t.text, pygame.Rect(t.rect), t.width) for t in drawn]


def tips(drawn, buttons) -> list[str]:
    """The texts drawn whole (not cut with "…") outside every button: a tooltip's."""
    return [text for text, rect, whole in drawn if rect.width >= whole and not any(b.rect.contains(rect) for b in buttons)]


def test_a_shortened_rest_choice_shows_its_whole_label_on_hover(table):
    app, scene = table
    labels = [b.label for b in scene.buttons if b.rect.y > 600]
    assert labels == ["再次入梦（抽 4 颗）", "休息，全部放回", "休息（点击一颗骰子将其放回）"], labels
    for b in [b for b in scene.buttons if b.label in labels]:
        drawn = point(app, b.rect.center)
        shown = tips(drawn, scene.buttons)
        if b.label == "休息，全部放回":  # drawn whole, a little smaller: no tooltip needed
            assert b.label not in shown
            continue
        on_button = [rect for text, rect, whole in drawn if text == b.label and b.rect.contains(rect)]
        assert on_button and on_button[0].width < d.face(b.label, b.SIZE).size(b.label)[0], "shortened on its button"
        assert b.label in shown, (b.label, shown)
    assert not [t for t in tips(point(app, (640, 40)), scene.buttons) if t in labels], "gone when the pointer leaves"
    before = len(scene.applied)
    dream_again = next(b for b in scene.buttons if b.label == labels[0])
    point(app, dream_again.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=dream_again.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dream_again.rect.center, button=1))
    app.step(1 / 60)
    assert [a.kind for a in scene.applied[before:]] == ["dream_again"], "the button still plays its move"

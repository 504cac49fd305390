"""Issue 33: the Dreamworld Map as large as the window allows, clear of the
column's panel and buttons and of its legend. At 2x in 1280 x 720 the column
took 460 of the 1280 pixels and a map square drew at 120 px (the late
campaign's at 64); the column now grows less than its text (its lines wrap)
and reaches the window's foot, and the legend's words are sized as a board's
labels."""
from __future__ import annotations

import pygame
import pytest

from game.i18n import _
from game.ui import audit


def drawn_map(scene):
    """(map's pixel extent on the window, the square's size) as the camera shows it."""
    m = scene.map
    left, top, right, bottom = m.atlas.bounds(m.shown or m.target_tiles)
    x0, y0 = m.camera.to_px((left, top))
    x1, y1 = m.camera.to_px((right, bottom))
    return pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0)), m.camera.square


@pytest.mark.parametrize("scene_name, least", [("dreamworld", 130), ("dreamworld_late", 70)])
def test_at_2x_in_a_small_window_the_map_is_larger_than_before(scene_name, least):
    with audit.drawn(scene_name, (1280, 720), 2.0, "en") as (_app, scene, *_rest):
        _extent, square = drawn_map(scene)
        assert square >= least  # 120 and 64 before


@pytest.mark.parametrize("scene_name", ["dreamworld", "dreamworld_late"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_map_keeps_clear_of_the_column_and_the_legend(scene_name, size, scale, lang):
    with audit.drawn(scene_name, size, scale, lang) as (app, scene, seen, *_rest):
        extent, _square = drawn_map(scene)
        box = scene.map_rect(size)
        assert box.inflate(2, 2).contains(extent), (extent, box)
        column = scene.panel_rect(size).unionall([b.rect for b in scene.side])
        assert not box.colliderect(column) and pygame.Rect((0, 0), size).contains(column)
        assert not extent.colliderect(scene.legend_rect) and not column.colliderect(scene.legend_rect)
        # the column's four campaign figures are all shown (at 2x its panel was too short for the last)
        won = sum(1 for v in scene.game.campaign.dreams_done.values() if v == "won")
        assert _("Dreams won: {n}").format(n=won) in [t.text for t in seen]

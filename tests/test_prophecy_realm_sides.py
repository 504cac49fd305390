"""Issue 33: the Water Realm's squares are as tall as the board; its sides hold
panels (game/ui/prophecy/deep.py): the diver's air, cards and what lies around
on the left, the last card revealed over the compass on the right. Read from
what is drawn, and played with real mouse events."""
from __future__ import annotations

import contextlib

import pygame
import pytest

from game import i18n
from game.ui import app as app_module
from game.ui import audit
from game.ui import draw as d
from game.ui.prophecy import deep


@contextlib.contextmanager
def realm_at(size, scale=1.0, lang="en"):
    with app_module._scratch_saves():
        app = app_module.App(size, 1, defaults=True, scale=scale, lang=lang)
        try:
            app.push(app_module.make_scene(app, "prophecy_realm"))
            for _ in range(3):
                app.step()
            yield app, app.top
        finally:
            d.set_ui_scale(1.0)
            i18n.set_language("en")
            pygame.quit()


def strings(app, table) -> list:
    with audit.recording() as drawn:
        table.draw(app.screen)
    return [t for t in drawn if t.surface == app.screen.get_size()]


def test_the_realms_squares_grow_with_the_window_and_its_sides_hold_panels():
    cells = {}
    for size in ((1280, 720), (1920, 1080)):
        with realm_at(size) as (app, table):
            lay = table.lay
            cells[size] = lay.cell
            grid = lay.square((0, 0)).union(lay.square((lay.rows - 1, lay.cols - 1)))
            assert lay.sides
            for side in (lay.realm_left, lay.realm_right):
                assert lay.rect.contains(side) and not side.colliderect(grid)
                assert side.width >= 180 and side.height >= 5 * lay.cell
            # the panels and the grid use the board's width: less than a tenth of it left bare across
            bare = lay.rect.width - lay.realm_left.width - lay.realm_right.width - grid.width
            assert bare <= 0.1 * lay.rect.width
    assert cells[(1920, 1080)] >= 1.4 * cells[(1280, 720)]


def test_too_narrow_a_board_keeps_the_compass_beside_the_squares_without_panels():
    with realm_at((1280, 720), scale=2.0) as (app, table):
        assert not table.lay.sides
        said = [t.text for t in strings(app, table)]
        assert "Last card revealed" not in said and "Currents: die face" in said


def test_the_left_panel_shows_the_divers_cards_and_air():
    with realm_at((1920, 1080)) as (app, table):
        g = table.game
        pid = g.active
        ch = g.chars[pid]
        assert ch["realm"] is not None
        left = table.lay.realm_left
        inside = [t.text for t in strings(app, table) if left.contains(pygame.Rect(t.rect))]
        assert f"{ch['name']} in the deep" in inside
        assert f"Air: {ch['bubbles']} of {ch['bag']} Bubbles" in inside
        for inst in ch["items"] + ch["abilities"] + ch["artifacts"]:
            assert any(s.startswith(g.name(inst)) for s in inside), inst
        assert "Around you" in inside


def test_swimming_onto_a_face_down_square_shows_its_card_in_the_right_panel():
    """The player clicks a lit face-down square (press and release on it, as a
    click is): the rules turn it over, and the right panel names that card."""
    with realm_at((1920, 1080)) as (app, table):
        g = table.game
        targets = table.board_targets()
        down = [key for key, acts in targets.items() if key[0] == "square" and len(acts) == 1
                and (g.s["realm"]["squares"].get(f"{key[1][0]},{key[1][1]}") or {}).get("up") is False]
        assert down, "the demo's diver has a face-down square to swim to"
        square = down[0][1]
        centre = table.target_rect(down[0]).center
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, button=1, pos=centre))
        app.step()
        slot = g.s["realm"]["squares"][f"{square[0]},{square[1]}"]
        assert slot["up"], "the square is turned over"
        last = deep.last_revealed(table.session.events)
        assert last is not None and last[0] == slot["card"] and list(last[1]) == list(square)
        table.notice = None  # the notice over the board is read; the panel under it shows the card
        table.cam = 1.0
        right = table.lay.realm_right
        inside = [t.text for t in strings(app, table) if right.contains(pygame.Rect(t.rect))]
        assert g.card(slot["card"]).name in inside


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_realm_at_1x_leaves_no_large_bare_area(size, lang):
    r = audit.audit_one("prophecy_realm", size, 1.0, lang)
    assert r["largest_empty_share"] < 0.2 and r["min_text_px"] >= 12, r
    assert not r["text_overlaps"] and not r["outside_panel"], r

"""Lucidity's set-up screen as a store page shows it: a picture of the game
under the title, one evenly spaced column of controls, the Shelf button in
the bottom-left corner; at 1280 x 720 and 1920 x 1080, UI scales 1x to 2x,
in English and in Chinese, for every seat count and with a night to continue."""
from __future__ import annotations

import contextlib
import itertools

import pygame
import pytest

from game import i18n
from game.ui import app as app_module
from game.ui import draw as d
from game.ui.lucidity.setup import SetupScene
from game.ui.widgets import Button
from test_screens_fit import problems
from test_store_screens import CONFIGS, drawn, left_in_english, out_of_panels, over_each_other
from test_tables_reflow import button_problems

CASES = [pytest.param(size, scale, lang, id=f"{size[0]}x{size[1]}-{scale}x-{lang}")
         for size, scale in CONFIGS for lang in ("en", "zh")]


@contextlib.contextmanager
def setup_screen(size, scale, lang, seats=3):
    """The set-up screen laid out (as drawn) in a window of `size`, with `seats` seats chosen."""
    with app_module._scratch_saves():
        app = app_module.App(size, 1, defaults=True, scale=scale, lang=lang)
        try:
            scene = SetupScene(app, 1)
            app.push(scene)
            scene.set_count(seats)
            scene.arrange(size)
            yield scene
        finally:
            d.set_ui_scale(1.0)
            i18n.set_language("en")
            pygame.quit()


def column(scene) -> list[pygame.Rect]:
    """The column's rows of buttons, top to bottom: the seat count, the seats, the toggle, Begin."""
    rows: dict[int, pygame.Rect] = {}
    for b in scene.buttons[:-1]:  # all but the Shelf and the Statistics button in the other corner
        if getattr(b, "corner", False):
            continue
        rows[b.rect.y] = rows[b.rect.y].union(b.rect) if b.rect.y in rows else pygame.Rect(b.rect)
    return [rows[y] for y in sorted(rows)]


@pytest.mark.parametrize("size, scale, lang", CASES)
def test_the_shelf_button_sits_in_the_bottom_left_corner(size, scale, lang):
    with setup_screen(size, scale, lang) as scene:
        shelf = scene.buttons[-1]
        assert shelf.label == i18n._("Shelf")
        assert shelf.rect.left <= 32 and shelf.rect.bottom >= size[1] - 32, f"the Shelf is at {shelf.rect}"
        assert all(not shelf.rect.colliderect(b.rect) for b in scene.buttons[:-1])


@pytest.mark.parametrize("size, scale, lang", CASES)
def test_the_seat_buttons_are_one_width_and_hold_their_labels_with_room(size, scale, lang):
    for seats in (1, 2, 3, 4):
        with setup_screen(size, scale, lang, seats) as scene:
            buttons = scene.buttons[4:4 + seats]
            assert {b.rect.width for b in buttons} == {buttons[0].rect.width}, [tuple(b.rect) for b in buttons]
            widest = max(d.face(b.label, Button.SIZE).size(b.label)[0] for b in buttons)
            assert buttons[0].rect.width >= widest + 2 * 12, "a seat's label reaches its button's edges"
            for b in buttons:
                assert b.rect.height >= d.face(b.label, Button.SIZE).get_linesize() + 2 * Button.PAD


@pytest.mark.parametrize("size, scale, lang", CASES)
def test_the_column_is_evenly_spaced_under_the_picture(size, scale, lang):
    """The rows of buttons keep one gap between them (the toggle's caption
    line aside), Begin has the hint right under it, and no gap is taller
    than a button; the picture lies between the subtitle and the column.
    The screen's own layout already holds every label, so the shared reflow
    for larger scales (which re-packs rows) leaves it as it is."""
    with setup_screen(size, scale, lang) as scene:
        planned = [pygame.Rect(b.rect) for b in scene.buttons]
        scene.layout(size)
        assert planned == [b.rect for b in scene.buttons], "the reflow moved the screen's own layout"
        rows = column(scene)
        toggle, begin = rows[-2], rows[-1]
        gaps = [b.top - a.bottom for a, b in zip(rows[:-2], rows[1:-1])]  # count, seats, toggle
        assert len(set(gaps)) == 1, f"uneven gaps {gaps}"
        gap = gaps[0]
        height = scene.buttons[4].rect.height
        assert 4 <= gap <= height
        assert begin.top - toggle.bottom <= 2 * height, "Begin is far below the rest"
        caption, hint = scene.spots["caption"], scene.spots["hint"]
        assert toggle.bottom < caption.top and caption.bottom + gap == begin.top
        assert hint.top == begin.bottom + gap and hint.bottom <= size[1]
        picture = scene.spots["picture"]
        assert picture.height >= 56, "no room was left for the picture"
        assert scene.spots["subtitle"] < picture.top and picture.bottom + gap == rows[0].top


@pytest.mark.parametrize("size, scale, lang", CASES)
def test_every_seat_count_and_a_night_to_continue_fit_the_screen(size, scale, lang, monkeypatch):
    """One seat (the solo note), two (the Shadow-row note), four with the
    longest Temptation label, and three with Continue beside Begin: no
    string cut, outside the window or over another, every button holding its
    label and clear of the others."""
    from game.rules.core import Action

    def with_seats(n, temptation=None):
        def make(app):
            scene = SetupScene(app, 1)
            scene.set_count(n)
            scene.temptation = temptation
            return scene
        return make

    def night_left_unfinished(app):
        setup = SetupScene(app, 1)
        app.push(setup)
        setup.begin()
        table = app.top
        table.apply(Action.make("choose_track", track="light"))  # a move: the night is kept
        app.pop()
        app.pop()
        return SetupScene(app, 1)

    for make in (with_seats(1), with_seats(2), with_seats(4, "primeval_fear"), night_left_unfinished):
        with drawn(make, size, scale, lang, monkeypatch) as (app, scene, seen, strings, panels, events):
            window = app.screen.get_rect()
            found = problems(strings) + over_each_other(seen) + out_of_panels(seen, events, panels)
            found += [f"{t.text[:40]!r} {t.rect} is outside the window" for t in seen
                      if not window.inflate(2, 2).contains(pygame.Rect(t.rect))]
            found += button_problems(scene, window)
            found += [f"buttons {a.label!r} and {b.label!r} overlap" for a, b in itertools.combinations(scene.buttons, 2)
                      if a.rect.colliderect(b.rect)]
            if lang == "zh":
                found += left_in_english(seen)
            labels = [b.label for b in scene.buttons]
            if make is night_left_unfinished:
                assert i18n._("Continue") in labels
        assert not found, f"{make.__name__}:\n" + "\n".join(sorted(set(found)))

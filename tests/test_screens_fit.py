"""Every scene of the app, in English and in 简体中文: no string drawn wider or
taller than its box (or off the surface it is drawn on), and no glyph missing.

The shared drawing functions (game.ui.draw.text/paragraph, game.gfx.text.draw/
line) report every string to game.gfx.text.RECORDERS; this test listens while
each scene is drawn as `python -m game --screenshot-all` draws it.

A one-line string given a `max_width` is shortened with an ellipsis when it
is too wide (after trying a smaller type). That is allowed for the content's
names where the table is small (a map action's plaque; the inspector shows it
whole), never for the interface's own sentences: a string that is one of the
catalogue's sentences (either language, placeholders filled in) must fit.
"""
from __future__ import annotations

import re
from functools import lru_cache

import pytest

from game import i18n
from game.gfx import fonts
from game.i18n.breaks import is_cjk
from game.ui import app as app_module
from game.ui.app import SCENES
from recording import recording


def draw_scene(name: str, lang: str) -> list:
    try:
        with recording() as drawn, app_module._scratch_saves():
            app = app_module.App((1280, 720), 1, defaults=True, lang=lang)
            app.push(app_module.make_scene(app, name))
            for _ in range(3):
                app.top.update(1 / 60)
            app.top.draw(app.screen)
    finally:
        i18n.set_language("en")
    return drawn


@lru_cache(maxsize=1)
def interface_sentence():
    """One pattern matching any sentence of the catalogue, in English or Chinese."""
    from game.i18n import catalogues
    texts = set()
    for key, value in catalogues.translations("zh").items():
        texts.update(k.split("\x04")[-1] for k in (key if isinstance(key, tuple) else (key,)))  # less its context
        texts.update(value if isinstance(value, tuple) else (value,))

    def pattern(text):
        parts = re.split(r"\{[^{}]*\}", text.replace("{{", "\0").replace("}}", "\1"))
        return ".+".join(re.escape(p.replace("\0", "{").replace("\1", "}")) for p in parts)
    def says_something(text):  # "{n} {intent}" alone would match any two words
        return sum(ch.isalpha() for ch in re.sub(r"\{[^{}]*\}", "", text)) >= 2
    ordered = sorted((t for t in texts if says_something(t)), key=len, reverse=True)
    literal = [len(re.sub(r"\{[^{}]*\}", "", t)) for t in ordered]
    whole = re.compile("|".join(f"({pattern(t)})" for t in ordered))

    def matches(text):
        """A catalogue sentence whose own words are most of `text` ("Take {item}"
        is not "Take Down a Picture Book", a content name)."""
        m = whole.fullmatch(text)
        return bool(m) and literal[m.lastindex - 1] * 2 >= len(text)
    return matches


def problems(drawn) -> list[str]:
    out = []
    for d in drawn:
        said = repr(d.text if len(d.text) < 70 else d.text[:67] + "...")
        missing = fonts.missing_glyphs(d.role, d.text)
        if missing:
            out.append(f"{said}: no glyph for {missing!r}")
        box_w, box_h = d.box or (None, None)
        cut_on_purpose = d.box and d.box[1] is None and not interface_sentence()(d.text)
        if box_w and d.width > box_w + 1 and not cut_on_purpose:
            out.append(f"{said}: {d.width} px wide in a box {box_w} px wide")
        if box_h and d.height > box_h + 1:
            out.append(f"{said}: {d.height} px tall in a box {box_h} px tall")
        x, y, w, h = d.rect  # what was shown, shortened or not
        sw, sh = d.surface
        if x < -1 or y < -1 or x + w > sw + 1 or y + h > sh + 1:
            out.append(f"{said}: drawn at {d.rect}, outside its {sw}x{sh} surface")
    return sorted(set(out))


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("name", SCENES)
def test_every_string_of_every_scene_fits_its_box_with_every_glyph(name, lang):
    drawn = draw_scene(name, lang)
    assert drawn, f"{name}: nothing was drawn through the shared text functions"
    if lang == "zh":
        assert any(any(is_cjk(ch) for ch in d.text) for d in drawn), f"{name}: no Chinese on the screen"
    found = problems(drawn)
    assert not found, f"{name} ({lang}):\n" + "\n".join(found)


def test_a_string_too_wide_for_its_box_is_reported():
    """The check itself: a sentence in a box too narrow for it is caught."""
    import pygame
    pygame.init()
    surf = pygame.Surface((200, 100))
    try:
        from game.ui import draw as d
        i18n.set_language("zh")
        with recording() as drawn:
            d.text(surf, i18n._("Leave without saving"), (10, 10), 16, max_width=40)  # a sentence: must fit
            d.text(surf, "The Stair Weeps Beneath the Clock", (10, 40), 16, max_width=40)  # a name: may be cut
            d.text(surf, "Off the edge", (190, 10), 16)
    finally:
        i18n.set_language("en")
    found = problems(drawn)
    assert any("不存档离开" in p and "in a box 40 px wide" in p for p in found)
    assert not any("Stair" in p for p in found)
    assert any("outside its 200x100 surface" in p for p in found)

"""The scene audit (python -m game.ui.audit): its measures on pages whose
answer is known, then the CI-sized run (--quick: every scene once, the eight
settings taking turns) with no overlapping strings and none out of its panel
except on a page the README names."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.ui import audit
from game.ui import draw as d
from game.ui.app import SCENES
from recording import recording

KEYS = {"scene", "lang", "scale", "size", "min_text_px", "text_overlaps", "outside_panel", "largest_empty_share",
        "doubled_words", "exception"}


@pytest.fixture
def screen():
    pygame.init()
    pygame.display.set_mode((640, 360))
    yield pygame.display.get_surface()
    d.set_ui_scale(1.0)
    pygame.quit()


def brute_largest(cells) -> int:
    h, w = len(cells), len(cells[0])
    return max([(x1 - x0) * (y1 - y0) for y0 in range(h) for y1 in range(y0 + 1, h + 1)
                for x0 in range(w) for x1 in range(x0 + 1, w + 1)
                if all(cells[y][x] for y in range(y0, y1) for x in range(x0, x1))], default=0)


@given(st.integers(1, 6).flatmap(lambda w: st.lists(st.lists(st.booleans(), min_size=w, max_size=w),
                                                    min_size=1, max_size=6)))
def test_the_largest_empty_rectangle_is_the_largest(cells):
    assert audit.largest_rectangle(cells) == brute_largest(cells)


def test_the_sky_counts_as_empty_and_a_band_of_text_does_not(screen):
    d.night_sky(screen)
    assert audit.largest_empty_share(screen) > 0.9  # stars and haze are background
    d.panel(screen, pygame.Rect(100, 60, 300, 200), (40, 30, 70), (200, 180, 240))
    flat_panel = audit.largest_empty_share(screen)
    assert 0.3 < flat_panel < 0.9  # the panel's border is drawn; its flat inside is empty
    d.night_sky(screen)
    with recording() as drawn:
        for y in range(160, 200, 14):  # a band of small type across the middle
            d.text(screen, "the quick brown fox jumps over the lazy dog " * 3, (0, y), 11)
    share = audit.largest_empty_share(screen, [t.rect for t in drawn])
    assert 0.36 < share < 0.46  # the sky above the band: 160 of 360 rows
    assert audit.largest_empty_share(screen) < 0.5  # seen in the pixels alone too


def test_the_pixel_size_recorded_is_the_face_used_after_scale_and_shrinking(screen):
    with recording() as drawn:
        d.text(screen, "Settings", (0, 0), 16)
        d.text(screen, "Settings and a long sentence", (0, 30), 16, max_width=120, fit=True)
        d.set_ui_scale(2.0)
        d.text(screen, "Settings", (0, 60), 16)
        d.paragraph(screen, "a paragraph", pygame.Rect(0, 100, 300, 100), 12, (255, 255, 255))
    one, shrunk, two, para = (t.px for t in drawn)
    assert one == 16 and two == 33  # Lato at 1.05 of the size, the size at the UI scale
    assert 8 <= shrunk < one
    assert para == 25


def test_no_line_is_asked_for_under_12_px_at_any_scale(screen):
    """A line asked for at a small size is drawn at 12 px (the audit's smallest
    text); a line too wide for its box is not shrunk under it either, but shortened."""
    with recording() as drawn:
        for scale in (1.0, 1.5, 2.0):
            d.set_ui_scale(scale)
            d.text(screen, "Lesser Guardian", (0, 0), 9)
        d.set_ui_scale(1.0)
        d.text(screen, "Laying on of Hands", (0, 40), 11, max_width=70, fit=True)
    assert drawn[0].px == 12 and all(t.px >= 12 for t in drawn[1:3])  # was 9 px at 1x
    assert drawn[3].px == 12 and pygame.Rect(drawn[3].rect).width <= 70  # was 9 px: now 12, and shortened


def test_overlaps_and_strings_out_of_their_panel_are_found(screen):
    with recording(panels=True) as events:
        d.panel(screen, pygame.Rect(10, 10, 200, 100), (40, 30, 70), (200, 180, 240))
        d.text(screen, "inside the panel", (20, 20), 14)
        d.text(screen, "runs out of its panel, far to the right", (60, 60), 14)
        d.text(screen, "drawn over", (24, 22), 14)
    seen = [e for e in events if not isinstance(e, tuple)]
    panels = [(k, e[0]) for k, e in enumerate(events) if isinstance(e, tuple)]
    overlaps = audit.over_each_other(seen)
    assert len(overlaps) == 1 and "'inside the panel'" in overlaps[0] and "'drawn over'" in overlaps[0]
    outside = audit.out_of_panels(seen, events, panels)
    assert len(outside) == 1 and "runs out" in outside[0]


def test_quick_covers_every_scene_and_every_setting():
    cases = audit.cases(quick=True)
    assert [c[0] for c in cases] == list(SCENES)
    assert {(c[1], c[2], c[3]) for c in cases} == {(s, x, lang) for s in audit.SIZES for x in audit.SCALES
                                                   for lang in audit.LANGS}
    assert len(audit.cases()) == 8 * len(SCENES)


def test_the_quick_audit_of_every_scene():
    """Issue 33's bar on every page: text of 12 px or more at 1x, no string over
    another or out of its panel, and no bare rectangle over 20% of the window but
    on a page the README names (audit.EXCEPTIONS)."""
    results = audit.run(quick=True)
    assert [r["scene"] for r in results] == list(SCENES)
    found = []
    for r in results:
        assert set(r) == KEYS
        assert r["min_text_px"] and 0 <= r["largest_empty_share"] <= 1
        page = f"{r['scene']} {r['lang']} {r['scale']}x {r['size']}"
        found += [f"{page}: {p}" for p in r["text_overlaps"] + r["outside_panel"]]
        if r["scale"] == 1.0 and r["min_text_px"] < 12:
            found.append(f"{page}: text of {r['min_text_px']} px")
        if r["exception"] is None and r["largest_empty_share"] > 0.2:
            found.append(f"{page}: {r['largest_empty_share']:.0%} of the window bare")
        found += [f"{r['scene']}: a word said twice in {p!r}" for p in r["doubled_words"]]
    assert not found, "\n".join(found)


def test_an_exception_names_its_pages_and_no_others(monkeypatch):
    # none is left (issue 33); one made up for the test shows how an entry is matched
    monkeypatch.setattr(audit, "EXCEPTIONS", audit.EXCEPTIONS + [("credits", None, 1.0, (1920, 1080), "a reason")])
    name, lang, scale, size, reason = audit.EXCEPTIONS[-1]
    assert reason and audit.exception_for(name, lang or "en", scale or 1.0, size or (1280, 720)) == reason
    assert audit.exception_for("credits", "en", 2.0, (1920, 1080)) is None, "only at the scale it names"
    assert audit.exception_for("no such scene", "en", 1.0, (1280, 720)) is None
    assert all(e[0] in SCENES for e in audit.EXCEPTIONS), "every exception names a scene that exists"


def test_the_command_prints_one_object_per_scene_and_setting():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-m", "game.ui.audit", "--json", "--scene", "credits"],
                         capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stderr
    results = json.loads(out.stdout)
    assert len(results) == 8 and all(set(r) == KEYS and r["scene"] == "credits" for r in results)
    assert {(r["lang"], r["scale"], r["size"]) for r in results} == {
        (lang, s, f"{w}x{h}") for lang in ("en", "zh") for s in (1.0, 2.0) for w, h in audit.SIZES}
    by = {(r["lang"], r["scale"], r["size"]): r["min_text_px"] for r in results}
    assert by[("en", 2.0, "1280x720")] > by[("en", 1.0, "1280x720")]  # text grows with the UI scale

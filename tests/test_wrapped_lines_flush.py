"""No wrapped line on the shelf starts a space in: the Onirim and Lucidity (and
Prophecy) blurbs' second lines stood a space in from their first at some sizes.
The words broke right; an italic f or y sweeps its tail back past its pen, the
line's picture starts at that tail, and drawn at the column's edge the letters
stood 3 px (6 at 2x) in. A paragraph hangs that tail into the margin instead."""
from __future__ import annotations

import pygame
import pytest

from game.i18n import tr
from game.ui import audit
from game.ui import draw as d

CASES = [(size, scale, lang) for size in ((1280, 720), (1920, 1080)) for scale in (1.0, 2.0) for lang in ("en", "zh")]


def band_left(img: pygame.Surface, top: int, f) -> int:
    """Where ink starts in the x-height band of a line drawn `top` down `img` (a
    descender's tail hung back is not where the letters start); -1: none there."""
    x_height = (f.metrics("x")[0] or (0, 0, 0, f.get_ascent() // 2))[3]
    band = pygame.Rect(0, top + f.get_ascent() - x_height + 1, img.get_width(), max(1, x_height - 2))
    ink = img.subsurface(band.clip(img.get_rect())).get_bounding_rect()
    return ink.x if ink.width else -1


def pens(msg: str, width: int) -> list[tuple[str, int]]:
    """Each line of the tagline as the shelf draws it (d.paragraph, 14 italic, story) on
    a clear sheet from x = 20, with how far its pen starts from there: its first letter's
    ink, less where that letter's ink lies from its own pen (the font's left bearing)."""
    sheet = pygame.Surface((width + 40, 400), pygame.SRCALPHA)
    f = d.face(msg, 14, False, True, "story")
    with d.lines_drawn(sheet) as lines:
        d.paragraph(sheet, msg, pygame.Rect(20, 0, width, 400), 14, (255, 255, 255), italic=True, role="story")
    words = [line for para in d.paragraph_lines(msg, f, width) for line in para]
    assert len(words) == len(lines)
    out = []
    for line, r in zip(words, lines):
        g = d.face(line, 14, False, True, "story")
        alone = g.render(line[0], True, (255, 255, 255))  # its picture starts at min(pen, the glyph's left)
        bearing = band_left(alone, 0, g) + min(0, g.metrics(line[0])[0][0])
        out.append((line, band_left(sheet, r.y, g) - 20 - bearing))
    return out


@pytest.mark.parametrize("size,scale,lang", CASES)
def test_no_line_of_a_blurb_on_the_shelf_starts_a_space_in(size, scale, lang):
    with audit.drawn("shelf", size, scale, lang) as (app, scene, seen, strings, *_rest):
        assert strings and not [t.text for t in strings if t.text != t.text.lstrip()], "no string drawn with a space first"
        taglines = [(tr(box.tagline), r.width - 32) for r, box in scene.boxes]
        assert len(taglines) >= 4
        wrapped = 0
        for msg, width in taglines:
            lefts = pens(msg, width)
            wrapped += len(lefts) > 1
            assert not [line for line, _x in lefts if line != line.lstrip()]
            late = [(line, x) for line, x in lefts if abs(x) > 2]
            assert not late, f"these lines' pens start off the column's edge (px): {late}"
        assert wrapped or (size, scale, lang) == ((1920, 1080), 1.0, "zh"), "the blurbs wrap (there each takes one line)"

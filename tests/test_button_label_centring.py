"""A button's label sits in the optical middle of the button: the rows of
the drawn glyphs (their ink, read from the pixels) are centred on the
button's middle, for Latin and Chinese labels, one line or wrapped, at
every UI scale. Centring the text's box instead left Latin labels 1.5 to 5
pixels high (the box keeps a band for descenders) and Chinese ones 1 to 1.5
pixels low."""
from __future__ import annotations

import pygame
import pytest

from game.ui import draw as d
from game.ui.widgets import Button

INK = (240, 232, 255)  # the label's colour (Button.draw)
LABELS = [("Begin the night", 300), ("Shelf", 120), ("Rules", 120), ("Enter the dream", 300),
          ("开始这一夜", 200), ("书架", 120), ("Stay and use Laying on of Hands", 200),  # wraps to two lines
          ("留下并使用按手治疗", 120)]


@pytest.fixture(params=[1.0, 1.5, 2.0], ids=lambda s: f"{s}x")
def scale(request):
    pygame.init()
    d.set_ui_scale(request.param)
    yield request.param
    d.set_ui_scale(1.0)


def ink_rows(surf, rect) -> tuple[int, int]:
    """The first and last rows inside the button's frame with a pixel of the label's colour."""
    inner = rect.inflate(-8, -8)
    mask = pygame.mask.from_threshold(surf.subsurface(inner), INK, (60, 60, 60, 255))
    rows = [y for y in range(inner.height) if any(mask.get_at((x, y)) for x in range(inner.width))]
    assert rows, f"no label drawn in {tuple(rect)}"
    return inner.y + rows[0], inner.y + rows[-1]


@pytest.mark.parametrize("label, width", LABELS, ids=[lab for lab, _w in LABELS])
def test_a_buttons_label_ink_is_centred_in_the_button(scale, label, width):
    width = round(width * scale)
    probe = Button((0, 0, width, 10), label, None)
    rect = pygame.Rect(20, 20, width, max(round(40 * scale), probe.text_height(width)))
    surf = pygame.Surface((rect.right + 20, rect.bottom + 20))
    button = Button(rect, label, None)
    button.draw(surf, (-1, -1))
    top, bottom = ink_rows(surf, rect)
    middle = (rect.top + rect.bottom - 1) / 2  # the middle row of the button
    ink = (top + bottom) / 2
    assert abs(ink - middle) <= 1, (f"{label!r} at {scale}x: its ink (rows {top}..{bottom}) is centred "
                                    f"{ink - middle:+.1f} pixels from the button's middle ({tuple(rect)})")
    assert rect.top + 2 < top and bottom < rect.bottom - 2, "the label stays inside the frame"
    if width < probe.text_width() + 2 * Button.PAD:
        assert len(button.lines(width - 2 * Button.PAD)) == 2, f"{label!r} wraps to two lines here"

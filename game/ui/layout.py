"""Table layouts that reflow at the UI scale (Settings, 1x to 2x).

The menus reflow their buttons (game/ui/reflow.py); a game table instead
computes its panels from the window size and the size of its text: a row is
as tall as its font's line, a button as wide as its label, a side column as
wide as its longest line needs (within a share of the window), and the board
takes what is left. Nothing is zoomed: at 2x the text is drawn at twice its
size and the layout is recomputed around it. At 1x every function gives the
sizes the tables were drawn with before the scale existed.

Each table lists its top-level panels in `regions()` (name -> Rect); the tests
check that no two overlap, that all stay inside the window, and that every
string drawn inside one stays inside it.
"""
from __future__ import annotations

import pygame

from game.ui import draw as d


def scale() -> float:
    return d.UI_SCALE[0]


def em(px: float) -> int:
    """A length that holds text (a row, a button, a card with words on it):
    it grows as the text does. A heading's size stops growing at d.HEADING,
    so a length sized for one should use `line` instead."""
    return round(px * max(1.0, scale()))


def line(size: int, bold: bool = False, italic: bool = False, role: str = "ui") -> int:
    """The height one line of text at `size` takes at the current scale."""
    return d.font(size, bold, italic, role).get_linesize()


def row(size: int, at_1x: int, bold: bool = False) -> int:
    """A row holding one line at `size`: `at_1x` tall at 1x, and never less
    than the line plus the same padding at a larger scale."""
    pad = at_1x - line(size, bold) if scale() <= 1 else max(4, at_1x - _line_at_1x(size, bold))
    return max(at_1x, line(size, bold) + pad)


def _line_at_1x(size: int, bold: bool) -> int:
    return max(1, round(line(size, bold) / max(1.0, d.scaled(size) / size)))


def width(msg: str, size: int, bold: bool = False, italic: bool = False, role: str = "ui") -> int:
    return d.face(str(msg), size, bold, italic, role).size(str(msg))[0]


def button_width(label: str, size: int = 16, least: int = 0, pad: int = 12) -> int:
    """A button wide enough for its label, and at least `least` (its 1x width)."""
    return max(least, width(label, size) + 2 * pad)


def side_width(window_w: int, share_1x: float, most: float = 0.5) -> int:
    """A side column's width: `share_1x` of the window at 1x, growing with the
    UI scale (its text does) up to `most` of the window, so the board keeps the rest."""
    return int(window_w * min(most, share_1x * max(1.0, (1 + scale()) / 2)))


def stack(rect, heights, gap: int = 8) -> list[pygame.Rect]:
    """Rects one under another inside `rect` (full width), of the given heights."""
    rect = pygame.Rect(rect)
    out, y = [], rect.y
    for h in heights:
        out.append(pygame.Rect(rect.x, y, rect.width, h))
        y += h + gap
    return out


def flow(widths, area, height: int, gap: int = 8, rows: int | None = None, upward: bool = False):
    """Buttons of the given widths placed left to right in `area`, wrapping
    onto a new row when one is full (`upward`: rows climb from the bottom).
    Returns the Rects of those that fit (at most `rows` rows); the rest are left out."""
    area = pygame.Rect(area)
    out, x, r = [], area.x, 0
    for w in widths:
        w = min(w, area.width)
        if x > area.x and x + w > area.right:
            x, r = area.x, r + 1
        if rows is not None and r >= rows:
            break
        y = area.bottom - (r + 1) * height - r * gap if upward else area.y + r * (height + gap)
        if y < area.y or y + height > area.bottom:
            break
        out.append(pygame.Rect(x, y, w, height))
        x += w + gap
    return out


def fit_lines(msgs, size: int, room: int, bold: bool = False) -> int:
    """How many lines of `size` fit in `room` pixels of height."""
    del msgs
    return max(0, room // max(1, line(size, bold)))


def overlapping(regions: dict) -> list[tuple[str, str]]:
    """The pairs of named regions that overlap (a layout's own check)."""
    items = [(k, pygame.Rect(r)) for k, r in regions.items() if r is not None and pygame.Rect(r).width > 0]
    return [(a, b) for i, (a, ra) in enumerate(items) for b, rb in items[i + 1:] if ra.colliderect(rb)]


def text_block(surf, msg, rect, size: int, colour, bold: bool = False, italic: bool = False, role: str = "ui",
               anchor: str = "left") -> int:
    """`msg` wrapped to the width of `rect`, as many lines as its height holds;
    when the text is longer than that, the last line is drawn smaller until
    the rest of it fits (so nothing leaves the box). Returns the height used."""
    rect = pygame.Rect(rect)
    f = d.face(str(msg), size, bold, italic, role)
    step = f.get_linesize()
    room = max(1, rect.height // step)
    lines = d.wrap(str(msg), f, rect.width)
    if len(lines) > room:
        lines = lines[:room - 1] + [" ".join(lines[room - 1:]) if " " in str(msg) else "".join(lines[room - 1:])]
    y = rect.y
    for k, text in enumerate(lines):
        last = k == len(lines) - 1 and len(lines) == room
        x, where = ((rect.x, "topleft") if anchor == "left" else
                    (rect.centerx, "midtop") if anchor == "center" else (rect.right, "topright"))
        d.text(surf, text, (x, y), size, colour, anchor=where, bold=bold, italic=italic, role=role,
               max_width=rect.width, fit=last)
        y += step
    return y - rect.y


def block_height(msg, width: int, size: int, bold: bool = False, italic: bool = False, role: str = "ui") -> int:
    """The height `text_block` needs to show all of `msg` at `width`."""
    f = d.face(str(msg), size, bold, italic, role)
    return len(d.wrap(str(msg), f, width)) * f.get_linesize()

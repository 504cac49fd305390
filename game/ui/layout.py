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

from game import i18n
from game.ui import draw as d


def scale() -> float:
    return d.UI_SCALE[0]


def em(px: float) -> int:
    """A length that holds text (a row, a button, a card with words on it):
    it grows as the text does. A heading's size stops growing at d.HEADING,
    so a length sized for one should use `line` instead."""
    return round(px * max(1.0, scale()))


def capped(size: int, most: float = 1.5) -> int:
    """A text size for words that belong to a picture (a board's labels): they
    grow with the UI scale up to `most` times, no further."""
    return size if scale() <= most else max(6, round(size * most / scale()))


def line(size: int, bold: bool = False, italic: bool = False, role: str = "ui") -> int:
    """The height one line of text at `size` takes at the current scale (in
    Chinese at a larger scale, the CJK face's line, a little taller than the
    Latin one; at 1x the tables keep the steps they were laid out with)."""
    height = d.font(size, bold, italic, role).get_linesize()
    if scale() > 1 and i18n.language() == "zh" and role == "ui":
        cjk = d.face("\u4e00", size, bold, italic, role)
        height = max(height, cjk.get_linesize())
    return height


def row(size: int, at_1x: int, bold: bool = False) -> int:
    """A row holding one line at `size`: `at_1x` tall at 1x; at a larger scale
    never less than the line plus its 1x padding (4 to 10 pixels)."""
    pad = at_1x - line(size, bold) if scale() <= 1 else min(10, max(4, at_1x - _line_at_1x(size, bold)))
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


def text_block(surf, msg, rect, size: int, colour, bold: bool = False, italic: bool = False, role: str = "ui",
               anchor: str = "left") -> int:
    """`msg` wrapped to the width of `rect`, as many lines as its height holds;
    when the text is longer than that, the last line is drawn smaller until
    the rest of it fits (so nothing leaves the box). Returns the height used."""
    rect = pygame.Rect(rect)
    f = d.face(str(msg), size, bold, italic, role)
    step = f.get_linesize()
    room = rect.height // step
    if room < 1:
        return 0  # not even one line fits: the text is left out rather than drawn outside its box
    lines = [str(msg)] if f.size(str(msg))[0] <= rect.width else d.wrap(str(msg), f, rect.width)
    if len(lines) > room:  # the last line takes the rest of the text, as written (no space added in Chinese)
        at, rest = 0, None
        for kept in lines[:room - 1]:
            found = str(msg).find(kept, at)
            if found < 0:  # the wrap closed up a double space: join its own pieces instead
                rest = " ".join(lines[room - 1:])
                break
            at = found + len(kept)
        lines = lines[:room - 1] + [rest if rest is not None else str(msg)[at:].strip()]
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
    return (1 if f.size(str(msg))[0] <= width else len(d.wrap(str(msg), f, width))) * f.get_linesize()


# -- the top bar every table has ---------------------------------------------------------------
TITLE, MESSAGE = 19, 16  # the bar's text sizes


def bar_rect(w: int) -> pygame.Rect:
    """The top bar: title and message on one row at 1x; at a larger scale the
    message gets a row of its own under the title (both would not fit)."""
    if scale() <= 1:
        return pygame.Rect(12, 8, w - 24, row(TITLE, 46, bold=True))
    return pygame.Rect(12, 8, w - 24, line(TITLE, bold=True) + line(MESSAGE) + 14)


def title_y(bar) -> int:
    """The centre line of the bar's title row (where its buttons sit too)."""
    return bar.centery if scale() <= 1 else bar.y + 6 + line(TITLE, bold=True) // 2


def bar_button_height(bar) -> int:
    return 34 if scale() <= 1 else min(row(16, 34), line(TITLE, bold=True) + 4)


def draw_bar(surf, bar, title: str, message: str, colour=(220, 214, 240), right: int = 0, message_right: int = 0,
             message_x: int | None = None, overflow: list | None = None):
    """The bar's panel, title and message. `right`: room kept at the title
    row's end (its buttons); `message_right`: at the message row's end, when
    the message has one. With `overflow` (a list), a message too long for its
    row at its full size is not drawn there but appended to it, for the
    caller to show whole (a banner under the bar). Returns the title's rect."""
    d.panel(surf, bar, (24, 18, 44), (80, 68, 130))
    ty = title_y(bar)
    shown = d.text(surf, title, (bar.x + 14, ty), TITLE, (244, 230, 190), anchor="midleft", bold=True,
                   max_width=bar.width - 28 - right, fit=True)
    x = shown.right + 24 if message_x is None else message_x
    room = bar.right - right - 14 - x if scale() <= 1 else bar.width - 28 - message_right
    if overflow is not None and width(message, MESSAGE) > room:
        overflow.append(message)
    elif scale() <= 1:
        d.text(surf, message, (x, bar.centery), MESSAGE, colour, anchor="midleft", max_width=room)
    else:
        d.text(surf, message, (bar.x + 14, bar.bottom - 6 - line(MESSAGE) // 2), MESSAGE, colour, anchor="midleft",
               max_width=bar.width - 28 - message_right, fit=True)
    return shown


def lines(surf, msgs, rect, size: int, colour, gap: int = 4, bold: bool = False) -> int:
    """Several sentences down `rect`, each wrapped to its width (a sentence
    never cut), until the height runs out. Returns the y under the last one drawn."""
    rect = pygame.Rect(rect)
    y = rect.y
    for msg in msgs:
        need = block_height(msg, rect.width, size, bold)
        if y + need > rect.bottom:
            break  # no room for all of it: it is left out rather than cut
        y += text_block(surf, msg, (rect.x, y, rect.width, need), size, colour, bold=bold) + gap
    return y


def veil(surf, colour=(8, 4, 20, 130)) -> None:
    """Dim the whole table under a dialog (what is drawn after it is the dialog;
    the tests check that, and only that, against the dialog's panels)."""
    shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    shade.fill(colour)
    surf.blit(shade, (0, 0))


def fill_size(measure, room: int, least: int, most: int) -> int:
    """The largest text size from `least` to `most` at which the content fits
    `room`: `measure(size)` is the height it takes at that size. A page of words
    grows its type to fill a large window rather than leave it bare (issue 33);
    when even `least` overflows, `least` (the page scrolls)."""
    best = least
    for size in range(least + 1, most + 1):
        if measure(size) > room:
            break
        best = size
    return best

"""UI scale for the menus: buttons sized from the text they hold, rows that
wrap and stack, everything kept inside the window.

A menu lays out its buttons for the 1x scale (`layout`); with a larger UI
scale (Settings, 1x to 2x) the fonts grow, and `reflow` then makes each
button as large as its label needs (a long label wraps onto two lines),
splits a row that no longer fits the width, and stacks the rows so none
overlaps the next and the last stays inside the window. Nothing is zoomed:
text is drawn at its own size and the layout is recomputed from it.
"""
from __future__ import annotations

import pygame

MARGIN = 16
GAP = 8


def reflow(buttons, size, margin: int = MARGIN) -> None:
    """Resize and move `buttons` (in place) so each holds its label at the
    current UI scale. A row whose buttons all fit stays exactly where `layout`
    put it; the others are re-packed round their old centre, and the rows
    below move down only as far as they must."""
    if not buttons:
        return
    w, h = size
    laid = _rows(buttons)  # the rows as `layout` made them, before any button grows
    grown = set()
    for b in buttons:
        if "draw" in b.__dict__:
            continue  # a button that draws itself (a portrait, a save row) keeps its size
        want = b.text_width() + 2 * b.PAD
        width = min(max(b.rect.width, want), w - 2 * margin)
        height = max(b.rect.height, b.text_height(width))
        if (width, height) != b.rect.size:
            centre = b.rect.centerx
            b.rect.size = (width, height)
            b.rect.centerx = centre  # grown about its centre: the row is re-packed only if that overlaps
            grown.add(id(b))
    if not grown:
        return
    rows = []
    for row in laid:
        if any(id(b) in grown for b in row):
            rows += [(part, True) for part in _split(row, w - 2 * margin)]
        else:
            rows.append((row, False))
    if _stacked_height([r for r, _ in rows]) > h - 2 * margin:
        rows = [(r, True) for r in _pair_up([r for r, _ in rows], w - 2 * margin)]
    _place(rows, size, margin)


def _rows(buttons) -> list[list]:
    """Buttons whose heights overlap in the 1x layout form a row; rows top to bottom."""
    rows: list[list] = []
    for b in sorted(buttons, key=lambda b: (b.rect.y, b.rect.x)):
        if rows and b.rect.y < max(x.rect.bottom for x in rows[-1]):
            rows[-1].append(b)
        else:
            rows.append([b])
    return [sorted(row, key=lambda b: b.rect.x) for row in rows]


def _width(row) -> int:
    return sum(b.rect.width for b in row) + GAP * (len(row) - 1)


def _split(row, room) -> list[list]:
    """A row too wide for the window becomes several."""
    out, cur = [], []
    for b in row:
        if cur and _width(cur + [b]) > room:
            out.append(cur)
            cur = []
        cur.append(b)
    return out + [cur]


def _stacked_height(rows) -> int:
    return sum(_height(row) for row in rows) + GAP * (len(rows) - 1)


def _pair_up(rows, room) -> list[list]:
    """Short of height: put neighbouring rows side by side where they fit."""
    out = []
    for row in rows:
        if out and len(out[-1]) == 1 and len(row) == 1 and _width(out[-1] + row) <= room:
            row[0].rect.y = out[-1][0].rect.y
            out[-1] = out[-1] + row
        else:
            out.append(row)
    return out


def _place(rows, size, margin) -> None:
    """Rows down the window, each no higher than its old place allows; a
    re-packed row is centred where it was. Too low for the window: the gaps
    close and the stack lifts."""
    w, h = size
    placed, y = [], None
    for row, repack in rows:
        top = min(b.rect.y for b in row)
        y = top if y is None else max(top, y)
        placed.append((row, repack, y - top))
        y += _height(row) + GAP
    if y - GAP > h - margin:
        y, packed = min(b.rect.y for b in rows[0][0]), []
        for row, _, _ in placed:
            packed.append((row, True, y - min(b.rect.y for b in row)))
            y += _height(row) + GAP
        lift = max(0, y - GAP - (h - margin))
        placed = [(row, repack, dy - lift) for row, repack, dy in packed]
    for row, repack, dy in placed:
        top = max(margin, min(b.rect.y for b in row) + dy)
        shift = top - min(b.rect.y for b in row)
        if not repack or _grows_in_place(row, w, margin):
            for b in row:
                b.rect.y += shift
            continue
        x = int(_centre(row) - _width(row) / 2)
        x = max(margin, min(x, w - margin - _width(row)))
        first = min(b.rect.y for b in row)
        steps = [b.rect.y - first for b in row]  # a button set lower in its row keeps its step
        for b, step in zip(row, steps):
            b.rect.topleft = (x, top + step)
            x += b.rect.width + GAP


def _grows_in_place(row, w, margin) -> bool:
    """Each button of the row widened about its own 1x centre, when that
    overlaps nothing and leaves nothing outside the window (then the row keeps
    its look: a Shelf button stays in its corner)."""
    spots = []
    for b in row:
        spots.append(max(margin, min(b.rect.x, w - margin - b.rect.width)))
    for (a, xa), (b, xb) in zip(zip(row, spots), list(zip(row, spots))[1:]):
        if xa + a.rect.width + GAP > xb:
            return False
    for b, x in zip(row, spots):
        b.rect.x = x
    return True


def _height(row) -> int:
    return max(b.rect.bottom for b in row) - min(b.rect.y for b in row)


def _centre(row) -> float:
    return (min(b.rect.x for b in row) + max(b.rect.right for b in row)) / 2


def fits(button) -> bool:
    """Does the button's label fit inside it at the current scale (wrapped if it must)?"""
    r = pygame.Rect(button.rect)
    lines = button.lines(r.width - 2 * button.PAD)
    font = button.face()
    return (all(font.size(line)[0] <= r.width - 2 * button.PAD for line in lines)
            and len(lines) * font.get_linesize() <= r.height - 4)

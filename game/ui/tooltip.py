"""Hover tooltips for any table: a small panel of lines beside the pointer,
placed wholly inside an area (the window, or the board beside a side panel,
so nothing of it is cut under the panel), and put away when the thing under
the pointer is clicked, when the pointer leaves the window, or when the
acting player changes (the next player's pointer is not the last one's);
it comes back once the pointer rests on something else."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.ui import layout as L

GAP = 16  # between the pointer and the panel


def size_of(lines: list[str]) -> tuple[int, int]:
    """The panel's size: the first line a heading (13, bold), the others 12."""
    wide = max(d.face(s, 13 if i == 0 else 12, i == 0).size(s)[0] for i, s in enumerate(lines))
    return wide + 20, 10 + _step() * len(lines)


def _step() -> int:
    return max(18, L.line(13, bold=True) + 2)


def place(size, pointer, area) -> pygame.Rect:
    """Below right of the pointer; on the other side where the area ends
    there; then moved wholly inside `area` (and as much of it as fits)."""
    w, h = size
    area = pygame.Rect(area)
    x = pointer[0] + GAP if pointer[0] + GAP + w <= area.right else pointer[0] - GAP - w
    y = pointer[1] + GAP if pointer[1] + GAP + h <= area.bottom else pointer[1] - GAP - h
    rect = pygame.Rect(x, y, min(w, area.width), min(h, area.height))
    return rect.clamp(area)


def draw(surf, lines: list[str], pointer, area=None) -> pygame.Rect | None:
    """The tooltip for `lines` beside `pointer`, inside `area` (the window
    when None); returns where it went."""
    if not lines:
        return None
    rect = place(size_of(lines), pointer, area or surf.get_rect())
    d.panel(surf, rect, (20, 16, 36), (200, 180, 240), radius=6)
    step = _step()
    for i, said in enumerate(lines):
        d.text(surf, said, (rect.x + 10, rect.y + 5 + step * i), 13 if i == 0 else 12,
               (255, 236, 170) if i == 0 else (240, 232, 255), bold=i == 0, max_width=rect.width - 14)
    return rect


class Hover:
    """Whether the thing under the pointer (any key a table chooses: a space,
    a card) may show its tooltip: not once it was put away (`hush`), until the
    pointer goes to something else."""

    def __init__(self) -> None:
        self.hushed = None  # the key whose tooltip was put away
        self.actor = None   # the acting player when last asked

    def hush(self, key) -> None:
        self.hushed = key

    def acting(self, who, key) -> None:
        """Say who acts now (every frame, with what is under the pointer): when
        that changes, the tooltip the last player's pointer left goes."""
        if self.actor is not None and who != self.actor:
            self.hush(key)
        self.actor = who

    def shows(self, key) -> bool:
        """Call every frame with what is under the pointer (None: nothing)."""
        if key != self.hushed:
            self.hushed = None
        return key is not None and self.hushed is None

    def handle(self, event, key) -> None:
        """A click (not the wheel) or the pointer leaving the window puts away the tooltip of `key`."""
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3)) or event.type == pygame.WINDOWLEAVE:
            self.hush(key)

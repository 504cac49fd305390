"""Where the action buttons sit, kept from one change of the table to the
next: four players at one mouse click twice in the same place, so a button
that stays available stays where it was, and a new one takes a free place,
if it can one that no button has just left. A button that has just appeared
ignores clicks for a moment (FRESH seconds, shown by a fade-in). Pure
geometry: no drawing, no rules."""
from __future__ import annotations

import re

import pygame

FRESH = 0.35  # seconds a new button ignores clicks


def slot_key(label: str, action) -> str:
    """What names a button across changes: its label without the cost in
    brackets (a cost that changes keeps the button); the Luck die is one."""
    return "luck" if action is None else re.sub(r"\s*[(（][^()（）]*[)）]$", "", str(label))


class Slots:
    def __init__(self) -> None:
        self.rects: dict[str, pygame.Rect] = {}
        self.born: dict[str, float] = {}
        self.area: tuple | None = None
        self.renewed: float | None = None  # when the table last turned to another Dreamer (see renew)

    def place(self, items, area, height: int, gap: int, rows: int, now: float) -> list:
        """The Rect of each (key, width) in `items`, or None for one that finds
        no room (it stays reachable in the list of every move)."""
        area = pygame.Rect(area)
        first = (tuple(area), height) != self.area
        if first:  # a new window size or scale: laid out afresh, nothing is new under the pointer
            self.area, self.rects, self.born = (tuple(area), height), {}, {}
        keys = [k for k, _w in items]
        rank = {k: i for i, k in enumerate(keys)}
        left = [r for k, r in self.rects.items() if k not in rank]
        placed = {k: r for k, r in self.rects.items() if k in rank}
        lines = [area.bottom - (r + 1) * height - r * gap for r in range(rows)]
        lines = [y for y in lines if y >= area.y]
        for key, width in items:
            if key in placed:
                continue
            width = min(width, area.width)
            spot = self._free(width, height, gap, lines, area, placed.values(), left)
            while spot is None:
                # Crowded: the last-listed button kept gives way to this one (the
                # list puts first what matters most); it finds a new place later if it can.
                later = [k for k in placed if rank[k] > rank[key]]
                if not later:
                    break
                left.append(placed.pop(max(later, key=lambda k: rank[k])))
                spot = self._free(width, height, gap, lines, area, placed.values(), left)
            if spot is not None:
                placed[key] = spot
        if not first:  # a button new here, or moved, fades in and ignores clicks a moment
            self.born.update({k: now for k, r in placed.items() if self.rects.get(k) != r})
        if self.renewed is not None:  # laid out for the Dreamer the table turned to: all of them are new
            self.born.update({k: self.renewed for k in placed})
            self.renewed = None
        self.rects = placed
        for key in [k for k in self.born if k not in placed]:
            del self.born[key]
        return [placed.get(k) for k in keys]

    @staticmethod
    def _free(width, height, gap, lines, area, taken, left):
        """The first place on the rows (from the foot up) where `width` fits
        beside what is taken; a place no button has just left comes first."""
        taken = [r.inflate(2 * gap - 2, 0) for r in taken]
        best = None
        for y in lines:
            xs = sorted({area.x} | {r.right + 1 for r in taken} | {r.x for r in left})
            for x in xs:
                rect = pygame.Rect(x, y, width, height)
                if rect.right > area.right or rect.collidelist(taken) >= 0:
                    continue
                score = rect.collidelist(left) >= 0  # False (0) before True (1)
                if best is None or score < best[0]:
                    best = (score, rect)
                if not score:
                    return rect
        return None if best is None else best[1]

    def renew(self, now: float) -> None:
        """The table turned to another Dreamer by itself (the last one passed):
        every button, even one that keeps its place and label ("Pass"), now acts
        for someone else, so each fades in and ignores clicks a moment, as a new
        one does. The second click of a double click meant for the last Dreamer
        is then refused with the reason, never played for the next one."""
        self.renewed = now
        self.born.update({k: now for k in self.rects})  # a click before the next layout, too

    def fresh(self, key: str, now: float) -> float:
        """How far a new button is through its fade-in: 0 just appeared, 1 settled."""
        born = self.born.get(key)
        return 1.0 if born is None else max(0.0, min(1.0, (now - born) / FRESH))

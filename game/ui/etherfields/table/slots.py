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


# An action's arguments that change while it stays the same button: what it
# costs, who acts (the buttons stay put when the table turns to the next Dreamer).
_PASSING = {"pay", "cards", "colour", "dreamer"}


def slot_key(label: str, action) -> str:
    """What names a button across changes: its action's kind and what it acts
    on, never its label, so a change of language or of cost keeps the button;
    a card is named by its kind (a second copy takes the first one's place).
    The Luck die is one."""
    if action is None:
        return "luck"
    held = [f"{k}={re.sub(r'#[0-9]+', '', str(v))}" for k, v in action.args if k not in _PASSING]
    return " ".join([action.kind, *held])


class Slots:
    def __init__(self) -> None:
        self.rects: dict[str, pygame.Rect] = {}
        self.born: dict[str, float] = {}
        self.area: tuple | None = None
        self.hidden: dict[str, pygame.Rect] = {}  # buttons that gave way in a crowd: where they stood
        self.renewed: float | None = None  # when the table last turned to another Dreamer (see renew)

    def place(self, items, area, height: int, gap: int, rows: int, now: float) -> list:
        """The Rect of each (key, width) in `items`, or None for one that finds
        no room (it stays reachable in the list of every move)."""
        area = pygame.Rect(area)
        first = (tuple(area), height) != self.area
        if first:  # a new window size or scale: laid out afresh, nothing is new under the pointer
            self.area, self.rects, self.born, self.hidden = (tuple(area), height), {}, {}, {}
        keys = [k for k, _w in items]
        rank = {k: i for i, k in enumerate(keys)}
        left = [r for k, r in self.rects.items() if k not in rank]
        placed = {k: r for k, r in self.rects.items() if k in rank}
        lines = [area.bottom - (r + 1) * height - r * gap for r in range(rows)]
        lines = [y for y in lines if y >= area.y]
        widths = {k: min(w, area.width) for k, w in items}
        for key in [k for k, r in placed.items() if r.width != widths[k]]:
            # Its label changed width (another language, a cost): it keeps its place, narrower
            # or wider from the same left edge; only one that no longer fits there moves.
            rect = pygame.Rect(placed[key].topleft, (widths[key], placed[key].height))
            others = [r.inflate(2 * gap - 2, 0) for k, r in placed.items() if k != key]
            if area.contains(rect) and rect.collidelist(others) < 0:
                placed[key] = rect
            else:
                left.append(placed.pop(key))
        gone: set = set()  # kept buttons that gave way: hidden this time, never moved elsewhere
        for key, width in items:
            if key in placed or key in gone:
                continue
            width = min(width, area.width)
            spot = self._back(key, width, gap, area, placed.values())
            if spot is None:
                spot = self._free(width, height, gap, lines, area, placed.values(), left)
            given: dict = {}
            while spot is None:
                # Crowded: the last-listed button kept gives way to this one (the
                # list puts first what matters most). It is hidden, not moved (it
                # stays in the list of every move), and comes back in a free place later.
                later = [k for k in placed if rank[k] > rank[key]]
                if not later:
                    break
                k = max(later, key=lambda k: rank[k])
                given[k] = placed.pop(k)
                left.append(given[k])
                spot = self._free(width, height, gap, lines, area, placed.values(), left)
            if spot is not None:
                placed[key] = spot
                room = spot.inflate(2 * gap - 2, 0)
                for k, r in given.items():  # one that gave way for nothing keeps its place after all
                    if not r.colliderect(room):
                        placed[k] = r
                        left.remove(r)
                gone |= {k for k in given if k not in placed}
                self.hidden.update({k: r for k, r in given.items() if k not in placed})
            else:
                for k, r in given.items():
                    placed[k] = r
                    left.remove(r)
        if not first:  # a button new here, or moved, fades in and ignores clicks a moment
            was = {k: r.topleft for k, r in self.rects.items()}  # a new width alone is no move
            self.born.update({k: now for k, r in placed.items() if was.get(k) != r.topleft})
        if self.renewed is not None:  # laid out for the Dreamer the table turned to: all of them are new
            self.born.update({k: self.renewed for k in placed})
            self.renewed = None
        self.rects = placed
        self.hidden = {k: r for k, r in self.hidden.items() if k in rank and k not in placed}
        for key in [k for k in self.born if k not in placed]:
            del self.born[key]
        return [placed.get(k) for k in keys]

    def _back(self, key, width, gap, area, taken):
        """Where a button that gave way in a crowd stood, if it is free again
        (and it is still as wide): it comes back there rather than elsewhere."""
        was = self.hidden.get(key)
        if was is None or was.width != width or not area.contains(was):
            return None
        room = [r.inflate(2 * gap - 2, 0) for r in taken]
        return None if was.collidelist(room) >= 0 else pygame.Rect(was)

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

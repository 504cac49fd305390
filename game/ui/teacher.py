"""The teacher every guided game shares: a pointer at the next thing to do,
and one sentence about it in a strip at the window's foot.

A game's teacher (Etherfields' first night, game/ui/etherfields/teacher.py;
the guided games of Onirim, Lucidity and Prophecy, game/ui/guide.py) says
when it is on, which scenes it points in, and where the next step is on the
scene on top (`locate`). This class draws: a pulsing ring round the target
(a dotted arc and a ghost hand for a drag) and the strip, with the lesson of
that kind of step until the player has done one (game/lessons.py), then the
step in a few words.

The strip is the window's, not the scene's: while the teacher is on, the
app gives the scene the window less the strip (App.fit_screen), so the
sentence covers nothing the player must see or click, however full the
table is. Its height is set once for the whole guided game, by its longest
lesson, so the scene above does not reflow from step to step.

`pointer()` is public: tests read it and click or drag exactly there.
The app draws the teacher on top of every scene (App.draw).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.gfx import palette
from game.i18n import N_, tr
from game.ui import draw as d

GLOW = (255, 214, 120)      # the pointer's colour: warm lamplight
INK = (250, 240, 215)
PANEL = (34, 24, 52)
SIZE = 16                   # the sentence's type size (scaled with the UI)
MARGIN = 8                  # around the strip, inside the window
PAD = 10                    # inside the strip, above the sentence (a paragraph ends with a gap of its own)


@dataclass
class Pointer:
    """Where to act: click `target`, or drag from `start` and drop on `target`."""
    gesture: str                    # "click" or "drag"
    target: pygame.Rect
    sentence: str
    step: str                       # the kind of step (a lesson step)
    lesson: str | None = None       # the lesson's id while it teaches; None after
    start: tuple | None = None      # a drag's start: the piece's centre
    who: str | None = None          # for "act_as": the Dreamer to play as
    shape: str = "rect"             # how the ring is drawn: "rect" or "circle" (a Location)
    source: pygame.Rect | None = None  # a drag's piece, when it is larger than a miniature (a card): ringed too

    @property
    def point(self) -> tuple[int, int]:
        return self.target.center


class Teacher:
    """What every game's teacher does; a game's teacher fills in `active`,
    `scenes`, `texts` and `locate` (and `observe`, to learn from screen steps)."""

    heading = N_("First night")  # the strip's small title, left of the sentence
    session: Any = None          # Etherfields' teacher watches a campaign's Session; a table's guide none

    def __init__(self, app, lessons) -> None:
        self.app = app
        self.lessons = lessons          # a game.lessons.Lessons
        self.clock = 0.0
        self.last: Pointer | None = None   # the pointer drawn last, and on which screen
        self.last_screen = None
        self.taught: dict[str, str] = {}   # step -> the lesson last shown for it
        self._box_key: tuple | None = None   # the strip, drawn once per sentence
        self._box: pygame.Surface | None = None
        self._strip_key: tuple | None = None
        self._strip_h = 0
        self.box: pygame.Rect | None = None  # where the strip was drawn last (tests read it)

    # -- what a game's teacher says --------------------------------------------------
    def active(self) -> bool:
        """Whether the guided game is still going (the setting aside)."""
        raise NotImplementedError

    def scenes(self) -> tuple:
        """The scene classes the teacher points in."""
        raise NotImplementedError

    def texts(self) -> list[str]:
        """Every sentence the strip may hold (its height is set by the longest)."""
        return [lesson.text for lesson in self.lessons.all]

    def situation(self, action) -> set[str]:
        """The situations a lesson may wait for (its `when`)."""
        return set()

    def locate(self, top) -> Pointer | None:
        """Where the next step is on the scene on top, or None."""
        raise NotImplementedError

    def observe(self) -> None:
        """Learn from what the player just did."""

    def waiting(self) -> str:
        """What the strip says while there is nothing to point at (the others' turns)."""
        return ""

    # -- shared ---------------------------------------------------------------------------
    def on(self) -> bool:
        settings = getattr(self.app, "settings", None)
        return bool(getattr(settings, "hints", True)) and self.active()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.observe()

    def pointer(self) -> Pointer | None:
        """What to do next and where, on the screen as last drawn; None when
        the guided game is over, hints are off, or the screen is not one it knows."""
        if not self.app.stack or not self.on():
            return None
        self.observe()
        top = self.app.top
        return self.locate(top) if isinstance(top, self.scenes()) else None

    def say(self, step, action, rect, short, gesture="click", start=None) -> Pointer:
        """A pointer at `rect`: the lesson for this step while it teaches, else `short`."""
        lesson = self.lessons.lesson_for(step, self.situation(action))
        return Pointer(gesture, pygame.Rect(rect), lesson.text if lesson else short, step,
                       lesson.id if lesson else None, start)

    def strip_height(self, size) -> int:
        """The strip's height in a window of `size`: 0 while the teacher is off,
        else tall enough for the longest lesson (in this language, at this scale)."""
        if not self.app.stack or not self.on() or not isinstance(self.app.top, self.scenes()):
            return 0
        from game.i18n import language
        key = (size[0], d.UI_SCALE[0], language())
        if key != self._strip_key:
            width = self.text_width(size[0])
            self._strip_key = key
            texts = self.texts() + [self.waiting()]
            self._strip_h = max(d.paragraph_height(t, width, SIZE) for t in texts if t) + PAD + MARGIN
        return self._strip_h

    def heading_width(self) -> int:
        title = tr(self.heading)
        return d.face(title, 13, True, True).size(title)[0] + 16

    def text_width(self, window_w: int) -> int:
        return max(120, window_w - 2 * MARGIN - 28 - self.heading_width())

    def draw(self, surf) -> None:
        """The ring (and a drag's path) on the scene, the sentence in the strip
        under it. `surf` is the whole window; the scene was drawn above the strip."""
        found = self.pointer()
        self.last, self.last_screen = found, (self.app.top if self.app.stack else None)
        w, h = surf.get_size()
        strip = self.strip_height((w, h))
        self.box = box = pygame.Rect(MARGIN, h - strip, w - 2 * MARGIN, strip - MARGIN) if strip else None
        if box is not None:  # under it the scene drew nothing: the strip is painted even when it has nothing to say
            surf.fill(palette.NIGHT, (0, h - strip, w, strip))
            sentence = found.sentence if found is not None else self.waiting()
            key = (sentence, d.UI_SCALE[0], box.size, tr(self.heading))
            if key != self._box_key:
                self._box_key, self._box = key, self.strip_surface(sentence, box.size)
            surf.blit(self._box, box.topleft)
        if found is None:
            return
        if found.lesson is not None:
            self.taught[found.step] = found.lesson
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5.0)
        if found.gesture == "drag":
            if found.source is not None:
                ring(surf, found.source, 1.0 - pulse)  # the card to pick up breathes against the place to drop it
            drag_path(surf, found.start, found.point, self.clock)
        ring(surf, found.target, pulse, found.shape)  # no line from the strip: it would cross labels on its way

    def strip_surface(self, sentence: str, size) -> pygame.Surface:
        """The strip: the small heading, the sentence beside it."""
        out = pygame.Surface(size, pygame.SRCALPHA)
        box = out.get_rect()
        d.panel(out, box, PANEL, GLOW, radius=12)
        first = d.face(sentence or "x", SIZE).get_linesize()  # the heading sits on the sentence's first line
        d.text(out, tr(self.heading), (14, PAD + first // 2), 13, GLOW, bold=True, italic=True, anchor="midleft")
        left = 14 + self.heading_width()
        d.paragraph(out, sentence, pygame.Rect(left, PAD, box.width - left - 14, box.height - PAD), SIZE, INK)
        return out


# -- the picture ------------------------------------------------------------------

RING_REACH = 18  # how far ring() draws outside its target at its largest: a 12-px breath, then a 6-px halo
RING_PAD = (12, 2)  # the room round a page's "click to continue" inside its ring


def framed(rect: pygame.Rect) -> pygame.Rect:
    """The ring's target round a line of text (a page's "click to continue")."""
    return pygame.Rect(rect).inflate(2 * RING_PAD[0], 2 * RING_PAD[1])


def framed_within(rect: pygame.Rect, page: pygame.Rect) -> pygame.Rect:
    """`framed(rect)`, cut so that the ring at its largest stays on `page` (a page too
    tight to keep a ring's room at its foot: it may cross the line's lowest pixels)."""
    return framed(rect).clip(pygame.Rect(page).inflate(-2 * RING_REACH, -2 * RING_REACH))


def framed_height(text_h: int) -> int:
    """The band a page keeps at its foot for a line `text_h` high with the ring round it
    at its largest: the ring stays on the page, over neither its edge nor its words."""
    return text_h + 2 * (RING_PAD[1] + RING_REACH) + 1  # + 1: a centred line's rounding


def ring(surf, rect, pulse, shape="rect") -> None:
    """A glowing, breathing frame around the target (a circle round a Location)."""
    grow = int(6 + 6 * pulse)
    outer = rect.inflate(grow * 2, grow * 2)
    glow = pygame.Surface(outer.inflate(24, 24).size, pygame.SRCALPHA)
    local = pygame.Rect(12, 12, outer.width, outer.height)
    for i, alpha in enumerate((40, 70, 110)):
        colour = (*GLOW, int(alpha * (0.6 + 0.4 * pulse)))
        halo = local.inflate(12 - i * 6, 12 - i * 6)
        if shape == "circle":
            pygame.draw.circle(glow, colour, halo.center, halo.width // 2, 4)
        else:
            pygame.draw.rect(glow, colour, halo, 4, border_radius=14)
    surf.blit(glow, (outer.x - 12, outer.y - 12))
    if shape == "circle":
        pygame.draw.circle(surf, GLOW, outer.center, outer.width // 2, 3)
    else:
        pygame.draw.rect(surf, GLOW, outer, 3, border_radius=12)


def drag_path(surf, start, end, clock) -> None:
    """From the piece to where it goes: a dotted trail and a ghost hand that
    keeps walking it, so the gesture reads as "carry this there"."""
    sx, sy = start
    ex, ey = end
    dist = math.hypot(ex - sx, ey - sy) or 1.0
    ux, uy = (ex - sx) / dist, (ey - sy) / dist
    bend = min(60.0, dist * 0.25)  # a gentle arc reads better than a ruler line

    def at(t):
        return (sx + (ex - sx) * t - uy * bend * math.sin(math.pi * t),
                sy + (ey - sy) * t + ux * bend * math.sin(math.pi * t))

    n = max(6, int(dist // 16))
    for i in range(1, n):
        x, y = at(i / n)
        pygame.draw.circle(surf, GLOW, (int(x), int(y)), 3)
    tip, before = at(1.0), at(0.94)
    ang = math.atan2(tip[1] - before[1], tip[0] - before[0])
    head = [tip, (tip[0] - 16 * math.cos(ang - 0.45), tip[1] - 16 * math.sin(ang - 0.45)),
            (tip[0] - 16 * math.cos(ang + 0.45), tip[1] - 16 * math.sin(ang + 0.45))]
    pygame.draw.polygon(surf, GLOW, head)
    pygame.draw.circle(surf, GLOW, (int(sx), int(sy)), 22, 3)  # the piece to pick up
    t = (clock * 0.6) % 1.0
    gx, gy = at(t)
    ghost = pygame.Surface((36, 36), pygame.SRCALPHA)
    pygame.draw.circle(ghost, (*GLOW, 90), (18, 18), 16)
    pygame.draw.circle(ghost, (*INK, 220), (18, 18), 7)
    surf.blit(ghost, (int(gx) - 18, int(gy) - 18))

"""Motion that explains, shared by the tables: a tween carries a piece from
where it was to where the rules put it (a card dealt, a tile laid, a Door
opened), eased, at the player's *Animation speed*.

*Reduce motion* keeps the meaning and drops the travel: a glide becomes a
short fade in at the piece's new place, a flip a cross-fade, a growth a fade.

Input is never lost to an animation: a table calls `finish()` before it acts
on a click or a key, so every tween lands at once and the gesture is applied
to the table as the rules left it (see `settle_for`)."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable

FADE = 0.2  # seconds a Reduce-motion fade takes at normal speed: long enough to see, too short to wait for


def ease_out(t: float) -> float:
    """Quick start, soft landing (cards and figures arriving)."""
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    """Slow at both ends (a card turned over)."""
    t = max(0.0, min(1.0, t))
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_back(t: float) -> float:
    """Overshoots a little, then settles (a tile or an Entity set down)."""
    t = max(0.0, min(1.0, t))
    c = 1.4
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def ease_glide(t: float) -> float:
    """Gentle at both ends and steady between (a figure walking a path): its
    speed never more than half again the mean, so the spaces it passes are
    crossed at an even pace, not hopped."""
    t = max(0.0, min(1.0, t))
    return (1 - math.cos(math.pi * t)) / 2


STEP = 0.22  # seconds a walking figure takes per space at normal speed


def walk_time(steps: int) -> float:
    """How long a walk of `steps` spaces takes at normal speed: a step at
    least, a little less a step on long walks, so a long chase never drags."""
    steps = max(1, steps)
    return STEP * steps if steps <= 3 else STEP * (3 + 0.7 * (steps - 3))


def along(points, k: float) -> tuple[float, float]:
    """The point a share `k` (0..1) of the way along the polyline `points`,
    measured by distance, so the pace is even whatever the steps' lengths
    (a figure gliding through the spaces of its path, never jumping)."""
    pts = [(float(x), float(y)) for x, y in points]
    if len(pts) == 1 or k <= 0:
        return pts[0]
    legs = [math.dist(a, b) for a, b in zip(pts, pts[1:])]
    left = max(0.0, min(1.0, k)) * sum(legs)
    for (a, b), leg in zip(zip(pts, pts[1:]), legs):
        if left <= leg and leg > 0:
            share = left / leg
            return a[0] + (b[0] - a[0]) * share, a[1] + (b[1] - a[1]) * share
        left -= leg
    return pts[-1]


def speed_of(app) -> float:
    """The Animation speed setting (0: instant), read each time so a change applies at once."""
    return float(getattr(getattr(app, "settings", None), "speed", 1.0))


def reduced_of(app) -> bool:
    """Whether the player asked for fades instead of movement."""
    return bool(getattr(getattr(app, "settings", None), "reduce_motion", False))


@dataclass
class Tween:
    """One piece in motion. `t` counts seconds at normal speed from the start
    (negative while it waits its `delay`); `key` names what it carries, so the
    table leaves that piece out of its still picture until the tween lands."""
    kind: str
    start: tuple | None
    end: tuple | None
    duration: float
    reduced: bool = False
    easing: Callable[[float], float] = ease_out
    key: Any = None
    data: dict = field(default_factory=dict)
    t: float = 0.0

    @property
    def started(self) -> bool:
        return self.t >= 0

    @property
    def raw(self) -> float:
        return max(0.0, min(1.0, self.t / self.duration)) if self.duration > 0 else 1.0

    @property
    def k(self) -> float:
        """How far along, eased (0 at the start, 1 landed)."""
        return self.easing(self.raw)

    def point(self) -> tuple[int, int]:
        """Where the piece is drawn now: on its way, or (reduced) already at its end."""
        end = self.end if self.end is not None else self.start or (0, 0)
        if self.reduced or self.start is None:
            return int(end[0]), int(end[1])
        k = self.k
        return (int(round(self.start[0] + (end[0] - self.start[0]) * k)),
                int(round(self.start[1] + (end[1] - self.start[1]) * k)))

    def alpha(self) -> int:
        """Opacity: a fade in when reduced (or for an `appear`), else whole."""
        if self.reduced or self.kind == "appear":
            return int(255 * self.raw)
        return 255

    def scale(self) -> float:
        """Size share for things that grow into place (a reduced one only fades)."""
        return 1.0 if self.reduced else max(0.05, self.k)

    def flip(self) -> tuple[float, bool]:
        """A card turned over: (width share, face up?). Reduced: whole width, and
        the face shows once the fade passes half."""
        if self.reduced:
            return 1.0, self.raw >= 0.5
        k = self.k
        return max(0.04, abs(1 - 2 * k)), k >= 0.5


class Motion:
    """The tweens of one table. `app` gives the settings (read on every call)."""

    def __init__(self, app) -> None:
        self.app = app
        self.tweens: list[Tween] = []

    @property
    def speed(self) -> float:
        return speed_of(self.app)

    @property
    def reduced(self) -> bool:
        return reduced_of(self.app)

    def add(self, kind: str, start=None, end=None, duration: float = 0.35, delay: float = 0.0,
            easing: Callable[[float], float] = ease_out, key=None, **data) -> Tween | None:
        """Queue a tween; none at the Instant speed (the still picture already shows the end).
        Reduced: no travel, a fade at most FADE seconds long, the delays shortened alike."""
        if self.speed <= 0:
            return None
        reduced = self.reduced
        if reduced:
            delay, duration = delay * FADE / max(duration, FADE), min(duration, FADE)
        tween = Tween(kind, tuple(start) if start is not None else None, tuple(end) if end is not None else None,
                      duration, reduced, easing, key, data, -delay)
        self.tweens.append(tween)
        return tween

    def update(self, dt: float) -> None:
        step = dt * self.speed
        if step <= 0 and self.tweens:
            self.finish()  # the speed turned to Instant mid-way
            return
        for tw in self.tweens:
            tw.t += step
        self.tweens = [tw for tw in self.tweens if tw.t < tw.duration]

    @property
    def busy(self) -> bool:
        return bool(self.tweens)

    def finish(self) -> None:
        """Every tween lands now (a click or a key does this before it acts)."""
        self.tweens.clear()

    def holds(self, key) -> bool:
        """Is the piece `key` still on its way (its place is drawn empty)?"""
        return any(tw.key == key for tw in self.tweens)

    def running(self, kind: str | None = None) -> list[Tween]:
        """The tweens under way (past their delay), of one kind or all, oldest first."""
        return [tw for tw in self.tweens if tw.started and (kind is None or tw.kind == kind)]

    def settle_for(self, event) -> bool:
        """Before a gesture acts: a press or a key lands every tween (so the
        gesture is applied to the table the player will see, never dropped).
        Returns whether anything was still moving."""
        import pygame
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.tweens:
            self.finish()
            return True
        return False

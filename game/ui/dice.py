"""A dice tray with real physics: the rules have already chosen the face;
pymunk throws the die against the tray's walls and, as it comes to rest,
the face it shows turns into the rules' result.

One die (Etherfields: `throw`) or many at once (Lucidity: `add` each die by
a key, `reroll` it, `remove` it when it leaves the tray). A game that draws
its own faces passes `paint(surface, key, face, size)`.
"""
from __future__ import annotations

import math
import random

import pygame
import pymunk
from game import audio
from game.gfx.dice import CREAM, INK, paint_face
from game.i18n import N_, tr

READ = 1.8  # seconds a settled roll stays in view before its overlay leaves (at normal speed)
SHOW = 0.2  # seconds the overlay takes to come and to go

FACE_TIP = {"fail": N_("Failure"), "blank": N_("Blank"), "plus1": N_("+1 Intent"), "plus2": N_("+2 Intent"), "plus3": N_("+3 Intent"),
            "one": N_("Move 1 space"), "full": N_("Move its full value"), "full_again": N_("Full value, roll again")}


class TrayDie:
    """One die in the tray: its body, the faces it may flicker through, and
    the face the rules chose (`face`); `shown` is what is drawn now."""

    def __init__(self, key, faces: tuple, face: str, body: pymunk.Body, rng: random.Random) -> None:
        self.key, self.faces, self.face, self.body, self.rng = key, tuple(faces), face, body, rng
        self.shown = rng.choice(self.faces)
        self.settled = False
        self.age = 0.0  # seconds since it was thrown (a reduced-motion die fades in by it)

    def step(self) -> None:
        speed = self.body.velocity.length + abs(self.body.angular_velocity) * 10
        if speed > 60:
            if self.rng.random() < min(1.0, speed / 900):
                self.shown = self.rng.choice(self.faces)  # tumbling: faces flicker past
        else:
            self.shown = self.face
            if speed < 8:
                self.settled = True

    def stop(self) -> None:
        self.body.velocity = (0, 0)
        self.body.angular_velocity = 0
        self.shown = self.face
        self.settled = True


def knock(arbiter, space, data) -> None:
    """A first touch between a die and a wall or another die: a knock as hard as the impulse."""
    if arbiter.is_first_contact:
        audio.hit(arbiter.total_impulse.length)


def _default_paint(surf: pygame.Surface, key, face: str, size: int, colour=CREAM, ink=INK) -> None:
    paint_face(surf, face, size, colour, ink)


class DiceTray:
    def __init__(self, rect: pygame.Rect, size: int = 34, paint=None, tips: bool = True, damping: float = 0.55,
                 floor=None) -> None:
        """`floor(surface, rect)`: a game's own tray (felt and rim) drawn under the dice, which
        then cast a soft shadow on it; without it, the plain dark tray."""
        self.rect = pygame.Rect(rect)
        self.floor = floor
        self.size = size
        self.paint = paint or _default_paint
        self.tips = tips  # a single die's meaning written under it once it lands
        self.space = pymunk.Space()
        self.space.damping = damping  # the share of speed kept each second: lower settles sooner
        self.top = 0  # a band at the top of the tray (its label) where no die goes
        self.bottom = 0  # and one at its foot (a hint written there): no die rests on words
        self.label = ""  # what the roll is for ("Movement roll"), written in that band of an overlay
        self.age = 0.0  # seconds since the throw, and since the dice came to rest (the overlay's clock)
        self.rested = 0.0
        self.reduced = False  # Reduce motion: dice land at once where they would stop, and fade in there
        self.walls: list = []
        self.dice: dict = {}  # key -> TrayDie, in the order they were thrown
        self.rng = random.Random(3)
        self._build_walls()
        if hasattr(self.space, "on_collision"):  # each die's real knocks are heard (pymunk 7; 6 below)
            self.space.on_collision(post_solve=knock)
        else:
            self.space.add_default_collision_handler().post_solve = knock

    def _build_walls(self) -> None:
        self.space.remove(*self.walls)
        w, t = self.rect.width, self.top
        h = max(t + 1, self.rect.height - self.bottom)
        self.walls = []
        for a, b in (((0, t), (w, t)), ((w, t), (w, h)), ((w, h), (0, h)), ((0, h), (0, t))):
            seg = pymunk.Segment(self.space.static_body, a, b, 4)
            seg.elasticity = 0.8
            seg.friction = 0.6
            self.walls.append(seg)
        self.space.add(*self.walls)

    def fit(self, rect, top: int = 0, size: int | None = None, bottom: int = 0) -> None:
        """Move the tray to `rect`, its dice kept in the floor below a band `top`
        pixels tall at its top (where a label is written) and, given a `size`,
        drawn that many pixels across (a table's UI scale): the walls follow the
        new size, the dice already thrown take the new size, and a die left
        outside the walls is set back inside. `bottom` keeps a band at the foot
        free the same way (where a table writes a hint)."""
        rect = pygame.Rect(rect)
        size = self.size if size is None else size
        bottom = max(0, min(bottom, rect.height - top - size - 8))  # the floor always holds a die
        resized = rect.size != self.rect.size or top != self.top or size != self.size or bottom != self.bottom
        if size != self.size:
            self.size = size
            for die in self.dice.values():  # the same die, where it is and as it moves, at the new size
                old, die.body = die.body, pymunk.Body(1, pymunk.moment_for_box(1, (size, size)))
                die.body.position, die.body.angle = old.position, old.angle
                die.body.velocity, die.body.angular_velocity = old.velocity, old.angular_velocity
                self.space.remove(old, *old.shapes)
                self.space.add(die.body, self._box(die.body))
        self.rect, self.top, self.bottom = rect, top, bottom
        if not resized:
            return
        self._build_walls()
        half = self.size * 0.75  # a turned die reaches this far from its centre
        for die in self.dice.values():
            x, y = die.body.position
            die.body.position = (min(max(x, half), max(half, rect.width - half)),
                                 min(max(y, top + half), max(top + half, rect.height - bottom - half)))

    # -- the single-die tray (kept for the games that throw one die) -----------------
    @property
    def body(self) -> pymunk.Body | None:
        first = next(iter(self.dice.values()), None)
        return first.body if first else None

    @property
    def face(self) -> str:
        first = next(iter(self.dice.values()), None)
        return first.face if first else ""

    @property
    def shown(self) -> str:
        first = next(iter(self.dice.values()), None)
        return first.shown if first else ""

    @property
    def settled(self) -> bool:
        return all(die.settled for die in self.dice.values())

    def throw(self, faces: tuple, result: str, seed: int = 0, colour=None, ink=None, label="") -> None:
        """Throw a die whose rules result is already known (the tray holds only it);
        `colour` and `ink` paint a die other than the cream one (Prophecy's light and dark d6);
        `label` says what the roll is for, on the overlay (`draw_overlay`)."""
        self.label, self.age, self.rested = label, 0.0, 0.0
        if colour is not None or ink is not None:
            self.paint = lambda surf, key, face, size: _default_paint(surf, key, face, size, colour or CREAM,
                                                                      ink or INK)
        self.clear()
        self.add("die", faces, result, seed)

    # -- many dice -------------------------------------------------------------------
    def add(self, key, faces: tuple, result: str, seed: int = 0, start: tuple | None = None) -> None:
        """Throw one more die into the tray, from `start` (tray coordinates) or the left wall."""
        if key in self.dice:
            self.remove(key)
        rng = random.Random(seed)
        size = self.size
        body = pymunk.Body(1, pymunk.moment_for_box(1, (size, size)))
        w, h = self.rect.width, self.rect.height - self.bottom
        top = self.top
        if start is None:
            start = (20 + size, rng.uniform(top + size, max(top + size + 1, h - size)))
        jitter = (rng.uniform(-8, 8), rng.uniform(-8, 8))  # two dice never start exactly on one spot
        # A floor less than two dice tall starts its die in the middle, never in a wall.
        y = min(max(start[1], top + size), h - size) if top + size <= h - size else (top + h) / 2
        body.position = (min(max(start[0], size), w - size) + jitter[0], y + jitter[1])
        # Thrown toward the middle of the floor (give or take a die), so a handful spreads
        # over the tray instead of piling against the far wall.
        aim = (w / 2 + rng.uniform(-w / 5, w / 5), (top + h) / 2 + rng.uniform(-size, size))
        dx, dy = aim[0] - body.position.x, aim[1] - body.position.y
        reach = max(1.0, math.hypot(dx, dy))
        # Damping keeps a share d of the speed each second, so a die thrown at v stops v / ln(1/d) away.
        speed = reach * math.log(1 / min(0.95, max(0.01, self.space.damping))) * rng.uniform(1.0, 1.5) + 60
        body.velocity = (dx / reach * speed, dy / reach * speed)
        body.angular_velocity = rng.uniform(-14, 14)
        self.space.add(body, self._box(body))
        self.dice[key] = TrayDie(key, faces, result, body, rng)
        self.rng = rng

    def _box(self, body: pymunk.Body) -> pymunk.Poly:
        """A die's shape on `body`: a box of the tray's die size."""
        shape = pymunk.Poly.create_box(body, (self.size, self.size), radius=4)
        shape.elasticity = 0.7
        shape.friction = 0.8
        return shape

    def reroll(self, key, result: str, seed: int = 0) -> None:
        """Kick a die already in the tray; it lands on its new result."""
        die = self.dice[key]
        rng = random.Random(seed)
        die.body.velocity = (rng.uniform(-500, 500), rng.uniform(-400, 400))
        die.body.angular_velocity = rng.uniform(-16, 16)
        die.face, die.settled, die.rng, die.age = result, False, rng, 0.0

    def remove(self, key) -> None:
        die = self.dice.pop(key, None)
        if die is not None:
            self.space.remove(die.body, *die.body.shapes)

    def clear(self) -> None:
        for key in list(self.dice):
            self.remove(key)

    def screen_pos(self, key) -> tuple[int, int]:
        x, y = self.dice[key].body.position
        return int(self.rect.x + x), int(self.rect.y + y)

    def die_at(self, pos):
        """The key of the die under a screen point, or None."""
        for key in reversed(list(self.dice)):
            if math.dist(self.screen_pos(key), pos) <= self.size * 0.75:
                return key
        return None

    # -- every frame -----------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.age += dt
        for die in self.dice.values():
            die.age += dt
        if self.reduced and not self.settled:
            self.land_now()
        if self.settled:
            self.rested += dt
            self.straighten(dt)
            return
        for _ in range(2):
            self.space.step(min(dt, 1 / 30) / 2)
        for die in self.dice.values():
            if not die.settled:
                die.step()
        if self.settled:
            audio.gesture("dice_settle")

    def straighten(self, dt: float) -> None:
        """A die at rest turns its face upright (the nearest whole turn: a face
        has a top), quickly, and only once it is still."""
        for die in self.dice.values():
            a = die.body.angle
            square = round(a / math.tau) * math.tau
            if abs(a - square) < 1e-3:
                continue
            step = max(abs(a - square) * min(1.0, dt * 10), min(abs(a - square), dt * 3))
            die.body.angle = a + math.copysign(step, square - a)

    def land_now(self) -> None:
        """Where the throw would end, at once: the physics run unseen (a few
        seconds of it at most), then every die stopped on its face, upright."""
        for _ in range(300):
            self.space.step(1 / 60)
            if all(die.body.velocity.length + abs(die.body.angular_velocity) * 10 < 8 for die in self.dice.values()):
                break
        for die in self.dice.values():
            die.stop()
        self.straighten(1.0)

    def skip(self) -> None:
        """Click-to-skip or instant animations: every die lands at once on its result,
        pushed apart by the physics if two ended up on top of each other."""
        if self.settled:
            return
        for die in self.dice.values():
            die.stop()
        if len(self.dice) > 1:
            for _ in range(30):
                self.space.step(1 / 60)
            for die in self.dice.values():
                die.stop()
        self.straighten(1.0)

    @property
    def read(self) -> bool:
        """The roll has rested long enough to be read: its overlay may leave."""
        return bool(self.dice) and self.settled and self.rested >= READ

    def draw_overlay(self, surf: pygame.Surface, centre, reduced: bool = False) -> int:
        """The tray as an overlay over the table, for one roll: it comes in
        (growing, or only fading with Reduce motion), its label in the band at
        its top, and fades out once read. Returns the blits made."""
        from game.ui import draw as d
        come = min(1.0, self.age / SHOW)
        go = 1.0 if self.rested < READ - SHOW else max(0.0, (READ - self.rested) / SHOW)
        alpha = min(come, go) if self.settled else come
        pad = 10
        layer = pygame.Surface((self.rect.width + 2 * pad, self.rect.height + 2 * pad), pygame.SRCALPHA)
        pygame.draw.rect(layer, (0, 0, 0, 110), layer.get_rect().move(0, 4), border_radius=16)  # its shadow
        at = self.rect.topleft
        self.rect.topleft = (pad, pad)  # drawn on its own layer, then set down where it belongs
        blits = self.draw(layer)
        if self.label:
            pygame.draw.line(layer, (110, 90, 150), (pad + 8, pad + self.top), (pad + self.rect.width - 8, pad + self.top))
            d.text(layer, tr(self.label), (pad + self.rect.width // 2, pad + self.top // 2), 15, (244, 230, 190),
                   anchor="center", bold=True, max_width=self.rect.width - 16)
        self.rect.topleft = at
        if not reduced and come < 1:
            k = 0.85 + 0.15 * come
            layer = pygame.transform.smoothscale(layer, (int(layer.get_width() * k), int(layer.get_height() * k)))
        layer.set_alpha(int(255 * alpha))
        surf.blit(layer, layer.get_rect(center=(int(centre[0]), int(centre[1]))))
        return blits + 1

    def draw(self, surf: pygame.Surface, hidden=()) -> int:
        """The tray and its dice (but those in `hidden`, being dragged); returns the blits made."""
        if self.floor is not None:
            self.floor(surf, self.rect)
        else:
            pygame.draw.rect(surf, (22, 16, 36), self.rect, border_radius=12)
            pygame.draw.rect(surf, (110, 90, 150), self.rect, 2, border_radius=12)
        blits = 2
        size = self.size
        for die in self.dice.values():
            if die.key in hidden:
                continue
            if self.floor is not None:  # resting on the felt: a shadow below and to the right
                x, y = self.screen_pos(die.key)
                shade = pygame.Rect(0, 0, size, size)
                shade.center = (x + size // 12, y + size // 8)
                pygame.draw.rect(surf, (6, 4, 12), shade, border_radius=size // 5)
            img = pygame.Surface((size, size), pygame.SRCALPHA)
            self.paint(img, die.key, die.shown, size)
            if self.reduced and die.age < SHOW:
                img.set_alpha(int(255 * die.age / SHOW))  # Reduce motion: it fades in where it landed
            rotated = pygame.transform.rotate(img, -math.degrees(die.body.angle))
            surf.blit(rotated, rotated.get_rect(center=self.screen_pos(die.key)))
            blits += 1
        if self.tips and len(self.dice) == 1 and self.settled:
            from game.ui import draw as d
            d.text(surf, tr(FACE_TIP.get(self.face, self.face)), (self.rect.centerx, self.rect.bottom - 12), 13,
                   (230, 220, 240), anchor="center")
        return blits

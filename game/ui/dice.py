"""A dice tray with real physics: the rules have already chosen the face;
pymunk throws the die against the tray's walls and, as it comes to rest,
the face it shows turns into the rules' result.
"""
from __future__ import annotations

import math
import random

import pygame
import pymunk

FACE_LABEL = {"fail": "X", "blank": "", "plus1": "+1", "plus2": "+2", "plus3": "+3",
              "one": "1", "full": "M", "full_again": "M+"}
FACE_TIP = {"fail": "Failure", "blank": "Blank", "plus1": "+1 Intent", "plus2": "+2 Intent", "plus3": "+3 Intent",
            "one": "Move 1 space", "full": "Move its full value", "full_again": "Full value, roll again"}


class DiceTray:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.space = pymunk.Space()
        self.space.damping = 0.55
        w, h = self.rect.size
        walls = [((0, 0), (w, 0)), ((w, 0), (w, h)), ((w, h), (0, h)), ((0, h), (0, 0))]
        for a, b in walls:
            seg = pymunk.Segment(self.space.static_body, a, b, 4)
            seg.elasticity = 0.8
            seg.friction = 0.6
            self.space.add(seg)
        self.body: pymunk.Body | None = None
        self.face = ""
        self.faces: tuple = ()
        self.shown = ""
        self.settled = True
        self.rng = random.Random(3)
        self.colour, self.ink = (236, 226, 200), (40, 28, 50)

    def throw(self, faces: tuple, result: str, seed: int = 0, colour=None, ink=None) -> None:
        """Throw a die whose rules result is already known; `colour` and `ink`
        paint a die other than the cream one (Prophecy's light and dark d6)."""
        self.colour, self.ink = colour or (236, 226, 200), ink or (40, 28, 50)
        if self.body is not None:
            self.space.remove(self.body, *self.body.shapes)
        self.rng = random.Random(seed)
        size = 34
        body = pymunk.Body(1, pymunk.moment_for_box(1, (size, size)))
        body.position = (20 + size, self.rect.height / 2)
        body.velocity = (self.rng.uniform(420, 620), self.rng.uniform(-260, 260))
        body.angular_velocity = self.rng.uniform(-14, 14)
        shape = pymunk.Poly.create_box(body, (size, size), radius=4)
        shape.elasticity = 0.7
        shape.friction = 0.8
        self.space.add(body, shape)
        self.body, self.faces, self.face = body, tuple(faces), result
        self.shown = self.rng.choice(self.faces)
        self.settled = False

    def update(self, dt: float) -> None:
        if self.body is None or self.settled:
            return
        for _ in range(2):
            self.space.step(min(dt, 1 / 30) / 2)
        speed = self.body.velocity.length + abs(self.body.angular_velocity) * 10
        if speed > 60:
            if self.rng.random() < min(1.0, speed / 900):
                self.shown = self.rng.choice(self.faces)  # tumbling: faces flicker past
        else:
            self.shown = self.face
            if speed < 8:
                self.settled = True

    def skip(self) -> None:
        """Click-to-skip or instant animations: land at once on the result."""
        if self.body is not None:
            self.body.velocity = (0, 0)
            self.body.angular_velocity = 0
        self.shown = self.face
        self.settled = True

    def draw(self, surf: pygame.Surface) -> int:
        pygame.draw.rect(surf, (22, 16, 36), self.rect, border_radius=12)
        pygame.draw.rect(surf, (110, 90, 150), self.rect, 2, border_radius=12)
        if self.body is None:
            return 2
        size = 34
        die = pygame.Surface((size, size), pygame.SRCALPHA)
        colour = self.colour if self.face not in ("fail",) or not self.settled else (230, 120, 110)
        pygame.draw.rect(die, colour, die.get_rect(), border_radius=6)
        pygame.draw.rect(die, (60, 40, 70), die.get_rect(), 2, border_radius=6)
        from game.ui import draw as d
        label = FACE_LABEL.get(self.shown, self.shown)
        if label:
            img = d._render(label, 16, self.ink, True, False)
            die.blit(img, img.get_rect(center=(size // 2, size // 2)))
        angle = -math.degrees(self.body.angle)
        rotated = pygame.transform.rotate(die, angle)
        x, y = self.body.position
        surf.blit(rotated, rotated.get_rect(center=(self.rect.x + x, self.rect.y + y)))
        if self.settled:
            d.text(surf, FACE_TIP.get(self.face, self.face), (self.rect.centerx, self.rect.bottom - 12), 13,
                   (230, 220, 240), anchor="center")
        return 4

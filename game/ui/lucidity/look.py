"""How Lucidity's things look: dice (a colour and a face shape), the bag,
the sleep marker. Pure drawing; nothing here reads or changes the game."""
from __future__ import annotations

import math

import pygame

from game.ui import draw as d
from game.i18n import _, N_

COLOUR_RGB = {"red": (200, 62, 60), "yellow": (226, 184, 52), "green": (62, 158, 88), "blue": (66, 106, 210)}
INK = {"red": (255, 240, 232), "yellow": (60, 40, 10), "green": (236, 255, 236), "blue": (236, 242, 255)}
FACE_NAMES = {"power": N_("Power"), "power2": N_("double Power"), "hunt": N_("Hunt"), "exhaust": N_("Exhaust"), "shadow": N_("Shadow")}
COLOUR_WORDS = {"red": N_("red"), "yellow": N_("yellow"), "green": N_("green"), "blue": N_("blue")}
ROW_NAMES = {"power": N_("Power"), "hunt": N_("Hunt"), "exhaust": N_("Exhaust"), "red": N_("Shadow"), "yellow": N_("Shadow"),
             "green": N_("Shadow"), "blue": N_("Shadow")}


# Each colour also has a shape, drawn in a corner of every die and beside each
# Shadow row: red and green (and yellow) look alike to many colour-blind players.
COLOUR_MARK = {"red": "triangle", "yellow": "square", "green": "circle", "blue": "cross"}


def colour_mark(surf, c, r, colour: str, ink) -> None:
    """The shape that stands for a dream colour, centred on `c`, about `r` across half."""
    x, y = c
    r = max(2, r)
    kind = COLOUR_MARK[colour]
    if kind == "triangle":
        pygame.draw.polygon(surf, ink, [(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)])
    elif kind == "square":
        pygame.draw.rect(surf, ink, (x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6))
    elif kind == "circle":
        pygame.draw.circle(surf, ink, (x, y), r)
    else:
        t = max(1, int(r * 0.6))
        pygame.draw.rect(surf, ink, (x - r, y - t // 2, 2 * r, t))
        pygame.draw.rect(surf, ink, (x - t // 2, y - r, t, 2 * r))


def _diamond(surf, c, r, ink):
    x, y = c
    pygame.draw.polygon(surf, ink, [(x, y - r), (x + r * 0.7, y), (x, y + r), (x - r * 0.7, y)])


def glyph(surf: pygame.Surface, rect: pygame.Rect, face: str | None, ink, bg) -> None:
    """A face's shape: Power a diamond (two for a double), Hunt three claw
    marks, Exhaust a crescent, Shadow an eye. Shapes, so colour is never the
    only clue."""
    c = rect.center
    r = rect.width * 0.3
    if face == "power":
        _diamond(surf, c, r, ink)
    elif face == "power2":
        _diamond(surf, (c[0] - r * 0.55, c[1]), r * 0.8, ink)
        _diamond(surf, (c[0] + r * 0.55, c[1]), r * 0.8, ink)
    elif face == "hunt":
        for k in (-1, 0, 1):
            x = c[0] + k * r * 0.6
            pygame.draw.line(surf, ink, (x - r * 0.35, c[1] - r), (x + r * 0.35, c[1] + r), max(2, int(r * 0.28)))
    elif face == "exhaust":
        pygame.draw.circle(surf, ink, c, int(r))
        pygame.draw.circle(surf, bg, (int(c[0] + r * 0.45), int(c[1] - r * 0.3)), int(r * 0.85))
    elif face == "shadow":
        eye = pygame.Rect(0, 0, int(r * 2.2), int(r * 1.3))
        eye.center = c
        pygame.draw.ellipse(surf, ink, eye, max(2, int(r * 0.2)))
        pygame.draw.circle(surf, ink, c, max(2, int(r * 0.38)))
    else:  # not rolled yet: a small swirl
        pygame.draw.circle(surf, ink, c, max(2, int(r * 0.5)), 1)


def die(surf: pygame.Surface, rect, colour: str, face: str | None, *, lit=None, sideways=False, dim=False,
        badge: str | None = None) -> None:
    """A die: rounded square in its colour with the face's shape, and its
    colour's shape in the top left corner.
    `lit`: an outline colour (chosen, legal target); `badge`: "chosen" (a
    tick) or "pay" (a coin), so the outline's colour is not the only sign;
    `sideways`: turned on its side."""
    rect = pygame.Rect(rect)
    img = pygame.Surface(rect.size, pygame.SRCALPHA)
    inner = img.get_rect()
    base = COLOUR_RGB[colour]
    pygame.draw.rect(img, base, inner, border_radius=max(3, rect.width // 6))
    shade = tuple(max(0, v - 70) for v in base)
    pygame.draw.rect(img, shade, inner, 2, border_radius=max(3, rect.width // 6))
    glyph(img, inner, face, INK[colour], base)
    if rect.width >= 20:
        colour_mark(img, (inner.x + rect.width * 0.2, inner.y + rect.width * 0.2), round(rect.width * 0.14), colour,
                    INK[colour])
    if sideways:
        img = pygame.transform.rotate(img, 90)
    if dim:
        img.set_alpha(110)
    surf.blit(img, rect)
    if lit:
        pygame.draw.rect(surf, lit, rect.inflate(6, 6), 3, border_radius=max(4, rect.width // 5))
    if badge:
        mark(surf, rect, badge, lit)


def mark(surf, rect, kind: str, ring=None) -> None:
    """A small badge on a die's top right corner: "chosen" a tick, "pay" a coin."""
    rect = pygame.Rect(rect)
    c = (rect.right - 1, rect.top + 1)
    r = max(5, rect.width // 5)
    pygame.draw.circle(surf, (20, 14, 30), c, r + 1)
    pygame.draw.circle(surf, ring or (250, 250, 250), c, r, 2)
    if kind == "chosen":
        pygame.draw.lines(surf, (255, 255, 255), False, [(c[0] - r * 0.5, c[1]), (c[0] - r * 0.1, c[1] + r * 0.45),
                                                         (c[0] + r * 0.55, c[1] - r * 0.45)], 2)
    else:
        pygame.draw.circle(surf, (255, 255, 255), c, max(2, r // 2), 1)


def tray_painter(game):
    """The tray's `paint` hook: the key is the die id, its colour from the rules."""
    from game.rules.lucidity import die_colour

    def paint(img: pygame.Surface, key, face, size):
        die(img, img.get_rect(), die_colour(key), face)
    return paint


def bag(surf: pygame.Surface, rect: pygame.Rect, count: int, glow: bool, t: float = 0.0) -> None:
    """The black cotton bag: a round sack drawn in at the neck by a cord, a
    frill above, how many dreams it holds written on it."""
    rect = pygame.Rect(rect)
    cx = rect.centerx
    cloth, edge = (30, 26, 36), (84, 74, 104)
    body = pygame.Rect(0, 0, int(rect.width * 0.9), int(rect.height * 0.66))
    body.midbottom = (cx, rect.bottom - 2)
    neck_y = rect.y + int(rect.height * 0.2)
    neck_w = int(rect.width * 0.22)
    shoulders = [(body.x + body.width * 0.12, body.y + body.height * 0.3), (cx - neck_w // 2, neck_y),
                 (cx + neck_w // 2, neck_y), (body.right - body.width * 0.12, body.y + body.height * 0.3)]
    if glow:
        pulse = 5 + int(3 * math.sin(t * 4))
        pygame.draw.ellipse(surf, (170, 140, 240), body.inflate(pulse * 2, pulse * 2), 3)
    pygame.draw.polygon(surf, cloth, shoulders)
    pygame.draw.ellipse(surf, cloth, body)
    pygame.draw.arc(surf, edge, body, math.pi * 1.05, math.pi * 1.95, 2)
    for side in (-1, 1):  # folds of cloth running up to the neck
        a = (cx + side * body.width * 0.28, body.y + body.height * 0.45)
        pygame.draw.line(surf, (46, 40, 56), a, (cx + side * neck_w * 0.3, neck_y + 8), 2)
    frill = [(cx - neck_w, neck_y - 2), (cx - neck_w * 0.7, neck_y - 22), (cx - neck_w * 0.25, neck_y - 10),
             (cx, neck_y - 26), (cx + neck_w * 0.25, neck_y - 10), (cx + neck_w * 0.7, neck_y - 22),
             (cx + neck_w, neck_y - 2)]
    pygame.draw.polygon(surf, (40, 34, 48), frill)
    pygame.draw.lines(surf, edge, False, frill, 1)
    pygame.draw.line(surf, (196, 160, 92), (cx - neck_w * 0.75, neck_y + 2), (cx + neck_w * 0.75, neck_y + 2), 5)
    pygame.draw.line(surf, (196, 160, 92), (cx + neck_w * 0.5, neck_y + 2), (cx + neck_w * 0.9, neck_y + 20), 3)
    d.text(surf, str(count), (cx, body.centery), 34, (235, 228, 250), anchor="center", bold=True)
    from game.ui import layout as L
    words = min(body.centery + max(28, (L.line(34, bold=True) + L.line(13)) // 2 - 4), rect.bottom - L.line(13) // 2)
    d.text(surf, _("dreams in the bag"), (cx, words), 13, (190, 180, 210), anchor="center")


def marker(surf, c, r) -> None:
    """The glass sleep marker."""
    pygame.draw.circle(surf, (180, 220, 255), c, r)
    pygame.draw.circle(surf, (240, 250, 255), (c[0] - r // 3, c[1] - r // 3), max(2, r // 3))
    pygame.draw.circle(surf, (90, 130, 180), c, r, 2)

"""How Lucidity's things look: the bag, the sleep marker, the words for
faces, colours and rows, and the tray's painter for its dice (the dice
themselves are drawn by game.gfx.dice). Pure drawing; nothing here reads or
changes the game."""
from __future__ import annotations

import math

import pygame

from game.gfx import dice
from game.ui import draw as d
from game.i18n import _, N_

FACE_NAMES = {"power": N_("Power"), "power2": N_("double Power"), "hunt": N_("Hunt"), "exhaust": N_("Exhaust"), "shadow": N_("Shadow")}
COLOUR_WORDS = {"red": N_("red"), "yellow": N_("yellow"), "green": N_("green"), "blue": N_("blue")}
ROW_NAMES = {"power": N_("Power"), "hunt": N_("Hunt"), "exhaust": N_("Exhaust"), "red": N_("Shadow"), "yellow": N_("Shadow"),
             "green": N_("Shadow"), "blue": N_("Shadow")}


def tray_painter(game):
    """The tray's `paint` hook: the key is the die id, its colour from the rules."""
    from game.rules.lucidity import die_colour

    def paint(img: pygame.Surface, key, face, size):
        dice.dream_die(img, img.get_rect(), die_colour(key), face)
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

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


# -- the set-up screen's picture ---------------------------------------------------------------
_PICTURES = None  # a SurfaceCache, made on first use
SS = 2  # drawn at twice the size, then smoothed down
# The dice spilled in front of the cards: (colour, face, turn in degrees, across, lift), both as
# shares of the picture's height.
SPILLED = (("red", "hunt", -14, -1.25, 0.02), ("yellow", "power2", 9, -0.55, 0.08), ("blue", "shadow", -6, 0.1, 0.0),
           ("green", "power", 17, 0.75, 0.06), ("yellow", "exhaust", -20, 1.35, 0.0))


def night_picture(height: int, temptation: str | None = None) -> pygame.Surface:
    """Lucidity at a glance, `height` pixels tall (about 3.4 times as wide):
    the four Nightmare cards fanned out, each with its colour's shape and a
    watching eye, and dream dice of the four colours spilled in front.
    `temptation`: the colour whose card the Nightmare of Temptation takes
    (drawn with a gold edge and a Power diamond: the gift it offers)."""
    global _PICTURES
    if _PICTURES is None:
        from game.gfx.cache import new_cache
        _PICTURES = new_cache(8)
    return _PICTURES.get((height, temptation), lambda: _night_picture(height, temptation))


def _night_picture(height: int, temptation: str | None) -> pygame.Surface:
    from game.rules.lucidity import COLOURS
    H = height * SS
    W = int(H * 3.4)
    img = pygame.Surface((W, H), pygame.SRCALPHA)
    ch = int(H * 0.8)
    cw = int(ch * 0.66)
    for k, colour in enumerate(COLOURS):
        card = _nightmare_card(cw, ch, colour, colour == temptation)
        tilt = (1.5 - k) * 8
        card = pygame.transform.rotozoom(card, tilt, 1)
        x = W // 2 + (k - 1.5) * cw * 1.08
        y = ch // 2 + 4 * SS + abs(k - 1.5) ** 1.6 * H * 0.03
        img.blit(card, card.get_rect(center=(int(x), int(y))))
    size = int(H * 0.3)
    for colour, face, turn, across, lift in SPILLED:
        die = pygame.Surface((size, size), pygame.SRCALPHA)
        dice.dream_die(die, die.get_rect(), colour, face)
        shadow = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (6, 2, 14, 120), shadow.get_rect(), border_radius=size // 6)
        c = (int(W // 2 + across * H), int(H - size * 0.62 - lift * H))
        for part, dy in ((shadow, 3 * SS), (die, 0)):
            turned = pygame.transform.rotozoom(part, turn, 1)
            img.blit(turned, turned.get_rect(center=(c[0], c[1] + dy)))
    return pygame.transform.smoothscale(img, (W // SS, H // SS))


def _nightmare_card(cw: int, ch: int, colour: str, tempting: bool) -> pygame.Surface:
    """One Nightmare card, face up, no words: dark in its colour, its
    colour's shape in the corner, an eye (or Temptation's Power diamond)."""
    rgb = dice.DREAM_RGB[colour]
    card = pygame.Surface((cw, ch), pygame.SRCALPHA)
    body = card.get_rect()
    radius = max(4, cw // 10)
    pygame.draw.rect(card, tuple(int(v * 0.3) for v in rgb), body, border_radius=radius)
    pygame.draw.rect(card, (236, 196, 84) if tempting else rgb, body, max(2, cw // 28), border_radius=radius)
    inner = body.inflate(-cw // 5, -cw // 5)
    pygame.draw.rect(card, tuple(int(v * 0.55) for v in rgb), inner, max(1, cw // 40), border_radius=radius // 2)
    light = tuple(min(255, int(v * 0.5 + 128)) for v in rgb)
    mark = round(cw * 0.07)
    dice.colour_mark(card, (inner.x + mark * 2, inner.y + mark * 2), mark, colour, light)
    sign = pygame.Rect(0, 0, int(cw * 0.62), int(cw * 0.62))
    sign.center = (body.centerx, int(ch * 0.52))
    dice.glyph(card, sign, "power" if tempting else "shadow", (236, 196, 84) if tempting else light,
               tuple(int(v * 0.3) for v in rgb))
    if not tempting:  # a pupil of the colour's own bright ink, so the eye looks back
        pygame.draw.circle(card, rgb, sign.center, max(2, int(sign.width * 0.08)))
    return card

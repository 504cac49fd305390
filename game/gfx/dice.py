"""Every die the games draw, for the dice tray and any picture of a die.

`paint_face`: a rounded cube face with its mark (the Luck die, Prophecy's
light and dark d6). `dream_die`: a Lucidity dream, a rounded square in its
colour with the face's shape, and its colour's shape in a corner."""
from __future__ import annotations

import pygame

from game.gfx import fonts

CREAM, INK = (236, 226, 200), (40, 28, 50)
FAIL = (230, 120, 110)
# The mark each named face shows; a face not listed shows its own name.
FACE_LABEL = {"fail": "X", "blank": "", "plus1": "+1", "plus2": "+2", "plus3": "+3",
              "one": "1", "full": "M", "full_again": "M+"}


def paint_face(surf: pygame.Surface, face: str, size: int, colour=CREAM, ink=INK) -> None:
    """Paint a die's face into `surf` (size x size): a failure is red."""
    colour = FAIL if face == "fail" else colour
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=max(2, size // 6))
    pygame.draw.rect(surf, (60, 40, 70), surf.get_rect(), 2, border_radius=max(2, size // 6))
    label = FACE_LABEL.get(face, face)
    if label:
        img = fonts.render(str(label), "rules_bold", max(8, size * 16 // 34), tuple(ink))
        surf.blit(img, img.get_rect(center=(size // 2, size // 2)))


# -- Lucidity's dream dice ----------------------------------------------------
DREAM_RGB = {"red": (200, 62, 60), "yellow": (226, 184, 52), "green": (62, 158, 88), "blue": (66, 106, 210)}
DREAM_INK = {"red": (255, 240, 232), "yellow": (60, 40, 10), "green": (236, 255, 236), "blue": (236, 242, 255)}
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


def dream_die(surf: pygame.Surface, rect, colour: str, face: str | None, *, lit=None, sideways=False, dim=False,
        badge: str | None = None) -> None:
    """A die: rounded square in its colour with the face's shape, and its
    colour's shape in the top left corner.
    `lit`: an outline colour (chosen, legal target); `badge`: "chosen" (a
    tick) or "pay" (a coin), so the outline's colour is not the only sign;
    `sideways`: turned on its side."""
    rect = pygame.Rect(rect)
    img = pygame.Surface(rect.size, pygame.SRCALPHA)
    inner = img.get_rect()
    base = DREAM_RGB[colour]
    pygame.draw.rect(img, base, inner, border_radius=max(3, rect.width // 6))
    shade = tuple(max(0, v - 70) for v in base)
    pygame.draw.rect(img, shade, inner, 2, border_radius=max(3, rect.width // 6))
    glyph(img, inner, face, DREAM_INK[colour], base)
    if rect.width >= 20:
        colour_mark(img, (inner.x + rect.width * 0.2, inner.y + rect.width * 0.2), round(rect.width * 0.14), colour,
                    DREAM_INK[colour])
    if sideways:
        img = pygame.transform.rotate(img, 90)
    if dim:
        img.set_alpha(110)
    surf.blit(img, rect)
    if lit:
        pygame.draw.rect(surf, lit, rect.inflate(6, 6), 3, border_radius=max(4, rect.width // 5))
    if badge:
        die_badge(surf, rect, badge, lit)


def die_badge(surf, rect, kind: str, ring=None) -> None:
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

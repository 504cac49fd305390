"""Miniatures and tokens seen from above, each on a transparent sprite.

- A Dreamer: a dark base ring, a soft shadow below-right (the moon is top
  left everywhere), a body disc in the Dreamer's colour with a lit rim, a
  hooded head, and a pointer on the base for the facing.
- An Entity: a darker, spikier silhouette with a single watching eye that
  looks where it faces; Big Entities are larger and ringed in coral; a State
  adds a coloured ring and its initial.
- Tokens: thick discs with a bevel and a readable face (an icon or a word).

Sprites are cached per look and size; the table blits them.
"""
from __future__ import annotations

import hashlib
import math

import pygame

from game.gfx import palette as P
from game.gfx import text as T
from game.gfx.cache import new_cache
from game.gfx.icons import icon, star_pts

_CACHE = new_cache(256)
SS = 3  # supersampling, for smooth edges


def _finish(big: pygame.Surface, size: int) -> pygame.Surface:
    return pygame.transform.smoothscale(big, (size, size))


def _shadow(s, c, r, lift=0.0):
    sh = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    off = r * (0.18 + lift)
    for i in range(5, 0, -1):
        pygame.draw.circle(sh, (0, 0, 0, 26), (c[0] + off, c[1] + off * 1.2), r * (0.9 + i * 0.06))
    s.blit(sh, (0, 0))


def sprite_size(radius: int) -> int:
    return int(radius * 2.8)


def dreamer(colour, radius: int, facing: float = 0.0, initial: str = "", selected: bool = False,
            lifted: bool = False) -> pygame.Surface:
    """A Dreamer's miniature; facing in degrees (0 = up/north, clockwise)."""
    colour = P.hex_colour(colour) if isinstance(colour, str) else tuple(colour)[:3]
    key = ("dreamer", colour, int(radius), round(facing) % 360, initial, selected, lifted)
    return _CACHE.get(key, lambda: _dreamer(colour, int(radius), facing, initial, selected, lifted))


def _dreamer(colour, radius, facing, initial, selected, lifted):
    size = sprite_size(radius)
    s = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    r = radius * SS
    c = (size * SS / 2, size * SS / 2)
    _shadow(s, c, r, 0.25 if lifted else 0)
    # base: a dark disc with a thin rim, and the facing notch
    pygame.draw.circle(s, P.INK, c, r)
    pygame.draw.circle(s, P.MOONLIGHT if selected else P.darken(colour, 0.4), c, r, max(2, r // 9))
    a = math.radians(facing) - math.pi / 2
    tip = (c[0] + math.cos(a) * r * 1.12, c[1] + math.sin(a) * r * 1.12)
    side = lambda d: (c[0] + math.cos(a + d) * r * 0.8, c[1] + math.sin(a + d) * r * 0.8)  # noqa: E731
    pygame.draw.polygon(s, P.MOONLIGHT if selected else colour, [tip, side(0.35), side(-0.35)])
    # body: shoulders (a cloak) and a head, lit from the top left
    body = r * 0.72
    pygame.draw.circle(s, P.darken(colour, 0.25), c, body)
    pygame.draw.circle(s, colour, (c[0] - body * 0.08, c[1] - body * 0.08), body * 0.9)
    head = (c[0] + math.cos(a) * body * 0.2, c[1] + math.sin(a) * body * 0.2)
    pygame.draw.circle(s, P.darken(colour, 0.45), head, body * 0.5)
    pygame.draw.circle(s, P.lighten(colour, 0.25), (head[0] - body * 0.06, head[1] - body * 0.06), body * 0.42)
    pygame.draw.circle(s, (255, 255, 255, 110), (head[0] - body * 0.18, head[1] - body * 0.18), body * 0.12)
    if selected:
        pygame.draw.circle(s, (*P.MOONLIGHT, 120), c, r * 1.22, max(2, r // 12))
    out = _finish(s, size)
    if initial:
        T.line(out, initial[:1], (size / 2 + radius * 0.55, size / 2 + radius * 0.55), max(8, int(radius * 0.6)),
               P.TEXT, "rules_bold", anchor="center", shadow=True)
    return out


def entity(radius: int, facing: float = 0.0, big: bool = False, state: str | None = None, entity_id: str = "",
           friendly: bool = False) -> pygame.Surface:
    """An Entity's miniature: a shadowy many-pointed shape with one watching eye."""
    key = ("entity", int(radius), round(facing) % 360, big, state, entity_id, friendly)
    return _CACHE.get(key, lambda: _entity(int(radius), facing, big, state, entity_id, friendly))


def _entity_colour(entity_id: str, friendly: bool):
    if friendly:
        return (120, 150, 210)
    h = hashlib.sha256(entity_id.encode()).digest()
    return [(150, 44, 86), (120, 50, 120), (156, 64, 60), (96, 54, 120)][h[0] % 4]


def _entity(radius, facing, big, state, entity_id, friendly):
    size = sprite_size(radius)
    s = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    r = radius * SS
    c = (size * SS / 2, size * SS / 2)
    col = _entity_colour(entity_id, friendly)
    _shadow(s, c, r)
    spikes = 9 + int(hashlib.sha256(entity_id.encode()).digest()[1]) % 5
    pygame.draw.polygon(s, P.darken(col, 0.55), star_pts(c[0], c[1], r, spikes, 0.8))
    pygame.draw.polygon(s, col, star_pts(c[0] - r * 0.05, c[1] - r * 0.05, r * 0.86, spikes, 0.82))
    pygame.draw.circle(s, P.darken(col, 0.3), c, r * 0.62)
    a = math.radians(facing) - math.pi / 2
    eye_c = (c[0] + math.cos(a) * r * 0.18, c[1] + math.sin(a) * r * 0.18)
    eye = pygame.Rect(0, 0, r * 0.95, r * 0.5)
    eye.center = eye_c
    pygame.draw.ellipse(s, (250, 224, 130), eye)
    pupil = (eye_c[0] + math.cos(a) * r * 0.1, eye_c[1] + math.sin(a) * r * 0.1)
    pygame.draw.ellipse(s, P.INK, (pupil[0] - r * 0.07, pupil[1] - r * 0.2, r * 0.14, r * 0.4))
    if big:
        pygame.draw.circle(s, (250, 160, 120), c, r * 1.02, max(3, r // 10))
    if state in P.STATE:
        pygame.draw.circle(s, P.STATE[state], c, r * 1.18, max(3, r // 9))
    out = _finish(s, size)
    if state in P.STATE:
        b = max(10, int(radius * 0.7))
        badge = pygame.Rect(0, 0, b, b)
        badge.center = (size / 2 + radius * 0.85, size / 2 - radius * 0.85)
        pygame.draw.circle(out, P.STATE[state], badge.center, b // 2)
        T.line(out, state[0].upper(), badge.center, max(7, int(b * 0.7)), P.INK, "rules_bold", anchor="center")
    return out


TOKEN_FACE = {  # kind -> (fill, icon or None)
    "threat": ((90, 44, 30), "threat"), "universal": ((60, 60, 80), "universal"), "block": ((56, 50, 66), "block"),
    "story": ((70, 56, 40), "story"), "sign": ((70, 50, 110), "sign"), "ether": ((56, 44, 110), "ether"),
    "key": ((80, 64, 30), "key"), "gem": ((30, 70, 84), "gem"), "distress": ((90, 24, 36), "distress"),
    "morphing": ((90, 40, 80), "morphing_effect"), "hours": ((50, 44, 80), "hours"), "seal": ((80, 30, 40), "seal"),
    "light": ((90, 80, 40), "light"), "darkness": ((24, 18, 44), "darkness"), "water": ((30, 56, 100), "water"),
    "swamp": ((44, 60, 30), "swamp"), "state": ((60, 60, 60), None), "entity": ((80, 30, 56), None),
}


def token(kind: str, radius: int, label: str = "", colour=None) -> pygame.Surface:
    """A cardboard token seen from above: bevelled disc, and an icon or a short word on its face."""
    key = ("token", kind, int(radius), label, tuple(colour) if colour else None)
    return _CACHE.get(key, lambda: _token(kind, int(radius), label, colour))


def _token(kind, radius, label, colour):
    size = sprite_size(radius)
    s = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    r = radius * SS
    c = (size * SS / 2, size * SS / 2)
    fill, face = TOKEN_FACE.get(kind, ((60, 50, 90), None))
    if kind == "state" and label in P.STATE:
        fill = P.darken(P.STATE[label], 0.55)
    if colour:
        fill = tuple(colour)[:3]
    _shadow(s, c, r)
    pygame.draw.circle(s, P.darken(fill, 0.5), (c[0] + r * 0.06, c[1] + r * 0.08), r)  # the token's edge
    pygame.draw.circle(s, fill, c, r * 0.96)
    pygame.draw.circle(s, P.lighten(fill, 0.3), c, r * 0.96, max(2, r // 12))
    pygame.draw.circle(s, P.darken(fill, 0.2), c, r * 0.78, max(1, r // 20))
    out = _finish(s, size)
    if face and not label:
        ic = icon(face, int(radius * 1.35))
        out.blit(ic, ic.get_rect(center=(size / 2, size / 2)))
    else:
        word = label if kind != "state" else label[:1].upper()
        if word:
            px = T.fit_line_size(word, "rules_bold", max(8, int(radius * 0.95)), int(radius * 1.6))
            T.line(out, word, (size / 2, size / 2), px, P.TEXT, "rules_bold", anchor="center", shadow=True)
    return out


def die_face(face: str, size: int) -> pygame.Surface:
    """A die face (Luck: fail/blank/plus1-3; Movement: one/full/full_again) at `size` pixels."""
    name = face if face.startswith(("luck_", "move_")) else \
        ("move_" + face if face in ("one", "full", "full_again") else "luck_" + face)
    return icon(name, size)

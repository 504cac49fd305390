"""Miniatures and tokens seen from above, each on a transparent sprite.

- A Dreamer: a figure silhouette from the Dreamer's brief (the subject
  library) standing on an elliptical base in the Dreamer's colour, a soft
  contact shadow below-right (the moon is top left everywhere), a rim of
  light on the lit side, the Dreamer's initial on the base's front.
- An Entity: its own figure from its Slumber's brief, larger than a Dreamer,
  glowing, on a dark base whose ring is its State's colour (coral when Big)
  plus the State's initial.
- Tokens: thick discs with a bevel and a readable face (an icon or a word).

Sprites are cached per look and size; the table blits them.
"""
from __future__ import annotations

import hashlib

import pygame

from game.gfx import palette as P
from game.gfx import text as T
from game.gfx.cache import new_cache
from game.gfx.icons import icon

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


DEFAULT_FIGURE = "person"  # a miniature whose piece names no subject
ENTITY_FIGURE = "hooded-figure"
# An Entity's hue, from its Slumber's id: two Slumbers whose briefs share a subject still differ.
ENTITY_HUES = ((176, 70, 112), (150, 84, 170), (186, 96, 80), (120, 92, 178), (80, 140, 150), (170, 150, 70),
               (110, 150, 90), (210, 130, 170))


def _base(s, c, rx, ry, fill, rim, lifted=False):
    """An elliptical base seen at three quarters: a soft contact shadow, the
    base's side, its top, a rim of light on the lit (top left) edge."""
    sh = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    drop = ry * (0.9 if lifted else 0.35)
    for i in range(6, 0, -1):
        k = 1 + i * 0.07
        pygame.draw.ellipse(sh, (0, 0, 0, 30), pygame.Rect(0, 0, rx * 2 * k, ry * 2 * k).move(
            c[0] - rx * k + drop * 0.6, c[1] - ry * k + drop))
    s.blit(sh, (0, 0))
    side = pygame.Rect(0, 0, rx * 2, ry * 2)
    side.center = (c[0], c[1] + ry * 0.35)
    pygame.draw.ellipse(s, P.darken(fill, 0.5), side)
    top = pygame.Rect(0, 0, rx * 2, ry * 2)
    top.center = c
    pygame.draw.ellipse(s, fill, top)
    pygame.draw.arc(s, P.lighten(fill, 0.45), top, 1.6, 3.6, max(2, int(ry // 5)))  # the lit edge
    if rim:
        pygame.draw.ellipse(s, rim, top, max(2, int(ry // 4)))
    return top


def _figure_on(s, subject, foot, height, fill, glow=None):
    """The figure standing with its feet at `foot` (supersampled pixels)."""
    from game.gfx.silhouette import lit
    fig = lit(subject, int(height), fill, rim=P.MOONLIGHT, glow=glow, shadow=False, width=int(height * 0.95))
    pad = max(3, int(height) // 6)
    s.blit(fig, (foot[0] - fig.get_width() / 2, foot[1] - fig.get_height() + pad))


INITIAL_PX = 12  # a Dreamer's letter and an Entity's State letter: no drawn text under 12 px at 1x


def dreamer(colour, radius: int, facing: float = 0.0, initial: str = "", selected: bool = False,
            lifted: bool = False, subject: str = DEFAULT_FIGURE) -> pygame.Surface:
    """A Dreamer's miniature: the figure from the Dreamer's brief standing on
    an elliptical base in the Dreamer's colour; the initial on the base's front."""
    colour = P.hex_colour(colour) if isinstance(colour, str) else tuple(colour)[:3]
    key = ("dreamer", colour, int(radius), initial, selected, lifted, subject)
    return _CACHE.get(key, lambda: _dreamer(colour, int(radius), initial, selected, lifted, subject))


def _dreamer(colour, radius, initial, selected, lifted, subject):
    size = sprite_size(radius)
    s = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    r = radius * SS
    c = (size * SS / 2, size * SS / 2 + r * 0.55)
    if selected:
        halo = pygame.Rect(0, 0, r * 2.3, r * 1.05)
        halo.center = c
        pygame.draw.ellipse(s, (*P.MOONLIGHT, 150), halo, max(2, r // 10))
    _base(s, c, r * 0.98, r * 0.44, P.darken(colour, 0.15), P.MOONLIGHT if selected else None, lifted)
    _figure_on(s, subject, (c[0], c[1] + r * 0.05), r * 1.75, P.lighten(colour, 0.1))
    out = _finish(s, size)
    if initial:  # the second cue: the Dreamer's letter on the base's front, on a dark dot ringed in its colour
        px = max(INITIAL_PX, int(radius * 0.55))
        dot = max(radius * 0.36, px * 0.72)  # the dot grows with the letter: a 12 px letter needs one of 9
        at = (min(size - dot - 1, size / 2 + radius * 0.62), min(size - dot - 1, size / 2 + radius * 0.62))
        pygame.draw.circle(out, P.INK, at, dot)
        pygame.draw.circle(out, colour, at, dot, 2)
        T.line(out, initial[:1], at, px, P.TEXT, "rules_bold", anchor="center")
    return out


def entity(radius: int, facing: float = 0.0, big: bool = False, state: str | None = None, entity_id: str = "",
           friendly: bool = False, subject: str = ENTITY_FIGURE) -> pygame.Surface:
    """An Entity's miniature: the figure from its Slumber's brief on a dark base,
    ringed in its State's colour (coral when Big)."""
    key = ("entity", int(radius), big, state, entity_id, friendly, subject)
    return _CACHE.get(key, lambda: _entity(int(radius), big, state, entity_id, friendly, subject))


def _entity_colour(entity_id: str, friendly: bool):
    if friendly:
        return (120, 150, 210)
    h = hashlib.sha256(entity_id.encode()).digest()
    return ENTITY_HUES[h[1] % len(ENTITY_HUES)]


def _entity(radius, big, state, entity_id, friendly, subject):
    size = sprite_size(radius)
    s = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    r = radius * SS
    c = (size * SS / 2, size * SS / 2 + r * 0.5)
    col = _entity_colour(entity_id or subject, friendly)
    ring = P.STATE.get(state) or ((250, 160, 120) if big else P.darken(col, 0.1))
    _base(s, c, r * 1.0, r * 0.45, (30, 20, 40), ring)
    _figure_on(s, subject, (c[0], c[1] + r * 0.08), r * 1.8, col, glow=P.lighten(col, 0.3))
    out = _finish(s, size)
    if state in P.STATE:
        px = max(INITIAL_PX, int(radius * 0.5))
        b = max(int(radius * 0.7), round(px * 1.45))
        at = (min(size - b / 2 - 1, size / 2 + radius * 0.9), size / 2 + radius * 0.5)
        pygame.draw.circle(out, P.STATE[state], at, b // 2)
        T.line(out, state[0].upper(), at, px, P.INK, "rules_bold", anchor="center")
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

"""A subject from the subject library, lit like a painted piece (ART.md).

`lit(name, height, fill)` is the silhouette filled with `fill`, a rim of
light on the edge facing the moon (top left, as everywhere on the table), a
darker core on the far side, an optional glow behind and a soft cast shadow
falling to the bottom right. Pieces on every table build on it: figures,
room props, card and plate pictures, box covers. Cached per look and size.
"""
from __future__ import annotations

import pygame

from game.gfx import palette as P
from game.gfx import subjects
from game.gfx.cache import new_cache

_CACHE = new_cache(512)


def tinted(mask: pygame.Surface, colour, alpha: int = 255) -> pygame.Surface:
    """The mask's shape in one colour (its alpha kept, scaled by `alpha`)."""
    out = mask.copy()
    out.fill((*tuple(colour)[:3], alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def blur(surf: pygame.Surface, k: int = 4) -> pygame.Surface:
    """A cheap blur: down by `k`, then smoothly back up."""
    w, h = surf.get_size()
    small = pygame.transform.smoothscale(surf, (max(1, w // k), max(1, h // k)))
    return pygame.transform.smoothscale(small, (w, h))


def radial(radius: int, colour, strength: float) -> pygame.Surface:
    """A soft round pool of light, strongest in the middle, premultiplied on black:
    blit it with BLEND_RGB_ADD so light is added, never painted over."""
    radius = max(2, int(radius))
    key = ("radial", radius, tuple(colour)[:3], round(strength, 3))

    def make():
        s = pygame.Surface((radius * 2, radius * 2))
        s.fill((0, 0, 0))
        steps = 16
        for i in range(steps, 0, -1):
            t = i / steps
            k = strength * (1 - t) ** 1.5
            pygame.draw.circle(s, tuple(int(c * k) for c in tuple(colour)[:3]), (radius, radius), int(radius * t))
        return blur(s, 4)
    return _CACHE.get(key, make)


def lit(name: str, height: int, fill, rim=P.MOONLIGHT, glow=None, shadow: bool = True,
        width: int | None = None) -> pygame.Surface:
    """The subject about `height` px tall (fitted into `width` too, if given) on a padded transparent sprite,
    centred, lit from the top left."""
    key = ("lit", name, int(height), tuple(fill)[:3], tuple(rim)[:3] if rim else None,
           tuple(glow)[:3] if glow else None, shadow, width)
    return _CACHE.get(key, lambda: _lit(name, int(height), tuple(fill)[:3], rim, glow, shadow, width))


def _lit(name, height, fill, rim, glow, shadow, width):
    m = subjects.fit(name, (width or height * 3, height))
    w, h = m.get_size()
    pad = max(3, h // 6)
    out = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    at = (pad, pad)
    if glow:
        g = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        g.blit(tinted(m, glow, 170), at)
        g = blur(g, max(2, h // 10))
        out.blit(g, (0, 0))
        out.blit(g, (0, 0))
    if shadow:  # cast shadow: away from the light, soft and low
        sh = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        off = max(1, h // 14)
        sh.blit(tinted(m, (0, 0, 0), 120), (pad + off, pad + off))
        out.blit(blur(sh, max(2, h // 16)), (0, 0))
    out.blit(tinted(m, P.darken(fill, 0.45)), at)  # the far side's shade shows round the lit body
    d = max(1, h // 70)
    body = tinted(m, fill)
    out.blit(body, (at[0] - d, at[1] - d), special_flags=0)
    if rim:  # rim light: the shape minus itself moved towards the light leaves the lit edge
        edge = tinted(m, rim, 210)
        cut = max(1, h // 45)
        inner = pygame.Surface(m.get_size(), pygame.SRCALPHA)
        inner.blit(tinted(m, (0, 0, 0)), (cut, cut))  # alpha only: the subtraction leaves the rim's colour
        edge.blit(inner, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
        out.blit(edge, (at[0] - d, at[1] - d))
    return out


def brief_subject(game: str, kind: str, piece_id: object) -> str | None:
    """The subject of another game's piece's brief (content/<game>/briefs.yaml), or None."""
    return _brief_subjects().get((game, kind, str(piece_id)))


_SUBJECTS: dict = {}


def _brief_subjects() -> dict:
    if not _SUBJECTS:
        from game.content.briefs import all_other_briefs
        _SUBJECTS.update({(g, k, i): b.subject for g, k, i, b in all_other_briefs()})
    return _SUBJECTS

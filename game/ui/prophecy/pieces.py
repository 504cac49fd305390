"""Prophecy's pieces painted (ART.md): the ring's spaces as discs of their
terrain with their brief's subject, the Adventure cards with a picture, and
the Water Realm's tiles (face down, a good find, an obstacle or creature, a
current, the palace). Each is painted once per look and size and cached;
the board blits them and writes the words on plates over them.
"""
from __future__ import annotations

import math
import random

import pygame

from game.gfx import palette as P
from game.gfx.cache import new_cache
from game.gfx.silhouette import brief_subject, lit, radial

_CACHE = new_cache(160)
SS = 2
# terrain -> (ground, texture ink)
TERRAIN = {
    "forest": ((52, 110, 64), (24, 60, 34)), "mountain": ((118, 114, 130), (70, 66, 86)),
    "plains": ((150, 160, 80), (112, 124, 56)), "city": ((196, 160, 90), (120, 90, 50)),
    "village": ((170, 140, 90), (110, 80, 50)), "guild": ((120, 96, 170), (74, 56, 120)),
    "wasteland": ((150, 70, 110), (90, 36, 66)), "island": ((200, 176, 110), (60, 120, 150)),
}


def _rng(key: str) -> random.Random:
    return random.Random(sum(ord(c) * (i + 1) for i, c in enumerate(key)))


def space_disc(sid: str, kind: str, diameter: int) -> pygame.Surface:
    """A ring space: a disc of its terrain, lit from the top left, its brief's subject in the middle."""
    key = ("disc", sid, kind, int(diameter))
    return _CACHE.get(key, lambda: _disc(sid, kind, int(diameter)))


def _disc(sid, kind, diameter):
    D = diameter * SS
    r = D // 2
    ground, ink = TERRAIN.get(kind, ((120, 120, 120), (80, 80, 80)))
    s = pygame.Surface((D, D), pygame.SRCALPHA)
    pygame.draw.circle(s, ground, (r, r), r)
    rng = _rng(sid)
    tex = pygame.Surface((D, D), pygame.SRCALPHA)
    _terrain(tex, kind, D, rng, ink)
    s.blit(tex, (0, 0))
    glow = radial(int(r * 1.1), (120, 110, 90), 0.5)  # the moon's side is lighter
    s.blit(glow, (int(r * 0.55) - glow.get_width() // 2, int(r * 0.55) - glow.get_height() // 2),
           special_flags=pygame.BLEND_RGB_ADD)
    subject = brief_subject("prophecy", "space", sid)
    if subject:
        fig = lit(subject, int(D * 0.42), P.darken(ground, 0.45), rim=P.lighten(ground, 0.5), shadow=True,
                  width=int(D * 0.56))
        fig.set_alpha(200)
        s.blit(fig, fig.get_rect(center=(r, int(r * 1.02))))
    mask = pygame.Surface((D, D), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (r, r), r)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.circle(s, P.lighten(ground, 0.35), (r, r), r, 2 * SS)  # the rim, lit
    pygame.draw.arc(s, P.darken(ground, 0.5), (0, 0, D, D), math.pi * 1.2, math.pi * 1.95, 3 * SS)  # shade below
    return pygame.transform.smoothscale(s, (diameter, diameter))


def _terrain(s, kind, D, rng, ink):
    """A few marks that say the terrain at a glance, in the ground's darker ink."""
    col = (*ink, 150)
    if kind == "forest":
        for _ in range(16):
            x, y, rr = rng.randrange(D), rng.randrange(D), rng.randrange(D // 14, D // 8)
            pygame.draw.circle(s, col, (x, y), rr)
    elif kind == "mountain":
        for _ in range(6):
            x, y, w = rng.randrange(D), rng.randrange(D // 4, D), rng.randrange(D // 6, D // 3)
            pygame.draw.polygon(s, col, [(x - w // 2, y), (x, y - w * 0.8), (x + w // 2, y)])
    elif kind == "plains":
        for y in range(0, D, D // 9):
            pygame.draw.line(s, col, (0, y + rng.randrange(4)), (D, y + D // 6), max(1, D // 50))
    elif kind in ("city", "village"):
        n = 9 if kind == "city" else 5
        for _ in range(n):
            x, y = rng.randrange(D), rng.randrange(D)
            w = rng.randrange(D // 12, D // 7)
            pygame.draw.rect(s, col, (x, y, w, w * (2 if kind == "city" else 1)))
    elif kind == "guild":
        step = D // 5
        for y in range(0, D + step, step):
            for x in range(0, D + step, step):
                pygame.draw.polygon(s, col, [(x, y - step // 3), (x + step // 3, y), (x, y + step // 3),
                                             (x - step // 3, y)], max(1, D // 60))
    elif kind == "wasteland":
        for _ in range(7):
            x, y = rng.randrange(D), rng.randrange(D)
            pts = [(x, y)]
            for _ in range(4):
                x, y = x + rng.randint(-D // 6, D // 6), y + rng.randint(-D // 6, D // 6)
                pts.append((x, y))
            pygame.draw.lines(s, col, False, pts, max(1, D // 50))
    elif kind == "island":
        pygame.draw.circle(s, col, (D // 2, D // 2), D // 2, D // 8)


def adventure_card(card_id: str, kind: str, size, up: bool) -> pygame.Surface:
    """An Adventure card on its space: face up, a picture of its subject on its kind's colour
    (creatures red, others green); face down, the back."""
    key = ("adventure", card_id if up else "", kind if up else "", tuple(size), up)
    return _CACHE.get(key, lambda: _adventure(card_id, kind, tuple(size), up))


def _adventure(card_id, kind, size, up):
    w, h = size[0] * SS, size[1] * SS
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = 3 * SS
    if not up:
        pygame.draw.rect(s, (60, 46, 90), s.get_rect(), border_radius=rad)
        pygame.draw.rect(s, (170, 150, 220), s.get_rect(), SS, border_radius=rad)
        pygame.draw.circle(s, (120, 100, 170), (w // 2, h // 2), w // 4, SS)
        return pygame.transform.smoothscale(s, size)
    base = (170, 64, 60) if kind == "creature" else (64, 140, 96)
    for y in range(h):
        pygame.draw.line(s, P.mix(P.lighten(base, 0.1), P.darken(base, 0.55), y / h), (0, y), (w, y))
    subject = brief_subject("prophecy", "adventure", card_id)
    if subject:
        fig = lit(subject, int(h * 0.62), P.darken(base, 0.6), rim=P.lighten(base, 0.6), width=int(w * 0.86))
        s.blit(fig, fig.get_rect(center=(w // 2, h // 2)))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(s, (240, 232, 210), s.get_rect(), SS, border_radius=rad)
    return pygame.transform.smoothscale(s, size)


# -- the Water Realm ----------------------------------------------------------------------------------

def realm_tile(size: int, light: bool, what: str = "", card_id: str = "", family: str = "") -> pygame.Surface:
    """A Water Realm square: the sea floor (light or dark square) and on it `what`: "down" (a card
    face down), "card" (face up: its picture on a good or bad frame), "palace" or "" (empty)."""
    key = ("realm", int(size), light, what, card_id, family)
    return _CACHE.get(key, lambda: _realm(int(size), light, what, card_id, family))


def _realm(size, light, what, card_id, family):
    n = size * SS
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    top, bottom = ((52, 108, 140), (34, 80, 112)) if light else ((28, 66, 100), (18, 44, 74))
    for y in range(n):
        pygame.draw.line(s, P.mix(top, bottom, y / n), (0, y), (n, y))
    rng = _rng(f"{size}{light}{what}{card_id}")
    for _ in range(6):  # caustic ripples: light from the surface
        x, y, w = rng.randrange(n), rng.randrange(n), rng.randrange(n // 5, n // 2)
        pygame.draw.arc(s, P.lighten(top, 0.25), (x - w // 2, y, w, w // 3), 0.4, 2.7, SS)
    for _ in range(5):  # sand and pebbles on the floor
        pygame.draw.circle(s, P.darken(bottom, 0.25), (rng.randrange(n), rng.randrange(n // 2, n)), rng.randrange(SS, 3 * SS))
    card = pygame.Rect(0, 0, int(n * 0.8), int(n * 0.8))
    card.center = (n // 2, n // 2)
    if what == "down":  # the back: light for the good finds' squares, dark for the dangers', a shell in a frame
        back, ink = ((44, 96, 118), (150, 210, 226)) if light else ((20, 34, 64), (110, 150, 200))
        pygame.draw.rect(s, (0, 0, 0, 90), card.move(2 * SS, 3 * SS), border_radius=6 * SS)
        pic = pygame.Surface(card.size, pygame.SRCALPHA)
        for y in range(card.height):
            pygame.draw.line(pic, P.mix(P.lighten(back, 0.12), P.darken(back, 0.35), y / card.height), (0, y),
                             (card.width, y))
        pygame.draw.rect(pic, ink, pic.get_rect().inflate(-8 * SS, -8 * SS), SS, border_radius=4 * SS)
        shell = lit("nautilus-shell", int(card.height * 0.42), P.darken(ink, 0.35), rim=P.lighten(ink, 0.4),
                    shadow=False)
        pic.blit(shell, shell.get_rect(center=(card.width // 2, card.height // 2)))
        mask = pygame.Surface(card.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=6 * SS)
        pic.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(pic, card)
        pygame.draw.rect(s, ink, card, SS, border_radius=6 * SS)
    elif what == "card":
        good = family == "positive"
        base = (60, 132, 100) if good else (140, 56, 70)
        pygame.draw.rect(s, (0, 0, 0, 90), card.move(2 * SS, 3 * SS), border_radius=6 * SS)
        pic = pygame.Surface(card.size, pygame.SRCALPHA)
        for y in range(card.height):
            pygame.draw.line(pic, P.mix(P.lighten(base, 0.15), P.darken(base, 0.55), y / card.height), (0, y),
                             (card.width, y))
        subject = brief_subject("prophecy", "water_realm", card_id)
        if subject:
            fig = lit(subject, int(card.height * 0.5), P.darken(base, 0.6), rim=P.lighten(base, 0.6),
                      glow=P.lighten(base, 0.3), width=int(card.width * 0.8))
            pic.blit(fig, fig.get_rect(center=(card.width // 2, int(card.height * 0.38))))
        mask = pygame.Surface(card.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=6 * SS)
        pic.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(pic, card)
        pygame.draw.rect(s, (230, 240, 230) if good else (250, 200, 190), card, SS, border_radius=6 * SS)
    elif what == "palace":
        glow = radial(n // 2, (120, 200, 230), 0.6)
        s.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        fig = lit("castle", int(n * 0.5), (150, 196, 220), rim=(240, 250, 255), glow=(160, 220, 240))
        s.blit(fig, fig.get_rect(midtop=(n // 2, int(n * 0.06))))
    pygame.draw.rect(s, (12, 30, 50), s.get_rect(), SS)
    return pygame.transform.smoothscale(s, (size, size))

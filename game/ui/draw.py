"""Drawing helpers for the table: panels, text, the sky, tiles, figures, cards.

Text and backgrounds are cached by their parameters, so a frame mostly blits
surfaces that already exist.
"""
from __future__ import annotations

import hashlib
import math
import random
from functools import lru_cache

import pygame

from game.rules.etherfields.intent import as_dict

SUIT_GLYPH = {"hearts": "H", "spades": "S", "diamonds": "D", "clubs": "C"}
SUIT_COLOUR = {"hearts": (226, 96, 110), "spades": (150, 160, 230), "diamonds": (236, 190, 90), "clubs": (120, 200, 150)}
TERRAIN_TINT = {"light": (255, 236, 160, 60), "darkness": (10, 0, 30, 110), "water": (80, 140, 230, 70),
                "swamp": (90, 130, 60, 80)}


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    f = pygame.font.Font(None, int(size * 1.3))
    f.set_bold(bold)
    f.set_italic(italic)
    return f


@lru_cache(maxsize=512)
def _render(msg: str, size: int, colour: tuple, bold: bool, italic: bool) -> pygame.Surface:
    return font(size, bold, italic).render(msg, True, colour[:3])


def text(surf, msg, pos, size=16, colour=(255, 255, 255), anchor="topleft", bold=False, italic=False,
         max_width=None, glow=False):
    msg = str(msg)
    img = _render(msg, size, tuple(colour), bold, italic)
    if max_width and img.get_width() > max_width:
        while msg and _render(msg + "...", size, tuple(colour), bold, italic).get_width() > max_width:
            msg = msg[:-1]
        img = _render(msg + "...", size, tuple(colour), bold, italic)
    rect = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    if glow:
        halo = _render(msg, size, (120, 90, 200), bold, italic)
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
            surf.blit(halo, rect.move(dx, dy))
    if len(colour) == 4:
        img = img.copy()
        img.set_alpha(colour[3])
    surf.blit(img, rect)
    return rect


def panel(surf, rect, fill, border, radius=10):
    rect = pygame.Rect(rect)
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    pygame.draw.rect(surf, border, rect, 2, border_radius=radius)


@lru_cache(maxsize=8)
def _sky(size: tuple, seed: int, dim: bool) -> pygame.Surface:
    w, h = size
    sky = pygame.Surface(size)
    top, bottom = ((14, 10, 34), (44, 24, 70)) if not dim else ((12, 9, 26), (30, 18, 48))
    for y in range(h):
        t = y / max(h - 1, 1)
        pygame.draw.line(sky, [int(a + (b - a) * t) for a, b in zip(top, bottom)], (0, y), (w, y))
    rng = random.Random(seed)
    for _ in range(w * h // 2500):
        x, y = rng.randrange(w), rng.randrange(h)
        c = rng.randrange(120, 255)
        sky.set_at((x, y), (c, c, min(255, c + 30)))
    haze = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(6):
        r = rng.randrange(h // 4, h // 2)
        pygame.draw.circle(haze, (120, 80, 200, 12), (rng.randrange(w), rng.randrange(h)), r)
    sky.blit(haze, (0, 0))
    return sky


def night_sky(surf, seed=1, dim=False):
    surf.blit(_sky(surf.get_size(), seed, dim), (0, 0))


def moon(surf, c, r):
    glow = pygame.Surface((r * 4, r * 4), pygame.SRCALPHA)
    for i in range(8, 0, -1):
        pygame.draw.circle(glow, (250, 230, 170, 8), (r * 2, r * 2), int(r * (1 + i * 0.12)))
    surf.blit(glow, (c[0] - r * 2, c[1] - r * 2))
    pygame.draw.circle(surf, (250, 238, 200), c, r)
    pygame.draw.circle(surf, (20, 14, 42), (c[0] + r // 2, c[1] - r // 5), int(r * 0.9))


def _tile_colour(tile_id: str):
    h = hashlib.sha1(tile_id.encode()).digest()
    base = [(58, 46, 96), (44, 62, 92), (70, 48, 82), (50, 70, 80), (66, 58, 100)][h[0] % 5]
    return base, random.Random(h[1])


@lru_cache(maxsize=64)
def _tile_surface(size: tuple, tile_id: str) -> pygame.Surface:
    base, rng = _tile_colour(tile_id)
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, base, s.get_rect(), border_radius=14)
    w, h = size
    for _ in range(40):  # soft dream-mist flecks
        x, y, r = rng.randrange(w), rng.randrange(h), rng.randrange(6, max(7, w // 6))
        c = [min(255, v + rng.randrange(10, 40)) for v in base]
        pygame.draw.circle(s, (*c, 30), (x, y), r)
    pygame.draw.rect(s, (150, 130, 200), s.get_rect(), 2, border_radius=14)
    return s


def tile_back(surf, rect, tile_id):
    surf.blit(_tile_surface((rect.width, rect.height), tile_id), rect)


def space(surf, r, sp):
    inner = r.inflate(-8, -8)
    pygame.draw.rect(surf, (255, 255, 255, 20), inner, 1, border_radius=6)
    if sp.terrain in TERRAIN_TINT:
        tint = pygame.Surface(inner.size, pygame.SRCALPHA)
        tint.fill(TERRAIN_TINT[sp.terrain])
        surf.blit(tint, inner)
        text(surf, sp.terrain.title(), (inner.right - 6, inner.y + 6), 12, (230, 230, 250), anchor="topright",
             italic=True)
    if sp.blocked:
        pygame.draw.rect(surf, (16, 10, 24), inner, border_radius=6)
        for i in range(-inner.height, inner.width, 12):
            pygame.draw.line(surf, (60, 40, 70), (inner.x + max(i, 0), inner.y + max(-i, 0)),
                             (inner.x + min(i + inner.height, inner.width), inner.y + min(inner.height, inner.width - i)), 2)
        return
    s = r.width
    cx, cy = r.center
    if sp.has("spawn"):
        colour = SUIT_COLOUR.get(sp.spawn_suit, (200, 80, 100))
        pygame.draw.circle(surf, colour, (cx, cy), int(s * 0.3), 3)
        pygame.draw.circle(surf, colour, (cx, cy), int(s * 0.22), 1)
        if sp.spawn_suit:
            text(surf, SUIT_GLYPH[sp.spawn_suit], (r.x + 10, r.y + 8), 15, colour, bold=True)
    if sp.has("entrance"):
        arch = pygame.Rect(0, 0, int(s * 0.22), int(s * 0.3))
        arch.midbottom = (r.x + int(s * 0.2), r.bottom - 8)
        pygame.draw.rect(surf, (240, 220, 150), arch, 2, border_top_left_radius=arch.width // 2,
                         border_top_right_radius=arch.width // 2)
    if sp.has("trap"):
        for i in range(3):
            x = r.right - int(s * 0.34) + i * int(s * 0.09)
            pygame.draw.polygon(surf, (230, 120, 90), [(x, r.bottom - 10), (x + int(s * 0.045), r.bottom - 10 - int(s * 0.1)),
                                                       (x + int(s * 0.09), r.bottom - 10)])
    if sp.has("stairs"):
        for i in range(4):
            y = r.y + 12 + i * 6
            pygame.draw.line(surf, (200, 200, 230), (r.right - 34 + i * 5, y), (r.right - 12, y), 2)
    if sp.has("gem_slot"):
        gx, gy = r.x + 18, r.y + 20
        pygame.draw.polygon(surf, (150, 230, 240), [(gx, gy - 9), (gx + 8, gy), (gx, gy + 9), (gx - 8, gy)], 2)
    if sp.drawing_bonus:
        card = pygame.Rect(r.x + 8, r.centery - 10, 14, 20)
        pygame.draw.rect(surf, (240, 230, 200), card, 2, border_radius=3)
        text(surf, f"+{sp.drawing_bonus}", (card.right + 4, card.centery), 14, (240, 230, 200), anchor="midleft",
             bold=True)
    if sp.has("quirk_slot") or sp.has("quirk_space"):
        text(surf, "?", (cx, r.y + 8), 18, (200, 170, 240), anchor="midtop", bold=True)


def highlight(surf, r):
    glow = pygame.Surface(r.size, pygame.SRCALPHA)
    glow.fill((255, 230, 140, 60))
    surf.blit(glow, r)
    pygame.draw.rect(surf, (255, 230, 140), r.inflate(-6, -6), 3, border_radius=8)


def wall(surf, a, b, width):
    pygame.draw.line(surf, (20, 12, 30), a, b, width + 4)
    pygame.draw.line(surf, (232, 206, 140), a, b, width)


def miniature(surf, c, r, colour, letter, selected=False, lifted=False):
    c = (int(c[0]), int(c[1]))
    shadow = pygame.Surface((r * 4, r * 4), pygame.SRCALPHA)
    off = 8 if lifted else 3
    pygame.draw.ellipse(shadow, (0, 0, 0, 110), (r * 0.6, r * 1.4, r * 2.8, r * 1.6))
    surf.blit(shadow, (c[0] - r * 2 + off, c[1] - r * 2 + off))
    pygame.draw.circle(surf, (30, 24, 40), c, r + 3)
    pygame.draw.circle(surf, colour, c, r)
    pygame.draw.circle(surf, [min(255, v + 60) for v in colour], (c[0] - r // 3, c[1] - r // 3), r // 3)
    pygame.draw.circle(surf, (255, 246, 220) if selected else (40, 30, 50), c, r + 3, 2)
    text(surf, letter, c, max(12, r), (25, 18, 35), anchor="center", bold=True)


def entity(surf, c, r, big=False):
    c = (int(c[0]), int(c[1]))
    shadow = pygame.Surface((r * 4, r * 4), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 120), (r * 0.5, r * 1.4, r * 3, r * 1.6))
    surf.blit(shadow, (c[0] - r * 2 + 3, c[1] - r * 2 + 3))
    pygame.draw.circle(surf, (60, 14, 40), c, r + 3)
    pygame.draw.circle(surf, (140, 40, 80), c, r)
    eye = pygame.Rect(0, 0, int(r * 1.2), int(r * 0.6))
    eye.center = c
    pygame.draw.ellipse(surf, (250, 220, 120), eye)
    pygame.draw.circle(surf, (20, 10, 20), c, max(2, r // 5))
    if big:
        pygame.draw.circle(surf, (250, 160, 120), c, r + 3, 3)


def turn_card(surf, rect, card, step_index):
    panel(surf, rect, (236, 228, 210), (120, 90, 60), radius=8)
    suit = getattr(card, "suit", "")
    colour = SUIT_COLOUR.get(suit, (90, 70, 60))
    text(surf, SUIT_GLYPH.get(suit, "?"), (rect.x + 10, rect.y + 8), 22, colour, bold=True)
    text(surf, getattr(card, "name", "Turn"), (rect.centerx, rect.y + 40), 13, (60, 40, 40), anchor="center",
         italic=True, max_width=rect.width - 12)
    y = rect.y + 58
    for i, step in enumerate(getattr(card, "steps", ())):
        done = i < step_index
        text(surf, ("- " if not done else "x ") + str(step).title(), (rect.x + 14, y), 14,
             (140, 130, 120) if done else (40, 30, 30))
        y += 18
    text(surf, "Loot", (rect.centerx, rect.bottom - 16), 13, (110, 80, 50), anchor="center", bold=True)


def influence_card(surf, rect, card, colours, angle=0.0):
    cs = _card_surface(rect.size, getattr(card, "id", "?"), card, tuple(sorted((k, tuple(v)) for k, v in colours.items())))
    if angle:
        cs = pygame.transform.rotozoom(cs, angle, 1.0)
    surf.blit(cs, cs.get_rect(center=rect.center))


_CARD_CACHE: dict = {}


def reset_caches() -> None:
    font.cache_clear()
    _render.cache_clear()
    _CARD_CACHE.clear()


def _card_surface(size, card_id, card, colours):
    key = (size, card_id)
    if key in _CARD_CACHE:
        return _CARD_CACHE[key]
    colours = dict(colours)
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    intent = as_dict(getattr(card, "intent", None))
    main = colours.get(next(iter(intent), ""), (160, 150, 180))
    pygame.draw.rect(s, (30, 24, 44), s.get_rect(), border_radius=9)
    pygame.draw.rect(s, main, s.get_rect(), 3, border_radius=9)
    art = pygame.Rect(8, 30, w - 16, h // 2 - 12)
    rng = random.Random(hashlib.sha1(str(card_id).encode()).digest())
    for i in range(art.height):
        t = i / art.height
        c = [int(v * (0.35 + 0.5 * t)) for v in main]
        pygame.draw.line(s, c, (art.x, art.y + i), (art.right - 1, art.y + i))
    pygame.draw.circle(s, (250, 236, 190), (art.x + rng.randrange(10, art.width - 10), art.y + rng.randrange(8, 20)), 6)
    for _ in range(3):
        x = art.x + rng.randrange(art.width)
        pygame.draw.polygon(s, (20, 14, 30), [(x - 14, art.bottom), (x, art.bottom - rng.randrange(10, art.height)), (x + 14, art.bottom)])
    name = getattr(card, "name", str(card_id))
    s.blit(_render(name if len(name) < 16 else name[:15] + ".", 12, (240, 232, 250), True, False), (8, 9))
    y = art.bottom + 8
    for k, v in intent.items():
        c = colours.get(k, (200, 200, 200))
        _intent_icon(s, (16, y + 8), 8, k, c)
        s.blit(_render(f"{v} {k.title()}", 12, c, True, False), (28, y + 1))
        y += 18
    mv = getattr(card, "move", 0) or 0
    s.blit(_render(f"Move {mv}", 12, (220, 210, 240), False, False), (8, h - 20))
    if getattr(card, "progress", None) is not None:
        s.blit(_render("Progress", 11, (236, 190, 90), False, True), (w - 58, h - 20))
    _CARD_CACHE[key] = s
    return s


def _intent_icon(s, c, r, kind, colour):
    """Shape as well as colour, so the three Intents read without colour vision."""
    x, y = c
    if kind == "awareness":
        pygame.draw.circle(s, colour, c, r)
    elif kind == "cunning":
        pygame.draw.polygon(s, colour, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
    else:
        pygame.draw.polygon(s, colour, [(x, y - r), (x + r, y + r), (x - r, y + r)])

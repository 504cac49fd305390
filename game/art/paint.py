"""Deterministic dream scenes: the same id always paints the same picture.

Layers, back to front: a sky gradient in the item's palette, stars, a moon,
banks of mist, two ranges of hills or waves, a silhouette motif (a door,
stairs, a tree, a watching eye, a tower), and a vignette. Only pygame is
used, so the game needs no numpy to paint art it has not cached.
"""
from __future__ import annotations

import hashlib
import math
import random

import pygame

PALETTES = [
    ((18, 12, 46), (92, 52, 120), (250, 226, 170)),   # violet dusk
    ((8, 22, 48), (40, 96, 140), (220, 240, 250)),    # deep water
    ((30, 10, 30), (140, 60, 80), (255, 210, 160)),   # ember night
    ((10, 30, 30), (50, 120, 110), (230, 250, 220)),  # sea-glass
    ((26, 20, 12), (130, 96, 50), (255, 236, 190)),   # old gold
]
MOTIFS = ("door", "stairs", "tree", "eye", "tower", "moth")


def seed_of(text: str) -> int:
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def paint(size, key: str, palette: int | None = None) -> pygame.Surface:
    w, h = size
    rng = random.Random(seed_of(key))
    top, mid, light = PALETTES[palette if palette is not None else rng.randrange(len(PALETTES))]
    img = pygame.Surface((w, h))
    for y in range(h):
        t = y / max(1, h - 1)
        c = [int(a + (b - a) * t) for a, b in zip(top, mid)]
        pygame.draw.line(img, c, (0, y), (w, y))
    for _ in range(w * h // 900):
        s = rng.randrange(150, 255)
        img.set_at((rng.randrange(w), rng.randrange(h * 2 // 3)), (s, s, min(255, s + 20)))
    mx, my, mr = rng.randrange(w // 5, w * 4 // 5), rng.randrange(h // 8, h // 3), max(6, h // rng.randrange(6, 10))
    glow = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(6, 0, -1):
        pygame.draw.circle(glow, (*light, 10), (mx, my), int(mr * (1 + i * 0.35)))
    img.blit(glow, (0, 0))
    pygame.draw.circle(img, light, (mx, my), mr)
    if rng.random() < 0.5:
        pygame.draw.circle(img, [int(v * 0.9) for v in top], (mx + mr // 2, my - mr // 4), int(mr * 0.85))
    _rays(img, rng, (mx, my), light, w, h)
    _clouds(img, rng, w, h, light)
    mist = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(5):
        r = rng.randrange(h // 4, h // 2)
        pygame.draw.ellipse(mist, (*mid, 40), (rng.randrange(-r, w), rng.randrange(h // 3, h), r * 3, r))
    img.blit(mist, (0, 0))
    for layer, shade in ((0.62, 0.55), (0.78, 0.3)):
        base = int(h * layer)
        amp = rng.uniform(h * 0.04, h * 0.12)
        freq = rng.uniform(1.0, 3.0)
        phase = rng.uniform(0, math.tau)
        pts = [(0, h)] + [(x, base - amp * math.sin(x / w * freq * math.tau + phase)) for x in range(0, w + 8, 8)] + [(w, h)]
        pygame.draw.polygon(img, [int(v * shade) for v in mid], pts)
    if rng.random() < 0.35:
        _water(img, rng, w, h, top, mid, light, mx)
    for _ in range(1 + (rng.random() < 0.4)):
        _motif(img, rng, w, h, [int(v * 0.25) for v in top], light)
    vignette = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(8):
        pygame.draw.rect(vignette, (0, 0, 0, 14), (i * 2, i * 2, w - i * 4, h - i * 4), 3, border_radius=10)
    img.blit(vignette, (0, 0))
    return img


def _motif(img, rng, w, h, dark, light):
    kind = MOTIFS[rng.randrange(len(MOTIFS))]
    x = rng.randrange(w // 6, w * 5 // 6)
    ground = int(h * 0.8)
    s = max(10, h // 4)
    if kind == "door":
        door = pygame.Rect(0, 0, s * 0.6, s)
        door.midbottom = (x, ground)
        pygame.draw.rect(img, dark, door, border_top_left_radius=int(s * 0.3), border_top_right_radius=int(s * 0.3))
        pygame.draw.rect(img, light, door.inflate(-s * 0.3, -s * 0.3).move(0, s * 0.1), border_top_left_radius=int(s * 0.2),
                         border_top_right_radius=int(s * 0.2))
    elif kind == "stairs":
        for i in range(6):
            pygame.draw.rect(img, dark, (x + i * s * 0.2, ground - (i + 1) * s * 0.15, s * 0.22, (i + 1) * s * 0.15))
    elif kind == "tree":
        pygame.draw.line(img, dark, (x, ground), (x, ground - s), max(2, s // 10))
        for i in range(5):
            a = -math.pi / 2 + rng.uniform(-1, 1)
            pygame.draw.line(img, dark, (x, ground - s * 0.7), (x + math.cos(a) * s * 0.6, ground - s * 0.7 + math.sin(a) * s * 0.6), 2)
    elif kind == "eye":
        eye = pygame.Rect(0, 0, s * 1.2, s * 0.5)
        eye.center = (x, int(h * 0.45))
        pygame.draw.ellipse(img, light, eye)
        pygame.draw.circle(img, dark, eye.center, int(s * 0.2))
    elif kind == "tower":
        tower = pygame.Rect(0, 0, s * 0.4, s * 1.4)
        tower.midbottom = (x, ground)
        pygame.draw.rect(img, dark, tower)
        pygame.draw.polygon(img, dark, [(tower.left - 4, tower.top), (tower.right + 4, tower.top), (x, tower.top - s * 0.4)])
        pygame.draw.rect(img, light, (x - 3, tower.top + s * 0.2, 6, 8))
    else:
        cy = int(h * 0.4)
        for side in (-1, 1):
            pygame.draw.polygon(img, light, [(x, cy), (x + side * s * 0.7, cy - s * 0.4), (x + side * s * 0.5, cy + s * 0.3)])
        pygame.draw.line(img, dark, (x, cy - s * 0.3), (x, cy + s * 0.3), 3)


def _clouds(img, rng, w, h, light):
    """Value noise: a coarse grid of random alphas, smoothly scaled up."""
    gw, gh = 12, 7
    grid = pygame.Surface((gw, gh), pygame.SRCALPHA)
    for x in range(gw):
        for y in range(gh):
            grid.set_at((x, y), (*light, rng.randrange(0, 38) if y < gh * 0.6 else 0))
    img.blit(pygame.transform.smoothscale(grid, (w, h)), (0, 0))


def _rays(img, rng, c, light, w, h):
    rays = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(rng.randrange(2, 5)):
        a = rng.uniform(0.3, 2.8)
        spread = rng.uniform(0.04, 0.09)
        far = max(w, h) * 1.5
        p1 = (c[0] + math.cos(a - spread) * far, c[1] + math.sin(a - spread) * far)
        p2 = (c[0] + math.cos(a + spread) * far, c[1] + math.sin(a + spread) * far)
        pygame.draw.polygon(rays, (*light, 14), [c, p1, p2])
    img.blit(rays, (0, 0))


def _water(img, rng, w, h, top, mid, light, mx):
    """Still water across the bottom: darker bands and the moon's broken reflection."""
    y0 = int(h * rng.uniform(0.7, 0.8))
    for y in range(y0, h):
        t = (y - y0) / max(1, h - y0)
        c = [int(a * (0.6 - 0.3 * t) + b * 0.2) for a, b in zip(mid, top)]
        pygame.draw.line(img, c, (0, y), (w, y))
    for i in range(10):
        y = y0 + 3 + i * (h - y0) // 11
        half = rng.randrange(4, 18) * (1 - i / 12)
        pygame.draw.line(img, light, (mx - half, y), (mx + half, y), 1)

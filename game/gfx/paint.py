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
MOTIFS = ("door", "stairs", "tree", "eye", "tower", "moth", "figure", "mask", "lantern", "key", "arch")

# The committed illustrations' size (assets/art/<kind>/<id>.png, python -m game.art).
ART_SIZE = (320, 200)
KINDS = {  # kind -> palette (None: chosen by the id's seed)
    "dreamers": None, "influence": None, "items": 4, "masks": 0, "fate": 2, "flaws": 2, "slumber_tiles": 0,
    "map_tiles": 1, "dream_gates": 0, "dreamworld_tiles": 3, "scripts": None, "seasons": 3, "wisdom": 4,
    "secrets": 1, "notes": 4, "overlays": 1,
}
INTENT_PALETTE = {"awareness": 1, "cunning": 3, "wrath": 2}
# Silhouettes that suit each kind (the id still picks among them); kinds not
# listed may show any.
KIND_MOTIFS = {
    "dreamers": ("figure",), "masks": ("mask",), "items": ("key", "lantern", "door"),
    "slumber_tiles": ("eye", "moth"), "dream_gates": ("arch", "door"), "map_tiles": ("stairs", "door", "tower", "lantern"),
    "dreamworld_tiles": ("tower", "tree", "arch"), "seasons": ("tree",), "wisdom": ("tower", "lantern"),
    "secrets": ("eye", "key", "door"), "notes": ("lantern", "key"), "overlays": ("stairs", "arch"),
}


def palette_for(kind: str, defn) -> int | None:
    if kind == "influence":
        intent = getattr(defn, "intent", None) or {}
        first = next(iter(intent), None)
        return INTENT_PALETTE.get(first, 0)
    return KINDS.get(kind)


def seed_of(text: str) -> int:
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def paint(size, key: str, palette: int | None = None, motifs: tuple[str, ...] | None = None) -> pygame.Surface:
    """The picture for `key`. `motifs` narrows the silhouettes to ones that suit the item's kind
    (a Dreamer is a figure, a Dream Gate a door or an arch); the id still picks among them."""
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
        # cut the crescent with the sky's own colour at that height, so no dark disc shows
        t = (my - mr // 4) / max(1, h - 1)
        sky = [int(a + (b - a) * t) for a, b in zip(top, mid)]
        pygame.draw.circle(img, sky, (mx + mr // 2, my - mr // 4), int(mr * 0.85))
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
    _fog(img, random.Random(seed_of(key + "/fog")), w, h, mid, light)
    pool = tuple(m for m in (motifs or ()) if m in MOTIFS) or MOTIFS
    for i in range(1 + (rng.random() < 0.4)):
        _motif(img, rng, w, h, [int(v * 0.25) for v in top], light, pool if i == 0 else MOTIFS)
    vignette = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(8):
        pygame.draw.rect(vignette, (0, 0, 0, 14), (i * 2, i * 2, w - i * 4, h - i * 4), 3, border_radius=10)
    img.blit(vignette, (0, 0))
    return img


def _motif(img, rng, w, h, dark, light, pool=MOTIFS):
    kind = pool[rng.randrange(len(pool))]
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
    elif kind == "figure":  # a cloaked dreamer seen from behind, looking at the moon
        head = (x, ground - s * 1.05)
        pygame.draw.polygon(img, dark, [(x - s * 0.32, ground), (x - s * 0.12, ground - s * 0.9), (x + s * 0.12, ground - s * 0.9),
                                        (x + s * 0.32, ground)])
        pygame.draw.circle(img, dark, head, max(3, s * 0.14))
        pygame.draw.line(img, light, (x - s * 0.12, ground - s * 0.9), (x - s * 0.3, ground - s * 0.05), 1)
    elif kind == "mask":  # a floating half-face with empty eyes
        cy = int(h * 0.42)
        face = pygame.Rect(0, 0, s * 0.9, s * 1.1)
        face.center = (x, cy)
        pygame.draw.ellipse(img, light, face)
        for side in (-1, 1):
            pygame.draw.ellipse(img, dark, (x + side * s * 0.2 - s * 0.12, cy - s * 0.15, s * 0.24, s * 0.14))
        pygame.draw.arc(img, dark, (x - s * 0.2, cy + s * 0.1, s * 0.4, s * 0.25), math.pi * 1.1, math.pi * 1.9, 2)
    elif kind == "lantern":
        top = ground - s * 1.3
        pygame.draw.line(img, dark, (x, ground), (x, top), max(2, s // 14))
        pygame.draw.line(img, dark, (x, top), (x + s * 0.35, top), max(2, s // 14))
        glow = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(5, 0, -1):
            pygame.draw.circle(glow, (*light, 18), (x + s * 0.35, top + s * 0.25), s * 0.1 * (1 + i))
        img.blit(glow, (0, 0))
        pygame.draw.rect(img, light, (x + s * 0.27, top + s * 0.12, s * 0.16, s * 0.24))
    elif kind == "key":  # a huge key standing in the field like a monument
        cy = int(h * 0.45)
        pygame.draw.circle(img, dark, (x, cy - s * 0.35), s * 0.25, max(3, s // 10))
        pygame.draw.line(img, dark, (x, cy - s * 0.1), (x, ground), max(3, s // 9))
        for k in (0.55, 0.75):
            pygame.draw.line(img, dark, (x, cy + s * k), (x + s * 0.25, cy + s * k), max(3, s // 9))
    elif kind == "arch":  # a gate standing alone, another sky inside it
        arch = pygame.Rect(0, 0, s * 0.9, s * 1.3)
        arch.midbottom = (x, ground)
        pygame.draw.rect(img, dark, arch, border_top_left_radius=int(s * 0.45), border_top_right_radius=int(s * 0.45))
        inner = arch.inflate(-s * 0.25, -s * 0.2).move(0, s * 0.1)
        other = pygame.Surface(inner.size, pygame.SRCALPHA)
        for yy in range(inner.height):
            t = yy / max(1, inner.height - 1)
            pygame.draw.line(other, [int(a + (b - a) * t) for a, b in zip(light, dark)] + [255], (0, yy), (inner.width, yy))
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_top_left_radius=inner.width // 2,
                         border_top_right_radius=inner.width // 2)
        other.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        img.blit(other, inner)
    else:
        cy = int(h * 0.4)
        for side in (-1, 1):
            pygame.draw.polygon(img, light, [(x, cy), (x + side * s * 0.7, cy - s * 0.4), (x + side * s * 0.5, cy + s * 0.3)])
        pygame.draw.line(img, dark, (x, cy - s * 0.3), (x, cy + s * 0.3), 3)


def _fog(img, rng, w, h, mid, light):
    """Three octaves of value noise, brightest near the horizon: the low mist of a dream."""
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    for gw, strength in ((6, 46), (14, 30), (32, 18)):
        gh = max(2, gw * h // w)
        grid = pygame.Surface((gw, gh), pygame.SRCALPHA)
        for gx in range(gw):
            for gy in range(gh):
                band = max(0.0, 1 - abs(gy / (gh - 1) - 0.7) * 2.2)  # strongest a little below the middle
                grid.set_at((gx, gy), (*[int(a * 0.5 + b * 0.5) for a, b in zip(mid, light)], int(rng.random() * strength * band)))
        layer.blit(pygame.transform.smoothscale(grid, (w, h)), (0, 0))
    img.blit(layer, (0, 0))


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

"""A Dreamscape room (one map tile) painted as seen from above (ART.md).

Back to front: a floor material chosen by the room's kind (planks, stone,
carpet, tiles, grass, water), soft light pooling where its lamp or window
is, two or three props as silhouettes (the brief's subject and what such a
room holds), then the walls: a raised rim round the room with a shadow
falling inward, broken by a Door (a gap with a pale threshold) on each side
where the room opens onto a neighbour. A closed side is a full rim, an open
one a gap: the two differ in shape, not only in colour.

The room's spaces, features and plaques are drawn over it by the table
(tiles.render_space), so the floor is kept calm and mid-dark. Each room is
painted once per size and cached.
"""
from __future__ import annotations

import hashlib
import random

import pygame

from game.gfx import palette as P
from game.gfx.cache import new_cache
from game.gfx.silhouette import blur, lit, radial

_CACHE = new_cache(96)
MATERIALS = ("planks", "stone", "carpet", "tiles", "grass", "water")
# Words in a room's id or name that say what its floor is, checked in this order.
_WORDS = (
    ("water", ("flood", "sunken", "drown", "cistern", "sluice", "pool", "shore", "landing", "well")),
    ("grass", ("garden", "meadow", "fern", "palm", "yard", "bramble", "orchard", "lawn")),
    ("tiles", ("glass", "bath", "kitchen", "frame", "boiler", "lamp room", "jar", "vestibule", "greenhouse")),
    ("carpet", ("nursery", "rug", "bedroom", "foyer", "stall", "velvet", "study", "wings", "library", "vestry")),
    ("planks", ("clock", "mill", "attic", "filing", "coats", "stage", "flies")),
    ("stone", ("stair", "crypt", "cellar", "cloister", "nave", "belfry", "hall", "tower", "gallery", "threshold",
               "millstone", "salt", "archive", "row", "corridor")),
)
_LAYOUT = {"underwater": "water", "water": "water", "shore": "water", "forest": "grass", "stair": "stone",
           "corridor": "stone"}
# What else such a room holds (a prop or two besides its subject).
_PROPS = {"planks": ("wooden-chair", "cardboard-box"), "stone": ("cellar-barrels", "stone-block"),
          "carpet": ("rocking-chair", "pillow"), "tiles": ("teapot", "jug"), "grass": ("high-grass", "fern"),
          "water": ("lily-pads", "reed")}
LAMP_LIGHTS = {"candle": "candle-holder", "lantern": "old-lantern", "fire": "campfire", "glow": "magic-lamp"}
WARM = (255, 196, 120)
COOL = (170, 200, 255)


def _rng(key: str) -> random.Random:
    return random.Random(int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big"))


def material(tile_id: str, name: str = "", layout: str | None = None) -> str:
    """The floor a room is paved with: water if its picture is under water, else from the words of its id
    (and English name), else its picture's layout."""
    if layout in ("underwater", "water"):
        return "water"
    words = f"{tile_id} {name}".lower().replace("_", " ")
    for mat, keys in _WORDS:
        if any(k in words for k in keys):
            return mat
    return _LAYOUT.get(layout or "", "planks")


def render_room(tile_id: str, cols: int, rows: int, cell: int, name: str = "", brief=None,
                doors: frozenset = frozenset(), busy: frozenset = frozenset()) -> pygame.Surface:
    """The room `cols` x `rows` spaces of `cell` px. `doors` holds (col, row, side) edges that open onto
    another room; `busy` the (col, row) spaces no prop may stand in (a Spawn, a blocked space)."""
    subject = getattr(brief, "subject", None)
    light = getattr(brief, "light", "moon")
    layout = getattr(brief, "layout", None)
    key = ("room", tile_id, int(cols), int(rows), int(cell), subject, light, layout, name, frozenset(doors),
           frozenset(busy))
    return _CACHE.get(key, lambda: _room(tile_id, int(cols), int(rows), int(cell), name, subject, light, layout,
                                         frozenset(doors), frozenset(busy)))


def _room(tile_id, cols, rows, cell, name, subject, light, layout, doors, busy):
    w, h = cols * cell, rows * cell
    rng = _rng(tile_id)
    mat = material(tile_id, name, layout)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.blit(floor(mat, (w, h), tile_id), (0, 0))
    # seams between spaces: faint lines on the floor, so each space reads as one square
    for x in range(1, cols):
        pygame.draw.line(s, (0, 0, 0, 70), (x * cell, 0), (x * cell, h), 1)
    for y in range(1, rows):
        pygame.draw.line(s, (0, 0, 0, 70), (0, y * cell), (w, y * cell), 1)
    free = [(c, r) for r in range(rows) for c in range(cols) if (c, r) not in busy] or [(0, 0)]
    rng.shuffle(free)
    lamp = LAMP_LIGHTS.get(light)
    props = [subject] if subject else []
    props.append(lamp or "window")
    props += [p for p in _PROPS[mat] if p not in props][: max(0, 3 - len(props))]
    light_at = None
    for i, prop in enumerate(props[:3]):
        c, r = free[i % len(free)]
        big = prop == subject
        ph = int(cell * (0.5 if big else 0.34))
        if prop == "window":  # a window stands in the top wall: the light falls in from there
            at = (int(c * cell + cell * rng.uniform(0.3, 0.7)), int(cell * 0.02))
            light_at = (at[0], int(cell * 0.25))
            _pool(s, light_at, int(cell * 0.9), COOL, wedge=True)
            img = lit("window", int(cell * 0.2), (150, 170, 210), shadow=False)
            s.blit(img, img.get_rect(midtop=at))
            continue
        # props sit towards a corner of their space, leaving its middle to the figures
        px = c * cell + cell * rng.choice((0.3, 0.7))
        py = r * cell + cell * rng.uniform(0.4, 0.6)
        if prop == lamp:
            light_at = (int(px), int(py))
            _pool(s, light_at, int(cell * 0.85), WARM)
        img = lit(prop, ph, _prop_colour(mat, big), rim=(220, 210, 240), shadow=True)
        img.set_alpha(150 if big else 130)  # props recede: the space's marks stay on top
        s.blit(img, img.get_rect(center=(int(px), int(py))))
    if light_at is None and light in ("moon", "stars", "dawn", "shaft"):
        _pool(s, (int(w * 0.3), int(h * 0.2)), int(cell * 1.1), COOL if light != "dawn" else WARM, wedge=True)
    _walls(s, cols, rows, cell, doors)
    return s


def _prop_colour(mat, big):
    base = {"planks": (96, 70, 60), "stone": (86, 84, 110), "carpet": (90, 60, 96), "tiles": (80, 90, 110),
            "grass": (50, 84, 60), "water": (48, 80, 110)}[mat]
    return P.lighten(base, 0.25) if big else base


def _pool(s, at, radius, colour, wedge=False):
    """Light added onto the floor: a round pool (a lamp), or a soft wedge falling from a window."""
    if wedge:
        shaft = pygame.Surface((radius * 2, radius * 2))
        shaft.fill((0, 0, 0))
        x0 = radius
        pygame.draw.polygon(shaft, tuple(int(c * 0.22) for c in colour), [(x0 - radius * 0.2, 0), (x0 + radius * 0.2, 0),
                                                  (x0 + radius * 0.75, radius * 1.6), (x0 - radius * 0.55, radius * 1.6)])
        shaft = blur(shaft, 6)
        s.blit(shaft, (at[0] - radius, at[1] - radius * 0.3), special_flags=pygame.BLEND_RGB_ADD)
        return
    glow = radial(radius, colour, 0.6)
    s.blit(glow, (at[0] - radius, at[1] - radius), special_flags=pygame.BLEND_RGB_ADD)


def _walls(s, cols, rows, cell, doors):
    """A raised rim round the room, its inner shadow on the floor, and a Door (gap + threshold) on each open side."""
    w, h = s.get_size()
    t = max(3, cell // 14)
    shade = pygame.Surface((w, h), pygame.SRCALPHA)  # the rim's shadow falling onto the floor
    for i in range(4):
        pygame.draw.rect(shade, (0, 0, 0, 46 - i * 10), pygame.Rect(0, 0, w, h).inflate(-2 * (t + i * t // 2), -2 * (
            t + i * t // 2)), max(1, t // 2))
    s.blit(shade, (0, 0))
    top, face, dark = (150, 140, 176), (104, 96, 134), (26, 20, 40)
    gap = int(cell * 0.42)
    for c in range(cols):
        for r in range(rows):
            x, y = c * cell, r * cell
            edges = {"N": (r == 0, pygame.Rect(x, y, cell, t)), "S": (r == rows - 1, pygame.Rect(x, y + cell - t, cell, t)),
                     "W": (c == 0, pygame.Rect(x, y, t, cell)), "E": (c == cols - 1, pygame.Rect(x + cell - t, y, t, cell))}
            for side, (outer, rect) in edges.items():
                if not outer:
                    continue
                if (c, r, side) in doors:
                    horiz = side in "NS"
                    mid = rect.centerx if horiz else rect.centery
                    parts = ([pygame.Rect(rect.x, rect.y, mid - gap // 2 - rect.x, t),
                              pygame.Rect(mid + gap // 2, rect.y, rect.right - mid - gap // 2, t)] if horiz else
                             [pygame.Rect(rect.x, rect.y, t, mid - gap // 2 - rect.y),
                              pygame.Rect(rect.x, mid + gap // 2, t, rect.bottom - mid - gap // 2)])
                    sill = (pygame.Rect(mid - gap // 2, rect.y, gap, t) if horiz else
                            pygame.Rect(rect.x, mid - gap // 2, t, gap))
                    pygame.draw.rect(s, (196, 176, 140), sill.inflate(-2 if horiz else -t // 2, -t // 2 if horiz else -2))
                    for part in parts:
                        _rim(s, part, top, face, dark)
                else:
                    _rim(s, rect, top, face, dark)
    pygame.draw.rect(s, dark, s.get_rect(), 1, border_radius=max(2, t))


def _rim(s, rect, top, face, dark):
    pygame.draw.rect(s, face, rect)
    lit_edge = rect.copy()
    if rect.width > rect.height:
        lit_edge.height = max(1, rect.height // 3)
    else:
        lit_edge.width = max(1, rect.width // 3)
    pygame.draw.rect(s, top, lit_edge)
    pygame.draw.rect(s, dark, rect, 1)


# -- floors -------------------------------------------------------------------------------------------

def floor(mat: str, size, seed: str) -> pygame.Surface:
    """A floor of `mat` covering `size`, mid-dark and calm, with its own grain."""
    key = ("floor", mat, tuple(size), seed)
    return _CACHE.get(key, lambda: _floor(mat, tuple(size), seed))


def _floor(mat, size, seed):
    w, h = size
    rng = _rng(seed + mat)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    unit = max(8, min(w, h) // 10)
    if mat == "planks":
        base = (74, 54, 58)
        s.fill(base)
        bh = max(6, unit)
        for y in range(0, h, bh):
            shade = P.mix(base, (96, 70, 66) if rng.random() < 0.5 else (60, 42, 50), rng.uniform(0.2, 0.7))
            pygame.draw.rect(s, shade, (0, y, w, bh))
            for _ in range(3):  # grain
                gy = y + rng.randrange(1, max(2, bh - 1))
                pygame.draw.line(s, P.darken(shade, 0.12), (rng.randrange(w), gy), (rng.randrange(w), gy), 1)
            x = rng.randrange(unit * 3)
            while x < w:  # staggered board ends
                pygame.draw.line(s, P.darken(base, 0.45), (x, y), (x, y + bh), 1)
                x += rng.randrange(unit * 4, unit * 8)
            pygame.draw.line(s, P.darken(base, 0.5), (0, y), (w, y), 1)
    elif mat == "stone":
        base = (70, 70, 92)
        s.fill(P.darken(base, 0.4))
        sh = max(8, int(unit * 1.6))
        for row, y in enumerate(range(0, h, sh)):
            x = -(rng.randrange(sh)) if row % 2 else 0
            while x < w:
                sw = rng.randrange(int(sh * 0.9), int(sh * 1.7))
                col = P.mix(base, (90, 86, 110) if rng.random() < 0.5 else (60, 62, 80), rng.uniform(0, 0.8))
                pygame.draw.rect(s, col, (x + 1, y + 1, sw - 2, sh - 2), border_radius=max(1, sh // 8))
                x += sw
    elif mat == "carpet":
        base = (84, 40, 70)
        s.fill(base)
        step = max(10, unit * 2)
        for y in range(0, h + step, step):
            for x in range(0, w + step, step):
                pts = [(x, y - step // 2 + 2), (x + step // 2 - 2, y), (x, y + step // 2 - 2), (x - step // 2 + 2, y)]
                pygame.draw.polygon(s, P.lighten(base, 0.08), pts)
                pygame.draw.polygon(s, P.darken(base, 0.25), pts, 1)
        band = max(4, unit // 2)
        pygame.draw.rect(s, (110, 62, 84), s.get_rect().inflate(-band * 3, -band * 3), max(2, band // 2))
    elif mat == "tiles":
        a, b = (70, 84, 104), (52, 60, 80)
        tsz = max(8, unit)
        for y in range(0, h, tsz):
            for x in range(0, w, tsz):
                col = a if (x // tsz + y // tsz) % 2 else b
                pygame.draw.rect(s, P.mix(col, (90, 100, 120), rng.uniform(0, 0.2)), (x, y, tsz - 1, tsz - 1))
    elif mat == "grass":
        base = (40, 70, 52)
        s.fill(base)
        for _ in range(w * h // 40):
            x, y = rng.randrange(w), rng.randrange(h)
            ln = rng.randrange(3, max(4, unit // 2 + 3))
            col = P.mix(base, (90, 130, 80) if rng.random() < 0.5 else (24, 46, 36), rng.uniform(0.2, 0.8))
            pygame.draw.line(s, col, (x, y), (x + rng.randint(-2, 2), y - ln), 1)
    else:  # water
        base = (34, 62, 100)
        s.fill(base)
        for _ in range(w * h // 900 + 4):
            x, y = rng.randrange(w), rng.randrange(h)
            rw = rng.randrange(unit, unit * 4)
            pygame.draw.arc(s, P.lighten(base, rng.uniform(0.1, 0.3)), (x, y, rw, rw // 3), 0.3, 2.8, 1)
    # paper grain and a soft vignette: no flat colour at table size
    grain = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(w * h // 60):
        grain.set_at((rng.randrange(w), rng.randrange(h)), (255, 255, 255, 14) if i & 1 else (0, 0, 0, 22))
    s.blit(grain, (0, 0))
    return s

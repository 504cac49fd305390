"""The Dreamworld Map's square tiles, its roads and its Location marks.

The map is laid from square tiles, one grid square each. A tile is painted
in its region's colours with a few faint motifs (houses in the Suburbs,
waves on the Shore, reeds, roofs, frost, mist); a Location's tile has a
clearing where its medallion stands. Paths are painted roads: sand-coloured
with a dark edge, or, for a Shortcut, a dotted thread of ether; a one-way
arrow sits on each. A Location is a medallion showing its kind, small
plates for what it holds (Keys to gain, a Dream Gate's price, a story to
read, a Dream won) and its name on a plate below.

Everything here is drawn once per look and size and cached; the Dreamworld
scene only composes and blits. Every mark that must stay readable reports
its box to `record(kind, text, rect)`, so a test can check that no two
overlap.
"""
from __future__ import annotations

import hashlib
import math
import random

import pygame

from game.gfx import palette as P
from game.gfx import text as T
from game.gfx.cache import new_cache
from game.gfx.icons import icon, star_pts

_CACHE = new_cache(512)
SS = 3  # supersampling for the round marks

# region -> (ground, motif colour); unknown regions take the Suburbs' look
REGIONS = {
    "suburbs": ((62, 52, 104), (196, 178, 236)),
    "shore": ((34, 78, 98), (196, 236, 240)),
    "reeds": ((40, 76, 70), (176, 214, 150)),
    "quarter": ((84, 46, 84), (250, 196, 150)),
    "heights": ((58, 84, 124), (222, 240, 255)),
    "hushing": ((44, 36, 62), (170, 150, 210)),
}
KIND_COLOUR = {"fate": P.FRAME["fate"], "slumber": (160, 170, 240), "dream_gate": (178, 146, 246),
               "shopping": P.GOLD, "awakening": (248, 196, 120), "rest": (214, 200, 166)}
KIND_ICON = {"fate": "fate", "slumber": "slumber", "dream_gate": "dream_gate", "shopping": "shopping",
             "awakening": "awakening", "rest": "story"}
ROAD = (206, 184, 138)
SHORTCUT = (150, 206, 244)


def _rng(key: str) -> random.Random:
    return random.Random(int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big"))


def region_colours(region: str | None):
    return REGIONS.get(region or "", REGIONS["suburbs"])


# -- the square tiles ---------------------------------------------------------------

def tile(region: str | None, key: str, size: int, clearing: bool = False) -> pygame.Surface:
    """One square map tile, `size` pixels, with rounded corners and a bevel.
    `key` (the tile's grid square) picks the motifs; `clearing` lightens the
    middle where a Location's medallion stands."""
    ck = ("tile", region, key, int(size), clearing)
    return _CACHE.get(ck, lambda: _tile(region, key, int(size), clearing))


def _tile(region, key, size, clearing) -> pygame.Surface:
    ground, ink = region_colours(region)
    rng = _rng(f"{region}/{key}")
    # each square its own shade of the region, so a patch reads as painted, not printed
    ground = P.mix(ground, P.TILE_HUES[rng.randrange(len(P.TILE_HUES))], rng.uniform(0.1, 0.3))
    ground = P.mix(ground, P.lighten(ground, 0.3) if rng.random() < 0.5 else P.darken(ground, 0.3), rng.uniform(0, 0.18))
    top, bottom = P.lighten(ground, 0.12), P.darken(ground, 0.25)
    ramp = pygame.Surface((2, 16), pygame.SRCALPHA)  # moonlight from above: a smooth ramp, scaled up
    for y in range(16):
        pygame.draw.line(ramp, (*P.mix(top, bottom, y / 15 * 0.8), 255), (0, y), (1, y))
    s = pygame.transform.smoothscale(ramp, (size, size))
    wash = pygame.Surface((size, size), pygame.SRCALPHA)
    for i in range(8, 0, -1):
        pygame.draw.circle(wash, (*P.lighten(ground, 0.25), 9), (size * 0.2, size * 0.15), size * 0.12 * i)
    s.blit(wash, (0, 0))
    mist = pygame.Surface((size, size), pygame.SRCALPHA)
    for _ in range(14):
        r = rng.randrange(max(3, size // 10), max(4, size // 3))
        shade = P.lighten(ground, rng.uniform(0.1, 0.3)) if rng.random() < 0.6 else P.darken(ground, 0.25)
        pygame.draw.circle(mist, (*shade, 24), (rng.randrange(size), rng.randrange(size)), r)
    s.blit(mist, (0, 0))
    grain = ((*P.lighten(ground, 0.35), 255), (*P.darken(ground, 0.35), 255))
    for i in range(size * size // 120):  # the grain of painted card
        s.set_at((rng.randrange(size), rng.randrange(size)), grain[i & 1])
    motif = pygame.Surface((size, size), pygame.SRCALPHA)
    _MOTIFS.get(region, _suburbs)(motif, rng, size, ground, ink)
    s.blit(motif, (0, 0))
    if clearing:
        glow = pygame.Surface((size, size), pygame.SRCALPHA)
        for i in range(6, 0, -1):
            pygame.draw.circle(glow, (*P.lighten(ground, 0.35), 12), (size // 2, int(size * 0.36)), int(size * 0.07 * i))
        s.blit(glow, (0, 0))
    # the card's bevel: moonlight from the top left, shade at the bottom right
    edge = max(1, size // 40)
    pygame.draw.line(s, (*P.lighten(ground, 0.4), 200), (0, 0), (size, 0), edge)
    pygame.draw.line(s, (*P.lighten(ground, 0.3), 170), (0, 0), (0, size), edge)
    pygame.draw.line(s, (*P.darken(ground, 0.5), 220), (0, size - edge), (size, size - edge), edge)
    pygame.draw.line(s, (*P.darken(ground, 0.45), 200), (size - edge, 0), (size - edge, size), edge)
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(3, size // 14))
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(s, (*P.lighten(ground, 0.25), 120), s.get_rect(), 1, border_radius=max(3, size // 14))
    return s


def tile_back(size: int) -> pygame.Surface:
    """The back of a map tile, seen while it is turned over to be laid."""
    return _CACHE.get(("back", int(size)), lambda: _back(int(size)))


def _back(size) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(s, (*P.DUSK, 255), s.get_rect(), border_radius=max(3, size // 14))
    c = size / 2
    for k in range(3):
        pygame.draw.circle(s, (*P.GOLD_DEEP, 150), (c, c), size * (0.16 + k * 0.1), max(1, size // 60))
    pygame.draw.polygon(s, (*P.GOLD, 220), star_pts(c, c, size * 0.12, 8, 0.45))
    pygame.draw.rect(s, (*P.GOLD_DEEP, 255), s.get_rect(), max(2, size // 40), border_radius=max(3, size // 14))
    return s


def shadow(size: int) -> pygame.Surface:
    """A soft shadow under a tile, offset down-right by the caller."""
    def make():
        pad = max(2, size // 12)
        s = pygame.Surface((size + pad * 2, size + pad * 2), pygame.SRCALPHA)
        for i in range(pad, 0, -1):
            pygame.draw.rect(s, (0, 0, 0, 18), (pad - i, pad - i, size + i * 2, size + i * 2),
                             border_radius=max(3, size // 14) + i)
        return s
    return _CACHE.get(("shadow", int(size)), make)


def _suburbs(s, rng, size, ground, ink):
    if rng.random() < 0.6:  # a lane of pale stones wandering across
        a = (rng.choice((0, size)), rng.uniform(0.2, 0.8) * size)
        b = (size - a[0], rng.uniform(0.2, 0.8) * size)
        c = (size / 2 + rng.uniform(-0.2, 0.2) * size, size / 2 + rng.uniform(-0.3, 0.3) * size)
        pts = [((1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
                (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1]) for t in (i / 16 for i in range(17))]
        pygame.draw.lines(s, (*P.lighten(ground, 0.18), 70), False, pts, max(3, size // 14))
        for x, y in pts[1::2]:
            pygame.draw.circle(s, (*ink, 40), (x, y), max(1, size // 70))
    for _ in range(rng.randrange(2, 5)):  # garden trees: a dark crown, a lit side
        r = size * rng.uniform(0.035, 0.06)
        x, y = rng.uniform(0.05, 0.95) * size, rng.uniform(0.1, 0.95) * size
        pygame.draw.circle(s, (18, 30, 34, 90), (x + r * 0.25, y + r * 0.3), r)
        pygame.draw.circle(s, (*P.mix(ground, (50, 96, 84), 0.6), 200), (x, y), r)
        pygame.draw.circle(s, (*P.mix(ground, (120, 170, 140), 0.5), 150), (x - r * 0.3, y - r * 0.3), r * 0.45)
    for _ in range(rng.randrange(1, 4)):  # little houses, one window lit
        w = size * rng.uniform(0.1, 0.14)
        x, y = rng.uniform(0.05, 0.82) * size, rng.uniform(0.15, 0.85) * size
        body = pygame.Rect(x, y, w, w * 0.75)
        pygame.draw.rect(s, (10, 8, 22, 70), body.move(w * 0.12, w * 0.12))
        pygame.draw.rect(s, (*P.darken(ground, 0.3), 230), body)
        roof = [(body.x - w * 0.12, body.y), (body.right + w * 0.12, body.y), (body.centerx, body.y - w * 0.5)]
        pygame.draw.polygon(s, (*P.mix(P.darken(ground, 0.5), (120, 60, 70), 0.3), 240), roof)
        pygame.draw.line(s, (*P.lighten(ground, 0.2), 160), roof[0], roof[2], max(1, size // 90))
        win = pygame.Rect(body.centerx - w * 0.13, body.centery - w * 0.1, w * 0.26, w * 0.26)
        glow = pygame.Surface((int(w * 1.2), int(w * 1.2)), pygame.SRCALPHA)
        pygame.draw.circle(glow, (255, 210, 130, 40), (glow.get_width() / 2, glow.get_height() / 2), w * 0.5)
        s.blit(glow, glow.get_rect(center=win.center))
        pygame.draw.rect(s, (255, 222, 150, 230), win)


def _shore(s, rng, size, ground, ink):
    a, b = rng.uniform(0.45, 0.75), rng.uniform(0.45, 0.75)  # sand on one side, sea on the other
    pygame.draw.polygon(s, (226, 206, 160, 46), [(0, size * a), (size, size * b), (size, size), (0, size)])
    for _ in range(rng.randrange(3, 6)):
        x, y = rng.uniform(-0.1, 0.8) * size, rng.uniform(0.05, 0.45) * size
        w = size * rng.uniform(0.2, 0.35)
        pygame.draw.arc(s, (*ink, 80), (x, y, w, w * 0.35), 0.3, math.pi - 0.3, max(1, size // 60))
    for _ in range(4):
        pygame.draw.circle(s, (*ink, 60), (rng.uniform(0, 1) * size, rng.uniform(0.6, 1) * size), max(1, size // 70))


def _reeds(s, rng, size, ground, ink):
    for _ in range(rng.randrange(1, 3)):  # still water between the beds
        x, y = rng.uniform(-0.1, 0.6) * size, rng.uniform(0.3, 0.85) * size
        pygame.draw.ellipse(s, (70, 120, 150, 60), (x, y, size * rng.uniform(0.3, 0.5), size * rng.uniform(0.08, 0.14)))
    for _ in range(rng.randrange(3, 6)):  # clumps of reeds with brown heads
        cx, cy = rng.uniform(0.05, 0.95) * size, rng.uniform(0.25, 1.0) * size
        for _ in range(rng.randrange(4, 8)):
            x = cx + rng.uniform(-0.05, 0.05) * size
            h = size * rng.uniform(0.1, 0.2)
            lean = rng.uniform(-0.25, 0.25) * h
            pygame.draw.line(s, (*P.mix(ink, ground, 0.3), 130), (x, cy), (x + lean, cy - h), max(1, size // 70))
            pygame.draw.ellipse(s, (150, 110, 70, 170), (x + lean - size * 0.01, cy - h - size * 0.035, size * 0.02,
                                                          size * 0.05))


def _quarter(s, rng, size, ground, ink):
    x = -rng.uniform(0, 0.1) * size
    base = size * rng.uniform(0.82, 0.95)
    while x < size:  # a row of rooftops along the bottom, a few windows lit
        w = size * rng.uniform(0.1, 0.18)
        h = size * rng.uniform(0.12, 0.28)
        pygame.draw.rect(s, (*P.darken(ground, 0.4), 150), (x, base - h, w, size - base + h))
        pygame.draw.polygon(s, (*P.darken(ground, 0.5), 160), [(x, base - h), (x + w, base - h), (x + w / 2, base - h - w * 0.4)])
        if rng.random() < 0.7:
            pygame.draw.rect(s, (*ink, 150), (x + w * 0.35, base - h * 0.6, w * 0.25, w * 0.25))
        x += w + size * 0.01
    for _ in range(3):
        pygame.draw.circle(s, (*ink, 50), (rng.uniform(0, 1) * size, rng.uniform(0.05, 0.5) * size), max(1, size // 60))


def _heights(s, rng, size, ground, ink):
    for _ in range(rng.randrange(3, 6)):  # glassy facets
        cx, cy = rng.uniform(0, 1) * size, rng.uniform(0, 1) * size
        r = size * rng.uniform(0.06, 0.14)
        pts = [(cx + math.cos(a) * r, cy + math.sin(a) * r * 1.3) for a in (rng.uniform(0, 2), rng.uniform(2, 4), rng.uniform(4, 6))]
        pygame.draw.polygon(s, (*ink, 28), pts)
        pygame.draw.polygon(s, (*ink, 70), pts, 1)
    for _ in range(8):
        pygame.draw.circle(s, (*ink, 90), (rng.uniform(0, 1) * size, rng.uniform(0, 1) * size), max(1, size // 80))


def _hushing(s, rng, size, ground, ink):
    for _ in range(rng.randrange(3, 5)):
        x, y = rng.uniform(-0.2, 0.7) * size, rng.uniform(0, 0.9) * size
        w = size * rng.uniform(0.4, 0.7)
        pygame.draw.arc(s, (*ink, 45), (x, y, w, w * 0.3), 0, math.pi, max(1, size // 50))
    for _ in range(5):
        pygame.draw.circle(s, (*ink, 110), (rng.uniform(0, 1) * size, rng.uniform(0, 1) * size), max(1, size // 90))


_MOTIFS = {"suburbs": _suburbs, "shore": _shore, "reeds": _reeds, "quarter": _quarter, "heights": _heights,
           "hushing": _hushing}


# -- roads -----------------------------------------------------------------------------

def road(surf, pts, width: float, shortcut: bool = False, bright: float = 0.0) -> None:
    """A painted Path along the points `pts` (screen pixels). `bright` (0..1)
    lights it, for the Paths the Team can take now."""
    if len(pts) < 2:
        return
    w = max(2, int(width))
    if shortcut:
        colour = P.mix(SHORTCUT, (255, 255, 255), bright * 0.5)
        _dotted(surf, pts, max(2, w // 2), colour, w * 1.1)
        return
    colour = P.mix(ROAD, (255, 246, 210), bright)
    edge = P.darken(ROAD, 0.65)
    rim = w + max(2, w // 2)
    _polyline(surf, pts, rim, edge)
    _polyline(surf, pts, w, colour)
    for side in (-1, 1):  # smooth the rims: pygame's thick lines have no antialiasing of their own
        pygame.draw.aalines(surf, edge, False, _offset(pts, side * rim / 2))
    # a dashed centre line of darker sand: reads as a worn track
    _dashes(surf, pts, P.darken(colour, 0.25), max(1, w // 4), w * 1.2)


def _offset(pts, d):
    """The polyline moved sideways by `d` pixels (to the left of its direction when d > 0)."""
    out = []
    for i, (x, y) in enumerate(pts):
        a, b = pts[max(0, i - 1)], pts[min(len(pts) - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = math.hypot(dx, dy) or 1
        out.append((x - dy / n * d, y + dx / n * d))
    return out


def _polyline(surf, pts, w, colour) -> None:
    pygame.draw.lines(surf, colour, False, pts, w)
    for p in pts:
        pygame.draw.circle(surf, colour, p, w / 2)


def _walk(pts, step):
    """Points every `step` pixels along the polyline, with their direction."""
    out, carry = [], 0.0
    for (ax, ay), (bx, by) in zip(pts, pts[1:]):
        seg = math.hypot(bx - ax, by - ay)
        if seg == 0:
            continue
        d = carry
        while d < seg:
            t = d / seg
            out.append(((ax + (bx - ax) * t, ay + (by - ay) * t), ((bx - ax) / seg, (by - ay) / seg)))
            d += step
        carry = d - seg
    return out


def _dashes(surf, pts, colour, w, step) -> None:
    marks = _walk(pts, step)
    for (x, y), (ux, uy) in marks[1:-1:2]:
        pygame.draw.line(surf, colour, (x - ux * step * 0.3, y - uy * step * 0.3), (x + ux * step * 0.3, y + uy * step * 0.3), w)


def _dotted(surf, pts, r, colour, step) -> None:
    for (x, y), _ in _walk(pts, step):
        pygame.draw.circle(surf, P.darken(colour, 0.6), (x, y), r + 1)
        pygame.draw.circle(surf, colour, (x, y), r)


def _arrow_points(tip, direction, size):
    ux, uy = direction
    x, y = tip
    back = (x - ux * size, y - uy * size)
    left = (back[0] - uy * size * 0.62, back[1] + ux * size * 0.62)
    right = (back[0] + uy * size * 0.62, back[1] - ux * size * 0.62)
    notch = (x - ux * size * 0.7, y - uy * size * 0.7)
    return [tip, left, notch, right]


def arrow_box(tip, direction, size: float) -> pygame.Rect:
    """The box a one-way arrow covers, outline included."""
    pts = _grow(_arrow_points(tip, direction, size), 2)
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return pygame.Rect(math.floor(min(xs)), math.floor(min(ys)), math.ceil(max(xs) - min(xs)) + 2,
                       math.ceil(max(ys) - min(ys)) + 2)


def arrowhead(surf, tip, direction, size: float, colour) -> pygame.Rect:
    """A one-way arrow pointing along `direction`, its tip at `tip`; returns its box."""
    pts = _arrow_points(tip, direction, size)
    pygame.draw.polygon(surf, P.INK, _grow(pts, 2))
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.aalines(surf, colour, True, pts)
    return arrow_box(tip, direction, size)


def _grow(pts, by):
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    out = []
    for x, y in pts:
        d = math.hypot(x - cx, y - cy) or 1
        out.append((x + (x - cx) / d * by, y + (y - cy) / d * by))
    return out


# -- Locations ---------------------------------------------------------------------------

def medallion(kind: str, radius: int, state: str = "") -> pygame.Surface:
    """A Location's disc: the kind's icon in a ring of the kind's colour.
    `state`: "" (plain), "dim" (a sealed Dream Gate), "won" (a Dream won)."""
    key = ("medal", kind, int(radius), state)
    return _CACHE.get(key, lambda: _medallion(kind, int(radius), state))


def _medallion(kind, radius, state) -> pygame.Surface:
    size = radius * 2 + 8
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    c = (size * SS / 2, size * SS / 2)
    r = radius * SS
    ring = KIND_COLOUR.get(kind, KIND_COLOUR["rest"])
    if state == "dim":
        ring = P.mix(ring, (90, 84, 110), 0.6)
    for i in range(4, 0, -1):  # a soft shadow, moonlight from the top left
        pygame.draw.circle(big, (0, 0, 0, 30), (c[0] + r * 0.12, c[1] + r * 0.16), r + i * SS)
    pygame.draw.circle(big, P.INK, c, r + SS)
    pygame.draw.circle(big, ring, c, r)
    pygame.draw.circle(big, P.darken(ring, 0.78), c, r * 0.84)
    pygame.draw.circle(big, (*P.lighten(ring, 0.3), 90), (c[0] - r * 0.2, c[1] - r * 0.25), r * 0.55)
    pygame.draw.circle(big, P.darken(ring, 0.78), c, r * 0.74)
    if state == "won":
        pygame.draw.circle(big, P.GOLD, c, r * 0.84, max(2, int(r * 0.07)))
    s = pygame.transform.smoothscale(big, (size, size))
    glyph = icon(KIND_ICON.get(kind, "story"), max(8, int(radius * 1.25)))
    if state == "dim":
        glyph = glyph.copy()
        glyph.set_alpha(120)
    s.blit(glyph, glyph.get_rect(center=(size / 2, size / 2)))
    return s


def plate(label: str, glyph: str | None, height: int, fill, edge) -> pygame.Surface:
    """A small rounded plate: an icon and a short word or number (`+1` Key, `3` Keys...)."""
    key = ("plate", label, glyph, int(height), tuple(fill), tuple(edge))
    return _CACHE.get(key, lambda: _plate(label, glyph, int(height), fill, edge))


def _plate(label, glyph, height, fill, edge) -> pygame.Surface:
    size = max(8, int(height * 0.7))
    text = T.fonts.render(label, "small", size, P.TEXT) if label else None
    gw = height - 4 if glyph else 0
    width = 6 + gw + (text.get_width() + 3 if text else 0) + (2 if glyph and not text else 0)
    s = pygame.Surface((max(width, height), height), pygame.SRCALPHA)
    pygame.draw.rect(s, (*fill, 235), s.get_rect(), border_radius=height // 2)
    pygame.draw.rect(s, edge, s.get_rect(), 1, border_radius=height // 2)
    x = 3 if text else (s.get_width() - gw) // 2
    if glyph:
        s.blit(_glyph(glyph, gw), (x, 2))
        x += gw + 1
    if text:
        s.blit(text, (x, (height - text.get_height()) // 2))
    return s


def _glyph(name: str, size: int) -> pygame.Surface:
    if name == "secret":
        return secret_mark(size)
    if name == "sparkle":
        return sparkle(size)
    if name == "won":
        return won_star(size)
    return icon(name, size)


def won_star(size: int) -> pygame.Surface:
    """A Dream won: a gold five-pointed star."""
    def make():
        big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
        c = size * SS / 2
        pygame.draw.polygon(big, P.INK, star_pts(c, c + SS, size * SS * 0.52, 5, 0.45))
        pygame.draw.polygon(big, P.GOLD, star_pts(c, c + SS, size * SS * 0.44, 5, 0.45))
        pygame.draw.polygon(big, P.lighten(P.GOLD, 0.5), star_pts(c - SS, c, size * SS * 0.18, 5, 0.45))
        return pygame.transform.smoothscale(big, (size, size))
    return _CACHE.get(("won", int(size)), make)


def team_marker(radius: int) -> pygame.Surface:
    """The Team's marker: a lantern-gold pawn on a dark base with a halo, seen from above."""
    def make():
        size = radius * 4
        big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
        c = (size * SS / 2, size * SS / 2)
        r = radius * SS
        for i in range(8, 0, -1):  # the lantern's halo
            pygame.draw.circle(big, (255, 222, 140, 14), c, r * (1.0 + i * 0.12))
        pygame.draw.circle(big, (0, 0, 0, 90), (c[0] + r * 0.15, c[1] + r * 0.2), r * 1.02)
        pygame.draw.circle(big, P.INK, c, r)
        pygame.draw.circle(big, P.GOLD_DEEP, c, r * 0.9)
        pygame.draw.circle(big, P.GOLD, c, r * 0.78)
        pygame.draw.circle(big, P.lighten(P.GOLD, 0.45), (c[0] - r * 0.22, c[1] - r * 0.25), r * 0.32)
        pygame.draw.polygon(big, P.INK, star_pts(c[0], c[1], r * 0.5, 4, 0.38))
        pygame.draw.polygon(big, P.MOONLIGHT, star_pts(c[0], c[1], r * 0.4, 4, 0.34))
        return pygame.transform.smoothscale(big, (size, size))
    return _CACHE.get(("team", int(radius)), make)


def secret_mark(size: int) -> pygame.Surface:
    """A Secret: a violet eye-shaped gem."""
    def make():
        big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
        c = size * SS / 2
        r = size * SS * 0.42
        pygame.draw.polygon(big, P.INK, [(c, c - r - SS), (c + r + SS, c), (c, c + r + SS), (c - r - SS, c)])
        pygame.draw.polygon(big, P.FRAME["secret"], [(c, c - r), (c + r, c), (c, c + r), (c - r, c)])
        pygame.draw.circle(big, P.lighten(P.FRAME["secret"], 0.6), (c, c), r * 0.35)
        return pygame.transform.smoothscale(big, (size, size))
    return _CACHE.get(("secret", int(size)), make)


def sparkle(size: int) -> pygame.Surface:
    """Not yet visited: a small four-pointed star."""
    def make():
        big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
        c = size * SS / 2
        pygame.draw.polygon(big, P.INK, star_pts(c, c, size * SS * 0.5, 4, 0.34))
        pygame.draw.polygon(big, P.MOONLIGHT, star_pts(c, c, size * SS * 0.42, 4, 0.3))
        return pygame.transform.smoothscale(big, (size, size))
    return _CACHE.get(("sparkle", int(size)), make)


def name_plate(name: str, width: int, height: int, size: int) -> pygame.Surface:
    """A Location's name, wrapped to `width` and shrunk to fit `height`, on a dark plate
    exactly as large as the words."""
    key = ("name", name, int(width), int(height), int(size))
    return _CACHE.get(key, lambda: _name_plate(name, int(width), int(height), int(size)))


def _name_plate(name, width, height, size) -> pygame.Surface:
    pad = max(2, size // 5)
    text = _fit_words(name, width - pad * 2, height - pad, size)
    tw = text.get_bounding_rect().width or 1  # the layout is as wide as asked; the words may be narrower
    s = pygame.Surface((min(width, tw + pad * 2 + 2), text.get_height() + pad), pygame.SRCALPHA)
    pygame.draw.rect(s, (14, 10, 28, 200), s.get_rect(), border_radius=max(3, size // 3))
    pygame.draw.rect(s, (120, 100, 170, 160), s.get_rect(), 1, border_radius=max(3, size // 3))
    s.blit(text, ((s.get_width() - text.get_width()) // 2, pad // 2))
    return s


def _fit_words(name, width, height, size):
    for sz in range(size, 6, -1):
        img = T.layout(name, width, sz, P.MOONLIGHT, "rules_bold", False, "center", False)
        if img.get_height() <= height:
            return img
    return T.layout(name, width, 7, P.MOONLIGHT, "rules_bold", False, "center", False)

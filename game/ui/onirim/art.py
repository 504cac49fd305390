"""Onirim's card art, drawn in code: Locations, Doors, Nightmares, Dreams, the back.

Each Location's medallion holds a picture of its kind of place (its brief's subject,
content/onirim/briefs.yaml) under the symbol. Every card is painted once per (code, width) at twice the size and smoothed
down, then blitted. Colour is never the only cue: each colour has its own
emblem (red Observatory a star, blue Aquarium a drop, green Garden a leaf,
brown Library a book) and its own background pattern, and each symbol its
own glyph (Sun rays, Moon crescent, Key).
"""
from __future__ import annotations

import math
import random

import pygame

from game.gfx import palette as P
from game.gfx.cache import new_cache
from game.gfx.fonts import render
from game.i18n import N_, language, tr  # card faces are painted in the current language (caches clear on a change)
from game.rules.onirim.cards import COLOUR_NAMES, IS_DOOR, IS_LOCATION

RATIO = 1.4
HAND_TILT = 3  # degrees each card of the hand turns, from the middle out (the table's fan, the moves' landing)
SS = 2  # supersampling: paint big, smooth down
_CACHE = new_cache(300)

# Per colour: main, light, dark, the place's name, the emblem.
COLOURS = {
    "R": ((188, 62, 70), (252, 168, 150), (58, 16, 28), N_("Observatory"), "star"),
    "B": ((56, 112, 196), (160, 210, 250), (12, 26, 62), N_("Aquarium"), "drop"),
    "G": ((64, 148, 88), (172, 232, 160), (12, 44, 26), N_("Garden"), "leaf"),
    "Y": ((156, 108, 60), (240, 208, 150), (46, 28, 14), N_("Library"), "book"),
}
NIGHTMARE_INK = (214, 52, 64)
DREAM = {"SX": ((222, 182, 92), N_("Sphinx")), "DV": ((72, 196, 200), N_("Diver")), "CF": ((210, 100, 200), N_("Confusion"))}


def card_size(width: int) -> tuple[int, int]:
    return width, round(width * RATIO)


def card(code: str, width: int) -> pygame.Surface:
    """The face of a card (cached)."""
    return _CACHE.get(("face", code, width, language()), lambda: _smooth(_face(code, width * SS), width))


def back(width: int) -> pygame.Surface:
    return _CACHE.get(("back", width), lambda: _smooth(_back(width * SS), width))


def emblem_icon(colour: str, size: int) -> pygame.Surface:
    """A colour's emblem alone (for the Doors won row, the Mirrors, buttons)."""
    def make():
        s = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
        main, light, _, _, shape = COLOURS[colour]
        emblem(s, shape, (size * SS // 2, size * SS // 2), size * SS * 0.42, light, main)
        return pygame.transform.smoothscale(s, (size, size))
    return _CACHE.get(("emblem", colour, size), make)


def glyph_icon(symbol: str, size: int, colour=P.MOONLIGHT) -> pygame.Surface:
    def make():
        s = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
        glyph(s, symbol, (size * SS // 2, size * SS // 2), size * SS * 0.45, colour, (20, 14, 36))
        return pygame.transform.smoothscale(s, (size, size))
    return _CACHE.get(("glyph", symbol, size, colour), make)


def _smooth(big: pygame.Surface, width: int) -> pygame.Surface:
    return pygame.transform.smoothscale(big, card_size(width))


# -- shapes ------------------------------------------------------------------------------------------

def star(s, c, r, col, points=5, inner=0.45, turn=-math.pi / 2):
    pts = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * inner
        a = turn + i * math.pi / points
        pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    pygame.draw.polygon(s, col, pts)


def emblem(s, shape, c, r, col, ink):
    """The colour's emblem: star, drop, leaf or book."""
    x, y = c
    if shape == "star":
        star(s, c, r, col, 8, 0.42, -math.pi / 2)
        pygame.draw.circle(s, ink, c, r * 0.22)
    elif shape == "drop":
        pts = [(x + r * 0.72 * math.cos(a), y + r * 0.28 + r * 0.72 * math.sin(a))
               for a in [i * math.pi / 18 for i in range(-3, 22)]]
        pts.append((x, y - r))
        pygame.draw.polygon(s, col, pts)
        pygame.draw.circle(s, ink, (x - r * 0.25, y + r * 0.3), r * 0.16)
    elif shape == "leaf":
        pts = []
        for i in range(21):
            t = i / 20
            pts.append((x - r * 0.55 * math.sin(math.pi * t), y - r + 2 * r * t))
        for i in range(21):
            t = 1 - i / 20
            pts.append((x + r * 0.55 * math.sin(math.pi * t), y - r + 2 * r * t))
        pygame.draw.polygon(s, col, pts)
        pygame.draw.line(s, ink, (x, y - r * 0.8), (x, y + r * 0.95), max(1, int(r * 0.1)))
        for k in (-0.35, 0.1):
            pygame.draw.line(s, ink, (x, y + r * k), (x - r * 0.3, y + r * (k - 0.28)), max(1, int(r * 0.07)))
            pygame.draw.line(s, ink, (x, y + r * (k + 0.2)), (x + r * 0.3, y + r * (k - 0.08)), max(1, int(r * 0.07)))
    else:  # book: two pages open
        w, h = r * 0.95, r * 0.75
        left = [(x, y - h * 0.8), (x - w, y - h), (x - w, y + h * 0.8), (x, y + h)]
        right = [(x, y - h * 0.8), (x + w, y - h), (x + w, y + h * 0.8), (x, y + h)]
        pygame.draw.polygon(s, col, left)
        pygame.draw.polygon(s, col, right)
        pygame.draw.line(s, ink, (x, y - h * 0.8), (x, y + h), max(1, int(r * 0.1)))
        for k in (-0.45, -0.1, 0.25):
            pygame.draw.line(s, ink, (x - w * 0.8, y + h * k), (x - w * 0.15, y + h * (k + 0.1)), max(1, int(r * 0.06)))
            pygame.draw.line(s, ink, (x + w * 0.15, y + h * (k + 0.1)), (x + w * 0.8, y + h * k), max(1, int(r * 0.06)))


def glyph(s, symbol, c, r, col, ink):
    """S a sun with rays, M a crescent moon, K a key."""
    x, y = c
    if symbol == "S":
        for i in range(12):
            a = i * math.pi / 6
            long = 1.0 if i % 2 == 0 else 0.78
            tip = (x + r * long * math.cos(a), y + r * long * math.sin(a))
            side = 0.16
            b1 = (x + r * 0.55 * math.cos(a - side), y + r * 0.55 * math.sin(a - side))
            b2 = (x + r * 0.55 * math.cos(a + side), y + r * 0.55 * math.sin(a + side))
            pygame.draw.polygon(s, col, [tip, b1, b2])
        pygame.draw.circle(s, col, c, r * 0.5)
        pygame.draw.circle(s, ink, c, r * 0.5, max(1, int(r * 0.05)))
        pygame.draw.circle(s, ink, (x - r * 0.17, y - r * 0.08), r * 0.05)
        pygame.draw.circle(s, ink, (x + r * 0.17, y - r * 0.08), r * 0.05)
        pygame.draw.arc(s, ink, pygame.Rect(x - r * 0.2, y - r * 0.12, r * 0.4, r * 0.3), math.pi * 1.15,
                        math.pi * 1.85, max(1, int(r * 0.05)))
    elif symbol == "M":
        size = int(r * 2.2)
        tmp = pygame.Surface((size, size), pygame.SRCALPHA)
        m = size // 2
        pygame.draw.circle(tmp, col, (m, m), r)
        pygame.draw.circle(tmp, (0, 0, 0, 0), (m + r * 0.45, m - r * 0.25), r * 0.86)  # erases: a crescent
        s.blit(tmp, (x - m, y - m))
        for dx, dy, k in ((0.55, 0.45, 0.12), (0.75, -0.05, 0.08), (0.3, 0.75, 0.07)):
            star(s, (x + r * dx, y + r * dy), r * k * 1.6, col, 4, 0.35)
    else:  # K
        width = max(2, int(r * 0.17))
        bow = (x, y - r * 0.5)
        pygame.draw.circle(s, col, bow, r * 0.42, width)
        pygame.draw.circle(s, col, bow, r * 0.14)
        shaft = pygame.Rect(0, 0, width, r * 1.35)
        shaft.midtop = (x, y - r * 0.1)
        pygame.draw.rect(s, col, shaft)
        for k, length in ((0.72, 0.42), (0.98, 0.32)):
            tooth = pygame.Rect(x, y - r * 0.1 + r * 1.35 * k - width, r * length, width * 1.4)
            pygame.draw.rect(s, col, tooth)


def _gradient(s, top, bottom):
    w, h = s.get_size()
    for y in range(h):
        t = y / max(1, h - 1)
        pygame.draw.line(s, P.mix(top, bottom, t), (0, y), (w, y))


def _rounded(body: pygame.Surface, radius: int) -> pygame.Surface:
    out = pygame.Surface(body.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(out, (255, 255, 255, 255), out.get_rect(), border_radius=radius)
    out.blit(body, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def _pattern(s, colour, light, rng):
    """Each place has its own texture behind the medallion."""
    w, h = s.get_size()
    faint = (*light, 38)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    if colour == "R":  # an observatory's sky: stars and orbit arcs
        for _ in range(26):
            star(layer, (rng.randrange(w), rng.randrange(h)), rng.randrange(2, 6) * w / 200, faint, 4, 0.3)
        for k in (0.55, 0.8, 1.05):
            pygame.draw.ellipse(layer, faint, pygame.Rect(w * (0.5 - k), h * 0.42 - w * k * 0.35, w * 2 * k,
                                                          w * k * 0.7), max(1, w // 120))
    elif colour == "B":  # water: rows of waves and bubbles
        for row in range(9):
            y0 = h * (0.1 + row * 0.1)
            pts = [(x, y0 + math.sin(x / w * 6 * math.pi + row) * h * 0.012) for x in range(0, w + 1, max(1, w // 40))]
            pygame.draw.lines(layer, faint, False, pts, max(1, w // 110))
        for _ in range(12):
            pygame.draw.circle(layer, faint, (rng.randrange(w), rng.randrange(h)), rng.randrange(2, 6) * w / 200,
                               max(1, w // 160))
    elif colour == "G":  # a garden: climbing vines with small leaves
        for vx in (0.12, 0.88):
            pts = [(w * vx + math.sin(y / h * 5 * math.pi) * w * 0.05, y) for y in range(0, h + 1, max(1, h // 40))]
            pygame.draw.lines(layer, faint, False, pts, max(1, w // 100))
            for i in range(0, len(pts), 4):
                emblem(layer, "leaf", pts[i], w * 0.035, faint, (0, 0, 0, 0))
    else:  # a library: shelves of spines
        shelf_h = h / 9
        for row in range(9):
            y0 = row * shelf_h
            pygame.draw.line(layer, faint, (0, y0 + shelf_h), (w, y0 + shelf_h), max(1, w // 100))
            x = rng.randrange(0, w // 12)
            while x < w:
                bw = rng.randrange(w // 40 + 1, w // 16 + 2)
                bh = shelf_h * rng.uniform(0.55, 0.9)
                pygame.draw.rect(layer, faint, pygame.Rect(x, y0 + shelf_h - bh, bw, bh), max(1, w // 160))
                x += bw + rng.randrange(1, w // 40 + 2)
    s.blit(layer, (0, 0))


def _frame(s, main, light, radius):
    w, h = s.get_size()
    pygame.draw.rect(s, P.darken(main, 0.5), s.get_rect(), max(2, w // 50), border_radius=radius)
    inner = s.get_rect().inflate(-w * 0.08, -w * 0.08)
    pygame.draw.rect(s, (*light, 150), inner, max(1, w // 110), border_radius=int(radius * 0.7))


def _label(s, msg, y, colour, size, role="title"):
    img = render(msg, role, size, colour)
    s.blit(img, img.get_rect(center=(s.get_width() // 2, y)))


def _location(code: str, w: int) -> pygame.Surface:
    colour, symbol = code
    main, light, dark, place, shape = COLOURS[colour]
    h = round(w * RATIO)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    _gradient(s, P.mix(main, dark, 0.35), dark)
    _pattern(s, colour, light, random.Random(code))
    radius = int(w * 0.07)
    c = (w // 2, int(h * 0.46))
    r = w * 0.31
    halo = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(10, 0, -1):
        pygame.draw.circle(halo, (*light, 7), c, r * (1 + i * 0.06))
    s.blit(halo, (0, 0))
    s.blit(_vignette(code, int(r), main, light, dark), (c[0] - int(r), c[1] - int(r)))
    pygame.draw.circle(s, light, c, r, max(2, w // 70))
    pygame.draw.circle(s, (*light, 120), c, r * 0.86, max(1, w // 150))
    gc, gr = (c[0], c[1] - r * 0.42), r * 0.4  # the symbol above the picture's subject, outlined so it reads on paint
    ink = P.mix(main, dark, 0.7)
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (1, 1)):
        glyph(s, symbol, (gc[0] + dx * w / 90, gc[1] + dy * w / 90), gr, ink, ink)
    glyph(s, symbol, gc, gr, P.mix(light, (255, 250, 235), 0.5), P.mix(main, dark, 0.5))
    for corner in ((w * 0.16, w * 0.16), (w * 0.84, h - w * 0.16)):
        pygame.draw.circle(s, P.mix(main, dark, 0.3), corner, w * 0.1)
        emblem(s, shape, corner, w * 0.075, light, P.mix(main, dark, 0.3))
    small = (w * 0.84, w * 0.16)  # the symbol again in the other corner, for fanned hands
    glyph(s, symbol, small, w * 0.075, light, P.mix(main, dark, 0.3))
    _label(s, tr(place), int(h * 0.775), light, max(8, int(w * 0.11)))
    _frame(s, main, light, radius)
    return _rounded(s, radius)


def _vignette(code: str, r: int, main, light, dark) -> pygame.Surface:
    """The medallion's picture: this kind of place (its brief's subject) under its own sky, in a circle."""
    from game.gfx.silhouette import brief_subject, lit, radial
    d = 2 * r
    v = pygame.Surface((d, d), pygame.SRCALPHA)
    _gradient(v, P.mix(main, dark, 0.25), P.mix(main, dark, 0.8))
    glow = radial(int(r * 1.3), light, 0.5)
    v.blit(glow, (int(r * 0.7) - glow.get_width() // 2, int(r * 0.7) - glow.get_height() // 2),
           special_flags=pygame.BLEND_RGB_ADD)
    pygame.draw.ellipse(v, P.mix(main, dark, 0.88), (-r * 0.3, d * 0.84, d * 1.6, d * 0.5))  # the ground
    subject = brief_subject("onirim", "location", code)
    if subject:
        fig = lit(subject, int(r * 1.05), P.mix(light, main, 0.55), rim=P.lighten(light, 0.5), width=int(r * 1.4))
        v.blit(fig, fig.get_rect(midbottom=(r, int(d * 1.0))))
    mask = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (r, r), r)
    v.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return v


def _door(code: str, w: int) -> pygame.Surface:
    colour = code[0]
    main, light, dark, place, shape = COLOURS[colour]
    h = round(w * RATIO)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    _gradient(s, (34, 24, 58), (10, 8, 22))
    rng = random.Random(code)
    for _ in range(30):
        s.set_at((rng.randrange(w), rng.randrange(h)), (*P.lighten(light, 0.3), 255))
    radius = int(w * 0.07)
    # the doorway: an arch of stone in the colour, a glowing opening, the door ajar
    arch = pygame.Rect(0, 0, int(w * 0.62), int(h * 0.62))
    arch.midbottom = (w // 2, int(h * 0.84))
    glow = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(12, 0, -1):
        pygame.draw.rect(glow, (*light, 8), arch.inflate(i * w * 0.03, i * w * 0.03),
                         border_top_left_radius=arch.width, border_top_right_radius=arch.width)
    s.blit(glow, (0, 0))
    pygame.draw.rect(s, main, arch.inflate(w * 0.08, w * 0.05),
                     border_top_left_radius=arch.width, border_top_right_radius=arch.width)
    pygame.draw.rect(s, P.mix(light, (255, 250, 230), 0.6), arch,
                     border_top_left_radius=arch.width // 2, border_top_right_radius=arch.width // 2)
    leaf = [(arch.left, arch.top + arch.width * 0.5), (arch.left + arch.width * 0.62, arch.top + arch.width * 0.42),
            (arch.left + arch.width * 0.62, arch.bottom + h * 0.02), (arch.left, arch.bottom)]
    leaf_rect = pygame.Rect(arch.left, arch.top, int(arch.width * 0.62), arch.height)
    pygame.draw.rect(s, P.mix(main, dark, 0.45), leaf_rect, border_top_left_radius=arch.width // 2)
    pygame.draw.polygon(s, P.mix(main, dark, 0.2), leaf[1:3] + [(leaf[2][0] - w * 0.05, leaf[2][1] - h * 0.01),
                                                               (leaf[1][0] - w * 0.05, leaf[1][1] + h * 0.01)])
    for k in (0.3, 0.55, 0.8):  # planks
        y = leaf_rect.top + leaf_rect.height * k
        pygame.draw.line(s, P.mix(main, dark, 0.7), (leaf_rect.left + w * 0.02, y), (leaf_rect.right - w * 0.02, y),
                         max(1, w // 120))
    pygame.draw.circle(s, light, (leaf_rect.right - w * 0.07, leaf_rect.centery + h * 0.04), w * 0.025)
    # the keystone with the colour's emblem
    ks = (w // 2, arch.top - int(w * 0.02))
    pygame.draw.circle(s, P.mix(main, dark, 0.3), ks, w * 0.11)
    pygame.draw.circle(s, light, ks, w * 0.11, max(1, w // 100))
    emblem(s, shape, ks, w * 0.08, light, P.mix(main, dark, 0.3))
    pygame.draw.line(s, main, (w * 0.12, arch.bottom + h * 0.005), (w * 0.88, arch.bottom + h * 0.005), max(2, w // 50))
    _label(s, tr(N_("{place} Door")).format(place=tr(place)), int(h * 0.91), light, max(8, int(w * 0.1)))
    _frame(s, main, light, radius)
    return _rounded(s, radius)


def _nightmare(w: int) -> pygame.Surface:
    h = round(w * RATIO)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    _gradient(s, (30, 6, 18), (6, 2, 8))
    rng = random.Random("NN")
    radius = int(w * 0.07)
    c = (w // 2, int(h * 0.46))
    # thorny rays
    for i in range(22):
        a = i * 2 * math.pi / 22 + rng.uniform(-0.08, 0.08)
        r1, r2 = w * 0.2, w * rng.uniform(0.34, 0.44)
        pts = [(c[0] + r1 * math.cos(a - 0.12), c[1] + r1 * math.sin(a - 0.12)),
               (c[0] + r2 * math.cos(a), c[1] + r2 * math.sin(a)),
               (c[0] + r1 * math.cos(a + 0.12), c[1] + r1 * math.sin(a + 0.12))]
        pygame.draw.polygon(s, P.mix(NIGHTMARE_INK, (40, 0, 10), rng.uniform(0.2, 0.6)), pts)
    # the eye that never closes
    ew, eh = w * 0.56, w * 0.3
    eye = [(c[0] + ew / 2 * math.cos(t), c[1] + eh / 2 * math.sin(t) * (1 if t < math.pi else 1))
           for t in [i * math.pi / 24 for i in range(49)]]
    pygame.draw.polygon(s, (236, 214, 200), eye)
    pygame.draw.circle(s, NIGHTMARE_INK, c, eh * 0.46)
    pygame.draw.ellipse(s, (10, 0, 4), pygame.Rect(c[0] - eh * 0.09, c[1] - eh * 0.4, eh * 0.18, eh * 0.8))
    pygame.draw.polygon(s, (60, 8, 20), eye, max(2, w // 60))
    for k in range(7):  # lashes like teeth
        t = math.pi + (k + 0.5) * math.pi / 7
        base = (c[0] + ew / 2 * math.cos(t), c[1] + eh / 2 * math.sin(t))
        tip = (c[0] + ew / 2 * 1.15 * math.cos(t), c[1] + eh / 2 * 1.7 * math.sin(t))
        pygame.draw.line(s, (236, 214, 200), base, tip, max(1, w // 70))
    _label(s, tr(N_("Nightmare")), int(h * 0.86), (240, 150, 150), max(8, int(w * 0.12)))
    _frame(s, (120, 20, 40), (230, 110, 120), radius)
    return _rounded(s, radius)


def _dream(code: str, w: int) -> pygame.Surface:
    ink, name = DREAM[code]
    h = round(w * RATIO)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    _gradient(s, P.mix(ink, (20, 14, 40), 0.75), (10, 8, 24))
    radius = int(w * 0.07)
    c = (w // 2, int(h * 0.45))
    r = w * 0.3
    if code == "SX":  # a pyramid with an open eye: the riddle
        pts = [(c[0], c[1] - r), (c[0] + r, c[1] + r * 0.8), (c[0] - r, c[1] + r * 0.8)]
        pygame.draw.polygon(s, P.mix(ink, (40, 30, 20), 0.5), pts)
        pygame.draw.polygon(s, ink, pts, max(2, w // 60))
        for k in (0.45, 0.1):
            y = c[1] + r * k
            half = r * (1.8 - k) / 1.8 * ((y - (c[1] - r)) / (1.8 * r)) * 1.8
            pygame.draw.line(s, P.darken(ink, 0.4), (c[0] - half * 0.98, y), (c[0] + half * 0.98, y), max(1, w // 120))
        pygame.draw.ellipse(s, (250, 240, 210), pygame.Rect(c[0] - r * 0.35, c[1] - r * 0.2, r * 0.7, r * 0.34))
        pygame.draw.circle(s, P.darken(ink, 0.6), (c[0], c[1] - r * 0.03), r * 0.13)
        for i in range(7):
            a = -math.pi / 2 + (i - 3) * 0.32
            pygame.draw.line(s, ink, (c[0] + r * 1.1 * math.cos(a), c[1] - r * 0.2 + r * 1.1 * math.sin(a)),
                             (c[0] + r * 1.4 * math.cos(a), c[1] - r * 0.2 + r * 1.4 * math.sin(a)), max(1, w // 90))
    elif code == "DV":  # a spiral going down, with bubbles rising
        pts = []
        for i in range(120):
            t = i / 119
            a = t * 5 * math.pi
            rr = r * (1 - t * 0.85)
            pts.append((c[0] + rr * math.cos(a), c[1] - r * 0.2 + rr * 0.55 * math.sin(a) + t * r * 1.1))
        pygame.draw.lines(s, ink, False, pts, max(2, w // 45))
        for k, (dx, dy) in enumerate(((-0.5, -0.9), (-0.35, -1.15), (0.45, -0.95), (0.3, -1.25))):
            pygame.draw.circle(s, P.lighten(ink, 0.4), (c[0] + r * dx, c[1] + r * dy), w * (0.02 + 0.008 * k),
                               max(1, w // 120))
        tip = (c[0], c[1] + r * 1.15)
        pygame.draw.polygon(s, ink, [tip, (tip[0] - w * 0.05, tip[1] - w * 0.06), (tip[0] + w * 0.05, tip[1] - w * 0.06)])
    else:  # CF: two interlaced loops, the hand turned over
        for k, col in ((0, ink), (1, P.lighten(ink, 0.35))):
            pts = []
            for i in range(200):
                t = i / 199 * 2 * math.pi
                pts.append((c[0] + r * math.sin(t + k * math.pi / 2) * (0.9 - 0.1 * k),
                            c[1] + r * 0.9 * math.sin(2 * t) * (1 if k == 0 else -1)))
            pygame.draw.lines(s, col, True, pts, max(2, w // 50))
        for i in range(5):
            a = i * 2 * math.pi / 5
            star(s, (c[0] + r * 1.2 * math.cos(a), c[1] + r * 1.2 * math.sin(a)), w * 0.025, P.lighten(ink, 0.5), 4,
                 0.35)
    _label(s, tr(name), int(h * 0.86), P.lighten(ink, 0.35), max(8, int(w * 0.12)))
    _label(s, tr(N_("DREAM")), int(h * 0.07), P.lighten(ink, 0.3), max(7, int(w * 0.09)), "small")
    _frame(s, ink, P.lighten(ink, 0.3), radius)
    return _rounded(s, radius)


def _back(w: int) -> pygame.Surface:
    h = round(w * RATIO)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    _gradient(s, (40, 26, 72), (12, 8, 28))
    radius = int(w * 0.07)
    c = (w // 2, h // 2)
    gold = P.GOLD
    # a labyrinth of broken rings, the way into the dream
    rng = random.Random("back")
    for i in range(6):
        rr = w * (0.08 + i * 0.065)
        start = rng.uniform(0, 2 * math.pi)
        rect = pygame.Rect(c[0] - rr, c[1] - rr, rr * 2, rr * 2)
        pygame.draw.arc(s, (*gold, 200 - i * 20), rect, start, start + 2 * math.pi - 0.7, max(1, w // 70))
    pygame.draw.circle(s, gold, c, w * 0.035)
    for _ in range(40):
        s.set_at((rng.randrange(w), rng.randrange(h)), (220, 210, 250, 255))
    _label(s, tr("ONIRIM"), int(h * 0.1), gold, max(8, int(w * 0.11)))  # the game's name in the language shown
    _frame(s, (90, 70, 150), gold, radius)
    return _rounded(s, radius)


def _face(code: str, w: int) -> pygame.Surface:
    if IS_LOCATION.get(code):
        return _location(code, w)
    if IS_DOOR.get(code):
        return _door(code, w)
    if code == "NN":
        return _nightmare(w)
    if code in DREAM:
        return _dream(code, w)
    raise KeyError(code)


def colour_of(name: str) -> str:
    """'red' -> 'R'."""
    return {v: k for k, v in COLOUR_NAMES.items()}[name]


SHEET_CODES = ("RS", "RM", "RK", "RD", "BS", "BM", "BK", "BD", "GS", "GM", "GK", "GD", "YS", "YM", "YK", "YD",
               "NN", "SX", "DV", "CF")


def sheet(path: str, width: int = 150) -> pygame.Surface:
    """Every Onirim card face and the back on one image (`python -m game.art --game onirim --sheet out.png`)."""
    h = round(width * RATIO)
    cols = 8
    rows = -(-(len(SHEET_CODES) + 1) // cols)
    img = pygame.Surface((24 + cols * (width + 14), 70 + rows * (h + 14)))
    for y in range(img.get_height()):
        pygame.draw.line(img, P.mix((14, 10, 34), (36, 20, 58), y / img.get_height()), (0, y), (img.get_width(), y))
    title = render("Onirim: every card face and the back", "title", 28, P.MOONLIGHT)
    img.blit(title, (24, 18))
    for i, code in enumerate(SHEET_CODES + ("back",)):
        face = back(width) if code == "back" else card(code, width)
        img.blit(face, (24 + (i % cols) * (width + 14), 64 + (i // cols) * (h + 14)))
    pygame.image.save(img, path)
    return img

"""Every rules symbol as a crisp vector icon at any size, cached.

Icons are drawn at four times their size and smoothly scaled down (pygame's
shape drawing has no antialiasing of its own), then given a thin dark
outline so they read on the night-blue card bodies and on parchment alike.
Each pairs a shape with a colour: no icon depends on colour vision.

`icon(name, size)` returns a transparent square surface; `NAMES` lists every
name; `ALIASES` maps other spellings (the dice's `die_*`, plurals) onto them.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.gfx import palette as P

SS = 4  # supersampling factor

NAMES = (
    # Intents and resources
    "awareness", "cunning", "wrath", "distress", "ether", "gem", "gem_slot", "threat", "universal", "block",
    # the map
    "spawn", "entrance", "light", "darkness", "swamp", "water", "stairs", "wall", "trap", "drawing_bonus",
    # movement and dice
    "movement", "move_one", "move_full", "move_full_again",
    "luck_fail", "luck_blank", "luck_plus1", "luck_plus2", "luck_plus3",
    # Turn suits and Entity steps
    "hearts", "spades", "diamonds", "clubs", "morphing_effect", "basic_effect", "special_effect",
    # action keywords
    "flying_rule", "rapid", "gradual", "free", "player_count", "key", "hours",
    # Dreamworld Locations and a few extras the table uses
    "fate", "slumber", "dream_gate", "shopping", "awakening", "seal", "story", "sign",
)
ALIASES = {
    "die_one": "move_one", "die_full": "move_full", "die_full_again": "move_full_again",
    "die_fail": "luck_fail", "die_blank": "luck_blank", "die_plus1": "luck_plus1", "die_plus2": "luck_plus2",
    "die_plus3": "luck_plus3", "heart": "hearts", "spade": "spades", "diamond": "diamonds", "club": "clubs",
    "gems": "gem", "shining_gem": "gem", "keys": "key", "hour": "hours", "move": "movement",
    "morphing": "morphing_effect", "basic": "basic_effect", "special": "special_effect", "x": "player_count",
    "per_player": "player_count", "walls": "wall", "traps": "trap", "quirk": "fate",
}
OUTLINE = (16, 10, 26)


def canonical(name: str) -> str:
    name = str(name).lower().strip()
    return ALIASES.get(name, name)


def has_icon(name: str) -> bool:
    return canonical(name) in NAMES


@lru_cache(maxsize=1024)
def icon(name: str, size: int, outline: bool = True) -> pygame.Surface:
    """The named icon, `size` pixels square, transparent around it."""
    name = canonical(name)
    draw = _DRAW.get(name) or _PLAIN.get(name)
    if draw is None:
        raise KeyError(f"no icon called {name!r}")
    size = max(4, int(size))
    big = size * SS
    art = pygame.Surface((big, big), pygame.SRCALPHA)
    draw(art, big / 2, big / 2, big * 0.40)
    if outline:
        art = _outlined(art, max(SS, round(big * 0.045)))
    return pygame.transform.smoothscale(art, (size, size))


def _outlined(art: pygame.Surface, width: int) -> pygame.Surface:
    """The art over a dark silhouette of itself grown by `width` pixels."""
    sil = art.copy()
    sil.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MIN)
    sil.fill((*OUTLINE, 0), special_flags=pygame.BLEND_RGBA_ADD)
    out = pygame.Surface(art.get_size(), pygame.SRCALPHA)
    for i in range(12):
        a = i * math.tau / 12
        out.blit(sil, (round(math.cos(a) * width), round(math.sin(a) * width)))
    out.blit(art, (0, 0))
    return out


# -- shapes shared with cards and tiles -------------------------------------------------------------

def poly(s, col, pts, width=0):
    pygame.draw.polygon(s, col, [(round(x), round(y)) for x, y in pts], width)


def diamond_pts(x, y, r, squash=1.0):
    return [(x, y - r), (x + r * squash, y), (x, y + r), (x - r * squash, y)]


def triangle_pts(x, y, r):
    # an equilateral-ish triangle whose visual centre sits on (x, y)
    return [(x, y - r), (x + r * 0.98, y + r * 0.72), (x - r * 0.98, y + r * 0.72)]


def star_pts(x, y, r, points=5, inner=0.45, turn=-math.pi / 2):
    pts = []
    for i in range(points * 2):
        rad = r if i % 2 == 0 else r * inner
        a = turn + i * math.pi / points
        pts.append((x + math.cos(a) * rad, y + math.sin(a) * rad))
    return pts


def _shine(s, x, y, r):
    """A small moonlight highlight on the upper left of a solid shape."""
    pygame.draw.circle(s, (255, 255, 255, 90), (x - r * 0.35, y - r * 0.35), r * 0.22)


def _text(s, msg, x, y, px, colour, role="rules_bold"):
    from game.gfx.fonts import font
    img = font(role, max(6, int(px))).render(msg, True, colour)
    s.blit(img, img.get_rect(center=(round(x), round(y))))


# -- the icons ---------------------------------------------------------------------------------------

def _awareness(s, x, y, r):
    pygame.draw.circle(s, P.INTENT["awareness"], (x, y), r)
    pygame.draw.circle(s, P.lighten(P.INTENT["awareness"], 0.35), (x, y), r * 0.55, max(2, int(r * 0.12)))
    _shine(s, x, y, r)


def _cunning(s, x, y, r):
    poly(s, P.INTENT["cunning"], diamond_pts(x, y, r * 1.08, 0.9))
    poly(s, P.lighten(P.INTENT["cunning"], 0.35), diamond_pts(x, y, r * 0.55, 0.9), max(2, int(r * 0.12)))
    _shine(s, x, y, r * 0.8)


def _wrath(s, x, y, r):
    poly(s, P.INTENT["wrath"], triangle_pts(x, y + r * 0.08, r * 1.05))
    poly(s, P.lighten(P.INTENT["wrath"], 0.35), triangle_pts(x, y + r * 0.2, r * 0.5), max(2, int(r * 0.12)))


def _distress(s, x, y, r):
    # a falling drop: a circle with a point on top
    pygame.draw.circle(s, P.DISTRESS, (x, y + r * 0.3), r * 0.66)
    poly(s, P.DISTRESS, [(x - r * 0.6, y + r * 0.05), (x, y - r), (x + r * 0.6, y + r * 0.05)])
    pygame.draw.circle(s, (255, 190, 190, 150), (x - r * 0.25, y + r * 0.25), r * 0.16)


def _ether(s, x, y, r):
    poly(s, P.ETHER, star_pts(x, y, r * 1.1, 4, 0.34))
    poly(s, P.lighten(P.ETHER, 0.5), star_pts(x, y, r * 0.45, 4, 0.4, -math.pi / 4))


def _gem(s, x, y, r):
    top, mid, bot = y - r * 0.8, y - r * 0.2, y + r
    outer = [(x - r, mid), (x - r * 0.55, top), (x + r * 0.55, top), (x + r, mid), (x, bot)]
    poly(s, P.GEM, outer)
    poly(s, P.lighten(P.GEM, 0.55), [(x - r * 0.55, top), (x + r * 0.55, top), (x + r * 0.3, mid), (x - r * 0.3, mid)])
    poly(s, P.darken(P.GEM, 0.25), [(x, bot), (x + r, mid), (x + r * 0.3, mid)])


def _gem_slot(s, x, y, r):
    w = max(3, int(r * 0.16))
    top, mid, bot = y - r * 0.8, y - r * 0.2, y + r
    pygame.draw.circle(s, (*P.GEM, 50), (x, y), r * 1.05)
    poly(s, P.GEM, [(x - r, mid), (x - r * 0.55, top), (x + r * 0.55, top), (x + r, mid), (x, bot)], w)


def _threat(s, x, y, r):
    poly(s, P.THREAT, triangle_pts(x, y + r * 0.05, r * 1.1))
    pygame.draw.line(s, P.INK, (x, y - r * 0.45), (x, y + r * 0.3), max(3, int(r * 0.22)))
    pygame.draw.circle(s, P.INK, (x, y + r * 0.58), r * 0.12)


def _universal(s, x, y, r):
    pygame.draw.circle(s, P.UNIVERSAL, (x, y), r)
    pygame.draw.circle(s, P.INK, (x, y), r * 0.72)
    poly(s, P.UNIVERSAL, star_pts(x, y, r * 0.6, 4, 0.35))


def _block(s, x, y, r):
    pygame.draw.circle(s, P.BLOCK, (x, y), r)
    pygame.draw.circle(s, P.lighten(P.BLOCK, 0.4), (x, y), r, max(2, int(r * 0.12)))
    pygame.draw.line(s, P.INK, (x - r * 0.55, y + r * 0.55), (x + r * 0.55, y - r * 0.55), max(3, int(r * 0.28)))


def _spawn(s, x, y, r):
    col = (226, 96, 120)
    pygame.draw.circle(s, col, (x, y), r, max(3, int(r * 0.16)))
    pygame.draw.circle(s, col, (x, y), r * 0.55, max(2, int(r * 0.1)))
    pygame.draw.circle(s, col, (x, y), r * 0.18)


def _entrance(s, x, y, r):
    rect = pygame.Rect(0, 0, r * 1.3, r * 1.9)
    rect.center = (x, y + r * 0.05)
    rad = int(rect.width / 2)
    pygame.draw.rect(s, P.GOLD, rect, border_top_left_radius=rad, border_top_right_radius=rad)
    inner = rect.inflate(-r * 0.4, -r * 0.3).move(0, r * 0.15)
    pygame.draw.rect(s, (40, 26, 70), inner, border_top_left_radius=int(inner.width / 2),
                     border_top_right_radius=int(inner.width / 2))
    pygame.draw.circle(s, P.GOLD, (x + r * 0.22, y + r * 0.35), max(2, r * 0.09))


def _light(s, x, y, r):
    poly(s, P.TERRAIN["light"], star_pts(x, y, r * 1.05, 8, 0.55))
    pygame.draw.circle(s, P.lighten(P.TERRAIN["light"], 0.5), (x, y), r * 0.42)


def _darkness(s, x, y, r):
    pygame.draw.circle(s, P.TERRAIN["darkness"], (x, y), r)
    pygame.draw.circle(s, (0, 0, 0, 0), (x + r * 0.45, y - r * 0.25), r * 0.82)  # cut a crescent
    for dx, dy in ((0.45, 0.35), (0.7, -0.5)):
        pygame.draw.circle(s, P.lighten(P.TERRAIN["darkness"], 0.3), (x + dx * r, y + dy * r), r * 0.08)


def _swamp(s, x, y, r):
    col = P.TERRAIN["swamp"]
    pygame.draw.ellipse(s, P.darken(col, 0.3), (x - r, y + r * 0.45, r * 2, r * 0.5))
    w = max(3, int(r * 0.14))
    for dx, lean, h in ((-0.5, -0.25, 1.3), (0, 0.05, 1.6), (0.5, 0.3, 1.2)):
        top = (x + (dx + lean) * r, y + r * 0.7 - h * r)
        pygame.draw.line(s, col, (x + dx * r, y + r * 0.7), top, w)
        pygame.draw.ellipse(s, P.darken(col, 0.2), (top[0] - r * 0.1, top[1] - r * 0.05, r * 0.2, r * 0.4))


def _water(s, x, y, r):
    col = P.TERRAIN["water"]
    w = max(3, int(r * 0.17))
    for i in range(3):
        yy = y - r * 0.6 + i * r * 0.6
        pts = [(x - r + k * r / 8, yy + math.sin(k / 8 * math.tau) * r * 0.14) for k in range(17)]
        pygame.draw.lines(s, col if i != 1 else P.lighten(col, 0.3), False, pts, w)


def _stairs(s, x, y, r):
    col = (214, 208, 236)
    step = r * 0.5
    for i in range(4):
        pygame.draw.rect(s, col if i % 2 == 0 else P.darken(col, 0.15),
                         (x - r + i * step, y + r - (i + 1) * step, step + 1, (i + 1) * step))


def _wall(s, x, y, r):
    rect = pygame.Rect(0, 0, r * 2, r * 0.6)
    rect.center = (x, y)
    pygame.draw.rect(s, P.GOLD, rect, border_radius=int(r * 0.1))
    for i in range(1, 4):  # bricks
        px = rect.x + i * rect.width / 4
        pygame.draw.line(s, P.GOLD_DEEP, (px, rect.top), (px, rect.bottom), max(2, int(r * 0.06)))


def _trap(s, x, y, r):
    col = (232, 118, 92)
    pygame.draw.rect(s, P.darken(col, 0.35), (x - r, y + r * 0.5, r * 2, r * 0.35))
    for i in range(3):
        px = x - r + i * r * 2 / 3
        poly(s, col, [(px, y + r * 0.55), (px + r / 3, y - r * 0.75), (px + 2 * r / 3, y + r * 0.55)])


def _drawing_bonus(s, x, y, r):
    back = pygame.Rect(0, 0, r * 1.05, r * 1.5)
    back.center = (x - r * 0.35, y - r * 0.05)
    pygame.draw.rect(s, P.darken(P.PARCHMENT, 0.25), back.move(r * 0.2, -r * 0.2), border_radius=int(r * 0.15))
    pygame.draw.rect(s, P.PARCHMENT, back, border_radius=int(r * 0.15))
    w = max(3, int(r * 0.2))
    pygame.draw.line(s, P.GOLD, (x + r * 0.65, y + r * 0.05), (x + r * 0.65, y + r * 0.95), w)
    pygame.draw.line(s, P.GOLD, (x + r * 0.2, y + r * 0.5), (x + r * 1.1, y + r * 0.5), w)


def _arrow(s, x, y, r, col):
    poly(s, col, [(x - r, y - r * 0.28), (x + r * 0.15, y - r * 0.28), (x + r * 0.15, y - r * 0.75), (x + r, y),
                  (x + r * 0.15, y + r * 0.75), (x + r * 0.15, y + r * 0.28), (x - r, y + r * 0.28)])


def _movement(s, x, y, r):
    # a footprint-like pair of strides: reads as "walk", not as a UI arrow
    col = P.MOONLIGHT
    pygame.draw.ellipse(s, col, (x - r * 0.95, y - r * 0.15, r * 0.75, r * 1.05))
    pygame.draw.ellipse(s, col, (x + r * 0.15, y - r * 0.95, r * 0.75, r * 1.05))
    for fx, fy in ((-0.58, -0.32), (0.52, -1.1)):
        for k in range(3):
            pygame.draw.circle(s, col, (x + (fx + (k - 1) * 0.22) * r, y + fy * r + abs(k - 1) * r * 0.08), r * 0.1)


def _die(s, x, y, r, fill, rim):
    rect = pygame.Rect(0, 0, r * 2, r * 2)
    rect.center = (x, y)
    pygame.draw.rect(s, fill, rect, border_radius=int(r * 0.4))
    pygame.draw.rect(s, rim, rect, max(2, int(r * 0.08)), border_radius=int(r * 0.4))


MOVE_DIE = (88, 70, 150)
LUCK_DIE = (238, 228, 204)


def _move_one(s, x, y, r):
    _die(s, x, y, r, MOVE_DIE, P.lighten(MOVE_DIE, 0.4))
    _text(s, "1", x, y, r * 1.3, P.MOONLIGHT)


def _move_full(s, x, y, r):
    _die(s, x, y, r, MOVE_DIE, P.lighten(MOVE_DIE, 0.4))
    for dx in (-0.35, 0.2):  # a double chevron: go all the way
        poly(s, P.MOONLIGHT, [(x + (dx - 0.25) * r, y - r * 0.55), (x + (dx + 0.2) * r, y), (x + (dx - 0.25) * r, y + r * 0.55),
                              (x + (dx - 0.05) * r, y + r * 0.55), (x + (dx + 0.42) * r, y), (x + (dx - 0.05) * r, y - r * 0.55)])


def _move_full_again(s, x, y, r):
    _move_full(s, x, y - r * 0.05, r)
    pygame.draw.arc(s, P.GOLD, (x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6), math.pi * 1.1, math.pi * 1.9, max(2, int(r * 0.1)))
    pygame.draw.circle(s, P.GOLD, (x + r * 0.62, y + r * 0.62), r * 0.2)


def _luck(face):
    def draw(s, x, y, r):
        fail = face == "fail"
        _die(s, x, y, r, (226, 110, 100) if fail else LUCK_DIE, P.darken(LUCK_DIE, 0.35))
        if fail:
            w = max(3, int(r * 0.24))
            pygame.draw.line(s, P.INK, (x - r * 0.5, y - r * 0.5), (x + r * 0.5, y + r * 0.5), w)
            pygame.draw.line(s, P.INK, (x - r * 0.5, y + r * 0.5), (x + r * 0.5, y - r * 0.5), w)
        elif face != "blank":
            _text(s, "+" + face[-1], x, y, r * 1.15, P.INK)
    return draw


def _heart(s, x, y, r, col=None):
    col = col or P.SUIT["hearts"]
    pygame.draw.circle(s, col, (x - r * 0.46, y - r * 0.3), r * 0.52)
    pygame.draw.circle(s, col, (x + r * 0.46, y - r * 0.3), r * 0.52)
    poly(s, col, [(x - r * 0.95, y - r * 0.12), (x + r * 0.95, y - r * 0.12), (x, y + r)])


def _spade(s, x, y, r, col=None):
    col = col or P.SUIT["spades"]
    pygame.draw.circle(s, col, (x - r * 0.44, y + r * 0.12), r * 0.47)
    pygame.draw.circle(s, col, (x + r * 0.44, y + r * 0.12), r * 0.47)
    poly(s, col, [(x - r * 0.89, y + r * 0.02), (x + r * 0.89, y + r * 0.02), (x, y - r)])
    poly(s, col, [(x, y + r * 0.15), (x - r * 0.35, y + r), (x + r * 0.35, y + r)])


def _diamond_suit(s, x, y, r, col=None):
    poly(s, col or P.SUIT["diamonds"], diamond_pts(x, y, r, 0.72))


def _club(s, x, y, r, col=None):
    col = col or P.SUIT["clubs"]
    for dx, dy in ((0, -0.45), (-0.47, 0.1), (0.47, 0.1)):
        pygame.draw.circle(s, col, (x + dx * r, y + dy * r), r * 0.4)
    poly(s, col, [(x, y), (x - r * 0.35, y + r), (x + r * 0.35, y + r)])


STEP_COLOUR = {"morphing_effect": (176, 86, 150), "basic_effect": (120, 110, 190), "special_effect": (210, 90, 90)}


def _step(kind):
    def draw(s, x, y, r):
        col = STEP_COLOUR[kind]
        if kind == "morphing_effect":  # a many-pointed blot: the Entity changes shape
            poly(s, col, star_pts(x, y, r, 7, 0.72))
        elif kind == "basic_effect":  # a plain disc
            pygame.draw.circle(s, col, (x, y), r)
        else:  # a burst
            poly(s, col, star_pts(x, y, r * 1.08, 10, 0.62))
        _text(s, {"morphing_effect": "M", "basic_effect": "B", "special_effect": "S"}[kind], x, y, r * 1.05, P.TEXT)
    return draw


def _flying_rule(s, x, y, r):
    col = (130, 186, 250)
    for side in (-1, 1):  # two wings
        pts = [(x, y + r * 0.2)]
        for k in range(4):
            pts.append((x + side * r * (0.35 + k * 0.22), y - r * (0.75 - k * 0.15)))
        pts.append((x + side * r * 1.0, y + r * 0.1))
        pts.append((x + side * r * 0.4, y + r * 0.55))
        poly(s, col, pts)
    pygame.draw.circle(s, P.lighten(col, 0.4), (x, y + r * 0.15), r * 0.22)


def _rapid(s, x, y, r):
    poly(s, (250, 222, 96), [(x + r * 0.25, y - r), (x - r * 0.65, y + r * 0.12), (x - r * 0.02, y + r * 0.12),
                             (x - r * 0.25, y + r), (x + r * 0.65, y - r * 0.12), (x + r * 0.02, y - r * 0.12)])


def _gradual(s, x, y, r):
    # a waxing row of three: pay a little at a time
    for i, rad in enumerate((0.26, 0.34, 0.42)):
        cx = x - r * 0.68 + i * r * 0.68
        pygame.draw.circle(s, P.GOLD, (cx, y + r * 0.3 - i * r * 0.3), rad * r)
        pygame.draw.circle(s, P.darken(P.GOLD, 0.45), (cx, y + r * 0.3 - i * r * 0.3), rad * r, max(2, int(r * 0.06)))


def _free(s, x, y, r):
    col = (160, 222, 160)
    pygame.draw.circle(s, col, (x, y), r, max(3, int(r * 0.16)))
    pygame.draw.line(s, col, (x - r * 0.62, y + r * 0.62), (x + r * 0.62, y - r * 0.62), max(3, int(r * 0.16)))
    _text(s, "0", x, y, r * 0.9, col)


def _player_count(s, x, y, r):
    col = P.MOONLIGHT
    for dx, k in ((-0.45, 0.8), (0.35, 1.0)):
        pygame.draw.circle(s, P.darken(col, 0.2) if k < 1 else col, (x + dx * r, y - r * 0.4 * k), r * 0.33 * k)
        pygame.draw.ellipse(s, P.darken(col, 0.2) if k < 1 else col,
                            (x + dx * r - r * 0.55 * k, y + r * 0.05, r * 1.1 * k, r * 0.9 * k))


def _key(s, x, y, r):
    w = max(3, int(r * 0.22))
    pygame.draw.circle(s, P.GOLD, (x - r * 0.5, y), r * 0.45, w)
    pygame.draw.line(s, P.GOLD, (x - r * 0.1, y), (x + r, y), w)
    for px in (0.55, 0.85):
        pygame.draw.line(s, P.GOLD, (x + r * px, y), (x + r * px, y + r * 0.42), w)


def _hours(s, x, y, r):
    # an hourglass: the Dream's Turns running out
    col = P.MOONLIGHT
    w = max(3, int(r * 0.14))
    pygame.draw.line(s, col, (x - r * 0.75, y - r), (x + r * 0.75, y - r), w)
    pygame.draw.line(s, col, (x - r * 0.75, y + r), (x + r * 0.75, y + r), w)
    poly(s, col, [(x - r * 0.6, y - r), (x + r * 0.6, y - r), (x, y), (x + r * 0.6, y + r), (x - r * 0.6, y + r), (x, y)], w)
    poly(s, P.GOLD, [(x - r * 0.3, y - r * 0.5), (x + r * 0.3, y - r * 0.5), (x, y)])
    poly(s, P.GOLD, [(x, y + r * 0.45), (x + r * 0.5, y + r * 0.9), (x - r * 0.5, y + r * 0.9)])


def _fate(s, x, y, r):
    col = P.FRAME["fate"]
    pygame.draw.circle(s, col, (x, y), r, max(3, int(r * 0.14)))
    _text(s, "?", x, y, r * 1.4, col, "title")


def _slumber(s, x, y, r):
    pygame.draw.circle(s, (206, 196, 244), (x, y), r)
    pygame.draw.circle(s, (0, 0, 0, 0), (x + r * 0.45, y - r * 0.3), r * 0.85)
    for k, (dx, dy) in enumerate(((0.35, 0.2), (0.7, -0.2))):
        _text(s, "z", x + dx * r, y + dy * r, r * (0.55 + k * 0.2), (206, 196, 244))


def _dream_gate(s, x, y, r):
    rect = pygame.Rect(0, 0, r * 1.35, r * 1.95)
    rect.center = (x, y)
    rad = int(rect.width / 2)
    pygame.draw.rect(s, (150, 120, 226), rect, border_top_left_radius=rad, border_top_right_radius=rad)
    inner = rect.inflate(-r * 0.35, -r * 0.35)
    pygame.draw.rect(s, (236, 220, 170), inner, border_top_left_radius=int(inner.width / 2),
                     border_top_right_radius=int(inner.width / 2))
    poly(s, (150, 120, 226), star_pts(x, y - r * 0.1, r * 0.35, 4, 0.35))


def _shopping(s, x, y, r):
    col = (214, 178, 96)
    pygame.draw.arc(s, col, (x - r * 0.5, y - r, r, r * 1.1), 0, math.pi, max(3, int(r * 0.15)))
    pygame.draw.rect(s, col, (x - r * 0.85, y - r * 0.4, r * 1.7, r * 1.3), border_radius=int(r * 0.25))
    poly(s, P.ETHER, star_pts(x, y + r * 0.25, r * 0.4, 4, 0.35))


def _awakening(s, x, y, r):
    pygame.draw.circle(s, (250, 200, 120), (x, y + r * 0.35), r * 0.55)
    pygame.draw.rect(s, (0, 0, 0, 0), (x - r, y + r * 0.4, r * 2, r))
    pygame.draw.line(s, (250, 200, 120), (x - r, y + r * 0.45), (x + r, y + r * 0.45), max(3, int(r * 0.12)))
    for k in range(5):  # rays of the sunrise
        a = math.pi + (k + 1) * math.pi / 6
        pygame.draw.line(s, P.GOLD, (x + math.cos(a) * r * 0.7, y + r * 0.35 + math.sin(a) * r * 0.7),
                         (x + math.cos(a) * r * 1.05, y + r * 0.35 + math.sin(a) * r * 1.05), max(3, int(r * 0.12)))


def _seal(s, x, y, r):
    col = (170, 60, 80)
    poly(s, col, star_pts(x, y, r, 12, 0.86))
    pygame.draw.circle(s, P.lighten(col, 0.25), (x, y), r * 0.55, max(2, int(r * 0.1)))


def _story(s, x, y, r):
    page = pygame.Rect(0, 0, r * 1.5, r * 1.9)
    page.center = (x, y)
    pygame.draw.rect(s, P.PARCHMENT, page, border_radius=int(r * 0.12))
    for k in range(4):
        yy = page.y + r * (0.45 + k * 0.35)
        pygame.draw.line(s, P.PARCHMENT_INK, (page.x + r * 0.25, yy), (page.right - r * 0.25 - (k == 3) * r * 0.5, yy),
                         max(2, int(r * 0.08)))


def _sign(s, x, y, r):
    col = (200, 170, 240)
    pygame.draw.circle(s, col, (x, y), r)
    eye = pygame.Rect(0, 0, r * 1.5, r * 0.8)
    eye.center = (x, y)
    pygame.draw.ellipse(s, P.INK, eye)
    pygame.draw.circle(s, col, (x, y), r * 0.25)


_DRAW = {
    "awareness": _awareness, "cunning": _cunning, "wrath": _wrath, "distress": _distress, "ether": _ether,
    "gem": _gem, "gem_slot": _gem_slot, "threat": _threat, "universal": _universal, "block": _block,
    "spawn": _spawn, "entrance": _entrance, "light": _light, "darkness": _darkness, "swamp": _swamp,
    "water": _water, "stairs": _stairs, "wall": _wall, "trap": _trap, "drawing_bonus": _drawing_bonus,
    "movement": _movement, "move_one": _move_one, "move_full": _move_full, "move_full_again": _move_full_again,
    **{f"luck_{f}": _luck(f) for f in ("fail", "blank", "plus1", "plus2", "plus3")},
    "hearts": _heart, "spades": _spade, "diamonds": _diamond_suit, "clubs": _club,
    **{k: _step(k) for k in STEP_COLOUR},
    "flying_rule": _flying_rule, "rapid": _rapid, "gradual": _gradual, "free": _free,
    "player_count": _player_count, "key": _key, "hours": _hours, "fate": _fate, "slumber": _slumber,
    "dream_gate": _dream_gate, "shopping": _shopping, "awakening": _awakening, "seal": _seal, "story": _story,
    "sign": _sign,
}
assert set(_DRAW) == set(NAMES), set(NAMES) ^ set(_DRAW)
# Bare Intent shapes for badges, where a number sits inside the shape.
_PLAIN = {
    "awareness_plain": lambda s, x, y, r: pygame.draw.circle(s, P.INTENT["awareness"], (x, y), r),
    "cunning_plain": lambda s, x, y, r: poly(s, P.INTENT["cunning"], diamond_pts(x, y, r * 1.12, 0.95)),
    "wrath_plain": lambda s, x, y, r: poly(s, P.INTENT["wrath"], triangle_pts(x, y + r * 0.08, r * 1.1)),
}


def intent_badge(kind: str, amount, size: int) -> pygame.Surface:
    """An Intent's shape with its amount printed inside (card corners, costs)."""
    return _badge(kind, str(amount), size)


@lru_cache(maxsize=256)
def _badge(kind: str, label: str, size: int) -> pygame.Surface:
    from game.gfx.fonts import font
    kind = canonical(kind)
    surf = icon(kind + "_plain" if kind + "_plain" in _PLAIN else kind, size).copy()
    if label:
        f = font("rules_bold", max(7, int(size * (0.5 if len(label) < 2 else 0.42))))
        img = f.render(label, True, P.INK)
        # a triangle's visual centre is low; put the number where the ink is
        dy = size * 0.1 if canonical(kind) in ("wrath", "threat") else 0
        surf.blit(img, img.get_rect(center=(size / 2, size / 2 + dy)))
    return surf

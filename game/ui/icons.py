"""Every rules symbol as a small vector icon, drawn at any size and cached.

Each icon pairs a shape with a colour, so none depends on colour alone.
`icon(name, size)` returns a transparent surface; `NAMES` lists them all.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

GOLD = (244, 214, 130)
INK = (30, 22, 46)
COLOURS = {
    "awareness": (96, 170, 230), "cunning": (120, 200, 120), "wrath": (222, 92, 80),
    "distress": (214, 60, 72), "ether": (170, 140, 250), "gem": (150, 230, 240), "threat": (230, 120, 60),
    "universal": (220, 220, 230), "block": (120, 110, 130), "spawn": (226, 96, 110), "entrance": GOLD,
    "light": (255, 236, 160), "darkness": (90, 70, 130), "swamp": (110, 150, 70), "water": (90, 150, 230),
    "hearts": (226, 96, 110), "spades": (150, 160, 230), "diamonds": (236, 190, 90), "clubs": (120, 200, 150),
}


def _circle(s, c, r, col):
    pygame.draw.circle(s, col, c, r)


def _diamond(s, c, r, col, width=0):
    x, y = c
    pygame.draw.polygon(s, col, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)], width)


def _triangle(s, c, r, col, width=0, down=False):
    x, y = c
    pts = [(x, y + r), (x + r, y - r), (x - r, y - r)] if down else [(x, y - r), (x + r, y + r), (x - r, y + r)]
    pygame.draw.polygon(s, col, pts, width)


def _star(s, c, r, col, points=5):
    x, y = c
    pts = []
    for i in range(points * 2):
        rad = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / points
        pts.append((x + math.cos(a) * rad, y + math.sin(a) * rad))
    pygame.draw.polygon(s, col, pts)


def _heart(s, c, r, col):
    x, y = c
    pygame.draw.circle(s, col, (x - r * 0.45, y - r * 0.25), r * 0.5)
    pygame.draw.circle(s, col, (x + r * 0.45, y - r * 0.25), r * 0.5)
    pygame.draw.polygon(s, col, [(x - r * 0.92, y - r * 0.05), (x + r * 0.92, y - r * 0.05), (x, y + r)])


def _spade(s, c, r, col):
    x, y = c
    pygame.draw.circle(s, col, (x - r * 0.42, y + r * 0.15), r * 0.45)
    pygame.draw.circle(s, col, (x + r * 0.42, y + r * 0.15), r * 0.45)
    pygame.draw.polygon(s, col, [(x - r * 0.85, y + r * 0.05), (x + r * 0.85, y + r * 0.05), (x, y - r)])
    pygame.draw.polygon(s, col, [(x, y + r * 0.2), (x - r * 0.3, y + r), (x + r * 0.3, y + r)])


def _club(s, c, r, col):
    x, y = c
    for dx, dy in ((0, -0.45), (-0.45, 0.1), (0.45, 0.1)):
        pygame.draw.circle(s, col, (x + dx * r, y + dy * r), r * 0.38)
    pygame.draw.polygon(s, col, [(x, y + r * 0.1), (x - r * 0.3, y + r), (x + r * 0.3, y + r)])


def _draw(name: str, s: pygame.Surface, r: float) -> None:
    c = (s.get_width() / 2, s.get_height() / 2)
    col = COLOURS.get(name, GOLD)
    x, y = c
    if name == "awareness":
        _circle(s, c, r, col)
    elif name == "cunning":
        _diamond(s, c, r, col)
    elif name == "wrath":
        _triangle(s, c, r, col)
    elif name == "distress":
        pygame.draw.circle(s, col, (x, y + r * 0.25), r * 0.7)
        pygame.draw.polygon(s, col, [(x - r * 0.6, y), (x + r * 0.6, y), (x, y - r)])  # a drop
    elif name == "ether":
        _star(s, c, r, col, 4)
    elif name == "gem":
        _diamond(s, c, r, col)
        _diamond(s, c, r * 0.5, (255, 255, 255), 2)
    elif name == "gem_slot":
        _diamond(s, c, r, COLOURS["gem"], 3)
    elif name == "threat":
        _triangle(s, c, r, col)
        pygame.draw.line(s, INK, (x, y - r * 0.3), (x, y + r * 0.35), max(2, int(r / 5)))
    elif name == "universal":
        pygame.draw.circle(s, col, c, r, max(2, int(r / 4)))
        pygame.draw.circle(s, col, c, r * 0.3)
    elif name == "block":
        pygame.draw.circle(s, col, c, r)
        pygame.draw.line(s, INK, (x - r * 0.6, y + r * 0.6), (x + r * 0.6, y - r * 0.6), max(2, int(r / 3)))
    elif name == "spawn":
        pygame.draw.circle(s, col, c, r, max(2, int(r / 5)))
        pygame.draw.circle(s, col, c, r * 0.5, max(1, int(r / 7)))
    elif name == "entrance":
        rect = pygame.Rect(0, 0, r * 1.2, r * 1.8)
        rect.center = c
        pygame.draw.rect(s, col, rect, max(2, int(r / 5)), border_top_left_radius=int(r * 0.6),
                         border_top_right_radius=int(r * 0.6))
    elif name in ("light", "darkness", "swamp", "water"):
        if name == "light":
            _star(s, c, r, col, 8)
        elif name == "darkness":
            pygame.draw.circle(s, col, c, r)
            pygame.draw.circle(s, (0, 0, 0, 0), (x + r * 0.45, y - r * 0.2), r * 0.85)
        elif name == "water":
            for i in range(3):
                pts = [(x - r + k * r / 5, y - r * 0.6 + i * r * 0.6 + math.sin(k) * r * 0.15) for k in range(11)]
                pygame.draw.lines(s, col, False, pts, max(2, int(r / 6)))
        else:
            for dx in (-0.5, 0, 0.5):
                pygame.draw.line(s, col, (x + dx * r, y + r), (x + dx * r * 1.3, y - r * 0.6), max(2, int(r / 6)))
    elif name == "stairs":
        for i in range(4):
            pygame.draw.rect(s, GOLD, (x - r + i * r * 0.5, y + r - (i + 1) * r * 0.5, r * 0.5, (i + 1) * r * 0.5))
    elif name == "wall":
        pygame.draw.rect(s, GOLD, (x - r, y - r * 0.25, 2 * r, r * 0.5))
    elif name == "trap":
        for i in range(3):
            px = x - r + i * r * 2 / 3
            pygame.draw.polygon(s, (230, 120, 90), [(px, y + r * 0.6), (px + r / 3, y - r * 0.6), (px + 2 * r / 3, y + r * 0.6)])
    elif name == "drawing_bonus":
        rect = pygame.Rect(0, 0, r * 1.1, r * 1.6)
        rect.center = (x - r * 0.2, y)
        pygame.draw.rect(s, (240, 230, 200), rect, max(2, int(r / 6)), border_radius=3)
        pygame.draw.line(s, (240, 230, 200), (x + r * 0.6, y - r * 0.3), (x + r * 0.6, y + r * 0.3), 2)
        pygame.draw.line(s, (240, 230, 200), (x + r * 0.3, y), (x + r * 0.9, y), 2)
    elif name == "movement":
        pygame.draw.polygon(s, GOLD, [(x - r, y - r * 0.3), (x + r * 0.2, y - r * 0.3), (x + r * 0.2, y - r * 0.8),
                                      (x + r, y), (x + r * 0.2, y + r * 0.8), (x + r * 0.2, y + r * 0.3),
                                      (x - r, y + r * 0.3)])
    elif name in ("hearts", "spades", "diamonds", "clubs"):
        {"hearts": _heart, "spades": _spade, "clubs": _club}.get(name, lambda s_, c_, r_, col_: _diamond(s_, c_, r_, col_))(s, c, r, col)
    elif name in ("morphing_effect", "basic_effect", "special_effect"):
        pygame.draw.circle(s, (150, 60, 110), c, r)
        letter = {"morphing_effect": "M", "basic_effect": "B", "special_effect": "S"}[name]
        _letter(s, letter, c, r)
    elif name == "flying_rule":
        rect = pygame.Rect(0, 0, r * 1.8, r * 1.3)
        rect.center = c
        pygame.draw.rect(s, (120, 180, 250), rect, max(2, int(r / 5)), border_radius=int(r / 3))
        pygame.draw.polygon(s, (120, 180, 250), [(x - r * 0.5, y), (x + r * 0.5, y - r * 0.3), (x + r * 0.2, y + r * 0.2)])
    elif name == "rapid":
        pygame.draw.polygon(s, (250, 220, 90), [(x + r * 0.2, y - r), (x - r * 0.6, y + r * 0.1), (x, y + r * 0.1),
                                                (x - r * 0.2, y + r), (x + r * 0.6, y - r * 0.1), (x, y - r * 0.1)])
    elif name == "gradual":
        for i in range(3):
            pygame.draw.circle(s, GOLD, (x - r * 0.7 + i * r * 0.7, y + r * 0.4 - i * r * 0.4), r * 0.3)
    elif name == "free":
        pygame.draw.circle(s, (160, 220, 160), c, r, max(2, int(r / 5)))
        _letter(s, "0", c, r)
    elif name == "player_count":
        pygame.draw.circle(s, GOLD, (x, y - r * 0.45), r * 0.4)
        pygame.draw.ellipse(s, GOLD, (x - r * 0.75, y, r * 1.5, r * 0.95))
    elif name == "key":
        pygame.draw.circle(s, GOLD, (x - r * 0.45, y), r * 0.45, max(2, int(r / 5)))
        pygame.draw.line(s, GOLD, (x, y), (x + r, y), max(2, int(r / 4)))
        pygame.draw.line(s, GOLD, (x + r * 0.7, y), (x + r * 0.7, y + r * 0.4), max(2, int(r / 4)))
    elif name == "hours":
        pygame.draw.circle(s, GOLD, c, r, max(2, int(r / 5)))
        pygame.draw.line(s, GOLD, c, (x, y - r * 0.6), 2)
        pygame.draw.line(s, GOLD, c, (x + r * 0.45, y), 2)
    elif name == "fate":
        pygame.draw.circle(s, (96, 196, 184), c, r, max(2, int(r / 5)))
        _letter(s, "?", c, r * 1.2, (96, 196, 184))
    elif name == "slumber":
        pygame.draw.circle(s, (200, 190, 240), c, r)
        pygame.draw.circle(s, (0, 0, 0, 0), (x + r * 0.45, y - r * 0.3), r * 0.85)  # a crescent
    elif name == "dream_gate":
        rect = pygame.Rect(0, 0, r * 1.3, r * 1.9)
        rect.center = c
        pygame.draw.rect(s, (150, 120, 220), rect, border_top_left_radius=int(r * 0.65),
                         border_top_right_radius=int(r * 0.65))
        pygame.draw.circle(s, GOLD, (x + r * 0.35, y + r * 0.2), max(2, r / 7))
    elif name == "shopping":
        pygame.draw.rect(s, (214, 178, 96), (x - r, y - r * 0.2, 2 * r, r * 1.1), border_radius=int(r / 4))
        pygame.draw.arc(s, (214, 178, 96), (x - r * 0.55, y - r, r * 1.1, r * 1.4), 0, math.pi, max(2, int(r / 5)))
    elif name == "awakening":
        _star(s, c, r, GOLD, 6)
    elif name.startswith("die_"):
        face = name[4:]
        rect = pygame.Rect(0, 0, r * 1.8, r * 1.8)
        rect.center = c
        pygame.draw.rect(s, (230, 120, 110) if face == "fail" else (236, 226, 200), rect, border_radius=int(r / 3))
        from game.ui.dice import FACE_LABEL
        _letter(s, FACE_LABEL.get(face, ""), c, r * 0.8)


def _letter(s, letter, c, r, colour=INK):
    if not letter:
        return
    from game.ui import draw as d
    img = d._render(letter, max(8, int(r)), colour, True, False)
    s.blit(img, img.get_rect(center=(int(c[0]), int(c[1]))))


NAMES = ("awareness", "cunning", "wrath", "distress", "ether", "gem", "gem_slot", "threat", "universal", "block",
         "spawn", "entrance", "light", "darkness", "swamp", "water", "stairs", "wall", "trap", "drawing_bonus",
         "movement", "die_one", "die_full", "die_full_again", "die_fail", "die_blank", "die_plus1", "die_plus2",
         "die_plus3", "hearts", "spades", "diamonds", "clubs", "morphing_effect", "basic_effect", "special_effect",
         "flying_rule", "rapid", "gradual", "free", "player_count", "key", "hours",
         "fate", "slumber", "dream_gate", "shopping", "awakening")


@lru_cache(maxsize=512)
def icon(name: str, size: int) -> pygame.Surface:
    if name not in NAMES:
        raise KeyError(f"no icon called {name!r}")
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    _draw(name, s, size * 0.42)
    return s

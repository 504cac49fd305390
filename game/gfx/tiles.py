"""Slumber map tiles and Overlay cards: 2x2 (or any shape) grids of spaces.

A tile is a misty panel in one of five muted hues (chosen from its id). In
each space, features have fixed places so nothing overlaps and the eye
learns where to look:

    entrance, stairs, trap, gem slot, quirk  -> a row of icons, top left
    terrain                                  -> tint over the space + icon top right
    spawn                                    -> a large faint ring in the middle, suit icon inside
    drawing bonus                            -> a card with +N, bottom left
    map actions / gem action / flying rule   -> plaques along the bottom

Walls are gold bars with a dark outline on the space's edges. Rotation is
done on the data, not the picture (spaces and wall sides turn, text stays
upright), so a rotated tile still reads at table zoom.
"""
from __future__ import annotations

import hashlib
import random

import pygame

from game.gfx import palette as P
from game.gfx import text as T
from game.gfx.cache import new_cache
from game.gfx.icons import icon
from game.i18n import N_, tr

_CACHE = new_cache(256)
PLAQUE_LEAST = 12  # a Map action's name is written at this size or more, else left to the hover
SIDES = "NESW"
FEATURE_ROW = ("entrance", "stairs", "trap", "gem_slot", "quirk_slot", "quirk_space")
FEATURE_ICON = {"quirk_slot": "fate", "quirk_space": "fate"}


def _get(obj, name, default=None):
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def _rng(key: str) -> random.Random:
    return random.Random(int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big"))


def grid(shape, spaces, rotation: int = 0):
    """[(col, row, space)] for every '#' of the shape, turned clockwise by `rotation` degrees,
    with each space's walls turned too. Returns (cells, cols, rows)."""
    rows = [str(r) for r in shape]
    h, w = len(rows), (len(rows[0]) if rows else 0)
    cells, i = [], 0
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch == "#":
                cells.append((x, y, spaces[i] if i < len(spaces) else None))
                i += 1
    turns = (int(rotation) // 90) % 4
    for _ in range(turns):  # (x, y) -> (h-1-y, x): a quarter turn clockwise
        cells = [(h - 1 - y, x, sp) for x, y, sp in cells]
        w, h = h, w
    return [(x, y, sp, turns) for x, y, sp in cells], w, h


def _turn_side(side: str, turns: int) -> str:
    return SIDES[(SIDES.index(side) + turns) % 4] if side in SIDES else side


def render_tile(tile, cell: int, rotation: int = 0, used: frozenset = frozenset()) -> pygame.Surface:
    """A 2x2 Slumber map tile, `cell` pixels per space. `used` names map actions already taken."""
    key = ("tile", str(_get(tile, "id", "?")), int(cell), int(rotation) % 360, frozenset(used))
    return _CACHE.get(key, lambda: _grid_surface(tile, ("##", "##"), int(cell), int(rotation), frozenset(used), False))


def render_overlay(overlay, cell: int, rotation: int = 0) -> pygame.Surface:
    """An Overlay card in its own shape, turned by quarter turns so it sits on the grid."""
    shape = tuple(_get(overlay, "shape", None) or ("#",))
    key = ("overlay", str(_get(overlay, "id", "?")), int(cell), int(rotation) % 360)
    return _CACHE.get(key, lambda: _grid_surface(overlay, shape, int(cell), int(rotation), frozenset(), True))


def render_space(space, cell: int, used: frozenset = frozenset()) -> pygame.Surface:
    """One space on its own (for a table that lays out spaces itself), its
    features and plaques as on the tile; cached per what it shows."""
    key = ("space", _space_key(space), int(cell), frozenset(used))

    def paint():
        s = pygame.Surface((cell, cell), pygame.SRCALPHA)
        _space(s, pygame.Rect(0, 0, cell, cell), space, 0, frozenset(used))
        return s
    return _CACHE.get(key, paint)


def _space_key(space) -> tuple:
    return tuple(repr(_get(space, k, None)) for k in ("blocked", "features", "spawn_suit", "drawing_bonus",
                                                      "terrain", "map_actions", "gem_action", "flying_rule"))


def render_tile_back(tile_id: str, cols: int, rows: int, cell: int) -> pygame.Surface:
    """A tile's card stock alone, `cols` x `rows` spaces: for a table that
    draws the spaces on it itself (render_space), in the hue render_tile gives."""
    key = ("back", str(tile_id), int(cols), int(rows), int(cell))
    shape = tuple("#" * int(cols) for _ in range(int(rows)))
    return _CACHE.get(key, lambda: _grid_surface({"id": tile_id}, shape, int(cell), 0, frozenset(), False,
                                                 spaces=False))


def _grid_surface(tile, shape, cell, rotation, used, overlay, spaces: bool = True) -> pygame.Surface:
    tile_id = str(_get(tile, "id", "tile"))
    cells, cols, rows = grid(shape, tuple(_get(tile, "spaces", ()) or ()), rotation)
    s = pygame.Surface((cols * cell, rows * cell), pygame.SRCALPHA)
    rng = _rng(tile_id)
    hue = (62, 88, 122) if overlay else P.TILE_HUES[rng.randrange(len(P.TILE_HUES))]
    rad = max(3, cell // 16)
    body = pygame.Surface(s.get_size(), pygame.SRCALPHA)  # the card stock: one panel per space, no gaps
    for x, y, _, _ in cells:
        pygame.draw.rect(body, (*hue, 255), (x * cell, y * cell, cell, cell))
    mist = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    for _ in range(30 * len(cells) // 4 + 6):
        mx, my = rng.randrange(s.get_width()), rng.randrange(s.get_height())
        r_ = rng.randrange(max(4, cell // 8), max(5, cell // 2))
        pygame.draw.circle(mist, (*P.lighten(hue, rng.uniform(0.05, 0.2)), 26), (mx, my), r_)
    shape_mask = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    for x, y, _, _ in cells:
        shape_mask.fill((255, 255, 255, 255), (x * cell, y * cell, cell, cell))
    mist.blit(shape_mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    body.blit(mist, (0, 0))
    if not overlay:  # round the tile's outer corners
        corners = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(corners, (255, 255, 255, 255), corners.get_rect(), border_radius=rad * 2)
        body.blit(corners, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(body, (0, 0))
    edge = (170, 214, 244) if overlay else P.lighten(hue, 0.35)
    for x, y, _, _ in cells:  # a faint seam between spaces
        pygame.draw.rect(s, (*P.darken(hue, 0.35), 255), (x * cell, y * cell, cell, cell), 1)
    if overlay:
        for x, y, _, _ in cells:
            pygame.draw.rect(s, edge, (x * cell, y * cell, cell, cell), max(2, cell // 40))
    else:
        pygame.draw.rect(s, edge, s.get_rect(), max(2, cell // 40), border_radius=rad * 2)
    if not spaces:
        return s
    for x, y, sp, turns in cells:
        if sp is not None:
            _space(s, pygame.Rect(x * cell, y * cell, cell, cell), sp, turns, used)
    for x, y, sp, turns in cells:  # walls last, over everything
        for side in _get(sp, "walls", ()) or ():
            _wall(s, pygame.Rect(x * cell, y * cell, cell, cell), _turn_side(side, turns), cell)
    label = None if overlay else _get(tile, "code", None)
    if label:  # top middle: the one place no feature uses
        T.line(s, str(label), (s.get_width() // 2, max(2, cell // 40)), max(8, cell // 11), P.TEXT_DIM, "small",
               anchor="midtop", max_width=s.get_width() - 8, shadow=True)
    return s


def wall_segment(rect: pygame.Rect, side: str):
    inset = max(2, rect.width // 30)
    return {"N": ((rect.left + inset, rect.top), (rect.right - inset, rect.top)),
            "S": ((rect.left + inset, rect.bottom), (rect.right - inset, rect.bottom)),
            "W": ((rect.left, rect.top + inset), (rect.left, rect.bottom - inset)),
            "E": ((rect.right, rect.top + inset), (rect.right, rect.bottom - inset))}.get(side)


def draw_wall(surf, a, b, width: int) -> None:
    """A Wall: a gold bar with a dark outline and round ends."""
    pygame.draw.line(surf, P.INK, a, b, width + 4)
    for p in (a, b):
        pygame.draw.circle(surf, P.INK, p, (width + 4) // 2)
    pygame.draw.line(surf, P.GOLD, a, b, width)
    for p in (a, b):
        pygame.draw.circle(surf, P.GOLD, p, width // 2)


def _wall(s, rect, side, cell):
    seg = wall_segment(rect.inflate(-2, -2), side)
    if seg:
        draw_wall(s, seg[0], seg[1], max(3, cell // 16))


def _hatch(s, rect, colour, step):
    clip = s.get_clip()
    s.set_clip(rect)
    for i in range(-rect.height, rect.width, step):
        pygame.draw.line(s, colour, (rect.x + i, rect.bottom), (rect.x + i + rect.height, rect.y), 2)
    s.set_clip(clip)


def _space(s, r: pygame.Rect, sp, turns: int, used: frozenset) -> None:
    cell = r.width
    inner = r.inflate(-max(6, cell // 10), -max(6, cell // 10))
    rad = max(3, cell // 14)
    if _get(sp, "blocked", False):
        pygame.draw.rect(s, (14, 8, 22), inner, border_radius=rad)
        _hatch(s, inner, (58, 40, 72), max(6, cell // 9))
        pygame.draw.rect(s, (58, 40, 72), inner, 1, border_radius=rad)
        return
    pygame.draw.rect(s, (255, 255, 255, 26), inner, 1, border_radius=rad)
    terrain = _get(sp, "terrain", None)
    big = max(11, round(cell / 4.4))
    if terrain in P.TERRAIN_TINT:
        tint = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(tint, P.TERRAIN_TINT[terrain], tint.get_rect(), border_radius=rad)
        s.blit(tint, inner)
        s.blit(icon(terrain, big), (inner.right - big - 2, inner.y + 2))
    features = tuple(_get(sp, "features", ()) or ())
    if "spawn" in features:
        suit = _get(sp, "spawn_suit", None)
        col = P.SUIT.get(suit, (226, 96, 120))
        ring = pygame.Surface((cell, cell), pygame.SRCALPHA)
        pygame.draw.circle(ring, (*col, 60), (cell // 2, cell // 2), int(cell * 0.3))
        pygame.draw.circle(ring, (*col, 230), (cell // 2, cell // 2), int(cell * 0.3), max(2, cell // 30))
        pygame.draw.circle(ring, (*col, 150), (cell // 2, cell // 2), int(cell * 0.22), max(1, cell // 60))
        s.blit(ring, r)
        mark = icon(suit if suit in P.SUIT else "spawn", max(10, int(cell * 0.22)))
        s.blit(mark, mark.get_rect(center=r.center))
    x = inner.x + 2
    for f in FEATURE_ROW:
        if f in features:
            s.blit(icon(FEATURE_ICON.get(f, f), big), (x, inner.y + 2))
            x += big + 1
    bonus = _get(sp, "drawing_bonus", 0) or 0
    plaques = list(_get(sp, "map_actions", ()) or ())
    gem_action = _get(sp, "gem_action", None)
    flying = _get(sp, "flying_rule", None)
    bottom = inner.bottom - 2
    shown = [(a, "map") for a in reversed(plaques)] + ([(gem_action, "gem")] if gem_action else []) + \
        ([(flying, "flying")] if flying else [])
    for (act, kind), plaque in zip(shown, plaque_rects(sp, r)):
        _plaque(s, plaque, act, kind, str(_get(act, "name", "")) in used)
        bottom = plaque.y - 2
    if bonus:
        icon_s = max(10, cell // 5)
        y = min(bottom - icon_s, inner.centery + cell // 12)
        s.blit(icon("drawing_bonus", icon_s), (inner.x + 2, y))
        px = max(7, min(PLAQUE_LEAST, cell // 4), cell // 8)  # 12 on a table square, less on a thumbnail
        T.line(s, f"+{bonus}", (inner.x + icon_s + 3, y + icon_s // 2), px, P.PARCHMENT, "rules_bold",
               anchor="midleft", shadow=True)


def plaque_rects(sp, r: pygame.Rect) -> list:
    """Where a space's plaques lie in its square `r`: its Map actions, then its
    Gem action and its flying rule, stacked up from the bottom (what else is
    written on the space, a tile's name, keeps out of them)."""
    if _get(sp, "blocked", False):
        return []  # a blocked space is hatched over: nothing is written on it
    cell = r.width
    inner = r.inflate(-max(6, cell // 10), -max(6, cell // 10))
    count = len(list(_get(sp, "map_actions", ()) or ())) + bool(_get(sp, "gem_action", None)) + \
        bool(_get(sp, "flying_rule", None))
    # Big enough for two lines of name from table zoom up; one line on thumbnails.
    ph = round(cell / 3.4) if cell >= 90 else max(11, round(cell / 5.2))
    return [pygame.Rect(inner.x + 2, inner.bottom - 2 - (k + 1) * ph - k * 2, inner.width - 4, ph) for k in range(count)]


def _plaque(s, rect, act, kind, used):
    """A Map action: a small plaque with its cost and name, crossed out once used."""
    fill, edge = {"map": ((58, 38, 90), P.GOLD), "gem": ((30, 60, 76), P.GEM),
                  "flying": ((28, 48, 88), (130, 186, 250))}[kind]
    if used:
        fill, edge = (60, 52, 50), (130, 116, 96)
    pygame.draw.rect(s, (*fill, 235), rect, border_radius=max(3, rect.height // 3))
    pygame.draw.rect(s, edge, rect, 1, border_radius=max(3, rect.height // 3))
    cost = _get(act, "cost", None) or {}
    lead = "gem" if kind == "gem" else ("flying_rule" if kind == "flying" else None)
    x = rect.x + 3
    size = min(rect.height - 4, 22, max(12, round(rect.width * 0.16)))  # the icons leave the name its room
    if lead:
        s.blit(icon(lead, size), (x, rect.centery - size // 2))
        x += size + 1
    for colour, amount in list(dict(cost).items())[:2]:
        if colour in P.INTENT:
            from game.gfx.icons import intent_badge
            s.blit(intent_badge(colour, amount, size), (x, rect.centery - size // 2))
            x += size + 1
        elif colour == "free":
            s.blit(icon("free", size), (x, rect.centery - size // 2))
            x += size + 1
        else:
            T.line(s, str(amount), (x, rect.centery), max(7, int(size * 0.8)), P.TEXT, "rules_bold", anchor="midleft")
            x += max(7, int(size * 0.5))
            try:
                s.blit(icon(colour, size), (x, rect.centery - size // 2))
                x += size + 1
            except KeyError:
                pass
    name = tr(str(_get(act, "name", "") or N_("Map action")))  # a Slumber laid before a change of language keeps its words
    colour = P.TEXT_DIM if used else P.TEXT
    width = rect.right - x - 5
    for px in range(max(PLAQUE_LEAST, int(rect.height * (0.36 if rect.height >= 26 else 0.62))), PLAQUE_LEAST - 1, -1):
        # whole, on one line or (table zoom and up) two, never under PLAQUE_LEAST px: a name
        # cut to a letter and "…" (2x, 720p, Chinese) said nothing; held nowhere, the plaque
        # keeps its cost and the name is read on hover (the table's tooltip) and in the action list
        img = T.layout(name, width, px, colour, "small")
        one = T.layout(name, 4000, px, colour, "small").get_height()
        if img.get_height() <= rect.height - 2 and (img.get_height() <= one or rect.height >= 26):
            T.draw(s, name, pygame.Rect(x + 2, rect.centery - img.get_height() // 2, width, img.get_height()), px,
                   colour, "small", min_size=px)
            break
    if used:
        pygame.draw.line(s, (200, 80, 80), (rect.x + 3, rect.centery), (rect.right - 3, rect.centery), 2)

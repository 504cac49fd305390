"""Where things go on the Dreamworld Map (no drawing, no rules changes).

The content gives every Location a grid square (x, y). The map is laid from
square tiles, one per grid square: each Location's own square, and the
squares around it that its Dreamworld tile fills in (an empty square next to
a Location belongs to the tile with most Locations around it), so every
Dreamworld tile is a small patch of squares that is laid at once.

Inside a square, a Location's marks have fixed places, so no two overlap
and the eye learns where to look (fractions of the square's side):

    plates      along the top, 0.03 to at most 0.18: on the right what it
                holds (Keys, a Dream Gate's price, a story), on the left its
                state (a Dream won, Secrets found, not yet visited)
    medallion   centre (0.5, 0.37), radius 0.16
    name        a plate across the bottom, 0.57 to 0.97
    the Team    left of the medallion, centre (0.17, 0.42)

Paths are quadratic curves between the medallions, bent away from other
Locations; a Path that has a twin going back bends the other way.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

MEDAL_Y = 0.37
MEDAL_R = 0.16
NAME_TOP = 0.57
NAME_BOTTOM = 0.97
TEAM_SPOT = (0.17, 0.42)


def _get(obj, name, default=None):
    return obj.get(name, default) if isinstance(obj, dict) else getattr(obj, name, default)


@dataclass(frozen=True)
class Square:
    x: int
    y: int
    tile: str
    region: str | None
    location: str | None  # the Location standing on this square, if any


@dataclass
class Atlas:
    """Every square any Dreamworld tile of the content can lay, and where each Location stands."""
    squares: dict[tuple[int, int], Square] = field(default_factory=dict)
    location_square: dict[str, tuple[int, int]] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)

    @classmethod
    def build(cls, tiles: dict) -> "Atlas":
        atlas = cls(order=list(tiles))
        owner: dict[tuple[int, int], str] = {}
        for tid, t in tiles.items():
            for loc in _get(t, "locations", ()) or ():
                xy = (int(_get(loc, "x", 0)), int(_get(loc, "y", 0)))
                if xy in owner:  # two Locations on one square: the later one moves to a free neighbour
                    xy = next((n for n in _ring(xy) if n not in owner), xy)
                owner[xy] = tid
                atlas.location_square[_get(loc, "id")] = xy
                atlas.squares[xy] = Square(xy[0], xy[1], tid, _get(t, "region"), _get(loc, "id"))
        if not owner:
            return atlas
        xs = [x for x, _ in owner]
        ys = [y for _, y in owner]
        for x in range(min(xs), max(xs) + 1):  # no further out than the Locations go: the map stays compact
            for y in range(min(ys), max(ys) + 1):
                if (x, y) in owner:
                    continue
                near = [owner[n] for n in _ring((x, y)) if n in owner]
                edges = [owner[n] for n in _edges((x, y)) if n in owner]
                if not edges and len(near) < 2:
                    continue  # a lone diagonal neighbour: leave the night sky there
                tid = max(set(near), key=lambda t: (near.count(t) + edges.count(t), -atlas.order.index(t)))
                atlas.squares[(x, y)] = Square(x, y, tid, _get(tiles[tid], "region"), None)
        return atlas

    def squares_of(self, tiles) -> list[Square]:
        """The squares of these Dreamworld tiles, in the order they are laid."""
        wanted = set(tiles)
        return sorted((s for s in self.squares.values() if s.tile in wanted),
                      key=lambda s: (s.tile != next(iter(tiles), None), s.location is None, s.y, s.x))

    def bounds(self, tiles) -> tuple[float, float, float, float] | None:
        """(left, top, right, bottom) in squares of everything these tiles lay."""
        sq = [s for s in self.squares.values() if s.tile in set(tiles)]
        if not sq:
            return None
        return (min(s.x for s in sq), min(s.y for s in sq), max(s.x for s in sq) + 1, max(s.y for s in sq) + 1)

    def centre(self, location: str) -> tuple[float, float]:
        """The medallion's centre, in squares."""
        x, y = self.location_square.get(location, (0, 0))
        return (x + 0.5, y + MEDAL_Y)

    def team_spot(self, location: str) -> tuple[float, float]:
        x, y = self.location_square.get(location, (0, 0))
        return (x + TEAM_SPOT[0], y + TEAM_SPOT[1])


def _ring(xy):
    x, y = xy
    return [(x + dx, y + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dx or dy]


def _edges(xy):
    x, y = xy
    return [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]


# -- Paths -------------------------------------------------------------------------------

def bezier(a, c, b, t: float) -> tuple[float, float]:
    u = 1 - t
    return (u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1])


def route(atlas: Atlas, paths, locations) -> dict[tuple[str, str], tuple]:
    """(from, to) -> (start, control, end) of each Path's curve, in squares,
    bent as little as it can while keeping clear of other Locations' marks."""
    links = {(frm, to) for frm, to, _ in paths}
    out = {}
    others = [atlas.centre(lid) for lid in locations]
    for frm, to, _ in paths:
        if frm not in locations or to not in locations:
            continue
        a, b = atlas.centre(frm), atlas.centre(to)
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1
        nx, ny = -dy / length, dx / length  # the curve bends to the traveller's left, so a twin going back parts from it
        twin = (to, frm) in links
        reach = length / 2 + 0.8  # only Locations near the Path can be in its way
        mid0 = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        near = [o for o in others if o not in (a, b) and math.dist(o, mid0) < reach]
        best = None
        for k in (0.0, 0.12, -0.12, 0.22, -0.22, 0.34, -0.34, 0.46, -0.46):
            if twin and k < 0.12:
                continue
            mid = ((a[0] + b[0]) / 2 + nx * k * length, (a[1] + b[1]) / 2 + ny * k * length)
            cost = abs(k) * 0.6
            for i in range(1, 16):
                p = bezier(a, mid, b, i / 16)
                for o in near:
                    d = math.hypot(p[0] - o[0], p[1] - o[1])
                    if d < 0.42:
                        cost += (0.42 - d) * 4
                    name = (o[0], o[1] + 0.44)  # the name plate below a medallion
                    if abs(p[0] - name[0]) < 0.42 and abs(p[1] - name[1]) < 0.2:
                        cost += 0.25
            if best is None or cost < best[0]:
                best = (cost, mid)
        out[(frm, to)] = (a, best[1], b)
    return out


def curve_points(curve, to_px, trim_px: float, step_px: float = 6.0):
    """The curve as screen points, trimmed by `trim_px` at both ends (the medallions)."""
    a, c, b = curve
    pa, pb = to_px(a), to_px(b)
    approx = math.dist(pa, pb) + 1
    n = max(4, int(approx / step_px))
    pts = [to_px(bezier(a, c, b, i / n)) for i in range(n + 1)]
    return _trim(pts, trim_px)


def _trim(pts, by):
    def cut(seq):
        left = by
        while len(seq) > 2:
            d = math.dist(seq[0], seq[1])
            if d > left:
                t = left / d
                seq[0] = (seq[0][0] + (seq[1][0] - seq[0][0]) * t, seq[0][1] + (seq[1][1] - seq[0][1]) * t)
                return seq
            left -= d
            seq.pop(0)
        return seq
    pts = cut(list(pts))
    return list(reversed(cut(list(reversed(pts)))))


def point_at(pts, t: float):
    """The point a fraction `t` along a polyline, and the direction there."""
    lengths = [math.dist(p, q) for p, q in zip(pts, pts[1:])]
    total = sum(lengths) or 1
    goal = total * max(0.0, min(1.0, t))
    for (p, q), seg in zip(zip(pts, pts[1:]), lengths):
        if goal <= seg and seg > 0:
            f = goal / seg
            return (p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f), ((q[0] - p[0]) / seg, (q[1] - p[1]) / seg)
        goal -= seg
    p, q = pts[-2], pts[-1]
    seg = math.dist(p, q) or 1
    return q, ((q[0] - p[0]) / seg, (q[1] - p[1]) / seg)


# -- the camera ------------------------------------------------------------------------------

class Camera:
    """Which part of the map the view shows: the centre (in squares) and the
    size of a square in pixels. `fit` frames a region; pan and zoom move it."""

    MAX_SQUARE = 0.2  # a square is never wider than this share of the view's width
    MIN_SQUARE = 28

    def __init__(self, view) -> None:
        self.view = view  # a pygame.Rect-like (x, y, w, h)
        self.centre = (0.0, 0.0)
        self.square = 80.0

    def fit(self, bounds, margin: float = 0.25) -> None:
        if bounds is None:
            return
        left, top, right, bottom = bounds
        w, h = right - left + margin * 2, bottom - top + margin * 2
        self.centre = ((left + right) / 2, (top + bottom) / 2)
        self.square = max(self.MIN_SQUARE, min(self.view[2] / w, self.view[3] / h, self.view[2] * self.MAX_SQUARE))

    def to_px(self, p) -> tuple[float, float]:
        vx, vy, vw, vh = self.view
        return (vx + vw / 2 + (p[0] - self.centre[0]) * self.square, vy + vh / 2 + (p[1] - self.centre[1]) * self.square)

    def to_world(self, px) -> tuple[float, float]:
        vx, vy, vw, vh = self.view
        return (self.centre[0] + (px[0] - vx - vw / 2) / self.square, self.centre[1] + (px[1] - vy - vh / 2) / self.square)

    def pan_by(self, dx: float, dy: float, bounds) -> None:
        cx, cy = self.centre[0] - dx / self.square, self.centre[1] - dy / self.square
        if bounds is not None:  # keep some of the map in view
            cx = max(bounds[0], min(bounds[2], cx))
            cy = max(bounds[1], min(bounds[3], cy))
        self.centre = (cx, cy)

    def zoom_at(self, factor: float, px, limits) -> None:
        """Zoom by `factor`, keeping the point under `px` where it is."""
        before = self.to_world(px)
        self.square = max(limits[0], min(limits[1], self.square * factor))
        after = self.to_world(px)
        self.centre = (self.centre[0] + before[0] - after[0], self.centre[1] + before[1] - after[1])

    def state(self):
        return (self.centre, self.square)

    def set_state(self, state) -> None:
        self.centre, self.square = state

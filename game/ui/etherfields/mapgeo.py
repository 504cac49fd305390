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

A Path between near Locations is a quadratic curve between the medallions,
bent away from other Locations (a Path that has a twin going back bends the
other way); a long one follows the seams between the squares, in a lane of
its own where Paths share a seam.
"""
from __future__ import annotations

import heapq
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


NEAR = 2.3        # squares: a Path longer than this (a knight's move and more) follows the seams
CURVE_STEPS = 24  # points along a curved Path
LANE = 0.09       # squares between two Paths running side by side along one seam
CORNER = 0.2      # squares: how wide a seam road turns a corner


def route(atlas: Atlas, paths, locations) -> dict[tuple[str, str], tuple]:
    """(from, to) -> the Path's route: a polyline in squares from one
    medallion's centre to the other's. A Path between near Locations is a
    curve bent as little as it can while keeping clear of other Locations'
    marks; a long one, which as a curve would cut across the map over other
    Locations, follows the seams between the squares (`Seams`)."""
    links = {(frm, to) for frm, to, _ in paths}
    others = [atlas.centre(lid) for lid in locations]
    out, far = {}, []
    for frm, to, _ in paths:
        if frm not in locations or to not in locations or (frm, to) in out:
            continue
        a, b = atlas.centre(frm), atlas.centre(to)
        mid, clash = _bend(a, b, others, twin=(to, frm) in links)
        if clash or math.dist(a, b) > NEAR:
            far.append((frm, to))
        else:
            out[(frm, to)] = tuple(bezier(a, mid, b, i / CURVE_STEPS) for i in range(CURVE_STEPS + 1))
    if far:
        out.update(Seams(atlas, locations).routes(far))
    return out


def _bend(a, b, others, twin: bool):
    """The control point of the curve from `a` to `b` that bends least and
    keeps clearest of the `others` (medallion centres), and whether even
    that one passes over another Location's medallion or name."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1
    nx, ny = -dy / length, dx / length  # the curve bends to the traveller's left, so a twin going back parts from it
    reach = length / 2 + 0.8  # only Locations near the Path can be in its way
    mid0 = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    near = [o for o in others if o not in (a, b) and math.dist(o, mid0) < reach]
    best = None
    for k in (0.0, 0.12, -0.12, 0.22, -0.22, 0.34, -0.34, 0.46, -0.46):
        if twin and k < 0.12:
            continue
        mid = ((a[0] + b[0]) / 2 + nx * k * length, (a[1] + b[1]) / 2 + ny * k * length)
        clash = 0.0
        for i in range(1, 16):
            p = bezier(a, mid, b, i / 16)
            for o in near:
                d = math.hypot(p[0] - o[0], p[1] - o[1])
                if d < 0.42:
                    clash += (0.42 - d) * 4
                name = (o[0], o[1] + 0.44)  # the name plate below a medallion
                if abs(p[0] - name[0]) < 0.42 and abs(p[1] - name[1]) < 0.2:
                    clash += 0.25
        cost = abs(k) * 0.6 + clash
        if best is None or cost < best[0]:
            best = (cost, mid, clash > 0)
    return best[1], best[2]


class Seams:
    """Long Paths routed along the seams between the squares laid so far, the
    way a road goes round fields: out of the medallion sideways to the edge
    of its square, along the seams (few turns, on laid ground, clear of the
    name plates where it can), and in at the other end. Paths that share a
    seam run side by side, each in its own lane, so each can be followed."""

    TURN = 0.6        # what a turn costs, in squares of seam: long straight runs read best
    UNDER_NAME = 0.5  # a seam just below a Location's name plate
    SHARED = 0.4      # a seam another long Path already runs along, per Path
    EDGE = 0.8        # a seam along the map's edge (half of the road would hang over the night sky)

    def __init__(self, atlas: Atlas, locations) -> None:
        self.atlas = atlas
        tiles = {atlas.squares[atlas.location_square[lid]].tile for lid in locations if lid in atlas.location_square}
        self.ground = {xy for xy, sq in atlas.squares.items() if sq.tile in tiles}
        self.named = {atlas.location_square[lid] for lid in locations if lid in atlas.location_square}
        self.lanes: dict[tuple, list] = {}  # a seam (corner, corner) -> the Paths along it, in lane order

    def routes(self, paths) -> dict[tuple[str, str], tuple]:
        found, out = {}, {}
        for frm, to in dict.fromkeys(paths):
            nodes = self._find(frm, to)
            if nodes is None:  # no seams join them: a straight line says at least where it goes
                out[(frm, to)] = (self.atlas.centre(frm), self.atlas.centre(to))
                continue
            found[(frm, to)] = nodes
            for seam in self._seams(nodes):
                self.lanes.setdefault(seam, []).append((frm, to))
        out.update({key: self._polyline(key, nodes) for key, nodes in found.items()})  # lanes known: draw
        return out

    # -- the search --------------------------------------------------------------------
    def _exits(self, lid):
        """The two points where a road leaves a Location's square: the left and right
        edges, level with the medallion."""
        x, y = self.atlas.location_square[lid]
        return [(float(x), y + MEDAL_Y), (float(x + 1), y + MEDAL_Y)]

    def _sides(self, p, q) -> int:
        """How many of the two squares along the seam from p to q are laid."""
        (x0, y0), (x1, y1) = sorted((p, q))
        if y0 == y1:  # along a row: the squares above and below
            sides = [(math.floor(x0), int(y0) - 1), (math.floor(x0), int(y0))]
        else:
            sides = [(int(x0) - 1, math.floor(y0)), (int(x0), math.floor(y0))]
        return sum(s in self.ground for s in sides)

    def _laid(self, p, q) -> bool:
        return self._sides(p, q) > 0

    def _price(self, p, q) -> float:
        (x0, y0), (x1, y1) = sorted((p, q))
        length = math.dist(p, q)
        cost = length * (1 + self.SHARED * len(self.lanes.get(self._seam(p, q), ())))
        if self._sides(p, q) < 2:
            cost += self.EDGE * length
        if y0 == y1 and (math.floor(x0), int(y0) - 1) in self.named:
            cost += self.UNDER_NAME * length
        return cost

    def _find(self, frm, to):
        """The cheapest way from `frm`'s medallion to `to`'s along the seams (a list of
        points in squares), or None."""
        start, goal = self.atlas.centre(frm), self.atlas.centre(to)
        ends = set(self._exits(to))

        def still(q):  # every step runs along a row or a column: at least this far to go (A*)
            return abs(goal[0] - q[0]) + abs(goal[1] - q[1])
        queue = [(still(start), 0.0, 0, start, (0, 0), None)]
        best: dict = {}
        came: dict = {}
        count = 1
        while queue:
            _guess, cost, _order, p, heading, prev = heapq.heappop(queue)
            if (p, heading) in came:
                continue
            came[(p, heading)] = prev
            if p == goal:
                return self._unwind(came, (p, heading))
            for q in self._next(p, frm, goal, ends):
                d = (_sign(q[0] - p[0]), _sign(q[1] - p[1]))
                step = math.dist(p, q) if p == start or q == goal else self._price(p, q)
                turn = self.TURN if heading != (0, 0) and d != heading and p not in ends else 0.0
                c = cost + step + turn
                if c < best.get((q, d), math.inf):
                    best[(q, d)] = c
                    heapq.heappush(queue, (c + still(q), c, count, q, d, (p, heading)))
                    count += 1
        return None

    def _next(self, p, frm, goal, ends):
        if p == self.atlas.centre(frm):
            return [e for e in self._exits(frm) if self._on_map(e)]
        if p in ends:
            return [goal]
        x, y = p
        if x != int(x) or y != int(y):  # the start's exit, part way down a seam: to its two corners
            out = [(x, math.floor(y)), (x, math.floor(y) + 1.0)]
            return [q for q in out if self._laid(q, (x, y))] + [e for e in ends if e[0] == x and abs(e[1] - y) < 1]
        out = []
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            q = (x + dx, y + dy)
            if self._laid(p, q):
                out.append(q)
        if not out:
            return out
        # the goal's exits lie part way down a seam from this corner
        out += [e for e in ends if e[0] == x and 0 < abs(e[1] - y) < 1 and self._laid(p, (x, y + _sign(e[1] - y)))]
        return out

    def _on_map(self, e) -> bool:
        x, y = e
        return self._laid((x, math.floor(y)), (x, math.floor(y) + 1.0))

    @staticmethod
    def _unwind(came, key):
        out = []
        while key is not None:
            out.append(key[0])
            key = came[key]
        return out[::-1]

    @staticmethod
    def _seam(p, q):
        """The seam between two whole corners that a step from p to q runs along."""
        (x0, y0), (x1, y1) = sorted((p, q))
        if y0 == y1:
            return ((math.floor(x0), int(y0)), (math.floor(x0) + 1, int(y0)))
        return ((int(x0), math.floor(y0)), (int(x0), math.floor(y0) + 1))

    def _seams(self, nodes):
        return [self._seam(p, q) for p, q in zip(nodes[1:-2], nodes[2:-1])]

    # -- the picture -------------------------------------------------------------------
    def _polyline(self, key, nodes) -> tuple:
        """The route's points: each seam step moved sideways into the Path's lane, and
        the corners rounded."""
        steps = []  # (p, q) of each step, moved into its lane
        for i, (p, q) in enumerate(zip(nodes, nodes[1:])):
            if 0 < i < len(nodes) - 2:
                seam = self._seam(p, q)
                users = self.lanes[seam]
                off = (users.index(key) - (len(users) - 1) / 2) * LANE
                (x0, y0), (x1, y1) = seam
                n = (0.0, 1.0) if y0 == y1 else (1.0, 0.0)  # the same side whichever way a Path runs
                p, q = (p[0] + n[0] * off, p[1] + n[1] * off), (q[0] + n[0] * off, q[1] + n[1] * off)
            steps.append((p, q))
        pts = [steps[0][0]]
        for (p0, p1), (q0, q1) in zip(steps, steps[1:]):
            pts.append(_meet(p0, p1, q0, q1))
        pts.append(steps[-1][1])
        return tuple(_round_corners(_dedupe(pts), CORNER))


def _sign(v: float) -> int:
    return (v > 1e-9) - (v < -1e-9)


def _meet(p0, p1, q0, q1):
    """Where step p0-p1 meets the next step q0-q1: their lines' crossing, or
    (the same line, or parallel lanes) the end of the first."""
    dx1, dy1 = p1[0] - p0[0], p1[1] - p0[1]
    dx2, dy2 = q1[0] - q0[0], q1[1] - q0[1]
    den = dx1 * dy2 - dy1 * dx2
    if abs(den) < 1e-9:
        return p1
    t = ((q0[0] - p0[0]) * dy2 - (q0[1] - p0[1]) * dx2) / den
    return (p0[0] + dx1 * t, p0[1] + dy1 * t)


def _dedupe(pts):
    out = [pts[0]]
    for p in pts[1:]:
        if math.dist(p, out[-1]) > 1e-6:
            out.append(p)
    # points in a line add nothing (and would round a corner that is not there)
    keep = [out[0]]
    for p, q in zip(out[1:], out[2:]):
        a = keep[-1]
        if abs((p[0] - a[0]) * (q[1] - p[1]) - (p[1] - a[1]) * (q[0] - p[0])) > 1e-9:
            keep.append(p)
    keep.append(out[-1])
    return keep


def _round_corners(pts, radius: float, steps: int = 5):
    """The polyline with each corner turned along a small curve instead of a point."""
    out = [pts[0]]
    for a, p, b in zip(pts, pts[1:], pts[2:]):
        r = min(radius, math.dist(a, p) / 2, math.dist(p, b) / 2)
        u = _toward(p, a, r)
        v = _toward(p, b, r)
        out += [bezier(u, p, v, i / steps) for i in range(steps + 1)]
    out.append(pts[-1])
    return out


def _toward(p, q, d: float):
    n = math.dist(p, q) or 1
    return (p[0] + (q[0] - p[0]) * d / n, p[1] + (q[1] - p[1]) * d / n)


def route_length(route) -> float:
    return sum(math.dist(p, q) for p, q in zip(route, route[1:]))


def curve_points(route, to_px, trim_px: float):
    """The route as screen points, trimmed by `trim_px` at both ends (the medallions)."""
    return _trim([to_px(p) for p in route], trim_px)


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

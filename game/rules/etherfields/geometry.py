"""The Dreamscape: spaces on a grid, Walls, Blocked spaces, range and paths.

Rules implemented here (our wording):
- Figures move orthogonally, one space at a time, never diagonally.
- Nothing moves or measures range through a Wall or a Blocked space, so range
  is the length of the shortest legal path (range 0 is the same space).
- "Any space" ignores range and obstacles; Relocation ignores everything.
- At most 4 figures share a space; a full space may be crossed by a Dreamer but
  not stopped in. A Big Entity fills its space alone.

A text format describes Dreamscapes for tests and scenarios: one line per row
of spaces, space characters at even columns (`.` open, `#` Blocked, `S` Spawn,
`E` Entrance, `~` no space, a lowercase letter a named open space), and between
two spaces ` ` (open) or `|` (a Wall). A line of blanks and `-` after a row puts
a Wall below each space whose column holds a `-`.
"""
from __future__ import annotations

import textwrap
from collections import deque
from dataclasses import dataclass, field
from itertools import product
from typing import Any, Iterable, Mapping, NamedTuple, Sequence

Pos = tuple[int, int]

FIGURE_LIMIT = 4
_DIRS: dict[str, Pos] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
_ROTATE_SIDE = {"N": "E", "E": "S", "S": "W", "W": "N"}  # a quarter turn clockwise


@dataclass
class Space:
    """What a space holds besides figures. Plain data: the rules read it."""

    blocked: bool = False
    features: tuple[str, ...] = ()  # entrance, spawn, trap, stairs, gem_slot, quirk_space...
    spawn_suit: str | None = None
    drawing_bonus: int = 0
    terrain: str | None = None
    tile: str | None = None  # id of the map tile the space belongs to
    # The space's actions as plain dicts (a MapAction's fields), not content
    # models: the map is state, saved and changed (an Overlay), like the rest.
    map_actions: tuple = ()
    gem_action: dict | None = None  # switched on by a Shining Gem in this space's slot
    flying_rule: dict | None = None  # acts on the whole Dreamscape

    def has(self, feature: str) -> bool:
        return feature in self.features


def wall(p: Pos, q: Pos) -> frozenset:
    return frozenset((tuple(p), tuple(q)))


@dataclass
class Dreamscape:
    spaces: dict[Pos, Space] = field(default_factory=dict)
    walls: set[frozenset] = field(default_factory=set)
    names: dict[str, Pos] = field(default_factory=dict)
    # Paths never change while a map lies on the table, so adjacency and
    # distances are computed once per layout (keyed by its size, which any
    # edit through the builders changes).
    _cache: dict = field(default_factory=dict, repr=False, compare=False)

    def _layout_key(self):
        return (id(self.spaces), len(self.spaces), len(self.walls))

    # -- building ---------------------------------------------------------
    @classmethod
    def from_text(cls, text: str) -> "Dreamscape":
        ds = cls()
        row = -1
        # Indented text (a triple-quoted string in a test) is read as if flush left.
        text = textwrap.dedent(text.expandtabs(2))
        for lineno, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            if set(line) <= {" ", "-"}:
                if row < 0:
                    raise ValueError(f"line {lineno}: a Wall line must follow a row of spaces")
                for i, ch in enumerate(line):
                    if ch == "-" and i % 2 == 0:
                        ds.walls.add(wall((i // 2, row), (i // 2, row + 1)))
                continue
            row += 1
            for i, ch in enumerate(line):
                col = i // 2
                if i % 2:  # between two spaces
                    if ch == "|":
                        ds.walls.add(wall((col, row), (col + 1, row)))
                    elif ch != " ":
                        raise ValueError(f"line {lineno}, column {i + 1}: {ch!r} between spaces must be ' ' or '|'")
                    continue
                if ch in "~ ":
                    continue
                space = Space()
                if ch == "#":
                    space.blocked = True
                elif ch == "S":
                    space.features = ("spawn",)
                elif ch == "E":
                    space.features = ("entrance",)
                elif ch.islower():
                    if ch in ds.names:
                        raise ValueError(f"line {lineno}: the name {ch!r} is used twice")
                    ds.names[ch] = (col, row)
                elif ch != ".":
                    raise ValueError(f"line {lineno}, column {i + 1}: unknown space character {ch!r}")
                ds.spaces[(col, row)] = space
        return ds

    @classmethod
    def from_tiles(cls, placements: Iterable[Mapping], tiles: Mapping[str, Any]) -> "Dreamscape":
        """Build from map tiles of 2x2 spaces placed on the coded grid.

        A placement is {tile, at: "B1", rotation: 0/90/180/270, shift: [dc, dr]}.
        The slot letter is the column and the number the row of 2x2 tile slots;
        `shift` moves a tile by whole spaces so it can lie across two slots.
        `tiles` are MapTile content models by id; a tile's four spaces run
        row-major from the top left, each with walls (sides N/E/S/W), blocked,
        features, spawn_suit, terrain...
        """
        ds = cls()
        for placement in placements:
            tile = tiles[placement["tile"]]
            origin = slot_origin(placement.get("at", "A1"))
            shift = placement.get("shift") or (0, 0)
            ox, oy = origin[0] + shift[0], origin[1] + shift[1]
            turns = (int(placement.get("rotation", 0)) // 90) % 4
            for index, (sides, space) in enumerate(_tile_spaces(tile)):
                x, y = index % 2, index // 2
                for _ in range(turns):
                    x, y = 1 - y, x
                    sides = [_ROTATE_SIDE[s] for s in sides]
                pos = (ox + x, oy + y)
                if pos in ds.spaces:
                    raise ValueError(f"map tile {tile.id!r} overlaps another tile at {pos}")
                ds.spaces[pos] = space
                for side in sides:
                    dx, dy = _DIRS[side]
                    ds.walls.add(wall(pos, (pos[0] + dx, pos[1] + dy)))
        return ds

    # -- reading ----------------------------------------------------------
    def pos(self, p) -> Pos:
        """A (col, row) pair, or the position of a named space."""
        if isinstance(p, str):
            if p not in self.names:
                raise KeyError(f"no space is named {p!r}")
            return self.names[p]
        return (int(p[0]), int(p[1]))

    def named(self, name: str) -> Pos:
        return self.pos(name)

    def open(self, p: Pos) -> bool:
        """A space a figure may stand in or cross."""
        space = self.spaces.get(p)
        return space is not None and not space.blocked

    def with_feature(self, feature: str) -> list[Pos]:
        return sorted((p for p, s in self.spaces.items() if s.has(feature)), key=lambda p: (p[1], p[0]))

    @property
    def size(self) -> tuple[int, int]:
        if not self.spaces:
            return (0, 0)
        return (max(p[0] for p in self.spaces) + 1, max(p[1] for p in self.spaces) + 1)

    def _memo(self) -> dict:
        key = self._layout_key()
        if self._cache.get("key") != key:
            self._cache.clear()
            self._cache["key"] = key
            self._cache["adj"] = {}
            self._cache["dist"] = {}
        return self._cache

    def neighbours(self, p: Pos) -> list[Pos]:
        """Orthogonal open spaces reachable in one step (no Wall between)."""
        adj = self._memo()["adj"]
        found = adj.get(p)
        if found is None:
            found = []
            for dx, dy in _DIRS.values():
                q = (p[0] + dx, p[1] + dy)
                if self.open(q) and wall(p, q) not in self.walls:
                    found.append(q)
            adj[p] = found
        return found

    def distances_from(self, p, limit: int | None = None) -> dict[Pos, int]:
        """Path length from p to every space reachable from it (a fresh dict:
        callers may change it)."""
        start = self.pos(p)
        if not self.open(start):
            return {}
        full = self._distances(start)
        if limit is None:
            return dict(full)
        return {q: n for q, n in full.items() if n <= limit}

    def _distances(self, start: Pos) -> dict[Pos, int]:
        """The memo of path lengths from an open space (read-only)."""
        memo = self._memo()["dist"]
        full = memo.get(start)
        if full is None:
            full = {start: 0}
            queue = deque([start])
            while queue:
                cur = queue.popleft()
                for nxt in self.neighbours(cur):
                    if nxt not in full:
                        full[nxt] = full[cur] + 1
                        queue.append(nxt)
            memo[start] = full
        return full

    def sorted_within(self, start: Pos, steps: int) -> list[tuple[Pos, int]]:
        """(space, path length) of every other space at most `steps` from an
        open space, in space order (kept per layout: read-only)."""
        memo = self._memo().setdefault("within", {})
        found = memo.get((start, steps))
        if found is None:
            found = memo[(start, steps)] = sorted((p, n) for p, n in self._distances(start).items() if 0 < n <= steps)
        return found

    def distance(self, p, q) -> int | None:
        """Range from p to q measured around Walls and Blocked spaces."""
        start = self.pos(p)
        if not self.open(start):
            return None
        return self._distances(start).get(self.pos(q))

    def path(self, p, q) -> list[Pos] | None:
        """A shortest legal path from p to q, both included; None if none.
        Ties break toward the first of N, E, S, W, so paths are repeatable."""
        start, goal = self.pos(p), self.pos(q)
        dist = self.distances_from(goal)
        if start not in dist:
            return None
        route = [start]
        cur = start
        while cur != goal:
            cur = min(
                (n for n in self.neighbours(cur) if dist.get(n) == dist[cur] - 1),
                key=lambda n: _dir_rank(cur, n),
            )
            route.append(cur)
        return route

    def in_range(self, p, q, rng: int) -> bool:
        d = self.distance(p, q)
        return d is not None and d <= rng

    def to_text(self) -> str:
        """The text format back (names and features beyond S/E are dropped)."""
        cols, rows = self.size
        lines = []
        for r in range(rows):
            chars = []
            for c in range(cols):
                space = self.spaces.get((c, r))
                if space is None:
                    ch = "~"
                elif space.blocked:
                    ch = "#"
                elif space.has("spawn"):
                    ch = "S"
                elif space.has("entrance"):
                    ch = "E"
                else:
                    ch = "."
                chars.append(ch)
                if c < cols - 1:
                    chars.append("|" if wall((c, r), (c + 1, r)) in self.walls else " ")
            lines.append("".join(chars).rstrip())
            below = "".join(
                ("-" if wall((c, r), (c, r + 1)) in self.walls else " ") + (" " if c < cols - 1 else "")
                for c in range(cols)
            ).rstrip()
            if below:
                lines.append(below)
        return "\n".join(lines)

    def to_data(self) -> dict:
        """Plain data for saves. Cached per layout: treat the result as read-only."""
        memo = self._memo()
        if "data" not in memo:
            memo["data"] = self._to_data()
        return memo["data"]

    def _to_data(self) -> dict:
        return {
            "spaces": [
                {"pos": list(p), "blocked": s.blocked, "features": list(s.features), "spawn_suit": s.spawn_suit,
                 "drawing_bonus": s.drawing_bonus, "terrain": s.terrain, "tile": s.tile,
                 "map_actions": list(s.map_actions), "gem_action": s.gem_action, "flying_rule": s.flying_rule}
                for p, s in sorted(self.spaces.items())
            ],
            "walls": sorted([sorted(list(p) for p in w) for w in self.walls]),
            "names": {k: list(v) for k, v in sorted(self.names.items())},
        }

    @classmethod
    def from_data(cls, data: Mapping) -> "Dreamscape":
        ds = cls()
        for rec in data.get("spaces", []):
            p = tuple(rec["pos"])
            ds.spaces[p] = Space(
                blocked=bool(rec.get("blocked", False)), features=tuple(rec.get("features", ())),
                spawn_suit=rec.get("spawn_suit"), drawing_bonus=int(rec.get("drawing_bonus", 0)),
                terrain=rec.get("terrain"), tile=rec.get("tile"),
                map_actions=tuple(_plain(m) for m in rec.get("map_actions", ())),
                gem_action=rec.get("gem_action"), flying_rule=rec.get("flying_rule"),
            )
        ds.walls = {wall(tuple(a), tuple(b)) for a, b in data.get("walls", [])}
        ds.names = {k: tuple(v) for k, v in data.get("names", {}).items()}
        return ds


def _dir_rank(cur: Pos, nxt: Pos) -> int:
    return list(_DIRS.values()).index((nxt[0] - cur[0], nxt[1] - cur[1]))


# A map tile's four spaces, read once per tile definition: Spaces are never
# changed in place (an edit replaces one), so every Dreamscape laid from the
# tile may share them. Keyed by id() with the tile kept alive beside it.
_TILE_SPACES: dict[int, tuple[object, list]] = {}


def _tile_spaces(tile) -> list[tuple[list[str], "Space"]]:
    """[(wall sides, Space)] of a map tile, row-major from its top left."""
    found = _TILE_SPACES.get(id(tile))
    if found is not None and found[0] is tile:
        return found[1]
    out = []
    for rec in tile.spaces:
        out.append((list(rec.walls), Space(
            blocked=rec.blocked,
            features=rec.features,
            spawn_suit=rec.spawn_suit,
            drawing_bonus=rec.drawing_bonus,
            terrain=rec.terrain,
            tile=tile.id,
            map_actions=tuple(_plain(m) for m in rec.map_actions),
            gem_action=_plain(rec.gem_action) if rec.gem_action else None,
            flying_rule=_plain(rec.flying_rule) if rec.flying_rule else None,
        )))
    if len(_TILE_SPACES) > 4096:  # many contents loaded (tests): start over
        _TILE_SPACES.clear()
    _TILE_SPACES[id(tile)] = (tile, out)
    return out


def _plain(value):
    """Content records as plain dicts and lists, so the map saves as data."""
    if hasattr(value, "model_dump"):
        value = value.model_dump()
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items() if v is not None}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value



def slot_origin(code: str) -> Pos:
    """The top-left space of a tile slot: "A1" -> (0, 0), "B2" -> (2, 2)."""
    code = code.strip().upper()
    if len(code) < 2 or not code[0].isalpha() or not code[1:].isdigit():
        raise ValueError(f"{code!r} is not a grid code like A1")
    return ((ord(code[0]) - ord("A")) * 2, (int(code[1:]) - 1) * 2)


def slot_code(pos: Pos) -> str:
    """The grid code of the tile slot a space lies in."""
    return f"{chr(ord('A') + pos[0] // 2)}{pos[1] // 2 + 1}"


_CORNERS = {(0, 0): "top left", (1, 0): "top right", (0, 1): "bottom left", (1, 1): "bottom right"}


def space_label(pos: Pos) -> str:
    """A space as players name it: its grid code and corner, "B1 top right"."""
    return f"{slot_code(pos)} {_CORNERS[(pos[0] % 2, pos[1] % 2)]}"


# -- figures on the map ------------------------------------------------------

class Figure(NamedTuple):
    """Who stands where, as far as geometry cares (a named tuple: a listing
    makes one per figure, and a frozen dataclass costs four times as much)."""

    id: str
    kind: str  # "dreamer", "entity" or "companion"
    pos: Pos
    big: bool = False


def occupants(figures: Iterable[Figure], p: Pos) -> list[Figure]:
    return [f for f in figures if f.pos == p]


def is_full(figures: Iterable[Figure], p: Pos, ignoring: str | None = None) -> bool:
    here = [f for f in figures if f.pos == p and f.id != ignoring]
    return len(here) >= FIGURE_LIMIT or any(f.big for f in here)


def dreamer_destinations(ds: Dreamscape, figures: Sequence[Figure], who: str, steps: int) -> dict[Pos, int]:
    """Spaces a Dreamer can end a Move of at most `steps` in, with the cost.
    Full spaces may be crossed but not stopped in."""
    me = next(f for f in figures if f.id == who)
    count = _crowding(figures, who)
    reach = ds.distances_from(me.pos, limit=steps)
    return {p: d for p, d in reach.items() if d > 0 and count.get(p, 0) < FIGURE_LIMIT}


def sorted_destinations(ds: Dreamscape, figures: Sequence[Figure], who: str, steps: int) -> list[tuple[Pos, int]]:
    """`dreamer_destinations` as (space, cost) pairs in space order, read
    from the distances the layout keeps sorted (listing Moves asks often)."""
    me = next(f for f in figures if f.id == who)
    start = ds.pos(me.pos)
    if not ds.open(start):
        return []
    count = _crowding(figures, who)
    return [(p, d) for p, d in ds.sorted_within(start, steps) if count.get(p, 0) < FIGURE_LIMIT]


def _crowding(figures: Sequence[Figure], who: str) -> dict[Pos, int]:
    """How full each space is without `who` (a Big Entity fills its space)."""
    count: dict = {}
    for f in figures:
        if f.id != who:
            count[f.pos] = count.get(f.pos, 0) + (FIGURE_LIMIT if f.big else 1)
    return count


def spawn_distributions(spawn_spaces: Sequence[Pos], count: int, first: Pos | None = None) -> list[dict[Pos, int]]:
    """Every way to spread `count` Entities over the Spawn spaces as evenly as
    possible (counts differ by at most one). When a Spawn space shows the
    current Turn suit, the first Entity goes there, so it gets at least one."""
    spaces = list(spawn_spaces)
    if not spaces or count <= 0:
        return [{}] if count <= 0 else []
    base, extra = divmod(count, len(spaces))
    plans = []
    for chosen in product((0, 1), repeat=len(spaces)):
        if sum(chosen) != extra:
            continue
        plan = {p: base + bonus for p, bonus in zip(spaces, chosen) if base + bonus}
        if first is not None and first in spaces and plan.get(first, 0) == 0:
            continue
        plans.append(plan)
    return plans


def closest_dreamers(ds: Dreamscape, start: Pos, dreamers: Iterable[Figure]) -> tuple[int | None, list[Figure]]:
    """The Dreamers at the least path distance from `start` (ties: all of them)."""
    dist = ds.distances_from(start)
    reachable = [(dist[f.pos], f) for f in dreamers if f.pos in dist]
    if not reachable:
        return None, []
    best = min(d for d, _ in reachable)
    return best, [f for d, f in reachable if d == best]


@dataclass
class EntityStep:
    """Where an Entity's move ends, and who must be pushed out to make room."""

    path: list[Pos]
    push: list[str] = field(default_factory=list)  # must all leave the end space
    push_one_of: list[str] = field(default_factory=list)  # one of these must leave (players choose)


def entity_move(ds: Dreamscape, figures: Sequence[Figure], who: str, target: str, steps: int) -> EntityStep:
    """Move an Entity up to `steps` spaces along a shortest path toward a Dreamer.

    It does not move when it already shares a space with a Dreamer or has no
    path. It stops on entering the target's space. Ending in a full space
    pushes a Dreamer out, unless the only Dreamer there is alone with
    Entities: then the Entity stops one space short. A Big Entity entering a
    space with any figure pushes all of them and ends its move there.
    """
    me = next(f for f in figures if f.id == who)
    goal = next(f for f in figures if f.id == target)
    if any(f.kind == "dreamer" and f.pos == me.pos for f in figures):
        return EntityStep([me.pos], [])
    route = ds.path(me.pos, goal.pos)
    if route is None:
        return EntityStep([me.pos], [])
    route = route[: steps + 1]
    others = [f for f in figures if f.id != who]
    if me.big:
        for i, p in enumerate(route[1:], 1):
            here = occupants(others, p)
            if any(f.big for f in here):  # two Big Entities never share
                return EntityStep(route[:i], [])
            if here:
                return EntityStep(route[: i + 1], [f.id for f in here])
        return EntityStep(route, [])
    while len(route) > 1:
        end = route[-1]
        here = occupants(others, end)
        if not is_full(others, end):
            return EntityStep(route, [])
        dreamers_here = [f for f in here if f.kind == "dreamer"]
        if any(f.big for f in here) or len(dreamers_here) <= 1:
            route = route[:-1]  # cannot push: stop within range 1
            continue
        return EntityStep(route, push_one_of=[f.id for f in dreamers_here])
    return EntityStep(route, [])


def push_destinations(ds: Dreamscape, figures: Sequence[Figure], pos: Pos, pushed: str) -> list[Pos]:
    """Adjacent spaces a pushed figure may go to: reachable, not full."""
    return [q for q in ds.neighbours(pos) if not is_full(figures, q, ignoring=pushed)]


MOVEMENT_FACES = ("one", "full", "full_again")


def movement_steps(face: str, movement_value: int, bonus: int = 0) -> int:
    """Spaces an Entity moves for one Movement die face. The +2 Movement
    Morphing adds to the full value only: a "one" face is still 1 space."""
    if face == "one":
        return 1
    if face in ("full", "full_again"):
        return movement_value + bonus
    raise ValueError(f"unknown Movement die face {face!r}")

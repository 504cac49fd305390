"""The main board (a ring of spaces around the sea, Treasure Island in the
centre) and the Water Realm grid, as pure functions.

Movement on the ring (provisional reading, see `rules_help.yaml`): one
neighbouring space for free, two spaces away on horseback for Gold, a boat
from a port to the neighbouring port, a portal to any other portal. With
Treasure Island, its port reaches every port (the expansion's rule).
"""
from __future__ import annotations

ISLAND = "island"
DIRECTIONS = {"north": (-1, 0), "south": (1, 0), "east": (0, 1), "west": (0, -1)}


def ring(content) -> list[str]:
    return [s["id"] for s in content.spaces]


def ring_distance(content, a: str, b: str) -> int | None:
    ids = ring(content)
    if a not in ids or b not in ids:
        return None
    i, j = ids.index(a), ids.index(b)
    d = abs(i - j)
    return min(d, len(ids) - d)


def neighbours(content, sid: str) -> list[str]:
    ids = ring(content)
    if sid not in ids:
        return []
    i = ids.index(sid)
    return [ids[(i - 1) % len(ids)], ids[(i + 1) % len(ids)]]


def at_distance(content, sid: str, n: int) -> list[str]:
    return [t for t in ring(content) if ring_distance(content, sid, t) == n]


def ports(content) -> list[str]:
    return [s["id"] for s in content.spaces if s.get("port")]


def neighbouring_ports(content, sid: str) -> list[str]:
    """The next port each way round the ring (a boat sails to a neighbouring port)."""
    ps = ports(content)
    if sid not in ps or len(ps) < 2:
        return []
    i = ps.index(sid)
    return sorted({ps[(i - 1) % len(ps)], ps[(i + 1) % len(ps)]} - {sid})


def portals(content) -> list[str]:
    return [s["id"] for s in content.spaces if s.get("portal")]


def terrain_spaces(content, terrain: str) -> list[str]:
    return [s["id"] for s in content.spaces if s["kind"] == terrain]


def wilderness(content) -> list[str]:
    return [s["id"] for s in content.spaces if s["kind"] in ("forest", "mountain", "plains")]


def plane_of_space(content, sid: str) -> list[str]:
    return [p["id"] for p in content.planes if sid in p["adjacent"]]


# -- the Water Realm grid ---------------------------------------------------
def realm_squares(content) -> list[tuple[int, int]]:
    rows, cols = content.n("realm_rows"), content.n("realm_columns")
    return [(r, c) for r in range(rows) for c in range(cols)]


def card_squares(content) -> list[tuple[int, int]]:
    skip = {tuple(content.realm["entrance"]), tuple(content.realm["palace"])}
    return [sq for sq in realm_squares(content) if sq not in skip]


def is_light(sq) -> bool:
    return (sq[0] + sq[1]) % 2 == 0


def on_grid(content, sq) -> bool:
    return 0 <= sq[0] < content.n("realm_rows") and 0 <= sq[1] < content.n("realm_columns")


def step(sq, direction: str) -> tuple[int, int]:
    dr, dc = DIRECTIONS[direction]
    return (sq[0] + dr, sq[1] + dc)


def is_edge(content, sq) -> bool:
    return any(not on_grid(content, step(sq, d)) for d in DIRECTIONS)


def key(sq) -> str:
    return f"{sq[0]},{sq[1]}"


def unkey(k: str) -> tuple[int, int]:
    r, c = k.split(",")
    return (int(r), int(c))

"""A Team that plays the campaign to win its Dreams, choosing only among
`legal_actions()`: the planner behind the by-mouse campaign test.

It decides *what* to do, like a player who has read the Dream's goals; the
mouse driver (tests/mouse_driver.py) decides *how* a player would click it.
In a Dream it draws, uses every Map action it can pay for, otherwise walks
toward the nearest action it has not used yet, and passes; in a Slumber it
goes for the Entity; on the Dreamworld Map it walks toward the nearest Dream
Gate it has the Keys for, else toward Locations that give Keys.
"""
from __future__ import annotations

from collections import deque

from game.rules.core import Action
from game.rules.etherfields import campaign as cp
from game.rules.etherfields import effects

HARMFUL = ("Distress", "Seal", "Flaw", "Travel on")


def next_action(game) -> Action | None:
    acts = game.legal_actions()
    if not acts:
        return None
    if game.pending is not None:
        return _answer(game, acts)
    kinds: dict[str, list[Action]] = {}
    for a in acts:
        kinds.setdefault(a.kind, []).append(a)
    if game.mode == "map":
        return _on_the_map(game, kinds)
    if "draw" in kinds:
        return kinds["draw"][0]
    # A Dream is won by its Map actions: use them, walk to them, and only
    # then deal with the Entity. A Slumber is won at the Entity.
    order = ("map_action", "move", "interact") if game.mode == "dream" else ("interact", "map_action", "move")
    for kind in order:
        if kind == "move" and "move" in kinds:
            best = _toward_goal(game, kinds["move"])
            if best is not None:
                return best
        elif kind in kinds:
            return kinds[kind][0]
    return (kinds.get("pass") or acts)[0]


def _answer(game, acts: list[Action]) -> Action:
    """Enter Dream Gates, take what helps; avoid what hurts when there is a choice."""
    choices = [a for a in acts if a.kind == "choose"]
    if not choices:
        return acts[0]
    for start in ("Enter", "Done"):  # enter Dream Gates; keep the deck as it is at Awakening
        found = [a for a in choices if str(a.get("label", "")).startswith(start)]
        if found:
            return found[0]
    gentle = [a for a in choices if not any(w in str(a.get("label", "")) for w in HARMFUL)]
    return (gentle or choices)[0]


def gates_to_win(game) -> list[str]:
    done = game.campaign.dreams_done
    return [g for g in game.campaign.gates if done.get(g) != "won"]


def _ops(loc) -> list[dict]:
    return list(effects.as_plain(list(getattr(loc, "effect", ()) or ())))


def gate_location(game, gate) -> str | None:
    return next((lid for lid, loc in cp.locations(game).items()
                 if any(op.get("op") == "dream_gate" and op.get("gate") == gate for op in _ops(loc))), None)


def open_gate(game, gate: str) -> str:
    """For a trial of one Dream: lay the Dreamworld tile that holds its Gate
    (as the earlier Dreams' endings would) and open the Gate. Returns the
    Gate's Location."""
    if gate_location(game, gate) is None:
        tile = next(tid for tid, t in game.defs("dreamworld_tiles").items()
                    if any(op.get("op") == "dream_gate" and op.get("gate") == gate
                           for loc in (getattr(t, "locations", ()) or ()) for op in _ops(loc)))
        game.campaign.map_tiles.append(tile)
    if gate not in game.campaign.gates:
        game.campaign.gates.append(gate)
    return gate_location(game, gate)


def _key_locations(game) -> set[str]:
    return {lid for lid, loc in cp.locations(game).items() if any(op.get("op") == "gain_key" for op in _ops(loc))}


def _first_step(game, targets: set[str]) -> str | None:
    """The exit that starts a shortest walk to any of `targets`."""
    return _walk(game, targets)[0]


def _walk(game, targets: set[str]) -> tuple[str | None, int]:
    """(first exit, number of Paths) of a shortest walk to any of `targets`."""
    here = game.campaign.location
    links: dict[str, list[str]] = {}
    for frm, to, _ in cp.paths(game):
        links.setdefault(frm, []).append(to)
    seen = {here: None}
    queue = deque([here])
    while queue:
        at = queue.popleft()
        if at in targets and at != here:
            length = 1
            while seen[at] != here:
                at, length = seen[at], length + 1
            return at, length
        for nxt in links.get(at, ()):
            if nxt not in seen:
                seen[nxt] = at
                queue.append(nxt)
    return None, 0


def _on_the_map(game, kinds) -> Action | None:
    travel = {a["to"]: a for a in kinds.get("travel", [])}
    # The nearest Dream Gate the Team has the Keys for.
    walks = []
    for gate in gates_to_win(game):
        need = int(getattr(game.card(gate), "keys", 0) or 0)
        where = gate_location(game, gate)
        if where is not None and game.team.keys >= need:
            step, length = _walk(game, {where})
            if step in travel:
                walks.append((length, step))
    if walks:
        return travel[min(walks)[1]]
    step = _first_step(game, _key_locations(game))
    if step in travel:
        return travel[step]
    if kinds.get("begin_session"):
        return kinds["begin_session"][0]
    return next(iter(travel.values()), None) or next(iter(a for v in kinds.values() for a in v), None)


def _toward_goal(game, moves: list[Action]) -> Action | None:
    """A Move that brings a Dreamer nearer to an unused Map action (in a
    Dream) or to the Entity (in a Slumber)."""
    ds = game.dreamscape
    unused = []
    if game.mode == "dream":
        unused = [(tuple(p), act) for p, s in ds.spaces.items() for i, act in enumerate(s.map_actions)
                  if f"map:{p[0]},{p[1]}:{i}" not in game.blocks]
    entities = [tuple(e["pos"]) for e in game.entities]

    def goals(who):
        mine = [p for p, act in unused if _affordable(game, who, act)]
        return mine or [p for p, _ in unused] or entities

    def dist(p, targets):
        return min((d for d in (ds.distance(p, t) for t in targets) if d is not None), default=99)

    best, gain = None, 0
    for a in moves:
        targets = goals(a["dreamer"])
        here = dist(game.dreamers[a["dreamer"]].pos, targets)
        g = here - dist(tuple(a["to"]), targets)
        if here > 0 and g > gain:
            best, gain = a, g
    return best


def _affordable(game, who, act) -> bool:
    """Could this Dreamer pay the Map action with what they hold now?"""
    from game.rules.etherfields import intent as pay
    from game.rules.etherfields.paying import sources_of
    d = game.dreamers[who]
    cost = pay.make_cost(act.get("cost"), len(game.dreamers), per_player=bool(act.get("per_player")))
    if cost.others.get("key", 0) > game.team.keys:
        return False
    if not cost.intents:
        return True
    defs = [defn for _, defn in sources_of(game, d)]
    return any(pay.intent_paid(defs, c) >= n for c, n in cost.intents.items())

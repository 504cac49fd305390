"""`python -m game.balance --campaign`: a heuristic Team plays the whole
campaign, from the First Night to the House That Never Wakes, and we count
what happened in each Dream: tries, wins, Turns, Dreamers lost.

The Team is simple on purpose (it is a measuring stick, not a good player):
in an encounter it draws, interacts with the Entity when it can pay, uses a
single-use Map action it stands on, and otherwise walks toward the nearest
unused single-use Map action it could use (or toward the Entity); on the
Dreamworld Map it walks toward the next Dream it can open, and gathers Keys
at Slumber and Fate Locations on the way. Decisions take the first option.
"""
from __future__ import annotations

import random
from collections import deque

from game.content import default_content
from game.rules.core import Action
from game.rules.etherfields import campaign as camp
from game.rules.etherfields import new_game

DREAMERS = ["gambler", "tough_guy", "specialist", "free_spirit"]
# Our estimate of table time: minutes per Turn of an encounter and per
# Location visited (reading, choosing, shuffling), for two Dreamers.
MINUTES_PER_TURN = 4
MINUTES_PER_LOCATION = 2


# -- in an encounter ------------------------------------------------------------

def _open_goals(game) -> list[tuple]:
    """Spaces holding a single-use Map action nobody has used yet and whose
    Key cost the Team can meet."""
    out = []
    for p, space in game.dreamscape.spaces.items():
        for i, act in enumerate(space.map_actions):
            get = act.get if isinstance(act, dict) else (lambda k, d=None, a=act: getattr(a, k, d))
            if not get("single_use", False) or f"map:{p[0]},{p[1]}:{i}" in game.blocks:
                continue
            keys = int((get("cost") or {}).get("key", 0) or 0)
            if keys > game.team.keys:
                continue
            out.append(p)
    return out


def _distance_to(game, p, targets) -> int:
    found = [game.dreamscape.distance(p, t) for t in targets]
    return min((d for d in found if d is not None), default=99)


def _single_use(game, a: Action) -> bool:
    space = game.dreamscape.spaces.get(tuple(a["space"]))
    index = a.get("index", 0)
    if space is None or not isinstance(index, int) or index >= len(space.map_actions):
        return False
    act = space.map_actions[index]
    return bool(act.get("single_use") if isinstance(act, dict) else getattr(act, "single_use", False))


def encounter_action(game, acts: list[Action]) -> Action | None:
    by_kind: dict[str, list[Action]] = {}
    for a in acts:
        by_kind.setdefault(a.kind, []).append(a)
    if "draw" in by_kind:
        return by_kind["draw"][0]
    # A Map action that spends Keys ends the Dream: take it first.
    useful = [a for a in by_kind.get("map_action", []) if _single_use(game, a)]
    if useful:
        return useful[0]
    if "interact" in by_kind:
        return by_kind["interact"][0]
    goals = _open_goals(game) or [tuple(e["pos"]) for e in game.entities]
    if "move" in by_kind and goals:
        best, best_key = None, None
        for a in by_kind["move"]:
            here = game.dreamers[a["dreamer"]].pos
            before, after = _distance_to(game, here, goals), _distance_to(game, tuple(a["to"]), goals)
            if after >= before or (not game.entities and before == 0):
                continue
            key = (after, len(a.get("pay", ()) or ()))
            if best_key is None or key < best_key:
                best, best_key = a, key
        if best is not None:
            return best
    if "pass" in by_kind:
        return by_kind["pass"][0]
    return acts[0]


# -- on the Dreamworld Map ----------------------------------------------------------

def _route(game, goal: str) -> str | None:
    """The first step of the shortest route (in Paths) to `goal`."""
    here = game.campaign["location"]
    links: dict[str, list[str]] = {}
    for frm, to, _ in camp.paths(game):
        links.setdefault(frm, []).append(to)
    seen, queue = {here: None}, deque([here])
    while queue:
        at = queue.popleft()
        if at == goal:
            while seen[at] is not None and seen[at] != here:
                at = seen[at]
            return at
        for nxt in links.get(at, []):
            if nxt not in seen:
                seen[nxt] = at
                queue.append(nxt)
    return None


def _next_gate(game) -> tuple[str, str] | None:
    """(gate, location) of the next Dream to try: open, not yet won, reachable."""
    locs = camp.locations(game)
    for gate, defn in game.defs("dream_gates").items():
        if gate not in game.campaign["gates"] or gate in game.campaign["dreams_done"]:
            continue
        where = getattr(defn, "location", None)
        if where in locs and (where == game.campaign["location"] or _route(game, where)):
            return gate, where
    return None


def map_action(game, acts: list[Action], rng: random.Random) -> Action | None:
    travel = {a["to"]: a for a in acts if a.kind == "travel"}
    hurt = any(d.distress >= 3 or len(d.sealed) >= 8 for d in game.dreamers.values())
    if hurt and game.team.keys < 2:
        awaken = next((a for a in acts if a.kind == "awaken"), None)
        if awaken is not None:
            return awaken
    target = _next_gate(game)
    if target is not None:
        gate, where = target
        need = int(getattr(game.card(gate), "keys", 0) or 0)
        if game.team.keys >= need:
            step = _route(game, where)
            if step in travel:
                return travel[step]
            if where == game.campaign["location"] and travel:
                # Step off and come back: the Gate is offered on arrival.
                return rng.choice(list(travel.values()))
    if travel:
        # Gather Keys: prefer Locations that give them, then any.
        keyed = [a for to, a in travel.items() if _gives_keys(game, to)]
        return rng.choice(keyed or list(travel.values()))
    return acts[0]


def _gives_keys(game, loc: str) -> bool:
    defn = camp.locations(game).get(loc)
    ops = getattr(defn, "effect", None) or (defn.get("effect") if isinstance(defn, dict) else ()) or ()
    return any((op.get("op") if isinstance(op, dict) else getattr(op, "op", None)) == "gain_key" for op in ops)


def campaign_action(game, rng: random.Random) -> Action | None:
    acts = game.legal_actions()
    if not acts:
        return None
    if game.pending is not None:
        return acts[0]
    if game.mode == "map":
        return map_action(game, acts, rng)
    return encounter_action(game, acts)


# -- measuring ------------------------------------------------------------------------

FINAL = ("gate_house_open_windows", "gate_house_shut_doors")


def play_campaign(seed: int, dreamers=DREAMERS[:2], max_actions: int = 60000) -> dict:
    """One campaign; returns what happened in each Dream."""
    content = default_content()
    game = new_game(content, {"dreamers": list(dreamers), "campaign": True, "auto_deckbuild": True}, seed)
    rng = random.Random(seed)
    dreams: dict[str, dict] = {}
    current, turns_at_start, deaths_at_start = None, 0, 0
    deaths = locations = 0
    journal_seen = 0
    for _ in range(max_actions):
        action = campaign_action(game, rng)
        if action is None:
            break
        game.apply(action)
        if action.kind == "travel":
            locations += 1
        if game.mode == "dream" and current is None:
            current, turns_at_start, deaths_at_start = game.campaign["dream"], 0, deaths
        entries = game.campaign["journal"]
        for e in entries[journal_seen:]:
            if e["kind"] == "death":
                deaths += 1
        journal_seen = len(entries)
        if current is not None and game.mode == "dream":
            turns_at_start = max(turns_at_start, game.turn_number)
        if current is not None and game.mode != "dream":
            row = dreams.setdefault(current, {"tries": 0, "won": 0, "turns": [], "deaths": 0})
            row["tries"] += 1
            row["won"] += game.campaign["dreams_done"].get(current) == "won"
            row["turns"].append(turns_at_start)
            row["deaths"] += deaths - deaths_at_start
            current = None
        if any(g in game.campaign["dreams_done"] for g in FINAL):
            break
    total_turns = sum(sum(r["turns"]) for r in dreams.values())
    return {"dreams": dreams, "finished": any(g in game.campaign["dreams_done"] for g in FINAL),
            "deaths": deaths, "locations": locations, "turns_in_dreams": total_turns,
            "ending": next((s for s in reversed(game.campaign["scripts_read"]) if s.startswith("script_74")), None)}


def measure_campaign(runs: int = 10, dreamers=DREAMERS[:2]) -> dict:
    per: dict[str, dict] = {}
    finished = deaths = 0
    minutes = []
    endings: dict[str, int] = {}
    for seed in range(runs):
        r = play_campaign(seed, dreamers)
        finished += r["finished"]
        deaths += r["deaths"]
        if r["ending"]:
            endings[r["ending"]] = endings.get(r["ending"], 0) + 1
        minutes.append(r["turns_in_dreams"] * MINUTES_PER_TURN + r["locations"] * MINUTES_PER_LOCATION)
        for gate, row in r["dreams"].items():
            acc = per.setdefault(gate, {"tries": 0, "won": 0, "turns": 0, "deaths": 0})
            acc["tries"] += row["tries"]
            acc["won"] += row["won"]
            acc["turns"] += sum(row["turns"])
            acc["deaths"] += row["deaths"]
    order = list(default_content().dream_gates)
    rows = [{"dream": g, "tries": per[g]["tries"], "win_rate": round(per[g]["won"] / per[g]["tries"], 2),
             "avg_turns": round(per[g]["turns"] / per[g]["tries"], 1), "dreamers_lost": per[g]["deaths"]}
            for g in order if g in per]
    return {"runs": runs, "dreamers": len(dreamers), "finished": finished, "deaths": deaths,
            "avg_hours": round(sum(minutes) / len(minutes) / 60, 1) if minutes else 0, "endings": endings,
            "dreams": rows}


def report(result: dict) -> str:
    lines = [f"Campaign, {result['dreamers']} Dreamers, {result['runs']} runs: finished {result['finished']}, "
             f"Dreamers lost {result['deaths']}, about {result['avg_hours']} hours at the table",
             f"{'Dream':28} {'tries':>6} {'won':>6} {'Turns':>6} {'lost':>5}"]
    for r in result["dreams"]:
        lines.append(f"{r['dream']:28} {r['tries']:>6} {r['win_rate']:>6.0%} {r['avg_turns']:>6} {r['dreamers_lost']:>5}")
    if result["endings"]:
        lines.append("Endings: " + ", ".join(f"{k} x{v}" for k, v in sorted(result["endings"].items())))
    return "\n".join(lines)

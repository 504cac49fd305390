"""`python -m game.balance --campaign`: a heuristic Team plays the whole
campaign, from the First Night to the House That Never Wakes, and we count
what happened in each Dream: tries, wins, Turns, Dreamers lost.

The Team is simple on purpose (it is a measuring stick, not a good player).
In an encounter it draws, uses a single-use Map action it stands on,
interacts with the Entity when that would do something now, and otherwise
walks toward the Dream's goals: the unused single-use Map actions that give
a Key, Turns or Hours or win (the Entity instead, once an interaction could
win). In a Slumber it goes for the Entity. On the Dreamworld Map it walks
toward the next Dream it has the Keys for and gathers Keys on the way.
A Script's choices are picked at random (seeded), so runs reach different
endings; every other Decision takes the first option.
"""
from __future__ import annotations

import random
from collections import deque

from game.content import default_content
from game.rules.core import Action
from game.rules.etherfields import campaign as camp
from game.rules.etherfields import effects
from game.rules.etherfields import new_game

DREAMERS = ["gambler", "tough_guy", "specialist", "free_spirit"]
# Our estimate of table time: minutes per Turn of an encounter and per
# Location visited (reading, choosing, shuffling), for two Dreamers.
MINUTES_PER_TURN = 4
MINUTES_PER_LOCATION = 2


# -- in an encounter ------------------------------------------------------------

def _get(obj, name, default=None):
    return obj.get(name, default) if isinstance(obj, dict) else getattr(obj, name, default)


WINNING = ("gain_key", "win_dream", "add_turns", "gain_hours")


def _leads_on(game, effect, seen=None) -> bool:
    """Does this effect (through the Scripts it reads) give a Key, Turns or
    Hours, or win the Dream? Those Map actions are the Dream's goals."""
    seen = set() if seen is None else seen
    for op in effect or ():
        kind = _get(op, "op")
        if kind in WINNING:
            return True
        if kind == "resolve_script" and _get(op, "script") not in seen:
            seen.add(_get(op, "script"))
            if _leads_on(game, _get(game.card(_get(op, "script")), "effect", ()), seen):
                return True
        if kind == "if" and (_leads_on(game, _get(op, "then", ()), seen) or _leads_on(game, _get(op, "else", ()), seen)):
            return True
    return False


def _open_goals(game) -> list[tuple]:
    """Spaces holding a single-use Map action nobody has used yet, that
    leads somewhere (a Key, Turns, Hours, the win) and whose Key cost the
    Team can meet; the other single-use actions only when none is left."""
    goals, others = [], []
    for p, space in game.dreamscape.spaces.items():
        for i, act in enumerate(space.map_actions):
            if not _get(act, "single_use", False) or f"map:{p[0]},{p[1]}:{i}" in game.blocks:
                continue
            keys = int((_get(act, "cost") or {}).get("key", 0) or 0)
            if keys > game.team.keys:
                continue
            (goals if _leads_on(game, _get(act, "effect", ())) else others).append(p)
    return goals or others


def _distance_to(game, p, targets) -> int:
    found = [game.dreamscape.distance(p, t) for t in targets]
    return min((d for d in found if d is not None), default=99)


def _single_use(game, a: Action) -> bool:
    space = game.dreamscape.spaces.get(tuple(a["space"]))
    index = a.get("index", 0)
    if space is None or not isinstance(index, int) or index >= len(space.map_actions):
        return False
    return bool(_get(space.map_actions[index], "single_use", False))


LANDS = ("remove_entity", "win_dream", "end_slumber", "gain_key", "gain_loot")


def _lands(game, effect, dreamer=None) -> bool:
    """Does this effect, as things stand, do something to the Entity or win?"""
    for op in effect or ():
        kind = _get(op, "op")
        if kind in LANDS:
            return True
        if kind == "if":
            branch = "then" if effects.condition(game, _get(op, "condition"), {"dreamer": dreamer}) else "else"
            if _lands(game, _get(op, branch, ()), dreamer):
                return True
    return False


def _interactions(game) -> tuple:
    return tuple(_get(game.card(game.entity_tile), "interactions", ()) or ()) if game.entity_tile else ()


def _interaction_lands(game, a: Action) -> bool:
    """Skip an interaction whose condition fails now and whose fallback does
    nothing to the Entity (speaking to the Choir before the bells ring)."""
    inters = _interactions(game)
    if a["index"] >= len(inters):
        return True  # the rules' own (Deliverance): it ends the Slumber
    return _lands(game, _get(inters[a["index"]], "effect", ()), a["dreamer"])


def _entity_ready(game) -> bool:
    """In a Dream: could an interaction win now (its conditions met)?"""
    return any(_lands(game, [op for op in (_get(i, "effect", ()) or ()) if _get(op, "op") in ("if", "win_dream")])
               for i in _interactions(game))


def encounter_action(game, acts: list[Action]) -> Action | None:
    by_kind: dict[str, list[Action]] = {}
    for a in acts:
        by_kind.setdefault(a.kind, []).append(a)
    if "draw" in by_kind:
        return by_kind["draw"][0]
    # A single-use Map action where a Dreamer stands: use it (the Key ones end the Dream).
    useful = [a for a in by_kind.get("map_action", []) if _single_use(game, a)]
    if useful:
        return useful[0]
    worth = [a for a in by_kind.get("interact", []) if _interaction_lands(game, a)]
    if worth:
        return worth[0]
    at_entity = [tuple(e["pos"]) for e in game.entities]
    goals = at_entity if game.mode != "dream" or _entity_ready(game) else (_open_goals(game) or at_entity)
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
    here = game.campaign.location
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
        if gate not in game.campaign.gates or gate in game.campaign.dreams_done:
            continue
        where = getattr(defn, "location", None)
        if where in locs and (where == game.campaign.location or _route(game, where)):
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
            if where == game.campaign.location and travel:
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
        return _story_choice(game, acts, rng) or acts[0]
    if game.mode == "map":
        return map_action(game, acts, rng)
    return encounter_action(game, acts)


def _story_choice(game, acts: list[Action], rng: random.Random) -> Action | None:
    """A choice a Script paragraph offers is the story's branch: the Team
    picks at random (seeded), so the runs reach different endings. Every
    other Decision takes the first option."""
    read = game.campaign.scripts_read
    script = game.card(read[-1]) if read else None
    labels = [_get(ch, "label") for ch in (_get(script, "choices", ()) or ())]
    options = [a for a in acts if a.kind == "choose"]
    if labels and [a.get("label") for a in options] == labels:
        return rng.choice(options)
    return None


# -- measuring ------------------------------------------------------------------------

FINAL = ("gate_house_open_windows", "gate_house_shut_doors")


def play_campaign(seed: int, dreamers=DREAMERS[:2], max_actions: int = 20000) -> dict:
    """One campaign, to its ending or `max_actions`; what happened in each Dream."""
    content = default_content()
    game = new_game(content, {"dreamers": list(dreamers), "campaign": True, "auto_deckbuild": True}, seed)
    rng = random.Random(seed)
    dreams: dict[str, dict] = {}
    current, dream_turns, deaths_at_start = None, 0, 0
    deaths = locations = turns = 0
    journal_seen = 0
    for _ in range(max_actions):
        action = campaign_action(game, rng)
        if action is None:
            break
        events = game.apply(action)
        turns += sum(1 for e in events if e.kind == "turn")
        locations += action.kind == "travel"
        if game.mode == "dream" and current is None:
            current, dream_turns, deaths_at_start = game.campaign.dream, 0, deaths
        entries = game.campaign.journal
        deaths += sum(1 for e in entries[journal_seen:] if e["kind"] == "death")
        journal_seen = len(entries)
        if current is not None and game.mode == "dream":
            dream_turns = max(dream_turns, game.turn_number)
        if current is not None and game.mode != "dream":
            row = dreams.setdefault(current, {"tries": 0, "won": 0, "turns": [], "deaths": 0})
            row["tries"] += 1
            row["won"] += game.campaign.dreams_done.get(current) == "won"
            row["turns"].append(dream_turns)
            row["deaths"] += deaths - deaths_at_start
            current = None
        if any(g in game.campaign.dreams_done for g in FINAL) and game.pending is None:
            break
    endings = [s for s in game.campaign.scripts_read
               if str(_get(game.card(s), "title", "")).startswith("Ending:")]
    return {"dreams": dreams, "finished": any(g in game.campaign.dreams_done for g in FINAL),
            "deaths": deaths, "locations": locations, "turns": turns,
            "ending": endings[-1] if endings else None}


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
        minutes.append(r["turns"] * MINUTES_PER_TURN + r["locations"] * MINUTES_PER_LOCATION)
        for gate, row in r["dreams"].items():
            acc = per.setdefault(gate, {"tries": 0, "won": 0, "turns": 0, "deaths": 0})
            acc["tries"] += row["tries"]
            acc["won"] += row["won"]
            acc["turns"] += sum(row["turns"])
            acc["deaths"] += row["deaths"]
    order = list(per)  # the order the Team first entered them
    rows = [{"dream": g, "tries": per[g]["tries"], "win_rate": round(per[g]["won"] / per[g]["tries"], 2),
             "avg_turns": round(per[g]["turns"] / per[g]["tries"], 1), "dreamers_lost": per[g]["deaths"]}
            for g in order if g in per]
    return {"runs": runs, "dreamers": len(dreamers), "finished": finished, "deaths": deaths,
            "avg_hours": round(sum(minutes) / len(minutes) / 60, 1) if minutes else 0, "endings": endings,
            "dreams": rows}


def report(result: dict) -> str:
    lines = [f"Campaign, {result['dreamers']} Dreamers, {result['runs']} runs: finished {result['finished']}, "
             f"Dreamers lost {result['deaths']} (whole campaign), about {result['avg_hours']} hours at the table",
             f"{'Dream':36} {'tries':>6} {'won':>6} {'Turns':>6} {'lost':>5}"]
    for r in result["dreams"]:
        name = default_content().get(r["dream"]).name
        lines.append(f"{name:36} {r['tries']:>6} {r['win_rate']:>6.0%} {r['avg_turns']:>6} {r['dreamers_lost']:>5}")
    if result["endings"]:
        content = default_content()
        lines.append("Endings: " + ", ".join(f"{content.get(k).title.removeprefix('Ending: ')} x{v}"
                                              for k, v in sorted(result["endings"].items())))
    return "\n".join(lines)

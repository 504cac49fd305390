"""A safer movement policy for Prophecy's searching levels (the search's
first candidate; playouts keep the faster heuristic), built on the heuristic of
`game.rules.prophecy.ai`, which stays the *easy* computer as it was.

Where it differs from the heuristic, and why (a quarter of the heuristic's
two-character games end with one character dead, nearly always after walking
into a Creature with no Health left):
- Each place is marked down by the chance of losing a fight there: a face-up
  Creature in the best battle open to the character, a face-down Adventure
  on average over the Adventures not yet seen. With no Health left, any such
  chance outweighs everything; with little, it weighs more.
- Astral Planes are judged by the chance of winning the battle (two dice),
  over both battle types: a character strong in Wills forces a Battle of Wills
  on a Strength guardian when it has the Magic. An unrevealed guardian is
  judged on average over the guardians it may be: the policy sees only what
  its player sees, so the search may use it for its own choice.
- It attacks once the chance is good enough for the Health it has left.
Everything else (fights, actions, Decisions, the Water Realm) is the heuristic's.
On its own it plays about as well as the heuristic (80 games: 0.46-0.54 whichever
knobs): it dies far less but is slower to the Artifacts; the search supplies the rest.
"""
from __future__ import annotations

import random
from typing import Any

from game.rules.core import Action
from game.rules.prophecy import ai as H

# P(total + d6 > need + d6) for total - need = margin (a draw: no win).
_WIN = {m: sum(1 for a in range(1, 7) for b in range(1, 7) if m + a > b) / 36 for m in range(-6, 7)}
_LOSE = {m: sum(1 for a in range(1, 7) for b in range(1, 7) if m + a < b) / 36 for m in range(-6, 7)}

KNOBS: dict[str, float] = {
    "min_win": 0.55,       # chance of winning a plane battle needed to attack
    "min_win_hurt": 0.8,   # ... when hurt (Health below half of Strength)
    "min_health": 2,       # never attack a plane with less Health than this
    "low_health": 1,       # this much Health or less counts as hurt, whatever the Strength
    "risk": 1.0,           # worth lost per chance of losing a fight on a space
    "risk_low": 1.0,       # ... times 1 + this for each Health under 3
    "detour": 2.0,         # stay rather than walk toward the goal through worse than this
}


def win_chance(margin: int) -> float:
    return _WIN[max(-6, min(6, margin))]


def _guardians(game, pid: str, plane_id: str) -> list:
    """The guardian cards the plane's next foe may be, as `pid` sees it."""
    plane = game.s["planes"][plane_id]
    slot = "lesser" if plane["lesser"] else "greater"
    if not plane[slot]:
        return []
    if slot in plane["revealed"]:
        return [game.card(plane[slot])]
    seen = set()
    for p in game.s["planes"].values():
        for s in ("lesser", "greater"):
            if p[s] and s in p["revealed"]:
                seen.add(game.content.cards[p[s]].id)
    fam = "lesser" if slot == "lesser" else "greater"
    pool = [c for c in game.content.family(fam) if c.id not in seen]
    if slot == "lesser" and game.s["realm"] and game.s["realm"]["gate_plane"] is None:
        pool = pool + game.content.family("gate")
    return pool or game.content.family(fam)


def plane_chance(game, pid: str, plane_id: str) -> float:
    """The chance that `pid` beats the plane's next guardian in the best
    battle open to it (a hidden Gate counts as a win: it opens the realm)."""
    ch = game.chars[pid]
    power = game.s["planes"][plane_id]["power"]
    pool = _guardians(game, pid, plane_id)
    if not pool:
        return 0.0
    total = 0.0
    for g in pool:
        if g.family == "gate":
            total += 1.0
            continue
        own = g.get("battle", "strength")
        best = 0.0
        for battle in ("strength", "wills"):
            if battle != own and (own == "wills" or ch["magic"] < game.n("force_wills_magic_vs_creature")):
                continue
            mine = H._total(game, pid, battle)
            foe = (g.strength if battle == "strength" else g.willpower) + power
            best = max(best, win_chance(mine - foe))
        total += best
    return total / len(pool)


def _ready(game, pid: str, chance: float, k: dict) -> bool:
    ch = game.chars[pid]
    hurt = ch["health"] * 2 < ch["strength"]
    if ch["health"] < k["min_health"]:
        return False
    return chance >= (k["min_win_hurt"] if hurt else k["min_win"])


def sharp_action(game, rng: random.Random, knobs: dict | None = None) -> Action | None:
    k = KNOBS if knobs is None else {**KNOBS, **knobs}
    acts = game.legal_actions()
    if not acts:
        return None
    if game.pending is not None or game.s["phase"] != "move":
        return H.heuristic_action(game, rng)
    pid = game.active
    ch = game.chars[pid]
    if ch["realm"] is not None:
        return H.heuristic_action(game, rng)
    by: dict[str, list[Action]] = {}
    for a in acts:
        by.setdefault(a.kind, []).append(a)
    if "hold" in by and not ch["held"]:
        return H.heuristic_action(game, rng)
    return _move(game, pid, by, rng, k)


def _hurt(ch: dict, k: dict) -> bool:
    return ch["health"] * 2 < ch["strength"] or ch["health"] <= k["low_health"]


def _lose_chance(game, pid: str, card) -> float:
    """The chance of losing to a Creature in the best battle open to `pid`."""
    ch = game.chars[pid]
    own = card.get("battle", "strength")
    best = 1.0
    for battle in ("strength", "wills"):
        if battle != own and (own == "wills" or ch["magic"] < game.n("force_wills_magic_vs_creature")):
            continue
        mine = H._total(game, pid, battle)
        foe = card.strength if battle == "strength" else card.willpower
        best = min(best, _LOSE[max(-6, min(6, mine - foe))])
    return best


def _hidden_risk(game, pid: str) -> float:
    """The chance that a face-down Adventure is a Creature that beats `pid`,
    over the Adventures not in sight (the deck's make-up is public)."""
    left: dict[str, int] = {}
    for c in game.content.family("adventure"):
        left[c.id] = int(c.get("copies", 1) or 1)
    seen = [a["card"] for sp in game.s["spaces"].values() for a in sp["adventures"] if a["up"]]
    for inst in seen + list(game.s["decks"]["adventure_discard"]):
        cid = game.card(inst).id
        if cid in left:
            left[cid] -= 1
    n = sum(max(0, v) for v in left.values())
    if n == 0:
        return 0.0
    risk = 0.0
    for cid, v in left.items():
        card = game.content.cards[cid]
        if v > 0 and card.kind == "creature":
            risk += v * _lose_chance(game, pid, card)
    return risk / n


def _risk(game, pid: str, sid: str, hidden: float) -> float:
    risk = 0.0
    for adv in game.s["spaces"][sid]["adventures"]:
        if not adv["up"]:
            risk += hidden
        elif game.card(adv["card"]).kind == "creature":
            risk += _lose_chance(game, pid, game.card(adv["card"]))
    return risk


def _move(game, pid: str, by: dict, rng, k: dict) -> Action:
    ch = game.chars[pid]
    hurt = _hurt(ch, k)
    heal_stays = [a for a in by.get("stay", []) if a.get("ability")
                  and game.content.cards[a["ability"]].effects.get("instead_heal")]
    if hurt and heal_stays and ch["health"] < ch["strength"]:
        return heal_stays[0]
    planes = []
    for a in by.get("attack_plane", []):
        c = plane_chance(game, pid, a["plane"])
        if _ready(game, pid, c, k):
            planes.append((c, a))
    if planes:
        return max(planes, key=lambda t: t[0])[1]
    if "enter_realm" in by and not hurt and ch["gold"] >= 2 and H._total(game, pid, "strength") >= 9:
        return by["enter_realm"][0]
    hidden = _hidden_risk(game, pid)
    # Losing costs a Health; at none left it costs the game.
    weight = k["risk"] * (1.0 + k["risk_low"] * max(0, 3 - ch["health"]))
    if ch["health"] <= 0:
        weight = 100.0

    def score(sid: str) -> float:
        return H._space_score(game, pid, sid) - weight * _risk(game, pid, sid, hidden)
    moves = [a for kk in ("move", "ride", "sail", "portal") for a in by.get(kk, [])]
    here = score(ch["space"]) + 0.5
    best, best_score = None, here
    for a in moves:
        sc = score(a["to"]) - (0.6 if a.kind != "move" else 0)
        if sc > best_score:
            best, best_score = a, sc
    if best is None:
        target = _goal(game, pid, k)
        if target:
            safe = [a for a in moves if ch["health"] > 0 or _risk(game, pid, a["to"], hidden) == 0]
            best = min(safe, key=lambda a: (_dist(game, a["to"], target), rng.random()), default=None)
            if best is not None and here > score(best["to"]) + k["detour"]:
                best = None
    return best or by["stay"][0]


def _dist(game, a: str, b: str) -> int:
    return H._dist(game, a, b)


def _goal(game, pid: str, k: dict) -> str | None:
    ch = game.chars[pid]
    if _hurt(ch, k) and ch["health"] < ch["strength"]:
        return "monastery"
    realm = game.s["realm"]
    if realm and realm["gate_plane"] and H._total(game, pid, "strength") >= 9 and not realm["palace"]["beaten"]:
        return game.gate_spaces()[0]
    best = None
    for p in game.content.planes:
        c = plane_chance(game, pid, p["id"])
        if _ready(game, pid, c, k) and (best is None or c > best[0]):
            best = (c, p["adjacent"][0])
    if best:
        return best[1]
    if ch["gold"] >= 4:
        return "city"
    return None


def policy(knobs: dict | None = None):
    """`sharp_action` with these knobs, as a function of (game, rng)."""
    def act(game, rng: Any) -> Action | None:
        return sharp_action(game, rng, knobs)
    return act

"""Computer players for Prophecy: a random one (the fuzz driver) and a simple,
documented heuristic one (for seats played by the computer and for balance).

The heuristic character, in order of preference:
1. Decisions: buy the largest Bubble Bag it can, always break a shield to save
   a battle, lose Health rather than an Item while it has 3 or more, take the
   dearest Item from a loser, keep the first Treasure drawn with the most maps.
2. Fights: the battle type with the higher total (paying Magic for Wills only
   when that is clearly better).
3. Actions on a space: learn an affordable Ability, use Opportunities, take
   realm Items, collect fragments, dig the richest Treasures, buy the dearest
   affordable Item that adds a bonus, heal when hurt, attack a character it
   out-totals by 4 or more; then end the turn.
4. Movement: when hurt, stay and heal (Ability) or head for healing; in the
   Water Realm, swim toward the palace while the Bubbles last, else for the
   nearest edge; on the main board attack an Astral Plane (or enter the open
   Gate) when its total is within 2 of the guardian's, otherwise go where the
   best beatable Adventure, market or guild is, weighing distance.
"""
from __future__ import annotations

import random

from game.rules.core import Action
from game.rules.prophecy import board as B
from game.rules.prophecy import combat as CB


def random_action(game, rng: random.Random) -> Action | None:
    acts = game.legal_actions()
    if not acts:
        return None
    doing = [a for a in acts if a.kind != "end_turn"]
    if doing and rng.random() < 0.75:
        return rng.choice(doing)
    return rng.choice(acts)


def _total(game, pid: str, battle: str, underwater: bool = False) -> int:
    return CB.character_total(game.content, game.chars[pid], battle, underwater=underwater,
                              realm_abilities=underwater)


def heuristic_action(game, rng: random.Random) -> Action | None:
    acts = game.legal_actions()
    if not acts:
        return None
    if game.pending is not None:
        return _decide(game, game.pending, acts)
    by: dict[str, list[Action]] = {}
    for a in acts:
        by.setdefault(a.kind, []).append(a)
    pid = game.active
    phase = game.s["phase"]
    if phase == "encounter" or phase == "final":
        return _best_fight(game, pid, acts)
    if phase == "act":
        return _act(game, pid, by, rng)
    return _move(game, pid, by, rng)


def _decide(game, p, acts: list[Action]) -> Action:
    t = p.summary
    pid = p.chooser
    ch = game.chars[pid]
    if t == "bubble_bag":
        return max(acts, key=lambda a: a["bubbles"])
    if t == "shield":
        return next(a for a in acts if a["shield"])
    if t == "pvp_loss":
        want = "health" if ch["health"] >= 3 else "item"
        return next((a for a in acts if a["lose"] == want), acts[0])
    if t == "pvp_item":
        return max(acts, key=lambda a: game.price(a["item"]))
    if t == "enter_now":
        return next(a for a in acts if a["enter"] == (ch["health"] >= 3 and ch["gold"] >= 1))
    if t == "random_dig":
        return next((a for a in acts if a.get("keep")), acts[0])
    if t == "limit":
        return min(acts, key=lambda a: game.price(a["discard"]) if game.card(a["discard"]).family != "ability"
                   else game.card(a["discard"]).get("cost", 0))
    if t == "battleground":
        return next((a for a in acts if a["space"] == game.chars[pid]["space"]), acts[0])
    return acts[0]


def _best_fight(game, pid: str, acts: list[Action]) -> Action:
    fights = [a for a in acts if a.kind in ("fight", "attack")]
    if not fights:
        return acts[0]
    underwater = game.in_realm(pid) and not game.in_palace(pid)

    def score(a):
        t = _total(game, pid, a["battle"], underwater)
        return t - (2 if a["battle"] == "wills" and a.kind == "fight" and
                    game.card(a["card"]).get("battle", "strength") == "strength" else 0)
    return max(fights, key=score)


def _act(game, pid: str, by: dict, rng) -> Action:
    ch = game.chars[pid]
    for kind in ("learn", "use", "take", "collect_fragment", "use_item"):
        if kind in by:
            return by[kind][0]
    if "dig" in by:
        return max(by["dig"], key=lambda a: sum(game.card(t).get("maps") for t in a["treasures"]))
    if "dig_random" in by:
        return by["dig_random"][0]
    if "repair" in by:
        return by["repair"][0]
    if "buy" in by and len(ch["items"]) < game.limit("item") - 1:
        useful = [a for a in by["buy"] if _useful(game, pid, a["item"])]
        if useful:
            return max(useful, key=lambda a: game.price(a["item"]))
    if "service" in by:
        return by["service"][0]
    if "attack" in by:
        for a in by["attack"]:
            t = a["target"]
            mine = _total(game, pid, a["battle"], game.in_realm(pid))
            theirs = CB.character_total(game.content, game.chars[t], a["battle"], underwater=game.in_realm(pid),
                                        realm_abilities=game.in_realm(pid))
            if mine >= theirs + 4 or (a["maps"] and mine >= theirs + 2):
                return a
    return by.get("end_turn", [next(iter(by.values()))[0]])[0]


def _useful(game, pid: str, inst: str) -> bool:
    card = game.card(inst)
    if card.get("use"):
        return True
    if card.hands:
        ch = game.chars[pid]
        free = game.n("hands") - CB.held_hands(game.content, ch)
        return card.hands <= free
    return bool(card.strength or card.willpower)


def _move(game, pid: str, by: dict, rng) -> Action:
    ch = game.chars[pid]
    hurt = ch["health"] * 2 < ch["strength"]
    if "hold" in by and not ch["held"]:
        return max(by["hold"], key=lambda a: len(a["items"]))
    if ch["realm"] is not None:
        return _realm_move(game, pid, by)
    heal_stays = [a for a in by.get("stay", []) if a.get("ability")
                  and game.content.cards[a["ability"]].effects.get("instead_heal")]
    if hurt and heal_stays:
        return heal_stays[0]
    for a in by.get("attack_plane", []):
        plane = game.s["planes"][a["plane"]]
        guard = game.content.cards[plane["lesser"] or plane["greater"]]
        if guard.family == "gate":
            if ch["health"] >= ch["strength"] - 1:
                return a
            continue
        battle = guard.get("battle", "strength")
        need = (guard.strength if battle == "strength" else guard.willpower) + plane["power"]
        if _total(game, pid, battle) >= need + 1 and not hurt:
            return a
    if "enter_realm" in by and not hurt and ch["gold"] >= 2 and _total(game, pid, "strength") >= 9:
        return by["enter_realm"][0]
    moves = [a for k in ("move", "ride", "sail", "portal") for a in by.get(k, [])]
    best, best_score = None, _space_score(game, pid, ch["space"]) + 0.5
    for a in moves:
        sc = _space_score(game, pid, a["to"]) - (0.6 if a.kind != "move" else 0)
        if sc > best_score:
            best, best_score = a, sc
    if best is None:
        target = _goal(game, pid)
        if target:
            best = min(moves, key=lambda a: (_dist(game, a["to"], target), rng.random()), default=None)
    return best or by["stay"][0]


def _dist(game, a: str, b: str) -> int:
    d = B.ring_distance(game.content, a, b)
    return 3 if d is None else d


def _goal(game, pid: str) -> str | None:
    """Where to head when nothing near is worth it: a plane it can take, the open
    Gate, healing when hurt, or the City to shop."""
    ch = game.chars[pid]
    if ch["health"] * 2 < ch["strength"]:
        return "monastery"
    realm = game.s["realm"]
    if realm and realm["gate_plane"] and _total(game, pid, "strength") >= 9 and not realm["palace"]["beaten"]:
        return game.gate_spaces()[0]
    for p in game.content.planes:
        plane = game.s["planes"][p["id"]]
        g = plane["lesser"] or plane["greater"]
        if not g:
            continue
        guard = game.content.cards[g]
        if guard.family == "gate":
            return p["adjacent"][0]
        battle = guard.get("battle", "strength")
        if _total(game, pid, battle) >= (guard.strength if battle == "strength" else guard.willpower) + 1:
            return p["adjacent"][0]
    if ch["gold"] >= 4:
        return "city"
    return None


def _space_score(game, pid: str, sid: str) -> float:
    ch = game.chars[pid]
    sp = game.s["spaces"][sid]
    score = 0.0
    for adv in sp["adventures"]:
        if not adv["up"]:
            score += 0.8
            continue
        card = game.card(adv["card"])
        if card.kind == "creature":
            battle = card.get("battle", "strength")
            mine = _total(game, pid, battle)
            foe = card.strength if battle == "strength" else card.willpower
            score += (1.5 + card.get("experience", 0)) if mine >= foe + 1 else -3
        elif game._opportunity_has_effect(pid, card):
            score += 1.5
    if sp["fragment"]:
        score += 1
    kind = game.content.space(sid)["kind"]
    if kind in ("city", "village") and ch["gold"] >= 3:
        score += 1
    if kind == "guild" and any(game.content.cards[a].get("cost", 9) <= ch["xp"] for a in game.s["offers"][game.content.space(sid)["guild"]]):
        score += 2
    if sid == "island" and len(ch["fragments"]) >= 2:
        score += 3
    if ch["health"] * 2 < ch["strength"] and kind in ("guild", "village"):
        score += 1
    return score


def _realm_move(game, pid: str, by: dict) -> Action:
    ch = game.chars[pid]
    here = tuple(ch["realm"])
    if game.in_palace(pid):
        if ch["health"] >= 2:
            return by["stay"][0]
        return by["leave_realm"][0]
    rows = game.n("realm_rows")
    to_edge = min(here[0], rows - 1 - here[0], here[1], game.n("realm_columns") - 1 - here[1]) + 1
    palace = tuple(game.content.realm["palace"])
    options = by.get("realm_move", []) + by.get("flee", [])
    going_home = ch["bubbles"] <= to_edge or ch["health"] <= 1
    if game._foe_creature_here(pid) and ch["health"] >= 2 and not going_home:
        return by["stay"][0]

    def end(a):
        sq = here
        for d in a["path"]:
            sq = B.step(sq, d)
        return sq

    def score(a):
        sq = end(a)
        if not B.on_grid(game.content, sq):
            return 100 if going_home else -100
        if going_home:
            return -min(sq[0], rows - 1 - sq[0], sq[1], game.n("realm_columns") - 1 - sq[1])
        return -(abs(sq[0] - palace[0]) + abs(sq[1] - palace[1]))
    if not options:
        return by["stay"][0]
    return max(options, key=score)

"""What a character may do now: the legal actions of each phase, and why an action is refused."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Action
from game.rules.prophecy import board as B
from game.rules.prophecy.phases import Phase

if TYPE_CHECKING:
    from game.rules.prophecy.game import Game


def move_actions(game: Game, pid: str) -> list[Action]:
    ch = game.chars[pid]
    acts = [Action.make("stay")]
    for ab in ch["abilities"]:
        eff = game.content.cards[ab].effects
        if any(k.startswith("instead_") for k in eff) or eff.get("swimming"):
            if game.content.cards[ab].kind == "underwater" and not game.in_realm(pid):
                continue
            acts.append(Action.make("stay", ability=ab))
    if ch["realm"] is not None:
        if game.in_palace(pid):
            acts.append(Action.make("leave_realm"))
            return acts
        return acts + realm_moves(game, pid)
    sid, gold = ch["space"], ch["gold"]
    c = game.content
    if sid == B.ISLAND:
        for p in B.ports(c):
            acts.append(Action.make("sail", to=p))
    else:
        for t in B.neighbours(c, sid):
            acts.append(Action.make("move", to=t))
        if gold >= game.n("horse_cost"):
            for t in B.at_distance(c, sid, game.n("horse_distance")):
                acts.append(Action.make("ride", to=t))
        if c.space(sid).get("port"):
            if gold >= game.n("boat_cost"):
                for t in B.neighbouring_ports(c, sid):
                    acts.append(Action.make("sail", to=t))
            if game.s["options"]["treasure_island"] and gold >= island_fare(game, pid):
                acts.append(Action.make("sail", to=B.ISLAND))
        if c.space(sid).get("portal") and gold >= game.n("portal_cost"):
            for t in B.portals(c):
                if t != sid:
                    acts.append(Action.make("portal", to=t))
        for plane in B.plane_of_space(c, sid):
            guarded = game.s["planes"][plane]
            if game.s["realm"] and game.s["realm"]["gate_plane"] == plane:
                acts.append(Action.make("enter_realm"))
            elif guarded["lesser"] or guarded["greater"]:
                acts.append(Action.make("attack_plane", plane=plane))
    for inst in ch["items"]:
        if game.card(inst).get("teleport") and inst not in ch["broken"]:
            for t in B.ring(c) + ([B.ISLAND] if game.s["options"]["treasure_island"] else []):
                if t != sid:
                    acts.append(Action.make("teleport", item=inst, to=t))
    return acts


def island_fare(game: Game, pid: str) -> int:
    if game.has_effect(pid, "island_boat_free") or game.has_effect(pid, "nautical_rites"):
        return 0
    return game.n("island_fare")


def realm_moves(game: Game, pid: str) -> list[Action]:
    ch = game.chars[pid]
    here = tuple(ch["realm"])
    flee = foe_creature_here(game, pid) is not None
    kind = "flee" if flee else "realm_move"  # running away costs Bubbles (paid in _do_flee)
    out = []
    for d1 in B.DIRECTIONS:
        first = B.step(here, d1)
        out.append(Action.make(kind, path=[d1]))
        if not B.on_grid(game.content, first) or not may_pass(game, pid, first):
            continue
        for d2 in B.DIRECTIONS:
            second = B.step(first, d2)
            if second == here:
                continue
            out.append(Action.make(kind, path=[d1, d2]))
    return out


def may_pass(game: Game, pid: str, sq) -> bool:
    """A second step is allowed after a square with no card or a face-up
    positive card, and no other character (seed)."""
    if tuple(sq) == tuple(game.content.realm["palace"]):
        return False
    if any(game.chars[p]["realm"] is not None and tuple(game.chars[p]["realm"]) == tuple(sq)
           for p in game.living() if p != pid):
        return False
    slot = game.s["realm"]["squares"].get(B.key(sq))
    if slot is None:
        return True
    return slot["up"] and game.card(slot["card"]).family == "positive"


def foe_creature_here(game: Game, pid: str) -> str | None:
    ch = game.chars[pid]
    if ch["realm"] is None:
        return None
    slot = game.s["realm"]["squares"].get(B.key(ch["realm"]))
    if slot and slot["up"] and game.card(slot["card"]).kind == "creature":
        return slot["card"]
    return None


def anytime_actions(game: Game, pid: str) -> list[Action]:
    ch = game.chars[pid]
    acts = []
    for inst in ch["items"]:
        use = game.card(inst).get("use")
        if use and inst not in ch["broken"]:
            if (use["effect"] == "heal" and ch["health"] < ch["strength"]) or \
               (use["effect"] == "magic" and ch["magic"] < ch["willpower"]):
                acts.append(Action.make("use_item", item=inst))
    hand_items = [i for i in ch["items"] + ch["artifacts"] if game.card(i).hands and i not in ch["broken"]]
    for grip in grips(game, hand_items):
        if sorted(grip) != sorted(ch["held"]):
            acts.append(Action.make("hold", items=sorted(grip)))
    if (game.has_effect(pid, "swimming") and ch["realm"] is not None and not game.s["turn"]["swim_used"]
            and ch["bubbles"] > 0):
        acts.append(Action.make("swim_extra_turn"))
    return acts


def grips(game: Game, items: list[str]) -> list[list[str]]:
    """Every way to fill two hands from the hand Items (at most 2 hands)."""
    out: list[list[str]] = [[]]
    for i, a in enumerate(items):
        if game.card(a).hands <= 2:
            out.append([a])
        for b in items[i + 1:]:
            if game.card(a).hands + game.card(b).hands <= game.n("hands"):
                out.append([a, b])
    return out


def fight_actions(game: Game, pid: str) -> list[Action]:
    foe = game.s["turn"].get("foe")
    acts = []
    if foe:  # an Astral Plane or palace guardian
        targets = [foe["card"]]
    elif game.in_realm(pid):
        c = foe_creature_here(game, pid)
        targets = [c] if c else []
    else:
        targets = [a["card"] for a in game.s["spaces"][game.chars[pid]["space"]]["adventures"]
                   if a["up"] and game.card(a["card"]).kind == "creature"]
    for t in targets:
        acts.append(Action.make("fight", card=t, battle=game.card(t).get("battle", "strength")))
        if game.card(t).get("battle", "strength") == "strength" and \
                game.chars[pid]["magic"] >= game.n("force_wills_magic_vs_creature"):
            acts.append(Action.make("fight", card=t, battle="wills"))
    return acts


def act_actions(game: Game, pid: str) -> list[Action]:
    ch = game.chars[pid]
    c = game.content
    acts = [Action.make("end_turn")]
    turn = game.s["turn"]
    if ch["realm"] is not None:
        slot = game.s["realm"]["squares"].get(B.key(ch["realm"]))
        if slot and slot["up"] and game.card(slot["card"]).family == "positive":
            card = game.card(slot["card"])
            if card.kind == "item":
                acts.append(Action.make("take", card=slot["card"]))
            elif card.kind == "waterlore":
                if ch["xp"] >= card.get("cost", 0):
                    acts.append(Action.make("learn", ability=slot["card"]))
            elif opportunity_has_effect(game, pid, card):
                acts.append(Action.make("use", card=slot["card"]))
    else:
        sid = ch["space"]
        sp = game.s["spaces"][sid]
        for a in sp["adventures"]:
            card = game.card(a["card"])
            if a["up"] and card.kind == "opportunity" and opportunity_has_effect(game, pid, card):
                acts.append(Action.make("use", card=a["card"]))
        if sp["fragment"] and not sp["adventures"]:
            acts.append(Action.make("collect_fragment"))
        kind = c.space(sid)["kind"]
        if kind in ("city", "village"):
            for inst in game.s["markets"][kind]:
                if ch["gold"] >= int(game.card(inst).get("price", 0)):
                    acts.append(Action.make("buy", item=inst))
            for inst in ch["items"]:
                acts.append(Action.make("sell", item=inst))
        if sid in c.civilization and ch["gold"] >= game.n("repair_cost"):
            for inst in ch["broken"]:
                acts.append(Action.make("repair", item=inst))
        if kind == "guild":
            g = c.space(sid)["guild"]
            member = g in c.characters[ch["character"]]["guilds"]
            for ab in game.s["offers"][g]:
                cost = game.content.cards[ab].get("cost", 0)
                if ch["xp"] >= cost and (member or ch["gold"] >= cost):
                    acts.append(Action.make("learn", ability=ab))
        for svc in services(game, pid):
            acts.append(Action.make("service", name=svc))
        if sid == B.ISLAND and not turn["dug"]:
            acts += dig_actions(game, pid)
    acts += attack_actions(game, pid)
    return acts


def services(game: Game, pid: str) -> list[str]:
    """Space actions (provisional, L: the Czech comparison document)."""
    ch, turn = game.chars[pid], game.s["turn"]
    sid = ch["space"]
    out = []
    hurt, drained = ch["health"] < ch["strength"], ch["magic"] < ch["willpower"]
    if sid == "monastery" and hurt and "monastery_heal" not in turn["services"]:
        out.append("monastery_heal")
    if sid == "forest_camp" and hurt and ch["gold"] >= game.n("camp_heal_price"):
        out.append("camp_heal")
    if sid == "wasteland" and drained and "wasteland_magic" not in turn["services"]:
        out.append("wasteland_magic")
    if sid == "magic_tower" and drained and ch["gold"] >= 1:
        out.append("tower_magic")
    if sid == "village" and (hurt or drained) and ch["gold"] >= game.n("lodging_price") \
            and "lodging" not in turn["services"]:
        out.append("lodging")
    return out


def opportunity_has_effect(game: Game, pid: str, card) -> bool:
    """An Opportunity that would do nothing cannot be used (seed: Air Pocket)."""
    ch = game.chars[pid]
    eff = card.get("effect")
    if ch["gold"] < card.get("cost_gold", 0):
        return False
    if eff == "heal":
        return ch["health"] < ch["strength"]
    if eff == "magic":
        return ch["magic"] < ch["willpower"]
    if eff == "bubbles":
        return ch["bubbles"] < ch["bag"]
    return True


def dig_actions(game: Game, pid: str) -> list[Action]:
    ch = game.chars[pid]
    have = len(ch["fragments"])
    opts = game.s["options"]
    if opts["random_treasures"]:
        if not game.s["turn"]["dug"] and have >= game.n("random_treasure_first_dig") and game.s["decks"]["treasures"]:
            return [Action.make("dig_random")]
        return []
    display = game.s["treasure_display"]
    acts = []
    if opts["variant"] == "treasure_hunters":
        return [Action.make("dig", treasures=[t]) for t in display if game.card(t).get("maps") <= have]
    for mask in range(1, 1 << len(display)):
        pick = [t for i, t in enumerate(display) if mask >> i & 1]
        if len(pick) <= game.n("treasures_per_dig") and sum(game.card(t).get("maps") for t in pick) <= have:
            acts.append(Action.make("dig", treasures=sorted(pick)))
    return acts


def attack_actions(game: Game, pid: str) -> list[Action]:
    """Battles between characters: no Creature on the space, at most one per
    turn, before digging; dove spaces only against Artifact holders."""
    ch, turn = game.chars[pid], game.s["turn"]
    if turn["attacked"] or turn["dug"]:
        return []
    acts = []
    for t in game.living():
        if t == pid or not same_place(game, pid, t):
            continue
        tc = game.chars[t]
        if ch["realm"] is None:
            sp = game.s["spaces"][ch["space"]]
            if any(a["up"] and game.card(a["card"]).kind == "creature" for a in sp["adventures"]):
                continue
            if game.content.space(ch["space"]).get("dove") and not tc["artifacts"]:
                continue
        elif game.in_palace(pid):
            continue
        wills_cost = game.n("force_wills_magic_vs_character") + len(tc["artifacts"])
        battles = ["strength"] + (["wills"] if ch["magic"] >= wills_cost else [])
        mb = game.s["options"]["map_battles"]
        for b in battles:
            acts.append(Action.make("attack", target=t, battle=b, maps=False))
            if game.s["options"]["treasure_island"] and mb == "standard" and ch["fragments"] and tc["fragments"]:
                acts.append(Action.make("attack", target=t, battle=b, maps=True))
    return acts


def same_place(game: Game, a: str, b: str) -> bool:
    ca, cb = game.chars[a], game.chars[b]
    if ca["realm"] is not None or cb["realm"] is not None:
        return ca["realm"] is not None and cb["realm"] is not None and tuple(ca["realm"]) == tuple(cb["realm"])
    return ca["space"] == cb["space"]


def why_not(game: Game, action: Action) -> str:
    if game.s["outcome"] is not None:
        return "The game is over."
    if game.s["pending"] is not None:
        return f"First answer: {game.s['pending']['prompt']}"
    pid, ch = game.active, game.chars[game.active]
    k = action.kind
    phase = {Phase.MOVE: "the Movement phase", Phase.ENCOUNTER: "a fight", Phase.ACT: "the action phase"}[game.phase]
    if k in ("move", "ride", "sail", "portal", "teleport", "attack_plane", "enter_realm", "realm_move", "flee",
             "stay", "leave_realm") and game.phase != Phase.MOVE:
        return f"{ch['name']} has already used the Movement phase this turn."
    if k == "ride" and ch["gold"] < game.n("horse_cost"):
        return f"A horse costs {game.n('horse_cost')} Gold and {ch['name']} has {ch['gold']}."
    if k == "sail" and action.get("to") == B.ISLAND and ch["gold"] < island_fare(game, pid):
        return f"The boat to Treasure Island costs {island_fare(game, pid)} Gold (a round trip)."
    if k == "realm_move" and foe_creature_here(game, pid):
        return "A Creature holds this square: fight it again or pay Bubbles to flee."
    if k in ("realm_move", "flee") and len(action.get("path") or ()) == 2:
        return ("A second step is only possible after a square with no card or a face-up positive card "
                "and no other character.")
    if k in ("move", "ride", "sail", "portal", "teleport") and ch["realm"] is not None:
        return "Movement cards and the main board's ways of moving do not work in the Water Realm."
    if k == "fight" and game.phase != Phase.ENCOUNTER:
        return "There is no Creature to fight now."
    if k == "fight" and action.get("battle") == "wills":
        return f"Forcing a Battle of Wills costs {game.n('force_wills_magic_vs_creature')} Magic."
    if k == "attack":
        t = action.get("target")
        if game.s["turn"]["dug"]:
            return "Battles on the Island must come before digging."
        if game.s["turn"]["attacked"]:
            return "Only one attack on a character per turn."
        if t in game.chars and ch["space"] and game.content.space(ch["space"]).get("dove") \
                and not game.chars[t]["artifacts"]:
            return "No attacks on a dove space against a character without an Artifact."
        if action.get("maps"):
            if game.s["options"]["map_battles"] == "peaceloving":
                return "The Peaceloving variant has no battles for Maps."
            return "A battle for Maps needs a Map Fragment on both sides."
    if k == "collect_fragment":
        return "A Map Fragment is only found once every Adventure on its space is over."
    if k == "dig":
        if len(action.get("treasures") or ()) > game.n("treasures_per_dig"):
            return f"One dig finds at most {game.n('treasures_per_dig')} of the Treasures shown."
        return "Digging needs Treasure Island, a Treasure on display and enough Map Fragments."
    if k == "use":
        return "That Opportunity would have no effect now (or costs more than you have)."
    if k == "buy":
        return "That Item is not for sale here, or costs more Gold than you have."
    if k == "learn":
        return "That Ability is not offered here, or you lack the Experience (and Gold, if not a member)."
    return f"That is not possible during {phase}."

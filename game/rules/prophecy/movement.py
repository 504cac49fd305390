"""Moving on the ring, the Astral Planes' gates, and the Water Realm: entering, moving, fleeing, its squares
and the Undersea Palace."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Action
from game.rules.core.args import ArgSpec, ID, IDS, NO_ARGS
from game.rules.prophecy import board as B
from game.rules.prophecy import listing, resources, rounds
from game.rules.prophecy.basics import ACTIONS
from game.rules.prophecy.phases import Phase

if TYPE_CHECKING:
    from game.rules.prophecy.game import Game


def arrive_main(game: Game, pid: str, sid: str, how: str) -> None:
    ch = game.chars[pid]
    ch["space"] = sid
    ch["lodged"] = False
    game._ev("moved", f"{ch['name']} {how} to {game.content.space(sid)['name']}.", pid=pid, to=sid, how=how)
    encounter_main(game, pid)


def encounter_main(game: Game, pid: str) -> None:
    sp = game.s["spaces"][game.chars[pid]["space"]]
    for a in sp["adventures"]:
        if not a["up"]:
            a["up"] = True
            game._ev("adventure_revealed", f"Revealed: {game.name(a['card'])}.", reveals=True, card=a["card"])
    creatures = [a for a in sp["adventures"] if game.card(a["card"]).kind == "creature"]
    game.phase = Phase.ENCOUNTER if creatures else Phase.ACT


@ACTIONS.action("stay", ArgSpec(optional={"ability": ID}))
def do_stay(game: Game, pid: str, a: Action) -> None:
    ch = game.chars[pid]
    game.s["turn"]["stayed"] = True
    ab = a.get("ability")
    if ab:
        eff = game.content.cards[ab].effects
        if eff.get("instead_heal"):
            resources.heal(game, pid, eff["instead_heal"])
        if eff.get("instead_magic"):
            resources.restore_magic(game, pid, eff["instead_magic"])
        if eff.get("instead_experience"):
            ch["xp"] += eff["instead_experience"]
        if eff.get("instead_repair"):
            ch["broken"] = []
        game._ev("ability_used", f"{ch['name']} gives up movement for {game.content.cards[ab].name}.",
                 pid=pid, ability=ab)
    if ch["realm"] is not None and game.has_effect(pid, "swimming"):
        resources.regain_bubbles(game, pid, 1)  # the second part of Swimming, every time movement is given up
    if ch["realm"] is None:
        game._ev("stayed", f"{ch['name']} stays.", pid=pid)
        encounter_main(game, pid)
    elif game.in_palace(pid):
        palace_fight(game, pid)
    else:
        realm_arrival(game, pid, tuple(ch["realm"]), stayed=True)


@ACTIONS.action("move", ArgSpec({"to": ID}))
def do_move(game: Game, pid: str, a: Action) -> None:
    arrive_main(game, pid, a["to"], "walks")


@ACTIONS.action("ride", ArgSpec({"to": ID}))
def do_ride(game: Game, pid: str, a: Action) -> None:
    game.chars[pid]["gold"] -= game.n("horse_cost")
    arrive_main(game, pid, a["to"], "rides")


@ACTIONS.action("sail", ArgSpec({"to": ID}))
def do_sail(game: Game, pid: str, a: Action) -> None:
    ch = game.chars[pid]
    to = a["to"]
    if to == B.ISLAND:
        ch["gold"] -= listing.island_fare(game, pid)  # a prepaid round trip (seed)
    elif ch["space"] == B.ISLAND:
        if game.has_effect(pid, "nautical_rites"):
            ch["gold"] += game.n("nautical_refund")
    else:
        ch["gold"] -= game.n("boat_cost")
    arrive_main(game, pid, to, "sails")


@ACTIONS.action("portal", ArgSpec({"to": ID}))
def do_portal(game: Game, pid: str, a: Action) -> None:
    game.chars[pid]["gold"] -= game.n("portal_cost")
    arrive_main(game, pid, a["to"], "steps through a portal")


@ACTIONS.action("teleport", ArgSpec({"item": ID, "to": ID}))
def do_teleport(game: Game, pid: str, a: Action) -> None:
    resources.discard_item(game, pid, a["item"])
    arrive_main(game, pid, a["to"], "teleports")


@ACTIONS.action("attack_plane", ArgSpec({"plane": ID}))
def do_attack_plane(game: Game, pid: str, a: Action) -> None:
    plane = game.s["planes"][a["plane"]]
    if plane["lesser"] and plane["lesser"] == game.content.family("gate")[0].id:
        reveal_gate(game, a["plane"])
        game.s["pending"] = {"type": "enter_now", "chooser": pid,
                             "prompt": "The Gate to the Water Realm opens. Enter it now?"}
        return
    slot = "lesser" if plane["lesser"] else "greater"
    game.s["turn"]["foe"] = {"kind": slot, "card": plane[slot], "plane": a["plane"]}
    if slot not in plane["revealed"]:
        plane["revealed"].append(slot)
    game._ev("plane_attacked", f"{game.chars[pid]['name']} attacks the {game.content.cards[plane[slot]].name}.",
             reveals=True, plane=a["plane"], guardian=plane[slot])
    game.phase = Phase.ENCOUNTER


def reveal_gate(game: Game, plane_id: str) -> None:
    """The Gate: the plane's Greater Guardian and Artifact go to the realm's
    disc; its Power Up is discarded; the Gate stays there all game."""
    plane = game.s["planes"][plane_id]
    realm = game.s["realm"]
    realm["gate_plane"] = plane_id
    pal = realm["palace"]
    if game.s["options"]["variant"] != "lord_of_the_sea":
        pal["guardian"], pal["artifacts"] = plane["greater"], plane["artifacts"]
    elif plane["greater"]:
        game.s["box"].append(plane["greater"])
    pal["revealed"] = [s for s in ("guardian", "artifacts") if (s == "guardian" and "greater" in plane["revealed"])
                       or (s == "artifacts" and "artifacts" in plane["revealed"])]
    plane["greater"], plane["artifacts"], plane["power"] = None, [], 0
    if "lesser" not in plane["revealed"]:
        plane["revealed"].append("lesser")
    game._ev("gate_revealed", "The Gate to the Water Realm is revealed.", reveals=True, plane=plane_id)


@ACTIONS.action("enter_realm", NO_ARGS)
def do_enter_realm(game: Game, pid: str, a: Action | None = None) -> None:
    ch = game.chars[pid]
    game.s["pending"] = {"type": "bubble_bag", "chooser": pid,
                         "prompt": f"Buy a Bubble Bag ({ch['name']} has {ch['gold']} Gold)."}


@ACTIONS.action("leave_realm", NO_ARGS)
def do_leave_realm(game: Game, pid: str, a: Action) -> None:
    if game.s["options"]["variant"] == "lord_of_the_sea":  # running from the Lord costs Bubbles
        resources.use_bubbles(game, pid, flee_cost(game, pid), "running away")
        if not game.chars[pid]["alive"]:
            after_death(game)
            return
    exit_realm(game, pid, then="continue")


def exit_realm(game: Game, pid: str, then: str) -> None:
    """Off the realm: Bubbles go back to the bank; the player picks one of the
    two spaces next to the Gate."""
    ch = game.chars[pid]
    ch["realm"] = None
    ch["bubbles"] = ch["bag"] = 0
    game._ev("left_realm", f"{ch['name']} leaves the Water Realm.", pid=pid)
    game.s["pending"] = {"type": "exit_space", "chooser": pid, "then": then,
                         "prompt": "Choose the space next to the Gate to return to."}


@ACTIONS.action("realm_move", ArgSpec({"path": IDS}))
def do_realm_move(game: Game, pid: str, a: Action) -> None:
    ch = game.chars[pid]
    here = tuple(ch["realm"])
    path = list(a["path"])
    for i, d in enumerate(path):
        nxt = B.step(here, d)
        if not B.on_grid(game.content, nxt):
            exit_realm(game, pid, then="continue")
            return
        here = nxt
        ch["realm"] = list(here)
        game._ev("realm_moved", f"{ch['name']} swims {d}.", pid=pid, to=list(here))
        if i == 0 and len(path) == 2 and not listing.may_pass(game, pid, here):
            break  # cannot happen for legal paths; kept for safety
        if i == 0 and stop_here(game, pid, here):
            break
    realm_arrival(game, pid, here)


def stop_here(game: Game, pid: str, sq) -> bool:
    return not listing.may_pass(game, pid, sq)


def flee_cost(game: Game, pid: str) -> int:
    """Bubbles to run away, from a realm Creature or from the Lord's palace
    alike (an Underwater Ability may lower it)."""
    return max(0, game.n("flee_bubbles") - (game.has_effect(pid, "flee_discount") or 0))


@ACTIONS.action("flee", ArgSpec({"path": IDS}))
def do_flee(game: Game, pid: str, a: Action) -> None:
    resources.use_bubbles(game, pid, flee_cost(game, pid), "running away")
    if not game.chars[pid]["alive"]:
        after_death(game)
        return
    do_realm_move(game, pid, a)


def realm_arrival(game: Game, pid: str, sq, depth: int = 0, stayed: bool = False) -> None:
    """Arriving on (or staying on) a realm square: turn up a face-down card,
    meet an Obstacle, fight a Creature, or enter the palace."""
    ch = game.chars[pid]
    if not ch["alive"]:
        after_death(game)
        return
    if tuple(sq) == tuple(game.content.realm["palace"]):
        palace_fight(game, pid)
        return
    slot = game.s["realm"]["squares"].get(B.key(sq))
    game.phase = Phase.ACT
    if slot is None:
        return
    card = game.card(slot["card"])
    if not slot["up"]:
        slot["up"] = True
        game._ev("realm_card_revealed", f"Revealed: {card.name}.", reveals=True, square=list(sq), card=slot["card"])
    if card.family != "negative":
        return
    if card.kind == "creature":
        game.phase = Phase.ENCOUNTER
        return
    # Obstacle: follow its text (it stays all game).
    game._ev("obstacle", f"{ch['name']} meets the {card.name}.", pid=pid, card=slot["card"])
    for k in ("bubbles", "health", "experience"):
        if card.get(k):
            resources.gain(game, pid, {k: card.get(k)}, card.name)
    test = card.get("test")
    if test and ch["alive"]:
        stat = ch["health"] if test["stat"] == "strength" else ch["magic"]
        roll = game._roll("light", ch["name"])
        res = test["pass"] if roll + stat >= test["target"] else test["fail"]
        resources.gain(game, pid, res, card.name)
    if not ch["alive"]:
        after_death(game)
        return
    if card.get("push"):
        push(game, pid, card.get("push"), depth)


def push(game: Game, pid: str, n: int, depth: int) -> None:
    """A current moves the character n squares in the compass direction the
    die shows; off the board means back to the main board."""
    ch = game.chars[pid]
    face = game._roll("compass", ch["name"])
    d = game.content.realm["compass"][face]
    here = tuple(ch["realm"])
    for _ in range(n):
        nxt = B.step(here, d)
        if not B.on_grid(game.content, nxt):
            exit_realm(game, pid, then="continue")
            return
        here = nxt
    ch["realm"] = list(here)
    game._ev("pushed", f"The current carries {ch['name']} {n} squares {d}.", pid=pid, to=list(here), direction=d)
    if depth < 8:
        realm_arrival(game, pid, here, depth + 1)


def palace_fight(game: Game, pid: str) -> None:
    ch = game.chars[pid]
    ch["realm"] = list(game.content.realm["palace"])
    pal = game.s["realm"]["palace"]
    if pal["beaten"] or not pal["guardian"]:
        gain_pearl(game, pid)
        exit_realm(game, pid, then="end")
        return
    if "guardian" not in pal["revealed"]:
        pal["revealed"].append("guardian")
    lord = game.s["options"]["variant"] == "lord_of_the_sea"
    game.s["turn"]["foe"] = {"kind": "lord" if lord else "palace", "card": pal["guardian"]}
    game._ev("palace_entered", f"{ch['name']} reaches the Undersea Palace and faces the "
             f"{game.content.cards[pal['guardian']].name}.", reveals=True, pid=pid)
    game.phase = Phase.ENCOUNTER


def gain_pearl(game: Game, pid: str) -> None:
    ch = game.chars[pid]
    realm = game.s["realm"]
    if ch["pearl"] or realm["pearls"] <= 0:
        return
    realm["pearls"] -= 1
    ch["pearl"] = True
    ch["health"], ch["magic"] = ch["strength"], ch["willpower"]  # full recovery (seed)
    game._ev("pearl_gained", f"{ch['name']} gains a Pearl of the Abyss and recovers all Health and Magic.",
             pid=pid)


def after_death(game: Game) -> None:
    if game.s["outcome"] is None and game.s["pending"] is None:
        rounds.next_player(game)

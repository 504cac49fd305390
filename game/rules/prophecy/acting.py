"""The action phase's moves: Opportunities, markets, guild Abilities, services, Map Fragments and digging,
holding Items, ending the turn."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Action
from game.rules.core.args import ArgSpec, ID, IDS, NO_ARGS
from game.rules.prophecy import board as B
from game.rules.prophecy import resources, rounds
from game.rules.prophecy.basics import ACTIONS

if TYPE_CHECKING:
    from game.rules.prophecy.game import Game


@ACTIONS.action("use", ArgSpec({"card": ID}))
def do_use(game: Game, pid: str, a: Action) -> None:
    ch = game.chars[pid]
    inst = a["card"]
    card = game.card(inst)
    ch["gold"] -= card.get("cost_gold", 0)
    eff, n = card.get("effect"), card.get("n", 1)
    if eff == "item":
        got = game._draw(card.get("item", "common"))
        if got:
            resources.take_item(game, pid, got)
    else:
        resources.gain(game, pid, {{"heal": "health"}.get(eff, eff): n}, card.name)
    if card.family == "positive":
        game.s["realm"]["squares"].pop(B.key(ch["realm"]))
        game.s["removed"].append(inst)
    else:
        sp = game.s["spaces"][ch["space"]]
        sp["adventures"] = [x for x in sp["adventures"] if x["card"] != inst]
        game.s["decks"]["adventure_discard"].append(inst)
    game._ev("opportunity_used", f"{ch['name']} uses {card.name}.", pid=pid, card=inst)


@ACTIONS.action("take", ArgSpec({"card": ID}))
def do_take(game: Game, pid: str, a: Action) -> None:
    ch = game.chars[pid]
    game.s["realm"]["squares"].pop(B.key(ch["realm"]))
    resources.take_item(game, pid, a["card"])


@ACTIONS.action("learn", ArgSpec({"ability": ID}))
def do_learn(game: Game, pid: str, a: Action) -> None:
    ch = game.chars[pid]
    ab = a["ability"]
    card = game.content.cards[ab]
    cost = card.get("cost", 0)
    ch["xp"] -= cost
    if card.family == "positive":  # Waterlore: Experience only
        game.s["realm"]["squares"].pop(B.key(ch["realm"]))
    else:
        g = game.content.space(ch["space"])["guild"]
        if g not in game.content.characters[ch["character"]]["guilds"]:
            ch["gold"] -= cost  # non-members pay the same again in Gold
        game.s["offers"][g].remove(ab)
    ch["abilities"].append(ab)
    game._ev("ability_learned", f"{ch['name']} learns {card.name}.", pid=pid, ability=ab)


@ACTIONS.action("buy", ArgSpec({"item": ID}))
def do_buy(game: Game, pid: str, a: Action) -> None:
    ch = game.chars[pid]
    kind = game.content.space(ch["space"])["kind"]
    game.s["markets"][kind].remove(a["item"])
    ch["gold"] -= int(game.card(a["item"]).get("price", 0))
    resources.take_item(game, pid, a["item"])


def price(game: Game, inst: str) -> int:
    card = game.card(inst)
    if card.family == "treasure":
        return game.n("treasure_price_per_map") * card.get("maps")
    return int(card.get("price", 0))


@ACTIONS.action("sell", ArgSpec({"item": ID}))
def do_sell(game: Game, pid: str, a: Action) -> None:
    ch = game.chars[pid]
    gain = -(-price(game, a["item"]) // game.n("sell_divisor"))  # half, rounded up
    resources.discard_item(game, pid, a["item"])
    ch["gold"] += gain
    game._ev("item_sold", f"{ch['name']} sells {game.name(a['item'])} for {gain} Gold.", pid=pid, gold=gain)


@ACTIONS.action("repair", ArgSpec({"item": ID}))
def do_repair(game: Game, pid: str, a: Action) -> None:
    ch = game.chars[pid]
    ch["gold"] -= game.n("repair_cost")
    ch["broken"].remove(a["item"])
    game._ev("item_repaired", f"{ch['name']} repairs {game.name(a['item'])}.", pid=pid)


@ACTIONS.action("service", ArgSpec({"name": ID}))
def do_service(game: Game, pid: str, a: Action) -> None:
    ch, svc = game.chars[pid], a["name"]
    game.s["turn"]["services"].append(svc)
    if svc == "monastery_heal":
        resources.heal(game, pid, game.n("monastery_heal"))
    elif svc == "camp_heal":
        ch["gold"] -= game.n("camp_heal_price")
        resources.heal(game, pid, 1)
    elif svc == "wasteland_magic":
        resources.restore_magic(game, pid, game.n("wasteland_magic"))
    elif svc == "tower_magic":
        ch["gold"] -= 1
        resources.restore_magic(game, pid, game.n("tower_magic_per_gold"))
    elif svc == "lodging":
        ch["gold"] -= game.n("lodging_price")
        resources.heal(game, pid, 1)
        resources.restore_magic(game, pid, 1)
        ch["lodged"] = True
    game._ev("service", f"{ch['name']} uses the space: {svc.replace('_', ' ')}.", pid=pid, service=svc)


@ACTIONS.action("collect_fragment", NO_ARGS)
def do_collect_fragment(game: Game, pid: str, a: Action) -> None:
    sp = game.s["spaces"][game.chars[pid]["space"]]
    game.chars[pid]["fragments"].append(sp["fragment"])
    sp["fragment"] = None
    game._ev("fragment_collected", f"{game.chars[pid]['name']} finds a Map Fragment.", pid=pid)


@ACTIONS.action("dig", ArgSpec({"treasures": IDS}))
def do_dig(game: Game, pid: str, a: Action) -> None:
    ch = game.chars[pid]
    picks = list(a["treasures"])
    for t in picks:
        maps = game.card(t).get("maps")
        spent, ch["fragments"] = ch["fragments"][:maps], ch["fragments"][maps:]
        discard_fragments(game, spent)
        game.s["treasure_display"].remove(t)
        resources.take_item(game, pid, t)
        if game.s["options"]["variant"] == "treasure_hunters":
            ch["fame"] += maps
            game._ev("fame", f"{ch['name']} gains {maps} Fame.", pid=pid, fame=ch["fame"])
    game.s["turn"]["dug"] = True
    if game.s["options"]["variant"] == "treasure_hunters":
        if not game.s["treasure_display"]:
            hunters_end(game)
        return
    rest, game.s["treasure_display"] = game.s["treasure_display"], []
    game.s["decks"]["treasures"] += rest  # the others go under the deck; three new come up
    d = game.s["decks"]["treasures"]
    game.s["treasure_display"] = d[:game.n("treasure_display")]
    del d[:game.n("treasure_display")]
    game._ev("treasures_revealed", "Three Treasures are revealed on the Island.", reveals=True,
             treasures=list(game.s["treasure_display"]))


def discard_fragments(game: Game, spent: list) -> None:
    for f in spent:
        if f.startswith("mf_"):
            game.s["decks"]["fragment_discard"].append(f)
        else:  # a Greater Guardian used as a map in Treasure Hunters leaves the game
            game.s["removed"].append(f)


@ACTIONS.action("dig_random", NO_ARGS)
def do_dig_random(game: Game, pid: str, a: Action) -> None:
    ch = game.chars[pid]
    n = game.n("random_treasure_first_dig")
    spent, ch["fragments"] = ch["fragments"][:n], ch["fragments"][n:]
    discard_fragments(game, spent)
    game.s["turn"]["dug"] = True
    first = game.s["decks"]["treasures"].pop(0)
    game._ev("treasure_drawn", f"{ch['name']} digs up something.", reveals=True, pid=pid)
    game.s["pending"] = {"type": "random_dig", "chooser": pid, "drawn": [first],
                         "prompt": "Dig again for 1 more Map Fragment, or keep one Treasure."}


def hunters_end(game: Game) -> None:
    best = sorted(game.living(), key=lambda p: (game.chars[p]["fame"], len(game.chars[p]["fragments"])),
                  reverse=True)
    top = best[0]
    tie = len(best) > 1 and (game.chars[best[1]]["fame"], len(game.chars[best[1]]["fragments"])) == \
        (game.chars[top]["fame"], len(game.chars[top]["fragments"]))
    resources.finish(game, None if tie else top, "the last Treasure is dug up" + (" (a tie)" if tie else ", most Fame"))


@ACTIONS.action("end_turn", NO_ARGS)
def do_end_turn(game: Game, pid: str, a: Action) -> None:
    rounds.end_turn(game)


@ACTIONS.action("use_item", ArgSpec({"item": ID}))
def do_use_item(game: Game, pid: str, a: Action) -> None:
    use = game.card(a["item"]).get("use")
    if use["effect"] == "heal":
        resources.heal(game, pid, use["n"])
    else:
        resources.restore_magic(game, pid, use["n"])
    game._ev("item_used", f"{game.chars[pid]['name']} uses {game.name(a['item'])}.", pid=pid)
    resources.discard_item(game, pid, a["item"])


@ACTIONS.action("hold", ArgSpec({"items": IDS}))
def do_hold(game: Game, pid: str, a: Action) -> None:
    game.chars[pid]["held"] = list(a["items"])
    game._ev("held", f"{game.chars[pid]['name']} changes what is held.", pid=pid, items=list(a["items"]))


@ACTIONS.action("swim_extra_turn", NO_ARGS)
def do_swim_extra_turn(game: Game, pid: str, a: Action) -> None:
    game.s["turn"]["swim_used"] = True
    resources.use_bubbles(game, pid, 1, "Swimming")
    game.s["turn"]["extra"] += 1
    game._ev("swim", f"{game.chars[pid]['name']} swims hard for an extra turn.", pid=pid)

"""The answers to a pending Decision: one function per kind of question (`ANSWERS`), and the options each
offers."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Action
from game.rules.core.args import FLAG, ID, INT, ArgSpec
from game.rules.prophecy import acting, chance, ending, fights, movement, resources, rounds
from game.rules.prophecy import board as B
from game.rules.prophecy.basics import ACTIONS

if TYPE_CHECKING:
    from game.rules.prophecy.game import Game


# An answer names its option by one of these, whichever its question asks.
ANSWER = ArgSpec(optional={"gold": INT, "bubbles": INT, "shield": FLAG, "lose": ID, "item": ID, "take": ID,
                           "square": ID, "target": ID, "discard": ID, "space": ID, "enter": FLAG, "keep": ID,
                           "dig_again": FLAG})


def decision_options(game: Game, p: dict) -> list[Action]:
    t, pid = p["type"], p["chooser"]
    ch = game.chars[pid]
    ch_ = lambda **kw: Action.make("choose", **kw)  # noqa: E731
    if t == "bubble_bag":
        bonus = game.has_effect(pid, "bag_bonus", realm_only_ok=True) or 0
        return [ch_(gold=0, bubbles=0)] + [ch_(gold=g, bubbles=b + bonus)
                                          for g, b in game.content.realm["bubble_bags"] if ch["gold"] >= g]
    if t == "shield":
        return [ch_(shield=True), ch_(shield=False)]
    if t == "pvp_loss":
        return [ch_(lose="health")] + [ch_(lose="item")]
    if t == "pvp_item":
        return [ch_(item=i) for i in game.chars[p["loser"]]["items"]]
    if t == "aggressive":
        return [ch_(take="fragment"), ch_(take="choice")]
    if t == "reveal_realm":
        return [ch_(square=k) for k, v in sorted(game.s["realm"]["squares"].items()) if not v["up"]]
    if t == "dream":
        return [ch_(target=x) for x in chance.dream_targets(game)]
    if t == "limit":
        over = {"items": ch["items"], "abilities": ch["abilities"]}[p["what"]]  # the list over its limit
        return [ch_(discard=x) for x in over]
    if t == "exit_space":
        return [ch_(space=s) for s in game.gate_spaces()]
    if t == "enter_now":
        return [ch_(enter=True), ch_(enter=False)]
    if t == "ten_pick":
        return [ch_(keep=x) for x in p["cards"]]
    if t == "random_dig":
        opts = [ch_(keep=x) for x in p["drawn"]]
        if len(ch["fragments"]) >= game.n("random_treasure_next_dig") and game.s["decks"]["treasures"]:
            opts.append(ch_(dig_again=True))
        return opts
    if t == "battleground":
        return [ch_(space=s) for s in B.ring(game.content)]
    return []


@ACTIONS.action("choose", ANSWER)
def do_choose(game: Game, pid: str, a: Action) -> None:
    p = game.s["pending"]
    game.s["pending"] = None
    ANSWERS[p["type"]](game, p, a)


def answer_bubble_bag(game: Game, p: dict, a: Action) -> None:
    pid = p["chooser"]
    ch = game.chars[pid]
    ch["gold"] -= a["gold"]
    ch["bag"] = ch["bubbles"] = a["bubbles"]
    ch["realm"] = list(game.content.realm["entrance"])
    game._ev("entered_realm", f"{ch['name']} enters the Water Realm with {a['bubbles']} Bubbles.", pid=pid,
             bubbles=a["bubbles"])
    rounds.end_turn(game)  # the realm's rules apply from the next turn


def answer_shield(game: Game, p: dict, a: Action) -> None:
    ctx = p["ctx"]
    result = p.get("result", "lose")
    if a["shield"]:
        inst = fights.shield_of(game, p["chooser"], ctx["battle"])
        assert inst is not None  # the question is asked only of a character holding a shield
        game.chars[p["chooser"]]["broken"].append(inst)
        game._ev("shield_broken", f"{game.chars[p['chooser']]['name']}'s shield breaks: the battle is a draw.",
                 pid=p["chooser"])
        result = "draw"
    fights.finish_fight(game, ctx, result)


def answer_pvp_loss(game: Game, p: dict, a: Action) -> None:
    if a["lose"] == "health":
        fights.pvp_health(game, p["chooser"])
        fights.after_pvp(game, p["ctx"])
    else:
        game.s["pending"] = {"type": "pvp_item", "chooser": p["winner"], "loser": p["chooser"], "ctx": p["ctx"],
                             "prompt": "Choose the Item you take."}


def answer_pvp_item(game: Game, p: dict, a: Action) -> None:
    loser, winner = p["loser"], p["chooser"]
    inst = a["item"]
    resources.let_go(game, loser, inst)
    resources.take_item(game, winner, inst)
    fights.after_pvp(game, p["ctx"])


def answer_aggressive(game: Game, p: dict, a: Action) -> None:
    if a["take"] == "fragment":
        fights.take_fragment(game, p["chooser"], p["loser"])
        fights.after_pvp(game, p["ctx"])
    else:
        fights.loser_chooses(game, p["chooser"], p["loser"], p["ctx"])


def answer_reveal_realm(game: Game, p: dict, a: Action) -> None:
    slot = game.s["realm"]["squares"][a["square"]]
    slot["up"] = True
    game._ev("realm_card_revealed", f"Revealed in the Water Realm: {game.name(slot['card'])}.", reveals=True,
             square=a["square"], card=slot["card"])
    left = p["left"] - 1
    if left > 0 and any(not v["up"] for v in game.s["realm"]["squares"].values()):
        game.s["pending"] = dict(p, left=left)


def answer_dream(game: Game, p: dict, a: Action) -> None:
    where, slot = a["target"].split(":")
    if where == "palace":
        game.s["realm"]["palace"]["revealed"].append(slot)
        game._ev("dream_revealed", "A vision shows what waits in the Undersea Palace.", reveals=True,
                 target=a["target"])
        return
    plane = game.s["planes"][where]
    plane["revealed"].append(slot)
    game._ev("dream_revealed", "A vision reveals a hidden card of an Astral Plane.", reveals=True,
             target=a["target"])
    if slot == "lesser" and game.s["realm"] and plane["lesser"] == game.content.family("gate")[0].id:
        movement.reveal_gate(game, where)


def answer_limit(game: Game, p: dict, a: Action) -> None:
    pid = p["chooser"]
    if p["what"] == "items":
        resources.discard_item(game, pid, a["discard"])
    else:
        resources.discard_ability(game, pid, a["discard"])
    game._ev("discarded", f"{game.chars[pid]['name']} discards {game.name(a['discard'])} (limit).", pid=pid)
    rounds.end_round(game)


def answer_exit_space(game: Game, p: dict, a: Action) -> None:
    pid = p["chooser"]
    if p.get("then") == "end":
        game.chars[pid]["space"] = a["space"]
        game._ev("moved", f"{game.chars[pid]['name']} returns to the main board.", pid=pid, to=a["space"])
        if game.s["outcome"] is None and game.active == pid:
            rounds.end_turn(game)
        ending.maybe_final_battle(game)
        return
    movement.arrive_main(game, pid, a["space"], "surfaces")  # continue as if just arrived in the Movement phase


def answer_enter_now(game: Game, p: dict, a: Action) -> None:
    if a["enter"]:
        movement.do_enter_realm(game, p["chooser"])
    else:
        rounds.end_turn(game)


def answer_ten_pick(game: Game, p: dict, a: Action) -> None:
    game.s["box"] += [x for x in p["cards"] if x != a["keep"]]
    fights.artifacts_won(game, p["chooser"], [a["keep"]], p["then"])


def answer_random_dig(game: Game, p: dict, a: Action) -> None:
    pid = p["chooser"]
    ch = game.chars[pid]
    if a.get("dig_again"):
        n = game.n("random_treasure_next_dig")
        spent, ch["fragments"] = ch["fragments"][:n], ch["fragments"][n:]
        acting.discard_fragments(game, spent)
        p["drawn"].append(game.s["decks"]["treasures"].pop(0))
        game._ev("treasure_drawn", f"{ch['name']} digs deeper.", reveals=True, pid=pid)
        game.s["pending"] = p
        return
    rest = [x for x in p["drawn"] if x != a["keep"]]
    game.rng.shuffle(rest)
    game.s["decks"]["treasures"] += rest
    resources.take_item(game, pid, a["keep"])


def answer_battleground(game: Game, p: dict, a: Action) -> None:
    game.s["battleground"] = a["space"]
    for pid in game.living():
        if game.chars[pid]["artifacts"]:
            game.chars[pid]["space"] = a["space"]
    game._ev("battleground", f"The Final Battle will be fought at {game.content.space(a['space'])['name']}.",
             space=a["space"])
    if not game.chars[game.active]["artifacts"]:
        rounds.next_player(game)


# The answer to each kind of question, by the pending Decision's type.
ANSWERS = {
    "bubble_bag": answer_bubble_bag, "shield": answer_shield, "pvp_loss": answer_pvp_loss,
    "pvp_item": answer_pvp_item, "aggressive": answer_aggressive, "reveal_realm": answer_reveal_realm,
    "dream": answer_dream, "limit": answer_limit, "exit_space": answer_exit_space, "enter_now": answer_enter_now,
    "ten_pick": answer_ten_pick, "random_dig": answer_random_dig, "battleground": answer_battleground,
}

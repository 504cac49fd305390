"""Fights with Creatures and Guardians, and battles between characters: rolls, shields, Artifacts won, the
loser's choice."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Action
from game.rules.core.args import ArgSpec, FLAG, ID
from game.rules.prophecy import board as B
from game.rules.prophecy import combat as C
from game.rules.prophecy import ending, movement, resources, rounds
from game.rules.prophecy.basics import ACTIONS
from game.rules.prophecy.phases import Phase

if TYPE_CHECKING:
    from game.rules.prophecy.game import Game


@ACTIONS.action("fight", ArgSpec({"card": ID, "battle": ID}))
def do_fight(game: Game, pid: str, a: Action) -> None:
    ch = game.chars[pid]
    inst, battle = a["card"], a["battle"]
    card = game.card(inst)
    foe = game.s["turn"].get("foe") or {"kind": "realm" if ch["realm"] is not None else "adventure", "card": inst}
    if battle == "wills" and card.get("battle", "strength") == "strength":
        ch["magic"] -= game.n("force_wills_magic_vs_creature")
    kind = foe["kind"]
    underwater = kind == "realm" or kind == "lord"
    realm_abilities = underwater
    dark = card.strength if battle == "strength" else card.willpower
    if kind in ("lesser", "greater"):
        dark += game.s["planes"][foe["plane"]]["power"]
    if kind == "lord":
        dark += game.n("lord_power_up")
    light = C.character_total(game.content, ch, battle, underwater=underwater, realm_abilities=realm_abilities,
                              opponent_types=tuple(card.get("types") or ()))
    lroll, droll = game._roll("light", ch["name"]), game._roll("dark", card.name)
    result = C.outcome(light + lroll, dark + droll)
    game._ev("battle", f"Battle of {'Strength' if battle == 'strength' else 'Wills'}: {ch['name']} "
             f"{light + lroll} against {card.name} {dark + droll}: {result}.", pid=pid, battle=battle,
             light=light + lroll, dark=dark + droll, result=result, card=inst)
    ctx = {"kind": kind, "pid": pid, "card": inst, "battle": battle, "plane": foe.get("plane")}
    if result == "lose" and shield_of(game, pid, battle):
        game.s["pending"] = {"type": "shield", "chooser": pid, "ctx": ctx,
                             "prompt": "You lost. Break a shield to make it a draw?"}
        return
    finish_fight(game, ctx, result)


def shield_of(game: Game, pid: str, battle: str) -> str | None:
    """A shield held in hand can turn a lost Battle of Strength into a draw (it breaks)."""
    if battle != "strength":
        return None
    ch = game.chars[pid]
    for inst in ch["held"]:
        if game.card(inst).get("shield") and inst not in ch["broken"] and inst in ch["items"]:
            return inst
    return None


def finish_fight(game: Game, ctx: dict, result: str) -> None:
    kind, pid = ctx["kind"], ctx["pid"]
    if kind in ("pvp", "final"):
        finish_pvp(game, ctx, result)
        return
    ch = game.chars[pid]
    card = game.card(ctx["card"])
    game.s["turn"]["foe"] = None
    if result == "win":
        resources.gain(game, pid, {"experience": card.get("experience", 0)}, f"defeating the {card.name}")
        resources.gain(game, pid, card.get("reward"), card.name)
        if kind == "adventure":
            sp = game.s["spaces"][ch["space"]]
            sp["adventures"] = [x for x in sp["adventures"] if x["card"] != ctx["card"]]
            game.s["decks"]["adventure_discard"].append(ctx["card"])
            more = any(game.card(x["card"]).kind == "creature" for x in sp["adventures"])
            game.phase = Phase.ENCOUNTER if more else Phase.ACT
            return
        if kind == "realm":
            game.s["realm"]["squares"].pop(B.key(ch["realm"]))
            game.s["removed"].append(ctx["card"])
            game.phase = Phase.ACT
            return
        if kind == "lesser":
            plane = game.s["planes"][ctx["plane"]]
            game.s["box"].append(plane["lesser"])
            plane["lesser"], plane["lesser_beaten"] = None, True
            if not plane["greater"]:  # Lord of the Sea: no Greater Guardian follows
                plane["power"] = 0
            rounds.end_turn(game)
            return
        if kind == "greater":
            plane = game.s["planes"][ctx["plane"]]
            g, plane["greater"] = plane["greater"], None
            if game.s["options"]["variant"] == "treasure_hunters":
                ch["fragments"].append(g)  # the guardian's card counts as a Map Fragment (seed)
            else:
                game.s["box"].append(g)
            arts, plane["artifacts"] = plane["artifacts"], []
            win_artifacts(game, pid, arts, then="end")
            return
        if kind == "palace":
            pal = game.s["realm"]["palace"]
            pal["beaten"] = True
            game.s["box"].append(pal["guardian"])
            arts, pal["artifacts"] = pal["artifacts"], []
            movement.gain_pearl(game, pid)
            win_artifacts(game, pid, arts, then="exit")
            return
        if kind == "lord":
            game.s["realm"]["palace"]["beaten"] = True
            game.s["box"].append(game.s["realm"]["palace"]["guardian"])
            resources.finish(game, pid, "defeated the Lord of the Sea")
            return
    if result == "lose":
        resources.lose_health(game, pid, game.n("creature_loss_health"), f"beaten by the {card.name}")
        if ch["alive"] and kind == "realm" and card.get("push_on_loss"):
            movement.push(game, pid, card.get("push_on_loss"), 0)
            if game.s["pending"] is not None:
                game.s["pending"]["then"] = "end"
                return
    if not ch["alive"]:
        movement.after_death(game)
        return
    if kind in ("palace", "lord"):
        game.s["turn"]["palace_wait"] = True
    rounds.end_turn(game)


def win_artifacts(game: Game, pid: str, arts: list, then: str) -> None:
    if len(arts) > 1:  # Ten Artifacts: look at both, keep one
        game.s["pending"] = {"type": "ten_pick", "chooser": pid, "cards": arts, "then": then,
                             "prompt": "Choose the Artifact to keep; the other is discarded."}
        return
    artifacts_won(game, pid, arts, then)


def artifacts_won(game: Game, pid: str, arts: list, then: str) -> None:
    ch = game.chars[pid]
    for art in arts:
        ch["artifacts"].append(art)
        game._ev("artifact_won", f"{ch['name']} wins the {game.content.cards[art].name}.", reveals=True,
                 pid=pid, artifact=art)
        ending.check_win(game)
    if game.s["outcome"] is not None:
        return
    if then == "exit":
        movement.exit_realm(game, pid, then="end")
    else:
        rounds.end_turn(game)


@ACTIONS.action("attack", ArgSpec({"target": ID, "battle": ID, "maps": FLAG}))
def do_attack(game: Game, pid: str, a: Action) -> None:
    ch, tc = game.chars[pid], game.chars[a["target"]]
    battle = a["battle"]
    game.s["turn"]["attacked"] = True
    if battle == "wills":
        ch["magic"] -= game.n("force_wills_magic_vs_character") + len(tc["artifacts"])
    ctx = {"kind": "final" if game.s["final_battle"] else "pvp", "pid": pid, "target": a["target"],
           "battle": battle, "maps": bool(a.get("maps"))}
    pvp_battle(game, ctx)


def pvp_battle(game: Game, ctx: dict) -> None:
    pid, tid, battle = ctx["pid"], ctx["target"], ctx["battle"]
    ch, tc = game.chars[pid], game.chars[tid]
    underwater = ch["realm"] is not None
    light = C.character_total(game.content, ch, battle, underwater=underwater, realm_abilities=underwater,
                              opponent_types=("humanoid",), opponent_pearl=tc["pearl"])
    dark = C.character_total(game.content, tc, battle, underwater=underwater, realm_abilities=underwater,
                             opponent_types=("humanoid",), opponent_pearl=ch["pearl"])
    lroll, droll = game._roll("light", ch["name"]), game._roll("dark", tc["name"])
    result = C.outcome(light + lroll, dark + droll)
    game._ev("battle", f"{ch['name']} attacks {tc['name']}: {light + lroll} against {dark + droll}: {result}.",
             pid=pid, target=tid, battle=battle, light=light + lroll, dark=dark + droll, result=result)
    loser = pid if result == "lose" else tid if result == "win" else None
    if loser and shield_of(game, loser, battle):
        game.s["pending"] = {"type": "shield", "chooser": loser, "ctx": ctx,
                             "prompt": "You lost. Break a shield to make it a draw?", "result": result}
        return
    finish_pvp(game, ctx, result)


def finish_pvp(game: Game, ctx: dict, result: str) -> None:
    pid, tid = ctx["pid"], ctx["target"]
    if result == "draw":
        after_pvp(game, ctx)
        return
    winner, loser = (pid, tid) if result == "win" else (tid, pid)
    wc, lc = game.chars[winner], game.chars[loser]
    if ctx["kind"] == "final":
        art = lc["artifacts"][0]
        resources.let_go(game, loser, art)
        wc["artifacts"].append(art)
        game._ev("artifact_taken", f"{wc['name']} takes the {game.content.cards[art].name}.", pid=winner,
                 artifact=art)
        ending.check_win(game)
        after_pvp(game, ctx)
        return
    if ctx["maps"] and lc["fragments"]:
        take_fragment(game, winner, loser)
        after_pvp(game, ctx)
        return
    if game.s["options"]["map_battles"] == "aggressive" and lc["fragments"]:
        game.s["pending"] = {"type": "aggressive", "chooser": winner, "loser": loser, "ctx": ctx,
                             "prompt": "Take a Map Fragment, or make the loser lose Health or an Item?"}
        return
    loser_chooses(game, winner, loser, ctx)


def loser_chooses(game: Game, winner: str, loser: str, ctx: dict) -> None:
    if game.chars[loser]["items"]:
        game.s["pending"] = {"type": "pvp_loss", "chooser": loser, "winner": winner, "ctx": ctx,
                             "prompt": "You lost: lose 1 Health or give up an Item?"}
        return
    pvp_health(game, loser)
    after_pvp(game, ctx)


def pvp_health(game: Game, loser: str) -> None:
    resources.lose_health(game, loser, game.n("pvp_loss_health"), "a lost battle")
    if game.chars[loser]["alive"] and game.chars[loser]["realm"] is not None:
        resources.use_bubbles(game, loser, game.n("pvp_loss_bubbles"), "a lost battle underwater")


def take_fragment(game: Game, winner: str, loser: str) -> None:
    f = game.chars[loser]["fragments"].pop(0)
    game.chars[winner]["fragments"].append(f)
    game._ev("fragment_taken", f"{game.chars[winner]['name']} takes a Map Fragment from "
             f"{game.chars[loser]['name']}.", pid=winner, loser=loser)


def after_pvp(game: Game, ctx: dict) -> None:
    if game.s["outcome"] is not None:
        return
    if not game.chars[ctx["pid"]]["alive"]:
        movement.after_death(game)
        return
    if ctx["kind"] == "final":
        rounds.end_turn(game)
        return
    game.phase = Phase.ACT

"""Health, Magic, Bubbles, Gold and Experience gained and lost; Items and Abilities taken and let go; death and
the end of a game."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.prophecy import acting
from game.rules.prophecy import board as B
from game.rules.prophecy import combat as C
from game.rules.prophecy.outcome import ProphecyOutcome

if TYPE_CHECKING:
    from game.rules.prophecy.game import Game


def heal(game: Game, pid: str, n: int) -> int:
    ch = game.chars[pid]
    got = max(0, min(n, ch["strength"] - ch["health"]))
    ch["health"] += got
    return got


def restore_magic(game: Game, pid: str, n: int) -> int:
    ch = game.chars[pid]
    got = max(0, min(n, ch["willpower"] - ch["magic"]))
    ch["magic"] += got
    return got


def regain_bubbles(game: Game, pid: str, n: int) -> int:
    ch = game.chars[pid]
    got = max(0, min(n, ch["bag"] - ch["bubbles"]))
    ch["bubbles"] += got
    return got


def lose_health(game: Game, pid: str, n: int, why: str) -> None:
    """Health lost one cube at a time; owing Health with none left is death."""
    ch = game.chars[pid]
    for _ in range(n):
        if not ch["alive"]:
            return
        if ch["health"] <= 0:
            kill(game, pid, why)
            return
        ch["health"] -= 1
        game._ev("health_lost", f"{ch['name']} loses 1 Health ({why}).", pid=pid, health=ch["health"])


def use_bubbles(game: Game, pid: str, n: int, why: str) -> None:
    """Each Bubble owed with none on the right side costs 1 Health (drowning)."""
    ch = game.chars[pid]
    for _ in range(n):
        if not ch["alive"]:
            return
        if ch["bubbles"] > 0:
            ch["bubbles"] -= 1
            game._ev("bubble_used", f"{ch['name']} uses 1 Bubble ({why}).", pid=pid, bubbles=ch["bubbles"])
        else:
            game._ev("drowning", f"{ch['name']} has no Bubble left and begins to drown.", pid=pid)
            lose_health(game, pid, game.n("drown_health"), "drowning")


def gain(game: Game, pid: str, reward: dict | None, why: str) -> None:
    ch = game.chars[pid]
    for k, v in (reward or {}).items():
        if k == "gold":
            ch["gold"] = max(0, ch["gold"] + v)
        elif k == "experience":
            ch["xp"] = max(0, ch["xp"] + v)
        elif k == "strength":
            ch["strength"] += v
            ch["health"] += v
        elif k == "willpower":
            ch["willpower"] += v
            ch["magic"] += v
        elif k == "health":
            if v < 0:
                lose_health(game, pid, -v, why)
            else:
                heal(game, pid, v)
        elif k == "magic":
            restore_magic(game, pid, v)
        elif k == "bubbles":
            if v < 0:
                use_bubbles(game, pid, -v, why)
            else:
                regain_bubbles(game, pid, v)
        elif k == "item":
            got = game._draw(v)
            if got:
                take_item(game, pid, got)
        if k != "item":
            game._ev("gained", f"{ch['name']}: {k} {v:+d} ({why}).", pid=pid, what=k, n=v)


def take_item(game: Game, pid: str, inst: str) -> None:
    ch = game.chars[pid]
    ch["items"].append(inst)
    card = game.card(inst)
    if card.hands and C.held_hands(game.content, ch) + card.hands <= game.n("hands"):
        ch["held"].append(inst)
    game._ev("item_gained", f"{ch['name']} gains {card.name}.", reveals=True, pid=pid, item=inst)


def let_go(game: Game, pid: str, inst: str) -> None:
    """An Item or Artifact leaves a character's hands and card: it is no longer
    held, nor counted broken, whoever gets it next."""
    ch = game.chars[pid]
    for lst in ("items", "artifacts", "held", "broken"):
        if inst in ch[lst]:
            ch[lst].remove(inst)


def discard_item(game: Game, pid: str, inst: str, to_bottom: bool = False) -> None:
    """An Item leaves its owner: market Items to their discard, realm Items out
    of the game (seed), Treasures to the bottom of the Treasure deck."""
    let_go(game, pid, inst)
    fam = game.card(inst).family
    if fam == "item":
        game.s["decks"][game.card(inst).kind + "_discard"].append(inst)
    elif fam == "treasure":
        if game.s["options"]["variant"] == "treasure_hunters":
            game.s["removed"].append(inst)
        else:
            game.s["decks"]["treasures"].append(inst)
    else:
        game.s["removed"].append(inst)


def discard_ability(game: Game, pid: str, ab: str) -> None:
    game.chars[pid]["abilities"].remove(ab)
    card = game.content.cards[ab]
    if card.kind == "underwater":
        game.s["decks"]["underwater"].append(ab)
    elif card.family == "positive":
        game.s["removed"].append(ab)
    else:
        game.s["ability_decks"][card.get("guild")].append(ab)


def kill(game: Game, pid: str, why: str) -> None:
    """Death (provisional base reading, L): the character leaves the game; her
    Artifacts stay where she died (the text's rule for the Water Realm, used
    on the main board too); everything else goes back to its pile."""
    ch = game.chars[pid]
    ch["alive"] = False
    game._ev("character_died", f"{ch['name']} dies ({why}).", pid=pid)
    arts = list(ch["artifacts"])
    for art in arts:
        let_go(game, pid, art)
    if arts:
        if ch["realm"] is not None:
            game.s["realm"]["lying"].setdefault(B.key(ch["realm"]), []).extend(arts)
        else:
            game.s["spaces"][ch["space"]]["artifacts"].extend(arts)
    for inst in list(ch["items"]):
        discard_item(game, pid, inst)
    for ab in list(ch["abilities"]):
        discard_ability(game, pid, ab)
    spent, ch["fragments"] = ch["fragments"], []
    acting.discard_fragments(game, spent)
    ch["bubbles"] = ch["bag"] = 0
    ch["realm"] = None
    if ch["space"] is None:
        ch["space"] = game.gate_spaces()[0] if game.s["realm"] and game.s["realm"]["gate_plane"] else None
    if len(game.living()) <= 1:
        alive = game.living()
        finish(game, alive[0] if alive else None, "last character standing" if alive else "everyone died")


def finish(game: Game, winner: str | None, how: str) -> None:
    if game.s["outcome"] is None:
        game.s["outcome"] = ProphecyOutcome.of(winner, how, game.s["round"]).to_data()
        game.s["pending"] = None
        who = game.chars[winner]["name"] if winner else "Nobody"
        game._ev("game_over", f"{who} wins: {how}." if winner else f"The game ends: {how}.", winner=winner)

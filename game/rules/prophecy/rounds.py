"""A player's round and turn: starting the game, a round's start (Chance or a Bubble), extra turns, the round's
end and the next player."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.core import Event
from game.rules.prophecy import board as B
from game.rules.prophecy import chance, ending, resources
from game.rules.prophecy.phases import Phase

if TYPE_CHECKING:
    from game.rules.prophecy.game import Game


def start(game: Game) -> list[Event]:
    """Fill the markets, seed the first Adventures and start the first round."""
    game._events = []
    chance.restock(game)
    d = game.s["decks"]
    seen = []
    while d["chance"]:  # the first terrain Chance card seeds the board (public summaries, M)
        c = d["chance"].pop(0)
        if game.card(c).get("effect") == "seed_terrain":
            chance.seed_terrain(game, game.card(c).get("terrain"))
            d["chance_discard"].append(c)
            break
        seen.append(c)
    d["chance"] += seen
    game.rng.shuffle(d["chance"])
    begin_round(game)
    game.s["rng"] = game.rng.to_data()
    return game._events


def new_turn_flags(game: Game, first: bool) -> None:
    old: Any = game.s.get("turn") or {}
    game.s["turn"] = {
        "moved": False, "stayed": False, "attacked": False, "dug": False, "services": [],
        "extra": old.get("extra", 0) if not first else 0,
        "swim_used": old.get("swim_used", False) if not first else False,
        "palace_wait": False, "foe": None,
    }


def begin_round(game: Game) -> None:
    """A new round for the active player (dead players are skipped)."""
    if game.s["outcome"] is not None:
        return
    pid = game.active
    ch = game.chars[pid]
    new_turn_flags(game, first=True)
    game.phase = Phase.MOVE
    game._ev("round_started", f"{ch['name']}'s round {game.s['round']}.", pid=pid, round=game.s["round"])
    if game.s.get("final_due") and not game.s["final_battle"]:
        ending.start_final_battle(game)
        return
    if game.s["final_battle"]:
        game.phase = Phase.FINAL
        holders = [p for p in game.living() if game.chars[p]["artifacts"]]
        if len(holders) <= 1:
            resources.finish(game, holders[0] if holders else None, "the Final Battle is over")
        elif not ch["artifacts"]:
            next_player(game)
        return
    if ch["realm"] is not None:
        # No Chance card in the Water Realm; 1 Bubble at the start of each round
        # (none while waiting in the Undersea Palace, unless the Lord rules it).
        if game.in_palace(pid) and game.s["options"]["variant"] != "lord_of_the_sea":
            return
        resources.use_bubbles(game, pid, game.n("bubble_upkeep"), "air for this round")
        if not ch["alive"]:
            next_player(game)
        return
    chance.chance(game, pid)


def end_turn(game: Game) -> None:
    pid = game.active
    ch = game.chars[pid]
    if ch["alive"] and game.s["realm"] and ch["realm"] is not None:
        lying = game.s["realm"]["lying"].pop(B.key(ch["realm"]), [])
        claim_artifacts(game, pid, lying)
    elif ch["alive"] and ch["space"] and game.s["spaces"][ch["space"]]["artifacts"]:
        lying, game.s["spaces"][ch["space"]]["artifacts"] = game.s["spaces"][ch["space"]]["artifacts"], []
        claim_artifacts(game, pid, lying)
    if game.s["outcome"] is not None:
        return
    if ch["alive"] and game.s["turn"]["extra"] > 0 and not game.s["final_battle"]:
        game.s["turn"]["extra"] -= 1
        new_turn_flags(game, first=False)
        game.s["turn_no"] += 1
        game.phase = Phase.MOVE
        game._ev("extra_turn", f"{ch['name']} takes another turn this round.", pid=pid)
        return
    end_round(game)


def claim_artifacts(game: Game, pid: str, arts: list) -> None:
    if arts:
        game.chars[pid]["artifacts"] += arts
        who, n = game.chars[pid]["name"], len(arts)
        game._ev("artifacts_claimed", f"{who} picks up {n} fallen Artifact." if n == 1
                 else f"{who} picks up {n} fallen Artifacts.",
                 pid=pid, artifacts=arts)
        ending.check_win(game)


def end_round(game: Game) -> None:
    pid = game.active
    ch = game.chars[pid]
    if ch["alive"]:
        owned = {"items": ch["items"], "abilities": ch["abilities"]}
        for what, lst in (("item", "items"), ("ability", "abilities")):
            if len(owned[lst]) > game.limit(what):
                game.s["pending"] = {"type": "limit", "chooser": pid, "what": lst,
                                     "prompt": f"Over the limit of {game.limit(what)}: discard one."}
                return
        # Gold and Experience caps (provisional, L)
        ch["gold"] = min(ch["gold"], game.n("gold_cap"))
        ch["xp"] = min(ch["xp"], game.n("experience_cap"))
    next_player(game)


def next_player(game: Game) -> None:
    if game.s["outcome"] is not None:
        return
    game.s["pending"] = None
    seats = game.s["seats"]
    for _ in range(len(seats)):
        game.s["active"] = (game.s["active"] + 1) % len(seats)
        if game.s["active"] == 0:
            game.s["round"] += 1
            mr = game.s["options"]["max_rounds"]
            if mr and game.s["round"] > mr:
                resources.finish(game, None, f"the {mr}-round limit chosen for this game was reached")
                return
        if game.chars[game.active]["alive"]:
            break
    game.s["turn_no"] += 1
    begin_round(game)

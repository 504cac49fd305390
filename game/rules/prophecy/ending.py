"""How the game ends: four Artifacts, the Final Battle and its battleground."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Action
from game.rules.prophecy import resources
from game.rules.prophecy.phases import Phase

if TYPE_CHECKING:
    from game.rules.prophecy.game import Game


def artifacts_out(game: Game) -> bool:
    """Every Artifact in play is held by a living character (none in a plane,
    in the palace, or lying where someone died)."""
    if any(p["artifacts"] for p in game.s["planes"].values()):
        return False
    if game.s["realm"] and (game.s["realm"]["palace"]["artifacts"] or game.s["realm"]["lying"]):
        return False
    return not any(sp["artifacts"] for sp in game.s["spaces"].values())


def check_win(game: Game) -> None:
    """Four Artifacts win; the fifth comes automatically unless its holder has
    a Pearl of the Abyss. With the Water Realm the game cannot end before its
    Artifact is brought out."""
    if game.s["options"]["variant"] != "standard" or game.s["outcome"] is not None:
        return
    realm = game.s["realm"]
    realm_open = realm is not None and (realm["gate_plane"] is None or realm["palace"]["artifacts"]
                                        or realm["lying"])
    for pid in game.living():
        ch = game.chars[pid]
        if len(ch["artifacts"]) < game.n("artifacts_to_win"):
            continue
        if realm_open:
            continue
        holders = [q for q in game.living() if q != pid and game.chars[q]["artifacts"]]
        if any(game.chars[q]["pearl"] for q in holders):
            continue
        if any(sp["artifacts"] for sp in game.s["spaces"].values()):
            continue
        for q in holders:
            for art in list(game.chars[q]["artifacts"]):
                resources.let_go(game, q, art)
                ch["artifacts"].append(art)
        resources.finish(game, pid, "holds four Artifacts")
        return
    maybe_final_battle(game)


def maybe_final_battle(game: Game) -> None:
    """Once every Artifact is out and nobody has won, the Final Battle begins
    (at the start of the next round, so the current turn ends cleanly)."""
    if (game.s["final_battle"] or game.s["outcome"] is not None or game.s["options"]["variant"] != "standard"
            or not artifacts_out(game)):
        return
    game.s["final_due"] = True


def start_final_battle(game: Game) -> None:
    """Provisional (L): everyone comes back from the realm, the battleground is
    chosen, Artifact holders meet there and fight; each lost battle hands an
    Artifact to the winner, until someone holds four."""
    game.s["final_battle"] = True
    game.phase = Phase.FINAL
    for p in game.living():
        ch = game.chars[p]
        if ch["realm"] is not None:
            ch["realm"], ch["bubbles"], ch["bag"] = None, 0, 0
            ch["space"] = game.gate_spaces()[0]
    game._ev("final_battle", "Every Artifact is out: the Final Battle begins.")
    game.s["pending"] = {"type": "battleground", "chooser": battleground_chooser(game),
                         "prompt": "Choose the battleground for the Final Battle."}


def final_actions(game: Game, pid: str) -> list[Action]:
    ch = game.chars[pid]
    acts = []
    for t in game.living():
        tc = game.chars[t]
        if t == pid or not tc["artifacts"] or not ch["artifacts"]:
            continue
        acts.append(Action.make("attack", target=t, battle="strength", maps=False))
        if ch["magic"] >= game.n("force_wills_magic_vs_character") + len(tc["artifacts"]):
            acts.append(Action.make("attack", target=t, battle="wills", maps=False))
    return acts or [Action.make("end_turn")]


def battleground_chooser(game: Game) -> str:
    """The holder of the battleground Artifact; else the lowest numeral of the
    new set; else (ours) the first holder in seat order."""
    holders = [p for p in game.living() if game.chars[p]["artifacts"]]
    for p in holders:
        if any(game.content.cards[a].get("battleground_chooser") for a in game.chars[p]["artifacts"]):
            return p
    best = None
    for p in holders:
        for art in game.chars[p]["artifacts"]:
            num = game.content.cards[art].get("numeral")
            if num and (best is None or num < best[0]):
                best = (num, p)
    return best[1] if best else holders[0]

"""The Nightmares' abilities: when one is offered, and on which dreams it may be used."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.lucidity import decisions, tray
from game.rules.lucidity.basics import ROWS

if TYPE_CHECKING:
    from game.rules.lucidity.game import Game


def offer_ability(game: Game, nm: int, ability: str) -> None:
    victim = game.resolver
    if ability in ("covet",) and not tray.card_dice(game, victim):
        return
    if ability == "maul" and not maul_targets(game, victim):
        return
    if ability == "tempt" and not tempt_gifts(game, nm):
        return
    decisions.ask(game, "ability", nm, ability=ability, **{"for": victim})


def maul_targets(game: Game, i: int) -> list[int]:
    rows = game.seats[i]["rows"]
    return [d for r in ROWS if r not in ("hunt", "power") for d in rows[r]]


def tempt_gifts(game: Game, nm: int) -> list[int]:
    return [d for d in game.seats[nm]["rows"]["power"] if game.faces[d] == "power"]

"""The Nightmares' abilities: when one is offered, and on which dreams it may be used (the dice on a
seat's card)."""
from __future__ import annotations

from game.rules.lucidity.asking import ask
from game.rules.lucidity.basics import ROWS
from game.rules.lucidity.setup_data import die_colour
from game.rules.lucidity.table import Table


def offer_ability(game: Table, nm: int, ability: str) -> None:
    victim = game.resolver
    if ability in ("covet",) and not card_dice(game, victim):
        return
    if ability == "maul" and not maul_targets(game, victim):
        return
    if ability == "tempt" and not tempt_gifts(game, nm):
        return
    ask(game, "ability", nm, ability=ability, **{"for": victim})


def maul_targets(game: Table, i: int) -> list[int]:
    rows = game.seats[i]["rows"]
    return [d for r in ROWS if r not in ("hunt", "power") for d in rows[r]]


def tempt_gifts(game: Table, nm: int) -> list[int]:
    return [d for d in game.seats[nm]["rows"]["power"] if game.faces[d] == "power"]


def card_dice(game: Table, i: int, skip_green_shadows: bool = False) -> list[int]:
    rows = game.seats[i]["rows"]
    return [d for r in ROWS for d in rows[r]
            if not (skip_green_shadows and die_colour(d) == "green" and game.faces[d] == "shadow")]

"""Resolving the tray: the order (a forced die, Power, Hunt, Exhaust, Shadows), the Shadow effects, rerolls
paid with Power."""
from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.rules.core import Action
from game.rules.core.args import ID, INT, INTS, ArgSpec
from game.rules.lucidity import abilities, decisions
from game.rules.lucidity.basics import ACTIONS, FACE_WORDS, ROWS, dreams, row_for
from game.rules.lucidity.setup_data import COLOURS, die_colour

if TYPE_CHECKING:
    from game.rules.lucidity.game import Game


def resolvable(game: Game) -> list[int]:
    """The dice that may be resolved next: a forced die alone, else Power,
    then Hunt, then Exhaust, then the Shadows in any order."""
    if game.first is not None:
        return [game.first]
    for group in (("power", "power2"), ("hunt",), ("exhaust",), ("shadow",)):
        dice = [d for d in game.tray if game.faces[d] in group]
        if dice:
            return dice
    return []


def legal_resolve(game: Game, rerolls: bool = True) -> list[Action]:
    # Actions built directly (args already sorted by name): listed thousands of times a game.
    out = [Action("resolve", (("die", d), ("row", row_for(game.faces[d], die_colour(d)))))  # type: ignore[arg-type]
           for d in resolvable(game)]  # a resolvable die has a face
    return out + legal_rerolls(game) if rerolls else out


def reroll_ok(game: Game, a: Action) -> bool:
    """Pay with a Power of the resolver's of one colour; reroll unresolved dreams of that colour."""
    pay, dice = a.get("pay"), a.get("dice")
    if not isinstance(pay, int) or not isinstance(dice, tuple) or not dice or len(set(dice)) != len(dice):
        return False
    if pay not in game.seats[game.resolver]["rows"]["power"]:
        return False
    return all(d in game.tray and die_colour(d) == die_colour(pay) for d in dice)


def legal_rerolls(game: Game) -> list[Action]:
    out = []
    power = game.seats[game.resolver]["rows"]["power"]
    for c in COLOURS:
        targets = sorted(d for d in game.tray if die_colour(d) == c)
        if not targets:
            continue
        payers: dict = {}
        for d in power:
            if die_colour(d) == c:
                payers.setdefault(game.faces[d], d)
        for face, pay in sorted(payers.items()):
            for k in range(1, len(targets) + 1):
                out += [Action("reroll", (("dice", s), ("pay", pay))) for s in combinations(targets, k)]
    return out


@ACTIONS.action("resolve", ArgSpec({"die": INT, "row": ID}))
def do_resolve(game: Game, a: Action) -> None:
    resolve(game, a["die"])


def resolve(game: Game, d: int) -> None:
    seat = game.seats[game.resolver]
    c, face = die_colour(d), str(game.faces[d])  # a die in the tray was rolled: it has a face
    game.tray.remove(d)
    if game.first == d:
        game.first = None
    nm = game.claimed_by(c)
    card = game.nightmares[c]
    if nm is not None and face in card["takes"]:
        game.faces[d] = "power"
        game.seats[nm]["rows"]["power"].append(d)
        game._emit("taken", f"The {card['name']} takes the {c} {FACE_WORDS[face]} and gains a Power.",
                   die=d, seat=nm, victim=game.resolver, face=face)
        abilities.offer_ability(game, nm, card["ability"])
        return
    row = row_for(face, c)
    seat["rows"][row].append(d)
    where = f"{row} Shadow row" if row in COLOURS else f"{row.capitalize()} row"
    game._emit("placed", f"{game._name(game.resolver)} places a {c} {FACE_WORDS[face]} in the {where}.",
               die=d, seat=game.resolver, row=row, face=face)
    if face == "shadow":
        shadow_effect(game, c)


def shadow_effect(game: Game, c: str) -> None:
    """The four Shadow effects (the rulebook's box under the resolution order)."""
    me = game.resolver
    if c == "blue":  # the Depths: one more dream from the bag
        dream_into_tray(game)
    elif c == "green":  # Envy: the next player picks a dream of yours to reroll
        if card_dice(game, me, skip_green_shadows=True):
            decisions.ask(game, "envy", game.next_seat(me), **{"for": me})
    elif c == "yellow":  # Imprisonment: an Exhaust dream turns on its side
        upright = [d for d in game.seats[me]["rows"]["exhaust"] if d not in game.rotated]
        if upright:
            game.rotated.add(upright[0])
            game._emit("rotated", f"{game._name(me)}'s Exhaust dream turns on its side.", die=upright[0], seat=me)
    elif c == "red":  # Primeval Fear: may move a dream to the Hunt row
        if fear_movable(game, me):
            decisions.ask(game, "fear", me)


def fear_movable(game: Game, i: int) -> list[int]:
    moves = game.content["fear_shadow_moves"]
    rows = game.seats[i]["rows"]
    return [d for r in ROWS if r not in ("hunt", "power") for d in rows[r] if game.faces[d] in moves]


def card_dice(game: Game, i: int, skip_green_shadows: bool = False) -> list[int]:
    rows = game.seats[i]["rows"]
    return [d for r in ROWS for d in rows[r]
            if not (skip_green_shadows and die_colour(d) == "green" and game.faces[d] == "shadow")]


def dream_into_tray(game: Game) -> None:
    got = game._take_from_bag(1)
    if not got:
        return
    d = got[0]
    game.faces[d] = game._roll(d)
    game.tray.append(d)
    game._emit("rolled", f"{game._name(game.resolver)} draws and rolls one more dream.", reveals=True,
               seat=game.resolver, dice=[game._die(d)])
    force_if_not_shadow(game, d)


def reroll_from_card(game: Game, d: int) -> None:
    rows = game.seats[game.resolver]["rows"]
    for r in ROWS:
        if d in rows[r]:
            rows[r].remove(d)
    game.rotated.discard(d)
    game.faces[d] = game._roll(d)
    game.tray.append(d)
    game._emit("rolled", f"{game._name(game.resolver)} rerolls a dream from the card.", reveals=True,
               seat=game.resolver, dice=[game._die(d)])
    force_if_not_shadow(game, d)


def force_if_not_shadow(game: Game, d: int) -> None:
    if game.faces[d] != "shadow":
        game.first = d  # "if it is not a Shadow, resolve it before any others"


@ACTIONS.action("reroll", ArgSpec({"pay": INT, "dice": INTS}))
def do_reroll(game: Game, a: Action) -> None:
    pay, dice = a["pay"], list(a["dice"])
    c = die_colour(pay)
    game.seats[game.resolver]["rows"]["power"].remove(pay)
    if game.claimed_by(c) is None:
        game.cards[c].append(pay)  # spent Power feeds the unclaimed Nightmare of its colour
    else:
        game.faces[pay] = None
        game.bag.append(pay)
    for d in dice:
        game.faces[d] = game._roll(d)
        if game.first == d and game.faces[d] == "shadow":
            game.first = None
    game._emit("rerolled", f"{game._name(game.resolver)} spends a {c} Power to reroll {dreams(len(dice))}.",
               reveals=True, seat=game.resolver, pay=pay, dice=[game._die(d) for d in dice])

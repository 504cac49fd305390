"""A Nightmare's turn: consume a Power of its colour, or send minions at a Dreamer."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Action
from game.rules.core.args import INT, NO_ARGS, ArgSpec
from game.rules.lucidity import decisions, tray, turns
from game.rules.lucidity.basics import ACTIONS
from game.rules.lucidity.phases import Phase
from game.rules.lucidity.setup_data import die_colour

if TYPE_CHECKING:
    from game.rules.lucidity.game import Game


def legal_nightmare(game: Game) -> list[Action]:
    me = game.seats[game.current]
    out = []
    for i, s in enumerate(game.seats):
        if i == game.current:
            continue
        seen = set()
        for d in s["rows"]["power"]:
            if die_colour(d) == me["colour"] and game.faces[d] not in seen:
                seen.add(game.faces[d])
                out.append(Action.make("consume", die=d))
    if game.bag and game.dreamers():
        out.append(Action.make("send_minions"))
    return out or [Action.make("pass")]


@ACTIONS.action("consume", ArgSpec({"die": INT}))
def do_consume(game: Game, a: Action) -> None:
    d = a["die"]
    owner = next(i for i, s in enumerate(game.seats) if d in s["rows"]["power"])
    game.seats[owner]["rows"]["power"].remove(d)
    game.seats[game.current]["rows"]["power"].append(d)
    game._emit("consumed", f"{game._name(game.current)} consumes a Power of {game._name(owner)}'s.",
               seat=game.current, victim=owner, die=d)
    turns.end_turn(game)


@ACTIONS.action("send_minions", NO_ARGS)
def do_send_minions(game: Game, a: Action) -> None:
    got = game._take_from_bag(2)
    game.drawn.extend(got)
    who, n = game._name(game.current), len(got)
    game._emit("drawn", f"{who} draws {n} minion." if n == 1 else f"{who} draws {n} minions.", reveals=True,
               seat=game.current, dice=list(got), colours=[die_colour(d) for d in got])
    decisions.ask(game, "minion", game.current, dice=list(got))


def give_minion(game: Game, p: dict, a: Action) -> None:
    d = a["give"]
    target = next(i for i, s in enumerate(game.seats) if s["id"] == a["to"])
    for other in game.drawn:
        if other != d:
            game.bag.append(other)
    game.drawn = []
    game.faces[d] = game._roll(d)
    game.tray.append(d)
    game.resolver, game.minion_from, game.phase = target, game.current, Phase.RESOLVE
    game._emit("minion", f"{game._name(game.current)} sends a minion at {game._name(target)}.", reveals=True,
               seat=game.current, target=target, dice=[game._die(d)])


@ACTIONS.action("pass", NO_ARGS)
def do_pass(game: Game, a: Action) -> None:
    game._emit("passed", f"{game._name(game.current)} waits in the dark.", seat=game.current)
    turns.end_turn(game)

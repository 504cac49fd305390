"""A Dreamer's turn begins: choosing a sleep track, drawing from the bag (the Worst Case rule), returning two
dreams and rolling the rest."""
from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.rules.core import Action
from game.rules.core.args import ID, INT, INTS, ArgSpec
from game.rules.lucidity import decisions, tray
from game.rules.lucidity.basics import ACTIONS, dreams
from game.rules.lucidity.phases import Phase
from game.rules.lucidity.setup_data import RETURN_AFTER_DRAW, die_colour

if TYPE_CHECKING:
    from game.rules.lucidity.game import Game


def legal_track(game: Game) -> list[Action]:
    return [Action.make("choose_track", track=t) for t in game.content["sleep_tracks"]]


@ACTIONS.action("choose_track", ArgSpec({"track": ID}))
def do_choose_track(game: Game, a: Action) -> None:
    game.track, game.step = a["track"], 0
    game._emit("track_chosen", f"{game._name(game.current)} sleeps on the {game.track} track.",
               seat=game.current, track=game.track)
    game.phase = Phase.DRAW


def legal_draw(game: Game) -> list[Action]:
    n = game.draw_count()
    out = [Action.make("draw", count=n)]
    if len(game.bag) > n:  # the Worst Case rule: a hand that comes out of the bag with one too many
        out.append(Action.make("draw", count=n + 1))
    return out


@ACTIONS.action("draw", ArgSpec({"count": INT}))
def do_draw(game: Game, a: Action) -> None:
    got = game._take_from_bag(a["count"])
    game.drawn.extend(got)
    game._emit("drawn", f"{game._name(game.current)} draws {dreams(len(got))}.", reveals=True,
               seat=game.current, dice=list(got), colours=[die_colour(d) for d in got])
    excess = len(game.drawn) - game.draw_count()
    if excess > 0:
        decisions.ask(game, "excess", game.next_seat(game.current), count=excess, **{"for": game.current})
    else:
        after_draw(game)


def after_draw(game: Game) -> None:
    if game.bag_ran_out:  # the bag is empty: roll everything that is left
        roll_drawn(game)
    else:
        game.phase = Phase.SELECT


def legal_select(game: Game) -> list[Action]:
    k = min(RETURN_AFTER_DRAW, len(game.drawn))
    out = [Action("return_dreams", (("dice", c),)) for c in combinations(sorted(game.drawn), k)]
    if len(game.drawn) > k:  # the Worst Case rule: one dream too many goes back
        out += [Action("return_dreams", (("dice", c),)) for c in combinations(sorted(game.drawn), k + 1)]
    return out


@ACTIONS.action("return_dreams", ArgSpec({"dice": INTS}))
def do_return_dreams(game: Game, a: Action) -> None:
    dice = list(a["dice"])
    for d in dice:
        game.drawn.remove(d)
        game.bag.append(d)
    game._emit("returned", f"{game._name(game.current)} returns {dreams(len(dice))} to the bag.",
               seat=game.current, dice=dice)
    extra = len(dice) - RETURN_AFTER_DRAW
    if extra > 0:
        decisions.ask(game, "replace", game.next_seat(game.current), count=extra, **{"for": game.current})
    else:
        roll_drawn(game)


def roll_drawn(game: Game) -> None:
    dice, game.drawn = game.drawn, []
    for d in dice:
        game.faces[d] = game._roll(d)
    game.tray.extend(dice)
    game.resolver = game.current
    game._emit("rolled", f"{game._name(game.current)} rolls {dreams(len(dice))}.", reveals=True,
               seat=game.current, dice=[game._die(d) for d in dice])
    game.phase = Phase.RESOLVE

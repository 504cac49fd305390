"""Turns and the end of the night: the next player, the final turns, the solo night, the outcome."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.lucidity import checks, tray
from game.rules.lucidity.basics import dreams
from game.rules.lucidity.outcome import LucidityOutcome
from game.rules.lucidity.phases import Phase
from game.rules.lucidity.setup_data import POWER_TO_END, die_colour

if TYPE_CHECKING:
    from game.rules.lucidity.game import Game


def end_turn(game: Game) -> None:
    if game.outcome is not None:
        return
    if game.solo:
        end_solo_turn(game)
        return
    if game.bag_ran_out:
        finish(game, "The bag is empty: the player with the most Power wins.")
        return
    if game.final_queue is None and any(game.power(i) >= POWER_TO_END for i in range(len(game.seats))
                                        if game.seats[i]["status"] != "eliminated"):
        n = len(game.seats)
        order = [(game.current + k) % n for k in range(1, n)]
        game.final_queue = [i for i in order if game.seats[i]["status"] == "dreamer"]
        game._emit("final_turns", "Someone holds 15 Power: every other Dreamer takes a final turn.",
                   seats=list(game.final_queue))
    if game.final_queue is not None:
        game.final_queue = [i for i in game.final_queue if game.seats[i]["status"] == "dreamer"]
        if not game.final_queue:
            finish(game, "The final turns are over: the player with the most Power wins.")
            return
        start_turn(game, game.final_queue.pop(0))
        return
    n = len(game.seats)
    nxt = next((game.current + k) % n for k in range(1, n + 1)
               if game.seats[(game.current + k) % n]["status"] != "eliminated")
    start_turn(game, nxt)


def end_solo_turn(game: Game) -> None:
    """Our single-player variant: the night moves on between turns."""
    solo = game.content["solo"]
    if game.seats[0]["status"] != "dreamer":
        finish(game, "The dream has taken you.", winners=[])
        return
    if game.power(0) >= solo["goal"]:
        finish(game, "You wake up: the dream's hold is broken.", winners=[0])
        return
    got = game._take_from_bag(solo["night_draws"])
    for d in got:
        game.faces[d] = "power"  # the Nightmares grow
        game.cards[die_colour(d)].append(d)
    game._emit("night", f"The Nightmares gather {dreams(len(got))}.", reveals=True,
               dice=[game._die(d, face=False) for d in got])
    minions = game._take_from_bag(solo["minions"])
    if game.bag_ran_out:
        game.bag.extend(minions)
        finish(game, "The bag is empty before you woke: the Nightmares win.", winners=[])
        return
    # The Nightmares send minions: rolled onto your card before your next turn.
    for d in minions:
        game.faces[d] = game._roll(d)
    game.tray.extend(minions)
    game.resolver, game.minion_from, game.phase = 0, -1, Phase.RESOLVE
    game.track, game.step, game.flags = None, 0, {}
    n = len(minions)
    game._emit("minion", f"The Nightmares send {n} minion at you." if n == 1
               else f"The Nightmares send {n} minions at you.", reveals=True,
               seat=-1, target=0, dice=[game._die(d) for d in minions])
    if not minions:
        checks.check_rows(game, 0)


def start_turn(game: Game, i: int) -> None:
    game.current = game.resolver = i
    game.track, game.step, game.first, game.flags = None, 0, None, {}
    game.turn_number += 1
    game.phase = Phase.TRACK if game.seats[i]["status"] == "dreamer" else Phase.NIGHTMARE
    game._emit("turn", f"{game._name(i)}'s turn.", seat=i, nightmare=game.phase == Phase.NIGHTMARE)


def finish(game: Game, reason: str, winners: list[int] | None = None) -> None:
    standing = [i for i, s in enumerate(game.seats) if s["status"] != "eliminated"]
    if winners is None:
        best = max((game.power(i) for i in standing), default=0)
        winners = [i for i in standing if game.power(i) == best]
    game.outcome = LucidityOutcome.of([game.seats[i]["id"] for i in winners], reason,
                                      {s["id"]: game.power(i) for i, s in enumerate(game.seats)},
                                      game.turn_number)
    game.phase = Phase.OVER
    game._emit("game_over", reason, winners=list(winners))

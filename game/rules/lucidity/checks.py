"""The filled-row checks after a roll: caught by the Hunt, exhausted, becoming a Nightmare; then what comes
next."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.lucidity import decisions, turns
from game.rules.lucidity.basics import ROWS
from game.rules.lucidity.phases import Phase
from game.rules.lucidity.setup_data import COLOURS, EXHAUST_LIMIT, HUNT_LIMIT, die_colour

if TYPE_CHECKING:
    from game.rules.lucidity.game import Game


def settle(game: Game) -> None:
    """After an action: when the tray is done and no one is being asked,
    run the checks of the roll (repeats while nothing waits)."""
    if (game.outcome is None and game.pend is None and game.phase == Phase.RESOLVE
            and not game.tray and game.first is None):
        check_rows(game, game.resolver)


def check_rows(game: Game, i: int) -> None:
    seat = game.seats[i]
    if len(seat["rows"]["hunt"]) >= HUNT_LIMIT:
        hunt = [game._die(d) for d in seat["rows"]["hunt"]]  # the dice that caught them, for the table to show
        clear_card(game, i, keep_power=False)
        seat["status"] = "eliminated"
        game._emit("eliminated", f"{game._name(i)} is caught by the Hunt and eliminated.", seat=i, hunt=hunt)
        after_checks(game, i)
        return
    if game.exhaust_count(i) >= EXHAUST_LIMIT:
        if i == game.current:
            game.flags["exhausted"] = True
        got = game._take_from_bag(1)
        lost = []
        if got:
            c = die_colour(got[0])
            lost = [d for d in seat["rows"]["power"] if die_colour(d) == c]
            for d in lost:
                seat["rows"]["power"].remove(d)
                game.faces[d] = None
            game.bag.extend(got + lost)
        who, n = game._name(i), len(lost)
        game._emit("exhausted", f"{who} is exhausted and loses {n} Power dream." if n == 1
                   else f"{who} is exhausted and loses {n} Power dreams.",
                   reveals=True, seat=i, drawn=[game._die(d, face=False) for d in got], lost=lost)
    limit = game.shadow_limit()
    counts = {c: len(seat["rows"][c]) for c in COLOURS if game.claimed_by(c) is None}
    full = {c: n for c, n in counts.items() if n >= limit}
    if full:
        top = max(full.values())
        tied = [c for c in COLOURS if full.get(c) == top]
        if len(tied) > 1:
            decisions.ask(game, "colour", i, colours=tied)  # a tie: the player chooses
            return
        become(game, i, tied[0])
    after_checks(game, i)


def become(game: Game, i: int, c: str) -> None:
    seat = game.seats[i]
    clear_card(game, i, keep_power=True)
    seat["status"], seat["colour"] = "nightmare", c
    stash, game.cards[c] = game.cards[c], []
    seat["rows"]["power"].extend(stash)
    game._emit("became_nightmare", f"{game._name(i)} becomes the {game.nightmares[c]['name']}.",
               seat=i, colour=c, gained=list(stash))


def after_checks(game: Game, i: int) -> None:
    if game.solo and game.seats[0]["status"] != "dreamer":
        turns.finish(game, "The dream has taken you.", winners=[])
        return
    if not game.dreamers():
        turns.finish(game, "No Dreamers remain: the Nightmare with the most Power wins.")
        return
    if game.minion_from is not None:  # a minion is resolved: the Nightmare's turn ends
        night, game.minion_from = game.minion_from < 0, None
        if night:  # the solo night is over: the Dreamer's next turn
            turns.start_turn(game, 0)
        else:
            turns.end_turn(game)
    elif game.seats[i]["status"] != "dreamer":
        turns.end_turn(game)
    else:
        game.phase = Phase.REST


def clear_card(game: Game, i: int, keep_power: bool) -> None:
    rows = game.seats[i]["rows"]
    for r in ROWS:
        if keep_power and r == "power":
            continue
        for d in rows[r]:
            game.faces[d] = None
            game.rotated.discard(d)
        game.bag.extend(rows[r])
        rows[r] = []

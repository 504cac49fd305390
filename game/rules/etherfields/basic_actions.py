"""The basic actions: pass, Gain a Shining Gem (discard 3), and spend Hours to
add Turns (at any moment of a Slumber or Dream)."""
from __future__ import annotations

from game.rules.core import Action, IllegalAction
from game.rules.core.args import ID, IDS, INT, ArgSpec
from game.rules.etherfields.dreamers import dreamer
from game.rules.etherfields.engine import action, resolve, step
from game.rules.etherfields.phases import Mode, Phase
from game.rules.etherfields import steps as do
from game.rules.etherfields.acting import acting_dreamers, bump_activity, can_act
from game.rules.etherfields.paying import ITEM, discard_payment, payment_defs


def _legal_basic(game) -> list[Action]:
    if game.phase != Phase.ACTIONS:
        return hours_spending(game)
    out = []
    for d in acting_dreamers(game):
        if not d.passed:
            out.append(Action("pass", (("dreamer", d.id),)))
        if len(d.hand) >= 3 and game.pool("gem") > 0:
            out.append(Action("gain_gem", (("cards", tuple(d.hand[:3])), ("dreamer", d.id))))
    return out + hours_spending(game)


def can_spend_hours(game) -> bool:
    """Hours are spent at any moment of a Slumber or Dream (EN p.15): any
    step of a Turn, a waiting choice included, until Out of Turns begins."""
    return game.mode in (Mode.SLUMBER, Mode.DREAM) and game.phase in (Phase.DRAW, Phase.ACTIONS, Phase.DREAMSCAPE)


SPEND_ONE_HOUR = Action.make("spend_hours", hours=1)


def hours_spending(game) -> list[Action]:
    return [SPEND_ONE_HOUR] if game.hours > 0 and can_spend_hours(game) else []


@action("pass", legal=_legal_basic, args=ArgSpec({"dreamer": ID}))
def _act_pass(game, a: Action) -> None:
    d = dreamer(game, a["dreamer"])
    if game.phase != Phase.ACTIONS:
        raise IllegalAction("Passing ends your part of the Card and Action step; it is not that step now.")
    can_act(game, d.id)
    resolve(game, do.pass_turn(d.id))


@step("pass_turn")
def _pass_turn(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    d.passed = True
    game.emit("passed", f"{game.name(d.id)} is done for this Turn.", dreamer=d.id)
    if game.options["play_order"] == "rounds":
        next_round(game)


def next_round(game) -> None:
    """Ordered rounds: a round in which the Dreamer did nothing is a pass;
    the step ends when every Dreamer passes in a row."""
    game.consecutive_passes = 0 if game.round_acted else game.consecutive_passes + 1
    game.round_acted = False
    game.dream_action_used = False
    alive = [d for d in game.order if not game.dreamers[d].dead]
    living = [d for d in game.dreamers.values() if not d.dead]
    if game.consecutive_passes >= len(alive):
        for d in living:
            d.passed = True
        return
    for d in living:
        d.passed = False
    i = alive.index(game.active)
    game.active = alive[(i + 1) % len(alive)]


@action("gain_gem", listed_with="pass", args=ArgSpec({"dreamer": ID, "cards": IDS}))
def _act_gain_gem(game, a: Action) -> None:
    """Discard 3 Influence cards from hand to gain 1 Shining Gem."""
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    cards = list(a.get("cards", ()) or ())
    if len(cards) != 3:
        raise IllegalAction("Gaining a Shining Gem takes exactly 3 cards from your hand.")
    payment_defs(game, d, cards)
    if any(c.startswith(ITEM) for c in cards):
        raise IllegalAction("Only Influence cards from your hand pay for a Shining Gem.")
    if game.pool("gem") <= 0:
        raise IllegalAction("No Shining Gems are left in the supply.")
    bump_activity(game, d)
    discard_payment(game, d, cards)
    resolve(game, do.gem_bought(d.id))


@step("gem_bought")
def _gem_bought(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    d.gems += 1
    game.emit("gem", f"{game.name(d.id)} gains a Shining Gem.", dreamer=d.id)


@action("spend_hours", listed_with="pass", args=ArgSpec({"hours": INT}))
def _act_spend_hours(game, a: Action) -> None:
    """Spend X Hours at any time in a Slumber or Dream to add X Turns."""
    n = a["hours"]
    if not can_spend_hours(game):
        raise IllegalAction("Hours are spent during a Slumber or Dream, before its Out of Turns.")
    if n < 1:
        raise IllegalAction("Spend at least 1 Hour.")
    if n > game.hours:
        raise IllegalAction(f"The Clock shows only {game.hours} Hour." if game.hours == 1
                            else f"The Clock shows only {game.hours} Hours.")
    resolve(game, do.spend_hours(n))
    game.push(do.add_turns(n))


@step("spend_hours")
def _spend_hours(game, s: dict) -> None:
    n = s["count"]
    game.hours -= n
    game.emit("hours", f"The Team spends {n} Hour to add {n} Turn." if n == 1
              else f"The Team spends {n} Hours to add {n} Turns.", amount=-n)

"""Moving Dreamers: Move and Effort.

Move: discard cards and active Items, then move up to their total movement
value. Effort (once per Turn): lose X Hours to Move X.
"""
from __future__ import annotations

from game.rules.core import Action, IllegalAction
from game.rules.core.args import FLAG, ID, IDS, POS, ArgSpec
from game.rules.etherfields import intent as pay
from game.rules.etherfields.dreamers import dreamer
from game.rules.etherfields.effects import trap_steps
from game.rules.etherfields.engine import action, step
from game.rules.etherfields.geometry import dreamer_destinations, sorted_destinations
from game.rules.etherfields.phases import Phase
from game.rules.etherfields import steps as do
from game.rules.etherfields.acting import bump_activity, can_act, listing_memo
from game.rules.etherfields.paying import (
    boost_allowed, discard_payment, payment_defs, sources_of, start_boost,
)


def move_options(game, who: str, budget: int | None = None) -> dict:
    """Where this Dreamer may Move now, with the path length of each."""
    d = game.dreamers[who]
    if d.pos is None:
        return {}
    if budget is None:
        budget = sum(defn.move for _, defn in sources_of(game, d))
    return dreamer_destinations(game.dreamscape, game.figures(), who, budget)


def _legal_move(game) -> list[Action]:
    if game.phase != Phase.ACTIONS:
        return []
    out: list = []
    figures = None  # one look at who stands where serves every Dreamer's Moves
    memo = listing_memo(game, game._move_memo)
    for d in game.dreamers.values():
        if d.dead or d.pos is None or game.states.get(d.id) == "paralyzed":
            continue
        if game.options["play_order"] == "rounds" and d.id != game.active:
            continue
        if figures is None:
            figures = game.figures()
            standing = tuple(figures)
        # A Dreamer's Moves follow from their hand, the active Items, where every
        # figure stands and the Hours left for an Effort: after another Dreamer
        # plays a card, the next listing asks the very same question.
        effort = game.hours if not d.effort_used else 0
        key = (d.id, tuple(d.hand), tuple(game.team.items), standing, effort)
        found = memo.get(key)
        if found is None:
            found = memo[key] = _dreamer_moves(game, d, figures, effort)
        out += found
    return out


def _dreamer_moves(game, d, figures, effort: int) -> tuple[Action, ...]:
    """One Dreamer's Moves, each paid with the fewest cards, and Efforts."""
    # Largest movement values first: the fewest cards that reach each distance.
    values = [(defn.move, src) for src, defn in sources_of(game, d)]
    values = [v for v in values if v[0] > 0]
    values.sort(key=_minus_first)
    reach, total = [], 0
    for v, _ in values:
        total += v
        reach.append(total)
    # Built directly (args already in sorted order): this list is made for every
    # reachable space on every call, and Action.make's checks would dominate.
    out = []
    paying: dict[int, tuple] = {}  # distance -> the cards that pay it
    for dest, dist in sorted_destinations(game.dreamscape, figures, d.id, total):
        pay_with = paying.get(dist)
        if pay_with is None:
            k = next(i for i, r in enumerate(reach) if r >= dist)
            pay_with = paying[dist] = tuple(s for _, s in values[:k + 1])
        out.append(Action("move", (("dreamer", d.id), ("pay", pay_with), ("to", dest))))
    if effort > 0:
        for dest, _ in sorted_destinations(game.dreamscape, figures, d.id, effort):
            out.append(Action("effort", (("dreamer", d.id), ("to", dest))))
    return tuple(out)


def _minus_first(pair: tuple) -> int:
    return -pair[0]


@action("move", legal=_legal_move, args=ArgSpec({"dreamer": ID, "to": POS}, {"pay": IDS, "boost": FLAG}))
def _act_move(game, a: Action) -> None:
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    if game.states.get(d.id) == "paralyzed":
        raise IllegalAction(f"{game.name(d.id)} is Paralyzed and cannot Move until this Dreamers Phase ends.")
    dest = tuple(a["to"])
    sources = list(a.get("pay", ()) or ())
    defs = payment_defs(game, d, sources)
    moved = pay.movement_paid(defs)
    dist = game.dreamscape.distance(d.pos, dest)
    if dist is None:
        raise IllegalAction("There is no way there: Walls or Blocked spaces stand in between.")
    reach = dreamer_destinations(game.dreamscape, game.figures(), d.id, dist)
    if dest not in reach:
        if dest == d.pos:
            raise IllegalAction(f"{game.name(d.id)} is already there.")
        raise IllegalAction("That space is full: a Dreamer may pass through it but not stop there.")
    boost = bool(a.get("boost"))
    for defn in defs:
        if defn.move <= 0:
            raise IllegalAction(f"{defn.name} has no movement value.")
    if boost:
        boost_allowed(game, d, moved)
    elif moved < dist:
        raise IllegalAction(f"That space is {dist} away; the cards give {moved} movement.")
    bump_activity(game, d)
    discard_payment(game, d, sources)
    go = [do.move_dreamer(d.id, dest)]
    if boost:
        start_boost(game, d, dist, moved, go, "The Move")
    else:
        game.push(*go)


@action("effort", listed_with="move", args=ArgSpec({"dreamer": ID, "to": POS}))
def _act_effort(game, a: Action) -> None:
    """Effort: once per Turn, lose X Hours to Move X spaces."""
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    if game.states.get(d.id) == "paralyzed":
        raise IllegalAction(f"{game.name(d.id)} is Paralyzed and cannot Move until this Dreamers Phase ends.")
    if d.effort_used:
        raise IllegalAction("Effort can be made once per Turn.")
    dest = tuple(a["to"])
    reach = dreamer_destinations(game.dreamscape, game.figures(), d.id, game.hours)
    if dest not in reach:
        raise IllegalAction(f"The Clock shows {game.hours} Hour: not enough to reach that space." if game.hours == 1
                            else f"The Clock shows {game.hours} Hours: not enough to reach that space.")
    bump_activity(game, d)
    game.push(do.effort(d.id, reach[dest]), do.move_dreamer(d.id, dest))


@step("effort")
def _effort(game, s: dict) -> None:
    """The Effort made: once per Turn, its Hours lost from the Clock."""
    d, hours = game.dreamers[s["dreamer"]], s["hours"]
    d.effort_used = True
    game.hours -= hours
    game.emit("hours", f"{game.name(d.id)} makes an Effort: {hours} Hour lost." if hours == 1
              else f"{game.name(d.id)} makes an Effort: {hours} Hours lost.", amount=-hours)


@step("move_dreamer")
def _move_dreamer(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    dest = tuple(s["to"])
    path = game.dreamscape.path(d.pos, dest) or [d.pos, dest]
    d.pos = dest
    steps = len(path) - 1
    game.emit("dreamer_moved", f"{game.name(d.id)} moves {steps} space." if steps == 1
              else f"{game.name(d.id)} moves {steps} spaces.", dreamer=d.id,
              path=[list(p) for p in path])
    traps = [p for p in path[1:] if game.dreamscape.spaces[p].has("trap")]
    for p in traps:  # moving through a Trap springs it, and so does ending the Move on one
        game.push(*trap_steps(game, d.id, p))

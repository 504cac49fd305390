"""The Dreamers Entrance: where the Dreamers stand as a Slumber or Dream begins.

EN p.10 (2.0 "Dreamers Entrance"): as a Slumber or Dream starts, every
Dreamer stands on an Entrance space of their choice; the icon sits between
two spaces, and both count. The rules first stand the Dreamers over the
Entrance spaces in seat order (a seed's play keeps its positions); then,
without a Decision holding up the first Turn, each Dreamer may step to
another Entrance space for free ("enter"), until they do anything else or
the first Turn's Dreamscape Phase begins. Entering is a choice of where to
start, not a Move: it pays nothing, springs no Trap and is made once.
"""
from __future__ import annotations

from game.rules.core import Action, IllegalAction
from game.rules.core.args import ID, POS, ArgSpec
from game.rules.etherfields.dreamers import dreamer
from game.rules.etherfields.engine import action, resolve, step
from game.rules.etherfields.geometry import is_full, space_label
from game.rules.etherfields.phases import Phase
from game.rules.etherfields import steps as do

# Actions that leave the Entrance choice open: the Draw step comes before
# anyone plays, and entering is the choice itself.
KEEPS_CHOICE = frozenset({"enter", "draw", "choose"})


def place_dreamers(game) -> None:
    """Stand every Dreamer on an Entrance space, seat order round the
    Entrance spaces (on a map without one, round its spaces); the living
    may still choose another one (see `enter`)."""
    ds = game.dreamscape
    spaces = ds.with_feature("entrance") or sorted(ds.spaces)
    for i, d in enumerate(game.dreamers.values()):
        d.pos = spaces[i % len(spaces)] if spaces else None
    game.entering = [d.id for d in game.dreamers.values() if not d.dead and d.pos is not None]


def _legal_enter(game) -> list[Action]:
    if not game.entering or game.phase not in (Phase.DRAW, Phase.ACTIONS):
        return []
    spaces = game.dreamscape.with_feature("entrance")
    figures = game.figures()
    out = []
    for who in game.entering:
        d = game.dreamers.get(who)
        if d is None or d.dead or d.pos not in spaces:
            continue
        out += [Action("enter", (("dreamer", who), ("to", p))) for p in spaces
                if p != d.pos and not is_full(figures, p, ignoring=who)]
    return out


@action("enter", legal=_legal_enter, args=ArgSpec({"dreamer": ID, "to": POS}))
def _act_enter(game, a: Action) -> None:
    """Go to another Entrance space before acting in the first Turn."""
    d = dreamer(game, a["dreamer"])
    name = game.name(d.id)
    if game.phase not in (Phase.DRAW, Phase.ACTIONS):
        raise IllegalAction("Dreamers pick their Entrance space in the first Turn of a Slumber or Dream, "
                            "before they act.")
    if not game.entering:
        raise IllegalAction("The Entrance spaces are settled: every Dreamer has acted, "
                            "or the first Turn's Dreamscape Phase has come.")
    if d.id not in game.entering:
        raise IllegalAction(f"{name} has already chosen an Entrance space or acted in this Slumber or Dream; "
                            "from here on they Move.")
    spaces = game.dreamscape.with_feature("entrance")
    if d.pos not in spaces:
        raise IllegalAction(f"{name} no longer stands at the Entrance.")
    dest = tuple(a["to"])
    if dest == d.pos:
        raise IllegalAction(f"{name} already stands there.")
    if dest not in spaces:
        raise IllegalAction(f"{space_label(dest)} is not an Entrance space.")
    if is_full(game.figures(), dest, ignoring=d.id):
        raise IllegalAction("That Entrance space is full.")
    game.push(do.enter(d.id, dest))


@step("enter")
def _enter(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    was, d.pos = d.pos, tuple(s["to"])
    game.entering = [w for w in game.entering if w != d.id]
    game.emit("dreamer_entered", f"{game.name(d.id)} enters the Dreamscape at {space_label(d.pos)}.",
              dreamer=d.id, path=[list(was), list(d.pos)])


@step("entrance_settled")
def _entrance_settled(game, s: dict) -> None:
    game.entering = [w for w in game.entering if w != s["dreamer"]]


def settle_entrance(game, a: Action) -> None:
    """Any other action a Dreamer takes settles where they entered."""
    if game.entering and a.kind not in KEEPS_CHOICE and a.get("dreamer") in game.entering:
        resolve(game, do.entrance_settled(a["dreamer"]))

"""Assault and Contact on the Entity, and removing a Morphing.

Interactions have range 1 unless the card says otherwise (range 0: the same
space). Pay the cost several times to apply it several times, each with its
own target chosen at the start; Gradual costs are filled with Intent markers
by any Dreamers over several actions. A Morphing is removed for 1 Key or 1
Ether by a Dreamer within range 1 of the Entity.
"""
from __future__ import annotations

from game.rules.core import Action, IllegalAction
from game.rules.core.args import ID, IDS, INT, ArgSpec, one_of
from game.rules.etherfields import intent as pay
from game.rules.etherfields.dreamers import dreamer
from game.rules.etherfields import effects
from game.rules.etherfields.engine import PAYING, action, resolve, step
from game.rules.etherfields.phases import Mode, Phase
from game.rules.etherfields import steps as do
from game.rules.etherfields.acting import (
    bump_activity, can_act, check_dream_action, dream_action_spent, use_dream_action,
)
from game.rules.etherfields.paying import (
    boost_allowed, cheapest_sources, check_other_costs, discard_payment, exact_sources, pay_other_costs,
    payment_defs, sources_of, start_boost,
)


DELIVERANCE_WISDOM = "wisdom_deliverance"


def interactions(game) -> list:
    """The Entity's Interactions, and, once the Team holds the Deliverance
    Wisdom, a Deliverance for every Entity tile that shows one."""
    tile = game.card(game.entity_tile) if game.entity_tile else None
    if tile is None:
        return []
    found = list(tile.interactions)
    if tile.deliverance and DELIVERANCE_WISDOM in game.team.wisdom and game.mode != Mode.DREAM:
        found.append(deliverance_of(tile))
    return found


_DELIVERANCES: dict[int, tuple] = {}  # id(tile) -> (tile, its Deliverance), the tile kept alive beside it


def deliverance_of(tile):
    """The Deliverance Contact of an Entity tile (`SlumberTile.deliverance_contact`),
    made once per tile: the listing asks for it at every choice, and its
    cost is then worked out once too."""
    found = _DELIVERANCES.get(id(tile))
    if found is None or found[0] is not tile:
        if len(_DELIVERANCES) > 256:  # many contents loaded (tests): start over
            _DELIVERANCES.clear()
        found = _DELIVERANCES[id(tile)] = (tile, tile.deliverance_contact())
    return found[1]


def interaction_range(game, d, inter) -> int:
    """An Interaction's printed range; none printed is range 1 (EN p.11),
    and range 0 is the Dreamer's own space."""
    printed = inter.range
    base = 1 if printed is None else int(printed)
    if game.states.get(d.id) == "dazed":
        return min(base, 1)  # a Dazed Dreamer reaches no further than 1
    return base


def targets_in_range(game, d, inter, dist: dict | None = None) -> list[dict]:
    """The Entity tokens an Interaction of this Dreamer reaches; `dist` (the
    path lengths from the Dreamer's space) when the caller has it already."""
    r = interaction_range(game, d, inter)
    if dist is None:
        dist = _distances_from_dreamer(game, d)
    return [e for e in game.entities if dist.get(tuple(e["pos"]), r + 1) <= r]


def _distances_from_dreamer(game, d) -> dict:
    ds = game.dreamscape
    here = ds.pos(d.pos)
    return ds._distances(here) if ds.open(here) else {}


def gradual_key(game, index: int) -> str:
    return f"{game.entity_tile}:{index}"


def _legal_interact(game) -> list[Action]:
    if game.phase != Phase.ACTIONS or not game.entities or dream_action_spent(game):
        return []
    out = []
    living = sum(1 for d in game.dreamers.values() if not d.dead)
    options = interactions(game)
    rounds = game.options["play_order"] == "rounds"
    for d in game.dreamers.values():
        if d.dead or d.pos is None:
            continue
        if rounds and d.id != game.active:
            continue
        srcs = None
        dist = _distances_from_dreamer(game, d)  # one look per Dreamer serves every Interaction
        for i, inter in enumerate(options):
            targets = targets_in_range(game, d, inter, dist)
            if not targets:
                continue
            if srcs is None:
                srcs = sources_of(game, d)
            gradual = inter.gradual
            per_player = inter.per_player and not gradual
            cost = pay.make_cost(inter.cost, living, per_player=per_player)
            track = game.gradual.get(gradual_key(game, i))
            for colour, amount in cost.intents.items():
                if gradual:
                    if track and track["colour"] != colour:
                        continue
                    chosen = exact_sources(game, amount, colour, srcs, living - (track or {}).get("markers", 0))
                else:
                    chosen = cheapest_sources(game, amount, colour, srcs)
                if chosen is None:
                    continue
                try:
                    check_other_costs(game, d, cost)
                except IllegalAction:
                    continue
                act = dict(dreamer=d.id, index=i, pay=chosen, colour=colour, targets=[targets[0]["id"]])
                out.append(Action.make("interact", **act))
            if not cost.intents and not gradual:
                out.append(Action.make("interact", dreamer=d.id, index=i, pay=[], targets=[targets[0]["id"]]))
    return out


@action("interact", legal=_legal_interact,
        args=ArgSpec({"dreamer": ID, "index": INT}, {**PAYING, "targets": IDS}))
def _act_interact(game, a: Action) -> None:
    """Use an Interaction of the Entity: Assault or Contact, maybe Gradual."""
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    options = interactions(game)
    index = a["index"]
    if not isinstance(index, int) or not 0 <= index < len(options):
        raise IllegalAction("The Entity has no such action.")
    inter = options[index]
    living = sum(1 for x in game.dreamers.values() if not x.dead)
    gradual = inter.gradual
    per_player = inter.per_player
    base = pay.make_cost(inter.cost, living, per_player=per_player and not gradual)
    sources = list(a.get("pay", ()) or ())
    defs = payment_defs(game, d, sources)
    colour = a.get("colour") or pay.best_colour(base, defs)
    targets = list(a.get("targets", ()) or ())
    if not targets:
        raise IllegalAction("Choose the Entity this action targets.")
    r = interaction_range(game, d, inter)
    for t in targets:
        ent = game.entity(t)
        if ent is None:
            raise IllegalAction("That is not an Entity on the map.")
        dist = game.dreamscape.distance(d.pos, ent["pos"])
        if dist is None or dist > r:
            where = "out of reach behind Walls" if dist is None else f"{dist} spaces away"
            if game.entities_plural():
                raise IllegalAction(f"{game.entity_name()} are {where}; this action needs range {r}.")
            raise IllegalAction(f"{game.entity_name()} is {where}; this action needs range {r}.")
    label = inter.name.title()
    boost = bool(a.get("boost"))
    check_dream_action(game)
    if gradual:
        _gradual_payment(game, d, inter, index, base, colour, defs, sources, targets, living, boost, label)
        return
    unit = base.intents.get(colour, 0) if base.intents else 0
    times = len(targets)
    if base.intents:
        if boost:
            paid = pay.check_payment(pay.Cost({colour: 1}, {}), colour, defs)
            boost_allowed(game, d, paid)
        else:
            paid = pay.check_payment(pay.Cost({colour: unit * times}, {}), colour, defs)
    else:
        if defs:
            raise IllegalAction("This action costs no Intent; do not discard cards for it.")
        paid = 0
    other = pay.make_cost(inter.cost, living, per_player=per_player, times=times)
    extra_steps = pay_other_costs(game, d, other)
    use_dream_action(game)
    bump_activity(game, d)
    discard_payment(game, d, sources)
    effect = _interaction_steps(game, d, inter, targets, label)
    game.push(*extra_steps)
    if boost:
        start_boost(game, d, unit * times, paid, effect, label)
    else:
        game.push(*effect)


def _interaction_steps(game, d, inter, targets, label) -> list[dict]:
    steps = [do.log(text=f"{game.name(d.id)}: {label} x{len(targets)}.")]
    for t in targets:
        steps += effects.compile_effect(game, inter.effect, {"dreamer": d.id, "figure": t})
    return steps


def _gradual_payment(game, d, inter, index, base, colour, defs, sources, targets, living, boost, label):
    """Each payment is a whole multiple of the base cost and places that many
    Intent markers; when the markers reach the number of Dreamers, the action
    resolves and the markers return. A two-colour cost is paid in one colour.
    A Boost may go toward a Gradual payment too (2.0 §2.23): the Luck die adds
    to what was paid, each whole base cost places a marker, the rest is lost."""
    key = gradual_key(game, index)
    unit = base.intents.get(colour, 0)
    track = game.gradual.get(key)
    if track and track["colour"] != colour:
        raise IllegalAction(f"This Gradual action is being paid in {track['colour'].title()}; "
                            f"it must be finished in that colour.")
    placed = track["markers"] if track else 0
    total = pay.intent_paid(defs, colour)
    if boost:
        boost_allowed(game, d, total)
        for defn in defs:
            if pay.card_intent(defn, colour) <= 0:
                raise IllegalAction(f"{defn.name} gives no {colour.title()} Intent.")
    elif total <= 0 or unit <= 0 or total % unit:
        raise IllegalAction(f"Each payment on a Gradual action is a whole multiple of {unit} "
                            f"{colour.title()}; {total} is not.")
    else:
        markers = total // unit
        if placed + markers > living:
            more = living - placed
            raise IllegalAction(f"Only {more} more payment of {unit} is needed." if more == 1
                                else f"Only {more} more payments of {unit} are needed.")
        free = game.intent_markers_left(colour) + _borrowable(game, key, colour)
        if markers > free:
            raise IllegalAction(f"Only {free} {colour.title()} Intent marker is left." if free == 1
                                else f"Only {free} {colour.title()} Intent markers are left.")
    use_dream_action(game)
    bump_activity(game, d)
    discard_payment(game, d, sources)
    place = do.gradual_place(d.id, index, colour, total, list(targets[:1]), label)
    if boost:
        resolve(game, do.boost(d.id))
        game.push(do.luck_roll(d.id, unit, total, [], label, gradual=place))
    else:
        game.push(place)


@step("gradual_place")
def _gradual_place(game, s: dict) -> None:
    """Put the markers a Gradual payment bought on its action; the last one
    resolves it."""
    options = interactions(game)
    if not 0 <= s["index"] < len(options) or not game.entities:
        return  # the Entity left in the meantime: nothing to place markers on
    inter, d, colour = options[s["index"]], game.dreamers[s["dreamer"]], s["colour"]
    living = sum(1 for x in game.dreamers.values() if not x.dead)
    unit = pay.make_cost(inter.cost, living).intents.get(colour, 0)
    key = gradual_key(game, s["index"])
    placed = game.gradual.get(key, {}).get("markers", 0)
    free = game.intent_markers_left(colour) + _borrowable(game, key, colour)
    markers = min(s["paid"] // unit if unit else 0, living - placed, free)
    label = s["label"]
    if markers <= 0:
        game.emit("action_failed", f"{label}: the payment does not reach {unit} {colour.title()}; it is lost.",
                  dreamer=d.id)
        return
    _take_markers(game, key, colour, markers)
    placed += markers
    who, colour_word = game.name(d.id), colour.title()
    game.emit("gradual", f"{who} places {markers} {colour_word} marker on {label} ({placed}/{living})." if markers == 1
              else f"{who} places {markers} {colour_word} markers on {label} ({placed}/{living}).",
              key=key, markers=placed, needed=living)
    if placed >= living:
        game.gradual.pop(key, None)
        game.emit("gradual_done", f"{label} is complete; its markers return.", key=key)
        targets = [t for t in s["targets"] if game.entity(t)] or [game.entities[0]["id"]]
        game.push(*_interaction_steps(game, d, inter, targets[:1], label))


def _borrowable(game, key, colour) -> int:
    """Markers of this colour sitting on other actions may be taken."""
    return sum(g["markers"] for k, g in game.gradual.items() if k != key and g["colour"] == colour)


def _take_markers(game, key, colour, n) -> None:
    short = n - game.intent_markers_left(colour)
    for k, g in list(game.gradual.items()):
        if short <= 0:
            break
        if k != key and g["colour"] == colour:
            taken = min(short, g["markers"])
            g["markers"] -= taken
            short -= taken
            if g["markers"] == 0:
                del game.gradual[k]
    track = game.gradual.setdefault(key, {"colour": colour, "markers": 0})
    track["markers"] += n


def _legal_remove_morphing(game) -> list[Action]:
    if game.phase != Phase.ACTIONS or not game.morphings:
        return []
    out = []
    for d in game.dreamers.values():
        if d.dead or d.pos is None or (game.options["play_order"] == "rounds" and d.id != game.active):
            continue
        if not any(game.dreamscape.in_range(d.pos, e["pos"], 1) for e in game.entities):
            continue
        token = game.morphings[0]
        if d.ether >= 1:
            out.append(Action.make("remove_morphing", dreamer=d.id, morphing=token, **{"with": "ether"}))
        if game.team.keys >= 1:
            out.append(Action.make("remove_morphing", dreamer=d.id, morphing=token, **{"with": "key"}))
    return out


@action("remove_morphing", legal=_legal_remove_morphing,
        args=ArgSpec({"dreamer": ID, "morphing": ID}, {"with": one_of("ether", "key")}))
def _act_remove_morphing(game, a: Action) -> None:
    """Pay 1 Key or 1 Ether to remove a Morphing, Entity within range 1."""
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    token = a["morphing"]
    if token not in game.morphings:
        raise IllegalAction("That Morphing is not on the Entity.")
    if not any(game.dreamscape.in_range(d.pos, e["pos"], 1) for e in game.entities):
        raise IllegalAction("Removing a Morphing needs an Entity within range 1.")
    with_what = a.get("with", "ether")
    if with_what == "key":
        if game.team.keys < 1:
            raise IllegalAction("The Team has no Key.")
    elif d.ether < 1:
        raise IllegalAction(f"{game.name(d.id)} has no Ether.")
    resolve(game, do.pay_costs(d.id, {"key" if with_what == "key" else "ether": 1}))
    bump_activity(game, d)
    resolve(game, do.tear_morphing(d.id, token))


@step("tear_morphing")
def _tear_morphing(game, s: dict) -> None:
    d, token = game.dreamers[s["dreamer"]], s["token"]
    game.morphings.remove(token)
    game.morphing_bag.append(token)
    game.emit("morphing_removed", f"{game.name(d.id)} tears a Morphing off the Entity.", token=token)

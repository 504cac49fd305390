"""Actions found on the Map tiles of a Slumber or Dream: a space's Map
actions (and the one a Shining Gem in its slot switches on), placing and
taking Gems in those slots, and Peeking at a Secret of the current Dream."""
from __future__ import annotations

from typing import Any

from game.rules.core import Action, IllegalAction
from game.rules.core.args import ID, INT, POS, ArgSpec, either, one_of
from game.rules.etherfields import intent as pay
from game.rules.etherfields.dreamers import dreamer
from game.rules.etherfields import effects
from game.rules.etherfields.engine import PAYING, action, resolve, step
from game.rules.etherfields.phases import Mode, Phase
from game.rules.etherfields import steps as do
from game.rules.etherfields.state import PEEKABLE_BACKS
from game.rules.etherfields.acting import (
    acting_dreamers, bump_activity, can_act, check_dream_action, dream_action_spent, use_dream_action,
)
from game.rules.etherfields.paying import (
    cheapest_sources, check_other_costs, discard_payment, gems_locked, pay_other_costs, payment_defs, sources_of,
)


def space_action(game, p, index):
    """The action at a space: a printed Map action (0, 1, ...), the one a
    Shining Gem in its slot switches on ("gem", free), or its Flying rule
    ("flying", usable from anywhere). Returns (action, reach, free) or None;
    reach None means any range. The action is plain data, as the map keeps
    it (and saves it): see geometry.Space."""
    space = game.dreamscape.spaces.get(tuple(p))
    if space is None:
        return None
    if index == "gem":
        if space.gem_action and list(p) in game.gem_slots:
            return space.gem_action, 0, True
        return None
    if index == "flying":
        if space.flying_rule and space.flying_rule.get("cost"):
            return space.flying_rule, None, False
        return None
    if isinstance(index, int) and 0 <= index < len(space.map_actions):
        act = space.map_actions[index]
        return act, (1 if act.get("kind") in ("assault", "contact") else 0), False
    return None


def map_actions_here(game, d) -> list[tuple[tuple, Any, Any]]:
    """(space, index, action) for every space action this Dreamer may reach:
    on its own space, within range 1 for an Assault or Contact, anywhere
    for a Flying rule."""
    out: list[tuple[tuple, Any, Any]] = []
    if d.pos is None:
        return out
    ds = game.dreamscape
    memo = ds._memo()
    entries: list[tuple[tuple, Any, Any, int]] | None = memo.get("action_entries")
    if entries is None:  # the printed actions and their reach, once per layout
        entries = []
        memo["action_entries"] = entries
        for p, space in ds.spaces.items():
            if not (space.map_actions or space.gem_action or space.flying_rule):
                continue
            for index in [*range(len(space.map_actions)), "gem", "flying"]:
                if index == "gem":  # on only while a Shining Gem sits in the slot: asked each time
                    entries.append((p, index, None, 0))
                    continue
                found = space_action(game, p, index)
                if found is not None:
                    entries.append((p, index, found[0], found[1]))
    here = ds.pos(d.pos)
    dist = ds._distances(here) if ds.open(here) else {}
    for p, index, act, reach in entries:
        if index == "gem":
            found = space_action(game, p, index)
            if found is None:
                continue
            act = found[0]
        if reach is None or dist.get(p, reach + 1) <= reach:
            out.append((p, index, act))
    return out


def _legal_map_action(game) -> list[Action]:
    if game.phase != Phase.ACTIONS or dream_action_spent(game):
        return []
    out = []
    for d in acting_dreamers(game):
        srcs = None
        for p, i, act in map_actions_here(game, d):
            if f"map:{p[0]},{p[1]}:{i}" in game.blocks:
                continue
            free = i == "gem"
            cost = pay.make_cost(None if free else act.get("cost"), len(game.dreamers),
                                 per_player=bool(act.get("per_player")))
            if srcs is None:
                srcs = sources_of(game, d)
            if not cost.intents:  # free, or paid in Keys, Ether, Gems, Hours or Distress only
                try:
                    check_other_costs(game, d, cost)
                except IllegalAction:
                    continue
                out.append(Action.make("map_action", dreamer=d.id, space=list(p), index=i, pay=[]))
                continue
            try:
                check_other_costs(game, d, cost)
            except IllegalAction:
                continue
            for colour, n in cost.intents.items():
                chosen = cheapest_sources(game, n, colour, srcs)
                if chosen:
                    out.append(Action.make("map_action", dreamer=d.id, space=list(p), index=i, pay=chosen,
                                           colour=colour))
                    break
    return out


@action("map_action", legal=_legal_map_action,
        args=ArgSpec({"dreamer": ID, "space": POS}, {**PAYING, "index": either(INT, one_of("gem", "flying"))}))
def _act_map_action(game, a: Action) -> None:
    """A Map action printed on a space: stand on it (Assault/Contact: within
    range 1), pay its cost; a single-use action is Blocked afterwards."""
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    p = tuple(a["space"])
    index = a.get("index", 0)
    found = space_action(game, p, index)
    if found is None:
        raise IllegalAction("There is no such action there" + (" (the Gem slot is empty)." if index == "gem" else "."))
    act, reach, free = found
    key = f"map:{p[0]},{p[1]}:{index}"
    if key in game.blocks:
        raise IllegalAction("That Map action has been used up and is Blocked.")
    if reach is not None and not game.dreamscape.in_range(d.pos, p, reach):
        raise IllegalAction("Stand on the Map action's space to use it." if not reach else
                            "This action needs the Dreamer within range 1 of its space.")
    living = sum(1 for x in game.dreamers.values() if not x.dead)
    cost = pay.make_cost(None if free else act.get("cost"), living, per_player=bool(act.get("per_player")))
    sources = list(a.get("pay", ()) or ())
    defs = payment_defs(game, d, sources)
    colour = a.get("colour") or pay.best_colour(cost, defs)
    pay.check_payment(cost, colour, defs)
    check_dream_action(game)
    extra = pay_other_costs(game, d, cost)
    use_dream_action(game)
    bump_activity(game, d)
    discard_payment(game, d, sources)
    if act.get("single_use"):
        resolve(game, do.block_map_action(key))  # 2.0: a substitute marks it if no Block token is left
    name = act.get("name", "Map action")
    game.emit("map_action", f"{game.name(d.id)}: {name}.", dreamer=d.id, space=list(p))
    game.push(*extra, *effects.compile_effect(game, act.get("effect"), {"dreamer": d.id, "space": list(p)}))


@step("block_map_action")
def _block_map_action(game, s: dict) -> None:
    game.blocks.append(s["key"])


def _peekable(game) -> list[str]:
    if not game.campaign:
        return []  # a lone Slumber has no Dream and so no Secrets
    secrets = game.defs("secrets")  # a Dream's Overlays, map tiles and Notes show no back to Peek at
    return [x for x in game.campaign.dream_secrets if x in secrets and secrets[x].back in PEEKABLE_BACKS]


def _legal_peek(game) -> list[Action]:
    if game.phase != Phase.ACTIONS or game.mode != Mode.DREAM:
        return []
    out = []
    for secret in _peekable(game)[:1]:
        for d in game.dreamers.values():
            if not d.dead and d.hand and (game.options["play_order"] != "rounds" or d.id == game.active):
                out.append(Action.make("peek", dreamer=d.id, card=d.hand[0], secret=secret))
    return out


@action("peek", legal=_legal_peek, args=ArgSpec({"dreamer": ID, "card": ID, "secret": ID}))
def _act_peek(game, a: Action) -> None:
    """Discard 1 card from hand to look at one Secret of this Dream whose
    back allows it. The UI shows it for 5 seconds; it is never logged."""
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    if a["card"] not in d.hand:
        raise IllegalAction("Peeking costs a card from your hand.")
    if a["secret"] not in _peekable(game):
        raise IllegalAction("Only a face-down Secret of this Dream with an Influence, Item, Flaw, Fate or "
                            "Slumber back may be Peeked at.")
    bump_activity(game, d)
    discard_payment(game, d, [a["card"]])
    game.emit("peek", "", reveals=True, dreamer=d.id, secret=a["secret"], seconds=5)


def _legal_gem_slots(game) -> list[Action]:
    if game.phase != Phase.ACTIONS:
        return []
    out = []
    for d in acting_dreamers(game):
        if d.pos is None or not game.dreamscape.spaces[d.pos].has("gem_slot"):
            continue
        if list(d.pos) in game.gem_slots:
            out.append(Action.make("take_gem", dreamer=d.id, space=list(d.pos)))
        elif d.gems > 0 and not gems_locked(game):
            out.append(Action.make("place_gem", dreamer=d.id, space=list(d.pos)))
    return out


@action("place_gem", legal=_legal_gem_slots, args=ArgSpec({"dreamer": ID, "space": POS}))
def _act_place_gem(game, a: Action) -> None:
    """On a Gem slot's space, put 1 of your Shining Gems in it: the effect
    printed beside it switches on, and using it costs nothing more (2.0)."""
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    p = list(a["space"])
    if d.pos is None or list(d.pos) != p or not game.dreamscape.spaces[tuple(p)].has("gem_slot"):
        raise IllegalAction("Stand on a space with a Gem slot to place a Shining Gem in it.")
    if p in game.gem_slots:
        raise IllegalAction("That Gem slot already holds a Shining Gem.")
    if d.gems < 1:
        raise IllegalAction(f"{game.name(d.id)} has no Shining Gem.")
    if gems_locked(game):
        raise IllegalAction("The Shining Gems Morphing keeps every Gem from use.")
    bump_activity(game, d)
    resolve(game, do.gem_to_slot(d.id, p))


@step("gem_to_slot")
def _gem_to_slot(game, s: dict) -> None:
    d, p = game.dreamers[s["dreamer"]], list(s["space"])
    d.gems -= 1
    game.gem_slots.append(p)
    game.emit("gem_slot", f"{game.name(d.id)} sets a Shining Gem in the slot; something wakes.", space=p)


@action("take_gem", listed_with="place_gem", args=ArgSpec({"dreamer": ID, "space": POS}))
def _act_take_gem(game, a: Action) -> None:
    """Take the Gem back: the slot's effect switches off."""
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    p = list(a["space"])
    if d.pos is None or list(d.pos) != p or p not in game.gem_slots:
        raise IllegalAction("Stand on a filled Gem slot to take its Shining Gem back.")
    bump_activity(game, d)
    resolve(game, do.gem_from_slot(d.id, p))


@step("gem_from_slot")
def _gem_from_slot(game, s: dict) -> None:
    d, p = game.dreamers[s["dreamer"]], list(s["space"])
    game.gem_slots.remove(p)
    d.gems += 1
    game.emit("gem_slot", f"{game.name(d.id)} takes the Shining Gem back.", space=p)

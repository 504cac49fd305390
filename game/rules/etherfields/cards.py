"""Playing Influence cards, Progress cards, Items, Masks and Flaws.

- A card's own action is used by paying its cost and discarding the card;
  outside the Dreamers Phase only Rapid cards may be played.
- A Progress card is placed by paying its placement cost; at most 4 are
  placed (Flaws in the Progress zone do not count); placing a fifth needs
  one placed card discarded; placed cards are never discarded for Intent and
  are inactive under the Progress Morphing; Flip turns one face-down.
- The character action on the back of a Dreamer's starting cards may be used
  while such a card lies on top of the deck.
- Items are shared by the Team; discarding one puts it in Storage; Restore
  takes a random Item from Storage back to a free slot.
"""
from __future__ import annotations

from typing import Any

from game.rules.core import Action, IllegalAction
from game.rules.core.args import ID, INT, ArgSpec
from game.rules.etherfields import effects, intent as pay
from game.rules.etherfields.acting import acting_dreamers, listing_memo, bump_activity
from game.rules.etherfields.paying import (
    boost_allowed, check_other_costs, cheapest_sources, discard_payment, pay_other_costs, payment_defs, sources_of, start_boost,
)
from game.rules.etherfields.dreamers import dreamer, is_flaw
from game.rules.etherfields.effects import morphing_kinds
from game.rules.etherfields.engine import PAYING, action, decide, resolve, step
from game.rules.etherfields.phases import Mode, Phase
from game.rules.etherfields import steps as do
from game.rules.etherfields.state import base_id


def _can_play(game, who: str, rapid: bool) -> None:
    if game.pending is not None and not rapid:
        raise IllegalAction(f"First decide: {game.pending.prompt}")
    if game.phase == Phase.ACTIONS:
        if game.options["play_order"] == "rounds" and who != game.active and not rapid:
            raise IllegalAction("Only Rapid cards may be played outside your round.")
        return
    if rapid and game.phase in (Phase.DREAMSCAPE, Phase.DRAW, Phase.ACTIONS, Phase.OUT_OF_TURNS):
        return
    raise IllegalAction("Cards are played in the Card and Action step; only Rapid cards at other times.")


def rapid_plays(game) -> list[Action]:
    """Rapid cards in hand that can be paid for now: playable at any moment
    of a Slumber or Dream, even while another effect waits for a choice."""
    if game.mode == Mode.MAP or game.phase in (Phase.SETUP, Phase.OVER, Phase.MAP):
        return []
    out: list = []
    for d in game.dreamers.values():
        if d.dead:
            continue
        for card in dict.fromkeys(d.hand):
            for i, act in enumerate(_card_actions(game.card(card))):
                if act.rapid:
                    found = cheapest_payment(game, d, act, exclude=(card,))
                    if found is not None:
                        chosen, colour = found
                        extra = {"colour": colour} if colour else {}
                        out.append(Action.make("play", dreamer=d.id, card=card, index=i, pay=chosen, **extra))
    return out


def _card_actions(defn) -> list:
    """The actions printed on a card in hand, a placed Progress card or an Item."""
    return list(defn.actions)


def action_reach(game, d, act) -> int | None:
    """How far an action with a printed range reaches for this Dreamer (None:
    it has no range). A Dazed Dreamer's range-based actions reach 1 at most (2.0 §2.36)."""
    reach = act.range
    if reach is not None and game.states.get(d.id) == "dazed":
        reach = min(reach, 1)
    return reach


def entities_in_reach(game, d, act) -> list[dict]:
    """The Entity tokens an action with a range can work on; an action
    without a range needs none (it answers every token)."""
    reach = action_reach(game, d, act)
    if reach is None:
        return game.entities
    if d.pos is None:
        return []
    return [e for e in game.entities if game.dreamscape.in_range(d.pos, e["pos"], reach)]


def _out_of_reach(game, d, act) -> bool:
    return act.range is not None and not entities_in_reach(game, d, act)


def _run_paid_action(game, d, act, sources, colour, boost, ctx, label, target=None):
    """Pay an action's cost (Intent from `sources`, plus the rest) and resolve it.
    An action with a range works on an Entity within that range of the Dreamer."""
    reach = action_reach(game, d, act)
    if reach is not None:
        near = [e for e in entities_in_reach(game, d, act) if target is None or e["id"] == target]
        if not near:
            raise IllegalAction(f"{label} needs an Entity within range {reach}.")
        ctx = dict(ctx, figure=near[0]["id"])
    living = sum(1 for x in game.dreamers.values() if not x.dead)
    cost = pay.make_cost(act.cost, living, per_player=act.per_player)
    defs = payment_defs(game, d, sources)
    colour = colour or pay.best_colour(cost, defs)
    need = cost.intents.get(colour, 0) if cost.intents else 0
    if boost:
        paid = pay.check_payment(pay.Cost({colour: 1}, {}), colour, defs) if cost.intents else 0
        boost_allowed(game, d, paid)
    else:
        paid = pay.check_payment(cost, colour, defs)
    extra = pay_other_costs(game, d, cost)
    bump_activity(game, d)
    discard_payment(game, d, sources)
    steps = extra + [do.log(text=f"{game.name(d.id)}: {label}.")] + \
        effects.compile_effect(game, act.effect, ctx)
    if boost:
        start_boost(game, d, need, paid, steps, label)
    else:
        game.push(*steps)


def _legal_cards(game) -> list[Action]:
    if game.phase != Phase.ACTIONS:
        return []
    out = []
    for d in acting_dreamers(game):
        for card in dict.fromkeys(d.hand):
            defn = game.card(card)
            for i, act in enumerate(_card_actions(defn)):
                if _out_of_reach(game, d, act):
                    continue
                cost = pay.make_cost(act.cost, len(game.dreamers))
                if cost.free:
                    out.append(Action.make("play", dreamer=d.id, card=card, index=i, pay=[]))
                else:
                    srcs = [(s, game.card(s)) for s in d.hand if s != card]
                    for colour, n in cost.intents.items():
                        chosen = cheapest_sources(game, n, colour, srcs)
                        if chosen and not cost.others:
                            out.append(Action.make("play", dreamer=d.id, card=card, index=i, pay=chosen,
                                                   colour=colour))
                            break
            prog = defn.progress
            if prog is not None and not defn.flaw and _placed(game, d) < d.progress_cap:
                cost = pay.make_cost(prog.cost, len(game.dreamers))
                srcs = [(s, game.card(s)) for s in d.hand if s != card]
                if cost.free:
                    out.append(Action.make("place_progress", dreamer=d.id, card=card, pay=[]))
                for colour, n in cost.intents.items():
                    chosen = cheapest_sources(game, n, colour, srcs)
                    if chosen and not cost.others:
                        out.append(Action.make("place_progress", dreamer=d.id, card=card, pay=chosen,
                                               colour=colour))
                        break
    return out


@action("play", legal=_legal_cards,
        args=ArgSpec({"dreamer": ID, "card": ID}, {**PAYING, "index": INT, "target": ID}))
def _act_play(game, a: Action) -> None:
    """Play an Influence card from hand for its action; it is then discarded."""
    d = dreamer(game, a["dreamer"])
    card = a["card"]
    if card not in d.hand:
        raise IllegalAction(f"{game.name(card)} is not in {game.name(d.id)}'s hand.")
    defn = game.card(card)
    acts = _card_actions(defn)
    index = a.get("index", 0)
    if not isinstance(index, int) or not 0 <= index < len(acts):
        raise IllegalAction(f"{game.name(card)} has no such action.")
    act = acts[index]
    _can_play(game, d.id, act.rapid)
    sources = list(a.get("pay", ()) or ())
    if card in sources:
        raise IllegalAction("A card discarded for Intent cannot also use its own action.")
    # Checks first, then changes: a refused play leaves the hand as it was.
    _run_paid_action(game, d, act, sources, a.get("colour"), bool(a.get("boost")),
                     {"dreamer": d.id}, act.name, a.get("target"))
    resolve(game, do.card_played(d.id, card))  # at once: the card leaves the hand as it is played


@step("card_played")
def _card_played(game, s: dict) -> None:
    d, card = game.dreamers[s["dreamer"]], s["card"]
    d.hand.remove(card)
    d.discard.put_top([card])
    game.emit("card_played", f"{game.name(d.id)} plays {game.name(card)}.", dreamer=d.id, card=card)


def _placed(game, d) -> int:
    """Placed Progress cards that count toward the limit (not Flaws)."""
    return sum(1 for p in d.progress if not is_flaw(game, p["card"]))


def progress_active(game, entry: dict) -> bool:
    return not entry["flipped"] and "progress_off" not in morphing_kinds(game)


@action("place_progress", listed_with="play",
        args=ArgSpec({"dreamer": ID, "card": ID}, {**PAYING, "replace": ID}))
def _act_place_progress(game, a: Action) -> None:
    d = dreamer(game, a["dreamer"])
    card = a["card"]
    if card not in d.hand:
        raise IllegalAction(f"{game.name(card)} is not in {game.name(d.id)}'s hand.")
    defn = game.card(card)
    prog = defn.progress
    if prog is None:
        raise IllegalAction(f"{game.name(card)} is not a Progress card.")
    _can_play(game, d.id, False)
    replace = a.get("replace")
    if _placed(game, d) >= d.progress_cap and replace is None:
        who, cap = game.name(d.id), d.progress_cap
        raise IllegalAction(
            f"{who} already has {cap} Progress card placed; discard it to place another." if cap == 1
            else f"{who} already has {cap} Progress cards placed; discard one of them to place another.")
    sources = list(a.get("pay", ()) or ())
    if card in sources:
        raise IllegalAction("A card cannot pay for its own placement.")
    if replace is not None:
        entry = next((p for p in d.progress if p["card"] == replace), None)
        if entry is None:
            raise IllegalAction("That card is not in the Progress zone.")
    living = sum(1 for x in game.dreamers.values() if not x.dead)
    cost = pay.make_cost(prog.cost, living)
    defs = payment_defs(game, d, sources)
    colour = a.get("colour") or pay.best_colour(cost, defs)
    pay.check_payment(cost, colour, defs)
    extra = pay_other_costs(game, d, cost)
    bump_activity(game, d)
    discard_payment(game, d, sources)
    resolve(game, do.place_progress(d.id, card, replace))
    game.push(*extra)


@step("place_progress")
def _place_progress(game, s: dict) -> None:
    d, card, replace = game.dreamers[s["dreamer"]], s["card"], s["replace"]
    if replace is not None:
        d.progress.remove(next(p for p in d.progress if p["card"] == replace))
        d.discard.put_top([replace])
    d.hand.remove(card)
    d.progress.append({"card": card, "flipped": False})
    game.emit("progress_placed", f"{game.name(d.id)} places {game.name(card)} as Progress.", dreamer=d.id, card=card)


@action("use_progress", listed_with="use_item",
        args=ArgSpec({"dreamer": ID, "card": ID}, {**PAYING, "index": INT}))
def _act_use_progress(game, a: Action) -> None:
    d = dreamer(game, a["dreamer"])
    entry = next((p for p in d.progress if p["card"] == a["card"]), None)
    if entry is None:
        raise IllegalAction("That card is not in the Progress zone.")
    if not progress_active(game, entry):
        raise IllegalAction("That Progress card is inactive (flipped, or under the Progress Morphing).")
    acts = _card_actions(game.card(entry["card"]))
    index = a.get("index", 0)
    if not 0 <= index < len(acts):
        raise IllegalAction("That Progress card has no such action.")
    _can_play(game, d.id, acts[index].rapid)
    _run_paid_action(game, d, acts[index], list(a.get("pay", ()) or ()), a.get("colour"), bool(a.get("boost")),
                     {"dreamer": d.id, "card": entry["card"]}, game.name(entry["card"]))


@step("flip_progress")
def _flip(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    for entry in d.progress:
        if entry["card"] == s["card"]:
            entry["flipped"] = bool(s.get("flipped", True))
            game.emit("progress_flipped", "", dreamer=d.id, card=s["card"], flipped=entry["flipped"])
            return


@action("back_action", listed_with="use_item", args=ArgSpec({"dreamer": ID}, PAYING))
def _act_back_action(game, a: Action) -> None:
    """The character action printed on the back of the top card of the deck."""
    d = dreamer(game, a["dreamer"])
    if not d.deck:
        raise IllegalAction(f"{game.name(d.id)}'s deck is empty: no card back shows.")
    owner_def = game.defs("dreamers").get(game.card(d.deck.cards[0]).owner)
    back = owner_def.back_action if owner_def else None
    if back is None:
        raise IllegalAction("The card on top of the deck has no character action on its back.")
    _can_play(game, d.id, back.rapid)
    _run_paid_action(game, d, back, list(a.get("pay", ()) or ()), a.get("colour"), bool(a.get("boost")),
                     {"dreamer": d.id}, back.name)


def cheapest_payment(game, d, act, exclude=(), sources=None, living=None) -> tuple[list[str], str | None] | None:
    """One way to pay an action's cost from hand and active Items, or None.
    A listing that asks for many passes its sources and living count once.
    An action with a range and no Entity in reach has no way to be paid."""
    if _out_of_reach(game, d, act):
        return None
    if living is None:
        living = sum(1 for x in game.dreamers.values() if not x.dead)
    cost = pay.make_cost(act.cost, living, per_player=act.per_player)
    if cost.others:
        try:
            check_other_costs(game, d, cost)
        except IllegalAction:
            return None
    if not cost.intents:
        return [], None
    srcs = sources if sources is not None else sources_of(game, d)
    if exclude:
        srcs = [(s, defn) for s, defn in srcs if s not in exclude]
    for colour, n in cost.intents.items():
        chosen = cheapest_sources(game, n, colour, srcs)
        if chosen:
            return chosen, colour
    return None


def _legal_extras(game) -> list[Action]:
    """Items, Masks, placed Progress cards, the character action on the deck's
    back, and removing Flaws: each listed once with a payment that works."""
    if game.phase != Phase.ACTIONS:
        return []
    out: list = []
    kinds = morphing_kinds(game)
    masks_on, progress_on = "mask_off" not in kinds, "progress_off" not in kinds
    living = sum(1 for x in game.dreamers.values() if not x.dead)
    items = tuple(game.team.items)
    memo = listing_memo(game, game._extras_memo)  # a ranged action's reach depends on the map
    standing = None
    for d in acting_dreamers(game):
        if standing is None:
            standing = tuple(game.figures())  # where Entities stand decides what a ranged action reaches
        # Everything a Dreamer's extras are decided by; a listing after another
        # Dreamer's move asks the very same question.
        key = (d.id, tuple(d.hand), items, masks_on, progress_on, living, d.mask, d.mask_used,
               tuple([(p["card"], p["flipped"]) for p in d.progress]), d.deck.cards[0] if d.deck.cards else None,
               standing, game.states.get(d.id), d.ether, d.gems, game.team.keys, game.hours, d.token_used,
               tuple(d.discard.cards) if d.ether > 0 else ())
        found = memo.get(key)
        if found is None:
            found = memo[key] = _dreamer_extras(game, d, masks_on, progress_on, living)
        out += found
    return out


def _dreamer_extras(game, d, masks_on: bool, progress_on: bool, living: int) -> tuple[Action, ...]:
    """One Dreamer's extras (see `_legal_extras`)."""
    out = []
    dreamer_defs = game.defs("dreamers")
    candidates: list[tuple[Any, dict, tuple]] = [(act, dict(kind="use_item", item=item, index=i), (ITEM_PREFIX + item,))
                  for item in game.team.items for i, act in enumerate(_card_actions(game.card(item)))]
    ability = game.card(d.mask).ability if d.mask else None
    if ability is not None and masks_on and not (ability.once_per_turn and d.mask_used):
        candidates.append((ability, dict(kind="use_mask"), ()))
    if progress_on:
        for entry in d.progress:
            if not entry["flipped"]:
                for i, act in enumerate(_card_actions(game.card(entry["card"]))):
                    candidates.append((act, dict(kind="use_progress", card=entry["card"], index=i), ()))
    if d.deck:
        owner = dreamer_defs.get(game.card(d.deck.cards[0]).owner)
        back = owner.back_action if owner else None
        if back is not None:
            candidates.append((back, dict(kind="back_action"), ()))
    srcs = sources_of(game, d) if candidates else []
    for act, spec, exclude in candidates:
        found = cheapest_payment(game, d, act, exclude, srcs, living)
        if found is not None:
            chosen, colour = found
            spec = dict(spec)
            kind = spec.pop("kind")
            extra = {"colour": colour} if colour else {}
            out.append(Action.make(kind, dreamer=d.id, pay=chosen, **spec, **extra))
    if not d.token_used and dreamer_defs[d.id].personal_token is not None:
        out.append(Action("use_token", (("dreamer", d.id),)))
    if d.ether > 0 and d.discard.cards:  # a Flaw costs at least 1 Ether to remove
        prices = _flaw_prices(game)
        for card in dict.fromkeys(d.discard.cards):
            price = prices.get(card)
            if price is None:
                defn = game.card(card)
                price = prices[card] = defn.removal if defn.flaw else 0
            if price and d.ether >= price:
                out.append(Action("remove_flaw", (("card", card), ("dreamer", d.id))))
    return tuple(out)


def mask_uses(game) -> list[Action]:
    """The Masks' abilities usable now by any living Dreamer: they may cut in
    at any moment, a waiting choice included (2.0 §2.29), paid as listed."""
    if "mask_off" in morphing_kinds(game):
        return []
    out = []
    memo = listing_memo(game, game._mask_memo)
    standing = living = None
    for d in game.dreamers.values():
        ability = game.card(d.mask).ability if d.mask and not d.dead else None
        if ability is None or (ability.once_per_turn and d.mask_used):
            continue
        if living is None:
            living = sum(1 for x in game.dreamers.values() if not x.dead)
        if ability.range is not None and standing is None:
            standing = tuple(game.figures())  # what a ranged ability reaches
        # Listed with every choice (it may cut in on any): a run of choices
        # that leaves this Dreamer's payment alone asks the same question.
        key = (d.id, d.mask, tuple(d.hand), tuple(game.team.items), living,
               standing if ability.range is not None else None, game.states.get(d.id),
               d.ether, d.gems, game.team.keys, game.hours)
        found = memo.get(key, _MISSING)
        if found is _MISSING:
            found = memo[key] = _mask_use(game, d, ability, living)
        if found is not None:
            out.append(found)
    return out


_MISSING = object()


def _mask_use(game, d, ability, living: int) -> Action | None:
    found = cheapest_payment(game, d, ability, living=living)
    if found is None:
        return None
    chosen, colour = found
    return Action.make("use_mask", dreamer=d.id, pay=chosen, **({"colour": colour} if colour else {}))


def _flaw_prices(game) -> dict:
    """card id -> Ether to remove it as a Flaw (0: not a Flaw), per game."""
    return game.__dict__.setdefault("_flaw_prices", {})


ITEM_PREFIX = "item:"


@action("use_token", listed_with="use_item", args=ArgSpec({"dreamer": ID}))
def _act_use_token(game, a: Action) -> None:
    """A Dreamer's Personal token: once per Slumber or Dream."""
    d = dreamer(game, a["dreamer"])
    token = game.defs("dreamers")[d.id].personal_token
    if token is None:
        raise IllegalAction(f"{game.name(d.id)} has no Personal token.")
    if d.token_used:
        raise IllegalAction("The Personal token is spent until the next Slumber or Dream.")
    if game.mode == Mode.MAP or game.phase in (Phase.SETUP, Phase.OVER, Phase.MAP):
        raise IllegalAction("Personal tokens are spent during a Slumber or Dream.")
    bump_activity(game, d)
    resolve(game, do.spend_token(d.id))
    game.push(*effects.compile_effect(game, token.effect, {"dreamer": d.id}))


@step("spend_token")
def _spend_token(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    token = game.defs("dreamers")[d.id].personal_token
    d.token_used = True
    game.emit("token", f"{game.name(d.id)} spends {token.name}.", dreamer=d.id)


@action("use_item", legal=_legal_extras, args=ArgSpec({"dreamer": ID, "item": ID}, {**PAYING, "index": INT}))
def _act_use_item(game, a: Action) -> None:
    d = dreamer(game, a["dreamer"])
    item = a["item"]
    if item not in game.team.items:
        raise IllegalAction(f"{game.name(item)} is not an active Item.")
    acts = _card_actions(game.card(item))
    index = a.get("index", 0)
    if not 0 <= index < len(acts):
        raise IllegalAction(f"{game.name(item)} has no such action.")
    _can_play(game, d.id, acts[index].rapid)
    _run_paid_action(game, d, acts[index], list(a.get("pay", ()) or ()), a.get("colour"), bool(a.get("boost")),
                     {"dreamer": d.id, "item": item}, game.name(item))


@action("use_mask", listed_with="use_item", args=ArgSpec({"dreamer": ID}, PAYING))
def _act_use_mask(game, a: Action) -> None:
    d = dreamer(game, a["dreamer"])
    if d.mask is None:
        raise IllegalAction(f"{game.name(d.id)} wears no Mask.")
    if "mask_off" in morphing_kinds(game):
        raise IllegalAction("The Mask Morphing makes every Mask inactive.")
    ability = game.card(d.mask).ability
    once = ability.once_per_turn
    if once and d.mask_used:
        raise IllegalAction("This Mask's ability is used once per Turn.")
    _run_paid_action(game, d, ability, list(a.get("pay", ()) or ()), a.get("colour"), bool(a.get("boost")),
                     {"dreamer": d.id}, ability.name)
    if once:
        resolve(game, do.mask_used(d.id))


@step("mask_used")
def _mask_used(game, s: dict) -> None:
    game.dreamers[s["dreamer"]].mask_used = True


@step("restore_item")
def _restore_item(game, s: dict) -> None:
    """Restore Item: a random Item from Storage takes an active slot. With
    every slot taken the Team either puts an active Item in Storage to make
    room or leaves the drawn one there (EN p.15; 2.0 §2.25)."""
    team = game.team
    if not team.storage:
        return
    item = team.storage[game.rng.randrange(len(team.storage))]
    if len(team.items) < team.item_slots:
        game.push(do.activate_item(item))
        return
    game.push(make_room(game, item))


def make_room(game, item: str) -> dict:
    """An Item in Storage that every active slot is too full for: the Team
    puts an active Item in Storage to make room for it, or leaves it there."""
    return decide(f"{game.name(item)} needs an active slot.", [
        {"label": f"Put {game.name(old)} in Storage", "card": old,
         "steps": [do.discard_item(old), do.activate_item(item)]} for old in game.team.items
    ] + [{"label": f"Leave {game.name(item)} in Storage", "steps": []}]) | {"always_ask": True}


@step("activate_item")
def _activate_item(game, s: dict) -> None:
    item = s["item"]
    game.team.storage.remove(item)
    game.team.items.append(item)
    game.emit("item_restored", f"{game.name(item)} returns from Storage.", reveals=True, item=item)


@action("remove_flaw", listed_with="use_item", args=ArgSpec({"dreamer": ID, "card": ID}))
def _act_remove_flaw(game, a: Action) -> None:
    """Remove a Flaw from your Discard pile by paying its cost (usually 1
    Ether); it goes to the bottom of the Flaw deck."""
    d = dreamer(game, a["dreamer"])
    card = a["card"]
    if card not in d.discard or not game.card(card).flaw:
        raise IllegalAction("Only a Flaw in your Discard pile can be removed.")
    price = game.card(card).removal
    if d.ether < price:
        raise IllegalAction(f"Removing this Flaw costs {price} Ether; {game.name(d.id)} has {d.ether}.")
    resolve(game, do.pay_costs(d.id, {"ether": price}))
    resolve(game, do.remove_flaw(d.id, card))


@step("remove_flaw")
def _remove_flaw(game, s: dict) -> None:
    d, card = game.dreamers[s["dreamer"]], s["card"]
    d.discard.remove(card)
    game.flaw_deck.put_bottom([card])
    game.emit("flaw_removed", f"{game.name(d.id)} rids themself of {game.name(card)}.", dreamer=d.id, card=card)


@step("gain_flaw")
def _gain_flaw(game, s: dict) -> None:
    """The top Flaw of the Flaw deck joins the Dreamer's Discard pile."""
    d = game.dreamers[s["dreamer"]]
    card = game.flaw_deck.draw_one()
    if card is None:
        return
    d.discard.put_top([card])
    game.emit("flaw_gained", f"{game.name(d.id)} gains a Flaw: {game.name(card)}.", reveals=True,
              dreamer=d.id, card=card)


@step("discard_flaw")
def _discard_flaw(game, s: dict) -> None:
    """Discard Flaw: from hand or Progress zone to the Discard pile."""
    d = game.dreamers[s["dreamer"]]
    card = s["card"]
    if card in d.hand:
        d.hand.remove(card)
    else:
        d.progress = [p for p in d.progress if p["card"] != card]
    d.discard.put_top([card])


# -- Masks --------------------------------------------------------------------

@step("discard_mask")
def _discard_mask(game, s: dict) -> None:
    """The worn Mask stops working; it stays owned and Restore can return it."""
    d = game.dreamers[s["dreamer"]]
    if d.mask:
        d.masks_lost.append(d.mask)
        game.emit("mask_discarded", f"{game.name(d.id)} loses their Mask.", dreamer=d.id, mask=d.mask)
        d.mask = None


@step("restore_mask")
def _restore_mask(game, s: dict) -> None:
    """Swap the worn Mask for another owned one (a lost one included)."""
    d = game.dreamers[s["dreamer"]]
    choices = list(dict.fromkeys(d.masks + d.masks_lost))
    if not choices:
        return
    game.push(decide(f"Which Mask does {game.name(d.id)} wear?", [
        {"label": game.name(m), "card": m, "steps": [do.wear_mask(d.id, m)]}
        for m in choices], chooser=d.id))


@step("wear_mask")
def _wear_mask(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    mask = s["mask"]
    for pile in (d.masks, d.masks_lost):
        if mask in pile:
            pile.remove(mask)
    if d.mask:
        d.masks.append(d.mask)
    d.mask = mask
    game.emit("mask_worn", f"{game.name(d.id)} puts on {game.name(mask)}.", dreamer=d.id, mask=mask)


# -- Items ----------------------------------------------------------------------

@step("discard_item")
def _discard_item(game, s: dict) -> None:
    item = s["item"]
    if item in game.team.items:
        game.team.items.remove(item)
        game.team.storage.append(item)


@step("return_item")
def _return_item(game, s: dict) -> None:
    """Return to the Item Market: the Team loses the Item for good."""
    item = s["item"]
    for pile in (game.team.items, game.team.storage):
        if item in pile:
            pile.remove(item)
    game.item_market.append(item)


@step("gain_item")
def _gain_item(game, s: dict) -> None:
    """A new Item goes to a free active slot. With none free it goes to
    Storage, unless the Team puts an active Item there to make room for it
    (EN p.15; 2.0 §2.41)."""
    item = s["item"]
    full = len(game.team.items) >= game.team.item_slots
    (game.team.storage if full else game.team.items).append(item)
    game.emit("item_gained", f"The Team gains {game.name(item)}.", item=item)
    if full and game.team.items:
        game.push(make_room(game, item))


def progress_counts(game, d) -> dict[str, int]:
    """How many active (unflipped, not Morphed-off) Progress cards of each suit."""
    counts = {"clubs": 0, "hearts": 0, "diamonds": 0, "spades": 0}
    for entry in d.progress:
        defn = game.card(entry["card"])
        suit = defn.progress.suit if defn.progress is not None else None
        if suit in counts and progress_active(game, entry) and not defn.flaw:
            counts[suit] += 1
    return counts


def deckbuild(owned: list[str], flaws: list[str], size: int | None = None) -> tuple[list[str], list[str]]:
    """Deckbuilding step: 20 to 40 Influence cards (all of them if fewer
    than 20 are owned), the rest kept Unused; every Flaw goes in uncounted."""
    influence = [c for c in owned if c not in flaws]
    if len(influence) < 20:
        size = len(influence)
    else:
        size = max(20, min(40, size if size is not None else 40))
    deck = influence[:size]
    return deck + list(flaws), influence[size:]


__all__ = ["deckbuild", "progress_active", "base_id"]

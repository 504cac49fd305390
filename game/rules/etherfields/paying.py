"""Paying for actions: Intent, other costs, and the Boost.

Payment sources are card ids from the Dreamer's hand, or "item:<id>" for an
active Item (which goes to Storage when discarded). A Boost rolls the Luck
die once per Turn to add to the Intent paid, after every other source; on
a fail the action is lost with what paid for it, and the Dreamer discards
1 Ether, suffers 1 Distress or Seals 3 cards.
"""
from __future__ import annotations

from typing import Any

from game.rules.core import IllegalAction
from game.rules.etherfields import intent as pay
from game.rules.etherfields.effects import morphing_kinds
from game.rules.etherfields.engine import decide, resolve, step
from game.rules.etherfields import steps as do


ITEM = "item:"


LUCK_FACES = ("fail", "blank", "plus1", "plus1", "plus2", "plus3")
# What a face means, as the log says it (a face's id is no word for a player).
LUCK_WORDS = {"fail": "Failure", "blank": "Blank", "plus1": "+1 Intent", "plus2": "+2 Intent", "plus3": "+3 Intent"}


BOOST_VALUE = {"fail": None, "blank": 0, "plus1": 1, "plus2": 2, "plus3": 3}


def sources_of(game, d) -> list[tuple[str, Any]]:
    """Everything this Dreamer may discard for Intent or movement (while
    actions are listed, worked out once per Dreamer: treat it as read-only)."""
    listing = game._listing
    if listing is not None:
        found = listing.get(("sources", d.id))
        if found is not None:
            return found
    out = [(c, game.card(c)) for c in d.hand]
    out += [(ITEM + i, game.card(i)) for i in game.team.items]
    if listing is not None:
        listing[("sources", d.id)] = out
    return out


_MISSING = object()


def cheapest_sources(game, amount: int, colour: str, srcs) -> list[str] | None:
    """`intent.minimal_payment`, remembered per game by the sources' ids: in
    one game an id always names the same card, and hands change slowly, so
    consecutive listings ask the same questions."""
    memo = game._pay_memo
    key = (amount, colour, tuple([s for s, _ in srcs]))
    found = memo.get(key, _MISSING)
    if found is _MISSING:
        if len(memo) > 20000:
            memo.clear()
        found = pay.minimal_payment(amount, colour, srcs)
        memo[key] = found = None if found is None else tuple(found)
    return None if found is None else list(found)


def exact_sources(game, unit: int, colour: str, srcs, most: int) -> list[str] | None:
    """`intent.exact_payment` (a Gradual payment), remembered like `cheapest_sources`."""
    memo = game._pay_memo
    key = ("exact", unit, colour, most, tuple([s for s, _ in srcs]))
    found = memo.get(key, _MISSING)
    if found is _MISSING:
        if len(memo) > 20000:
            memo.clear()
        found = pay.exact_payment(unit, colour, srcs, most)
        memo[key] = found = None if found is None else tuple(found)
    return None if found is None else list(found)


def payment_defs(game, d, sources) -> list:
    hand = list(d.hand)
    items = list(game.team.items)
    defs = []
    for src in sources:
        if src.startswith(ITEM):
            item = src[len(ITEM):]
            if item not in items:
                raise IllegalAction(f"{game.name(item)} is not an active Item.")
            items.remove(item)
            defs.append(game.card(item))
        else:
            if src not in hand:
                raise IllegalAction(f"{game.name(src)} is not in {game.name(d.id)}'s hand.")
            hand.remove(src)
            defs.append(game.card(src))
    return defs


def discard_payment(game, d, sources) -> None:
    """Pay for an action: its `pay` step resolves at once, as the action is
    taken, so what the action does next (its events, its effects) follows
    the payment as it always has."""
    resolve(game, do.pay(d.id, list(sources)))


@step("pay")
def _pay(game, s: dict) -> None:
    """The cards paid go to their owner's discard pile; an Item paid is
    turned face down into Storage."""
    d, sources = game.dreamers[s["dreamer"]], s["sources"]
    for src in sources:
        if src.startswith(ITEM):
            item = src[len(ITEM):]
            game.team.items.remove(item)
            game.team.storage.append(item)
        else:
            d.hand.remove(src)
            d.discard.put_top([src])
    if sources:
        game.emit("paid", "", dreamer=d.id, cards=list(sources))


def gems_locked(game) -> bool:
    """First edition: under the Shining Gems Morphing no Gem is used at all
    (EN p.16). 2.0 only stops their rerolls (2.0 §2.28)."""
    return game.options["edition"] == "first" and "no_gem_rerolls" in morphing_kinds(game)


def check_other_costs(game, d, cost: pay.Cost) -> None:
    for kind, n in cost.others.items():
        if kind == "ether" and d.ether < n:
            raise IllegalAction(f"{game.name(d.id)} has {d.ether} Ether; this costs {n}.")
        if kind == "gem" and gems_locked(game):
            raise IllegalAction("The Shining Gems Morphing keeps every Gem from use.")
        if kind == "gem" and d.gems < n:
            raise IllegalAction(f"{game.name(d.id)} has {d.gems} Shining Gem; this costs {n}." if d.gems == 1
                                else f"{game.name(d.id)} has {d.gems} Shining Gems; this costs {n}.")
        if kind == "key" and game.team.keys < n:
            raise IllegalAction(f"The Team has {game.team.keys} Key; this costs {n}." if game.team.keys == 1
                                else f"The Team has {game.team.keys} Keys; this costs {n}.")
        if kind == "hours" and game.hours < n:
            raise IllegalAction(f"The Clock shows {game.hours} Hour; this costs {n}." if game.hours == 1
                                else f"The Clock shows {game.hours} Hours; this costs {n}.")


def pay_other_costs(game, d, cost: pay.Cost) -> list[dict]:
    """Check the non-Intent part of a cost, pay it, and return the steps that
    still have to resolve (Distress is suffered as a step)."""
    check_other_costs(game, d, cost)
    spent = {kind: n for kind, n in cost.others.items() if kind != "distress"}
    if spent:
        resolve(game, do.pay_costs(d.id, spent))  # at once, like the cards paid
    return [do.suffer_distress(d.id, n) for kind, n in cost.others.items() if kind == "distress"]


@step("pay_costs")
def _pay_costs(game, s: dict) -> None:
    """The Ether, Shining Gems, Keys and Hours an action costs are spent."""
    d = game.dreamers[s["dreamer"]]
    for kind, n in s["costs"].items():
        if kind == "ether":
            d.ether -= n
        elif kind == "gem":
            d.gems -= n
        elif kind == "key":
            game.team.keys -= n
        elif kind == "hours":
            game.hours -= n


def boost_allowed(game, d, paid_intent: int) -> None:
    if not game.options.get("boosting", True):
        raise IllegalAction("Boosting is switched off in this game's options.")
    if d.boosted:
        raise IllegalAction(f"{game.name(d.id)} has already rolled the Luck die this Turn.")
    if paid_intent < 1:
        raise IllegalAction("Boosting needs at least 1 Intent paid first.")


def start_boost(game, d, need: int, paid: int, on_success: list[dict], label: str) -> None:
    resolve(game, do.boost(d.id))  # at once: the Boost of the Turn is used as the action is taken
    game.push(do.luck_roll(d.id, need, paid, on_success, label))


@step("boost")
def _boost(game, s: dict) -> None:
    game.dreamers[s["dreamer"]].boosted = True


def luck_faces(game) -> tuple:
    die = game.defs("dice").get("luck")
    return die.faces if die is not None else LUCK_FACES


def can_reroll(game, d) -> bool:
    blocked = any(m in ("no_rerolls", "no_gem_rerolls") for m in morphing_kinds(game))
    return d.gems > 0 and not blocked


@step("luck_roll")
def _luck_roll(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    faces = luck_faces(game)
    face = faces[game.rng.randrange(len(faces))]
    said = LUCK_WORDS.get(face, face)
    game.emit("die_rolled", f"{game.name(d.id)} rolls the Luck die: {said}.", reveals=True,
              die="luck", face=face, dreamer=d.id)
    resolve = do.luck_resolve(s, face)
    if can_reroll(game, d):
        game.push(decide(
            f"The Luck die shows {said}. Keep it, or spend a Shining Gem to reroll?",
            [{"label": f"Keep {said}", "steps": [resolve]},
             {"label": "Spend 1 Shining Gem: reroll",
              "steps": [do.spend_gem(d.id), dict(s)]}],
            chooser=d.id) | {"always_ask": True})
    else:
        game.push(resolve)


@step("spend_gem")
def _spend_gem(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    d.gems -= 1
    game.emit("gem_spent", f"{game.name(d.id)} spends a Shining Gem.", dreamer=d.id)


@step("luck_resolve")
def _luck_resolve(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    bonus = BOOST_VALUE.get(s["face"], 0)
    if bonus is None:
        game.emit("action_failed", f"Failure! {s['label']} fails; the cards stay spent.", dreamer=d.id)
        game.push(boost_failure_penalty(game, d.id))
        return
    total = s["paid"] + bonus
    if s.get("gradual"):  # a boosted Gradual payment: its markers are counted from the new total
        game.push(dict(s["gradual"], paid=total))
        return
    if total < s["need"]:
        game.emit("action_failed", f"{s['label']} falls short ({total} of {s['need']}); the cards are lost.",
                  dreamer=d.id)
        return
    game.push(*s["success"])


def boost_failure_penalty(game, who: str) -> dict:
    d = game.dreamers[who]
    options = []
    if d.ether > 0:
        options.append({"label": "Discard 1 Ether", "steps": [do.lose_ether(who, 1)]})
    options.append({"label": "Suffer 1 Distress", "steps": [do.suffer_distress(who, 1)]})
    options.append({"label": "Seal 3 cards", "steps": [do.seal(who, 3)]})
    return decide(f"The Luck die failed: what does {game.name(who)} give up?", options, chooser=who) \
        | {"always_ask": True}


@step("lose_ether")
def _lose_ether(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    n = min(d.ether, s["amount"])
    d.ether -= n
    game.emit("ether", f"{game.name(d.id)} loses {n} Ether.", dreamer=d.id, amount=-n)

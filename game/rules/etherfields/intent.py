"""Paying costs: Intent from discarded cards and Items, and the other costs.

- Intent comes in three colours. A card that shows several colours gives only
  the one chosen when it is discarded; whatever exceeds the cost is lost.
- A cost listing several Intent colours may be paid in any one of them.
- Other parts of a cost (Distress, Ether, Keys, Shining Gems, Hours) are paid
  in full besides the Intent.
- `per_player` (the (x) mark) multiplies the cost by the number of Dreamers.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.core import IllegalAction
from game.rules.etherfields.state import INTENTS

OTHER_COSTS = ("distress", "ether", "key", "gem", "hours")


def as_dict(cost) -> dict:
    """A cost (mapping or model) as a plain dict without empty entries."""
    if cost is None:
        return {}
    if hasattr(cost, "model_dump"):
        cost = cost.model_dump()
    return {k: v for k, v in cost.items() if v not in (None, 0, False)}


@dataclass(frozen=True)
class Cost:
    intents: dict  # colour -> amount; several colours are alternatives
    others: dict   # distress/ether/key/gem/hours -> amount

    @property
    def free(self) -> bool:
        return not self.intents and not self.others

    def colours(self) -> list[str]:
        return list(self.intents)

    def describe(self) -> str:
        parts = [" or ".join(f"{n} {c.title()}" for c, n in self.intents.items())] if self.intents else []
        parts += [f"{n} {k.title()}" for k, n in self.others.items()]
        return ", ".join(parts) or "free"


def make_cost(cost, dreamers: int, per_player: bool = False, times: int = 1) -> Cost:
    """The Cost of a printed cost for this many Dreamers. Content models are
    frozen, so each one's Cost is worked out once and kept (the listing of
    legal actions asks for them thousands of times a second)."""
    plain = type(cost) is dict  # content keeps costs as dicts: kept with a copy to check against
    if not plain and cost is not None:
        return _make_cost(cost, dreamers, per_player, times)  # another kind of mapping: worked out each time
    key = (id(cost), dreamers, per_player, times)
    found = _COSTS.get(key)
    if found is None or found[0] is not cost or (plain and found[1] != cost):
        if len(_COSTS) > 5000:  # costs made on the fly (a Deliverance) must not pile up
            _COSTS.clear()
        found = _COSTS[key] = (cost, dict(cost) if plain else None, _make_cost(cost, dreamers, per_player, times))
    return found[2]


def _make_cost(cost, dreamers: int, per_player: bool, times: int) -> Cost:
    raw = as_dict(cost)
    mult = (dreamers if per_player or raw.get("per_player") else 1) * times
    intents = {c: int(raw[c]) * mult for c in INTENTS if raw.get(c)}
    others = {k: int(raw[k]) * mult for k in OTHER_COSTS if raw.get(k)}
    return Cost(intents, others)


def card_intent(defn, colour: str) -> int:
    return intents_of(defn).get(colour, 0)


def card_colours(defn) -> list[str]:
    intent = intents_of(defn)
    return [c for c in INTENTS if intent.get(c)]


def intents_of(defn) -> dict:
    """colour -> Intent a card (or Item) gives; kept per frozen content model."""
    found = _INTENTS.get(id(defn))
    if found is None or found[0] is not defn:
        if len(_INTENTS) > 5000:
            _INTENTS.clear()
        found = _INTENTS[id(defn)] = (defn, _intents(defn))
    return found[1]


def _intents(defn) -> dict:
    return {c: defn.intent[c] for c in INTENTS if defn.intent.get(c)}


# Memos of what never changes: keyed by the content model's id, each entry
# holding the model too, so an id is never reused while its entry lives.
_COSTS: dict[tuple, tuple] = {}
_INTENTS: dict[int, tuple] = {}


def intent_paid(defs: list, colour: str) -> int:
    """Total of one colour from discarded cards (each gives only that colour)."""
    return sum(card_intent(d, colour) for d in defs)


def movement_paid(defs: list) -> int:
    return sum(d.move for d in defs)


def check_payment(cost: Cost, colour: str | None, defs: list, *, boost: int = 0) -> int:
    """How much Intent of `colour` the payment gives; raises if it is short.

    Every discarded card must give something to this colour: a card that
    would give nothing would only be thrown away.
    """
    if not cost.intents:
        if defs:
            raise IllegalAction("This cost needs no Intent; do not discard cards for it.")
        return 0
    if colour is None or colour not in cost.intents:
        names = " or ".join(c.title() for c in cost.intents)
        raise IllegalAction(f"This cost is paid in {names}.")
    for d in defs:
        if card_intent(d, colour) <= 0:
            raise IllegalAction(f"{d.name} gives no {colour.title()} Intent.")
    total = intent_paid(defs, colour) + boost
    if total < cost.intents[colour]:
        raise IllegalAction(
            f"The cost is {cost.intents[colour]} {colour.title()}; the cards give only {total}.")
    return total


def best_colour(cost: Cost, defs: list) -> str | None:
    """The cost colour the given cards pay best (for a payment without a chosen colour)."""
    if not cost.intents:
        return None
    return max(cost.intents, key=lambda c: (intent_paid(defs, c) - cost.intents[c], -list(cost.intents).index(c)))


def minimal_payment(cost_amount: int, colour: str, sources: list[tuple[str, object]], value=None) -> list[str] | None:
    """A payment with the fewest cards that covers `cost_amount`, or None.
    Largest values first gives the fewest cards; the last card is then
    swapped for the smallest one that still covers, to waste little.
    `value(defn)` defaults to the Intent of `colour`."""
    useful = []
    for s, d in sources:
        v = value(d) if value else intents_of(d).get(colour, 0)
        if v > 0:
            useful.append((v, s))
    useful.sort(key=_minus_value)
    total, chosen = 0, []
    for v, s in useful:
        if total >= cost_amount:
            break
        chosen.append((v, s))
        total += v
    if total < cost_amount:
        return None
    if chosen:
        rest = total - chosen[-1][0]
        spare = [(v, s) for v, s in useful[len(chosen) - 1:] if rest + v >= cost_amount]
        chosen[-1] = min(spare, key=lambda vs: vs[0])
    return [s for _, s in chosen]


def _minus_value(vs: tuple) -> int:
    return -vs[0]


def exact_payment(unit: int, colour: str, sources: list[tuple[str, object]], most: int) -> list[str] | None:
    """A few sources whose total of `colour` is exactly a multiple of `unit`
    (1x to `most`x): a Gradual payment may not waste Intent."""
    from itertools import combinations
    useful = [(card_intent(d, colour), s) for s, d in sources if card_intent(d, colour) > 0]
    for size in range(1, min(len(useful), 6) + 1):
        for combo in combinations(useful, size):
            total = sum(v for v, _ in combo)
            if total % unit == 0 and 0 < total // unit <= most:
                return [s for _, s in combo]
    return None

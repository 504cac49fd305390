"""What must always hold in an Etherfields game, whatever was played: each
card in exactly one place, each supply within what the box holds. A save
is checked against them when it is loaded; the fuzz test
(tests/test_fuzz_rules.py) holds random play to the same invariants.
"""
from __future__ import annotations

from collections import Counter

from game.rules.etherfields.state import DISTRESS_DEATH, POOL_SIZES

INTENT_COLOURS = ("awareness", "cunning", "wrath")


def cards_of(dreamer) -> Counter:
    """A Dreamer's cards, wherever they lie: deck, hand, discard, Sealed,
    unused, and the ones placed as Progress."""
    return Counter(dreamer.deck.cards + dreamer.hand + dreamer.discard.cards + dreamer.sealed.cards + dreamer.unused
                   + [p["card"] for p in dreamer.progress])


def all_cards(game) -> Counter:
    """Every Influence card, Flaw and Fate card, wherever it is: Dreamers,
    the Market, the Flaw deck, the Fate deck, face up, or kept as a Quirk."""
    total = Counter(game.flaw_deck.cards)
    c = game.campaign
    if c:  # a lone Slumber has no Market and no Fate deck
        total += Counter(c.influence_market + c.market_shown)
        total += Counter(f for f in c.fate_deck + c.quirks + [c.fate_shown] if f)
    for d in game.dreamers.values():
        total += cards_of(d)
    return total


def all_items(game) -> Counter:
    return Counter(game.team.items + game.team.storage + game.item_market)


def problems(game, cards: Counter | None = None, items: Counter | None = None) -> list[tuple[str, str]]:
    """(field, sentence) for each broken invariant; `cards` and `items` are
    what the game started with (the same Team and options always start with
    the same cards and Items, only their order differs). Cards never enter
    or leave a game; Items can be won, but each is in one place at most."""
    out = []
    if cards is not None:
        now = all_cards(game)
        for card, n in sorted((now - cards).items()):
            out.append(("cards", f"the card {card!r} is in more than one place" if cards[card] else
                        f"the card {card!r} is not part of this game"))
        for card, n in sorted((cards - now).items()):
            out.append(("cards", f"the card {card!r} is missing (it should be somewhere: deck, hand, discard...)"))
    if items is not None:
        # Items can be won during a campaign, so only duplicates are wrong.
        for item, n in sorted(all_items(game).items()):
            if n > max(1, items[item]):
                out.append(("team.items", f"the Item {item!r} is in {n} places (Team, storage, Market) at once"))
    for d in game.dreamers.values():
        where = f"dreamers.{d.id}"
        if len(d.hand) > d.hand_limit:
            out.append((f"{where}.hand", f"{len(d.hand)} cards in hand is more than the limit of {d.hand_limit}"))
        if not 0 <= d.distress <= DISTRESS_DEATH:
            out.append((f"{where}.distress", f"{d.distress} is not between 0 and {DISTRESS_DEATH}"))
        if d.ether < 0 or d.gems < 0:
            out.append((where, "Ether and Shining Gems cannot be negative"))
    for pool in ("distress", "ether", "gem", "key", "morphing", "state", "block"):
        if game.pool(pool) < 0:
            out.append((pool, f"more {pool} tokens are out than the box holds ({POOL_SIZES[pool]})"))
    if len(game.morphings) + len(game.morphing_bag) != POOL_SIZES["morphing"]:
        out.append(("morphings", f"there are {len(game.morphings) + len(game.morphing_bag)} Morphing tokens "
                                 f"in play and in the bag; the box holds {POOL_SIZES['morphing']}"))
    if len(game.states) + len(game.state_tokens) != POOL_SIZES["state"]:
        out.append(("states", f"there are {len(game.states) + len(game.state_tokens)} State tokens; "
                              f"the box holds {POOL_SIZES['state']}"))
    for colour in INTENT_COLOURS:
        if not 0 <= game.intent_markers_left(colour) <= 4:
            out.append(("gradual", f"more than 4 {colour} Intent markers are in use"))
    return out

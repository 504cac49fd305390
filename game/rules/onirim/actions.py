"""Every Onirim Action, made once and shared (interned).

Most moves are few and fixed (play a red Sun, take the Nightmare's 'hand'
option...), so they are built at import and the legal-action lists hand out
the same objects every time: no allocation per turn, and a membership test
finds them by identity. Orders of cards (Prophecy, cards put under the deck)
are cached by the multiset of cards they arrange.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import permutations

from game.rules.core import Action
from game.rules.onirim.cards import ALL_CODES, COLOUR_NAMES, DOORS, KEYS, LOCATIONS

PLAY = {c: Action("play", (("card", c),)) for c in LOCATIONS}
DISCARD = {c: Action("discard", (("card", c),)) for c in LOCATIONS}
OPEN_DOOR = {k: Action("open_door", (("card", k),)) for k in KEYS}
KEEP_KEY = Action("keep_key")
NIGHTMARE_KEY = {k: Action("nightmare", (("card", k), ("option", "key"))) for k in KEYS}
NIGHTMARE_DOOR = {d: Action("nightmare", (("card", d), ("option", "door"))) for d in DOORS}
NIGHTMARE_DECK = Action("nightmare", (("option", "deck"),))
NIGHTMARE_HAND = Action("nightmare", (("option", "hand"),))
SPHINX_NAMES = ("red", "blue", "green", "brown", "moon", "key")  # never Sun; Glyph needs a box we lack
SPHINX = {n: Action("sphinx", (("name", n),)) for n in SPHINX_NAMES}
SPHINX_PICK = {c: Action("sphinx_pick", (("card", c),)) for c in ALL_CODES}
DIVER_NEXT = Action("diver_next")
DIVER_KEEP = Action("diver_keep")
MIRROR_COLOUR = {n: Action("mirror_choice", (("colour", n),)) for n in COLOUR_NAMES.values()}

_new = object.__new__


def _action(kind: str, args: tuple) -> Action:
    """The very Action `Action(kind, args)` would build, minus the frozen
    dataclass's __init__ (a third of the cost): Prophecy lists make 120 at a time."""
    act = _new(Action)
    d = act.__dict__
    d["kind"] = kind
    d["args"] = args
    return act


_PAIRS: dict = {}
_MIRROR: dict = {}


def cards_choice(cards: tuple) -> Action:
    """mirror_choice(cards=...) for the Red and Blue Mirrors, interned."""
    act = _PAIRS.get(cards)
    if act is None:
        act = _PAIRS[cards] = _action("mirror_choice", (("cards", cards),))
    return act


def mirror_play(mirror: str, pair: tuple) -> Action:
    """mirror(mirror=..., cards=pair), interned; `pair` sorted."""
    key = (mirror, pair)
    act = _MIRROR.get(key)
    if act is None:
        act = _MIRROR[key] = _action("mirror", (("cards", pair), ("mirror", mirror)))
    return act


@lru_cache(maxsize=4096)
def orders(multiset: tuple) -> tuple:
    """Every distinct order of these cards (given sorted), each a tuple."""
    if len(set(multiset)) == len(multiset):
        return tuple(permutations(multiset))
    return tuple(dict.fromkeys(permutations(multiset)))


@lru_cache(maxsize=4096)
def _order_args(multiset: tuple) -> tuple:
    """('order', o) for every distinct order o: shared by every Action using it."""
    return tuple([("order", o) for o in orders(multiset)])


@lru_cache(maxsize=1024)
def bottom_options(multiset: tuple) -> tuple:
    """Every way of putting these cards under the deck."""
    return tuple([_action("bottom_order", (o,)) for o in _order_args(multiset)])


def prophecy_options(multiset: tuple) -> tuple:
    """Every way to discard one seen card and put the rest back in some order.
    Five seen cards rarely repeat, so this is not cached (a cache of Actions
    only gives the garbage collector more to walk); the Actions are made
    inline, without a call per Action."""
    acts: list = []
    append = acts.append
    for i, card in enumerate(multiset):
        if i and multiset[i - 1] == card:
            continue
        head = ("discard", card)
        for o in _order_args(multiset[:i] + multiset[i + 1:]):
            act = _new(Action)
            d = act.__dict__
            d["kind"] = "prophecy"
            d["args"] = (head, o)
            append(act)
    return tuple(acts)

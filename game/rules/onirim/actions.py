"""Every Onirim Action, made once and shared (interned).

Most moves are few and fixed (play a red Sun, take the Nightmare's 'hand'
option...), so they are built at import and the legal-action lists hand out
the same objects every time: no allocation per turn, and a membership test
finds them by identity. Orders of cards (Prophecy, cards put under the deck)
are cached by the multiset of cards they arrange.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import permutations
from math import factorial

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


# Up to this many orders (7 distinct cards) the BOTTOM list is built whole, as
# it always was; a long Diver run reveals more, and its orders run to millions.
MAX_LISTED_ORDERS = 5040


def count_orders(multiset: tuple) -> int:
    """How many distinct orders these cards have: n! / (k1! k2! ...)."""
    counts: dict = {}
    for c in multiset:
        counts[c] = counts.get(c, 0) + 1
    total = factorial(len(multiset))
    for k in counts.values():
        total //= factorial(k)
    return total


class Orders(Sequence):
    """Every bottom_order of a multiset of cards, made on demand: the same
    Actions, in the same (lexicographic) order, as `bottom_options` lists for
    few cards, but in constant memory. An item is found by unranking, `in` and
    `index` by the cards an order holds, so nothing ever walks the whole run."""

    __slots__ = ("cards", "_values", "_counts", "_len")

    def __init__(self, multiset: tuple) -> None:
        self.cards = tuple(sorted(multiset))
        values = sorted(set(self.cards))
        self._values = tuple(values)
        self._counts = tuple(self.cards.count(v) for v in values)
        self._len = count_orders(self.cards)

    def __len__(self) -> int:
        return self._len

    def __repr__(self) -> str:
        return f"Orders({len(self.cards)} cards, {self._len} orders)"

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(self._len))]
        i = i.__index__()
        if i < 0:
            i += self._len
        if not 0 <= i < self._len:
            raise IndexError("order index out of range")
        return _action("bottom_order", (("order", self._unrank(i)),))

    def _unrank(self, rank: int) -> tuple:
        """The rank-th distinct order: at each place, the orders starting with
        a smaller card come first, `block` of them per card value."""
        counts = list(self._counts)
        left, total = len(self.cards), self._len
        out = []
        while left:
            for j, v in enumerate(self._values):
                if not counts[j]:
                    continue
                block = total * counts[j] // left
                if rank < block:
                    out.append(v)
                    counts[j] -= 1
                    left -= 1
                    total = block
                    break
                rank -= block
        return tuple(out)

    def _rank(self, order: tuple) -> int:
        counts = list(self._counts)
        left, total, rank = len(order), self._len, 0
        for card in order:
            for j, v in enumerate(self._values):
                if not counts[j]:
                    continue
                block = total * counts[j] // left
                if v == card:
                    counts[j] -= 1
                    left -= 1
                    total = block
                    break
                rank += block
        return rank

    def _order_of(self, action):
        """The order this Action puts under the deck, if it is one of ours."""
        if getattr(action, "kind", None) != "bottom_order":
            return None
        args = action.args
        if len(args) != 1 or args[0][0] != "order" or not isinstance(args[0][1], tuple):
            return None
        order = args[0][1]
        if not all(isinstance(c, str) for c in order) or tuple(sorted(order)) != self.cards:
            return None
        return order

    def __contains__(self, action) -> bool:
        return self._order_of(action) is not None

    def index(self, action, start=0, stop=None) -> int:
        order = self._order_of(action)
        if order is None:
            raise ValueError("not an order of these cards")
        rank = self._rank(order)
        if rank < start or (stop is not None and rank >= stop):
            raise ValueError("not an order of these cards in that range")
        return rank

    def count(self, action) -> int:
        return 1 if action in self else 0

    def __iter__(self):
        """Lazily, by the classic next-permutation step (which skips repeats)."""
        a = list(self.cards)
        n = len(a)
        while True:
            yield _action("bottom_order", (("order", tuple(a)),))
            i = n - 2
            while i >= 0 and a[i] >= a[i + 1]:
                i -= 1
            if i < 0:
                return
            j = n - 1
            while a[j] <= a[i]:
                j -= 1
            a[i], a[j] = a[j], a[i]
            a[i + 1:] = reversed(a[i + 1:])

    def __reversed__(self):
        for i in range(self._len - 1, -1, -1):
            yield self[i]


@lru_cache(maxsize=1024)
def bottom_options(multiset: tuple):
    """Every way of putting these cards under the deck: a tuple while they are
    few, else an `Orders` that makes each one when asked."""
    if count_orders(multiset) > MAX_LISTED_ORDERS:
        return Orders(multiset)
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

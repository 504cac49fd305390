"""A faster seeded shuffle for card games that shuffle a deck every turn.

`Rng.shuffle` spends one pure-Python 64-bit draw per card, and Onirim
shuffles Limbo back into its deck nearly every turn. Here one draw of the
state's Rng seeds SHAKE-128 (a standard extendable-output function, computed
in C), which gives every card an independent 32-bit sort key, and the cards
are sorted by key. Keys that collide are drawn again, so every order is
exactly equally likely; the only seed is the state's Rng, so a seed still
replays a game exactly. Keys are read little-endian on every platform.
"""
from __future__ import annotations

import sys
from array import array
from hashlib import shake_128

from game.rules.core.rng import Rng

_TYPECODE = next(t for t in "IL" if array(t).itemsize == 4)  # an unsigned 32-bit integer
_SWAP = sys.byteorder == "big"


def shuffle(rng: Rng, items: list) -> None:
    """Shuffle `items` in place, uniformly, drawing from `rng`."""
    n = len(items)
    if n < 2:
        return
    while True:
        keys = array(_TYPECODE, shake_128(rng.next64().to_bytes(8, "little")).digest(4 * n))
        if _SWAP:
            keys.byteswap()
        if len(set(keys)) == n:
            break
    items[:] = [items[i] for i in sorted(range(n), key=keys.__getitem__)]

"""The Mirrors: which Locations each Mirror takes, and what exploring it does.

Pure helpers; the game (`game.py`) moves the cards. Mirror names are the
lowercase words the actions use.
"""
from __future__ import annotations

from game.rules.onirim.cards import COLOUR, COLOUR_LETTERS, IS_LOCATION, SYMBOL

MIRRORS = ("sun", "moon", "key", "red", "blue", "green", "brown")
RAINBOW = "rainbow"
ALL_MIRRORS = MIRRORS + (RAINBOW,)
CARDS_TO_EXPLORE = 4
_SYMBOL_OF = {"sun": "S", "moon": "M", "key": "K"}
# Mirrors whose exploration asks the player something, and what: 'cards' or 'colour'.
CHOOSES = {"red": "cards", "blue": "cards", "key": "colour", "brown": "colour"}


def accepts(mirror: str, code: str) -> bool:
    """May this Location go under this Mirror (on its own merits)?"""
    if not IS_LOCATION.get(code):
        return False
    if mirror in _SYMBOL_OF:
        return SYMBOL[code] == _SYMBOL_OF[mirror]
    if mirror == RAINBOW:
        return True
    return COLOUR[code] == COLOUR_LETTERS[mirror]


def pair_fits(mirror: str, under: list, pair: tuple) -> bool:
    """Both cards match the Mirror; under the Rainbow, all four colours differ."""
    a, b = pair
    if not (accepts(mirror, a) and accepts(mirror, b)):
        return False
    if mirror == RAINBOW:
        seen = {COLOUR[c] for c in under}
        return COLOUR[a] != COLOUR[b] and COLOUR[a] not in seen and COLOUR[b] not in seen
    return True


def win_needs(mirrors: dict) -> tuple:
    """The Mirrors that must be explored to win (besides the 8 Doors)."""
    return tuple(m for m in ("sun", "moon", RAINBOW) if m in mirrors)

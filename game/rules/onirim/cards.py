"""Onirim's cards as short codes, and what each code means.

A code is two letters: colour R red (Observatory), B blue (Aquarium), G green
(Garden), Y brown (Library); then symbol S Sun, M Moon, K Key, or D for a Door
of that colour. `NN` is a Nightmare; the Dream cards of the expansion are `SX`
Sphinx, `DV` Diver and `CF` Confusion. Cards with the same code are
interchangeable, so piles are plain lists of codes.
"""
from __future__ import annotations

from collections import Counter

COLOURS = "RBGY"
COLOUR_NAMES = {"R": "red", "B": "blue", "G": "green", "Y": "brown"}
COLOUR_LETTERS = {name: letter for letter, name in COLOUR_NAMES.items()}
SYMBOL_NAMES = {"S": "sun", "M": "moon", "K": "key"}

NIGHTMARE, SPHINX, DIVER, CONFUSION = "NN", "SX", "DV", "CF"
DREAMS = (SPHINX, DIVER, CONFUSION)

# Locations per colour: Sun / Moon / Key (the rulebook's counts); 2 Doors per colour.
BASE_LOCATIONS = {"R": (9, 4, 3), "B": (8, 4, 3), "G": (7, 4, 3), "Y": (6, 4, 3)}
DOORS_PER_COLOUR = 2
BASE_NIGHTMARES = 10
# The Sphinx / Diver / Confusion box: 4 of each Dream, plus 2 Nightmares that come
# once whichever of the three is used.
DREAM_COUNT = 4
EXTRA_NIGHTMARES = 2
EXPANSION_CARD = {"sphinx": SPHINX, "diver": DIVER, "confusion": CONFUSION}

LOCATIONS = tuple(c + s for c in COLOURS for s in "SMK")
DOORS = tuple(c + "D" for c in COLOURS)
KEYS = tuple(c + "K" for c in COLOURS)
ALL_CODES = LOCATIONS + DOORS + (NIGHTMARE,) + DREAMS

IS_LOCATION = {code: code in LOCATIONS for code in ALL_CODES}
IS_DOOR = {code: code in DOORS for code in ALL_CODES}
IS_KEY = {code: code in KEYS for code in ALL_CODES}
COLOUR = {code: (code[0] if code in LOCATIONS or code in DOORS else "") for code in ALL_CODES}
SYMBOL = {code: (code[1] if code in LOCATIONS else "") for code in ALL_CODES}
KEY_OF = {d: d[0] + "K" for d in DOORS}  # the Key that opens a drawn Door


def base_counts() -> Counter:
    """The 76 cards of the base game, by code."""
    counts: Counter[str] = Counter()
    for colour, (sun, moon, key) in BASE_LOCATIONS.items():
        counts[colour + "S"], counts[colour + "M"], counts[colour + "K"] = sun, moon, key
        counts[colour + "D"] = DOORS_PER_COLOUR
    counts[NIGHTMARE] = BASE_NIGHTMARES
    return counts


def card_counts(expansions=()) -> Counter:
    """The deck for a set of expansions: each Dream expansion adds its 4 cards,
    and the 2 extra Nightmares come once with any of them."""
    counts = base_counts()
    dreams = [EXPANSION_CARD[e] for e in expansions if e in EXPANSION_CARD]
    for code in dreams:
        counts[code] += DREAM_COUNT
    if dreams:
        counts[NIGHTMARE] += EXTRA_NIGHTMARES
    return counts


def parse_codes(text, where: str = "cards") -> list[str]:
    """'RS bm NN' (or a list of codes) -> ['RS', 'BM', 'NN']; unknown codes raise ValueError."""
    if text is None:
        return []
    items = text.split() if isinstance(text, str) else list(text)
    out = []
    for item in items:
        code = str(item).strip().upper()
        if code not in IS_LOCATION:
            raise ValueError(f"{where}: {item!r} is not a card code (colour R/B/G/Y with S/M/K/D, "
                             f"or NN, SX, DV, CF)")
        out.append(code)
    return out


def card_name(code: str) -> str:
    """A short English name for labels: 'red Sun', 'blue Door', 'Nightmare'."""
    if IS_LOCATION.get(code):
        return f"{COLOUR_NAMES[code[0]]} {SYMBOL_NAMES[code[1]].capitalize()}"
    if IS_DOOR.get(code):
        return f"{COLOUR_NAMES[code[0]]} Door"
    return {NIGHTMARE: "Nightmare", SPHINX: "Sphinx", DIVER: "Diver", CONFUSION: "Confusion"}[code]


CARD_NAME = {code: card_name(code) for code in ALL_CODES}

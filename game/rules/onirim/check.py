"""An Onirim state from outside (a save, a scenario) checked before play:
`problem(data)` is the first thing wrong as a sentence naming the field, or
"" when the game can be played from it."""
from __future__ import annotations

from collections import Counter

from game.rules.onirim.cards import CARD_NAME, card_counts
from game.rules.onirim.game import HAND_SIZE
from game.rules.onirim.setup import EXPANSIONS, from_data

_PILES = ("hand", "deck", "labyrinth", "doors", "limbo", "discard", "revealed")


def problem(data) -> str:
    if not isinstance(data, dict):
        return f"state: an Onirim game is a mapping, not {type(data).__name__}"
    for pile in _PILES:
        value = data.get(pile, [])
        if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
            return f"state.{pile}: {value!r:.60} should be a list of card codes"
    expansions = data.get("expansions") or []
    if not isinstance(expansions, list) or any(e not in EXPANSIONS for e in expansions):
        return f"state.expansions: {expansions!r:.60} should list some of {', '.join(EXPANSIONS)}"
    if len(data.get("hand", [])) > HAND_SIZE:
        return f"state.hand: {len(data['hand'])} cards, but a hand holds at most {HAND_SIZE}"
    try:
        game = from_data(data)
    except (ValueError, TypeError, KeyError, IndexError) as err:
        return f"state: {err}"
    box = card_counts(game.expansions)
    for code, n in Counter(game.cards()).items():
        if n > box[code]:
            return (f"state: {n} cards {code} ({CARD_NAME[code]}), but the box holds "
                    f"{box[code]} with these expansions")
    if game.outcome is None and not game.legal_actions():
        return "state: the game is not over, yet no move is possible"
    if game.outcome not in (None, "won", "lost"):
        return f"state.outcome: {game.outcome!r} should be won, lost or empty"
    return ""

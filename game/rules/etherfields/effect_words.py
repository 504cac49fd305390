"""What an Entity effect does, in words for the log, from its content operations.

"The Drowned Bell's special effect: the Team loses 1 Hour and each Dreamer
within 1 Seals 1 card." The words are pieces of that sentence: each one is a
pattern in game/i18n/rules_words.py (keep the two in step), so `tr()` finds
them piece by piece, and they are joined with " and " as the rules join a list.
An operation that shows itself (a script read, a choice offered, a log line)
is not repeated here. Pure: words only, no state read but the operations.
"""
from __future__ import annotations

from typing import Any


def _who(op: dict) -> str:
    """The Dreamers an operation hits, as the subject of its piece."""
    target = op.get("target", "each_dreamer")
    if target == "each_in_range":
        r = op.get("range", 0)
        return "each Dreamer on its space" if r == 0 else f"each Dreamer within {r} of it"
    if target == "each_on_feature":
        return "each Dreamer on an Entrance" if op.get("feature") == "entrance" else "each Dreamer on its feature"
    return "each Dreamer"


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def op_words(op: dict) -> str | None:
    """One operation as a piece of a sentence; None for one it does not word."""
    kind, n = op.get("op"), op.get("amount", op.get("count", 1))
    if kind == "suffer_distress":
        return f"{_who(op)} suffers {n} Distress"
    if kind == "seal":
        return f"{_who(op)} Seals {_cards(n)}"
    if kind == "discard_cards":
        return f"{_who(op)} discards {_cards(n)}"
    if kind == "lose_ether":
        return f"{_who(op)} loses {n} Ether"
    if kind == "place_state":
        return f"{_who(op)} is {str(op.get('state', '')).title()}"
    if kind == "lose_hours":
        return f"the Team loses {n} Hour" if n == 1 else f"the Team loses {n} Hours"
    if kind == "add_morphing":
        return f"it gains {n} Morphing" if n == 1 else f"it gains {n} Morphings"
    if kind == "spawn":
        return f"it Spawns {n} more"
    if kind == "move_entity":
        return f"it Moves {n} space" if n == 1 else f"it Moves {n} spaces"
    if kind == "relocate_entity":
        return "it Relocates to the closest Dreamer" if op.get("to") == "closest_dreamer" \
            else "it Relocates to a Spawn space"
    if kind == "place_token":
        return "it leaves a token on its space" if op.get("where") == "here" else "it places a token"
    return None


def effect_words(ops: Any) -> str:
    """The operations' pieces joined as a list: "A", "A and B", "A, B and C"."""
    pieces = [w for w in (op_words(dict(op)) for op in ops or ()) if w]
    if len(pieces) < 2:
        return "".join(pieces)
    return ", ".join(pieces[:-1]) + " and " + pieces[-1]

"""What every Lucidity rule module uses: the rows of a card, where a face
goes, how dreams are counted in a sentence, and the registry of moves."""
from __future__ import annotations

from game.rules.core.registry import Registry
from game.rules.lucidity.setup_data import COLOURS

ROWS = ("power", "hunt", "exhaust") + COLOURS  # a Shadow row is named by its colour
FACE_WORDS = {"power": "Power", "power2": "double Power", "hunt": "Hunt", "exhaust": "Exhaust", "shadow": "Shadow"}

# Every player move of a turn, registered by the module of its rule with the
# arguments it takes; the answers to a pending Decision go through
# decisions.answer (their options are listed by the Decision).
ACTIONS = Registry("Lucidity")


def row_for(face: str, colour: str) -> str:
    """Where a face goes on a Dreamer card: Power, Hunt, Exhaust, or the Shadow row of the die's colour."""
    if face in ("power", "power2"):
        return "power"
    if face in ("hunt", "exhaust"):
        return face
    return colour


def dreams(n: int) -> str:
    return f"{n} dream" if n == 1 else f"{n} dreams"

"""The table's icons: every rules symbol, drawn by game.gfx.icons (one icon
set for the whole game). Kept as a module so the UI names its symbols in one place."""
from __future__ import annotations

from game.gfx.icons import icon as _gfx_icon

NAMES = ("awareness", "cunning", "wrath", "distress", "ether", "gem", "gem_slot", "threat", "universal", "block",
         "spawn", "entrance", "light", "darkness", "swamp", "water", "stairs", "wall", "trap", "drawing_bonus",
         "movement", "die_one", "die_full", "die_full_again", "die_fail", "die_blank", "die_plus1", "die_plus2",
         "die_plus3", "hearts", "spades", "diamonds", "clubs", "morphing_effect", "basic_effect", "special_effect",
         "flying_rule", "rapid", "gradual", "free", "player_count", "key", "hours",
         "fate", "slumber", "dream_gate", "shopping", "awakening")


def icon(name: str, size: int):
    if name not in NAMES:
        raise KeyError(f"no icon called {name!r}")
    return _gfx_icon(name, size)

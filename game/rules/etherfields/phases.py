"""Where an Etherfields game stands: its Phase, its Mode, and how it ended.

Phase and Mode are closed sets, so they are enums; being StrEnums their
members equal the plain strings saves hold ("actions" == Phase.ACTIONS), so
old saves load and a caller comparing with a string still works. The end of
a game is data, an `Outcome` (python-chess's model), not a loose dict.
"""
from __future__ import annotations

from enum import StrEnum

from game.rules.core.outcome import Outcome, Result  # noqa: F401 - shared by every game; named here as before


class Phase(StrEnum):
    """The step of play the game is in."""
    SETUP = "setup"                # the game is being set up
    DRAW = "draw"                  # a Turn's Draw step
    ACTIONS = "actions"            # the Card and Action step
    DREAMSCAPE = "dreamscape"      # the Dreamscape Phase: the Turn card and the Entities act
    OUT_OF_TURNS = "out_of_turns"  # the Turn deck ran out: the Slumber or Dream ends
    MAP = "map"                    # a campaign between encounters, on the Dreamworld Map
    OVER = "over"                  # the game has ended: see `game.outcome`


class Mode(StrEnum):
    """What the Dreamers are playing: a Slumber, a Dream, or the Dreamworld Map between them."""
    SLUMBER = "slumber"
    DREAM = "dream"
    MAP = "map"

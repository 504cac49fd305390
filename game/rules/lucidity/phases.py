"""Where a Lucidity turn stands. A StrEnum: its members equal the plain
strings saves hold ("resolve" == Phase.RESOLVE), so old saves load and a
caller comparing with a string still works."""
from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    TRACK = "track"          # a Dreamer chooses a sleep track
    DRAW = "draw"            # draws from the bag (the Worst Case rule: maybe one too many)
    SELECT = "select"        # returns two dreams
    RESOLVE = "resolve"      # resolves the tray onto a card (or rerolls)
    REST = "rest"            # rests or dreams again
    NIGHTMARE = "nightmare"  # a Nightmare's turn: consume Power or send minions
    OVER = "over"            # the night is over: see `game.outcome`

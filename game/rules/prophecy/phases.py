"""Where a Prophecy turn stands. A StrEnum: its members equal the plain
strings the state holds ("move" == Phase.MOVE), so saves are unchanged and
a caller comparing with a string still works."""
from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    MOVE = "move"            # the Movement phase (and the anytime actions)
    ENCOUNTER = "encounter"  # every Creature on the space is fought
    ACT = "act"              # Opportunities, markets, guilds, attacks, digging (and the anytime actions)
    FINAL = "final"          # the Final Battle

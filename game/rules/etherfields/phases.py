"""Where an Etherfields game stands: its Phase, its Mode, and how it ended.

Phase and Mode are closed sets, so they are enums; being StrEnums their
members equal the plain strings saves hold ("actions" == Phase.ACTIONS), so
old saves load and a caller comparing with a string still works. The end of
a game is data, an `Outcome` (python-chess's model), not a loose dict.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


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


class Result(StrEnum):
    WON = "won"
    LOST = "lost"      # the Dreamers lost (outside a campaign: the game is over)
    ENDED = "ended"    # a lone Slumber ran out of Turns without a victory


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: won or lost, and the sentence saying why."""
    result: Result
    reason: str = ""

    @property
    def won(self) -> bool:
        return self.result is Result.WON

    def __eq__(self, other) -> bool:
        if isinstance(other, Outcome):
            return self.result == other.result and self.reason == other.reason
        if isinstance(other, dict):  # compatibility: the outcome was once this dict
            return other == self.to_data()
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.result, self.reason))

    def to_data(self) -> dict:
        return {"result": self.result.value, "reason": self.reason}

    @classmethod
    def from_data(cls, data: dict) -> "Outcome":
        return cls(Result(data["result"]), data.get("reason", ""))

    # Compatibility: callers written when the outcome was a dict read
    # `outcome["result"]`, `outcome["reason"]` or `.get(...)`. Read-only; our
    # own code uses the attributes.
    def __getitem__(self, key: str) -> str:
        if key == "result":
            return self.result.value
        if key == "reason":
            return self.reason
        raise KeyError(key)

    def get(self, key: str, default=None):
        try:
            return self[key]
        except KeyError:
            return default

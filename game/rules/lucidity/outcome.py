"""How a Lucidity night ended: the shared `Outcome`, saved in Lucidity's own
shape ({"winners", "reason", "power", "turns"}) as saves always held it."""
from __future__ import annotations

from typing import Any

from game.rules.core.outcome import Outcome, Result


class LucidityOutcome(Outcome):
    """`winners` the winning seat ids (none: the Nightmares won), `scores`
    each seat's Power, `round` the turn the night ended on."""

    @property
    def power(self) -> dict[str, int]:
        return dict(self.scores)

    @property
    def turns(self) -> int:
        return self.round or 0

    @classmethod
    def of(cls, winners: list[str], reason: str, power: dict[str, int], turns: int) -> "LucidityOutcome":
        return cls(Result.WON if winners else Result.LOST, reason, tuple(winners), turns, tuple(power.items()))

    def to_data(self) -> Any:
        return {"winners": list(self.winners), "reason": self.reason, "power": dict(self.scores), "turns": self.round}

    @classmethod
    def from_data(cls, data: Any) -> "LucidityOutcome":
        return cls.of(list(data["winners"]), data["reason"], dict(data["power"]), data["turns"])

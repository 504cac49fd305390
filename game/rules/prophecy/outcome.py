"""How a Prophecy game ended: the shared `Outcome`, saved in Prophecy's own
shape ({"winner", "how", "round"}) as saves always held it."""
from __future__ import annotations

from typing import Any

from game.rules.core.outcome import Outcome, Result


class ProphecyOutcome(Outcome):
    """`winner` the character who won (None: nobody), `how` the way the game
    ended (the reason), `round` the round it ended on."""

    @property
    def how(self) -> str:
        return self.reason

    @classmethod
    def of(cls, winner: str | None, how: str, round: int) -> "ProphecyOutcome":
        return cls(Result.WON if winner else Result.ENDED, how, (winner,) if winner else (), round)

    def to_data(self) -> Any:
        return {"winner": self.winner, "how": self.reason, "round": self.round}

    @classmethod
    def from_data(cls, data: Any) -> "ProphecyOutcome":
        return cls.of(data["winner"], data["how"], data["round"])

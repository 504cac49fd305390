"""How an Onirim game ended: the shared `Outcome`, saved as the word
("won" or "lost") saves always held."""
from __future__ import annotations

from typing import Any

from game.rules.core.outcome import Outcome, Result

WON_OR_LOST = (Result.WON, Result.LOST)


class OnirimOutcome(Outcome):
    def to_data(self) -> Any:
        return self.result.value

    def __str__(self) -> str:
        return self.result.value

    @classmethod
    def from_data(cls, data: Any) -> "OnirimOutcome":
        if data not in WON_OR_LOST:
            raise ValueError(f"outcome: {data!r} should be won, lost or empty")
        return cls(Result(data))


WON = OnirimOutcome(Result.WON)
LOST = OnirimOutcome(Result.LOST)

"""How a game ended, as a value every game shares.

`Outcome` is the end of any game: won, lost or just ended, the sentence
saying why, and for games with seats who won, on which round, and each
seat's score. Each game saves its outcome in the shape its saves always had
(Etherfields {"result", "reason"}, Lucidity {"winners", "reason", "power",
"turns"}, Prophecy {"winner", "how", "round"}, Onirim "won"/"lost"): a
game's subclass says only how it is written, so old saves load unchanged.

An Outcome also equals, and can be read like, the data it is saved as
(`outcome == "won"`, `outcome["winners"]`): code written when outcomes were
plain data keeps working while it moves to the attributes.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Result(StrEnum):
    WON = "won"
    LOST = "lost"      # the players lost (in a cooperative or solo game: the game is over)
    ENDED = "ended"    # the game is over without a winner (out of Turns, a round limit, a tie)


@dataclass(frozen=True, eq=False)
class Outcome:
    """How a game ended: won, lost or ended, and the sentence saying why."""

    result: Result
    reason: str = ""
    winners: tuple[str, ...] = ()   # the seats that won, where seats compete (empty: nobody)
    round: int | None = None        # the round or turn the game ended on, where the game counts them
    scores: tuple[tuple[str, int], ...] = ()  # each seat's final score, in seat order, where the game keeps one

    @property
    def won(self) -> bool:
        return self.result is Result.WON

    @property
    def winner(self) -> str | None:
        """The one winner, or None (nobody, or a tie)."""
        return self.winners[0] if len(self.winners) == 1 else None

    def to_data(self) -> Any:
        out: dict[str, Any] = {"result": self.result.value, "reason": self.reason}
        if self.winners:
            out["winners"] = list(self.winners)
        if self.round is not None:
            out["round"] = self.round
        if self.scores:
            out["scores"] = dict(self.scores)
        return out

    @classmethod
    def from_data(cls, data: Any) -> "Outcome":
        return cls(Result(data["result"]), data.get("reason", ""), tuple(data.get("winners", ())),
                   data.get("round"), tuple(data.get("scores", {}).items()))

    # The old, data-shaped reading ------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if isinstance(other, Outcome):
            return (self.result, self.reason, self.winners, self.round, self.scores) == \
                (other.result, other.reason, other.winners, other.round, other.scores)
        if isinstance(other, (dict, str)):  # an outcome was once this data
            return bool(other == self.to_data())
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.result, self.reason, self.winners, self.round, self.scores))

    def __getitem__(self, key: str) -> Any:
        return self.to_data()[key]

    def get(self, key: str, default: Any = None) -> Any:
        data = self.to_data()
        return data.get(key, default) if isinstance(data, dict) else default

"""Pebbles' rules: pure, with the shape every game's rules have (new_game,
legal_actions, apply raising IllegalAction, outcome, to_data/from_data)."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.core import Action, IllegalAction


@dataclass
class Game:
    pile: int = 7
    turn: int = 0
    outcome: str | None = None  # "p1" or "p2": who took the last pebble

    def legal_actions(self) -> list[Action]:
        if self.outcome is not None:
            return []
        return [Action.make("take", n=n) for n in (1, 2) if n <= self.pile]

    def apply(self, action: Action) -> list:
        if action not in self.legal_actions():
            raise IllegalAction(f"You may take 1 or 2 pebbles, and there are {self.pile}.")
        self.pile -= action["n"]
        if self.pile == 0:
            self.outcome = f"p{self.turn + 1}"
        self.turn = 1 - self.turn
        return []

    def to_data(self) -> dict:
        return {"pile": self.pile, "turn": self.turn, "outcome": self.outcome}

    @classmethod
    def from_data(cls, data: dict) -> "Game":
        return cls(int(data["pile"]), int(data["turn"]), data.get("outcome"))


def new_game(content, options: dict, seed: int) -> Game:
    return Game(pile=int((options or {}).get("pile", 7)))

"""What a table reads of its Session: one definition for every game's table
(Onirim, Lucidity, Prophecy; Etherfields has its SessionView). The table
keeps `self.session` (game.session.Session); these names read through it."""
from __future__ import annotations

from typing import Any

from game.rules.core import Action


class SessionTable:
    session: Any  # game.session.Session, set by the table

    @property
    def game(self):
        return self.session.game

    @game.setter
    def game(self, game) -> None:
        self.session.game = game

    @property
    def applied(self) -> list[Action]:
        """Every Action the rules received, in order (the Session's log)."""
        return [Action.from_data(a) for a in self.session.log]

    @property
    def undo_stack(self) -> list:
        return self.session.undo_stack

    @property
    def autosave(self) -> bool:
        return self.session.autosaves

    @property
    def replay_problem(self) -> str:
        return self.session.replay_problem

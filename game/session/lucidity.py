"""Lucidity's Session: undo by the seat still acting."""
from __future__ import annotations

from game.session import SessionKit


class LucidityKit(SessionKit):
    """A night at the table: a move is its seat's to take back while that
    seat is still acting and no die was drawn or rolled since."""
    content_version = "lucidity-1"

    def actor(self, game):
        return game.actor()

    def save_meta(self, session, state: dict) -> dict:
        # The Load screen words the turn when it shows it (game.ui.menus.table_summary).
        return {**super().save_meta(session, state), "turn": state.get("turn_number")}

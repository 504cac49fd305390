"""Prophecy's Session: undo by the character still choosing."""
from __future__ import annotations

from game.session import SessionKit


class ProphecyKit(SessionKit):
    """A game of 2-5 characters: a move is taken back by the seat that made
    it while it is still theirs to choose, until a card or die shows something new."""
    content_version = "prophecy-1"

    def actor(self, game):
        return game.pending.chooser if game.pending else game.active

    def save_meta(self, session, state: dict) -> dict:
        # The Load screen words the round when it shows it (game.ui.menus.table_summary).
        return {**super().save_meta(session, state), "round": state.get("round")}

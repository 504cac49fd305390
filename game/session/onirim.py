"""Onirim's Session: a solo game, saved after every move."""
from __future__ import annotations

from game.session import SessionKit


class OnirimKit(SessionKit):
    """A solo game: saved after every move; almost every move draws, so undo
    rarely reaches back (a card seen is never taken back)."""
    content_version = "onirim-1"

    def save_meta(self, session, state: dict) -> dict:
        # The Load screen words the turn when it shows it (game.ui.menus.table_summary).
        return {**super().save_meta(session, state), "turn": state.get("turn"),
                "expansions": list(state.get("expansions") or ()), "outcome": state.get("outcome")}

"""What the shared drawing functions draw, as the UI tests hear it: every
string reported to game.gfx.text.RECORDERS (a game.gfx.text.Drawn) and, when
asked, every panel reported to game.ui.draw.PANEL_RECORDERS."""
from __future__ import annotations

from game.ui.audit import recording

__all__ = ["recording"]

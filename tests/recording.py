"""What the shared drawing functions draw, as the UI tests hear it: every
string reported to game.gfx.text.RECORDERS (a game.gfx.text.Drawn) and, when
asked, every panel reported to game.ui.draw.PANEL_RECORDERS."""
from __future__ import annotations

import contextlib

import pygame

from game.gfx import text as gtext
from game.ui import draw as d


@contextlib.contextmanager
def recording(into: list | None = None, panels: bool = False):
    """Listen while the block draws; yields the list (`into`, or a new one)
    the strings are appended to as they are drawn. With `panels`, each panel
    goes in the same list as (Rect, surface size), so a string can be told
    from one a later panel hides."""
    drawn = [] if into is None else into
    hear_string = drawn.append

    def hear_panel(rect, surface):
        drawn.append((pygame.Rect(rect), surface))
    gtext.RECORDERS.append(hear_string)
    if panels:
        d.PANEL_RECORDERS.append(hear_panel)
    try:
        yield drawn
    finally:
        gtext.RECORDERS.remove(hear_string)
        if panels:
            d.PANEL_RECORDERS.remove(hear_panel)

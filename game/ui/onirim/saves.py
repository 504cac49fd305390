"""An Onirim game on disk: the autosave its Session writes after every move
(game.session), read back by the Onirim title's Continue and by the save
menu (see game.savefile.gamesave)."""
from __future__ import annotations

from game.savefile.gamesave import GameSave

CONTENT_VERSION = "onirim-1"
SAVES = GameSave("onirim", "Onirim", CONTENT_VERSION)


def path():
    return SAVES.path()


def unfinished():
    """The saved game if there is one still being played, else None."""
    return SAVES.unfinished()

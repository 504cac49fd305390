"""An Onirim game on disk: the autosave written after every move, read back
by the Onirim title's Continue and by the save menu (see game.savefile.gamesave)."""
from __future__ import annotations

from game.i18n import _
from game.savefile.gamesave import GameSave

CONTENT_VERSION = "onirim-1"
SAVES = GameSave("onirim", "Onirim", CONTENT_VERSION)


def path():
    return SAVES.path()


def save(table) -> str:
    """Write the table's game; '' when done, else the reason in plain words."""
    data = table.game.to_data()
    return SAVES.save(data, None if table.replay_problem else [a.to_data() for a in table.applied],
                      {"mode": _("turn {n}").format(n=data["turn"]), "expansions": list(table.expansions), "seed": table.seed,
                       "outcome": data["outcome"]})


def unfinished():
    """The saved game if there is one still being played, else None."""
    return SAVES.unfinished()

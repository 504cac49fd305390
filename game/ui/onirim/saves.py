"""An Onirim game on disk: the autosave written after every move, read back
by the Onirim title's Continue and by the save menu.

The file is an ordinary save (game.savefile: atomic, with backups, checked on
load); `meta.game` says it holds Onirim, so the save menu opens it here.
"""
from __future__ import annotations

from game.savefile import SaveError, autosave_path, load_game, save_game
from game.i18n import _

CONTENT_VERSION = "onirim-1"


def path():
    return autosave_path(None, "onirim")


def is_onirim(data) -> bool:
    return (data.meta or {}).get("game") == "onirim"


def save(table) -> str:
    """Write the table's game; '' when done, else the reason in plain words."""
    data = table.game.to_data()
    meta = {"game": "onirim", "campaign": _("Onirim"), "mode": _("turn {n}").format(n=data["turn"]),
            "expansions": list(table.expansions), "seed": table.seed, "outcome": data["outcome"]}
    try:
        save_game(path(), state=data, actions=[a.to_data() for a in table.applied],
                  content_version=CONTENT_VERSION, meta=meta)
    except (SaveError, OSError) as err:
        return getattr(err, "message", str(err))
    return ""


_SEEN: dict = {}  # the last file read, by (path, modification time): menus ask every frame


def unfinished():
    """The saved game if there is one still being played, else None."""
    p = path()
    try:
        key = (str(p), p.stat().st_mtime_ns)
    except OSError:
        return None
    if key not in _SEEN:
        _SEEN.clear()
        try:
            data = load_game(p)
        except SaveError:
            data = None
        _SEEN[key] = data if data is not None and is_onirim(data) and data.state.get("outcome") is None else None
    return _SEEN[key]

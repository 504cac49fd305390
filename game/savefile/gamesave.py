"""The autosave of a game played in one sitting (Onirim, Lucidity,
Prophecy): one file per game, `autosave-<game>.yaml`, written by the game's
Session after every move (game.session), read back by the game's own
Continue and by the Load screen.

It is an ordinary save (atomic, with backups, its replay log beside it,
checked on load); `game` names the game, so the Load screen opens it at
that game's table and loading checks its state with that game's rules (see
`loading`). Each game keeps one `GameSave` to find it (`unfinished`);
`save` writes a state directly (tools and tests: a table saves through its Session).
"""
from __future__ import annotations

from pathlib import Path

from game.savefile.document import SaveData, SaveError
from game.savefile.loading import load_game
from game.savefile.slots import autosave_path


class GameSave:
    def __init__(self, game: str, title: str, content_version: str) -> None:
        self.game = game  # meta.game: which table opens the file
        self.title = title  # what the Load screen calls it
        self.content_version = content_version
        self._seen: tuple | None = None  # (path, modification time, what it held): menus ask every frame

    def path(self) -> Path:
        return autosave_path(None, self.game)

    def save(self, state: dict, actions: list | None, meta: dict | None = None) -> str:
        """Write the game; '' when done, else why not in plain words (the
        table shows it and play goes on: the previous save is untouched).
        `actions` None: the game's replay log was lost (see `replaylog`)."""
        from game.savefile import lock, save_game
        lock.hold(self.path())  # the table playing this game holds it; a second copy is refused below
        meta = {"game": self.game, "campaign": self.title, **(meta or {})}
        try:
            save_game(self.path(), state=state, actions=actions, content_version=self.content_version, meta=meta)
        except SaveError as err:
            return err.message
        except OSError as err:
            return f"Saving to {self.path()} failed: {(err.strerror or str(err)).lower()}."
        return ""

    def holds(self, data: SaveData) -> bool:
        return (data.meta or {}).get("game") == self.game

    def unfinished(self) -> SaveData | None:
        """The saved game if it is still being played (its state has no
        outcome), else None; a file that cannot be loaded counts as none
        here (the Load screen says what is wrong with it)."""
        p = self.path()
        try:
            stamp = (str(p), p.stat().st_mtime_ns)
        except OSError:
            return None
        if self._seen is None or self._seen[:2] != stamp:
            try:
                data = load_game(p)
            except SaveError:
                data = None
            keep = data is not None and self.holds(data) and data.state.get("outcome") is None
            self._seen = (*stamp, data if keep else None)
        return self._seen[2]

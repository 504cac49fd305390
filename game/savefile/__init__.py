"""Campaigns on disk: atomic, validated, backed up, migrated.

A save is YAML (see `document`): format name and version, content version,
time, `meta` for the load screen and the rules' full `state`; beside it,
its replay log (see `replaylog`), appended to at each save, so a save also
replays from its seed and saving costs the same however long the campaign.
`save_game` writes atomically with rotating backups (see `atomic`) and never replaces a file it does not recognise as an
older or equal save of this game; `load_game` checks everything before
returning, lifts older formats (see `migrations`) and never writes. Every
failure is a `SaveError` whose message a player can read.
"""
from __future__ import annotations

from pathlib import Path

from game.savefile.atomic import backups_of, set_aside, temp_files_of, write_atomically
from game.savefile.document import (
    SAVE_FORMAT, SAVE_VERSION, SaveData, SaveError, actions_from_text, actions_to_text, body_text, peek,
    seal, to_text,
)
from game.savefile.migrations import MIGRATIONS, migrate
from game.savefile import lock, replaylog
from game.savefile.replaylog import LogBase, log_path, logs_of
from game.savefile.index import forget, list_saves
from game.savefile.loading import Recovery, load_game, load_latest_good
from game.savefile.slots import DEFAULT_FOLDER, SaveInfo, autosave_path, folder, slot_path

__all__ = [
    "SAVE_FORMAT", "SAVE_VERSION", "MIGRATIONS", "DEFAULT_FOLDER", "SaveError", "SaveData", "SaveInfo", "Recovery",
    "save_game", "load_game", "load_latest_good", "list_saves", "slot_path", "autosave_path", "folder",
    "backups_of", "temp_files_of", "forget", "migrate", "actions_to_text", "actions_from_text", "seal",
    "log_path", "logs_of", "LogBase",
]


def save_game(path, *, state: dict, actions: list | None, content_version: str, meta: dict | None = None,
              backups: int = 3, compact: bool = False, log_base: LogBase | None = None,
              game: str | None = None) -> LogBase | None:
    """Write a save atomically, keeping `backups` older copies (`.1` newest),
    and append to its replay log the actions it does not hold yet.
    `actions` None: the campaign's log was lost (see `replaylog`).
    With `compact` (a campaign's Session) a log grown long for the save is
    started afresh from this save's state (`replaylog.append_compacting`):
    `log_base` is where the last save left the log, and the base for the
    next save is returned (None: the log from the seed).

    What is already at `path` is protected: a file of another format or of a
    newer version of the game is refused (SaveError), and a damaged save is
    renamed `name.yaml.damaged` instead of being pushed through the backups,
    where it would push the good ones out."""
    path = Path(path)
    if lock.taken_by_another(path):
        raise SaveError(lock.refusal(path), "locked")
    body = body_text(state=state, content_version=content_version, meta=meta, game=game)
    kind, version = peek(path)
    if kind == "foreign":
        raise SaveError(f"{path} is not a save file of this game, so it was not replaced. "
                        "Save under another name.", "foreign")
    if kind == "newer":
        raise SaveError(f"{path} was made by a newer version of the game (format {version}), so it was not "
                        f"replaced; this version writes format {SAVE_VERSION}. Save under another name.", "newer")
    # The log first: the save that names its new length is written only once it is on disk.
    base = None
    if actions is None:
        log = {"lost": True}
    elif compact:
        log, base = replaylog.append_compacting(path, actions, log_base, state, len(body))
    else:
        log = replaylog.append(path, actions)
    text = to_text(body, log)
    if kind == "damaged":
        set_aside(path, "damaged")
    write_atomically(path, text, backups)
    if compact:
        replaylog.drop_unnamed_logs(path, backups)
    return base

"""Campaigns on disk: atomic, validated, backed up, migrated.

A save is YAML (see `document`): format name and version, content version,
time, `meta` for the load screen, the rules' full `state` and the `actions`
log, so a save also replays. `save_game` writes atomically with rotating
backups (see `atomic`) and never replaces a file it does not recognise as an
older or equal save of this game; `load_game` checks everything before
returning, lifts older formats (see `migrations`) and never writes. Every
failure is a `SaveError` whose message a player can read.
"""
from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from game import safeyaml
from game.savefile.atomic import backups_of, set_aside, temp_files_of, write_atomically
from game.savefile.document import (
    MAX_SAVE_BYTES, SAVE_FORMAT, SAVE_VERSION, SaveData, SaveError, actions_from_text, actions_to_text, parse, peek,
    seal, to_text,
)
from game.savefile.migrations import MIGRATIONS, migrate
from game.savefile.slots import DEFAULT_FOLDER, SaveInfo, autosave_path, folder, list_saves, slot_path

__all__ = [
    "SAVE_FORMAT", "SAVE_VERSION", "MIGRATIONS", "DEFAULT_FOLDER", "SaveError", "SaveData", "SaveInfo", "Recovery",
    "save_game", "load_game", "load_latest_good", "list_saves", "slot_path", "autosave_path", "folder",
    "backups_of", "temp_files_of", "migrate", "actions_to_text", "actions_from_text", "seal",
]


def save_game(path, *, state: dict, actions: list, content_version: str, meta: dict | None = None,
              backups: int = 3) -> None:
    """Write a save atomically, keeping `backups` older copies (`.1` newest).

    What is already at `path` is protected: a file of another format or of a
    newer version of the game is refused (SaveError), and a damaged save is
    renamed `name.yaml.damaged` instead of being pushed through the backups,
    where it would push the good ones out."""
    path = Path(path)
    text = to_text(state=state, actions=actions, content_version=content_version, meta=meta)
    kind, version = peek(path)
    if kind == "foreign":
        raise SaveError(f"{path} is not a save file of this game, so it was not replaced. "
                        "Save under another name.", "foreign")
    if kind == "newer":
        raise SaveError(f"{path} was made by a newer version of the game (format {version}), so it was not "
                        f"replaced; this version writes format {SAVE_VERSION}. Save under another name.", "newer")
    if kind == "damaged":
        set_aside(path, "damaged")
    write_atomically(path, text, backups)


def load_game(path, check_state: bool = True) -> SaveData:
    """Read and check a save; raise SaveError naming the file and the problem.
    With `check_state` (always, except in tests of the file format itself)
    the rules state is checked against the content too (see `state_check`):
    a save the game cannot be played from is refused with reason "invalid"."""
    path = Path(path)
    try:
        raw = safeyaml.read_bytes(path, MAX_SAVE_BYTES)
    except safeyaml.Refused as err:
        raise SaveError(f"{path} was not read: {err.why}.", "foreign" if err.reason == "not_a_file" else "damaged")
    except FileNotFoundError as err:
        raise SaveError(f"There is no save at {path}.", "missing") from err
    except IsADirectoryError as err:
        raise SaveError(f"{path} is a folder, not a save file.", "foreign") from err
    except PermissionError as err:
        raise SaveError(f"{path} cannot be read: permission denied.", "unreadable") from err
    except OSError as err:
        raise SaveError(f"{path} cannot be read: {(err.strerror or str(err)).lower()}.", "unreadable") from err
    data = parse(path, raw, migrate)
    if check_state:
        from game.content import default_content
        from game.savefile.state_check import meta_problem, problem
        found = meta_problem(data.meta) or problem(data.state, default_content())
        if found:
            raise SaveError(f"{path} cannot be played: {found}.", "invalid")
    return data


class Recovery(NamedTuple):
    """`data` from `path`; when `path` is a backup, `error` says what is wrong
    with the main save (the caller offers "restore backup")."""
    data: SaveData | None
    error: SaveError | None
    path: Path | None


def load_latest_good(path, check_state: bool = True) -> Recovery:
    """The save, or, if it cannot be loaded, the newest backup that can, with
    the main file's error. Nothing is swapped or written: that is the player's
    choice. (None, error, None) when no copy loads."""
    path = Path(path)
    try:
        return Recovery(load_game(path, check_state), None, path)
    except SaveError as err:
        if err.reason == "newer":
            return Recovery(None, err, None)  # the file is fine; an older backup would lose progress
        for backup in backups_of(path):
            try:
                return Recovery(load_game(backup, check_state), err, backup)
            except SaveError:
                continue
        return Recovery(None, err, None)

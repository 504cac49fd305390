"""Reading saves: `load_game` checks a file (format, checksum, the rules state)
and never writes; `load_latest_good` falls back to the newest backup that loads."""
from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from game import safeyaml
from game.savefile.atomic import backups_of
from game.savefile.document import MAX_SAVE_BYTES, SaveData, SaveError, parse
from game.savefile.migrations import migrate
from game.savefile import replaylog


def load_game(path, check_state: bool = True) -> SaveData:
    """Read and check a save; raise SaveError naming the file and the problem.
    Its replay log is read too; a log that cannot be used is no error (the
    state is what is played), `log_problem` says so in a sentence.
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
    if "inline" not in data.log:
        replay = replaylog.read(path, data.log)
        data.actions, data.log_problem = replay.actions, replay.problem
        data.log_base, data.log_steps = replay.base, replay.steps
    found = state_problem(data.meta, data.state) if check_state else ""
    if found:
        raise SaveError(f"{path} cannot be played: {found}.", "invalid")
    return data


def state_problem(meta: dict, state: dict) -> str:
    """What keeps the game named by `meta.game` (see `game.games.of_meta`)
    from being played from `state`, as a phrase naming the field; "" when nothing."""
    from game import games
    return games.of_meta(meta).problem(meta, state)


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

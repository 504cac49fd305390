"""Writing a file so that a crash at any moment leaves either the old file
or the new one, never half of either.

The text goes to a temporary file in the same folder (a rename is only
atomic within one file system), is flushed and fsynced, and is then renamed
over the real file; the folder is fsynced so the rename itself survives a
power cut. The real file is never opened for writing. Before the rename the
current file is hard-linked as backup `.1` (older backups shift to `.2`,
`.3`...), so the real name always points at a complete save.
"""
from __future__ import annotations

import errno
import os
import tempfile
import time
from pathlib import Path

from game.savefile.document import SaveError

TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 60  # a save takes milliseconds; an older temp file is left by a killed process


def backups_of(path: Path | str, count: int = 3) -> list[Path]:
    path = Path(path)
    return [path.with_name(f"{path.name}.{i}") for i in range(1, count + 1)]


def temp_files_of(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}"))


def write_atomically(path: Path, text: str, backups: int = 3) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _remove_stale_temps(path)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    except OSError as err:
        raise write_error(path.parent, err) from err
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, 0o644)  # mkstemp makes it private; a save is an ordinary file
        _rotate(path, backups)
        os.replace(tmp, path)
        fsync_dir(path.parent)
    except OSError as err:
        _remove(tmp)
        raise write_error(path, err) from err
    except BaseException:
        _remove(tmp)
        raise


def set_aside(path: Path, label: str) -> Path:
    """Rename a file that must not be overwritten to `name.label` (or
    `name.label-2`...), so its bytes stay on disk for whoever wants them."""
    for n in range(1, 1000):
        aside = path.with_name(f"{path.name}.{label}" + (f"-{n}" if n > 1 else ""))
        if not aside.exists():
            try:
                os.replace(path, aside)
            except OSError as err:
                raise write_error(path, err) from err
            return aside
    raise SaveError(f"Cannot save to {path}: too many damaged copies are kept beside it.", "unwritable")


def _rotate(path: Path, count: int) -> None:
    """The current save becomes .1, .1 becomes .2 ... the oldest drops off.
    `.1` is a hard link where possible so the real name never disappears
    before the new save replaces it."""
    for extra in path.parent.glob(f"{path.name}.*"):
        suffix = extra.name[len(path.name) + 1:]
        if suffix.isdigit() and int(suffix) > max(count, 0):
            extra.unlink()  # left by an earlier, larger backup count: never more than `count`
    if count <= 0 or not path.exists():
        return
    olds = backups_of(path, count)
    for i in range(count - 1, 0, -1):
        if olds[i - 1].exists():
            os.replace(olds[i - 1], olds[i])
    if olds[0].exists():
        olds[0].unlink()
    try:
        os.link(path, olds[0])
    except OSError:
        olds[0].write_bytes(path.read_bytes())  # file systems without hard links


def _remove_stale_temps(path: Path) -> None:
    """Temp files left by a process killed while saving: never saves, only clutter."""
    cutoff = time.time() - STALE_TEMP_SECONDS
    for tmp in temp_files_of(path):
        try:
            if tmp.stat().st_mtime < cutoff:
                tmp.unlink()
        except OSError:
            pass


def fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # Windows cannot open a folder; its rename is durable enough
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _remove(p) -> None:
    try:
        os.unlink(p)
    except OSError:
        pass


def write_error(where: Path, err: OSError) -> SaveError:
    if isinstance(err, PermissionError) or err.errno == errno.EROFS:
        why, reason = "permission denied (is the folder read-only?)", "unwritable"
    elif err.errno in (errno.ENOSPC, errno.EDQUOT):
        why, reason = "the disk is full", "disk_full"
    else:
        why, reason = (err.strerror or str(err)).lower(), "unwritable"
    return SaveError(f"Saving to {where} failed: {why}. The previous save is untouched.", reason)

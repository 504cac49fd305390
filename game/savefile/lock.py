"""One copy of the game at a time plays a campaign.

Two copies of the game on one campaign would each print "saved" while the
last writer silently wins. The copy that opens a campaign (a Session loaded
or saved, a table's autosave) holds an OS lock for it for as long as it runs;
`save_game` refuses to write a save another running copy holds, and a second
copy is told so in a sentence when it opens one (it may still read it). The
lock is the operating system's own (flock, or msvcrt's byte lock on Windows),
so a copy that was killed leaves no stale lock behind: the OS lets go with
the process. The lock files live in the system's temporary folder, named by
the save's path, so the saves folder holds only saves.
"""
from __future__ import annotations

import hashlib
import os
import sys
import tempfile
from pathlib import Path

_HELD: dict[str, int] = {}  # lock file -> the descriptor this process holds it with


def lock_path(save: Path | str) -> Path:
    where = str(Path(save).resolve())
    return Path(tempfile.gettempdir()) / "dream-shelf-locks" / (hashlib.sha1(where.encode()).hexdigest() + ".lock")


def hold(save: Path | str) -> bool:
    """Take the save's lock for the rest of this run; False when another
    process holds it. Taking a lock already held here is a no-op."""
    path = lock_path(save)
    if str(path) in _HELD:
        return True
    fd = _open(path)
    if fd is None:
        return True  # no temporary folder to lock in: play on unguarded rather than not at all
    if not _try_lock(fd):
        os.close(fd)
        return False
    _HELD[str(path)] = fd
    return True


def taken_by_another(save: Path | str) -> bool:
    """Whether another running copy holds the save (this one takes nothing)."""
    path = lock_path(save)
    if str(path) in _HELD:
        return False
    fd = _open(path)
    if fd is None:
        return False
    try:
        return not _try_lock(fd)
    finally:
        os.close(fd)  # and with it the lock just taken, if it was


def _open(path: Path) -> int | None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return None


def held_elsewhere(save: Path | str) -> bool:
    """Whether another running copy of the game holds this save (if none
    does, this one takes it: opening a save is holding it)."""
    return not hold(save)


def refusal(save: Path | str) -> str:
    """The sentence a second copy shows for a save the first one holds."""
    return (f"{Path(save).name} is open in another copy of the game, so this copy does not save over it "
            "(moves made here are not kept). Close the other copy, or save under another name.")


def release_all() -> None:
    """Let every lock go (the tests' stand-in for a process ending)."""
    for fd in _HELD.values():
        os.close(fd)  # closing the descriptor releases flock and msvcrt locks alike
    _HELD.clear()


def _try_lock(fd: int) -> bool:
    if sys.platform == "win32":  # no fcntl there (a platform check, which the type checker follows)
        import msvcrt
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False
    import fcntl
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False

"""The replay log beside a save: `name.yaml.log`, only ever appended to.

A save holds the rules state (a checkpoint) and, in its `log` field, how
much of this file is its action log: the file's name, the number of
actions, the number of bytes and their SHA-256. So saving costs the same
however long the campaign: only the actions since the last save are
written. The file is one JSON object a line: a header line first, then
every action; an undo that took back actions already written adds a line
`{"keep": n}` (only the first n actions stand) instead of rewriting the
file. Because nothing written is ever changed, every backup of the save
(`name.yaml.1`...) still reads its own, shorter, part of the same file.

Reading never fails the save: a log that is missing, cut short, changed or
someone else's leaves the state loadable, with a sentence saying the
campaign cannot be replayed from its seed (`Replay.problem`).

What this process last wrote or read of each log (its actions, length and
running hash) is remembered, keyed by the file's identity on disk, so the
next save neither reads the file again nor hashes it from the start. Any
other change to the file (another process, a crash in the middle of an
append) is noticed by that identity and the file is read again once.

Compaction (`append_compacting`, the Etherfields campaign's saves): loading
reads the whole log, so once its moves are COMPACT_RATIO times the save's
own size (and at least COMPACT_FLOOR bytes) the save starts a fresh log,
`name.yaml.from<N>-<hash>.log`, whose first line holds the checkpoint: the
rules state after move N, from which its actions replay (`Replay.base`).
Loading a late campaign then reads at most about COMPACT_RATIO + 2 times
the state, whatever its length; the checkpoint costs one state's bytes per
COMPACT_RATIO states' worth of moves. The new file is complete on disk
before the save that names it is written, and the older log stays until no
save or backup names it, so every copy keeps loading and replaying its part.
"""
from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from game import safeyaml
from game.savefile.atomic import backups_of, fsync_dir, set_aside, write_atomically, write_error
from game.savefile.document import SaveError

LOG_FORMAT = "etherfields-log"
LOG_VERSION = 1  # replayed from the campaign's seed
BASED_VERSION = 2  # replayed from the checkpoint in its header line
HEADER = json.dumps({"format": LOG_FORMAT, "version": LOG_VERSION}, separators=(",", ":")).encode() + b"\n"
MAX_LOG_BYTES = 4 * safeyaml.MAX_BYTES  # about 1.7 million actions
MAX_LINE_BYTES = 64 * 1024  # one action is under a hundred bytes
# A log whose moves (its checkpoint line not counted) reach this many times
# the save's size is started afresh from a checkpoint (a late campaign's
# save is about 33 KB and a move about 77 bytes: every 7,000 moves or so),
# never one under the floor, so short campaigns replay from their seed.
# Loading a 1.5 MB log took 125 ms where the state alone takes 30.
COMPACT_RATIO = 16
COMPACT_FLOOR = 512 * 1024


def log_path(save: Path) -> Path:
    return save.with_name(save.name + ".log")


def action_line(action: dict) -> bytes:
    """JSON's default ASCII escaping keeps every line printable."""
    return json.dumps(action, separators=(",", ":"), sort_keys=True).encode() + b"\n"


@dataclass
class Replay:
    """The actions a save's log holds, or [] and `problem`, the sentence
    saying why the campaign cannot be replayed from its seed. A compacted
    log's actions replay from `base`, the rules state after `steps` moves."""
    actions: list = field(default_factory=list)
    problem: str = ""
    base: dict | None = None
    steps: int = 0


@dataclass
class LogBase:
    """The compacted log a campaign's moves go on in, kept by its Session
    from save to save: the file, the moves before its checkpoint, and how
    many of the Session's own first moves came before it (`skip`; `anchor`
    is the last of them, the very object: while it is still in its place,
    no undo has gone back behind the checkpoint)."""
    file: str
    steps: int
    skip: int = 0
    anchor: object = None


@dataclass
class _OnDisk:
    """What a log file holds, as this process last wrote or read it."""
    stamp: tuple | None  # None: no file there; (device, inode, size, modification time): any other change means reading it again
    actions: list
    size: int
    digest: "hashlib._Hash"  # SHA-256 of all `size` bytes, ready to take more
    steps: int | None = 0  # the moves before its checkpoint (0: from the seed; None: no log there)
    start: int = len(HEADER)  # the bytes of its first line, the checkpoint's if any


_KNOWN: dict[str, _OnDisk] = {}


# -- writing ----------------------------------------------------------------------------

def append(save: Path, actions: list) -> dict:
    """Bring the log beside `save` up to `actions`, writing only what it
    lacks, and return the `log` field for the save. Raises SaveError (naming
    the save) when the disk refuses; what was written before stays good."""
    path = log_path(save)
    try:
        known = _on_disk(path)
    except OSError as err:
        raise write_error(save, err) from err
    return _append_to(save, path, known, actions)


def _append_to(save: Path, path: Path, known: _OnDisk, actions: list) -> dict:
    try:
        keep = _common_prefix(known.actions, actions)
        lines = [json.dumps({"keep": keep}).encode() + b"\n"] if keep < len(known.actions) else []
        lines.extend(action_line(a) for a in actions[keep:])
        data = b"".join(lines if known.size or not lines else [HEADER] + lines)
        if data:
            _append_bytes(path, data, new=known.size == 0)
    except (TypeError, ValueError) as err:
        raise SaveError(f"The game could not be written out ({err}); nothing was saved.", "invalid") from err
    except OSError as err:
        raise write_error(save, err) from err
    digest = known.digest.copy()
    digest.update(data)
    size = known.size + len(data)
    _remember(path, _OnDisk(_stamp(path), list(actions), size, digest, known.steps or 0, known.start))
    return {"file": path.name, "actions": len(actions), "bytes": size, "sha256": _hex(digest)}


def append_compacting(save: Path, actions: list, base: LogBase | None, state: dict,
                      save_bytes: int) -> tuple[dict, LogBase | None]:
    """`append` for a campaign that may start a fresh log from a checkpoint:
    `actions` are all its Session's moves, `base` the compacted log they go
    on in (None: the log from the seed). When that log is too long for the
    save (see COMPACT_RATIO), or an undo went back behind its checkpoint,
    or it is gone, a new log is written whose checkpoint is `state`.
    Returns the `log` field and the base for the next save."""
    try:
        known = _on_disk(save.with_name(base.file) if base else log_path(save))
    except OSError as err:
        raise write_error(save, err) from err
    if base is None:
        fits = known.steps in (0, None)  # None: no log yet
        mine = actions
    else:
        behind = len(actions) < base.skip or (base.skip and actions[base.skip - 1] is not base.anchor)
        fits = known.steps == base.steps and not behind
        mine = actions[base.skip:]
    path = save.with_name(base.file) if base else log_path(save)
    if fits:
        record = _append_to(save, path, known, mine)
        if record["bytes"] - known.start <= max(COMPACT_RATIO * save_bytes, COMPACT_FLOOR):
            return record, base
    else:
        _remember(path, known)  # what was read stays known
    steps = (base.steps - base.skip if base else 0) + len(actions)
    try:  # the state's keys in their own order, as the save keeps them: the order of Dreamers is a rule
        head = json.dumps({"format": LOG_FORMAT, "version": BASED_VERSION, "steps": steps, "base": state},
                          separators=(",", ":")).encode() + b"\n"
    except (TypeError, ValueError) as err:
        raise SaveError(f"The game could not be written out ({err}); nothing was saved.", "invalid") from err
    digest = hashlib.sha256(head)
    path = save.with_name(f"{save.name}.from{steps}-{digest.hexdigest()[:8]}.log")
    write_atomically(path, head.decode("utf-8"), backups=0)
    _remember(path, _OnDisk(_stamp(path), [], len(head), digest.copy(), steps, len(head)))
    anchor = actions[-1] if actions else None
    return ({"file": path.name, "actions": 0, "bytes": len(head), "sha256": _hex(digest)},
            LogBase(path.name, steps, len(actions), anchor))


def logs_of(save: Path) -> list[Path]:
    """Every replay log file of the save at `save`: from the seed and compacted."""
    return sorted(p for p in save.parent.glob(f"{save.name}.*log")
                  if p == log_path(save) or (p.name.startswith(save.name + ".from") and p.suffix == ".log"))


def drop_unnamed_logs(save: Path, backups: int) -> None:
    """After a compaction, delete the logs that neither the save nor any of
    its backups names any more: they are no copy's replay. If a copy cannot
    be read or its `log` line understood, nothing is deleted."""
    logs = logs_of(save)
    if len(logs) < 2:
        return
    named = set()
    for copy in [save] + backups_of(save, backups):
        try:
            with open(copy, "rb") as f:
                f.seek(max(0, os.fstat(f.fileno()).st_size - 4096))
                tail = f.read()
        except FileNotFoundError:
            continue
        except OSError:
            return
        line = tail[tail.rfind(b"\nlog:") + 1:].split(b"\n", 1)[0]
        try:
            field_ = safeyaml.load(line.decode("utf-8"))["log"]
        except (ValueError, KeyError, TypeError, safeyaml.Refused, yaml.YAMLError):
            return  # any doubt about a copy keeps every log
        if isinstance(field_, dict) and isinstance(field_.get("file"), str):
            named.add(field_["file"])
        elif not (isinstance(field_, dict) and (field_.get("lost") or "inline" in field_)):
            return
    for p in logs:
        if p.name not in named:
            _KNOWN.pop(os.path.abspath(p), None)
            try:
                p.unlink()
            except OSError:
                pass  # left for the next save to try again


def _hex(digest) -> str:
    return "sha256:" + digest.hexdigest()


def _remember(path: Path, on_disk: _OnDisk) -> None:
    """Only a file that holds exactly what we know (no tail written by
    anyone else) is remembered; any other is read again at the next save."""
    if on_disk.size and on_disk.stamp is not None and on_disk.stamp[2] == on_disk.size:
        _KNOWN[os.path.abspath(path)] = on_disk


def _common_prefix(old: list, new: list) -> int:
    """How many first actions the two logs share. A log is only appended to
    and cut back at its end (undo), a logged action is never changed, and
    each is an object of its own (`Action.to_data()` makes a new mapping), so
    while the last action written is still in its place (the very object:
    `old` keeps it alive, so no other can take its identity) every one
    before it is too: usually all of `old`, found in one look whatever the
    length. Otherwise (an undo, or a log rebuilt from new objects) a binary
    search by value finds where they part."""
    n = len(old)
    if n <= len(new) and (n == 0 or new[n - 1] is old[-1]):
        return n
    lo, hi = 0, min(len(old), len(new))  # old[:lo] == new[:lo]; they differ within [:hi + 1]
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if old[:mid] == new[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _append_bytes(path: Path, data: bytes, new: bool) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    finally:
        os.close(fd)
    if new:
        fsync_dir(path.parent)


def _stamp(path: Path):
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)


def _on_disk(path: Path) -> _OnDisk:
    """The log as it is on disk: remembered, or read again. A tail cut by a
    crash in the middle of an append (which no save names, since a save is
    written after its log) is dropped; a file that is not a log, or is
    damaged inside, is set aside as `.damaged` and its readable beginning
    kept, so no bytes are lost and saves that name that beginning still read it."""
    known = _KNOWN.pop(os.path.abspath(path), None)
    stamp = _stamp(path)
    if known is not None and known.stamp == stamp:
        return known
    if stamp is None:
        return _OnDisk(None, [], 0, hashlib.sha256(), None)
    try:
        raw = safeyaml.read_bytes(path, MAX_LOG_BYTES)
    except safeyaml.Refused:
        raw = None  # not a file we can read as a log: keep it, start a new one
    good, actions, start, base = _readable_part(raw) if raw is not None else (0, [], len(HEADER), None)
    if raw is None:
        set_aside(path, "damaged")
        return _OnDisk(None, [], 0, hashlib.sha256(), None)
    if good < len(raw):
        torn = good > 0 and b"\n" not in raw[good:]  # our log, with only its last line unfinished
        if not torn:
            set_aside(path, "damaged")
        if good:
            write_atomically(path, raw[:good].decode("utf-8"), backups=0)
        else:
            return _OnDisk(None, [], 0, hashlib.sha256(), None)
    return _OnDisk(_stamp(path), actions, good, hashlib.sha256(raw[:good]), base[1] if base else 0, start)


# -- reading ----------------------------------------------------------------------------

def read(save: Path, record) -> Replay:
    """The actions of the log a save names in its `log` field."""
    name = f"The replay log of {save}"
    unusable = " so the campaign cannot be replayed from its seed; it plays on from the saved state."
    if record.get("lost"):
        return Replay([], f"{name} was lost before it was last saved," + unusable)
    file, count, size, digest = (record.get(k) for k in ("file", "actions", "bytes", "sha256"))
    if not (isinstance(file, str) and file.endswith(".log") and "/" not in file and "\\" not in file
            and file not in (".log", "..log") and _whole(count) and _whole(size) and isinstance(digest, str)):
        return Replay([], f"{name} is not described properly in the save," + unusable)
    if size == 0:
        return Replay([]) if count == 0 else Replay([], f"{name} is empty," + unusable)
    path = save.with_name(file)
    if size > MAX_LOG_BYTES:
        return Replay([], f"{name} ({path.name}) is too large to read," + unusable)
    try:
        raw = safeyaml.read_bytes(path, size, head=True)
    except FileNotFoundError:
        return Replay([], f"{name} ({path.name}) is missing," + unusable)
    except (OSError, safeyaml.Refused):
        return Replay([], f"{name} ({path.name}) cannot be read," + unusable)
    if len(raw) < size:
        return Replay([], f"{name} ({path.name}) is cut short," + unusable)
    if _hex(hashlib.sha256(raw)) != digest:
        return Replay([], f"{name} ({path.name}) does not match the save (changed, or another campaign's),"
                      + unusable)
    good, actions, start, base = _readable_part(raw)
    if good < len(raw) or len(actions) != count:
        return Replay([], f"{name} ({path.name}) holds something that is not an action," + unusable)
    steps = base[1] if base else 0  # the next save appends to what was read here
    _remember(path, _OnDisk(_stamp(path), list(actions), size, hashlib.sha256(raw), steps, start))
    return Replay(actions, base=base[0] if base else None, steps=steps)


def _whole(n) -> bool:
    return isinstance(n, int) and not isinstance(n, bool) and n >= 0


def _header(raw: bytes) -> tuple[int, tuple | None] | None:
    """(its length, (checkpoint state, moves before it) or None for a log
    from the seed) of a log's first line; None if it is not a log's."""
    if raw.startswith(HEADER):
        return len(HEADER), None
    end = raw.find(b"\n")
    if end < 0 or not raw.startswith(b"{"):
        return None
    try:
        head = safeyaml.json_loads(raw[:end])
    except (ValueError, safeyaml.Refused):
        return None
    if (head.get("format") != LOG_FORMAT or head.get("version") != BASED_VERSION
            or not isinstance(head.get("base"), dict) or not _whole(head.get("steps"))):
        return None
    return end + 1, (head["base"], head["steps"])


def _readable_part(raw: bytes) -> tuple[int, list, int, tuple | None]:
    """(bytes, actions, start, base): how far `raw` reads as a log (whole
    lines: the header, then actions and `keep` lines), the actions up to
    there, the header's length and its checkpoint (state, moves before it),
    None for a log from the seed."""
    header = _header(raw)
    if header is None:
        return 0, [], len(HEADER), None
    start, base = header
    body = raw[start:]
    if body.endswith(b"\n"):  # the usual case, one parse of the whole log; else line by line below
        try:  # one level more for the list around the lines
            items = safeyaml.json_loads(b"[" + body[:-1].replace(b"\n", b",") + b"]", safeyaml.MAX_DEPTH + 1,
                                        MAX_LOG_BYTES + 2)
        except (ValueError, safeyaml.Refused):
            items = None
        if items is not None and len(items) == body.count(b"\n"):
            replayed = _replayed(items)
            if replayed is not None:
                return len(raw), replayed, start, base
    actions: list = []
    at = start
    while at < len(raw):
        end = raw.find(b"\n", at)
        if end < 0:
            break
        try:
            item = safeyaml.json_loads(raw[at:end], max_bytes=MAX_LINE_BYTES)
        except (ValueError, safeyaml.Refused):
            break
        if _replayed([item], actions) is None:
            break
        at = end + 1
    return at, actions, start, base


def _replayed(items: list, actions: list | None = None) -> list | None:
    """`actions` with `items` (actions and `keep` lines) applied; None if
    one of them is neither."""
    actions = [] if actions is None else actions
    for item in items:
        if isinstance(item, dict) and isinstance(item.get("kind"), str):
            actions.append(item)
        elif isinstance(item, dict) and set(item) == {"keep"} and _whole(item["keep"]) and item["keep"] <= len(actions):
            del actions[item["keep"]:]
        else:
            return None
    return actions

"""The list of saves the Load screen and Continue show, from a small index.

Reading every save to list them takes a quarter of a second for a few long
campaigns, so the folder keeps `index.json`: for each save file, its size
and modification time when it was last read, and what the list shows (the
`meta` the game wrote, the time it was saved, or why it cannot be opened and
which backup can). A file whose size or time changed since, or that the
index does not know, is read again (once); entries of files that are gone
are dropped. The index is only a cache: a missing, damaged or foreign index
is rebuilt, and a folder that cannot be written is listed all the same.
"""
from __future__ import annotations

import json
from pathlib import Path

from game import safeyaml
from game.savefile.atomic import backups_of, write_atomically
from game.savefile.document import SaveError
from game.savefile.loading import load_latest_good
from game.savefile.replaylog import logs_of
from game.savefile.slots import SaveInfo, folder

INDEX_NAME = "index.json"
INDEX_VERSION = 1
MAX_INDEX_BYTES = 4 * 1024 * 1024


_READ: dict[str, dict] = {}  # path -> the entry last read from it, not yet in an index


def list_saves(base=None, remember: bool = True) -> list[SaveInfo]:
    """Every save in the folder, newest first, then the ones that cannot be
    opened, each with its problem (and its newest good backup, if any).
    Other YAML there (the settings file, a player's notes) is left out.
    `remember=False` writes no index (a screen that merely looks whether
    there is a save); what it read is kept in memory for the next listing."""
    base = Path(base) if base is not None else folder()
    if not base.is_dir():
        return []
    old = _read_index(base)
    ours = old is not None
    old = old or {}
    entries, changed = {}, False
    for p in sorted(base.glob("*.yaml")):
        try:
            info = p.stat()
        except OSError:
            continue
        stamp = [info.st_size, info.st_mtime_ns]
        entry = old.get(p.name)
        if not (isinstance(entry, dict) and entry.get("stamp") == stamp and _well_formed(entry)):
            entry, changed = _READ.get(str(p)), True
            if not (entry and entry["stamp"] == stamp):
                entry = _READ[str(p)] = dict(_read_save(p), stamp=stamp)
        entries[p.name] = entry
    if ours and remember and (changed or set(entries) != set(old)):
        _write_index(base, entries)
    good, bad = [], []
    for name, e in entries.items():
        if e["kind"] == "save":
            good.append(SaveInfo(Path(name).stem, base / name, e["saved_at"][:MAX_TEXT], bounded(e["meta"])))
        elif e["kind"] == "damaged":
            backup = base / e["backup"] if e.get("backup") else None
            bad.append(SaveInfo(Path(name).stem, base / name, problem=e["problem"], backup=backup, reason=e["reason"]))
    good.sort(key=lambda s: s.saved_at, reverse=True)
    return good + bad


def forget(path: Path) -> None:
    """Delete a save, its backups and its replay log (the player asked, and
    was asked first). Only files the list shows as saves come here; the
    index is mended at the next listing."""
    for p in [Path(path)] + backups_of(path) + logs_of(Path(path)):
        try:
            p.unlink()
        except FileNotFoundError:
            pass
        except OSError as err:
            raise SaveError(f"{p} could not be deleted: {(err.strerror or str(err)).lower()}.", "unwritable") from err


def _read_save(p: Path) -> dict:
    """What the list needs from one file: kind "save", "damaged" (with the
    problem and the newest backup that loads) or "foreign" (not listed)."""
    data, err, where = load_latest_good(p)
    if data is not None and err is None:
        return {"kind": "save", "saved_at": str(data.saved_at), "meta": _plain(data.meta)}
    if err is None or err.reason == "foreign":
        return {"kind": "foreign"}
    return {"kind": "damaged", "problem": err.message, "reason": err.reason,
            "backup": where.name if where is not None else None}


def _well_formed(e: dict) -> bool:
    """An entry as `_read_save` writes it; anything else is read again."""
    kind = e.get("kind")
    if kind == "save":
        return isinstance(e.get("saved_at"), str) and isinstance(e.get("meta"), dict)
    if kind == "damaged":
        backup = e.get("backup")
        return isinstance(e.get("problem"), str) and isinstance(e.get("reason"), str) and (backup is None or isinstance(backup, str) and "/" not in backup
                                                       and "\\" not in backup)
    return kind == "foreign"


def _plain(meta: dict) -> dict:
    """`meta` as JSON can keep it (a hand-written save may hold dates), within bounds."""
    return bounded(json.loads(json.dumps(bounded(meta), default=str)))


MAX_TEXT = 200  # a campaign's name, a place: longer is cut (a 10,000-character name cost seconds a frame)
MAX_ITEMS = 24  # items of a list or mapping in `meta`
MAX_NEST = 4


def bounded(value, depth: int = 0):
    """`value` (a save's `meta`, as a hand edit may have left it) cut down to
    what the Load screen can show: strings cut, lists and mappings shortened,
    nothing nested deeper than MAX_NEST, anything else written as text. The
    screen then checks each field's type where it reads it."""
    if isinstance(value, str):
        return value[:MAX_TEXT]
    if value is None or isinstance(value, (bool, int, float)):
        return value
    if depth >= MAX_NEST:
        return None
    if isinstance(value, dict):
        return {str(k)[:MAX_TEXT]: bounded(v, depth + 1) for k, v in list(value.items())[:MAX_ITEMS]}
    if isinstance(value, (list, tuple)):
        return [bounded(v, depth + 1) for v in list(value)[:MAX_ITEMS]]
    return str(value)[:MAX_TEXT]


def _read_index(base: Path) -> dict | None:
    """The saved entries; {} when there is no usable index, None when
    `index.json` is some other file (it is then neither read nor replaced)."""
    path = base / INDEX_NAME
    try:
        data = safeyaml.json_loads(safeyaml.read_bytes(path, MAX_INDEX_BYTES), max_depth=8)
    except FileNotFoundError:
        return {}
    except (OSError, safeyaml.Refused, ValueError):
        return {} if path.is_file() and path.stat().st_size == 0 else None
    if not isinstance(data, dict) or data.get("version") != INDEX_VERSION or not isinstance(data.get("saves"), dict):
        return None if not (isinstance(data, dict) and "saves" in data) else {}
    return data["saves"]


def _write_index(base: Path, entries: dict) -> None:
    text = json.dumps({"version": INDEX_VERSION, "saves": entries}, indent=1, sort_keys=True)
    try:
        write_atomically(base / INDEX_NAME, text, backups=0)
    except SaveError:
        pass  # a read-only folder is still listed; it is read in full each time
    except OSError:
        pass


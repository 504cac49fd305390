"""Campaigns on disk: atomic, validated, backed up, migrated.

A save is YAML: `format`, `version`, `content_version`, `saved_at`, `meta`,
the full rules `state` (RNG included) and the `actions` log, so a save also
replays. Writing goes to a temporary file in the same folder, is flushed and
fsynced, and then renamed over the old save, which first becomes backup
`.1` (older ones shift to `.2`, `.3`). Loading checks everything before
returning and never writes; a damaged, foreign or newer file raises
`SaveError` with a sentence a player can read.
"""
from __future__ import annotations

import datetime as _dt
import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import yaml

SAVE_FORMAT = "etherfields-save"
SAVE_VERSION = 2
DEFAULT_FOLDER = Path(__file__).resolve().parents[2] / "saves"
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Lines(str):
    """Text written as a YAML literal block: the action log, one JSON object a line."""


class _Dumper(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):
    def ignore_aliases(self, data):
        return True  # a save is read by people too: no &anchors


_Dumper.add_representer(_Lines, lambda dumper, data: dumper.represent_scalar("tag:yaml.org,2002:str", str(data),
                                                                              style="|"))


def actions_to_text(actions: list) -> str:
    """The action log as text: thousands of actions load in milliseconds this
    way, where a YAML mapping per action takes a tenth of a second."""
    return "\n".join(json.dumps(a, separators=(",", ":"), sort_keys=True) for a in actions) + ("\n" if actions else "")


def actions_from_text(text: str) -> list:
    return [json.loads(line) for line in text.splitlines() if line.strip()]


class SaveError(Exception):
    """A save that cannot be written or read; `message` is for the player."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass
class SaveData:
    format_version: int
    content_version: str
    saved_at: str
    meta: dict
    state: dict
    actions: list = field(default_factory=list)


@dataclass
class SaveInfo:
    name: str
    path: Path
    saved_at: str = ""
    meta: dict = field(default_factory=dict)
    problem: str = ""


# -- migrations: version n -> n + 1, each small and tested --------------------------

def _v0_to_v1(data: dict) -> dict:
    """Version 0 saves (early builds) had no `meta` and no `content_version`."""
    data = dict(data)
    data.setdefault("meta", {})
    data.setdefault("content_version", "0")
    data["version"] = 1
    return data


def _v1_to_v2(data: dict) -> dict:
    """Version 1 kept the action log as a YAML list of mappings; version 2
    keeps it as JSON lines in one text block (much faster to read)."""
    data = dict(data)
    actions = data.get("actions", [])
    if isinstance(actions, list):
        data["actions"] = actions_to_text(actions)
    data["version"] = 2
    return data


MIGRATIONS: dict[int, Callable[[dict], dict]] = {0: _v0_to_v1, 1: _v1_to_v2}


def migrate(data: dict) -> dict:
    version = data["version"]
    while version < SAVE_VERSION:
        data = MIGRATIONS[version](data)
        version = data["version"]
    return data


# -- folders and slots ------------------------------------------------------------

def folder() -> Path:
    return Path(os.environ.get("ETHERFIELDS_SAVES") or DEFAULT_FOLDER)


def slot_path(base: Path | str, name: str) -> Path:
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in name.strip()) or "slot"
    return Path(base) / f"{safe}.yaml"


def autosave_path(base: Path | str, campaign: str) -> Path:
    return slot_path(base, f"autosave-{campaign}")


def backups_of(path: Path, count: int = 3) -> list[Path]:
    return [path.with_name(f"{path.name}.{i}") for i in range(1, count + 1)]


# -- writing -------------------------------------------------------------------------

def save_game(path, *, state: dict, actions: list, content_version: str, meta: dict | None = None,
              backups: int = 3) -> None:
    path = Path(path)
    doc = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "content_version": str(content_version),
        "saved_at": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "meta": dict(meta or {}),
        "state": state,
        "actions": _Lines(actions_to_text(list(actions))),
    }
    try:
        text = yaml.dump(doc, Dumper=_Dumper, sort_keys=False, allow_unicode=True, default_flow_style=None)
    except yaml.YAMLError as err:
        raise SaveError(f"The game could not be written out ({err}); nothing was saved.") from err
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as err:
        raise SaveError(f"Cannot save into {path.parent}: {_why(err)}. The previous save is untouched.") from err
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, 0o644)  # mkstemp makes it private; a save is an ordinary file
        _rotate(path, backups)
        os.replace(tmp, path)
        _fsync_dir(path.parent)
    except OSError as err:
        _remove(tmp)
        raise SaveError(f"Saving to {path} failed: {_why(err)}. The previous save is untouched.") from err
    except BaseException:
        _remove(tmp)
        raise


def _rotate(path: Path, count: int) -> None:
    """The current save becomes .1, .1 becomes .2 ... the oldest drops off.
    Copies are made by hard link where possible so the live file never moves
    until the new one replaces it."""
    if count <= 0 or not path.exists():
        return
    olds = backups_of(path, count)
    for i in range(count - 1, 0, -1):
        if olds[i - 1].exists():
            os.replace(olds[i - 1], olds[i])
    try:
        if olds[0].exists():
            olds[0].unlink()
        os.link(path, olds[0])
    except OSError:
        olds[0].write_bytes(path.read_bytes())


def _fsync_dir(folder_: Path) -> None:
    try:
        fd = os.open(folder_, os.O_RDONLY)
    except OSError:
        return
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


def _why(err: OSError) -> str:
    if isinstance(err, PermissionError):
        return "permission denied (is the folder read-only?)"
    if getattr(err, "errno", None) == 28:
        return "the disk is full"
    return err.strerror or str(err)


# -- reading ----------------------------------------------------------------------------

_REQUIRED = {"format": str, "version": int, "content_version": str, "saved_at": str, "meta": dict,
             "state": dict, "actions": str}


def load_game(path) -> SaveData:
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError as err:
        raise SaveError(f"There is no save at {path}.") from err
    except OSError as err:
        raise SaveError(f"{path} cannot be read: {_why(err)}.") from err
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise SaveError(f"{path} is damaged: it is not text (garbage bytes at {err.start}).") from err
    try:
        data = yaml.load(text, Loader=_Loader)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        where = f" near line {mark.line + 1}" if mark else ""
        hint = " It ends in the middle of the data (truncated?)." if _looks_truncated(text) else ""
        raise SaveError(f"{path} is damaged: it cannot be read as YAML{where}.{hint}") from err
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{path} is not a save file of this game.")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"{path} is damaged: its format version is missing or not a number.")
    if version > SAVE_VERSION:
        raise SaveError(f"{path} was made by a newer version of the game (format {version}); "
                        f"this version reads up to {SAVE_VERSION}.")
    if version < SAVE_VERSION:
        if version not in MIGRATIONS:
            raise SaveError(f"{path} uses format {version}, which is too old to read.")
        data = migrate(data)
    for name, kind in _REQUIRED.items():
        if name not in data:
            raise SaveError(f"{path} is damaged: the field '{name}' is missing"
                            f"{' (truncated?)' if _looks_truncated(text) else ''}.")
        if not isinstance(data[name], kind) or (kind is int and isinstance(data[name], bool)):
            raise SaveError(f"{path} is damaged: the field '{name}' should be a {_kind_name(kind)}.")
    try:
        actions = actions_from_text(data["actions"])
    except ValueError as err:
        raise SaveError(f"{path} is damaged: the action log cannot be read ({err}).") from err
    if not all(isinstance(a, dict) and isinstance(a.get("kind"), str) for a in actions):
        raise SaveError(f"{path} is damaged: the action log holds something that is not an action.")
    return SaveData(data["version"], data["content_version"], data["saved_at"], data["meta"],
                    data["state"], actions)


def _looks_truncated(text: str) -> bool:
    return not text.endswith("\n")


def _kind_name(kind) -> str:
    return {str: "text", int: "number", dict: "mapping", list: "list"}[kind]


def load_latest_good(path) -> tuple[SaveData | None, SaveError | None, Path | None]:
    """The save, or, if it is damaged, the newest backup that loads (not
    swapped in silently: the caller offers "restore backup")."""
    path = Path(path)
    try:
        return load_game(path), None, path
    except SaveError as err:
        for b in backups_of(path):
            if b.exists():
                try:
                    return load_game(b), err, b
                except SaveError:
                    continue
        return None, err, None


def list_saves(base=None) -> list[SaveInfo]:
    base = Path(base) if base is not None else folder()
    out = []
    if not base.is_dir():
        return out
    for p in sorted(base.glob("*.yaml")):
        try:
            data = load_game(p)
            out.append(SaveInfo(p.stem, p, data.saved_at, data.meta))
        except SaveError as err:
            out.append(SaveInfo(p.stem, p, problem=err.message))
    return out

"""Older save formats, lifted one version at a time.

`MIGRATIONS[n]` takes the data of a version-n file (already known to be a
mapping of this game's format) and returns version n + 1. Each step is small
and has its own test; `migrate` chains them. A step never touches the file:
a loaded old save is upgraded in memory and written in the new format only
when the game next saves it.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from game.savefile.document import SAVE_VERSION, SaveError, actions_to_text


def _v0_to_v1(data: dict) -> dict:
    """Version 0 saves (early builds) had no `meta` and no `content_version`;
    "0" marks content older than any versioned content."""
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


def _v2_to_v3(data: dict) -> dict:
    """Version 3 files end with an `end` line so a file cut short is caught.
    The mark belongs to the file, not the data, so the data is unchanged."""
    return {**data, "version": 3}


def _v3_to_v4(data: dict) -> dict:
    """Version 4 files carry a checksum line; like the end mark it belongs
    to the file, so older saves load unchanged and get one when next saved."""
    return {**data, "version": 4}


def _v4_to_v5(data: dict) -> dict:
    """Version 5 keeps the action log in its own file beside the save, only
    ever appended to (see `replaylog`), and the save says which part of it
    is its own in `log`. An older save's log is in the save itself: it is
    read from there (`inline`); the next save writes it out to the file."""
    data = dict(data)
    actions = data.pop("actions", "")
    data["log"] = {"inline": actions}
    data["version"] = 5
    return data


MIGRATIONS: dict[int, Callable[[dict], dict]] = {0: _v0_to_v1, 1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4,
                                                 4: _v4_to_v5}


def migrate(path: Path | str, data: dict) -> dict:
    version = data["version"]
    while version < SAVE_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(f"{path} uses save format {version}, which is too old for this version to read.",
                            "too_old")
        try:
            data = step(data)
        except (TypeError, ValueError, KeyError, AttributeError) as err:
            raise SaveError(f"{path} is damaged: it could not be upgraded from format {version} ({err}).") from err
        version = data["version"]
    return data

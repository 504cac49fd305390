"""What a save file holds, how it is written as text, and how it is checked.

The layout, in this order (people read saves too, so the order is fixed):
`format` (its game's: `onirim-save`; see `game.games`), `version`,
`content_version`, `saved_at`, `game` (which game: `onirim`; older saves name
it in `meta.game`, or not at all for Etherfields), `meta`, `state`,
`log` (which part of the replay log beside the save is this save's: see
`replaylog`), `checksum` and last `end`. The `end` line is what tells a
complete file from one cut short: a YAML file cut at a line boundary is
still valid YAML. The `checksum` (since version 4) is the SHA-256 of every
byte before its own line: a flipped bit anywhere, which often still
parses, is caught as damage; through the log's own SHA-256 in `log`, it
vouches for the replay log too. Until version 4 the action log was written
in the save itself (`actions`, JSON lines in one text block), so every
save rewrote all of it; such saves still load (see `migrations`).
"""
from __future__ import annotations

import datetime as _dt
import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from game import safeyaml

SAVE_FORMAT = "etherfields-save"  # the default game's format, and every game's before each named its own
SAVE_VERSION = 5
END_LINE = f"end: {SAVE_FORMAT}"


def formats() -> set[str]:
    """Every format a save may say it is: each game's own (`GameSpec.format`, with
    `game: <key>` beside it) and the older shared one (its game in `meta.game`)."""
    from game import games
    return {SAVE_FORMAT, *games.formats()}


def _end_line(fmt: str) -> str:
    return f"end: {fmt}"
FIRST_VERSION_WITH_END = 3
FIRST_VERSION_WITH_CHECKSUM = 4
MAX_SAVE_BYTES = safeyaml.MAX_BYTES
_CHECKSUM = b"\nchecksum: "


class SaveError(Exception):
    """A save that cannot be written or read.

    `message` is a sentence for the player that names the file; `reason` is one
    word for code: missing, unreadable, damaged, truncated, foreign, newer,
    too_old, unwritable, disk_full, invalid (a state the game cannot play)."""

    def __init__(self, message: str, reason: str = "damaged") -> None:
        super().__init__(message)
        self.message = message
        self.reason = reason


@dataclass
class SaveData:
    format_version: int
    content_version: str
    saved_at: str
    meta: dict
    state: dict
    actions: list = field(default_factory=list)
    log: dict = field(default_factory=dict)  # the `log` field: where the actions are
    log_problem: str = ""  # why `actions` is empty: the campaign cannot be replayed from its seed
    log_base: dict | None = None  # a compacted log's checkpoint: `actions` replay from this state, not the seed
    log_steps: int = 0  # the moves played before that checkpoint


# -- writing ------------------------------------------------------------------------

class _Dumper(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):  # type: ignore[misc]  # the C dumper when built
    def ignore_aliases(self, data):
        return True  # a save is read by people too: no &anchors


def actions_to_text(actions: list) -> str:
    """The action log as text: thousands of actions load in milliseconds this
    way, where a YAML mapping per action takes a tenth of a second. JSON's
    default ASCII escaping keeps every line printable, so the block is safe."""
    return "\n".join(json.dumps(a, separators=(",", ":"), sort_keys=True) for a in actions) + ("\n" if actions else "")


def actions_from_text(text: str) -> list:
    from game import safeyaml
    return [safeyaml.json_loads(line) for line in text.splitlines() if line.strip()]


def now_iso() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")


def body_text(*, state: dict, content_version: str, meta: dict | None, game: str | None = None) -> str:
    """The file up to its `log` field, or SaveError("invalid") if the data
    is not plain. Made first so that nothing is written for a state that
    cannot be saved. `game` names the game (`meta.game`, else the default
    game): the file says it in `format` and `game`."""
    from game import games
    spec = games.get(game or games.of_meta(meta or {}).key)
    if not isinstance(state, dict):
        raise SaveError(f"The game could not be written out (its state is a {type(state).__name__}, "
                        "not a mapping); nothing was saved.", "invalid")
    doc = {
        "format": spec.format,
        "version": SAVE_VERSION,
        "content_version": str(content_version),
        "saved_at": now_iso(),
        "game": spec.key,
        "meta": dict(meta or {}),
        "state": state,
    }
    return _dump(doc)


def to_text(body: str, log: dict) -> str:
    """The whole file: `body_text`, the `log` field, the seal."""
    return seal(body + _dump({"log": log}), _format_of(body))


def _format_of(text: str) -> str:
    fmt = _HEAD_FORMAT.search(text[:4096].encode("utf-8", "replace"))
    return fmt.group(1).decode("utf-8", "replace").strip() if fmt else SAVE_FORMAT


def _dump(doc: dict) -> str:
    try:
        return yaml.dump(doc, Dumper=_Dumper, sort_keys=False, allow_unicode=True, default_flow_style=None)
    except (yaml.YAMLError, TypeError, ValueError) as err:
        raise SaveError(f"The game could not be written out ({err}); nothing was saved.", "invalid") from err


def checksum(body: bytes) -> str:
    return "sha256:" + hashlib.sha256(body).hexdigest()


def seal(text: str, fmt: str | None = None) -> str:
    """The save text with a fresh `checksum` line and the `end` line (of the
    format its head names, unless `fmt` says). Any old checksum and end lines
    are dropped first, so a hand-edited save can be sealed again (the tests do
    it to reach the checks behind the checksum)."""
    end = _end_line(fmt or _format_of(text))
    raw = text.encode("utf-8")
    cut = raw.rfind(_CHECKSUM)
    if cut >= 0:
        raw = raw[:cut + 1]
    elif raw.rstrip().endswith(end.encode()):
        raw = raw.rstrip()[:-len(end)]
    if raw and not raw.endswith(b"\n"):
        raw += b"\n"
    return (raw + f"checksum: {checksum(raw)}\n{end}\n".encode()).decode("utf-8")


def _checksum_matches(raw: bytes) -> bool | None:
    """True or False for a file with a checksum line; None without one."""
    cut = raw.rfind(_CHECKSUM)
    if cut < 0:
        return None
    line = raw[cut + len(_CHECKSUM):].split(b"\n", 1)[0].strip()
    return line == checksum(raw[:cut + 1]).encode()


# -- a look before replacing a file -------------------------------------------------

_HEAD_FORMAT = re.compile(rb"^format: *['\"]?([^'\"\r\n]*)['\"]? *\r?$", re.M)
_HEAD_VERSION = re.compile(rb"^version: *(-?\d+) *\r?$", re.M)


def peek(path: Path) -> tuple[str, int | None]:
    """What is at `path`, judged without parsing it: ("none"|"good"|
    "damaged"|"foreign"|"newer"|"unreadable", version or None).

    Only a file that says it is our save (a `format: etherfields-save` line
    in its head), or one holding nothing at all (empty, or only NUL bytes,
    as a power cut can leave), may be judged "damaged" and set aside. Any
    other file, and anything that is not a regular file, is "foreign" and
    is never touched."""
    try:
        raw = safeyaml.read_bytes(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        return "none", None
    except (safeyaml.Refused, IsADirectoryError):
        return "foreign", None
    except OSError:
        return "unreadable", None
    head = raw[:4096]
    if not raw.strip(b"\x00 \t\r\n"):
        return "damaged", None  # nothing in it to lose
    known = formats()
    if len(head) >= len("format: ") and any(f"format: {f}\n".encode().startswith(head) for f in known):
        return "damaged", None  # cut inside the first line
    fmt = _HEAD_FORMAT.search(head)
    name = fmt.group(1).decode("utf-8", "replace").strip() if fmt else None
    if name not in known:
        return "foreign", None
    ver = _HEAD_VERSION.search(head)
    if ver is None:
        return "damaged", None
    version = int(ver.group(1))
    if version > SAVE_VERSION:
        return "newer", version
    if version >= FIRST_VERSION_WITH_END and not raw.rstrip().endswith(_end_line(name).encode()):
        return "damaged", version
    sealed = _checksum_matches(raw)
    if sealed is False or (sealed is None and version >= FIRST_VERSION_WITH_CHECKSUM):
        return "damaged", version
    return "good", version


# -- reading --------------------------------------------------------------------------

_REQUIRED = {"format": str, "version": int, "content_version": str, "saved_at": str, "meta": dict,
             "state": dict, "log": dict}


def parse(path: Path, raw: bytes, migrate) -> SaveData:
    """Check a file's bytes and turn them into SaveData; raise SaveError
    naming the file and what is wrong. `migrate` lifts older versions."""
    truncated = SaveError(f"{path} is damaged: it ends in the middle of the data (truncated?).", "truncated")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise SaveError(f"{path} is damaged: it is not text (garbage bytes at {err.start}).") from err
    if not text.strip():
        raise SaveError(f"{path} is damaged: it is empty.", "truncated")
    try:
        data = safeyaml.load(text)
    except safeyaml.Refused as err:
        raise SaveError(f"{path} was not read: {err.why}.", "damaged") from err
    except yaml.reader.ReaderError as err:
        raise SaveError(f"{path} is damaged: it holds garbage (control character at {err.position}).") from err
    except yaml.YAMLError as err:
        if _looks_cut_short(text):
            raise truncated from err
        mark = getattr(err, "problem_mark", None)
        where = f" near line {mark.line + 1}" if mark else ""
        raise SaveError(f"{path} is damaged: it cannot be read as YAML{where}.") from err
    known = formats()
    if not isinstance(data, dict) or data.get("format") not in known:
        if any(f"format: {f}\n".startswith(text) for f in known):
            raise truncated  # cut inside the very first line
        raise SaveError(f"{path} is not a save file of this game.", "foreign")
    fmt = data["format"]
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"{path} is damaged: its format version is missing or not a number.")
    if version > SAVE_VERSION:
        raise SaveError(f"{path} was made by a newer version of the game (format {version}); "
                        f"this version reads up to {SAVE_VERSION}.", "newer")
    if version >= FIRST_VERSION_WITH_END:
        if data.pop("end", None) != fmt:
            raise truncated
    elif _looks_cut_short(text) and any(k not in data for k in _REQUIRED):
        raise truncated
    # Any file that carries a checksum is checked, so a flipped bit in the
    # version line cannot skip the check.
    if version >= FIRST_VERSION_WITH_CHECKSUM or "checksum" in data:
        if _checksum_matches(raw) is not True:
            raise SaveError(f"{path} is damaged: its contents do not match its checksum "
                            "(changed by hand, or corrupted on disk).")
        data.pop("checksum", None)
    if version < SAVE_VERSION:
        data = migrate(path, data)
    if isinstance(data.get("saved_at"), (_dt.date, _dt.datetime)):
        data["saved_at"] = data["saved_at"].isoformat()  # hand-written older files: unquoted dates
    for name, kind in _REQUIRED.items():
        if name not in data:
            raise SaveError(f"{path} is damaged: the field '{name}' is missing.")
        if not isinstance(data[name], kind) or (kind is int and isinstance(data[name], bool)):
            raise SaveError(f"{path} is damaged: the field '{name}' should be {_kind_name(kind)}.")
    actions = []
    if "inline" in data["log"]:  # a save from before version 5, its log lifted by `migrations`
        try:
            actions = actions_from_text(data["log"]["inline"])
        except (ValueError, TypeError, AttributeError, safeyaml.Refused) as err:
            raise SaveError(f"{path} is damaged: the action log cannot be read ({err}).") from err
        if not all(isinstance(a, dict) and isinstance(a.get("kind"), str) for a in actions):
            raise SaveError(f"{path} is damaged: the action log holds something that is not an action.")
    return SaveData(data["version"], data["content_version"], data["saved_at"], _named(path, data, fmt),
                    data["state"], actions, data["log"])


def _named(path: Path, data: dict, fmt: str) -> dict:
    """The save's `meta`, naming its game in `meta.game` as the loaders read it.
    A save in a game's own format says its game in `game`; an older one (the
    shared format) in `meta.game`, or not at all for the default game."""
    from game import games
    meta, game = data["meta"], data.get("game")
    if fmt == SAVE_FORMAT and game is None:
        return meta  # an older save, or the default game's: as it always was read
    owner = games.formats().get(fmt)
    if not isinstance(game, str) or (owner is not None and owner.key != game) or game not in games.keys():
        raise SaveError(f"{path} is damaged: its format {fmt} does not go with the game {game!r}.")
    if game == games.DEFAULT_GAME and "game" not in meta:
        return meta
    return {**meta, "game": game}


def _looks_cut_short(text: str) -> bool:
    """Files since version 3 end with the end mark; for older ones a missing
    last newline is the best hint there is."""
    return not _has_end(text) if _claims_end(text) else not text.endswith("\n")


def _claims_end(text: str) -> bool:
    """Does the head say this is a version that always ends with the end mark?"""
    ver = _HEAD_VERSION.search(text[:4096].encode("utf-8", "replace"))
    return ver is not None and int(ver.group(1)) >= FIRST_VERSION_WITH_END


def _has_end(text: str) -> bool:
    return text.rstrip().endswith(_end_line(_format_of(text)))


def _kind_name(kind) -> str:
    return {str: "text", int: "a whole number", dict: "a mapping", list: "a list"}[kind]

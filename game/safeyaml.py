"""YAML files we did not write this run (saves, content, settings): read
with bounds, parsed with bounds. The JSON beside them (a save's replay log,
the saves folder's index) is parsed with the same bounds (`json_loads`).

Two things can take the whole process down before any check of ours runs:
- a path that is not a regular file. A FIFO blocks `open()` forever, and a
  symlink to /dev/zero never ends. `read_bytes` opens regular files only,
  without blocking, and reads at most `limit` bytes.
- YAML nested very deep. libyaml's composer recurses once per level in C, so
  100,000 levels overflow the C stack: a segfault, not an exception. `check`
  walks the parser's events (a flat loop, no recursion, a few milliseconds
  for a long save) and stops at the first level beyond `max_depth`.
Anchors and aliases are refused too: none of our files use them, and a few
nested aliases expand to billions of nodes when the data is copied.
"""
from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Any

import yaml

MAX_DEPTH = 100  # our deepest file nests about 10 levels
MAX_BYTES = 32 * 1024 * 1024  # a save with 100,000 actions is about 7 MB

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_OPEN = {yaml.MappingStartEvent, yaml.SequenceStartEvent}
_CLOSE = {yaml.MappingEndEvent, yaml.SequenceEndEvent}


class Refused(Exception):
    """Input we will not read or parse. `why` is a phrase that completes
    "... was not read: <why>"; `reason` is one word: not_a_file,
    too_large, too_deep, alias; `line` is 1-based (or None)."""

    def __init__(self, why: str, reason: str, line: int | None = None) -> None:
        super().__init__(why)
        self.why, self.reason, self.line = why, reason, line


def _line(event) -> int:
    """The 1-based line an event starts on (0 when the parser gives none)."""
    return event.start_mark.line + 1 if event.start_mark is not None else 0


def read_bytes(path: Path | str, limit: int = MAX_BYTES, head: bool = False) -> bytes:
    """The bytes of a regular file, at most `limit` of them. Raises Refused
    for anything else (FIFO, device, socket, folder, too large) and OSError
    (FileNotFoundError, PermissionError...) when the file cannot be opened.
    With `head`, a longer file is not refused: its first `limit` bytes are
    returned (a save's replay log is read up to the length the save names)."""
    info = os.stat(path)  # follows symlinks: what matters is what is read
    if stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(21, "Is a directory", str(path))
    if not stat.S_ISREG(info.st_mode):
        raise Refused("it is not a regular file (a device, pipe or socket)", "not_a_file")
    # O_NONBLOCK: if a FIFO is swapped in after the stat, open still returns.
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise Refused("it is not a regular file (a device, pipe or socket)", "not_a_file")
        chunks, size = [], 0
        while size < limit + (not head):
            chunk = os.read(fd, min(1 << 20, limit + (not head) - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > limit and not head:
        raise Refused(f"it is larger than {_megabytes(limit)}", "too_large")
    return b"".join(chunks)


def check(text: str, max_depth: int = MAX_DEPTH, max_bytes: int = MAX_BYTES) -> None:
    """Refuse text that is too large, nested deeper than `max_depth`, or
    uses anchors/aliases. YAML syntax errors are left for the real parse,
    which reports them with the caller's own words."""
    if len(text) > max_bytes:
        raise Refused(f"it is larger than {_megabytes(max_bytes)}", "too_large")
    depth = 0
    try:
        for event in yaml.parse(text, Loader=_Loader):
            kind = type(event)
            if kind in _OPEN:
                depth += 1
                if depth > max_depth:
                    raise Refused(f"it is nested more than {max_depth} levels deep", "too_deep",
                                  _line(event))
            elif kind in _CLOSE:
                depth -= 1
            if kind is yaml.AliasEvent or getattr(event, "anchor", None) is not None:
                raise Refused("it uses YAML anchors or aliases (&name, *name), which are not allowed here",
                              "alias", _line(event))
    except yaml.YAMLError as err:
        # libyaml 0.2.5+ (PyYAML 6.0.3+ wheels) stops at 1000 levels itself, in
        # its scanner, which reads a flow sequence's '[' far ahead of the events
        # counted above: that is the same refusal, not a damaged file.
        if "nesting depth" in str(getattr(err, "problem", "") or ""):
            mark = getattr(err, "problem_mark", None)
            raise Refused(f"it is nested more than {max_depth} levels deep", "too_deep",
                          mark.line + 1 if mark is not None else None) from None
        return  # the caller's parse raises the same error, with its own message


def load(text: str, max_depth: int = MAX_DEPTH, max_bytes: int = MAX_BYTES) -> Any:
    """`yaml.safe_load`, after `check`."""
    check(text, max_depth, max_bytes)
    return yaml.load(text, Loader=_Loader)


def compose(text: str, max_depth: int = MAX_DEPTH, max_bytes: int = MAX_BYTES):
    """`yaml.compose` (nodes with line marks), after `check`."""
    check(text, max_depth, max_bytes)
    return yaml.compose(text, Loader=_Loader)


def _megabytes(n: int) -> str:
    return f"{n / (1024 * 1024):g} MB" if n >= 1024 * 1024 else f"{n} bytes"


_JSON_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"')
_JSON_NEST = re.compile(rb"[\[{\]}]")


def json_loads(raw: bytes | str, max_depth: int = MAX_DEPTH, max_bytes: int = MAX_BYTES) -> Any:
    """`json.loads`, after refusing text larger than `max_bytes` or nested
    deeper than `max_depth` (the stdlib's parser recurses once per level and
    raises RecursionError far down: a hand-appended line must not do that).
    Syntax errors stay json's own ValueError."""
    data = raw.encode("utf-8") if isinstance(raw, str) else raw
    if len(data) > max_bytes:
        raise Refused(f"it is larger than {_megabytes(max_bytes)}", "too_large")
    if data.count(b"[") + data.count(b"{") > max_depth:  # cheap: most logs nest a few levels per line
        depth = 0
        for bracket in _JSON_NEST.findall(_JSON_STRING.sub(b'""', data)):
            depth += 1 if bracket in b"[{" else -1
            if depth > max_depth:
                raise Refused(f"it is nested more than {max_depth} levels deep", "too_deep")
    return json.loads(data)

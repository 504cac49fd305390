"""The move log the tables show: the newest entries, each wrapped to the
width it is given (a story sentence is read whole, never cut short with
"..."), as many as fit, oldest at the top. A wrapped entry's further lines
are indented so that where one entry ends and the next begins stays plain."""
from __future__ import annotations

from functools import lru_cache

from game.ui import draw as d

INDENT = 14


@lru_cache(maxsize=1024)
def _wrapped(msg: str, f, width: int) -> tuple[str, ...]:
    whole = d.wrap(msg, f, width)
    # Broken for the indented width throughout: the first line could be a
    # little longer, but no line is ever broken twice.
    return tuple(whole) if len(whole) == 1 else tuple(d.wrap(msg, f, width - INDENT))


def tail(entries: list[str], size: int, width: int, rows: int) -> list[tuple[int, int, str]]:
    """(entry index, line of that entry, text) of the last `rows` lines. An
    entry that does not fit whole is left out, unless it is the newest (its
    first lines are shown: what just happened is never hidden)."""
    out: list[tuple[int, int, str]] = []
    for i in range(len(entries) - 1, -1, -1):
        msg = entries[i]
        lines = _wrapped(msg, d.face(msg, size), max(1, width))
        if len(out) + len(lines) > rows:
            if not out:
                out = [(i, k, line) for k, line in enumerate(lines[:rows])]
            break
        out[:0] = [(i, k, line) for k, line in enumerate(lines)]
    return out


def draw_tail(surf, x: int, y: int, width: int, rows: int, step: int, entries: list[str], size: int, colour,
              latest=None) -> int:
    """The log's last lines from (x, y) down, `step` pixels apart; the newest
    entry in `latest` when given. Returns how many lines were drawn."""
    lines = tail(entries, size, width, rows)
    newest = len(entries) - 1
    for n, (i, k, text) in enumerate(lines):
        indent = INDENT if k else 0
        d.text(surf, text, (x + indent, y + n * step), size, latest if latest and i == newest else colour,
               max_width=width - indent)
    return len(lines)

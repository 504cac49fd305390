"""What every game's first screen shows a returning player beside its choices
(issue 33): the records at a glance with the achievements still to earn, and a
tip. Each panel is measured to the room it is given: a small window or a large
UI scale shows fewer lines, never a line outside its panel nor text under 12 px.

The records are read once per change of the records file (its time stamp), not
every frame."""
from __future__ import annotations

import datetime
import os

import pygame

from game import records
from game.gfx import palette as P
from game.ui import draw as d
from game.ui import layout as L
from game.ui.stats import percent, words
from game.i18n import _, ngettext

PANEL_FILL = (20, 15, 38)
_READ: dict[str, tuple] = {}  # game -> (the records file's stamp, (figures, earned, all achievements))


def read(game: str) -> tuple[dict, dict, list]:
    """(records.summary, the achievements earned: key -> date, every achievement) of one game."""
    stamp: tuple[str, int | None]
    try:
        stamp = (str(records.path()), os.stat(records.path()).st_mtime_ns)
    except OSError:
        stamp = (str(records.path()), None)
    kept = _READ.get(game)
    if kept is None or kept[0] != stamp:
        kept = _READ[game] = (stamp, (records.summary(records.plays(game)), records.earned(game),
                                      records.achievements(game)))
    return kept[1]


def roomy(size) -> float:
    """How much larger a first screen's panels draw their words in a window larger
    than 1280 x 720 (1.5 at 1920 x 1080 at 1x): a large window's panels are
    read from further away, and small type would leave them bare. At a larger
    UI scale the type has grown already."""
    return max(1.0, min(size[0] / 1280, size[1] / 720) / max(1.0, L.scale()))


def line_of(msg: str, size: int, bold: bool = False, italic: bool = False) -> int:
    """The height one line of `msg` takes as drawn: the face that draws it (the CJK
    face for Chinese, taller than a Latin line at 1x), at least a Latin line."""
    return max(L.line(size, bold=bold, italic=italic), d.face(str(msg), size, bold, italic).get_linesize())


def frame(surf, rect, accent, fill=PANEL_FILL) -> None:
    """A first screen's panel: dark, with a thin border in the game's colour."""
    d.panel(surf, rect, fill, P.mix(accent, (60, 50, 90), 0.45))


def figures_lines(f: dict, mode_label=None) -> list[str]:
    """The records as sentences, the most telling first: won of played, streaks,
    bests, each mode's wins (worded by the game's `mode_label`)."""
    if not f["played"]:
        return []
    out = [_("Current streak: {n} won · best streak: {best}").format(n=f["streak"], best=f["best_streak"])]
    if f["best_score"] is not None:
        out.append(_("Best score: {n}").format(n=f["best_score"]))
    if f["fewest_moves_to_win"] is not None:
        out.append(_("Quickest win: {n} moves").format(n=f["fewest_moves_to_win"]))
    out.append(_("Time played: {n} minutes").format(n=round(f["minutes"])))
    if mode_label is not None:
        for mode, m in sorted(f["by_mode"].items(), key=lambda kv: -kv[1]["played"]):
            out.append(_("{mode}: {won} won of {n}").format(mode=mode_label(mode), won=m["won"], n=m["played"]))
    return out


def draw_records(surf, rect, game: str, accent, mode_label=None, grow: float = 1.0) -> int:
    """The records panel: the win rate large, the figures, then the achievements
    (earned first, with their dates; then those still to earn, each with what it
    asks). `grow`: the words' size over their 1x size (`roomy`). Returns how
    many lines of figures and achievements were drawn."""
    def t(n):  # a text size
        return round(n * grow)

    def e(n):  # a length
        return L.em(n * grow)
    rect = pygame.Rect(rect)
    frame(surf, rect, accent)
    f, earned, every = read(game)
    pad = e(14)
    x, y, inner, bottom = rect.x + pad, rect.y + e(10), rect.width - 2 * pad, rect.bottom - e(8)
    d.text(surf, _("Your records"), (x, y), t(17), accent, bold=True, max_width=inner)
    y += line_of(_("Your records"), t(17), bold=True) + e(4)
    drawn = 0
    if f["played"]:
        big = ngettext("{won} won of {n} played", "{won} won of {n} played", f["played"]).format(won=f["won"], n=f["played"])
        big = f"{big}  ·  {percent(f['won'], f['played'])}"
        d.text(surf, big, (x, y), t(21), P.MOONLIGHT, bold=True, max_width=inner)
        y += line_of(big, t(21), bold=True) + e(2)
    else:
        said = _("No game finished yet: the records begin with the first one.")
        need = L.block_height(said, inner, t(15), italic=True)
        if y + need <= bottom:
            y += L.text_block(surf, said, (x, y, inner, need), t(15), P.TEXT_DIM, italic=True) + e(4)
    for line in figures_lines(f, mode_label):
        if y + line_of(line, t(15)) > bottom:
            return drawn
        d.text(surf, line, (x, y), t(15), P.TEXT, max_width=inner)
        y += line_of(line, t(15)) + 2
        drawn += 1
    if not every or y + e(8) + L.line(t(15), bold=True) + L.line(t(13), bold=True) > bottom:
        return drawn
    y += e(8)
    got = sum(1 for a in every if a["key"] in earned)
    heading = _("Achievements: {got} of {n}").format(got=got, n=len(every))
    d.text(surf, heading, (x, y), t(15), accent, bold=True, max_width=inner)
    y += line_of(heading, t(15), bold=True) + e(2)
    dot = e(16)
    ordered = sorted(every, key=lambda a: (a["key"] not in earned, earned.get(a["key"], "")))

    def need_of(a) -> int:
        said = earned[a["key"]][:10] if a["key"] in earned else words(a, "text")
        return line_of(words(a, "name"), t(13), bold=True) + L.block_height(said, inner - dot, t(13)) + e(4)
    # As many as fit; when some do not, a line says how many more the Statistics page holds.
    left_over = ngettext("and {n} more on the Statistics page", "and {n} more on the Statistics page", len(every))
    more_h = L.block_height(left_over, inner - dot, t(13), italic=True)  # as tall as its widest count wraps
    needs = [need_of(a) for a in ordered]
    shown = len(ordered) if y + sum(needs) <= bottom + e(4) else 0
    if not shown:
        room = bottom - more_h - y
        while shown < len(needs) and needs[shown] <= room:
            room -= needs[shown]
            shown += 1
    for a in ordered[:shown]:
        when = earned.get(a["key"])
        said = when[:10] if when else words(a, "text")
        name_h = line_of(words(a, "name"), t(13), bold=True)
        need = name_h + L.block_height(said, inner - dot, t(13))
        name = d.text(surf, words(a, "name"), (x + dot, y), t(13), P.TEXT if when else P.TEXT_DIM, bold=True,
                      max_width=inner - dot)
        centre = (x + dot // 3, name.centery + 1)
        pygame.draw.circle(surf, accent if when else P.TEXT_DIM, centre, max(3, e(4)), 0 if when else 1)
        y += name_h
        y += L.text_block(surf, said, (x + dot, y, inner - dot, need - name_h), t(13),
                          (200, 194, 220) if when else (150, 142, 176)) + e(4)
        drawn += 1
    if shown < len(ordered):
        left = len(ordered) - shown
        said = ngettext("and {n} more on the Statistics page", "and {n} more on the Statistics page", left).format(n=left)
        need = L.block_height(said, inner - dot, t(13), italic=True)
        if y + need <= rect.bottom:
            L.text_block(surf, said, (x + dot, y, inner - dot, need), t(13), P.TEXT_DIM, italic=True)
    return drawn


def tip_of_the_day(tips: list[str], today: datetime.date | None = None) -> str:
    """One of a game's tips, another each day (a returning player reads a new one)."""
    today = today or datetime.date.today()
    return tips[today.toordinal() % len(tips)] if tips else ""


def tip_height(tip: str, width: int, grow: float = 1.0) -> int:
    """The height the tip panel needs at `width`."""
    pad = L.em(14 * grow)
    return (L.em(10 * grow) + line_of(_("A tip"), round(15 * grow), bold=True) + L.em(4 * grow)
            + L.block_height(tip, width - 2 * pad, round(15 * grow), italic=True) + L.em(10 * grow))


def draw_tip(surf, rect, tip: str, accent, grow: float = 1.0) -> None:
    """A small panel: 'A tip' and one sentence."""
    rect = pygame.Rect(rect)
    frame(surf, rect, accent, (26, 20, 48))
    pad = L.em(14 * grow)
    x, y, inner = rect.x + pad, rect.y + L.em(10 * grow), rect.width - 2 * pad
    d.text(surf, _("A tip"), (x, y), round(15 * grow), accent, bold=True, max_width=inner)
    y += line_of(_("A tip"), round(15 * grow), bold=True) + L.em(4 * grow)
    L.text_block(surf, tip, (x, y, inner, rect.bottom - y - L.em(6)), round(15 * grow), P.TEXT, italic=True)

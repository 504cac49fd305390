"""Wrapped rules text with inline icons, and italic flavour.

Markup, kept tiny on purpose:
- `{wrath}`, `{distress}`, `{ether}`... any icon name becomes that icon inline;
- `*words*` are set in italics;
- a blank line starts a new paragraph.
Lines break at spaces and, in Chinese, between characters (game.i18n.breaks:
never before closing punctuation or after opening punctuation). A line's
words may come from two faces (a Latin number in Lato between characters in
the CJK face); all stand on the line's one baseline.
With `auto_icons`, an amount followed by a resource word ("pay 2 Cunning")
shows the icon in place of the word, so content written in plain English
gets icons without markup.

Layouts are cached by (text, width, size, colour, role), so the table blits
finished surfaces.
"""
from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.gfx import fonts
from game.gfx.icons import canonical, has_icon, icon
from game.i18n.breaks import segments

# Tests watch what the shared drawing puts on screen: each recorder is called
# with a Drawn for every string drawn (tests/test_screens_fit.py checks that none
# overflows its box or lacks a glyph). Empty in play: one truth test per string.
RECORDERS: list = []


@dataclass(frozen=True)
class Drawn:
    text: str
    role: str             # a game.gfx.fonts role ("rules", "story", ...)
    width: int            # the whole string's size, before any cut
    height: int
    box: tuple | None     # (width, height) it must fit in; None: only the surface's bounds
    rect: tuple           # where what was shown landed (x, y, w, h), on a surface of `surface` size
    surface: tuple
    px: int = 0           # the pixel size of the face that drew it (after the UI scale and any shrinking to fit)


@contextmanager
def unseen():
    """Drawing that is never shown (a pass that only measures how tall a page
    is): the recorders do not hear of it."""
    saved = RECORDERS[:]
    RECORDERS.clear()
    try:
        yield
    finally:
        RECORDERS[:] = saved


def record(text: str, role: str, width: int, height: int, box, rect, surface, px: int = 0) -> None:
    if RECORDERS and text.strip():
        drawn = Drawn(text, role, int(width), int(height), box, tuple(rect), tuple(surface), int(px))
        for recorder in RECORDERS:
            recorder(drawn)


TOKEN = re.compile(r"\{([a-z_0-9]+)\}")
WORD_ICONS = ("Awareness", "Cunning", "Wrath", "Distress", "Ether", "Shining Gems?", "Gems?", "Keys?", "Hours?")
_AUTO = re.compile(r"\b(\d+|X|x)\s+(" + "|".join(WORD_ICONS) + r")\b")


def auto_icons(text: str) -> str:
    """'pay 2 Cunning' -> 'pay 2 {cunning}' (only after an amount, so prose stays prose)."""
    def sub(m):
        word = m.group(2).lower().replace("shining ", "")
        return f"{m.group(1)} {{{canonical(word)}}}"
    return _AUTO.sub(sub, text)


def _italic_role(role: str) -> str:
    return {"rules": "rules_italic", "story": "flavour", "small": "rules_italic", "title": "flavour"}.get(role, role)


def _pieces(text: str, role: str, italic: bool):
    """Split into (kind, value, role) pieces: 'word', 'icon', 'space', 'break',
    and 'join' (a line may break here, with no space: between Chinese characters)."""
    out = []

    def words(value, r):
        for i, piece in enumerate(segments(value)):
            if i:
                out.append(("join", "", r))
            out.append(("word", piece, r))
    on = italic
    for p, para in enumerate(re.split(r"\n\s*\n|\n", text)):
        if p:
            out.append(("break", "", role))
        for word in para.split():
            flip_after = False
            if word.startswith("*") and len(word) > 1:
                on = not on
                word = word[1:]
            if word.endswith("*"):
                flip_after = True
                word = word[:-1]
            r = _italic_role(role) if on else role
            pos = 0
            first = True
            for m in TOKEN.finditer(word):
                if m.start() > pos:
                    words(word[pos:m.start()], r)
                name = m.group(1)
                out.append(("icon", name, r) if has_icon(name) else ("word", m.group(0), r))
                pos = m.end()
                first = False
            if pos < len(word) or (first and not word):
                words(word[pos:], r) if word[pos:] else out.append(("word", "", r))
            out.append(("space", " ", r))
            if flip_after:
                on = not on
    return out


def _wrap(pieces, width: int, size: int):
    """Greedy wrap: a 'word group' (word, icons and punctuation stuck together) never splits."""
    lines, line, x = [], [], 0
    space_w = fonts.font(pieces[0][2] if pieces else "rules", size).size(" ")[0]
    icon_w = _icon_size(size)
    group, gw = [], 0

    def flush_group():
        nonlocal line, x, group, gw
        if not group:
            return
        if line and x + gw > width:
            lines.append(line)
            line, x = [], 0
        line.extend(group)
        x += gw
        group, gw = [], 0

    for kind, value, role in pieces:
        if kind == "break":
            flush_group()
            lines.append(line)
            line, x = [], 0
            lines.append(None)  # paragraph gap
            continue
        if kind == "join":
            flush_group()
            continue
        if kind == "space":
            flush_group()
            if line:
                line.append(("space", " ", role, space_w))
                x += space_w
            continue
        w = icon_w + 1 if kind == "icon" else fonts.font_for(role, size, value).size(value)[0]
        group.append((kind, value, role, w))
        gw += w
    flush_group()
    if line:
        lines.append(line)
    # no trailing spaces
    return [[p for i, p in enumerate(ln) if not (p[0] == "space" and i == len(ln) - 1)] if ln else ln for ln in lines]


def _baseline(line, size: int, line_h: int) -> int:
    """Where the line's words stand, from its top: one baseline for all, so a
    Latin digit between Chinese characters (drawn in Lato, whose ascent is
    not the CJK face's) sits on the same line as they do, not above it."""
    faces = [fonts.font_for(role, size, value) for kind, value, role, _w in line if kind == "word"]
    if not faces:
        return line_h // 2
    ascent = max(f.get_ascent() for f in faces)
    descent = max(-f.get_descent() for f in faces)
    return (line_h - ascent - descent) // 2 + ascent


def _icon_size(size: int) -> int:
    return max(8, round(size * 1.3))


@lru_cache(maxsize=256)  # whole paragraphs: bounded, a long run reads many once each
def layout(text: str, width: int, size: int, colour: tuple = (234, 228, 246), role: str = "rules",
           italic: bool = False, align: str = "left", use_auto_icons: bool = True) -> pygame.Surface:
    """The text wrapped to `width` on a transparent surface, exactly as tall as it needs."""
    text = str(text or "")
    if use_auto_icons:
        text = auto_icons(text)
    lines = _wrap(_pieces(text, role, italic), max(10, int(width)), size)
    line_h = max([fonts.font(role, size).get_linesize(), _icon_size(size)]
                 + [fonts.font_for(p[2], size, p[1]).get_linesize() for ln in lines if ln for p in ln
                    if p[0] == "word" and not p[1].isascii()])
    gap = line_h // 3
    height = sum(gap if ln is None else line_h for ln in lines) or line_h
    surf = pygame.Surface((max(1, int(width)), height), pygame.SRCALPHA)
    y = 0
    isz = _icon_size(size)
    for ln in lines:
        if ln is None:
            y += gap
            continue
        total = sum(p[3] for p in ln)
        x = {"center": (width - total) // 2, "right": width - total}.get(align, 0)
        baseline = y + _baseline(ln, size, line_h)
        for kind, value, role_, w in ln:
            if kind == "word":
                img = fonts.render(value, role_, size, tuple(colour))
                surf.blit(img, (x, baseline - fonts.font_for(role_, size, value).get_ascent()))
            elif kind == "icon":
                surf.blit(icon(value, isz), (x, y + (line_h - isz) // 2))
            x += w
        y += line_h
    return surf


def draw(surf: pygame.Surface, text: str, rect, size: int, colour=(234, 228, 246), role: str = "rules",
         italic: bool = False, align: str = "left", min_size: int = 7) -> int:
    """Wrap text into rect, shrinking the type (down to min_size) until it fits; returns the height used."""
    rect = pygame.Rect(rect)
    img, used = _fitted(text, rect.width, rect.height, size, tuple(colour), role, italic, align, min_size)
    if RECORDERS:
        px = fonts.font_for(role, used, str(text or "")).point_size
        record(str(text or ""), role, img.get_width(), img.get_height(), rect.size, rect, surf.get_size(), px)
    surf.blit(img, rect.topleft, area=pygame.Rect(0, 0, rect.width, rect.height))
    return min(img.get_height(), rect.height)


def fit(text, width, height, size, colour=(234, 228, 246), role="rules", italic=False, align="left", min_size=7):
    return _fitted(text, width, height, size, colour, role, italic, align, min_size)[0]


def _fitted(text, width, height, size, colour, role, italic, align, min_size) -> tuple[pygame.Surface, int]:
    """The text laid out at the largest size that fits the height, and that size."""
    for s in range(int(size), min_size - 1, -1):
        img = layout(text, width, s, tuple(colour), role, italic, align)
        if img.get_height() <= height:
            return img, s
    return layout(text, width, min_size, tuple(colour), role, italic, align), min_size


def line(surf: pygame.Surface, msg: str, pos, size: int, colour=(234, 228, 246), role: str = "rules",
         anchor: str = "topleft", max_width: int | None = None, shadow: bool = False) -> pygame.Rect:
    """One line of text, shortened with an ellipsis if wider than max_width."""
    msg = str(msg)
    f = fonts.font_for(role, size, msg)
    whole, (w, h) = msg, f.size(msg)
    if max_width and f.size(msg)[0] > max_width:
        while msg and f.size(msg + "…")[0] > max_width:
            msg = msg[:-1]
        msg = msg.rstrip() + "…"
    img = fonts.render(msg, role, size, tuple(colour))
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if RECORDERS:  # the whole string's size, and where what is shown landed
        record(whole, role, w, h, (max_width, None) if max_width else None, rect, surf.get_size(), f.point_size)
    if shadow:  # lifts light text off a busy picture
        dark = fonts.render(msg, role, size, (0, 0, 0)).copy()
        dark.set_alpha(170)
        surf.blit(dark, rect.move(1, 1))
    surf.blit(img, rect)
    return rect


def fit_line_size(msg: str, role: str, size: int, max_width: int, min_size: int = 7) -> int:
    """The largest size <= size at which msg fits on one line."""
    while size > min_size and fonts.font_for(role, size, msg).size(msg)[0] > max_width:
        size -= 1
    return size

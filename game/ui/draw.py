"""Drawing helpers shared by the scenes: panels, text, the sky, figures, cards.
Tiles and spaces come from game/gfx/tiles.py, as on the contact sheet.

Text and backgrounds are cached by their parameters, so a frame mostly blits
surfaces that already exist.
"""
from __future__ import annotations

import contextlib
import math
import random
import weakref
from collections import OrderedDict
from functools import lru_cache
from pathlib import Path

import pygame

from game.gfx.cache import made, new_cache, spend
from game.gfx.cards import TURN_STEPS  # the step names, as a Turn card prints them
from game.i18n import _, tr

SUIT_COLOUR = {"hearts": (226, 96, 110), "spades": (150, 160, 230), "diamonds": (236, 190, 90), "clubs": (120, 200, 150)}
FONTS = Path(__file__).resolve().parents[2] / "assets" / "fonts"
# Rules text and the interface in Lato (clear at small sizes); titles and the
# story in EB Garamond (a book face for a book of dreams). Both OFL.
FACES = {
    ("ui", False, False): "Lato-Regular.ttf", ("ui", True, False): "Lato-Bold.ttf",
    ("ui", False, True): "Lato-Italic.ttf", ("ui", True, True): "Lato-BoldItalic.ttf",
    ("story", False, False): "EBGaramond12-Regular.otf", ("story", True, False): "EBGaramond12-Bold.otf",
    ("story", False, True): "EBGaramond12-Italic.otf", ("story", True, True): "EBGaramond12-Bold.otf",
}


UI_SCALE = [1.0]  # set from the settings: text grows with it (at 4K, try 1.5 to 2)


HEADING = 36  # text this large reads well already: the UI scale grows smaller text up to it, not past it


def scaled(size: float) -> float:
    """A text size at the UI scale: reading text grows, headings keep their size
    (a 2x title would not fit the screen, and it was never hard to read)."""
    s = UI_SCALE[0]
    return size * s if s <= 1 else max(size, min(size * s, HEADING))


def set_ui_scale(scale: float) -> None:
    if abs(scale - UI_SCALE[0]) > 1e-6:
        UI_SCALE[0] = scale
        reset_caches()


def font(size: int, bold: bool = False, italic: bool = False, role: str = "ui") -> pygame.font.Font:
    """The interface's face for a style at a size (the UI scale applied); the open
    faces are kept by game.gfx.fonts.opened, the only cache of them."""
    from game.gfx.fonts import opened
    path = FONTS / FACES.get((role, bold, italic), "Lato-Regular.ttf")
    size = scaled(size)
    try:
        return opened(str(path), max(6, int(size * (1.05 if role == "ui" else 1.25))))
    except (OSError, FileNotFoundError, pygame.error):
        return _fallback_font(int(size * 1.3), bold, italic)  # a missing font file must not stop the game


@lru_cache(maxsize=16)
def _fallback_font(px: int, bold: bool, italic: bool) -> pygame.font.Font:
    f = pygame.font.Font(None, px)
    f.set_bold(bold)
    f.set_italic(italic)
    return f


def face(msg: str, size: int, bold: bool = False, italic: bool = False, role: str = "ui") -> pygame.font.Font:
    """The font that draws `msg`: the role's, or the CJK face when it lacks a glyph."""
    from game.gfx import fonts
    if msg.isascii() or not fonts.needs_cjk("rules", msg):
        return font(size, bold, italic, role)
    return fonts.cjk_font(int(scaled(size) * 1.05), bold) or font(size, bold, italic, role)


@lru_cache(maxsize=384)  # lines change with every caption: bounded, they are quick to draw again
def _render(msg: str, size: int, colour: tuple, bold: bool, italic: bool, role: str = "ui") -> pygame.Surface:
    spend()  # a line not drawn before: past the frame's deadline, next frame (gfx.cache)
    return face(msg, size, bold, italic, role).render(msg, True, colour[:3])


SMALLEST = 12  # px: no line is drawn smaller, at any UI scale, whether asked for or shrunk to fit a box


def least_size() -> int:
    """The smallest text size drawn at the UI scale: SMALLEST px (12 at 1x; at 2x a size 6 is already 12 px)."""
    return math.ceil(SMALLEST / UI_SCALE[0])


def text(surf, msg, pos, size=16, colour=(255, 255, 255), anchor="topleft", bold=False, italic=False,
         max_width=None, glow=False, role="ui", fit=False):
    """One line of text. Wider than `max_width`, it is drawn a little smaller
    (with `fit`, for a line that must be read whole, as small as it must), but
    never under SMALLEST px: what is still too wide is shortened with "...".
    A text that may take several lines is `fitted_lines`' (a panel that can grow)."""
    msg = str(msg)
    least = least_size()
    size = max(size, least)
    if fit and max_width:
        size = fit_size(msg, size, max_width, bold, italic, role)
    img = _render(msg, size, tuple(colour), bold, italic, role)
    if max_width and img.get_width() > max_width:  # a little smaller type before any cut
        for smaller in range(size - 1, max(least, round(size * 0.75)) - 1, -1):
            img = _render(msg, smaller, tuple(colour), bold, italic, role)
            if img.get_width() <= max_width:
                size = smaller
                break
        else:
            img = _render(msg, size, tuple(colour), bold, italic, role)
    whole, (whole_w, whole_h) = msg, img.get_size()
    if max_width and img.get_width() > max_width:
        f = face(msg, size, bold, italic, role)
        while msg and f.size(msg + "...")[0] > max_width:
            msg = msg[:-1]
        img = _render(msg + "...", size, tuple(colour), bold, italic, role)
    rect = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    _line(surf, rect)
    from game.gfx import text as gtext  # the recording hook tests use (a cheap lookup once imported)
    if gtext.RECORDERS:  # the whole string's size, and where what is shown landed
        gtext.record(whole, "story" if role == "story" else "rules", whole_w, whole_h,
                     (max_width, None) if max_width else None, rect, surf.get_size(),
                     face(msg, size, bold, italic, role).point_size)
    if glow:
        halo = _render(msg, size, (120, 90, 200), bold, italic, role)
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
            surf.blit(halo, rect.move(dx, dy))
    if len(colour) == 4:
        img = img.copy()
        img.set_alpha(colour[3])
    surf.blit(img, rect)
    return rect


PANEL_RECORDERS: list = []  # the tests listen here: a panel drawn later hides the strings under it


def panel(surf, rect, fill, border, radius=10):
    rect = pygame.Rect(rect)
    for recorder in PANEL_RECORDERS:
        recorder(rect, surf.get_size())
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    pygame.draw.rect(surf, border, rect, 2, border_radius=radius)


@lru_cache(maxsize=1)  # a window's worth of pixels (see night_sky); a few milliseconds to paint another
def _sky(size: tuple, seed: int, dim: bool) -> pygame.Surface:
    """A window's sky: a gradient, a faint haze and stars. The gradient and the
    haze change slowly across the window, so they are painted at a quarter of
    its size and enlarged; the stars are put on at full size. A few
    milliseconds, so that a scene shown first does not wait for its sky."""
    w, h = size
    top, bottom = ((14, 10, 34), (44, 24, 70)) if not dim else ((12, 9, 26), (30, 18, 48))
    qw, qh = max(1, -(-w // 4)), max(1, -(-h // 4))
    small = pygame.Surface((qw, qh), 0, 24)  # no alpha: three bytes a pixel, not four (it blits as fast)
    for y in range(qh):
        t = y / max(qh - 1, 1)
        small.fill([int(a + (b - a) * t) for a, b in zip(top, bottom)], (0, y, qw, 1))
    rng = random.Random(seed)
    stars = [(rng.randrange(w), rng.randrange(h), rng.randrange(120, 255)) for _n in range(w * h // 2500)]
    haze = pygame.Surface((qw, qh), pygame.SRCALPHA)
    for _n in range(6):
        r = rng.randrange(h // 4, h // 2)
        pygame.draw.circle(haze, (120, 80, 200, 12), (rng.randrange(w) // 4, rng.randrange(h) // 4), max(1, r // 4))
    small.blit(haze, (0, 0))
    sky = pygame.transform.scale(small, (qw * 4, qh * 4))
    for x, y, c in stars:
        sky.set_at((x, y), (c, c, min(255, c + 30)))
    return sky if sky.get_size() == size else sky.subsurface((0, 0, w, h)).copy()


def night_sky(surf, seed=1, dim=False):
    """The sky over the whole of `surf`. A surface no larger than the window (the
    showcase's stage above its banner, a panel) gets the window's sky, cropped:
    one window's worth of pixels kept, not one per size asked for."""
    w, h = surf.get_size()
    window = pygame.display.get_surface()
    size = window.get_size() if window is not None and w <= window.get_width() and h <= window.get_height() else (w, h)
    surf.blit(_sky(size, seed, dim), (0, 0), pygame.Rect(0, 0, w, h))


def moon(surf, c, r):
    glow = pygame.Surface((r * 4, r * 4), pygame.SRCALPHA)
    for i in range(8, 0, -1):
        pygame.draw.circle(glow, (250, 230, 170, 8), (r * 2, r * 2), int(r * (1 + i * 0.12)))
    surf.blit(glow, (c[0] - r * 2, c[1] - r * 2))
    crescent = pygame.Surface((r * 2 + 2, r * 2 + 2), pygame.SRCALPHA)
    pygame.draw.circle(crescent, (250, 238, 200), (r + 1, r + 1), r)
    pygame.draw.circle(crescent, (0, 0, 0, 0), (r + 1 + r // 2, r + 1 - r // 5), int(r * 0.9))  # cut, not paint
    surf.blit(crescent, (c[0] - r - 1, c[1] - r - 1))


def highlight(surf, r):
    glow = pygame.Surface(r.size, pygame.SRCALPHA)
    glow.fill((255, 230, 140, 60))
    surf.blit(glow, r)
    pygame.draw.rect(surf, (255, 230, 140), r.inflate(-6, -6), 3, border_radius=8)


def wall(surf, a, b, width):
    from game.gfx.tiles import draw_wall
    draw_wall(surf, a, b, width)


# Figures come from game.gfx.figures, the one sprite library the contact sheet
# draws too; these helpers only place a sprite centred on a point.
STATE_RING = {"stunned": (240, 220, 90), "dazed": (150, 200, 250), "paralyzed": (200, 200, 200),
              "poisoned": (120, 220, 110)}


def _place(surf, sprite, c) -> None:
    surf.blit(sprite, sprite.get_rect(center=(int(c[0]), int(c[1]))))


def miniature(surf, c, r, colour, letter, selected=False, lifted=False, subject=None):
    """A Dreamer's miniature: its figure (`subject`, from its brief) on a base in its colour."""
    from game.gfx.figures import DEFAULT_FIGURE, dreamer
    _place(surf, dreamer(colour, max(4, int(r)), 0.0, letter, selected, lifted, subject or DEFAULT_FIGURE), c)


def entity(surf, c, r, big=False, state=None, entity_id="", subject=None):
    """An Entity's miniature: its own figure on a dark base, ringed when Big or under a State."""
    from game.gfx.figures import ENTITY_FIGURE, entity as entity_sprite
    _place(surf, entity_sprite(max(4, int(r)), 0.0, big, state, entity_id, subject=subject or ENTITY_FIGURE), c)


def turn_card(surf, rect, card, step_index):
    panel(surf, rect, (236, 228, 210), (120, 90, 60), radius=8)
    suit = getattr(card, "suit", "")
    from game.ui.icons import icon
    if suit in SUIT_COLOUR:
        surf.blit(icon(suit, 26), (rect.x + 6, rect.y + 6))
    name_h = font(13, italic=True).get_linesize()  # rows as tall as their text: the card reflows at the UI scale
    text(surf, getattr(card, "name", "Turn"), (rect.centerx, rect.y + 32 + name_h // 2), 13, (60, 40, 40),
         anchor="center", italic=True, max_width=rect.width - 12)
    y = rect.y + 42 + name_h
    for i, step in enumerate(getattr(card, "steps", ())):
        done = i < step_index
        words = ("- " if not done else "x ") + tr(TURN_STEPS.get(step, str(step).title()))
        text(surf, words, (rect.x + 14, y), 14, (140, 130, 120) if done else (40, 30, 30), max_width=rect.width - 20)
        y += max(18, face(words, 14).get_linesize())  # the face that draws it: a Chinese line is taller
    text(surf, _("Loot"), (rect.centerx, rect.bottom - 6), 13, (110, 80, 50), anchor="midbottom", bold=True,
         max_width=rect.width - 12)


def influence_card(surf, rect, card, colours, angle=0.0, compact=False):
    """A card's face in `rect`. `compact`: the face for a card at rest (a hand,
    the Market's offer): name, Intents, costs and numbers at a size read at
    arm's length, growing with the UI scale; the rules paragraph is left to
    the large face (hover, inspector). game.gfx.cards draws both."""
    px = 0
    if compact:
        from game.gfx.cards import compact_size
        px = compact_size(rect.width, UI_SCALE[0])
    key = (rect.size, getattr(card, "id", "?"), round(angle, 1), px)
    cs = _ROTATED.get(key, lambda: _influence_card(card, rect.size, angle, px))
    surf.blit(cs, cs.get_rect(center=rect.center))


def _influence_card(card, size, angle, px=0):
    from game.gfx.cards import render_card
    cs = render_card(card, size[0], px)  # one card renderer for the whole game (game.gfx)
    if cs.get_height() != size[1]:
        cs = pygame.transform.smoothscale(cs, size)
    return pygame.transform.rotozoom(cs, angle, 1.0) if angle else cs


# Keyed by size and angle: bounded, or every size a card was ever shown at stays (gfx.cache).
_ROTATED = new_cache(128, megabytes=8)


def reset_caches() -> None:
    from game.gfx.cache import clear_all
    clear_all()
    _fallback_font.cache_clear()
    _render.cache_clear()
    _WRAPS.clear()
    _OVERLAY_CACHE.clear()


def token(surf, c, r, colour, letter=""):
    """A cardboard token with a letter on its face."""
    from game.gfx.figures import token as token_sprite
    _place(surf, token_sprite("plain", max(4, int(r)), letter, colour), c)


_OVERLAY_CACHE = new_cache(64, megabytes=4)


def overlay_card(surf, rect, title, angle):
    """An Overlay card lying on the map, rotated exactly by quarter turns."""
    img = _OVERLAY_CACHE.get((rect.size, title, angle), lambda: _overlay_card(rect.size, title, angle))
    surf.blit(img, img.get_rect(center=rect.center))


def _overlay_card(size, title, angle):
    w, h = (size[1], size[0]) if angle in (90, 270) else size
    base = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(base, (52, 70, 96, 235), base.get_rect(), border_radius=10)
    pygame.draw.rect(base, (170, 210, 240), base.get_rect(), 2, border_radius=10)
    img_t = _render(title, 13, (230, 240, 255), True, True)
    base.blit(img_t, img_t.get_rect(midtop=(w // 2, 8)))
    pygame.draw.polygon(base, (170, 210, 240), [(w // 2 - 8, h - 14), (w // 2 + 8, h - 14), (w // 2, h - 4)])
    return pygame.transform.rotate(base, -angle)


def fit_size(msg: str, size: int, width: int, bold=False, italic=False, role="ui") -> int:
    """The largest text size up to `size` at which `msg` fits in `width` (for a
    one-line title in a fixed box when the UI scale makes its text larger), but
    never under SMALLEST px: there, a line still too wide is `text`'s to shorten."""
    least = max(least_size(), 8)  # 12 px at 1x; at 2x no smaller than it ever was (8: 16 px)
    while size > least and face(str(msg), size, bold, italic, role).size(str(msg))[0] > width:
        size -= 1
    return size


def fitted_lines(msg: str, size: int, width: int, bold=False, italic=False, role="ui",
                 most: int = 3) -> tuple[int, list[str]]:
    """A line that must be read whole, for a panel that can grow to hold it:
    (the size, the lines). On one line at `size` if it fits; else a little smaller
    (to 3/4 of it, never under SMALLEST px); else wrapped at `size` into at most
    `most` lines (the last shortened by `text` if even they do not hold it all).
    The panel is as tall as `len(lines)` lines of `face(msg, size).get_linesize()`."""
    msg = str(msg)
    size = max(size, least_size())
    f = face(msg, size, bold, italic, role)
    if f.size(msg)[0] <= width:
        return size, [msg]
    smaller = fit_size(msg, size, width, bold, italic, role)
    if smaller >= max(least_size(), round(size * 0.75)) and face(msg, smaller, bold, italic, role).size(msg)[0] <= width:
        return smaller, [msg]
    lines = wrap(msg, f, width)
    if len(lines) > most:
        lines = lines[:most - 1] + [" ".join(lines[most - 1:]) if msg.isascii() else "".join(lines[most - 1:])]
    return size, lines


def text_lines(surf, msg, pos, size, colour, width: int, anchor="midtop", bold=False, italic=False, role="ui",
               most: int = 3) -> pygame.Rect:
    """`fitted_lines` drawn: the lines stacked from `pos` (the first line's `anchor`:
    midtop, topleft or topright). Returns the rectangle they fill."""
    size, lines = fitted_lines(msg, size, width, bold, italic, role, most)
    step = face(str(msg), size, bold, italic, role).get_linesize()
    drawn = [text(surf, line, (pos[0], pos[1] + k * step), size, colour, anchor=anchor, bold=bold, italic=italic,
                  max_width=width, role=role) for k, line in enumerate(lines)]
    return drawn[0].unionall(drawn[1:])


# Lines already broken, per open face (gone with it): a layout that tries sizes until its
# words fit (a rules page, the credits) measures hundreds of lines, each a few milliseconds;
# asked again (the next frame, the next size tried) the answer is here. A new breaking
# counts as a picture made (gfx.cache), so a first frame that breaks many lines goes on
# from here next frame instead of taking them all at once.
_WRAPS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
WRAPS_PER_FACE = 512


def wrap(msg: str, f, width: int) -> list[str]:
    """`msg` broken into lines that fit `width` in font `f`: at spaces, and
    between Chinese characters (game.i18n.breaks); a piece longer than the
    width gets a line of its own."""
    msg = str(msg)
    known = _WRAPS.get(f)
    if known is None:
        known = _WRAPS[f] = OrderedDict()
    key = (msg, width)
    lines = known.get(key)
    if lines is not None:
        known.move_to_end(key)
        return list(lines)
    spend()  # past the frame's deadline, next frame
    lines = tuple(_wrap(msg, f, width))
    known[key] = lines
    if len(known) > WRAPS_PER_FACE:
        known.popitem(last=False)
    made()
    return list(lines)


def _wrap(msg: str, f, width: int) -> list[str]:
    from game.i18n.breaks import units
    lines, line = [], ""
    for piece, spaced in units(str(msg)):
        trial = f"{line} {piece}" if spaced and line else line + piece
        if f.size(trial)[0] > width and line:
            lines.append(line)
            line = piece
        else:
            line = trial
    return lines + [line] if line or not lines else lines


def scrolled(surf, rect, scroll: int, paint, always: bool = False) -> int:
    """Content taller than its box, drawn `scroll` pixels down inside `rect`.
    `paint(target, area)` draws it as it would into `area` and returns the
    height it used. Returns the furthest it can scroll (0 when it all fits;
    then it was drawn straight into `rect`, exactly as before). At 1x the
    content is drawn straight in unless `always` (a page that outgrows its box
    even at 1x).

    It scrolls and clips by whole lines of text: a line the top edge would cut
    is shown whole, and a line the bottom edge would cut is left for the next
    scroll (and so is one cut by either edge in a column beside it)."""
    rect = pygame.Rect(rect)
    if UI_SCALE[0] <= 1 and not always:
        return max(0, paint(surf, rect) - rect.height)
    tall_h = rect.height * 6
    while True:
        tall = pygame.Surface((rect.width, tall_h), pygame.SRCALPHA)
        with lines_drawn(tall) as lines:
            used = paint(tall, tall.get_rect())
        if used <= tall_h or tall_h >= rect.height * 60:
            break
        tall_h = used + rect.height  # a page longer than the first guess: painted again, whole
    used = max([used] + [r.bottom for r in lines])
    if used <= rect.height:
        surf.blit(tall, rect.topleft, pygame.Rect(0, 0, rect.width, rect.height))
        return 0
    # Too tall: the last line of the box says how to scroll (inside the box, so it crosses no border).
    more = _("more below: Page Down or the wheel") if scroll < used - rect.height else _("Page Up or the wheel to go back")
    hint_h = face(more, 12, italic=True).get_linesize()
    view = pygame.Rect(rect.x, rect.y, rect.width, rect.height - hint_h - 2)
    top, most, cut = whole_lines(lines, scroll, view.height, used)
    for r in cut:
        tall.fill((0, 0, 0, 0), r)
    surf.blit(tall, view.topleft, pygame.Rect(0, top, view.width, view.height))
    more = _("more below: Page Down or the wheel") if scroll < most else _("Page Up or the wheel to go back")
    text(surf, more, (rect.right, rect.bottom - hint_h), 12, (190, 180, 220), anchor="topright", italic=True)
    return most


# While a page is painted to be scrolled: (the page, the rects of the lines of text drawn on it).
_LINES: list = []


@contextlib.contextmanager
def lines_drawn(page):
    """The rects of the lines of text `text` and `paragraph` draw on `page` inside
    this block (a list, filled as they are drawn): a page to scroll by whole lines."""
    lines: list = []
    _LINES.append((page, lines))
    try:
        yield lines
    finally:
        _LINES.pop()


def _line(surf, rect) -> None:
    if _LINES and _LINES[-1][0] is surf:
        _LINES[-1][1].append(pygame.Rect(rect))


def whole_lines(lines, scroll: int, height: int, used: int) -> tuple[int, int, list]:
    """A window `height` tall onto a page `used` tall holding `lines`, scrolled
    to `scroll`, moved by whole lines: (the page's row it shows from, the
    furthest scroll, the lines its edges would cut, to be left out). A line
    the top edge would cut is shown whole; the furthest scroll starts at a
    line's top and shows the last line; a line cut by the bottom edge (or by
    the top, in a column beside) waits for the next scroll."""
    most = max(0, used - height)
    most = min([r.top for r in lines if r.top >= most], default=most)
    top = max(0, min(scroll, most))
    if top < most:
        top = min([r.top for r in lines if r.top < top < r.bottom], default=top)
    cut = [r for r in lines if r.top < top < r.bottom or r.top < top + height < r.bottom]
    return top, most, cut


def paragraph_lines(msg, f, width) -> list[list[str]]:
    """`msg` wrapped to `width` in font `f`: the lines of each of its paragraphs
    (an empty paragraph has none)."""
    return [[line for line in wrap(para, f, width) if line] for para in str(msg).split("\n")]


def paragraph_height(msg, width, size, italic=False, role="ui") -> int:
    """The height `paragraph` takes to draw `msg` at `width` (nothing is drawn)."""
    f = face(str(msg), size, False, italic, role)
    return sum(len(lines) * f.get_linesize() + f.get_linesize() // 3 for lines in paragraph_lines(msg, f, width))


def overhang(line: str, size: int, bold=False, italic=False, role="ui") -> int:
    """How far left of its pen a line's first glyph reaches (0 or less): an italic f or y
    sweeps its tail back, and the line's picture starts at the tail, so drawn at the
    column's edge its letters stood a space in from the lines above and below
    (the shelf's "alone in a dream labyrinth: / find the eight Doors")."""
    if not line:
        return 0
    found = face(line, size, bold, italic, role).metrics(line[0])
    return min(0, found[0][0]) if found and found[0] else 0


def paragraph(surf, msg, rect, size, colour, italic=False, role="ui"):
    """Word-wrapped text inside a rectangle; returns the height used."""
    from game.i18n.breaks import units
    y = rect.y
    f = face(str(msg), size, False, italic, role)  # one face for the paragraph: one line height
    for lines in paragraph_lines(msg, f, rect.width):
        for line in lines:
            img = _render(line, size, tuple(colour), False, italic, role)
            x = rect.x + overhang(line, size, False, italic, role)
            surf.blit(img, (x, y))
            _line(surf, img.get_rect(topleft=(x, y)))
            y += f.get_linesize()
        y += f.get_linesize() // 3
    from game.gfx import text as gtext
    if gtext.RECORDERS:
        widest = max((f.size(p)[0] for p, _spaced in units(str(msg))), default=0)
        gtext.record(str(msg), "story" if role == "story" else "rules", widest, y - rect.y - f.get_linesize() // 3,
                     rect.size, pygame.Rect(rect.x, rect.y, widest, y - rect.y), surf.get_size(), f.point_size)
    return y - rect.y


def art_image(size, art_id: str, palette=None) -> pygame.Surface:
    """The picture for an id at `size`, painted at that size when it is
    larger than the committed file (see game.gfx.pictures)."""
    from game.gfx.pictures import picture
    return picture(str(art_id), (int(size[0]), int(size[1])), palette)


def illustration(surf, rect, art_id):
    surf.blit(art_image(rect.size, str(art_id)), rect)

"""Small shared pieces of the UI: buttons, easing, colours."""
from __future__ import annotations

import pygame

from game import audio
from game.ui import draw as d
from game.ui import layout as L
from game.i18n import _, tr


class Button:
    SIZE = 16  # the label's text size (grows with the UI scale)
    PAD = 6    # room kept between the label and the edge
    enabled = True  # a disabled button is drawn dim, a click or Enter does nothing and the focus skips it
    chosen = False  # True: one of a row of options, the one in force (drawn lit, as under the pointer)
    corner = False  # True: the menus' reflow leaves it in its corner (the Statistics button)
    hidden = False  # True: scrolled out of a list (the Settings in a small window): not drawn, out of reach
    # A row's labels, joined: a one-line label is centred on the ink of the whole row, so the
    # labels of a row share one baseline ("Play again" with its descenders sat above "Rules").
    ink_with = ""

    def __init__(self, rect, label, on_click, accent=(120, 100, 200)):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.accent = accent

    def face(self):
        return d.face(str(self.label), self.SIZE)

    def text_width(self) -> int:
        return self.face().size(str(self.label))[0]

    def lines(self, width: int) -> list[str]:
        """The label broken into lines no wider than `width` (one line when it fits)."""
        return d.wrap(str(self.label), self.face(), width)

    def text_height(self, width: int) -> int:
        return len(self.lines(width - 2 * self.PAD)) * self.face().get_linesize() + 2 * self.PAD

    def draw(self, surf, mouse):
        hover = self.rect.collidepoint(mouse) and self.enabled
        if hover:
            audio.hover(self.rect)
        lit = hover or (self.chosen and self.enabled)  # the option in force shows its accent without the pointer
        d.panel(surf, self.rect, (60, 48, 96) if hover else (52, 42, 84) if lit else (38, 30, 64) if self.enabled
                else (28, 24, 40), self.accent if lit else (90, 78, 140) if self.enabled else (60, 54, 78))
        room = self.rect.width - 2 * self.PAD
        lines = self.lines(room)
        f = self.face()
        step = f.get_linesize()
        if len(lines) == 1 or len(lines) * step > self.rect.height:  # one line, shortened if it must be
            lines = [str(self.label)]
        # The glyphs' ink, not the text's box, is centred: the box keeps a band for
        # descenders below the letters (Latin labels sat high) and room above an ideograph.
        first, last = (self.ink_with, self.ink_with) if self.ink_with and len(lines) == 1 else (lines[0], lines[-1])
        y = self.rect.centery - (len(lines) - 1) * step / 2 - ink_offset(f, first, last, step * (len(lines) - 1))
        for k, line in enumerate(lines):
            d.text(surf, line, (self.rect.centerx, round(y + k * step)), self.SIZE,
                   (240, 232, 255) if self.enabled else (130, 124, 150), anchor="center", max_width=room)


def ink_offset(f, first: str, last: str, apart: int = 0) -> float:
    """How far below the middle of the lines' boxes (the first and the last,
    `apart` pixels between their tops) the middle of their ink lies, from the
    font's glyph metrics: a glyph's top row is the ascent less its height
    above the baseline, its bottom row the ascent less one less its depth."""
    def band(words):
        boxes = [m for m in f.metrics(words) or () if m]
        if not boxes:
            return None
        return f.get_ascent() - max(m[3] for m in boxes), f.get_ascent() - 1 - min(m[2] for m in boxes)
    top, bottom = band(first), band(last)
    if top is None or bottom is None:
        return 0.0
    box_h = f.get_linesize()  # a line is drawn this tall (more than get_height() for the Latin face)
    return (top[0] + apart + bottom[1] + 1) / 2 - (box_h + apart) / 2


class Toggle(Button):
    """A Button that is on or off: a check box at its left, the label beside
    it (boxes line up down a list of options, such as expansions)."""

    def __init__(self, rect, label, on: bool, on_click, accent=(120, 100, 200)):
        super().__init__(rect, label, on_click, accent)
        self.on = on

    def box(self) -> int:
        return round(self.face().get_linesize() * 0.8)

    def text_width(self) -> int:
        return super().text_width() + self.box() + 2 * self.PAD

    def lines(self, width: int) -> list[str]:
        return super().lines(width - self.box() - 2 * self.PAD)

    def draw(self, surf, mouse):
        hover = self.rect.collidepoint(mouse)
        if hover:
            audio.hover(self.rect)
        d.panel(surf, self.rect, (60, 48, 96) if hover else (38, 30, 64), self.accent if hover else (90, 78, 140))
        f, side, label = self.face(), self.box(), str(self.label)
        room = self.rect.width - 4 * self.PAD - side
        box = pygame.Rect(self.rect.x + 2 * self.PAD, 0, side, side)
        box.centery = self.rect.centery
        pygame.draw.rect(surf, (24, 18, 40), box, border_radius=3)
        pygame.draw.rect(surf, (240, 214, 140) if self.on else (150, 138, 190), box, 2, border_radius=3)
        if self.on:  # a tick
            pts = [(box.x + side * 0.22, box.y + side * 0.52), (box.x + side * 0.42, box.y + side * 0.74),
                   (box.x + side * 0.8, box.y + side * 0.26)]
            pygame.draw.lines(surf, (240, 214, 140), False, pts, max(2, side // 6))
        y = self.rect.centery - ink_offset(f, label, label)
        d.text(surf, label, (box.right + self.PAD, round(y)), self.SIZE, (240, 232, 255), anchor="midleft",
               max_width=room)


class Slider(Button):
    """A share from 0 to 1 on a track (a volume): the label at the left, the track
    at the right. A click or a drag on the track sets it (`set_from`), Left and
    Right step it (`nudge`); `on_change(value)` hears every change."""

    TRACK = 160  # the shortest track, at 1x
    STEP = 0.05

    def __init__(self, rect, label, value: float, on_change, accent=(230, 200, 120)):
        super().__init__(rect, label, lambda: None, accent)
        self.value = value
        self.on_change = on_change

    def track(self) -> pygame.Rect:
        width = max(L.em(self.TRACK) // 2, min(L.em(self.TRACK), self.rect.width // 2 - 2 * self.PAD))
        r = pygame.Rect(0, 0, width, max(6, L.em(8)))
        r.midright = (self.rect.right - 3 * self.PAD, self.rect.centery)
        return r

    def text_width(self) -> int:
        return super().text_width() + L.em(self.TRACK) + 4 * self.PAD

    def lines(self, width: int) -> list[str]:
        return super().lines(width - L.em(self.TRACK) - 4 * self.PAD)

    def set(self, value: float) -> None:
        value = round(max(0.0, min(1.0, value)), 2)
        if value != self.value:
            self.value = value
            self.on_change(value)

    def set_from(self, x: int) -> None:
        track = self.track()
        self.set((x - track.x) / max(1, track.width))

    def nudge(self, steps: int) -> None:
        self.set(round((self.value + steps * self.STEP) / self.STEP) * self.STEP)

    def draw(self, surf, mouse):
        hover = self.rect.collidepoint(mouse)
        if hover:
            audio.hover(self.rect)
        d.panel(surf, self.rect, (60, 48, 96) if hover else (38, 30, 64), self.accent if hover else (90, 78, 140))
        track, label, f = self.track(), str(self.label), self.face()
        y = self.rect.centery - ink_offset(f, label, label)
        d.text(surf, label, (self.rect.x + 2 * self.PAD, round(y)), self.SIZE, (240, 232, 255), anchor="midleft",
               max_width=track.x - self.rect.x - 4 * self.PAD)
        pygame.draw.rect(surf, (24, 18, 40), track, border_radius=track.height // 2)
        filled = pygame.Rect(track.x, track.y, round(track.width * self.value), track.height)
        pygame.draw.rect(surf, self.accent, filled, border_radius=track.height // 2)
        pygame.draw.rect(surf, (150, 138, 190), track, 1, border_radius=track.height // 2)
        knob = (track.x + round(track.width * self.value), track.centery)
        pygame.draw.circle(surf, (24, 18, 40), knob, track.height + 3)
        pygame.draw.circle(surf, (244, 230, 190), knob, track.height + 1)


class DoubleClick:
    """The second half of a double click: a move's button often gives way to
    the next move's in the same place ("Decline", then "Rest, returning all";
    "Stay here", then "End the turn"), and a double click meant for the first
    would press the second. A click a moment (FRESH seconds) after a press, at
    the same spot, on a button that says something else is refused with the
    reason instead (as the Etherfields table does, table/slots.py)."""

    FRESH = 0.35
    NEAR = 8  # pixels: a double click's two halves land this close

    def __init__(self) -> None:
        self.last: tuple | None = None  # (when, where, label) of the last button pressed

    def pressed(self, buttons, pos, now: float) -> None:
        """Remember the button about to be pressed under `pos` (before it acts)."""
        b = next((b for b in buttons if b.rect.collidepoint(pos) and b.enabled), None)
        self.last = (now, tuple(pos), str(b.label)) if b is not None else None

    def refused(self, buttons, pos, now: float) -> bool:
        """True (and the click must do nothing) when this is a double click's
        second half landing on a button that was not the one pressed."""
        if self.last is None:
            return False
        when, where, label = self.last
        if now - when >= self.FRESH or abs(pos[0] - where[0]) > self.NEAR or abs(pos[1] - where[1]) > self.NEAR:
            return False
        b = next((b for b in buttons if b.rect.collidepoint(pos) and b.enabled), None)
        return b is not None and str(b.label) != label

    def forget(self) -> None:
        """Something came between (a hand-over screen, a notice read): the next
        click is a new one, whatever it lands on."""
        self.last = None

    @staticmethod
    def reason() -> str:
        return _("That button has only just appeared: click it again to use it.")


def press(buttons, pos) -> bool:
    """Click the button under `pos`, if any; True when one was pressed."""
    for b in list(buttons):
        if b.rect.collidepoint(pos):
            if b.enabled:
                audio.gesture("press")
                b.on_click()
            return True  # a disabled button still takes the click: nothing under it is pressed
    return False


def ease(t: float) -> float:
    """Ease-out cubic: quick start, soft landing."""
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


def hex_colour(colour: str):
    colour = str(colour).lstrip("#")
    try:
        return tuple(int(colour[i:i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        return (200, 200, 200)


class Panel(list):
    """The buttons of a drawn panel, and the panel's own rectangle (`rect`)."""
    rect: pygame.Rect | None = None


def decision_panel(surf, game, mouse, apply, rect=None, shade=True, label=None, room=None) -> list[Button]:
    """The pending Decision as a panel of buttons (drawn); returns them (a
    Panel: `.rect` is where it was drawn). Without a rect it is centred over a
    shaded screen (`room`: a rect it must stay inside, when the scene keeps
    the rest). `label(option)` words an option (by default its own "label"
    argument). Its rows, width and heading grow with the text at the UI scale."""
    w, h = surf.get_size()
    pending = game.pending
    opts = pending.options
    words = [label(opt) if label else tr(str(opt.get("label") or _("Option {n}").format(n=i + 1)))
             for i, opt in enumerate(opts)]
    # Taller at a larger UI scale, and as tall as the face that draws the options (Chinese: the CJK face).
    line = max([d.face(t, Button.SIZE).get_linesize() for t in words] + [d.font(Button.SIZE).get_linesize()])
    row = max(46 if len(opts) <= 8 else 36, line + 16)
    who = _("{name} decides").format(name=game.name(pending.chooser)) if pending.chooser else _("The Team decides")
    prompt = tr(pending.prompt)
    big = L.scale() > 1
    widest = max([L.width(t, Button.SIZE) + 2 * Button.PAD + 8 for t in words] + [0])
    if big:
        width = min(w - 40, max(480, widest + 40, min(L.width(prompt, 17) + 30, w - 40)))
        prompt_h = min(2 * L.line(17), L.block_height(prompt, width - 30, 17))
        top = 8 + L.line(14, italic=True) + 4 + prompt_h + 10
    else:  # the question on one line, a little smaller if it must; else (a panel that can grow) on two
        lines_most = 2 if rect is None else 1  # a panel given its place keeps it: every option stays in it
        size, lines = d.fitted_lines(prompt, 17, (rect.width if rect is not None else 480) - 30, most=lines_most)
        width, prompt_h, top = 480, 0, 72 + (len(lines) - 1) * d.face(prompt, size).get_linesize()
    room = pygame.Rect(rect if rect is not None else room or (20, 20, w - 40, h - 60))
    cols = 1 if top + 28 + row * len(opts) <= room.height else 2  # long lists (deckbuilding) take two columns
    per_col = -(-len(opts) // cols)
    if rect is None:
        ph = min(room.height + 20, top + 28 + row * per_col)
        if cols > 1:
            width = min(w - 40, max(860, 2 * widest + 60) if big else 860)
        rect = pygame.Rect(room.centerx - width // 2, max(room.y, room.y + (room.height + 20) // 2 - ph // 2), width, ph)
    if shade:
        L.veil(surf)
    d.panel(surf, rect, (36, 28, 62), (230, 200, 120))
    if big:
        d.text(surf, who, (rect.centerx, rect.y + 8), 14, (190, 180, 220), anchor="midtop", italic=True,
               max_width=rect.width - 30)
        L.text_block(surf, prompt, (rect.x + 15, rect.y + 12 + L.line(14, italic=True), rect.width - 30, prompt_h), 17,
                     (244, 230, 190), anchor="center")
    else:
        d.text(surf, who, (rect.centerx, rect.y + 20), 14, (190, 180, 220), anchor="center", italic=True)
        first = d.face(prompt, size).get_linesize()  # the first line's middle where a one-line question's was
        d.text_lines(surf, prompt, (rect.centerx, rect.y + 44 - first // 2), 17, (244, 230, 190), rect.width - 30,
                     most=lines_most)  # the question is read whole: smaller if it must, else on two lines
    bw = min(L.em(360), (rect.width - 40) // cols - (10 if cols > 1 else 0))
    buttons = Panel()
    buttons.rect = rect
    for i, opt in enumerate(opts):
        col, r = divmod(i, per_col)
        if rect.y + top + (r + 1) * row > rect.bottom:
            continue
        x = rect.centerx - bw // 2 if cols == 1 else rect.x + 20 + col * (bw + 20)
        b = Button((x, rect.y + top + r * row, bw, row - 8), words[i], lambda o=opt: apply(o), (230, 200, 120))
        b.draw(surf, mouse)
        buttons.append(b)
    return buttons

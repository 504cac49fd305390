"""Small shared pieces of the UI: buttons, easing, colours."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.i18n import _, tr


class Button:
    SIZE = 16  # the label's text size (grows with the UI scale)
    PAD = 6    # room kept between the label and the edge

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
        hover = self.rect.collidepoint(mouse)
        d.panel(surf, self.rect, (60, 48, 96) if hover else (38, 30, 64), self.accent if hover else (90, 78, 140))
        room = self.rect.width - 2 * self.PAD
        lines = self.lines(room)
        step = self.face().get_linesize()
        if len(lines) == 1 or len(lines) * step > self.rect.height:  # one line, shortened if it must be
            d.text(surf, self.label, self.rect.center, self.SIZE, (240, 232, 255), anchor="center", max_width=room)
            return
        y = self.rect.centery - (len(lines) - 1) * step / 2
        for k, line in enumerate(lines):
            d.text(surf, line, (self.rect.centerx, y + k * step), self.SIZE, (240, 232, 255), anchor="center",
                   max_width=room)


def press(buttons, pos) -> bool:
    """Click the button under `pos`, if any; True when one was pressed."""
    for b in list(buttons):
        if b.rect.collidepoint(pos):
            b.on_click()
            return True
    return False


class SessionView:
    """A scene that plays a Session: every gesture goes through `apply`,
    which records what reached the rules and hands the Events on."""

    @property
    def game(self):
        return self.session.game

    def apply(self, action) -> bool:
        result = self.session.apply(action)
        if not result.ok:
            self.message = result.reason
            return False
        self.applied.append(action)
        self.take_events(result.events)
        if hasattr(self.app, "show_scripts"):
            self.app.show_scripts(self.session)
        return True

    def relabel(self) -> None:
        """A change of language (App.language_changed): the session's cards in the new words."""
        self.session.speak()

    def take_events(self, events) -> None:  # pragma: no cover - each scene says how it shows them
        raise NotImplementedError


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


def decision_panel(surf, game, mouse, apply, rect=None, shade=True, label=None) -> list[Button]:
    """The pending Decision as a panel of buttons (drawn); returns them.
    Without a rect it is centred over a shaded screen. `label(option)` words an
    option (by default its own "label" argument)."""
    w, h = surf.get_size()
    pending = game.pending
    opts = pending.options
    row = max(46 if len(opts) <= 8 else 36, d.font(Button.SIZE).get_linesize() + 16)  # taller at a larger UI scale
    cols = 1 if 100 + row * len(opts) <= h - 60 else 2  # long lists (deckbuilding) take two columns
    per_col = -(-len(opts) // cols)
    if rect is None:
        ph = min(h - 40, 100 + row * per_col)
        width = 480 if cols == 1 else min(w - 40, 860)
        rect = pygame.Rect(w // 2 - width // 2, max(20, h // 2 - ph // 2), width, ph)
    if shade:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((8, 4, 20, 130))
        surf.blit(veil, (0, 0))
    d.panel(surf, rect, (36, 28, 62), (230, 200, 120))
    who = _("{name} decides").format(name=game.name(pending.chooser)) if pending.chooser else _("The Team decides")
    d.text(surf, who, (rect.centerx, rect.y + 20), 14, (190, 180, 220), anchor="center", italic=True)
    d.text(surf, tr(pending.prompt), (rect.centerx, rect.y + 44), 17, (244, 230, 190), anchor="center",
           max_width=rect.width - 30)
    bw = min(360, (rect.width - 40) // cols - (10 if cols > 1 else 0))
    buttons = []
    for i, opt in enumerate(opts):
        col, r = divmod(i, per_col)
        if rect.y + 72 + (r + 1) * row > rect.bottom:
            continue
        x = rect.centerx - bw // 2 if cols == 1 else rect.x + 20 + col * (bw + 20)
        b = Button((x, rect.y + 72 + r * row, bw, row - 8),
                   label(opt) if label else tr(str(opt.get("label") or _("Option {n}").format(n=i + 1))), lambda o=opt: apply(o),
                   (230, 200, 120))
        b.draw(surf, mouse)
        buttons.append(b)
    return buttons

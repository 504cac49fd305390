"""Leaving a game asks first: *Save and leave*, *Leave without saving*,
*Keep playing*. One dialog for every scene that holds a campaign (the
Dreamscape table, the Dreamworld Map): Esc opens it, Esc again or *Keep
playing* closes it, the arrows and Tab move the focus, Enter presses."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.ui import focus as keys
from game.ui import layout as L
from game.ui.widgets import Button, press
from game.i18n import N_, _, tr


class LeaveDialog:
    def __init__(self, leave, heading: str = N_("Leave the table?")) -> None:
        self.leave = leave    # leave(save: bool): what the scene does to leave
        self.heading = heading
        self.open = False
        self.buttons: list[Button] = []
        self.focus: int | None = None
        self.rect: pygame.Rect | None = None

    def ask(self) -> None:
        self.open, self.focus = True, None

    def close(self) -> None:
        self.open = False

    def handle(self, event) -> None:
        """Every event while it is open is its own (the scene under it waits)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            press(self.buttons, event.pos)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        elif keys.step(event):
            self.focus = keys.moved(self.focus, keys.step(event), len(self.buttons))
        elif keys.activates(event) and self.buttons:
            if self.focus is None:
                self.focus = 0  # the first Enter shows the ring, the next presses
            else:
                self.buttons[min(self.focus, len(self.buttons) - 1)].on_click()

    def choose(self, save: bool | None) -> None:
        """A button: leave (saving or not), or keep playing (None)."""
        self.close()
        if save is not None:
            self.leave(save)

    def draw(self, surf, mouse) -> None:
        w, h = surf.get_size()
        L.veil(surf, (8, 4, 20, 160))
        labels = ((_("Save and leave"), True, (230, 200, 120)),
                  (_("Leave without saving"), False, (200, 110, 110)),
                  (_("Keep playing"), None, (120, 100, 200)))
        note = _("Save first, and Continue on the title brings you back here.")
        bw = max([300] + [L.button_width(label, Button.SIZE) for label, _s, _a in labels])
        width = min(w - 40, max(460, bw + 60, L.width(note, 15) + 30 if L.scale() <= 1 else 0))
        note_h = L.block_height(note, width - 30, 15)
        head = L.line(24, bold=True)
        bh, step = L.row(16, 40), L.row(16, 40) + 8
        top = max(96, 14 + head + 8 + note_h + 14)
        rect = pygame.Rect(0, 0, width, max(250, top + 3 * step + 10))
        rect.center = (w // 2, h // 2)
        self.rect = rect
        d.panel(surf, rect, (36, 28, 62), (230, 200, 120))
        d.text(surf, tr(self.heading), (rect.centerx, rect.y + max(34, 14 + head // 2)), 24, (244, 230, 190),
               anchor="center", bold=True, max_width=rect.width - 30, fit=True)
        if L.scale() <= 1:
            d.text(surf, note, (rect.centerx, rect.y + 68), 15, (220, 214, 240), anchor="center", max_width=rect.width - 30)
        else:
            L.text_block(surf, note, (rect.x + 15, rect.y + 14 + head + 8, rect.width - 30, note_h), 15, (220, 214, 240),
                         anchor="center")
        self.buttons = []
        for i, (label, save, accent) in enumerate(labels):
            b = Button((rect.centerx - bw // 2, rect.y + top + i * step, bw, bh), label,
                       lambda save=save: self.choose(save), accent)
            b.draw(surf, mouse)
            self.buttons.append(b)
        if self.focus is not None:
            keys.ring(surf, self.buttons[min(self.focus, len(self.buttons) - 1)].rect)

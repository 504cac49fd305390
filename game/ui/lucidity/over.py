"""The end of the night: who won, everyone's Power, why the game ended."""
from __future__ import annotations

import pygame

from game.gfx import dice
from game.ui import draw as d
from game.ui import layout as L
from game.ui import focus as keys
from game.ui.reflow import reflow
from game.ui.widgets import Button, press
from game.i18n import _, ngettext, tr


class OverScene:
    def __init__(self, app, table) -> None:
        self.app, self.table = app, table
        self.buttons: list[Button] = []
        self.focus: int | None = None  # the keys' button (Tab, arrows; Enter presses)

    def again(self) -> None:
        self.app.back_to_title()  # the set-up screen, ready for another night

    def look_at_table(self) -> None:
        self.app.pop()

    def layout(self, size) -> None:
        w, h = size
        self.buttons = [Button((w // 2 - 280, h - 110, 170, 46), _("Look at the table"), self.look_at_table),
                        Button((w // 2 - 85, h - 110, 170, 46), _("Play again"), self.again, (250, 220, 120)),
                        Button((w // 2 + 110, h - 110, 170, 46), _("Shelf"), self.shelf)]
        reflow(self.buttons, size)  # as large as their labels at the UI scale

    def shelf(self) -> None:
        self.app.back_to_title()
        self.app.pop()  # the set-up screen too

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.layout(self.app.screen.get_size())
            press(self.buttons, event.pos)
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.again()
            return None
        if keys.key_buttons(self, event):
            return None
        return event if event.type not in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) else None

    def update(self, dt) -> None:
        pass

    def draw(self, surf) -> None:
        self.layout(surf.get_size())
        g, t = self.table.game, self.table
        w, h = surf.get_size()
        d.night_sky(surf, seed=31)
        out = g.outcome
        winners = [int(p[1:]) - 1 for p in out["winners"]]
        if not winners:
            head = _("The Nightmares win")
        elif len(winners) == 1:
            head = _("{name} wins").format(name=t.name(winners[0]))
        else:
            head = _("A tie: {names}").format(names=_(" and ").join(t.name(i) for i in winners))
        d.text(surf, head, (w // 2, 90), 46, (250, 230, 160), anchor="center", bold=True, glow=True, role="story")
        d.text(surf, t.named(tr(out["reason"])), (w // 2, 146), 18, (210, 200, 235), anchor="center", italic=True)
        order = sorted(range(len(g.seats)), key=lambda i: (-g.power(i), i))
        name_h, status_h = L.line(20, bold=True), L.line(13)
        row_h = max(54, name_h + status_h + 6)  # a row holds its two lines at any UI scale
        row_w = min(w - 40, L.em(600))
        for k, i in enumerate(order):
            seat = g.seats[i]
            y = 210 + k * (row_h + 10)
            row = pygame.Rect(w // 2 - row_w // 2, y, row_w, row_h)
            fill = (60, 48, 96) if i in winners else (34, 26, 54)
            if seat["status"] == "nightmare":
                fill = tuple(int(v * 0.45) for v in dice.DREAM_RGB[seat["colour"]])
            d.panel(surf, row, fill, (250, 220, 120) if i in winners else (90, 78, 130))
            d.text(surf, f"{k + 1}.", (row.x + 20, row.centery), 22, (230, 220, 245), anchor="midleft", bold=True)
            top = row.centery - (name_h + status_h) // 2
            power = _("{power} Power").format(power=g.power(i))
            room = row.right - 20 - L.width(power, 24, bold=True) - 16 - (row.x + 60)
            d.text(surf, t.name(i), (row.x + 60, top + name_h // 2), 20, (240, 232, 250), anchor="midleft", bold=True,
                   max_width=room, fit=L.scale() > 1)
            status = {"dreamer": _("Dreamer"), "eliminated": _("eliminated by the Hunt")}.get(
                seat["status"], g.nightmares.get(seat["colour"], {}).get("name", "Nightmare"))
            d.text(surf, status, (row.x + 60, top + name_h + status_h // 2), 13, (200, 190, 225), anchor="midleft",
                   max_width=room)
            d.text(surf, power, (row.right - 20, row.centery), 24, (250, 226, 140), anchor="midright", bold=True)
        d.text(surf, ngettext("{n} turn", "{n} turns", out["turns"]).format(n=out["turns"]), (w // 2, h - 140), 14, (170, 160, 200), anchor="center")
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)
        keys.draw_ring(self, surf)

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
from game.ui.scenes import Scene


class OverScene(Scene):
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
        self.buttons = [Button((w // 2 - 335, h - 110, 155, 46), _("Look at the table"), self.look_at_table),
                        Button((w // 2 - 165, h - 110, 155, 46), _("Play again"), self.again, (250, 220, 120)),
                        Button((w // 2 + 5, h - 110, 155, 46), _("Rules"), self.rules),
                        Button((w // 2 + 175, h - 110, 155, 46), _("Shelf"), self.shelf)]
        reflow(self.buttons, size)  # as large as their labels at the UI scale
        for b in self.buttons:  # one row: its labels on one baseline
            b.ink_with = "".join(str(other.label) for other in self.buttons)

    def rules(self) -> None:
        """The rules help over the night's end (a guided game ends here)."""
        self.table.show_rules()

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

    @staticmethod
    def status(g, i) -> str:
        seat = g.seats[i]
        return {"dreamer": _("Dreamer"), "eliminated": _("eliminated by the Hunt")}.get(
            seat["status"], tr(g.nightmares.get(seat["colour"], {}).get("name", "Nightmare")))

    @staticmethod
    def draw_power_dice(surf, g, i, row, x, room) -> None:
        """The seat's Power row as it ended, in a line of small dice (as many as fit `room`)."""
        from game.gfx.dice import dream_die
        from game.rules.lucidity import die_colour
        power = g.seats[i]["rows"]["power"]
        if not power or room < 40:
            return
        # One line of dice, or two when that makes them larger.
        side, lines = max(((min(44, (row.height - 16) // n - 4, (room + 4) // -(-len(power) // n) - 4), n)
                           for n in (1, 2)), key=lambda c: (c[0], -c[1]))
        if side < 12:
            return
        per = -(-len(power) // lines)
        top = row.centery - (lines * (side + 4) - 4) // 2
        for k, x_die in enumerate(power):
            rect = pygame.Rect(x + (k % per) * (side + 4), top + (k // per) * (side + 4), side, side)
            dream_die(surf, rect, die_colour(x_die), g.faces[x_die])

    def draw(self, surf) -> None:
        self.layout(surf.get_size())
        g, t = self.table.game, self.table
        w, h = surf.get_size()
        d.night_sky(surf, seed=31)
        out = g.outcome
        winners = [int(p[1:]) - 1 for p in out.winners]
        if not winners:
            head = _("The Nightmares win")
        elif len(winners) == 1:
            head = _("{name} wins").format(name=t.name(winners[0]))
        else:
            head = _("A tie: {names}").format(names=_(" and ").join(t.name(i) for i in winners))
        reason = t.named(tr(out.reason))
        head_h = d.face(head, 46, bold=True, role="story").get_linesize()  # a Chinese headline is taller
        reason_h = d.face(reason, 18, italic=True).get_linesize()
        d.text(surf, head, (w // 2, 90), 46, (250, 230, 160), anchor="center", bold=True, glow=True, role="story",
               max_width=w - 40, fit=True)
        reason_y = 90 + head_h // 2 + reason_h // 2
        d.text(surf, reason, (w // 2, reason_y), 18, (210, 200, 235), anchor="center",
               italic=True, max_width=w - 40, fit=True)
        order = sorted(range(len(g.seats)), key=lambda i: (-g.power(i), i))
        names = [t.name(i) for i in order]
        statuses = [self.status(g, i) for i in order]
        # Each row holds its two lines in the face that draws them (a Chinese line is taller).
        name_h = max(d.face(n, 20, bold=True).get_linesize() for n in names)
        status_h = max(d.face(s, 13).get_linesize() for s in statuses)
        row_h = max(54, name_h + status_h + 8)
        top, bottom = reason_y + reason_h // 2 + 24, self.buttons[0].rect.y - 24 - L.line(14)
        beside = len(order) * (row_h + 4) > bottom - top  # too tall for the window: the status goes after the name
        if beside:
            status_h, row_h = 0, max(name_h, L.line(24, bold=True)) + 8
        if not beside:  # rows as tall as the room allows (up to 132): each shows the Power dice that won it
            row_h = max(row_h, min(132, (bottom - top) // max(1, len(order)) - 10))
        gap = max(4, min(10, (bottom - top - len(order) * row_h) // max(1, len(order))))
        top += max(0, (bottom - top - len(order) * (row_h + gap)) // 2)  # the rows in the middle of their room
        row_w = min(w - 40, max(L.em(600), min(1200, int(w * 0.62))))
        number_w = L.width(f"{len(order)}.", 22, bold=True)  # the places' column: the names start after it
        for k, i in enumerate(order):
            seat = g.seats[i]
            y = top + k * (row_h + gap)
            row = pygame.Rect(w // 2 - row_w // 2, y, row_w, row_h)
            fill = (60, 48, 96) if i in winners else (34, 26, 54)
            if seat["status"] == "nightmare":
                fill = tuple(int(v * 0.45) for v in dice.DREAM_RGB[seat["colour"]])
            d.panel(surf, row, fill, (250, 220, 120) if i in winners else (90, 78, 130))
            d.text(surf, f"{k + 1}.", (row.x + 20, row.centery), 22, (230, 220, 245), anchor="midleft", bold=True)
            name_x = row.x + 20 + number_w + 16
            line_top = row.centery - (name_h + status_h) // 2
            power = _("{power} Power").format(power=g.power(i))
            room = row.right - 20 - L.width(power, 24, bold=True) - 16 - name_x
            if beside:
                status_w = min(room // 2, L.width(statuses[k], 13) + 12)
                shown = d.text(surf, names[k], (name_x, row.centery), 20, (240, 232, 250), anchor="midleft", bold=True,
                               max_width=room - status_w, fit=True)
                d.text(surf, statuses[k], (shown.right + 12, row.centery), 13, (200, 190, 225), anchor="midleft",
                       max_width=room - shown.width - 12, fit=True)
            else:
                d.text(surf, names[k], (name_x, line_top + name_h // 2), 20, (240, 232, 250), anchor="midleft",
                       bold=True, max_width=room, fit=True)
                d.text(surf, statuses[k], (name_x, line_top + name_h + status_h // 2), 13, (200, 190, 225),
                       anchor="midleft", max_width=room, fit=True)
                self.draw_power_dice(surf, g, i, row, name_x + min(room // 2, 260), room - min(room // 2, 260))
            d.text(surf, power, (row.right - 20, row.centery), 24, (250, 226, 140), anchor="midright", bold=True)
        turns_y = self.buttons[0].rect.y - 12 - L.line(14) // 2
        d.text(surf, ngettext("{n} turn", "{n} turns", out["turns"]).format(n=out["turns"]), (w // 2, turns_y), 14, (170, 160, 200), anchor="center")
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)
        keys.draw_ring(self, surf)

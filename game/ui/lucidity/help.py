"""Lucidity's rules help, in our own words, over the table (click to close)."""
from __future__ import annotations

import pygame

from game import i18n
from game.ui import draw as d
from game.ui import layout as L
from game.i18n import N_, _, tr
from game.ui.scenes import Scene

RULES = [
    (N_("Your turn as a Dreamer"),
     N_("Choose a sleep track (light or deep). Draw as many dreams as the number under your marker, send two back to the bag, roll the rest. Resolve them in order: Power, then Hunt, then Exhaust, then Shadows in any order. Each Shadow goes to the row of its colour and sets off its effect. A Power die of a colour pays to reroll any unresolved dice of that colour.")),
    (N_("Shadow effects"),
     N_("Depths (blue): draw and roll one more dream. Envy (green): the next player picks a dream on your card for you to reroll. Imprisonment (yellow): an Exhaust die turns on its side and fills two spaces. Primeval Fear (red): you may move a Shadow die to your Hunt row.")),
    (N_("Full rows"),
     N_("4 Hunt: you are eliminated. 3 Exhaust: you are exhausted, lose the Power of a colour drawn from the bag, and must Rest. 3 Shadows of one colour (4 with two players): you become that colour's Nightmare, keep your Power and take the Power spent on its card.")),
    (N_("Rest or Dream Again"),
     N_("Rest returns one dream, or all of them, from your card (Power stays), and ends your turn. Dream Again moves your marker one step deeper and you draw again: at most twice a turn.")),
    (N_("Nightmares"),
     N_("Consume one Power of your colour from anyone, or Send Minions: draw two, return one, and a Dreamer must roll and resolve the other. Shadows of your colour become your Power, and you may use your card's ability.")),
    (N_("The end"),
     N_("When any turn ends with anyone (Dreamer or Nightmare) holding 15 Power or more, every other Dreamer still in the game takes one final turn; the most Power wins. An empty bag ends the game after the current turn. Drawing or returning too many lets the next player choose what goes back or comes out (the Worst Case rule).")),
    (N_("Alone (our variant)"),
     N_("The rulebook's single-player rules are not in our copy; this variant is ours. Between your turns the Nightmares gather dreams from the bag and send two minions at you. Reach 15 Power before the bag runs dry.")),
]


class HelpScene(Scene):
    def __init__(self, app) -> None:
        self.app = app
        self.scroll = 0  # at a large UI scale the rules outgrow the window: Page Up/Down and the wheel scroll

    def handle(self, event):
        page = {pygame.K_PAGEDOWN: 1, pygame.K_PAGEUP: -1}.get(getattr(event, "key", None))
        if event.type == pygame.MOUSEWHEEL or (event.type == pygame.KEYDOWN and page):
            self.scroll = max(0, self.scroll + (page * 200 if page else -event.y * 60))
            return None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.app.pop()
            return None
        if event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return None
        return event

    def update(self, dt) -> None:
        pass

    def body_size(self, area, paint) -> tuple[int, int]:
        """The rules' text size (14, larger as far as the page holds it: a 1080p
        window is filled, not left bare below the rules) and the height they
        take; measured once per window size, UI scale and language."""
        key = (area.size, d.UI_SCALE[0], i18n.language())
        if getattr(self, "_size", (None,))[0] != key:
            col_w = (area.width - 20) // 2  # as paint lays out the two columns ((w - 80) // 2)

            def measure(size: int) -> int:  # the height paint takes at `size`, nothing drawn
                y = [0, 0]
                for k, (title, body) in enumerate(RULES):
                    head = max(24, d.face(tr(title), size + 3, bold=True).get_linesize() + 2)
                    y[0 if k < 4 else 1] += head + d.paragraph_height(tr(body), col_w, size) + size * 3 // 4
                return max(y)
            size = L.fill_size(measure, area.height, 14, 26)
            self._size = (key, (size, measure(size)))
        return self._size[1]

    def draw(self, surf) -> None:
        w, h = surf.get_size()
        d.night_sky(surf, seed=17, dim=True)
        d.text(surf, _("How Lucidity plays"), (w // 2, 34), 30, (244, 230, 190), anchor="center", bold=True,
               role="story")
        col_w = (w - 80) // 2

        def paint(target, area, size=14):  # two columns of rules, each heading as tall as its text
            y = [area.y, area.y]
            gap = size * 3 // 4
            for k, (title, body) in enumerate(RULES):
                col = 0 if k < 4 else 1
                x = area.x + col * (col_w + 20)
                d.text(target, tr(title), (x, y[col]), size + 3, (250, 220, 140), bold=True)
                head = max(24, d.face(tr(title), size + 3, bold=True).get_linesize() + 2)  # a Chinese heading is taller
                high = d.paragraph_height(tr(body), col_w, size)  # the whole rule: the page scrolls when it must
                used = d.paragraph(target, tr(body), pygame.Rect(x, y[col] + head, col_w, high), size, (225, 218, 240))
                y[col] += head + used + gap
            return max(y) - area.y
        back = _("click to return to the table")
        foot = max(36, d.face(back, 13, italic=True).get_linesize() + 12)  # the hint's line under the rules
        area = pygame.Rect(30, 70, w - 60, h - 74 - foot)
        size, used = self.body_size(area, paint)
        if used < area.height:  # what is left over shared above and below: the rules sit in the page's middle
            area = pygame.Rect(area.x, area.y + (area.height - used) // 2, area.width, used)
        self.scroll = min(self.scroll, d.scrolled(surf, area, self.scroll, lambda t, a: paint(t, a, size)))
        d.text(surf, back, (w // 2, h - foot // 2), 13, (170, 160, 200), anchor="center", italic=True)

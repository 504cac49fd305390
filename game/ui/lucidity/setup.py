"""Lucidity's set-up screen: how many seats, who sits in each (a person at
this screen, or a computer player and its strategy), the Temptation variant."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.ui import layout as L
from game.ui.menus import MenuScene
from game.ui.widgets import Button
from game.i18n import N_, _, tr

KINDS = ("person", "careful", "greedy")
KIND_LABEL = {"person": N_("Person (hot-seat)"), "careful": N_("Computer: careful"), "greedy": N_("Computer: greedy")}
TEMPTATION = (None, "envy", "primeval_fear")
TEMPTATION_LABEL = {None: N_("Nightmare of Temptation: not used"),
                    "envy": N_("Nightmare of Temptation: replaces Envy (green)"),
                    "primeval_fear": N_("Nightmare of Temptation: replaces Primeval Fear (red)")}
SOLO_NOTE = (N_("Alone: our own single-player variant (the rulebook's solo rules are not in our copy). Between your turns the Nightmares gather dreams from the bag and send two minions at you. Reach 15 Power before the bag runs dry, without being hunted down or turning into a Nightmare."))


class SetupScene(MenuScene):
    home = True  # leaving the Lucidity table comes back here

    def __init__(self, app, seed=None) -> None:
        super().__init__(app)
        self.seed = seed
        self.seats = ["person", "careful", "greedy"]  # one person against two computer players
        self.temptation = None

    def set_count(self, n: int) -> None:
        while len(self.seats) < n:
            self.seats.append(KINDS[1 + len(self.seats) % 2])
        del self.seats[n:]

    def cycle(self, i: int) -> None:
        self.seats[i] = KINDS[(KINDS.index(self.seats[i]) + 1) % len(KINDS)]

    def cycle_temptation(self) -> None:
        self.temptation = TEMPTATION[(TEMPTATION.index(self.temptation) + 1) % len(TEMPTATION)]

    def begin(self) -> None:
        from game.ui.lucidity.table import TableScene
        self.app.push(TableScene(self.app, list(self.seats), self.temptation, self.seed, autosave=True))

    def resume(self, data) -> None:
        from game.ui.lucidity.table import table_from_save
        self.app.push(table_from_save(self.app, data))

    def layout(self, size) -> None:
        w, h = size
        cx = w // 2
        self.buttons = [Button((cx - 190 + k * 100, 200, 80, 44), str(n), lambda n=n: self.set_count(n),
                               (250, 220, 120) if len(self.seats) == n else (90, 78, 140))
                        for k, n in enumerate((1, 2, 3, 4))]
        for i, kind in enumerate(self.seats):
            self.buttons.append(Button((cx - 60, 280 + i * 52, 260, 42), tr(KIND_LABEL[kind]),
                                       lambda i=i: self.cycle(i)))
        self.buttons.append(Button((cx - 230, 500, 460, 42), tr(TEMPTATION_LABEL[self.temptation]),
                                   self.cycle_temptation))
        from game.ui.lucidity.table import SAVES
        saved = SAVES.unfinished()
        if saved is None:
            self.buttons.append(Button((cx - 130, h - 100, 260, 50), _("Begin the night"), self.begin, (250, 220, 120)))
        else:  # a night left unfinished: go on with it, or begin another (which replaces it)
            self.buttons += [Button((cx - 270, h - 100, 260, 50), _("Begin the night"), self.begin, (250, 220, 120)),
                             Button((cx + 10, h - 100, 260, 50), _("Continue"), lambda: self.resume(saved),
                                    (250, 220, 120))]
        self.buttons.append(Button((24, h - 64, 120, 40), _("Shelf"), self.leave))

    def leave(self) -> None:
        self.back()

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is None:
            self.begin()
            return None
        return super().handle(event)

    def draw(self, surf) -> None:
        self.arrange(surf.get_size())
        w, h = surf.get_size()
        cx = w // 2
        d.night_sky(surf, seed=13)
        d.text(surf, "LUCIDITY", (cx, 64), 54, (244, 230, 190), anchor="center", bold=True, glow=True, role="story")
        d.text(surf, _("Six-Sided Nightmares"), (cx, 112), 22, (200, 190, 230), anchor="center", italic=True,
               role="story")
        # The labels beside the buttons they name, wherever the UI scale's reflow put them.
        d.text(surf, _("Seats"), (self.buttons[0].rect.x - 20, self.buttons[0].rect.centery), 18, (230, 220, 245),
               anchor="midright", bold=True)
        for i in range(len(self.seats)):
            seat = self.buttons[4 + i].rect
            d.text(surf, _("Seat {n}").format(n=i + 1), (seat.x - 20, seat.centery), 17, (230, 220, 245),
                   anchor="midright")
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)
        self.draw_focus(surf)
        if len(self.seats) == 1:
            d.paragraph(surf, tr(SOLO_NOTE), pygame.Rect(cx - 330, 350, 660, 120), 15, (220, 210, 240), italic=True)
        notes = [(_("Click a seat to change who sits there."), (170, 160, 200))]
        if len(self.seats) == 2:
            notes.insert(0, (_("Two players: a Shadow row turns you into a Nightmare only when all four spaces fill."),
                             (200, 190, 230)))
        # Between the Nightmare of Temptation and Begin the night when there is room (1x), else under Begin.
        step = L.line(14, italic=True)
        above, begin = self.buttons[4 + len(self.seats)].rect, self.buttons[5 + len(self.seats)].rect
        y = (above.bottom + begin.top - len(notes) * step) // 2
        if y < above.bottom + 4:
            y = max(b.rect.bottom for b in self.buttons[5 + len(self.seats):-1]) + 6
        for k, (note, colour) in enumerate(notes):
            d.text(surf, note, (cx, y + k * step + step // 2), 14, colour, anchor="center", italic=True,
                   max_width=w - 2 * (self.buttons[-1].rect.right + 10), fit=True)

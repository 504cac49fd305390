"""Onirim's own title: pick the expansions, begin, read the rules."""
from __future__ import annotations

import pygame

from game.gfx import palette as P
from game.rules.onirim import new_game
from game.rules.onirim.cards import EXPANSION_CARD
from game.ui import draw as d
from game.ui import layout as L
from game.ui import settings as settings_store
from game.ui.menus import MenuScene, shelf_rect
from game.savefile import SaveError
from game.ui.onirim import art, saves
from game.ui.onirim.help import HelpScene
from game.ui.onirim.table import OnirimTable, table_from_save
from game.ui.guide import draw_offer, first_time, guided_button
from game.ui.stats import stats_button
from game.ui.widgets import Button, Toggle
from game.i18n import N_, _, tr

OPTIONS = (("sphinx", N_("The Sphinx")), ("diver", N_("The Diver")), ("confusion", N_("The Confusion")),
           ("mirrors", N_("The Mirrors")), ("rainbow", N_("Rainbow Mirror (hard)")))


class OnirimMenu(MenuScene):
    """Onirim's home screen, under its table."""

    home = True

    def __init__(self, app, seed=None):
        super().__init__(app)
        self.seed = seed if seed is not None else getattr(app, "seed", 1)
        ticked = getattr(getattr(app, "settings", None), "onirim_expansions", None)
        self.chosen: set[str] = {k for k in ticked if k in dict(OPTIONS)} if isinstance(ticked, list) else set()
        self.first_time = first_time("onirim")  # then the Guided game button is offered in gold

    def toggle(self, key):
        self.chosen ^= {key}
        if key == "rainbow" and "rainbow" in self.chosen:
            self.chosen.add("mirrors")  # the hard Mirror game is the Mirror game plus the Rainbow
        if key == "mirrors" and "mirrors" not in self.chosen:
            self.chosen.discard("rainbow")
        settings = getattr(self.app, "settings", None)
        if settings is not None:  # the same boxes ticked at the next visit, and after a restart
            settings.onirim_expansions = list(self.expansions())
            settings_store.save(settings)

    @staticmethod
    def nightmare_note() -> str:
        """Which boxes bring the two extra Nightmares (any Dream expansion, once)."""
        names = [tr(label) for key, label in OPTIONS if key in EXPANSION_CARD]
        return _("{first}, {second} or {third}: any of them also adds 2 Nightmares to the deck (2 in all).").format(
            first=names[0], second=names[1], third=names[2])

    def expansions(self) -> tuple:
        return tuple(k for k, _ in OPTIONS if k in self.chosen)

    def guided(self):
        """The guided first game: a fixed shuffle, a pointer at each step (game/ui/onirim/guide.py)."""
        from game.ui.onirim.guide import guided
        guided(self.app)

    def begin(self):
        exp = self.expansions()
        self.app.push(OnirimTable(self.app, new_game(None, {"expansions": list(exp)}, self.seed), exp, self.seed))
        self.seed += 1  # the next game from this screen is another shuffle

    def layout(self, size):
        w, h = size
        x = w // 2 - 150
        self.buttons = []
        cols = 1 if L.scale() <= 1 else 2  # at a larger scale two a row: five tall rows would cover the heading
        self.note_y = 290 + L.line(16, bold=True) // 2 + 2  # the Nightmares' note under the Expansions heading
        top = self.note_y + L.line(14, italic=True) + 6
        for i, (key, label) in enumerate(OPTIONS):
            bx = x if cols == 1 else w // 2 - 304 + (i % 2) * 308
            self.buttons.append(Toggle((bx, top + (i // cols) * 44, 300, 38), tr(label), key in self.chosen,
                                       lambda k=key: self.toggle(k)))
        y = top + -(-len(OPTIONS) // cols) * 44 + 14
        saved = saves.unfinished()
        if saved is not None:
            self.buttons += [Button((x, y, 146, 46), _("Enter the dream"), self.begin, P.GOLD),
                             Button((x + 154, y, 146, 46), _("Continue"), lambda: self.resume(saved), P.GOLD)]
        else:
            self.buttons.append(Button((x, y, 300, 46), _("Enter the dream"), self.begin, P.GOLD))
        self.buttons.append(Button((x, y + 56, 300, 40), _("Rules"), lambda: self.app.push(HelpScene(self.app))))
        self.buttons.append(stats_button(self.app, "onirim", size, self.mode_label))
        self.buttons.append(Button(shelf_rect(size), _("Shelf"), self.back))
        self.buttons.append(guided_button(size, self.guided, self.first_time))

    @staticmethod
    def mode_label(mode: str) -> str:
        """A recorded game's expansions ("base": none), for the Statistics screen."""
        names = dict(OPTIONS)
        return _(" + ").join(tr(names[k]) for k in mode.split("+") if k in names) or _("No expansions")

    def resume(self, data):
        try:
            self.app.push(table_from_save(self.app, data))
        except SaveError as err:
            self.message = err.message

    def draw_body(self, surf):
        w, h = surf.get_size()
        d.text(surf, "ONIRIM", (w // 2, 70), 60, P.MOONLIGHT, anchor="center", bold=True, glow=True, role="story")
        d.text(surf, _("Alone in the labyrinth of dreams, find the eight Doors before the dream runs out."),
               (w // 2, 128), 18, (210, 200, 236), anchor="center", italic=True, role="story", max_width=w - 40,
               fit=True)
        cw = 78
        codes = ("RS", "BM", "GK", "YD", "NN", "SX")
        x0 = w // 2 - (len(codes) * (cw + 12) - 12) // 2
        for k, code in enumerate(codes):
            img = pygame.transform.rotozoom(art.card(code, cw), (k - 2.5) * 4, 1)
            surf.blit(img, img.get_rect(center=(x0 + k * (cw + 12) + cw // 2, 205 + abs(k - 2.5) ** 1.5 * 4)))
        draw_offer(surf, self.buttons, self.first_time)
        d.text(surf, _("Expansions"), (w // 2, 290), 16, P.GOLD, anchor="center", bold=True)
        d.text(surf, self.nightmare_note(), (w // 2, self.note_y), 14, (210, 200, 236), anchor="midtop", italic=True,
               max_width=w - 40, fit=True)

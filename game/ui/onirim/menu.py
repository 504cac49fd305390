"""Onirim's own title: pick the expansions (each a card to tick), begin or go on, read the
rules; beside them the records and tonight's deck (front.py)."""
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
from game.ui.onirim.front import ADDS, ExpansionCard, draw_deck
from game.ui.front import draw_records, roomy
from game.ui.onirim.help import HelpScene
from game.ui.onirim.table import OnirimTable, table_from_save
from game.ui.guide import draw_offer, first_time, guided_button
from game.ui.stats import stats_button
from game.ui.widgets import Button
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

    def plan(self, size) -> dict:
        """The screen's places: under the title a row of the five expansions as cards,
        the note on the extra Nightmares under them, then Enter the dream (and Continue)
        over Rules in the middle, the records at the left and tonight's deck at the
        right (left out when the window has no room for them: a large UI scale in a
        small window). The cards' pictures take the height the rest leaves, their
        sentences go first when it is short."""
        w, h = size
        cx, grow = w // 2, roomy(size)
        shelf = shelf_rect(size)
        gap, pad = L.em(12 * grow), L.em(10 * grow)
        top = 128 + L.line(18, italic=True, role="story") // 2 + L.em(10)
        n = len(OPTIONS)
        tile_w = min(L.em(200 * grow), (w - 2 * shelf.x - (n - 1) * gap) // n)
        text_w = tile_w - 2 * pad
        name_h = max(L.block_height(tr(label), text_w, round(15 * grow), bold=True) for _k, label in OPTIONS)
        said_h = max(L.block_height(tr(ADDS[k]), text_w, round(13 * grow)) for k, _l in OPTIONS)
        note_w = w - 2 * (shelf.right + 12)
        note_h = L.block_height(self.nightmare_note(), note_w, round(14 * grow), italic=True)
        starts = [_("Enter the dream"), _("Continue"), _("Rules")]
        label = round(Button.SIZE * grow)  # a large window at 1x: larger buttons, as the cards beside them grow
        row_h = max(round(46 * grow), max(d.face(t, label).get_linesize() for t in starts) + 2 * Button.PAD)
        col_w = max(round(300 * grow), 2 * max(L.width(t, label) for t in starts) + 2 * L.em(28) + 8)
        below = gap + note_h + gap + 2 * row_h + L.em(10) + L.em(12)
        room = h - top - below
        side_w = min(L.em(460 * grow), (w - col_w) // 2 - L.em(16) - shelf.x)
        # The height kept for the records and the deck below the cards, when the window is wide enough for them.
        keep = L.em(150 * grow) if side_w >= L.em(200) else 0
        for said in (True, False):
            words_h = L.em(6 * grow) + name_h + (L.em(4 * grow) + said_h if said else 0) + pad
            pic_w = min(text_w, L.em(104 * grow), int((room - words_h - pad - keep) / art.RATIO))
            if pic_w >= 48:
                break
        pic_w = max(40, pic_w)
        tile_h = pad + round(pic_w * art.RATIO) + words_h
        x0 = cx - (n * tile_w + (n - 1) * gap) // 2
        tiles = [pygame.Rect(x0 + k * (tile_w + gap), top, tile_w, tile_h) for k in range(n)]
        note = pygame.Rect(cx - note_w // 2, top + tile_h + gap, note_w, note_h)
        band = pygame.Rect(shelf.x, note.bottom + gap, w - 2 * shelf.x, shelf.y - gap - note.bottom - gap)
        col_h = 2 * row_h + L.em(10)
        col = pygame.Rect(cx - col_w // 2, band.y + max(0, (band.height - col_h) // 2), col_w, col_h)
        col.bottom = min(col.bottom, h - L.em(12))
        sides = side_w >= L.em(200) and band.height >= L.em(110)
        left = pygame.Rect(col.x - L.em(16) - side_w, band.y, side_w, band.height) if sides else None
        right = pygame.Rect(col.right + L.em(16), band.y, side_w, band.height) if sides else None
        return {"tiles": tiles, "picture_w": pic_w, "said": said, "grow": grow, "note": note, "col": col,
                "row_h": row_h, "left": left, "right": right, "label": label}

    def layout(self, size):
        spots = self.spots = self.plan(size)
        self.buttons = [ExpansionCard(rect, key, tr(label), key in self.chosen, lambda k=key: self.toggle(k),
                                      spots["picture_w"], spots["said"], spots["grow"])
                        for rect, (key, label) in zip(spots["tiles"], OPTIONS)]
        col, row_h, n = spots["col"], spots["row_h"], len(OPTIONS)
        saved = saves.unfinished()
        if saved is not None:
            half = (col.width - 8) // 2
            self.buttons += [Button((col.x, col.y, half, row_h), _("Enter the dream"), self.begin, P.GOLD),
                             Button((col.right - half, col.y, half, row_h), _("Continue"), lambda: self.resume(saved),
                                    P.GOLD)]
        else:
            self.buttons.append(Button((col.x, col.y, col.width, row_h), _("Enter the dream"), self.begin, P.GOLD))
        self.buttons.append(Button((col.x, col.y + row_h + L.em(10), col.width, col.height - row_h - L.em(10)),
                                   _("Rules"), lambda: self.app.push(HelpScene(self.app))))
        for b in self.buttons[n:]:
            b.SIZE = spots["label"]
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
        spots = self.spots
        d.text(surf, _("ONIRIM"), (w // 2, 70), 60, P.MOONLIGHT, anchor="center", bold=True, glow=True, role="story")
        d.text(surf, _("Alone in the labyrinth of dreams, find the eight Doors before the dream runs out."),
               (w // 2, 128), 18, (210, 200, 236), anchor="center", italic=True, role="story", max_width=w - 40,
               fit=True)
        draw_offer(surf, self.buttons, self.first_time)
        L.text_block(surf, self.nightmare_note(), spots["note"], round(14 * spots["grow"]), (210, 200, 236), italic=True, anchor="center")
        if spots["left"] is not None:
            draw_records(surf, spots["left"], "onirim", P.GOLD, self.mode_label, spots["grow"])
            draw_deck(surf, spots["right"], self.expansions(), spots["grow"])

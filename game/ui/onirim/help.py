"""The rules help for Onirim (its pages and the scene that turns them), in our own words; the rulings
where the rulebooks are silent come from the rules package itself."""
from __future__ import annotations

import pygame

from game.gfx import palette as P
from game.rules.onirim import RULINGS
from game.ui import draw as d
from game.ui.menus import MenuScene
from game.ui.onirim import art
from game.ui.widgets import Button
from game.i18n import N_, _, tr

PAGES = [
    (N_("How to play"), [
        N_("You are lost in a dream labyrinth. Find the eight Doors (two of each colour) before the deck runs out."),
        N_("Each turn: drag one card from your hand onto the Labyrinth to explore it, or onto the discard pile. A Location may never follow one that shows the same symbol (Sun, Moon or Key)."),
        N_("Discarding a Key gives a Prophecy: you see the top five cards, throw one away and put the other four back in the order you choose."),
        N_("Then the hand fills back to five, one card at a time. A Door you draw opens if you give up a Key of its colour; otherwise it waits in Limbo. A Nightmare makes you lose something: a Key, an opened Door, the top five cards, or your whole hand."),
        N_("Three Labyrinth cards of one colour in a row open a Door of that colour from the deck. At the end of the turn, Limbo is shuffled back into the deck."),
        N_("You win with the eighth Door open. You lose when you must draw and the deck is empty."),
    ]),
    (N_("The expansions"), [
        N_("Sphinx: name a colour, the Moon or the Key, and look at the bottom five cards. If one matches, any of the five may go on top; the rest go under. If none matches, they go under and your hand is lost."),
        N_("Diver: turn over the bottom card; keep it on top, or dive for the next one. A Nightmare found this way strikes as if you had drawn it."),
        N_("Confusion: your hand goes under the deck and you draw a fresh one."),
        N_("Mirrors: instead of a normal move, drag two matching cards onto a Mirror. With four cards under it, its effect happens and it is explored. You must also explore the Sun and Moon Mirrors to win (and the Rainbow, one card of each colour, in the hard game)."),
    ]),
    (N_("Rulings"), list(RULINGS)),  # (topic, text) pairs, put together where shown
]


class HelpScene(MenuScene):
    """The rules in short pages, in our words; the last page lists our rulings."""

    def __init__(self, app):
        super().__init__(app)
        self.page = 0

    def turn(self, by):
        self.page = (self.page + by) % len(PAGES)

    def layout(self, size):
        w, h = size
        self.buttons = [Button((w // 2 - 320, h - 70, 140, 42), _("Previous"), lambda: self.turn(-1)),
                        Button((w // 2 - 70, h - 70, 140, 42), _("Back"), self.back, P.GOLD),
                        Button((w // 2 + 180, h - 70, 140, 42), _("Next"), lambda: self.turn(1))]

    def draw_body(self, surf):
        w, h = surf.get_size()
        title, paras = PAGES[self.page]
        d.text(surf, _("{title}  ({page}/{pages})").format(title=tr(title), page=self.page + 1, pages=len(PAGES)), (w // 2, 46), 34, P.MOONLIGHT, anchor="center",
               bold=True, role="story", glow=True)
        rect = pygame.Rect(w // 2 - 460, 90, 920, h - 180)
        d.panel(surf, rect, (28, 22, 46), (110, 90, 160))
        size = 16 if len(paras) < 8 else 13
        y = rect.y + 18
        for para in paras:
            if isinstance(para, tuple):  # a ruling
                para = _("{topic}: {text}").format(topic=tr(para[0]), text=tr(para[1]))
            y += d.paragraph(surf, tr(para), pygame.Rect(rect.x + 26, y, rect.width - 52, 200), size, (226, 220, 244))
            y += 4
        if self.page == 0:
            self.draw_legend(surf, rect, y + 16)

    def draw_legend(self, surf, rect, y):
        """The cards themselves: each colour has its own emblem, each symbol its glyph."""
        cw = 74
        codes = ("RS", "BM", "GK", "YS", "RD", "NN")
        names = (_("red Sun"), _("blue Moon"), _("green Key"), _("brown Sun"), _("a red Door"), _("a Nightmare"))
        if y + round(cw * art.RATIO) + 30 > rect.bottom:
            return
        d.text(surf, _("Colour is never the only sign: star Observatory, drop Aquarium, leaf Garden, book Library."),
               (rect.centerx, y), 14, (190, 180, 220), anchor="midtop", italic=True)
        x0 = rect.centerx - (len(codes) * (cw + 24) - 24) // 2
        for k, (code, name) in enumerate(zip(codes, names)):
            x = x0 + k * (cw + 24)
            surf.blit(art.card(code, cw), (x, y + 26))
            d.text(surf, name, (x + cw // 2, y + 30 + round(cw * art.RATIO)), 13, (210, 200, 236), anchor="midtop")

"""The Etherfields rules in brief, in our own words: the title's "How to dream"."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.ui.menus import MenuScene
from game.ui.widgets import Button
from game.i18n import N_, _, tr

# One entry a paragraph, so a translator works on one idea at a time.
RULES_TEXT = (
    N_("A Turn has two phases. In the Dreamers Phase every Dreamer draws up to 4 cards (never beyond 6 in hand), then everyone plays freely until all have passed. In the Dreamscape Phase the Turn card's steps happen from top to bottom: the Entity Morphs, acts, and moves toward the closest Dreamer."),
    N_("Intent comes in three kinds: Awareness (circle), Cunning (diamond) and Wrath (triangle). Discard cards or active Items to pay; a card showing several kinds gives only one, and whatever is left over is lost."),
    N_("Move by discarding cards and moving up to their total movement value, one space at a time, never diagonally and never through Walls or Blocked spaces. You may cross a full space (4 figures) but not stop there."),
    N_("Assault and Contact reach 1 space unless a card says otherwise. Pay the cost twice to strike twice. A Gradual action is paid in whole multiples of its cost, by anyone, until there is one payment for each Dreamer."),
    N_("Once per Turn, after paying at least 1 Intent, you may roll the Luck die as your last source of Intent. A failure loses the cards and costs 1 Ether, 1 Distress or 3 Sealed cards."),
    N_("Distress hurts: the 8th kills, and if the pool of 16 runs dry everyone loses. A Dreamer left with fewer than 6 cards in deck, hand and discard fades away."),
    N_("Between encounters the Team travels the Dreamworld: Paths go one way, Shortcuts cost each Dreamer a Sealed card, Keys open Dream Gates. Awakening heals and resets, at the price of Keys and Ether."),
)


class RulesScene(MenuScene):
    title = N_("How to dream")

    def layout(self, size):
        w, h = size
        self.buttons = [Button((w // 2 - 100, h - 80, 200, 44), _("Back"), self.back)]

    def draw_body(self, surf):
        w, h = surf.get_size()
        rect = pygame.Rect(w // 2 - 420, 110, 840, h - 220)
        d.panel(surf, rect, (28, 22, 46), (110, 90, 160))
        d.paragraph(surf, "\n".join(tr(p) for p in RULES_TEXT), rect.inflate(-40, -30), 16, (226, 220, 244))

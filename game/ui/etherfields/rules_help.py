"""The Etherfields rules in brief, in our own words: the title's "How to dream"."""
from __future__ import annotations

import functools

import pygame

from game.ui import draw as d
from game.ui import layout as L
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
        # 840 wide at 720p; in a larger window the panel widens and the type grows to fill it
        # (16 to 24 px: at 1080p a quarter of the window was bare under the rules).
        width = min(w - 80, max(840, round(w * 0.62)))
        rect = pygame.Rect(w // 2 - width // 2, 110, width, h - 220)
        text = "\n".join(tr(p) for p in RULES_TEXT)
        size = fitted_size(text, rect.inflate(-40, -30))
        used = d.paragraph_height(text, rect.width - 40, size) + 30
        if used < rect.height:  # the panel as tall as its words, in the middle of the room
            rect = pygame.Rect(rect.x, rect.y + (rect.height - used) // 2, rect.width, used)
        d.panel(surf, rect, (28, 22, 46), (110, 90, 160))
        area = rect.inflate(-40, -30)
        most = d.scrolled(surf, area, self.scroll,
                          lambda target, area: d.paragraph(target, text, area, size, (226, 220, 244)))
        self.scroll = min(self.scroll, most)


@functools.lru_cache(maxsize=16)
def _fitted(text: str, size: tuple, scale: float) -> int:
    return L.fill_size(lambda s: d.paragraph_height(text, size[0], s), size[1], 16, 24)


def fitted_size(text: str, area) -> int:
    """The largest size (16 to 24) at which the rules fit `area`, measured once per text, size and scale."""
    return _fitted(text, tuple(area.size), d.UI_SCALE[0])

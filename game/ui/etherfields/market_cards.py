"""The Market's offer on the Dreamworld map: the cards for sale face up under
the buying dialog, each in its compact face (name, Intents, costs, price at a
size read at arm's length), and the one under the pointer drawn large above
it, its rules text as readable as the hovered hand card's at the table
(issue 39: the rules on a 150-px card were 7 to 9 px)."""
from __future__ import annotations

import pygame

from game.gfx.cards import RATIO
from game.ui import draw as d
from game.ui import layout as L

CARD = (150, 214)  # a card on offer, as before: the dialog above leaves it this room
GAP = 20


def offer_rects(count: int, window) -> list[pygame.Rect]:
    """Where the `count` cards on offer lie: in a row at the window's foot, centred."""
    w, h = window
    out = []
    for i in range(count):
        rect = pygame.Rect((0, 0), CARD)
        rect.midbottom = (round(w // 2 + (i - (count - 1) / 2) * (CARD[0] + GAP)), h - 10)
        out.append(rect)
    return out


def preview_rect(small: pygame.Rect, window) -> pygame.Rect:
    """The large card for a hovered one: about 1.5 times its width at 1x, growing
    with the UI scale as far as the window's height allows, above the small
    card (over the dialog, which it hides only while the pointer rests there)."""
    w, h = window
    width = min(round(226 * L.scale()), int((h - 16) / RATIO), w - 16)
    rect = pygame.Rect(0, 0, width, round(width * RATIO))
    rect.midbottom = (small.centerx, small.y - 6)
    return rect.clamp(pygame.Rect(8, 8, w - 16, h - 16))


def hovered(rects: list[pygame.Rect], mouse) -> int | None:
    return next((i for i, r in enumerate(rects) if r.collidepoint(mouse)), None)


def draw_offer(surf, game, shown, mouse, colours) -> list[pygame.Rect]:
    """The cards on offer, compact, and the hovered one large; returns their small rects."""
    rects = offer_rects(len(shown), surf.get_size())
    for card, rect in zip(shown, rects):
        d.influence_card(surf, rect, game.card(card), colours, compact=True)
    i = hovered(rects, mouse)
    if i is not None:
        d.influence_card(surf, preview_rect(rects[i], surf.get_size()), game.card(shown[i]), colours)
    return rects

"""What is still in Onirim's deck, by kind: the count a player keeps by hand.

Only public information goes in: the cards the game is played with (the box's
list, public in every game) minus every card the player has seen (hand,
Labyrinth, Doors, Limbo, discard, under the Mirrors, a card drawn or revealed
and waiting on a Decision). What is left is "unseen": the deck's order is
never looked at. A card put back on the deck (Limbo reshuffled, a Prophecy's
cards) counts as in the deck again, as it is.
"""
from __future__ import annotations

from collections import Counter

import pygame

from game.gfx import palette as P
from game.rules.onirim.cards import COLOURS, DREAMS, NIGHTMARE
from game.ui import draw as d
from game.ui import layout as L
from game.ui.onirim import art
from game.i18n import _

INK = (234, 228, 246)
DIM = (150, 140, 180)
GAP = 8


def seen(data: dict) -> Counter:
    """Every card the player has seen and that is not in the deck now (from `to_data`)."""
    out = Counter(data["hand"]) + Counter(data["labyrinth"]) + Counter(data["doors"]) + Counter(data["limbo"])
    out += Counter(data["discard"]) + Counter(data["revealed"])
    for state in (data.get("mirrors") or {}).values():
        out += Counter(state["cards"])
    if data.get("drawn"):
        out[data["drawn"]] += 1
    return out


def unseen(box: Counter, data: dict) -> Counter:
    """The cards still unseen, by code: the box's cards less the seen ones."""
    return box - seen(data)


def rows_needed(box: Counter) -> int:
    """Rows of the panel: the symbols' heads, one per colour, the Nightmares and Dreams two to a row."""
    return 1 + len(COLOURS) + -(-len(extras(box)) // 2)


def extras(box: Counter) -> list[str]:
    return [c for c in (NIGHTMARE,) + DREAMS if box[c]]


def least_height(box: Counter) -> int:
    """The panel's least height at this UI scale: its title and every row at the smallest."""
    return L.line(15, bold=True) + 10 + rows_needed(box) * (L.line(14, bold=True) + 2) + 6


def draw(surf: pygame.Surface, rect: pygame.Rect, box: Counter, data: dict, card_name) -> None:
    """The panel in `rect`: a grid of colours by Sun / Moon / Key / Door, then the other kinds.
    `card_name(code)` names a Nightmare or Dream card in the table's words."""
    left = unseen(box, data)
    d.panel(surf, rect, (26, 18, 46), (90, 74, 140))
    title = _("Still in the deck: {n}").format(n=sum(left.values()))
    said = d.text(surf, title, (rect.x + 10, rect.y + 6), 15, P.GOLD, bold=True, max_width=rect.width - 20)
    top = said.bottom + 4
    rows = rows_needed(box)
    rh = max(L.line(14, bold=True) + 2, min((rect.bottom - 6 - top) // rows, round(rect.width / 7)))
    icon = max(12, min(rh - 6, max(30, rect.width // 12)))  # a wider column (a larger window): larger marks
    first = icon + 2 * GAP  # the colour's emblem
    col = (rect.width - first - 2 * GAP) // 4
    xs = [rect.x + first + GAP + col * k + col // 2 for k in range(4)]
    heads = ("S", "M", "K")
    for k, sym in enumerate(heads):
        img = art.glyph_icon(sym, icon)
        surf.blit(img, img.get_rect(center=(xs[k], top + rh // 2)))
    _door_icon(surf, (xs[3], top + rh // 2), icon)
    for n, colour in enumerate(COLOURS):
        y = top + (n + 1) * rh
        if n % 2 == 0:  # every other row shaded, so a count is read along its colour's row
            band = pygame.Surface((rect.width - 8, rh), pygame.SRCALPHA)
            band.fill((255, 255, 255, 12))
            surf.blit(band, (rect.x + 4, y))
        emblem = art.emblem_icon(colour, icon)
        surf.blit(emblem, emblem.get_rect(center=(rect.x + GAP + icon // 2 + 2, y + rh // 2)))
        for k, sym in enumerate("SMKD"):
            count = left[colour + sym]
            _count(surf, count, (xs[k], y + rh // 2), art.COLOURS[colour][1] if count else DIM, rh)
    y = top + (len(COLOURS) + 1) * rh
    half = (rect.width - 2 * GAP) // 2
    for k, code in enumerate(extras(box)):
        row, side = divmod(k, 2)
        x = rect.x + GAP + side * half
        mid = y + row * rh + rh // 2
        d.text(surf, str(card_name(code)), (x, mid), 14, INK, anchor="midleft", max_width=half - 36)
        _count(surf, left[code], (x + half - 16, mid), INK if left[code] else DIM, rh)


def _count(surf, n: int, centre, colour, row: int) -> None:
    """A count, larger in a taller row (a big window's panel is read from further back)."""
    size = max(16, min(22, round(row / L.scale() / 2)))  # text sizes are given at 1x
    d.text(surf, str(n), centre, size, colour, anchor="center", bold=True)


def _door_icon(surf, centre, size: int) -> None:
    """A Door's arch, the head of the Doors' column (the colour rows say whose)."""
    w, h = max(8, size * 5 // 8), size
    r = pygame.Rect(0, 0, w, h - 2)
    r.center = centre
    pygame.draw.rect(surf, P.MOONLIGHT, r, 2, border_top_left_radius=w // 2, border_top_right_radius=w // 2)
    pygame.draw.circle(surf, P.MOONLIGHT, (r.right - w // 3, r.centery + 2), 2)

"""What Onirim's first screen draws beside its buttons (menu.py): each expansion
as a card to tick (its picture, its name, what it adds), and tonight's deck as
the rules deal it for the expansions ticked."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.gfx import palette as P
from game.gfx.silhouette import radial
from game.rules.onirim import new_game
from game.rules.onirim.cards import DOORS, DREAMS, NIGHTMARE
from game.ui import draw as d
from game.ui import layout as L
from game.ui.onirim import art
from game.ui.widgets import Toggle
from game.i18n import N_, _, language, ngettext, tr

GOLD = P.GOLD
# What each expansion adds, in a line or two (the Rules screen says it whole).
ADDS = {"sphinx": N_("Name a colour or a symbol: on a match, you choose the next card."),
        "diver": N_("Dive under the deck for the card you want, Nightmares and all."),
        "confusion": N_("Your hand goes under the deck, and you draw a fresh one."),
        "mirrors": N_("Lay two matching cards on a Mirror; explore the Sun and Moon to win."),
        "rainbow": N_("The Rainbow Mirror too, one card of each colour: the hard game.")}
PICTURE = {"sphinx": "SX", "diver": "DV", "confusion": "CF"}  # the Mirrors are painted here


def mirror_card(width: int, rainbow: bool) -> pygame.Surface:
    """A Mirror as a card: the card back, a pool of moonlight from the top left, an
    oval glass with a gold rim and its marks (the Sun and Moon, or the four colours'
    arcs), lit on the edge facing the light."""
    return _mirror_card(width, rainbow)


@lru_cache(maxsize=8)
def _mirror_card(width: int, rainbow: bool) -> pygame.Surface:
    s = art.back(width).copy()
    w, h = s.get_size()
    glow = radial(int(w * 0.7), P.MOONLIGHT, 0.35)
    s.blit(glow, (w // 3 - glow.get_width() // 2, h // 3 - glow.get_height() // 2), special_flags=pygame.BLEND_RGB_ADD)
    oval = pygame.Rect(0, 0, int(w * 0.7), int(h * 0.62))
    oval.center = (w // 2, h // 2)
    glass = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    steps = max(1, oval.height // 2)
    for i in range(0, steps, 2):  # deep blue at the edge, moonlit in the middle
        t = i / steps
        pygame.draw.ellipse(glass, (*P.mix((40, 40, 90), (150, 180, 230), t), 240),
                            oval.inflate(-i * 2 * oval.width / oval.height, -i * 2))
    s.blit(glass, (0, 0))
    pygame.draw.ellipse(s, P.darken(GOLD, 0.3), oval, max(2, w // 30))
    pygame.draw.arc(s, P.lighten(GOLD, 0.5), oval, math.pi * 0.55, math.pi * 1.05, max(1, w // 40))  # the lit edge
    c = oval.center
    if rainbow:
        for k, colour in enumerate("RBGY"):
            r = pygame.Rect(0, 0, int(oval.width * 0.7) - k * w // 12, int(oval.width * 0.7) - k * w // 12)
            r.center = (c[0], c[1] + oval.height // 8)
            pygame.draw.arc(s, art.COLOURS[colour][1], r, 0, math.pi, max(2, w // 22))
    else:
        size = max(12, int(w * 0.3))
        sun, moon = art.glyph_icon("S", size), art.glyph_icon("M", size)
        s.blit(sun, sun.get_rect(center=(c[0], c[1] - oval.height // 5)))
        s.blit(moon, moon.get_rect(center=(c[0], c[1] + oval.height // 5)))
    return s


def picture(key: str, width: int) -> pygame.Surface:
    """The expansion's card at `width`."""
    if key in PICTURE:
        return art.card(PICTURE[key], width)
    return mirror_card(width, key == "rainbow")


@lru_cache(maxsize=16)
def dimmed(key: str, width: int, lang: str) -> pygame.Surface:
    """The expansion's card darkened, for a card not ticked (made once per language, as
    its name is written on it, not every frame)."""
    img = picture(key, width).copy()
    img.fill((150, 150, 160), special_flags=pygame.BLEND_RGB_MULT)
    return img


class ExpansionCard(Toggle):
    """An expansion as a card to tick: its picture (dimmed while it is off), its
    name and what it adds, a gold tick in the corner when it is on. Sized by the
    screen's plan for the UI scale, so the menus' reflow leaves it be (`corner`)."""

    corner = True

    def __init__(self, rect, key, label, on, on_click, picture_w: int, said: bool, grow: float):
        super().__init__(rect, label, on, on_click)
        self.key, self.picture_w, self.said, self.grow = key, picture_w, said, grow

    def tick(self) -> pygame.Rect:
        """The tick's box, in the card's top-right corner."""
        side = L.em(22 * self.grow)
        return pygame.Rect(self.rect.right - side - L.em(8), self.rect.y + L.em(8), side, side)

    def draw(self, surf, mouse):
        hover = self.rect.collidepoint(mouse)
        r, grow = self.rect, self.grow
        d.panel(surf, r, (52, 42, 84) if self.on else (30, 24, 52),
                GOLD if self.on else (150, 130, 200) if hover else (80, 70, 120))
        if self.on:
            pygame.draw.rect(surf, GOLD, r, 3, border_radius=10)
        pad = L.em(10 * grow)
        # Off: the picture dimmed, so the ticked ones stand out by value, not only the tick.
        img = picture(self.key, self.picture_w) if self.on else dimmed(self.key, self.picture_w, language())
        at = img.get_rect(midtop=(r.centerx, r.y + pad))
        surf.blit(img, at)
        box = self.tick()
        pygame.draw.rect(surf, (20, 16, 36), box, border_radius=4)
        pygame.draw.rect(surf, GOLD if self.on else (150, 140, 190), box, 2, border_radius=4)
        if self.on:
            pygame.draw.lines(surf, (240, 214, 140), False, [(box.x + box.w * 0.22, box.centery),
                                                             (box.x + box.w * 0.42, box.bottom - box.h * 0.24),
                                                             (box.right - box.w * 0.2, box.y + box.h * 0.22)],
                              max(2, box.w // 7))
        y = at.bottom + L.em(6 * grow)
        inner = pygame.Rect(r.x + pad, y, r.width - 2 * pad, 0)
        name = str(self.label)
        name_h = L.block_height(name, inner.width, round(15 * grow), bold=True)
        L.text_block(surf, name, (inner.x, y, inner.width, name_h), round(15 * grow),
                     GOLD if self.on else P.TEXT, bold=True, anchor="center")
        y += name_h + L.em(4 * grow)
        if self.said:
            said = tr(ADDS[self.key])
            L.text_block(surf, said, (inner.x, y, inner.width, r.bottom - pad // 2 - y), round(13 * grow),
                         P.TEXT_DIM, anchor="center")


@lru_cache(maxsize=32)
def deck_counts(expansions: tuple) -> dict:
    """The cards a game dealt with these expansions holds, by kind (the rules deal it)."""
    data = new_game(None, {"expansions": list(expansions)}, 1).to_data()
    cards = [c for pile in ("hand", "deck", "limbo") for c in data[pile]]
    doors, nightmares = sum(c in DOORS for c in cards), cards.count(NIGHTMARE)
    dreams = sum(c in DREAMS for c in cards)
    return {"cards": len(cards), "doors": doors, "nightmares": nightmares, "dreams": dreams,
            "locations": len(cards) - doors - nightmares - dreams, "mirrors": sorted(data.get("mirrors") or ())}


def deck_lines(expansions: tuple) -> list[str]:
    n = deck_counts(expansions)
    out = [ngettext("{n} card in the deck", "{n} cards in the deck", n["cards"]).format(n=n["cards"]),
           ngettext("{n} Location", "{n} Locations", n["locations"]).format(n=n["locations"]),
           ngettext("{n} Door to find", "{n} Doors to find", n["doors"]).format(n=n["doors"]),
           ngettext("{n} Nightmare", "{n} Nightmares", n["nightmares"]).format(n=n["nightmares"])]
    if n["dreams"]:
        out.append(ngettext("{n} Dream card", "{n} Dream cards", n["dreams"]).format(n=n["dreams"]))
    if n["mirrors"]:
        out.append(ngettext("{n} Mirror to explore", "{n} Mirrors to explore", len(n["mirrors"])).format(
            n=len(n["mirrors"])))
    return out


def draw_deck(surf, rect, expansions: tuple, grow: float = 1.0) -> None:
    """Tonight's deck: one card of each kind it holds, fanned, and the counts."""
    from game.ui.front import frame, line_of
    rect = pygame.Rect(rect)
    frame(surf, rect, GOLD)
    pad = L.em(14 * grow)
    x, y, inner = rect.x + pad, rect.y + L.em(10 * grow), rect.width - 2 * pad
    d.text(surf, _("Tonight's deck"), (x, y), round(17 * grow), GOLD, bold=True, max_width=inner)
    y += line_of(_("Tonight's deck"), round(17 * grow), bold=True) + L.em(6 * grow)
    lines = deck_lines(expansions)
    size = round(15 * grow)
    step = max(line_of(line, size) for line in lines) + 2
    codes = ["RS", "BM", "GK", "YD", "NN"] + [PICTURE[k] for k in expansions if k in PICTURE]
    words_w = max(L.width(line, size) for line in lines)
    beside = inner - words_w - L.em(16 * grow) >= L.em(200 * grow)  # the counts beside the fan, else under it
    fan = pygame.Rect(x, y, inner - words_w - L.em(16 * grow) if beside else inner,
                      rect.bottom - L.em(10 * grow) - y - (0 if beside else len(lines) * step + L.em(8 * grow)))
    # The cards as tall as the room allows, overlapping more when the fan is narrow (never
    # more than half a card hidden), each turned up to 9 degrees: room for that on every side.
    cw = min(int(fan.height / 1.4 / 1.12), int(fan.width / (0.5 * (len(codes) - 1) + 1) / 1.12),
             L.em(110 * grow))
    if cw >= 28:  # the fan, lit from the top left as every card is
        span = min(cw * 8 // 10, int((fan.width / 1.12 - cw) / max(1, len(codes) - 1)))
        x0 = fan.centerx - (span * (len(codes) - 1) + cw) // 2
        mid = fan.centery if beside else fan.y + round(cw * 1.4 * 1.12) // 2
        for k, code in enumerate(codes):
            img = pygame.transform.rotozoom(art.card(code, cw), (len(codes) / 2 - 0.5 - k) * 3, 1)
            surf.blit(img, img.get_rect(center=(x0 + k * span + cw // 2, mid)))
        if not beside:
            y = fan.y + round(cw * 1.4 * 1.12) + L.em(8 * grow)
    if beside:
        x = rect.right - pad - words_w
        y = max(y, rect.centery + L.em(10 * grow) // 2 - len(lines) * step // 2)
    for line in lines:
        if y + step > rect.bottom - L.em(6):
            break
        d.text(surf, line, (x, y), size, P.TEXT, max_width=rect.right - pad - x)
        y += step

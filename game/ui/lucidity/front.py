"""Beside Lucidity's set-up column (setup.py): who may take a seat, each with a
picture and what it means, the kinds seated now in gold; the records are the
shared panel (game.ui.front)."""
from __future__ import annotations

import pygame

from game.gfx import palette as P
from game.gfx.dice import dream_die
from game.gfx.silhouette import lit
from game.ui import draw as d
from game.ui import layout as L
from game.ui.front import frame, line_of
from game.ui.widgets import Button
from game.i18n import N_, _, tr

ACCENT = (244, 230, 190)
# What each kind of seat means (the levels are game.search.lucidity.LEVELS).
MEANS = {"person": N_("Someone at this screen; people take turns at the same window."),
         "easy": N_("Plays a careful move at once, without looking ahead."),
         "fair": N_("Looks a little ahead before each choice."),
         "strong": N_("Looks further ahead: a fuller search before each choice.")}
DEPTH = {"easy": ("yellow",), "fair": ("green", "blue"), "strong": ("red", "yellow", "blue")}  # dice: how far it looks


def kind_picture(surf, rect: pygame.Rect, kind: str) -> None:
    """A person: a hooded dreamer lit from the top left; a computer: as many dream
    dice as it looks ahead (one, two, three), each a little lower, as if thrown."""
    if kind == "person":
        fig = lit("hooded-figure", int(rect.height * 0.95), (70, 56, 110), rim=P.MOONLIGHT, glow=(150, 120, 220),
                  width=rect.width)
        surf.blit(fig, fig.get_rect(center=rect.center))
        return
    dice = DEPTH[kind]
    side = min(rect.height * 2 // 3, rect.width * 10 // (len(dice) * 12 + 2))
    x0 = rect.centerx - (len(dice) * side + (len(dice) - 1) * side // 5) // 2
    for k, colour in enumerate(dice):
        y = rect.y + (rect.height - side) * k // max(1, len(dice) - 1) // 2 if len(dice) > 1 else rect.centery - side // 2
        dream_die(surf, (x0 + k * (side + side // 5), y, side, side), colour, "power")


def columns(width: int, labels: dict, grow: float = 1.0) -> tuple[int, int]:
    """(the pictures' width, the words' width) in a panel `width` wide: the pictures
    go when the longest label would not fit beside them."""
    inner = width - 2 * L.em(14 * grow)
    pic_w = L.em(70 * grow)
    widest = max(L.width(tr(label), round(15 * grow), bold=True) for label in labels.values())
    return (pic_w, inner - pic_w - L.em(12 * grow)) if inner - pic_w - L.em(12 * grow) >= widest else (0, inner)


def kinds_height(width: int, labels: dict, grow: float = 1.0) -> int:
    """The height the panel needs to show every kind."""
    pic_w, text_w = columns(width, labels, grow)
    rows = sum(max(L.em(44 * grow) if pic_w else 0, line_of(tr(label), round(15 * grow), bold=True)
                   + L.block_height(tr(MEANS[k]), text_w, round(13 * grow))) + L.em(8 * grow) for k, label in labels.items())
    return L.em(10 * grow) + line_of(_("Who can take a seat"), round(17 * grow), bold=True) + L.em(8 * grow) + rows


def draw_kinds(surf, rect, labels: dict, seated: list, grow: float = 1.0, framed: bool = True) -> int:
    """The panel: each kind of seat (`labels`: kind -> its label) with its picture and
    what it means, those seated now named in gold. Returns the rows drawn."""
    rect = pygame.Rect(rect)
    if framed:  # else it is the top of a panel drawn already
        frame(surf, rect, ACCENT)
    pad = L.em(14 * grow)
    x, y = rect.x + pad, rect.y + L.em(10 * grow)
    d.text(surf, _("Who can take a seat"), (x, y), round(17 * grow), ACCENT, bold=True, max_width=rect.width - 2 * pad)
    y += line_of(_("Who can take a seat"), round(17 * grow), bold=True) + L.em(8 * grow)
    pic_w, text_w = columns(rect.width, labels, grow)
    tx = rect.right - pad - text_w
    drawn = 0
    for kind, label in labels.items():
        said = tr(MEANS[kind])
        name_h = line_of(tr(label), round(15 * grow), bold=True)
        words_h = name_h + L.block_height(said, text_w, round(13 * grow))
        row = max(L.em(44 * grow) if pic_w else 0, words_h)
        if y + row > rect.bottom - L.em(6):
            break
        on = kind in seated
        if pic_w:
            kind_picture(surf, pygame.Rect(x, y + (row - L.em(44 * grow)) // 2, pic_w, L.em(44 * grow)), kind)
        d.text(surf, tr(label), (tx, y), round(15 * grow), P.GOLD if on else P.TEXT, bold=True, max_width=text_w)
        L.text_block(surf, said, (tx, y + name_h, text_w, words_h - name_h), round(13 * grow),
                     P.TEXT_DIM)
        y += row + L.em(8 * grow)
        drawn += 1
    return drawn


# -- the Nightmare of Temptation, as three cards to choose from ------------------------------------------
TEMPTATION_SHORT = {None: N_("Not used"), "envy": N_("Replaces Envy"), "primeval_fear": N_("Replaces Primeval Fear")}
SHOWN = {None: ("green", False), "envy": ("green", True), "primeval_fear": ("red", True)}  # the card pictured


class VariantCard(Button):
    """One way to play the Nightmare of Temptation: the Nightmare card it puts in
    the bag (Temptation's gold edge and Power diamond on the card it replaces; for
    "not used", the plain Nightmare), its name under it, a gold frame when chosen.
    Sized by the screen (`corner`: the menus' reflow leaves it be)."""

    corner = True

    def __init__(self, rect, option, on_click, chosen: bool, grow: float):
        super().__init__(rect, tr(TEMPTATION_SHORT[option]), on_click)
        self.option, self.chosen, self.grow = option, chosen, grow

    def draw(self, surf, mouse):
        from game.ui.lucidity.look import nightmare_card
        r, grow = self.rect, self.grow
        hover = r.collidepoint(mouse)
        d.panel(surf, r, (52, 42, 84) if self.chosen else (30, 24, 52),
                P.GOLD if self.chosen else (150, 130, 200) if hover else (80, 70, 120))
        if self.chosen:
            pygame.draw.rect(surf, P.GOLD, r, 3, border_radius=10)
        pad = L.em(6 * grow)
        words_h = L.block_height(self.label, r.width - 2 * pad, round(13 * grow), bold=True)
        ch = r.height - 3 * pad - words_h
        cw = min(int(ch * 0.66), r.width - 2 * pad)
        colour, tempting = SHOWN[self.option]
        card = nightmare_card(cw, int(cw / 0.66), colour, tempting)
        surf.blit(card, card.get_rect(midtop=(r.centerx, r.y + pad)))
        L.text_block(surf, self.label, (r.x + pad, r.bottom - pad - words_h, r.width - 2 * pad, words_h),
                     round(13 * grow), P.GOLD if self.chosen else P.TEXT, bold=True, anchor="center")


def variant_cards(area: pygame.Rect, chosen, choose, grow: float = 1.0) -> list:
    """The three cards side by side in `area` (under the heading `draw_variant_heading` draws)."""
    gap = L.em(10 * grow)
    w = (area.width - 2 * gap) // 3
    return [VariantCard((area.x + k * (w + gap), area.y, w, area.height), option,
                        lambda option=option: choose(option), option == chosen, grow)
            for k, option in enumerate(TEMPTATION_SHORT)]


def variant_fits(area: pygame.Rect, grow: float = 1.0) -> bool:
    """Three cards fit `area` with a picture worth showing and their names whole."""
    gap, pad = L.em(10 * grow), L.em(6 * grow)
    w = (area.width - 2 * gap) // 3
    words_h = max(L.block_height(tr(t), w - 2 * pad, round(13 * grow), bold=True) for t in TEMPTATION_SHORT.values())
    return w >= L.em(80) and area.height - 3 * pad - words_h >= L.em(50 * grow)

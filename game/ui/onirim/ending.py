"""The end of an Onirim game: the story of the game told as a digital edition
would, in one dialog over the dimmed table (issue 33).

What a player wants to see once the dream is over: the eight Doors (each
opened one with its card art, the others as empty slots), the Labyrinth they
walked (every card played, in order), a row of figures (turns, cards left,
Nightmares met, Mirrors explored), their records with Onirim, and the two ways
on: Play again, or back to the title.

`end_layout` is pure geometry (tests read it); `draw_end` paints it. The
dialog is as large as its content: the cards grow with the window (the table's
`k`, 1 at 1280 x 720) and shrink, never under a readable size, when the text
rows (which grow with the UI scale) leave them less room.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game import records
from game.gfx import palette as P
from game.i18n import _, ngettext, tr
from game.rules.onirim.cards import NIGHTMARE
from game.ui import draw as d
from game.ui import layout as L
from game.ui import notice
from game.ui.onirim import art
from game.ui.widgets import Button

INK = (234, 228, 246)
DIM = (184, 174, 212)
WARN = (255, 190, 170)
RED_EDGE = (200, 90, 100)
DOOR_ORDER = "RBGY"  # the Doors' slots, as the table's "Doors opened" row lays them


@dataclass
class EndLayout:
    """Where each part of the end dialog goes (window pixels)."""
    dialog: pygame.Rect
    title_y: int
    why_y: int
    doors_label_y: int
    doors: list = field(default_factory=list)       # (rect, code or None): the eight slots, opened ones with a code
    lab_label_y: int = 0
    labyrinth: list = field(default_factory=list)   # (rect, code): every card played, in order
    figures: list = field(default_factory=list)     # (rect, number, label)
    records_y: int = 0
    message_y: int | None = None
    buttons: list = field(default_factory=list)     # (rect, label)


def door_slots(doors: list) -> list:
    """The eight Door slots in the table's order (two of each colour), each the
    opened Door's code or None."""
    out = []
    for colour in DOOR_ORDER:
        n = doors.count(colour + "D")
        out += [colour + "D" if j < n else None for j in range(2)]
    return out


def nightmares_met(data: dict) -> tuple[int, int]:
    """(met, in the game): a Nightmare met is one that left the deck (drawn,
    revealed or sent away); they lie in the discard pile or in Limbo."""
    met = data["discard"].count(NIGHTMARE) + data["limbo"].count(NIGHTMARE)
    return met, met + data["deck"].count(NIGHTMARE)


def figures(data: dict) -> list[tuple[str, str]]:
    """(number, what it counts) for the figures row."""
    met, total = nightmares_met(data)
    out = [(str(data["turn"]), _("turns played")),
           (str(len(data["deck"])), ngettext("card left in the deck", "cards left in the deck", len(data["deck"]))),
           (f"{met}/{total}", _("Nightmares met")),
           (str(len(data["limbo"])), _("in Limbo"))]
    if data["mirrors"]:
        done = sum(1 for m in data["mirrors"].values() if m["explored"])
        out.append((f"{done}/{len(data['mirrors'])}", _("Mirrors explored")))
    return out


def records_line(rows: list | None = None) -> str:
    """The player's Onirim so far, from the records (this game counted)."""
    s = records.summary(records.plays("onirim") if rows is None else rows)
    if not s["played"]:
        return _("This game is not kept in the records.")
    return ngettext("Onirim on this computer: {n} game, {won} won, best run of wins {best}.",
                    "Onirim on this computer: {n} games, {won} won, best run of wins {best}.",
                    s["played"]).format(n=s["played"], won=s["won"], best=s["best_streak"])


def texts(won: bool) -> tuple[str, str]:
    title = _("You wake up") if won else _("Lost in the dream")
    why = _("Every Door you needed is open.") if won else _("A card had to be drawn and the deck was empty.")
    return title, why


def end_layout(size, data: dict, k: float, won: bool, message: str = "", record: str = "") -> EndLayout:
    """The dialog's geometry for a window of `size`, the table's growth `k`
    (1 at 1280 x 720), the game's data (Game.to_data()), and the text it shows."""
    w, h = size
    title, why = texts(won)
    head, why_h = L.line(44, bold=True, role="story"), L.line(16, italic=True)
    label = L.line(15, bold=True)
    number, caption = L.line(26, bold=True, role="story"), L.line(13)
    rec = L.line(14, italic=True)
    msg = L.line(15) + 8 if message else 0
    bh = L.row(16, 42)
    pad, gap = 24, 14
    labels = (_("Play again"), _("Rules"), _("Title"))
    bw = max([L.em(200)] + [L.button_width(t, Button.SIZE) for t in labels])
    figs = figures(data)
    fig_w = max([L.width(c, 13) + 24 for _n, c in figs] + [L.width(n, 26, bold=True, role="story") + 24 for n, _c in figs])
    text_w = max(L.width(title, 44, bold=True, role="story"), L.width(why, 16, italic=True),
                 L.width(record, 14, italic=True), L.width(message, 15) + 20, 3 * bw + 40, len(figs) * fig_w)
    fixed = (pad + head + why_h + gap + label + 6 + gap + label + 6 + gap + number + caption + gap + rec + msg
             + gap + bh + pad)
    lab = data["labyrinth"]
    # The cards: Doors about 84 px wide at 1280 x 720, the Labyrinth's 50, grown with the window;
    # smaller in steps while the dialog would be taller than the window (never under 30 and 22).
    inner_most = w - 40 - 2 * pad
    for shrink in [1.0 - 0.05 * i for i in range(16)]:
        door_w = max(30, min(round(84 * k * shrink), (inner_most - 7 * 10) // 8))
        lab_w = max(22, round(50 * k * shrink))
        # at least 860 px (at 1280 x 720) wide: a long Labyrinth wraps into fewer rows, and keeps its cards larger
        inner = min(inner_most, max(text_w, 8 * door_w + 7 * 10, round(860 * k)))
        per_row = max(1, (inner + 6) // (lab_w + 6))
        rows = max(1, math.ceil(len(lab) / per_row))
        lab_h = rows * (round(lab_w * art.RATIO) + 6) - 6
        height = fixed + round(door_w * art.RATIO) + lab_h
        if height <= h - 20:
            break
    width = inner + 2 * pad
    rect = pygame.Rect(w // 2 - width // 2, max(10, h // 2 - height // 2), width, min(h - 20, height))
    out = EndLayout(dialog=rect, title_y=rect.y + pad + head // 2, why_y=0, doors_label_y=0)
    y = rect.y + pad + head
    out.why_y = y + why_h // 2
    y += why_h + gap
    out.doors_label_y = y
    y += label + 6
    row_w = 8 * door_w + 7 * 10
    x0 = rect.centerx - row_w // 2
    door_h = round(door_w * art.RATIO)
    out.doors = [(pygame.Rect(x0 + i * (door_w + 10), y, door_w, door_h), code)
                 for i, code in enumerate(door_slots(data["doors"]))]
    y += door_h + gap
    out.lab_label_y = y
    y += label + 6
    shown = min(per_row, len(lab))
    lx0 = rect.centerx - (shown * (lab_w + 6) - 6) // 2
    lab_ch = round(lab_w * art.RATIO)
    out.labyrinth = [(pygame.Rect(lx0 + (i % per_row) * (lab_w + 6), y + (i // per_row) * (lab_ch + 6), lab_w, lab_ch),
                      code) for i, code in enumerate(lab)]
    y += lab_h + gap
    fx0 = rect.centerx - len(figs) * fig_w // 2
    out.figures = [(pygame.Rect(fx0 + i * fig_w, y, fig_w, number + caption), n, c) for i, (n, c) in enumerate(figs)]
    y += number + caption + gap
    out.records_y = y + rec // 2
    y += rec
    if message:
        out.message_y = y + 4
        y += msg
    by = rect.bottom - pad - bh
    x0 = rect.centerx - (3 * bw + 40) // 2  # Play again, Rules, Title
    out.buttons = [(pygame.Rect(x0 + i * (bw + 20), by, bw, bh), label) for i, label in enumerate(labels)]
    return out


def draw_end(table, surf, data: dict, mouse) -> None:
    """The end dialog over the veiled table; its buttons go in `table.panel_buttons`."""
    won = bool(table.game.outcome.won)
    message = tr(table.message) if table.message else ""
    record = records_line()
    lay = end_layout(table.size, data, table.k, won, message, record)
    rect = lay.dialog
    table.dialog_rect = rect
    title, why = texts(won)
    d.panel(surf, rect, (34, 26, 60), P.GOLD if won else RED_EDGE)
    d.text(surf, title, (rect.centerx, lay.title_y), 44, P.MOONLIGHT if won else WARN, anchor="center", bold=True,
           role="story", glow=True)
    d.text(surf, why, (rect.centerx, lay.why_y), 16, DIM, anchor="center", italic=True)
    opened = len(data["doors"])
    d.text(surf, _("Doors opened: {n} of 8").format(n=opened), (rect.centerx, lay.doors_label_y), 15, P.GOLD,
           anchor="midtop", bold=True)
    for slot, code in lay.doors:
        if code is not None:
            surf.blit(art.card(code, slot.width), slot)
        else:  # a Door left shut: its colour's outline and emblem, dim
            colour = DOOR_ORDER[lay.doors.index((slot, code)) // 2]
            main = art.COLOURS[colour][0]
            shade = pygame.Surface(slot.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (*main, 36), shade.get_rect(), border_radius=6)
            pygame.draw.rect(shade, (*main, 130), shade.get_rect(), 2, border_radius=6)
            surf.blit(shade, slot)
            icon = art.emblem_icon(colour, max(12, slot.width // 2))
            icon.set_alpha(110)
            surf.blit(icon, icon.get_rect(center=slot.center))
    lab = data["labyrinth"]
    d.text(surf, ngettext("The Labyrinth you walked: {n} card", "The Labyrinth you walked: {n} cards", len(lab)).format(
        n=len(lab)), (rect.centerx, lay.lab_label_y), 15, P.GOLD, anchor="midtop", bold=True)
    for slot, code in lay.labyrinth:
        surf.blit(art.card(code, slot.width), slot)
    if not lab:
        d.text(surf, _("No card was explored."), (rect.centerx, lay.lab_label_y + L.line(15, bold=True) + 10), 14, DIM,
               anchor="midtop", italic=True)
    for slot, number, caption in lay.figures:
        d.text(surf, number, (slot.centerx, slot.y), 26, INK, anchor="midtop", bold=True, role="story")
        d.text(surf, caption, (slot.centerx, slot.bottom), 13, DIM, anchor="midbottom", max_width=slot.width - 8)
    d.text(surf, record, (rect.centerx, lay.records_y), 14, DIM, anchor="center", italic=True,
           max_width=rect.width - 40, fit=True)
    if lay.message_y is not None:
        box = pygame.Rect(0, lay.message_y, min(rect.width - 40, L.width(message, 15) + 20), L.line(15) + 6)
        box.centerx = rect.centerx
        notice.draw(surf, box, message, notice.kind_of(table.message))
    actions = (table.restart, table.open_help, table.leave)
    table.panel_buttons = [Button(r, label, fn, P.GOLD if i == 0 else (120, 100, 200))
                           for i, ((r, label), fn) in enumerate(zip(lay.buttons, actions))]
    for b in table.panel_buttons:
        b.draw(surf, mouse)

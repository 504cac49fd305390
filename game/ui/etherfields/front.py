"""The card on Etherfields' title for a returning player: the last campaign
saved (its picture, the Team with their miniatures, where it stands, when it
was saved); for a first visit, the guided first night a new campaign begins
with. A click on the card goes on (title.py)."""
from __future__ import annotations

import pygame

from game.gfx import palette as P
from game.gfx.pictures import has_file
from game.ui import draw as d
from game.ui import layout as L
from game.ui.front import frame, line_of
from game.ui.widgets import hex_colour
from game.i18n import _

GOLD = (230, 200, 120)
FIRST = ["gambler", "specialist", "tough_guy", "free_spirit"]  # the four a first Team is picked from
GATE_W, GATE_H = 800, 300   # the Dream Gates' pictures as committed: never drawn larger
PORTRAIT_W, PORTRAIT_H = 480, 240  # the Dreamers' pictures as committed


def picture_rect(card: pygame.Rect, pad: int) -> pygame.Rect:
    """The picture across the card's top: the Gates' proportion, at most their
    files' size and a third of the card's height."""
    w = min(card.width - 2 * pad, GATE_W)
    h = min(int(w * GATE_H / GATE_W), card.height // 3, GATE_H)  # the card may let it grow (last_campaign_card)
    return pygame.Rect(card.centerx - w // 2, card.y + pad, w, h)


def paint_picture(surf, rect, meta: dict | None) -> None:
    """The campaign's picture: the Dream's Gate when it stands in a Dream, else its
    Team's portraits side by side (a first visit: the first night's Gate)."""
    meta = meta or {}
    dream = meta.get("dream") if meta.get("mode") == "dream" else None
    team = [w for w in meta.get("dreamers") or () if isinstance(w, str) and has_file(w)] if meta else []
    if not meta:
        dream = "gate_first_night"
    if isinstance(dream, str) and has_file(dream) or not team:
        d.illustration(surf, rect, dream if isinstance(dream, str) and has_file(dream) else "gate_first_night")
    else:
        each = rect.width // len(team)
        for k, who in enumerate(team):
            part = pygame.Rect(rect.x + k * each, rect.y, each if k < len(team) - 1 else rect.width - k * each,
                               rect.height)
            d.illustration(surf, part.clip(pygame.Rect(part.topleft, (PORTRAIT_W, PORTRAIT_H))), who)
            if k:
                pygame.draw.line(surf, P.darken(GOLD, 0.5), part.topleft, part.bottomleft, 2)
    # The light comes from the top left: a thin lit edge there, the frame in the game's gold.
    pygame.draw.rect(surf, P.darken(GOLD, 0.25), rect, 2, border_radius=6)
    pygame.draw.line(surf, P.lighten(GOLD, 0.4), (rect.x + 6, rect.y + 1), (rect.centerx, rect.y + 1), 1)


def last_campaign_card(surf, rect, save, hover: bool, grow: float = 1.0) -> None:
    """The card: the last campaign (a SaveInfo), or the first night when `save` is None.
    `grow`: the words' size over their 1x size (game.ui.front.roomy)."""
    def t(n):  # a text size
        return round(n * grow)

    def e(n):  # a length
        return L.em(n * grow)
    from game.content import default_content
    from game.ui.menus import friendly_date
    from game.ui.etherfields.summary import row_place
    rect = pygame.Rect(rect)
    frame(surf, rect, GOLD if hover else P.darken(GOLD, 0.2))
    if hover:
        pygame.draw.rect(surf, GOLD, rect, 3, border_radius=10)
    pad = e(14)
    inner = rect.width - 2 * pad
    meta: dict = dict(save.meta) if save is not None else {}
    pic = picture_rect(rect, pad)
    y = rect.y + pad
    heading = _("Your last campaign") if save is not None else _("Your first night")
    d.text(surf, heading, (rect.x + pad, y), t(15), GOLD, bold=True, max_width=inner)
    pic.y = y + line_of(heading, t(15), bold=True) + e(6)
    foot = _("Click to go on with it") if save is not None else _("Click to begin a new campaign")
    foot_h = line_of(foot, t(15), bold=True)
    bottom = rect.bottom - pad - foot_h - e(8)
    if save is not None:
        lines = [(str(meta.get("campaign") or save.name), t(19), P.MOONLIGHT, True),
                 (row_place(meta), t(15), P.TEXT, False),
                 (_("Saved {when}").format(when=friendly_date(save.saved_at)), t(14), P.TEXT_DIM, False)]
        minutes = meta.get("minutes_played")
        if isinstance(minutes, (int, float)) and minutes >= 1:
            lines.append((_("Time played: {n} minutes").format(n=round(minutes)), t(14), P.TEXT_DIM, False))
        team = [w for w in meta.get("dreamers") or () if isinstance(w, str)]
        said = ""
        words_h = sum(line_of(text, size, bold=bold) + 2 for text, size, _c, bold in lines)
    else:
        said = _("A new campaign begins with a guided first night: a glowing pointer shows each step, "
                 "until the Team sets out on the Dreamworld Map.")
        lines, team = [], list(FIRST)
        words_h = L.block_height(said, inner, t(15), italic=True)
    dreamers = default_content().dreamers
    team = [w for w in team if w in dreamers]
    r = e(13)
    name_h = max(line_of(dreamers[w].name, t(16), bold=True) for w in team) if team else 0
    title_h = max(line_of(getattr(dreamers[w], "title", "") or "", t(13), italic=True) for w in team) if team else 0
    row = max(2 * r + e(10), name_h + title_h + 2)
    # The picture takes the room the words leave (up to its file's size); what is left
    # after that spaces the Team's rows out.
    pic.height = min(pic.height * 3 // 2, GATE_H, int(pic.width * GATE_H / GATE_W),
                     bottom - pic.y - e(10) - words_h - e(8) - len(team) * row)
    if pic.height >= 40:
        paint_picture(surf, pic, meta if save is not None else None)
        y = pic.bottom + e(10)
    else:
        y = pic.y
    for text, size, colour, bold in lines:
        if y + line_of(text, size, bold=bold) > bottom:
            break
        d.text(surf, text, (rect.x + pad, y), size, colour, bold=bold, max_width=inner)
        y += line_of(text, size, bold=bold) + 2
    if said and y + words_h <= bottom:
        y += L.text_block(surf, said, (rect.x + pad, y, inner, words_h), t(15), P.TEXT, italic=True)
    y += e(8)
    if team and bottom - y > len(team) * row:
        row = min(row * 3 // 2, (bottom - y) // len(team))
    for who in team:
        defn = dreamers[who]
        if y + row > bottom:
            break
        colour = hex_colour(getattr(defn, "colour", "#ccc"))
        d.miniature(surf, (rect.x + pad + r, y + row // 2 + r // 2), r, colour, defn.name.replace("The ", "")[:1],
                    subject=getattr(defn.brief, "subject", None))
        tx = rect.x + pad + 2 * r + e(12)
        words_top = y + (row - name_h - title_h) // 2
        d.text(surf, defn.name, (tx, words_top), t(16), colour, bold=True, max_width=rect.right - pad - tx)
        d.text(surf, getattr(defn, "title", "") or "", (tx, words_top + name_h), t(13),
               (200, 190, 230), italic=True, max_width=rect.right - pad - tx)
        y += row
    d.text(surf, foot, (rect.centerx, rect.bottom - pad - foot_h // 2), t(15), GOLD if hover else P.lighten(GOLD, 0.1),
           anchor="center", bold=True, max_width=inner)

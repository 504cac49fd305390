"""The Load screen's preview: the selected save shown large beside the list
(where the window has room for both), as a player checks a slot before
opening it: its picture, where it stands, when it was saved, who plays it,
and an Open button. A game words its own preview through GameSpec.save_preview;
a game without one shows its box's cover and the save's line."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui import draw as d
from game.ui import layout as L
from game.i18n import _, ngettext, pgettext, tr

INK = (244, 230, 190)
SOFT = (200, 190, 230)


@dataclass
class Figure:
    name: str
    colour: tuple
    subject: str | None = None


@dataclass
class Preview:
    art: str | None = None       # an illustration's id (game.gfx.pictures), None: the box's cover
    place: str = ""              # where the game stands, in its own words
    figures: list[Figure] = field(default_factory=list)
    facts: list[str] = field(default_factory=list)  # what else the save knows, a line each (Dreams won, Keys)


def preview_of(info) -> Preview:
    """What the preview shows of a save, from its index line (no file is read)."""
    from game import games
    spec = games.of_meta(info.meta)
    if spec.save_preview is not None:
        try:
            return spec.call("save_preview", info.meta)
        except (KeyError, TypeError, ValueError, AttributeError):
            pass  # a hand-edited line: the plain preview below
    between = pgettext("between the parts of a save's line", "  -  ")  # the summary's own separator
    return Preview(place=spec.call("save_summary", info.meta, "").split(between)[0])


def draw(surf, rect, info, button_h: int, compact: bool = False) -> None:
    """The preview panel of `info` in `rect`, over the room its Open button keeps
    at the bottom (`button_h` high; the scene draws the button with its others).
    `compact` (beside a narrow list, at 2x): the facts share lines, the figures give way first."""
    from game import games
    from game.ui.save_words import friendly_date, row_title
    d.panel(surf, rect, (30, 24, 54), (120, 104, 170), radius=12)
    inner = rect.inflate(-40, -40)
    y = inner.y
    if info is None:
        d.text(surf, _("Choose a save to see it here."), rect.center, 16, SOFT, anchor="center",
               max_width=inner.width)
        return
    spec = games.of_meta(info.meta)
    shown = preview_of(info) if not info.problem else Preview()
    bh = button_h
    facts = []
    if not info.problem:
        facts = [tr(spec.title), shown.place, _("saved {when}").format(when=friendly_date(info.saved_at))]
        minutes = info.meta.get("minutes_played")
        if isinstance(minutes, (int, float)) and not isinstance(minutes, bool) and minutes >= 1:
            n = round(minutes)
            facts.append(ngettext("played for {n} minute", "played for {n} minutes", n).format(n=n))
        facts = [f for f in facts + shown.facts if f]
        if compact:
            facts = packed(facts[1:], inner.width, 15)  # the row beside names the game's campaign
    # The picture as wide as the panel, at most as tall as its file (a Dream's gate: 800 x 300), leaving the
    # words their room.
    figures_h = L.em(16) * 3 + 8 if shown.figures and not compact else 0
    words_h = L.line(22, bold=True) + (L.line(15) + 2) * max(2 if compact else 3, len(facts)) + 24 + figures_h + bh + 24
    art_h = min(inner.width // 2, 300, inner.height - words_h)
    if art_h >= 60:
        art = pygame.Rect(inner.x, y, min(inner.width, 800), art_h)
        if shown.art:
            from game.gfx.pictures import stored_size
            stored = stored_size(shown.art)
            if stored:  # never larger than its file (a Dreamworld tile's is 320 x 200)
                art = pygame.Rect(0, y, min(art.width, stored[0]), min(art.height, stored[1]))
                art.centerx = inner.centerx
            d.illustration(surf, art, shown.art)
        else:
            from game.ui.shelf import cover
            surf.blit(cover(spec, art.size), art)
        pygame.draw.rect(surf, (120, 104, 170), art, 1)
        y = art.bottom + 14
    d.text(surf, row_title(info), (inner.x, y), 22, INK, bold=True, max_width=inner.width, fit=True)
    y += L.line(22, bold=True) + 4
    if info.problem:
        from game.ui.save_words import explain
        L.text_block(surf, explain(info, whole=True), pygame.Rect(inner.x, y, inner.width,
                     max(1, inner.bottom - bh - 16 - y)), 15, (255, 200, 180))
        return
    for said in facts:
        if y + L.line(15) > inner.bottom - bh - 16:
            break
        d.text(surf, said, (inner.x, y), 15, SOFT, max_width=inner.width, fit=True)
        y += L.line(15) + 2
    y += 10
    # compact: the figures only where the picture and the words leave them room (a tall window)
    draw_figures(surf, pygame.Rect(inner.x, y, inner.width, inner.bottom - bh - 16 - y), shown.figures)


def packed(facts: list[str], width: int, size: int) -> list[str]:
    """The facts on as few lines as `width` holds, those sharing a line parted by a middle dot."""
    lines: list[str] = []
    for said in facts:
        joined = f"{lines[-1]}  \u00b7  {said}" if lines else said
        if lines and L.width(joined, size) <= width:
            lines[-1] = joined
        else:
            lines.append(said)
    return lines


def button_rect(rect, button_h: int) -> pygame.Rect:
    """Where the preview in `rect` keeps its Open (or Open backup) button."""
    inner = rect.inflate(-40, -40)
    return pygame.Rect(inner.x, inner.bottom - button_h, inner.width, button_h)


def draw_figures(surf, rect, figures) -> None:
    """The party's figures in a row, each with its name under it, as large as the room allows."""
    if not figures or rect.height < L.em(16) * 3:
        return
    name_h = L.line(14)
    each = rect.width // len(figures)
    radius = max(L.em(12), min(L.em(56), (rect.height - name_h - 8) * 10 // 26, (each - 8) * 10 // 28))
    top = rect.y + max(0, (rect.height - radius * 26 // 10 - name_h - 8) // 3)
    for i, f in enumerate(figures):
        cx = rect.x + each * i + each // 2
        d.miniature(surf, (cx, top + radius * 13 // 10), radius, f.colour, tr(f.name).replace("The ", "")[:1],
                    subject=f.subject)
        d.text(surf, tr(f.name), (cx, top + radius * 26 // 10 + 8 + name_h // 2), 14, INK, anchor="center",
               max_width=each - 6, fit=True)

"""The story screen: how a Slumber or a Dream ended, told as a page of the
campaign: the ending, the moments that mattered, and the Team's ledger of
what was gained and what was lost. It also closes a lone Slumber's game."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.ui import layout as L
from game.chronicle import Record, moment_line
from game.ui.widgets import Button, hex_colour
from game.i18n import N_, _, language, ngettext, tr
from game.rules.etherfields.phases import Outcome, Result
from game.ui.scenes import Scene

HEADLINES = {"won": N_("Victory"), "lost": N_("Lost in the dark"), "ended": N_("The dream fades")}
INK = (50, 36, 40)
FAINT = (120, 100, 90)


class StoryScene(Scene):
    """One closed Record, on parchment. A click or a key goes on."""

    def __init__(self, app, session, record: Record, final: bool = False) -> None:
        self.app = app
        self.session = session
        self.record = record
        self.final = final  # the game is over: go on means back to the title
        self.buttons: list[Button] = []
        self.continue_point = (0, 0)

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 or event.type == pygame.KEYDOWN:
            self.go_on()
            return None
        return event

    def go_on(self) -> None:
        if self.final:
            self.app.back_to_title()
        elif self.app.top is self:
            self.app.pop()

    def update(self, dt) -> None:
        pass

    def relabel(self) -> None:
        self.session.speak()

    # -- the page ----------------------------------------------------------------------
    def ledger(self) -> tuple[list[str], list[str]]:
        """What the Team gained, and what it lost, in plain words."""
        r, g = self.record, self.session.game
        gained, lost = [], []
        if r.keys > 0:
            gained.append(ngettext("{n} Key", "{n} Keys", r.keys).format(n=r.keys))
        if r.ether:
            gained.append(_("{ether} Ether").format(ether=r.ether))
        # names as the record kept them, in the language then chosen: tr() gives today's words
        gained += [_("{x} (Item)").format(x=tr(x)) for x in r.items] + [_("{x} (card)").format(x=tr(x)) for x in r.cards]
        gained += [_("Secret: {x}").format(x=tr(x)) for x in r.secrets]
        for who, n in r.distress.items():
            lost.append(_("{name}: {n} Distress").format(name=g.name(who), n=n))
        for who, n in r.sealed.items():
            lost.append(ngettext("{name}: {n} card Sealed", "{name}: {n} cards Sealed", n).format(name=g.name(who), n=n))
        lost += [_("{name} fell").format(name=g.name(who)) for who in dict.fromkeys(r.fallen)]
        if r.keys < 0:
            lost.append(ngettext("{n} Key spent", "{n} Keys spent", -r.keys).format(n=-r.keys))
        if r.hours_lost:
            lost.append(ngettext("{n} Hour of the Clock", "{n} Hours of the Clock", r.hours_lost).format(n=r.hours_lost))
        lost += [_("Flaw: {x}").format(x=x) for x in r.flaws]
        return gained or [_("nothing this time")], lost or [_("nothing: the Team came through whole")]

    def draw(self, surf) -> None:
        """The page top to bottom, each row as tall as its text (the 1x page at
        1x; at a larger UI scale the page widens and fewer moments fit)."""
        w, h = surf.get_size()
        d.night_sky(surf, seed=23)
        page_w = min(w - 40, L.em(840) if L.scale() > 1 else max(840, min(1200, round(w * 0.62))))  # wider at 1080p
        page = pygame.Rect(w // 2 - page_w // 2, 40 if L.scale() <= 1 else 16, page_w, h - (80 if L.scale() <= 1 else 32))
        if L.scale() <= 1 and h > 800:
            # A tall window: the page as tall as what it has to say, in the window's middle
            # (measured once on a scratch page: a short Slumber left most of the parchment bare).
            key = (w, h, L.scale(), language())
            if getattr(self, "_measured", (None,))[0] != key:
                self._measured = (key, self.page_body(pygame.Surface((1, 1)), page) - page.y)  # (1, 1): measuring
            need = self._measured[1] + 24 + 70 + L.em(18) + 8
            if need < page.height:
                page = pygame.Rect(page.x, h // 2 - need // 2, page.width, need)
        self.page = page
        self.page_body(surf, page)
        self.draw_team(surf, page)
        self.continue_point = (page.centerx, page.bottom - max(24, L.line(13) // 2 + 8))
        if not getattr(self.app, "watching", False):  # the showcase turns its pages itself
            d.text(surf, _("click to go on") if not self.final else _("click to return to the title"),
                   self.continue_point, 13, FAINT, anchor="center")

    def page_body(self, surf, page) -> int:
        """The page and its words down to the ledger; returns the lowest y written."""
        r = self.record
        d.panel(surf, page, (236, 226, 204), (120, 90, 60), radius=14)
        line = lambda size, bold=False, italic=False: L.line(size, bold, italic, role="story")  # noqa: E731
        kind = _("Dream") if r.kind == "dream" else _("Slumber")
        y = page.y + max(36, 10 + line(18, italic=True) // 2)
        d.text(surf, _("{kind}: {title}").format(kind=kind, title=tr(r.title)), (page.centerx, y), 18, FAINT,
               anchor="center", italic=True, role="story", max_width=page.width - 40)
        colour = {"won": (70, 110, 60), "lost": (130, 40, 40)}.get(r.result, (90, 70, 90))
        y = max(page.y + 80, y + line(18, italic=True) // 2 + line(44, True) // 2 - 6)
        d.text(surf, tr(HEADLINES.get(r.result, N_("The end"))), (page.centerx, y), 44, colour, anchor="center",
               bold=True, role="story")
        y = max(page.y + 124, y + line(44, True) // 2 + line(19) // 2 - 8)
        d.text(surf, tr(r.reason), (page.centerx, y), 19, INK, anchor="center", role="story",
               max_width=page.width - 80, fit=L.scale() > 1)
        turns = ngettext("{n} Turn", "{n} Turns", r.turns).format(n=r.turns) if r.turns else _("no full Turn")
        y = max(page.y + 152, y + line(19) // 2 + L.line(15, italic=True) // 2)
        d.text(surf, _("It lasted {turns}.").format(turns=turns), (page.centerx, y), 15, FAINT, anchor="center", italic=True)
        y = max(page.y + 186, y + L.line(15, italic=True) // 2 + 14)
        foot = page.bottom - 70 - L.em(18) - 8  # the Dreamers along the foot, and "click to go on" under them
        gained, lost = self.ledger()
        ledger_h = line(20, True) + 6 + min(8, max(len(gained), len(lost))) * max(22, L.line(15))
        if r.moments:
            d.text(surf, _("What happened"), (page.x + 50, y), 20, INK, bold=True, role="story")
            step = max(26, line(16))
            y += (26 if L.scale() <= 1 else line(20, True)) - step
            room = max(0, (foot - ledger_h - 16 - (y + step)) // step)
            for moment in r.told(min(6, room)):  # every Dreamer's part in it
                y += step
                d.text(surf, f"\u2022 {moment_line(r, moment)}", (page.x + 60, y), 16, INK, role="story", max_width=page.width - 110)
            y += step + max(14, line(16) // 2)
        col = (page.width - 100) // 2
        step = max(22, L.line(15))
        lowest = y
        for i, (title, lines, tint) in enumerate(((_("Gained"), gained, (70, 110, 60)), (_("Lost"), lost, (130, 40, 40)))):
            x = page.x + 50 + i * (col + 20)
            d.text(surf, title, (x, y), 20, tint, bold=True, role="story")
            top = y + (28 if L.scale() <= 1 else line(20, True) + 2)
            shown = lines[:max(0, min(8, (foot - top) // step))]
            for j, said in enumerate(shown):
                d.text(surf, said, (x + 10, top + j * step), 15, INK, max_width=col - 20)
            lowest = max(lowest, top + len(shown) * step)
        return lowest

    def regions(self) -> dict:
        return {"page": getattr(self, "page", None)}

    def draw_team(self, surf, page) -> None:
        """The Dreamers along the foot of the page, the fallen ones greyed."""
        g = self.session.game
        order = list(g.order)
        for i, who in enumerate(order):
            x = page.centerx + (i - (len(order) - 1) / 2) * 90
            dead = g.dreamers[who].dead or who in self.record.fallen
            colour = (150, 140, 140) if dead else hex_colour(getattr(g.card(who), "colour", "#cccccc"))
            d.miniature(surf, (int(x), page.bottom - 70), 18, colour, g.name(who).replace("The ", "")[:1],
                        subject=getattr(getattr(g.card(who), "brief", None), "subject", None))


class GameOverScene(StoryScene):
    """The end of the game: the last record told as the final page."""

    def __init__(self, app, session) -> None:
        g = session.game
        record = session.chronicle.finished[-1] if session.chronicle.finished else None
        if record is None:
            o = g.outcome or Outcome(Result.ENDED, _("The campaign rests here."))
            record = Record(title=g.name(g.entity_tile) if g.entity_tile else _("The campaign"),
                            result=o.result.value, reason=o.reason, turns=g.turn_number)
        super().__init__(app, session, record, final=True)

"""The story screen: how a Slumber or a Dream ended, told as a page of the
campaign: the ending, the moments that mattered, and the Team's ledger of
what was gained and what was lost. It also closes a lone Slumber's game."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.ui import layout as L
from game.chronicle import Record, moment_line
from game.ui.teacher import framed_within
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
        self.continue_rect: pygame.Rect | None = None  # the tutorial's ring round "click to go on", as last drawn

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
        lost = []
        for who, n in r.distress.items():
            lost.append(_("{name}: {n} Distress").format(name=g.name(who), n=n))
        for who, n in r.sealed.items():
            lost.append(ngettext("{name}: {n} card Sealed", "{name}: {n} cards Sealed", n).format(name=g.name(who), n=n))
        lost += [_("{name} fell").format(name=g.name(who)) for who in dict.fromkeys(r.fallen)]
        lost += self.team_losses()
        return self.gains() or [_("nothing this time")], lost or [_("nothing: the Team came through whole")]

    def gains(self) -> list[str]:
        r = self.record
        gained = []
        if r.keys > 0:
            gained.append(ngettext("{n} Key", "{n} Keys", r.keys).format(n=r.keys))
        if r.ether:
            gained.append(_("{ether} Ether").format(ether=r.ether))
        # names as the record kept them, in the language then chosen: tr() gives today's words
        gained += [_("{x} (Item)").format(x=tr(x)) for x in r.items] + [_("{x} (card)").format(x=tr(x)) for x in r.cards]
        gained += [_("Secret: {x}").format(x=tr(x)) for x in r.secrets]
        return gained

    def losses_of(self, who: str) -> list[str]:
        """One Dreamer's share of the cost: Distress, cards Sealed, a fall (without the name)."""
        r = self.record
        out = []
        if r.distress.get(who):
            out.append(_("{n} Distress").format(n=r.distress[who]))
        if r.sealed.get(who):
            n = r.sealed[who]
            out.append(ngettext("{n} card Sealed", "{n} cards Sealed", n).format(n=n))
        if who in r.fallen:
            out.append(_("fell"))
        return out

    def team_losses(self) -> list[str]:
        """What the Team lost together: Keys spent, Hours of the Clock, Flaws."""
        r = self.record
        lost = []
        if r.keys < 0:
            lost.append(ngettext("{n} Key spent", "{n} Keys spent", -r.keys).format(n=-r.keys))
        if r.hours_lost:
            lost.append(ngettext("{n} Hour of the Clock", "{n} Hours of the Clock", r.hours_lost).format(n=r.hours_lost))
        return lost + [_("Flaw: {x}").format(x=x) for x in r.flaws]

    def draw(self, surf) -> None:
        """The page: the ending across the top, then two columns: what happened and
        what was gained on the left, the Slumber's (or Dream's) picture and the
        Team's ledger (each Dreamer's figure and their cost) on the right."""
        w, h = surf.get_size()
        d.night_sky(surf, seed=23)
        page_w = min(w - 40, L.em(840) if L.scale() > 1 else max(840, min(1300, round(w * 0.68))))  # wider at 1080p
        page = pygame.Rect(w // 2 - page_w // 2, 40 if L.scale() <= 1 else 16, page_w, h - (80 if L.scale() <= 1 else 32))
        foot = max(48, L.line(13) + 24)
        if L.scale() <= 1 and h > 800:
            # A tall window: the page as tall as what it has to say, in the window's middle
            # (measured once on a scratch page: a short Slumber left most of the parchment bare).
            key = (w, h, L.scale(), language())
            if getattr(self, "_measured", (None,))[0] != key:
                self._measured = (key, self.page_body(pygame.Surface((1, 1)), page) - page.y)  # (1, 1): measuring
            # at least two thirds of the window: the picture and the Team's figures grow into it
            need = max(self._measured[1] + foot, round(h * 0.66))
            if need < page.height:
                page = pygame.Rect(page.x, h // 2 - need // 2, page.width, need)
        self.page = page
        self.page_body(surf, page)
        self.continue_point = (page.centerx, page.bottom - foot // 2)
        if not getattr(self.app, "watching", False):  # the showcase turns its pages itself
            said = d.text(surf, _("click to go on") if not self.final else _("click to return to the title"),
                          self.continue_point, 13, FAINT, anchor="center")
            # the ring round it kept on the page: at 2x a foot with the ring's whole room
            # would take the picture's height (test_pages_at_2x)
            self.continue_rect = framed_within(said, page)

    def page_body(self, surf, page) -> int:
        """The page and its words; returns the lowest y written."""
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
        bottom = page.bottom - max(48, L.line(13) + 24)  # over "click to go on"
        col = (page.width - 130) // 2
        # The ledger as wide as its figures and words need (no less than 3/4 of half the page), the
        # story the rest: at 2x its moments then wrap less and leave its picture room.
        ledger = min(col, max(col * 3 // 4, self.ledger_words() + L.em(32) * 28 // 10 + 16))
        left = pygame.Rect(page.x + 50, y, 2 * col - ledger, bottom - y)
        right = pygame.Rect(left.right + 30, y, ledger, bottom - y)
        return max(self.story_column(surf, left), self.team_column(surf, right))

    def ledger_words(self) -> int:
        """The width of the ledger's widest name or cost, beside the figures."""
        g = self.session.game
        return max((max(L.width(g.name(w), 18, bold=True), L.width(_(", ").join(self.losses_of(w)) or
                                                                  _("came through whole"), 15)) for w in g.order),
                   default=0)

    def story_column(self, surf, rect) -> int:
        """The picture of where it happened, what happened (as many moments as
        fit), then what was gained; returns the lowest y."""
        r = self.record
        head = L.line(20, True, role="story")
        step = max(22, L.line(15))
        gained = self.gains() or [_("nothing this time")]
        gained_h = head + 6 + len(gained) * step
        told = r.told(6)  # every Dreamer's part in it
        lines = [f"\u2022 {moment_line(r, m)}" for m in told]
        words_h = gained_h + (head + 4 + sum(L.block_height(s, rect.width - 10, 16, role="story") + 4 for s in lines)
                              + 12 if lines else 0)
        y = rect.y
        art = r.art or self.session.game.entity_tile
        # The picture as wide as the column at its file's shape (800 x 300), giving up height to the words.
        art_h = min(rect.width * 3 // 8, 300, rect.height - words_h - 16)
        # Short of room (at 2x, long moments wrapping), the picture stays as a strip a quarter of the
        # column high, and the last moments give way to it: the page always shows where it happened.
        art_h = max(art_h, min(rect.width * 3 // 8, (rect.height - gained_h) // 4))
        self.art = None
        if art and art_h >= 60:
            art_w = min(rect.width, 800, art_h * 8 // 3)
            self.art = pygame.Rect(rect.x, y, art_w, art_h)  # tests read where it went
            d.illustration(surf, self.art, art)
            pygame.draw.rect(surf, (120, 90, 60), self.art, 1)
            y += art_h + 14
        if lines:
            d.text(surf, _("What happened"), (rect.x, y), 20, INK, bold=True, role="story")
            y += head + 4
            for said in lines:
                need = L.block_height(said, rect.width - 10, 16, role="story")
                if y + need > rect.bottom - gained_h - 12:
                    break
                L.text_block(surf, said, pygame.Rect(rect.x + 10, y, rect.width - 10, need), 16, INK, role="story")
                y += need + 4
            y += 12
        d.text(surf, _("Gained"), (rect.x, y), 20, (70, 110, 60), bold=True, role="story")
        y += head + 6
        for said in gained:
            if y + step > rect.bottom:
                break
            d.text(surf, said, (rect.x + 10, y), 15, INK, max_width=rect.width - 10)
            y += step
        return y

    def team_column(self, surf, rect) -> int:
        """The Team's ledger: each Dreamer's figure, name and cost (the fallen
        greyed), as large as the column allows, then what the Team lost together."""
        g, r = self.session.game, self.record
        head = L.line(20, True, role="story")
        step = max(22, L.line(15))
        shared = self.team_losses()
        # A figure stands about 2.6 times its base's radius tall (game.gfx.figures).
        least = max(L.em(18) * 26 // 10 + 8, L.line(18, True) + L.line(15) + 10)
        free = (rect.height - head - 6 - len(shared) * step) // max(1, len(g.order))
        row = max(least, min(free, L.em(40) * 26 // 10 + 8))  # the figures grow into a tall page
        radius = max(L.em(18), min(L.em(40), (row - 8) * 10 // 26))
        self.team_rows = []  # (Dreamer, row), as drawn: tests read who is where
        # the figures and their words as one block in the column's middle, not against its left edge
        words = self.ledger_words()
        inset = max(0, (rect.width - (radius * 28 // 10 + 16 + words)) // 2)
        rect = pygame.Rect(rect.x + inset, rect.y, rect.width - inset, rect.height)
        y = rect.y
        d.text(surf, _("Lost"), (rect.x, y), 20, (130, 40, 40), bold=True, role="story")  # the ledger's other side
        y += head + 6
        for who in g.order:
            if y + least > rect.bottom + 4:
                break
            dead = g.dreamers[who].dead or who in r.fallen
            colour = (150, 140, 140) if dead else hex_colour(getattr(g.card(who), "colour", "#cccccc"))
            d.miniature(surf, (rect.x + radius * 14 // 10, y + row // 2), radius, colour,
                        g.name(who).replace("The ", "")[:1],
                        subject=getattr(getattr(g.card(who), "brief", None), "subject", None))
            x = rect.x + radius * 28 // 10 + 16
            name_h = L.line(18, True)
            top = y + (row - name_h - L.line(15)) // 2
            d.text(surf, g.name(who), (x, top), 18, FAINT if dead else INK, bold=True, max_width=rect.right - x)
            cost = _(", ").join(self.losses_of(who)) or _("came through whole")
            d.text(surf, cost, (x, top + name_h), 15, (130, 40, 40) if self.losses_of(who) else (70, 110, 60),
                   max_width=rect.right - x, fit=True)
            self.team_rows.append((who, pygame.Rect(rect.x, y, rect.width, row)))
            y += row
        for said in shared:
            if y + step > rect.bottom + 4:
                break
            d.text(surf, said, (rect.x + 10, y), 15, (130, 40, 40), max_width=rect.width - 10)
            y += step
        return y

    def regions(self) -> dict:
        return {"page": getattr(self, "page", None)}


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

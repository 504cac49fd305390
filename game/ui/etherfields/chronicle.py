"""The campaign's chronicle in the game: the journal told as a book.

One chapter a page, from the Chronicle's book (game.chronicle_html.book_of
replays the campaign once and keeps up as it goes on): each Dream and
Slumber with its illustration (its file at least as large as the page shows it), the
paragraphs read there, the Team's answers to them, what happened and the
Secrets found. Left and Right turn the pages, the wheel scrolls a long
chapter, Esc closes it back to the journal it was opened from. The same book is what `python -m game chronicle`
exports as a page to share.
"""
from __future__ import annotations

import pygame

from game.chronicle import deeds, moment_line
from game.chronicle_html import result_word
from game.gfx.text import unseen
from game.ui import draw as d
from game.ui import layout as L
from game.ui.widgets import hex_colour
from game.i18n import N_, _, ngettext, tr
from game.ui.scenes import Scene

INK = (50, 36, 40)
FAINT = (120, 100, 90)
PAPER = (236, 226, 204)  # the book's page
KINDS = {"dream": N_("Dream"), "slumber": N_("Slumber"), "road": N_("On the Dreamworld road")}
MEASURE = 880  # a page's width: a reading measure for the chapter's words
MOST = 120  # paragraphs or answers a chapter's sheet tells at most of each kind: a Team that walked the
# road for hours made a chapter of 1,400 (a sheet of 476 MB); the exported chronicle keeps them all
RESULT_COLOURS = {"won": (70, 110, 60), "lost": (130, 40, 40), "ended": (90, 70, 90)}


class ChronicleScene(Scene):
    # Its first frame replays the campaign's log a frame's time at a time (the journal under
    # it stays on the screen): a campaign thousands of moves long takes more than
    # the second the window holds a picture for other scenes (app.HOLD_FRAMES).
    hold_frames = 600

    def __init__(self, app, session) -> None:
        self.app = app
        self.session = session
        self._book = None  # written when first wanted (see `book`)
        self._page: int | None = None
        self.scroll = 0
        self.pictures: list[tuple[str, pygame.Rect]] = []  # (id, where on screen), as last drawn
        self._sheet = None
        self._sheet_key = None

    @property
    def book(self):
        """The campaign's story, replayed from its log when first wanted: in a window's
        frame, a long log is replayed a frame's time at a time while the journal stays on
        the screen (gfx.cache.frame_deadline), not all in the frame of the C key."""
        if self._book is None:
            from game.chronicle_html import book_of
            self._book = book_of(self.session)
        return self._book

    @book.setter
    def book(self, value) -> None:
        self._book = value

    @property
    def page(self) -> int:
        if self._page is None:
            self._page = max(0, len(self.book.chapters) - 1)  # open on the latest chapter
        return self._page

    @page.setter
    def page(self, value: int) -> None:
        self._page = value

    # -- turning pages ----------------------------------------------------------------
    def turn(self, step: int) -> None:
        self.page = max(0, min(len(self.book.chapters) - 1, self.page + step))
        self.scroll = 0

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_c, pygame.K_j):
                self.app.pop()
            elif event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.turn(-1)
            elif event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.turn(1)
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self.scroll = max(0, self.scroll + (60 if event.key == pygame.K_DOWN else -60))
            return None
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 60)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            w = self.app.screen.get_width()
            self.turn(-1 if event.pos[0] < w // 2 else 1)  # the left half of the book turns back
            return None
        return event

    def update(self, dt) -> None:
        pass

    def relabel(self) -> None:
        """A change of language: the book written again in the new words (the same page)."""
        from game.chronicle_html import book_of
        self.session.speak()
        self.book = book_of(self.session)
        self._sheet_key = None

    # -- the page ---------------------------------------------------------------------------
    def spread(self, size) -> bool:
        """A window wide enough for the book open on two pages: the chapter's picture,
        ending and Dreamers on the left page, its words at the reading measure on the right."""
        return size[0] >= MEASURE + 600 + 80

    def draw(self, surf) -> None:
        w, h = surf.get_size()
        d.night_sky(surf, seed=23)
        spread = self.spread((w, h)) and bool(self.book.chapters)
        # One page at the reading measure (880 px); open as a book of two where the window
        # allows (at 1080p one page left a third of the window bare on each side).
        book = pygame.Rect(40, 24, w - 80, h - 48) if spread else pygame.Rect(w // 2 - MEASURE // 2, 24, MEASURE, h - 48)
        d.panel(surf, book, PAPER, (120, 90, 60), radius=14)
        chapters = self.book.chapters
        heading = _("The Chronicle of {campaign}").format(campaign=self.book.campaign)
        head_h = d.face(heading, 22, bold=True, role="story").get_linesize()
        d.text(surf, heading, (book.centerx, book.y + max(26, 4 + head_h // 2)), 22, (70, 40, 40),
               anchor="center", bold=True, role="story", max_width=book.width - 40, fit=True)
        self.pictures = []
        where = _("chapter {value} of {n}").format(value=self.page + 1, n=len(chapters)) if chapters else ""
        keys = _("{where}   -   Left / Right: turn the page   -   wheel: scroll   -   Esc: close").format(where=where)
        foot_h = d.face(keys, 13).get_linesize()
        note_h = d.face(self.book.note, 13).get_linesize() + 2 if self.book.note else 0
        top = max(52, 8 + head_h + 4)  # the page between the heading and the footer lines, as tall as they are
        body = pygame.Rect(book.x + 40, book.y + top, book.width - 80, book.height - top - max(44, foot_h + note_h + 12))
        self.facing_page = None
        if spread:
            left = pygame.Rect(body.x, body.y, book.width - MEASURE - 40, body.height)
            body = pygame.Rect(book.right - MEASURE + 40, body.y, MEASURE - 80, body.height)
            spine = (left.right + body.x) // 2
            pygame.draw.line(surf, (200, 184, 150), (spine, body.y), (spine, body.bottom), 2)
            self.facing_page = left
            self.facing(surf, left)
        self.body = body  # the window onto the chapter's sheet
        if not chapters:
            d.text(surf, _("Nothing has happened yet: the story begins with the first Dream."), body.center, 18, FAINT,
                   anchor="center", italic=True)
        else:
            sheet, spots = self.sheet(body.width)
            top, most, cut = d.whole_lines(self._lines, self.scroll, body.height, sheet.get_height())
            self.scroll, self.shown_from = min(self.scroll, most), top
            surf.blit(sheet, body.topleft, pygame.Rect(0, top, body.width, body.height))
            for r in cut:  # a line the page's edge would cut waits for the next scroll
                surf.fill(PAPER, r.move(body.x, body.y - top).clip(body))
            for art, r in spots:
                on_screen = r.move(body.x, body.y - top)
                if body.contains(on_screen):
                    self.pictures.append((art, on_screen))
        foot_y = book.bottom - max(18, 6 + foot_h // 2)
        d.text(surf, keys, (book.centerx, foot_y), 13, FAINT, anchor="center", max_width=book.width - 30, fit=True)
        if self.book.note:
            d.text(surf, self.book.note, (book.centerx, foot_y - max(20, note_h)), 13, (130, 40, 40), anchor="center",
                   max_width=book.width - 60)

    def sheet(self, width: int):
        """The chapter drawn once on a tall sheet (measured first); the page shows a window of it."""
        key = (self.page, width, len(self.book.chapters), self.facing_page is not None)
        if key != self._sheet_key:
            with unseen():  # measured first, on a sheet never shown
                height = self.write(pygame.Surface((width, 1)), width, [])
            sheet = pygame.Surface((width, max(1, height)))
            sheet.fill(PAPER)
            spots: list = []
            with d.lines_drawn(sheet) as lines:
                self.write(sheet, width, spots)
            self._sheet, self._spots, self._lines, self._sheet_key = sheet, spots, lines, key
        return self._sheet, self._spots

    def head(self, surf, width: int, spots: list, art_h: int, at=(0, 0)) -> int:
        """The chapter's kind, title, picture (`art_h` high, as wide as its file's shape
        allows) and ending, `width` wide from `at` on `surf`; returns the y under them
        (from `at`). The pictures go in `spots` where they are drawn on `surf`."""
        r = self.book.chapters[self.page]
        x0, y0 = at
        y = 0
        kind = tr(KINDS.get(r.kind, ""))
        kind_h = d.face(kind, 15, italic=True, role="story").get_linesize()  # the headings as tall as their lines
        d.text(surf, kind, (x0 + width // 2, y0 + y + max(10, kind_h // 2)), 15, FAINT, anchor="center", italic=True,
               role="story")
        if r.kind == "road":
            return y + 30
        title_h = d.face(r.title, 30, bold=True, role="story").get_linesize()
        centre = max(38, kind_h + title_h // 2 - 6)
        d.text(surf, r.title, (x0 + width // 2, y0 + y + centre), 30, (70, 40, 40), anchor="center", bold=True,
               role="story", max_width=width, fit=True)
        y += max(62, centre + title_h // 2)
        art_w = width if art_h <= 190 else min(width, art_h * 8 // 3)
        art = pygame.Rect(x0 + (width - art_w) // 2, y0 + y, art_w, art_h)
        d.illustration(surf, art, r.art or r.title)  # its file is at least this size (game.gfx.pictures)
        spots.append((r.art or r.title, art))
        y += art_h + 12
        if r.result:
            colour = RESULT_COLOURS.get(r.result, INK)
            said = (ngettext("{result} in {n} Turn. {reason}", "{result} in {n} Turns. {reason}", r.turns)
                    if r.turns else _("{result}. {reason}")).format(result=result_word(r.result), n=r.turns,
                                                                     reason=tr(r.reason))
            y += d.paragraph(surf, said, pygame.Rect(x0, y0 + y, width, max(1, surf.get_height() - y0 - y)), 17, colour,
                             role="story")
        return y

    def facing(self, surf, rect) -> None:
        """The left page of the open book: the chapter's head with its picture as
        large as its file (800 x 300), then each Dreamer's figure and deeds."""
        r = self.book.chapters[self.page]
        spots: list = []
        # the picture gives up height to the Dreamers: each needs a figure's row
        rows = len(r.team) if r.kind != "road" else 0
        row = max(L.em(16) * 26 // 10 + 8, L.line(15) * 2 + 8)
        art_h = max(130, min(300, rect.width * 3 // 8, rect.height - 62 - 80 - 40 - rows * row))
        y = rect.y + self.head(surf, rect.width, spots, art_h, rect.topleft) + 14
        self.pictures += spots
        name = self.session.game.name
        lines = deeds(r, name)
        if not lines:
            return
        d.text(surf, _("The Dreamers"), (rect.x, y), 16, (110, 80, 64), bold=True)
        y += max(24, d.face(_("The Dreamers"), 16, bold=True).get_linesize()) + 4
        if r.kind == "road":  # the Team walked together: one line
            L.text_block(surf, lines[0], pygame.Rect(rect.x + 10, y, rect.width - 10, rect.bottom - y), 15, INK)
            return
        g = self.session.game
        row = max(row, min((rect.bottom - y) // max(1, len(lines)), L.em(36) * 26 // 10 + 8))  # figures grow into the page
        radius = max(L.em(16), min(L.em(36), (row - 8) * 10 // 26))
        for who, said in zip(r.team, lines):
            need = max(row, L.block_height(said, rect.width - radius * 3 - 16, 15) + 8)
            if y + need > rect.bottom:
                break
            card = g.card(who) if who in g.dreamers else None
            colour = hex_colour(getattr(card, "colour", "#cccccc")) if card is not None else (150, 140, 140)
            d.miniature(surf, (rect.x + radius * 14 // 10, y + need // 2), radius, colour,
                        name(who).replace("The ", "")[:1], subject=getattr(getattr(card, "brief", None), "subject", None))
            x = rect.x + radius * 28 // 10 + 14
            h = L.block_height(said, rect.right - x, 15)
            L.text_block(surf, said, pygame.Rect(x, y + (need - h) // 2, rect.right - x, h), 15, INK)
            y += need

    @staticmethod
    def more(surf, count: int, y: int, width: int) -> int:
        """Under a list cut at MOST: how many more the exported chronicle tells; the height taken."""
        if count <= MOST:
            return 0
        said = ngettext("and {n} more, told in the exported chronicle", "and {n} more, told in the exported chronicle",
                        count - MOST).format(n=count - MOST)
        d.text(surf, said, (16, y + 4), 15, FAINT, italic=True, max_width=width - 32)
        return L.line(15, italic=True) + 8

    def write(self, surf, width: int, spots: list) -> int:
        """Draw the chapter from the top of `surf`; returns the height it takes."""
        r = self.book.chapters[self.page]
        y = 0
        opened = getattr(self, "facing_page", None) is not None  # the facing page tells the head and the Dreamers

        def room(top):  # a paragraph may take the rest of the sheet (it was measured to fit)
            return max(1, surf.get_height() - top)
        if opened:
            y = 0
        else:
            y = self.head(surf, width, spots, art_h=190 if r.kind == "dream" else 130)
        for s in r.scripts[:MOST]:
            y += 8
            if s.get("title"):
                d.text(surf, s["title"], (0, y), 19, (90, 58, 48), bold=True, role="story", max_width=width)
                y += max(28, d.face(s["title"], 19, bold=True, role="story").get_linesize())
            y += d.paragraph(surf, s.get("text", ""), pygame.Rect(16, y, width - 32, room(y)), 17, INK, italic=True,
                             role="story")
        y += self.more(surf, len(r.scripts), y, width)
        name = self.session.game.name
        for title, lines in ((_("The Dreamers"), [] if opened else deeds(r, name)),
                             (_("The Team chose"), [f"{tr(c['prompt'])}: {tr(c['label'])}" for c in r.choices[:MOST]]),
                             (_("What happened"), [moment_line(r, m) for m in r.moments])):
            if lines:
                y += 10
                d.text(surf, title, (0, y), 16, (110, 80, 64), bold=True)
                y += max(24, d.face(title, 16, bold=True).get_linesize())
                for line in lines:
                    y += d.paragraph(surf, f"\u2022 {line}", pygame.Rect(10, y, width - 20, room(y)), 15, INK)
                if title == _("The Team chose"):
                    y += self.more(surf, len(r.choices), y, width)
        if r.secret_ids:
            y += 10
            d.text(surf, _("Secrets found"), (0, y), 16, (110, 80, 64), bold=True)
            y += max(26, d.face(_("Secrets found"), 16, bold=True).get_linesize() + 2)
            for i, sid in enumerate(r.secret_ids):
                pic = pygame.Rect(i % 5 * 150, y + i // 5 * 110, 136, 85)
                d.illustration(surf, pic, sid)
                spots.append((sid, pic))
                name = r.secrets[i] if i < len(r.secrets) else sid
                d.text(surf, name, (pic.centerx, pic.bottom + 10), 13, INK, anchor="center", max_width=146)
            y += (len(r.secret_ids) + 4) // 5 * 110
        return y + 20

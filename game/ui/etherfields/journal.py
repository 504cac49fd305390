"""The Campaign Journal: the campaign's book open on two pages. The left page
tells the story so far (the latest Dream's picture large, then every entry);
the facing page shows the campaign at a glance: the Team's figures with their
Ether, Distress and cards, what the Team has gathered, and the next step.
A turn of the page (its corner, or the arrow keys) shows the next spread: the
Dreams' pictures and the Items' pictures, large, which at 2x the first spread
has no room for."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.ui import layout as L
from game.ui.front import line_of
from game.ui.scenes import Scene
from game.ui.widgets import hex_colour
from game.i18n import _, ngettext, tr

PAPER = (236, 226, 204)
HEAD = (110, 80, 50)
INK = (60, 46, 40)
COLOURS = {"dream_won": (60, 120, 60), "dream_lost": (140, 60, 50), "death": (120, 30, 40), "dream": (60, 60, 120)}
KINDS = ("dream", "dream_won", "dream_lost", "death", "awakening", "slumber", "delta", "session")


class JournalScene(Scene):
    """The story so far: Dreams and their endings, Slumbers, the map revealed."""

    def __init__(self, app, session):
        self.app = app
        self.session = session
        self.scroll = 0
        self.pages: tuple[pygame.Rect, pygame.Rect] | None = None  # (story, glance), as last drawn
        self.team_rows: list[tuple[str, pygame.Rect]] = []  # (Dreamer, where), as last drawn: tests read them
        self.gallery: list[tuple[str, pygame.Rect]] = []  # (Dream Gate, its picture), as last drawn
        self.picture: pygame.Rect | None = None  # the latest Dream's large picture, as last drawn
        self.spread = 0  # 0: the story and the campaign at a glance; 1: the Dreams' and the Items' pictures
        self.turn_rect: pygame.Rect | None = None  # the page-turn corner, as last drawn
        self.item_pictures: list[tuple[str, pygame.Rect]] = []  # (Item, its picture), as last drawn

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c:  # the story told in full, chapter by chapter
            from game.ui.etherfields.chronicle import ChronicleScene
            # on top of the journal, so Esc in the chronicle goes back one step, to the journal
            self.app.push(ChronicleScene(self.app, self.session))
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_PAGEDOWN,
                                                          pygame.K_PAGEUP):
            self.spread = 1 if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN) else 0
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_j):
            self.app.pop()
            return None
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.turn_rect is not None and self.turn_rect.collidepoint(event.pos):
                self.spread = 1 - self.spread
                return None
            self.app.pop()
            return None
        return event

    def update(self, dt):
        self.prepare_chronicle()

    WARM_SHARE = 0.5  # of the window's frame budget, spent on the chronicle while the journal is read

    def prepare_chronicle(self) -> None:
        """The chronicle (C) replays the campaign's whole log, a second or more for a long
        campaign: while the journal is open in a window, part of each frame's time replays
        it ahead (game.chronicle_html keeps how far it got), so C opens the book at once."""
        budget = getattr(self.app, "frame_budget", None)
        if budget is None or getattr(self, "_chronicled", None) == len(self.session.log):
            return
        from game.chronicle_html import book_of
        from game.gfx.cache import NotYet, frame_deadline
        try:
            with frame_deadline(budget * self.WARM_SHARE):
                book_of(self.session)
            self._chronicled = len(self.session.log)
        except NotYet:
            pass  # further next frame

    def book_rect(self, size) -> pygame.Rect:
        w, h = size
        top = 44 + L.line(36, bold=True, role="story") // 2 + 4
        return pygame.Rect(40, max(84, top), w - 80, h - max(84, top) - 36)

    def regions(self) -> dict:
        return {"book": self.book_rect(self.app.screen.get_size())}

    def relabel(self):
        self.session.speak()

    def draw(self, surf):
        w, h = surf.get_size()
        d.night_sky(surf, seed=23)
        d.text(surf, _("The Campaign Journal"), (w // 2, 44), 36, (244, 230, 190), anchor="center", bold=True,
               glow=True, role="story", max_width=w - 40, fit=True)
        book = self.book_rect((w, h))
        d.panel(surf, book, PAPER, (120, 90, 60), radius=14)
        foot = L.line(12) + 12
        half = book.width // 2
        story = pygame.Rect(book.x + 28, book.y + 20, half - 56, book.height - 40 - foot + 12)
        glance = pygame.Rect(book.x + half + 28, story.y, book.right - book.x - half - 56, story.height)
        spine = book.x + half
        pygame.draw.line(surf, (200, 184, 150), (spine, book.y + 16), (spine, story.bottom), 2)
        self.pages = (story, glance)
        self.gallery, self.item_pictures, self.picture = [], [], None
        if self.spread == 0:
            self.draw_story(surf, story)
            self.draw_glance(surf, glance)
            hint = _("wheel to scroll - C: the chronicle - Esc to close")
        else:
            self.draw_dreams(surf, story, widest=800)  # the page for them: up to their files (800 x 300)
            self.draw_items(surf, glance, widest=320)
            hint = _("C: the chronicle - Esc to close")
        self.turn_rect = self.draw_turn(surf, book, foot)
        room = book.width - 2 * (self.turn_rect.width + 40) if self.turn_rect else book.width - 40
        d.text(surf, hint, (book.centerx, book.bottom - foot // 2), 12, (120, 100, 90), anchor="center",
               max_width=room)

    def draw_turn(self, surf, book, foot) -> pygame.Rect | None:
        """The page's corner to turn it: to the pictures, or back to the story; None when
        the Team knows no Dream and holds no Item (the second spread would be bare)."""
        g = self.session.game
        if self.spread == 0 and not self.dreams() and not g.team.items + g.team.storage:
            return None
        said = _("Dreams and Items \u203a") if self.spread == 0 else _("\u2039 The story so far")
        w, h = L.width(said, 13) + 24, L.line(13) + 4
        rect = pygame.Rect(book.right - 24 - w, 0, w, h)
        rect.bottom = min(book.bottom - foot // 2 + h // 2, book.bottom - 8)  # inside the book's edge
        if self.spread == 1:
            rect.x = book.x + 24
        d.panel(surf, rect, (226, 212, 182), (120, 90, 60), radius=8)
        d.text(surf, said, rect.center, 13, HEAD, anchor="center")
        return rect

    # -- the left page: the story so far ---------------------------------------------------------
    def draw_story(self, surf, rect) -> None:
        g = self.session.game
        entries = [e for e in g.campaign.journal if e["kind"] in KINDS]
        if not entries:
            d.text(surf, _("Nothing written yet."), rect.center, 18, (90, 70, 60), anchor="center", italic=True)
            return
        y = rect.y
        dreams = [e for e in entries if e.get("gate") and e["kind"] == "dream"]
        if dreams and self.scroll == 0:
            # The Dream the Team is in (or last left) as the page's picture, at most as large as its
            # file (800 x 300), leaving the entries at least a third of the page.
            latest = dreams[-1]
            art_w = min(rect.width, 800)
            art_h = min(art_w * 3 // 8, 300, rect.height // 2)
            if art_h >= 80:
                self.picture = pygame.Rect(rect.x + (rect.width - art_w) // 2, y, art_w, art_h)
                d.illustration(surf, self.picture, latest["gate"])
                pygame.draw.rect(surf, (120, 90, 60), self.picture, 1)
                y = self.picture.bottom + 12
        hint_h = L.line(12)  # room kept under the entries to say that more lie below (at 2x one went unsaid)
        listed = pygame.Rect(rect.x, rect.y, rect.width, rect.height - hint_h)
        shown = 0
        for e in entries[self.scroll:]:
            if e.get("gate") and e["kind"] == "dream":
                # each Dream with its picture, its sentence beside it (on two lines if it must)
                said = tr(e["text"])
                room = rect.width - 110
                need = max(68, L.block_height(said, room, 16, role="story") + 8)
                if y + need > listed.bottom:
                    break
                d.illustration(surf, pygame.Rect(rect.x, y, 96, 60), e["gate"])
                L.text_block(surf, said, (rect.x + 108, y + max(0, 30 - (need - 8) // 2), room, need), 16,
                             COLOURS["dream"], role="story")
                y += need
            else:
                said = "\u2022 " + tr(e["text"])
                need = L.block_height(said, rect.width - 12, 15)
                if y + need > listed.bottom:
                    break
                L.text_block(surf, said, (rect.x + 8, y, rect.width - 12, need), 15, COLOURS.get(e["kind"], (70, 56, 50)))
                y += need + max(6, 24 - L.line(15))
            shown += 1
        more = [_("more above")] if self.scroll > 0 else []
        more += [_("more below")] if self.scroll + shown < len(entries) else []
        if more:
            d.text(surf, "  \u00b7  ".join(more), (rect.x + 8, rect.bottom), 12, (120, 100, 90),  # the wheel: the foot says
                   anchor="bottomleft", max_width=rect.width - 8)
        else:
            self.draw_dreams(surf, pygame.Rect(rect.x, y + 12, rect.width, listed.bottom - y - 12))

    def dreams(self) -> list[tuple[str, str]]:
        """(gate, state) for the Dreams the Team knows of: those done, then the Gates laid on
        the map ("won", "lost", "open": the Team may go there, "shut": not yet open)."""
        from game.rules.etherfields.campaign import locations
        g = self.session.game
        c = g.campaign
        laid = set(locations(g))
        out = [(gate, done) for gate, done in c.dreams_done.items()]
        for gate, defn in g.defs("dream_gates").items():
            if gate not in c.dreams_done and getattr(defn, "location", None) in laid:
                out.append((gate, "open" if gate in c.gates else "shut"))
        return out

    def draw_dreams(self, surf, rect, widest: int = 300) -> None:
        """The Dreams done and the Gates on the map, each its picture and where it stands."""
        from game.gfx import maptiles as M
        g = self.session.game
        shown = self.dreams()
        head = max(22, L.line(16, bold=True, role="story"))
        # Each line as tall as the face that draws it: a Chinese name's CJK line is taller than a
        # Latin one at 1x, and a box a Latin line high held none of it (the names were left out).
        name_h = max(line_of(g.name(gate), 13, bold=True) for gate, _state in shown) if shown else 0
        state_h = line_of(_("not open"), 13)
        if not shown or rect.height < head + 60 + name_h + state_h:
            return
        d.text(surf, _("Dreams"), (rect.x, rect.y), 16, HEAD, bold=True, role="story")
        gap = 16
        under = 2 * name_h + state_h + 14
        fits = grid(len(shown), rect.width, rect.height - head - 4, (8, 3), under, gap, widest)
        if fits is None:  # too small to tell one Dream from another: the map's own list says it
            return
        per_row, each, art_h = fits
        art_w = min(each, art_h * 8 // 3)
        y = rect.y + head + 4
        for i, (gate, state) in enumerate(shown):
            row, col = divmod(i, per_row)
            top = y + row * (art_h + under)
            if top + art_h + 2 * name_h + state_h > rect.bottom:
                break
            x = rect.x + col * (each + gap)
            pic = pygame.Rect(x, top, art_w, art_h)
            d.illustration(surf, pic, gate)
            if state == "shut":  # not open yet: the picture veiled, as the map greys a Gate it cannot use
                veil = pygame.Surface(pic.size, pygame.SRCALPHA)
                veil.fill((236, 226, 204, 150))
                surf.blit(veil, pic)
            if state == "won":
                star = M.won_star(max(16, art_h // 4))
                surf.blit(star, star.get_rect(topright=(pic.right - 4, pic.y + 4)))
            pygame.draw.rect(surf, (120, 90, 60), pic, 1)
            self.gallery.append((gate, pic))
            name = g.name(gate)
            name_lines = min(2, L.block_height(name, each, 13, bold=True) // name_h)  # a long name on two lines
            L.text_block(surf, name, pygame.Rect(x, pic.bottom + 4, each, name_lines * name_h), 13, INK, bold=True)
            keys = getattr(g.defs("dream_gates").get(gate), "keys", 0)
            words = {"won": _("won"), "lost": _("lost"), "shut": _("not open"),
                     "open": ngettext("opens with {n} Key", "opens with {n} Keys", keys).format(n=keys)}
            colour = {"won": (60, 120, 60), "lost": (140, 60, 50), "shut": (130, 110, 100)}.get(state, (70, 56, 90))
            d.text(surf, words.get(state, state), (x, pic.bottom + 4 + name_lines * name_h), 13, colour, max_width=each,
                   fit=True)

    # -- the facing page: the campaign at a glance --------------------------------------------------
    def draw_glance(self, surf, rect) -> None:
        """The Team, what it carries, the campaign's facts and the next step, top
        to bottom; short of room the Items' pictures give way first, then the next step."""
        head = max(22, L.line(16, bold=True, role="story"))
        next_h = head + L.block_height(self.next_step(), rect.width, 15, italic=True) + 16
        facts_h = len(self.facts()) * (max(22, L.line(15, bold=True, role="story")) + 6)
        y = self.draw_team(surf, rect)
        spare = rect.bottom - y - 14 - facts_h - next_h
        if spare > 0:
            y = self.draw_items(surf, pygame.Rect(rect.x, y + 14, rect.width, spare))
        y = self.draw_facts(surf, pygame.Rect(rect.x, y + 14, rect.width, rect.bottom - y - 14))
        if rect.bottom - y >= next_h:
            self.draw_next(surf, pygame.Rect(rect.x, y + 16, rect.width, next_h - 16))

    def draw_items(self, surf, rect, widest: int = 200) -> int:
        """The Team's Items (carried and stored) as pictures with their names; returns the y under them."""
        g = self.session.game
        items = g.team.items + g.team.storage
        head = max(22, L.line(16, bold=True, role="story"))
        name_h = max((line_of(g.name(item), 13) for item in items), default=0)  # as tall as drawn (Chinese)
        if not items or rect.height < head + 50 + name_h:
            return rect.y - 14
        d.text(surf, _("Items"), (rect.x, rect.y), 16, HEAD, bold=True, role="story")
        gap = 10
        under = 2 * name_h + 8 + gap
        fits = grid(len(items), rect.width, rect.height - head - 4, (8, 5), under, gap, widest)  # files: 320 x 200
        if fits is None:
            return rect.y - 14
        per_row, each, art_h = fits
        art_w = min(each, art_h * 8 // 5)
        y = rect.y + head + 4
        lowest = y
        for i, item in enumerate(items):
            row, col = divmod(i, per_row)
            x, top = rect.x + col * (each + gap), y + row * (art_h + under)
            if top + art_h + name_h > rect.bottom:
                break
            pic = pygame.Rect(x + (each - art_w) // 2, top, art_w, art_h)
            d.illustration(surf, pic, item)
            pygame.draw.rect(surf, (120, 90, 60), pic, 1)
            self.item_pictures.append((item, pic))
            name = g.name(item)
            lines = 1 if L.width(name, 13) <= each else 2
            L.text_block(surf, name, pygame.Rect(x, pic.bottom + 4, each, lines * name_h), 13, INK, anchor="center")
            lowest = max(lowest, pic.bottom + 4 + lines * name_h)
        return lowest

    def draw_team(self, surf, rect) -> int:
        """Each Dreamer's figure, name and what they carry; returns the y under them."""
        g = self.session.game
        head = max(22, L.line(16, bold=True, role="story"))
        d.text(surf, _("The Team"), (rect.x, rect.y), 16, HEAD, bold=True, role="story")
        y = rect.y + head + 4
        order = list(g.order)
        each = rect.width // max(1, len(order))
        name_h, line_h = L.line(14, bold=True), L.line(13)
        # a figure stands about 2.6 times its base's radius; it grows in a tall window, and gives way at 2x
        radius = max(L.em(12), min(L.em(44), (each - 12) * 10 // 28, (rect.height // 4 - name_h - 2 * line_h) * 10 // 26))
        fig_h = radius * 26 // 10
        self.team_rows = []
        for i, who in enumerate(order):
            dreamer = g.dreamers[who]
            cx = rect.x + each * i + each // 2
            card = g.card(who)
            colour = (150, 140, 140) if dreamer.dead else hex_colour(getattr(card, "colour", "#cccccc"))
            d.miniature(surf, (cx, y + fig_h // 2), radius, colour, g.name(who).replace("The ", "")[:1],
                        subject=getattr(getattr(card, "brief", None), "subject", None))
            top = y + fig_h + 4
            d.text(surf, g.name(who), (cx, top + name_h // 2), 14, INK, anchor="center", bold=True, max_width=each - 8,
                   fit=True)
            cards = len(dreamer.deck) + len(dreamer.hand) + len(dreamer.discard)
            carry = [_("{n} Ether").format(n=dreamer.ether), _("{n} Distress").format(n=dreamer.distress),
                     ngettext("{n} card", "{n} cards", cards).format(n=cards)]
            if dreamer.sealed:
                carry.append(ngettext("{n} card Sealed", "{n} cards Sealed", len(dreamer.sealed)).format(
                    n=len(dreamer.sealed)))
            said = _(", ").join(carry)
            parts = [said] if L.width(said, 13) <= each - 8 else carry  # too long for one line: a fact a line
            for k, part in enumerate(parts):
                d.text(surf, part, (cx, top + name_h + k * line_h + line_h // 2), 13, INK, anchor="center",
                       max_width=each - 8, fit=True)
            lines = len(parts)
            self.team_rows.append((who, pygame.Rect(cx - each // 2, y, each, fig_h + 4 + name_h + lines * line_h)))
        return max((r.bottom for _w, r in self.team_rows), default=y)

    def facts(self) -> list[tuple[str, str]]:
        """What the Team has gathered and how much of the world it has seen."""
        g = self.session.game
        won = [k for k, v in g.campaign.dreams_done.items() if v == "won"]
        facts = [(_("Dreams won"), _(", ").join(g.name(k) for k in won) or _("none yet")),
                 (_("Dreamworld"), ngettext("{n} map tile revealed", "{n} map tiles revealed",
                                            len(g.campaign.map_tiles)).format(n=len(g.campaign.map_tiles))),
                 (_("Season"), g.name(g.campaign.season) if g.campaign.season else _("none")),
                 (_("Keys"), str(g.team.keys)),
                 (_("Secrets found"), str(len(g.campaign.found))),
                 (_("Scripts read"), str(len(g.campaign.scripts_read)))]
        if not g.team.items + g.team.storage:  # else they are drawn, with their pictures
            facts.insert(4, (_("Items"), _("none")))
        return facts

    def draw_facts(self, surf, rect) -> int:
        """The Season's picture, and beside it each fact under its title, or beside
        it when room is short; returns the y under them."""
        g = self.session.game
        lines = self.facts()
        season = g.campaign.season
        head = max(22, L.line(15, bold=True, role="story"))
        gap = 6 if len(lines) * (head + 6) <= rect.height else 0  # short of room, the rows close up
        if season and rect.width > 480 and rect.height >= 100:
            pic = pygame.Rect(rect.x, rect.y + 4, 160, 100)  # the Season card's picture, within its file (320 x 200)
            d.illustration(surf, pic, season)
            pygame.draw.rect(surf, (120, 90, 60), pic, 1)
            rect = pygame.Rect(pic.right + 20, rect.y, rect.right - pic.right - 20, rect.height)
        y = rect.y
        stacked = sum(head + L.block_height(value, rect.width, 14) + 8 for _title, value in lines)
        # Values beside their titles start at one column (ragged, each after its own title, they read
        # as a jumble), each on its title's middle line (a digit sat high beside a Chinese title).
        column = max((L.width(title, 15, bold=True, role="story") for title, _value in lines), default=0) + 16
        for title, value in lines:
            beside = stacked > rect.height * 0.7 and L.width(title, 15, bold=True) + 16 + L.width(value, 14) <= rect.width
            if beside:  # short of room, a short value on its title's line
                if y + head > rect.bottom:
                    break
                said = d.text(surf, title, (rect.x, y), 15, HEAD, bold=True, role="story")
                x = rect.x + column if column + L.width(value, 14) <= rect.width else said.right + 16
                d.text(surf, value, (x, said.centery), 14, INK, anchor="midleft")
                y += head + gap
                continue
            need = head + L.block_height(value, rect.width, 14)
            if y + need > rect.bottom:
                break
            d.text(surf, title, (rect.x, y), 15, HEAD, bold=True, role="story", max_width=rect.width)
            used = L.text_block(surf, value, pygame.Rect(rect.x, y + head, rect.width, need - head), 14, INK)
            y += head + used + 8
        return y

    def next_step(self) -> str:
        """What the Team can do next on the Dreamworld Map, in a sentence."""
        g = self.session.game
        c = g.campaign
        if g.mode == "dream" and c.dream:
            return _("The Team is in the Dream {name}: wake it by its goal.").format(name=g.name(c.dream))
        if g.mode == "slumber":
            return _("The Team is in a Slumber: drive off its Entity to wake.")
        waiting = [gate for gate, state in self.dreams() if state == "open"]
        if waiting:
            gate = waiting[0]
            keys = getattr(g.defs("dream_gates").get(gate), "keys", 0)
            need = ngettext("{n} Key", "{n} Keys", keys).format(n=keys)
            return _("A Dream Gate waits on the map: {name}, opened with {need} (the Team holds {keys}).").format(
                name=g.name(gate), need=need, keys=g.team.keys)
        return _("Travel the Dreamworld Map to find the next Dream Gate.")

    def draw_next(self, surf, rect) -> None:
        head = max(22, L.line(16, bold=True, role="story"))
        said = self.next_step()
        need = head + L.block_height(said, rect.width, 15, italic=True)
        if need > rect.height:
            return
        pygame.draw.line(surf, (200, 184, 150), (rect.x, rect.y - 6), (rect.right, rect.y - 6))
        d.text(surf, _("Next step"), (rect.x, rect.y), 16, HEAD, bold=True, role="story")
        L.text_block(surf, said, pygame.Rect(rect.x, rect.y + head, rect.width, need - head), 15, (70, 56, 90),
                     italic=True)


def grid(n: int, width: int, height: int, shape: tuple[int, int], under: int, gap: int, widest: int):
    """(pictures a row, a cell's width, a picture's height) for `n` pictures of `shape`
    (w, h), each with `under` px of words under it, in `width` x `height`: the layout
    whose pictures are largest with all of them shown; short of room for all, the one
    showing most. None when no picture could be told apart (under L.em(40) high)."""
    best = None
    for per_row in range(1, n + 1):
        rows = -(-n // per_row)
        each = min(widest, (width - gap * (per_row - 1)) // per_row)
        art_h = each * shape[1] // shape[0]
        if art_h < L.em(40):
            break
        fit_rows = height // (art_h + under)  # whole rows, each a picture and its words, at this size
        shown = n
        if rows > fit_rows:  # not all at this size: smaller, to fit the height
            art_h = height // rows - under
            if art_h < L.em(40):
                art_h, shown = each * shape[1] // shape[0], fit_rows * per_row
        key = (shown, art_h, per_row)  # equal pictures: the fewer rows
        if best is None or key > best[0]:
            best = (key, (per_row, each, art_h))
    return best[1] if best else None

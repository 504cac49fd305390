"""Lucidity's set-up screen: how many seats, who sits in each (a person at
this screen, or a computer player and its strategy), the Temptation variant."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.ui import layout as L
from game.ui.lucidity import look
from game.ui.lucidity.front import ACCENT, draw_kinds, kinds_height, variant_cards, variant_fits
from game.ui.front import draw_records, frame, line_of, roomy
from game.ui.menus import MenuScene, shelf_rect
from game.ui.guide import draw_offer, first_time, guided_button
from game.ui.stats import stats_button
from game.ui.widgets import Button
from game.i18n import N_, _, tr

KINDS = ("person", "easy", "fair", "strong")  # the computer levels (game.search.lucidity.LEVELS)
KIND_LABEL = {"person": N_("Person (hot-seat)"), "easy": N_("Computer: easy"), "fair": N_("Computer: fair"),
              "strong": N_("Computer: strong")}
TEMPTATION = (None, "envy", "primeval_fear")
TEMPTATION_LABEL = {None: N_("Nightmare of Temptation: not used"),
                    "envy": N_("Nightmare of Temptation: replaces Envy (green)"),
                    "primeval_fear": N_("Nightmare of Temptation: replaces Primeval Fear (red)")}


def mode_label(mode: str) -> str:
    """A recorded night's opponents (the computers' kinds; "people": none), for the Statistics screen."""
    words = {"careful": _("careful"), "greedy": _("greedy"), "random": _("random"), "easy": _("easy"),
             "fair": _("fair"), "strong": _("strong")}
    kinds = [k for k in mode.split("+") if k in words]
    if not kinds:
        return _("People only")
    return _("Against computers: {kinds}").format(kinds=_(", ").join(words[k] for k in kinds))


REPLACED_COLOUR = {"envy": "green", "primeval_fear": "red"}  # the card Temptation takes the place of
CAPTION = N_("Variant: it gives a Dreamer Power, then makes them Dream Again.")  # under the Temptation toggle
HINT = N_("Click a seat to change who sits there.")  # under Begin
CAPTION_GAP = 4  # between the Temptation toggle and the line saying what it adds
SOLO_NOTE = (N_("Alone: our own single-player variant (the rulebook's solo rules are not in our copy). Between your turns the Nightmares gather dreams from the bag and send two minions at you. Reach 15 Power before the bag runs dry, without being hunted down or turning into a Nightmare."))



def _drawn_height(msg: str, size: int, bold: bool = False, italic: bool = False) -> int:
    """The height of one line of the title screen's story face as d.text draws it
    (the CJK face for Chinese), at least the Latin line's."""
    return max(L.line(size, bold=bold, italic=italic, role="story"),
               d.face(msg, size, bold, italic, "story").size(msg)[1])

class SetupScene(MenuScene):
    home = True  # leaving the Lucidity table comes back here

    def __init__(self, app, seed=None) -> None:
        super().__init__(app)
        self.seed = seed
        self.seats = ["person", "fair", "fair"]  # one person against two computer players
        self.temptation: str | None = None
        self.first_time = first_time("lucidity")  # then the Guided game button is offered in gold
        self.recall()

    def recall(self) -> None:
        """The seats and variant last chosen (the settings keep them), when they still make sense."""
        settings = getattr(self.app, "settings", None)
        seats = getattr(settings, "lucidity_seats", None)
        if isinstance(seats, list) and 1 <= len(seats) <= 4 and all(k in KINDS for k in seats):
            self.seats = list(seats)
        temptation = getattr(settings, "lucidity_temptation", "") or None
        if temptation in TEMPTATION:
            self.temptation = temptation

    def keep(self) -> None:
        """The choice as it stands, for the next visit and the next start."""
        settings = getattr(self.app, "settings", None)
        if settings is not None:
            from game.ui import settings as settings_store
            settings.lucidity_seats, settings.lucidity_temptation = list(self.seats), self.temptation or ""
            settings_store.save(settings)

    def set_count(self, n: int) -> None:
        while len(self.seats) < n:
            self.seats.append("fair")
        del self.seats[n:]
        self.keep()

    def cycle(self, i: int) -> None:
        self.seats[i] = KINDS[(KINDS.index(self.seats[i]) + 1) % len(KINDS)]
        self.keep()

    def cycle_temptation(self) -> None:
        self.temptation = TEMPTATION[(TEMPTATION.index(self.temptation) + 1) % len(TEMPTATION)]
        self.keep()

    def begin(self) -> None:
        from game.ui.lucidity.table import TableScene
        self.app.push(TableScene(self.app, list(self.seats), self.temptation, self.seed, autosave=True))

    def guided(self) -> None:
        """The guided first game: a fixed seed, a pointer at each step (game/ui/lucidity/guide.py)."""
        from game.ui.lucidity.guide import guided
        guided(self.app)

    def resume(self, data) -> None:
        from game.ui.lucidity.table import table_from_save
        self.app.push(table_from_save(self.app, data))

    # -- where everything goes -------------------------------------------------------------------
    def plan(self, size, continuing: bool = False) -> dict:
        """The screen's places at this size and UI scale, for the seats chosen
        now: under the title a picture of the game, then one evenly spaced
        column (seat count, a row per seat, the Temptation toggle and its
        caption, Begin, the hint); the Shelf in the bottom-left corner.

        The picture and the column's top are worked out for the tallest
        column any seat count gives, so changing the count never moves the
        rows above. Short of height (a large UI scale in a small window) the
        gaps and the picture shrink and the seats pair up two a row; if that
        is not enough, the places are worked out for the count chosen alone,
        and the picture goes before the gaps narrow further. Every button is
        sized for its label here, so the shared reflow leaves them be.
        `continuing`: a night is left unfinished, and Continue stands beside
        Begin."""
        w, h = size
        cx = w // 2
        kinds = [tr(KIND_LABEL[k]) for k in KINDS]
        toggles = [tr(t) for t in TEMPTATION_LABEL.values()]
        starts = [_("Begin the night"), _("Continue")]
        pad = L.em(16)  # room each side of a label inside its button
        bh = _button_height(kinds + toggles, 42)
        begin_h = _button_height(starts, 50)
        shelf = shelf_rect(size)
        seat_w = max(200, max(L.width(t, Button.SIZE) for t in kinds) + 2 * pad)
        label_w = max([L.width(_("Seats"), 18, bold=True)] +
                      [L.width(_("Seat {n}").format(n=n), 17) for n in range(1, 5)])
        label_gap, pair_gap = L.em(14), L.em(28)
        toggle_w = max(L.width(t, Button.SIZE) for t in toggles) + 2 * pad
        begin_w = max(240, max(L.width(t, Button.SIZE) for t in starts) + 2 * pad)
        # The sentences keep clear of the Shelf, and narrow enough to leave the side panels their room.
        note_w = min(L.em(540), w - 2 * (shelf.right + 12))
        line = L.line(14, italic=True)
        # The title's and subtitle's own heights, as drawn: a Chinese title (清醒梦) is drawn by the CJK
        # face, a good deal taller than a Latin line of that size, and sat tight on its subtitle.
        title_h = _drawn_height(_("LUCIDITY"), 54, bold=True)
        sub_h = _drawn_height(_("Six-Sided Nightmares"), 22, italic=True)
        head = max(112, 64 + title_h // 2 + sub_h // 2 - 6)
        top = head + sub_h // 2 + 12

        def notes(n):
            """The sentence under the seats (one seat: our solo rules; two: the Shadow rows)."""
            return {1: (tr(SOLO_NOTE), 15), 2: (_("Two players: a Shadow row turns you into a Nightmare only when all "
                                                   "four spaces fill."), 14)}.get(n)

        def rows(n, paired, gap):
            """The column's items top to bottom as (kind, height), and its height."""
            out = [("count", bh)] + [("seats", bh)] * (-(-n // 2) if paired else n)
            if notes(n):
                text, size = notes(n)
                out.append(("note", L.block_height(text, note_w, size, italic=True)))
            out += [("toggle", bh + CAPTION_GAP + line), ("begin", begin_h), ("hint", line)]
            return out, sum(r for _k, r in out) + gap * (len(out) - 1)

        pairs_w = 2 * (label_w + label_gap + seat_w) + pair_gap
        # The rows under the seats (the toggle, Begin, the sentences) may run down beside the Shelf when
        # they keep clear of it; the seats are well above it.
        clear = cx - max(toggle_w, (2 * begin_w + L.em(20)) if continuing else begin_w) // 2 >= shelf.right + 12
        room = (h - 20 if clear else shelf.top - 12) - top
        most, least = min(220, int(h * 0.2)), 56  # the picture's height
        gaps = list(dict.fromkeys((round(12 * min(1.5, L.scale())), 12, 8)))

        def fit(counts, options):
            """The first of `options` (paired, gap, with a picture) that every seat count in `counts`
            fits: (paired, gap, the picture's height, the height to spare), or None."""
            for paired, gap, picture in options:
                need = max(rows(n, paired, gap)[1] for n in counts)
                pic = min(most, room - need - gap) if picture else 0
                if pic >= least or (not picture and need <= room):
                    return paired, gap, pic, room - need - (pic + gap if pic else 0)
            return None

        # With its picture and the same places for every seat count when that fits; else for the count
        # chosen: the seats two a row before the picture goes, the gaps narrowing last.
        choice = (fit((1, 2, 3, 4), [(paired, g, True) for paired in (False, True) for g in gaps]) or
                  fit((len(self.seats),), [(paired, g, picture) for picture in (True, False) for paired in (False, True)
                                           for g in (12, 8) + (() if picture else (4,))]))
        paired, gap, pic, spare = choice or (True, 4, 0, 0)
        y = top + max(0, spare) // 3  # a little higher than the middle
        spots = {"shelf": shelf, "picture": pygame.Rect(cx - int(pic * 1.7), y, int(pic * 3.4), pic), "gap": gap,
                 "seats": [], "note": None}
        if pic:
            y += pic + gap
        seat_x = cx - (label_w + label_gap + seat_w) // 2
        pair_x = cx - pairs_w // 2 if paired else seat_x
        for kind, height in rows(len(self.seats), paired, gap)[0]:
            if kind == "count":
                spots["count"] = pygame.Rect(seat_x + label_w + label_gap, y, seat_w, height)
            elif kind == "seats":
                for k in range(2 if paired else 1):
                    if len(spots["seats"]) < len(self.seats):
                        x = pair_x + k * (label_w + label_gap + seat_w + pair_gap) + label_w + label_gap
                        spots["seats"].append(pygame.Rect(x, y, seat_w, height))
            elif kind == "note":
                spots["note"] = (notes(len(self.seats)), pygame.Rect(cx - note_w // 2, y, note_w, height))
            elif kind == "toggle":
                spots["toggle"] = pygame.Rect(cx - toggle_w // 2, y, toggle_w, bh)
                spots["caption"] = pygame.Rect(cx - note_w // 2, y + bh + CAPTION_GAP, note_w, line)
            elif kind == "begin":
                spots["begin"] = pygame.Rect(cx - begin_w // 2, y, begin_w, height)
            else:
                spots["hint"] = pygame.Rect(cx - note_w // 2, y, note_w, height)
            y += height + gap
        spots["labels"], spots["subtitle"], spots["note_w"] = label_gap, head, note_w
        return spots

    def layout(self, size) -> None:
        from game.ui.lucidity.table import SAVES
        saved = SAVES.unfinished()
        spots = self.spots = self.plan(size, saved is not None)
        count, g = spots["count"], L.em(8)
        each = (count.width - 3 * g) // 4
        self.buttons = [Button((count.x + k * (each + g), count.y, each, count.height), str(n),
                               lambda n=n: self.set_count(n),
                               (250, 220, 120) if len(self.seats) == n else (90, 78, 140))
                        for k, n in enumerate((1, 2, 3, 4))]
        for n, b in zip((1, 2, 3, 4), self.buttons):
            b.chosen = len(self.seats) == n  # the count in force is lit
        for i, (kind, rect) in enumerate(zip(self.seats, spots["seats"])):
            self.buttons.append(Button(rect, tr(KIND_LABEL[kind]), lambda i=i: self.cycle(i)))
        self.buttons.append(Button(spots["toggle"], tr(TEMPTATION_LABEL[self.temptation]), self.cycle_temptation))
        begin = spots["begin"]
        if saved is None:
            self.buttons.append(Button(begin, _("Begin the night"), self.begin, (250, 220, 120)))
        else:  # a night left unfinished: go on with it, or begin another (which replaces it)
            left = begin.move(-(begin.width + L.em(20)) // 2, 0)
            self.buttons += [Button(left, _("Begin the night"), self.begin, (250, 220, 120)),
                             Button(left.move(begin.width + L.em(20), 0), _("Continue"), lambda: self.resume(saved),
                                    (250, 220, 120))]
        self.panels = self.side_panels(size)
        self.buttons += self.variant_buttons()
        self.buttons.append(stats_button(self.app, "lucidity", size, mode_label))
        self.buttons.append(guided_button(size, self.guided, self.first_time))
        self.buttons.append(Button(spots["shelf"], _("Shelf"), self.leave))

    def side_panels(self, size) -> tuple:
        """(left, right): the records' panel and the seats' kinds' beside the column,
        from under the subtitle to above the corner buttons, clear of the column, its
        labels and the picture; (None, None) when either side is too narrow to read."""
        w, h = size
        spots = self.spots
        shelf = spots["shelf"]
        column = [b.rect for b in self.buttons if not b.corner and b.label != _("Shelf")]
        labels = max(L.width(_("Seat {n}").format(n=n), 17) for n in range(1, 5))
        leftmost = min([r.x for r in column[4:4 + len(self.seats)]], default=w // 2) - spots["labels"] - labels
        leftmost = min([leftmost, spots["picture"].x if spots["picture"].height else w // 2]
                       + [r.x for r in column if r not in (b.rect for b in self.buttons[4:4 + len(self.seats)])])
        rightmost = max([r.right for r in column] + [spots["picture"].right if spots["picture"].height else w // 2])
        # The caption and the hint as wide as their words (their boxes are the note's width), the note whole.
        words = [pygame.Rect(0, 0, min(box.width, L.width(said, 14, italic=True)), 1).move(
                     box.centerx - min(box.width, L.width(said, 14, italic=True)) // 2, box.y)
                 for box, said in ((spots["caption"], tr(CAPTION)), (spots["hint"], tr(HINT)))]
        # The note's room is kept at every seat count (one and two seats have a note, three and four
        # none): the side panels then keep their width when the count changes, rather than jump.
        words.append(pygame.Rect(w // 2 - spots["note_w"] // 2, 0, spots["note_w"], 1))
        leftmost, rightmost = min([leftmost] + [r.x for r in words]), max([rightmost] + [r.right for r in words])
        gap = L.em(16)
        top = spots["subtitle"] + _drawn_height(_("Six-Sided Nightmares"), 22, italic=True) // 2 + L.em(10)
        bottom = shelf.y - L.em(12)
        side = min(leftmost - gap - shelf.x, w - shelf.x - rightmost - gap, L.em(520))
        if side < L.em(180) or bottom - top < L.em(160):
            return None, None
        return (pygame.Rect(leftmost - gap - side, top, side, bottom - top),
                pygame.Rect(rightmost + gap, top, side, bottom - top))

    def panel_parts(self) -> tuple:
        """The right panel's parts: (the kinds' rect, the Temptation heading's top, the
        Temptation cards' area or None when they do not fit under the kinds)."""
        left, right = self.panels
        if right is None:
            return None, None, None
        grow = roomy(self.app.screen.get_size())
        kinds = pygame.Rect(right.x, right.y, right.width, min(right.height, kinds_height(right.width, KIND_LABEL, grow)))
        heading = kinds.bottom + L.em(14 * grow)
        area = pygame.Rect(right.x + L.em(14 * grow),
                           heading + line_of(_("Nightmare of Temptation"), round(17 * grow), bold=True) + L.em(6 * grow),
                           right.width - 2 * L.em(14 * grow), 0)
        area.height = min(right.bottom - L.em(12 * grow) - area.y, L.em(190 * grow))
        if area.height <= 0 or not variant_fits(area, grow):
            return pygame.Rect(right), None, None
        return kinds, heading, area

    def variant_buttons(self) -> list:
        """The Nightmare of Temptation's three ways as cards in the right panel (when they fit)."""
        _kinds, _heading, area = self.panel_parts()
        if area is None:
            return []
        return variant_cards(area, self.temptation, self.choose_temptation, roomy(self.app.screen.get_size()))

    def choose_temptation(self, option) -> None:
        self.temptation = option
        self.keep()

    def leave(self) -> None:
        self.back()

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is None:
            self.begin()
            return None
        return super().handle(event)

    def draw(self, surf) -> None:
        self.arrange(surf.get_size())
        w, h = surf.get_size()
        cx = w // 2
        spots = self.spots
        d.night_sky(surf, seed=13)
        d.text(surf, _("LUCIDITY"), (cx, 64), 54, (244, 230, 190), anchor="center", bold=True, glow=True, role="story")
        d.text(surf, _("Six-Sided Nightmares"), (cx, spots["subtitle"]), 22, (200, 190, 230), anchor="center",
               italic=True, role="story")
        if spots["picture"].height:
            surf.blit(look.night_picture(spots["picture"].height, REPLACED_COLOUR.get(self.temptation)), spots["picture"])
        left, right = self.panels
        if left is not None:
            grow = roomy((w, h))
            draw_records(surf, left, "lucidity", ACCENT, mode_label, grow)
            kinds, heading, area = self.panel_parts()
            if area is not None:  # one panel: the kinds at its top, the Temptation cards under them
                frame(surf, right, ACCENT)
                d.text(surf, _("Nightmare of Temptation"), (area.x, heading), round(17 * grow), ACCENT, bold=True,
                       max_width=area.width)
            draw_kinds(surf, kinds, KIND_LABEL, self.seats, grow, framed=area is None)
        # The labels beside the buttons they name.
        d.text(surf, _("Seats"), (self.buttons[0].rect.x - spots["labels"], self.buttons[0].rect.centery), 18,
               (230, 220, 245), anchor="midright", bold=True)
        for i in range(len(self.seats)):
            seat = self.buttons[4 + i].rect
            d.text(surf, _("Seat {n}").format(n=i + 1), (seat.x - spots["labels"], seat.centery), 17, (230, 220, 245),
                   anchor="midright")
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)
        draw_offer(surf, self.buttons, self.first_time)
        self.draw_focus(surf)
        if spots["note"]:
            (note, size), rect = spots["note"]
            L.text_block(surf, note, rect, size, (220, 210, 240), italic=True, anchor="center")
        caption = spots["caption"]
        d.text(surf, tr(CAPTION),
               caption.center, 14, (200, 190, 230), anchor="center", italic=True, max_width=caption.width, fit=True)
        hint = spots["hint"]
        d.text(surf, tr(HINT), hint.center, 14, (170, 160, 200), anchor="center",
               italic=True, max_width=hint.width, fit=True)


def _button_height(labels, least: int) -> int:
    """A button as tall as its tallest label's line (the CJK face's, in
    Chinese) and a little room; `least` (its 1x height) at the least."""
    return max(least, max(d.face(str(t), Button.SIZE).get_linesize() for t in labels) + 2 * Button.PAD)

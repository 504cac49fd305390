"""Etherfields' title screen and the New campaign screen."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.ui import layout as L
from game.ui.etherfields.front import last_campaign_card
from game.ui.front import draw_records, draw_tip, roomy, tip_height, tip_of_the_day
from game.ui.etherfields.rules_help import RulesScene
from game.ui.menus import LoadScene, MenuScene, SettingsScene, shelf_rect
from game.ui.stats import stats_button
from game.ui.widgets import Button, hex_colour
from game.i18n import N_, _, ngettext, pgettext, tr
from game.i18n.breaks import is_cjk

DREAMERS = ["gambler", "specialist", "tough_guy", "free_spirit"]
FIFTH = "lamplighter"  # the optional fifth Dreamer


def mode_label(mode: str) -> str:
    """Dream or Slumber, for the Statistics screen."""
    return {"dream": _("Dreams"), "slumber": _("Slumbers")}.get(mode, mode)


TIPS = (N_("Right-click a card at the table to read it large in the inspector."),
        N_("What now? on the table's top bar (or H) suggests one good next step, and says why."),
        N_("J at the table opens the campaign journal: every Dream and Slumber so far."),
        N_("Ctrl+Z takes back a move that showed nothing new, and says which."),
        N_("F10 opens Settings from any screen: language, text size, sound."))
ACCENT = (230, 200, 120)  # Etherfields' moonlight gold


class TitleScene(MenuScene):
    """Etherfields' title: start, continue or load a campaign. Beside the column of
    choices, the last campaign as a card (its picture, Team and place: a click goes on
    with it; with none, the first night it would begin), and the records with a tip."""

    home = True  # leaving the table comes back here

    def plan(self, size) -> dict:
        """The screen's places: the logo high, under it three columns in the band
        above the hints (the last campaign, the choices, the records and a tip); the
        side cards as wide as a third of the window allows, left out when narrower
        than a card can be read at."""
        w, h = size
        cx = w // 2
        logo_y = max(74, round(h * 0.15))
        sub_h = d.face(_("a cooperative journey through the Dreamworld"), 24, role="story").get_linesize()
        top = logo_y + 58 + sub_h // 2 + max(14, h // 40)
        bottom = self.footer_top(h) - L.em(10)
        grow = roomy(size)  # a large window at 1x: larger buttons, as the cards beside them grow
        label = round(Button.SIZE * grow)
        pad = L.em(14 * grow)
        halves = [_("Continue"), _("Statistics"), _("Settings"), _("Showcase"), _("Rules"), _("Shelf"), _("Quit")]
        half = max(round(126 * grow), max(L.width(t, label) for t in halves) + 2 * pad)
        col_w = max(round(260 * grow), 2 * half + 8,
                    max(L.width(t, label) for t in (_("New campaign"), _("Load a save"))) + 2 * pad)
        half = (col_w - 8) // 2
        row_h = max(round(46 * grow), max(d.face(t, label).get_linesize() for t in halves) + 2 * Button.PAD)
        gap = max(8, min(L.em(10 * grow), (bottom - top - 5 * row_h) // 6))
        col_h = 5 * row_h + 4 * gap
        col = pygame.Rect(cx - col_w // 2, top + max(0, (bottom - top - col_h) // 2), col_w, col_h)
        side_gap = L.em(16)
        side_w = min(int(w * 0.3), L.em(560), (w - col_w) // 2 - side_gap - 20)
        cards = side_w >= L.em(170) and bottom - top >= L.em(200)
        left = pygame.Rect(col.x - side_gap - side_w, top, side_w, bottom - top) if cards else None
        right = pygame.Rect(col.right + side_gap, top, side_w, bottom - top) if cards else None
        return {"logo": logo_y, "col": col, "row_h": row_h, "gap": gap, "half": half, "left": left, "right": right,
                "label": label}

    def layout(self, size):
        spots = self.spots = self.plan(size)
        col, row_h, gap, half = spots["col"], spots["row_h"], spots["gap"], spots["half"]
        x, y = col.x, [col.y + k * (row_h + gap) for k in range(5)]
        x2 = col.right - half
        self.buttons = [
            Button((x, y[0], col.width, row_h), _("New campaign"), self.new_campaign, ACCENT),
            Button((x, y[1], half, row_h), _("Continue"), self.cont),  # disabled with no save (see layout's end)
            stats_button(self.app, "etherfields", size, mode_label, (x2, y[1], half, row_h)),
            Button((x, y[2], col.width, row_h), _("Load a save"), lambda: self.app.push(LoadScene(self.app))),
            Button((x, y[3], half, row_h), _("Settings"), lambda: self.app.push(SettingsScene(self.app))),
            Button((x2, y[3], half, row_h), _("Showcase"), self.showcase),
            Button((x, y[4], half, row_h), _("Rules"), lambda: self.app.push(RulesScene(self.app))),
            Button((x2, y[4], half, row_h), _("Shelf") if self.on_shelf else _("Quit"), self.back),
        ]
        for b in self.buttons:
            b.SIZE = spots["label"]
        self.buttons[1].enabled = self.newest_save() is not None

    def new_campaign(self):
        self.app.push(NewCampaignScene(self.app))

    def newest_save(self):
        """The newest Etherfields save that opens, or None. The folder is read
        again only when it changed (a save written, renamed or deleted), not every frame."""
        import os
        from game.savefile import folder, list_saves
        try:
            stamp = (str(folder()), os.stat(folder()).st_mtime_ns)
        except OSError:
            stamp = None
        if stamp is None or stamp != getattr(self, "_saves_stamp", None):
            good = [s for s in list_saves(remember=False) if not s.problem and s.meta.get("game", "etherfields") == "etherfields"]
            self._saves_stamp, self._newest = stamp, max(good, key=lambda s: s.saved_at, default=None)
        return self._newest

    def footer_top(self, h: int) -> int:
        """The top of the line of hints (and of a message over it) at the window's foot."""
        hint = d.face(_("Drag miniatures to move  -  click options to decide  -  Esc to go back"), 14).get_linesize()
        message = d.face(tr(self.message), 16).get_linesize() + 4 if self.message else 0
        return h - 6 - hint - message

    def handle(self, event):
        """A click on the last campaign's card goes on with it (on the first night's
        card: a new campaign); the keys reach the same through Continue and New campaign."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.app.top is self:
            # (only while the title is shown: a click a table above lets through is not for it)
            self.arrange(self.app.screen.get_size())
            card = self.spots["left"]
            if card is not None and card.collidepoint(event.pos):
                self.cont() if self.newest_save() is not None else self.new_campaign()
                return None
        return super().handle(event)

    def showcase(self):
        """The campaign plays itself over this title; any key comes back here."""
        from game.ui.etherfields.showcase import ShowcaseScene
        self.app.push(ShowcaseScene(self.app))

    def cont(self):
        latest = self.newest_save()
        if latest is not None:  # else the button is disabled
            self.app.open_save(latest.path)

    @property
    def on_shelf(self) -> bool:
        return self.app.stack.index(self) > 0 if self in self.app.stack else False

    def back(self):
        if self.on_shelf:
            self.app.pop()  # back to the shelf of games
        else:
            self.app.running = False

    def draw(self, surf):
        self.arrange(surf.get_size())
        w, h = surf.get_size()
        d.night_sky(surf, seed=7)
        cx, cy = w // 2, self.spots["logo"]
        d.moon(surf, (cx + min(w // 2 - 80, 420), max(60, cy - 40)), 44)
        # TRANSLATORS: the title screen's logo; a Chinese player reads the game's name in Chinese
        logo = _("ETHERFIELDS")
        # Chinese glyphs fill their whole em where Latin capitals fill about 0.7 of it: a smaller,
        # slightly higher logo keeps the same clearance above the subtitle.
        cjk = any(is_cjk(ch) for ch in logo)
        d.text(surf, logo, (cx, cy - 6 if cjk else cy), 64 if cjk else 76, (244, 230, 190), anchor="center", bold=True,
               glow=True, role="story")
        d.text(surf, _("a cooperative journey through the Dreamworld"), (cx, cy + 58), 24, (200, 190, 230),
               anchor="center", italic=True, role="story")
        mouse = pygame.mouse.get_pos()
        left, right = self.spots["left"], self.spots["right"]
        if left is not None:
            grow = roomy((w, h))
            last_campaign_card(surf, left, self.newest_save(), left.collidepoint(mouse), grow)
            tip = tr(tip_of_the_day(list(TIPS)))
            tip_h = tip_height(tip, right.width, grow)
            if right.height - tip_h - L.em(12) >= L.em(160):
                draw_records(surf, (right.x, right.y, right.width, right.height - tip_h - L.em(12)), "etherfields",
                             ACCENT, mode_label, grow)
                draw_tip(surf, pygame.Rect(right.x, right.bottom - tip_h, right.width, tip_h), tip, ACCENT, grow)
            else:
                draw_records(surf, right, "etherfields", ACCENT, mode_label, grow)
        for b in self.buttons:
            b.draw(surf, mouse)
        self.draw_focus(surf)
        hint = _("Drag miniatures to move  -  click options to decide  -  Esc to go back")
        hint_h = d.face(hint, 14).get_linesize()
        if self.message:
            d.text(surf, tr(self.message), (cx, self.footer_top(h)), 16, (255, 200, 180), anchor="midtop",
                   max_width=w - 40, fit=True)
        d.text(surf, hint, (cx, h - 6 - hint_h // 2), 14, (150, 140, 190), anchor="center", max_width=w - 40, fit=True)


def dreamer_details(defn) -> list[tuple[str, str]]:
    """What a Dreamer brings, for a tall portrait: (a heading, its sentence) for the
    personal token, the board's own action and the starting deck."""
    from collections import Counter
    from game.content import default_content
    content = default_content()
    out = []
    token = getattr(defn, "personal_token", None)
    if token is not None and getattr(token, "name", None):
        out.append((_("Token: {name}").format(name=token.name), getattr(token, "text", "") or ""))
    action = getattr(defn, "back_action", None)
    if action is not None and getattr(action, "name", None):
        out.append((_("Board action: {name}").format(name=action.name), ""))
    deck = Counter(getattr(defn, "starting_deck", ()) or ())
    if deck:
        cards = _(", ").join(_("{n} x {name}").format(n=n, name=getattr(content.get(card), "name", None) or card)
                             for card, n in deck.items())
        out.append((_("Starting deck"), cards))
    return out


def draw_details(surf, rect, defn, colour, size: int) -> None:
    """As many of the Dreamer's details as `rect` holds whole (a tall card at 1080p:
    every one; a 720p card: none), each a heading in the Dreamer's colour and its sentence."""
    from game.gfx import palette as P
    y = rect.y
    for heading, said in dreamer_details(defn):
        head_h = L.block_height(heading, rect.width, size, bold=True)
        said_h = L.block_height(said, rect.width, size - 1) if said else 0
        if y + head_h + said_h > rect.bottom:
            return
        L.text_block(surf, heading, (rect.x, y, rect.width, head_h), size, P.lighten(colour, 0.25), bold=True)
        if said:
            L.text_block(surf, said, (rect.x, y + head_h, rect.width, said_h), size - 1, (196, 188, 222))
        y += head_h + said_h + max(4, size // 2)


class NewCampaignScene(MenuScene):
    title = N_("A new campaign")

    def __init__(self, app):
        super().__init__(app)
        self.chosen = ["gambler", "tough_guy"]
        self.edition = "2.0"
        self.fifth = False
        self.auto_entities = False

    def toggle(self, who):
        if who in self.chosen:
            if len(self.chosen) > 1:
                self.chosen.remove(who)
        elif len(self.chosen) < (5 if self.fifth else 4):
            self.chosen.append(who)

    def toggle_fifth(self):
        self.fifth = not self.fifth
        if not self.fifth and FIFTH in self.chosen:
            self.chosen.remove(FIFTH)

    def start(self):
        from game.session import Session
        from game.ui.etherfields.flow import content_name, follow_mode
        names = pgettext("between the names of a Team", " & ").join(content_name(w) for w in self.chosen)
        session = Session.new(self.chosen, self.app.campaign_seed, campaign=True, edition=self.edition,
                              name=f"{names}", auto_entities=self.auto_entities)
        self.app.back_to_title()
        follow_mode(self.app, session)

    def layout(self, size):
        w, h = size
        from game.content import default_content
        content = default_content()
        self.buttons = []
        roster = DREAMERS + ([FIFTH] if self.fifth else [])
        # 260 x 300 portraits at 720p; a taller window gives them its extra height and width
        # at every UI scale (at 1080p the page's lower half was bare), their pictures at most 380 x 190.
        extra = max(0, int((h - 720) * 0.95))
        cw = min(260 + extra // 2, (w - 100) // len(roster) - 14)
        for i, who in enumerate(roster):
            x = w // 2 - len(roster) * (cw + 14) // 2 + i * (cw + 14)
            defn = content.dreamers[who]
            b = Button((x, 110, cw, 300 + extra), defn.name, lambda who=who: self.toggle(who),
                       hex_colour(getattr(defn, "colour", "#ccc")))
            b.dreamer = who
            b.draw = lambda surf, mouse, b=b: self.draw_dreamer(surf, mouse, b)
            self.buttons.append(b)
        self.buttons.append(Button((w // 2 - 200, 432 + extra, 400, 40),
                                   _("Rules: 2.0 (free play)") if self.edition == "2.0" else _("Rules: first edition (rounds)"),
                                   lambda: setattr(self, "edition", "first" if self.edition == "2.0" else "2.0")))
        self.buttons.append(Button((w // 2 - 410, 482 + extra, 400, 38),
                                   _("Fifth Dreamer (optional): on") if self.fifth else _("Fifth Dreamer (optional): off"), self.toggle_fifth))
        self.buttons.append(Button((w // 2 + 10, 482 + extra, 400, 38),
                                   _("Entity choices: automatic") if self.auto_entities else _("Entity choices: the players decide"),
                                   lambda: setattr(self, "auto_entities", not self.auto_entities)))
        self.buttons.append(Button((w // 2 - 130, h - 120, 260, 50), _("Fall asleep"), self.start, (230, 200, 120)))
        self.buttons.append(Button(shelf_rect(size), _("Back"), self.back))  # Esc too: a way out a mouse can see

    def draw_dreamer(self, surf, mouse, b):
        """A Dreamer's portrait card: art, name, title, personality."""
        from game.content import default_content
        defn = default_content().dreamers[b.dreamer]
        on = b.dreamer in self.chosen
        hover = b.rect.collidepoint(mouse)
        colour = b.accent
        d.panel(surf, b.rect, (44, 34, 70) if on else (28, 22, 46), colour if (on or hover) else (80, 70, 120))
        if on:
            pygame.draw.rect(surf, colour, b.rect, 4, border_radius=10)
        if d.UI_SCALE[0] > 1:
            self.draw_dreamer_scaled(surf, b, defn, on, colour)
            return
        taller = b.rect.height - 300  # a taller window's share (layout): a larger picture, larger words
        art_w = min(b.rect.width - 20, 380)
        art = pygame.Rect(b.rect.centerx - art_w // 2, b.rect.y + 10, art_w, min(110 + taller, art_w // 2))
        d.illustration(surf, art, b.dreamer)
        d.miniature(surf, (art.centerx, art.bottom), 18, colour, defn.name.replace("The ", "")[:1], selected=on,
                    subject=getattr(defn.brief, "subject", None))
        big = min(5, taller // 50)  # a taller card: larger words (at 1080p about 17 px), so it is not bare
        d.text(surf, defn.name, (b.rect.centerx, art.bottom + 34 + 2 * big), 19 + 2 * big, colour, anchor="center",
               bold=True)
        d.text(surf, getattr(defn, "title", "") or "", (b.rect.centerx, art.bottom + 56 + 4 * big), 13 + big,
               (200, 190, 230), anchor="center", italic=True, max_width=b.rect.width - 16)
        text = getattr(defn, "text", "") or ""
        top = art.bottom + 72 + 6 * big
        d.paragraph(surf, text, pygame.Rect(b.rect.x + 14, top, b.rect.width - 28, b.rect.bottom - 30 - top),
                    13 + big, (220, 214, 240))
        below = top + d.paragraph_height(text, b.rect.width - 28, 13 + big) + 10 + big
        draw_details(surf, pygame.Rect(b.rect.x + 14, below, b.rect.width - 28, b.rect.bottom - 30 - below), defn,
                     colour, 13 + big)
        d.text(surf, _("in the Team") if on else _("click to add"), (b.rect.centerx, b.rect.bottom - 16), 13,
               colour if on else (150, 140, 190), anchor="center", bold=on)

    def draw_dreamer_scaled(self, surf, b, defn, on, colour):
        """The portrait at a larger UI scale: the words measured first, the art
        taking what room is left, the personality cut at the last whole line."""
        r = b.rect
        text = getattr(defn, "text", "") or ""
        # Each line measured in the face that draws it (Chinese in the CJK face: wider, taller).
        name_h = d.face(defn.name, 19, bold=True).get_linesize()
        title_h = d.face(getattr(defn, "title", "") or "", 13, italic=True).get_linesize()
        foot_h = d.face(_("click to add"), 13).get_linesize()
        body = d.face(text, 13)
        # The picture takes what the words leave (at least 3 lines of the personality), up to
        # 110 px in a 720p window and half its width (at most its file's 190) in a taller one.
        most = 110 if r.height <= 300 else min(190, (r.width - 20) // 2)
        art_h = max(40, min(most, r.height - 20 - name_h - title_h - foot_h - 3 * body.get_linesize() - 30))
        art = pygame.Rect(r.x + 10, r.y + 10, min(r.width - 20, 380), art_h)
        art.centerx = r.centerx
        d.illustration(surf, art, b.dreamer)
        d.miniature(surf, (art.centerx, art.bottom), 18, colour, defn.name.replace("The ", "")[:1], selected=on,
                    subject=getattr(defn.brief, "subject", None))
        y = art.bottom + 18
        d.text(surf, defn.name, (r.centerx, y + name_h // 2), 19, colour, anchor="center", bold=True,
               max_width=r.width - 16, fit=True)
        y += name_h
        d.text(surf, getattr(defn, "title", "") or "", (r.centerx, y + title_h // 2), 13, (200, 190, 230),
               anchor="center", italic=True, max_width=r.width - 16)
        y += title_h + 4
        # The whole personality, in smaller type if it must (down to 9, 18 px at 2x), never cut with "...".
        for size in range(15 if r.height > 420 else 13, 8, -1):  # a tall card: a size larger first
            body = d.face(text, size)
            room = (r.bottom - foot_h - 10 - y) // body.get_linesize()
            lines = d.wrap(text, body, r.width - 28)
            if len(lines) <= room:
                break
        if len(lines) > room > 0:
            lines = lines[:room]
            lines[-1] += "..."
        for k, line in enumerate(lines[:max(0, room)]):
            d.text(surf, line, (r.x + 14, y + k * body.get_linesize()), size, (220, 214, 240), max_width=r.width - 28)
        below = y + len(lines[:max(0, room)]) * body.get_linesize() + 10
        draw_details(surf, pygame.Rect(r.x + 14, below, r.width - 28, r.bottom - foot_h - 10 - below), defn, colour, 13)
        d.text(surf, _("in the Team") if on else _("click to add"), (r.centerx, r.bottom - 6 - foot_h // 2), 13,
               colour if on else (150, 140, 190), anchor="center", bold=on)

    def hint(self) -> str:
        most = 5 if self.fifth else 4
        n = len(self.chosen)
        return ngettext("{n} Dreamer. Click a Dreamer to add or remove them (1 to {most}).",
                        "{n} Dreamers. Click a Dreamer to add or remove them (1 to {most}).", n).format(n=n, most=most)

    def hint_y(self) -> int:
        """The centre line of the hint under the option rows, however tall the scale made them."""
        above = max(b.rect.bottom for b in self.buttons[:-1])
        return max(545, above + 8 + d.face(self.hint(), 16).get_linesize() // 2)

    def arrange(self, size):
        """The reflowed layout, and Fall asleep kept under the hint (at 2x the option
        rows push the hint down to where the button was)."""
        super().arrange(size)
        start = self.buttons[-1]
        below = self.hint_y() + d.face(self.hint(), 16).get_linesize() // 2 + 6
        start.rect.y = min(max(start.rect.y, below), size[1] - 8 - start.rect.height)

    def draw_body(self, surf):
        w = surf.get_width()
        d.text(surf, self.hint(), (w // 2, self.hint_y()), 16, (200, 190, 230), anchor="center", max_width=w - 40,
               fit=True)

"""The Dreamworld Map between encounters, the script reader and the journal."""
from __future__ import annotations

import math

import pygame

from game.rules.core import Action
from game.ui import draw as d
from game.ui.widgets import Button, SessionView, decision_panel, press
from game.i18n import _, ngettext

ICON = {"fate": "fate", "slumber": "slumber", "dream_gate": "dream_gate", "shopping": "shopping",
        "awakening": "awakening", "gain_key": "key"}


class DreamworldScene(SessionView):
    def __init__(self, app, session):
        self.app = app
        self.session = session
        self.buttons: list[Button] = []
        self.message = _("Choose where the Team travels next. Arrows are one-way; dashed ones are Shortcuts.")
        self.applied: list[Action] = []

    def take_events(self, events) -> None:
        texts = [e.text for e in events if e.text and e.kind != "script"]
        if texts:
            self.message = texts[-1]
        self.app.follow_mode(self.session)

    # -- layout ------------------------------------------------------------------
    def positions(self, size):
        from game.rules.etherfields.campaign import locations
        locs = locations(self.game)
        if not locs:
            return {}
        xs = [getattr(l, "x", 0) for l in locs.values()]
        ys = [getattr(l, "y", 0) for l in locs.values()]
        w, h = size
        area = pygame.Rect(70, 110, w - 500, h - 240)
        sx = area.width / max(1, max(xs) - min(xs))
        sy = area.height / max(1, max(ys) - min(ys))
        return {lid: (int(area.x + (getattr(l, "x", 0) - min(xs)) * sx), int(area.y + (getattr(l, "y", 0) - min(ys)) * sy))
                for lid, l in locs.items()}

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if press(self.buttons, event.pos):
                return None
            if self.game.pending is None:
                for lid, p in self.positions(self.app.screen.get_size()).items():
                    if math.dist(p, event.pos) < 30:
                        self.apply(Action.make("travel", to=lid))
                        return None
            return None
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.save_and_quit()  # the map holds no half-made move: save, then leave
                return None
            if event.key == pygame.K_j:
                self.app.push(JournalScene(self.app, self.session))
                return None
            if event.key == pygame.K_z and pygame.key.get_mods() & pygame.KMOD_CTRL:
                self.message = self.session.undo()
                return None
        return event

    def update(self, dt):
        pass

    def draw(self, surf):
        from game.rules.etherfields.campaign import locations, paths
        g = self.game
        w, h = surf.get_size()
        d.night_sky(surf, seed=11)
        pos = self.positions((w, h))
        here = g.campaign.get("location")
        exits = {a["to"] for a in g.legal_actions() if a.kind == "travel"} if g.pending is None else set()
        for frm, to, shortcut in paths(g):
            if frm in pos and to in pos:
                d.arrow(surf, pos[frm], pos[to], (200, 180, 130) if not shortcut else (150, 200, 230), dashed=shortcut)
        locs = locations(g)
        for lid, p in pos.items():
            loc = locs[lid]
            ops = [getattr(o, "op", None) or o.get("op") for o in (getattr(loc, "effect", ()) or ())]
            d.location(surf, p, lid in exits, lid == here, [ICON.get(o) for o in ops])
            d.text(surf, getattr(loc, "name", lid), (p[0], p[1] + 34), 14, (230, 222, 250), anchor="center")
        if here in pos:
            d.miniature(surf, (pos[here][0], pos[here][1] - 6), 12, (244, 210, 120), "T", selected=True)
        self.draw_panel(surf)
        from game.ui.icons import icon
        x = 30
        for name, label in (("fate", _("Fate")), ("slumber", _("Slumber")), ("dream_gate", _("Dream Gate")),
                            ("shopping", _("Shopping")), ("awakening", _("Awakening")), ("key", _("a Key"))):
            surf.blit(icon(name, 20), (x, h - 32))
            x = d.text(surf, label, (x + 24, h - 22), 14, (190, 180, 220), anchor="midleft").right + 22
        d.panel(surf, (12, 8, w - 24, 46), (24, 18, 44), (80, 68, 130))
        d.text(surf, _("The Dreamworld"), (26, 31), 19, (244, 230, 190), anchor="midleft", bold=True)
        d.text(surf, self.session.save_error or self.message, (220, 31), 16, (220, 214, 240), anchor="midleft",
               max_width=w - 250)
        mouse = pygame.mouse.get_pos()
        self.buttons = self.side_buttons(w, h)
        if g.pending is not None:
            self.buttons = decision_panel(surf, g, mouse, self.apply)
            shown = g.campaign.get("market_shown") or []
            from game.ui.etherfields.table.labels import INTENT_COLOURS
            for i, card in enumerate(shown):  # the three Market cards on offer, face up
                rect = pygame.Rect(0, 0, 150, 214)
                rect.midbottom = (w // 2 + (i - (len(shown) - 1) / 2) * 170, h - 10)
                d.influence_card(surf, rect, g.card(card), INTENT_COLOURS)
            return
        for b in self.buttons:
            b.draw(surf, mouse)

    def side_buttons(self, w, h):
        x = w - 340
        out = []
        legal = self.game.legal_actions()
        if Action.make("begin_session") in legal:
            return [Button((x, h - 200, 320, 42), _("Begin a new session"), lambda: self.apply(Action.make("begin_session")),
                           (230, 200, 120))]
        if Action.make("end_session") in legal:
            out.append(Button((x, h - 250, 320, 42), _("Rest here: end the session (save point)"),
                              lambda: self.apply(Action.make("end_session"))))
        if Action.make("awaken") in legal:
            out.append(Button((x, h - 200, 320, 42), _("Awaken (heal, reset, rebuild decks)"),
                              lambda: self.apply(Action.make("awaken"))))
        out.append(Button((x, h - 150, 320, 42), _("Campaign journal (J)"),
                          lambda: self.app.push(JournalScene(self.app, self.session))))
        out.append(Button((x, h - 100, 320, 42), _("Save and return to the title"), self.save_and_quit))
        return out

    def save_and_quit(self):
        self.session.autosave()
        self.app.back_to_title()

    def draw_panel(self, surf):
        g = self.game
        w, h = surf.get_size()
        rect = pygame.Rect(w - 350, 70, 336, h - 340)
        d.panel(surf, rect, (28, 22, 46), (110, 90, 160))
        season = g.card(g.campaign.get("season")) if g.campaign.get("season") else None
        won = sum(1 for v in g.campaign.get("dreams_done", {}).values() if v == "won")
        lines = [_("Keys {keys}   Hours {hours}   Shopping cards {cards}").format(
                     keys=g.team.keys, hours=g.hours, cards=g.campaign.get("shopping_cards", 0)),
                 _("Season: {name}").format(name=getattr(season, "name", None) or _("none")),
                 _("Slumber tiles waiting: {n}").format(n=len(g.campaign.get("slumber_deck", []))),
                 _("Dreams won: {n}").format(n=won), ""]
        for who in g.order:
            dr = g.dreamers[who]
            lines.append(_("{name}: {distress} Distress, {ether} Ether, {n} Sealed").format(name=g.name(who), distress=dr.distress, ether=dr.ether, n=len(dr.sealed)))
        y = rect.y + 14
        for line in lines:
            d.text(surf, line, (rect.x + 14, y), 14, (224, 216, 244), max_width=rect.width - 28)
            y += 22


class ScriptReader:
    """A paragraph of the Scripts book, with its illustration; click to go on."""

    def __init__(self, app, title, text, script_id=""):
        self.app = app
        self.title = title
        self.text = text
        self.script_id = script_id

    def handle(self, event):
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.app.pop()
            return None
        return event

    def update(self, dt):
        pass

    def draw(self, surf):
        w, h = surf.get_size()
        d.night_sky(surf, seed=19)
        rect = pygame.Rect(w // 2 - 380, 60, 760, h - 120)
        d.panel(surf, rect, (236, 226, 204), (120, 90, 60), radius=14)
        art = pygame.Rect(rect.x + 30, rect.y + 30, rect.width - 60, 180)
        d.illustration(surf, art, self.script_id or self.title)
        d.text(surf, self.title, (rect.centerx, art.bottom + 30), 28, (70, 40, 40), anchor="center", bold=True,
               role="story")
        d.paragraph(surf, self.text, pygame.Rect(rect.x + 50, art.bottom + 60, rect.width - 100, 300), 19,
                    (50, 36, 40), role="story")
        d.text(surf, _("click to continue"), (rect.centerx, rect.bottom - 24), 13, (120, 100, 90), anchor="center")


class JournalScene:
    """The story so far: Dreams and their endings, Slumbers, the map revealed."""

    def __init__(self, app, session):
        self.app = app
        self.session = session
        self.scroll = 0

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_j):
            self.app.pop()
            return None
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.app.pop()
            return None
        return event

    def update(self, dt):
        pass

    def draw(self, surf):
        g = self.session.game
        w, h = surf.get_size()
        d.night_sky(surf, seed=23)
        d.text(surf, _("The Campaign Journal"), (w // 2, 44), 36, (244, 230, 190), anchor="center", bold=True,
               glow=True, role="story")
        book = pygame.Rect(40, 84, w - 80, h - 120)
        d.panel(surf, book, (236, 226, 204), (120, 90, 60), radius=14)
        left = pygame.Rect(book.x + 24, book.y + 20, book.width * 0.6 - 24, book.height - 40)
        right = pygame.Rect(left.right + 30, book.y + 20, book.right - left.right - 54, book.height - 40)
        entries = [e for e in g.campaign.get("journal", []) if e["kind"] in (
            "dream", "dream_won", "dream_lost", "death", "awakening", "slumber", "delta", "session")]
        colours = {"dream_won": (60, 120, 60), "dream_lost": (140, 60, 50), "death": (120, 30, 40),
                   "dream": (60, 60, 120)}
        y = left.y
        for e in entries[self.scroll:]:
            if y > left.bottom - 24:
                break
            if e.get("gate") and e["kind"] == "dream":
                d.illustration(surf, pygame.Rect(left.x, y, 96, 60), e["gate"])  # each Dream with its picture
                d.text(surf, e["text"], (left.x + 108, y + 30), 16, colours["dream"], anchor="midleft",
                       max_width=left.width - 110, role="story")
                y += 68
            else:
                d.text(surf, "\u2022 " + e["text"], (left.x + 8, y), 15, colours.get(e["kind"], (70, 56, 50)),
                       max_width=left.width - 12)
                y += 24
        if not entries:
            d.text(surf, _("Nothing written yet."), left.center, 18, (90, 70, 60), anchor="center", italic=True)
        # The campaign at a glance: what the Team has gathered and how much of the world it has seen.
        won = [k for k, v in g.campaign.get("dreams_done", {}).items() if v == "won"]
        lines = [(_("Dreams won"), ", ".join(g.name(k) for k in won) or _("none yet")),
                 (_("Dreamworld"), ngettext("{n} map tile revealed", "{n} map tiles revealed", len(g.campaign.get("map_tiles", []))).format(
                     n=len(g.campaign.get("map_tiles", [])))),
                 (_("Season"), g.name(g.campaign["season"]) if g.campaign.get("season") else "none"),
                 (_("Items"), ", ".join(g.name(i) for i in g.team.items + g.team.storage) or "none"),
                 (_("Secrets found"), str(len(g.campaign.get("found", [])))),
                 (_("Scripts read"), str(len(g.campaign.get("scripts_read", []))))]
        y = right.y
        for title, value in lines:
            d.text(surf, title, (right.x, y), 15, (110, 80, 50), bold=True, role="story")
            used = d.paragraph(surf, value, pygame.Rect(right.x, y + 22, right.width, 80), 14, (60, 46, 40))
            y += 30 + used
        d.text(surf, _("wheel to scroll - any key to close"), (book.centerx, book.bottom - 14), 12, (120, 100, 90),
               anchor="center")

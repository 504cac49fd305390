"""The Dreamworld Map between encounters, and the journal (the script reader is reader.py's)."""
from __future__ import annotations

import pygame

from game.rules.core import Action
from game.rules.etherfields.campaign import locations
from game.ui import draw as d
from game.ui import layout as L
from game.ui.etherfields.mapview import PLATE_COLOURS, MapView
from game.ui.etherfields.reader import ScriptReader  # noqa: F401 - importable from here as before
from game.ui.etherfields.session_view import SessionView, follow_mode
from game.ui.leave import LeaveDialog
from game.ui.motion import reduced_of, speed_of
from game.ui.scenes import Scene
from game.ui.widgets import Button, decision_panel, press
from game.i18n import N_, _, language, ngettext, tr

def _legend_items() -> list:
    """What the medallions and plates mean: (picture, words), in the current language."""
    from game.gfx import maptiles as M
    from game.gfx.icons import icon
    items = [(icon(n, 18), label) for n, label in (
        ("fate", _("Fate")), ("slumber", _("Slumber")), ("dream_gate", _("Dream Gate")), ("shopping", _("Market")),
        ("awakening", _("Awakening")), ("story", _("Story")))]
    items += [(M.plate("+1", "key", 18, *PLATE_COLOURS["gain"]), _("Keys to gain")),
              (M.plate("3", "key", 18, *PLATE_COLOURS["price"]), _("Keys to enter")),
              (M.won_star(18), _("Dream won")), (M.secret_mark(16), _("Secrets")),
              (M.sparkle(16), _("not visited"))]
    return items


def LEGEND_SIZE() -> int:  # noqa: N802 - a constant that follows the UI scale
    """The legend's words: 12 at 1x; at a larger scale they grow as a board's labels do
    (to 1.5 times), so the key under the map keeps to fewer rows and the map grows."""
    return L.capped(12)


class DreamworldScene(SessionView):
    """The Dreamworld Map: square tiles laid as the Team explores. Click a
    Location to travel there; drag to pan, the wheel to zoom, Home to see
    the whole map."""

    def __init__(self, app, session):
        self.app = app
        self.session = session
        self.buttons: list[Button] = []
        self.message = self.prompt()
        self.applied: list[Action] = []
        self.map = MapView(session, self.map_rect(app.screen.get_size()))
        self.drag = None  # (start, last) of a pan by mouse
        self.clock = 0.0
        self.leaving = False  # the game has left the map; the scene waits for the Team's walk to end
        self.held: list = []  # script pages waiting for the walk to end
        self.leave_dialog = LeaveDialog(self.leave_map, N_("Leave the Dreamworld Map?"))  # Esc asks, as the table does

    @staticmethod
    def prompt() -> str:
        """What the top bar says when nothing has just happened."""
        return _("Choose where the Team travels next: click a lit Location. Arrows are one-way; dotted Paths are Shortcuts.")

    @property
    def drawn(self):
        """(kind, text, rect) of every mark the map drew in the last frame."""
        return self.map.drawn

    def take_events(self, events) -> None:
        texts = [e.text for e in events if e.text and e.kind != "script"]
        if texts:
            self.message = texts[-1]
        elif self.game.pending is None:  # an answer that says nothing ("Walk on alone"): the question's line goes
            self.message = self.prompt()
        self.play(events)
        if self.game.mode != "map" and self.map.busy:
            # The Team walks to the Slumber or the Dream Gate first; then the table, and the
            # pages read out on arrival (held back till then).
            self.leaving = True
            self.held, self.session.to_read = self.held + self.session.to_read, []
        else:
            follow_mode(self.app, self.session)

    def leave(self) -> None:
        """The walk is over (or skipped): on to the table."""
        self.leaving = False
        self.map.settle()
        self.held, self.session.to_read = [], self.held + self.session.to_read
        follow_mode(self.app, self.session)

    def unclaimed(self, event) -> None:
        """A or Enter that no scene took: the list of the Map's legal moves
        over it, so the campaign goes on by keyboard alone."""
        from game.ui.actionlist import OPEN_KEYS, ActionListScene
        if event.type == pygame.KEYDOWN and event.key in OPEN_KEYS:
            from game.ui.etherfields.table.keyboard import map_choices
            self.app.push(ActionListScene(self.app, self, lambda: map_choices(self)))

    def animating(self) -> bool:
        """The map is still moving (a tile being laid, the Team walking): a showcase waits for it."""
        return self.map.busy

    def play(self, events=()) -> None:
        """Show what the events did to the map: new tiles are laid, the Team walks its Path.
        (The map compares itself with the game, so any events, or none, will do.)"""
        if self.map.session is not self.session:
            self.map = MapView(self.session, self.map.camera.view)
        self.map.sync()

    # -- layout ------------------------------------------------------------------
    @staticmethod
    def column_width(w: int) -> int:
        if L.scale() <= 1:
            return max(290, min(380, int(w * 0.24)))
        # Issue 33: at a larger scale the column grows less than its text (its lines and
        # buttons wrap instead), so the map keeps more of a small window (at 2x in 1280 x 720
        # the column took 460 of 1280 pixels and the map drew at 120 px a square).
        return max(290, min(L.em(380), L.side_width(w, 0.2, most=0.34)))

    def legend_height(self, w: int | None = None) -> int:
        """As many rows as the legend needs under the map (at 2x in Chinese it took
        two: its second half was left out)."""
        w = self.app.screen.get_width() if w is None else w
        rows = len(self.legend_rows(w - self.column_width(w) - 36))
        return max(40, L.line(LEGEND_SIZE()) + 16) + (rows - 1) * (L.line(LEGEND_SIZE()) + 6)

    def legend_rows(self, width: int) -> list:
        """The legend's (picture, words) in rows that fit `width`: each whole, none left out."""
        key = (width, L.scale(), language())
        if getattr(self, "_legend", (None,))[0] != key:
            rows: list[list] = [[]]
            x = 20
            for img, label in _legend_items():
                need = img.get_width() + 4 + L.width(label, LEGEND_SIZE()) + 11
                if rows[-1] and x + need - 11 > 12 + width:
                    rows.append([])
                    x = 20
                rows[-1].append((img, label))
                x += need
            self._legend = (key, rows)
        return self._legend[1]

    def map_rect(self, size) -> pygame.Rect:
        w, h = size
        top = L.bar_rect(w).bottom + 8
        return pygame.Rect(12, top, w - self.column_width(w) - 36, h - top - self.legend_height(w))

    def regions(self) -> dict:
        """The scene's panels (for the reflow tests)."""
        w, h = size = self.app.screen.get_size()
        if self.leave_dialog.open and self.leave_dialog.rect is not None:
            return {"leave": self.leave_dialog.rect}
        out = {"bar": L.bar_rect(w), "map": self.map_rect(size), "panel": self.panel_rect(size),
               "legend": pygame.Rect(12, h - self.legend_height(w), self.map_rect(size).width, self.legend_height(w))}
        if self.game.pending is not None:  # a Decision over the veiled map: its panel and the cards it offers
            out = {"decision": getattr(self.buttons, "rect", None)}
            out.update({f"card {i}": r for i, r in enumerate(getattr(self, "shown_rects", []))})
        elif self.buttons:
            out["buttons"] = self.buttons[0].rect.unionall([b.rect for b in self.buttons])
        return out

    def positions(self, size):
        """Location id -> the screen point to click for it, once the map is still
        (asking finishes the animations, as a click does)."""
        self.play()
        self.map.settle()
        self.map.set_view(self.map_rect(size))
        return self.map.positions()

    def handle(self, event):
        if self.leave_dialog.open:
            self.leave_dialog.handle(event)
            return event if event.type == pygame.QUIT else None
        if self.leaving and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.leave()  # a click or a key skips the walk
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if press(self.buttons, event.pos):
                return None
            moving = self.map.camera_moving
            self.map.settle()  # a click finishes the animations first
            if moving:
                return None  # the camera was still moving: what was under the pointer has moved
            if self.map_rect(self.app.screen.get_size()).collidepoint(event.pos):
                lid = self.map.location_at(event.pos) if self.game.pending is None else None
                if lid is not None:
                    self.apply(Action.make("travel", to=lid))
                else:
                    self.drag = (event.pos, event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3):
            self.drag = (event.pos, event.pos)
            return None
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            if any(getattr(event, "buttons", (1, 1, 1))):
                last = self.drag[1]
                self.map.pan(event.pos[0] - last[0], event.pos[1] - last[1])
                self.drag = (self.drag[0], event.pos)
            else:
                self.drag = None
            return None
        if event.type == pygame.MOUSEBUTTONUP:
            self.drag = None
            return None
        if event.type == pygame.MOUSEWHEEL:
            self.map.zoom(1.12 if event.y > 0 else 1 / 1.12, pygame.mouse.get_pos())
            return None
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.leave_dialog.ask()
                return None
            if event.key == pygame.K_j:
                self.app.push(JournalScene(self.app, self.session))
                return None
            if event.key == pygame.K_z and pygame.key.get_mods() & pygame.KMOD_CTRL:
                self.message = self.session.undo()
                self.play()
                return None
            if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS):
                grow = event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
                self.map.zoom(1.12 if grow else 1 / 1.12, self.map_rect(self.app.screen.get_size()).center)
                return None
            if event.key in (pygame.K_HOME, pygame.K_0, pygame.K_KP0):
                self.map.fit()
                return None
            step = {pygame.K_LEFT: (1, 0), pygame.K_RIGHT: (-1, 0), pygame.K_UP: (0, 1), pygame.K_DOWN: (0, -1)}
            if event.key in step:  # the arrow keys pan half a square
                dx, dy = step[event.key]
                self.map.pan(dx * self.map.camera.square / 2, dy * self.map.camera.square / 2)
                return None
        return event

    def update(self, dt):
        self.clock += dt
        self.play()
        speed = speed_of(self.app)  # the map's motion follows Animations, and Reduce motion (mapview.py)
        self.map.reduced = reduced_of(self.app)
        if speed > 0:
            self.map.update(dt * speed)
        else:
            self.map.settle()
        if self.leaving and (not self.map.busy or self.game.mode == "map"):
            self.leave()

    def exits(self) -> set:
        g = self.game
        if g.pending is not None or self.map.busy:
            return set()
        return {a["to"] for a in g.legal_actions_of("travel")}

    def draw(self, surf):
        self.draw_map(surf)
        if self.leave_dialog.open:
            self.leave_dialog.draw(surf, pygame.mouse.get_pos())

    def draw_map(self, surf):
        g = self.game
        w, h = surf.get_size()
        d.night_sky(surf, seed=11)
        self.map.set_view(self.map_rect((w, h)))
        film = getattr(self.app, "watching", False)  # the showcase's: no pointer, no controls, no dialogs
        mouse = (-1, -1) if film else pygame.mouse.get_pos()
        hover = self.map.location_at(mouse) if self.map_rect((w, h)).collidepoint(mouse) else None
        self.hover = hover
        self.map.draw(surf, self.exits(), hover, self.clock)
        self.side = [] if film else self.side_buttons(w, h)
        self.draw_panel(surf, hover)
        self.draw_legend(surf, hint=not film)
        L.draw_bar(surf, L.bar_rect(w), _("The Dreamworld"), "" if film else tr(self.session.save_error or self.message),
                   message_x=220)
        self.buttons = self.side
        if g.pending is not None and not film:
            shown = g.campaign.market_shown
            room = pygame.Rect(20, 20, w - 40, h - 60 - (224 if shown and L.scale() > 1 else 0))
            self.buttons = decision_panel(surf, g, mouse, self.apply, room=room)
            from game.ui.etherfields.table.labels import INTENT_COLOURS
            from game.ui.etherfields.market_cards import draw_offer
            # the Market cards on offer, face up and compact; the hovered one large (market_cards.py)
            self.shown_rects = draw_offer(surf, g, shown, mouse, INTENT_COLOURS)
            return
        for b in self.buttons:
            b.draw(surf, mouse)

    def draw_legend(self, surf, hint: bool = True) -> None:
        """What the medallions and plates mean, under the map."""
        w, h = surf.get_size()
        right = self.map_rect((w, h)).right
        rows = self.legend_rows(right - 12)
        size = LEGEND_SIZE()
        step = L.line(size) + 6
        y = h - self.legend_height(w) + max(40, L.line(size) + 16) // 2
        self.legend_rect = pygame.Rect(20, y, 0, 0)  # what the legend covers, for whoever draws over the map
        for k, row in enumerate(rows):
            x = 20
            for img, label in row:
                self.legend_rect.union_ip(surf.blit(img, img.get_rect(midleft=(x, y + k * step))))
                words = d.text(surf, label, (x + img.get_width() + 4, y + k * step), size, (190, 180, 220), anchor="midleft")
                self.legend_rect.union_ip(words)
                x = words.right + 11
        y += (len(rows) - 1) * step  # the keys' hint on the last row, when it has room
        keys = _("drag or arrow keys: pan   wheel: zoom   Home: whole map")
        if hint and x + L.width(keys, size) + 20 < right:
            d.text(surf, keys, (right, y), size, (150, 140, 180), anchor="midright")

    def side_buttons(self, w, h):
        cw = self.column_width(w)
        x = w - cw - 12
        out = []
        legal = self.game.legal_actions_of("begin_session", "end_session", "awaken")
        if Action.make("begin_session") in legal:
            out = [Button((x, 0, cw, 42), _("Begin a new session"), lambda: self.apply(Action.make("begin_session")),
                          (230, 200, 120))]
            self.stack_buttons(out, h - 158)
            return out
        if Action.make("end_session") in legal:
            out.append(Button((x, 0, cw, 42), _("Rest here: end the session (save point)"),
                              lambda: self.apply(Action.make("end_session"))))
        if Action.make("awaken") in legal:
            out.append(Button((x, 0, cw, 42), _("Awaken (heal, reset, rebuild decks)"),
                              lambda: self.apply(Action.make("awaken"))))
        out.append(Button((x, 0, cw, 42), _("Campaign journal (J)"),
                          lambda: self.app.push(JournalScene(self.app, self.session))))
        out.append(Button((x, 0, cw, 42), _("Save and return to the title"), self.save_and_quit))
        # At a larger scale the column reaches the window's foot (the legend is the map's, on its
        # left): the stats panel keeps its four lines over buttons that wrap in the narrower column.
        self.stack_buttons(out, h - 58 if L.scale() <= 1 else h - 12)
        return out

    @staticmethod
    def stack_buttons(buttons, bottom) -> None:
        """The column's buttons one under another, the last ending at `bottom`;
        each as tall as its label needs (two lines when it must wrap)."""
        y = bottom
        for b in reversed(buttons):
            b.rect.height = max(42, b.text_height(b.rect.width))
            y -= b.rect.height
            b.rect.y = y
            y -= 8

    def panel_rect(self, size) -> pygame.Rect:
        """The column's panel: from under the bar down to the buttons."""
        w, h = size
        top = L.bar_rect(w).bottom + 8
        buttons = getattr(self, "side", None) or self.side_buttons(w, h)  # as drawn this frame
        bottom = min(b.rect.y for b in buttons) - 12 if buttons else h - 262
        return pygame.Rect(w - self.column_width(w) - 12, top, self.column_width(w), bottom - top)

    def save_and_quit(self):
        self.leave_map(True)

    def leave_map(self, save: bool) -> None:
        """To the title, saved or not; a save that failed keeps the Team here, the bar saying why."""
        if save:
            self.session.autosave()
            if self.session.save_error:
                return
        self.app.back_to_title()

    def draw_panel(self, surf, hover=None):
        g = self.game
        w, h = surf.get_size()
        rect = self.panel_rect((w, h))
        d.panel(surf, rect, (28, 22, 46), (110, 90, 160))
        season = g.card(g.campaign.season) if g.campaign.season else None
        won = sum(1 for v in g.campaign.dreams_done.values() if v == "won")
        lines = [_("Keys {keys}   Hours {hours}   Shopping cards {cards}").format(
                     keys=g.team.keys, hours=g.hours, cards=g.campaign.shopping_cards),
                 _("Season: {name}").format(name=getattr(season, "name", None) or _("none")),
                 _("Slumber tiles waiting: {n}").format(n=len(g.campaign.slumber_deck)),
                 _("Dreams won: {n}").format(n=won)]
        for who in g.order:
            dr = g.dreamers[who]
            lines.append(_("{name}: {distress} Distress, {ether} Ether, {n} Sealed").format(name=g.name(who), distress=dr.distress, ether=dr.ether, n=len(dr.sealed)))
        y = L.lines(surf, lines, (rect.x + 14, rect.y + 12, rect.width - 28, rect.height - 24), 14, (224, 216, 244),
                    gap=max(21, L.line(14) + 4) - L.line(14))
        lid = hover or g.campaign.location
        looks = self.map.looks()
        if lid in looks and y < rect.bottom - 60 - L.line(15, bold=True):
            lk = looks[lid]
            y += 8
            pygame.draw.line(surf, (90, 74, 140), (rect.x + 14, y), (rect.right - 14, y))
            y += 8
            where = _("Here") if lid == g.campaign.location else _("There")
            d.text(surf, _("{where}: {name}").format(where=where, name=lk.name), (rect.x + 14, y), 15, (244, 230, 190), bold=True,
                   max_width=rect.width - 28)
            y += L.line(15, bold=True) + 4
            for fact in lk.facts:
                if y + L.block_height("- " + fact, rect.width - 32, 14) > rect.bottom - 8:
                    break
                y += d.paragraph(surf, "- " + fact, pygame.Rect(rect.x + 18, y, rect.width - 32, rect.bottom - y), 14,
                                 (206, 198, 232)) + 2
        self.draw_dreams(surf, pygame.Rect(rect.x, y + 6, rect.width, rect.bottom - y - 6))

    def draw_dreams(self, surf, rect) -> None:
        """The Dreams whose Gates are on the map so far: won, open (and for how many Keys) or not yet open."""
        from game.gfx import maptiles as M
        from game.gfx.icons import icon
        g = self.game
        c = g.campaign
        laid = set(locations(g))
        rows = []
        for gate, defn in g.defs("dream_gates").items():
            where = getattr(defn, "location", None)
            if where not in laid:
                continue
            done = c.dreams_done.get(gate)
            if done == "won":
                rows.append((M.won_star(16), getattr(defn, "name", gate), _("won"), (236, 204, 120)))
            elif gate in c.gates:
                rows.append((icon("key", 16), getattr(defn, "name", gate), ngettext("{n} Key", "{n} Keys", getattr(defn, "keys", 0)).format(n=getattr(defn, "keys", 0)),
                             (206, 198, 232)))
            else:
                rows.append((icon("dream_gate", 16), getattr(defn, "name", gate), _("not open"), (140, 130, 170)))
        order = {"won": 2, "not open": 1}
        rows.sort(key=lambda r: order.get(r[2], 0))  # what can be done now first, the Dreams won last
        step = max(20, L.line(13) + 2)
        if not rows or rect.height < L.line(15, bold=True) + 12 + step:
            return
        pygame.draw.line(surf, (90, 74, 140), (rect.x + 14, rect.y), (rect.right - 14, rect.y))
        y = rect.y + 8
        d.text(surf, _("Dreams"), (rect.x + 14, y), 15, (244, 230, 190), bold=True)
        y += L.line(15, bold=True) + 4
        for img, name, state, colour in rows:
            if y + step > rect.bottom - 4:
                break
            surf.blit(img, (rect.x + 14, y + step // 2 - 8))
            right = d.text(surf, state, (rect.right - 14, y + step // 2), 13, colour, anchor="midright")
            d.text(surf, name, (rect.x + 36, y + step // 2), 13, colour, anchor="midleft", max_width=right.x - rect.x - 44)
            y += step


class JournalScene(Scene):
    """The story so far: Dreams and their endings, Slumbers, the map revealed."""

    def __init__(self, app, session):
        self.app = app
        self.session = session
        self.scroll = 0

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c:  # the story told in full, chapter by chapter
            from game.ui.etherfields.chronicle import ChronicleScene
            self.app.replace(ChronicleScene(self.app, self.session))
            return None
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

    def book_rect(self, size) -> pygame.Rect:
        w, h = size
        top = 44 + L.line(36, bold=True, role="story") // 2 + 4
        return pygame.Rect(40, max(84, top), w - 80, h - max(84, top) - 36)

    def regions(self) -> dict:
        return {"book": self.book_rect(self.app.screen.get_size())}

    def relabel(self):
        self.session.speak()

    def draw(self, surf):
        g = self.session.game
        w, h = surf.get_size()
        d.night_sky(surf, seed=23)
        d.text(surf, _("The Campaign Journal"), (w // 2, 44), 36, (244, 230, 190), anchor="center", bold=True,
               glow=True, role="story", max_width=w - 40, fit=True)
        book = self.book_rect((w, h))
        d.panel(surf, book, (236, 226, 204), (120, 90, 60), radius=14)
        foot = L.line(12) + 12
        left = pygame.Rect(book.x + 24, book.y + 20, book.width * 0.6 - 24, book.height - 40 - foot + 12)
        right = pygame.Rect(left.right + 30, book.y + 20, book.right - left.right - 54, left.height)
        entries = [e for e in g.campaign.journal if e["kind"] in (
            "dream", "dream_won", "dream_lost", "death", "awakening", "slumber", "delta", "session")]
        colours = {"dream_won": (60, 120, 60), "dream_lost": (140, 60, 50), "death": (120, 30, 40),
                   "dream": (60, 60, 120)}
        y = left.y
        hint_h = L.line(12)  # room kept under the entries to say that more lie below (at 2x one went unsaid)
        listed = pygame.Rect(left.x, left.y, left.width, left.height - hint_h)
        shown = 0
        for e in entries[self.scroll:]:
            if e.get("gate") and e["kind"] == "dream":
                # each Dream with its picture, its sentence beside it (on two lines if it must)
                said = tr(e["text"])
                room = left.width - 110
                need = max(68, L.block_height(said, room, 16, role="story") + 8)
                if y + need > listed.bottom:
                    break
                d.illustration(surf, pygame.Rect(left.x, y, 96, 60), e["gate"])
                L.text_block(surf, said, (left.x + 108, y + max(0, 30 - (need - 8) // 2), room, need), 16,
                             colours["dream"], role="story")
                y += need
            else:
                said = "\u2022 " + tr(e["text"])
                need = L.block_height(said, left.width - 12, 15)
                if y + need > listed.bottom:
                    break
                L.text_block(surf, said, (left.x + 8, y, left.width - 12, need), 15, colours.get(e["kind"], (70, 56, 50)))
                y += need + max(6, 24 - L.line(15))
            shown += 1
        more = [_("more above")] if self.scroll > 0 else []
        more += [_("more below")] if self.scroll + shown < len(entries) else []
        if more:
            d.text(surf, "  ·  ".join(more), (left.x + 8, left.bottom), 12, (120, 100, 90),  # the wheel: the foot says
                   anchor="bottomleft", max_width=left.width - 8)
        if not entries:
            d.text(surf, _("Nothing written yet."), left.center, 18, (90, 70, 60), anchor="center", italic=True)
        # The campaign at a glance: what the Team has gathered and how much of the world it has seen.
        won = [k for k, v in g.campaign.dreams_done.items() if v == "won"]
        lines = [(_("Dreams won"), _(", ").join(g.name(k) for k in won) or _("none yet")),
                 (_("Dreamworld"), ngettext("{n} map tile revealed", "{n} map tiles revealed", len(g.campaign.map_tiles)).format(
                     n=len(g.campaign.map_tiles))),
                 (_("Season"), g.name(g.campaign.season) if g.campaign.season else _("none")),
                 (_("Items"), _(", ").join(g.name(i) for i in g.team.items + g.team.storage) or _("none")),
                 (_("Secrets found"), str(len(g.campaign.found))),
                 (_("Scripts read"), str(len(g.campaign.scripts_read)))]
        y = right.y
        head = max(22, L.line(15, bold=True, role="story"))
        stacked = sum(head + L.block_height(value, right.width, 14) + 8 for _title, value in lines)
        for title, value in lines:
            beside = stacked > right.height and L.width(title, 15, bold=True) + 16 + L.width(value, 14) <= right.width
            if beside:  # short of room, a short value on its title's line (at 2x the last facts were left out)
                if y + head > right.bottom:
                    break
                said = d.text(surf, title, (right.x, y), 15, (110, 80, 50), bold=True, role="story")
                d.text(surf, value, (said.right + 16, said.bottom - 2), 14, (60, 46, 40), anchor="bottomleft")
                y += head + 8
                continue
            need = head + L.block_height(value, right.width, 14)
            if y + need > right.bottom:
                break
            d.text(surf, title, (right.x, y), 15, (110, 80, 50), bold=True, role="story", max_width=right.width)
            used = L.text_block(surf, value, pygame.Rect(right.x, y + head, right.width, need - head), 14,
                                (60, 46, 40))
            y += head + used + 8
        d.text(surf, _("wheel to scroll - C: the chronicle - Esc to close"), (book.centerx, book.bottom - foot // 2), 12,
               (120, 100, 90), anchor="center", max_width=book.width - 40)

"""The Dreamworld Map between encounters, and the journal (the script reader is reader.py's)."""
from __future__ import annotations

import pygame

from game.rules.core import Action
from game.rules.etherfields.campaign import locations
from game.ui import draw as d
from game.ui import layout as L
from game.ui.etherfields.mapview import PLATE_COLOURS, MapView
from game.ui.etherfields.market_cards import Counter, is_market
from game.ui.etherfields.reader import ScriptReader  # noqa: F401 - importable from here as before
from game.ui.etherfields.journal import JournalScene  # noqa: F401 - importable from here as before
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
        self.counter = Counter(app)  # the Market's, drawn while a Dreamer buys

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
        if self.game.pending is not None and is_market(self.game):  # the Market's counter over the map
            rects = self.counter.layout(self.game, self.map_rect(size))
            out = {k: v for k, v in out.items() if k != "map"}
            out["market"] = rects["panel"]  # the cards and the button lie inside it
        elif self.game.pending is not None:  # a Decision over the veiled map
            out = {"decision": getattr(self.buttons, "rect", None)}
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
            if self.game.pending is not None and is_market(self.game) and self.shop(event.pos):
                return None
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
        if self.counter.held is not None and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            if event.type == pygame.MOUSEMOTION:
                self.counter.held[2] = event.pos
            else:
                self.let_go(event.pos)
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

    def shop(self, pos) -> bool:
        """A click on the Market's counter: a card bought (one rules Action, the
        decision's own option) gliding to the Dreamer, a refusal said in the bar,
        or the buying done. False when the click was not on the counter."""
        self.counter.motion.finish()
        said = self.counter.click(self.game, pos)
        if said is None:
            return self.counter.rects.get("panel", pygame.Rect(0, 0, 0, 0)).collidepoint(pos)
        kind, what = said
        if kind == "refuse":
            self.message = what
            return True
        if kind == "buy":  # bought when the button is let go: on the card (a click) or on the Dreamer (a drag)
            self.counter.held = [what, pos, pos]
            return True
        self.apply(what)
        return True

    def let_go(self, pos) -> None:
        """The button let go over a held Market card: a click (it did not move), or a drag
        dropped on the Dreamer's Ether or the column of Dreamers, buys it; a drag dropped
        anywhere else puts it back."""
        option, start, _last = self.counter.held
        self.counter.held = None
        moved = abs(pos[0] - start[0]) + abs(pos[1] - start[1]) > 8
        column = self.panel_rect(self.app.screen.get_size())
        if moved and not (self.counter.rects["ether"].collidepoint(pos) or column.collidepoint(pos)):
            return
        self.counter.glide(option["card"], pos if moved else None)
        self.apply(option)

    def update(self, dt):
        self.clock += dt
        self.counter.motion.update(dt)
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
        # Under a decision (the Market's counter, a choice) the map is only a dimmed backdrop: a place
        # under the pointer lit it and turned the side panel to "There: ..." while the player shopped.
        over_map = g.pending is None and self.map_rect((w, h)).collidepoint(mouse)
        hover = self.map.location_at(mouse) if over_map else None
        self.hover = hover
        self.map.draw(surf, self.exits(), hover, self.clock)
        self.side = [] if film else self.side_buttons(w, h)
        self.draw_panel(surf, hover)
        self.draw_legend(surf, hint=not film)
        L.draw_bar(surf, L.bar_rect(w), _("The Dreamworld"), "" if film else tr(self.session.save_error or self.message),
                   message_x=220)
        self.buttons = self.side
        if g.pending is not None and not film and is_market(g):
            # the Market's counter over the dimmed map: the cards large, each with its price (market_cards.py)
            from game.ui.etherfields.table.labels import INTENT_COLOURS
            for b in self.buttons:
                b.draw(surf, mouse)
            self.counter.draw(surf, g, mouse, self.map_rect((w, h)), INTENT_COLOURS)
            self.counter.draw_glides(surf, g, INTENT_COLOURS)
            return
        if g.pending is not None and not film:
            self.buttons = decision_panel(surf, g, mouse, self.apply, room=pygame.Rect(20, 20, w - 40, h - 60))
        else:
            for b in self.buttons:
                b.draw(surf, mouse)
        if self.counter.motion.busy:  # the last card bought still on its way, over whatever comes next
            from game.ui.etherfields.table.labels import INTENT_COLOURS
            self.counter.draw_glides(surf, g, INTENT_COLOURS)

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

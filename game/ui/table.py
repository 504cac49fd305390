"""The Dreamscape table: the map with its tiles and figures, the Entity and
Turn card, the Clock, a board per Dreamer, the hand, the log, the dice tray.

Every gesture becomes one rules Action through the Session; a refused
Action shows the rules' own sentence. Events returned by the rules drive the
animations (figures glide along their path, the die is thrown in the tray).
"""
from __future__ import annotations

import math

import pygame

from game.rules.core import Action
from game.rules.etherfields.intent import as_dict
from game.ui import draw as d
from game.ui.dice import DiceTray
from game.ui.widgets import Button, SessionView, decision_panel, ease, hex_colour, press

INTENT_COLOURS = {"awareness": (96, 170, 230), "cunning": (120, 200, 120), "wrath": (222, 92, 80)}


def glossary() -> dict:
    """Tooltip texts by the names the table uses (from content/glossary)."""
    global _GLOSSARY
    if _GLOSSARY is None:
        from game.content import default_content
        _GLOSSARY = {k: e for e in default_content().glossary.values() for k in e.keys}
    return _GLOSSARY


_GLOSSARY = None
PHASES = {"draw": "Draw step", "actions": "Card and Action step", "dreamscape": "Dreamscape Phase",
          "over": "The end", "out_of_turns": "Out of Turns", "map": "The Dreamworld"}


class DreamscapeScene(SessionView):
    def __init__(self, app, session):
        self.app = app
        self.session = session
        self.selected = self.game.order[0]
        self.message = (f"{self.game.name(self.selected)} draws first: press Draw cards (or Space)."
                        if self.game.phase == "draw" else "Drag a miniature to Move, or use an action below.")
        self.drag: dict | None = None
        self.glide: dict | None = None
        self.anims: dict[str, dict] = {}  # figure id -> {"path": [...], "t": 0..len}
        self.buttons: list[Button] = []
        self.applied: list[Action] = []  # what reached the rules, for tests
        self.zoom = 1.0
        self.pan = [0, 0]
        self.panning = None
        self.inspect: str | None = None
        self.log_scroll = 0
        self.overlays: list[dict] = []  # Overlay cards: {"at": (col, row), "size": (w, h), "angle", "title"}
        self.tray = DiceTray(pygame.Rect(0, 0, 260, 120))
        self.boost = False
        self.curtain = None
        self.flyers: list[dict] = []
        self.blit_count = 0
        self._layer_key = None
        self._layer = None
        self.seen_events = len(session.events)
        self._frame = pygame.Surface((1, 1))
        self._overlay = None
        self.paying = None  # a PaymentPanel while the player chooses what to spend
        self.leaving = False  # Esc asks before leaving the table
        self.bar_buttons: list[Button] = []
        self.leave_buttons: list[Button] = []

    # -- construction ------------------------------------------------------
    @classmethod
    def demo(cls, app, seed: int = 1):
        from game.ui.session import Session
        from game.balance import MEASURED_MAP
        session = Session.new(["gambler", "tough_guy", "free_spirit"], seed, campaign=False,
                              slumber="slumber_lantern_hound", name="Demo", map=MEASURED_MAP)
        scene = cls(app, session)
        game = session.game
        while game.pending is not None:  # the Entity's first Spawn
            scene.apply(game.pending.options[0])
        for who in list(game.order):
            scene.apply(Action.make("draw", dreamer=who))
        scene.selected = game.order[0]
        scene.anims.clear()
        scene.flyers.clear()
        scene.tray.skip()
        scene.message = "Drag a miniature to Move. The lit spaces show where it can go and the cards it costs."
        return scene

    @classmethod
    def heavy(cls, app):
        """The bench's heavy table: 8 tiles, 3 rotated Overlay cards, 4
        Dreamers, 6 Entities, a hand of 6, the log, a die in the tray."""
        from game.content import default_content
        from game.rules.etherfields.geometry import Dreamscape
        scene = cls.demo(app, 5)
        g = scene.game
        content = default_content()
        tiles = [t for t in content.map_tiles][:8]
        placements = [{"tile": t, "at": f"{'ABCD'[i % 4]}{i // 4 + 1}"} for i, t in enumerate(tiles)]
        g.dreamscape = Dreamscape.from_tiles(placements, content.map_tiles)
        from game.rules.etherfields.state import DreamerState
        g.dreamers["specialist"] = DreamerState(id="specialist", pos=(3, 1))
        g.order.append("specialist")
        spots = sorted(p for p in g.dreamscape.spaces if g.dreamscape.open(p))
        for i, who in enumerate(g.order):
            g.dreamers[who].pos = spots[i * 3]
        g.entities = [{"id": f"entity{i}", "tile": g.entity_tile, "pos": spots[-1 - i * 2]} for i in range(6)]
        hand = g.dreamers[scene.selected].hand
        while len(hand) < 6 and g.dreamers[scene.selected].deck:
            hand.append(g.dreamers[scene.selected].deck.draw_one())
        scene.overlays = [{"at": (1, 0), "size": (2, 1), "angle": 90, "title": "The Loose Floorboard"},
                          {"at": (5, 2), "size": (2, 1), "angle": 180, "title": "A Door Left Ajar"},
                          {"at": (2, 3), "size": (1, 2), "angle": 270, "title": "Moon Through Glass"}]
        for i in range(20):
            g.log.append(f"Entry {i}: the Dreamscape shifts and murmurs.")
        scene.tray.throw(("fail", "blank", "plus1", "plus1", "plus2", "plus3"), "plus2", seed=4)
        scene.tray_until_settled = False
        return scene

    # -- geometry --------------------------------------------------------------
    def right_x(self):
        return int(self.app.screen.get_width() * 0.62)

    def map_rect(self):
        w, h = self.app.screen.get_size()
        return pygame.Rect(20, 64, self.right_x() - 30, h - 64 - 196)

    def cell(self):
        cols, rows = self.game.dreamscape.size
        r = self.map_rect()
        size = max(8, int(min(r.width / max(cols, 1), r.height / max(rows, 1)) * self.zoom))
        ox = r.x + (r.width - size * cols) // 2 + self.pan[0]
        oy = r.y + (r.height - size * rows) // 2 + self.pan[1]
        return size, ox, oy

    def space_rect(self, p):
        size, ox, oy = self.cell()
        return pygame.Rect(ox + p[0] * size, oy + p[1] * size, size, size)

    def space_at(self, pos):
        size, ox, oy = self.cell()
        p = ((pos[0] - ox) // size, (pos[1] - oy) // size)
        return p if p in self.game.dreamscape.spaces else None

    def figure_spots(self):
        spots, by_space = {}, {}
        for f in self.game.figures():
            by_space.setdefault(f.pos, []).append(f)
        for p, figs in by_space.items():
            r = self.space_rect(p)
            for i, f in enumerate(figs):
                if len(figs) == 1 or f.big:
                    c = r.center
                else:
                    ang = math.tau * i / len(figs) - math.pi / 4
                    c = (r.centerx + int(math.cos(ang) * r.width * 0.22), r.centery + int(math.sin(ang) * r.height * 0.22))
                spots[f.id] = (c, f)
        return spots

    def board_rects(self):
        w, h = self.app.screen.get_size()
        x = self.right_x() + 8
        bh = 66 if len(self.game.order) > 3 else 80
        return {who: pygame.Rect(x, 250 + i * (bh + 6), w - x - 16, bh) for i, who in enumerate(self.game.order)}

    def log_rect(self):
        w, h = self.app.screen.get_size()
        top = max(r.bottom for r in self.board_rects().values()) + 8
        return pygame.Rect(self.right_x() + 8, top, w - self.right_x() - 24, max(50, h - 106 - top))

    # -- rules -------------------------------------------------------------------
    def take_events(self, events) -> None:
        texts = [e.text for e in events if e.text]
        if texts:
            self.message = texts[-1]
        speed = self.app.settings.speed if hasattr(self.app, "settings") else 1.0
        for i, e in enumerate(events):
            if speed > 0:
                self.fly_for(e, delay=0.06 * i)
            if e.kind in ("dreamer_moved", "entity_moved") and speed > 0:
                who = e.data.get("dreamer") or e.data.get("figure")
                self.anims[who] = {"path": [tuple(p) for p in e.data["path"]], "t": 0.0}
            elif e.kind == "peek":
                self.peek = {"secret": e.data["secret"], "left": float(e.data.get("seconds", 5))}
            elif e.kind == "die_rolled":
                from game.rules.etherfields.actions import LUCK_FACES
                from game.rules.etherfields.turn import MOVEMENT_FACES
                faces = LUCK_FACES if e.data.get("die") == "luck" else MOVEMENT_FACES
                self.tray.throw(faces, e.data["face"], seed=len(self.session.log))
                if speed <= 0:
                    self.tray.skip()
        self.seen_events = len(self.session.events)
        g = self.game
        if g.options.get("play_order") == "rounds" and g.active and g.active != self.selected:
            self.hand_over(g.active)  # ordered rounds: the table turns to whoever's round it is
        self.guide()
        if self.game.mode == "map" and hasattr(self.app, "follow_mode"):
            self.app.follow_mode(self.session)
        elif g.outcome is not None and self.session.chronicle.finished and hasattr(self.app, "push"):
            from game.ui.story import GameOverScene
            self.app.push(GameOverScene(self.app, self.session))  # a lone Slumber is over: its story
            self.session.chronicle.finished.clear()

    def guide(self) -> None:
        """Turn the table to whoever has something to do next, and say what:
        after one Dreamer draws, the next one still to draw; after one passes,
        the next one still acting."""
        g = self.game
        if g.pending is not None or g.outcome is not None or g.mode == "map":
            return
        me = g.dreamers.get(self.selected)
        living = [who for who in g.order if not g.dreamers[who].dead]
        if g.phase == "draw" and me is not None and (me.drawn or me.dead):
            nxt = next((w for w in living if not g.dreamers[w].drawn), None)
            if nxt is not None:
                self.hand_over(nxt)
                self.message = f"Now {g.name(nxt)} draws: press Draw cards (or Space)."
        elif g.phase == "actions" and me is not None and (me.passed or me.dead):
            nxt = next((w for w in living if not g.dreamers[w].passed), None)
            if nxt is not None:
                self.hand_over(nxt)
                self.message = f"{g.name(nxt)} acts now: drag the miniature to Move, use an action, or Pass."

    BOOSTABLE = ("move", "interact", "map_action", "play", "use_item", "use_mask", "use_progress", "back_action")

    def toggle_boost(self):
        self.boost = not self.boost
        self.message = ("The next paid action rolls the Luck die as its last source of Intent (once per Turn)."
                        if self.boost else "No Luck die.")

    def boosted(self, action: Action) -> Action:
        """With the Luck die switched on, the action asks the rules to Boost."""
        if not self.boost or action.kind not in self.BOOSTABLE:
            return action
        self.boost = False  # once per Turn anyway: switch it off after use
        return Action.from_data({**action.to_data(), "boost": True})

    def fly_for(self, e, delay: float = 0.0) -> None:
        """Small flights that show what an Event did: a card from the deck to
        the hand, a paid card to the discard, Distress dropping onto a board,
        the Turn card flipping."""
        boards = self.board_rects()
        w, h = self.app.screen.get_size()
        who = e.data.get("dreamer")
        hand = (self.right_x() // 2, h - 90)
        if e.kind == "card_drawn" and who in boards:
            end = hand if who == self.selected else boards[who].center
            self.flyers.append({"kind": "card", "start": boards[who].midleft, "end": end, "t": -delay, "dur": 0.35})
        elif e.kind == "paid" and who in boards:
            self.flyers.append({"kind": "card", "start": hand, "end": boards[who].midright, "t": -delay, "dur": 0.35})
        elif e.kind == "distress" and who in boards:
            r = boards[who]
            pip = (r.x + 18 + (max(1, e.data.get("total", 1)) - 1) * 18, r.y + 36)
            self.flyers.append({"kind": "drop", "start": (pip[0], pip[1] - 120), "end": pip, "t": -delay, "dur": 0.4})
        elif e.kind == "turn":
            self.flyers.append({"kind": "flip", "start": (w - 16 - 69, 153), "end": (w - 16 - 69, 153),
                                "t": -delay, "dur": 0.45})

    def draw_flyers(self, surf) -> None:
        for f in self.flyers:
            if f["t"] < 0:
                continue
            k = ease(f["t"] / f["dur"])
            x = f["start"][0] + (f["end"][0] - f["start"][0]) * k
            y = f["start"][1] + (f["end"][1] - f["start"][1]) * k
            if f["kind"] == "card":
                r = pygame.Rect(0, 0, 46, 66)
                r.center = (int(x), int(y))
                pygame.draw.rect(surf, (46, 36, 80), r, border_radius=6)
                pygame.draw.rect(surf, (230, 200, 120), r, 2, border_radius=6)
                pygame.draw.circle(surf, (230, 200, 120), r.center, 8, 1)
            elif f["kind"] == "drop":
                pygame.draw.circle(surf, (220, 60, 70), (int(x), int(y)), 7)
            elif f["kind"] == "flip":
                width = max(2, int(118 * abs(1 - 2 * k)))
                r = pygame.Rect(0, 0, width, 162)
                r.center = (int(x), int(y))
                pygame.draw.rect(surf, (236, 228, 210) if k > 0.5 else (70, 50, 110), r, border_radius=8)
            self.blit_count += 1

    def offer(self, action: Action, title: str = "") -> None:
        """Apply a player's action; when it can be paid in more than one way,
        first let the player choose the payment (nothing is spent unasked)."""
        from game.rules.etherfields import payment_options
        if payment_options.has_choice(self.game, action):
            from game.ui.payment import PaymentPanel
            self.paying = PaymentPanel(self.game, action, title or label_for(self.game, action))
            return
        self.apply(self.boosted(action))

    def settle_payment(self) -> None:
        """The payment panel was answered: pay and act, or put everything back."""
        panel, self.paying = self.paying, None
        if panel.outcome == "confirm" and not self.apply(self.boosted(panel.chosen())):
            panel.reason, panel.outcome = self.message, None
            self.paying = panel  # refused: the panel stays, with the rules' sentence
        elif panel.outcome == "cancel":
            self.message = "Nothing was spent."

    def save(self) -> bool:
        """Save the campaign now (the same file its autosaves go to)."""
        self.session.autosave()
        self.message = self.session.save_error or "Saved. Every move so far is kept."
        return not self.session.save_error

    def leave(self, save: bool) -> None:
        self.leaving = False
        if save and not self.save():
            return  # the save failed: stay, and the top bar says why
        self.app.back_to_title()

    def draw_leave_dialog(self, surf, mouse) -> None:
        w, h = surf.get_size()
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((8, 4, 20, 160))
        surf.blit(veil, (0, 0))
        rect = pygame.Rect(0, 0, 460, 250)
        rect.center = (w // 2, h // 2)
        d.panel(surf, rect, (36, 28, 62), (230, 200, 120))
        d.text(surf, "Leave the table?", (rect.centerx, rect.y + 34), 24, (244, 230, 190), anchor="center", bold=True)
        d.text(surf, "Save first, and Continue on the title brings you back here.", (rect.centerx, rect.y + 68), 15,
               (220, 214, 240), anchor="center", max_width=rect.width - 30)
        labels = (("Save and leave", lambda: self.leave(True), (230, 200, 120)),
                  ("Leave without saving", lambda: self.leave(False), (200, 110, 110)),
                  ("Keep playing", lambda: setattr(self, "leaving", False), (120, 100, 200)))
        self.leave_buttons = []
        for i, (label, fn, accent) in enumerate(labels):
            b = Button((rect.centerx - 150, rect.y + 96 + i * 48, 300, 40), label, fn, accent)
            b.draw(surf, mouse)
            self.leave_buttons.append(b)

    def hand_over(self, who) -> None:
        """Act as another Dreamer; with the hand-over screen on, their hand
        stays hidden behind a curtain until they click."""
        self.selected = who
        if getattr(getattr(self.app, "settings", None), "hand_over_screen", False):
            self.curtain = who

    def moves_for(self, who):
        return {tuple(a["to"]): a for a in self.game.legal_actions() if a.kind == "move" and a["dreamer"] == who}

    def refusal(self, who, dest):
        """Ask the rules why a drop is illegal, paying with every card that moves."""
        dreamer = self.game.dreamers[who]
        pay = [c for c in dreamer.hand if int(getattr(self.game.card(c), "move", 0) or 0) > 0]
        try:
            self.game.copy().apply(Action.make("move", dreamer=who, to=list(dest), pay=pay))
        except Exception as err:  # IllegalAction carries the sentence
            return getattr(err, "reason", "That Move is not possible now.")
        return "That Move is not possible now."

    # -- input -----------------------------------------------------------------------
    def handle(self, event):
        if getattr(self, "curtain", None) and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.curtain = None  # the next Dreamer is at the screen
            return None
        if self.leaving:  # modal: leave the table?
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                press(self.leave_buttons, event.pos)
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.leaving = False
            return None if event.type != pygame.QUIT else event
        if self.paying is not None:  # modal: the payment is chosen first
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.paying.click(event.pos)
            elif event.type == pygame.KEYDOWN:
                self.paying.key(event.key)
            if self.paying.outcome:
                self.settle_payment()
            return None if event.type != pygame.QUIT else event
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.inspect:
                self.inspect = None
                return None
            if not self.tray.settled or self.anims or self.flyers:
                self.tray.skip()  # click to skip animations
                self.anims.clear()
                self.flyers.clear()
            if press(self.buttons, event.pos) or press(self.bar_buttons, event.pos):
                return None
            if self.game.pending is not None:
                space = self.space_at(event.pos)
                for opt in self.game.pending.options:
                    if space is not None and opt.get("pos") == space:
                        self.apply(opt)  # a Decision about a space: click the space itself
                        return None
            card = self.card_at(event.pos)
            if card is not None and self.game.pending is None:
                self.card_drag = {"card": card, "pos": event.pos}
                return None
            if self.game.pending is None:
                for fid, (c, f) in self.figure_spots().items():
                    if f.kind == "dreamer" and math.dist(c, event.pos) < max(12, self.cell()[0] * 0.2):
                        self.selected = fid
                        self.drag = {"who": fid, "pos": event.pos, "moves": self.moves_for(fid), "start": c}
                        return None
            for who, rect in self.board_rects().items():
                if rect.collidepoint(event.pos):
                    if who != self.selected:
                        self.hand_over(who)
                    self.message = f"Acting as {self.game.name(who)}."
                    return None
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            card = self.card_at(event.pos)
            self.inspect = card
            return None
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 2:
            self.panning = (event.pos, tuple(self.pan))
            return None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 2:
            self.panning = None
            return None
        elif event.type == pygame.MOUSEWHEEL:
            if self.log_rect().collidepoint(pygame.mouse.get_pos()):
                self.log_scroll = max(0, self.log_scroll + event.y)
            else:
                self.zoom = max(0.5, min(2.5, self.zoom * (1.1 if event.y > 0 else 1 / 1.1)))
            return None
        elif event.type == pygame.MOUSEMOTION:
            if self.panning:
                (sx, sy), (px, py) = self.panning
                self.pan = [px + event.pos[0] - sx, py + event.pos[1] - sy]
                return None
            if self.drag:
                self.drag["pos"] = event.pos
                return None
        elif event.type == pygame.MOUSEMOTION and getattr(self, "card_drag", None):
            self.card_drag["pos"] = event.pos
            return None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and getattr(self, "card_drag", None):
            drag, self.card_drag = self.card_drag, None
            self.drop_card(drag["card"], event.pos)
            return None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            drag, self.drag = self.drag, None
            dest = self.space_at(event.pos)
            who = drag["who"]
            effort = Action.make("effort", dreamer=who, to=list(dest)) if dest is not None else None
            if dest is not None and dest in drag["moves"]:
                g = self.game
                dist = g.dreamscape.distance(g.dreamers[who].pos, dest)
                self.offer(drag["moves"][dest], f"{g.name(who)} moves {dist} space{'s' if dist != 1 else ''}")
            elif effort is not None and effort in self.game.legal_actions():
                self.apply(effort)  # no cards reach it, but Hours do: an Effort
            else:
                if dest is not None and dest != self.game.dreamers[who].pos:
                    self.message = self.refusal(who, dest)
                self.glide = {"who": who, "from": event.pos, "to": drag["start"], "t": 0.0}
            return None
        elif event.type == pygame.KEYDOWN:
            mods = getattr(event, "mod", 0) | pygame.key.get_mods()
            if event.key == pygame.K_z and mods & pygame.KMOD_CTRL:
                self.message = self.session.undo()
                self.anims.clear()
                return None
            if event.key == pygame.K_ESCAPE:
                if self.inspect:
                    self.inspect = None
                else:
                    self.leaving = True  # ask first: leaving must never lose a move
                return None
            if event.key == pygame.K_s and mods & pygame.KMOD_CTRL:
                self.save()
                return None
            if event.key == pygame.K_SPACE:
                act = Action.make("pass", dreamer=self.selected)
                if self.game.phase == "draw":
                    act = Action.make("draw", dreamer=self.selected)
                self.apply(act)
                return None
            if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.zoom = min(2.5, self.zoom * 1.1)
                return None
            if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.zoom = max(0.5, self.zoom / 1.1)
                return None
            if event.key == pygame.K_TAB:
                order = self.game.order
                self.selected = order[(order.index(self.selected) + 1) % len(order)]
                return None
        return event

    def drop_card(self, card, pos) -> None:
        """A hand card dropped on an action pays for it; on the Entity it pays
        for its first Interaction. The rules decide whether it is enough."""
        target = None
        for b in self.buttons:
            if b.rect.collidepoint(pos) and getattr(b, "action", None) is not None:
                target = b.action
        if target is None:
            for fid, (c, f) in self.figure_spots().items():
                if f.kind == "entity" and math.dist(c, pos) < max(14, self.cell()[0] * 0.3):
                    target = Action.make("interact", dreamer=self.selected, index=0, pay=[], targets=[fid])
        board = self.board_rects().get(self.selected)
        if target is None and board is not None and board.collidepoint(pos):
            # Dropped on your own board: place it in the Progress zone.
            if getattr(self.game.card(card), "progress", None) is None:
                self.message = f"{self.game.name(card)} is not a Progress card; only those are placed."
                return
            place = next((a for a in self.game.legal_actions()
                          if a.kind == "place_progress" and a["card"] == card and a["dreamer"] == self.selected), None)
            if place is None:
                self.apply(Action.make("place_progress", dreamer=self.selected, card=card, pay=[]))  # the rules say why
            else:
                self.apply(place)
            return
        if target is None or target.kind not in ("interact", "map_action", "play", "place_progress"):
            return  # dropped nowhere in particular: the card returns to the hand
        data = target.to_data()
        data["pay"] = [card]
        data.pop("colour", None)
        data["dreamer"] = self.selected
        self.apply(Action.from_data(data))

    def card_at(self, pos):
        for card, rect in getattr(self, "_hand_rects", []):
            if rect.collidepoint(pos):
                return card
        return None

    def update(self, dt):
        speed = self.app.settings.speed if hasattr(self.app, "settings") else 1.0
        if self.glide:
            self.glide["t"] += dt * 4
            if self.glide["t"] >= 1:
                self.glide = None
        for who in list(self.anims):
            a = self.anims[who]
            a["t"] += dt * 6 * max(speed, 0.01)
            if a["t"] >= len(a["path"]) - 1:
                del self.anims[who]
        self.tray.update(dt * max(speed, 0.01))
        for f in self.flyers:
            f["t"] += dt * max(speed, 0.01)
        self.flyers = [f for f in self.flyers if f["t"] < f["dur"]]
        if getattr(self, "peek", None):
            self.peek["left"] -= dt
            if self.peek["left"] <= 0:
                self.peek = None  # five seconds, as the rules allow
        if len(self.session.events) != self.seen_events:  # events from another scene
            self.seen_events = len(self.session.events)

    # -- drawing ------------------------------------------------------------------------
    def frame_key(self, surf, mouse):
        """Everything the still parts of the frame depend on. While it stays
        the same, a frame is one blit of the cached picture plus the figures."""
        hover_card = next((i for i, (_, r) in enumerate(getattr(self, "_hand_rects", [])) if r.collidepoint(mouse)),
                          None)
        hover_button = next((i for i, b in enumerate(self.buttons) if b.rect.collidepoint(mouse)), None)
        g = self.game
        figures = tuple((f.id, f.pos) for f in g.figures()) if not self.moving() else None
        return (figures, tuple(g.dreamers[self.selected].hand), surf.get_size(), len(self.session.log),
                len(self.session.events), len(g.log), g.phase,
                self.selected, self.message, self.session.save_error, self.zoom, tuple(self.pan), self.log_scroll,
                hover_card, hover_button, self.inspect, id(g), bool(getattr(self, "card_drag", None)), len(g.stack),
                self._layer_key)

    def moving(self) -> bool:
        """Is anything on the map in motion (then figures are drawn each frame)?"""
        return bool(self.drag or self.anims or self.glide or getattr(self, "card_drag", None)
                    or (self.game.pending is not None and any(o.get("pos") is not None
                                                              for o in self.game.pending.options)))

    def draw(self, surf):
        mouse = pygame.mouse.get_pos()
        key = self.frame_key(surf, mouse)
        if key != getattr(self, "_frame_key", None) or self._frame.get_size() != surf.get_size():
            self.render_still(surf.get_size(), mouse)
            self._frame_key = self.frame_key(surf, mouse)
        self.blit_count = 1
        surf.blit(self._frame, (0, 0))
        self.draw_moving(surf)
        if self._overlay is not None:
            surf.blit(self._overlay, (0, 0))
            self.blit_count += 1
        if self.leaving:
            self.draw_leave_dialog(surf, pygame.mouse.get_pos())
        if self.paying is not None:
            self.paying.draw(surf, pygame.mouse.get_pos())
            self.blit_count += 2 + len(self.paying.card_rects)
        if getattr(self, "curtain", None):
            w, h = surf.get_size()
            d.night_sky(surf, seed=29)
            colour = hex_colour(getattr(self.game.card(self.curtain), "colour", "#cccccc"))
            d.miniature(surf, (w // 2, h // 2 - 70), 34, colour, self.game.name(self.curtain).replace("The ", "")[:1])
            d.text(surf, f"Pass the mouse to {self.game.name(self.curtain)}", (w // 2, h // 2), 34, colour,
                   anchor="center", bold=True, role="story")
            d.text(surf, "click when ready: the hand stays hidden until then", (w // 2, h // 2 + 44), 16,
                   (200, 190, 230), anchor="center", italic=True)

    def render_still(self, size, mouse):
        """The parts of the table that only change when something happens."""
        frame = pygame.Surface(size)
        d.night_sky(frame, seed=3, dim=True)
        frame.blit(self.static_layer(size), (0, 0))
        if not self.moving():
            self.draw_map(frame)  # figures at rest belong to the still picture
        self.draw_top_bar(frame)
        self.draw_side(frame)
        self.draw_log(frame)
        self.draw_hand(frame, mouse)
        self.draw_buttons(frame, mouse)
        self._frame = frame
        overlay = None
        if self.game.pending is not None or self.game.outcome is not None or self.inspect:
            overlay = pygame.Surface(size, pygame.SRCALPHA)
            if self.game.pending is not None:
                self.draw_prompt(overlay, mouse)
            if self.game.outcome is not None:
                self.draw_outcome(overlay)
            if self.inspect:
                self.draw_inspector(overlay)
        self._overlay = overlay

    def draw_moving(self, surf):
        """Figures in motion, drag highlights, the dice tray: drawn every frame."""
        if self.moving():
            self.draw_map(surf)
        if not self.drag and not getattr(self, "card_drag", None) and self.game.pending is None:
            self.draw_tooltip(surf, pygame.mouse.get_pos())
        if self.tray.body is not None:
            w, h = surf.get_size()
            self.tray.rect.topleft = (self.right_x() - 280, h - 196 - 130)
            self.blit_count += self.tray.draw(surf)
        if getattr(self, "card_drag", None):
            cd = self.card_drag
            rect = pygame.Rect(0, 0, 116, 166)
            rect.center = cd["pos"]
            d.influence_card(surf, rect, self.game.card(cd["card"]), INTENT_COLOURS, 0)
            self.blit_count += 1
        self.draw_flyers(surf)
        if getattr(self, "peek", None):
            w, h = surf.get_size()
            rect = pygame.Rect(0, 0, 240, 340)
            rect.center = (self.right_x() // 2, h // 2 - 40)
            d.influence_card(surf, rect, self.game.card(self.peek["secret"]), INTENT_COLOURS, 0)
            d.text(surf, f"Peeking: {self.peek['left']:.0f} s", (rect.centerx, rect.bottom + 14), 16,
                   (244, 230, 190), anchor="center", bold=True)
            self.blit_count += 2

    def draw_top_bar(self, surf):
        g = self.game
        w = surf.get_width()
        d.panel(surf, (12, 8, w - 24, 46), (24, 18, 44), (80, 68, 130))
        where = {"dream": "Dream", "slumber": "Slumber"}.get(g.mode, "")
        title = d.text(surf, f"{where} - Turn {g.turn_number} - {PHASES.get(g.phase, g.phase)}", (26, 31), 19,
                       (244, 230, 190), anchor="midleft", bold=True)
        msg = self.session.save_error or self.message
        self.bar_buttons = [Button((w - 194, 14, 84, 34), "Save", self.save),
                            Button((w - 104, 14, 84, 34), "Leave", lambda: setattr(self, "leaving", True))]
        for b in self.bar_buttons:
            b.draw(surf, (-1, -1))
        d.text(surf, msg, (title.right + 24, 31), 16, (255, 170, 160) if self.session.save_error else (220, 214, 240),
               anchor="midleft", max_width=w - title.right - 240)
        self.blit_count += 3

    def static_layer(self, size_wh):
        """Tiles, spaces, Walls and Overlay cards: drawn once per map change."""
        g = self.game
        size, ox, oy = self.cell()
        key = (size_wh, size, ox, oy, id(g.dreamscape), len(g.dreamscape.spaces), tuple(g.blocks),
               len(self.overlays), tuple(map(tuple, g.gem_slots)),
               tuple((t["token"], tuple(t["pos"])) for t in g.tokens))
        if key == self._layer_key:
            return self._layer
        layer = pygame.Surface(size_wh, pygame.SRCALPHA)
        ds = g.dreamscape
        tiles: dict = {}
        for p, space in ds.spaces.items():
            tiles.setdefault(space.tile, []).append(p)
        for tile, spaces in tiles.items():
            xs, ys = [p[0] for p in spaces], [p[1] for p in spaces]
            rect = pygame.Rect(ox + min(xs) * size, oy + min(ys) * size, (max(xs) - min(xs) + 1) * size,
                               (max(ys) - min(ys) + 1) * size)
            d.tile_back(layer, rect.inflate(-4, -4), tile or "tile")
            name = getattr(g.card(tile), "name", "") if tile else ""
            if name and size >= 60:
                d.text(layer, name, (rect.x + 10, rect.bottom - 14), 13, (230, 220, 250, 200), anchor="midleft",
                       italic=True)
        for p, space in ds.spaces.items():
            r = self.space_rect(p)
            d.space(layer, r, space)
            for i, act in enumerate(space.map_actions):
                used = f"map:{p[0]},{p[1]}:{i}" in g.blocks
                d.map_action(layer, r, act, i, used)
            if space.gem_action:
                d.map_action(layer, r, space.gem_action, len(space.map_actions), list(p) not in g.gem_slots)
            if list(p) in g.gem_slots:
                gx, gy = r.x + 18, r.y + 20
                pygame.draw.polygon(layer, (150, 230, 240), [(gx, gy - 9), (gx + 8, gy), (gx, gy + 9), (gx - 8, gy)])
            if space.flying_rule:
                d.flying_rule(layer, r, space.flying_rule)
        for i, t in enumerate(g.tokens):  # tokens laid by effects, in a row along the space's foot
            r = self.space_rect(tuple(t["pos"]))
            kind = t["token"]
            if kind.startswith("terrain_"):
                from game.ui.icons import icon
                layer.blit(icon(kind[len("terrain_"):], 20), (r.x + 6 + (i % 4) * 22, r.bottom - 26))
            else:
                d.token(layer, (r.x + 16 + (i % 4) * 22, r.bottom - 16), 9, (200, 170, 110), kind[:1].upper())
        for w in ds.walls:
            a, b = sorted(w)
            ra = self.space_rect(a)
            if b[0] != a[0]:
                start, end = (ra.right, ra.top + 3), (ra.right, ra.bottom - 3)
            else:
                start, end = (ra.left + 3, ra.bottom), (ra.right - 3, ra.bottom)
            d.wall(layer, start, end, max(4, size // 18))
        for ov in self.overlays:
            col, row = ov["at"]
            w, h = ov["size"]
            rect = pygame.Rect(ox + col * size, oy + row * size, w * size, h * size)
            d.overlay_card(layer, rect, ov["title"], ov["angle"])
        self._layer_key, self._layer = key, layer
        return layer

    def draw_map(self, surf):
        g = self.game
        size, _, _ = self.cell()
        clip = surf.get_clip()
        surf.set_clip(self.map_rect().inflate(10, 10))
        if g.pending is not None:
            for opt in g.pending.options:
                if opt.get("pos") is not None:
                    d.highlight(surf, self.space_rect(tuple(opt["pos"])))
                    self.blit_count += 1
        highlights = self.drag["moves"] if self.drag else {}
        for p, act in highlights.items():
            r = self.space_rect(p)
            d.highlight(surf, r)
            cost = len(act["pay"])
            d.text(surf, f"{cost} card{'s' if cost != 1 else ''}", (r.centerx, r.bottom - 14), 14,
                   (255, 246, 200), anchor="center", bold=True)
            self.blit_count += 2
        if self.drag and highlights:
            dest = self.space_at(self.drag["pos"])
            if dest in highlights:
                path = g.dreamscape.path(g.dreamers[self.drag["who"]].pos, dest) or []
                pts = [self.space_rect(p).center for p in path]
                if len(pts) > 1:
                    pygame.draw.lines(surf, (255, 240, 170), False, pts, 4)
        for fid, (c, f) in self.figure_spots().items():
            if self.drag and fid == self.drag["who"]:
                continue
            if fid in self.anims:
                c = self.anim_pos(self.anims[fid], c)
            if self.glide and fid == self.glide["who"]:
                t = ease(self.glide["t"])
                c = (self.glide["from"][0] + (self.glide["to"][0] - self.glide["from"][0]) * t,
                     self.glide["from"][1] + (self.glide["to"][1] - self.glide["from"][1]) * t)
            self.draw_figure(surf, f, c, size)
        if self.drag:
            f = next(x for x in g.figures() if x.id == self.drag["who"])
            self.draw_figure(surf, f, self.drag["pos"], size, lifted=True)
        surf.set_clip(clip)

    def tooltip_terms(self, pos) -> list:
        """Glossary entries for what lies under the mouse on the map."""
        space_pos = self.space_at(pos) if self.map_rect().collidepoint(pos) else None
        if space_pos is None:
            return []
        space = self.game.dreamscape.spaces[space_pos]
        keys = list(space.features) + ([space.terrain] if space.terrain else [])
        keys += ["blocked"] if space.blocked else []
        keys += ["drawing_bonus"] if space.drawing_bonus else []
        keys += ["flying_rule"] if space.flying_rule else []
        for f in self.game.figures():
            if f.pos == space_pos and f.kind == "entity":
                keys += ["big"] if f.big else []
                keys += [self.game.states[f.id]] if f.id in self.game.states else []
        return [e for e in (glossary().get(k) for k in dict.fromkeys(keys)) if e is not None][:3]

    def draw_tooltip(self, surf, pos) -> None:
        terms = self.tooltip_terms(pos)
        if not terms:
            return
        width = 300
        height = sum(18 + 16 * (1 + len(e.text) // 44) for e in terms) + 12
        rect = pygame.Rect(pos[0] + 18, pos[1] + 12, width, height)
        rect.clamp_ip(surf.get_rect())
        d.panel(surf, rect, (22, 16, 38), (150, 130, 210), radius=8)
        y = rect.y + 8
        for e in terms:
            d.text(surf, e.name, (rect.x + 10, y), 14, (244, 230, 190), bold=True)
            used = d.paragraph(surf, e.text, pygame.Rect(rect.x + 10, y + 18, width - 20, 80), 12, (220, 214, 240))
            y += 18 + used
        self.blit_count += 1 + 2 * len(terms)

    def anim_pos(self, anim, end):
        path, t = anim["path"], anim["t"]
        i = min(int(t), len(path) - 2)
        if i < 0:
            return end
        a, b = self.space_rect(path[i]).center, self.space_rect(path[i + 1]).center
        k = ease(t - i)
        return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)

    def draw_figure(self, surf, f, c, size, lifted=False):
        g = self.game
        self.blit_count += 3
        if f.kind == "dreamer":
            colour = hex_colour(getattr(g.card(f.id), "colour", "#cccccc"))
            initial = g.name(f.id).replace("The ", "")[:1]
            d.miniature(surf, c, int(size * (0.17 if not lifted else 0.2)), colour, initial,
                        selected=(f.id == self.selected), lifted=lifted)
        else:
            d.entity(surf, c, int(size * (0.36 if f.big else 0.16)), big=f.big, state=g.states.get(f.id))

    def draw_side(self, surf):
        g = self.game
        w, h = surf.get_size()
        x = self.right_x() + 8
        tile = g.card(g.entity_tile) if g.entity_tile else None
        d.panel(surf, (x, 64, w - x - 16, 178), (30, 22, 50), (150, 90, 120))
        if tile is not None:
            d.text(surf, getattr(tile, "name", ""), (x + 14, 82), 19, (250, 210, 210), anchor="midleft", bold=True,
                   max_width=w - x - 190)
            y = 104
            for inter in getattr(tile, "interactions", ()) or ():
                cost = ", ".join(f"{v} {k.title()}" for k, v in as_dict(inter.cost).items())
                extra = " gradual" if getattr(inter, "gradual", False) else ""
                extra += " x Dreamers" if getattr(inter, "per_player", False) else ""
                d.text(surf, f"{inter.name}: {cost}{extra}", (x + 14, y), 14, (230, 220, 240), anchor="midleft",
                       max_width=w - x - 190)
                y += 19
            mv = getattr(tile, "movement", None)
            extra = "   Skip allowed" if getattr(tile, "skip", False) else ""
            if getattr(tile, "deliverance", None):
                unlocked = "wisdom_deliverance" in g.team.wisdom
                extra += "   Deliverance: open" if unlocked else "   Deliverance: locked"
            d.text(surf, f"Movement {getattr(mv, 'value', '-')}{extra}", (x + 14, y + 4), 14, (200, 190, 220),
                   anchor="midleft", max_width=w - x - 190)
            for i, token in enumerate(g.morphings):
                d.token(surf, (x + 24 + i * 26, y + 30), 10, (190, 90, 150), g.name(token)[:1])
            self.blit_count += 8
        card = g.card(g.turn_card) if g.turn_card else None
        if card is not None:
            d.turn_card(surf, pygame.Rect(w - 16 - 128, 72, 118, 162), card, g.step_index)
            self.blit_count += 6
        d.text(surf, f"Turns left {len(g.turn_deck)}   Hours {g.hours}   Keys {g.team.keys}   "
               f"Items {len(g.team.items)} (+{len(g.team.storage)} stored)", (x + 14, 230), 14, (244, 230, 190),
               anchor="midleft", max_width=w - x - 170)
        # The rest of the board at a glance: the Dream Gate, the Fate and Flaw decks, the Season.
        gate = g.campaign.get("dream") if g.campaign else None
        parts = [f"Dream: {g.name(gate)}"] if gate else []
        if g.campaign:
            parts += [f"Fate {len(g.campaign.get('fate_deck', []))}", f"Flaws {len(g.flaw_deck)}"]
            if g.campaign.get("season"):
                parts.append(f"Season: {g.name(g.campaign['season'])}")
        if parts:
            d.text(surf, "   ".join(parts), (x + 14, 212), 13, (200, 190, 230), anchor="midleft",
                   max_width=w - x - 170)
        for who, rect in self.board_rects().items():
            self.draw_board(surf, who, rect)

    def draw_board(self, surf, who, rect):
        g = self.game
        dr = g.dreamers[who]
        colour = hex_colour(getattr(g.card(who), "colour", "#cccccc"))
        d.panel(surf, rect, (34, 26, 58) if who != self.selected else (58, 44, 90), colour)
        status = " - passed" if dr.passed else (" - to draw" if g.phase == "draw" and not dr.drawn else "")
        if dr.dead:
            status = " - fallen"
        d.text(surf, g.name(who) + status, (rect.x + 12, rect.y + 14), 16, colour, anchor="midleft", bold=True)
        for i in range(8):
            cx = rect.x + 18 + i * 18
            pygame.draw.circle(surf, (200, 60, 70) if i < dr.distress else (70, 50, 80), (cx, rect.y + 36), 6)
        mask = g.name(dr.mask) if dr.mask else "no Mask"
        d.text(surf, f"Ether {dr.ether}  Gems {dr.gems}  Mask: {mask}", (rect.x + 170, rect.y + 36), 13,
               (230, 210, 220), anchor="midleft", max_width=rect.width - 180)
        d.text(surf, f"Deck {len(dr.deck)}  Hand {len(dr.hand)}  Discard {len(dr.discard)}  Sealed {len(dr.sealed)}"
               f"  Progress {len(dr.progress)}", (rect.x + 12, rect.y + 56), 13, (210, 204, 230), anchor="midleft")
        self.blit_count += 14

    def draw_log(self, surf):
        rect = self.log_rect()
        d.panel(surf, rect, (20, 16, 34), (70, 60, 110))
        lines = self.game.log
        n = max(1, (rect.height - 12) // 17)
        end = max(0, len(lines) - self.log_scroll)
        for i, line in enumerate(lines[max(0, end - n):end]):
            d.text(surf, line, (rect.x + 10, rect.y + 8 + i * 17), 13, (200, 194, 220), max_width=rect.width - 20)
        self.blit_count += n + 1

    def draw_hand(self, surf, mouse):
        g = self.game
        w, h = surf.get_size()
        dr = g.dreamers[self.selected]
        n = len(dr.hand)
        cw, ch = 116, 166
        span = min(self.right_x() - 60, max(1, n) * (cw + 8))
        x0 = (self.right_x() - span) // 2
        self._hand_rects = []
        for i, card in enumerate(dr.hand):
            ang = (i - (n - 1) / 2) * 4
            x = x0 + i * (span // max(n, 1))
            y = h - ch - 14 + abs(i - (n - 1) / 2) * 4
            rect = pygame.Rect(x, y, cw, ch)
            if rect.collidepoint(mouse):
                rect = rect.move(0, -26)
                ang = 0
            self._hand_rects.append((card, rect))
            d.influence_card(surf, rect, g.card(card), INTENT_COLOURS, -ang)
        d.text(surf, f"{g.name(self.selected)}'s hand  (Tab: next Dreamer, right-click: read a card)",
               (24, h - 180), 14, (200, 190, 230), anchor="midleft", italic=True)
        self.blit_count += n + 1

    def action_buttons(self):
        g = self.game
        kinds = ("draw", "pass", "interact", "map_action", "play", "place_progress", "gain_gem", "place_gem",
                 "take_gem", "use_item",
                 "use_mask", "use_progress", "back_action", "remove_morphing", "remove_flaw", "use_token")
        acts = [a for a in g.legal_actions() if a.get("dreamer") == self.selected and a.kind in kinds]
        acts += [a for a in g.legal_actions() if a.kind in ("skip",)]
        # In the order of `kinds`: what this space and the Entity offer come
        # before the Basic Actions, so they keep a button when the rows fill up.
        acts.sort(key=lambda a: kinds.index(a.kind) if a.kind in kinds else len(kinds))
        seen, out = set(), []
        for a in acts:
            if a.kind == "draw" and a.get("discard"):
                continue
            label = label_for(g, a)
            if label not in seen:
                seen.add(label)
                out.append((label, a))
        out = out[:9]
        if g.phase == "actions":
            out.append((f"Luck die: {'ON' if self.boost else 'off'}", None))
        return out

    def draw_buttons(self, surf, mouse):
        w, h = surf.get_size()
        self.buttons = []
        if self.game.pending is not None or self.game.outcome is not None:
            return
        x0 = self.right_x() + 8
        x, y = x0, h - 50
        for label, a in self.action_buttons():
            bw = max(100, d.font(15).size(label)[0] + 24)
            if x + bw > w - 12:
                if y <= h - 94:
                    break  # two rows of buttons at most; the rest stay reachable by dragging
                x, y = x0, y - 44
            if a is None:
                b = Button((x, y, bw, 38), label, self.toggle_boost, (230, 200, 120) if self.boost else (90, 78, 140))
            else:
                b = Button((x, y, bw, 38), label, lambda a=a, label=label: self.offer(a, label))
            b.action = a
            self.buttons.append(b)
            b.draw(surf, mouse)
            x += bw + 8
        self.blit_count += 2 * len(self.buttons)

    def draw_prompt(self, surf, mouse):
        g = self.game
        w, h = surf.get_size()
        rect = None
        if any(o.get("pos") is not None for o in g.pending.options):
            # A choice of spaces: keep the map in view (its spaces are lit and clickable).
            rows = 46 if len(g.pending.options) <= 8 else 36
            rect = pygame.Rect(self.right_x() + 8, 64, w - self.right_x() - 24,
                               min(100 + rows * len(g.pending.options), h - 80))
        self.buttons = decision_panel(surf, g, mouse, self.apply, rect, shade=rect is None)
        from game.rules.etherfields.cards import rapid_plays
        panel_bottom = max((b.rect.bottom for b in self.buttons), default=h // 2) + 16
        rapid = [a for a in rapid_plays(g) if a["dreamer"] == self.selected]
        for j, a in enumerate(rapid[:2]):  # a Rapid card may cut in before choosing
            b = Button((w // 2 - 170 + j * 170, panel_bottom, 160, 34), f"Rapid: {g.name(a['card'])}",
                       lambda a=a: self.apply(a), (250, 220, 90))
            self.buttons.append(b)
            b.draw(surf, mouse)
        self.blit_count += 4 + 2 * len(self.buttons)

    def draw_outcome(self, surf):
        w, h = surf.get_size()
        o = self.game.outcome
        rect = pygame.Rect(w // 2 - 260, h // 2 - 60, 520, 120)
        d.panel(surf, rect, (30, 22, 50), (230, 200, 120))
        title = {"won": "Victory", "lost": "The Dreamers are lost", "ended": "The Slumber fades"}.get(o["result"], "")
        d.text(surf, title, (rect.centerx, rect.y + 38), 30, (244, 230, 190), anchor="center", bold=True)
        d.text(surf, o["reason"], (rect.centerx, rect.y + 80), 17, (220, 214, 240), anchor="center",
               max_width=rect.width - 30)

    def draw_inspector(self, surf):
        w, h = surf.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((8, 4, 20, 170))
        surf.blit(shade, (0, 0))
        card = self.game.card(self.inspect)
        rect = pygame.Rect(0, 0, 300, 430)
        rect.center = (w // 2 - 160, h // 2)
        d.influence_card(surf, rect, card, INTENT_COLOURS, 0)
        text = pygame.Rect(rect.right + 30, rect.y, 340, rect.height)
        d.panel(surf, text, (30, 22, 50), (150, 130, 200))
        d.text(surf, getattr(card, "name", self.inspect), (text.x + 16, text.y + 24), 22, (244, 230, 190),
               anchor="midleft", bold=True)
        d.paragraph(surf, describe_card(card), text.inflate(-32, -70).move(0, 20), 15, (220, 214, 240))


def describe_card(card) -> str:
    parts = []
    intent = as_dict(getattr(card, "intent", None))
    if intent:
        parts.append("Intent: " + " or ".join(f"{v} {k.title()}" for k, v in intent.items())
                     + (" (choose one colour when discarded)" if len(intent) > 1 else "") + ".")
    parts.append(f"Movement value {getattr(card, 'move', 0) or 0}.")
    prog = getattr(card, "progress", None)
    if prog is not None:
        cost = ", ".join(f"{v} {k.title()}" for k, v in as_dict(prog.cost).items())
        parts.append(f"Progress card ({prog.suit}): place it for {cost}.")
    for act in getattr(card, "actions", ()) or ():
        cost = ", ".join(f"{v} {k.title()}" for k, v in as_dict(getattr(act, "cost", None)).items()) or "free"
        rapid = " Rapid." if getattr(act, "rapid", False) else ""
        parts.append(f"{act.name}: pay {cost}.{rapid}")
    if getattr(card, "text", None):
        parts.append(card.text)
    if getattr(card, "flavour", None):
        parts.append(f"\u201c{card.flavour}\u201d")
    price = getattr(card, "price", None)
    if price:
        parts.append(f"Market price: {price} Ether.")
    return "\n".join(parts)


def label_for(g, a: Action) -> str:
    if a.kind == "draw":
        return "Draw cards"
    if a.kind == "pass":
        return "Pass"
    if a.kind == "interact":
        inter = g.card(g.entity_tile).interactions[a["index"]]
        return f"{inter.name} ({len(a['pay'])} cards)"
    if a.kind == "map_action":
        from game.rules.etherfields.actions import space_action
        found = space_action(g, a["space"], a["index"])
        return (found[0].get("name", "Map action") if found else "Map action")
    if a.kind == "place_gem":
        return "Set a Gem in the slot"
    if a.kind == "take_gem":
        return "Take the Gem back"
    if a.kind == "play":
        return f"Play {g.name(a['card'])}"
    if a.kind == "place_progress":
        return f"Place {g.name(a['card'])}"
    if a.kind == "gain_gem":
        return "Gain a Shining Gem (3 cards)"
    if a.kind == "skip":
        return "Skip this Slumber"
    if a.kind == "use_item":
        return f"Use {g.name(a['item'])}"
    if a.kind == "use_mask":
        return "Use Mask"
    if a.kind == "use_progress":
        return f"Use {g.name(a['card'])}"
    if a.kind == "back_action":
        return "Character action"
    if a.kind == "use_token":
        token = getattr(g.defs("dreamers").get(a["dreamer"]), "personal_token", None)
        return f"Spend {getattr(token, 'name', 'token')}"
    if a.kind == "remove_morphing":
        return f"Remove Morphing ({a['with'].title()})"
    if a.kind == "remove_flaw":
        return f"Remove {g.name(a['card'])}"
    return a.kind

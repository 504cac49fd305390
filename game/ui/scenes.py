"""The title screen and the Dreamscape table.

The table never changes the game: every gesture becomes one rules Action
passed to `game.apply`; a refused Action shows the rules' own sentence.
"""
from __future__ import annotations

import math

import pygame

from game.rules.core import Action, IllegalAction
from game.rules.etherfields.intent import as_dict
from game.ui import draw as d

INTENT_COLOURS = {"awareness": (96, 170, 230), "cunning": (120, 200, 120), "wrath": (222, 92, 80)}


class Button:
    def __init__(self, rect, label, on_click, accent=(120, 100, 200)):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.accent = accent

    def draw(self, surf, mouse):
        hover = self.rect.collidepoint(mouse)
        d.panel(surf, self.rect, (60, 48, 96) if hover else (38, 30, 64), self.accent if hover else (90, 78, 140))
        d.text(surf, self.label, self.rect.center, 17, (240, 232, 255), anchor="center")


class TitleScene:
    def __init__(self, app):
        self.app = app
        self.t = 0.0
        self.buttons: list[Button] = []

    def _layout(self, size):
        w, h = size
        x = w // 2 - 130
        self.buttons = [
            Button((x, h // 2 + 10, 260, 48), "New campaign", self.new_campaign, (230, 200, 120)),
            Button((x, h // 2 + 70, 260, 48), "Continue", self.new_campaign),
            Button((x, h // 2 + 130, 260, 48), "Quit", self.quit),
        ]

    def new_campaign(self):
        self.app.push(DreamscapeScene.demo(self.app, self.app.seed))

    def quit(self):
        self.app.running = False

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    b.on_click()
                    return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.quit()
            return None
        return event

    def update(self, dt):
        self.t += dt

    def draw(self, surf):
        self._layout(surf.get_size())
        w, h = surf.get_size()
        d.night_sky(surf, seed=7)
        cx, cy = w // 2, h // 3
        d.moon(surf, (cx + 360, cy - 90), 48)
        d.text(surf, "ETHERFIELDS", (cx, cy), 76, (244, 230, 190), anchor="center", bold=True, glow=True)
        d.text(surf, "a cooperative journey through the Dreamworld", (cx, cy + 58), 22, (200, 190, 230),
               anchor="center", italic=True)
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)
        d.text(surf, "Drag miniatures to move  -  click options to decide  -  Esc to leave",
               (cx, h - 28), 15, (150, 140, 190), anchor="center")


class DreamscapeScene:
    """The table: the Dreamscape, the Entity and Turn card, the Dreamer boards, the hand."""

    def __init__(self, app, game):
        self.app = app
        self.game = game
        self.selected = game.order[0]
        self.message = "Welcome, Dreamers. Draw your cards to begin the Turn."
        self.drag: dict | None = None
        self.glide: dict | None = None
        self.buttons: list[Button] = []
        self.applied: list[Action] = []  # what the rules received, for tests and the log

    @classmethod
    def demo(cls, app, seed: int = 1):
        from game.content import default_content
        from game.rules.etherfields import new_game
        game = new_game(default_content(), {"dreamers": ["gambler", "tough_guy", "free_spirit"],
                                            "slumber": "slumber_lantern_hound"}, seed)
        scene = cls(app, game)
        while game.pending is not None:  # the Entity's first Spawn
            scene.apply(game.pending.options[0])
        for who in list(game.order):
            scene.apply(Action.make("draw", dreamer=who))
        scene.message = "Drag a miniature to Move. The lit spaces show where it can go and the cards it costs."
        return scene

    # -- geometry of the table ------------------------------------------------
    def map_rect(self):
        w, h = self.app.screen.get_size()
        return pygame.Rect(24, 64, int(w * 0.62) - 24, h - 64 - 190)

    def cell(self):
        cols, rows = self.game.dreamscape.size
        r = self.map_rect()
        size = int(min(r.width / max(cols, 1), r.height / max(rows, 1)))
        ox = r.x + (r.width - size * cols) // 2
        oy = r.y + (r.height - size * rows) // 2
        return size, ox, oy

    def space_rect(self, p):
        size, ox, oy = self.cell()
        return pygame.Rect(ox + p[0] * size, oy + p[1] * size, size, size)

    def space_at(self, pos):
        for p in self.game.dreamscape.spaces:
            if self.space_rect(p).collidepoint(pos):
                return p
        return None

    def figure_spots(self):
        """Screen positions of every figure, spread inside their space."""
        spots = {}
        by_space: dict = {}
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

    # -- rules ----------------------------------------------------------------
    def apply(self, action: Action) -> bool:
        try:
            events = self.game.apply(action)
        except IllegalAction as err:
            self.message = err.reason
            return False
        self.applied.append(action)
        texts = [e.text for e in events if e.text]
        if texts:
            self.message = texts[-1]
        return True

    def moves_for(self, who):
        return {tuple(a["to"]): a for a in self.game.legal_actions() if a.kind == "move" and a["dreamer"] == who}

    def refusal(self, who, dest):
        """Ask the rules why a drop is illegal, paying with every card that moves."""
        dreamer = self.game.dreamers[who]
        pay = [c for c in dreamer.hand if int(getattr(self.game.card(c), "move", 0) or 0) > 0]
        action = Action.make("move", dreamer=who, to=list(dest), pay=pay)
        try:
            self.game.copy().apply(action)
        except IllegalAction as err:
            return err.reason
        return "That Move is not possible now."

    # -- input ----------------------------------------------------------------
    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    b.on_click()
                    return None
            for fid, (c, f) in self.figure_spots().items():
                if f.kind == "dreamer" and math.dist(c, event.pos) < self.cell()[0] * 0.2:
                    self.selected = fid
                    self.drag = {"who": fid, "pos": event.pos, "moves": self.moves_for(fid), "start": c}
                    return None
            for who, rect in self.board_rects().items():
                if rect.collidepoint(event.pos):
                    self.selected = who
                    return None
        elif event.type == pygame.MOUSEMOTION and self.drag:
            self.drag["pos"] = event.pos
            return None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            drag, self.drag = self.drag, None
            dest = self.space_at(event.pos)
            who = drag["who"]
            if dest is not None and dest in drag["moves"]:
                self.apply(drag["moves"][dest])
            elif dest is not None and dest != self.game.dreamers[who].pos:
                self.message = self.refusal(who, dest)
                self.glide = {"who": who, "from": event.pos, "to": drag["start"], "t": 0.0}
            else:
                self.glide = {"who": who, "from": event.pos, "to": drag["start"], "t": 0.0}
            return None
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return None
            if event.key == pygame.K_SPACE:
                self.apply(Action.make("pass", dreamer=self.selected))
                return None
        return event

    def update(self, dt):
        if self.glide:
            self.glide["t"] += dt * 4
            if self.glide["t"] >= 1:
                self.glide = None

    # -- drawing ---------------------------------------------------------------
    def board_rects(self):
        w, h = self.app.screen.get_size()
        x = int(w * 0.62) + 10
        top = 250
        bh = 86
        return {who: pygame.Rect(x, top + i * (bh + 8), w - x - 20, bh) for i, who in enumerate(self.game.order)}

    def draw(self, surf):
        g = self.game
        mouse = pygame.mouse.get_pos()
        d.night_sky(surf, seed=3, dim=True)
        self.draw_top_bar(surf)
        self.draw_map(surf)
        self.draw_side(surf)
        self.draw_hand(surf, mouse)
        self.draw_buttons(surf, mouse)
        if g.pending is not None:
            self.draw_prompt(surf, mouse)
        if g.outcome is not None:
            self.draw_outcome(surf)

    def draw_top_bar(self, surf):
        g = self.game
        w = surf.get_width()
        d.panel(surf, (12, 8, w - 24, 46), (24, 18, 44), (80, 68, 130))
        phase = {"draw": "Draw step", "actions": "Card and Action step", "dreamscape": "Dreamscape Phase",
                 "over": "The Slumber is over", "out_of_turns": "Out of Turns"}.get(g.phase, g.phase)
        title = d.text(surf, f"Turn {g.turn_number}  -  {phase}", (26, 31), 20, (244, 230, 190), anchor="midleft",
                       bold=True)
        d.text(surf, self.message, (title.right + 24, 31), 17, (220, 214, 240), anchor="midleft",
               max_width=w - title.right - 50)

    def draw_map(self, surf):
        g = self.game
        size, ox, oy = self.cell()
        ds = g.dreamscape
        tiles: dict = {}
        for p, space in ds.spaces.items():
            tiles.setdefault(space.tile, []).append(p)
        for tile, spaces in tiles.items():
            xs = [p[0] for p in spaces]
            ys = [p[1] for p in spaces]
            rect = pygame.Rect(ox + min(xs) * size, oy + min(ys) * size, (max(xs) - min(xs) + 1) * size,
                               (max(ys) - min(ys) + 1) * size)
            d.tile_back(surf, rect.inflate(-4, -4), tile or "tile")
            name = getattr(g.card(tile), "name", "") if tile else ""
            if name:
                d.text(surf, name, (rect.x + 10, rect.bottom - 14), 13, (230, 220, 250, 200), anchor="midleft",
                       italic=True)
        highlights = self.drag["moves"] if self.drag else {}
        for p, space in ds.spaces.items():
            r = self.space_rect(p)
            d.space(surf, r, space)
            if p in highlights:
                d.highlight(surf, r)
                cost = len(highlights[p]["pay"])
                d.text(surf, f"{cost} card{'s' if cost != 1 else ''}", (r.centerx, r.bottom - 14), 14,
                       (255, 246, 200), anchor="center", bold=True)
        for w in ds.walls:
            a, b = sorted(w)
            if a not in ds.spaces and b not in ds.spaces:
                continue
            ra = self.space_rect(a)
            if b[0] != a[0]:
                start, end = (ra.right, ra.top + 3), (ra.right, ra.bottom - 3)
            else:
                start, end = (ra.left + 3, ra.bottom), (ra.right - 3, ra.bottom)
            d.wall(surf, start, end, max(4, size // 18))
        if self.drag and self.drag["moves"]:
            dest = self.space_at(self.drag["pos"])
            if dest in highlights:
                path = ds.path(g.dreamers[self.drag["who"]].pos, dest) or []
                pts = [self.space_rect(p).center for p in path]
                if len(pts) > 1:
                    pygame.draw.lines(surf, (255, 240, 170), False, pts, 4)
        for fid, (c, f) in self.figure_spots().items():
            if self.drag and fid == self.drag["who"]:
                continue
            if self.glide and fid == self.glide["who"]:
                t = _ease(self.glide["t"])
                c = (self.glide["from"][0] + (self.glide["to"][0] - self.glide["from"][0]) * t,
                     self.glide["from"][1] + (self.glide["to"][1] - self.glide["from"][1]) * t)
            self.draw_figure(surf, f, c, size)
        if self.drag:
            f = next(x for x in g.figures() if x.id == self.drag["who"])
            self.draw_figure(surf, f, self.drag["pos"], size, lifted=True)

    def draw_figure(self, surf, f, c, size, lifted=False):
        g = self.game
        if f.kind == "dreamer":
            colour = _hex(getattr(g.card(f.id), "colour", "#cccccc"))
            d.miniature(surf, c, int(size * (0.17 if not lifted else 0.2)), colour, g.name(f.id)[4:5] or "?",
                        selected=(f.id == self.selected), lifted=lifted)
        else:
            d.entity(surf, c, int(size * (0.36 if f.big else 0.16)), big=f.big)

    def draw_side(self, surf):
        g = self.game
        w, h = surf.get_size()
        x = int(w * 0.62) + 10
        # The Entity tile and the Turn card
        tile = g.card(g.entity_tile) if g.entity_tile else None
        d.panel(surf, (x, 64, w - x - 20, 178), (30, 22, 50), (150, 90, 120))
        if tile is not None:
            d.text(surf, getattr(tile, "name", ""), (x + 14, 82), 20, (250, 210, 210), anchor="midleft", bold=True)
            y = 106
            for i, inter in enumerate(getattr(tile, "interactions", ()) or ()):
                cost = ", ".join(f"{v} {k}" for k, v in as_dict(inter.cost).items())
                grad = " (gradual)" if getattr(inter, "gradual", False) else ""
                d.text(surf, f"{inter.name}: {cost}{grad}", (x + 14, y), 15, (230, 220, 240), anchor="midleft")
                y += 20
            mv = getattr(tile, "movement", None)
            d.text(surf, f"Movement {getattr(mv, 'value', '-')}   Morphings: {len(g.morphings)}", (x + 14, y + 4), 15,
                   (200, 190, 220), anchor="midleft")
        card = g.card(g.turn_card) if g.turn_card else None
        if card is not None:
            d.turn_card(surf, pygame.Rect(w - 20 - 130, 74, 118, 158), card, g.step_index)
        d.text(surf, f"Turns left {len(g.turn_deck)}   Hours {g.hours}   Keys {g.team.keys}", (x + 14, 226), 15,
               (244, 230, 190), anchor="midleft")
        for who, rect in self.board_rects().items():
            self.draw_board(surf, who, rect)

    def draw_board(self, surf, who, rect):
        g = self.game
        dr = g.dreamers[who]
        colour = _hex(getattr(g.card(who), "colour", "#cccccc"))
        d.panel(surf, rect, (34, 26, 58) if who != self.selected else (54, 42, 86), colour)
        status = " - passed" if dr.passed else (" - to draw" if g.phase == "draw" and not dr.drawn else "")
        d.text(surf, g.name(who) + status, (rect.x + 12, rect.y + 16), 18, colour, anchor="midleft", bold=True)
        for i in range(8):
            filled = i < dr.distress
            cx = rect.x + 18 + i * 20
            pygame.draw.circle(surf, (200, 60, 70) if filled else (70, 50, 80), (cx, rect.y + 42), 7)
            pygame.draw.circle(surf, (240, 200, 200), (cx, rect.y + 42), 7, 1)
        d.text(surf, f"Distress {dr.distress}/8", (rect.x + 186, rect.y + 42), 14, (230, 200, 210), anchor="midleft")
        d.text(surf, f"Deck {len(dr.deck)}  Hand {len(dr.hand)}  Discard {len(dr.discard)}  Sealed {len(dr.sealed)}"
               f"  Ether {dr.ether}  Gems {dr.gems}  Progress {len(dr.progress)}",
               (rect.x + 12, rect.y + 68), 14, (210, 204, 230), anchor="midleft")

    def draw_hand(self, surf, mouse):
        g = self.game
        w, h = surf.get_size()
        dr = g.dreamers[self.selected]
        n = len(dr.hand)
        cw, ch = 104, 150
        span = min(700, max(1, n) * (cw + 8))
        x0 = int(w * 0.31) - span // 2
        for i, card in enumerate(dr.hand):
            ang = (i - (n - 1) / 2) * 4
            x = x0 + i * (span // max(n, 1))
            y = h - ch - 14 + abs(i - (n - 1) / 2) * 4
            rect = pygame.Rect(x, y, cw, ch)
            if rect.collidepoint(mouse):
                rect = rect.move(0, -26)
            d.influence_card(surf, rect, g.card(card), INTENT_COLOURS, -ang)
        d.text(surf, f"{g.name(self.selected)}'s hand", (24, h - 178), 15, (200, 190, 230), anchor="midleft",
               italic=True)

    def draw_buttons(self, surf, mouse):
        g = self.game
        w, h = surf.get_size()
        self.buttons = []
        if g.pending is not None or g.outcome is not None:
            return
        x = int(w * 0.62) + 10
        y = h - 56
        acts = [a for a in g.legal_actions() if a.get("dreamer") == self.selected and a.kind in ("draw", "pass", "interact")]
        acts += [a for a in g.legal_actions() if a.kind in ("skip",)]
        seen = set()
        for a in acts:
            label = _label(g, a)
            if label in seen:
                continue
            seen.add(label)
            b = Button((x, y, 180, 40), label, lambda a=a: self.apply(a))
            self.buttons.append(b)
            x += 188
            if x + 180 > w:
                x = int(w * 0.62) + 10
                y -= 46
        for b in self.buttons:
            b.draw(surf, mouse)

    def draw_prompt(self, surf, mouse):
        g = self.game
        w, h = surf.get_size()
        pending = g.pending
        opts = pending.options
        bw = 300
        ph = 90 + 48 * len(opts)
        rect = pygame.Rect(w // 2 - 220, h // 2 - ph // 2, 440, ph)
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((8, 4, 20, 140))
        surf.blit(shade, (0, 0))
        d.panel(surf, rect, (36, 28, 62), (230, 200, 120))
        d.text(surf, pending.prompt, (rect.centerx, rect.y + 32), 18, (244, 230, 190), anchor="center",
               max_width=rect.width - 30)
        self.buttons = []
        for i, opt in enumerate(opts):
            b = Button((rect.centerx - bw // 2, rect.y + 64 + i * 48, bw, 40), str(opt.get("label", f"Option {i + 1}")),
                       lambda o=opt: self.apply(o), (230, 200, 120))
            self.buttons.append(b)
            b.draw(surf, mouse)

    def draw_outcome(self, surf):
        w, h = surf.get_size()
        o = self.game.outcome
        rect = pygame.Rect(w // 2 - 260, h // 2 - 60, 520, 120)
        d.panel(surf, rect, (30, 22, 50), (230, 200, 120))
        title = {"won": "Victory", "lost": "The Dreamers are lost", "ended": "The Slumber fades"}.get(o["result"], "")
        d.text(surf, title, (rect.centerx, rect.y + 38), 30, (244, 230, 190), anchor="center", bold=True)
        d.text(surf, o["reason"], (rect.centerx, rect.y + 80), 17, (220, 214, 240), anchor="center",
               max_width=rect.width - 30)


def _label(g, a: Action) -> str:
    if a.kind == "draw":
        return "Draw cards" if not a.get("discard") else f"Discard {g.name(a['discard'][0])}, draw"
    if a.kind == "pass":
        return "Pass (Space)"
    if a.kind == "interact":
        inter = g.card(g.entity_tile).interactions[a["index"]]
        return f"{inter.name} ({len(a['pay'])} cards)"
    if a.kind == "skip":
        return "Skip this Slumber"
    return a.kind


def _hex(colour: str):
    colour = colour.lstrip("#")
    return tuple(int(colour[i:i + 2], 16) for i in (0, 2, 4))


def _ease(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3

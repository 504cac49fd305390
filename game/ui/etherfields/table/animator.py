"""Events in, motion out: figures glide along their paths, cards fly, the
die is thrown in the tray. Only the scene's animation state changes here."""
from __future__ import annotations

from typing import Any

import pygame

from game.i18n import N_
from game.ui.etherfields.session_view import follow_mode
from game.ui.etherfields.table import motions
from game.ui.motion import Motion, along, ease_glide, walk_time
from game.ui.widgets import ease


WALKS = ("dreamer_moved", "dreamer_entered", "entity_moved", "pushed")  # Events that carry a figure's path


class Animator:
    """The animation half of the Dreamscape table (mixed into DreamscapeScene)."""

    app: Any
    session: Any  # as SessionView declares them
    motion: Motion  # the scene's tweens (game/ui/motion.py)
    pip_spots: dict
    clock: float  # seconds the scene has run (the scene sets it)
    slots: Any    # the action buttons' stable places (table/slots.py)
    anims: dict[str, dict]  # figure id -> its walk: {"path", "t", "dur", "after_roll"} (take_events)
    tray: Any     # the dice tray (game/ui/dice.py): a walk a roll decides waits for it to settle

    # -- rules -------------------------------------------------------------------
    def take_events(self, events) -> None:
        texts = [e.text for e in events if e.text]
        if texts:
            self.message = texts[-1]
        speed = self.app.settings.speed if hasattr(self.app, "settings") else 1.0
        # A die still rolling, or thrown before a walk in the same batch, decided how far it goes:
        # the walk waits for it to land. A die thrown after a walk is the next roll: no waiting for it.
        rolled, walks = not self.tray.settled, []
        for i, e in enumerate(events):
            if speed > 0:
                self.fly_for(e, delay=0.06 * i)
            if e.kind in WALKS and e.data.get("path") and speed > 0 and not self.motion.reduced:
                who = e.data.get("dreamer") or e.data.get("figure")
                path = [tuple(p) for p in e.data["path"]]
                # seconds at normal speed along the whole path, eased once (motion.ease_glide): a glide
                # through the spaces it crosses, never a hop from space to space
                self.anims[who] = {"path": path, "t": 0.0, "dur": walk_time(len(path) - 1), "after_roll": rolled}
                walks.append(self.anims[who])
            elif e.kind == "peek":
                self.peek = {"secret": e.data["secret"], "left": float(e.data.get("seconds", 5))}
            elif e.kind == "die_rolled":
                rolled = True
                for walk in walks:
                    walk["after_roll"] = False
                from game.rules.etherfields.paying import LUCK_FACES
                from game.rules.etherfields.turn import MOVEMENT_FACES
                faces = LUCK_FACES if e.data.get("die") == "luck" else MOVEMENT_FACES
                self.tray.reduced = self.motion.reduced  # Reduce motion: it lands at once and fades in
                self.tray.throw(faces, e.data["face"], seed=len(self.session.log),
                                label=N_("Luck roll") if e.data.get("die") == "luck" else N_("Movement roll"))
                if speed <= 0:
                    self.tray.skip()
        motions.queue(self, events)
        self.seen_events = len(self.session.events)
        g = self.game
        if g.options.get("play_order") == "rounds" and g.active and g.active != self.selected:
            self.hand_over(g.active)  # ordered rounds: the table turns to whoever's round it is
            if g.phase == "actions":
                self.slots.renew(self.clock)  # their buttons, even where the last one's stood, are new to them
        self.reveal_draw(events)
        self.guide()
        if self.game.mode == "map":
            follow_mode(self.app, self.session)
        elif g.outcome is not None and self.session.chronicle.finished and hasattr(self.app, "push"):
            from game.ui.etherfields.story import GameOverScene
            self.app.push(GameOverScene(self.app, self.session))  # a lone Slumber is over: its story
            self.session.chronicle.finished.clear()

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
            self.flyers.append({"kind": "card", "start": boards[who].midleft, "end": end, "t": -delay, "dur": 0.45,
                                "card": e.data.get("card") if who == self.selected else None})
        elif e.kind in ("paid", "discarded") and who in boards:
            self.flyers.append({"kind": "card", "start": hand, "end": boards[who].midright, "t": -delay, "dur": 0.35})
        elif e.kind == "distress" and who in boards:
            r = boards[who]
            pip = self.pip_spots.get(who, {}).get(max(1, e.data.get("total", 1)) - 1) or \
                (r.x + 18 + (max(1, e.data.get("total", 1)) - 1) * 18, r.y + 36)
            self.flyers.append({"kind": "drop", "start": (pip[0], pip[1] - 120), "end": pip, "t": -delay, "dur": 0.4})
        elif e.kind == "turn":
            self.flyers.append({"kind": "flip", "start": (w - 16 - 69, 153), "end": (w - 16 - 69, 153),
                                "t": -delay, "dur": 0.45})

    def cards_in_flight(self) -> tuple:
        """Cards of the shown hand still on their way from the deck: their slot
        stays empty until they land (draw_hand), so a card is never seen twice.
        With Reduce motion a card has landed once its fade is done."""
        reduced = self.motion.reduced
        return tuple(f["card"] for f in self.flyers
                     if f["kind"] == "card" and f.get("card") and not (reduced and f["t"] > 0.2))

    def draw_flyers(self, surf) -> None:
        reduced = self.motion.reduced
        for f in self.flyers:
            if f["t"] < 0:
                continue
            k = ease(f["t"] / f["dur"])
            if reduced:  # Reduce motion: no travel, a short fade where it lands (the card still flips)
                k = 1.0 if f["kind"] != "flip" else k
                if f["t"] > 0.2:
                    continue
            x = f["start"][0] + (f["end"][0] - f["start"][0]) * k
            y = f["start"][1] + (f["end"][1] - f["start"][1]) * k
            slot = dict(getattr(self, "_hand_rects", ())).get(f.get("card")) if f.get("card") else None
            if f["kind"] == "card" and slot is not None:  # dealt into the hand: to its own place, turning face up
                self.draw_dealt(surf, f, slot, k)
            elif f["kind"] == "card":
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

    def draw_dealt(self, surf, f, slot, k) -> None:
        """A card drawn by the Dreamer at the table: from their deck to its place in the
        hand, growing, turned over half-way (a fade in its place with Reduce motion)."""
        from game.ui import draw as d
        from game.ui.etherfields.table.labels import INTENT_COLOURS
        reduced = self.motion.reduced
        x = f["start"][0] + (slot.centerx - f["start"][0]) * (1 if reduced else k)
        y = f["start"][1] + (slot.centery - f["start"][1]) * (1 if reduced else k)
        grow = 1.0 if reduced else 0.4 + 0.6 * k
        w, h = max(4, int(slot.width * grow)), max(4, int(slot.height * grow))
        card = pygame.Surface(slot.size, pygame.SRCALPHA)
        if k >= 0.5 or reduced:
            d.influence_card(card, card.get_rect(), self.session.game.card(f["card"]), INTENT_COLOURS, 0, compact=True)
        else:
            pygame.draw.rect(card, (46, 36, 80), card.get_rect(), border_radius=8)
            pygame.draw.rect(card, (230, 200, 120), card.get_rect(), 2, border_radius=8)
            pygame.draw.circle(card, (230, 200, 120), card.get_rect().center, slot.width // 5, 1)
        turn = 1.0 if reduced else max(0.06, abs(1 - 2 * k))  # its width through the turn
        card = pygame.transform.smoothscale(card, (max(2, int(w * turn)), h))
        if reduced:
            card.set_alpha(int(255 * min(1.0, f["t"] / 0.2)))
        surf.blit(card, card.get_rect(center=(int(x), int(y))))

    def update(self, dt):
        self.clock += dt
        self.answer_standing()
        speed = self.app.settings.speed if hasattr(self.app, "settings") else 1.0
        if self.glide:
            self.glide["t"] += dt * 4
            if self.glide["t"] >= 1:
                self.glide = None
        for who in list(self.anims):
            a = self.anims[who]
            if a["after_roll"] and not self.tray.settled:
                continue  # the Entity stands until the Movement die shows how far it goes
            a["t"] += dt * max(speed, 0.01)
            if a["t"] >= a["dur"]:
                del self.anims[who]
        self.tray.update(dt * (speed if speed > 0 else 1.0))  # at Instant the dice are down: only its reading time runs
        if self.tray.read:
            self.tray.clear()  # read: the overlay leaves the board
        self.motion.update(dt)
        for f in self.flyers:
            f["t"] += dt * max(speed, 0.01)
        self.flyers = [f for f in self.flyers if f["t"] < f["dur"]]
        if self.reveal is not None:
            self.reveal["left"] -= dt
            if self.reveal["left"] <= 0:
                self.end_reveal()
        if getattr(self, "peek", None):
            self.peek["left"] -= dt
            if self.peek["left"] <= 0:
                self.peek = None  # five seconds, as the rules allow
        if len(self.session.events) != self.seen_events:  # events from another scene
            self.seen_events = len(self.session.events)

    def moving(self) -> bool:
        """Is anything on the map in motion (then figures are drawn each frame)?"""
        return bool(self.drag or self.anims or self.glide or self.card_drag or self.motion.busy
                    or (self.game.pending is not None and any(o.get("pos") is not None
                                                              for o in self.game.pending.options)))

    def anim_pos(self, anim, end):
        """Where a walking figure is drawn: along its path from space centre to
        space centre, ending on its own spot (`end`, off centre when it shares
        the space), so it lands where it then stands."""
        path = anim["path"]
        if len(path) < 2:
            return end
        points = [self.space_rect(p).center for p in path[:-1]] + [end]
        return along(points, ease_glide(anim["t"] / anim["dur"]))

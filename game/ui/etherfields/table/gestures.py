"""How the table reads the mouse and the keys: a small state machine.

    idle --press on a Dreamer's miniature--> figure --release on a space--> Move (or Effort,
                                                    or, as play begins, entering at another Entrance space)
    idle --press on a hand card-----------> card   --release on a target--> pay with it
    idle --middle button------------------> pan    --release------------> idle

Modal layers answer first: the hand-over curtain, the leave dialog, the
payment panel. Every finished gesture becomes at most one rules Action.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.rules.core import Action
from game.rules.etherfields import payment_options as po
from game.rules.etherfields.intent import card_intent
from game import audio
from game.ui.motion import Motion
from game.ui.widgets import press
from game.i18n import Said, _
from game.ui.etherfields.table.keyboard import sentence
from game.ui.etherfields.table.labels import label_for


@dataclass
class Gesture:
    kind: str                      # "figure", "card" or "pan"
    pos: tuple                     # where the pointer is now
    who: str | None = None         # the Dreamer whose miniature is carried
    card: str | None = None        # the hand card carried
    start: tuple = (0, 0)          # where the gesture began (a figure glides back there)
    moves: dict = field(default_factory=dict)  # space -> the legal Move there
    origin: tuple = (0, 0)         # the pan offset when panning began


class Gestures:
    """The input half of the Dreamscape table (mixed into DreamscapeScene)."""

    gesture: Gesture | None = None
    motion: Motion  # the scene's tweens: a press lands them before it acts

    @property
    def drag(self) -> Gesture | None:
        """The miniature being carried, if any."""
        return self.gesture if self.gesture is not None and self.gesture.kind == "figure" else None

    @property
    def card_drag(self) -> Gesture | None:
        """The hand card being carried, if any."""
        return self.gesture if self.gesture is not None and self.gesture.kind == "card" else None

    def handle(self, event):
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.WINDOWLEAVE):  # a click puts the tooltip away
            self.hover.handle(event, self.tip_key(getattr(event, "pos", pygame.mouse.get_pos())))
        if self.curtain and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.curtain = None  # the next Dreamer is at the screen
            return None
        if self.leaving or self.paying is not None:
            self.modal(event)
            return event if event.type == pygame.QUIT else None
        if self.reveal is not None and (event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN
                                                                        and event.button == 1)):
            self.end_reveal()  # a click or a key skips the reveal, then does what it does on the turned table
            if self.curtain:
                return None  # ...unless the next hand waits behind the hand-over screen
            self.render_still(self.app.screen.get_size(), getattr(event, "pos", (-1, -1)))  # its buttons, laid out
        if event.type == pygame.KEYDOWN:
            self.motion.finish()  # a key, like a click, lands what is moving before it acts
        if self.keys.handle(event):
            return None
        handler = {pygame.MOUSEBUTTONDOWN: self.on_press, pygame.MOUSEMOTION: self.on_motion,
                   pygame.MOUSEBUTTONUP: self.on_release, pygame.MOUSEWHEEL: self.on_wheel,
                   pygame.KEYDOWN: self.on_key}.get(event.type)
        return None if handler is not None and handler(event) else event

    def modal(self, event) -> None:
        """The leave dialog or the payment panel has the player's attention."""
        if self.leaving:
            self.leave_dialog.handle(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.paying.click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.paying.key(event.key)
        if self.paying.outcome:
            self.settle_payment()

    # -- pointer ---------------------------------------------------------------
    def on_press(self, event) -> bool:
        if event.button == 3:
            self.inspect = self.card_at(event.pos)
            return True
        if event.button == 2:
            self.gesture = Gesture("pan", event.pos, start=event.pos, origin=tuple(self.pan))
            return True
        if event.button != 1:
            return False
        if self.inspect:
            self.inspect = None
            return True
        if not self.tray.settled or self.anims or self.flyers or self.motion.busy:
            self.tray.skip()  # a click skips the animations, then acts on the table as the rules left it
            self.anims.clear()
            self.flyers.clear()
            self.motion.finish()
        if any(b.rect.collidepoint(event.pos) and self.slots.fresh(getattr(b, "key", ""), self.clock) < 1
               for b in self.buttons):
            # A button that has just appeared under the pointer: the click was meant for another.
            # Refused with the reason, never swallowed (input is not lost to an animation).
            self.message = _("That button has only just appeared: click it again to use it.")
            return True
        if press(self.buttons, event.pos) or press(self.bar_buttons, event.pos):
            return True
        g = self.game
        if g.pending is not None:
            space = self.space_at(event.pos)
            for opt in g.pending.options:
                if space is not None and opt.get("pos") == space:
                    self.apply(opt)  # a Decision about a space: click the space itself
                    return True
        else:
            card = self.card_at(event.pos)
            if card is not None:
                self.gesture = Gesture("card", event.pos, card=card, start=event.pos)
                return True
            fid = self.miniature_at(event.pos)
            if fid is not None:
                if self.act_as(fid):  # another Dreamer's miniature: the switch is said, or refused with the reason
                    self.gesture = Gesture("figure", event.pos, who=fid, start=self.figure_spots()[fid][0],
                                           moves=self.moves_for(fid))
                    audio.gesture("pick_up")
                return True
        for who, rect in self.board_rects().items():
            if rect.collidepoint(event.pos):
                self.turn_to(who)
                return True
        return False

    def miniature_at(self, pos):
        """The Dreamer miniature under the pointer: the nearest, and where
        miniatures crowd one space, the acting Dreamer's first."""
        reach = max(12, self.cell()[0] * 0.2)
        near = [(math.dist(c, pos), fid) for fid, (c, f) in self.figure_spots().items()
                if f.kind == "dreamer" and math.dist(c, pos) < reach]
        if not near:
            return None
        if any(fid == self.selected for _, fid in near):
            return self.selected
        return min(near)[1]

    def on_motion(self, event) -> bool:
        gesture = self.gesture
        if gesture is None:
            return False
        gesture.pos = event.pos
        if gesture.kind == "pan":
            self.pan = [gesture.origin[0] + event.pos[0] - gesture.start[0],
                        gesture.origin[1] + event.pos[1] - gesture.start[1]]
        return True

    def on_release(self, event) -> bool:
        gesture = self.gesture
        if gesture is None:
            return False
        if gesture.kind == "pan":
            if event.button == 2:
                self.gesture = None
            return True
        if event.button != 1:
            return False
        self.gesture = None
        if gesture.kind == "card":
            self.drop_card(gesture.card, event.pos)
        else:
            self.drop_figure(gesture, event.pos)
        return True

    def on_wheel(self, event) -> bool:
        if self.log_rect() is not None and self.log_rect().collidepoint(pygame.mouse.get_pos()):
            self.log_scroll = max(0, self.log_scroll + event.y)
        else:
            self.zoom = max(0.5, min(2.5, self.zoom * (1.1 if event.y > 0 else 1 / 1.1)))
        return True

    # -- keys --------------------------------------------------------------------
    def on_key(self, event) -> bool:
        mods = getattr(event, "mod", 0) | pygame.key.get_mods()
        if event.key == pygame.K_z and mods & pygame.KMOD_CTRL:
            self.message = self.session.undo()
            self.anims.clear()
        elif event.key == pygame.K_ESCAPE:
            if self.inspect:
                self.inspect = None
            else:
                self.leave_dialog.ask()  # ask first: leaving must never lose a move
        elif event.key == pygame.K_s and mods & pygame.KMOD_CTRL:
            self.save()
        elif event.key == pygame.K_SPACE:
            kind = "draw" if self.game.phase == "draw" else "pass"
            self.apply(Action.make(kind, dreamer=self.selected))
        elif event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom = min(2.5, self.zoom * 1.1)
        elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom = max(0.5, self.zoom / 1.1)
        elif event.key == pygame.K_h:
            self.ask_hint()
        elif event.key == pygame.K_j:
            self.open_journal()
        elif event.key == pygame.K_TAB:
            order = self.game.order
            self.turn_to(order[(order.index(self.selected) + 1) % len(order)])
        else:
            return False
        return True

    def turn_to(self, who) -> None:
        """Show this Dreamer's hand and board (hot-seat), said in the bar; out
        of turn, the bar says why they cannot act."""
        if who != self.selected:
            self.hand_over(who)
        self.message = self.out_of_turn(who) or Said("Acting as {name}.", name=self.game.name(who))

    # -- drops -------------------------------------------------------------------------
    def moves_for(self, who):
        """Where the miniature may go: its Moves, and as play begins the other
        Entrance spaces, which it enters for free (listed last, so they win)."""
        return {tuple(a["to"]): a for a in self.game.legal_actions_of("move", "enter") if a["dreamer"] == who}

    def refusal(self, who, dest):
        """Ask the rules why a drop is illegal, paying with every card that moves."""
        dreamer = self.game.dreamers[who]
        pay = [c for c in dreamer.hand if int(getattr(self.game.card(c), "move", 0) or 0) > 0]
        reason = self.game.why_illegal(Action.make("move", dreamer=who, to=list(dest), pay=pay))
        return reason or _("That Move is not possible now.")

    def drop_figure(self, gesture: Gesture, pos) -> None:
        """A miniature let go over a space: a Move, an Effort, or a glide back with the reason."""
        g = self.game
        dest = self.space_at(pos)
        who = gesture.who
        effort = Action.make("effort", dreamer=who, to=list(dest)) if dest is not None else None
        if dest is not None and dest in gesture.moves and gesture.moves[dest].kind == "enter":
            self.apply(gesture.moves[dest])  # a free start at another Entrance space
        elif dest is not None and dest in gesture.moves:
            self.offer(gesture.moves[dest], sentence(g, gesture.moves[dest], paid=False))
        elif effort is not None and effort in g.legal_actions_of("effort"):
            # no cards reach it, but the Team's Hours do: an Effort, asked first
            self.offer(effort, sentence(g, effort))
        else:
            if dest is not None and dest != g.dreamers[who].pos:
                self.message = self.refusal(who, dest)
            self.glide = {"who": who, "from": pos, "to": gesture.start, "t": 0.0}

    def drop_card(self, card, pos) -> None:
        """A hand card dropped on an action pays for it; on the Entity it pays
        for its first Interaction; on the Dreamer's own board it is placed as
        Progress."""
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
                self.message = Said("{name} is not a Progress card; only those are placed.", name=self.game.name(card))
                return
            place = next((a for a in self.game.legal_actions_of("place_progress")
                          if a["card"] == card and a["dreamer"] == self.selected), None)
            if place is None:
                self.apply(Action.make("place_progress", dreamer=self.selected, card=card, pay=[]))  # the rules say why
            else:
                self.offer(place)  # what pays for the placing is asked in the panel
            return
        if target is not None:
            self.pay_with_card(target, card)
        # dropped nowhere in particular: the card returns to the hand

    def pay_with_card(self, action: Action, card) -> None:
        """Pay for `action` with the dropped card: at once when the card alone
        pays it and nothing else is spent, else in the payment panel with the
        card chosen; a card that cannot pay is refused with the rules' reason."""
        g = self.game
        label = label_for(g, action)
        if action.kind not in po.PAID_KINDS and action.kind not in po.COUNTED:
            self.message = Said("{action} is not paid with cards: click it instead.", action=label)
            return
        data = {**action.to_data(), "dreamer": self.selected}
        cost = po.cost_of(g, action)
        defn = g.card(card)
        colours = [c for c in (cost.intents if cost is not None else ()) if card_intent(defn, c) > 0]
        if colours and data.get("colour") not in colours:
            data["colour"] = colours[0]  # the card pays in a colour the cost allows
        action = Action.from_data(data)
        if card not in dict(po.sources_for(g, action)):
            self.message = g.why_illegal(po.with_payment(action, [card])) or Said(
                "{card} cannot pay for {action}.", card=g.name(card), action=label)
            return
        alone = po.with_payment(action, [card])
        need = po.need_of(g, alone)
        enough = need is not None and po.value_of(alone, defn) >= need
        if enough and not po.other_costs(g, alone) and not po.futile(g, alone):
            self.apply(self.boosted(alone))  # the player named the payment: nothing else to ask
            return
        self.offer(action, chosen=po.completing(g, action, card))

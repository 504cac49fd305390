"""The Dreamscape table: the map with its tiles and figures, the Entity and
Turn card, the Clock, a board per Dreamer, the hand, the log, the dice tray.

Every gesture becomes one rules Action through the Session; a refused Action
shows the rules' own sentence. The scene is assembled from its parts:
layout (geometry), gestures (input), animator (Events to motion), view (drawing).
"""
from __future__ import annotations

import pygame

from game.rules.core import Action
from game.ui.actionlist import ActionList
from game.ui.dice import DiceTray
from game.ui.leave import LeaveDialog
from game.ui.etherfields.table import keyboard
from game.ui.etherfields.table.animator import Animator
from game.ui.motion import Motion
from game.ui.etherfields.table.gestures import Gestures
from game.ui.etherfields.table.labels import label_for
from game.ui.etherfields.table.layout import TableLayout
from game.ui.etherfields.table.slots import Slots
from game.ui.etherfields.table.view import TableView
from game.ui.etherfields.flow import SessionView
from game.ui.tooltip import Hover
from game.ui.widgets import Button
from game.i18n import Said, _


class DreamscapeScene(TableLayout, Gestures, Animator, TableView, SessionView):
    def __init__(self, app, session):
        self.app = app
        self.session = session
        self.selected = self.game.order[0]
        # a message naming someone is a Said: a change of language rewords it (i18n.Said)
        # A table only watched (the showcase) has no controls: no buttons, no instructions.
        self.watched = bool(getattr(app, "watching", False))
        self.message = (Said("{name} draws first: press Draw cards (or Space).", name=self.game.name(self.selected))
                        if self.game.phase == "draw" else _("Drag a miniature to Move, or use an action below."))
        self.message = "" if self.watched else self.message
        self.message = session.replay_problem or self.message  # a lost replay log is said once, then play goes on
        self.gesture = None  # what the pointer carries: see gestures.py
        self.glide: dict | None = None
        self.hover = Hover()  # whether the map's tooltip may show (game/ui/tooltip.py)
        self.anims: dict[str, dict] = {}  # figure id -> {"path": [...], "t": 0..len}
        self.buttons: list[Button] = []
        self.slots = Slots()  # the action buttons keep their places (slots.py)
        self.clock = 0.0  # seconds the table has been shown: new buttons fade in by it
        self.same_hunt = False  # "the same for every one this phase", offered with a hunt question
        self.standing = None  # (Turn, phase, Dreamer): the answer that stands for this phase's hunt questions
        self.applied: list[Action] = []  # what reached the rules, for tests
        self.zoom = 1.0
        self.pan = [0, 0]
        self.inspect: str | None = None
        self.log_scroll = 0
        self.overlays: list[dict] = []  # Overlay cards: {"at": (col, row), "size": (w, h), "angle", "title"}
        self.tray = DiceTray(pygame.Rect(0, 0, 280, 150), size=44, damping=0.15)  # an overlay for each roll
        self.boost = False
        self.curtain = None
        self.flyers: list[dict] = []
        self.motion = Motion(app)  # spawns, tiles laid, Secrets turned, lamps lit (motions.py)
        self.pip_spots: dict = {}  # Dreamer -> {pip index: centre}, as the boards were last drawn (a pip fills there)
        self.blit_count = 0
        self._layer_key = None
        self._layer = None
        self.seen_events = len(session.events)
        self._frame = pygame.Surface((1, 1))
        self._table = pygame.Surface((1, 1))  # the still table under the hovered layer: see view.py
        self._table_key = None
        self._choices: list = []  # the action buttons' (label, action), listed when the table changes
        self._overlay = None
        self.paying = None  # a PaymentPanel while the player chooses what to spend
        self.leave_dialog = LeaveDialog(self.leave)  # Esc asks before leaving the table
        self.reveal: dict | None = None  # the cards just drawn, shown before the table turns: see reveal_draw
        self.bar_buttons: list[Button] = []
        self.hint = None  # the "What now?" suggestion, shown until the next move
        self.hint_at = -1  # the length of the action log when it was asked
        self.keys = ActionList(lambda: keyboard.choices(self), "Every move (A)")  # the table by keyboard

    # -- fixtures (screenshots, the bench) ------------------------------------
    @classmethod
    def demo(cls, app):
        """A Slumber just begun (content/etherfields/tables/demo.yaml)."""
        from game.ui.etherfields.table.fixtures import table_from_file
        return table_from_file(cls, app, "demo")

    @classmethod
    def heavy(cls, app):
        """The bench's crowded table (content/etherfields/tables/heavy.yaml)."""
        from game.ui.etherfields.table.fixtures import table_from_file
        return table_from_file(cls, app, "heavy")

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
            if nxt is not None and self.reveal is not None:
                self.message = Said("{name} drew these cards. A click or a key turns the table to {next}.",
                                    name=g.name(self.selected), next=g.name(nxt))
            elif nxt is not None:
                self.hand_over(nxt)
                if not self.watched:
                    self.message = Said("Now {name} draws: press Draw cards (or Space).", name=g.name(nxt))
        elif g.phase == "actions" and me is not None and (me.passed or me.dead):
            nxt = next((w for w in living if not g.dreamers[w].passed), None)
            if nxt is not None:
                self.hand_over(nxt)
                if not self.watched:
                    self.message = Said("{name} acts now: drag the miniature to Move, use an action, or Pass.", name=g.name(nxt))

    REVEAL = 1.6  # seconds the drawer's new hand is shown at normal Animation speed, before the table turns

    def reveal_draw(self, events) -> None:
        """The Dreamer at the table just drew and another must draw next: their
        new hand stays in view a moment (skipped by a click or a key; none at
        the instant Animation speed) before the table turns (see `guide`)."""
        speed = self.app.settings.speed if hasattr(self.app, "settings") else 1.0
        drew = any(e.kind == "card_drawn" and e.data.get("dreamer") == self.selected for e in events)
        if drew and speed > 0 and not self.watched and self.game.phase == "draw":
            self.reveal = {"who": self.selected, "left": self.REVEAL / speed, "total": self.REVEAL / speed}

    def end_reveal(self) -> None:
        """The drawer has seen their cards: the table turns to the next Dreamer."""
        self.reveal = None
        self.guide()

    BOOSTABLE = ("move", "interact", "map_action", "play", "use_item", "use_mask", "use_progress", "back_action")

    def toggle_boost(self):
        self.boost = not self.boost
        self.message = (_("The next paid action rolls the Luck die as its last source of Intent (once per Turn).")
                        if self.boost else _("No Luck die."))

    def boosted(self, action: Action) -> Action:
        """With the Luck die switched on, the action asks the rules to Boost."""
        if not self.boost or action.kind not in self.BOOSTABLE:
            return action
        self.boost = False  # once per Turn anyway: switch it off after use
        return Action.from_data({**action.to_data(), "boost": True})

    def offer(self, action: Action, title: str = "", chosen=None) -> None:
        """Apply a player's action, but when it spends anything (cards, Items,
        Hours...) or would change nothing, first open the payment panel: nothing
        is spent unasked. `chosen`: the sources the player already named (a
        dropped card). Acting for another Dreamer is said first, or refused."""
        from game.rules.etherfields import payment_options as po
        if not self.act_as(action.get("dreamer")):
            return
        if po.spends(self.game, action) or po.futile(self.game, action):
            from game.ui.etherfields.payment import PaymentPanel
            self.paying = PaymentPanel(self.game, action, title, selected=chosen)
            return
        self.apply(self.boosted(action))

    def act_as(self, who) -> bool:
        """Turn the table to `who` before acting for them: the switch is said in
        the bar; where acting out of turn is against the rules (ordered rounds)
        it is refused with the rules' sentence. True when `who` may act now."""
        g = self.game
        if who is None or who == self.selected or who not in g.dreamers:
            return True
        reason = self.out_of_turn(who)
        if reason:
            self.message = reason
            return False
        was = self.selected
        self.hand_over(who)
        self.message = Said("Now acting as {name} (no longer {was}).", name=g.name(who), was=g.name(was))
        return True

    def out_of_turn(self, who) -> str | None:
        """The rules' sentence when this Dreamer may do nothing now in the
        Card and Action step (ordered rounds: not their round), else None."""
        g = self.game
        if g.phase != "actions" or g.pending is not None or who not in g.dreamers:
            return None
        if any(a.get("dreamer") == who for a in g.legal_actions()):
            return None
        return g.why_illegal(Action.make("pass", dreamer=who))

    def settle_payment(self) -> None:
        """The payment panel was answered: pay and act, or put everything back."""
        panel, self.paying = self.paying, None
        if panel.outcome == "confirm" and not self.apply(self.boosted(panel.chosen())):
            panel.reason, panel.outcome = self.message, None
            self.paying = panel  # refused: the panel stays, with the rules' sentence
        elif panel.outcome == "cancel":
            self.message = _("Nothing was spent.")

    def ask_hint(self) -> None:
        """What now? Play ahead from here (hidden cards re-dealt) and show one
        good step for the Dreamer who acts: lit on the table, said in the bar."""
        from game.hint import suggest
        if self.game.outcome is not None:
            self.message = _("This Slumber is over: nothing more to do here.")
            return
        found = suggest(self.game, self.selected)
        if found is None:
            self.hint = None
            self.message = _("Nothing can be done right now.")
            return
        if found.who in self.game.dreamers and found.who != self.selected:
            self.selected = found.who  # the step is theirs: show their hand and board
        self.hint, self.hint_at = found, len(self.session.log)
        self.message = found.sentence

    def current_hint(self):
        """The hint, while nothing has been played since it was asked."""
        return self.hint if self.hint is not None and self.hint_at == len(self.session.log) else None

    def hint_target(self):
        """What the hint lights: ("space", pos), ("figure", id) or ("button", Button)."""
        found = self.current_hint()
        if found is None:
            return None
        a = found.action
        if a.get("to") is not None:
            return ("space", tuple(a["to"]))
        if a.kind == "choose" and a.get("pos") is not None:
            return ("space", tuple(a["pos"]))
        if a.kind == "interact" and self.game.entities:
            target = (a.get("targets") or [self.game.entities[0]["id"]])[0]
            return ("figure", target)
        same = [b for b in self.buttons if getattr(b, "action", None) == a]
        same = same or [b for b in self.buttons if getattr(b, "action", None) is not None
                        and b.action.kind == a.kind and b.action.get("dreamer") == a.get("dreamer")]
        if same:
            return ("button", same[0])
        if a.get("space") is not None:
            return ("space", tuple(a["space"]))
        return None

    def answer(self, option) -> None:
        """A Decision's option chosen; with "the same for every one" on, the
        answer stands for the identical hunt questions left in this phase."""
        g = self.game
        if self.same_hunt and g.pending_about() is not None and option.get("dreamer"):
            self.standing = (g.turn_number, g.phase, option["dreamer"])
        self.apply(option)

    def toggle_same_hunt(self) -> None:
        self.same_hunt = not self.same_hunt

    def answer_standing(self) -> None:
        """A hunt question like one already answered "the same for every one"
        this phase: answered so again, one rules Action for this Decision."""
        g = self.game
        if self.standing is None or g.pending_about() is None:
            return
        if self.standing[:2] != (g.turn_number, g.phase):
            self.standing, self.same_hunt = None, False  # a new phase asks afresh
            return
        option = next((o for o in g.pending.options if o.get("dreamer") == self.standing[2]), None)
        if option is not None:
            self.apply(option)

    def open_journal(self) -> None:
        """J: the campaign journal over the table (a lone Slumber keeps none)."""
        if not self.game.campaign:
            self.message = _("A lone Slumber keeps no campaign journal.")
            return
        from game.ui.etherfields.worldmap import JournalScene
        self.app.push(JournalScene(self.app, self.session))

    def save(self) -> bool:
        """Save the campaign now (the same file its autosaves go to)."""
        self.session.autosave()
        self.message = self.session.save_error or _("Saved. Every move so far is kept.")
        return not self.session.save_error

    @property
    def leaving(self) -> bool:
        """Is the leave dialog open (game/ui/leave.py)?"""
        return self.leave_dialog.open

    @leaving.setter
    def leaving(self, asking: bool) -> None:
        if asking:
            self.leave_dialog.ask()
        else:
            self.leave_dialog.close()

    @property
    def leave_buttons(self):
        return self.leave_dialog.buttons

    def leave(self, save: bool) -> None:
        if save and not self.save():
            return  # the save failed: stay, and the top bar says why
        self.app.back_to_title()

    def hand_over(self, who) -> None:
        """Act as another Dreamer; with the hand-over screen on, their hand
        stays hidden behind a curtain until they click."""
        self.selected = who
        if getattr(getattr(self.app, "settings", None), "hand_over_screen", False):
            self.curtain = who

"""Prophecy's guided game: you against one computer player (easy), from a fixed
seed, your moves shown by the pointer (the computer's own heuristic, played
for you, game/rules/prophecy/ai.py): your character to drag to a lit place,
the button of what to do there, a question's option, the panel to click on
after a battle or the computer's turn. Each kind of step is explained the
first time; after that the pointer shows the step in a few words, to the end
of the game, which it wins; then it points at the Rules button."""
from __future__ import annotations

import random

import pygame

from game.i18n import _
from game.rules.prophecy.ai import heuristic_action
from game.ui.guide import GuideTeacher, begin
from game.ui.prophecy.table import BOARD_KINDS, ProphecyTable, new_table
from game.ui.prophecy.words import describe
from game.ui.teacher import Pointer

# A game the pointer's steps win in ten rounds (54 moves): the computer's
# character falls, and yours is the last one standing.
SEED = 15
PERSON = "p1"
KINDS = {"end_turn": "end_turn", "fight": "fight", "choose": "choose"}


class ProphecyGuide(GuideTeacher):
    game = "prophecy"
    help_scene = ProphecyTable  # its rules open over the table itself (`rules_open`)

    def __init__(self, app, table) -> None:
        super().__init__(app, table)
        self._screen = (table.notice, table.manual_view)  # the panel and the view the last pointer was drawn over

    def observe(self) -> None:
        """Screen steps are learnt when the screen changes: a panel read, the other board looked at."""
        t, last = self.table, self.last
        now = (t.notice, t.manual_view)
        if last is not None and last.step in ("go_on", "view") and now != self._screen:
            self.lessons.did(last.step, last.lesson)
        self._screen = now
        super().observe()

    def kind(self, action) -> str:
        return "move" if action.kind in BOARD_KINDS else KINDS.get(action.kind, "act")

    def help_open(self) -> bool:
        return self.table.rules_open

    def over(self) -> bool:
        g, t = self.table.game, self.table
        return g.outcome is not None and t.notice is None  # the last panel read first

    def others_words(self) -> str:
        return _("The computer player takes its turn.")

    def choose(self):
        g, t = self.table.game, self.table
        if g.outcome is not None or t.chooser != PERSON:
            return None
        return heuristic_action(g, random.Random(len(t.applied)))  # the same step every time it is asked

    def rules_button(self):
        t = self.table
        t.layout(t.size)
        return next(b for b in t.buttons if b.label in (_("Rules"), _("Close rules")))

    def locate(self, top) -> Pointer | None:
        t = self.table
        if top is t and t.notice is not None and not self.over():
            area = t.board_rect(t.size)
            return self.say("go_on", None, pygame.Rect(area.centerx - 140, area.centery - 30, 280, 60),
                            _("Click to go on."))
        return super().locate(top)

    def find(self, action) -> Pointer | None:
        t, g = self.table, self.table.game
        if not t.settled or t.curtain:
            return None  # the camera or the dice are still moving: the pointer waits
        t.layout(t.size)
        kind = self.kind(action)
        short = _("Next: {step}.").format(step=describe(g, action))
        if t.popup:
            buttons = t.popup_buttons()
            index = t.popup.index(action) if action in t.popup else None
            return self.say(kind, action, buttons[index].rect, short) if index is not None else None
        if g.pending is not None:
            options = list(g.pending.options)
            buttons = t.decision_buttons()
            if action in options and len(buttons) == len(options):
                return self.say(kind, action, buttons[options.index(action)].rect, short)
            return None
        if action.kind in BOARD_KINDS:
            key = next((k for k, acts in t.board_targets().items() if action in acts), None)
            if key is None:
                return None
            if t.on_realm(key) != (t.cam > 0.5):  # the place is in the other view: turn to it first
                view = next((b for b in t.buttons if b.label in (_("Water Realm"), _("Main board"))), None)
                return self.say("view", action, view.rect, _("Next: look at the other board.")) if view else None
            found = self.say(kind, action, t.target_rect(key), short, "drag", _figure(t).center)
            found.source = _figure(t)
            return found
        shown = next((b for a, b in t.action_buttons if a == action), None)
        if shown is None:  # on another page of the actions
            more = next((b for b in t.buttons if b.on_click == t.next_page), None)
            return self.say("act", action, more.rect, _("Next: see more actions.")) if more else None
        return self.say(kind, action, shown.rect, short)


def _figure(t) -> pygame.Rect:
    """The place of the character to play, in the view shown (where a drag starts)."""
    ch = t.game.chars[PERSON]
    if ch["realm"] is not None:
        return t.lay.square(tuple(ch["realm"]))
    return t.lay.space_rect(ch["space"])


def guided(app) -> ProphecyTable:
    """The guided game's table, on the stack with its teacher (not saved)."""
    table = new_table(app, 2, {"p2"}, SEED, autosave=False, levels={"p2": "easy"})  # the easiest computer
    begin(app, ProphecyGuide, table)
    return table

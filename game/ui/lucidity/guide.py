"""Lucidity's guided game: you against two computers at the easy level, from
a fixed seed, your moves shown by the pointer (the careful computer player's
choice, game/rules/lucidity/players.py, and once, where a reroll is worth a
Power, the reroll it would skip): the sleep track to press, the bag
to click, the two dreams to send back, each rolled die to drag to its row,
a Power die to pay a reroll with, Rest or Dream Again. Each kind of step is
explained the first time; after that the pointer shows the step in a few
words, to the end of the night, which it wins; then it points at Rules."""
from __future__ import annotations

import random

import pygame

from game.i18n import _
from game.rules.lucidity import COLOURS
from game.rules.lucidity.players import careful
from game.ui.guide import RULES, GuideTeacher, begin
from game.ui.lucidity.help import HelpScene
from game.ui.lucidity.over import OverScene
from game.ui.lucidity.table import TableScene
from game.ui.teacher import Pointer

SEATS = ["person", "easy", "easy"]  # the easiest computers (game.search.lucidity.LEVELS)
# A night the pointer's steps win, whose first turns show the track, the bag,
# the dreams sent back, the dice to their rows, a reroll and a Rest.
SEED = 30
# The Decisions the rules ask during a turn (one button each): one lesson, "choose".
CHOICES = ("envy_pick", "fear_move", "decline", "become", "minion", "ability", "return_excess", "replace")
NIGHTMARE = ("consume", "send_minions")


class LucidityGuide(GuideTeacher):
    game = "lucidity"
    help_scene = HelpScene

    def kind(self, action) -> str:
        if action.kind in CHOICES:
            return "choose"
        return "nightmare" if action.kind in NIGHTMARE else action.kind

    def over(self) -> bool:
        return self.table.game.outcome is not None

    def others_words(self) -> str:
        return _("The computer players take their turns. Watch their dice.")

    def choose(self):
        g = self.table.game
        if g.outcome is not None or g.actor() != 0:
            return None
        step = careful(g, random.Random(len(self.table.applied)))  # the same step every time it is asked
        if step is not None and step.kind == "resolve" and self.lessons.lesson_for("reroll", set()) is not None:
            # The careful player rerolls only to escape a full row, which this night never comes to:
            # the first time a reroll is worth a Power, the guide shows it (once; then careful again).
            return _teaching_reroll(g) or step
        return step

    def rules_button(self):
        return next(b for b in self.table.buttons if b.label == _("Rules"))

    def scenes(self) -> tuple:
        return super().scenes() + (OverScene,)

    def locate(self, top) -> Pointer | None:
        """The night's end screen has its own Rules button: the guided night ends pointing at it."""
        if isinstance(top, OverScene) and top.table is self.table:
            top.layout(top.app.screen.get_size())
            button = next(b for b in top.buttons if b.label == _("Rules"))
            return self.say(RULES, None, button.rect, _("The game is over. Press Rules to read the whole of it."))
        return super().locate(top)

    def situation(self, action) -> set[str]:
        if action is not None and action.kind == "resolve" and action.get("row") in COLOURS:
            return {"shadow"}
        return set()

    def find(self, action) -> Pointer | None:
        t = self.table
        if t.busy():
            return None  # the dice are still rolling or flying: the pointer waits for them to land
        t.layout_buttons()
        short = _("Next: {step}.").format(step=t.label(action))
        kind = self.kind(action)
        if action.kind == "draw":
            return self.say("draw", action, t.bag_rect(), short)
        if action.kind == "resolve":
            die = action["die"]
            if die not in t.tray.dice:
                return None
            x, y = t.tray.screen_pos(die)
            size = t.tray.size
            found = self.say("resolve", action, t.row_rect(action["row"]), short, "drag", (x, y))
            found.source = _square((x, y), size)
            return found
        if action.kind == "return_dreams":
            return self._pick_then_press(action, list(action["dice"]), _hand_rects(t), "return_dreams",
                                         _("Next: click this dream to send it back."))
        if action.kind == "reroll":
            if t.pay != action["pay"]:
                slot = t.die_slots(t.big_seat()).get(action["pay"])
                words = _("Next: click this Power die to pay a reroll.")
                return self.say("reroll", action, slot, words) if slot else None
            tray = {x: _square(t.tray.screen_pos(x), t.tray.size) for x in t.tray.dice}
            return self._pick_then_press(action, list(action["dice"]), tray, "reroll",
                                         _("Next: click this dream to leave it out of the reroll."), toggle_out=True)
        if action.kind == "rest" and action.get("dream") not in (None, "all"):
            if t.chosen != [action["dream"]]:
                slot = t.die_slots(t.big_seat()).get(action["dream"])
                words = _("Next: click the dream to send back as you rest.")
                return self.say("rest", action, slot, words) if slot else None
        button = _button_for(t, action)
        return self.say(kind, action, button.rect, short) if button is not None else None

    def _pick_then_press(self, action, wanted, rects, step, say, toggle_out=False) -> Pointer | None:
        """Dice clicked one by one into the table's choice, then its button:
        the pointer shows the next die to click (in or out), then the button."""
        t = self.table
        chosen = list(t.chosen)
        wrong = [x for x in chosen if x not in wanted]
        missing = [x for x in wanted if x not in chosen]
        die = (wrong or missing or [None])[0]
        if die is not None:
            rect = rects.get(die)
            words = say if (toggle_out and die in wrong) or (not toggle_out and die in missing) else \
                _("Next: click this dream again to take it back.")
            return self.say(step, action, rect, words) if rect is not None else None
        button = _button_for(t, action)
        return self.say(step, action, button.rect, _("Next: {step}.").format(step=button.label)) if button else None


BAD = ("hunt", "exhaust", "shadow")  # the faces a reroll is worth a Power against


def _teaching_reroll(g):
    """A reroll worth showing: a single Power (never a double) spent on every
    Hunt, Exhaust or Shadow of its colour in the tray, the most such dice
    (the lowest die ids first: the same choice each time it is asked); None
    when no dream of a Power's colour is worth rerolling."""
    best = None
    for a in g.legal_actions():
        if a.kind != "reroll" or g.faces[a["pay"]] != "power" or any(g.faces[x] not in BAD for x in a["dice"]):
            continue
        if best is None or len(a["dice"]) > len(best["dice"]):
            best = a
    return best


def _square(centre, size) -> pygame.Rect:
    side = int(size * 1.4)
    return pygame.Rect(int(centre[0]) - side // 2, int(centre[1]) - side // 2, side, side)


def _hand_rects(t) -> dict:
    drawn = t.game.drawn
    return {x: t.hand_slot(k, len(drawn)) for k, x in enumerate(drawn)}


def _button_for(t, action):
    """The table's button that sends `action` (dice compared as sets), else one labelled as it."""
    want = _plain(action)
    for b in t.buttons:
        shown = getattr(b, "action", None)
        if shown is not None and _plain(shown) == want:
            return b
    label = t.label(action)
    return next((b for b in t.buttons if getattr(b, "action", None) is not None and b.label == label), None)


def _plain(action) -> dict:
    data = action.to_data()
    for key in ("dice",):
        if isinstance(data.get(key), list):
            data[key] = sorted(data[key])
    return data


def guided(app) -> TableScene:
    """The guided game's table, on the stack with its teacher (not saved: a
    player's unfinished night stays as it was)."""
    table = TableScene(app, list(SEATS), None, SEED, autosave=False)
    begin(app, LucidityGuide, table)
    return table


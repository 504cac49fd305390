"""Onirim's guided game: the base game from a fixed shuffle, played by the
pointer's steps (the documented heuristic player, game/rules/onirim/bench.py):
the card to drag into the Labyrinth or onto the discard pile, the option of
a Door or a Nightmare, the cards of a Prophecy one click at a time; at the
end, the Rules button."""
from __future__ import annotations

from game.i18n import _, tr
from game.rules.onirim import describe, new_game
from game.rules.onirim.bench import heuristic_action
from game.ui.guide import GuideTeacher, begin
from game.ui.onirim.help import HelpScene
from game.ui.onirim.table import CARD_STEPS, OnirimTable, card_name
from game.ui.teacher import Pointer

# A shuffle the heuristic wins in 41 moves, with something of everything on
# the way: a dozen plays first, then discards, a Prophecy, Nightmares, a Door
# opened with a Key.
SEED = 35


class OnirimGuide(GuideTeacher):
    game = "onirim"
    help_scene = HelpScene

    def over(self) -> bool:
        return self.table.game.outcome is not None

    def choose(self):
        return heuristic_action(self.table.game)

    def rules_button(self):
        # at the end the dialog covers the table's buttons: its own Rules button then
        shown = list(getattr(self.table, "panel_buttons", [])) + list(self.table.buttons)
        return next(b for b in shown if b.label == _("Rules"))

    def situation(self, action) -> set[str]:
        found = set()
        card = action.get("card") if action is not None else None
        if card and card[1] == "K":
            found.add("key")
        if action is not None and action.kind == "play" and _opens_a_door(self.table.game, card):
            found.add("door_next")
        return found

    def find(self, action) -> Pointer | None:
        t = self.table
        g = t.game
        short = _words(action)
        data = g.to_data()
        if action.kind in ("play", "discard"):
            hand = data["hand"]
            if action["card"] not in hand:
                return None
            index = hand.index(action["card"])
            start = next((r for r, i in t.hand_rects if i == index), None)
            where = t.zones["labyrinth" if action.kind == "play" else "discard"]
            if start is None:
                return None
            found = self.say(action.kind, action, where, short, "drag", start.center)
            found.source = start
            return found
        if g.pending is None:
            return None
        if data["step"] in CARD_STEPS and action.kind == "prophecy":
            return self._next_card(action, data["revealed"], short)
        options = g.pending.options  # maybe a lazy run of millions of orders: no list of it
        if len(t.panel_buttons) == len(options) and action in options:
            return self.say(action.kind, action, t.panel_buttons[options.index(action)].rect, short)
        return None

    def _next_card(self, action, revealed, short) -> Pointer | None:
        """A Prophecy is clicked card by card: the one to throw away, then the
        order; the pointer shows the next (or, after a wrong click, that card again)."""
        t = self.table
        wanted = [action["discard"], *action["order"]]
        rects = dict((i, r) for r, i in t.pick_rects)
        picked = [revealed[i] for i in t.picks]
        if picked != wanted[:len(picked)]:
            back = rects.get(t.picks[-1])
            return self.say("prophecy", action, back, _("Click this card again to take it back.")) if back else None
        code = wanted[len(picked)]
        index = next((i for i, c in enumerate(revealed) if c == code and i not in t.picks), None)
        rect = rects.get(index)
        words = (_("Next: click the {card} to throw it away.") if not picked else
                 _("Next: click the {card}, to be drawn next after those chosen.")).format(card=card_name(code))
        return self.say("prophecy", action, rect, words) if rect is not None else None


def _words(action) -> str:
    """The step in a few words, once its lesson is learnt (the cards named in the
    interface's language; the rules' own labels are English)."""
    card = action.get("card")
    if action.kind == "play":
        return _("Next: play the {card} into the Labyrinth.").format(card=card_name(card))
    if action.kind == "discard":
        return _("Next: discard the {card}.").format(card=card_name(card))
    if action.kind == "open_door":
        return _("Next: spend the Key to open the Door.")
    if action.kind == "keep_key":
        return _("Next: keep the Key; the Door goes to Limbo.")
    if action.kind == "nightmare":
        return _("Next: send the Nightmare away this way.")
    return _("Next: {step}.").format(step=tr(describe(action)))


def _opens_a_door(game, card) -> bool:
    """Would playing `card` make three of its colour in a row (a Door opens)?"""
    data = game.to_data()
    run = data["labyrinth"][data["spent"]:]
    same = 0
    for c in reversed(run):
        if c[0] != card[0]:
            break
        same += 1
    return same % 3 == 2


def guided(app, autosave: bool = False) -> OnirimTable:
    """The guided game's table, on the stack with its teacher."""
    table = OnirimTable(app, new_game(None, {"expansions": []}, SEED), (), SEED, autosave=autosave)
    begin(app, OnirimGuide, table)
    return table

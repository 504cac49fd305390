"""The teacher of the guided first night: it points at the next thing to do.

During the tutorial (game/lessons.py says when) and while the Tutorial hints
setting is on, the teacher finds on screen the step the guide chose: the
miniature to drag and the space to drop it on, the button to press, the
option to choose, the card panel's Pay button, the page to click, the
Location to travel to. The shared teacher (game/ui/teacher.py) draws the
ring there and says the step in the strip at the window's foot: the lesson
of that kind of step while the Team has not done one yet, then just the
step in a few words. When the guide has nothing, the "What now?" search
(game/hint.py) decides.
"""
from __future__ import annotations

import pygame

from game.content.models import LESSON_STEPS
from game.lessons import Lessons, heading, in_tutorial, next_step, situation
from game.ui import teacher as shared
from game.ui.teacher import Pointer
from game.i18n import _, tr

__all__ = ["Teacher", "Pointer"]


class Teacher(shared.Teacher):
    """Etherfields' first night: the tutorial Dream, then the first journey."""

    def __init__(self, app, session) -> None:
        from game.content import default_content
        super().__init__(app, Lessons(default_content(), session.log))
        self.session = session
        self.seen = len(session.log)
        self._step_key = None
        self._step = None
        self._search_key = None
        self._search = None

    # -- when ------------------------------------------------------------------
    def active(self) -> bool:
        return in_tutorial(self.session.game, self.session.log)

    def scenes(self) -> tuple:
        return _taught_scenes()

    def texts(self) -> list[str]:
        return super().texts() + [_("Next: {describe}.").format(describe="x" * 60),  # the longest plain step, about
                                  _("Next: {describe}, toward {goal}.").format(describe="x" * 60, goal="x" * 22)]

    def situation(self, action) -> set[str]:
        return situation(self.session.game, action)

    def observe(self) -> None:
        """Learn from what the Team just did: the actions that reached the
        rules, and the screen steps (a page turned, a payment made)."""
        log = self.session.log
        if len(log) < self.seen:  # undone: the lessons stay learnt
            self.seen = len(log)
        for a in log[self.seen:]:
            kind = a.kind if hasattr(a, "kind") else dict(a).get("kind", "")
            self.lessons.did(kind, self.taught.pop(kind, None))
        grew = len(log) > self.seen
        self.seen = len(log)
        last, screen = self.last, self.last_screen
        if last is None:
            return
        top = self.app.top if self.app.stack else None
        if last.step == "read" and top is not screen:
            self.lessons.did("read", last.lesson)
        elif last.step == "pay" and grew:
            self.lessons.did("pay", last.lesson)
        elif last.step == "hand_over" and not getattr(screen, "curtain", None):
            self.lessons.did("hand_over", last.lesson)
        elif last.step == "act_as" and getattr(screen, "selected", None) == getattr(last, "who", None):
            self.lessons.did("act_as", last.lesson)

    # -- where -----------------------------------------------------------------
    def locate(self, top) -> Pointer | None:
        from game.ui.etherfields.story import StoryScene
        from game.ui.etherfields.table import DreamscapeScene
        from game.ui.etherfields.worldmap import DreamworldScene, ScriptReader
        w, h = self.app.screen.get_size()
        if isinstance(top, (ScriptReader, StoryScene)):
            # round the page's "click to continue", kept on the page (reader.py, story.py)
            target = getattr(top, "continue_rect", None) or pygame.Rect(w // 2 - 90, h - 100, 180, 32)
            return self._say("read", None, target, _("Click to turn the page."))
        if isinstance(top, DreamscapeScene) and top.session is self.session:
            return self._on_table(top)
        if isinstance(top, DreamworldScene) and top.session is self.session:
            return self._on_map(top)
        return None

    def say(self, step, action, rect, short, gesture="click", start=None) -> Pointer:
        found = shared.Teacher.say(self, step, action, rect, short, gesture, start)
        if found.lesson is not None:
            found.sentence = _lesson_text(found.lesson, found.sentence)
        return found

    _say = say

    def step(self, who=None):
        """The guide's step for this position (computed once per change)."""
        g = self.session.game
        key = (id(g), len(self.session.log), len(self.session.events), who, g.pending is not None)
        if key != self._step_key:
            self._step_key, self._step = key, next_step(g, who)
        return self._step

    def search(self, who=None):
        """The "What now?" step, when the guide has none (asked once per position)."""
        g = self.session.game
        key = (id(g), len(self.session.log), who)
        if key != self._search_key:
            from game.hint import suggest
            found = suggest(g, who)
            self._search_key, self._search = key, found.action if found is not None else None
        return self._search

    def _on_table(self, scene) -> Pointer | None:
        if scene.leaving or scene.inspect:
            return None  # the player is elsewhere for a moment: the pointer waits
        w, h = self.app.screen.get_size()
        g = self.session.game
        if scene.curtain:
            return self._say("hand_over", None, pygame.Rect(w // 2 - 220, h // 2 - 32, 440, 116),
                             _("Click to show the next hand."))
        if scene.paying is not None:
            pay = next((b for b in scene.paying.buttons if b.label == _("Pay and act")), None)
            return self._say("pay", scene.paying.action, pay.rect, _("Press Pay and act.")) if pay else None
        if g.outcome is not None:
            return None
        if scene.reveal is not None and getattr(scene, "_hand_rects", None):  # the cards just drawn, shown a moment
            cards = [r for _c, r in scene._hand_rects]
            return self._say("other", None, cards[0].unionall(cards), _("The cards just drawn. Click to go on."))
        for action in (self.step(scene.selected), None):
            guided = action is not None  # the guide's own step (else the "What now?" search's)
            if action is None:
                action = self.search(scene.selected)
            found = self._locate_on_table(scene, action, guided) if action is not None else None
            if found is not None:
                return found
        return None

    def _locate_on_table(self, scene, action, guided: bool = False) -> Pointer | None:
        from game.hint import describe
        g = self.session.game
        short = _("Next: {describe}.").format(describe=describe(g, action))
        goal = heading(g, action) if guided else None
        if goal:  # say what the walk is for: the "What now?" search may walk elsewhere, for Ether
            short = _("Next: {describe}, toward {goal}.").format(describe=describe(g, action), goal=tr(goal))
        if action.kind == "choose":
            if action.get("pos") is not None and not scene.buttons:
                return self._say("choose", action, scene.space_rect(tuple(action["pos"])), short)
            button = _option_button(scene.buttons, g.pending.options, action)
            return self._say("choose", action, button.rect, short) if button else None
        who = action.get("dreamer")
        if action.kind in ("move", "effort", "enter"):
            spot = scene.figure_spots().get(who)
            if spot is None:
                return None
            return self._say("move", action, scene.space_rect(tuple(action["to"])), short, "drag", spot[0])
        if who in g.dreamers and who != scene.selected:
            board = scene.board_rects().get(who)
            if board is None:
                return None
            found = self._say("act_as", action, board, _("Next: play as {name}.").format(name=g.name(who)))
            found.who = who
            return found
        button = next((b for b in scene.buttons if getattr(b, "action", None) is not None
                       and _same_step(b.action, action)), None)
        if button is None:
            return None
        step = action.kind if action.kind in LESSON_STEPS else "other"  # other steps: no lesson, the step in words
        return self._say(step, action, button.rect, short)

    def _on_map(self, scene) -> Pointer | None:
        if getattr(scene, "leaving", False) or scene.leave_dialog.open:
            return None  # the Team is walking to where it travelled, or the player is asked about leaving: the pointer waits
        g = self.session.game
        action = self.step()
        if action is None:
            return None
        if action.kind == "choose":
            button = _option_button(scene.buttons, g.pending.options, action)
            return self._say("choose", action, button.rect, _("Next: {option}.").format(option=tr(str(action.get("label") or "")))) if button else None
        if action.kind == "travel":
            at = _locations(scene, self.app.screen.get_size()).get(action["to"])
            if at is None:
                return None
            name = g.name(action["to"])
            found = self._say("travel", action, pygame.Rect(at[0] - 30, at[1] - 30, 60, 60),
                              _("Next: travel to {name}.").format(name=name))
            found.shape = "circle"
            return found
        if action.kind == "begin_session":
            button = next((b for b in scene.buttons if b.label == _("Begin a new session")), None)
            return self._say("begin_session", action, button.rect, _("Next: begin a new session.")) if button else None
        return None


def _lesson_text(lesson_id: str, said: str) -> str:
    """The lesson in the language chosen now: the first night's lessons were
    read in the language of the moment the campaign opened, and a switch in
    Settings (F10) must not leave its sentence in the other one."""
    from game.content import default_content
    now = default_content().get(lesson_id)  # a lesson id is a content id like any other
    return now.text if now is not None else said


def _taught_scenes() -> tuple:
    """The scenes the teacher points in (the ones `pointer` reads)."""
    from game.ui.etherfields.story import StoryScene
    from game.ui.etherfields.table import DreamscapeScene
    from game.ui.etherfields.worldmap import DreamworldScene, ScriptReader
    return (ScriptReader, StoryScene, DreamscapeScene, DreamworldScene)


def _locations(scene, size) -> dict:
    """The map's Locations where they are drawn now. The map view says so
    without finishing its animations (the scene's `positions` settles them
    first, as a click does, which the pointer must not do every frame)."""
    view = getattr(scene, "map", None)
    if view is not None and hasattr(view, "positions"):
        return view.positions()
    return scene.positions(size)


def _same_step(shown, wanted) -> bool:
    """The same action but for how it is paid (the payment panel settles that)."""
    a, b = shown.to_data(), wanted.to_data()
    for x in (a, b):
        x.pop("pay", None)
        x.pop("colour", None)
    return a == b


def _option_button(buttons, options, action):
    """A Decision's button for this option: by label, in order among equals."""
    label = str(action.get("label", f"Option {action.get('option', 0) + 1}"))
    same = [b for b in buttons if b.label in (label, tr(label))]  # the panel shows it translated
    equals = [o for o in options if str(o.get("label")) == label]
    if not same or len(same) != len(equals):
        return None
    return same[[o for o in equals].index(action)] if action in equals else same[0]

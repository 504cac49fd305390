"""A guided first game at a table (Onirim, Lucidity, Prophecy): the shared
teacher (game/ui/teacher.py) over one table, with the game's lessons
(content/<game>/lessons.yaml) and a guide that picks each step.

A game's guide (game/ui/<game>/guide.py) says which step comes next (its
computer player's choice, so the pointer never hesitates) and where that
step is on the table; this class learns from the moves the table applied
(a kind of step the player did once, on their turn, is learnt; the
computers' moves teach nothing), and ends the guided game by pointing at
the table's Rules button: once the rules help is open, it is silent.

The guided game is dealt from a fixed seed, so its lessons come in a
meaningful order (a Door early, a Nightmare, a Prophecy...).
"""
from __future__ import annotations

from game.i18n import N_, _
from game.lessons import Lessons, guide_lessons
from game.ui.teacher import Pointer, Teacher

RULES = "rules"  # the last step: open the rules help


class GuideTeacher(Teacher):
    """The guide of one table's guided game."""

    heading = N_("Guided game")
    game = ""            # the game's key: its lessons are content/<game>/lessons.yaml
    help_scene: type     # the rules help the guided game ends on

    def __init__(self, app, table) -> None:
        super().__init__(app, Lessons(guide_lessons(self.game)))
        self.table = table
        self.seen = 0           # the table's moves already learnt from
        self.finished = False   # the rules help was opened at the end
        self._step_key = None
        self._step = None

    # -- what a game's guide fills in --------------------------------------------------
    def over(self) -> bool:
        """The game at the table has ended."""
        raise NotImplementedError

    def choose(self):
        """The guide's step now (an Action), or None when it is not the player's turn."""
        raise NotImplementedError

    def find(self, action) -> Pointer | None:
        """Where `action` is done on the table, as a pointer."""
        raise NotImplementedError

    def rules_button(self):
        """The table's Rules button (the guided game ends pointing at it)."""
        raise NotImplementedError

    def kind(self, action) -> str:
        """The lesson step an applied Action teaches (by default its kind)."""
        return action.kind

    def others_words(self) -> str:
        """What the strip says during the other players' turns."""
        return ""

    def help_open(self) -> bool:
        """The rules help is shown (by default: its scene is on top)."""
        return isinstance(self.app.top, self.help_scene)

    # -- shared ----------------------------------------------------------------------
    def active(self) -> bool:
        return not self.finished and self.table in self.app.stack

    def scenes(self) -> tuple:
        return (type(self.table), self.help_scene)

    def texts(self) -> list[str]:
        longest_step = _("Next: {step}.").format(step="x" * 60)  # the longest plain step, about
        return super().texts() + [longest_step, self.others_words()]

    def waiting(self) -> str:
        """The others' turn, at the table: say so (a roll settling on your own turn says nothing)."""
        if not self.app.stack or self.app.top is not self.table or self.over() or self.step() is not None:
            return ""
        return self.others_words()

    def observe(self) -> None:
        applied = self.table.applied
        if len(applied) < self.seen:  # undone: the lessons stay learnt
            self.seen = len(applied)
        for a in applied[self.seen:]:
            kind = self.kind(a)
            if self._step is not None and self.kind(self._step) == kind:  # the player did the step the guide had:
                self.lessons.did(kind, self.taught.pop(kind, None))  # learnt (a computer's move teaches nothing)
        self.seen = len(applied)
        if self.app.stack and self.help_open() and self.over():
            self.lessons.did(RULES)
            self.finished = True  # the last lesson: the whole game is in the rules help

    def step(self):
        """The guide's step for this position (worked out once per move)."""
        key = (id(self.table.game), len(self.table.applied), self.table.game.pending is not None)
        if key != self._step_key:
            self._step_key, self._step = key, self.choose()
        return self._step

    def locate(self, top) -> Pointer | None:
        if top is not self.table:
            return None
        if self.over():
            button = self.rules_button()
            return self.say(RULES, None, button.rect, _("The game is over. Press Rules to read the whole of it."))
        action = self.step()
        return self.find(action) if action is not None else None


def guided_button(size, on_click, offered: bool):
    """A game's first screen's Guided game button: in the top-right corner, as
    far from it as the Shelf button is from the bottom-left (the first screens'
    columns and titles keep clear of the corners); gold while it is offered
    (no game of it finished yet: the first start)."""
    from game.ui import layout as L
    from game.ui.menus import shelf_rect
    from game.ui.widgets import Button
    shelf = shelf_rect(size)
    w = max(140, L.width(_("Guided game"), Button.SIZE) + 2 * L.em(16))
    button = Button((size[0] - shelf.x - w, shelf.x, w, shelf.height), _("Guided game"), on_click,
                    (250, 220, 120) if offered else (120, 100, 200))
    button.corner = True  # sized for the UI scale already: the reflow leaves it in its corner
    return button


def draw_offer(surf, buttons, offered: bool) -> None:
    """The first start's offer: the Guided game button ringed in the pointer's
    glow (no words beside it: the corner is clear of the titles only as far
    as the button reaches, in every language and scale)."""
    if not offered:
        return
    from game.ui.teacher import ring
    button = next((b for b in buttons if b.label == _("Guided game")), None)
    if button is not None:
        ring(surf, button.rect, 0.3)


def first_time(game: str) -> bool:
    """No game of it was ever finished: its first screen offers the guided game."""
    from game import records
    return not records.plays(game)


def begin(app, teacher_class, table) -> None:
    """Put `table` on the stack as a guided game, its teacher watching it."""
    app.teacher = teacher_class(app, table)
    app.push(table)

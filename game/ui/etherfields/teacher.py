"""The teacher of the guided first night: it points at the next thing to do.

During the tutorial (game/lessons.py says when) and while the Tutorial hints
setting is on, the teacher finds on screen the step the guide chose: the
miniature to drag and the space to drop it on, the button to press, the
option to choose, the card panel's Pay button, the page to click, the
Location to travel to. It draws a pulsing ring there (an arrow for a drag)
and says the step in a strip at the foot of the window: the lesson of that
kind of step while the Team has not done one yet, then just the step in a
few words. When the guide has nothing, the "What now?" search (game/hint.py)
decides.

The strip is the window's, not the scene's: while the teacher is on, the
app gives the scene the window less the strip (App.fit_screen), so the
sentence covers nothing the player must see or click, however full the
table is (at 2x in a small window a sentence beside the target found no
free room and covered spaces, cards and buttons). Its height is set once
for the whole first night, by its longest lesson, so the scene above does
not reflow from step to step.

`pointer()` is public: tests read it and click or drag exactly there.
The app draws the teacher on top of every scene (App.draw).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.content.models import LESSON_STEPS
from game.lessons import Lessons, in_tutorial, next_step, situation
from game.gfx import palette
from game.ui import draw as d
from game.ui import layout as L
from game.i18n import _, tr

GLOW = (255, 214, 120)      # the pointer's colour: warm lamplight
INK = (250, 240, 215)
PANEL = (34, 24, 52)
SIZE = 16                   # the sentence's type size (scaled with the UI)
MARGIN = 8                  # around the strip, inside the window
PAD = 10                    # inside the strip, above the sentence (a paragraph ends with a gap of its own)


@dataclass
class Pointer:
    """Where to act: click `target`, or drag from `start` and drop on `target`."""
    gesture: str                    # "click" or "drag"
    target: pygame.Rect
    sentence: str
    step: str                       # the kind of step (a lesson step)
    lesson: str | None = None       # the lesson's id while it teaches; None after
    start: tuple | None = None      # a drag's start: the miniature's centre
    who: str | None = None          # for "act_as": the Dreamer to play as
    shape: str = "rect"             # how the ring is drawn: "rect" or "circle" (a Location)

    @property
    def point(self) -> tuple[int, int]:
        return self.target.center


class Teacher:
    def __init__(self, app, session) -> None:
        from game.content import default_content
        self.app = app
        self.session = session
        self.lessons = Lessons(default_content(), session.log)
        self.seen = len(session.log)
        self.clock = 0.0
        self.last: Pointer | None = None   # the pointer drawn last, and on which screen
        self.last_screen = None
        self._step_key = None
        self._step = None
        self._search_key = None
        self._search = None
        self._box_key = None   # the strip, drawn once per sentence
        self._box = None
        self.taught: dict[str, str] = {}  # step -> the lesson last shown for it (a payment panel may come between)
        self._strip_key = None
        self._strip_h = 0
        self.box: pygame.Rect | None = None  # where the strip was drawn last (tests read it)

    # -- when ------------------------------------------------------------------
    def on(self) -> bool:
        settings = getattr(self.app, "settings", None)
        return bool(getattr(settings, "hints", True)) and in_tutorial(self.session.game, self.session.log)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.observe()

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
    def pointer(self) -> Pointer | None:
        """What to do next and where, on the screen as last drawn; None when
        the tutorial is over, hints are off, or the screen is not a game one."""
        if not self.app.stack or not self.on():
            return None
        self.observe()
        from game.ui.etherfields.story import StoryScene
        from game.ui.etherfields.table import DreamscapeScene
        from game.ui.etherfields.worldmap import DreamworldScene, ScriptReader
        top = self.app.top
        w, h = self.app.screen.get_size()
        if isinstance(top, (ScriptReader, StoryScene)):
            at = getattr(top, "continue_point", None) or (w // 2, h - 84)
            return self._say("read", None, pygame.Rect(at[0] - 90, at[1] - 16, 180, 32), _("Click to turn the page."))
        if isinstance(top, DreamscapeScene) and top.session is self.session:
            return self._on_table(top)
        if isinstance(top, DreamworldScene) and top.session is self.session:
            return self._on_map(top)
        return None

    def _say(self, step, action, rect, short, gesture="click", start=None) -> Pointer:
        lesson = self.lessons.lesson_for(step, situation(self.session.game, action))
        return Pointer(gesture, pygame.Rect(rect), _lesson_text(lesson) if lesson else short, step,
                       lesson.id if lesson else None, start)

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
            if action is None:
                action = self.search(scene.selected)
            found = self._locate_on_table(scene, action) if action is not None else None
            if found is not None:
                return found
        return None

    def _locate_on_table(self, scene, action) -> Pointer | None:
        from game.hint import describe
        g = self.session.game
        short = _("Next: {describe}.").format(describe=describe(g, action))
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

    # -- drawing -----------------------------------------------------------------
    def strip_height(self, size) -> int:
        """The strip's height in a window of `size`: 0 while the teacher is off,
        else tall enough for the longest lesson (in this language, at this scale)."""
        if not self.app.stack or not self.on() or not isinstance(self.app.top, _taught_scenes()):
            return 0
        from game.content import default_content
        from game.i18n import language
        key = (size[0], d.UI_SCALE[0], language())
        if key != self._strip_key:
            texts = [lesson.text for lesson in default_content().lessons.values()]
            texts.append(_("Next: {describe}.").format(describe="x" * 60))  # the longest plain step, about
            width = _text_width(size[0])
            self._strip_key = key
            self._strip_h = max(d.paragraph_height(t, width, SIZE) for t in texts) + PAD + MARGIN
        return self._strip_h

    def draw(self, surf) -> None:
        """The ring (and a drag's path) on the scene, the sentence in the strip
        under it. `surf` is the whole window; the scene was drawn above the strip."""
        found = self.pointer()
        self.last, self.last_screen = found, (self.app.top if self.app.stack else None)
        w, h = surf.get_size()
        strip = self.strip_height((w, h))
        self.box = box = pygame.Rect(MARGIN, h - strip, w - 2 * MARGIN, strip - MARGIN) if strip else None
        if box is not None:  # under it the scene drew nothing: the strip is painted even when it has nothing to say
            surf.fill(palette.NIGHT, (0, h - strip, w, strip))
            sentence = found.sentence if found is not None else ""
            key = (sentence, d.UI_SCALE[0], box.size)
            if key != self._box_key:
                self._box_key, self._box = key, _strip_surface(sentence, box.size)
            surf.blit(self._box, box.topleft)
        if found is None:
            return
        if found.lesson is not None:
            self.taught[found.step] = found.lesson
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5.0)
        if found.gesture == "drag":
            _drag_path(surf, found.start, found.point, self.clock)
        _ring(surf, found.target, pulse, found.shape)  # no line from the strip: it would cross labels on its way


def _lesson_text(lesson) -> str:
    """The lesson in the language chosen now: the guide's list was read in the
    language of the moment the campaign opened, and a switch in Settings
    (F10) must not leave its sentence in the other one."""
    from game.content import default_content
    now = default_content().lessons.get(lesson.id)
    return now.text if now is not None else lesson.text


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


# -- the picture ------------------------------------------------------------------

def _ring(surf, rect, pulse, shape="rect") -> None:
    """A glowing, breathing frame around the target (a circle round a Location)."""
    grow = int(6 + 6 * pulse)
    outer = rect.inflate(grow * 2, grow * 2)
    glow = pygame.Surface(outer.inflate(24, 24).size, pygame.SRCALPHA)
    local = pygame.Rect(12, 12, outer.width, outer.height)
    for i, alpha in enumerate((40, 70, 110)):
        colour = (*GLOW, int(alpha * (0.6 + 0.4 * pulse)))
        halo = local.inflate(12 - i * 6, 12 - i * 6)
        if shape == "circle":
            pygame.draw.circle(glow, colour, halo.center, halo.width // 2, 4)
        else:
            pygame.draw.rect(glow, colour, halo, 4, border_radius=14)
    surf.blit(glow, (outer.x - 12, outer.y - 12))
    if shape == "circle":
        pygame.draw.circle(surf, GLOW, outer.center, outer.width // 2, 3)
    else:
        pygame.draw.rect(surf, GLOW, outer, 3, border_radius=12)


def _drag_path(surf, start, end, clock) -> None:
    """From the miniature to the space: a dotted trail and a ghost hand that
    keeps walking it, so the gesture reads as "carry this there"."""
    sx, sy = start
    ex, ey = end
    dist = math.hypot(ex - sx, ey - sy) or 1.0
    ux, uy = (ex - sx) / dist, (ey - sy) / dist
    bend = min(60.0, dist * 0.25)  # a gentle arc reads better than a ruler line

    def at(t):
        return (sx + (ex - sx) * t - uy * bend * math.sin(math.pi * t),
                sy + (ey - sy) * t + ux * bend * math.sin(math.pi * t))

    n = max(6, int(dist // 16))
    for i in range(1, n):
        x, y = at(i / n)
        pygame.draw.circle(surf, GLOW, (int(x), int(y)), 3)
    tip, before = at(1.0), at(0.94)
    ang = math.atan2(tip[1] - before[1], tip[0] - before[0])
    head = [tip, (tip[0] - 16 * math.cos(ang - 0.45), tip[1] - 16 * math.sin(ang - 0.45)),
            (tip[0] - 16 * math.cos(ang + 0.45), tip[1] - 16 * math.sin(ang + 0.45))]
    pygame.draw.polygon(surf, GLOW, head)
    pygame.draw.circle(surf, GLOW, (int(sx), int(sy)), 22, 3)  # the miniature to pick up
    t = (clock * 0.6) % 1.0
    gx, gy = at(t)
    ghost = pygame.Surface((36, 36), pygame.SRCALPHA)
    pygame.draw.circle(ghost, (*GLOW, 90), (18, 18), 16)
    pygame.draw.circle(ghost, (*INK, 220), (18, 18), 7)
    surf.blit(ghost, (int(gx) - 18, int(gy) - 18))


def _heading_w() -> int:
    """The "First night" heading's column, left of the sentence."""
    return d.face(_("First night"), 13, True, True).size(_("First night"))[0] + 16


def _text_width(window_w: int) -> int:
    return max(120, window_w - 2 * MARGIN - 28 - _heading_w())


def _strip_surface(sentence: str, size) -> pygame.Surface:
    """The strip: a small "First night" heading, the sentence beside it."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    box = out.get_rect()
    d.panel(out, box, PANEL, GLOW, radius=12)
    first = d.face(sentence or "x", SIZE).get_linesize()  # the heading sits on the sentence's first line
    d.text(out, _("First night"), (14, PAD + first // 2), 13, GLOW, bold=True, italic=True, anchor="midleft")
    left = 14 + _heading_w()
    d.paragraph(out, sentence, pygame.Rect(left, PAD, box.width - left - 14, box.height - PAD), SIZE, INK)
    return out

"""The teacher of the guided first night: it points at the next thing to do.

During the tutorial (game/lessons.py says when) and while the Tutorial hints
setting is on, the teacher finds on screen the step the guide chose: the
miniature to drag and the space to drop it on, the button to press, the
option to choose, the card panel's Pay button, the page to click, the
Location to travel to. It draws a pulsing ring there (an arrow for a drag)
and a sentence beside it, never over it: the lesson of that kind of step
while the Team has not done one yet, then just the step in a few words.
When the guide has nothing, the "What now?" search (game/hint.py) decides.

`pointer()` is public: tests read it and click or drag exactly there.
The app draws the teacher on top of every scene (App.draw).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.content.models import LESSON_STEPS
from game.lessons import Lessons, in_tutorial, next_step, situation
from game.ui import draw as d
from game.ui import layout as L
from game.i18n import _, tr

GLOW = (255, 214, 120)      # the pointer's colour: warm lamplight
INK = (250, 240, 215)
PANEL = (34, 24, 52)
PANEL_W = 340
GAP = 18                    # between the target and the sentence panel


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
        self.asked = None  # the lesson showing when the step was asked for, kept while its payment panel is open
        self._step_key = None
        self._step = None
        self._search_key = None
        self._search = None
        self._box_key = None   # the sentence panel, drawn once per sentence
        self._box = None

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
        shown = self.asked
        if len(log) < self.seen:  # undone: the lessons stay learnt
            self.seen = len(log)
        for a in log[self.seen:]:
            self.lessons.did(a.kind if hasattr(a, "kind") else dict(a).get("kind", ""), shown)
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
        return Pointer(gesture, pygame.Rect(rect), lesson.text if lesson else short, step,
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
        if getattr(scene, "leaving", False):
            return None  # the Team is walking to where it travelled: the pointer waits
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
    def draw(self, surf) -> None:
        found = self.pointer()
        self.last, self.last_screen = found, (self.app.top if self.app.stack else None)
        if found is None or found.step != "pay":
            self.asked = found.lesson if found is not None else None
        if found is None:
            return
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5.0)
        if found.gesture == "drag":
            _drag_path(surf, found.start, found.point, self.clock)
        _ring(surf, found.target, pulse, found.shape)
        must = [found.target.inflate(16, 16)]
        if found.start is not None:
            must.append(pygame.Rect(found.start[0] - 30, found.start[1] - 30, 60, 60))
        clear = [r for r in self._keep_clear() if not r.colliderect(found.target)]
        key = (found.sentence, found.lesson is not None, d.UI_SCALE[0])
        if key != self._box_key:
            self._box_key, self._box = key, _sentence_surface(*key[:2])
        box = _place_box(self._box.get_rect(), must, clear, surf.get_rect().inflate(-16, -16))
        surf.blit(self._box, box.topleft)
        if found.gesture == "click":
            _arrow_to(surf, box, found.target, pulse)

    def _keep_clear(self) -> list:
        """What the sentence had better not hide: the figures on the table, the
        buttons on screen, the Locations of the map with their names."""
        top = self.app.top if self.app.stack else None
        paying = getattr(top, "paying", None)
        if paying is not None:
            return [b.rect for b in paying.buttons] + [r for _, r in paying.card_rects]
        out = [b.rect for b in getattr(top, "buttons", ())]
        out.append(pygame.Rect(0, 0, self.app.screen.get_width(), 56))  # the top bar: where the scene speaks
        if getattr(top, "figure_spots", None) is not None:
            out += [pygame.Rect(c[0] - 24, c[1] - 24, 48, 48) for c, _ in top.figure_spots().values()]
        if getattr(top, "positions", None) is not None:
            out += [pygame.Rect(x - 70, y - 30, 140, 76) for x, y in _locations(top, self.app.screen.get_size()).values()]
        return out


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


def _sentence_surface(sentence: str, teaching: bool) -> pygame.Surface:
    """The sentence on its panel, with a soft shadow: a lesson under a small
    "First night" heading, a plain step smaller and without."""
    size = 16 if teaching else 15
    width = round(PANEL_W * max(1.0, (1 + L.scale()) / 2))  # wider at a larger UI scale: fewer, longer lines
    inner = pygame.Rect(0, 0, width - 28, 400)
    used = d.paragraph(pygame.Surface((1, 1), pygame.SRCALPHA), sentence, inner, size, INK)  # measured
    heading = max(22, L.line(13, bold=True, italic=True) + 4) if teaching else 0
    box = pygame.Rect(0, 0, width, used + heading + 22)
    out = pygame.Surface((box.width + 8, box.height + 8), pygame.SRCALPHA)
    pygame.draw.rect(out, (0, 0, 0, 90), box.move(6, 7).inflate(-2, -2), border_radius=14)
    d.panel(out, box, PANEL, GLOW, radius=12)
    y = 10
    if teaching:
        d.text(out, _("First night"), (14, y), 13, GLOW, bold=True, italic=True)
        y += heading
    d.paragraph(out, sentence, pygame.Rect(14, y, box.width - 28, 400), size, INK)
    return out


def _place_box(box, must, clear, screen) -> pygame.Rect:
    """Beside the target (must[0]), sliding along each of its sides: never
    over the target nor a drag's start (the rest of `must`), over as few of
    `clear` as can be, and nearest the target when several do as well."""
    target = must[0]
    spots = []
    for gap in (GAP, GAP + 48):
        for shift in (0.0, -0.5, 0.5, -1.0, 1.0):
            dx, dy = int(shift * box.width * 0.8), int(shift * box.height * 0.8)
            spots += [(target.centerx - box.width // 2 + dx, target.bottom + gap),
                      (target.right + gap, target.centery - box.height // 2 + dy),
                      (target.centerx - box.width // 2 + dx, target.top - gap - box.height),
                      (target.left - gap - box.width, target.centery - box.height // 2 + dy)]
    best, score = None, None
    for x, y in spots:
        trial = box.move(x, y)
        trial.clamp_ip(screen)
        if any(trial.colliderect(r) for r in must):
            continue
        mine = (sum(trial.colliderect(r) for r in clear), math.dist(trial.center, target.center))
        if score is None or mine < score:
            best, score = trial, mine
    if best is None:  # a target as big as the screen: a top corner
        best = box.move(16, 70)
    return best


def _arrow_to(surf, box, target, pulse) -> None:
    """A short arrow from the sentence panel toward the target, bobbing."""
    bx, by = box.center
    tx, ty = target.center
    dist = math.hypot(tx - bx, ty - by) or 1.0
    ux, uy = (tx - bx) / dist, (ty - by) / dist
    # From the panel's edge to just short of the target's ring.
    start = _edge_point(box, ux, uy)
    end = _edge_point(target.inflate(28, 28), -ux, -uy)
    length = math.hypot(end[0] - start[0], end[1] - start[1])
    if length < 8:
        return
    bob = 4 * pulse
    end = (end[0] - ux * bob, end[1] - uy * bob)
    pygame.draw.line(surf, GLOW, start, end, 4)
    head = [end, (end[0] - ux * 16 - uy * 9, end[1] - uy * 16 + ux * 9),
            (end[0] - ux * 16 + uy * 9, end[1] - uy * 16 - ux * 9)]
    pygame.draw.polygon(surf, GLOW, head)


def _edge_point(rect, ux, uy) -> tuple[float, float]:
    """Where a ray from the rect's centre along (ux, uy) leaves the rect."""
    cx, cy = rect.center
    hw, hh = rect.width / 2, rect.height / 2
    tx = hw / abs(ux) if ux else math.inf
    ty = hh / abs(uy) if uy else math.inf
    t = min(tx, ty)
    return (cx + ux * t, cy + uy * t)

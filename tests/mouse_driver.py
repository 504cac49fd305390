"""Plays an action the way a player would: with posted mouse events only.

Given an Action the planner chose from `legal_actions()`, the driver finds
what a player would click or drag on the scene on top (a Location on the
Dreamworld Map, a miniature, an action button, a Decision's option, a card
in the payment panel) and posts the events; then it checks that the rules
received exactly that Action (the payment compared as a set: which cards,
not the order they were clicked in).
"""
from __future__ import annotations

import pygame

from game.ui.etherfields.table import DreamscapeScene
from game.ui.etherfields.title import TitleScene
from game.ui.etherfields.worldmap import DreamworldScene
from game.ui.shelf import ShelfScene


class NotClickable(AssertionError):
    """The action the planner chose cannot be reached by the mouse."""


def same(a, b) -> bool:
    """Equal actions, the payment compared as a set of sources."""
    da, db = a.to_data() if hasattr(a, "to_data") else dict(a), b.to_data() if hasattr(b, "to_data") else dict(b)
    for x in (da, db):
        for field in ("pay", "cards"):
            if field in x:
                x[field] = sorted(x[field] or [])
    return da == db


class Gestures:
    """Raw mouse gestures posted to an app, a frame run after each event
    (shared by the Etherfields and the Prophecy drivers)."""

    def __init__(self, app) -> None:
        self.app = app

    def post(self, kind, **data) -> None:
        pygame.event.post(pygame.event.Event(kind, **data))
        self.app.step()

    def click(self, pos) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.wait_for_button(pos)
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)

    def wait_for_button(self, pos) -> None:
        """A table button under `pos` that has just appeared ignores clicks while
        it fades in: wait for it, as a player's eye does (tables/slots.py)."""
        top = self.app.top if self.app.stack else None
        double = getattr(top, "double", None)  # Lucidity's and Prophecy's tables: a double click's second half is refused
        for _ in range(60):
            if double is not None and double.refused(self.shown(top), pos, top.t):
                self.app.step()
                continue
            slots = getattr(top, "slots", None)  # the Etherfields table's button places (not the Load screen's method)
            if not hasattr(slots, "fresh"):
                return
            fresh = [b for b in getattr(top, "buttons", ()) or () if b.rect.collidepoint(pos)
                     and slots.fresh(getattr(b, "key", ""), top.clock) < 1]
            if not fresh:
                return
            self.app.step()

    @staticmethod
    def shown(top) -> list:
        """The buttons a click on the top scene would press (as its handler finds them)."""
        if getattr(top, "popup", None):
            return top.popup_buttons()
        if hasattr(top, "decision_buttons") and top.game.pending is not None and top.chooser not in top.computer:
            return top.decision_buttons()
        return list(getattr(top, "buttons", ()) or ())

    def wheel(self, dy: int) -> None:
        """One notch of the wheel: up (away from the player) when `dy` > 0."""
        self.post(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False)

    def drag(self, start, end) -> None:
        start, end = (int(start[0]), int(start[1])), (int(end[0]), int(end[1]))
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        for p in (mid, end):
            self.post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)


class MouseDriver(Gestures):
    """Plays an Action on the Etherfields scenes with mouse gestures and checks what the rules got."""

    # -- reading the screen ----------------------------------------------------------
    def read_on(self) -> None:
        """Click through script paragraphs and story screens, as a reader does."""
        for _ in range(50):
            top = self.app.top
            if isinstance(top, DreamscapeScene) and top.curtain:
                self.click((5, 5))  # the hand-over screen: the next Dreamer is here
            elif isinstance(top, DreamworldScene) and top.leaving:
                self.click((5, 5))  # the Team walks to the Slumber or the Gate: a click skips the walk
            elif isinstance(top, (DreamscapeScene, DreamworldScene)):
                return
            else:
                # Where the page says "click to continue" (known once it is drawn), else anywhere on it.
                self.click(getattr(top, "continue_point", None) or (self.app.screen.get_width() // 2, 40))
        raise NotClickable(f"stuck on {type(self.app.top).__name__}")

    @property
    def scene(self):
        self.read_on()
        return self.app.top

    # -- playing an action -------------------------------------------------------------
    def perform(self, action) -> None:
        scene = self.scene
        session = scene.session
        before = len(session.log)
        if isinstance(scene, DreamworldScene):
            self._on_map(scene, action)
        else:
            self._on_table(scene, action)
        if len(session.log) != before + 1 or not same(session.log[-1], action):
            got = session.log[before:] or getattr(scene, "message", "")
            raise NotClickable(f"wanted {action}, the rules received {got}")

    def _choose(self, scene, action) -> None:
        self.app.step()  # lay out the Decision panel
        label = action.get("label")
        index = action.get("option")
        buttons = [b for b in scene.buttons if b.label == str(label)]
        opts = scene.game.pending.options
        same_label = [i for i, o in enumerate(opts) if str(o.get("label")) == str(label)]
        if not buttons or len(buttons) != len(same_label):
            raise NotClickable(f"no button for the option {label!r}")
        self.click(buttons[same_label.index(index)].rect.center)

    def _on_map(self, scene, action) -> None:
        if action.kind == "choose":
            return self._choose(scene, action)
        if action.kind == "travel":
            self.app.step()
            return self.click(scene.positions(self.app.screen.get_size())[action["to"]])
        wanted = {"begin_session": "Begin a new session", "end_session": "Rest here", "awaken": "Awaken"}
        self.app.step()
        b = next((b for b in scene.buttons if b.label.startswith(wanted.get(action.kind, "?"))), None)
        if b is None:
            raise NotClickable(f"no button for {action.kind}")
        self.click(b.rect.center)

    def _act_as(self, scene, who) -> None:
        if who and scene.selected != who:
            self.click(scene.board_rects()[who].center)
            self.read_on()

    def _on_table(self, scene, action) -> None:
        if action.kind == "choose":
            return self._choose(scene, action)
        self._act_as(scene, action.get("dreamer"))
        self.app.step()
        if action.kind in ("move", "effort", "enter"):
            who = action["dreamer"]
            self.drag(scene.figure_spots()[who][0], scene.space_rect(tuple(action["to"])).center)
        elif action.kind == "pass":
            button = next(b for b in scene.buttons if b.label == "Pass")
            self.click(button.rect.center)
        else:
            button = next((b for b in scene.buttons if getattr(b, "action", None) is not None
                           and self._matches(b.action, action)), None)
            if button is None:
                raise NotClickable(f"no button for {action}; buttons: {[b.label for b in scene.buttons]}")
            self.click(button.rect.center)
        if scene.paying is not None:
            self._pay(scene, action)

    @staticmethod
    def _matches(shown, wanted) -> bool:
        a, b = shown.to_data(), wanted.to_data()
        for x in (a, b):
            for field in ("pay", "cards"):  # what pays is chosen in the panel
                x.pop(field, None)
        return a == b

    def _pay(self, scene, action) -> None:
        """Make the panel's selection exactly the planned payment, then pay."""
        from game.rules.etherfields.payment_options import payment_of
        panel = scene.paying
        want = list(payment_of(action))
        rects = dict(panel.card_rects)
        for source in list(panel.selected):
            if source not in want:
                self.click(rects[source].center)
        for source in want:
            if source not in panel.selected:
                if source not in rects:
                    raise NotClickable(f"{source} is not offered in the payment panel")
                self.click(dict(panel.card_rects)[source].center)
        self.click(next(b for b in panel.buttons if b.label == "Pay and act").rect.center)


def button(scene, label):
    """The scene's button whose label starts with `label`, where it is drawn now."""
    if hasattr(scene, "layout"):
        scene.layout(scene.app.screen.get_size())
    return next(b for b in scene.buttons if b.label.startswith(label))


def new_campaign_by_mouse(app) -> MouseDriver:
    """The shelf, Etherfields' title, New campaign, Fall asleep: all clicks."""
    app.push(ShelfScene(app))  # the program opens on the shelf of games
    app.step()
    mouse = MouseDriver(app)
    rect = next(r for r, box in app.top.boxes if box.key == "etherfields")
    mouse.click(rect.center)
    assert isinstance(app.top, TitleScene)
    mouse.click(button(app.top, "New campaign").rect.center)
    mouse.click(button(app.top, "Fall asleep").rect.center)
    return mouse

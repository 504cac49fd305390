"""The showcase: the campaign plays itself, at a pace a person can watch.

The heuristic Team of `game.campaign_balance` chooses every move; the real
scenes show it, exactly as a player sees them: the Dreamscape table with its
gliding figures, flying cards and thrown dice, the Dreamworld Map growing
between encounters, each Script paragraph in the reader and each story page
for a few seconds. It is a film: the scenes draw no controls, log, tooltips or
dialogs (the stage is `watching`), the table is framed whole, one caption line
under the picture says what just happened or what the Team decided, and the
pace lingers on reveals, decisions and pages.

Those scenes play on a `Stage`: an App of their own whose stack lives inside
the showcase, so whatever they push, pop or send "back to the title" stays
there, and the window's stack holds only the showcase over the title. Any key
or click closes it. The campaign is a Session with autosaves off whose save
is switched off too: the showcase never writes into the player's saves or
settings.
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

import pygame

from game.rules.core import Action
from game.session import Session, fresh_seed, new_campaign_id
from game.ui import draw as d
from game.i18n import _, tr
from game.ui.etherfields.flow import follow_mode
from game.ui.scenes import Scene

DREAMERS = ["gambler", "tough_guy", "specialist"]  # a Team of three: the table full, the turns still brisk
# Seconds of stillness before the next move: a reveal (an Entity appears, a Secret, a new tile) and a
# decision are held longer, so the film lingers where the story turns.
PACE = {"table": 0.6, "map": 1.1, "decision": 2.2, "reveal": 2.4}
REVEALS = ("spawned", "secret", "map_tile", "entity_removed", "morphing", "gradual_done", "item_gained", "journal")
QUIET = ("script", "paid", "phase", "card_drawn", "progress_flipped", "market", "peek", "state", "session", "token_placed")
ZOOM = 1.0  # the table framed whole: the board never slides under the side panels
GIVE_UP = 20000  # moves in one campaign before the showcase starts another
BANNER = 30  # the showcase's own band at the bottom of the window; the scenes are laid out above it


def stage_rect(size) -> pygame.Rect:
    """Where the played scenes are drawn: the window above the banner, so
    the banner covers nothing of theirs (the Dreamworld's legend, a button)."""
    w, h = size
    return pygame.Rect(0, 0, w, max(1, h - BANNER))


def banner_rect(size) -> pygame.Rect:
    w, h = size
    return pygame.Rect(0, h - BANNER, w, BANNER)


def reading_time(text: str) -> float:
    """Time to read a page at ease: longer paragraphs stay longer."""
    return min(11.0, 4.5 + len(text or "") / 90)


class StageParts:
    """What makes the window's App class a stage: its own stack and
    settings, drawn into the window's screen, and no way to the disk."""

    watching = True  # the scenes shown here are watched, not played: no controls, log, tooltips or dialogs

    def __init__(self, window, seed: int) -> None:  # not the App's: the window already exists
        from game.ui.settings import Settings
        self.window = window
        self.settings = Settings(hints=False)  # the shipped pace, no curtain, no tutorial pointer; never saved
        self.teacher = None
        self.stack: list = []
        self.campaign_seed = self.seed = seed
        self.running = True

    @property
    def screen(self):
        """The window's screen above the banner: the scenes lay themselves out in it."""
        window = self.window.screen
        cached = self.__dict__.get("_screen")
        if cached is None or cached.get_parent() is not window:
            cached = self._screen = window.subsurface(stage_rect(window.get_size()))
        return cached

    def back_to_title(self) -> None:
        from game.ui.scenes import scene_left
        self.stack.clear()  # the showcase starts its next campaign
        scene_left()

    def open_save(self, path) -> None:  # a showcase opens no saves
        pass

    def save_on_quit(self) -> None:
        pass


@lru_cache(maxsize=None)
def stage_class(app_class: type) -> type:
    """The window's own App class (its push, pop, back_to_title...)
    with the stage's parts: the scenes behave exactly as in play."""
    return type("Stage", (StageParts, app_class), {})


def showcase_session(seed: int) -> Session:
    """A new campaign that cannot write anywhere (decks rebuilt automatically at Awakening)."""
    from game.content import default_content
    from game.rules.etherfields import new_game
    options = {"dreamers": list(DREAMERS), "edition": "2.0", "campaign": True, "auto_deckbuild": True}
    game = new_game(default_content(), options, seed)
    session = Session(game, {"seed": seed, "options": options, "campaign": _("Showcase"), "id": new_campaign_id()},
                      autosaves=False)
    session.autosave = lambda: None  # not even a scene's own "save" button reaches the disk
    session.to_read = [e for e in game._events if e.kind == "script"]
    session.chronicle.take(game._events, game.name, game.order)
    return session


class ShowcaseScene(Scene):
    """Attract mode over the title. Deliberately has no `session` attribute:
    the window's save-on-quit looks for one, and there is nothing to save."""

    def __init__(self, app, seed: int | None = None) -> None:
        self.app = app
        if seed is None:  # --seed replays one showcase; otherwise each one plays a new campaign
            seed = app.campaign_seed if getattr(app, "campaign_seed", None) is not None else fresh_seed()
        self.seed = seed
        self.stage = stage_class(type(app))(app, self.seed)
        self.rng = random.Random(self.seed)
        self.wait = 1.0  # the first page is read before anything moves
        self.reading = 0.0
        self.moves = 0  # in the current campaign
        # What the showcase did, for the tests and the soak: rules actions applied,
        # scenes shown (by kind), pages read, campaigns begun, frames with motion,
        # Dreams entered.
        self.stats: dict[str, Any] = {"actions": 0, "scenes": {}, "pages": 0, "campaigns": 0, "animated": 0, "dreams": 0}
        self._shown = None
        self.caption = ""  # the film's one line: what just happened, or what the Team decided
        self.begin()

    # -- the campaign --------------------------------------------------------------------
    def begin(self) -> None:
        from game.ui.scenes import scene_left
        self.stage.stack.clear()
        scene_left()
        session = showcase_session(self.seed + self.stats["campaigns"])
        self.stats["campaigns"] += 1
        self.moves = 0
        self.stats["dreams"] += session.game.mode == "dream"  # the first Dream begins at once
        follow_mode(self.stage, session)

    @property
    def top(self):
        return self.stage.stack[-1] if self.stage.stack else None

    def playing(self):
        """The table or the map under any pages being read."""
        from game.ui.etherfields.table import DreamscapeScene
        from game.ui.etherfields.worldmap import DreamworldScene
        return next((s for s in reversed(self.stage.stack) if isinstance(s, (DreamscapeScene, DreamworldScene))),
                    None)

    def over(self, game) -> bool:
        from game.campaign_balance import FINAL
        done = any(g in game.campaign.dreams_done for g in FINAL) and game.pending is None
        return done or game.outcome is not None or self.moves >= GIVE_UP

    # -- the window's scene protocol ---------------------------------------------------------
    def handle(self, event):
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.app.pop()  # back to the title
        return None  # nothing reaches the title or the played scenes

    def update(self, dt: float) -> None:
        top = self.top
        if top is None:
            self.begin()
            return
        top.update(dt)
        if top is not self._shown:
            self._shown = top
            kind = type(top).__name__
            self.stats["scenes"][kind] = self.stats["scenes"].get(kind, 0) + 1
            self.reading = 0.0
        if self.is_page(top) or top is not self.playing():  # any other screen is shown a while, then closed
            self.reading += dt
            if self.reading >= reading_time(getattr(top, "text", "") or getattr(getattr(top, "record", None),
                                                                                  "reason", "")):
                self.stats["pages"] += 1
                self.stage.stack.remove(top)
            return
        self.frame(top)
        if self.animating(top):
            self.stats["animated"] += 1
            return
        self.wait -= dt
        if self.wait <= 0:
            self.step(top)

    @staticmethod
    def is_page(scene) -> bool:
        from game.ui.etherfields.story import StoryScene
        from game.ui.etherfields.worldmap import ScriptReader
        return isinstance(scene, (ScriptReader, StoryScene))

    @staticmethod
    def animating(scene) -> bool:
        """Figures gliding, cards flying, a die still rolling (the table); tiles
        being laid, the camera gliding or the Team walking (the map)."""
        from game.ui.etherfields.worldmap import DreamworldScene
        if isinstance(scene, DreamworldScene):
            return scene.map.busy or scene.leaving  # leaving: the walk to the table is not over
        tray = scene.tray
        rolling = tray.body is not None and not tray.settled
        return bool(scene.anims or scene.flyers or scene.glide or rolling or scene.motion.busy)

    def step(self, scene) -> None:
        """One move of the heuristic Team, through the scene, as a click would make it."""
        from game.campaign_balance import campaign_action
        from game.ui.etherfields.table import DreamscapeScene
        game = scene.session.game
        action = None if self.over(game) else campaign_action(game, self.rng)
        if action is None:
            self.begin()
            return
        if isinstance(scene, DreamscapeScene) and action.get("dreamer") in game.dreamers:
            scene.selected = action["dreamer"]  # their hand and board, as the hand-over would show
        mode, asked, seen = game.mode, game.pending, len(scene.session.events)
        if not scene.apply(action):
            action = self.rng.choice(game.legal_actions() or [Action.make("pass")])
            if not scene.apply(action):
                self.begin()  # nothing moves: start afresh rather than stand still
                return
        self.moves += 1
        self.stats["actions"] += 1
        if mode != "dream" and scene.session.game.mode == "dream":
            self.stats["dreams"] += 1
        after = self.playing()
        game = after.session.game if after is not None else game
        news = [e for e in scene.session.events[seen:] if e.text and e.kind not in QUIET]
        if asked is not None:  # a decision is a caption, not a dialog
            self.caption = _("The Team decides: {prompt} - {choice}").format(
                prompt=tr(asked.prompt), choice=tr(str(action.get("label") or "")))
        elif news:
            self.caption = tr(news[-1].text)
        revealed = any(e.kind in REVEALS for e in news)
        self.wait = (PACE["decision"] if game.pending is not None or asked is not None else
                     PACE["reveal"] if revealed else PACE["map" if game.mode == "map" else "table"])

    @staticmethod
    def frame(scene) -> None:
        """The table framed whole, whatever zoom or pan it was left at: the board
        never slides under the side panels."""
        from game.ui.etherfields.table import DreamscapeScene
        if isinstance(scene, DreamscapeScene) and (scene.zoom, list(scene.pan)) != (ZOOM, [0, 0]):
            scene.zoom, scene.pan = ZOOM, [0, 0]

    def draw(self, surf) -> None:
        top = self.top
        if top is None:
            d.night_sky(surf, seed=7)
        else:
            top.draw(surf.subsurface(stage_rect(surf.get_size())))
        band = banner_rect(surf.get_size())
        surf.fill((8, 4, 20), band)
        d.text(surf, self.caption or _("The campaign plays itself"), band.center, 15, (244, 230, 190),
               anchor="center", italic=True, role="story", max_width=band.width - 40)


def run_frames(app, frames: int, dt: float = 1 / 60) -> None:
    """Step the window `frames` times with a fixed frame time (tests, the soak)."""
    for _n in range(frames):
        if not app.running:
            return
        app.step(dt)

"""The showcase: the campaign plays itself, at a pace a person can watch.

The heuristic Team of `game.campaign_balance` chooses every move; the real
scenes show it, exactly as a player sees them: the Dreamscape table with its
gliding figures, flying cards and thrown dice, the Dreamworld Map growing
between encounters, each Script paragraph in the reader and each story page
for a few seconds. On the table the camera zooms in and follows whoever acts.

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

import pygame

from game.rules.core import Action
from game.session import Session, fresh_seed, new_campaign_id
from game.ui import draw as d
from game.i18n import _

DREAMERS = ["gambler", "tough_guy"]  # the Team the campaign balance measures
PACE = {"table": 0.55, "map": 1.1, "decision": 1.3}  # seconds of stillness before the next move
ZOOM = 1.35  # the table's camera: close enough to follow one figure, the Dreamscape still readable
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
    """A few seconds a page: longer paragraphs stay a little longer."""
    return min(8.0, 3.0 + len(text or "") / 140)


class StageParts:
    """What makes the window's App class a stage: its own stack and
    settings, drawn into the window's screen, and no way to the disk."""

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
        self.stack.clear()  # the showcase starts its next campaign

    def open_save(self, path) -> None:  # a showcase opens no saves
        pass

    def save_on_quit(self) -> None:
        pass


@lru_cache(maxsize=None)
def stage_class(app_class: type) -> type:
    """The window's own App class (its push, pop, follow_mode, show_scripts...)
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


class ShowcaseScene:
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
        self.focus: str | None = None  # the figure the camera follows
        self._panning = False  # the camera is on its way to the figure
        # What the showcase did, for the tests and the soak: rules actions applied,
        # scenes shown (by kind), pages read, campaigns begun, frames with motion,
        # Dreams entered, frames the camera moved.
        self.stats = {"actions": 0, "scenes": {}, "pages": 0, "campaigns": 0, "animated": 0, "dreams": 0,
                      "camera": 0}
        self._shown = None
        self.begin()

    # -- the campaign --------------------------------------------------------------------
    def begin(self) -> None:
        self.stage.stack.clear()
        session = showcase_session(self.seed + self.stats["campaigns"])
        self.stats["campaigns"] += 1
        self.moves = 0
        self.stats["dreams"] += session.game.mode == "dream"  # the first Dream begins at once
        self.stage.follow_mode(session)

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
        self.follow(top, dt)
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
        return bool(scene.anims or scene.flyers or scene.glide or rolling)

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
        mode = game.mode
        if not scene.apply(action):
            action = self.rng.choice(game.legal_actions() or [Action.make("pass")])
            if not scene.apply(action):
                self.begin()  # nothing moves: start afresh rather than stand still
                return
        self.moves += 1
        self.stats["actions"] += 1
        if mode != "dream" and scene.session.game.mode == "dream":
            self.stats["dreams"] += 1
        self.focus = self.acting(scene, action)
        after = self.playing()
        game = after.session.game if after is not None else game
        self.wait = PACE["decision"] if game.pending is not None else PACE["map" if game.mode == "map" else "table"]

    @staticmethod
    def acting(scene, action):
        """The figure the last move was about: the one that moved last, else the Dreamer who acted."""
        for e in reversed(scene.session.events[-30:]):
            if e.kind in ("dreamer_moved", "dreamer_entered", "entity_moved"):
                return e.data.get("dreamer") or e.data.get("figure")
        return action.get("dreamer")

    def follow(self, scene, dt: float) -> None:
        """Keep the acting figure in the middle of the table's view (the map keeps
        its own). The camera moves only when the figure nears the edge, and then
        briskly: every frame it moves redraws the whole table."""
        from game.ui.etherfields.table import DreamscapeScene
        if not isinstance(scene, DreamscapeScene):
            return
        scene.zoom = ZOOM  # a cut, not a slow zoom: the table redraws once
        spot = {f.id: f.pos for f in scene.game.figures()}.get(self.focus)
        if spot is None:
            return
        size, _, _ = scene.cell()
        cols, rows = scene.game.dreamscape.size
        view = scene.map_rect()
        here = scene.space_rect(spot).center
        calm = view.inflate(-view.width // 2, -view.height // 2)  # the middle half: no need to move
        if calm.collidepoint(here) and not self._panning:
            return
        target = []
        for axis, span, length in ((0, view.width, cols), (1, view.height, rows)):
            want = scene.pan[axis] + view.center[axis] - here[axis]
            slack = max(0, (size * length - span) // 2)  # keep the map filling the view
            target.append(max(-slack, min(slack, want)))
        k = min(1.0, dt * 8)
        pan = [round(p + (t - p) * k) for p, t in zip(scene.pan, target)]
        pan = [t if abs(t - p) <= 3 else p for p, t in zip(pan, target)]  # the last pixels at once
        self._panning = pan != target
        if pan != list(scene.pan):
            self.stats["camera"] += 1
        scene.pan = pan

    def draw(self, surf) -> None:
        top = self.top
        if top is None:
            d.night_sky(surf, seed=7)
        else:
            top.draw(surf.subsurface(stage_rect(surf.get_size())))
        band = banner_rect(surf.get_size())
        surf.fill((8, 4, 20), band)
        d.text(surf, _("Showcase: the campaign plays itself  -  press any key or click to return to the title"),
               band.center, 14, (244, 230, 190), anchor="center", italic=True)


def run_frames(app, frames: int, dt: float = 1 / 60) -> None:
    """Step the window `frames` times with a fixed frame time (tests, the soak)."""
    for _n in range(frames):
        if not app.running:
            return
        app.step(dt)

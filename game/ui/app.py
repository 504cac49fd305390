"""The pygame-ce app: one window, one loop, a stack of scenes.

`python -m game` (see `game/__main__.py` for the arguments) calls
`open_window`, `screenshot` or `screenshot_all` here.
"""
from __future__ import annotations

import contextlib
import os
import tempfile

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the banner would pollute parsed output
from pathlib import Path

from game import games
from game.i18n import _
from game.ui import heap
from game.ui.scenes import collect_left_scenes, scene_left

# The demo scenes: the shelf's, each game's (its GameSpec.scenes, in shelf order), each game's
# Statistics screen, then Settings.
SCENES = ("shelf", "credits") + games.scene_names() + tuple(f"stats_{s.key}" for s in games.all_games()) \
    + ("settings",)


def _pygame():
    import pygame
    if not getattr(pygame, "IS_CE", False):
        raise SystemExit("This game needs pygame-ce, not classic pygame: "
                         "pip uninstall pygame && pip install pygame-ce")
    return pygame


class App:
    """Owns the window and the scene stack. Scenes are `game.ui.scenes.Scene`s:
    `handle(event)` (return the event to pass it down, None to consume it),
    `update(dt)` and `draw(surface)`; drawing never changes game state."""

    teacher = None  # a game's pointer drawn over the top scene (Etherfields' first night), or None
    # CPU seconds a frame may draw for before the pictures still to be made wait for the next
    # frame, the last whole picture kept on the screen meanwhile (gfx.cache.frame_deadline).
    # None (screenshots, tests): every frame is drawn whole. The window sets FRAME_BUDGET.
    frame_budget: float | None = None
    held = 0  # frames in a row whose drawing went on into the next frame
    frames_whole = 0  # frames drawn whole and put on the screen

    def __init__(self, size=None, seed: int | None = None, defaults: bool = False, lang: str | None = None,
                 scale: float | None = None) -> None:
        pygame = _pygame()
        heap.tune_allocator()
        pygame.init()
        from game.ui import draw, settings
        draw.reset_caches()  # fonts die with pygame.quit(); a new App starts clean
        self.settings = settings.Settings() if defaults else settings.load()
        # --lang, else the player's choice, else the system's locale (a screenshot
        # shows the game as shipped: English unless --lang says otherwise).
        from game import i18n
        i18n.set_language(lang or ("en" if defaults else self.settings.chosen_language))
        if scale is not None:  # --scale: this run only, the settings file keeps the player's choice
            self.settings.ui_scale = scale
        draw.set_ui_scale(float(self.settings.ui_scale))
        size = size or (self.settings.width, self.settings.height)
        flags = pygame.RESIZABLE | (pygame.FULLSCREEN if self.settings.fullscreen and size is None else 0)
        # `display` is the window; `screen` is what the scenes draw on: the window,
        # less the teacher's strip at its foot during the first night (fit_screen).
        self.display = self.screen = pygame.display.set_mode(_at_least_minimum(size), flags)
        _set_minimum_window()
        pygame.display.set_caption(_("The Dream Shelf"))
        self.clock = pygame.time.Clock()
        from game import audio
        self.audio = audio.start(self.settings, silent=defaults, save=settings.save)  # a screenshot or a test as shipped: silent
        self.stack: list = []
        # `campaign_seed`: the seed asked for (--seed, tests), or None, and each
        # New campaign then gets a fresh one. `seed` is for demos and games
        # that want a number either way.
        self.campaign_seed = seed
        self.seed = 1 if seed is None else seed
        self.running = True

    # -- scene stack ---------------------------------------------------------
    def push(self, scene) -> None:
        self.stack.append(scene)

    def pop(self):
        scene = self.stack.pop()
        scene_left()
        if not self.stack:
            self.running = False
        return scene

    def replace(self, scene) -> None:
        self.stack[-1:] = [scene]
        scene_left()

    def back_to_title(self) -> None:
        """Close every scene above the nearest home screen (a game's title,
        or the shelf under it)."""
        homes = [i for i, s in enumerate(self.stack) if s.home]
        del self.stack[(homes[-1] if homes else 0) + 1:]
        scene_left()

    @property
    def top(self):
        return self.stack[-1]

    def language_changed(self) -> None:
        """After a change of language: the interface words itself anew on the next
        frame. What a scene built once in the old language (a game's content on
        the table, names given to seats, a page already written) it builds again
        in `relabel()`, called here on every open scene; the window's title too."""
        _pygame().display.set_caption(_("The Dream Shelf"))
        for scene in list(self.stack):
            scene.relabel()

    def open_settings(self) -> None:
        """Settings over whatever is open (F10, from any scene): a table stays as
        it is underneath, and follows a change of language (`language_changed`)."""
        from game.ui.menus import SettingsScene
        if not (self.stack and isinstance(self.top, SettingsScene)):
            self.push(SettingsScene(self))

    # -- saves ----------------------------------------------------------------
    def open_save(self, path) -> None:
        """Play the save at `path` the way its game does (GameSpec.show_save); a
        save that cannot be opened leaves the screen as it is, saying why."""
        from game.savefile import SaveError, load_game
        try:
            data = load_game(path)
            games.of_meta(data.meta).show_save(self, path, data)
        except SaveError as err:
            self.top.message = err.message

    def save_on_quit(self) -> None:
        """Closing the window keeps every move: each open scene keeps its game."""
        for scene in reversed(self.stack):
            scene.on_quit()

    # -- loop ----------------------------------------------------------------
    def dispatch(self, event) -> None:
        if event.type in _signs_of_a_player():
            from game import records
            records.active()  # the records' minutes are time played (game.records.IDLE)
        if event.type == _pygame().KEYDOWN and event.key == _pygame().K_F10:
            self.open_settings()
            return
        if self.audio.notice(event):  # M mutes anywhere; a minimised window is silent
            return
        for scene in reversed(self.stack):
            event = scene.handle(event)
            if event is None:
                return
        if self.stack:
            self.top.unclaimed(event)

    def step(self, dt: float = 1 / 60) -> None:
        pygame = _pygame()
        if self.stack:
            self.fit_screen()  # the scenes handle this frame's events at the size they are drawn at
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.save_on_quit()
                self.running = False
                return
            if event.type == pygame.VIDEORESIZE:
                self.display = self.screen = pygame.display.set_mode(_at_least_minimum(event.size), pygame.RESIZABLE)
                self.fit_screen()
            self.dispatch(event)
        if self.stack:
            self.top.update(dt)
            if self.teacher is not None:
                self.teacher.update(dt)
            self.audio.update(dt, self.stack)
            self.draw()
        collect_left_scenes()

    def draw(self) -> None:
        """The top scene (and the teacher) on the screen. With a `frame_budget`, a
        frame that would make more new pictures than its time allows (a scene's
        first frame, a change of language or size) stops at the next one to make,
        leaves the last whole picture on the screen, and is drawn again next
        frame from the caches it filled: a scene is prepared before it is shown,
        in slices. After HOLD_FRAMES such frames in a row, a frame is drawn
        whole whatever it costs, so a scene that makes new pictures every frame
        is still shown."""
        from game.gfx.cache import NotYet, frame_deadline
        self.fit_screen()
        # Every frame starts unclipped: a frame stopped by NotYet inside a drawing that had set a clip
        # (the Dreamworld map's) would otherwise leave every later frame drawn only inside it.
        self.display.set_clip(None)
        self.screen.set_clip(None)
        # A scene whose preparing is long but finite (a campaign's story replayed) may hold longer.
        budget = self.frame_budget if self.held < getattr(self.top, "hold_frames", HOLD_FRAMES) else None
        try:
            with frame_deadline(budget):
                self.top.draw(self.screen)
                if self.teacher is not None:
                    self.teacher.draw(self.display)
        except NotYet:
            self.held += 1
            return
        self.held = 0
        self.frames_whole += 1
        _pygame().display.flip()

    def fit_screen(self) -> None:
        """The scenes' surface: the window, or, while the teacher speaks, the
        window above its strip (a subsurface at the same origin, so a scene's
        coordinates are the window's and its layout reflows as for a resize)."""
        strip = self.teacher.strip_height(self.display.get_size()) if self.teacher is not None and self.stack else 0
        w, h = self.display.get_size()
        if self.screen.get_size() != (w, h - strip):
            self.screen = self.display.subsurface((0, 0, w, h - strip)) if strip else self.display

    def run(self) -> None:
        while self.running:
            dt = self.clock.tick(60) / 1000
            try:
                self.step(dt)
            except Exception as err:  # the last line of defence: keep the moves, say one sentence
                from game.ui.crash import recover
                recover(self, err, home=lambda: make_scene(self, "shelf"))


FRAME_BUDGET = 0.012  # CPU seconds: with the next picture's making (a map tile, a large card: up to about 20 ms), a frame stays within 33 ms
HOLD_FRAMES = 60  # at most this many frames in a row keep the last picture (a second)


def _signs_of_a_player() -> tuple:
    """The events that say someone is at the window (the records count time played)."""
    pygame = _pygame()
    return (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.FINGERDOWN)


def _at_least_minimum(size) -> tuple[int, int]:
    """A window is never drawn smaller than the layouts allow (settings.MIN_WINDOW)."""
    from game.ui.settings import MIN_WINDOW
    return max(int(size[0]), MIN_WINDOW[0]), max(int(size[1]), MIN_WINDOW[1])


def _set_minimum_window() -> None:
    """Ask the window manager not to let the window shrink below the minimum."""
    import warnings
    from game.ui.settings import MIN_WINDOW
    try:
        with warnings.catch_warnings():  # pygame-ce 2.5 calls the display module's window deprecated
            warnings.simplefilter("ignore", DeprecationWarning)
            _pygame().Window.from_display_module().minimum_size = MIN_WINDOW
    except (AttributeError, _pygame().error):
        pass  # an older pygame-ce or the dummy driver: VIDEORESIZE still clamps


def make_scene(app: App, name: str):
    """A scene with the bundled demo state, for screenshots and the bench:
    the shell's own, or the one its game's spec makes."""
    if name == "shelf":
        from game.ui.shelf import ShelfScene
        return ShelfScene(app)
    if name == "credits":
        from game.ui.credits import CreditsScene
        return CreditsScene(app)
    if name.startswith("stats_"):
        from game.ui.stats import demo
        return demo(app, name[len("stats_"):])
    if name == "settings":
        from game.ui.menus import SettingsScene
        return SettingsScene(app)
    spec = games.for_scene(name)
    if spec is None:
        raise SystemExit(f"unknown scene {name!r}; scenes: {', '.join(SCENES)}")
    return spec.call("demo", app, name)


@contextlib.contextmanager
def _scratch_saves():
    """Saves and settings written while taking screenshots go to a throwaway
    folder: a screenshot shows the game as shipped and never leaves an
    autosave (or anything else) among the player's saves."""
    before = os.environ.get("ETHERFIELDS_SAVES")
    with tempfile.TemporaryDirectory(prefix="etherfields-screenshot-") as tmp:
        os.environ["ETHERFIELDS_SAVES"] = tmp
        try:
            yield
        finally:
            if before is None:
                del os.environ["ETHERFIELDS_SAVES"]
            else:
                os.environ["ETHERFIELDS_SAVES"] = before


def _load_save(path):
    """A save to show, read before any window opens (a SaveError is the player's sentence)."""
    from game.savefile import load_game
    return path, load_game(path)


def screenshot(name: str, path: str, seed: int = 1, size=(1280, 720), save: str | None = None,
               lang: str | None = None, scale: float = 1.0) -> None:
    """Draw scene `name` (or the scene of the save at `save`) into the PNG at `path`."""
    from game.cli import output_file
    out = output_file(path, "screenshot")
    saved = _load_save(save) if save else None
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with _scratch_saves():
        _draw_to_file(name, out, seed, size, saved, lang, scale)


def screenshot_all(folder: str, seed: int = 1, size=(1280, 720), lang: str | None = None,
                   scale: float = 1.0) -> list[Path]:
    from game.cli import output_folder
    out = output_folder(folder, "screenshots")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with _scratch_saves():
        for name in SCENES:
            _draw_to_file(name, out / f"{name}.png", seed, size, lang=lang, scale=scale)
    return [out / f"{name}.png" for name in SCENES]


def _draw_to_file(name: str, path: Path, seed: int, size, saved=None, lang: str | None = None,
                  scale: float = 1.0) -> None:
    app = App(size, seed, defaults=True, lang=lang, scale=scale)  # the game as shipped, not one player's settings
    if saved is not None:
        _home(app, saved)
    else:
        app.push(make_scene(app, name))
    for _n in range(3):
        app.top.update(1 / 60)
    app.fit_screen()
    app.top.draw(app.screen)
    if app.teacher is not None:  # the first night's pointer, over the scene as in play
        app.teacher.draw(app.display)
    write_png(app.display, path)


def write_png(surface, path: Path) -> None:
    """`surface` as a PNG at `path`, checked as saves are: written beside it
    under a temporary name, read back, then moved into place. A path that
    cannot hold it (/proc/version, a full disk) is a sentence, never a
    "written" that wrote nothing."""
    from game.cli import CommandError
    pygame = _pygame()
    path = Path(path)
    tmp = path.with_name(f".{path.stem}.writing.png")
    try:
        pygame.image.save(surface, str(tmp))
        if tmp.read_bytes()[:8] != b"\x89PNG\r\n\x1a\n":
            raise OSError(5, "the file written is not the picture")
        os.replace(tmp, path)
    except (pygame.error, OSError) as err:
        why = getattr(err, "strerror", None) or str(err) or type(err).__name__
        raise CommandError(f"Cannot write the screenshot to {path}: {why.rstrip('.').lower()}.") from None
    finally:
        tmp.unlink(missing_ok=True)


def _home(app: App, saved=None) -> None:
    """The shelf; with a save (path, SaveData), its game's first screen over it
    and the save's scene on top (so leaving the table comes back to the game's
    first screen, as in play)."""
    app.push(make_scene(app, "shelf"))
    if saved is not None:
        path, data = saved
        spec = games.of_meta(data.meta)
        app.push(spec.call("start", app, None))
        spec.show_save(app, path, data)


def settle_heap(wait: bool = True) -> None:
    """Load the content and the languages behind the first frame (game.preload),
    which then keeps what lives for the whole run out of the garbage collector's
    passes; `wait`: until that is done."""
    from game import preload
    preload.start()
    if wait:
        preload.wait()


def open_window(size=None, seed: int | None = None, save: str | None = None, showcase: bool = False,
                lang: str | None = None) -> int:
    """The program in a window: the shelf of games, or straight into the save at
    `save`, or the showcase over Etherfields' title."""
    saved = _load_save(save) if save else None
    app = App(size, seed, lang=lang)
    _home(app, saved)
    if showcase:
        from game.ui.etherfields import start
        from game.ui.etherfields.showcase import ShowcaseScene
        app.push(start(app))
        app.push(ShowcaseScene(app))
    app.step(0.0)  # the first frame, whole (there is no picture yet to keep), before anything else is loaded
    app.frame_budget = FRAME_BUDGET
    if os.environ.get("GAME_BENCH_FIRST_FRAME"):  # game.bench_stalls: the CPU time to this frame, and stop
        import time
        print(f"{time.process_time():.4f}", flush=True)
        _pygame().quit()
        return 0
    settle_heap(wait=False)
    app.run()
    _pygame().quit()
    return 0

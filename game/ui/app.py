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

from game.i18n import _, pgettext

SCENES = ("shelf", "credits", "title", "new_campaign", "dreamworld", "dreamworld_late", "dreamscape", "inspector", "script_reader", "journal",
          "market", "save_load", "settings", "rules", "game_over", "chronicle", "onirim", "onirim_table", "onirim_prophecy",
          "onirim_mirrors", "onirim_over", "lucidity_setup", "lucidity_table", "lucidity_rules", "lucidity_end",
          "prophecy", "prophecy_realm", "first_night", "stats_etherfields", "stats_onirim", "stats_lucidity",
          "stats_prophecy")

# The games whose saves open at their own table (`meta.game`); any other save is an Etherfields campaign.
TABLES_FROM_SAVES = {"onirim": "game.ui.onirim.table", "lucidity": "game.ui.lucidity.table",
                     "prophecy": "game.ui.prophecy.table"}


def _pygame():
    import pygame
    if not getattr(pygame, "IS_CE", False):
        raise SystemExit("This game needs pygame-ce, not classic pygame: "
                         "pip uninstall pygame && pip install pygame-ce")
    return pygame


class App:
    """Owns the window and the scene stack. Scenes get `handle(event)`
    (return the event to pass it down, None to consume it), `update(dt)` and
    `draw(surface)`; drawing never changes game state."""

    teacher = None  # the first night's pointer (game/ui/etherfields/teacher.py), drawn over the top scene

    def __init__(self, size=None, seed: int | None = None, defaults: bool = False, lang: str | None = None,
                 scale: float | None = None) -> None:
        pygame = _pygame()
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
        if not self.stack:
            self.running = False
        return scene

    def replace(self, scene) -> None:
        self.stack[-1:] = [scene]

    def back_to_title(self) -> None:
        """Close every scene above the nearest home screen (a game's title,
        or the shelf under it)."""
        homes = [i for i, s in enumerate(self.stack) if getattr(s, "home", False)]
        del self.stack[(homes[-1] if homes else 0) + 1:]

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
            relabel = getattr(scene, "relabel", None)
            if relabel is not None:
                relabel()

    def open_settings(self) -> None:
        """Settings over whatever is open (F10, from any scene): a table stays as
        it is underneath, and follows a change of language (`language_changed`)."""
        from game.ui.menus import SettingsScene
        if not (self.stack and isinstance(self.top, SettingsScene)):
            self.push(SettingsScene(self))

    # -- campaign flow ----------------------------------------------------------
    def follow_mode(self, session) -> None:
        """Show the scene that fits the game's mode: the table in a Slumber or
        Dream, the Dreamworld Map between them."""
        from game.ui.scenes import DreamscapeScene, DreamworldScene
        want = DreamworldScene if session.game.mode == "map" else DreamscapeScene
        if self.teacher is None or self.teacher.session is not session:
            from game.ui.etherfields.teacher import Teacher
            self.teacher = Teacher(self, session)
        current = next((s for s in reversed(self.stack) if isinstance(s, (DreamscapeScene, DreamworldScene))), None)
        if isinstance(current, want) and current.session is session:
            return
        scene = want(self, session)
        if current is not None:
            self.stack[self.stack.index(current)] = scene
        else:
            self.push(scene)
        self.show_stories(session)
        self.show_scripts(session)

    def show_stories(self, session) -> None:
        """A story page for every Slumber or Dream that just ended (read after
        its closing script paragraph, which goes on top)."""
        from game.ui.etherfields.story import StoryScene
        while session.chronicle.finished:
            self.push(StoryScene(self, session, session.chronicle.finished.pop(0)))

    def show_scripts(self, session) -> None:
        """Open the script reader for every paragraph the rules just read out."""
        from game.ui.scenes import ScriptReader
        waiting, session.to_read = session.to_read, []
        for e in reversed(waiting):  # the first one read ends up on top
            self.push(ScriptReader(self, e.data.get("title", ""), e.text, e.data.get("script", ""), e.data.get("how", "")))

    def open_save(self, path) -> None:
        from game.savefile import SaveError, load_game
        from game.session import Session
        try:
            data = load_game(path)
            game = (data.meta or {}).get("game")
            if game in TABLES_FROM_SAVES:  # each game opens its own saves
                import importlib
                table = importlib.import_module(TABLES_FROM_SAVES[game]).table_from_save(self, data)
                self.back_to_title()
                self.push(table)
                return
            session = Session.from_save(path, data)  # the file is read once
        except SaveError as err:
            self.top.message = err.message
            return
        self.show(session)

    def show(self, session) -> None:
        """Play `session`: every scene above its game's title goes, its scene comes."""
        self.back_to_title()
        self.follow_mode(session)

    def save_on_quit(self) -> None:
        """Closing the window keeps every move: the campaign on the table is saved."""
        session = next((s.session for s in reversed(self.stack) if getattr(s, "session", None) is not None), None)
        if session is not None and session.log:
            session.autosave()

    @staticmethod
    def content_name(id_: str) -> str:
        from game.content import default_content
        return getattr(default_content().get(id_), "name", id_).replace("The ", "")

    # -- loop ----------------------------------------------------------------
    def dispatch(self, event) -> None:
        if event.type == _pygame().KEYDOWN and event.key == _pygame().K_F10:
            self.open_settings()
            return
        if self.audio.notice(event):  # M mutes anywhere; a minimised window is silent
            return
        for scene in reversed(self.stack):
            event = scene.handle(event)
            if event is None:
                return
        self.keyboard_list(event)

    def keyboard_list(self, event) -> None:
        """A or Enter that no scene took, on the Dreamworld Map (a scene that
        plays a Session and has no action list of its own): open the list of
        its legal moves over it, so the campaign goes on by keyboard alone."""
        from game.ui.actionlist import OPEN_KEYS, ActionListScene
        from game.ui.widgets import SessionView
        top = self.top if self.stack else None
        if (event.type == _pygame().KEYDOWN and event.key in OPEN_KEYS and isinstance(top, SessionView)
                and not hasattr(top, "keys")):
            from game.ui.etherfields.table.keyboard import map_choices
            self.push(ActionListScene(self, top, lambda: map_choices(top)))

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

    def draw(self) -> None:
        self.fit_screen()
        self.top.draw(self.screen)
        if self.teacher is not None:
            self.teacher.draw(self.display)
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
    """A scene with the bundled demo state, for screenshots and the bench."""
    from game.ui import scenes as sc
    from game.session import Session
    if name == "shelf":
        from game.ui.shelf import ShelfScene
        return ShelfScene(app)
    if name == "credits":
        from game.ui.credits import CreditsScene
        return CreditsScene(app)
    if name.startswith("stats_"):
        from game.ui.stats import demo
        return demo(app, name[len("stats_"):])
    if name.startswith("lucidity_"):
        from game.ui.lucidity import demo
        return demo(app, name)
    if name == "title":
        return sc.TitleScene(app)
    if name.startswith("onirim"):
        from game.ui.onirim import demo_scene
        return demo_scene(app, name)
    if name.startswith("prophecy"):
        from game.ui.prophecy import demo_table
        return demo_table(app, realm=name == "prophecy_realm")
    if name == "new_campaign":
        return sc.NewCampaignScene(app)
    if name == "first_night":
        return first_night(app)
    if name in ("dreamscape", "inspector"):
        scene = sc.DreamscapeScene.demo(app)
        if name == "inspector":
            scene.inspect = scene.game.dreamers[scene.selected].hand[0]
        return scene
    if name == "dreamworld_late":
        return sc.DreamworldScene(app, late_campaign(app.seed))
    if name == "chronicle":  # the journal's C: the campaign far along, told as a book
        from game.ui.etherfields.chronicle import ChronicleScene
        scene = ChronicleScene(app, late_campaign(app.seed))
        dreams = [i for i, r in enumerate(scene.book.chapters) if r.kind == "dream" and r.moments]
        scene.page = dreams[-1] if dreams else scene.page  # a Dream's page: its picture, its ending, its moments
        return scene
    if name in ("dreamworld", "journal", "market", "game_over"):
        session = demo_campaign(app.seed)
        if name == "journal":
            return sc.JournalScene(app, session)
        if name == "game_over":
            return sc.GameOverScene(app, played_slumber(app.seed))
        scene = sc.DreamworldScene(app, session)
        if name == "market":
            from game.rules.core import Action
            session.game.team.keys = 0
            for d in session.game.dreamers.values():
                d.ether = 4
            session.game.campaign.location = "loc_quiet_house"
            scene.apply(Action.make("travel", to="loc_market_of_hours"))
            scene.apply(session.game.pending.options[0])  # go shopping
            scene.apply(session.game.pending.options[0])  # look at 3 Influence cards
            scene.map.settle()  # the Team has arrived: no walk half done in the picture
        return scene
    if name == "script_reader":
        from game.content import default_content
        script = default_content().scripts["script_005"]
        return sc.ScriptReader(app, script.title, script.text, "script_005", script.how or "")
    if name == "save_load":
        scene = sc.LoadScene(app)
        scene.saves = demo_saves()  # a shelf of campaigns to show, none of them on disk
        return scene
    if name == "settings":
        return sc.SettingsScene(app)
    if name == "rules":
        return sc.RulesScene(app)
    del Session
    raise SystemExit(f"unknown scene {name!r}; scenes: {', '.join(SCENES)}")


def demo_saves() -> list:
    """The Load screen's rows for a screenshot: a dozen campaigns at different
    places, newest first, and one damaged save with a backup (nothing is read or written)."""
    import datetime as dt
    from game.savefile.slots import SaveInfo
    now = dt.datetime.now().replace(microsecond=0)
    teams = (["gambler", "tough_guy"], ["specialist", "free_spirit", "lamplighter"], ["free_spirit"],
             ["gambler", "specialist", "tough_guy", "free_spirit"])
    places = ({"mode": "dream", "dream": "gate_paper_lighthouse", "turn": 4}, {"mode": "map", "location": "loc_heron_ferry"},
              {"mode": "slumber", "turn": 2}, {"mode": "map", "location": "loc_reed_maze"},
              {"mode": "dream", "dream": "gate_lullaby_mill", "turn": 7})
    saves = []
    for i in range(12):  # named as New campaign names them: the Team, in the interface's language
        team = teams[i % len(teams)]
        name = pgettext("between the names of a Team", " & ").join(App.content_name(w) for w in team)
        saves.append(SaveInfo(f"autosave-{i}", Path(f"autosave-{i}.yaml"), (now - dt.timedelta(hours=7 * i)).isoformat(),
                              dict(places[i % len(places)], campaign=name, dreamers=team)))
    saves.append(SaveInfo("Cracked", Path("Cracked.yaml"), problem="Cracked.yaml is damaged: its contents do not "
                          "match its checksum.", backup=Path("Cracked.yaml.1"), reason="damaged"))
    return saves


def first_night(app: App):
    """The tutorial Dream just begun, hands drawn: the teacher points at the
    first walk (the guided first night, game/ui/etherfields/teacher.py)."""
    from game.session import Session
    from game.ui import scenes as sc
    from game.ui.etherfields.teacher import Teacher
    session = Session.new(["gambler", "tough_guy"], app.seed, campaign=True, name=_("First night"))
    session.to_read = []  # the opening pages are read
    for who in session.game.order:
        session.apply(next(a for a in session.game.legal_actions() if a.kind == "draw" and a["dreamer"] == who))
    app.teacher = Teacher(app, session)
    scene = sc.DreamscapeScene(app, session)
    scene.selected = session.game.order[0]
    return scene


def played_slumber(seed: int = 1):
    """A lone Slumber played to its end by the heuristic Team, so the story
    screen has a real story to tell."""
    import random
    from game.autoplay import heuristic_action
    from game.balance import MEASURED_MAP
    from game.session import Session
    session = Session.new(["gambler", "tough_guy", "free_spirit"], seed, campaign=False,
                          slumber="slumber_lantern_hound", name=_("Demo"), map=MEASURED_MAP)
    rng = random.Random(seed)
    for _n in range(3000):
        action = heuristic_action(session.game, rng)
        if action is None or session.game.outcome is not None:
            break
        session.apply(action)
    return session


def late_campaign(seed: int = 1, tiles: int = 7):
    """A campaign far along: the heuristic Team of the campaign measure plays
    until `tiles` Dreamworld tiles are laid and the Team is back on the map."""
    import random
    from game.campaign_balance import campaign_action
    from game.session import Session
    session = Session.new(["gambler", "tough_guy", "free_spirit"], seed, campaign=True, name=_("Demo"), autosaves=False)
    rng = random.Random(seed)
    for _n in range(20000):
        g = session.game
        if len(g.campaign.map_tiles) >= tiles and g.mode == "map" and g.pending is None:
            break
        action = campaign_action(g, rng)
        if action is None or g.mode == "over":
            break
        session.apply(action)
    session.to_read.clear()
    return session


def demo_campaign(seed: int = 1):
    """A campaign just past the tutorial Dream, on the Dreamworld Map. The demo
    campaigns are named in the interface's language, as a player would name
    their own; a name a player types is kept as typed."""
    from game.rules.core import Action
    from game.session import Session
    session = Session.new(["gambler", "tough_guy", "free_spirit"], seed, campaign=True, name=_("Demo"))
    g = session.game
    g.push({"op": "end_slumber", "victory": True})  # the tutorial Dream, skipped for the demo
    g.run()
    while g.pending is not None:
        session.apply(g.pending.options[0])
    session.apply(Action.make("travel", to="loc_lamplit_lane"))
    while g.pending is not None:
        session.apply(g.pending.options[0])
    return session


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


def _load_session(path):
    """A save to show, read before any window opens (a SaveError is the player's sentence)."""
    from game.session import Session
    return Session.load(path)


def screenshot(name: str, path: str, seed: int = 1, size=(1280, 720), save: str | None = None,
               lang: str | None = None, scale: float = 1.0) -> None:
    """Draw scene `name` (or the scene of the save at `save`) into the PNG at `path`."""
    from game.cli import output_file
    out = output_file(path, "screenshot")
    session = _load_session(save) if save else None
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with _scratch_saves():
        _draw_to_file(name, out, seed, size, session, lang, scale)


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


def _draw_to_file(name: str, path: Path, seed: int, size, session=None, lang: str | None = None,
                  scale: float = 1.0) -> None:
    app = App(size, seed, defaults=True, lang=lang, scale=scale)  # the game as shipped, not one player's settings
    if session is not None:
        _home(app, session)
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


def _home(app: App, session=None) -> None:
    """The shelf; with a save, its game's title over it and the save's scene on top
    (so leaving the table comes back to the game's title, as in play)."""
    app.push(make_scene(app, "shelf"))
    if session is not None:
        from game.ui.etherfields import start
        app.push(start(app))
        app.show(session)


def open_window(size=None, seed: int | None = None, save: str | None = None, showcase: bool = False,
                lang: str | None = None) -> int:
    """The program in a window: the shelf of games, or straight into the save at
    `save`, or the showcase over Etherfields' title."""
    session = _load_session(save) if save else None
    app = App(size, seed, lang=lang)
    _home(app, session)
    if showcase:
        from game.ui.etherfields import start
        from game.ui.etherfields.showcase import ShowcaseScene
        app.push(start(app))
        app.push(ShowcaseScene(app))
    import gc
    from game.content import default_content
    default_content()
    gc.collect()
    gc.freeze()  # content and fonts live for the whole run: keep them out of every GC pass
    app.run()
    _pygame().quit()
    return 0

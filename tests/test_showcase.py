"""The showcase (issue 15): the campaign plays itself in the real scenes, a
key returns to the title, and nothing is written into the player's folder."""
import hashlib
import pathlib

import pygame
import yaml

from game.ui.app import App
from game.ui.etherfields import start
from game.ui.etherfields.showcase import ZOOM, ShowcaseScene, run_frames
from game.ui.etherfields.table import DreamscapeScene
from game.ui.etherfields.title import TitleScene


def snapshot(top: pathlib.Path) -> dict:
    return {str(p): (hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else "folder", p.stat().st_mtime_ns)
            for p in [top, *top.rglob("*")]}


def players_folder(tmp_path, monkeypatch) -> pathlib.Path:
    """A saves folder as a player has it: their settings and a save."""
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "settings.yaml").write_text(yaml.safe_dump({"width": 1280, "height": 720, "animation": "fast"}))
    (saves / "mine.yaml").write_text("format: etherfields-save\n")
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(saves))
    return saves


def open_showcase(seed: int = 5):
    """The title, and its Showcase button clicked as a player would."""
    app = App((1280, 720), seed=seed)
    app.push(start(app))
    app.step()
    button = next(b for b in app.top.buttons if b.label == "Showcase")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    app.step()
    assert isinstance(app.top, ShowcaseScene)
    return app, app.top


def test_the_showcase_plays_the_campaign_in_the_real_scenes_and_a_key_returns_to_the_title(tmp_path, monkeypatch):
    saves = players_folder(tmp_path, monkeypatch)
    before = snapshot(saves)
    app, show = open_showcase()
    tables = []
    for _ in range(40):  # 400 frames, 20 seconds of showcase
        run_frames(app, 10, dt=1 / 20)
        scene = show.playing()
        if isinstance(scene, DreamscapeScene) and scene not in tables:
            tables.append(scene)
    stats = show.stats
    # Rules actions went through the Session, as clicks would send them.
    played = show.playing().session
    assert stats["actions"] >= 5 and len(played.log) == stats["actions"]
    # The story is read (the Introduction), then the table is played: scenes changed.
    assert stats["scenes"].get("ScriptReader", 0) >= 1 and stats["pages"] >= 1
    assert stats["scenes"].get("DreamscapeScene", 0) >= 1 and tables
    # The same animations a player sees ran, and the camera zoomed in and followed.
    assert stats["animated"] > 0
    assert stats["camera"] > 0 and tables[0].zoom == ZOOM
    # Any key: back to the title, the showcase gone.
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    app.step()
    assert isinstance(app.top, TitleScene) and show not in app.stack
    assert snapshot(saves) == before, "the showcase wrote into the player's saves or settings"


def test_a_click_returns_to_the_title_and_closing_the_window_saves_nothing(tmp_path, monkeypatch):
    saves = players_folder(tmp_path, monkeypatch)
    before = snapshot(saves)
    app, show = open_showcase(seed=8)
    run_frames(app, 200, dt=1 / 15)
    assert show.stats["actions"] > 0
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()  # the window's save-on-quit finds no campaign of the player's to keep
    assert not app.running
    assert snapshot(saves) == before
    app, show = open_showcase(seed=8)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(200, 200), button=1))
    app.step()
    assert isinstance(app.top, TitleScene)
    assert snapshot(saves) == before


def test_the_showcase_is_wired_on_the_command_line(capsys):
    from game.__main__ import main
    from game.cli import run
    try:
        status = run(main, ["--showcase", "--load", "x.yaml"])
    except SystemExit as exit_:
        status = exit_.code
    err = capsys.readouterr().err
    assert status == 2 and "--showcase plays its own campaign" in err and "Traceback" not in err


def test_the_command_line_opens_the_window_on_the_showcase_over_the_title(tmp_path, monkeypatch):
    """`python -m game --showcase`: the shelf, Etherfields' title, the showcase on top."""
    from game.__main__ import main
    from game.ui.shelf import ShelfScene
    players_folder(tmp_path, monkeypatch)
    stacks = []

    def a_few_frames(app):
        run_frames(app, 30, dt=1 / 20)
        stacks.append([type(s) for s in app.stack])

    monkeypatch.setattr(App, "run", a_few_frames)
    assert main(["--showcase", "--seed", "4", "--size", "1280x720"]) == 0
    assert stacks == [[ShelfScene, TitleScene, ShowcaseScene]]


def test_the_banner_covers_nothing_the_scenes_draw_the_dreamworlds_legend_included(tmp_path, monkeypatch):
    """The played scenes are laid out above the banner's band: the map's legend
    and the table's buttons all lie clear of it."""
    from game.ui.etherfields.showcase import banner_rect, stage_rect
    from game.ui.etherfields.worldmap import DreamworldScene
    players_folder(tmp_path, monkeypatch)
    app, show = open_showcase()
    size = app.screen.get_size()
    banner, stage = banner_rect(size), stage_rect(size)
    assert banner.height >= 20 and not banner.colliderect(stage) and stage.union(banner) == app.screen.get_rect()
    assert show.stage.screen.get_size() == stage.size  # what the scenes lay themselves out in
    seen = set()
    for _ in range(200):
        run_frames(app, 5, dt=1 / 20)
        top = show.top
        if isinstance(top, DreamworldScene) and top.game.pending is None:
            legend = top.legend_rect
            assert legend.width > 300 and stage.contains(legend) and not legend.colliderect(banner)
            seen.add("map")
        if isinstance(top, (DreamworldScene, DreamscapeScene)):
            for b in top.buttons:
                assert stage.contains(b.rect) and not b.rect.colliderect(banner), b.label
            seen.add(type(top).__name__)
        if seen >= {"map", "DreamscapeScene"}:
            break
    assert seen >= {"map", "DreamscapeScene"}

"""Issue 36: windows of any size, hand-edited settings and an unexpected
exception in the frame loop. Each test failed before its fix: a window
resized to 320x240 crashed the Dreamworld Map, the market, the Water Realm,
the rules at 1.5x and Onirim's table; `width: -5` in settings.yaml stopped
the game from starting; an exception in a frame closed the window and lost
every move since the last autosave."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.ui import app as app_module
from game.ui import settings as settings_store
from game.ui.settings import MIN_WINDOW

ALL = list(itertools.product(app_module.SCENES, [1.0, 1.5, 2.0], ["en", "zh"]))
# Every scene at every scale in both languages is 162 drawings; the suite draws
# each scene once, the scale and language turning with it (STORE_SCREENS=all: all).
SOME = [(name, [1.0, 1.5, 2.0][i % 3], ["en", "zh"][(i // 3) % 2]) for i, name in enumerate(app_module.SCENES)]


def _cases():
    import os
    return ALL if os.environ.get("STORE_SCREENS") == "all" else SOME


@pytest.mark.parametrize("name, scale, lang", _cases())
def test_every_scene_draws_at_the_minimum_window(name, scale, lang):
    with app_module._scratch_saves():
        app = app_module.App(MIN_WINDOW, 1, defaults=True, scale=scale, lang=lang)
        app.push(app_module.make_scene(app, name))
        for _ in range(3):
            app.step(1 / 60)
        assert app.display.get_size() == MIN_WINDOW


@pytest.mark.parametrize("name", ["dreamworld", "market", "prophecy_realm", "rules", "onirim_table", "shelf",
                                  "onirim", "dreamscape", "lucidity_table"])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_a_window_resized_below_the_minimum_is_held_at_the_minimum(name, scale):
    """The window manager may still send a tiny size (a tiling desktop, a drag):
    the window is set to the minimum instead, and the scene goes on drawing."""
    with app_module._scratch_saves():
        app = app_module.App((1280, 720), 1, defaults=True, scale=scale)
        app.push(app_module.make_scene(app, name))
        app.step(1 / 60)
        for size in [(320, 240), (1280, 200), (200, 1000), (1, 1)]:
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            app.step(1 / 60)
            assert app.display.get_size() == (max(size[0], MIN_WINDOW[0]), max(size[1], MIN_WINDOW[1]))


def test_the_size_option_refuses_a_window_below_the_minimum(capsys):
    from game.__main__ import main
    with pytest.raises(SystemExit) as stop:
        main(["--screenshot", "/tmp/never.png", "--size", "320x240"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "smaller than the smallest window" in err and f"{MIN_WINDOW[0]}x{MIN_WINDOW[1]}" in err


@pytest.mark.parametrize("text, field", [
    ("language: [en]\n", "language"),
    ("width: -5\n", "width"),
    ("width: 1.5e3\n", "width"),
    ("height: 100000\n", "height"),
    ("ui_scale: huge\n", "ui_scale"),
    ("volume: 7\n", "volume"),
    ("fullscreen: 'yes please'\n", "fullscreen"),
    ("animation: warp\n", "animation"),
])
def test_a_hand_edited_settings_field_falls_back_alone_and_is_named(tmp_path, monkeypatch, capsys, text, field):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    (tmp_path / "settings.yaml").write_text("animation: fast\n" * (field != "animation") + text, encoding="utf-8")
    chosen = settings_store.load()
    assert getattr(chosen, field) == getattr(settings_store.Settings(), field)
    if field != "animation":
        assert chosen.animation == "fast"  # the good field is kept
    err = capsys.readouterr().err
    assert err.count(field) == 1 and "using" in err


@pytest.mark.parametrize("text", ["[" * 5000 + "]" * 5000, "a: " + "{b: " * 200 + "1" + "}" * 200,
                                  "- just\n- a list\n", "\x00\xff", "a: &x 1\nb: *x\n"])
def test_a_settings_file_that_cannot_be_read_starts_the_game_with_defaults(tmp_path, monkeypatch, capsys, text):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    (tmp_path / "settings.yaml").write_text(text, encoding="utf-8")
    assert settings_store.load() == settings_store.Settings()
    assert "default settings" in capsys.readouterr().err
    app = app_module.App((1280, 720), 1)  # the game starts
    app.push(app_module.make_scene(app, "shelf"))
    app.step(1 / 60)


def test_an_exception_in_a_frame_keeps_the_campaign_and_says_one_sentence(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    from game.ui.crash import CrashScene
    from recording import recording
    app = app_module.App((1280, 720), 1, defaults=True)
    table = app_module.make_scene(app, "dreamscape")
    app.push(table)
    session = table.session
    good = tmp_path / "good.yaml"
    session.save(good)
    before = good.read_bytes()
    session.apply(session.game.legal_actions()[0])

    def broken(dt):
        raise IndexError("tuple index out of range")
    monkeypatch.setattr(table, "update", broken)
    frames = iter(range(3))
    monkeypatch.setattr(app, "step", lambda dt, step=app.step: step(dt) if next(frames, None) is not None
                        else setattr(app, "running", False))
    app.run()
    assert isinstance(app.stack[-1], CrashScene) or not app.stack
    assert good.read_bytes() == before  # never over the good one
    kept = [p for p in tmp_path.glob("recovered-*.yaml")]
    assert len(kept) == 1
    from game.session import Session
    assert Session.load(kept[0]).log == session.log  # every move, the last one included
    assert "IndexError: tuple index out of range" in (tmp_path / "crash.log").read_text()
    with recording() as strings:
        app.stack[-1].draw(app.screen)
    said = " ".join(s.text for s in strings)
    assert kept[0].name in said and "crash.log" in said


def test_a_failure_on_the_crash_screen_ends_the_run_instead_of_looping(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    from game.ui.crash import CrashScene
    app = app_module.App((1280, 720), 1, defaults=True)
    app.push(app_module.make_scene(app, "shelf"))
    monkeypatch.setattr(app, "draw", lambda: (_ for _ in ()).throw(RuntimeError("no screen")))
    app.run()  # returns: the first failure shows the crash screen, the second ends the run
    assert not app.running
    assert (tmp_path / "crash.log").read_text().count("RuntimeError: no screen") == 2

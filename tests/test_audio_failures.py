"""Bad conditions: no sound device, a mixer that will not open, a sound file
missing or damaged. The game starts and plays, silent where it must be, and
says so once in the log; never a traceback."""
import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import audio
from game.audio.service import SOUNDS, Service
from game.rules.core import Event
from game.ui import settings as settings_store

REPO = Path(__file__).resolve().parents[1]

PLAY_A_LITTLE = """
from game.ui.app import App, make_scene
from game import audio
from game.rules.core import Event
app = App((1280, 720), seed=3)
app.push(make_scene(app, "onirim_table"))
for _n in range(30):
    app.step(1 / 30)
audio.events([Event("door_opened"), Event("drawn")], "onirim")
audio.gesture("press")
audio.hit(800.0)
for _n in range(30):
    app.step(1 / 30)
print("played", len(app.audio.played), "ready", app.audio.ready)
"""


def run(env_changes, tmp_path):
    env = dict(os.environ, ETHERFIELDS_SAVES=str(tmp_path), SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.update(env_changes)
    return subprocess.run([sys.executable, "-c", PLAY_A_LITTLE], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=120)


def test_no_audio_device_the_game_runs_silent_and_says_so_once(tmp_path):
    done = run({"SDL_AUDIODRIVER": "nonexistent"}, tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert "played 0 ready False" in done.stdout
    assert done.stderr.count("No sound") == 1, done.stderr


def test_the_same_run_with_a_device_is_heard(tmp_path):
    done = run({"SDL_AUDIODRIVER": "dummy"}, tmp_path)
    assert done.returncode == 0, done.stderr
    assert "ready True" in done.stdout and "played 0" not in done.stdout
    assert "No sound" not in done.stderr


def test_a_mixer_that_fails_to_open_is_silence(monkeypatch, caplog):
    def refuse(*args, **kwargs):
        raise pygame.error("no audio hardware here")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    with caplog.at_level(logging.WARNING, logger="game.audio"):
        service = Service(settings_store.Settings())
        service.events([Event("door_opened")], "onirim")
        service.gesture("press")
        service.music("onirim")
        for _n in range(20):
            service.update(1 / 30, [])
    assert not service.ready and service.played == []
    assert [r.message for r in caplog.records].count(caplog.records[0].message) == 1
    assert "No sound" in caplog.records[0].message and len(caplog.records) == 1


@pytest.fixture
def sounds_copy(tmp_path):
    folder = tmp_path / "sounds"
    shutil.copytree(SOUNDS, folder)
    return folder


def test_a_deleted_sound_file_is_silent_the_rest_plays(sounds_copy, caplog):
    (sounds_copy / "card_play.ogg").unlink()
    (sounds_copy / "music" / "onirim.ogg").unlink()
    with caplog.at_level(logging.WARNING, logger="game.audio"):
        service = Service(settings_store.Settings(), folder=sounds_copy)
        for _n in range(3):
            service.events([Event("played"), Event("drawn")], "onirim")
            service.music("onirim")
            service.settle()
            for _frame in range(20):
                service.update(1 / 30, [])
            service.music("shelf")
    names = [p.name for p in service.played]
    assert "card_play" not in names and names.count("card_draw") == 3
    assert "onirim" not in names
    problems = [r.message for r in caplog.records]
    assert sum("card_play" in m for m in problems) == 1 and sum("onirim" in m for m in problems) == 1
    audio.install(None)


def test_a_damaged_sound_file_is_silent_too(sounds_copy, caplog):
    (sounds_copy / "door_open.ogg").write_bytes(b"OggS" + bytes(range(256)) * 3)
    with caplog.at_level(logging.WARNING, logger="game.audio"):
        service = Service(settings_store.Settings(), folder=sounds_copy)
        service.events([Event("door_opened"), Event("drawn")], "onirim")
        for _frame in range(20):
            service.update(1 / 30, [])
    assert [p.name for p in service.played] == ["card_draw"]
    assert sum("door_open" in r.message for r in caplog.records) == 1


def test_the_game_starts_and_plays_with_a_sound_file_gone(tmp_path, monkeypatch):
    folder = tmp_path / "sounds"
    shutil.copytree(SOUNDS, folder)
    (folder / "press.ogg").unlink()
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    monkeypatch.setattr("game.audio.service.SOUNDS", folder)
    from game.ui.app import App, make_scene
    app = App((1280, 720), seed=3)
    app.push(make_scene(app, "settings"))
    app.step()
    app.top.arrange(app.screen.get_size())
    fullscreen = app.top.buttons[1].rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=fullscreen))
    for _n in range(10):
        app.step(1 / 30)
    assert app.settings.fullscreen, "the click went through"
    assert "press" not in [p.name for p in app.audio.played]
    app.audio.gesture("refusal")
    assert [p.name for p in app.audio.played][-1] == "refusal", "the other sounds still play"
    audio.install(None)
    pygame.quit()

"""The player's hold on the sound: three volume sliders in Settings (mouse and
keys), M to mute anywhere, silence while the window is minimised, all of it
remembered for the next start."""
import pygame
import pytest

from game import audio
from game.audio import cues
from game.ui import settings as settings_store
from game.ui.app import App, make_scene
from game.ui.menus import SettingsScene
from game.ui.widgets import Slider


@pytest.fixture
def saves(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(saves):
    app = App((1280, 720), seed=3)
    yield app
    audio.install(None)
    pygame.quit()


def post(app, *events):
    for kind, attrs in events:
        pygame.event.post(pygame.event.Event(kind, **attrs))
    app.step()


def key(app, k):
    post(app, (pygame.KEYDOWN, {"key": k, "mod": 0}))


def slider(scene, words):
    scene.arrange(scene.app.screen.get_size())
    return next(b for b in scene.buttons if isinstance(b, Slider) and str(b.label).startswith(words))


def effect_volume(app, name="card_play"):
    app.audio.update(1.0)  # whatever rang before is over
    played = app.audio.play(name)
    return played.volume if played else 0.0


def test_the_first_start_is_quiet(app):
    s = app.settings
    assert s.volume <= 0.5 and s.music_volume <= 0.5 and not s.muted
    assert effect_volume(app) <= 0.5 * cues.CUES["card_play"].gain


def test_the_effects_slider_by_mouse_changes_what_is_played(app):
    app.push(SettingsScene(app))
    app.step()
    bar = slider(app.top, "Effects").track()
    before = effect_volume(app)
    post(app, (pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": (bar.x + bar.width // 4, bar.centery)}),
         (pygame.MOUSEBUTTONUP, {"button": 1, "pos": (bar.x + bar.width // 4, bar.centery)}))
    assert app.settings.effects_volume == pytest.approx(0.25, abs=0.02)
    quarter = effect_volume(app)
    assert quarter == pytest.approx(0.25 * app.settings.volume * cues.CUES["card_play"].gain, abs=0.01)
    assert quarter < before
    # a drag carries it to the end of the track (and past it: full)
    post(app, (pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": (bar.x + 10, bar.centery)}),
         (pygame.MOUSEMOTION, {"pos": (bar.centerx, bar.centery + 30), "rel": (0, 0), "buttons": (1, 0, 0)}),
         (pygame.MOUSEMOTION, {"pos": (bar.right + 80, bar.centery), "rel": (0, 0), "buttons": (1, 0, 0)}),
         (pygame.MOUSEBUTTONUP, {"button": 1, "pos": (bar.right + 80, bar.centery)}))
    assert app.settings.effects_volume == 1.0
    assert effect_volume(app) == pytest.approx(app.settings.volume * cues.CUES["card_play"].gain, abs=0.01)


def test_the_master_slider_by_keys_and_the_music_slider_turn_the_music_down(app):
    app.push(make_scene(app, "shelf"))
    for _frame in range(10):
        app.step(1 / 30)
    app.audio.settle()
    for _frame in range(120):
        app.step(1 / 30)
    loud = app.audio.music_volume()
    assert loud == pytest.approx(app.settings.volume * app.settings.music_volume, abs=0.01)
    app.open_settings()
    app.step()
    scene = app.top
    volume = slider(scene, "Volume")
    master = scene.buttons.index(volume)
    for _tab in range(master + 1):  # Tab to the master volume slider
        key(app, pygame.K_TAB)
    assert scene.focus == master
    for _step in range(4):
        key(app, pygame.K_LEFT)
    assert scene.focus == master, "Left on a slider moves the slider, not the focus"
    assert app.settings.volume == pytest.approx(0.2)
    key(app, pygame.K_RIGHT)
    assert app.settings.volume == pytest.approx(0.25)
    bar = slider(scene, "Music").track()
    post(app, (pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": (bar.x - 50, bar.centery)}),
         (pygame.MOUSEBUTTONUP, {"button": 1, "pos": (bar.x - 50, bar.centery)}))
    assert app.settings.music_volume == 0.0
    app.step()
    assert app.audio.music_volume() == 0.0
    channel = app.audio.channels["music"][app.audio.tracks[0]["slot"]]
    assert channel.get_volume() == 0.0


def test_m_mutes_everything_anywhere_and_again_brings_it_back(app):
    app.push(make_scene(app, "onirim_table"))
    app.step(1 / 30)  # the table's music is asked for, then waited for
    app.audio.settle()
    for _frame in range(120):
        app.step(1 / 30)
    loud = app.audio.music_volume()
    assert loud > 0
    key(app, pygame.K_m)
    assert app.settings.muted
    assert 0 < app.audio.music_volume() < loud, "the music fades out, it is not cut"
    for _frame in range(20):
        app.step(1 / 30)
    assert app.audio.music_volume() == 0.0
    assert effect_volume(app) == 0.0
    n = len(app.audio.played)
    from game.rules.core import Event
    audio.events([Event("door_opened")], "onirim")
    app.step(0.2)
    assert len(app.audio.played) == n, "nothing plays while muted"
    app.open_settings()
    key(app, pygame.K_m)  # over Settings too
    assert not app.settings.muted
    for _frame in range(20):
        app.step(1 / 30)
    assert app.audio.music_volume() > 0 and effect_volume(app) > 0


def test_a_minimised_window_is_silent_until_restored(app):
    app.push(make_scene(app, "shelf"))
    app.step(1 / 30)  # the shelf's music is asked for (decoded on a thread)...
    app.audio.settle()  # ...and ready, however busy the machine
    for _frame in range(120):
        app.step(1 / 30)
    post(app, (pygame.WINDOWMINIMIZED, {}))
    for _frame in range(20):
        app.step(1 / 30)
    assert app.audio.music_volume() == 0.0 and effect_volume(app) == 0.0
    assert app.audio.paused
    post(app, (pygame.WINDOWRESTORED, {}))
    for _frame in range(20):
        app.step(1 / 30)
    assert not app.audio.paused and app.audio.music_volume() > 0 and effect_volume(app) > 0
    assert not app.settings.muted, "minimising is not muting"


def test_volumes_and_mute_survive_a_restart(saves):
    first = App((1280, 720), seed=3)
    first.push(SettingsScene(first))
    first.step()
    bar = slider(first.top, "Music").track()
    post(first, (pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": (bar.x + bar.width * 3 // 10, bar.centery)}),
         (pygame.MOUSEBUTTONUP, {"button": 1, "pos": (bar.x + bar.width * 3 // 10, bar.centery)}))
    key(first, pygame.K_m)
    chosen = (first.settings.music_volume, first.settings.muted)
    pygame.quit()
    again = App((1280, 720), seed=3)
    assert (again.settings.music_volume, again.settings.muted) == chosen == (pytest.approx(0.3, abs=0.02), True)
    assert again.audio.settings is again.settings
    pygame.quit()
    audio.install(None)


def test_a_damaged_volume_in_the_settings_file_falls_back_alone(saves):
    settings_store.path().write_text("volume: 0.3\nmusic_volume: 7\n", encoding="utf-8")
    chosen = settings_store.load()
    assert chosen.music_volume == settings_store.Settings().music_volume and chosen.volume == 0.3

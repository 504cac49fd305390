"""The sounds of a short game of each of the four games, as the audio service
played them: which cue, on which channel group, never more at once than the
group allows; and the dice tray's knocks, as hard as the real collisions."""
import random

import pygame
import pytest

from game import audio
from game.audio import cues
from game.audio.service import resolve
from game.ui.app import App, make_scene
from game.ui.dice import DiceTray

GESTURE_CUES = {"hover", "press", "page_turn", "pick_up", "dice_hit", "dice_settle", "refusal"}


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))  # the player's settings: the defaults, sound on
    app = App((1280, 720), seed=3)
    assert app.audio.ready, "the dummy audio driver opens a mixer"
    yield app
    audio.install(None)
    pygame.quit()


def expected(batches, game):
    """What the cue table says one move's Events should sound like: each cue once,
    the most important first, at most BATCH of them."""
    out = []
    for events in batches:
        chosen = []
        for e in events:
            name = resolve(cues.EVENTS[game].get(e.kind), e.data)
            if name and name not in chosen:
                chosen.append(name)
        chosen.sort(key=lambda n: -cues.CUES[n].priority)
        out += chosen[:cues.BATCH]
    return out


def within_limits(service):
    for group, limit in cues.CHANNELS.items():
        sounding = [p for p in service.playing() if p.channel == group]
        assert len(sounding) <= limit, (group, sounding)


def short_game(app, scene, game, moves, monkeypatch, seed=5):
    """Play `moves` random legal moves through the table (as its gestures do), frames
    between them; returns the Events of every move, as the rules gave them."""
    service = app.audio
    app.push(scene)
    batches = []
    if game == "etherfields":
        session = scene.session
        original = session.apply

        def record(action):
            result = original(action)
            batches.append(result.events if result.ok else [])
            return result
        session.apply = record
    else:
        rules = type(scene.game)
        original = rules.apply

        def record(self, action):
            events = original(self, action)
            batches.append(events)
            return events
        monkeypatch.setattr(rules, "apply", record)
    service.played.clear()
    service.queue.clear()
    rng = random.Random(seed)
    for _ in range(moves):
        g = scene.game
        legal = g.legal_actions()
        if g.outcome is not None or not legal:
            break
        scene.apply(rng.choice(legal))
        for _frame in range(12):  # the move's cues come out, staggered
            app.audio.update(1 / 60, app.stack)
            within_limits(service)
    app.audio.settle()  # the music is decoded on a thread: on a loaded machine it may not be ready yet
    for _frame in range(30):
        app.audio.update(1 / 60, app.stack)
    return batches


@pytest.mark.parametrize("game, scene_name", [("etherfields", "dreamscape"), ("onirim", "onirim_table"),
                                              ("lucidity", "lucidity_table"), ("prophecy", "prophecy")])
def test_a_short_game_sounds_as_the_cue_table_says_on_the_right_channels(app, game, scene_name, monkeypatch):
    if game == "lucidity":  # three people at the table: no computer moves between ours
        from game.ui.lucidity.table import TableScene
        scene = TableScene(app, ["person", "person", "person"], None, 3)
    else:
        scene = make_scene(app, scene_name)
    batches = short_game(app, scene, game, 14, monkeypatch)
    assert sum(len(b) for b in batches) > 10, "the moves did things"
    played = [(p.name, p.channel) for p in app.audio.played if p.channel != "music" and p.name not in GESTURE_CUES]
    want = [n for n in expected(batches, game) if n not in GESTURE_CUES]
    assert sorted(played) == sorted((n, cues.CUES[n].channel) for n in want)
    assert played, "a game is not silent"
    assert all(p.volume > 0 for p in app.audio.played if p.channel != "music")
    music = [p.name for p in app.audio.played if p.channel == "music"]
    assert music[-1:] == [game], "the table plays its own game's music"


def test_the_moments_of_each_game_have_their_own_sounds(app):
    from game.rules.core import Event
    service = app.audio
    moments = [("onirim", "door_opened", {}, "door_open"), ("onirim", "nightmare", {}, "nightmare"),
               ("etherfields", "token_placed", {"token": "terrain_light"}, "lamp_lit"),
               ("etherfields", "token_placed", {"token": "threat"}, "token"),
               ("etherfields", "token", {"dreamer": "lamplighter"}, "lamp_lit"),
               ("etherfields", "token", {"dreamer": "gambler"}, "token"),
               ("etherfields", "secret", {}, "secret_found"), ("etherfields", "distress", {}, "distress"),
               ("etherfields", "won", {}, "dream_won"), ("onirim", "lost", {}, "dream_lost"),
               ("prophecy", "battle", {}, "battle"), ("prophecy", "swim", {}, "bubbles"),
               ("lucidity", "drawn", {}, "bag_draw"), ("lucidity", "game_over", {"winners": [1]}, "dream_won"),
               ("prophecy", "game_over", {"winner": None}, "dream_lost"), ("etherfields", "map_tile", {}, "tile_lay"),
               ("onirim", "shuffled", {}, "shuffle")]
    for game, kind, data, cue in moments:
        service.played.clear()
        service.events([Event(kind, data)], game)
        for _frame in range(3):
            service.update(1 / 60)
        assert [(p.name, p.channel) for p in service.played] == [(cue, cues.CUES[cue].channel)], (game, kind)
        service.update(3.0)  # let it ring out


def test_one_move_with_many_events_plays_a_few_the_most_important_first(app):
    from game.rules.core import Event
    service = app.audio
    service.events([Event("note"), Event("card_drawn"), Event("card_drawn"), Event("distress"), Event("hours"),
                    Event("won"), Event("ether")], "etherfields")
    for _frame in range(30):
        service.update(1 / 60)
    assert [p.name for p in service.played] == ["dream_won", "distress", "card_draw"]
    assert service.played[1].at - service.played[0].at == pytest.approx(cues.STAGGER, abs=1 / 60)


def test_a_group_never_plays_more_than_its_channels_the_oldest_gives_way(app):
    service = app.audio
    for _n in range(7):
        service.play("card_draw")
        service.update(0.01)
    sounding = [p for p in service.playing() if p.channel == "cards"]
    assert len(sounding) == cues.CHANNELS["cards"]
    assert sorted(p.slot for p in sounding) == list(range(cues.CHANNELS["cards"]))


def test_dice_knock_as_hard_as_they_hit_a_few_at_once_and_settle_once(app):
    service = app.audio
    tray = DiceTray(pygame.Rect(100, 100, 360, 220))
    for k in range(5):
        tray.add(k, ("a", "b"), "a", seed=k)
    service.played.clear()
    for _frame in range(600):
        tray.update(1 / 60)
        service.update(1 / 60)
        assert len([p for p in service.playing() if p.channel == "dice"]) <= cues.CHANNELS["dice"]
        if tray.settled:
            break
    hits = [p for p in service.played if p.name == "dice_hit"]
    assert len(hits) >= 3, "the dice knocked against the walls and each other"
    assert len({p.volume for p in hits}) > 1, "harder knocks are louder"
    assert [p.name for p in service.played].count("dice_settle") == 1
    # A soft touch is not heard at all; a hard one is louder than a middling one.
    before = len(service.played)
    service.hit(5.0)
    assert len(service.played) == before
    service.update(0.1)
    soft = service.play("dice_hit", 0.3).volume
    loud = service.play("dice_hit", 1.0).volume
    assert loud > soft


def test_scenes_have_their_games_music_and_it_crossfades(app):
    service = app.audio
    app.push(make_scene(app, "shelf"))
    app.step()
    service.settle()
    for _frame in range(200):
        service.update(1 / 30, app.stack)
    assert [t["name"] for t in service.tracks] == ["shelf"] and service.tracks[0]["fade"] == 1.0
    app.push(make_scene(app, "onirim_table"))
    service.update(1 / 30, app.stack)
    service.settle()
    service.update(1 / 30, app.stack)
    fades = {t["name"]: t["fade"] for t in service.tracks}
    assert set(fades) == {"shelf", "onirim"} and 0 < fades["onirim"] < fades["shelf"] < 1, "both sound for a while"
    for _frame in range(200):
        service.update(1 / 30, app.stack)
    assert [t["name"] for t in service.tracks] == ["onirim"]
    app.open_settings()  # a shared scene keeps the music under it
    service.update(1 / 30, app.stack)
    assert service.music_name == "onirim"


def test_buttons_sound_once_on_hover_and_on_press_by_mouse_or_key(app, monkeypatch):
    from game.ui.menus import SettingsScene
    app.push(SettingsScene(app))
    app.step()
    scene = app.top
    scene.arrange(app.screen.get_size())
    first, second = scene.buttons[0].rect.center, scene.buttons[1].rect.center
    service = app.audio
    service.played.clear()
    pointer = {"at": first}
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pointer["at"])
    for _frame in range(5):
        app.step()
    assert [p.name for p in service.played] == ["hover"], "once, not every frame"
    pointer["at"] = second
    app.step()  # drawn over the second button; heard as the next frame begins
    app.step()
    assert [(p.name, p.channel) for p in service.played] == [("hover", "ui")] * 2
    service.played.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=second))
    app.step()
    assert [(p.name, p.channel) for p in service.played] == [("press", "ui")]
    for k in (pygame.K_TAB, pygame.K_RETURN):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0))
    app.step()
    assert [p.name for p in service.played] == ["press", "press"]


def test_a_page_turns_when_a_script_page_opens(app):
    from game.ui.etherfields.scenes import ScriptReader
    app.push(make_scene(app, "title"))
    app.step()
    app.audio.played.clear()
    app.push(ScriptReader(app, "A page", "Some words.", ""))
    app.step()
    assert [(p.name, p.channel) for p in app.audio.played if p.channel != "music"] == [("page_turn", "ui")]

"""The records (game.records): a game of each kind played to its end is a row
in the saves folder's SQLite file, the Statistics screen and `python -m game
stats --json` show it, achievements are earned and listed, and a damaged or
foreign file is set aside without stopping the game."""
from __future__ import annotations

import json
import random
import sqlite3

import pygame
import pytest

from game import records
from game.ui.stats import StatsScene
from keyboard_driver import choose, do, focus_button, press
from recording import recording
from test_keyboard_play import app, open_from_shelf  # noqa: F401 (app: the shelf, a tmp saves folder, keys)


@pytest.fixture
def saves(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    records.notice = ""
    return tmp_path


def statistics(app) -> StatsScene:
    """The game's first screen's Statistics button, pressed by keys; the scene drawn."""
    focus_button(app, app.top, "Statistics")
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, StatsScene)
    return app.top


def drawn_text(app, scene) -> list[str]:
    with recording() as drawn:
        scene.draw(app.screen)
    return [t.text for t in drawn]


def test_an_onirim_game_by_keys_is_a_row_on_the_statistics_screen_and_in_stats_json(app, saves, capsys):
    from game.__main__ import main
    from game.ui.onirim.table import OnirimTable
    open_from_shelf(app, "onirim")
    focus_button(app, app.top, "Enter the dream")
    press(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, OnirimTable)
    rng = random.Random(4)
    for _ in range(2000):
        if table.game.outcome is not None:
            break
        do(app, table, rng.choice(table.game.legal_actions()))
    assert table.game.outcome in ("won", "lost")
    [row] = records.plays("onirim")
    assert (row["mode"], row["result"], row["moves"], row["seed"], row["seats"]) == \
        ("base", table.game.outcome, len(table.applied), table.seed, ["person"])
    assert row["score"] == len(table.game.doors)
    con = sqlite3.connect(saves / records.FILE)
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert con.execute("PRAGMA user_version").fetchone()[0] == len(records.MIGRATIONS)
    choose(app, table, lambda c: c.text == "Menu")
    scene = statistics(app)
    texts = drawn_text(app, scene)
    won = int(row["result"] == "won")
    assert f"{won} won of 1 played" in texts and "No expansions" in texts
    assert "First steps in the labyrinth" in texts and f"Earned {row['finished_at'][:10]}" in texts  # with its date
    assert main(["stats", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"etherfields", "onirim", "lucidity", "prophecy"}
    assert out["onirim"]["played"] == 1 and out["onirim"]["won"] == won
    assert out["onirim"]["by_mode"] == {"base": {"played": 1, "won": won}}
    assert out["lucidity"]["played"] == 0


def test_a_lucidity_night_played_to_its_end_is_recorded_by_opponents(app):
    from lucidity_fixture import play_seat_0_to_the_end
    from game.ui.lucidity.setup import SetupScene
    open_from_shelf(app, "lucidity")
    focus_button(app, app.top, "Begin the night")
    press(app, pygame.K_SPACE)
    table = app.top
    play_seat_0_to_the_end(app, table, lambda action: do(app, table, action), lambda: press(app, pygame.K_RETURN))
    [row] = records.plays("lucidity")
    out = table.game.outcome
    assert row["mode"] == "fair+fair" and row["seats"] == ["person", "fair", "fair"]  # the set-up's default seats
    assert row["result"] == ("won" if "p1" in out["winners"] else "lost"), out
    assert row["score"] == out["power"]["p1"] and row["moves"] == len(table.applied)
    while not isinstance(app.top, SetupScene):
        app.pop()
    texts = drawn_text(app, statistics(app))
    assert "Against computers: fair, fair" in texts


def test_a_prophecy_game_played_to_its_end_is_recorded_by_opponents(app):
    from game.rules.prophecy.ai import heuristic_action
    from game.ui.prophecy import SetupScene, new_table
    app.push(SetupScene(app, 15))
    app.push(new_table(app, 2, computer={"p2"}, seed=15))
    table, rng = app.top, random.Random(15)
    for _ in range(3000):
        if table.game.outcome is not None:
            break
        if table.notice is not None or table.curtain:
            press(app, pygame.K_RETURN)
            continue
        if table.chooser in table.computer:
            app.step(1.0)
            continue
        do(app, table, heuristic_action(table.game, rng))
    assert table.game.outcome is not None
    [row] = records.plays("prophecy")
    assert row["mode"] == "1" and row["seats"] == ["person", "computer"]
    assert row["result"] == ("won" if table.game.outcome["winner"] == "p1" else "lost")
    app.pop()
    texts = drawn_text(app, statistics(app))
    assert "Against 1 computer" in texts and f"{int(row['result'] == 'won')} won of 1 played" in texts


def test_an_etherfields_slumber_and_the_tutorial_dream_are_recorded_when_they_end(app):
    """A lone Slumber played to its end, then a campaign's tutorial Dream: one row each."""
    from campaign_player import next_action
    from game.autoplay import heuristic_action
    from game.session import Session
    lone = Session.new(["gambler", "tough_guy"], seed=1, campaign=False)
    rng = random.Random(1)
    while lone.game.outcome is None:
        assert lone.apply(heuristic_action(lone.game, rng)).ok
    campaign = Session.new(["gambler", "tough_guy"], seed=3, campaign=True)
    for _ in range(2000):
        if campaign.game.campaign.dreams_done:
            break
        assert campaign.apply(next_action(campaign.game)).ok
    slumber, dream = records.plays("etherfields")
    assert (slumber["mode"], slumber["result"], slumber["moves"]) == ("slumber", lone.game.outcome.result.value,
                                                                       lone.steps)
    assert slumber["seats"] == ["gambler", "tough_guy"] and slumber["edition"] == "2.0" and slumber["seed"] == 1
    assert campaign.game.campaign.dreams_done == {"gate_first_night": "won"}
    assert (dream["mode"], dream["result"]) == ("dream", "won") and 0 < dream["moves"] <= campaign.steps
    open_from_shelf(app, "etherfields")
    texts = drawn_text(app, statistics(app))
    assert "Slumbers" in texts and "Dreams" in texts


def test_a_headless_run_keeps_no_records(saves):
    from game.autoplay import heuristic_action
    from game.session import Session
    s = Session.new(["gambler", "tough_guy"], seed=1, campaign=False, autosaves=False)
    rng = random.Random(1)
    while s.game.outcome is None:
        s.apply(heuristic_action(s.game, rng))
    assert not (saves / records.FILE).exists()


@pytest.mark.parametrize("content", [b"this is no database " * 200,
                                     "foreign"])
def test_a_damaged_or_foreign_file_is_set_aside_and_the_game_starts(app, saves, content):
    file = saves / records.FILE
    if content == "foreign":  # another program's SQLite database
        con = sqlite3.connect(file)
        con.execute("CREATE TABLE photos (name TEXT)")
        con.commit()
        con.close()
    else:
        file.write_bytes(content)
    open_from_shelf(app, "onirim")
    scene = statistics(app)
    assert "set aside as records.sqlite.damaged-1" in scene.message
    assert (saves / "records.sqlite.damaged-1").exists()
    records.record("onirim", "base", "won", seats=["person"], moves=40)
    assert records.stats("onirim")["won"] == 1


def test_an_older_database_is_brought_up_to_date_keeping_its_rows(saves):
    con = sqlite3.connect(saves / records.FILE)
    con.executescript(records.MIGRATIONS[0])
    con.execute(f"PRAGMA application_id = {records.APP_ID}")
    con.execute("PRAGMA user_version = 1")
    con.execute("INSERT INTO plays (game, mode, finished_at, seats, result, moves) "
                "VALUES ('onirim', 'base', '2026-01-01 20:00:00', '[]', 'won', 50)")
    con.commit()
    con.close()
    records.record("onirim", "sphinx", "won", moves=60)
    assert [r["mode"] for r in records.plays("onirim")] == ["base", "sphinx"]
    assert {"awake", "twice", "riddle"} <= set(records.earned("onirim"))


def test_an_achievement_is_announced_at_the_table_when_earned(app):
    from game.rules.onirim import from_codes
    from game.ui.onirim.table import OnirimTable
    t = OnirimTable(app, from_codes(hand="RS BM GK YS RM", deck="GS"), ())
    app.stack[:] = [t]
    t.apply(t.game.legal_actions()[0])
    while t.game.outcome is None:
        t.apply(t.game.legal_actions()[-1])
    assert t.message.startswith("Achievement earned: First steps in the labyrinth")
    assert "first_steps" in records.earned("onirim")


def test_every_achievement_file_is_well_formed():
    known = {"played", "won", "streak", "modes_won", "score", "moves_at_most", "minutes_at_most",
             "minutes_at_least", "where", "with", "at_least"}
    for game in records.GAMES:
        entries = records.achievements(game)
        assert 10 <= len(entries) <= 15, game
        assert len({a["key"] for a in entries}) == len(entries)
        for a in entries:
            assert a["name"] and a["name_zh"] and a["text"] and a["text_zh"], a
            assert a["rule"] and set(a["rule"]) <= known, a


def test_lucidity_names_only_the_levels_its_set_up_offers(app):
    """The achievements a player can earn, the screenshot table and the demo
    statistics say easy, fair or strong (not the older careful and greedy)."""
    import game.ui.lucidity as lucidity
    from game.search.lucidity import LEVELS
    from game.ui.stats import DEMO_MODES
    for a in records.achievements("lucidity"):
        mode = (a["rule"].get("where") or {}).get("mode", "people")
        assert mode == "people" or set(mode.split("+")) <= set(LEVELS), a
        assert not {"careful", "greedy"} & set(a["text"].lower().split()), a
    assert all(m == "people" or set(m.split("+")) <= set(LEVELS) for m in DEMO_MODES["lucidity"])
    table = lucidity.demo(app, "lucidity_table")
    assert [k for k in table.kinds if k != "person"] and set(table.kinds) <= {"person", *LEVELS}
    assert not any("careful" in n or "greedy" in n for n in table.seat_names())


def test_a_screenshot_of_a_statistics_scene_writes_no_records(tmp_path, saves):
    from game.__main__ import main
    assert main(["--screenshot", str(tmp_path / "s.png"), "--scene", "stats_onirim"]) == 0
    assert not (saves / records.FILE).exists()


def test_a_slumber_ended_at_the_table_announces_its_achievements(app):
    from game.autoplay import heuristic_action
    from game.session import Session
    from game.ui.etherfields.table.scene import DreamscapeScene
    scene = DreamscapeScene(app, Session.new(["gambler", "tough_guy"], seed=1, campaign=False))
    app.stack[:] = [scene]
    rng = random.Random(1)
    while scene.game.outcome is None:
        assert scene.apply(heuristic_action(scene.game, rng))
    assert "Eyes closed" in scene.message and scene.message.startswith("Achievements earned: ")
    assert "first_slumber" in records.earned("etherfields")


def test_play_again_records_the_next_game_too(app):
    from game.rules.onirim import from_codes
    from game.ui.onirim.table import OnirimTable
    t = OnirimTable(app, from_codes(hand="RS BM GK YS RM", deck="GS"), ())
    app.stack[:] = [t]
    for _ in range(2):
        t.apply(t.game.legal_actions()[0])
        while t.game.outcome is None:
            t.apply(t.game.legal_actions()[-1])
        t.restart()
    assert len(records.plays("onirim")) == 2

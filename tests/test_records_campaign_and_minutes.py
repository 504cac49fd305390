"""The records' campaign row and their minutes.

An Etherfields campaign played to an Ending is one row of its own (mode
"campaign"), beside its Dreams' and Slumbers' rows, counted apart on the
Statistics figures, written once. The minutes of every row are time played
in this sitting: a window left open for hours, or a save taken up again
long after it was made, adds at most a few idle minutes, never the hours."""
from __future__ import annotations

import random

import pygame
import pytest

from game import records
from game.campaign_balance import campaign_action
from game.content import default_content
from game.rules.etherfields import new_game
from game.session import Session


class Clock:
    """A clock the test moves by hand (the records read it for time played)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch, tmp_path):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    records.notice = ""
    fake = Clock()
    monkeypatch.setattr(records, "_clock", fake)
    monkeypatch.setattr(records, "_played", [0.0, None])
    return fake


def campaign_session(seed: int) -> Session:
    options = {"dreamers": ["gambler", "tough_guy"], "campaign": True, "auto_deckbuild": True, "edition": "2.0"}
    session = Session(new_game(default_content(), options, seed), {"seed": seed, "options": options, "campaign": "t"})
    session.autosave = lambda: None  # thousands of moves: the records are what is tested, not the autosaves
    return session


def test_a_campaign_played_to_its_ending_is_one_row_of_its_own(clock):
    session, rng = campaign_session(1), random.Random(1)
    ended_at = None
    for _ in range(20000):
        action = campaign_action(session.game, rng)
        if action is None:
            break
        clock.now += 2.0  # a move every two seconds
        assert session.apply(action).ok
        if ended_at is None and session.meta.get("ending"):
            ended_at = session.steps
            for _more in range(30):  # the map stays open after the Ending: play on a little
                follow = campaign_action(session.game, rng)
                if follow is None:
                    break
                session.apply(follow)
            break
    assert ended_at is not None, "the campaign reached no Ending"
    rows = records.plays("etherfields")
    [row] = [r for r in rows if r["mode"] == "campaign"]
    won = sum(v == "won" for v in session.game.campaign.dreams_done.values())
    assert (row["result"], row["moves"], row["score"]) == ("won", ended_at, won)
    assert row["seats"] == ["gambler", "tough_guy"] and row["seed"] == 1 and row["edition"] == "2.0"
    assert abs(row["minutes"] - ended_at * 2 / 60) < 0.05, row["minutes"]  # every move's two seconds
    title = session.game.card(session.meta["ending"]).title
    assert title.startswith("Ending:")
    figures = records.stats("etherfields")
    assert figures["campaigns"] == {"played": 1, "won": 1}
    encounters = [r for r in rows if r["mode"] != "campaign"]
    assert figures["played"] == len(encounters) and "campaign" not in figures["by_mode"]
    assert "end_of_the_road" in records.earned("etherfields")
    assert "veteran" not in records.earned("etherfields") or len(encounters) >= 25  # the campaign is no 26th game


def test_a_table_left_open_for_hours_records_only_the_time_played(clock, monkeypatch):
    """An Onirim game by posted clicks: a few minutes of play, then the window
    stands open for three hours, then the last moves. The row says minutes."""
    from game.rules.onirim import from_codes
    from game.ui.app import App
    from game.ui.onirim.table import OnirimTable
    from mouse_driver import Gestures
    app = App((1280, 720), seed=3, defaults=True)
    try:
        table = OnirimTable(app, from_codes(hand="RS BM GS YS RM", deck="GS YM BM RS YM GM"), ())  # no Keys: no Prophecy
        app.stack[:] = [table]
        app.step()
        mouse = Gestures(app)
        discard = table.zones["discard"].center
        mouse.post(pygame.MOUSEMOTION, pos=(640, 360), rel=(0, 0), buttons=(0, 0, 0))  # the player sits down
        for minute in range(4):
            clock.now += 60.0  # a minute's thought between moves
            mouse.drag(next(r for r, i in table.hand_rects if i == 0).center, discard)
        clock.now += 3 * 3600.0  # the window left open (dinner, a film)
        for _move in range(20):
            if table.game.outcome is not None:
                break
            clock.now += 30.0
            mouse.drag(next(r for r, i in table.hand_rects if i == 0).center, discard)
        assert table.game.outcome == "lost", "the deck ran out"
        [row] = records.plays("onirim")
        assert row["moves"] == len(table.applied) >= 5
        # 4 minutes, the three hours counted as one idle gap (IDLE, 5 minutes), then 30 seconds a move.
        expected = (4 * 60 + records.IDLE + 30 * (row["moves"] - 5)) / 60
        assert abs(row["minutes"] - expected) < 0.05, (row["minutes"], expected)
        assert row["minutes"] < 20
    finally:
        pygame.quit()


def test_a_dream_finished_after_loading_an_old_save_counts_this_sitting_only(clock, tmp_path):
    """Saved mid-Dream, taken up again a day later: the Dream's row counts the
    moves and minutes since it was loaded, not the campaign's or the day's."""
    from campaign_player import next_action
    from game.savefile import load_game
    session = Session.new(["gambler", "tough_guy"], seed=3, campaign=True)
    session.autosave = lambda: None
    for _ in range(12):  # a little of the tutorial Dream
        clock.now += 10.0
        assert session.apply(next_action(session.game)).ok
    assert session.game.mode == "dream" and not session.game.campaign.dreams_done
    path = tmp_path / "kept.yaml"
    session.save(path)
    before = session.steps
    assert load_game(path).meta["minutes_played"] == pytest.approx((before - 1) * 10 / 60, abs=0.02)  # from the first move on
    clock.now += 24 * 3600.0  # a day later
    again = Session.from_save(path, load_game(path))
    again.autosave = lambda: None
    played = 0
    for _ in range(2000):
        if again.game.campaign.dreams_done:
            break
        clock.now += 3.0
        assert again.apply(next_action(again.game)).ok
        played += 1
    [dream] = records.plays("etherfields")
    assert dream["mode"] == "dream" and dream["moves"] == again.steps - before
    # The day away counts as one idle gap at most; then three seconds a move.
    assert dream["minutes"] <= (records.IDLE + 3 * played) / 60 + 0.02, dream["minutes"]
    assert dream["minutes"] >= 3 * (played - 1) / 60
    # The campaign's own time played goes on from the sittings its save remembers.
    from game.session.etherfields import minutes_played
    assert minutes_played(again) == pytest.approx(load_game(path).meta["minutes_played"] + dream["minutes"], abs=0.1)

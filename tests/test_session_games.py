"""One Session plays every game of the shelf (game.session): each game is
made, played with legal moves through the Session, a move is taken back
(and named), undo stops at new information, the game is saved, loaded and
replayed from its seed to the same state."""
from __future__ import annotations

import hashlib
import json
import random

import pytest

from game.autoplay import random_action
from game.savefile import list_saves, load_game
from game.session import Session

# Each game as a new one is set up: its options and a seed.
GAMES = {
    "etherfields": {"dreamers": ["gambler", "tough_guy"], "edition": "2.0", "campaign": True},
    "onirim": {"expansions": ["mirrors", "sphinx", "diver"]},
    "lucidity": {"players": 3, "temptation": None},
    "prophecy": {"seats": 3, "computer": [], "water_realm": True, "treasure_island": True},
}


@pytest.fixture
def saves(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    return tmp_path


def fingerprint(state: dict) -> str:
    return hashlib.sha256(json.dumps(state, sort_keys=True, default=str).encode()).hexdigest()


def play(session: Session, rng: random.Random, until, steps: int = 400) -> bool:
    """Legal moves through the Session until `until(outcome)` holds after one; False if none did."""
    for _ in range(steps):
        if session.game.outcome is not None:
            return False
        action = random_action(session.game, rng)
        if action is None:
            return False
        done = session.apply(action)
        assert done.ok, done.reason
        if until(done):
            return True
    return False


def session_where(key: str, until) -> Session:
    """A new game of `key`, played through its Session until a move makes `until` hold."""
    for seed in range(1, 60):
        session = Session.begin(key, GAMES[key], seed, autosaves=False)
        if play(session, random.Random(seed), until):
            return session
    raise AssertionError(f"no {key} game of 60 came to such a move")


@pytest.mark.parametrize("key", list(GAMES))
def test_a_move_that_showed_nothing_new_is_taken_back_and_named(key):
    for seed in range(1, 60):
        session = Session.begin(key, GAMES[key], seed, autosaves=False)
        rng = random.Random(seed)
        while session.game.outcome is None:
            before, length = session.game.to_data(), len(session.log)
            action = random_action(session.game, rng)
            done = session.apply(action)
            assert done.ok, done.reason
            if session.can_undo():
                break
        else:
            continue
        said = session.undo()
        assert said.msgid == "Undo: {move}" and str(said).startswith("Undo: ")
        move = str(said.args["move"])
        if key == "etherfields" and action.get("dreamer"):
            assert session.game.name(action["dreamer"]) in move, "the Dreamer whose move it was is named"
        else:
            assert move == next(e.text for e in done.events if e.text), "the rules' own sentence for the move"
        assert session.game.to_data() == before and len(session.log) == length
        return
    raise AssertionError(f"no {key} game of 60 had a move that could be taken back")


@pytest.mark.parametrize("key", list(GAMES))
def test_undo_stops_at_new_information(key):
    session = session_where(key, lambda done: any(e.reveals for e in done.events))
    state, length = session.game.to_data(), len(session.log)
    assert not session.can_undo() and session.undo_stack == []
    said = session.undo()
    assert said.startswith("Nothing to undo: a card was revealed or a die was rolled since")
    assert session.game.to_data() == state and len(session.log) == length


@pytest.mark.parametrize("key", list(GAMES))
def test_a_game_saves_loads_and_replays_from_its_seed_to_the_same_state(saves, key):
    session = Session.begin(key, GAMES[key], 5, autosaves=False)
    rng = random.Random(5)
    play(session, rng, lambda done: False, steps=40)
    if session.can_undo():
        session.undo()  # an undone move is no part of the log either
    assert session.log, "some moves were played"
    path = saves / f"{key}-slot.yaml"
    session.save(path)
    text = path.read_text(encoding="utf-8")
    assert f"\ngame: {key}\n" in text and text.startswith(f"format: {key}-save\n"), "the save names its game"
    again = Session.load(path, autosaves=False)
    assert again.spec.key == key and again.log == session.log
    assert fingerprint(again.game.to_data()) == fingerprint(session.game.to_data())
    assert fingerprint(again.replay().to_data()) == fingerprint(session.game.to_data()), "the log replays"
    # and it plays on from there, through the loaded Session
    assert play(again, random.Random(9), lambda done: True)
    assert len(again.log) == len(session.log) + 1


@pytest.mark.parametrize("key", ["onirim", "lucidity", "prophecy"])
def test_a_game_played_in_one_sitting_is_autosaved_after_every_move_and_after_undo(saves, key):
    path = saves / f"autosave-{key}.yaml"
    took_back = False
    for seed in range(1, 60):
        session = Session.begin(key, GAMES[key], seed)
        if play(session, random.Random(seed), lambda done: session.can_undo()):
            session.undo()
            took_back = True
            break
    data = load_game(path)
    assert data.state == session.game.to_data() and data.actions == session.log
    assert data.meta["game"] == key and data.meta["seed"] == session.meta["seed"]
    assert took_back, "a move that showed nothing new was found and taken back"


def test_a_computer_seats_move_is_not_taken_back():
    session = Session.begin("lucidity", GAMES["lucidity"], 4, autosaves=False)
    session.computers = {0, 1, 2}
    play(session, random.Random(4), lambda done: False, steps=30)
    assert session.undo_stack == [] and not session.can_undo()


@pytest.mark.parametrize("key, made, words", [
    ("lucidity", {"turn": 3}, "第 3 回合"),
    ("prophecy", {"round": 2}, "第 2 回合"),
    ("lucidity", {"mode": "turn 7"}, "第 7 回合"),  # a save from before: its English read for its number
    ("prophecy", {"mode": "round 4"}, "第 4 回合"),
])
def test_the_load_line_words_a_games_progress_in_the_language_shown(saves, key, made, words):
    from game.i18n import language, set_language
    from game.ui.menus import row_details
    from game.savefile import save_game
    session = Session.begin(key, GAMES[key], 2, autosaves=False)
    save_game(saves / "slot.yaml", state=session.game.to_data(), actions=[], content_version=f"{key}-1",
              meta={"game": key, "campaign": key.title(), **made})
    [info] = list_saves(saves)
    was = language()
    try:
        set_language("zh")
        line = row_details(info)
    finally:
        set_language(was)
    assert words in line and "turn" not in line and "round" not in line
    assert "  ·  " in line and " - " not in line  # the parts apart as Chinese sets them, with a middle dot
    english = row_details(info)
    assert ("turn" if "turn" in str(made) else "round") in english and "  -  " in english


# What each table wrote in `meta` before its Session did (the progress in words, no options).
OLD_META = {
    "onirim": lambda s: {"mode": f"turn {s['turn']}", "expansions": list(s["expansions"]), "seed": 5,
                         "outcome": s["outcome"]},
    "lucidity": lambda s: {"seed": 5, "seats": ["person"] * 3, "temptation": None, "mode": f"turn {s['turn_number']}"},
    "prophecy": lambda s: {"seed": 5, "mode": f"round {s['round']}"},
}


@pytest.mark.parametrize("key", list(OLD_META))
def test_a_save_written_before_the_session_opens_at_its_table_replays_and_goes_on(saves, key):
    """A table's save from before (its meta had no options, its progress in words)
    opens at its table over a Session, replays from its seed, and its next save
    keeps the progress as a number."""
    import importlib
    from game.savefile.gamesave import GameSave
    from game.ui.app import App
    played = Session.begin(key, GAMES[key], 5, autosaves=False)
    play(played, random.Random(5), lambda done: False, steps=12)
    state = played.game.to_data()
    store = GameSave(key, key.title(), f"{key}-1")
    assert store.save(state, played.log, OLD_META[key](state)) == ""
    app = App((1280, 720), seed=5, defaults=True)
    table = importlib.import_module(f"game.ui.{key}.table").table_from_save(app, load_game(store.path()))
    assert table.session.spec.key == key and table.game.to_data() == state and table.session.log == played.log
    assert fingerprint(table.session.replay().to_data()) == fingerprint(state), "it replays from its seed"
    assert table.apply(random_action(table.game, random.Random(1)))
    again = load_game(store.path())
    assert "mode" not in again.meta and isinstance(again.meta["round" if key == "prophecy" else "turn"], int)
    assert again.state == table.game.to_data() and again.actions == table.session.log

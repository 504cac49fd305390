"""Lucidity and Prophecy keep the game in progress like Onirim does, through
the shared game.savefile.gamesave: saved after every move (and undo),
offered as Continue on the game's set-up screen, opened by the Load screen
at the right table, replayable from the seed, and a damaged file is
reported in a sentence, never opened."""
import random

import pytest

from game.rules.core import Action
from game.savefile import SaveError, list_saves, load_game
from game.ui.app import App


@pytest.fixture
def saves(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    return tmp_path


@pytest.fixture
def app():
    return App((1280, 720), seed=2, defaults=True)


def lucidity_moves(table, n, seed=1):
    from game.rules.lucidity.players import careful
    rng = random.Random(seed)
    for _ in range(n):
        if table.game.outcome is not None:
            break
        assert table.apply(careful(table.game, rng))


def prophecy_moves(table, n, seed=1):
    rng = random.Random(seed)
    for _ in range(n):
        if table.game.outcome is not None:
            break
        acts = [a for a in table.game.legal_actions() if a.kind != "end_turn"] or table.game.legal_actions()
        assert table.apply(rng.choice(acts))


def test_a_lucidity_night_is_kept_after_every_move_and_continues_where_it_stood(saves, app):
    from game.content.lucidity import default_content
    from game.rules.lucidity import new_game
    from game.ui.lucidity.setup import SetupScene
    from game.ui.lucidity.table import SAVES, TableScene
    setup = SetupScene(app, 9)
    app.push(setup)
    setup.layout(app.screen.get_size())
    assert [b.label for b in setup.buttons if b.label in ("Begin the night", "Continue")] == ["Begin the night"]
    setup.begin()
    table = app.top
    assert isinstance(table, TableScene) and table.autosave
    lucidity_moves(table, 25)
    data = load_game(SAVES.path())
    assert data.state == table.game.to_data() and len(data.actions) == len(table.applied) == 25
    assert data.meta["game"] == "lucidity" and data.meta["seats"] == setup.seats
    replay = new_game(default_content(), {"players": len(setup.seats), "temptation": None}, 9)
    for a in data.actions:
        replay.apply(Action.from_data(a))
    assert replay.to_data() == data.state, "the save replays from its seed"
    app.back_to_title()
    setup.layout(app.screen.get_size())
    resume = next(b for b in setup.buttons if b.label == "Continue")
    resume.on_click()
    again = app.top
    assert isinstance(again, TableScene) and again is not table and again.autosave
    assert again.game.to_data() == table.game.to_data() and again.applied == table.applied
    assert again.kinds == table.kinds and set(again.tray.dice) == set(again.game.tray)


def test_a_lucidity_undo_is_kept_too(saves, app):
    from game.ui.lucidity.table import SAVES, TableScene
    table = TableScene(app, ["person", "person"], None, 4, autosave=True)
    app.push(table)
    for _ in range(60):
        if table.undo_stack:
            break
        lucidity_moves(table, 1, seed=len(table.applied))
    assert table.undo_stack, "a move that showed nothing new"
    before = len(table.applied)
    table.undo()
    data = load_game(SAVES.path())
    assert len(data.actions) == before - 1 == len(table.applied) and data.state == table.game.to_data()


def test_a_prophecy_game_is_kept_after_every_move_and_continues_where_it_stood(saves, app):
    from game.content.prophecy import prophecy_content
    from game.rules.prophecy import new_game
    from game.ui.prophecy import SetupScene
    from game.ui.prophecy.table import SAVES, ProphecyTable
    setup = SetupScene(app, 6)
    app.push(setup)
    setup.begin()
    table = app.top
    assert isinstance(table, ProphecyTable) and table.autosave
    prophecy_moves(table, 12)
    data = load_game(SAVES.path())
    assert data.state == table.game.to_data() and len(data.actions) == len(table.applied) == 12
    replay = new_game(prophecy_content(), {"seats": 3, "computer": [], "water_realm": True,
                                           "treasure_island": True}, 6)
    for a in data.actions:
        replay.apply(Action.from_data(a))
    assert replay.to_data() == data.state, "the save replays from its seed"
    app.back_to_title()
    setup.layout(app.screen.get_size())
    next(b for b in setup.buttons if b.label == "Continue").on_click()
    again = app.top
    assert isinstance(again, ProphecyTable) and again.game.to_data() == table.game.to_data()
    assert again.applied == table.applied and again.autosave


def test_the_load_screen_opens_each_games_save_at_its_own_table(saves, app):
    from game.ui.lucidity.table import TableScene
    from game.ui.prophecy import new_table
    from game.ui.prophecy.table import ProphecyTable
    lucidity = TableScene(app, ["person", "careful"], None, 5, autosave=True)
    lucidity_moves(lucidity, 3)
    prophecy = new_table(app, 2, seed=3, autosave=True)
    prophecy_moves(prophecy, 3)
    listed = {s.name: s for s in list_saves(saves)}
    assert set(listed) == {"autosave-lucidity", "autosave-prophecy"}
    assert listed["autosave-lucidity"].meta["campaign"] == "Lucidity" and not listed["autosave-lucidity"].problem
    app.open_save(listed["autosave-lucidity"].path)
    assert isinstance(app.top, TableScene) and app.top.game.to_data() == lucidity.game.to_data()
    app.open_save(listed["autosave-prophecy"].path)
    assert isinstance(app.top, ProphecyTable) and app.top.game.to_data() == prophecy.game.to_data()


def test_tables_for_screenshots_and_demos_write_nothing(saves, app):
    from game.ui.lucidity import demo
    from game.ui.prophecy import demo_table
    demo(app, "lucidity_table")
    demo_table(app)
    assert list(saves.iterdir()) == []


@pytest.mark.parametrize("game", ["lucidity", "prophecy"])
def test_a_damaged_save_of_either_game_is_refused_in_a_sentence_and_not_offered(saves, app, game):
    import importlib
    module = importlib.import_module(f"game.ui.{game}.table")
    if game == "lucidity":
        table = module.TableScene(app, ["person", "careful"], None, 5, autosave=True)
        lucidity_moves(table, 2)
    else:
        from game.ui.prophecy import new_table
        table = new_table(app, 2, seed=3, autosave=True)
        prophecy_moves(table, 2)
    assert module.SAVES.unfinished() is not None
    state = table.game.to_data()
    state.pop("seats")
    module.SAVES.save(state, [], {})
    with pytest.raises(SaveError) as err:
        load_game(module.SAVES.path())
    assert err.value.message == f"{module.SAVES.path()} cannot be played: state: the field 'seats' is missing."
    assert module.SAVES.unfinished() is None
    [info] = list_saves(saves)
    assert "cannot be played" in info.problem and info.backup is not None  # the previous move's save is offered


def test_a_save_of_another_game_opens_as_its_own_game_and_is_not_opened_as_a_campaign(saves, app):
    from game.session import Session
    from game.ui.lucidity.table import SAVES, TableScene
    table = TableScene(app, ["person", "careful"], None, 5, autosave=True)
    lucidity_moves(table, 1)
    with pytest.raises(SaveError, match="holds a game of Lucidity, not an Etherfields campaign"):
        Session.load(SAVES.path(), game="etherfields")
    again = Session.load(SAVES.path(), autosaves=False)
    assert again.spec.key == "lucidity" and again.game.to_data() == table.game.to_data()
    assert again.log == table.session.log and len(again.log) == 1


def test_a_table_that_cannot_save_says_so_and_plays_on(saves, app):
    from game.ui.lucidity.table import SAVES, TableScene
    SAVES.path().write_text("format: shopping-list\n")  # not a save: never replaced
    table = TableScene(app, ["person", "careful"], None, 5, autosave=True)
    lucidity_moves(table, 1)
    assert "is not a save file of this game, so it was not replaced" in table.message
    assert SAVES.path().read_text() == "format: shopping-list\n" and len(table.applied) == 1


def test_a_lucidity_save_with_nonsense_seats_in_its_meta_opens_with_people_at_every_seat(saves, app):
    from game.ui.lucidity.table import SAVES, TableScene, table_from_save
    table = TableScene(app, ["person", "careful"], None, 5, autosave=True)
    lucidity_moves(table, 2)
    SAVES.save(table.game.to_data(), [a.to_data() for a in table.applied], {"seats": ["robot", 7], "seed": "x"})
    again = table_from_save(app, load_game(SAVES.path()))
    assert again.kinds == ["person", "person"] and again.game.to_data() == table.game.to_data()


@pytest.mark.parametrize("game", ["onirim", "lucidity", "prophecy"])
def test_a_game_whose_replay_log_was_lost_plays_on_and_its_saves_say_so(saves, app, game):
    """The state is what is played; a replay log that no longer starts at
    the beginning would lie, so later saves record that it was lost."""
    import importlib
    from game.savefile import log_path
    from game.ui.onirim.saves import SAVES as ONIRIM_SAVES
    if game == "onirim":
        from game.rules.onirim import new_game
        from game.ui.onirim.table import OnirimTable
        table, store = OnirimTable(app, new_game((), 3), (), 3), ONIRIM_SAVES
        for _ in range(3):
            table.apply(table.game.legal_actions()[0])
    elif game == "lucidity":
        from game.ui.lucidity.table import SAVES as store, TableScene
        table = TableScene(app, ["person", "careful"], None, 5, autosave=True)
        lucidity_moves(table, 3)
    else:
        from game.ui.prophecy import new_table
        from game.ui.prophecy.table import SAVES as store
        table = new_table(app, 2, seed=3, autosave=True)
        prophecy_moves(table, 3)
    log_path(store.path()).unlink()
    data = load_game(store.path())
    again = importlib.import_module(f"game.ui.{game}.table").table_from_save(app, data)
    assert again.game.to_data() == table.game.to_data() and "cannot be replayed from its seed" in again.message
    if game == "lucidity":
        lucidity_moves(again, 1, seed=9)
    elif game == "prophecy":
        prophecy_moves(again, 1, seed=9)
    else:
        again.apply(again.game.legal_actions()[0])
    later = load_game(store.path())
    assert later.state == again.game.to_data() and later.actions == [] and "was lost" in later.log_problem

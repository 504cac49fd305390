"""Whole games with the keyboard alone: only KEYDOWN events are posted (no
mouse), and what the rules received is checked against what was chosen."""
import random

import pygame
import pytest

from game.rules.etherfields.payment_options import payment_of
from game.ui.app import App
from game.ui.shelf import ShelfScene
from keyboard_driver import choose, do, focus_button, press
from tests.lucidity_fixture import play_seat_0_to_the_end


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), seed=5, defaults=True)
    app.settings.animation = "instant"
    app.push(ShelfScene(app))
    app.step()
    yield app
    pygame.quit()


def open_from_shelf(app, key):
    """Tab along the shelf to a game's box and press Enter."""
    shelf = app.top
    for _ in range(10):
        press(app, pygame.K_TAB)
        if shelf.boxes[shelf.focus][1].key == key if shelf.focus < len(shelf.boxes) else False:
            break
    press(app, pygame.K_RETURN)
    assert app.top is not shelf


def test_a_whole_game_of_onirim_by_keyboard(app):
    from game.ui.onirim.menu import OnirimMenu
    from game.ui.onirim.table import OnirimTable
    open_from_shelf(app, "onirim")
    assert isinstance(app.top, OnirimMenu)
    focus_button(app, app.top, "Enter the dream")
    press(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, OnirimTable)
    rng = random.Random(4)
    chosen = []
    for _ in range(2000):
        if table.game.outcome is not None:
            break
        action = rng.choice(table.game.legal_actions())
        do(app, table, action)
        chosen.append(action)
    assert table.game.outcome in ("won", "lost")
    assert table.applied == chosen, "every Action the rules received is the one chosen by keys, in order"
    assert len(chosen) > 30
    choose(app, table, lambda c: c.text == "Menu")
    assert isinstance(app.top, OnirimMenu)


def test_a_lucidity_game_by_keyboard_against_two_computers(app):
    from game.ui.lucidity.over import OverScene
    from game.ui.lucidity.setup import SetupScene
    from game.ui.lucidity.table import TableScene
    open_from_shelf(app, "lucidity")
    assert isinstance(app.top, SetupScene)
    focus_button(app, app.top, "Begin the night")
    press(app, pygame.K_SPACE)
    table = app.top
    assert isinstance(table, TableScene)
    play_seat_0_to_the_end(app, table, lambda action: do(app, table, action),
                           lambda: press(app, pygame.K_RETURN))
    over = app.top
    assert isinstance(over, OverScene)
    focus_button(app, over, "Play again")
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SetupScene)


def read_on_by_keys(app):
    """Script paragraphs, story pages and the hand-over curtain all go on at a key."""
    from game.ui.etherfields.table import DreamscapeScene
    from game.ui.etherfields.worldmap import DreamworldScene
    for _ in range(50):
        top = app.top
        if isinstance(top, (DreamscapeScene, DreamworldScene)) and not getattr(top, "curtain", None):
            return top
        press(app, pygame.K_RETURN)
    raise AssertionError(f"stuck on {type(app.top).__name__}")


def pay_by_keys(app, panel, want):
    """Arrows to each card whose in-or-out is wrong, Space to flip it; then Enter pays."""
    sources = [s for s, _ in panel.sources]
    for i, source in enumerate(sources):
        if (source in panel.selected) != (source in want):
            while panel.focus != i:
                press(app, pygame.K_RIGHT)
            press(app, pygame.K_SPACE)
    assert sorted(panel.selected) == sorted(want)
    press(app, pygame.K_RETURN)


def test_the_tutorial_dream_and_a_location_on_the_map_by_keyboard_from_the_shelf(app):
    from campaign_player import next_action
    from game.ui.etherfields.title import NewCampaignScene, TitleScene
    from game.ui.etherfields.worldmap import DreamworldScene
    from mouse_driver import same
    open_from_shelf(app, "etherfields")
    assert isinstance(app.top, TitleScene)
    focus_button(app, app.top, "New campaign")
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, NewCampaignScene)
    focus_button(app, app.top, "Fall asleep")
    press(app, pygame.K_SPACE)
    scene = read_on_by_keys(app)
    session = scene.session
    assert session.game.mode == "dream", "a new campaign starts in the tutorial Dream"
    played = panels = 0
    for _ in range(600):  # the tutorial, won or lost, ends on the Dreamworld Map
        scene = read_on_by_keys(app)
        g = session.game
        if isinstance(scene, DreamworldScene):
            break
        action = next_action(g)
        before = len(session.log)
        choose(app, scene, lambda c: c.action is not None and c.action == action)
        if scene.paying is not None:
            pay_by_keys(app, scene.paying, list(payment_of(action)))
            panels += 1
        assert len(session.log) == before + 1 and same(session.log[-1], action), (action, scene.message)
        played += 1
    assert session.game.mode == "map" and played > 10
    assert panels > 0, "some payments went through the payment panel, chosen by keys"
    assert session.game.campaign.dreams_done, "the tutorial Dream is over, won or lost"
    travelled = False
    for _ in range(300):  # on the Dreamworld Map: travel to one Location and resolve it, still by keys
        scene = read_on_by_keys(app)
        g = session.game
        if travelled and g.mode == "map" and g.pending is None:
            break
        action = next_action(g)
        before = len(session.log)
        if isinstance(scene, DreamworldScene):
            press(app, pygame.K_a)  # the map has no list of its own: A opens one over it
            choose(app, app.top, lambda c: c.action is not None and c.action == action)
        else:
            choose(app, scene, lambda c: c.action is not None and c.action == action)
            if scene.paying is not None:
                pay_by_keys(app, scene.paying, list(payment_of(action)))
        assert len(session.log) == before + 1 and same(session.log[-1], action)
        travelled = travelled or action.kind == "travel"
    assert travelled and session.game.mode == "map"


def test_prophecy_hot_seat_by_keyboard_from_the_shelf(app):
    """Two people at one Prophecy table: set-up, hand-over screens and 60 moves, all by keys."""
    from game.ui.prophecy import SetupScene
    from game.ui.prophecy.table import ProphecyTable
    open_from_shelf(app, "prophecy")
    setup = app.top
    assert isinstance(setup, SetupScene)
    focus_button(app, setup, "2 characters")
    press(app, pygame.K_RETURN)
    focus_button(app, setup, "Start")
    press(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, ProphecyTable)
    g, rng, chosen, curtains = table.game, random.Random(5), [], 0
    for _ in range(60):
        if g.outcome is not None:
            break
        if table.notice is not None:  # a battle, read by its fighter: Enter goes on
            press(app, pygame.K_RETURN)
            continue
        if table.curtain:
            press(app, pygame.K_RETURN)
            curtains += 1
            continue
        acts = g.legal_actions()
        doing = [a for a in acts if a.kind not in ("end_turn", "stay")]
        action = rng.choice(doing if doing and rng.random() < 0.8 else acts)
        do(app, table, action)
        chosen.append(action)
    assert table.applied == chosen and curtains >= 2
    assert {"move", "end_turn"} <= {a.kind for a in chosen}


def test_save_delete_and_continue_by_keyboard(app):
    """Save on the table, then on the Load screen: focus a save's Delete, confirm
    with the keys, and Esc cancels a second one; Continue opens the newest save."""
    from game.ui.etherfields.table import DreamscapeScene
    from game.ui.etherfields.title import TitleScene
    from game.ui.menus import LoadScene
    open_from_shelf(app, "etherfields")
    title = app.top
    for _ in range(2):  # two campaigns, each saved from its table by keys
        focus_button(app, title, "New campaign")
        press(app, pygame.K_RETURN)
        focus_button(app, app.top, "Fall asleep")
        press(app, pygame.K_RETURN)
        table = read_on_by_keys(app)
        assert isinstance(table, DreamscapeScene)
        choose(app, table, lambda c: c.text == "Save")
        press(app, pygame.K_ESCAPE)  # the list closes
        press(app, pygame.K_ESCAPE)  # the table asks before leaving
        assert table.leaving
        press(app, pygame.K_TAB)
        press(app, pygame.K_RETURN)  # "Save and leave", the first of the dialog's buttons
        assert app.top is title
    focus_button(app, title, "Load a save")
    press(app, pygame.K_RETURN)
    load = app.top
    assert isinstance(load, LoadScene) and len(load.saves) == 2
    focus_button(app, load, "Delete")
    press(app, pygame.K_RETURN)
    assert load.confirm is not None
    press(app, pygame.K_ESCAPE)  # Esc keeps it
    assert load.confirm is None and len(load.saves) == 2
    focus_button(app, load, "Delete")
    press(app, pygame.K_RETURN)
    focus_button(app, load, "Delete")  # the dialog's own Delete
    press(app, pygame.K_RETURN)
    assert len(load.saves) == 1
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
    focus_button(app, title, "Continue")
    press(app, pygame.K_RETURN)
    assert isinstance(read_on_by_keys(app), DreamscapeScene)


@pytest.mark.rulebook("EN p.10 DREAMERS ENTRANCE AND ENTITY SPAWN")
def test_the_action_list_offers_the_other_entrance_space_as_play_begins(app):
    """Keys alone: as the Slumber begins, the action list says where else a
    Dreamer may start; Enter on it sends the rules one "enter"."""
    from game.rules.core import Action
    from game.ui.etherfields.table import DreamscapeScene
    table = DreamscapeScene.demo(app)
    app.push(table)
    app.step()
    g = table.game
    who = table.selected
    other = next(p for p in g.dreamscape.with_feature("entrance") if p != g.dreamers[who].pos)
    action = Action.make("enter", dreamer=who, to=other)
    do(app, table, action)
    assert table.applied[-1:] == [action]
    assert g.dreamers[who].pos == other

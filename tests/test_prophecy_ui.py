"""The Prophecy table by mouse: the shelf opens it, every action the planner
picks from legal_actions() is reached with posted mouse events (a lit space
or square clicked or a figure dragged, a button, a Decision's option, a
choice between two ways to the same place) and the rules receive exactly
that action; hot-seat hand-over, computer seats, the Water Realm view."""
from __future__ import annotations

import random

import pygame
import pytest

from game.rules.core import Action
from game.rules.prophecy import Game
from game.rules.prophecy import board as B
from game.__main__ import main
from game.ui.app import App
from game.ui.prophecy import SetupScene, new_table
from game.ui.prophecy import board as view
from game.ui.prophecy.table import ProphecyTable
from game.ui.prophecy.words import choice_key
from game.ui.shelf import SHELF, ShelfScene
from mouse_driver import Gestures


@pytest.fixture
def app():
    app = App((1280, 720), seed=3, defaults=True)
    app.push(ShelfScene(app))
    app.step()
    yield app
    pygame.quit()


class Driver(Gestures):
    """Plays one Action with posted mouse events, then checks what the rules got."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.curtains = 0
        self.notices = 0

    @property
    def table(self) -> ProphecyTable:
        return self.app.top

    def settle(self) -> None:
        self.app.step()
        for _ in range(200):
            if self.table.cam in (0.0, 1.0) and abs(self.table.cam - (1.0 if self.table._realm_view_wanted()
                                                                         else 0.0)) < 1e-3:
                return
            self.app.step()
        raise AssertionError("the camera never came to rest")

    def lift(self) -> None:
        """Go on from a notice (a battle, the computer's moves) and click the
        hand-over screen away, if they are up."""
        t = self.table
        if t.notice is not None:
            before = len(t.applied)
            self.click((300, 300))
            assert t.notice is None and len(t.applied) == before, "going on from a notice plays nothing"
            self.notices += 1
        if t.curtain:
            before = len(t.applied)
            self.click((300, 300))
            assert len(t.applied) == before, "the hand-over screen only lifts; it plays nothing"
            self.curtains += 1
        self.settle()

    def perform(self, action: Action) -> None:
        t = self.table
        self.lift()
        before, same = len(t.applied), None
        if t.game.pending is not None:
            i = t.game.pending.options.index(action)
            self.click(t.decision_buttons()[i].rect.center)
        else:
            key = next((k for k, acts in t.board_targets().items() if action in acts), None)
            if key is not None:
                self.click(t.target_rect(key).center)
                if t.popup:  # two ways to the same place: pick this one
                    self.click(t.popup_buttons()[t.popup.index(action)].rect.center)
            else:  # a choice the player cannot tell from another (two Healing Springs) is one button
                same = choice_key(t.game, action, t.chooser)
                for _ in range(20):
                    t.layout(self.app.screen.get_size())
                    button = next((b for a, b in t.action_buttons if choice_key(t.game, a, t.chooser) == same), None)
                    if button is not None:
                        break
                    self.click(next(b for b in t.buttons if b.label.startswith("More actions")).rect.center)
                self.click(button.rect.center)
        got = t.applied[before:before + 1]  # (a computer seat may play on at once after it)
        assert got == [action] or (same and [choice_key(t.game, g, t.chooser) for g in got] == [same]), \
            f"the rules received {got}, not {action}"


def test_the_shelf_opens_prophecy_and_its_setup_starts_a_table(app):
    shelf = app.top
    assert "prophecy" in [box.key for box in SHELF]
    rect = next(r for r, box in shelf.boxes if box.key == "prophecy")
    drv = Driver(app)
    drv.click(rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    setup.layout(app.screen.get_size())
    drv.click(next(b for b in setup.buttons if b.label.startswith("4 characters")).rect.center)
    setup.layout(app.screen.get_size())
    drv.click(next(b for b in setup.buttons if b.label == "Seat 2: Person").rect.center)
    setup.layout(app.screen.get_size())
    drv.click(next(b for b in setup.buttons if b.label == "Start").rect.center)
    table = app.top
    assert isinstance(table, ProphecyTable)
    assert table.game.s["seats"] == ["p1", "p2", "p3", "p4"] and table.computer == {"p2"}
    assert table.levels == {"p2": "fair"}  # a seat clicked once: the computer at the fair level
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step()
    assert app.top is setup


def test_a_hot_seat_game_by_mouse_sends_the_rules_exactly_the_chosen_actions(app):
    app.push(new_table(app, 2, seed=5))
    drv = Driver(app)
    game = app.top.game
    rng = random.Random(5)
    kinds = set()
    for _ in range(70):
        if game.outcome is not None:
            break
        acts = game.legal_actions()
        doing = [a for a in acts if a.kind not in ("end_turn", "stay")]
        action = rng.choice(doing if doing and rng.random() < 0.8 else acts)
        drv.perform(action)
        kinds.add(action.kind)
    assert drv.curtains >= 2, "each change of person hides the table behind the hand-over screen"
    assert {"move", "end_turn"} <= kinds
    replay = Game.from_data(_start_of(), game.content)
    for a in app.top.applied:
        replay.apply(a)
    assert replay.to_data() == game.to_data(), "the table played through the rules, nothing else"


def _start_of() -> dict:
    from game.content.prophecy import prophecy_content
    from game.rules.prophecy import new_game
    return new_game(prophecy_content(), {"seats": 2, "computer": []}, 5).to_data()


def taken_by_the_first_seat(app):
    """A two-person table (seed 1), the hand-over screen lifted by the first seat: (table, driver)."""
    app.push(new_table(app, 2, seed=1))
    table, drv = app.top, Driver(app)
    assert table.curtain == "p1", "two people: the first is asked to take the table"
    drv.lift()
    return table, drv


def test_dragging_the_figure_to_a_lit_space_walks_there(app):
    table, drv = taken_by_the_first_seat(app)
    g = table.game
    here = g.chars[g.active]["space"]
    there = B.neighbours(g.content, here)[1]
    assert ("space", there) in table.board_targets()
    start, end = table.lay.space_rect(here).center, table.lay.space_rect(there).center
    drv.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    drv.post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    drv.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    assert table.applied == [Action.make("move", to=there)]
    assert g.chars["p1"]["space"] == there


def test_a_space_out_of_reach_is_not_lit_and_clicking_it_does_nothing(app):
    table, drv = taken_by_the_first_seat(app)
    g = table.game
    here = g.chars[g.active]["space"]
    far = next(s for s in B.ring(g.content) if B.ring_distance(g.content, here, s) == 5
               and ("space", s) not in table.board_targets())
    drv.click(table.lay.space_rect(far).center)
    assert table.applied == [] and g.chars["p1"]["space"] == here


def test_the_camera_goes_to_the_water_realm_and_a_lit_square_is_a_swim(app):
    from test_prophecy_water_realm import ENTRANCE, first_active, in_realm
    table = new_table(app, 2, seed=1)
    d = table.game.to_data()
    in_realm(d, at=ENTRANCE, bubbles=3, bag=3)
    first_active(d)
    d["pending"] = None
    table.game = Game.from_data(d, table.game.content)
    table.seen, table.curtain = "p1", None
    app.push(table)
    drv = Driver(app)
    drv.settle()
    assert table.cam == 1.0, "the camera shows the Water Realm while its swimmer plays"
    north = B.step(tuple(ENTRANCE), "north")
    assert ("square", north) in table.board_targets()
    drv.perform(Action.make("realm_move", path=["north"]))
    assert table.applied == [Action.make("realm_move", path=["north"])]
    assert table.game.chars["p1"]["bubbles"] < 3, "the swim went through the rules: air was used"


def test_a_computer_seat_plays_its_own_turns(app):
    app.push(new_table(app, 2, computer={"p2"}, seed=2))
    table = app.top
    table.ai_delay = 0
    drv = Driver(app)
    assert table.curtain is None, "one person at the table: no hand-over screen"
    drv.perform(Action.make("stay"))
    while table.game.active == "p1" and table.game.outcome is None:
        acts = table.game.legal_actions()
        drv.perform(Action.make("end_turn") if Action.make("end_turn") in acts else acts[0])
    mine = len(table.applied)
    for _ in range(400):
        if table.game.active == "p1" or table.game.outcome is not None:
            break
        app.step()
    assert table.game.active == "p1" or table.game.outcome is not None, "the computer finished its turn"
    assert len(table.applied) > mine, "the computer's moves went through the same apply"


def test_the_table_screenshot_draws_the_ring_and_the_realm(tmp_path):
    out = tmp_path / "prophecy.png"
    assert main(["--screenshot", str(out), "--scene", "prophecy"]) == 0
    img = pygame.image.load(str(out))
    app = App((1280, 720), seed=1, defaults=True)
    lay = view.Layout(new_table(app, 3, seed=1).game, pygame.Rect(0, 0, 1280 - 400, 720 - 44))
    def nearest(colour, names):  # which named colour a painted patch is closest to
        return min(names, key=lambda k: sum((a - b) ** 2 for a, b in zip(colour, names[k])))

    def patch(image, rect):  # the mean colour of a few pixels: paint has texture
        px = [image.get_at((x, y))[:3] for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)]
        return tuple(sum(p[i] for p in px) / len(px) for i in range(3))

    fortress = lay.space_rect("fortress")  # a guild: its disc is painted in the guild's ground
    assert nearest(patch(img, pygame.Rect(fortress.x + 5, fortress.centery - 3, 6, 6)), view.KIND_COLOUR) == "guild"
    out2 = tmp_path / "realm.png"
    assert main(["--screenshot", str(out2), "--scene", "prophecy_realm"]) == 0
    img2 = pygame.image.load(str(out2))
    corner = lay.square((5, 3))  # under any card, the square's rim shows its colour
    squares = {"light": view.LIGHT_SQ, "dark": view.DARK_SQ}
    assert nearest(patch(img2, pygame.Rect(corner.x + 2, corner.y + 2, 3, 3)), squares) == \
        ("light" if B.is_light((5, 3)) else "dark")


def test_a_whole_game_is_played_to_its_end_with_the_mouse(app):
    """Two people at one table, each move chosen by the computer players'
    strategy and played by mouse, until the game ends; then back to the shelf."""
    from game.rules.prophecy.ai import heuristic_action
    shelf = app.top
    app.push(SetupScene(app, 15))
    app.push(new_table(app, 2, seed=15))  # a short game (about 50 moves) that goes underwater
    table, drv, rng = app.top, Driver(app), random.Random(15)
    underwater = set()
    for _ in range(3000):
        if table.game.outcome is not None:
            break
        drv.perform(heuristic_action(table.game, rng))
        underwater |= {p for p, ch in table.game.chars.items() if ch["realm"] is not None}
    assert table.game.outcome is not None and table.game.legal_actions() == []
    assert underwater, "someone went into the Water Realm by mouse"
    assert table.game.outcome["winner"] is not None
    drv.lift()  # the last battle read, the end of the game shows
    back = next(b for b in table.buttons if b.label == "Back to the shelf")
    drv.click(back.rect.center)
    assert app.top is shelf


def test_the_rules_help_lists_every_rule_with_its_confidence(app):
    app.push(new_table(app, 2, computer={"p2"}, seed=1))
    table, drv = app.top, Driver(app)
    drv.settle()
    drv.click(next(b for b in table.buttons if b.label == "Rules").rect.center)
    assert table.rules_open and table.applied == []
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    rules = table.game.rules_help()
    assert {r["confidence"] for r in rules} <= {"S", "M", "L"} and len(rules) > 20
    assert table.rules_height > 18 * len(rules), "every rule has its heading and text"


def test_a_move_that_showed_nothing_new_can_be_taken_back_and_a_battle_cannot(app):
    app.push(new_table(app, 2, computer={"p2"}, seed=5))
    table, drv = app.top, Driver(app)
    table.ai_delay = float("inf")  # the computer seat waits: only p1's moves here
    drv.settle()
    g = table.game
    start = g.to_data()
    here = g.chars["p1"]["space"]
    drv.perform(Action.make("move", to="cloudpeak"))  # an empty space: nothing turns up
    assert table.game.chars["p1"]["space"] == "cloudpeak"
    drv.click(next(b for b in table.buttons if b.label == "Undo").rect.center)
    assert table.game.to_data() == start and table.game.chars["p1"]["space"] == here
    drv.perform(Action.make("move", to="sunplain"))  # a Creature waits there
    creature = next(a for a in table.game.legal_actions() if a.kind == "fight")
    drv.perform(creature)  # the dice are rolled: that cannot be unseen
    table.layout(app.screen.get_size())
    assert not any(b.label == "Undo" for b in table.buttons)
    after = table.game.to_data()
    drv.post(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z")
    assert table.game.to_data() == after


def test_the_undo_button_takes_back_a_move_that_showed_nothing_new_and_the_log_names_it(app):
    table = new_table(app, 2, seed=3)
    app.push(table)
    app.step()
    rng = random.Random(3)
    for _ in range(200):
        table.curtain = table.notice = None  # one person plays both seats here
        before = table.game.to_data()
        acts = [a for a in table.game.legal_actions() if a.kind != "end_turn"] or table.game.legal_actions()
        assert table.apply(rng.choice(acts))
        if table.can_undo():
            break
    else:
        raise AssertionError("no move that showed nothing new")
    moved = len(table.applied)
    table.curtain = table.notice = None
    table.layout(app.screen.get_size())
    undo = next(b for b in table.buttons if b.label == "Undo")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=undo.rect.center))
    app.step()
    assert table.game.to_data() == before and len(table.applied) == moved - 1
    assert str(table.log[-1]).startswith("Undo: "), "the log says which move was taken back"

"""The Lucidity table driven by real mouse events, headless: what each
gesture sends to the rules, the hand-over screen, computer players that move
one step at a time, a whole game played with the mouse from the shelf."""
import random

import pygame
import pytest

from game.rules.core import Action
from game.rules.lucidity import die_colour
from game.rules.lucidity.players import careful
from game.gfx.dice import DREAM_RGB
from game.ui import notice
from game.ui.app import App
from game.ui.confirm import ConfirmScene
from game.ui.handover import HandOverScene
from game.ui.lucidity.setup import SetupScene
from game.ui.lucidity.table import AI_PAUSE, LIT_ROW, TableScene
from game.ui.shelf import SHELF, ShelfScene
from tests.lucidity_fixture import as_shown, play_seat_0_to_the_end


def click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)


def drag(app, start, end):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step(1 / 60)
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for p in (mid, end):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
        app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(1 / 60)


def settle(app, scene, limit=600):
    """Let dice land and glides finish (the table is still while a person acts)."""
    for _ in range(limit):
        if not scene.busy() and app.top is scene:
            return
        if isinstance(app.top, HandOverScene):
            return
        app.step(1 / 30)


def button_for(scene, action):
    scene.layout_buttons()
    return next(b for b in scene.buttons if getattr(b, "action", None) == action)


def perform(app, scene, action):
    """Do `action` the way a player would, with the mouse."""
    g = scene.game
    if g.pend is None and action.kind == "draw":
        click(app, scene.bag_rect().center)
    elif g.pend is None and action.kind == "return_dreams":
        for x in action["dice"]:
            click(app, scene.hand_slot(g.drawn.index(x), len(g.drawn)).center)
        click(app, button_for(scene, action).rect.center)
    elif g.pend is None and action.kind == "resolve":
        drag(app, scene.tray.screen_pos(action["die"]), scene.row_rect(action["row"]).center)
    elif g.pend is None and action.kind == "reroll":
        click(app, scene.die_slots(scene.big_seat())[action["pay"]].center)
        for x in list(scene.chosen):
            if x not in action["dice"]:
                click(app, scene.tray.screen_pos(x))
        scene.layout_buttons()
        b = next(b for b in scene.buttons if b.label.startswith("Reroll"))
        click(app, b.rect.center)
    elif g.pend is None and action.kind == "rest" and action.get("dream") not in (None, "all"):
        click(app, scene.die_slots(scene.big_seat())[action["dream"]].center)
        click(app, button_for(scene, action).rect.center)
    else:
        click(app, button_for(scene, action).rect.center)


@pytest.fixture
def app():
    a = App((1280, 720), seed=2, defaults=True)
    yield a


def open_table(app, seats, seed=3, temptation=None):
    scene = TableScene(app, seats, temptation, seed)
    app.push(scene)
    app.step(1 / 60)
    return scene


def dice_in_the_tray(app):
    """A person against a careful computer, on the Deep track: four drawn,
    two returned to the bag, the other two landed in the tray."""
    scene = open_table(app, ["person", "careful"], seed=5)
    for a in (Action.make("choose_track", track="deep"), Action.make("draw", count=4)):
        scene.apply(a)
    scene.apply(Action.make("return_dreams", dice=sorted(scene.game.drawn)[:2]))
    settle(app, scene)
    return scene


def test_the_shelf_opens_lucidity_and_the_setup_starts_one_person_against_two_computers(app):
    app.push(ShelfScene(app))
    app.step()
    shelf = app.top
    rect = next(r for r, box in shelf.boxes if box.key == "lucidity")
    assert any(b.key == "lucidity" for b in SHELF)
    click(app, rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.seats == ["person", "fair", "fair"]
    begin = next(b for b in setup.buttons if b.label == "Begin the night")
    click(app, begin.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.kinds == ["person", "fair", "fair"]
    assert len(table.game.seats) == 3 and table.game.actor() == 0


def test_setup_changes_the_seats_and_the_temptation_variant(app):
    app.push(SetupScene(app, 4))
    app.step()
    setup = app.top
    click(app, next(b for b in setup.buttons if b.label == "4").rect.center)
    assert len(setup.seats) == 4
    click(app, next(b for b in setup.buttons if b.label == "Computer: fair").rect.center)
    assert setup.seats[1] == "strong"
    click(app, next(b for b in setup.buttons if b.label.startswith("Nightmare of Temptation")).rect.center)
    click(app, next(b for b in setup.buttons if b.label == "Begin the night").rect.center)
    table = app.top
    assert table.kinds[1] == "strong" and table.game.nightmares["green"]["id"] == "temptation"


def test_a_turn_by_mouse_every_gesture_is_one_action(app):
    scene = open_table(app, ["person", "careful"], seed=5)
    g = scene.game
    track = button_for(scene, Action.make("choose_track", track="light"))
    click(app, track.rect.center)
    assert scene.applied == [Action.make("choose_track", track="light")]
    click(app, scene.bag_rect().center)  # the bag
    assert scene.applied[-1] == Action.make("draw", count=3) and len(g.drawn) == 3
    settle(app, scene)
    back = sorted(g.drawn[:2])
    for x in back:
        click(app, scene.hand_slot(g.drawn.index(x), len(g.drawn)).center)
    assert scene.chosen == back and len(scene.applied) == 2  # choosing is not yet a move
    click(app, button_for(scene, Action.make("return_dreams", dice=back)).rect.center)
    assert scene.applied[-1] == Action.make("return_dreams", dice=back) and all(x in g.bag for x in back)
    settle(app, scene)
    (die,) = g.tray
    assert die in scene.tray.dice and scene.tray.dice[die].face == g.faces[die]  # the tray lands on the rules' face
    want = next(a for a in g.legal_actions() if a.kind == "resolve")
    drag(app, scene.tray.screen_pos(die), scene.row_rect(want["row"]).center)
    assert scene.applied[-1] == want and die not in g.tray


def test_an_illegal_drop_changes_nothing_glides_back_and_says_why(app):
    scene = dice_in_the_tray(app)
    g = scene.game
    die = g.tray[0]
    wrong = next(r for r in ("power", "hunt", "exhaust", "blue") if r != _row(g, die))
    before, applied = g.to_data(), list(scene.applied)
    drag(app, scene.tray.screen_pos(die), scene.row_rect(wrong).center)
    assert g.to_data() == before and scene.applied == applied
    assert scene.message.endswith(".") and len(scene.message.split()) >= 4
    assert any(f["die"] == die for f in scene.flyers)  # gliding back to the tray


def _row(g, die):
    from game.rules.lucidity import row_for
    return row_for(g.faces[die], die_colour(die))


def test_dragging_lights_the_legal_row(app):
    scene = dice_in_the_tray(app)
    g = scene.game
    legal = next(a for a in g.legal_actions() if a.kind == "resolve")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.tray.screen_pos(legal["die"]), button=1))
    app.step(1 / 60)
    assert scene.drag["die"] == legal["die"]
    surf = app.screen
    row = scene.row_rect(legal["row"])
    assert surf.get_at((row.right - 20, row.centery))[:3] == LIT_ROW  # lit
    other = next(r for r in ("power", "hunt", "exhaust") if r != legal["row"])
    assert surf.get_at((scene.row_rect(other).right - 20, scene.row_rect(other).centery))[:3] != LIT_ROW


def test_computer_players_move_one_animated_step_at_a_time(app):
    scene = open_table(app, ["careful", "greedy"], seed=8)
    app.step(AI_PAUSE / 3)
    assert scene.applied == []  # nothing instant: the computer waits
    seen = []
    for _ in range(400):
        app.step(1 / 30)
        if len(scene.applied) != len(seen):
            assert len(scene.applied) == len(seen) + 1  # one action per frame at most
            seen = list(scene.applied)
            if scene.applied[-1].kind in ("draw", "return_dreams"):
                assert scene.busy()  # the dice are seen moving
    assert len(seen) >= 4


def test_hot_seat_hands_over_between_people_and_says_when_a_choice_is_theirs(app):
    scene = open_table(app, ["person", "person", "person"], seed=4)
    app.step(1 / 30)
    assert isinstance(app.top, HandOverScene) and app.top.name == "Player 1"
    click(app, (640, 360))
    assert app.top is scene and scene.applied == []  # the click only hands over
    # Envy's Shadow hands the choice to the next player: a scene with a green Shadow to resolve.
    from tests.lucidity_fixture import scenario
    scene.game = scenario(3, rows={0: {"power": [("red", "power")]}}, tray=[("green", "shadow")])
    scene.tray.clear()
    scene.animate({}, [])
    settle(app, scene)
    drag(app, scene.tray.screen_pos(scene.game.tray[0]), scene.row_rect("green").center)
    assert scene.game.pending.chooser == "p2"
    settle(app, scene)
    app.step(1 / 30)
    over = app.top
    assert isinstance(over, HandOverScene) and over.name == "Player 2" and "A choice for you" in over.note
    assert "Player 1" in over.note
    click(app, (640, 360))
    target = scene.game.seats[0]["rows"]["power"][0]
    click(app, scene.die_slots(scene.big_seat())[target].center)  # click the die it names
    assert scene.applied[-1] == Action.make("envy_pick", die=target)
    settle(app, scene)
    app.step(1 / 30)
    assert isinstance(app.top, HandOverScene) and app.top.name == "Player 1"  # back to the player rolling


def test_one_person_plays_a_whole_game_with_the_mouse_against_two_computers(app):
    app.settings.animation = "instant"  # the same gestures and steps, without waiting for the dice to land
    scene = open_table(app, ["person", "careful", "greedy"], seed=11)
    play_seat_0_to_the_end(app, scene, lambda action: perform(app, scene, action), lambda: click(app, (640, 360)))
    assert scene.game.dice_count() == 80


def test_a_reroll_by_mouse_pay_with_a_power_die_then_choose_the_dice(app):
    from tests.lucidity_fixture import scenario
    scene = open_table(app, ["person", "careful", "careful"])
    scene.game = scenario(3, rows={0: {"power": [("red", "power")]}}, tray=[("red", "hunt"), ("red", "exhaust"),
                                                                                ("blue", "hunt")])
    scene.tray.clear()
    scene.animate({}, [])
    settle(app, scene)
    g = scene.game
    pay = g.seats[0]["rows"]["power"][0]
    red = sorted(x for x in g.tray if die_colour(x) == "red")
    click(app, scene.die_slots(0)[pay].center)
    assert scene.pay == pay and sorted(scene.chosen) == red and scene.applied == []
    assert notice.kind_of(scene.message) == notice.INSTRUCTION  # what to do next, not a refusal
    click(app, scene.tray.screen_pos(red[1]))  # leave one out
    blue = next(x for x in g.tray if die_colour(x) == "blue")
    click(app, scene.tray.screen_pos(blue))  # another colour cannot join
    assert "colour" in scene.message and blue not in scene.chosen and notice.kind_of(scene.message) == notice.REFUSAL
    scene.layout_buttons()
    click(app, next(b for b in scene.buttons if b.label.startswith("Reroll 1")).rect.center)
    assert scene.applied == [Action.make("reroll", pay=pay, dice=[red[0]])] and g.power(0) == 0


def test_rest_returning_one_chosen_dream(app):
    from tests.lucidity_fixture import scenario
    scene = open_table(app, ["person", "careful"])
    scene.game = scenario(2, rows={0: {"hunt": [("red", "hunt"), ("blue", "hunt")], "power": [("green", "power")]}},
                          phase="rest")
    app.step(1 / 60)
    g = scene.game
    one = g.seats[0]["rows"]["hunt"][1]
    click(app, scene.die_slots(0)[g.seats[0]["rows"]["power"][0]].center)  # Power stays: not a choice
    assert scene.chosen == []
    click(app, scene.die_slots(0)[one].center)
    click(app, button_for(scene, Action.make("rest", dream=one)).rect.center)
    assert scene.applied == [Action.make("rest", dream=one)] and one in g.bag


def test_a_nightmare_consumes_power_with_a_button(app):
    from tests.lucidity_fixture import scenario
    scene = open_table(app, ["careful", "person", "careful"])
    scene.game = scenario(3, rows={0: {"power": [("red", "power2")]}}, nightmares={1: "red"}, phase="nightmare",
                          current=1)
    app.step(1 / 60)
    (consume,) = [a for a in scene.game.legal_actions() if a.kind == "consume"]
    b = button_for(scene, consume)
    assert b.label == "Consume 2 Power from Computer 1 (careful)"
    click(app, b.rect.center)
    assert scene.applied == [consume] and scene.game.power(1) == 2


def test_undo_takes_back_a_move_until_something_new_is_seen(app):
    from tests.lucidity_fixture import scenario
    scene = open_table(app, ["person", "careful", "careful"])
    scene.game = scenario(3, tray=[("green", "power"), ("red", "hunt")])
    scene.tray.clear()
    scene.animate({}, [])
    settle(app, scene)
    g = scene.game
    start = g.to_data()
    power = next(a for a in g.legal_actions() if a.kind == "resolve")
    drag(app, scene.tray.screen_pos(power["die"]), scene.row_rect("power").center)
    assert scene.applied == [power] and scene.undo_stack
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL))
    app.step(1 / 60)
    assert scene.game.to_data() == start and set(scene.tray.dice) == set(scene.game.tray)
    assert scene.message.startswith("Undo: Player 1 ") and scene.applied == [], "the move taken back, and whose"
    settle(app, scene)
    # A roll shows something new: no undo past it.
    scene.game = scenario(3, phase="draw")
    scene.undo_stack.clear()
    app.step(1 / 60)
    click(app, scene.bag_rect().center)
    assert scene.applied[-1].kind == "draw" and scene.undo_stack == []
    scene.layout_buttons()
    assert not any(b.label == "Undo" for b in scene.buttons)


def test_a_hot_seat_game_of_three_people_hands_over_before_every_change_of_hands(app):
    app.settings.animation = "instant"
    scene = open_table(app, ["person", "person", "person"], seed=21)
    g = scene.game
    rng = random.Random(21)
    handed_to, handovers, moves = None, 0, 0
    while g.outcome is None and moves < 400:
        settle(app, scene)
        if isinstance(app.top, HandOverScene):
            handed_to = app.top.name
            handovers += 1
            click(app, (640, 360))
            continue
        who = g.actor()
        assert handed_to == scene.name(who)  # nobody acts on a screen handed to someone else
        action = as_shown(scene, careful(g, rng))
        perform(app, scene, action)
        assert scene.applied[-1] == action, scene.message
        moves += 1
    assert handovers >= 3 and moves > 30


def test_leaving_a_game_in_progress_asks_once_then_returns_to_the_setup(app):
    setup = SetupScene(app, 3)
    app.push(setup)
    scene = open_table(app, ["person", "careful"])
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step(1 / 60)
    assert isinstance(app.top, ConfirmScene) and "not saved" in app.top.question
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step(1 / 60)
    assert app.top is setup


def test_leave_and_esc_work_while_a_computer_player_thinks_on_a_dimmed_table(app):
    """The question is a modal over a veiled table: the computer waits for the
    answer, the table's prompt sits under the veil, Stay goes back to the game."""
    from tests.recording import recording
    setup = SetupScene(app, 3)
    app.push(setup)
    scene = open_table(app, ["careful", "person"], seed=8)
    app.step(AI_PAUSE / 3)
    assert scene.me() is None and scene.applied == []  # the computer is thinking
    leave = next(b for b in scene.buttons if b.label == "Leave")
    click(app, leave.rect.center)
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    for _ in range(60):  # two seconds: the computer does not move under the question
        app.step(1 / 30)
    assert app.top is confirm and scene.applied == []
    with recording(panels=True) as drawn:
        app.step(1 / 60)
    box = confirm.box(app.screen.get_size())
    said = [x for x in drawn if not isinstance(x, tuple)]
    question = next(k for k, x in enumerate(said) if x.text.startswith("Leave this game?"))
    assert all(pygame.Rect(x.rect).colliderect(box) for x in said[question:])  # nothing of the table over it
    assert app.screen.get_at((5, app.screen.get_height() // 2))[:3] < (40, 40, 40)  # the table is dimmed
    click(app, next(b for b in confirm.buttons if b.label == "Stay").rect.center)
    assert app.top is scene
    for _ in range(60):
        app.step(1 / 30)
    assert scene.applied  # the game goes on
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step(1 / 60)
    for _ in range(30):  # the computer's turn goes on around the keys: the question stays
        app.step(1 / 30)
    assert isinstance(app.top, ConfirmScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step(1 / 60)
    assert app.top is setup


def test_envy_offers_one_button_per_choice_a_player_can_tell_apart(app):
    """Eight green Power dice in one row are one choice; the button applies one of them."""
    from tests.lucidity_fixture import scenario
    scene = open_table(app, ["careful", "person", "careful"])
    scene.game = scenario(3, rows={0: {"power": [("green", "power")] * 8 + [("red", "power")],
                                       "hunt": [("blue", "hunt")]}}, tray=[("green", "shadow")])
    g = scene.game
    scene.apply(Action.make("resolve", die=g.tray[0], row="green"))
    assert g.pending.chooser == "p2" and scene.me() == 1
    assert len([a for a in g.legal_actions() if a.kind == "envy_pick"]) == 10  # what the rules list
    scene.layout_buttons()
    shown = [b for b in scene.buttons if getattr(b, "action", None) is not None]
    labels = [b.label for b in shown]
    assert len(labels) == len(set(labels)) == 3, labels
    green = next(b for b in shown if b.label == "Green Power (Power row)")
    click(app, green.rect.center)
    picked = scene.applied[-1]
    assert picked.kind == "envy_pick" and picked["die"] in g.seats[0]["rows"]["power"] + g.tray
    assert die_colour(picked["die"]) == "green" and g.pend is None
    keys = [c.text for c in scene.keyboard_choices()]
    assert len(keys) == len(set(keys))


def test_a_click_on_a_die_out_of_order_places_it_in_its_turn(app):
    """The rules resolve Power, Hunt, Exhaust, then Shadows: a click on the
    Exhaust die places the Power and the Hunt first, one animated Action each."""
    from tests.lucidity_fixture import scenario
    scene = open_table(app, ["person", "careful"])
    scene.game = scenario(2, tray=[("red", "power"), ("blue", "hunt"), ("green", "exhaust")])
    scene.tray.clear()
    scene.animate({}, [])
    settle(app, scene)
    g = scene.game
    power, hunt, exhaust = (next(x for x in g.tray if g.faces[x] == f) for f in ("power", "hunt", "exhaust"))
    click(app, scene.tray.screen_pos(exhaust))
    settle(app, scene)
    for _ in range(90):
        app.step(1 / 30)
    assert [(a["die"], a["row"]) for a in scene.applied] == [(power, "power"), (hunt, "hunt"), (exhaust, "exhaust")]
    assert g.tray == [] and scene.message == ""


def test_a_night_ended_by_the_hunt_shows_the_hunt_until_the_player_goes_on(app):
    """The last Dreamer caught: the table says so and draws the four Hunt dice;
    the results wait for a click on See the results."""
    from game.ui.lucidity.over import OverScene
    from tests.lucidity_fixture import scenario
    from tests.recording import recording
    scene = open_table(app, ["person", "careful"])
    scene.game = scenario(2, rows={0: {"hunt": [("red", "hunt"), ("blue", "hunt"), ("green", "hunt")]}},
                          tray=[("yellow", "hunt")], nightmares={1: "blue"})
    scene.tray.clear()
    scene.animate({}, [])
    settle(app, scene)
    g = scene.game
    drag(app, scene.tray.screen_pos(g.tray[0]), scene.row_rect("hunt").center)
    assert g.outcome is not None and g.seats[0]["status"] == "eliminated"
    with recording() as drawn:
        for _ in range(120):  # four seconds
            app.step(1 / 30)
    assert app.top is scene  # not yet the results
    said = " ".join(x.text for x in drawn)
    assert "Player 1 is caught by the Hunt and eliminated." in said
    assert len(scene.hunt_shown) == 4
    for rect, colour in zip(scene.hunt_shown, ("red", "blue", "green", "yellow")):
        assert scene.frame()["controls"].contains(rect)
        assert DREAM_RGB[colour] in {app.screen.get_at((x, rect.centery))[:3] for x in range(rect.x, rect.right)}
    click(app, next(b for b in scene.buttons if b.label == "See the results").rect.center)
    assert isinstance(app.top, OverScene)


def test_a_label_that_starts_with_a_nightmare_or_a_colour_starts_with_a_capital(app):
    # QA: "the Depths" on its card and under its Shadow row, "red Shadow (...)" on a button.
    from recording import recording
    scene = dice_in_the_tray(app)
    with recording() as drawn:
        scene.draw_still(app.screen, (0, 0))  # the still picture: the Nightmares' cards and the Shadow rows
    texts = [t.text for t in drawn]
    assert "The Depths" in texts and "the Depths" not in texts
    die = next(x for x, face in enumerate(scene.game.faces) if face)  # a rolled die
    label = scene.label(Action.make("fear_move", die=die))
    assert label[0].isupper() and label.split()[0].lower() == die_colour(die), label


def test_the_chosen_seat_count_is_lit_while_the_pointer_is_elsewhere(app):
    app.push(SetupScene(app, 4))
    app.step()
    setup = app.top
    click(app, next(b for b in setup.buttons if b.label == "2").rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    pygame.mouse.set_pos((5, 5))
    app.step()

    def edge(label):  # the colour of the button's top border, at its middle
        b = next(b for b in setup.buttons if b.label == label)
        return tuple(app.screen.get_at((b.rect.centerx, b.rect.top + 1)))[:3]
    assert len(setup.seats) == 2
    assert edge("2") != edge("3") == edge("4") == edge("1"), "the count in force looks like the others"


def test_a_searching_computer_thinks_off_the_frame_and_plays_its_move(app):
    """A *fair* computer's search runs in a thread on a copy of the game: the
    frames go on while it thinks, and the move it finds is applied once ready."""
    import time as _time
    from game.search import lucidity as search
    from game.search.core import Budget
    saved = dict(search.LEVELS)
    search.LEVELS["fair"] = Budget(seconds=5, plays=12)  # a quick search: the thread, not the strength, is tested
    try:
        scene = open_table(app, ["fair", "person"], seed=4)
        frames, start = 0, _time.monotonic()
        while not scene.applied and _time.monotonic() - start < 60:
            app.step(1 / 30)
            frames += 1
        assert scene.applied, "the computer made its move"
        assert scene.thinker is None or scene.thinker.key == scene.version
        assert frames >= 2  # the table drew frames while it waited for the pause and the search
    finally:
        search.LEVELS.update(saved)


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_nightmare_names_under_the_shadow_rows_are_readable_and_clear(scale, lang):
    """Each Shadow row names its Nightmare at 12 px or more (the floor at 1x),
    inside its row, clear of the row's name and of its first slot."""
    from game.ui.audit import drawn, over_each_other
    from game.rules.lucidity.setup_data import COLOURS
    with drawn("lucidity_table", (1280, 720), scale, lang) as (_app, scene, seen, _all, _panels, _events):
        for colour in COLOURS:
            row = scene.row_rect(colour)
            inside = [t for t in seen if row.contains(pygame.Rect(t.rect))]
            name = next(t for t in inside if t.text == scene.short_nightmare(colour))
            assert name.px >= 12, (colour, name.px)
            assert pygame.Rect(name.rect).right <= scene.slot_rect(colour, 0, 0).left
            assert not over_each_other(inside), over_each_other(inside)


def test_a_long_nightmare_name_is_cut_not_shrunk_under_12_px():
    """A name too long for its room under the row name (92 px at 1x) keeps
    12 px and ends in "..." rather than shrinking below the floor."""
    from game.ui import app as app_module
    from game.ui.audit import drawn

    def long_named(app):
        scene = app_module.make_scene(app, "lucidity_table")
        scene.game.nightmares["blue"]["name"] = "Nightmare of the Sleepless Lanterns"
        return scene
    with drawn(long_named, (1280, 720), 1.0, "en") as (_app, scene, seen, _all, _panels, _events):
        row = scene.row_rect("blue")
        [name] = [t for t in seen if row.contains(pygame.Rect(t.rect)) and t.text.startswith("The Sleep")]
        assert name.px >= 12 and name.text.endswith("...") and pygame.Rect(name.rect).width <= 92


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_the_title_keeps_a_gap_above_its_subtitle(scale, lang):
    """清醒梦 at 2x sat 7 px of ink above 六面梦魇 (the CJK face is taller than
    the Latin line the place was worked out for): 12 px or more between them."""
    from game.ui.audit import drawn, ink
    with drawn("lucidity_setup", (1280, 720), scale, lang) as (_app, _scene, seen, strings, _panels, _events):
        title, subtitle = strings[0], strings[1]
        assert (title.text, subtitle.text) == {"en": ("LUCIDITY", "Six-Sided Nightmares"), "zh": ("清醒梦", "六面梦魇")}[lang]
        assert ink(subtitle.rect).top - ink(title.rect).bottom >= 12, (title.rect, subtitle.rect)
        assert all(pygame.Rect(t.rect).top >= pygame.Rect(subtitle.rect).bottom for t in seen[2:]
                   if pygame.Rect(t.rect).centerx > 400 and pygame.Rect(t.rect).centerx < 880)


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_the_end_screens_buttons_and_their_labels_stand_on_one_line(scale, lang):
    """"Play again" (its y and g hang below the line) sat 1-2 px above "Rules"
    and "Shelf": the row's buttons share a top and a height, their labels a top."""
    from game.ui.audit import drawn
    with drawn("lucidity_end", (1280, 720), scale, lang) as (_app, scene, seen, _all, _panels, _events):
        assert len(scene.buttons) == 4
        assert len({(b.rect.top, b.rect.height) for b in scene.buttons}) == 1
        labels = [next(t for t in seen if t.text == b.label and b.rect.contains(pygame.Rect(t.rect)))
                  for b in scene.buttons]
        assert len({pygame.Rect(t.rect).top for t in labels}) == 1, [(t.text, t.rect) for t in labels]

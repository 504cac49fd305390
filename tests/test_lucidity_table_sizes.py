"""Issue 33, the Lucidity table at every window size: the dice grow with the
window (a 1080p player sees them as large as a digital dice game shows them),
dragging one still reaches the rules as one Action there (from the tray or
from the roll listed in the controls), and in a narrow window the seats'
facts and the tray's hint are whole (no "..."), at 12 px or more."""
from __future__ import annotations

import pygame
import pytest

from game.ui import audit
from game.ui.app import App
from tests.test_lucidity_ui import dice_in_the_tray, drag


def _open(size):
    app = App(size, seed=2, defaults=True)
    return app, dice_in_the_tray(app)


def test_the_rolled_dice_grow_with_the_window():
    sizes = {}
    for size in ((1280, 720), (1920, 1080)):
        app, scene = _open(size)
        scene.draw(app.screen)  # the tray takes its dice' size as it is drawn
        cells = scene.roll_cells()
        sizes[size] = (scene.tray.size, scene.hand_slot(0, 4).width, cells[0][1].width if cells else 0,
                       scene.slot_rect("power", 0, 0).width)
        pygame.quit()
    small, large = sizes[(1280, 720)], sizes[(1920, 1080)]
    assert small[0] == 48 and 64 <= large[0] <= 96  # the tray's dice
    assert large[1] > small[1]                       # the drawn dreams before a roll
    assert large[2] > small[2] >= 40                 # the roll, die by die, in the controls
    assert large[3] > small[3]                       # the large card's dice


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
def test_dragging_a_tray_die_is_one_action_at_this_size(size):
    app, scene = _open(size)
    g = scene.game
    want = next(a for a in g.legal_actions() if a.kind == "resolve")
    before = len(scene.applied)
    drag(app, scene.tray.screen_pos(want["die"]), scene.row_rect(want["row"]).center)
    assert scene.applied[before:] == [want] and want["die"] not in g.tray
    pygame.quit()


def test_a_die_dragged_from_the_roll_in_the_controls_is_the_same_action():
    app, scene = _open((1920, 1080))
    g = scene.game
    want = next(a for a in g.legal_actions() if a.kind == "resolve")
    cell = dict(scene.roll_cells())[want["die"]]
    assert not scene.tray_rect().colliderect(cell)  # a second place to pick it up, not the tray
    before = len(scene.applied)
    drag(app, cell.center, scene.row_rect(want["row"]).center)
    assert scene.applied[before:] == [want]
    pygame.quit()


def test_the_roll_in_the_controls_says_where_each_die_goes():
    app, scene = _open((1920, 1080))
    g = scene.game
    ready = next(a for a in g.legal_actions() if a.kind == "resolve")
    said = scene.where_it_goes(ready["die"])
    assert said.startswith("to the ") and ("Power" in said or "/" in said)
    assert {x for x, _r in scene.roll_cells()} == set(g.tray)
    pygame.quit()


@pytest.mark.parametrize("size", [(1024, 600), (800, 500)])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_narrow_window_cuts_no_seat_fact_and_keeps_the_tray_hint(size, lang):
    with audit.drawn("lucidity_table", size, 1.0, lang) as (app, scene, seen, *_rest):
        window = pygame.Rect((0, 0), size)
        minis = [scene.mini_rect(i) for i in range(len(scene.game.seats))]
        in_seats = [t for t in seen if any(m.contains(pygame.Rect(t.rect)) for m in minis)]
        assert len(in_seats) >= 3 * len(minis)  # name, Power, facts
        assert not [t.text for t in in_seats if t.text.endswith("...")]
        assert min(t.px for t in seen if t.px) >= 12
        tray = scene.tray_rect()
        assert tray.width >= 4 * 48 and window.contains(tray)  # the hint's box is the tray's width less 16
        assert window.contains(scene.log_rect()) and window.contains(scene.frame()["controls"])
        assert scene.frame()["controls"].height >= 80  # the phase's sentence and a row of buttons
        cut = [t.text for t in seen if t.text.endswith("...")]
        assert not cut, cut


def test_the_drawn_dreams_listed_in_the_controls_are_picked_like_the_ones_in_the_tray():
    """Two clicks on the list choose two dreams (no move yet); the button then returns them: one Action."""
    from tests.test_lucidity_ui import button_for, click, open_table, settle
    from game.rules.core import Action
    app = App((1280, 720), seed=2, defaults=True)
    scene = open_table(app, ["person", "careful"], seed=5)
    scene.apply(Action.make("choose_track", track="deep"))
    scene.apply(Action.make("draw", count=4))
    settle(app, scene)
    g = scene.game
    cells = dict(scene.roll_cells())
    assert set(cells) == set(g.drawn)  # all four, none cut off
    back = sorted(g.drawn)[:2]
    applied = len(scene.applied)
    for x in back:
        click(app, cells[x].center)
    assert sorted(scene.chosen) == back and len(scene.applied) == applied
    click(app, button_for(scene, Action.make("return_dreams", dice=back)).rect.center)
    assert scene.applied[applied:] == [Action.make("return_dreams", dice=back)]
    pygame.quit()

"""A group evening at one screen (issue 40): four players at one mouse, the
table driven by posted events only."""
import pygame

from game.ui.app import App
from game.ui.scenes import DreamscapeScene
from mouse_driver import MouseDriver


def table(size=(1280, 720)):
    app = App(size, seed=4)
    scene = DreamscapeScene.demo(app)
    app.push(scene)
    app.step()
    return app, scene


def places(scene) -> dict:
    return {b.key: pygame.Rect(b.rect) for b in scene.buttons}


def cheapest_move(g, who):
    return min((a for a in g.legal_actions_of("move") if a["dreamer"] == who),
               key=lambda a: (len(a["pay"]), a["to"]))


def test_an_action_that_stays_available_stays_where_it_was():
    app, scene = table()
    mouse = MouseDriver(app)
    g = scene.game
    seen_new = 0
    for _ in range(4):
        before = places(scene)
        mouse.perform(cheapest_move(g, "gambler"))
        for _ in range(30):
            app.step()
        after = places(scene)
        kept = set(before) & set(after)
        assert "Pass" in kept
        for key in kept:
            assert after[key] == before[key], f"{key} moved from {before[key]} to {after[key]}"
        for key in set(after) - set(before):
            seen_new += 1
            # a new button takes a free place: none of the buttons kept is under it
            assert all(not after[key].colliderect(after[k]) for k in kept)
    assert seen_new, "the moves brought no new button: the test proves nothing"


def test_a_button_that_has_just_appeared_ignores_a_click_for_a_moment():
    app, scene = table()
    mouse = MouseDriver(app)
    g = scene.game
    for _ in range(6):
        before = set(places(scene))
        mouse.perform(cheapest_move(g, "gambler"))
        new = [b for b in scene.buttons if b.key not in before and b.action is not None]
        if new:
            break
    else:
        raise AssertionError("no new button appeared")
    button = new[0]
    log = len(scene.session.log)
    mouse.click(button.rect.center)  # the very next frames: the click was meant for what was there
    assert len(scene.session.log) == log and scene.paying is None
    for _ in range(25):  # 0.4 s later it answers
        app.step()
    mouse.click(button.rect.center)
    assert len(scene.session.log) == log + 1 or scene.paying is not None

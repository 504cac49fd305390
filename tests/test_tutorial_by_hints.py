"""The guided first night: a new player wins the tutorial Dream by doing
only what the hints show.

From the shelf and the title by mouse, a new campaign; then, frame after
frame, the test reads the teacher's pointer (the public `Teacher.pointer()`:
a rect to click, or a miniature to drag onto a space) and posts the mouse
events there. It never chooses an action and never calls the rules; it only
reads the state to know when the Dream is won. The rules screen is never
opened. Then: a lesson stops once its kind of step is done, hints switched
off in Settings show nothing (and are remembered), and after the tutorial
the pointer is gone.
"""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.content import default_content
from game.lessons import Lessons, in_tutorial, next_step
from game.session import Session
from game.ui.app import App
from game.ui.etherfields.title import TitleScene
from game.ui.etherfields.worldmap import DreamworldScene
from game.ui.etherfields.scenes import RulesScene, SettingsScene
from game.ui.shelf import ShelfScene
from mouse_driver import MouseDriver, button, new_campaign_by_mouse

TUTORIAL = "gate_first_night"


def follow(mouse, pointer) -> None:
    """Do what the pointer shows, with the mouse."""
    if pointer.gesture == "drag":
        mouse.drag(pointer.start, pointer.point)
    else:
        mouse.click(pointer.point)


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), seed=3, defaults=True)
    opened = []
    push = app.push
    monkeypatch.setattr(app, "push", lambda scene: (opened.append(type(scene)), push(scene)))
    app.opened = opened
    return app


def test_a_new_player_wins_the_first_dream_with_the_hints_alone(app):
    mouse = new_campaign_by_mouse(app)
    session = app.teacher.session
    assert session.game.campaign.dream == TUTORIAL and app.settings.hints
    followed = []
    for _ in range(400):
        app.step()  # drawn: the pointer reads the screen as the player sees it
        pointer = app.teacher.pointer()
        if pointer is None:
            break
        assert pointer.target.colliderect(app.screen.get_rect()), f"{pointer} is off the screen"
        followed.append(pointer)
        follow(mouse, pointer)
    g = session.game
    assert g.campaign.dreams_done.get(TUTORIAL) == "won", [(p.step, p.sentence) for p in followed[-5:]]
    assert RulesScene not in app.opened, "the rules screen was opened"
    assert isinstance(app.top, DreamworldScene) and any(a["kind"] == "travel" for a in session.log)
    assert app.teacher.pointer() is None and not in_tutorial(g, session.log), "hints end with the first night"
    taught = [p.lesson for p in followed if p.lesson]
    assert len(taught) == len(set(taught)), "each lesson is given once: done once, it stops"
    assert {"lesson_read", "lesson_draw", "lesson_move", "lesson_pay", "lesson_map_action", "lesson_window",
            "lesson_travel"} <= set(taught), taught
    steps = {p.step for p in followed}
    assert {"read", "draw", "move", "map_action", "choose", "travel"} <= steps, steps
    # A guided walk says what it is for (QA saw it walk to the red lamp while "What now?",
    # weighing this Turn's Ether, walked elsewhere): the Map action it heads for.
    walks = [p.sentence for p in followed if p.step == "move" and p.lesson is None]
    assert walks and all(", toward " in w for w in walks), walks
    assert any(w.endswith(", toward Light the Red Lamp.") for w in walks), walks
    # Every action came from a gesture on the pointer: as many as the pointers that led to one.
    assert len(session.log) <= len(followed)


def test_a_lesson_stops_once_its_kind_of_step_is_done(app):
    mouse = new_campaign_by_mouse(app)
    session = app.teacher.session
    seen: dict[str, list] = {}
    for _ in range(60):
        app.step()
        pointer = app.teacher.pointer()
        if pointer is None or len([p for p in seen.get("move", [])]) >= 2:
            break
        seen.setdefault(pointer.step, []).append(pointer)
        follow(mouse, pointer)
    moves = seen["move"]
    assert len(moves) >= 2, "the tutorial asks for a second walk"
    first, second = moves[0], moves[1]
    assert first.lesson == "lesson_move" and "Drag" in first.sentence
    assert second.lesson is None and second.sentence.startswith("Next:"), "the walk is learnt: a short pointer"
    assert "lesson_move" in app.teacher.lessons.done
    draws = seen["draw"]
    assert draws[0].lesson == "lesson_draw" and all(p.lesson is None for p in draws[1:])
    assert any(a["kind"] == "move" for a in session.log)


def test_hints_switched_off_in_settings_show_nothing_and_are_remembered(app, tmp_path):
    app.push(ShelfScene(app))
    app.push(TitleScene(app))
    mouse = MouseDriver(app)
    mouse.click(button(app.top, "Settings").rect.center)
    assert isinstance(app.top, SettingsScene)
    mouse.click(button(app.top, "Tutorial hints: on").rect.center)
    assert app.settings.hints is False
    assert "hints: false" in (tmp_path / "settings.yaml").read_text(encoding="utf-8")
    mouse.click(button(app.top, "Back").rect.center)
    mouse.click(button(app.top, "New campaign").rect.center)
    mouse.click(button(app.top, "Fall asleep").rect.center)
    for _ in range(3):
        app.step()
        assert app.teacher.pointer() is None
        mouse.click((5, 700))  # the opening pages: read on without a pointer
    plain = app.display.copy()
    app.settings.hints = True
    app.step()
    assert app.teacher.pointer() is not None, "the same screen, hints on: a pointer"
    assert plain.get_view("2").raw != app.display.get_view("2").raw, "and it is drawn"


def test_the_guide_wins_the_tutorial_on_every_seed_and_starts_learnt_from_a_log():
    """The pointer's steps (rules only, no screen) win the first night on many
    shuffles; a campaign taken up again keeps what its log shows was done."""
    for seed in range(1, 9):
        session = Session.new(["gambler", "tough_guy"], seed, campaign=True, name="t")
        for _ in range(200):
            if not in_tutorial(session.game, session.log):
                break
            assert session.apply(next_step(session.game, session.game.order[0])).ok
        assert session.game.campaign.dreams_done.get(TUTORIAL) == "won", seed
    learnt = Lessons(default_content(), session.log)
    assert {"lesson_draw", "lesson_move", "lesson_map_action", "lesson_travel"} <= learnt.done
    assert "lesson_pay" not in learnt.done  # a screen step: not in the log


def test_with_no_step_of_its_own_the_pointer_shows_the_what_now_suggestion(app, monkeypatch):
    """When the guide has nothing, "What now?" (game/hint.py) decides, and the
    pointer still lands on something the player can do."""
    mouse = new_campaign_by_mouse(app)
    for _ in range(8):  # the opening pages, then both hands drawn (each shown a moment before the table turns)
        app.step()
        if getattr(app.top, "game", None) is not None and app.top.game.phase == "actions":
            break
        follow(mouse, app.teacher.pointer())
    app.step()
    monkeypatch.setattr(app.teacher, "step", lambda who=None: None)
    pointer = app.teacher.pointer()
    assert pointer is not None and pointer.step in ("move", "map_action", "interact", "pass", "other", "play")
    before = len(app.teacher.session.log)
    follow(mouse, pointer)
    if app.top.paying is not None:
        app.step()
        follow(mouse, app.teacher.pointer())
    assert len(app.teacher.session.log) == before + 1, "the suggested step reached the rules"


def test_a_lesson_with_an_unknown_step_is_named_by_file_and_line(content_copy):
    from game.content import ContentError, load_content
    path = content_copy / "lessons" / "first_night.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("step: travel", "step: fly"), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_content(content_copy)
    line = text[:text.index("step: travel")].count("\n") + 1
    assert any(p.startswith(f"content/etherfields/lessons/first_night.yaml:{line}") and "step" in p
               for p in err.value.problems), err.value.problems


def interactive_boxes(app) -> list:
    """What the player may click or drag on the scene under the teacher: buttons,
    the hand's cards, the Dreamers' boards, every space of the Dreamscape and the
    miniatures on it, the payment panel's cards, the map's Locations."""
    from game.ui.etherfields.teacher import _locations
    top = app.top
    boxes = [b.rect for b in list(getattr(top, "buttons", ()) or ()) + list(getattr(top, "bar_buttons", ()) or ())
             if hasattr(b, "rect")]
    boxes += [rect for _card, rect in getattr(top, "_hand_rects", ())]
    if hasattr(top, "board_rects") and hasattr(top, "frame"):
        boxes += list(top.board_rects().values())
    if hasattr(top, "space_rect") and getattr(top, "game", None) is not None and top.game.dreamscape is not None:
        boxes += [top.space_rect(p) for p in top.game.dreamscape.spaces]
        boxes += [pygame.Rect(c[0] - 20, c[1] - 20, 40, 40) for c, _f in top.figure_spots().values()]
    paying = getattr(top, "paying", None)
    if paying is not None:
        boxes += [b.rect for b in paying.buttons] + [r for _c, r in paying.card_rects]
    if getattr(top, "positions", None) is not None:
        boxes += [pygame.Rect(x - 30, y - 30, 60, 60) for x, y in _locations(top, app.screen.get_size()).values()]
    return [pygame.Rect(b) for b in boxes]


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_teachers_sentence_covers_nothing_to_see_or_click(tmp_path, monkeypatch, scale, lang):
    """At every step of the first night, at 1x and 2x, in English and 简体中文:
    the sentence's box touches no button, card, board, space, miniature or
    Location, and no string the scene drew; the pointer's target is on the
    scene, above the sentence. And the Dream is won that way."""
    from recording import recording
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), seed=3, defaults=True, scale=scale)
    mouse = new_campaign_by_mouse(app)  # by the English labels; then the language the player chose
    i18n.set_language(lang)
    app.language_changed()
    session = app.teacher.session
    steps = 0
    for _ in range(400):
        app.step()
        if app.teacher.pointer() is None:
            break
        if hasattr(app.top, "_table_key"):
            app.top._table_key = None  # the table paints all of itself again: every label is heard
        with recording() as drawn:
            app.step()
        pointer, box = app.teacher.pointer(), app.teacher.box
        where = f"step {steps} ({pointer.step}: {pointer.sentence[:40]})"
        assert box is not None and pygame.display.get_surface().get_rect().contains(box), where
        assert app.screen.get_rect().contains(pointer.target), f"{where}: the target is under the sentence"
        for rect in interactive_boxes(app):
            assert not rect.colliderect(box), f"{where}: covers {rect}"
        scene_size = app.screen.get_size()
        labels = [t for t in drawn if tuple(t.surface) in (scene_size, pygame.display.get_surface().get_size())]
        assert labels, where
        covered = [t.text for t in labels if pygame.Rect(t.rect).colliderect(box)]
        assert not covered, f"{where}: covers {covered[:3]}"
        follow(mouse, pointer)
        steps += 1
    assert steps > 40 and session.game.campaign.dreams_done.get(TUTORIAL) == "won", steps

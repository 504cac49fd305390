"""Lucidity's guided game, played by a new player who does only what the
pointer shows (tests/guided_fixture.py): the track to press, the bag to
click, the dreams to send back, each die dragged to its row. The whole night,
won by your seat; every kind of step taught once, the sentence never over the
target; then it points at Rules and is done once the rules help is open."""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ui.app import App
from game.ui.lucidity.guide import LucidityGuide
from game.ui.lucidity.help import HelpScene
from guided_fixture import follow_the_pointer, open_guided_game


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), seed=3, defaults=True)
    app.settings.animation = "instant"  # the computers' turns without their pauses (the pointer waits either way)
    yield app
    pygame.quit()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_guided_night_is_won_by_following_the_pointer_alone(app, lang):
    mouse = open_guided_game(app, "lucidity")
    i18n.set_language(lang)
    app.language_changed()
    table, teacher = app.top, app.teacher
    assert isinstance(teacher, LucidityGuide) and table.kinds == ["person", "easy", "easy"]
    followed = follow_the_pointer(app, mouse, limit=3000)
    outcome = table.game.outcome
    assert outcome is not None, [(p.step, p.sentence) for p in followed[-4:]]
    assert table.game.seats[0]["id"] in outcome.winners, f"your seat wins the night: {outcome.to_data()}"
    assert isinstance(app.top, HelpScene), "the guided night ends on the rules help"
    assert followed[-1].step == "rules" and followed[-1].lesson == "lesson_rules"
    assert teacher.finished and teacher.pointer() is None
    runs = [p.lesson for k, p in enumerate(followed) if p.lesson and (k == 0 or followed[k - 1].lesson != p.lesson)]
    assert len(runs) == len(set(runs)), f"a lesson stops once its kind of step is done: {runs}"
    assert {"lesson_track", "lesson_draw", "lesson_return", "lesson_resolve", "lesson_reroll", "lesson_rest",
            "lesson_rules"} <= set(runs)
    # The reroll, taught where the night offers one worth a Power: the Power die, then the button, clicked.
    taught = [p for p in followed if p.lesson == "lesson_reroll"]
    assert [p.gesture for p in taught] == ["click", "click"] and "lesson_reroll" in teacher.lessons.done
    assert any(a.kind == "reroll" for a in table.applied)
    steps = {p.step for p in followed}
    assert {"choose_track", "draw", "return_dreams", "resolve", "reroll", "rest", "rules"} <= steps, steps
    assert any(p.gesture == "drag" for p in followed), "dice are dragged to their rows"
    assert sum(1 for p in followed if p.step != "rules") >= 40, "a whole night of steps"
    learnt = [p for p in followed if p.lesson is None and p.step != "rules"]
    assert learnt and all(p.sentence for p in learnt), "once learnt, the step in a few words"
    if lang == "zh":
        assert all(not p.sentence.isascii() for p in followed if p.lesson)

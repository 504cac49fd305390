"""Onirim's guided game, won by a new player who does only what the pointer
shows: from the shelf and the title by mouse, then drags and clicks exactly
where the teacher points (tests/guided_fixture.py). Every kind of step is
taught once, the sentence never covers the target, and the guided game ends
on the rules help."""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ui.app import App
from game.ui.onirim.guide import OnirimGuide
from game.ui.onirim.help import HelpScene
from guided_fixture import follow_the_pointer, open_guided_game


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), seed=3, defaults=True)
    yield app
    pygame.quit()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_guided_game_is_won_by_following_the_pointer_alone(app, lang):
    mouse = open_guided_game(app, "onirim")
    i18n.set_language(lang)
    app.language_changed()
    table, teacher = app.top, app.teacher
    assert isinstance(teacher, OnirimGuide) and teacher.table is table
    followed = follow_the_pointer(app, mouse)
    assert table.game.outcome == "won", [(p.step, p.sentence) for p in followed[-4:]]
    assert isinstance(app.top, HelpScene), "the guided game ends on the rules help"
    assert followed[-1].step == "rules" and followed[-1].lesson == "lesson_rules"
    assert teacher.finished and app.teacher.pointer() is None and teacher.strip_height((1280, 720)) == 0
    # A lesson stays while its step takes several clicks (a Prophecy's five cards), then stops for good.
    runs = [p.lesson for k, p in enumerate(followed) if p.lesson and (k == 0 or followed[k - 1].lesson != p.lesson)]
    taught = set(runs)
    assert len(runs) == len(taught), f"a lesson stops once its kind of step is done: {runs}"
    assert {"lesson_play", "lesson_discard", "lesson_prophecy", "lesson_nightmare", "lesson_open_door",
            "lesson_rules"} <= taught, taught
    assert {p.step for p in followed} >= {"play", "discard", "prophecy", "nightmare", "open_door", "rules"}
    # Every move came from a gesture at the pointer: never more moves than pointers followed.
    assert len(table.applied) <= len(followed)
    if lang == "zh":
        assert all(not p.sentence.isascii() for p in followed), "the lessons and the short steps speak Chinese"


def test_a_lesson_is_shown_until_its_kind_of_step_is_done_once(app):
    mouse = open_guided_game(app, "onirim")
    followed = follow_the_pointer(app, mouse, limit=14)
    plays = [p for p in followed if p.step == "play"]
    assert plays[0].lesson == "lesson_play" and plays[0].gesture == "drag"
    later = [p for p in plays[1:] if p.lesson is None]
    assert later and later[0].sentence.startswith("Next: play the"), "learnt: the step in a few words"
    assert "lesson_play" in app.teacher.lessons.done

"""What the three guided games share: one teacher (Etherfields' first night
is the same class underneath), lessons as content in both languages, and the
offer on each game's first screen (gold until a game of it is finished)."""
from __future__ import annotations

import pygame
import pytest

from game import records
from game.lessons import guide_lessons
from game.ui.app import App
from game.ui.teacher import Teacher

GAMES = ("onirim", "lucidity", "prophecy")
PLAIN = (120, 100, 200)  # a button's usual accent; the offer is drawn in gold


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    records.notice = ""
    app = App((1280, 720), seed=3, defaults=True)
    yield app
    pygame.quit()


def first_screen(app, game):
    from game.games import get
    scene = get(game).call("start", app, 5)
    app.push(scene)
    app.step()
    return scene


def test_every_guide_and_the_first_night_are_one_teacher():
    from game.ui.etherfields.teacher import Teacher as FirstNight
    from game.ui.lucidity.guide import LucidityGuide
    from game.ui.onirim.guide import OnirimGuide
    from game.ui.prophecy.guide import ProphecyGuide
    for cls in (FirstNight, OnirimGuide, LucidityGuide, ProphecyGuide):
        assert issubclass(cls, Teacher) and cls.draw is Teacher.draw and cls.strip_height is Teacher.strip_height


@pytest.mark.parametrize("game", GAMES)
def test_each_lesson_file_speaks_both_languages_and_ends_on_the_rules(game):
    lessons = guide_lessons(game)
    assert len({lesson.id for lesson in lessons}) == len(lessons) >= 6
    for lesson in lessons:
        words = dict(lesson.words)
        assert words["en"] and words["zh"] and not words["zh"].isascii(), lesson.id
        assert len(words["en"]) <= 150, f"{lesson.id}: one sentence or two, beside the pointer"
    assert lessons[-1].step == "rules", "it ends by pointing at the rules help"


@pytest.mark.parametrize("game", GAMES)
def test_the_first_screen_offers_the_guided_game_in_gold_until_a_game_is_finished(app, game):
    scene = first_screen(app, game)
    button = next(b for b in scene.buttons if b.label == "Guided game")
    assert scene.first_time and button.accent != PLAIN
    assert not any(button.rect.colliderect(b.rect) for b in scene.buttons if b is not button)
    assert app.screen.get_rect().contains(button.rect)
    records.record(game, "base", "lost", seats=["person"], moves=30)
    again = first_screen(app, game)
    assert not again.first_time and next(b for b in again.buttons if b.label == "Guided game").accent == PLAIN

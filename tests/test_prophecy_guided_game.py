"""Prophecy's guided game, played by a new player who does only what the
pointer shows (tests/guided_fixture.py): the character dragged to a lit
place, the button of what to do there, the option of a question, the panel
to click after a battle or the computer's turn. The whole game, won by your
character; every kind of step taught once, the sentence never over the
target; then it points at Rules and is done once the rules are open."""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ui.app import App
from game.ui.prophecy.guide import PERSON, ProphecyGuide
from guided_fixture import follow_the_pointer, open_guided_game


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), seed=3, defaults=True)
    app.settings.animation = "instant"  # the computer's turns without their pauses (the pointer waits either way)
    yield app
    pygame.quit()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_guided_game_is_won_by_following_the_pointer_alone(app, lang):
    mouse = open_guided_game(app, "prophecy")
    i18n.set_language(lang)
    app.language_changed()
    table, teacher = app.top, app.teacher
    assert isinstance(teacher, ProphecyGuide) and table.computer == {"p2"} and table.levels == {"p2": "easy"}
    followed = follow_the_pointer(app, mouse, limit=2000)
    outcome = table.game.outcome
    assert outcome is not None, [(p.step, p.sentence) for p in followed[-4:]]
    assert outcome.winner == PERSON, f"your character wins: {outcome.to_data()}"
    assert table.rules_open, "the guided game ends on the rules"
    assert followed[-1].step == "rules" and followed[-1].lesson == "lesson_rules"
    assert teacher.finished and teacher.pointer() is None
    runs = [p.lesson for k, p in enumerate(followed) if p.lesson and (k == 0 or followed[k - 1].lesson != p.lesson)]
    assert len(runs) == len(set(runs)), f"a lesson stops once its kind of step is done: {runs}"
    # The computer fights first: its battle teaches you nothing, so your first fight is still explained.
    assert {"lesson_move", "lesson_act", "lesson_fight", "lesson_end_turn", "lesson_go_on", "lesson_rules"} <= set(runs), runs
    assert any(p.gesture == "drag" for p in followed), "the character is dragged to its place"
    assert len(table.applied) >= 8, "a solid number of steps"
    learnt = [p for p in followed if p.lesson is None and p.step != "rules"]
    assert learnt and all(p.sentence for p in learnt), "once learnt, the step in a few words"
    if lang == "zh":
        assert all(not p.sentence.isascii() for p in followed if p.lesson)

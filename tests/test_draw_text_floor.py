"""draw.text never draws a line under 12 px at 1x, even shrinking it to fit a
box (it was shrunk to 9 px on the tables at a small window): what is still too
wide is shortened with "...", or, where its panel can grow, wrapped onto more
lines (draw.fitted_lines; the decision panel's question)."""
from __future__ import annotations

import pygame
import pytest

from game.ui import draw as d
from game.ui.audit import recording

SENTENCE = "The Lantern-Eyed Hound on A1 top left: which Dreamer is hunted first tonight?"


@pytest.fixture
def screen():
    pygame.init()
    yield pygame.Surface((900, 400))
    d.set_ui_scale(1.0)


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("fit", [False, True])
def test_a_line_too_wide_for_its_box_is_never_drawn_under_12_px(screen, scale, fit):
    d.set_ui_scale(scale)
    with recording() as drawn:
        for size in (9, 12, 13, 16, 20):
            for width in (14, 60, 150, 300):
                d.text(screen, SENTENCE, (0, 0), size, max_width=width, fit=fit)
    for t in drawn:
        box = pygame.Rect(t.rect)
        assert t.px >= 12, (t.px, t.box, scale)
        assert box.width <= t.box[0] or box.width <= d.face("...", 6).size("...")[0] * 4, (t.box, box)
    if fit and scale == 2.0:  # at 2x a line that must be read whole stays as large as it ever was (16 px)
        assert min(t.px for t in drawn) >= 16
    cut = [t for t in drawn if pygame.Rect(t.rect).width < t.width]
    assert cut, "too wide even at 12 px: shortened, not shrunk"


def test_a_little_too_wide_is_a_little_smaller_and_whole(screen):
    f = d.face(SENTENCE, 16)
    with recording() as drawn:
        d.text(screen, SENTENCE, (0, 0), 16, max_width=int(f.size(SENTENCE)[0] * 0.9))
    [t] = drawn
    assert 12 <= t.px < 16 and pygame.Rect(t.rect).width == t.width  # nothing cut


@pytest.mark.parametrize("lang_text", [SENTENCE, "猎犬在左上角的 A1：今晚它先追猎哪一位梦者？它会一直追下去，直到天亮。"])
def test_where_the_panel_can_grow_a_long_line_is_wrapped_at_its_size(screen, lang_text):
    width = 260
    size, lines = d.fitted_lines(lang_text, 17, width, most=3)
    assert size == 17 and 2 <= len(lines) <= 3
    assert "".join(lines).replace(" ", "") == lang_text.replace(" ", "")  # every word kept, in order
    with recording() as drawn:
        area = d.text_lines(screen, lang_text, (450, 10), 17, (255, 255, 255), width)
    assert len(drawn) == len(lines) and all(t.px >= 17 for t in drawn)
    assert all(pygame.Rect(t.rect).width <= width for t in drawn)
    rects = [pygame.Rect(t.rect) for t in drawn]
    assert all(a.bottom <= b.top + 1 for a, b in zip(rects, rects[1:]))  # stacked, not over each other
    assert area == rects[0].unionall(rects[1:])
    short, [one] = d.fitted_lines("Which Dreamer?", 17, width)
    assert short == 17 and one == "Which Dreamer?"


def test_the_decision_panels_long_question_takes_two_lines_and_the_panel_grows(screen):
    """At 1x the question of a Decision drawn over the table: once it shrank to 9 px
    to stay on one line; now it keeps its size on two lines, the options under it."""
    from types import SimpleNamespace
    from game.ui.widgets import decision_panel
    pending = SimpleNamespace(prompt=SENTENCE + " The other one may still run.", chooser=None,
                              options=[{"label": "The Gambler"}, {"label": "The Free Spirit"}])
    game = SimpleNamespace(pending=pending, name=lambda who: who)
    window = pygame.Surface((1280, 720))
    with recording() as drawn:
        panel = decision_panel(window, game, (-1, -1), lambda option: None)
    question = [t for t in drawn if t.text not in ("The Team decides", "The Gambler", "The Free Spirit")]
    assert len(question) == 2 and all(t.px >= 13 for t in question), [(t.text, t.px) for t in question]
    lines = [pygame.Rect(t.rect) for t in question]
    assert not lines[0].colliderect(lines[1]) and all(panel.rect.contains(r) for r in lines)
    assert all(b.rect.top >= lines[1].bottom for b in panel) and all(panel.rect.contains(b.rect) for b in panel)

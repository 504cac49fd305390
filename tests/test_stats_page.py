"""Issue 33, the Statistics page read like a digital edition's profile page, and
the narrow windows' texts (Statistics, the Dreamscape's side panel, Prophecy's
strip) shown whole: wrapped, scrolled or laid out anew rather than cut with "...".
Measured with the scene audit's recording of every string drawn."""
from __future__ import annotations

import pygame
import pytest

from game import records
from game.ui import audit
from game.ui.stats import StatsScene, words


def cut(seen) -> list[str]:
    """The strings shown shortened with "...": narrower than their whole width (text() and gfx line())."""
    return [t.text for t in seen if t.box and t.rect[2] < t.width]


@pytest.mark.parametrize("scene", ["stats_onirim", "stats_etherfields", "dreamscape", "prophecy"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_nothing_is_cut_with_an_ellipsis_at_1024_by_600(scene, lang):
    """Before: the Entity's Movement and "Turns left ... (+2 stored)" lines, Prophecy's
    "生 3/3  魔 5/5  神器 0  日光平原" were cut; the achievements list stopped at the 7th."""
    with audit.drawn(scene, (1024, 600), 1.0, lang) as (_app, _scene, seen, *_rest):
        assert seen and not cut(seen), cut(seen)
        assert min(t.px for t in seen if t.px) >= 12


@pytest.mark.parametrize("scene", ["stats_onirim", "dreamscape", "prophecy"])
def test_nothing_is_cut_in_an_800_by_500_window_nor_at_2x_in_720p(scene):
    for size, scale in (((800, 500), 1.0), ((1280, 720), 2.0)):
        with audit.drawn(scene, size, scale, "en") as (_app, _scene, seen, *_rest):
            assert not cut(seen), (size, scale, cut(seen))


def test_the_tiles_show_the_records_figures_large():
    rows = [{"game": "onirim", "mode": "base", "result": result, "moves": moves, "minutes": 10.4,
             "score": score, "finished_at": f"2026-03-0{k + 1} 21:00:00"}
            for k, (result, moves, score) in enumerate((("lost", 80, 2), ("won", 61, 7), ("won", 44, 8),
                                                         ("won", 52, 6)))]

    def made(app):
        return StatsScene(app, "onirim", rows=rows, earned={})
    with audit.drawn(made, (1920, 1080), 1.0, "en") as (_app, _scene, seen, *_rest):
        shown = {t.text: t.px for t in seen}
        # 3 won of 4: 75%; a run of 3 now and at best; best score 8; the quickest win 44 moves; 41.6 minutes
        for number in ("75%", "4", "3", "8", "44", "42"):
            assert number in shown, number
            assert shown[number] >= 40, (number, shown[number])  # headline figures, not a line of small print
        assert "3 won of 4 played" in shown and "Won in a row · best 3" in shown
        assert shown["Won in a row · best 3"] >= 14


def test_every_achievement_is_shown_as_a_badge_in_a_1080p_window_with_its_date_or_what_earns_it():
    def made(app):
        from game.ui.stats import demo
        return demo(app, "onirim")
    with audit.drawn(made, (1920, 1080), 1.0, "en") as (_app, scene, seen, *_rest):
        texts = {t.text for t in seen}
        joined = " ".join(texts)
        for a in records.achievements("onirim"):
            assert words(a, "name").split()[0] in joined
            when = scene.earned.get(a["key"])
            assert (f"Earned {when[:10]}" in texts) if when else words(a, "text").split()[-1] in joined
        assert min(t.px for t in seen if words(records.achievements("onirim")[0], "name").startswith(t.text)) >= 16


def test_in_a_small_window_the_wheel_brings_every_achievement_into_view():
    """At 800 x 500 the badges take fewer columns and scroll by whole rows: each is met, none cut."""
    def made(app):
        from game.ui.stats import demo
        return demo(app, "onirim")
    names = {words(a, "name") for a in records.achievements("onirim")}
    with audit.drawn(made, (800, 500), 1.0, "en") as (app, scene, seen, *_rest):
        met = set()
        for _ in range(len(names)):  # one notch a turn
            drawn: list = []
            audit.draw_frame(app, drawn)
            seen = audit.shown(drawn, app.screen.get_size())
            assert not cut([t for t in seen if not isinstance(t, tuple)])
            met |= {t.text for t in seen if not isinstance(t, tuple)} & names
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
            app.step()
        assert met == names, names - met


@pytest.mark.parametrize("radius", [10, 12, 15, 18])
def test_a_miniatures_initial_and_state_letter_are_12_px_or_more(radius):
    """figures.py drew the Dreamer's letter at 8 to 10 px, an Entity's State letter at 7."""
    from game.gfx import figures
    with audit.recording() as drawn:
        figures.dreamer((201, 79, radius), radius, initial="G")  # a colour of its own: drawn, not cached
        figures.entity(radius + 4, state="stunned", entity_id="test-%d" % radius)
    letters = {t.text: t.px for t in drawn}
    assert letters.get("G", 0) >= 12 and letters.get("S", 0) >= 12, letters

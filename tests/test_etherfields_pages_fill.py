"""Issue 33, "every table uses its window": the campaign's pages that were
excused from the audit's 20% bare-window bar now fill it with what a player
looks for there. The journal's facing page shows the campaign at a glance,
the story page's picture grows with the window, the Slumber's end shows its
picture and the Team's figures, the chronicle opens as a book of two pages.
(The Load screen's preview: tests/test_load_screen.py.) Measured with the
scene audit's functions, at the settings each page used to be excused."""
from __future__ import annotations

import pygame
import pytest

from game.ui import audit


# Where each page was excused before (audit.EXCEPTIONS), one drawing each.
FORMER = [("journal", "en", 1.0, (1920, 1080)), ("journal", "zh", 2.0, (1280, 720)),
          ("save_load", "en", 1.0, (1920, 1080)), ("chronicle", "zh", 1.0, (1920, 1080)),
          ("chronicle", "en", 2.0, (1920, 1080)), ("script_reader", "zh", 1.0, (1920, 1080)),
          ("game_over", "en", 1.0, (1920, 1080)), ("game_over", "zh", 2.0, (1920, 1080)),
          ("game_over", "zh", 2.0, (1280, 720))]


@pytest.mark.parametrize("scene,lang,scale,size", FORMER)
def test_a_formerly_excused_page_fills_its_window(scene, lang, scale, size):
    r = audit.audit_one(scene, size, scale, lang)
    assert r["exception"] is None, "the page needs no excuse any more"
    assert r["largest_empty_share"] <= 0.2, r
    assert not r["text_overlaps"] and not r["outside_panel"], r
    assert scale > 1 or r["min_text_px"] >= 12, r


def strings_in(seen, rect) -> set[str]:
    return {t.text for t in seen if pygame.Rect(rect).contains(pygame.Rect(t.rect))}


def test_the_journal_faces_its_story_with_the_campaign_at_a_glance():
    """The right page names every Dreamer under their figure with their Ether and cards,
    shows each Item's picture, and says what to do next: a Gate laid on the map."""
    with audit.drawn("journal", (1920, 1080), 1.0, "en") as (app, scene, seen, *_rest):
        g = scene.session.game
        story, glance = scene.pages
        assert story.right < glance.left
        facing = strings_in(seen, glance)
        assert [who for who, _row in scene.team_rows] == list(g.order)
        for who, row in scene.team_rows:
            assert glance.contains(row)
            assert g.name(who) in facing
            d = g.dreamers[who]
            cards = len(d.deck) + len(d.hand) + len(d.discard)
            assert any(f"{cards} cards" in t and f"{d.ether} Ether" in t for t in facing), facing
        assert {g.name(i) for i in g.team.items + g.team.storage} <= facing
        open_gates = [gate for gate, state in scene.dreams() if state == "open"]
        assert open_gates and any(g.name(open_gates[0]) in t for t in facing), "the next step names a Gate on the map"
        won = [gate for gate, state in scene.dreams() if state == "won"]
        assert won == ["gate_first_night"] and [gate for gate, _r in scene.gallery][0] == "gate_first_night"
        assert all(story.contains(r) for _gate, r in scene.gallery)


def test_the_story_page_picture_grows_with_a_1080p_window_and_stays_within_its_file():
    from game.art.__main__ import SIZES
    from game.gfx import pictures
    with audit.drawn("script_reader", (1920, 1080), 1.0, "en") as (app, scene, *_rest):
        w, h = scene.art.size
        assert w >= 1100 and abs(w / h - 3) < 0.05, scene.art  # the page's width, the file's shape
        assert (w, h) <= SIZES["scripts"] and pictures.DRAWN["script_005"] <= SIZES["scripts"]


def test_the_end_of_a_slumber_shows_its_picture_and_each_dreamers_figure_and_cost():
    with audit.drawn("game_over", (1920, 1080), 1.0, "en") as (app, scene, seen, *_rest):
        g, r = scene.session.game, scene.record
        assert scene.art is not None and scene.page.contains(scene.art) and scene.art.width >= 400
        assert [who for who, _row in scene.team_rows] == list(g.order)
        said = {t.text for t in seen}
        for who, row in scene.team_rows:
            assert scene.page.contains(row) and not row.colliderect(scene.art)
            cost = scene.losses_of(who)
            assert g.name(who) in said
            assert ", ".join(cost) in said if cost else "came through whole" in said
        assert sum(r.sealed.values()) > 0, "the demo Slumber cost the Team some cards"


def test_the_chronicle_opens_as_a_book_of_two_pages_in_a_wide_window():
    """The chapter's picture and Dreamers on the left page, its words on the right
    at the reading measure; at 720p one page as before."""
    from game.ui.etherfields.chronicle import MEASURE
    with audit.drawn("chronicle", (1920, 1080), 1.0, "en") as (app, scene, seen, *_rest):
        left = scene.facing_page
        assert left is not None and scene.body.width == MEASURE - 80 and left.right < scene.body.left
        art, where = scene.pictures[0]
        assert left.contains(where) and where.width >= 700, "the Dream's picture, large, on the left page"
        chapter = scene.book.chapters[scene.page]
        names = {scene.session.game.name(w) for w in chapter.team}
        on_left = strings_in(seen, left)
        assert all(any(t.startswith(n) for t in on_left) for n in names), on_left
    with audit.drawn("chronicle", (1280, 720), 1.0, "en") as (app, scene, *_rest):
        assert scene.facing_page is None and scene.body.width == MEASURE - 80


def test_a_chapter_of_a_thousand_paragraphs_keeps_a_bounded_sheet_and_says_how_many_more():
    """A Team that walked the road for hours made a chapter of 1,400 paragraphs: the
    page tells the first MOST and how many more (the exported chronicle keeps them all),
    on a sheet of bounded height instead of one of half a gigabyte."""
    from game.ui.etherfields.chronicle import MOST
    with audit.drawn("chronicle", (1280, 720), 1.0, "en") as (app, scene, *_rest):
        chapter = scene.book.chapters[scene.page]
        chapter.scripts = [{"id": f"p{i}", "title": "", "text": f"The road again, step {i}."} for i in range(1000)]
        chapter.choices = [{"prompt": "Where now?", "label": f"Onward {i}"} for i in range(500)]
        scene._sheet_key = None  # the sheet drawn for the demo chapter is forgotten
        with audit.recording() as drawn:
            sheet, _spots = scene.sheet(scene.body.width)
        said = [t.text for t in drawn]
        assert f"and {1000 - MOST} more, told in the exported chronicle" in said
        assert f"and {500 - MOST} more, told in the exported chronicle" in said
        assert not any(f"step {MOST}." in s for s in said), "the 121st paragraph waits for the export"
        assert sheet.get_height() < 40_000, sheet.get_height()

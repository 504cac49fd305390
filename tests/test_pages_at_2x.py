"""Issue 33 at UI scale 2x in a 1280 x 720 window: the game-over page keeps its
picture and tells every moment in both languages; the story page leaves the
window's sides no fifth bare. (The journal's second spread: test_journal_spreads.py;
the Load screen's preview at 2x: test_load_screen.py.)"""
from __future__ import annotations

import pygame
import pytest

from game.chronicle import moment_line
from game.ui import audit


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_game_over_page_keeps_its_picture_and_its_moments_at_2x(lang):
    with audit.drawn("game_over", (1280, 720), 2.0, lang) as (app, scene, seen, *_rest):
        assert scene.art is not None and scene.art.height >= 80, "where it happened, shown"
        assert pygame.Rect(scene.page).contains(scene.art)
        said = {t.text for t in seen}
        told = [f"\u2022 {moment_line(scene.record, m)}" for m in scene.record.told(6)]
        assert told and all(line in said for line in told), (told, said)  # each on one line, none left out
        art_right = scene.art.right
        assert all(art_right <= row.left for _who, row in scene.team_rows)  # beside the ledger, not over it


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_story_page_leaves_comfortable_margin_at_720p(scale):
    r = audit.audit_one("script_reader", (1280, 720), scale, "en")
    assert r["largest_empty_share"] <= 0.17, r
    assert not r["text_overlaps"] and not r["outside_panel"], r

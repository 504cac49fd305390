"""The Prophecy main board's words at small windows and at the UI scale 2x: the
ring's names, the planes' lines, the island's and the cost tags are never drawn
over each other (a name goes to the side of its space away from the ring's centre
or its neighbours; a plane's tag takes two lines, or gives way where there is no
room), none cut with "..." or by the board's edge, none under 12 px at 1x."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.rules.prophecy import board as B
from game.ui import audit

SIZES = [(800, 500), (1024, 600), (1280, 720), (1920, 1080)]
# The side panel's log over its "Stay here" button at 800 x 500, 2x, in English: the
# panel's, not the board's (left for the panel; strict: passing is news).
OPEN = {((800, 500), 2.0, "en")}
CASES = [pytest.param(size, scale, lang, id=f"{size[0]}x{size[1]}-{scale:g}x-{lang}",
                      marks=[pytest.mark.xfail(strict=True, reason="the side panel's log over its button")]
                      if (size, scale, lang) in OPEN else [])
         for size, scale, lang in itertools.product(SIZES, [1.0, 2.0], ["en", "zh"])]


def cut(t) -> bool:
    return bool(t.box and t.box[0] and t.width > t.box[0]) or str(t.text).rstrip().endswith(("…", "..."))


@pytest.mark.parametrize("size,scale,lang", CASES)
def test_no_text_on_the_main_board_page_overlaps(size, scale, lang):
    with audit.drawn("prophecy", size, scale, lang) as (app, scene, seen, strings, panels, events):
        board = scene.board_rect(size)
        on_board = [t for t in seen if board.contains(pygame.Rect(t.rect))]
        assert len(on_board) > 25, "the ring's names were drawn"
        problems = [f"{t.text!r} cut: {t.width} px in {t.box[0]}" for t in on_board if cut(t)]
        if scale == 1.0:
            problems += [f"{t.text!r} at {t.px} px" for t in on_board if t.px and t.px < 12]
        problems += [f"{t.text!r} {tuple(t.rect)} runs off the board {tuple(board)}" for t in seen
                     if board.colliderect(pygame.Rect(t.rect)) and not board.contains(pygame.Rect(t.rect))]
        problems += audit.over_each_other(seen)
        assert not problems, "\n".join(problems)


@pytest.mark.parametrize("size,scale", [((800, 500), 1.0), ((800, 500), 2.0), ((1024, 600), 2.0)])
def test_names_are_placed_again_when_cards_are_dealt(size, scale):
    """Adventure cards come and go: the names are placed again round them, each
    name still whole, on the board, on a plate touching no other, and the page
    redrawn has no words over each other."""
    with audit.drawn("prophecy", size, scale, "en") as (app, scene, seen, strings, panels, events):
        g, lay = scene.game, scene.lay
        ring = B.ring(g.content)
        card = next(a["card"] for s in ring for a in g.s["spaces"][s]["adventures"])
        for sid in ring[::3]:  # a face-down card more on every third space, as a draw would
            g.s["spaces"][sid]["adventures"].append({"card": card, "up": False})
        plates = {s: lay.name_rect(g, s) for s in ring}
        for s, (plate, _size, lines) in plates.items():
            name = g.content.space(s)["name"]
            assert " ".join(lines) == name and len(lines) <= 2
            assert lay.rect.contains(plate), (s, plate)
        for a, b in itertools.combinations(ring, 2):
            assert not plates[a][0].colliderect(plates[b][0]), (a, b)
        again: list = []
        audit.draw_frame(app, again)
        shown = [t for t in audit.shown(again, tuple(size)) if t.surface == tuple(size)]
        board = scene.board_rect(size)
        on_board = [t for t in shown if board.contains(pygame.Rect(t.rect))]
        assert {w for s in ring for w in plates[s][2]} <= {t.text for t in on_board}
        assert not audit.over_each_other(on_board)

"""The tutorial's ring round a story page's "click to continue" stays on the page:
at 1280 x 720 and 1920 x 1080, 1x and 2x, in English and Chinese it ran past the
page's bottom edge (a 180 x 32 box round the line, then 18 px of breath and halo)."""
from __future__ import annotations

import pygame
import pytest

from game.ui import audit
from game.ui.teacher import ring

CASES = [(size, scale, lang) for size in ((1280, 720), (1920, 1080)) for scale in (1.0, 2.0) for lang in ("en", "zh")]


def ring_ink(size, target) -> pygame.Rect:
    """Where the ring draws at its largest breath, on a clear sheet the window's size."""
    sheet = pygame.Surface(size, pygame.SRCALPHA)
    ring(sheet, target, 1.0)
    return sheet.get_bounding_rect()


@pytest.mark.parametrize("name", ["script_reader", "game_over"])
@pytest.mark.parametrize("size,scale,lang", CASES)
def test_the_ring_round_click_to_continue_stays_on_the_page(name, size, scale, lang):
    with audit.drawn(name, size, scale, lang) as (app, scene, seen, *_rest):
        page = pygame.Rect(scene.page)
        target = scene.continue_rect
        foot = next(t for t in seen if pygame.Rect(t.rect).center == tuple(scene.continue_point))
        if name == "script_reader":  # its page keeps the ring's room at its foot
            assert target.contains(foot.rect), "the ring frames the whole line"
        else:  # the story page at 2x has not that room: the ring may cross the line's lowest pixels
            assert target.centerx == pygame.Rect(foot.rect).centerx and target.height >= foot.rect[3] * 2 // 3
        ink = ring_ink(app.screen.get_size(), target)
        assert page.contains(ink), (page, ink)
        words = [pygame.Rect(t.rect) for t in seen if t is not foot and page.contains(t.rect)]
        assert not [r for r in words if r.colliderect(ink) and r.bottom > page.y + 4], "nor over the page's words"


def test_the_first_nights_pointer_rings_the_page_and_its_click_turns_it(tmp_path, monkeypatch):
    """The guided first night, by mouse: on a story page the teacher's ring is the
    page's own frame round "click to continue", on the page; clicking there turns it."""
    from game.ui.app import App
    from game.ui.etherfields.reader import ScriptReader
    from mouse_driver import new_campaign_by_mouse
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), seed=3, defaults=True)
    mouse = new_campaign_by_mouse(app)
    for _ in range(5):
        app.step()
        if isinstance(app.top, ScriptReader):
            break
    page = app.top
    assert isinstance(page, ScriptReader), type(page).__name__
    pointer = app.teacher.pointer()
    assert pointer is not None and pointer.step == "read"
    assert pointer.target == page.continue_rect
    assert page.page.contains(ring_ink(app.screen.get_size(), pointer.target))
    mouse.click(pointer.point)
    assert page not in app.stack, "the click turned the page"

"""Issue 38: no stall a player can cause, memory held flat. What these tests
check is behaviour (what is drawn first, what waits for a later frame, what is
kept and what is let go); the times themselves are measured by
`python -m game.bench` (game.bench_stalls), never here."""
from __future__ import annotations

import gc
import os
import subprocess
import sys
import textwrap
import weakref
from pathlib import Path

import pygame
import pytest

from game import preload
from game.gfx import cache
from game.ui import app as app_module
from game.ui.app import App

ROOT = Path(__file__).resolve().parents[1]


def run_fresh(code: str) -> str:
    """`code` in a fresh interpreter (nothing loaded yet), headless; its output."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_shelf_is_drawn_before_any_content_is_loaded(tmp_path):
    out = run_fresh(f"""
        import os
        os.environ["ETHERFIELDS_SAVES"] = {str(tmp_path)!r}
        from game.ui.app import App, make_scene
        from game import content, preload
        app = App((1280, 720), seed=1, defaults=True)
        app.push(make_scene(app, "shelf"))
        app.step()
        before = content._default_content.cache_info().currsize
        preload.wait(60)
        print(before, content._default_content.cache_info().currsize, app.frames_whole)
    """)
    before, after, frames = (int(v) for v in out.split())
    assert frames == 1, "the shelf's first frame was drawn"
    assert before == 0, "no content was loaded for it"
    assert after == 2, "then the content loaded behind it, in every language (English and Chinese)"


def test_python_m_game_reaches_its_first_frame_and_reports_its_cpu_time(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ETHERFIELDS_SAVES=str(tmp_path),
               GAME_BENCH_FIRST_FRAME="1")
    done = subprocess.run([sys.executable, "-m", "game"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert float(done.stdout.strip().splitlines()[-1]) > 0
    assert list(tmp_path.iterdir()) == [], "the window wrote nothing on its way to the first frame"


def test_a_change_of_language_after_the_preload_reads_no_content_file(monkeypatch):
    from game import i18n
    from game.content import default_content, loader
    assert preload.wait(120)
    english = default_content()

    def no_reading(*_args, **_kw):
        raise AssertionError("the content was read again")
    monkeypatch.setattr(loader, "load_content", no_reading)
    try:
        i18n.set_language("zh")
        chinese = default_content()
        assert chinese is not english and chinese.dreamers.keys() == english.dreamers.keys()
        assert any(d.name != english.dreamers[k].name for k, d in chinese.dreamers.items()), "in Chinese"
        assert i18n.tr("Turn") != "Turn"
    finally:
        i18n.set_language("en")


def test_every_cache_and_all_of_them_together_hold_a_bounded_number_of_bytes():
    one_mb = (512, 512)  # 512 x 512 x 4 bytes
    small = cache.SurfaceCache(limit=1000, megabytes=3)
    for i in range(10):
        small.get(("picture", i), lambda: pygame.Surface(one_mb, pygame.SRCALPHA))
    assert len(small) == 3 and small.bytes == 3 * 1024 * 1024, "the oldest went first"
    assert small.get(("picture", 9), lambda: pytest.fail("the newest is kept")) is not None

    big = [cache.SurfaceCache(limit=1000, megabytes=100) for _ in range(3)]
    for i in range(60):
        big[i % 3].get(i, lambda: pygame.Surface(one_mb, pygame.SRCALPHA))
    assert cache.cached_bytes() <= cache.BUDGET_MB * 1024 * 1024, "all the caches together keep to the budget"
    assert sum(len(c) for c in big) <= cache.BUDGET_MB
    assert 59 in big[59 % 3]._items, "and the newest picture is among those kept"
    for c in big + [small]:
        c.clear()
        assert c.bytes == 0


def test_a_frame_out_of_time_keeps_the_last_picture_and_the_scene_is_shown_once_prepared(monkeypatch):
    from game.ui import draw
    from game.ui.etherfields.scenes import DreamscapeScene
    app = App((1280, 720), seed=4, defaults=True)
    scene = DreamscapeScene.demo(app)
    app.push(scene)
    draw.reset_caches()  # a scene never drawn before: every picture still to make
    app.frame_budget = 0.0  # exactly one new picture a frame, however fast the machine
    monkeypatch.setattr(app_module, "HOLD_FRAMES", 1000)  # never drawn whole for having waited
    held = 0
    while app.frames_whole == 0:
        app.step(1 / 60)
        held += app.frames_whole == 0
        assert held < 1000
    assert held > 1, "the table's first frame was prepared over several frames, then shown"
    sliced = app.screen.copy()
    app.frame_budget = None
    scene._table_key = scene._frame_key = None  # forget every layer: draw it all anew, in one frame
    app.step(1 / 60)
    assert pygame.image.tobytes(sliced, "RGB") == pygame.image.tobytes(app.screen, "RGB"), \
        "prepared in slices, the table looks the same as drawn in one go"
    pygame.quit()


@pytest.mark.parametrize("name", ["credits", "rules", "lucidity_rules"])
def test_pages_of_words_break_their_lines_over_several_frames_and_look_the_same(monkeypatch, name):
    """The credits and the rules pages try sizes until their words fit: hundreds of lines
    broken once each. Each new breaking counts as a picture made, so the page is prepared
    over several frames (not all in its first), and looks as drawn in one go."""
    from game.ui import draw
    from game.ui.app import make_scene
    app = App((1280, 720), seed=4, defaults=True)
    app.push(make_scene(app, name))
    draw.reset_caches()  # no line broken yet, no picture made
    app.frame_budget = 0.0  # exactly one new picture (or breaking) a frame
    monkeypatch.setattr(app_module, "HOLD_FRAMES", 1000)
    held = 0
    while app.frames_whole == 0:
        app.step(1 / 60)
        held += app.frames_whole == 0
        assert held < 1000
    assert held > 5, f"{name}: its lines were broken over {held + 1} frames, not in its first"
    sliced = app.screen.copy()
    draw.reset_caches()
    app.frame_budget = None  # everything anew, in one frame
    app.step(1 / 60)
    assert pygame.image.tobytes(sliced, "RGB") == pygame.image.tobytes(app.screen, "RGB"), \
        f"{name}: prepared in slices, the page looks the same as drawn in one go"
    pygame.quit()


def test_a_card_body_is_painted_as_before():
    """A card's parchment or night body, now filled a row at a time: the pixels of the
    line-by-line painting it replaced (its gradient and its stars), at a large and a small size."""
    from game.gfx import cards
    from game.gfx import palette as P
    pygame.init()
    for width, main, light in ((714, (120, 80, 200), False), (333, (200, 150, 60), True), (116, (30, 200, 90), False)):
        u = cards._Card(width)
        body = cards._body(u, main, f"card{width}", light)
        base = pygame.Surface((u.w, u.h), pygame.SRCALPHA)
        top, bottom = (P.PARCHMENT, P.mix(P.PARCHMENT, (190, 170, 140), 0.6)) if light else \
            (P.mix(P.CARD_BODY_LIGHT, main, 0.12), P.CARD_BODY)
        for y in range(u.h):
            pygame.draw.line(base, P.mix(top, bottom, y / max(1, u.h - 1)), (0, y), (u.w, y))
        if not light:
            rng = cards._seed(f"card{width}")
            for _n in range(int(u.w * u.h / 600)):
                a = rng.randrange(20, 70)
                base.set_at((rng.randrange(u.w), rng.randrange(u.h)), (*P.lighten(main, 0.5), a))
        radius = u(5)
        mask = pygame.Surface((u.w, u.h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        base.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        old = pygame.Surface((u.w, u.h), pygame.SRCALPHA)
        old.blit(base, (0, 0))
        pygame.draw.rect(old, P.darken(main, 0.45), old.get_rect(), max(1, u(1.2)) + 1, border_radius=radius)
        pygame.draw.rect(old, main, old.get_rect().inflate(-u(1.6), -u(1.6)), max(2, u(2)), border_radius=radius)
        inner = old.get_rect().inflate(-u(7), -u(7))
        pygame.draw.rect(old, (*P.lighten(main, 0.25), 110), inner, max(1, u(0.5)), border_radius=u(3))
        assert pygame.image.tobytes(body, "RGBA") == pygame.image.tobytes(old, "RGBA"), width


def test_a_zoomed_map_is_painted_anew_in_parts_and_looks_as_painted_at_once(monkeypatch):
    from game.ui.app import make_scene
    from game.ui.etherfields import mapview
    app = App((1280, 720), seed=4, defaults=True)
    scene = make_scene(app, "dreamworld_late")
    app.push(scene)
    for _ in range(3):
        app.step(1 / 60)
    view = scene.map
    before = view._layer[0][0]
    monkeypatch.setattr(mapview, "REPAINT_SLICE", 0.0)  # one part of the painting a frame
    view.zoom(1.3, view.camera.to_px(view.atlas.centre(view.marker)))
    for _ in range(int(mapview.ZOOM_SETTLE * 60) + 2):  # the wheel rests
        app.step(1 / 60)
    assert view._building is not None, "the painting at the new size is under way"
    assert view._layer[0][0] == before, "meanwhile the last picture is shown, stretched"
    frames = 0
    while view._building is not None:
        app.step(1 / 60)
        frames += 1
        assert frames < 500
    assert frames > 3 and view._layer[0][0] == round(view.camera.square) != before
    parts = view._layer[1]
    view._layer = None
    whole = view.layer(round(view.camera.square), view.looks())
    for a, b in zip(parts[:2], whole[:2]):
        assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
    assert parts[2:] == whole[2:], "the same origin and the same clickable boxes"
    pygame.quit()


def test_a_closed_table_is_let_go_at_the_end_of_the_frame():
    from game.ui.etherfields.scenes import DreamscapeScene
    assert preload.wait(120)  # the window collects once the long-lived heap is frozen
    app = App((1280, 720), seed=4, defaults=True)
    app.push(DreamscapeScene.demo(app))  # under it, so the window stays open
    table = DreamscapeScene.demo(app)
    app.push(table)
    app.step(1 / 60)
    gone = weakref.ref(table)
    gc.disable()  # only the window's own pass may collect it
    try:
        app.pop()
        del table
        app.step(1 / 60)
        assert gone() is None, "the table and the pictures it kept are freed"
    finally:
        gc.enable()
        pygame.quit()

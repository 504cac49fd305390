"""Layout defects a real-window QA pass found (screenshots 51, 52, 57, 07, 80, 84),
each checked on the page as drawn with the dummy driver (game/ui/audit.py)."""
from __future__ import annotations

import pygame
import pytest

from game.ui import audit

SETTINGS = [((1280, 720), 2.0, "zh"), ((1280, 720), 2.0, "en"), ((1920, 1080), 2.0, "en"), ((1280, 720), 1.0, "en"),
            ((1920, 1080), 1.0, "zh")]


@pytest.mark.parametrize("size,scale,lang", SETTINGS)
def test_the_settings_columns_are_straight_and_clear_of_the_title(size, scale, lang):
    """Shot 51: at 2x reflow re-packed only the rows that grew, so the rows had two widths
    and a toggle left its column. Each column's controls share one x and one width, no two
    controls overlap, and none covers the title."""
    with audit.drawn("settings", size, scale, lang) as (app, scene, seen, strings, panels, events):
        left, right = scene.buttons[:7], scene.buttons[7:12]
        for column in (left, right):
            assert len({(b.rect.x, b.rect.width) for b in column}) == 1, [b.rect for b in column]
        assert left[0].rect.right < right[0].rect.x
        every = scene.buttons
        for i, a in enumerate(every):
            assert app.screen.get_rect().contains(a.rect)
            for b in every[i + 1:]:
                assert not a.rect.colliderect(b.rect), (a.label, a.rect, b.label, b.rect)
        title = next(t for t in seen if t.text in ("Settings", "设置"))
        assert not any(pygame.Rect(title.rect).colliderect(b.rect) for b in every)
        assert audit.over_each_other(seen) == []


def test_the_aligned_toggle_still_takes_a_click():
    """The columns are set after reflow: a click lands on the control where it is drawn."""
    with audit.drawn("settings", (1280, 720), 2.0, "zh") as (app, scene, seen, strings, panels, events):
        toggle = scene.buttons[11]
        before = app.settings.reduce_motion
        scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=toggle.rect.center))
        assert app.settings.reduce_motion is (not before)


def _first_night_at_the_draw(app):
    """The first night before anyone has drawn: the Draw cards button is on the table."""
    from game.session import Session
    from game.ui.etherfields import scenes as sc
    from game.ui.etherfields.teacher import Teacher
    session = Session.new(["gambler", "tough_guy"], app.seed, campaign=True, name="First night")
    session.to_read = []
    app.teacher = Teacher(app, session)
    scene = sc.DreamscapeScene(app, session)
    scene.selected = session.game.order[0]
    return scene


@pytest.mark.parametrize("scale,lang", [(2.0, "zh"), (2.0, "en"), (1.0, "zh"), (1.0, "en")])
def test_draw_cards_covers_no_line_of_the_boards(scale, lang):
    """Shot 52: at 2x in Chinese the Draw cards button lay over the acting Dreamer's
    card counts. No button of the side column meets a line drawn on the table."""
    with audit.drawn(_first_night_at_the_draw, (1280, 720), scale, lang) as (app, scene, seen, strings, panels,
                                                                             events):
        buttons = [b for b in scene.buttons if b.rect.width and b.rect.height]
        assert any(b.label in ("Draw cards", "抽牌") for b in buttons)
        for b in buttons:
            for t in seen:
                if t.text == b.label or b.rect.contains(t.rect):
                    continue  # its own label
                assert not b.rect.colliderect(audit.ink(t.rect)), (b.label, b.rect, t.text, t.rect)


@pytest.mark.parametrize("scale,lang", [(1.0, "en"), (1.0, "zh")])  # at 2x the chip is in the top bar
def test_the_map_tooltip_is_drawn_over_the_keyboard_chip(scale, lang, monkeypatch):
    """Shot 57: the "A: every move by keyboard" chip was drawn over the map's tooltip, and
    Chinese text ran out of its panel. With the pointer on a space whose tooltip reaches the
    chip, the tooltip's words lie inside its panel, nothing drawn after it lands on it, and
    the chip's words were drawn before it."""
    from game.ui.etherfields.scenes import DreamscapeScene

    def table(app):
        return DreamscapeScene.demo(app)
    with audit.drawn(table, (1280, 720), scale, lang) as (app, scene, seen, strings, panels, events):
        x, y = scene.keys_hint_at()
        chip = pygame.Rect((x, y), scene.keys.hint_size())
        area = scene.map_rect()
        pointer = next((x, y) for p in scene.game.dreamscape.spaces for r in [scene.space_rect(p)]
                       for x in range(r.x + 2, r.right - 2, 6) for y in range(r.y + 2, r.bottom - 2, 6)
                       if area.collidepoint(x, y) and scene.tooltip_terms((x, y))
                       and pygame.Rect(x + 16, y + 16, 300, 40).colliderect(chip))
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pointer)
        drawn: list = []
        audit.draw_frame(app, drawn)
        names = [e.name for e in scene.tooltip_terms(pointer)]
        heading = next(i for i, t in enumerate(drawn) if not isinstance(t, tuple) and t.text == names[0])
        tip = next(p for p in reversed(drawn[:heading]) if isinstance(p, tuple))[0]  # the panel under its heading
        assert tip.colliderect(chip)
        assert not tip.collidepoint(pointer), "beside the pointer, never under it"
        after = drawn[heading:]
        for t in after:
            if isinstance(t, tuple):
                assert not t[0].colliderect(tip), f"a panel {t[0]} is drawn over the tooltip {tip}"
            elif t.text not in [e.name for e in scene.tooltip_terms(pointer)] and t.surface == (1280, 720):
                assert tip.contains(t.rect), f"{t.text!r} {t.rect} is drawn over the tooltip {tip}"
        chip_words = [i for i, t in enumerate(drawn) if not isinstance(t, tuple) and chip.colliderect(t.rect)
                      and not tip.contains(t.rect)]
        assert chip_words and max(chip_words) < heading, "the chip's words are drawn under the tooltip"


@pytest.mark.parametrize("scene_name,lang", [("first_night", "en"), ("first_night", "zh"), ("dreamscape", "en"),
                                             ("dreamscape", "zh")])
def test_each_room_name_is_drawn_whole_inside_its_room(scene_name, lang):
    """Shot 07: "Nursery, East Wa" ran under a Wall, "Nursery, Win..." and "Nursery, The ..."
    were cut short. Every room's name is drawn whole (its lines, joined, are the name), at
    13 px, inside its room's spaces, and no Wall crosses its plate."""
    with audit.drawn(scene_name, (1280, 720), 1.0, lang) as (app, scene, seen, strings, panels, events):
        ds = scene.game.dreamscape
        assert scene.tile_name_rects, "the map is large enough to name its rooms"
        for name, plate in scene.tile_name_rects:
            tile = next(s.tile for s in ds.spaces.values() if s.tile and str(scene.game.card(s.tile).name) == name)
            room = [scene.space_rect(p) for p, s in ds.spaces.items() if s.tile == tile]
            assert plate.collidelist(room) != -1 and all(
                any(r.contains(part) for r in room) for part in _cut(plate, room)), (name, plate)
            words = sorted((t for t in strings if plate.collidepoint(pygame.Rect(t.rect).center)), key=lambda t: t.rect[1])
            assert "".join(str(t.text) for t in words).replace(" ", "") == str(name).replace(" ", ""), (name, words)
            for t in words:
                assert t.width <= t.box[0] and t.px >= 13, t
                assert plate.x <= t.rect[0] and t.rect[0] + t.rect[2] <= plate.right, (t, plate)
            for wall in ds.walls:
                a, b = sorted(wall)
                ra = scene.space_rect(a)
                line = pygame.Rect(ra.right - 2, ra.y, 4, ra.height) if b[0] != a[0] else \
                    pygame.Rect(ra.x, ra.bottom - 2, ra.width, 4)
                assert not line.colliderect(plate.inflate(-4, -4)), (name, plate, wall)


def _cut(rect, cells):
    """`rect` cut into its pieces over each cell (a plate across two spaces of a room)."""
    return [rect.clip(c) for c in cells if rect.clip(c).width and rect.clip(c).height]


def _four_dreamers(app):
    """A Slumber with four Dreamers at its draw step: the other three boards fold."""
    from game.session import Session
    from game.ui.etherfields import scenes as sc
    session = Session.new(["gambler", "tough_guy", "specialist", "free_spirit"], app.seed, campaign=False,
                          slumber="slumber_lantern_hound", name="Four")
    session.to_read = []
    scene = sc.DreamscapeScene(app, session)
    scene.selected = session.game.order[0]
    return scene


@pytest.mark.parametrize("scale,lang", [(1.0, "en"), (1.0, "zh"), (2.0, "en"), (2.0, "zh")])
def test_every_dreamers_name_is_drawn_whole_on_a_folded_board(scale, lang):
    """Shot 84: with four Dreamers the folded boards read "The Tough Guy ...". Each board
    draws its Dreamer's name whole (not shortened: Drawn.width <= its box) inside the board,
    and a status moved to the pips' row stays inside the board too."""
    with audit.drawn(_four_dreamers, (1280, 720), scale, lang) as (app, scene, seen, strings, panels, events):
        g, f = scene.game, scene.frame()
        assert f["folded"], "four Dreamers at 720p fold the others' boards"
        for who, board in f["boards"].items():
            name = str(g.name(who))
            mine = [t for t in seen if board.contains(t.rect)]
            heads = [t for t in mine if str(t.text).startswith(name)]
            assert heads, (who, [t.text for t in mine])
            assert heads[0].width <= heads[0].box[0], heads[0]
            assert heads[0].px >= (13 if scale == 1 else 20), heads[0]
            assert not [t for t in seen if board.colliderect(t.rect) and not board.contains(t.rect)]

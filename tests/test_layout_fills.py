"""Issue 33 and 39, the pages fixed by layout: text of 12 px or more at 1x where
it was shrunk to 9 to 11, pages of words that fill a 1080p window, the hovered
hand card drawn large enough to read, and nothing cut with "..." at 2x in
Chinese where the panel could grow (the Dreamworld's legend, the New campaign
portraits, the journal's facts). Measured with the scene audit's functions."""
from __future__ import annotations

import pygame
import pytest

from game.ui import audit


@pytest.mark.parametrize("scene", ["prophecy", "prophecy_realm", "lucidity_table", "first_night", "stats_lucidity"])
def test_no_text_under_12_px_at_1x(scene):
    """These drew board names, chips, counts and facts at 9 to 11 px (shrunk to fit)."""
    r = audit.audit_one(scene, (1280, 720), 1.0, "en")
    assert r["min_text_px"] >= 12, r
    assert not r["text_overlaps"] and not r["outside_panel"], r


@pytest.mark.parametrize("scene,lang", [("lucidity_rules", "en"), ("lucidity_rules", "zh"), ("credits", "en")])
def test_pages_of_words_fill_a_1080p_window(scene, lang):
    """The Lucidity rules left 62% of a 1080p window bare, the credits 59%."""
    r = audit.audit_one(scene, (1920, 1080), 1.0, lang)
    assert r["largest_empty_share"] < 0.2, r
    assert not r["text_overlaps"], r


def test_the_lucidity_rules_grow_their_type_in_a_larger_window():
    sizes = {}
    for size in ((1280, 720), (1920, 1080)):
        with audit.drawn("lucidity_rules", size, 1.0, "en") as (_app, _scene, seen, *_rest):
            sizes[size] = next(t.px for t in seen if t.text.startswith("Choose a sleep track"))
    assert sizes[(1920, 1080)] > sizes[(1280, 720)]


def _hover_the_second_card(app, scene):
    """The pointer on the second hand card, as the player moves it there."""
    app.fit_screen()
    scene.draw(app.screen)
    small = scene._hand_rects[1][1]
    pygame.mouse.set_pos(small.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=small.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    scene.draw(app.screen)
    return small


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_a_hovered_hand_card_is_drawn_large_enough_to_read(scale):
    """The rules text on a 116-px hand card is about 7 px: hovered, the card is
    drawn about twice as wide at 1x (its text about 14 px) and grows with the
    UI scale; it lies on the window and leaves when the pointer does."""
    with audit.drawn("dreamscape", (1280, 720), scale, "en") as (app, scene, *_rest):
        small = _hover_the_second_card(app, scene)
        shown = scene.hand_preview(app.screen.get_size(), small.center)
        assert shown is not None
        card, big = shown
        assert card == scene._hand_rects[1][0]
        assert big.width >= round(1.9 * small.width * scale) or big.height >= app.screen.get_height() - 140
        assert app.screen.get_rect().contains(big) and big.right <= scene.right_x()
        inside = (big.centerx, big.y + big.height // 3)  # the card's picture
        with_card = app.screen.get_at(inside)
        pygame.mouse.set_pos((5, 5))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
        app.step()
        scene.draw(app.screen)
        assert scene.hand_preview(app.screen.get_size(), (5, 5)) is None
        assert app.screen.get_at(inside) != with_card, "the large card leaves with the hover"


def test_the_first_night_at_2x_in_chinese_folds_its_boards_clear_of_the_buttons():
    with audit.drawn("first_night", (1280, 720), 2.0, "zh") as (app, scene, seen, *_rest):
        f = scene.frame()
        assert f["short"] and f["button_rows"] == 1
        boards = list(f["boards"].values())
        assert all(b.bottom <= f["buttons"].y for b in boards)
        assert all(not b.colliderect(o) for i, b in enumerate(boards) for o in boards[i + 1:])
        counts = "   ".join(scene.dreamer_counts(scene.selected))
        assert any(t.text == counts for t in seen), "the acting Dreamer's counts under the hand's caption"
        assert not audit.over_each_other(seen)


def test_the_dreamworld_legend_is_whole_at_2x_in_chinese():
    from game.i18n import _
    with audit.drawn("dreamworld", (1280, 720), 2.0, "zh") as (app, scene, seen, *_rest):
        said = {t.text for t in seen}
        for label in ("Fate", "Slumber", "Dream Gate", "Market", "Awakening", "Story", "Keys to gain",
                      "Keys to enter", "Dream won", "Secrets", "not visited"):
            assert _(label) in said, label
        assert scene.legend_rect.bottom <= app.screen.get_height()
        assert not scene.legend_rect.colliderect(scene.map_rect(app.screen.get_size()).inflate(0, -8))


@pytest.mark.parametrize("scene", ["new_campaign", "journal", "lucidity_table"])
def test_nothing_cut_with_an_ellipsis_at_2x_in_chinese(scene):
    """The Dreamers' personalities, the journal's facts and the Nightmares' names
    were cut ("原始恐...") where the panel had room for them whole."""
    with audit.drawn(scene, (1280, 720), 2.0, "zh") as (app, _scene, seen, *_rest):
        cut = [t.text for t in seen if (t.width > t.rect[2] + 2 and t.box and t.box[0]) or t.text.endswith("...")]
        assert not cut, cut
        if scene == "journal":
            from game.i18n import _
            assert _("Scripts read") in {t.text for t in seen}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_room_names_on_the_map_lie_clear_of_its_tags_and_on_top(lang):
    """The first night's "育儿室，玩具箱一角" lay under the next space's tint and
    icon (drawn into the cached map layer, where the audit cannot see it): a
    room's name misses every plaque and icon tag, and nothing is painted over
    its letters (bright text at both ends of its plate)."""
    from game.gfx import tiles as tiles_gfx
    with audit.drawn("first_night", (1280, 720), 1.0, lang) as (app, scene, *_rest):
        layer = scene.static_layer(app.screen.get_size())
        size = scene.cell()[0]
        big = max(11, round(size / 4.4))  # a terrain or feature icon, as tiles.py draws it
        tags = []
        for p, space in scene.game.dreamscape.spaces.items():
            r = scene.space_rect(p)
            tags += tiles_gfx.plaque_rects(space, r)
            inner = r.inflate(-max(6, size // 10), -max(6, size // 10))
            if getattr(space, "terrain", None):
                tags.append(pygame.Rect(inner.right - big - 2, inner.y + 2, big, big))
            if space.features:
                tags.append(pygame.Rect(inner.x + 2, inner.y + 2, big * len(space.features), big))
        assert len(scene.tile_name_rects) >= 4
        for name, rect in scene.tile_name_rects:
            assert rect.collidelist(tags) == -1, (name, rect, tags[rect.collidelist(tags)])
            text = rect.inflate(-12, 0)  # the letters, without the plate's rounded ends
            for part in (pygame.Rect(text.x, text.y, text.width // 3, text.height),
                         pygame.Rect(text.right - text.width // 3, text.y, text.width // 3, text.height)):
                bright = sum(1 for x in range(part.x, part.right) for y in range(part.y, part.bottom)
                             if min(layer.get_at((x, y))[:3]) > 170)
                assert bright >= 8, (name, part, bright)  # the letters at full brightness, nothing over them


@pytest.mark.parametrize("size,scale,least", [((1280, 720), 1.0, 116), ((1920, 1080), 2.0, 190),
                                              ((1280, 720), 2.0, 130)])
def test_hand_cards_grow_with_the_scale_where_the_window_has_room(size, scale, least):
    """At 2x the hand cards stayed 116 px wide (only the hover preview grew):
    they grow with the scale, as far as the window leaves the map its share."""
    with audit.drawn("dreamscape", size, scale, "en") as (app, scene, *_rest):
        rects = [r for _card, r in scene._hand_rects]
        assert rects and min(r.width for r in rects) >= least
        assert scale > 1 or all(r.width == 116 for r in rects)  # 1x as it was
        assert all(r.bottom <= size[1] for r in rects) and scene.map_rect().height >= 0.4 * size[1]

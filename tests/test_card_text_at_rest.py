"""Issue 39 items 7-8 and issue 33 item 1: text read at arm's length on the
Etherfields table. A hand card at rest drew its rules at 7 px at 1x, 8 px at
2x in 1280x720 and 13 (shrunk to 11) at 2x in 1920x1080; the Market's cards
at 7 to 9 px at every scale. Now a card at rest shows its compact face (name,
Intents, action costs, movement and price) with no letter under 12 px at 1x,
growing with the UI scale, its whole text on hover and in the inspector. A
Map action's plaque at 2x in 720p cut its Chinese name to a character and
"…": a name is now written whole at 12 px or more, or left to the map's
tooltip. Measured with the scene audit (every string drawn on a card's or a
square's own surface is heard, with the pixel size of its face)."""
from __future__ import annotations

import pygame
import pytest

from game.gfx import text as gtext
from game.gfx.cache import clear_all
from game.gfx.cards import RATIO, render_card
from game.ui import audit


def _drawn_fresh(scene, size, scale, lang):
    """The scene drawn with every render cache emptied first, so the card faces and
    map squares are painted (and heard) in this drawing."""
    clear_all()
    return audit.drawn(scene, size, scale, lang)


def _on(strings, surface):
    return [t for t in strings if t.surface == tuple(surface)]


def _point(app, pos):
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()


# (window, UI scale, language, smallest letter on a hand card at rest): before, 7, 8 and 11 px
HAND = [((1280, 720), 1.0, "en", 12), ((1280, 720), 1.0, "zh", 12), ((1280, 720), 2.0, "en", 18),
        ((1280, 720), 2.0, "zh", 18), ((1920, 1080), 1.0, "zh", 12), ((1920, 1080), 2.0, "en", 24)]


@pytest.mark.parametrize("size,scale,lang,least", HAND)
def test_a_hand_card_at_rest_reads_at_arms_length(size, scale, lang, least):
    with _drawn_fresh("dreamscape", size, scale, lang) as (app, scene, _seen, strings, *_rest):
        cw, _ch = scene.card_size()
        face = (cw, round(cw * RATIO))
        on_cards = _on(strings, face)
        hand = scene.game.dreamers[scene.selected].hand
        names = {scene.game.card(c).name for c in hand}
        assert names <= {t.text for t in on_cards}, "every card in hand shows its name"
        assert min(t.px for t in on_cards) >= least, sorted((t.px, t.text) for t in on_cards)[:3]
        # an action's cost and name are on the face (Double or Nothing: "1 {ether} Wager"), its
        # rules paragraph ("Pay 1 Ether to draw 2 cards.") is not
        texts = " ".join(t.text for t in on_cards)
        acts = [a.name for c in hand for a in (getattr(scene.game.card(c), "actions", ()) or ())]
        assert acts and all(f"1 {a}" in texts for a in acts)
        assert all(str(scene.game.card(c).text or "@") not in texts for c in hand)


def test_the_compact_face_grows_with_the_ui_scale_and_the_full_face_keeps_the_rules():
    with _drawn_fresh("dreamscape", (1920, 1080), 1.0, "en") as (app, scene, *_rest):
        card = scene.game.card("double_or_nothing")
        heard: list = []
        gtext.RECORDERS.append(heard.append)
        try:
            clear_all()
            render_card(card, 203, compact_px=12)
            at_1x = min(t.px for t in heard)
            heard.clear()
            render_card(card, 203, compact_px=24)
            at_2x = min(t.px for t in heard)
            heard.clear()
            full = render_card(card, 400)
        finally:
            gtext.RECORDERS.remove(heard.append)
        assert (at_1x, at_2x) == (12, 24)
        assert render_card(card, 400, compact_px=12).get_size() == full.get_size()
        assert pygame.image.tobytes(full, "RGBA") != pygame.image.tobytes(render_card(card, 400, compact_px=12), "RGBA")


@pytest.mark.parametrize("size,scale,lang,least", [((1280, 720), 1.0, "en", 12), ((1280, 720), 2.0, "zh", 20)])
def test_the_market_cards_read_at_rest_and_the_hovered_one_is_drawn_large(size, scale, lang, least):
    """The three Market cards (150 x 214) drew their rules at 7 to 9 px; on the
    counter (issue 33) they are larger, and a compact one grows whole on hover."""
    with _drawn_fresh("market", size, scale, lang) as (app, scene, _seen, strings, *_rest):
        shown = scene.game.campaign.market_shown
        small = scene.counter.rects[shown[0]]
        on_cards = _on(strings, small.size)
        assert {scene.game.card(c).name for c in shown} <= {t.text for t in on_cards}
        assert min(t.px for t in on_cards) >= least
        if scene.counter.full(small):
            return  # the full face at rest: its rules are already there
        app.fit_screen()
        scene.draw(app.screen)
        before = app.screen.copy()
        _point(app, small.center)
        scene.draw(app.screen)
        spot = (small.centerx, small.y + small.height * 3 // 4)  # where the large card's rules fall
        assert app.screen.get_at(spot) != before.get_at(spot), "the hovered card is drawn large"
        _point(app, (5, 5))
        scene.draw(app.screen)
        assert app.screen.get_at(spot) == before.get_at(spot), "and leaves with the pointer"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_map_plaque_writes_its_name_whole_or_leaves_it_to_the_tooltip(lang):
    """At 2x in 1280x720 a square is about 70 px: a Map action's name no longer fits
    at a readable size, and the tooltip over its square names it."""
    with _drawn_fresh("dreamscape", (1280, 720), 2.0, lang) as (app, scene, _seen, strings, *_rest):
        cell = scene.cell()[0]
        on_squares = _on(strings, (cell, cell))
        assert on_squares and all(t.px >= 12 for t in on_squares if not t.text.isdigit()), \
            sorted((t.px, t.text) for t in on_squares)[:4]
        assert not any("…" in t.text or (t.box and t.width > t.box[0]) for t in on_squares if t.role == "small")
        ds = scene.game.dreamscape
        spot = next(p for p, sp in ds.spaces.items() if sp.map_actions)
        name = scene.plaque_terms(ds.spaces[spot])[0].name
        app.fit_screen()
        scene.draw(app.screen)
        _point(app, scene.space_rect(spot).center)
        heard: list = []
        with audit.recording(into=heard):
            scene.draw(app.screen)
        said = {t.text for t in heard if t.surface == app.screen.get_size() and t.px >= 12}
        room = scene.game.card(ds.spaces[spot].tile).name
        assert name in said and room in said, "the action and the room the small map cannot write"
        assert not any(n == room for n, _r in scene.tile_name_rects)


def test_at_1x_the_plaques_keep_their_names_whole():
    with _drawn_fresh("dreamscape", (1280, 720), 1.0, "en") as (app, scene, _seen, strings, *_rest):
        cell = scene.cell()[0]
        names = {t.text: t.px for t in _on(strings, (cell, cell)) if t.role == "small"}
        assert {"Sit on the Step", "The Stair Weeps", "Moonlit Window"} <= set(names)
        assert min(names.values()) >= 12

"""Issue 33: the Market as a shop counter. The cards on offer are drawn large
over the dimmed map (never over its legend), each with its price in Ether; a
click on a card buys it with the very option the decision offers (one rules
Action), the Ether drops and the card glides to the Dreamer's purse; a card
too dear is dimmed and says why. The card inspector names the keywords the
card uses, in the glossary's words, and where the card lies."""
from __future__ import annotations

import pygame
import pytest

from game.gfx.cards import RATIO
from game.ui import app as app_module
from game.ui import audit


@pytest.fixture
def market():
    with app_module._scratch_saves():
        app = app_module.App((1280, 720), 1, defaults=True)
        try:
            scene = app_module.make_scene(app, "market")
            app.push(scene)
            app.step(1 / 60)
            yield app, scene
        finally:
            pygame.quit()


def _click(app, pos):
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)


def test_clicking_an_offered_card_buys_it_as_the_decisions_action(market):
    app, scene = market
    g = scene.game
    chooser = g.dreamers[g.pending.chooser]
    shown = list(g.campaign.market_shown)
    card = next(c for c in shown if (g.card(c).price or 1) <= chooser.ether)
    option = next(o for o in g.pending.options if o.get("card") == card)
    ether, price = chooser.ether, g.card(card).price
    rect = scene.counter.rects[card]
    _click(app, rect.center)
    assert scene.applied[-1] == option, "the click is the decision's own buy option"
    assert chooser.ether == ether - price and card in chooser.discard
    assert card not in g.campaign.market_shown
    glide = scene.counter.motion.running("bought") or scene.counter.motion.tweens
    assert glide and glide[0].key == card and glide[0].end == tuple(scene.counter.rects["ether"].center)


def test_a_card_too_dear_is_refused_with_its_reason(market):
    app, scene = market
    g = scene.game
    chooser = g.dreamers[g.pending.chooser]
    dear = next(c for c in g.campaign.market_shown if (g.card(c).price or 1) > chooser.ether)
    before = (chooser.ether, list(g.campaign.market_shown), len(scene.applied))
    _click(app, scene.counter.rects[dear].center)
    assert (chooser.ether, list(g.campaign.market_shown), len(scene.applied)) == before
    assert g.card(dear).name in scene.message and str(g.card(dear).price) in scene.message
    assert "Ether" in scene.message


def test_done_buying_is_a_button_and_closes_the_counter(market):
    app, scene = market
    g = scene.game
    done = next(o for o in g.pending.options if not o.get("card"))
    offered = list(g.campaign.market_shown)
    _click(app, scene.counter.rects["done"].center)
    assert scene.applied[-1] == done
    assert g.campaign.market_shown == [] and set(offered) <= set(g.campaign.influence_market[-3:])
    assert not scene.counter.rects or "market" not in scene.regions()


@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1920, 1080), 1.0), ((1280, 720), 2.0), ((1920, 1080), 2.0)])
def test_the_offer_is_large_grows_with_the_window_and_leaves_the_legend_clear(size, scale):
    with audit.drawn("market", size, scale, "en") as (app, scene, *_rest):
        rects = scene.counter.layout(scene.game, scene.map_rect(size))
        cards = [rects[c] for c in scene.game.campaign.market_shown]
        legend = scene.regions()["legend"]
        assert all(not r.colliderect(legend) for r in cards + [rects["panel"], rects["done"]])
        assert all(abs(r.height - r.width * RATIO) <= 2 for r in cards)
        # before: 150 x 214 at every size; now at least a quarter of the window's height
        assert min(r.height for r in cards) >= size[1] // 4, [r.size for r in cards]
        if size == (1920, 1080) and scale == 1.0:
            assert min(r.width for r in cards) >= 300


def test_the_keyboard_list_still_offers_every_buy(market):
    app, scene = market
    from game.ui.etherfields.table.keyboard import map_choices
    actions = [c.action for c in map_choices(scene)]
    assert all(o in actions for o in scene.game.pending.options)


def test_the_inspector_names_the_cards_keywords_and_where_it_is():
    with audit.drawn("inspector", (1920, 1080), 1.0, "en") as (app, scene, seen, *_rest):
        from game.ui.etherfields.table.inspector import keywords
        card = scene.game.card(scene.inspect)
        said = {t.text for t in seen}
        names = [str(e.name) for e in keywords(card)]
        assert {"Intent", "Movement value", "Awareness"} <= set(names)
        assert set(names) <= said, "each keyword is named in the panel"
        assert any("hand" in t for t in said)
        rects = scene.inspect_rects
        assert rects["card"].height >= 1080 - 100, "the card as tall as the window allows"
        assert rects["text"].height < 1080 - 40, "the panel as tall as its words"


def test_a_wager_card_explains_its_rapid_action():
    from game.content import default_content
    from game.ui.etherfields.table.inspector import keywords
    cards = default_content().influence
    rapid = next(c for c in cards.values() if any(a.rapid for a in c.actions))
    assert "Rapid" in [str(e.name) for e in keywords(rapid)]


def test_a_card_dragged_onto_the_dreamers_ether_is_bought_and_one_dropped_elsewhere_goes_back(market):
    app, scene = market
    g = scene.game
    chooser = g.dreamers[g.pending.chooser]
    cheap = [c for c in g.campaign.market_shown if (g.card(c).price or 1) <= chooser.ether]
    card = cheap[0]
    start = scene.counter.rects[card].center
    elsewhere = (scene.counter.rects["panel"].x + 4, scene.counter.rects["panel"].bottom - 4)

    def drag(to):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(1, 1), buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1))
        app.step(1 / 60)
    ether = chooser.ether
    drag(elsewhere)
    assert chooser.ether == ether and card in g.campaign.market_shown, "dropped off the Dreamer: put back"
    drag(scene.counter.rects["ether"].center)
    assert chooser.ether == ether - g.card(card).price and card in chooser.discard

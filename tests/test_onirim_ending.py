"""Issue 33: the end of an Onirim game tells its story in a dialog sized to
it (game/ui/onirim/ending.py): each opened Door with its art, the Labyrinth
walked, the figures, the records, Play again and Title, played with real
mouse events."""
import pygame
import pytest

from game.rules.onirim import from_codes
from game.ui import audit
from game.ui.app import App
from game.ui.onirim import art, ending
from game.ui.onirim.table import OnirimTable


@pytest.fixture
def app():
    app = App((1280, 720), seed=3, defaults=True)
    yield app
    pygame.quit()


def click(app, pos):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=pos))
    app.step()


def drag(app, start, end):
    for kind, attrs in ((pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": start}),
                        (pygame.MOUSEMOTION, {"pos": end, "rel": (0, 0), "buttons": (1, 0, 0)}),
                        (pygame.MOUSEBUTTONUP, {"button": 1, "pos": end})):
        pygame.event.post(pygame.event.Event(kind, **attrs))
    app.step()


def lost_game(app):
    """A game with the red and brown Doors open and four cards in the Labyrinth,
    lost by discarding with one card left in the deck (the player's own drags)."""
    t = OnirimTable(app, from_codes(hand="RS BM GK YS RM", labyrinth="BS GM YK RS", doors="RD YD", deck="GS"),
                    autosave=False)
    app.stack[:] = [t]
    app.step()
    for _ in range(2):
        drag(app, t.hand_rects[0][0].center, t.zones["discard"].center)
    assert t.game.outcome == "lost"
    t.draw(app.screen)
    return t


def test_the_end_shows_each_opened_door_with_its_art_and_every_labyrinth_card(app):
    t = lost_game(app)
    data = t.game.to_data()
    lay = ending.end_layout(t.size, data, t.k, False, t.message, ending.records_line())
    opened = [(slot, code) for slot, code in lay.doors if code]
    assert sorted(code for _slot, code in opened) == ["RD", "YD"] and len(lay.doors) == 8
    for slot, code in lay.doors:
        assert lay.dialog.contains(slot)
        probe = (slot.centerx, slot.y + slot.height // 3)
        drawn = tuple(app.screen.get_at(probe))[:3]
        painted = tuple(art.card(code or "RD", slot.width).get_at((probe[0] - slot.x, probe[1] - slot.y)))[:3]
        gap = max(abs(a - b) for a, b in zip(drawn, painted))
        assert (gap <= 4) if code else (gap > 20), (code, slot, drawn, painted)  # an opened Door is its card
    assert [code for _r, code in lay.labyrinth] == data["labyrinth"] == ["BS", "GM", "YK", "RS"]
    assert all(lay.dialog.contains(r) for r, _c in lay.labyrinth)


def test_the_end_says_the_games_figures_and_offers_play_again_and_title(app):
    t = lost_game(app)
    with audit.recording() as drawn:
        t.draw(app.screen)
    said = [s.text for s in drawn]
    assert "Lost in the dream" in said and "Doors opened: 2 of 8" in said
    assert "The Labyrinth you walked: 4 cards" in said
    assert [b.label for b in t.panel_buttons] == ["Play again", "Rules", "Title"]
    over = [c.text for c in t.keyboard_choices() if c.group == "The dream is over"]
    assert over == ["Play again", "Title"], "the keyboard's list offers the dialog's ways on"
    met, total = ending.nightmares_met(t.game.to_data())
    assert f"{met}/{total}" in said and any(s.startswith("Onirim on this computer") or "records" in s for s in said)
    assert all(s.px >= 12 for s in drawn if s.surface == app.screen.get_size())


def test_title_leaves_the_finished_game_for_onirims_title(app):
    from game.ui.onirim.menu import OnirimMenu
    t = lost_game(app)
    menu = OnirimMenu(app, seed=7)
    app.stack[:] = [menu, t]
    app.step()
    t.draw(app.screen)
    click(app, next(b for b in t.panel_buttons if b.label == "Title").rect.center)
    assert app.top is menu


def test_a_press_on_the_end_dialog_never_reaches_the_buttons_under_it():
    """At 2x in 1280 x 720 the demo's long game fills the window: its dialog covers the table's top buttons."""
    with audit.drawn("onirim_over", (1280, 720), 2.0, "en") as (app, t, *_rest):
        under = [b for b in t.buttons if t.dialog_rect.collidepoint(b.rect.center)]
        assert under
        for b in under:
            click(app, b.rect.center)
            assert app.top is t and t.game.outcome == "lost", b.label


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_end_dialog_grows_with_the_window_and_fills_a_1080p_one(lang):
    rects = {}
    for size in ((1280, 720), (1920, 1080)):
        with audit.drawn("onirim_over", size, 1.0, lang) as (_app, scene, *_rest):
            data = scene.game.to_data()
            lay = ending.end_layout(scene.size, data, scene.k, bool(scene.game.outcome.won))
            rects[size] = (scene.dialog_rect, lay.doors[0][0].width)
            assert pygame.Rect((0, 0), size).contains(scene.dialog_rect)
    (small, small_door), (big, big_door) = rects[(1280, 720)], rects[(1920, 1080)]
    assert big.width > small.width and big.height > small.height and big_door > small_door
    r = audit.audit_one("onirim_over", (1920, 1080), 1.0, lang)
    assert r["largest_empty_share"] < 0.2 and not r["text_overlaps"] and not r["outside_panel"], r

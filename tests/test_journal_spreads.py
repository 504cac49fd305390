"""The Campaign Journal's second spread, turned by a click on the page's corner: at 2x,
where the story's page has no room for them, the Dreams' and the Items' pictures."""
import pygame
import pytest

from game.ui import app as app_module


def click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()


def test_at_2x_a_turn_of_the_page_shows_the_dreams_and_items_pictures():
    with app_module._scratch_saves():
        app = app_module.App((1280, 720), 1, defaults=True, lang="en", scale=2.0)
        journal = app_module.make_scene(app, "journal")
        app.push(journal)
        app.step()
        g = journal.session.game
        items = g.team.items + g.team.storage
        assert journal.gallery == [] and journal.item_pictures == []  # the first spread: the story
        assert journal.turn_rect is not None
        click(app, journal.turn_rect.center)
        assert app.top is journal and journal.spread == 1, "the corner turns the page, it does not close the book"
        app.step()
        shown = [gate for gate, _pic in journal.gallery]
        assert shown == [gate for gate, _state in journal.dreams()] and len(shown) >= 2
        assert [item for item, _pic in journal.item_pictures] == items and len(items) >= 2
        book = journal.book_rect(app.screen.get_size())
        for _name, pic in journal.gallery + journal.item_pictures:
            assert book.contains(pic) and pic.height >= 80  # a picture that tells one from another, at 2x
        left, right = journal.pages
        assert all(left.contains(p) for _n, p in journal.gallery)
        assert all(right.contains(p) for _n, p in journal.item_pictures)
        click(app, journal.turn_rect.center)
        assert journal.spread == 0
        click(app, (5, 5))  # anywhere else closes the book, as before
        assert journal not in app.stack


@pytest.mark.parametrize("size,scale,lang", [((1280, 720), 2.0, "zh"), ((1920, 1080), 1.0, "en"),
                                             ((1920, 1080), 2.0, "en")])
def test_the_second_spread_fills_its_window_with_every_picture(size, scale, lang):
    """Measured as the audit measures the first: no bare fifth, nothing over anything."""
    from game.ui import audit

    def second(app):
        scene = app_module.make_scene(app, "journal")
        scene.spread = 1
        return scene
    with audit.drawn(second, size, scale, lang) as (app, scene, seen, _strings, panels, events):
        assert len(scene.gallery) == len(scene.dreams()) and scene.item_pictures
        assert audit.largest_empty_share(app.display, [t.rect for t in seen]) <= 0.2
        assert not audit.over_each_other(seen) and not audit.out_of_panels(seen, events, panels)

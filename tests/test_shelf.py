"""The shelf of games: the program's first screen, one box per game."""
from __future__ import annotations

import pygame
import pytest

from game.__main__ import main
from game.ui.app import App
from game.ui.etherfields.title import TitleScene
from game.ui.scenes import Scene
from game.ui.shelf import SHELF, ShelfScene


@pytest.fixture
def app():
    app = App((1280, 720), seed=3, defaults=True)
    app.push(ShelfScene(app))
    app.step()
    yield app
    pygame.quit()


def post_click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    app.step()


def test_every_game_on_the_shelf_has_a_box_that_opens_it(app):
    shelf = app.top
    assert [box.key for _, box in shelf.boxes] == [box.key for box in SHELF]
    for rect, box in shelf.boxes:
        post_click(app, rect.center)
        assert app.top is not shelf, f"clicking {box.title} opens it"
        assert app.stack[0] is shelf
        del app.stack[1:]


def test_etherfields_opens_on_its_title_and_goes_back_to_the_shelf(app):
    shelf = app.top
    rect = next(r for r, box in shelf.boxes if box.key == "etherfields")
    post_click(app, rect.center)
    title = app.top
    assert isinstance(title, TitleScene)
    title.layout(app.screen.get_size())
    back = next(b for b in title.buttons if b.label == "Shelf")
    post_click(app, back.rect.center)
    assert app.top is shelf and app.running
    post_click(app, rect.center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step()
    assert app.top is shelf and app.running, "Esc on a game's title returns to the shelf"


def test_leaving_a_game_returns_to_its_own_title_not_the_shelf(app):
    shelf = app.top
    post_click(app, next(r for r, box in shelf.boxes if box.key == "etherfields").center)
    title = app.top
    app.push(Scene())  # the table, a reader: any scenes above the title
    app.push(Scene())
    app.back_to_title()
    assert app.stack == [shelf, title]


def test_the_shelf_screenshot_draws_the_boxes(tmp_path):
    out = tmp_path / "shelf.png"
    assert main(["--screenshot", str(out), "--scene", "shelf"]) == 0
    img = pygame.image.load(str(out))
    box = SHELF[0]
    shelf = ShelfScene(None)
    shelf.layout(img.get_size())
    cover = shelf.boxes[0][0]
    assert img.get_at((cover.x + 4, cover.centery))[:3] == box.colour, "the first box is drawn in its colour"


def test_the_shelf_has_a_settings_button_not_only_f10(app):
    from game.ui.menus import SettingsScene
    shelf = app.top
    settings = next(b for b in shelf.buttons if b.label == "Settings")
    assert not any(settings.rect.colliderect(b.rect) for b in shelf.buttons if b is not settings)
    post_click(app, settings.rect.center)
    assert isinstance(app.top, SettingsScene) and app.stack[0] is shelf

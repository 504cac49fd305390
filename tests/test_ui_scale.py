"""The UI scale (Settings, 1x to 2x) reflows the menus instead of zooming them:
at 1280 x 720, every button's label fits inside it (wrapped when it must),
no button overlaps another, and nothing leaves the window."""
import pygame
import pytest

from game.ui import draw as d
from game.ui.app import App
from game.ui.reflow import fits


def scenes(app):
    from game.ui.etherfields.title import NewCampaignScene, TitleScene
    from game.ui.lucidity.setup import SetupScene as LuciditySetup
    from game.ui.etherfields.rules_help import RulesScene
    from game.ui.menus import LoadScene, SettingsScene
    from game.ui.onirim.help import HelpScene
    from game.ui.onirim.menu import OnirimMenu
    from game.ui.prophecy import SetupScene as ProphecySetup
    from game.ui.shelf import ShelfScene
    return {"shelf": ShelfScene(app), "title": TitleScene(app), "settings": SettingsScene(app),
            "load": LoadScene(app), "rules": RulesScene(app), "new_campaign": NewCampaignScene(app),
            "onirim": OnirimMenu(app), "onirim_help": HelpScene(app), "lucidity_setup": LuciditySetup(app),
            "prophecy_setup": ProphecySetup(app)}


NAMES = ["shelf", "title", "settings", "load", "rules", "new_campaign", "onirim", "onirim_help", "lucidity_setup",
         "prophecy_setup"]


@pytest.fixture(params=[1.0, 1.5, 2.0], ids=["1x", "1.5x", "2x"])
def app(request, tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), seed=1, defaults=True)
    app.settings.ui_scale = request.param
    d.set_ui_scale(request.param)
    yield app
    d.set_ui_scale(1.0)
    pygame.quit()


@pytest.mark.parametrize("name", NAMES)
def test_buttons_hold_their_text_and_stay_in_the_window(app, name):
    scene = scenes(app)[name]
    app.push(scene)
    app.step()
    window = app.screen.get_rect()
    widgets = list(scene.buttons) + [r for r, _ in getattr(scene, "boxes", [])]
    assert widgets
    for w in widgets:
        rect = getattr(w, "rect", w)
        assert window.contains(rect), f"{getattr(w, 'label', 'a box')!r} at {rect} leaves the window"
    for b in scene.buttons:
        if "draw" not in b.__dict__:  # a button that draws itself measures its own text
            assert fits(b), f"{b.label!r} overflows its button {b.rect} at {d.UI_SCALE[0]}x"
    rects = [getattr(w, "rect", w) for w in widgets]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), f"{a} overlaps {b}"


def test_the_scale_is_a_settings_row_saved_in_settings_yaml(tmp_path, monkeypatch):
    from game.ui import settings as store
    from game.ui.menus import SettingsScene
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), seed=1, defaults=True)
    try:
        scene = SettingsScene(app)
        app.push(scene)
        app.step()
        scale = next(b for b in scene.buttons if "1.00x" in b.label)
        for _ in range(4):
            scale.on_click()
            scene.arrange(app.screen.get_size())
            scale = next(b for b in scene.buttons if b.label.endswith("x") and ":" in b.label)
        assert store.load().ui_scale == 2.0 and d.UI_SCALE[0] == 2.0
        assert "ui_scale: 2.0" in (tmp_path / "settings.yaml").read_text()
    finally:
        d.set_ui_scale(1.0)
        pygame.quit()


def test_a_help_page_too_long_for_its_box_scrolls_by_keys(app):
    """At 2x the rules no longer fit their panel: Page Down scrolls them inside it
    (at 1x they fit, and there is nothing to scroll)."""
    from game.ui.etherfields.rules_help import RulesScene
    from keyboard_driver import press
    scene = RulesScene(app)
    app.push(scene)
    app.step()
    for _ in range(3):
        press(app, pygame.K_PAGEDOWN)
    if d.UI_SCALE[0] >= 2:
        assert scene.scroll > 0, "the text is longer than its box at 2x"
    else:
        assert scene.scroll == 0 or d.UI_SCALE[0] > 1
    end = scene.scroll
    press(app, pygame.K_PAGEUP)
    assert scene.scroll == max(0, end - 200)

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


def _ink_bands(surf, rect, colour) -> list[tuple[int, int]]:
    """The runs of rows inside `rect` holding a pixel of `colour`: (top, height)."""
    bands, start = [], None
    for y in range(rect.top, rect.bottom + 1):
        inked = y < rect.bottom and any(surf.get_at((x, y))[:3] == colour for x in range(rect.left, rect.right, 1))
        if inked and start is None:
            start = y
        elif not inked and start is not None:
            bands.append((start, y - start))
            start = None
    return bands


def test_a_scrolled_page_shows_whole_lines_at_any_scroll_and_reaches_its_last_line():
    """A page taller than its box scrolls and clips by whole lines: wherever the
    scroll stops, every line of either column is drawn whole or not at all, and
    at the furthest scroll the last line is there. Each line holds a capital and
    a descender ("Tgy"), so a whole line's ink is as tall as any other's."""
    d.set_ui_scale(2.0)
    try:
        ink, last = (250, 250, 250), (250, 60, 60)  # a line's solid pixels are exactly its colour
        box = pygame.Rect(20, 20, 600, 300)

        def paint(target, area):  # a paragraph on the left, single lines at another pitch on the right
            used = d.paragraph(target, " ".join(["Tgy"] * 120), pygame.Rect(area.x, area.y, 280, 4000), 16, ink)
            step = d.face("Tgy", 13).get_linesize() + 7
            for i in range(30):
                d.text(target, "Tgy Tgy", (area.x + 320, area.y + i * step), 13, last if i == 29 else ink)
            return max(used, 30 * step)

        surf = pygame.Surface((640, 360))
        most = d.scrolled(surf, box, 0, paint)
        assert most > 0, "the page is taller than its box"
        for scroll in list(range(0, most + 1, 23)) + [most, most + 50]:
            surf.fill((0, 0, 0))
            d.scrolled(surf, box, scroll, paint)
            for column, size in ((pygame.Rect(20, 20, 280, 300), 16), (pygame.Rect(340, 20, 280, 300), 13)):
                bands = _ink_bands(surf, column, ink) + _ink_bands(surf, column, last)
                whole = d.face("Tgy", size).size("Tgy")[1] // 2  # no line's ink is shorter than half its face
                tallest = max([whole] + [h for _t, h in bands])
                cut = [(t, h) for t, h in bands if h < tallest - 2]
                assert not cut, f"scroll {scroll}: lines cut in half at {cut} (a whole line's ink is {tallest} tall)"
        surf.fill((0, 0, 0))
        d.scrolled(surf, box, most, paint)
        assert _ink_bands(surf, pygame.Rect(340, 20, 280, 300), last), "the furthest scroll shows the last line"
    finally:
        d.set_ui_scale(1.0)


@pytest.mark.parametrize("name", ["rules", "lucidity_rules", "prophecy"])
def test_the_rules_pages_scroll_by_whole_lines(name, tmp_path, monkeypatch):
    """Etherfields' rules, Lucidity's and Prophecy's rules help draw their text
    through draw.scrolled at 2x, so a scroll never leaves a line cut in half."""
    from game.ui import app as app_module
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    calls = []
    real = d.scrolled
    monkeypatch.setattr(d, "scrolled", lambda *args, **kwargs: calls.append(args[1]) or real(*args, **kwargs))
    app = app_module.App((1280, 720), 1, defaults=True, scale=2.0)
    try:
        scene = app_module.make_scene(app, name)
        app.push(scene)
        if name == "prophecy":
            scene.toggle_rules()
        scene.draw(app.screen)
        assert calls, f"{name}: the rules are not drawn through draw.scrolled"
    finally:
        d.set_ui_scale(1.0)
        pygame.quit()


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_chronicle_scrolls_by_whole_lines(scale, tmp_path, monkeypatch):
    """Wherever the chronicle's page is scrolled, no line of text crosses the
    bottom edge of its window: the last row is bare paper but where a picture
    lies (a picture may be cut; a line is not). The top edge starts at a
    line's top, where its tallest letters may touch it."""
    from game.ui import app as app_module
    from game.ui.etherfields.chronicle import PAPER
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = app_module.App((1280, 720), 1, defaults=True, scale=scale)
    try:
        scene = app_module.make_scene(app, "chronicle")
        app.push(scene)
        scene.draw(app.screen)
        scene.scroll = 10 ** 6
        scene.draw(app.screen)
        most = scene.scroll
        assert most > 0, "the chapter is longer than its page"
        for scroll in range(0, most + 1, 29):
            scene.scroll = scroll
            scene.draw(app.screen)
            body = scene.body
            pictures = [r.move(body.x, body.y - scene.shown_from) for _art, r in scene.sheet(body.width)[1]]
            for y in (body.bottom - 1,):
                inked = [x for x in range(body.left, body.right) if app.screen.get_at((x, y))[:3] != PAPER
                         and not any(r.collidepoint(x, y) for r in pictures)]
                assert not inked, f"scroll {scroll}: a line crosses the page's edge at y={y} (x={inked[:3]})"
    finally:
        d.set_ui_scale(1.0)
        pygame.quit()

"""Keyboard focus is visible: the ring is drawn where the focus is, and moves with Tab."""
import pygame
import pytest

from game.ui.app import App
from game.ui.menus import SettingsScene
from game.ui.shelf import ShelfScene
from keyboard_driver import focus_button, press


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), seed=1, defaults=True)
    yield app
    pygame.quit()


def border(surf, rect, pad=5):
    """The pixels on the line just outside `rect`, where the ring goes."""
    r = pygame.Rect(rect).inflate(2 * pad, 2 * pad)
    pts = [(x, r.top + 1) for x in range(r.left + 12, r.right - 12, 4)]
    pts += [(r.left + 1, y) for y in range(r.top + 12, r.bottom - 12, 4)]
    return [tuple(surf.get_at(p))[:3] for p in pts]


def white_share(pixels):
    return sum(1 for p in pixels if min(p) >= 240) / len(pixels)


def test_tab_puts_a_ring_round_the_focused_button_and_moves_it(app):
    scene = SettingsScene(app)
    app.push(scene)
    app.step()
    scene.layout(app.screen.get_size())
    first, second = scene.buttons[0].rect, scene.buttons[1].rect
    before = border(app.screen, first)
    press(app, pygame.K_TAB)
    assert scene.focus == 0
    on_first = border(app.screen, first)
    changed = sum(1 for a, b in zip(before, on_first) if a != b) / len(before)
    assert changed > 0.9 and white_share(on_first) > 0.9, "the ring is drawn on the focused button's border"
    press(app, pygame.K_DOWN)
    assert scene.focus == 1
    assert white_share(border(app.screen, second)) > 0.9
    assert white_share(border(app.screen, first)) < 0.2, "the ring left the first button"
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene.focus == 0


def test_enter_and_space_press_the_focused_button_and_esc_goes_back(app):
    app.push(ShelfScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    app.step()
    focus_button(app, scene, "Hand-over screen")
    press(app, pygame.K_RETURN)
    assert app.settings.hand_over_screen is True
    press(app, pygame.K_SPACE)
    assert app.settings.hand_over_screen is False
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ShelfScene)


def test_the_shelf_box_in_focus_is_ringed_and_opens_with_enter(app):
    from game.ui.onirim.menu import OnirimMenu
    shelf = ShelfScene(app)
    app.push(shelf)
    app.step()
    press(app, pygame.K_TAB)
    press(app, pygame.K_RIGHT)
    rect = shelf.boxes[1][0].move(0, -10)  # a box in focus is lifted, as under the mouse
    assert white_share(border(app.screen, rect)) > 0.9
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, OnirimMenu)


def test_the_action_list_rings_the_focused_move(app):
    from game.rules.onirim import from_codes
    from game.ui.onirim.table import OnirimTable
    table = OnirimTable(app, from_codes(hand="RS YS BM GK RM", deck="GS BS YM RK NN"), autosave=False)
    app.push(table)
    app.step()
    press(app, pygame.K_a)
    assert table.keys.open
    first = pygame.Rect(table.keys.focus_rect)
    assert white_share(border(app.screen, first, pad=2)) > 0.9
    press(app, pygame.K_DOWN)
    assert table.keys.focus_rect != first and white_share(border(app.screen, table.keys.focus_rect, pad=2)) > 0.9
    press(app, pygame.K_ESCAPE)
    assert not table.keys.open and app.top is table, "Esc closes the list before it leaves the table"


def test_a_card_in_hand_is_read_from_the_keyboard(app):
    """What right-click does, the action list does too: the card opens in the inspector."""
    from game.ui.etherfields.table import DreamscapeScene
    from keyboard_driver import choose
    scene = DreamscapeScene.demo(app)
    app.push(scene)
    app.step()
    card = scene.game.dreamers[scene.selected].hand[0]
    choose(app, scene, lambda c: c.text == f"Read {scene.game.name(card)}")
    assert scene.inspect == card and not scene.keys.open
    press(app, pygame.K_ESCAPE)
    assert scene.inspect is None and app.top is scene, "Esc closes the card, not the table"


def test_the_focused_move_rings_its_space_on_the_map(app):
    from game.ui.etherfields.table import DreamscapeScene
    scene = DreamscapeScene.demo(app)
    app.push(scene)
    app.step()
    press(app, pygame.K_a)
    for _ in range(40):
        chosen = scene.keys.focused()
        if chosen.action is not None and chosen.action.kind == "move":
            break
        press(app, pygame.K_DOWN)
    target = scene.space_rect(tuple(chosen.action["to"]))
    assert white_share(border(app.screen, target, pad=-3)) > 0.9, "the move's space is ringed"

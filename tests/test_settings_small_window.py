"""Settings in a small window (800 x 500) at a large UI scale: the controls no
longer fit in two columns, so they stand in one list that scrolls by whole
rows (the wheel, Page Down, or Tab to a control out of view), Back always in
view. Measured on the page as drawn (game/ui/audit.py): no two strings over
each other, none off the window, no control on another or on the title."""
from __future__ import annotations

import pygame
import pytest

from game.ui import audit

SMALL = (800, 500)


def _seen(app):
    """The strings a player sees now, drawn afresh."""
    events: list = []
    audit.draw_frame(app, events)
    return [t for t in audit.shown(events, SMALL) if t.surface == SMALL]


def _clean(app, scene, seen) -> None:
    window = app.screen.get_rect()
    assert audit.over_each_other(seen) == []
    assert all(window.contains(pygame.Rect(t.rect)) for t in seen), [t.text for t in seen]
    shown = [b for b in scene.buttons if not getattr(b, "hidden", False)]
    for i, a in enumerate(shown):
        assert window.contains(a.rect), (a.label, a.rect)
        assert not any(a.rect.colliderect(b.rect) for b in shown[i + 1:]), a.label
    title = next(t for t in seen if t.text in ("Settings", "设置"))
    assert not any(pygame.Rect(title.rect).colliderect(b.rect) for b in shown)


@pytest.mark.parametrize("scale,lang", [(2.0, "en"), (2.0, "zh"), (1.5, "en"), (1.0, "en")])
def test_settings_at_800_by_500_show_no_text_over_other_text(scale, lang):
    with audit.drawn("settings", SMALL, scale, lang) as (app, scene, seen, strings, panels, events):
        _clean(app, scene, seen)
        assert min(t.px for t in seen if t.px) >= 16 * scale  # nothing shrunk to fit
        back = scene.buttons[12]
        assert not getattr(back, "hidden", False) and app.screen.get_rect().contains(back.rect)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_at_2x_the_wheel_scrolls_every_control_into_view_and_a_click_works_there(lang):
    with audit.drawn("settings", SMALL, 2.0, lang) as (app, scene, seen, strings, panels, events):
        assert scene.view is not None, "at 800 x 500 and 2x the list scrolls"
        labels = {str(b.label) for b in scene.buttons[:12]}
        met = set()
        for _ in range(14):  # one notch a turn, down past the end
            seen = _seen(app)
            _clean(app, scene, seen)
            met |= {t.text for t in seen} & labels
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
            app.step()
        assert met == labels, labels - met
        toggle = scene.buttons[11]  # Reduce motion, the last row: in view at the end of the list
        assert not getattr(toggle, "hidden", False)
        before = app.settings.reduce_motion
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, button=1, pos=toggle.rect.center))
        app.step()
        assert app.settings.reduce_motion is (not before)
        for _ in range(14):  # and back up to the top
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
            app.step()
        assert not getattr(scene.buttons[0], "hidden", False) and getattr(scene.buttons[11], "hidden", False)


def test_at_2x_tab_brings_the_focused_control_into_view():
    with audit.drawn("settings", SMALL, 2.0, "en") as (app, scene, seen, strings, panels, events):
        for k in range(12):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
            app.step()
            focused = scene.buttons[scene.focus]
            assert not getattr(focused, "hidden", False) and app.screen.get_rect().contains(focused.rect), k
            _clean(app, scene, _seen(app))


def test_a_key_pressed_before_settings_first_lay_out_their_list_is_taken_calmly():
    """The UI monkey pressed Tab on a Settings page not yet laid out: the scrolled
    list's window was read before it existed (an AttributeError)."""
    from game.ui.app import App
    from game.ui.menus import SettingsScene
    app = App(size=(1280, 720), defaults=True)
    scene = SettingsScene(app)
    scene.show_focus()  # before any layout: nothing to scroll into view
    app.push(scene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))
    app.step()
    assert app.top is scene

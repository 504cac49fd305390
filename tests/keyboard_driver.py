"""Plays the way a keyboard-only player does: KEYDOWN events and nothing else.

`press` posts one key and runs a frame. `focus_button` walks a scene's focus
ring to a button with Tab and returns once it is there. `do` opens a table's
action list (A), walks the focus to the choice that stands for the wanted
Action with the arrow and page keys, and presses Enter.
"""
from __future__ import annotations

import pygame

from game.ui.actionlist import grouped


def press(app, key, mod=0, dt=1 / 60) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.step(dt)


def focus_button(app, scene, label: str) -> None:
    """Tab until the focus ring is on the button whose label starts with `label`."""
    for _ in range(60):
        scene.layout(app.screen.get_size())
        if scene.focus is not None and scene.buttons[scene.focus].label.startswith(label):
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {label!r}: {[b.label for b in scene.buttons]}")


def choose(app, table, pick) -> object:
    """Open the action list, walk to the first choice `pick(choice)` accepts, press Enter;
    returns the choice pressed."""
    keys = table.keys
    if not keys.open:
        press(app, pygame.K_a)
    assert keys.open, "A opens the action list"
    items = grouped(keys.choices())
    target = next((i for i, c in enumerate(items) if pick(c)), None)
    assert target is not None, f"no choice fits; the list: {[c.text for c in items]}"
    for _ in range(len(items) + 20):
        if keys.index == target:
            break
        gap = target - keys.index
        key = (pygame.K_PAGEDOWN if gap > 8 else pygame.K_PAGEUP if gap < -8 else
               pygame.K_DOWN if gap > 0 else pygame.K_UP)
        press(app, key)
    assert keys.index == target
    chosen = items[target]
    press(app, pygame.K_RETURN)
    return chosen


def do(app, table, action) -> None:
    """The choice standing for exactly this Action, pressed by keys."""
    choose(app, table, lambda c: c.action is not None and c.action == action)

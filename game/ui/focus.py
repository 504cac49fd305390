"""Keyboard focus: which widget the keys act on, and the ring that shows it.

Tab and Shift+Tab (and the arrow keys) move through a scene's widgets in
the order they are laid out; Enter or Space activates the focused one; Esc
backs out (each scene's own `back`). The ring is a light stroke over a dark
one with corner brackets, so it shows on any background by its shape and
brightness alone, not by its hue.
"""
from __future__ import annotations

import pygame

from game import audio

ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
RING_LIGHT = (255, 255, 255)
RING_DARK = (8, 4, 16)


def step(event) -> int:
    """+1 for Tab, Down or Right; -1 for Shift+Tab, Up or Left; 0 otherwise."""
    if event.type != pygame.KEYDOWN:
        return 0
    if event.key == pygame.K_TAB:
        mods = getattr(event, "mod", 0)
        return -1 if mods & pygame.KMOD_SHIFT else 1
    if event.key in (pygame.K_DOWN, pygame.K_RIGHT):
        return 1
    if event.key in (pygame.K_UP, pygame.K_LEFT):
        return -1
    return 0


def activates(event) -> bool:
    return event.type == pygame.KEYDOWN and event.key in ACTIVATE


def moved(index: int | None, delta: int, count: int) -> int | None:
    """The focus after one step through `count` widgets (the first step lands on the first or last)."""
    if count <= 0:
        return None
    if index is None:
        return 0 if delta > 0 else count - 1
    return (index + delta) % count


def ring(surf, rect, pad: int = 5) -> None:
    """The focus ring around `rect`: dark, light, and corner brackets."""
    r = pygame.Rect(rect).inflate(2 * pad, 2 * pad)
    pygame.draw.rect(surf, RING_DARK, r.inflate(6, 6), 3, border_radius=12)
    pygame.draw.rect(surf, RING_LIGHT, r, 3, border_radius=10)
    arm = max(8, min(r.width, r.height) // 4)
    for (x, y), (dx, dy) in (((r.left, r.top), (1, 1)), ((r.right - 1, r.top), (-1, 1)),
                             ((r.left, r.bottom - 1), (1, -1)), ((r.right - 1, r.bottom - 1), (-1, -1))):
        x, y = x - 4 * dx, y - 4 * dy
        pygame.draw.line(surf, RING_LIGHT, (x, y), (x + arm * dx, y), 4)
        pygame.draw.line(surf, RING_LIGHT, (x, y), (x, y + arm * dy), 4)


def key_buttons(scene, event) -> bool:
    """Tab, the arrows, Enter and Space over a scene's `buttons` (laid out
    afresh by its `layout`), the focus kept in its `focus`. True when the key
    was one of these (only for the scene on top). The first Enter only shows
    the ring; the next presses."""
    if not (step(event) or activates(event)) or scene.app.top is not scene:
        return False  # a key the scene on top left alone never presses a button hidden under it
    getattr(scene, "arrange", scene.layout)(scene.app.screen.get_size())  # the buttons as drawn
    n = len(scene.buttons)
    current = focused(scene)
    if step(event) or current is None:
        delta = step(event) or 1
        scene.focus = moved(current, delta, n)
        for _n in range(n if scene.focus is not None else 0):  # a disabled button is skipped
            if getattr(scene.buttons[scene.focus], "enabled", True):
                break
            scene.focus = moved(scene.focus, delta, n)
    elif getattr(scene.buttons[current], "enabled", True):
        audio.gesture("press")
        scene.buttons[current].on_click()
    return True


def focused(scene) -> int | None:
    """The scene's focus, kept inside the buttons it has now (a new layout may have fewer)."""
    index, buttons = getattr(scene, "focus", None), scene.buttons
    if index is None or not buttons:
        return None
    scene.focus = min(index, len(buttons) - 1)
    return scene.focus


def draw_ring(scene, surf) -> None:
    if focused(scene) is not None:
        ring(surf, scene.buttons[scene.focus].rect)

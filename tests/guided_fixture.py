"""Shared by the guided-game tests: open a game's title from the shelf, press
Guided game, then do only what the teacher's pointer shows, with posted
mouse events, checking at every step that the sentence covers nothing the
pointer points at."""
from __future__ import annotations

import pygame

from game.ui.shelf import ShelfScene
from mouse_driver import Gestures


def open_guided_game(app, key: str) -> Gestures:
    """The shelf, the game's first screen, its Guided game button: all clicks."""
    app.push(ShelfScene(app))
    app.step()
    mouse = Gestures(app)
    rect = next(r for r, box in app.top.boxes if box.key == key)
    mouse.click(rect.center)
    app.step()
    button = next(b for b in app.top.buttons if b.label == "Guided game")
    mouse.click(button.rect.center)
    return mouse


def follow_the_pointer(app, mouse, limit: int = 600) -> list:
    """Click or drag where the pointer points until it has nothing to show;
    every pointer followed, in order. At each: the target is on the scene,
    whole, and the strip at the window's foot does not touch it."""
    followed = []
    waited = 0
    for _ in range(limit):
        app.step()  # drawn: the pointer reads the screen as the player sees it
        pointer = app.teacher.pointer() if app.teacher is not None else None
        if pointer is None and app.teacher is not None and app.teacher.on() and waited < 400:
            waited += 1  # the others' turns, dice still rolling: the pointer waits, so does the player
            app.step(0.25)
            continue
        waited = 0
        if pointer is None:
            break
        where = f"step {len(followed)} ({pointer.step}: {pointer.sentence[:50]})"
        box = app.teacher.box
        assert box is not None and pygame.display.get_surface().get_rect().contains(box), where
        assert app.screen.get_rect().contains(pointer.target), f"{where}: the target is not whole on the scene"
        assert not app.screen.get_rect().colliderect(box), f"{where}: the strip lies under the scene, covering nothing"
        assert not pointer.target.colliderect(box), f"{where}: the sentence covers the target"
        if pointer.source is not None:
            assert not pointer.source.colliderect(box), f"{where}: the sentence covers the piece to drag"
        followed.append(pointer)
        if pointer.gesture == "drag":
            mouse.drag(pointer.start, pointer.point)
        else:
            mouse.click(pointer.point)
    return followed

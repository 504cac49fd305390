"""The hot-seat hand-over screen, for any game: the table is hidden until
the named player takes the mouse and clicks. A note says why they are called
(their turn, or a choice the rules hand them in someone else's turn)."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.ui import layout as L
from game.i18n import _, tr
from game.ui.scenes import Scene


class HandOverScene(Scene):
    """Pushed over a table; a click or a key closes it and calls `on_ready`."""

    def __init__(self, app, name: str, note: str = "", colour=(244, 230, 190), on_ready=None) -> None:
        self.app, self.name, self.note, self.colour, self.on_ready = app, name, note, colour, on_ready

    def handle(self, event):
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)):
            self.app.pop()
            if self.on_ready:
                self.on_ready()
            return None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN,
                          pygame.MOUSEWHEEL):
            return None  # nothing reaches the hidden table
        return event

    def update(self, dt):
        pass

    def draw(self, surf):
        draw_hand_over(surf, self.name, self.note, self.colour)


def draw_hand_over(surf, name: str, note: str = "", colour=(244, 230, 190)) -> None:
    """The hand-over screen itself, for a scene that keeps it as a state of its
    own (every game's hot seat looks the same)."""
    w, h = surf.get_size()
    L.veil(surf, (0, 0, 0, 255))  # nothing of the table shows through
    d.night_sky(surf, seed=29)
    head = L.line(40, bold=True, role="story")
    d.text(surf, _("Pass the mouse to {name}").format(name=name), (w // 2, h // 2 - max(60, head + 8)), 40, colour,
           anchor="center", bold=True, role="story", glow=True, max_width=w - 40, fit=True)
    y = h // 2
    step = max(28, L.line(19, role="story"))  # lines as tall as their text, at any UI scale
    for line in _wrap(tr(note), 19, min(L.em(660), w - 80)):
        d.text(surf, line, (w // 2, y), 19, (230, 220, 245), anchor="center", role="story")
        y += step
    d.text(surf, _("click when ready"), (w // 2, y + max(40, L.line(16, italic=True) + 12)), 16, (180, 170, 215),
           anchor="center", italic=True)


def _wrap(msg: str, size: int, width: int) -> list[str]:
    """Lines of `msg` no wider than `width` (for centred text); none for no text."""
    f = d.face(str(msg), size, False, False, "story")
    return [line for line in d.wrap(str(msg), f, width) if line]

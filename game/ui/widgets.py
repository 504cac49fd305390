"""Small shared pieces of the UI: buttons, easing, colours."""
from __future__ import annotations

import pygame

from game.ui import draw as d


class Button:
    def __init__(self, rect, label, on_click, accent=(120, 100, 200)):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.accent = accent

    def draw(self, surf, mouse):
        hover = self.rect.collidepoint(mouse)
        d.panel(surf, self.rect, (60, 48, 96) if hover else (38, 30, 64), self.accent if hover else (90, 78, 140))
        d.text(surf, self.label, self.rect.center, 16, (240, 232, 255), anchor="center",
               max_width=self.rect.width - 12)


def ease(t: float) -> float:
    """Ease-out cubic: quick start, soft landing."""
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


def hex_colour(colour: str):
    colour = str(colour).lstrip("#")
    try:
        return tuple(int(colour[i:i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        return (200, 200, 200)

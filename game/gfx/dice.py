"""Dice faces: a rounded cube face with its mark, for the dice tray and any
picture of a die (the Luck die, Prophecy's light and dark d6)."""
from __future__ import annotations

import pygame

from game.gfx import fonts

CREAM, INK = (236, 226, 200), (40, 28, 50)
FAIL = (230, 120, 110)
# The mark each named face shows; a face not listed shows its own name.
FACE_LABEL = {"fail": "X", "blank": "", "plus1": "+1", "plus2": "+2", "plus3": "+3",
              "one": "1", "full": "M", "full_again": "M+"}


def paint_face(surf: pygame.Surface, face: str, size: int, colour=CREAM, ink=INK) -> None:
    """Paint a die's face into `surf` (size x size): a failure is red."""
    colour = FAIL if face == "fail" else colour
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=max(2, size // 6))
    pygame.draw.rect(surf, (60, 40, 70), surf.get_rect(), 2, border_radius=max(2, size // 6))
    label = FACE_LABEL.get(face, face)
    if label:
        img = fonts.render(str(label), "rules_bold", max(8, size * 16 // 34), tuple(ink))
        surf.blit(img, img.get_rect(center=(size // 2, size // 2)))

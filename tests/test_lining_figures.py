"""A number standing alone is read as a number: every face the games draw with
has lining figures (EB Garamond's old-style "1" read as a dotless i in
"Pass the mouse to Player 1"). The ink of "1" stands as tall as a capital's."""
import pygame
import pytest

from game.gfx import fonts
from game.ui import draw as d
from game.ui.handover import draw_hand_over


def ink_height(surface) -> int:
    return surface.get_bounding_rect(min_alpha=128).height


@pytest.mark.parametrize("face", sorted(set(d.FACES)))
def test_every_interface_face_draws_a_one_as_tall_as_a_capital(face):
    role, bold, italic = face
    for size in (16, 40):
        one = d.font(size, bold, italic, role).render("1", True, (255, 255, 255))
        capital = d.font(size, bold, italic, role).render("H", True, (255, 255, 255))
        assert ink_height(one) >= 0.9 * ink_height(capital), (face, size)


@pytest.mark.parametrize("role", sorted(fonts.ROLES))
def test_every_art_role_draws_digits_as_tall_as_a_capital(role):
    f = fonts.font(role, 40)
    capital = ink_height(f.render("H", True, (255, 255, 255)))
    for digit in "0123456789":
        assert ink_height(f.render(digit, True, (255, 255, 255))) >= 0.9 * capital, (role, digit)


def test_the_hand_over_heading_draws_player_1_with_a_full_height_one():
    """In the heading itself ("Pass the mouse to Player 1", its own face and
    size, as drawn): the ink of the closing "1" reaches as high as the "P"."""
    from tests.recording import recording
    surf = pygame.Surface((1280, 720))
    with recording() as drawn:
        draw_hand_over(surf, "Player 1")
    head = next(x for x in drawn if x.text == "Pass the mouse to Player 1")
    f = d.font(40, True, False, "story")
    x, y, w, h = head.rect

    def ink(left, width):
        part = surf.subsurface(pygame.Rect(left, y, width, h))
        mask = pygame.mask.from_threshold(part, (244, 230, 190), (40, 40, 40, 255))
        return max((r.height for r in mask.get_bounding_rects()), default=0)
    one, capital = ink(x + w - f.size("1")[0], f.size("1")[0]), ink(x, f.size("P")[0])
    assert capital > 10 and one >= 0.9 * capital, (one, capital)

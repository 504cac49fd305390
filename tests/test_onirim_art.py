"""Onirim's card art: every face drawn, each distinct, at any width."""
import pygame
import pytest

from game.art.__main__ import main as art_main
from game.ui.onirim import art


@pytest.fixture(autouse=True)
def display():
    from game.gfx.cache import clear_all
    pygame.init()
    clear_all()  # fonts cached by an earlier pygame session are dead
    pygame.display.set_mode((1, 1))
    yield
    pygame.quit()


def test_every_card_face_is_drawn_distinct_at_any_width():
    faces = {}
    for code in art.SHEET_CODES:
        for width in (40, 112):
            img = art.card(code, width)
            assert img.get_size() == (width, round(width * art.RATIO))
        faces[code] = pygame.image.tobytes(art.card(code, 112), "RGBA")
    assert len(set(faces.values())) == len(faces), "no two kinds of card look the same"
    assert art.back(112).get_size() == (112, round(112 * art.RATIO))


def test_colours_have_their_own_emblem_not_only_a_hue():
    # the same symbol in two colours differs even in greyscale, at the corner emblem
    def grey_corner(code):
        img = art.card(code, 112)
        corner = img.subsurface(pygame.Rect(4, 4, 28, 28))
        return [sum(corner.get_at((x, y))[:3]) // 3 > 128 for x in range(28) for y in range(28)]
    shapes = {c: grey_corner(c + "S") for c in "RBGY"}
    for a in "RBGY":
        for b in "RBGY":
            if a < b:
                assert shapes[a] != shapes[b]


def test_the_card_sheet_is_written(tmp_path):
    out = tmp_path / "onirim.png"
    assert art_main(["--game", "onirim", "--sheet", str(out)]) == 0
    img = pygame.image.load(str(out))
    assert img.get_width() > 8 * 150

"""Many UI tests end with pygame.quit(); the test after one of them must not
depend on having run after a test that left pygame up (conftest's
pygame_running fixture restarts it). These two run in this order."""
import pygame


def test_a_ui_test_that_quits_pygame():
    pygame.init()
    pygame.quit()
    assert not pygame.font.get_init()


def test_the_next_one_draws_text_without_building_an_app():
    from game.ui import draw as d
    surf = pygame.Surface((300, 60))
    shown = d.text(surf, "Saves 4 to 6 of 13", (10, 10), 16)
    assert shown.width > 50 and surf.get_bounding_rect().width > 0

"""scripts/colourblind.py: the Machado 2009 simulation that checks the colour cues."""
import importlib.util
from pathlib import Path

import pygame

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "colourblind.py"
spec = importlib.util.spec_from_file_location("colourblind", SCRIPT)
cb = importlib.util.module_from_spec(spec)
spec.loader.exec_module(cb)


def test_greys_stay_grey_and_red_and_green_meet():
    for grey in ((0, 0, 0), (128, 128, 128), (255, 255, 255)):
        for kind in ("deuteranopia", "protanopia"):
            got = cb.simulate_colour(grey, kind)
            assert max(abs(a - b) for a, b in zip(got, grey)) <= 2, (kind, grey, got)
    # Lucidity's red and green dice: opposite on the red-green axis for most eyes;
    # under both simulations that axis is gone (only lightness tells them apart).
    red, green = (200, 62, 60), (62, 158, 88)
    assert red[0] - red[1] > 100 and green[1] - green[0] > 90
    for kind in ("deuteranopia", "protanopia"):
        for colour in (red, green):
            r, g, _ = cb.simulate_colour(colour, kind)
            assert abs(r - g) < 20, (kind, colour, (r, g))


def test_the_script_writes_the_simulated_picture(tmp_path):
    src = pygame.Surface((40, 20))
    src.fill((200, 62, 60), (0, 0, 20, 20))
    src.fill((62, 158, 88), (20, 0, 20, 20))
    pygame.image.save(src, str(tmp_path / "in.png"))
    assert cb.main([str(tmp_path / "in.png"), str(tmp_path / "out.png"), "--type", "protanopia"]) == 0
    out = pygame.image.load(str(tmp_path / "out.png"))
    assert out.get_size() == (40, 20)
    assert tuple(out.get_at((5, 5)))[:3] == cb.simulate_colour((200, 62, 60), "protanopia")
    assert cb.main([str(tmp_path / "missing.png"), str(tmp_path / "x.png")]) == 2

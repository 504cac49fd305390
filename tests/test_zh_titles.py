"""Issue 39: a Chinese player reads each game's name in Chinese on its title
screen (the tables already showed it): the logo goes through the catalogue,
and English keeps its Latin logo."""
from __future__ import annotations

import pytest

from game.ui import audit


@pytest.mark.parametrize("scene, english, chinese", [
    ("title", "ETHERFIELDS", "以太梦境"),
    ("onirim", "ONIRIM", "梦境迷宫"),
    ("lucidity_setup", "LUCIDITY", "清醒梦"),
])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_title_screen_names_its_game_in_the_language_shown(scene, english, chinese, lang):
    with audit.drawn(scene, (1280, 720), 1.0, lang) as (app, top, seen, strings, panels, events):
        texts = {t.text for t in seen}
        big = max(seen, key=lambda t: t.rect[3])  # the logo: the tallest string on the screen
    shown, hidden = (chinese, english) if lang == "zh" else (english, chinese)
    assert big.text == shown, (big.text, big.rect)
    assert hidden not in texts

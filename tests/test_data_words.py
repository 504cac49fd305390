"""Words drawn from the games' data, not written as sentences (issue 17): a
card frame's subtitle, a Turn card's steps and loot, an Onirim card's place,
a Prophecy card's hover lines. In 简体中文 every one of them comes from the
catalogue or the content's translation: painted in Chinese, no English word
is left on any card face or hover box."""
from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game.gfx import fonts

ENGLISH = re.compile(r"[A-Za-z]{3,}")


@pytest.fixture
def painted(monkeypatch):
    """Every piece of text painted, in Chinese (the pieces go through fonts.render)."""
    pygame.init()
    i18n.set_language("zh")
    from game.ui import draw
    draw.reset_caches()  # nothing painted before comes out of a cache unheard
    said: list[str] = []
    real = fonts.render

    def render(text, *args, **kwargs):
        said.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(fonts, "render", render)
    from game.gfx import cards
    from game.ui.onirim import art
    monkeypatch.setattr(cards, "render", render)
    monkeypatch.setattr(art, "render", render)
    yield said
    monkeypatch.undo()
    draw.reset_caches()  # the Chinese faces are not left for the next test


def english(said) -> list[str]:
    return sorted({t for t in said if ENGLISH.search(re.sub(r"\{[a-z_]+\}", "", t))})


def test_every_etherfields_card_face_is_painted_in_chinese(painted):
    from game.content import default_content
    from game.gfx.cards import render_card
    content = default_content()
    for kind in content.kinds:
        for model in getattr(content, kind).values():
            render_card(model, 120)
    assert len(painted) > 1000
    assert not english(painted), english(painted)[:10]


def test_every_onirim_card_face_is_painted_in_chinese(painted):
    from game.rules.onirim.cards import ALL_CODES
    from game.ui.onirim import art
    for code in ALL_CODES:
        art.card(code, 90)
    words = set(painted)
    assert {"天文台", "水族馆", "花园", "图书馆"} <= words
    assert not english(painted), english(painted)


def test_every_prophecy_card_hover_is_in_chinese():
    from game.content.prophecy import prophecy_content
    from game.rules.prophecy import new_game
    from game.ui.prophecy.board import describe_card
    i18n.set_language("zh")
    game = new_game(prophecy_content(), {"seats": 2}, 1)
    lines = [line for cid in game.content.cards for line in describe_card(game, cid)]
    assert any("放弃移动" in line for line in lines), "the Abilities' effects are said"
    assert not english(lines), english(lines)[:10]

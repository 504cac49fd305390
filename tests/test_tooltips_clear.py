"""Hover tooltips on every table with one (game/ui/tooltip.py): the tooltip
goes when its thing is clicked and when the acting player changes with the
pointer left where the last player put it; it comes back once the pointer
rests on something else (issue 40). Prophecy's are in
test_prophecy_what_a_player_sees.py; here Etherfields' map and the placement."""
from __future__ import annotations

import pygame

from game.ui import tooltip
from game.ui.app import App
from game.ui.etherfields.scenes import DreamscapeScene
from recording import recording


def _drawn(app) -> list[str]:
    with recording() as drawn:
        app.step()
    return [x.text for x in drawn]


def test_the_etherfields_map_tooltip_goes_when_the_acting_dreamer_changes():
    app = App((1280, 720), seed=4)
    scene = DreamscapeScene.demo(app)
    app.push(scene)
    app.step()
    g = scene.game
    spawn = next(p for p, s in g.dreamscape.spaces.items() if s.has("spawn"))
    other = next(p for p, s in g.dreamscape.spaces.items() if p != spawn and scene.tooltip_terms(scene.space_rect(p).center))
    pygame.mouse.set_pos(scene.space_rect(spawn).center)
    assert "Spawn space" in _drawn(app)
    first = scene.selected
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))  # the next Dreamer
    app.step()
    assert scene.selected != first
    assert "Spawn space" not in _drawn(app), "the last Dreamer's tooltip is not left for the next"
    pygame.mouse.set_pos(scene.space_rect(other).center)
    app.step()
    pygame.mouse.set_pos(scene.space_rect(spawn).center)
    assert "Spawn space" in _drawn(app), "hovered again, it shows"
    before = list(scene.applied)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.space_rect(spawn).center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.space_rect(spawn).center, button=1))
    app.step()
    assert scene.applied == before
    assert "Spawn space" not in _drawn(app), "a click puts it away"


def test_a_tooltip_is_placed_wholly_inside_its_area():
    area = pygame.Rect(0, 0, 880, 676)
    for pointer in ((870, 300), (860, 670), (5, 5), (440, 338), (879, 675)):
        rect = tooltip.place((220, 90), pointer, area)
        assert area.contains(rect), (pointer, rect)
        assert not rect.collidepoint(pointer), "beside the pointer, never under it"

"""A refused drop on the table is explained by the rules themselves
(`why_illegal`), without a copy of the game (issue 19)."""
import pygame
import pytest

from game.rules.core import Action
from game.rules.etherfields import Game
from game.ui.app import App
from game.ui.etherfields.scenes import DreamscapeScene


def test_a_refused_drop_says_the_rules_sentence_and_copies_nothing(monkeypatch):
    app = App((1280, 720), seed=4)
    scene = DreamscapeScene.demo(app)
    app.push(scene)
    app.step()
    g = scene.game
    who = g.order[0]
    here = g.dreamers[who].pos
    # Nothing to move with (no hand card, no Item, no Hours for an Effort):
    # every drop is refused, and the rules say why.
    g.dreamers[who].hand = [c for c in g.dreamers[who].hand if not getattr(g.card(c), "move", 0)]
    g.team.items, g.hours = [], 0
    far = next(p for p, n in sorted(g.dreamscape.distances_from(here).items()) if n == 1)
    assert far not in scene.moves_for(who)
    movers = [c for c in g.dreamers[who].hand if int(getattr(g.card(c), "move", 0) or 0) > 0]
    expected = g.why_illegal(Action.make("move", dreamer=who, to=list(far), pay=movers))
    assert expected and "movement" in expected  # the rules refuse it, in a sentence

    def no_copies(*args, **kwargs):
        raise AssertionError("the table copied the game to explain a refusal")
    monkeypatch.setattr(Game, "copy", no_copies)
    monkeypatch.setattr(Game, "from_data", classmethod(no_copies))
    before = g.to_data()
    start, end = scene.figure_spots()[who][0], scene.space_rect(far).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step()
    for p in (((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), end):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
        app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step()
    assert scene.message == expected
    assert g.to_data() == before

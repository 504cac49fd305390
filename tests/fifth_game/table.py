"""Pebbles' one scene: the pile, and a key press takes pebbles (1 or 2).
It saves after every move through the shared GameSave, like the other tables."""
from __future__ import annotations

import pygame

from game.rules.core import Action
from game.savefile.gamesave import GameSave
from game.ui import draw
from game.ui.scenes import Scene
from fifth_game import rules

SAVES = GameSave("pebbles", "Pebbles", "pebbles-1")


class PebblesTable(Scene):
    home = True

    def __init__(self, app, game: rules.Game, autosave: bool = True) -> None:
        self.app, self.game, self.autosave = app, game, autosave
        self.applied: list[Action] = []
        self.message = ""

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.unicode in ("1", "2"):
            action = Action.make("take", n=int(event.unicode))
            if action in self.game.legal_actions():
                self.game.apply(action)
                self.applied.append(action)
                if self.autosave:
                    self.message = SAVES.save(self.game.to_data(), [a.to_data() for a in self.applied],
                                              {"mode": f"{self.game.pile} left", "outcome": self.game.outcome})
            return None
        return event

    def draw(self, surface) -> None:
        surface.fill((20, 30, 20))
        draw.text(surface, f"{self.game.pile}", (surface.get_width() // 2, 200), 48, (220, 230, 200), anchor="center")


def start(app, seed=None):
    return PebblesTable(app, rules.new_game(None, {}, seed or 0))


def table_from_save(app, data):
    table = PebblesTable(app, rules.Game.from_data(data.state))
    table.applied = [Action.from_data(a) for a in data.actions]
    return table


def demo(app, name):
    return PebblesTable(app, rules.Game(pile=4, turn=1), autosave=False)

"""Pebbles' one scene: the pile, and a key press takes pebbles (1 or 2).
Like the other tables it is a view over its game's Session (game.session),
which logs each move, takes it back, and saves it after every move."""
from __future__ import annotations

import pygame

from game.rules.core import Action
from game.savefile.gamesave import GameSave
from game.session import Session
from game.ui import draw
from game.ui.scenes import Scene
from fifth_game import rules

SAVES = GameSave("pebbles", "Pebbles", "pebbles-1")  # where its Session autosaves; Continue finds it there


class PebblesTable(Scene):
    home = True

    def __init__(self, app, session: Session) -> None:
        self.app, self.session = app, session
        self.message = ""

    @property
    def game(self) -> rules.Game:
        return self.session.game

    @property
    def applied(self) -> list[Action]:
        return [Action.from_data(a) for a in self.session.log]

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.unicode in ("1", "2"):
            done = self.session.apply(Action.make("take", n=int(event.unicode)))
            self.message = done.reason if not done.ok else self.session.save_error
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.message = self.session.undo()
            return None
        return event

    def draw(self, surface) -> None:
        surface.fill((20, 30, 20))
        draw.text(surface, f"{self.game.pile}", (surface.get_width() // 2, 200), 48, (220, 230, 200), anchor="center")


def start(app, seed=None):
    return PebblesTable(app, Session.begin("pebbles", {}, seed or 0))


def table_from_save(app, data):
    return PebblesTable(app, Session.from_save(SAVES.path(), data, game="pebbles"))


def demo(app, name):
    return PebblesTable(app, Session(rules.Game(pile=4, turn=1), {"seed": 0, "options": {}}, autosaves=False,
                                     key="pebbles"))

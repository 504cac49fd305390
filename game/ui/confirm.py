"""A question asked over a scene, for any game: the scene under it is drawn
dimmed and still (it gets no events and no updates while the question is up,
so a computer player waits too), the question and its two answers on a panel."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.ui import layout as L
from game.ui.widgets import Button, press
from game.ui.scenes import Scene
from game.i18n import _


class ConfirmScene(Scene):
    """Pushed over `under`. Enter, or Esc a second time, answers yes (Esc twice
    leaves, as it always has); the other button answers no and closes it."""

    def __init__(self, app, under, question: str, yes: str, on_yes, no: str) -> None:
        self.app, self.under, self.question, self.on_yes = app, under, question, on_yes
        self.yes_label, self.no_label = yes, no
        self.buttons: list[Button] = []

    def answer(self, yes: bool) -> None:
        self.app.pop()
        if yes:
            self.on_yes()

    def box(self, size) -> pygame.Rect:
        w, h = size
        width = min(w - 40, L.em(560))
        text_h = L.block_height(self.question, width - 40, 17)
        bh = L.row(Button.SIZE, 42)
        rect = pygame.Rect(0, 0, width, 24 + text_h + 20 + bh + 20)
        rect.center = (w // 2, h // 2)
        return rect

    def layout(self, size) -> None:
        box = self.box(size)
        bh = L.row(Button.SIZE, 42)
        bw = min((box.width - 60) // 2, max(L.button_width(s, Button.SIZE, least=140) for s in (self.yes_label, self.no_label)))
        y = box.bottom - 20 - bh
        self.buttons = [Button((box.centerx - 10 - bw, y, bw, bh), self.no_label, lambda: self.answer(False)),
                        Button((box.centerx + 10, y, bw, bh), self.yes_label, lambda: self.answer(True), (250, 200, 120))]

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.answer(True)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.layout(self.app.screen.get_size())
            press(self.buttons, event.pos)
        elif event.type not in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN, pygame.MOUSEWHEEL):
            return event
        return None  # nothing reaches the scene under the question

    def update(self, dt) -> None:
        pass

    def draw(self, surf) -> None:
        self.under.draw(surf)
        L.veil(surf, (8, 4, 20, 200))  # the scene's own prompts fade out of the way
        self.layout(surf.get_size())
        box = self.box(surf.get_size())
        d.panel(surf, box, (30, 24, 50), (230, 200, 120))
        L.text_block(surf, self.question, (box.x + 20, box.y + 24, box.width - 40, box.height), 17, (244, 232, 210))
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)


def ask_to_leave(app, table, autosave: bool, go) -> None:
    """A game in progress asks before it is left (Esc again, or Enter, leaves),
    saying whether it is kept; `go` leaves. One question for every table."""
    question = (_("Leave this game? It is saved: Continue on the set-up screen brings it back.")
                if autosave else _("Leave this game? It is not saved."))
    app.push(ConfirmScene(app, table, question, _("Leave"), go, _("Stay")))

"""Every legal move, by keyboard: the action list every game table shares.

Press A (or Enter) at a table and a panel lists what the rules allow now,
as sentences grouped by figure, card or Decision. Up and Down move the
focus ring, Left and Right (or Tab) jump to the next group, Page Up and
Page Down go by a screenful, Enter or Space does the focused one (always
exactly one rules Action, through the table's own `apply`), Esc or A
closes the list. The list stays open after a move and shows what is legal
next, so a whole game can be played from it.

A table supplies `choices()`, a list of `Choice`; the list asks for it on
every key and every frame, so it never shows a stale move.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.i18n import N_, _
from game.ui import draw as d
from game.ui import focus as keys
from game.ui.scenes import Scene

OPEN_KEYS = (pygame.K_a, pygame.K_RETURN, pygame.K_KP_ENTER)
HINT = N_("every move by keyboard")  # beside a key cap showing "A"


@dataclass
class Choice:
    group: str                   # the figure, card or Decision it belongs to
    text: str                    # the move as a sentence
    do: Callable[[], object]     # what Enter does: the table applies one Action (or opens its payment panel)
    action: object = None        # the rules Action it stands for, when there is exactly one


def grouped(choices: list[Choice]) -> list[Choice]:
    """The choices with each group's together, groups in the order they first appear."""
    order: dict[str, int] = {}
    for c in choices:
        order.setdefault(c.group, len(order))
    return sorted(choices, key=lambda c: order[c.group])


def distinct(actions, label: Callable[[object], str]) -> list[tuple[str, object]]:
    """One (label, Action) per choice a player can tell apart. The rules may list
    Actions whose effect is the same (eight green Power dice in one row: rerolling
    any of them is one move); they become one choice, the first Action standing
    for them all."""
    out: dict[str, object] = {}
    for a in actions:
        out.setdefault(label(a), a)
    return list(out.items())


class ActionList:
    def __init__(self, choices: Callable[[], list[Choice]], title: str = "What you can do") -> None:
        self.choices = choices
        self.title = title
        self.open = False
        self.index = 0
        self.focus_rect: pygame.Rect | None = None  # where the ring was drawn (tests look there)

    # -- keys --------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        """True when the key was the list's (then nothing else at the table sees it)."""
        if event.type != pygame.KEYDOWN:
            return False
        if not self.open:
            if event.key in OPEN_KEYS:
                self.open, self.index = True, 0
                return True
            return False
        items = grouped(self.choices())
        n = len(items)
        k = event.key
        if k in (pygame.K_ESCAPE, pygame.K_a):
            self.open = False
        elif k == pygame.K_DOWN and n:
            self.index = (self.index + 1) % n
        elif k == pygame.K_UP and n:
            self.index = (self.index - 1) % n
        elif k == pygame.K_PAGEDOWN and n:
            self.index = min(n - 1, self.index + 8)
        elif k == pygame.K_PAGEUP and n:
            self.index = max(0, self.index - 8)
        elif k == pygame.K_HOME:
            self.index = 0
        elif k == pygame.K_END and n:
            self.index = n - 1
        elif k in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_TAB) and n:
            back = k == pygame.K_LEFT or (k == pygame.K_TAB and keys.step(event) < 0)
            self.index = self.next_group(items, -1 if back else 1)
        elif keys.activates(event) and n:
            choice = items[min(self.index, n - 1)]
            self.index = 0  # what is legal next starts at the top
            choice.do()
        return True

    def focused(self) -> Choice | None:
        """The choice the ring is on while the list is open (a table lights its target)."""
        if not self.open:
            return None
        items = grouped(self.choices())
        return items[min(self.index, len(items) - 1)] if items else None

    def next_group(self, items: list[Choice], delta: int) -> int:
        """The first choice of the next (or previous) group, wrapping round."""
        i = min(self.index, len(items) - 1)
        starts = [j for j, c in enumerate(items) if j == 0 or items[j - 1].group != c.group]
        here = max(s for s in starts if s <= i)
        pos = starts.index(here)
        return starts[(pos + delta) % len(starts)]

    # -- drawing -------------------------------------------------------------------------------
    @staticmethod
    def hint_size() -> tuple[int, int]:
        """The closed list's key cap and its words, for a table to keep room for."""
        cap = d.font(13, bold=True)
        return cap.size("A")[0] + 18 + d.face(_(HINT), 13, italic=True).size(_(HINT))[0] + 2, cap.get_linesize() + 8

    def draw_hint(self, surf, at) -> None:
        cap = d.font(13, bold=True)
        key = pygame.Rect(at[0], at[1], cap.size("A")[0] + 12, cap.get_linesize() + 4)
        pygame.draw.rect(surf, (20, 14, 34), key.inflate(4, 4), border_radius=5)
        pygame.draw.rect(surf, (200, 190, 230), key, 1, border_radius=4)
        d.text(surf, "A", key.center, 13, (240, 232, 255), anchor="center", bold=True)
        d.text(surf, _(HINT), (key.right + 6, key.centery), 13, (190, 180, 220), anchor="midleft", italic=True)

    def draw(self, surf, hint_at=None) -> None:
        """The list when open; when closed, at `hint_at` (a table's free corner,
        the chip's top left) a small key cap says how to open it."""
        self.focus_rect = None
        if not self.open:
            if hint_at is not None:
                self.draw_hint(surf, hint_at)
            return
        items = grouped(self.choices())
        w, h = surf.get_size()
        line = d.font(15).get_linesize() + 8
        width = min(w - 40, max(420, int(w * 0.42)))
        rect = pygame.Rect(w - width - 20, 20, width, h - 40)
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((8, 4, 20, 110))
        surf.blit(veil, (0, 0))
        d.panel(surf, rect, (30, 24, 52), (230, 200, 120))
        title = d.font(18, bold=True).get_linesize()
        d.text(surf, self.title, (rect.x + 18, rect.y + 12), 18, (244, 230, 190), bold=True,
               max_width=rect.width - 36)
        foot = d.font(13).get_linesize()
        d.text(surf, _("Up/Down: choose   Left/Right: next group   Enter: do it   Esc: close"),
               (rect.centerx, rect.bottom - 10 - foot), 13, (190, 180, 220), anchor="midtop",
               max_width=rect.width - 24)
        body = pygame.Rect(rect.x + 12, rect.y + 22 + title, rect.width - 24, rect.height - 44 - title - foot)
        if not items:
            d.paragraph(surf, _("Nothing to do right now: the game goes on by itself."), body.inflate(-12, 0), 15,
                        (220, 214, 240))
            return
        self.index = min(self.index, len(items) - 1)
        rows = []  # (group heading or None, choice index)
        for j, c in enumerate(items):
            if j == 0 or items[j - 1].group != c.group:
                rows.append((c.group, None))
            rows.append((None, j))
        per_page = max(3, body.height // line)
        at = next(r for r, (_, j) in enumerate(rows) if j == self.index)
        first = max(0, min(at - per_page // 2, len(rows) - per_page))
        y = body.y
        for head, j in rows[first:first + per_page]:
            if head is not None:
                d.text(surf, head, (body.x + 4, y + 4), 14, (250, 220, 140), bold=True, max_width=body.width - 8)
            else:
                row = pygame.Rect(body.x + 14, y + 1, body.width - 22, line - 4)
                on = j == self.index
                if on:
                    pygame.draw.rect(surf, (70, 58, 110), row, border_radius=6)
                    self.focus_rect = row
                d.text(surf, ("> " if on else "") + items[j].text, (row.x + 8, row.centery), 15,
                       (255, 255, 255) if on else (222, 216, 242), anchor="midleft", bold=on,
                       max_width=row.width - 16)
            y += line
        if first > 0:
            d.text(surf, _("more above"), (rect.right - 16, body.y - 4), 12, (190, 180, 220), anchor="bottomright")
        if first + per_page < len(rows):
            d.text(surf, _("more below"), (rect.right - 16, body.bottom), 12, (190, 180, 220), anchor="topright")
        if self.focus_rect is not None:
            keys.ring(surf, self.focus_rect, pad=2)


class ActionListScene(Scene):
    """The action list over a scene that has none of its own (the Dreamworld
    Map): it draws that scene, then the list; a chosen move closes the list
    and goes to the scene's own `apply`. Any click gives the mouse back."""

    def __init__(self, app, under, choices: Callable[[], list[Choice]]) -> None:
        self.app, self.under = app, under
        self.keys = ActionList(lambda: [Choice(c.group, c.text, self.then(c.do), c.action) for c in choices()])
        self.keys.open = True

    def then(self, do):
        def run():
            self.close()
            do()
        return run

    def close(self) -> None:
        if self in self.app.stack:
            self.app.stack.remove(self)

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            self.keys.handle(event)
            if not self.keys.open:
                self.close()
            return None
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.close()
        return event

    def update(self, dt) -> None:
        self.under.update(dt)

    def draw(self, surf) -> None:
        self.under.draw(surf)
        self.keys.draw(surf)

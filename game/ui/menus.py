"""Menu scenes every game uses: the MenuScene base and Settings; Etherfields' Load and rules reference (to move under game/ui/etherfields)."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.ui import settings as settings_store
from game.ui.widgets import Button, press

class MenuScene:
    """A scene of buttons; subclasses fill `self.buttons` in `layout`."""

    title = ""

    def __init__(self, app):
        self.app = app
        self.buttons: list[Button] = []
        self.message = ""

    def layout(self, size):
        pass

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if press(self.buttons, event.pos):
                return None
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return None
        return event

    def back(self):
        self.app.pop()

    def update(self, dt):
        pass

    def draw(self, surf):
        self.layout(surf.get_size())
        d.night_sky(surf, seed=7)
        w, h = surf.get_size()
        if self.title:
            d.text(surf, self.title, (w // 2, 60), 40, (244, 230, 190), anchor="center", bold=True, glow=True,
                   role="story")
        self.draw_body(surf)
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)
        if self.message:
            d.text(surf, self.message, (w // 2, h - 40), 16, (255, 200, 180), anchor="center", max_width=w - 80)

    def draw_body(self, surf):
        pass


class SettingsScene(MenuScene):
    title = "Settings"

    def layout(self, size):
        w, h = size
        s = self.app.settings
        rows = [
            (f"Resolution: {s.width} x {s.height}", self.next_resolution),
            (f"Fullscreen: {'on' if s.fullscreen else 'off'}", lambda: self.set(fullscreen=not s.fullscreen)),
            (f"Text size: {s.ui_scale:.2f}x", lambda: self.set(ui_scale=round(s.ui_scale + 0.25, 2)
                                                               if s.ui_scale < 2 else 1.0)),
            (f"Animations: {s.animation}", self.next_speed),
            (f"Volume: {int(s.volume * 100)}%", lambda: self.set(volume=round((s.volume + 0.1) % 1.1, 1))),
            (f"Hand-over screen: {'on' if s.hand_over_screen else 'off'}",
             lambda: self.set(hand_over_screen=not s.hand_over_screen)),
        ]
        self.buttons = [Button((w // 2 - 200, 140 + i * 56, 400, 46), label, fn) for i, (label, fn) in enumerate(rows)]
        self.buttons.append(Button((w // 2 - 100, h - 110, 200, 46), "Back", self.back))

    def set(self, **changes):
        for k, v in changes.items():
            setattr(self.app.settings, k, v)
        settings_store.save(self.app.settings)
        d.set_ui_scale(float(self.app.settings.ui_scale))

    def next_speed(self):
        names = list(settings_store.SPEEDS)
        self.set(animation=names[(names.index(self.app.settings.animation) + 1) % len(names)])

    def next_resolution(self):
        res = settings_store.RESOLUTIONS
        cur = (self.app.settings.width, self.app.settings.height)
        nxt = res[(res.index(cur) + 1) % len(res)] if cur in res else res[0]
        self.set(width=nxt[0], height=nxt[1])
        self.message = "The new resolution applies when the window is next opened."


class LoadScene(MenuScene):
    title = "Saved campaigns"

    def layout(self, size):
        from game.savefile import list_saves
        w, h = size
        self.buttons = []
        for i, info in enumerate(list_saves()[:9]):
            if info.problem:
                label = f"{info.name}: damaged, cannot be opened"
                fn = (lambda info=info: setattr(self, "message", info.problem))
            else:
                meta = info.meta
                label = f"{meta.get('campaign', info.name)} - {meta.get('mode', '')} - {info.saved_at[:16]}"
                fn = (lambda info=info: self.app.open_save(info.path))
            self.buttons.append(Button((w // 2 - 300, 120 + i * 52, 600, 44), label, fn))
        self.buttons.append(Button((w // 2 - 100, h - 100, 200, 44), "Back", self.back))

    def draw_body(self, surf):
        if len(self.buttons) == 1:
            w, h = surf.get_size()
            d.text(surf, "No saves yet. Campaigns save themselves after every Location and Turn.",
                   (w // 2, h // 2), 18, (220, 214, 240), anchor="center")


RULES_TEXT = """\
A Turn has two phases. In the Dreamers Phase every Dreamer draws up to 4 cards (never beyond 6 in hand), then everyone plays freely until all have passed. In the Dreamscape Phase the Turn card's steps happen from top to bottom: the Entity Morphs, acts, and moves toward the closest Dreamer.
Intent comes in three kinds: Awareness (circle), Cunning (diamond) and Wrath (triangle). Discard cards or active Items to pay; a card showing several kinds gives only one, and whatever is left over is lost.
Move by discarding cards and moving up to their total movement value, one space at a time, never diagonally and never through Walls or Blocked spaces. You may cross a full space (4 figures) but not stop there.
Assault and Contact reach 1 space unless a card says otherwise. Pay the cost twice to strike twice. A Gradual action is paid in whole multiples of its cost, by anyone, until there is one payment for each Dreamer.
Once per Turn, after paying at least 1 Intent, you may roll the Luck die as your last source of Intent. A failure loses the cards and costs 1 Ether, 1 Distress or 3 Sealed cards.
Distress hurts: the 8th kills, and if the pool of 16 runs dry everyone loses. A Dreamer left with fewer than 6 cards in deck, hand and discard fades away.
Between encounters the Team travels the Dreamworld: Paths go one way, Shortcuts cost each Dreamer a Sealed card, Keys open Dream Gates. Awakening heals and resets, at the price of Keys and Ether.
"""


class RulesScene(MenuScene):
    title = "How to dream"

    def layout(self, size):
        w, h = size
        self.buttons = [Button((w // 2 - 100, h - 80, 200, 44), "Back", self.back)]

    def draw_body(self, surf):
        w, h = surf.get_size()
        rect = pygame.Rect(w // 2 - 420, 110, 840, h - 220)
        d.panel(surf, rect, (28, 22, 46), (110, 90, 160))
        d.paragraph(surf, RULES_TEXT, rect.inflate(-40, -30), 16, (226, 220, 244))

"""The shelf: every game of the program as a box on a shelf; click one to play it.

The boxes are the registry's games (`game.games`): each GameSpec gives its
cover (title, tagline, players, colours, motif) and `start(app, seed)`, the
game's first scene. Nothing here knows about any game.
"""
from __future__ import annotations

import random

import pygame

from game import games
from game.games import GameSpec
from game.ui import draw as d
from game.ui import focus as keys
from game.ui.reflow import reflow
from game.ui.widgets import Button, press
from game.i18n import _, tr
from game.ui.scenes import Scene


def shelf() -> list[GameSpec]:
    """The boxes on the shelf: every registered game, in its order."""
    return games.all_games()


SHELF: list[GameSpec] = shelf()  # the games of the program (a game registered later shows all the same)


def _door(surf, c, r, colour):
    w, h = int(r * 1.1), int(r * 1.7)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = c
    pygame.draw.rect(surf, colour, rect, 3, border_top_left_radius=w // 2, border_top_right_radius=w // 2)
    pygame.draw.circle(surf, colour, (rect.right - w // 4, rect.centery + h // 10), 4)


def _die(surf, c, r, colour):
    rect = pygame.Rect(0, 0, int(r * 1.5), int(r * 1.5))
    rect.center = c
    pygame.draw.rect(surf, colour, rect, 3, border_radius=10)
    q = rect.width // 4
    for dx, dy in ((-q, -q), (0, 0), (q, q)):
        pygame.draw.circle(surf, colour, (c[0] + dx, c[1] + dy), 5)


def _crown(surf, c, r, colour):
    x, y = c
    pts = [(x - r, y + r // 2), (x - r, y - r // 3), (x - r // 2, y + r // 8), (x, y - r // 1.5),
           (x + r // 2, y + r // 8), (x + r, y - r // 3), (x + r, y + r // 2)]
    pygame.draw.lines(surf, colour, True, pts, 3)


MOTIFS = {"moon": lambda s, c, r, col: d.moon(s, c, r), "door": _door, "die": _die, "crown": _crown}

# Each cover's painting: (far shapes along the horizon, the subject, its place across, the light's place).
COVERS = {"moon": ("village", "hooded-figure", 0.62, (0.28, 0.3)), "door": ("stone-tower", "magic-portal", 0.5, (0.5, 0.45)),
          "die": ("evil-tree", "rolling-dices", 0.55, (0.7, 0.28)), "crown": ("island", "crown", 0.5, (0.3, 0.25))}
_COVERS = None


def cover(box: GameSpec, size) -> pygame.Surface:
    """A box's painted cover: its sky in the box's colour, a light, a far horizon, its subject lit from it."""
    global _COVERS
    if _COVERS is None:
        from game.gfx.cache import new_cache
        _COVERS = new_cache(8)
    return _COVERS.get((box.key, tuple(size)), lambda: _paint_cover(box, tuple(size)))


def _paint_cover(box: GameSpec, size) -> pygame.Surface:
    from game.gfx import palette as P
    from game.gfx.silhouette import blur, lit, radial, tinted
    from game.gfx import subjects
    w, h = size
    far, subject, across, (lx, ly) = COVERS[box.motif]
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    top, bottom = P.darken(box.colour, 0.5), P.lighten(box.colour, 0.12)
    for y in range(h):  # night above, lighter towards the horizon
        pygame.draw.line(s, P.mix(top, bottom, y / max(1, h - 1)), (0, y), (w, y))
    glow = radial(int(h * 0.75), box.accent, 0.55)
    s.blit(glow, (int(w * lx) - glow.get_width() // 2, int(h * ly) - glow.get_height() // 2),
           special_flags=pygame.BLEND_RGB_ADD)
    pygame.draw.circle(s, P.lighten(box.accent, 0.4), (int(w * lx), int(h * ly)), max(3, h // 14))  # the light itself
    rng = random.Random(box.key)
    for _ in range(40):  # stars
        s.set_at((rng.randrange(w), rng.randrange(max(1, h // 2))), (*P.lighten(box.accent, 0.5), 255))
    horizon = int(h * 0.8)
    hills = tinted(subjects.fit(far, (int(w * 0.6), int(h * 0.3))), P.mix(box.colour, bottom, 0.5))
    for x in range(-hills.get_width() // 2, w, hills.get_width()):  # the far layer: lighter, low contrast
        s.blit(hills, (x, horizon - hills.get_height()))
    fog = pygame.Surface((w, h // 6), pygame.SRCALPHA)
    fog.fill((*P.lighten(box.colour, 0.3), 60))
    s.blit(fog, (0, horizon - h // 12))
    pygame.draw.rect(s, P.darken(box.colour, 0.55), (0, horizon, w, h - horizon))  # the near ground
    fig = lit(subject, int(h * 0.5), P.darken(box.colour, 0.35), rim=P.lighten(box.accent, 0.3),
              glow=box.accent, width=int(w * 0.7))
    s.blit(fig, fig.get_rect(midbottom=(int(w * across), horizon + fig.get_height() // 6)))
    grain = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(w * h // 50):  # paper grain
        grain.set_at((rng.randrange(w), rng.randrange(h)), (255, 255, 255, 14) if i & 1 else (0, 0, 0, 24))
    s.blit(grain, (0, 0))
    vignette = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(8):  # a soft vignette: darker towards the edges
        pygame.draw.rect(vignette, (0, 0, 0, 20), vignette.get_rect().inflate(-i * 3, -i * 3), 3, border_radius=8)
    s.blit(blur(vignette, 3), (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=8)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return s


class ShelfScene(Scene):
    """The program's first screen: the boxes side by side under a night sky."""

    home = True  # leaving a game comes back here

    def __init__(self, app):
        self.app = app
        self.message = ""
        self.boxes: list[tuple[pygame.Rect, GameSpec]] = []
        self.buttons: list[Button] = []
        self.t = 0.0
        self.focus: int | None = None  # the boxes, then the buttons: what Enter opens

    def focusable(self) -> list[tuple[pygame.Rect, object]]:
        """What the keys move through: each box (opened by Enter), then each button."""
        return [(rect, lambda box=box: self.open(box)) for rect, box in self.boxes] + \
               [(b.rect, b.on_click) for b in self.buttons]

    def layout(self, size):
        w, h = size
        boxes = shelf()
        n = len(boxes)
        roomy = max(1.0, min(w / 1280, h / 720))  # a larger window: larger boxes (1.5x at 1920 x 1080)
        bw = min(int(240 * roomy), (w - 80) // max(1, n) - 24)
        # a box is as tall as its words need at the UI scale (its lid keeps the motif), within the window
        need = max(self.words_height(box, bw) for box in boxes) + int(bw * 0.55)
        bh = min(max(int(bw * 1.45), need), h - 230)
        x0 = w // 2 - (n * (bw + 24) - 24) // 2
        y = min(h // 2 - bh // 2 + 30, h - 90 - bh)
        self.boxes = [(pygame.Rect(x0 + i * (bw + 24), y, bw, bh), box) for i, box in enumerate(boxes)]
        self.buttons = [Button((w - 420, h - 60, 120, 40), _("Settings"), lambda: self.app.open_settings()),  # F10 too
                        Button((w - 280, h - 60, 120, 40), _("Credits"), self.credits),
                        Button((w - 140, h - 60, 120, 40), _("Quit"), self.quit)]
        reflow(self.buttons, size)

    @staticmethod
    def words_height(box: GameSpec, bw: int) -> int:
        """The height of a box's title, tagline and players line at the UI scale."""
        tag = d.face(tr(box.tagline), 14, italic=True, role="story")  # the face that draws it (CJK or Latin)
        lines = len(d.wrap(tr(box.tagline), tag, bw - 32))
        return (d.font(26, bold=True, role="story").get_linesize() + lines * tag.get_linesize()
                + d.font(13).get_linesize() + 34)

    def open(self, box: GameSpec) -> None:
        self.app.push(box.call("start", self.app, None))

    def credits(self) -> None:
        from game.ui.credits import CreditsScene
        self.app.push(CreditsScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, box in self.boxes:
                if rect.collidepoint(event.pos):
                    self.open(box)
                    return None
            press(self.buttons, event.pos)
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.quit()
            return None
        if (keys.step(event) or keys.activates(event)) and self.app.top is self:
            self.layout(self.app.screen.get_size())
            targets = self.focusable()
            if keys.step(event) or self.focus is None:
                self.focus = keys.moved(self.focus, keys.step(event) or 1, len(targets))
            else:
                targets[min(self.focus, len(targets) - 1)][1]()
            return None
        return event

    def update(self, dt):
        self.t += dt

    def draw(self, surf):
        self.layout(surf.get_size())
        w, h = surf.get_size()
        d.night_sky(surf, seed=11)
        d.text(surf, _("THE DREAM SHELF"), (w // 2, 70), 54, (244, 230, 190), anchor="center", bold=True, glow=True,
               role="story")
        d.text(surf, _("choose a game"), (w // 2, 118), 20, (200, 190, 230), anchor="center", italic=True, role="story")
        mouse = pygame.mouse.get_pos()
        plank = pygame.Rect(20, self.boxes[0][0].bottom + 6, w - 40, 14) if self.boxes else None
        for i, (rect, box) in enumerate(self.boxes):
            self.draw_box(surf, rect, box, rect.collidepoint(mouse) or i == self.focus)
        if plank:
            pygame.draw.rect(surf, (70, 48, 36), plank, border_radius=4)
            pygame.draw.line(surf, (110, 80, 60), plank.topleft, plank.topright, 2)
        for b in self.buttons:
            b.draw(surf, mouse)
        if self.focus is not None:
            rect = self.focusable()[min(self.focus, len(self.focusable()) - 1)][0]
            keys.ring(surf, rect.move(0, -10) if rect in [r for r, _ in self.boxes] else rect)
        d.text(surf, _("F10: Settings (language, text size), from any screen"), (20, h - 40), 14, (150, 140, 190),
               anchor="midleft", max_width=w - 470)
        if self.message:
            d.text(surf, self.message, (w // 2, h - 30), 16, (255, 200, 180), anchor="center")

    def draw_box(self, surf, rect, box: GameSpec, hover: bool):
        lift = 10 if hover else 0
        r = rect.move(0, -lift)
        shadow = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=12)
        surf.blit(shadow, r.move(8, 10 + lift))
        pygame.draw.rect(surf, box.colour, r, border_radius=12)
        inner = r.inflate(-14, -14)
        pygame.draw.rect(surf, box.accent, inner, 2, border_radius=8)
        # From the bottom up, each part as tall as its text at the UI scale: players, tagline, title; the motif on top.
        players = d.font(13).get_linesize()
        tag = d.face(tr(box.tagline), 14, italic=True, role="story")
        tag_h = len(d.wrap(tr(box.tagline), tag, r.width - 32)) * tag.get_linesize()
        title_h = d.font(26, bold=True, role="story").get_linesize()
        tag_top = r.bottom - 14 - players - 6 - tag_h
        title_y = min(r.y + int(r.height * 0.64), tag_top - title_h // 2 + 4)
        title_top = title_y - title_h // 2
        art = pygame.Rect(inner.x + 6, inner.y + 6, inner.width - 12, title_top - 6 - inner.y - 6)
        if art.height >= 24:  # the painted cover above the words
            surf.blit(cover(box, art.size), art)
            pygame.draw.rect(surf, box.accent, art, 1, border_radius=8)
        else:  # the words took the room: the motif alone, small
            MOTIFS[box.motif](surf, (r.centerx, (r.y + title_top) // 2 + 4), max(8, (title_top - r.y) // 2 - 10),
                              box.accent)
        d.text(surf, tr(box.title).upper(), (r.centerx, title_y), 26, box.accent, anchor="center",
               bold=True, role="story", max_width=r.width - 24, fit=True)
        d.paragraph(surf, tr(box.tagline), pygame.Rect(r.x + 16, min(r.y + int(r.height * 0.7), tag_top),
                                                   r.width - 32, tag_h), 14,
                    (225, 215, 240), italic=True, role="story")
        d.text(surf, tr(box.players), (r.centerx, r.bottom - 22), 13, (200, 190, 220), anchor="center",
               max_width=r.width - 16, fit=True)
        if hover:
            pygame.draw.rect(surf, (255, 240, 200), r, 3, border_radius=12)

"""Credits, opened from the shelf: where the pictures' subjects, the type and the sounds come from,
and whose games these are (this edition is an unofficial fan edition)."""
from __future__ import annotations

import pygame

from game.i18n import _
from game.ui import draw as d
from game.ui.reflow import reflow
from game.ui.scenes import Scene
from game.ui.widgets import Button, press

GALLERY_CARD = 116  # the gallery's smallest card, as wide as a hand card


def credits_lines() -> list[tuple[str, str]]:
    """(heading, text) pairs, in the interface's language."""
    from game.gfx import subjects
    return [
        (_("Pictures"), _("Painted by the program from a brief for each card, tile and story page.")),
        (_("Subjects"), _("{n} silhouettes from game-icons.net by Lorc, Delapouite and contributors, "
                          "licensed CC BY 3.0 (creativecommons.org/licenses/by/3.0). "
                          "assets/subjects/game-icons.json lists them.").format(n=len(subjects.names()))),
        (_("Type"), _("Lato and EB Garamond, and Noto CJK for Chinese, under the SIL Open Font License 1.1.")),
        (_("Sounds"), _("Synthesised by the program's own scripts/build_sounds.py (with NumPy), encoded to "
                         "Ogg Vorbis by oggenc (vorbis-tools) and played through pygame-ce: nothing is recorded.")),
        # The games' own designers and publishers, as facts (from the games' credits pages).
        (_("The games"), _("An unofficial fan edition, not made or endorsed by the games' designers or "
                           "publishers, with no art and no text from the games. Etherfields: designed by "
                           "Michał Oracz, published by Awaken Realms. Onirim: Shadi Torbey, Z-Man Games. "
                           "Lucidity: Six-Sided Nightmares: Shannon Kelly, Fox Tale Games and Renegade Game "
                           "Studios. Prophecy: Vlaada Chvátil, ALTAR, in English Z-Man Games.")),
    ]


class CreditsScene(Scene):
    def __init__(self, app):
        self.app = app
        self.buttons: list[Button] = []

    def layout(self, size):
        w, h = size
        self.buttons = [Button((w // 2 - 60, h - 70, 120, 40), _("Back"), self.app.pop)]
        reflow(self.buttons, size)

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.layout(self.app.screen.get_size())
            press(self.buttons, event.pos)
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.app.pop()
            return None
        return event

    def update(self, dt):
        pass

    def gallery(self) -> list:
        """One card of each frame the program paints (as the art sheet picks them):
        what "Painted by the program" means, shown under the words."""
        if getattr(self, "_gallery", None) is None:
            from game.content import default_content
            from game.gfx.cards import card_kind
            c = default_content()
            picks, seen = [], set()
            for pool in ("influence", "flaws", "items", "masks", "fate", "turn_cards", "wisdom", "seasons",
                         "secrets", "slumber_tiles", "dream_gates", "dreamers"):
                for card in getattr(c, pool).values():
                    if card_kind(card) not in seen:
                        seen.add(card_kind(card))
                        picks.append(card)
            self._gallery = picks
        return self._gallery

    def draw_gallery(self, surf, area) -> None:
        """The painted cards in as many rows as makes them largest in `area` (none
        when even one row would be too small to see: a large UI scale in a small window)."""
        from game.gfx.cards import RATIO, render_card
        cards, gap = self.gallery(), 10
        best = (0, 1)
        for rows in range(1, 5):
            per = -(-len(cards) // rows)
            cw = min((area.width - gap * (per - 1)) // per, int((area.height - gap * (rows - 1)) / rows / RATIO))
            best = max(best, (cw, rows))
        cw, rows = best
        if cw < GALLERY_CARD:  # no smaller than a hand card (a card's own words need that room): fewer of them
            cw = GALLERY_CARD
            per = max(1, (area.width + gap) // (cw + gap))
            rows = (area.height + gap) // (round(cw * RATIO) + gap)
            if rows < 1:
                return
            cards = cards[:per * rows]
            rows = -(-len(cards) // per)
        per, ch = -(-len(cards) // rows), round(cw * RATIO)  # the cards shared evenly between the rows
        top = area.y + (area.height - rows * ch - (rows - 1) * gap) // 2
        for r in range(rows):
            row = cards[r * per:(r + 1) * per]
            x = area.centerx - (len(row) * cw + (len(row) - 1) * gap) // 2
            for k, card in enumerate(row):
                surf.blit(render_card(card, cw), (x + k * (cw + gap), top + r * (ch + gap)))

    def draw(self, surf):
        from game.gfx.cards import RATIO
        self.layout(surf.get_size())
        w, h = surf.get_size()
        d.night_sky(surf, seed=23)
        title_h = d.face(_("Credits"), 44, bold=True, role="story").get_linesize()
        d.text(surf, _("Credits"), (w // 2, 16 + title_h // 2), 44, (244, 230, 190), anchor="center", bold=True,
               role="story")
        top, bottom = 24 + title_h, min(b.rect.top for b in self.buttons) - 12
        lines = credits_lines()
        room = bottom - top
        # The largest type at which every paragraph fits and leaves a row of the gallery
        # its hand-card size, at a reading measure (1100 px) or, when a large UI scale leaves
        # no row at that measure, across the window; else the largest at which the words fit.
        card_row = round(GALLERY_CARD * RATIO) + 8
        choice = None
        for width in dict.fromkeys((min(1100, w - 80), w - 80)):
            fits = {size: sum(d.face(head, size + 4, bold=True, role="story").get_linesize() + 2 +
                              d.paragraph_height(text, width, size) + size for head, text in lines)
                    for size in range(16, 8, -1)}
            size = next((s for s in fits if s >= 12 and fits[s] + card_row <= room), None)
            if size is not None:
                choice = (width, size)
                break
            if choice is None:
                choice = (width, next((s for s in fits if fits[s] <= room), 9))
        width, size = choice
        y = top
        for head, text in lines:
            head_h = d.face(head, size + 4, bold=True, role="story").get_linesize()
            d.text(surf, head, (w // 2 - width // 2, y + head_h // 2), size + 4, (244, 216, 150), bold=True,
                   role="story", anchor="midleft")
            y += head_h + 2
            text_h = d.paragraph_height(text, width, size)
            d.paragraph(surf, text, pygame.Rect(w // 2 - width // 2, y, width, text_h), size, (220, 214, 240))
            y += text_h + size
        self.draw_gallery(surf, pygame.Rect(40, y + 8, w - 80, bottom - y - 8))
        for b in self.buttons:
            b.draw(surf, pygame.mouse.get_pos())

"""Where things are on the table: pure geometry from the window size, the
zoom and the pan (no drawing, no rules changes)."""
from __future__ import annotations

import math

import pygame


class TableLayout:
    """The geometry half of the Dreamscape table (mixed into DreamscapeScene)."""

    # -- geometry --------------------------------------------------------------
    def right_x(self):
        return int(self.app.screen.get_width() * 0.62)

    def map_rect(self):
        w, h = self.app.screen.get_size()
        return pygame.Rect(20, 64, self.right_x() - 30, h - 64 - 196)

    def cell(self):
        cols, rows = self.game.dreamscape.size
        r = self.map_rect()
        size = max(8, int(min(r.width / max(cols, 1), r.height / max(rows, 1)) * self.zoom))
        ox = r.x + (r.width - size * cols) // 2 + self.pan[0]
        oy = r.y + (r.height - size * rows) // 2 + self.pan[1]
        return size, ox, oy

    def space_rect(self, p):
        size, ox, oy = self.cell()
        return pygame.Rect(ox + p[0] * size, oy + p[1] * size, size, size)

    def space_at(self, pos):
        size, ox, oy = self.cell()
        p = ((pos[0] - ox) // size, (pos[1] - oy) // size)
        return p if p in self.game.dreamscape.spaces else None

    def figure_spots(self):
        spots, by_space = {}, {}
        for f in self.game.figures():
            by_space.setdefault(f.pos, []).append(f)
        for p, figs in by_space.items():
            r = self.space_rect(p)
            for i, f in enumerate(figs):
                if len(figs) == 1 or f.big:
                    c = r.center
                else:
                    ang = math.tau * i / len(figs) - math.pi / 4
                    c = (r.centerx + int(math.cos(ang) * r.width * 0.22), r.centery + int(math.sin(ang) * r.height * 0.22))
                spots[f.id] = (c, f)
        return spots

    def board_rects(self):
        w, h = self.app.screen.get_size()
        x = self.right_x() + 8
        bh = 66 if len(self.game.order) > 3 else 80
        return {who: pygame.Rect(x, 250 + i * (bh + 6), w - x - 16, bh) for i, who in enumerate(self.game.order)}

    def log_rect(self):
        w, h = self.app.screen.get_size()
        top = max(r.bottom for r in self.board_rects().values()) + 8
        return pygame.Rect(self.right_x() + 8, top, w - self.right_x() - 24, max(50, h - 106 - top))

    def card_at(self, pos):
        for card, rect in getattr(self, "_hand_rects", []):
            if rect.collidepoint(pos):
                return card
        return None

"""What every game's table and first screen share about the records
(game.records): `remember` a finished game once, and the Statistics screen.

A game hands the screen its key and a `mode_label` that words its modes (an
expansion mix, the opponents, Dream or Slumber); the screen draws the figures
and two small charts in the game's shelf colours.
"""
from __future__ import annotations

import importlib
import math
import random

import pygame

from game import records
from game.ui import draw as d
from game.ui import layout as L
from game.ui.menus import MenuScene, shelf_rect
from game.ui.notice import Instruction
from game.ui.widgets import Button
from game.i18n import Said, SaidList, SaidN, _, ngettext, tr

RECENT = 30  # games the charts show, the newest on the right
ROW_SCROLL = 60  # the wheel's step (MenuScene) moves the achievements a row of badges


def remember(table, game: str, mode: str, result: str, **row) -> None:
    """Once per table: its finished game into the records (a table notes
    `started = records.played_seconds()` when it opens; its `applied` are the
    moves). Achievements earned by it are announced in the table's message."""
    if getattr(table, "recorded", False):
        return
    table.recorded = True
    started = getattr(table, "started", None)
    minutes = (records.played_seconds() - started) / 60 if started is not None else 0.0
    row.setdefault("moves", len(getattr(table, "applied", ())))
    new = records.record(game, mode, result, minutes=minutes, **row)
    if new:
        table.message = announce_keys(game, new)


class Announced(Instruction, SaidN):
    """The message for achievements just earned: drawn as an instruction, and
    worded anew (the names too) when the language changes while it is shown."""


class _Name(Said):
    """An achievement's name that words itself in the interface's language."""

    achievement: dict

    def __new__(cls, achievement: dict):
        name = str.__new__(cls, words(achievement, "name"))
        name.achievement = achievement
        return name

    def worded(self) -> str:
        return words(self.achievement, "name")


def announce_keys(game: str, keys: list[str]) -> Instruction:
    """The table's message for achievements just earned (their keys)."""
    names = {a["key"]: a for a in records.achievements(game)}
    return announce([names[k] for k in keys if k in names])


def announce(earned: list[dict]) -> Announced:
    said = SaidN("Achievement earned: {names}", "Achievements earned: {names}", n=len(earned),
                 names=SaidList(_Name(a) for a in earned))
    return Announced._made(said.msgid, said.plural, said.args)  # the same sentence, in the instruction's look


def words(achievement: dict, field: str) -> str:
    """An achievement's name or sentence in the interface's language (the file keeps both)."""
    from game.i18n import language
    return str(achievement.get(f"{field}_{language()}") or achievement.get(field, ""))


def stats_rect(size) -> pygame.Rect:
    """The Statistics button on a game's first screen: in the bottom-right
    corner, the Shelf button's mirror (what keeps clear of one keeps clear of both)."""
    shelf = shelf_rect(size)
    w = max(120, L.width(_("Statistics"), Button.SIZE) + 2 * L.em(16))
    return pygame.Rect(size[0] - shelf.x - w, shelf.y, w, shelf.height)


def stats_button(app, game: str, size, mode_label, rect=None) -> Button:
    """The button that opens the game's Statistics (in the corner, unless given its `rect`)."""
    button = Button(rect or stats_rect(size), _("Statistics"), lambda: app.push(StatsScene(app, game, mode_label)))
    button.corner = rect is None  # sized for the UI scale already: the reflow leaves it in its corner
    return button


def look(game: str) -> tuple[tuple, tuple]:
    """(cover, lettering) colours of the game's box on the shelf."""
    from game.ui.shelf import SHELF
    box = next((b for b in SHELF if b.key == game), SHELF[0])
    return box.colour, box.accent


def percent(won: int, played: int) -> str:
    return f"{round(100 * won / played)}%" if played else "—"


class StatsScene(MenuScene):
    """One game's records: win rate overall and by mode, streaks, bests,
    results and lengths over time, achievements with their dates."""

    def __init__(self, app, game: str, mode_label=None, rows=None, earned=None) -> None:
        """`rows` and `earned` (the records' plays and achievements) are read
        from the records unless given (a demo for screenshots)."""
        super().__init__(app)
        self.game = game
        self.mode_label = mode_label or importlib.import_module(f"game.ui.{game}").mode_label
        self.rows = records.plays(game) if rows is None else rows
        self.figures = records.summary(self.rows)
        self.earned = records.earned(game) if earned is None else earned
        self.all = records.achievements(game)
        self.message = records.notice  # a records file set aside: said once, here
        records.notice = ""

    def layout(self, size) -> None:
        self.buttons = [Button(shelf_rect(size), _("Back"), self.back)]

    def draw(self, surf) -> None:
        self.arrange(surf.get_size())
        cover, accent = look(self.game)
        surf.fill(cover)
        d.night_sky(surf, seed=11, dim=True)
        tint = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        tint.fill((*cover, 150))
        surf.blit(tint, (0, 0))
        w, h = surf.get_size()
        from game.ui.shelf import SHELF
        name = next((tr(b.title) for b in SHELF if b.key == self.game), self.game)
        title = d.text(surf, _("{game}: statistics").format(game=name), (w // 2, L.em(12)), 34, accent,
                       anchor="midtop", bold=True, glow=True, role="story", max_width=w - 40, fit=True)
        pad = L.em(24) if w >= 1200 else L.em(14)
        bottom = self.buttons[0].rect.y - L.em(10)
        tiles = pygame.Rect(pad, title.bottom + L.em(10), w - 2 * pad, 0)
        tiles.height = self.draw_tiles(surf, tiles, accent)
        body = pygame.Rect(pad, tiles.bottom + L.em(12), w - 2 * pad, bottom - tiles.bottom - L.em(12))
        left = pygame.Rect(body.x, body.y, (body.width - pad) // 2, body.height)
        right = pygame.Rect(left.right + pad, body.y, body.right - left.right - pad, body.height)
        self.draw_achievements(surf, left, accent)
        modes = self.draw_modes(surf, right, accent)
        self.draw_charts(surf, pygame.Rect(right.x, modes.bottom + L.em(12), right.width,
                                           right.bottom - modes.bottom - L.em(12)), accent)
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)
        self.draw_focus(surf)
        if self.message:
            d.text(surf, tr(self.message), (w // 2, h - 30), 15, (255, 200, 180), anchor="center", max_width=w - 80)

    def tiles(self) -> list[tuple[str, str]]:
        """The headline figures, (the number, what it counts), as a profile page shows them first."""
        f = self.figures
        out = [(percent(f["won"], f["played"]), _("Win rate")),
               (str(f["played"]), ngettext("{won} won of {n} played", "{won} won of {n} played",
                                           f["played"]).format(won=f["won"], n=f["played"])),
               (str(f["streak"]), _("Won in a row · best {best}").format(best=f["best_streak"]))]
        if f["best_score"] is not None:
            out.append((str(f["best_score"]), _("Best score")))
        if f["fewest_moves_to_win"] is not None:
            out.append((str(f["fewest_moves_to_win"]), _("Moves in the quickest win")))
        out.append((str(round(f["minutes"])), _("Minutes played")))
        return out

    def draw_tiles(self, surf, box, accent) -> int:
        """The headline figures as a row of tiles (two rows in a narrow window),
        the number large; each label wrapped whole under it. Returns the height used."""
        figures = self.tiles()
        tall = surf.get_height() / L.scale()  # the window's height in 1x pixels: the numbers grow with it
        big = 44 if tall >= 900 else 32 if tall >= 640 else 24
        small = 16 if tall >= 900 else 14 if tall >= 640 else 13
        gap = L.em(10)
        per_row = len(figures) if box.width / len(figures) >= L.em(110) else (len(figures) + 1) // 2
        tile_w = (box.width - gap * (per_row - 1)) // per_row
        inner = tile_w - L.em(16)
        label_face = d.face(figures[-1][1], small)
        lines = [d.wrap(label, d.face(label, small), inner) for _number, label in figures]
        label_h = max(len(ls) for ls in lines) * label_face.get_linesize()
        tile_h = L.em(8) + L.line(big, bold=True) + label_h + L.em(8)
        ink = (200, 194, 220)
        for k, ((number, _label), label_lines) in enumerate(zip(figures, lines)):
            row, col = divmod(k, per_row)
            tile = pygame.Rect(box.x + col * (tile_w + gap), box.y + row * (tile_h + gap), tile_w, tile_h)
            d.panel(surf, tile, (18, 14, 34), (70, 62, 100), radius=8)
            d.text(surf, number, (tile.centerx, tile.y + L.em(6)), big, accent, anchor="midtop", bold=True,
                   max_width=inner)
            y = tile.y + L.em(8) + L.line(big, bold=True)
            for line in label_lines:
                d.text(surf, line, (tile.centerx, y), small, ink, anchor="midtop", max_width=inner)
                y += label_face.get_linesize()
        rows = (len(figures) + per_row - 1) // per_row
        return rows * tile_h + (rows - 1) * gap

    @staticmethod
    def heading_size(surf) -> int:
        """A panel's heading: larger in a tall window (the page reads from across the room)."""
        return 20 if surf.get_height() / L.scale() >= 900 else 16

    def draw_modes(self, surf, box, accent) -> pygame.Rect:
        """Each mode a row: its name, a bar as long as its win rate, won of played.
        Returns the panel it drew (only as tall as its rows)."""
        ink, soft = (236, 232, 246), (190, 184, 214)
        modes = sorted(self.figures["by_mode"].items(), key=lambda kv: -kv[1]["played"])
        tall = surf.get_height() / L.scale()
        size = 17 if tall >= 900 else 14
        heading = self.heading_size(surf)
        head = L.line(heading, bold=True) + L.em(4)
        step = L.line(size) + L.em(4)
        shown = max(1, min(len(modes) or 1, (box.height - head - L.em(20)) // step))  # the charts give way first
        panel = pygame.Rect(box.x, box.y, box.width, L.em(10) + head + shown * step + L.em(8))
        d.panel(surf, panel, (18, 14, 34), accent)
        x, y, inner = panel.x + L.em(14), panel.y + L.em(10), panel.width - 2 * L.em(14)
        d.text(surf, _("By mode"), (x, y), heading, accent, bold=True, max_width=inner)
        y += head
        if not modes:
            L.text_block(surf, _("No game finished yet: the records begin with the first one."),
                         (x, y, inner, step), size, soft)
        bar_w = inner // 3
        count_w = L.width("00/00", size) + L.em(8)
        for mode, m in modes[:shown]:
            name_w = inner - bar_w - count_w - L.em(8)
            d.text(surf, self.mode_label(mode), (x, y), size, soft, max_width=name_w, fit=True)
            bar = pygame.Rect(panel.right - L.em(14) - bar_w, y + L.em(4), bar_w, L.line(size) - L.em(8))
            pygame.draw.rect(surf, (50, 44, 72), bar, border_radius=4)
            pygame.draw.rect(surf, accent, (bar.x, bar.y, int(bar.w * m["won"] / m["played"]), bar.h), border_radius=4)
            d.text(surf, f"{m['won']}/{m['played']}", (bar.x - L.em(8), y), size, ink, anchor="topright")
            y += step
        return panel

    def draw_charts(self, surf, box, accent) -> None:
        """Results and lengths of the last games as bars; in a short window only the results."""
        recent = self.rows[-RECENT:]
        lengths = [r["moves"] for r in recent]
        charts = [(_("Results, oldest to newest"), None,
                   _("A tall bar: won; a short one: lost; the line: the win rate so far.")),
                  (_("Length of each game (moves)"), lengths,
                   _("The longest: {n} moves. Won in the game's colour.").format(n=max(lengths, default=0)))]
        title_size = self.heading_size(surf) - 1
        note = 15 if title_size > 16 else 13
        head = L.line(title_size, bold=True) + L.em(4)

        def note_h(legend):
            return L.block_height(legend, box.width, note, italic=True) + L.em(4)
        if (box.height - sum(head + note_h(c[2]) + L.em(12) for c in charts)) // 2 < L.em(60):
            charts = charts[:1]
        h = (box.height - sum(head + note_h(c[2]) + L.em(12) for c in charts)) // len(charts)
        if h < L.em(30):
            return
        top = box.y
        for title, values, legend in charts:
            d.text(surf, title, (box.x, top), title_size, accent, bold=True, max_width=box.width, fit=True)
            top += head
            area = pygame.Rect(box.x, top, box.width, h)
            d.panel(surf, area, (18, 14, 34), (70, 62, 100), radius=6)
            if recent:
                self.chart(surf, area.inflate(-16, -16), recent, values, accent)
                L.text_block(surf, legend, (box.x, area.bottom + L.em(4), box.width, note_h(legend)), note,
                             (190, 184, 214), italic=True)
            else:
                d.text(surf, _("Nothing to show yet."), area.center, 14, (150, 142, 176), anchor="center")
            top = area.bottom + note_h(legend) + L.em(12)

    @staticmethod
    def chart(surf, area, recent, values, accent) -> None:
        """A bar a game: results (won tall in the game's colour, lost short) or lengths."""
        if not recent:
            return
        step = area.width / RECENT
        most = max(values or [1]) or 1
        for i, r in enumerate(recent):
            won = r["result"] == "won"
            frac = (0.35 + 0.65 * won) if values is None else max(0.04, values[i] / most)
            bh = int(area.height * frac)
            x = area.x + int(i * step)
            colour = accent if won else (120, 104, 150)
            pygame.draw.rect(surf, colour, (x + 1, area.bottom - bh, max(2, int(step) - 3), bh), border_radius=2)
        if values is None:  # the win rate so far, as a line over the bars
            pts, won = [], 0
            for i, r in enumerate(recent):
                won += r["result"] == "won"
                pts.append((area.x + int((i + 0.5) * step), area.bottom - int(area.height * won / (i + 1))))
            if len(pts) > 1:
                pygame.draw.lines(surf, (250, 246, 255), False, pts, 2)

    def shown_achievements(self) -> list[dict]:
        """Earned first, in the order they were earned; then the rest."""
        return sorted(self.all, key=lambda a: (a["key"] not in self.earned, self.earned.get(a["key"], "")))

    def badge_lines(self, achievement: dict, size: int, width: int) -> tuple[list[str], list[str]]:
        """(name, what it says) wrapped whole to `width`: the date it was earned, or what earns it."""
        when = self.earned.get(achievement["key"])
        said = _("Earned {date}").format(date=when[:10]) if when else words(achievement, "text")
        name = words(achievement, "name")
        return d.wrap(name, d.face(name, size, bold=True), width), d.wrap(said, d.face(said, size - 2), width)

    def draw_achievements(self, surf, box, accent) -> None:
        """The achievements as a grid of badges filling the panel: earned ones lit
        with their date, the others dim with what earns them. The type grows to
        fill a large window; in a small one the grid takes fewer columns and,
        if still too tall, scrolls (the wheel, Page Up/Down): nothing is cut."""
        d.panel(surf, box, (18, 14, 34), accent)
        if not self.all:
            return
        got = sum(1 for a in self.all if a["key"] in self.earned)
        inside = box.inflate(-2 * L.em(14), -2 * L.em(10))
        heading = self.heading_size(surf)
        d.text(surf, _("Achievements: {got} of {n}").format(got=got, n=len(self.all)), inside.topleft, heading, accent,
               bold=True, max_width=inside.width)
        head = L.line(heading, bold=True) + L.em(6)
        grid = pygame.Rect(inside.x, inside.y + head, inside.width, inside.height - head)
        columns = max(1, min(3, grid.width // L.em(230)))
        gap = L.em(8)
        cell_w = (grid.width - gap * (columns - 1)) // columns
        shown = self.shown_achievements()

        def row_heights(size) -> list[int]:  # each row of badges as tall as its tallest
            text_w = cell_w - self.medal_room(size)
            tall = [self.badge_height(a, size, text_w) for a in shown]
            return [max(tall[k:k + columns]) + 2 * L.em(6) for k in range(0, len(tall), columns)]

        def measure(size) -> int:
            heights = row_heights(size)
            return sum(heights) + (len(heights) - 1) * gap
        size = L.fill_size(measure, grid.height, 14, 22)
        heights = row_heights(size)
        rows = len(heights)
        first, last = 0, rows
        if measure(size) > grid.height:  # too tall even at the least size: scrolled by whole rows
            more = _("more below: Page Down or the wheel")
            hint_h = d.face(more, 12, italic=True).get_linesize()
            grid.height -= hint_h + L.em(4)
            fits = [k for k in range(rows) if sum(heights[k:]) + (rows - k - 1) * gap <= grid.height]
            furthest = min(fits, default=rows - 1)
            first = min(self.scroll // ROW_SCROLL, furthest)
            self.scroll = min(self.scroll, furthest * ROW_SCROLL)
            last = first + 1
            while last < rows and sum(heights[first:last + 1]) + (last - first) * gap <= grid.height:
                last += 1
            hint = more if last < rows else _("Page Up or the wheel to go back")
            d.text(surf, hint, (grid.right, grid.bottom + L.em(4)), 12, (190, 180, 220), anchor="topright",
                   italic=True, max_width=grid.width)
        else:
            self.scroll = 0
            spare = grid.height - measure(size)  # shared among the rows, each up to twice as tall
            heights = [h + min(h, spare // rows) for h in heights]
        y = grid.y
        for row in range(first, last):
            for col, a in enumerate(shown[row * columns:(row + 1) * columns]):
                cell = pygame.Rect(grid.x + col * (cell_w + gap), y, cell_w, heights[row])
                self.draw_badge(surf, cell, a, size, accent)
            y += heights[row] + gap

    def badge_height(self, achievement, size, width) -> int:
        name, said = self.badge_lines(achievement, size, width)
        return (sum(d.face(line, size, bold=True).get_linesize() for line in name)
                + sum(d.face(line, size - 2).get_linesize() for line in said))

    @staticmethod
    def medal_room(size: int) -> int:
        return L.em(size * 2 + 14)

    def draw_badge(self, surf, cell, achievement, size, accent) -> None:
        when = self.earned.get(achievement["key"])
        ink, dim = (240, 236, 250), (150, 142, 176)
        pygame.draw.rect(surf, (34, 28, 56) if when else (22, 18, 38), cell, border_radius=8)
        pygame.draw.rect(surf, accent if when else (60, 54, 84), cell, 2, border_radius=8)
        r = L.em(size) - L.em(2)
        medal = (cell.x + L.em(8) + r, cell.centery)
        if when:  # lit: a filled medal with a star on it
            pygame.draw.circle(surf, accent, medal, r)
            pygame.draw.circle(surf, (250, 246, 255), medal, r, 2)
            star = [(medal[0] + (r * 0.6 if k % 2 == 0 else r * 0.25) * math.sin(k * math.pi / 5),
                     medal[1] - (r * 0.6 if k % 2 == 0 else r * 0.25) * math.cos(k * math.pi / 5)) for k in range(10)]
            pygame.draw.polygon(surf, (250, 246, 255), star)
        else:  # not yet: an empty ring
            pygame.draw.circle(surf, dim, medal, r, 2)
        x = cell.x + self.medal_room(size)
        text_w = cell.right - L.em(6) - x
        name, said = self.badge_lines(achievement, size, text_w)
        y = cell.centery - self.badge_height(achievement, size, text_w) // 2
        for line in name:
            d.text(surf, line, (x, y), size, ink if when else (196, 190, 218), bold=True, max_width=text_w)
            y += d.face(line, size, bold=True).get_linesize()
        for line in said:
            d.text(surf, line, (x, y), size - 2, (200, 194, 220) if when else dim, max_width=text_w)
            y += d.face(line, size - 2).get_linesize()


DEMO_MODES = {"onirim": ["base", "sphinx", "mirrors+sphinx", "diver"], "lucidity": ["easy", "easy+fair", "strong", "people"],
              "prophecy": ["1", "2", "0"], "etherfields": ["slumber", "slumber", "dream"]}


def demo(app, game: str) -> StatsScene:
    """The Statistics screen over made-up records (nothing is written), for screenshots."""
    rng = random.Random(7)
    rows = []
    for i in range(26):
        won = rng.random() < 0.3 + i / 60
        rows.append({"game": game, "mode": rng.choice(DEMO_MODES[game]), "result": "won" if won else "lost",
                     "moves": rng.randint(40, 140), "minutes": rng.uniform(8, 40),
                     "score": rng.randint(3, 8) if game == "onirim" else None,
                     "finished_at": f"2026-{1 + i // 3:02d}-{1 + i % 28:02d} 21:00:00"})
    earned = {a["key"]: rows[3 + 4 * k]["finished_at"] for k, a in enumerate(records.achievements(game)[:5])}
    return StatsScene(app, game, rows=rows, earned=earned)

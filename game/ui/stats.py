"""What every game's table and first screen share about the records
(game.records): `remember` a finished game once, and the Statistics screen.

A game hands the screen its key and a `mode_label` that words its modes (an
expansion mix, the opponents, Dream or Slumber); the screen draws the figures
and two small charts in the game's shelf colours.
"""
from __future__ import annotations

import importlib
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
        d.text(surf, _("{game}: statistics").format(game=name), (w // 2, 44), 34, accent, anchor="center", bold=True,
               glow=True, role="story", max_width=w - 40, fit=True)
        pad = 32
        left = pygame.Rect(pad, 84, (w - 3 * pad) // 2, h - 84 - 90)
        right = pygame.Rect(left.right + pad, 84, left.width, left.height)
        self.draw_figures(surf, left, accent)
        self.draw_charts(surf, right, accent)
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)
        self.draw_focus(surf)
        if self.message:
            d.text(surf, tr(self.message), (w // 2, h - 30), 15, (255, 200, 180), anchor="center", max_width=w - 80)

    def draw_figures(self, surf, box, accent) -> None:
        f = self.figures
        ink, soft = (236, 232, 246), (190, 184, 214)
        d.panel(surf, box, (18, 14, 34), accent)
        x, y, inner = box.x + 18, box.y + 14, box.width - 36
        if not f["played"]:
            y += L.text_block(surf, _("No game finished yet: the records begin with the first one."),
                              (x, y, inner, L.line(16) * 3), 16, ink) + 12
            self.draw_achievements(surf, pygame.Rect(x, y, inner, box.bottom - 10 - y), accent, ink)
            return
        d.text(surf, _("Win rate {rate}").format(rate=percent(f["won"], f["played"])), (x, y), 26, accent, bold=True)
        y += L.line(26, bold=True) + 2
        lines = [ngettext("{won} won of {n} played", "{won} won of {n} played", f["played"]).format(won=f["won"], n=f["played"]),
                 _("Current streak: {n} won · best streak: {best}").format(n=f["streak"], best=f["best_streak"])]
        if f["best_score"] is not None:
            lines.append(_("Best score: {n}").format(n=f["best_score"]))
        if f["fewest_moves_to_win"] is not None:
            lines.append(_("Quickest win: {n} moves").format(n=f["fewest_moves_to_win"]))
        lines.append(_("Time played: {n} minutes").format(n=round(f["minutes"])))
        for line in lines:
            d.text(surf, line, (x, y), 15, ink, max_width=inner)
            y += L.line(15) + 2
        y += 8
        d.text(surf, _("By mode"), (x, y), 16, accent, bold=True)
        y += L.line(16, bold=True) + 2
        modes = sorted(f["by_mode"].items(), key=lambda kv: -kv[1]["played"])
        bar_w = inner // 3
        for mode, m in modes:
            if y + L.line(14) > box.bottom - 10:
                break
            d.text(surf, self.mode_label(mode), (x, y), 14, soft, max_width=inner - bar_w - 70, fit=True)
            bar = pygame.Rect(box.right - 18 - bar_w, y + 3, bar_w, L.line(14) - 8)
            pygame.draw.rect(surf, (50, 44, 72), bar, border_radius=4)
            pygame.draw.rect(surf, accent, (bar.x, bar.y, int(bar.w * m["won"] / m["played"]), bar.h), border_radius=4)
            d.text(surf, f"{m['won']}/{m['played']}", (bar.x - 8, y), 14, ink, anchor="topright")
            y += L.line(14) + 2
        y += 10
        self.draw_achievements(surf, pygame.Rect(x, y, inner, box.bottom - 10 - y), accent, ink)

    def draw_charts(self, surf, box, accent) -> None:
        recent = self.rows[-RECENT:]
        lengths = [r["moves"] for r in recent]
        head, note = L.line(15, bold=True) + 4, L.line(13, italic=True) + 4
        h = (box.height - 2 * (head + note) - 16) // 2
        top = box.y
        for title, values, legend in (
                (_("Results, oldest to newest"), None,
                 _("A tall bar: won; a short one: lost; the line: the win rate so far.")),
                (_("Length of each game (moves)"), lengths,
                 _("The longest: {n} moves. Won in the game's colour.").format(n=max(lengths, default=0)))):
            d.text(surf, title, (box.x, top), 15, accent, bold=True, max_width=box.width)
            top += head
            area = pygame.Rect(box.x, top, box.width, h)
            d.panel(surf, area, (18, 14, 34), (70, 62, 100), radius=6)
            if recent:
                self.chart(surf, area.inflate(-16, -16), recent, values, accent)
            else:
                d.text(surf, _("Nothing to show yet."), area.center, 14, (150, 142, 176), anchor="center")
            if recent:
                d.text(surf, legend, (box.x, area.bottom + 4), 13, (190, 184, 214), italic=True, max_width=box.width)
            top = area.bottom + note + 16

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

    def draw_achievements(self, surf, box, accent, ink) -> None:
        if not self.all or box.height < 40:
            return
        got = sum(1 for a in self.all if a["key"] in self.earned)
        d.text(surf, _("Achievements: {got} of {n}").format(got=got, n=len(self.all)), (box.x, box.y), 16, accent,
               bold=True)
        y = box.y + L.line(16, bold=True) + 2
        shown = sorted(self.all, key=lambda a: (a["key"] not in self.earned, self.earned.get(a["key"], "")))
        # The names' column as wide as the longest name (at most half): the sentences get the rest, at 13 px.
        names_w = min(box.width // 2 - 24, max(L.width(words(a, "name"), 13, bold=True) for a in shown))
        said_x = box.x + 16 + names_w + 16
        for a in shown:
            if y + L.line(13) > box.bottom:
                break
            when = self.earned.get(a["key"])
            colour = ink if when else (140, 132, 164)
            name = d.text(surf, words(a, "name"), (box.x + 16, y), 13, colour, bold=bool(when),
                          max_width=names_w)
            dot = (box.x + 6, name.y + name.height * 11 // 20)  # on the letters' middle, a little under the box's
            pygame.draw.circle(surf, accent if when else colour, dot, 5, 0 if when else 1)
            d.text(surf, when[:10] if when else words(a, "text"), (said_x, y), 13,
                   (200, 194, 220) if when else (140, 132, 164), max_width=box.right - said_x)
            y += L.line(13) + 1


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

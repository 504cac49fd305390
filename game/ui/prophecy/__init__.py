"""Prophecy with the Water Realm on the shelf: a setup screen (how many
characters, which seats the computer plays, which modules), then the table."""
from __future__ import annotations

import pygame

from game.ui import draw as d
from game.ui.menus import MenuScene, shelf_rect
from game.ui.widgets import Button
from game.ui.guide import draw_offer, first_time, guided_button
from game.ui.stats import stats_button
from game.ui.prophecy.table import new_table
from game.i18n import N_, _, ngettext, tr

SEATS = (2, 3, 4, 5)
LEVELS = ("easy", "fair", "strong")  # the computer levels (game.search.prophecy.LEVELS); a click goes on to the next
LEVEL_LABEL = {"easy": N_("Computer (easy)"), "fair": N_("Computer (fair)"), "strong": N_("Computer (strong)")}


def start(app, seed=None):
    """The shelf opens Prophecy on its setup screen."""
    return SetupScene(app, app.seed if seed is None else seed)


def mode_label(mode: str) -> str:
    """A recorded game's opponents (the number of computer seats), for the Statistics screen."""
    n = int(mode) if mode.isdigit() else 0
    return ngettext("Against {n} computer", "Against {n} computers", n).format(n=n) if n else _("People only")


class SetupScene(MenuScene):
    """Choose the number of characters and who plays each seat."""

    def __init__(self, app, seed: int = 1) -> None:
        super().__init__(app)
        self.seed = seed
        self.seats = 3
        self.computer: set[str] = set()
        self.levels: dict[str, str] = {}  # a computer seat's level
        self.water_realm = True
        self.treasure_island = True
        self.first_time = first_time("prophecy")  # then the Guided game button is offered in gold
        self.recall()

    def recall(self) -> None:
        """The set-up last chosen (the settings keep it), when it still makes sense."""
        settings = getattr(self.app, "settings", None)
        if settings is None:
            return
        seats = getattr(settings, "prophecy_seats", 3)
        self.seats = seats if seats in SEATS else 3
        computer = getattr(settings, "prophecy_computer", [])
        self.computer = {p for p in computer if p in {f"p{i + 1}" for i in range(self.seats)}}
        for entry in getattr(settings, "prophecy_levels", []):
            pid, _sep, level = str(entry).partition(":")
            if pid in self.computer and level in LEVEL_LABEL:
                self.levels[pid] = level
        modules = getattr(settings, "prophecy_modules", ["water_realm", "treasure_island"])
        self.water_realm, self.treasure_island = "water_realm" in modules, "treasure_island" in modules

    def keep(self) -> None:
        """The choice as it stands, for the next visit and the next start."""
        settings = getattr(self.app, "settings", None)
        if settings is not None:
            from game.ui import settings as settings_store
            settings.prophecy_seats, settings.prophecy_computer = self.seats, sorted(self.computer)
            settings.prophecy_levels = [f"{p}:{self.levels.get(p, 'fair')}" for p in sorted(self.computer)]
            settings.prophecy_modules = [m for m, on in (("water_realm", self.water_realm),
                                                          ("treasure_island", self.treasure_island)) if on]
            settings_store.save(settings)

    def layout(self, size) -> None:
        w, h = size
        self.buttons = []
        for i, n in enumerate(SEATS):
            label = _("{n} characters (chosen)").format(n=n) if n == self.seats else _("{n} characters").format(n=n)
            self.buttons.append(Button((w // 2 - 330 + i * 166, 200, 158, 40), label, lambda n=n: self.set_seats(n),
                                       (230, 200, 120) if n == self.seats else (120, 100, 200)))
        for i in range(self.seats):
            pid = f"p{i + 1}"
            who = tr(LEVEL_LABEL[self.levels.get(pid, "fair")]) if pid in self.computer else _("Person")
            self.buttons.append(Button((w // 2 - 150, 290 + i * 46, 300, 38), _("Seat {n}: {who}").format(n=i + 1, who=who),
                                       lambda pid=pid: self.toggle(pid)))
        y = 290 + self.seats * 46 + 20
        self.buttons.append(Button((w // 2 - 260, y, 250, 38), _("Water Realm: on") if self.water_realm else _("Water Realm: off"),
                                   self.toggle_realm))
        self.buttons.append(Button((w // 2 + 10, y, 250, 38),
                                   _("Treasure Island: on") if self.treasure_island else _("Treasure Island: off"),
                                   self.toggle_island))
        from game.ui.prophecy.table import SAVES
        saved = SAVES.unfinished()
        if saved is None:
            self.buttons.append(Button((w // 2 - 110, y + 64, 220, 48), _("Start"), self.begin, (230, 200, 120)))
        else:  # a game left unfinished: go on with it, or start another (which replaces it)
            self.buttons += [Button((w // 2 - 230, y + 64, 220, 48), _("Start"), self.begin, (230, 200, 120)),
                             Button((w // 2 + 10, y + 64, 220, 48), _("Continue"), lambda: self.resume(saved),
                                    (230, 200, 120))]
        self.buttons.append(stats_button(self.app, "prophecy", size, mode_label))
        self.buttons.append(guided_button(size, self.guided, self.first_time))
        self.buttons.append(Button(shelf_rect(size), _("Shelf"), self.app.pop))

    def set_seats(self, n: int) -> None:
        self.seats = n
        self.computer = {p for p in self.computer if int(p[1:]) <= n}
        self.keep()

    def toggle(self, pid: str) -> None:
        """Person, then the computer at each level in turn (fair first), then a person again."""
        if pid not in self.computer:
            self.computer.add(pid)
            self.levels[pid] = "fair"
        else:
            order = ("fair", "strong", "easy")
            i = order.index(self.levels.get(pid, "fair")) + 1
            if i < len(order):
                self.levels[pid] = order[i]
            else:
                self.computer.discard(pid)
        self.keep()

    def toggle_realm(self) -> None:
        self.water_realm = not self.water_realm
        self.keep()

    def toggle_island(self) -> None:
        self.treasure_island = not self.treasure_island
        self.keep()

    def begin(self) -> None:
        self.app.push(new_table(self.app, self.seats, self.computer, self.seed, autosave=True,
                                levels={p: self.levels.get(p, "fair") for p in self.computer},
                                water_realm=self.water_realm,
                                treasure_island=self.treasure_island))

    def guided(self) -> None:
        """The guided first game: a fixed seed, a pointer at each step (game/ui/prophecy/guide.py)."""
        from game.ui.prophecy.guide import guided
        guided(self.app)

    def resume(self, data) -> None:
        from game.ui.prophecy.table import table_from_save
        self.app.push(table_from_save(self.app, data))

    def draw(self, surf) -> None:
        self.arrange(surf.get_size())
        w, h = surf.get_size()
        d.night_sky(surf, seed=21)
        d.text(surf, _("PROPHECY"), (w // 2, 70), 54, (244, 230, 190), anchor="center", bold=True, glow=True,
               role="story")
        d.text(surf, _("with the Water Realm"), (w // 2, 118), 20, (170, 220, 240), anchor="center", italic=True,
               role="story")
        d.text(surf, _("The base game is our provisional reading of public facts; see the rules help."),
               (w // 2, 150), 14, (200, 190, 230), anchor="center")
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)
        draw_offer(surf, self.buttons, self.first_time)
        self.draw_focus(surf)


def demo_table(app, realm: bool = False):
    """A table some turns into a game between computer players, for
    screenshots; with `realm` the character to play is in the Water Realm."""
    import random

    from game.rules.prophecy.ai import heuristic_action
    # The realm's shot: a seed whose first diver goes down with a card and sees two turned over.
    seed = app.seed + 3 if realm else app.seed
    table = new_table(app, 3, seed=seed)
    g, rng = table.game, random.Random(seed)
    for _step in range(4000):
        if g.outcome is not None:
            break
        chooser = g.pending.chooser if g.pending else g.active
        if realm and g.pending is None and g.chars[chooser]["realm"] is not None and g.s["phase"] == "move":
            break
        if not realm and g.s["round"] >= 4 and g.pending is None and g.s["phase"] == "move":
            break
        table.take_events(table.session.apply(heuristic_action(g, rng)).events)  # logged like any move
    table.seen = table.chooser
    table.curtain = None
    table.cam = 1.0 if realm else 0.0
    return table

"""The Prophecy table: the board (or the Water Realm, where the camera slides
when the character to play is underwater), the character to play with their
cubes and cards, the light and dark dice in the shared pymunk tray, and the
legal actions: ways of moving light up their destination on the board (click
it, or drag the figure there); everything else is a button. Hot-seat: when
another person's seat is to play, a hand-over screen hides the table.

Every gesture ends in `apply(action)` with an Action taken from
`legal_actions()`; `applied` records what reached the rules (tests read it).
"""
from __future__ import annotations

import random

import pygame

from game import audio, records
from game.rules.core import Action
from game.rules.prophecy import PROVISIONAL_NOTICE
from game.rules.prophecy import board as B
from game.search.prophecy import LEVELS as SEARCH_LEVELS, is_level, level_action
from game.ui.thinking import Thinker
from game.savefile.gamesave import GameSave
from game.session import Session
from game.ui import draw as d
from game.ui import logview, tooltip
from game.ui import layout as L
from game.ui.actionlist import ActionList, Choice
from game.ui.dice import DiceTray
from game.ui.motion import FADE, reduced_of
from game.ui.focus import ring
from game.ui.prophecy import board as view
from game.ui.prophecy import deep
from game.ui.prophecy import notice as notices
from game.ui.prophecy.words import cost, describe, distinct
from game.ui.stats import remember
from game.ui.widgets import Button, DoubleClick, decision_panel, press
from game.i18n import N_, _, tr
from game.ui.scenes import Scene
from game.ui.session_table import SessionTable

PANEL_W = 400
BOARD_KINDS = ("move", "ride", "sail", "portal", "teleport", "attack_plane", "enter_realm", "realm_move", "flee")
FACES = tuple(str(i) for i in range(1, 7))
LIGHT_DIE, DARK_DIE = ((244, 236, 214), (40, 28, 50)), ((46, 34, 60), (244, 236, 250))
ROWS = 7  # action buttons shown at once
# The rules' first log line, marked here for translation (the rules keep no catalogue): the log
# shows it through tr(), and the larger log keeps it in view.
N_("The base game here is our provisional reading from public facts; the Water Realm and Treasure Island "
   "follow the expansion's text. See the rules help for each rule's confidence.")
GLIDE = 0.5  # seconds a figure takes from one space to another, at normal speed


class _Names:
    """What the shared decision panel needs: the Decision and a chooser's name."""

    def __init__(self, game) -> None:
        self.pending = game.pending
        self.game = game

    def name(self, pid: str) -> str:
        return tr(self.game.chars[pid]["name"])


SAVES = GameSave("prophecy", N_("Prophecy"), "prophecy-1")  # the game in progress, kept after every move


class ProphecyTable(SessionTable, Scene):
    def __init__(self, app, game, computer=(), seed: int | None = None, autosave: bool = False,
                 session: Session | None = None, levels: dict | None = None) -> None:
        """`autosave`: keep the game after every move (a game from the set-up
        screen; never a demo or a screenshot, which must not replace a player's game).
        `session`: the game's Session, when made elsewhere (a new game's, a save's).
        `levels`: computer seat -> level (easy, fair, strong); unnamed: the save's, else easy."""
        self.app = app
        # The Session plays, logs, takes back (to the last new information) and saves.
        self.session = session or Session(game, {"seed": seed, "options": game.to_data()["options"]},
                                          autosaves=autosave, key="prophecy")
        self.seed = seed
        self.computer = set(computer) | set(game.s["options"].get("computer") or ())
        self.session.computers = self.computer  # a computer's move is not taken back
        levels = levels if levels is not None else self.session.meta.get("levels")
        self.levels = {p: lv for p, lv in (levels if isinstance(levels, dict) else {}).items() if is_level(lv)}
        self.session.meta["levels"] = dict(self.levels)  # kept in the save: older saves name none, and play easy
        self.thinker: Thinker | None = None  # a searching computer's move, found off the frame
        self.version = 0  # bumped by every move and undo: which state a thinker's move is for
        self.started, self.recorded = records.played_seconds(), False  # the records' minutes count from here; not yet in
        self.log: list[str] = [PROVISIONAL_NOTICE]
        self.log_top = 0  # where the log began when last drawn (it grows into the panel's free room)
        self.message = self.session.replay_problem
        self.t = 0.0  # seconds shown (a double click is told by it)
        self.double = DoubleClick()  # a double click presses one button, not the next one in its place
        self.light, self.dark = DiceTray(pygame.Rect(0, 0, 180, 74), tips=False), \
            DiceTray(pygame.Rect(0, 0, 180, 74), tips=False)  # a d6's face says it all: no tip under it
        self.manual_view: str | None = None
        self.cam = 1.0 if self._realm_view_wanted() else 0.0
        self.seen: str | None = None      # the seat the screen was last shown to
        self.curtain: str | None = None   # the seat the hand-over screen waits for
        self.notice: notices.Notice | None = None  # held up (a battle, the computer's moves) until one goes on
        self.computer_said: list[str] = []  # the computer seats' moves since a person last played
        self.computer_played: list[str] = []  # and which seats made them
        self.dice_of: str | None = None   # whose throw the trays show
        self.later: dict = {}             # seat -> a battle they were attacked in, shown when they next take the table
        self.hover = tooltip.Hover()
        self.glide: dict | None = None    # a figure on its way: {"pid", "from", "to", "t" (0..1)}
        self.popup: list = []             # alternatives for one clicked target
        self.page = 0
        self.drag_from: tuple | None = None
        self.ai_rng = random.Random(game.s["options"].get("seats", 2))
        self.ai_delay, self.ai_wait = 0.6, 0.0
        self.buttons: list[Button] = []
        self.rules_open, self.rules_scroll = False, 0
        self.lay: view.Layout | None = None
        self.keys = ActionList(self.keyboard_choices)  # every move by keyboard (A or Enter)
        self._check_curtain()

    # -- who plays ---------------------------------------------------------------
    @property
    def chooser(self) -> str | None:
        g = self.game
        if g.outcome is not None:
            return None
        return g.pending.chooser if g.pending is not None else g.active

    def humans(self) -> list[str]:
        return [p for p in self.game.s["seats"] if p not in self.computer]

    def _check_curtain(self) -> None:
        who = self.chooser
        if who is None or who in self.computer or self.notice is not None:  # the notice first
            return
        if who != self.seen and len(self.humans()) > 1:
            self.curtain = who
        else:
            self.seen = who
            self._at_the_table(who)

    def _at_the_table(self, who) -> None:
        """`who` has the table: a battle they were attacked in is shown to them, its dice thrown again."""
        shown = self.later.pop(who, None)
        if shown is None:
            return
        shown.pid, self.notice, self.dice_of = who, shown, who
        for tray, die, look in ((self.light, "light", LIGHT_DIE), (self.dark, "dark", DARK_DIE)):
            tray.throw(FACES, str(shown.faces.get(die, 1)), seed=len(self.session.log) * 7, colour=look[0], ink=look[1])

    # -- the camera ----------------------------------------------------------------
    def _realm_view_wanted(self) -> bool:
        if self.manual_view:
            return self.manual_view == "realm"
        who = self.chooser or self.game.active
        return self.game.chars[who]["realm"] is not None

    @property
    def settled(self) -> bool:
        want = 1.0 if self._realm_view_wanted() else 0.0
        return abs(self.cam - want) < 1e-3 and self.light.settled and self.dark.settled

    # -- geometry ----------------------------------------------------------------------
    @staticmethod
    def panel_w(w: int) -> int:
        """The side panel: 400 at 1x, wider as its text grows (never past 45% of the window)."""
        return PANEL_W if L.scale() <= 1 else min(int(PANEL_W * (1 + L.scale()) / 2), int(w * 0.45))

    def strip_h(self) -> int:
        # Above 1x the location has a line of its own: beside the stats it was cut ("Treasu...").
        # At 1x in a narrow window the stats and the place wrap onto more lines (issue 33: no "...").
        if L.scale() > 1:
            return 8 + L.line(12, bold=True) + 2 * L.line(9) + 2
        most = max((len(self.strip_lines(pid)) for pid in self.game.s["seats"]), default=1)
        return 44 + (most - 1) * L.line(12)

    def strip_room(self) -> int:
        """The width a seat's words have in the strip under the board."""
        w = self.size[0]
        return (w - self.panel_w(w)) // max(1, len(self.game.s["seats"])) - 8 - 36

    def strip_lines(self, pid) -> list[str]:
        """A character at a glance at 12 px: Health/Strength, Magic/Willpower, Artifacts,
        where it is; on one line when it fits the seat's width, else wrapped between them."""
        g = self.game
        ch = g.chars[pid]
        where = (_("Water Realm") if ch["realm"] is not None else
                 (g.content.space(ch["space"])["name"] if ch["space"] in g.s["spaces"] else
                  _("Treasure Island") if ch["space"] == B.ISLAND else "")) if ch["alive"] else _("dead")
        parts = [_("H {health}/{strength}").format(health=ch["health"], strength=ch["strength"]),
                 _("M {magic}/{willpower}").format(magic=ch["magic"], willpower=ch["willpower"]),
                 _("A {artifacts}").format(artifacts=len(ch["artifacts"]))] + ([where] if where else [])
        room = self.strip_room()
        lines: list[str] = []
        for part in parts:
            joined = f"{lines[-1]}  {part}" if lines else part
            if lines and d.face(joined, 12).size(joined)[0] <= room:
                lines[-1] = joined
            else:
                lines.append(part)
        return lines

    def rows(self) -> dict:
        """The side panel's rows from the top, as tall as their text: the
        1x layout exactly at 1x; at a larger scale each grows, and as many
        action buttons are shown at once as the room left holds."""
        w, h = self.size
        big = L.scale() > 1
        r: dict = {"cube_step": max(22, L.line(13) + 4)}
        r["cubes"] = 44 if not big else 12 + L.line(20, bold=True, role="story") + 4
        extra = r["cubes"] + 2 * r["cube_step"]
        r["extra"] = extra + 2
        r["chip"] = (120, 24) if not big else (L.em(120), max(24, L.line(12) + 6))  # a name at 12 px on one line
        hand_h = 236 - extra - 30 if not big else 3 * (r["chip"][1] + 3) + L.line(12) + 4
        r["hand"] = (extra + (24 if not big else L.line(14) + 6), hand_h)
        r["trays"] = 236 if not big else r["hand"][0] + hand_h + 8
        # Each tray's label has a band of its own at the top, above the floor the die rolls on.
        r["tray_label"] = 4 + L.line(12)
        r["tray_h"] = 74 if not big else r["tray_label"] + 56  # a floor of 56 holds a 34-pixel die
        r["button_h"] = 30 if not big else L.line(Button.SIZE) + 8
        r["buttons"] = r["trays"] + r["tray_h"] + (16 if not big else 12)
        r["log_step"] = max(18, L.line(12) + 2)
        r["log_lines"] = 5 if not big else 3
        r["log_top"] = h - 94 if not big else h - 8 - r["log_lines"] * r["log_step"]
        message = 32 if not big else L.line(13) + 8
        more = 26 if not big else r["button_h"]
        room = r["log_top"] - 8 - message - more - r["buttons"]
        step = r["button_h"] + 4
        r["die"] = 34
        if big:
            # The dice grow with the UI scale, their floor with them, into room the action
            # list can spare: never one of the first three places 34-pixel dice leave it.
            keep, keep_all = min(3, max(1, (room + 4) // step)), min(3, max(1, (room + more + 4) // step))
            spare = min(room + 4 - keep * step, room + more + 4 - keep_all * step)
            r["die"] += max(0, min(L.em(34) - 34, spare))
            room -= r["die"] - 34
            r["tray_h"] += r["die"] - 34
            r["buttons"] += r["die"] - 34
        while big and r["log_lines"] > 1 and room + 4 < step:
            # Too short for one action, "More actions" and the message (the dice took only
            # spare room): the log gives up a line; it still shows the newest.
            r["log_lines"] -= 1
            r["log_top"] += r["log_step"]
            room += r["log_step"]
        r["per_page"] = ROWS if not big else max(1, min(ROWS, (room + 4) // step))
        # when every action fits, the room kept for "More actions" holds one more of them
        r["all_fit"] = ROWS if not big else max(1, min(ROWS, (room + more + 4) // step))
        r["message"] = r["buttons"] + r["per_page"] * (r["button_h"] + 4) + (more if not big else more + 4) + (6 if not big else 4)
        return r

    def board_rect(self, size) -> pygame.Rect:
        w, h = size
        return pygame.Rect(0, 0, w - self.panel_w(w), h - self.strip_h())

    def regions(self) -> dict:
        """The table's panels (for the reflow tests); a Decision or the hand-over: that alone."""
        w, h = self.size
        if self.curtain:
            return {"hand over": pygame.Rect(0, 0, w, h)}
        if self.game.pending is not None and getattr(self, "decision_rect", None) is not None:
            return {"decision": self.decision_rect}
        pw = self.panel_w(w)
        return {"board": self.board_rect(self.size), "strip": pygame.Rect(0, h - self.strip_h(), w - pw, self.strip_h()),
                "panel": pygame.Rect(w - pw, 0, pw, h)}

    def layout(self, size) -> None:
        self.size = size
        foot = 0 if self.chip_on_top() else self.keys.hint_size()[1] + 4  # the realm's squares keep above the chip
        if self.lay is None or self.lay.rect != self.board_rect(size) or self.lay.foot != foot:
            self.lay = view.Layout(self.game, self.board_rect(size), foot)
        w, h = size
        pw = self.panel_w(w)
        x = w - pw
        rows = self.rows()
        tray_w = (pw - 28 - 10) // 2
        self.light.fit((x + 14, rows["trays"], tray_w, rows["tray_h"]), rows["tray_label"], rows["die"])
        self.dark.fit((x + 24 + tray_w, rows["trays"], tray_w, rows["tray_h"]), rows["tray_label"], rows["die"])
        self.buttons = []
        self.action_buttons: list = []  # (action, its button) on the page shown
        if self.game.outcome is not None:  # the end: back to the shelf, or the rules to read the whole of it
            if self.rules_open:
                bw = L.button_width(_("Close rules"), Button.SIZE, least=100, pad=8)
                self.buttons.append(Button((w - pw - 10 - bw, 10, bw, 44), _("Close rules"), self.toggle_rules))
                return
            self.buttons.append(Button((w // 2 - 120, h // 2 + 40, 240, 44), _("Back to the shelf"), self.leave,
                                       (230, 200, 120)))
            self.buttons.append(Button((w // 2 - 120, h // 2 + 94, 240, 44), _("Rules"), self.toggle_rules))
            return
        acts = self.side_actions()
        per, bh = rows["all_fit"] if len(acts) <= rows["all_fit"] else rows["per_page"], rows["button_h"]
        pages = max(1, -(-len(acts) // per))
        self.page %= pages
        shown = acts[self.page * per:(self.page + 1) * per]
        for i, a in enumerate(shown):
            self.buttons.append(Button((x + 14, rows["buttons"] + i * (bh + 4), pw - 28, bh), describe(self.game, a),
                                       lambda a=a: self.apply(a)))
            self.action_buttons.append((a, self.buttons[-1]))
        if pages > 1:
            self.buttons.append(Button((x + 14, rows["buttons"] + per * (bh + 4), pw - 28, 26 if L.scale() <= 1 else bh),
                                       _("More actions ({page}/{pages})").format(page=self.page + 1, pages=pages), self.next_page))
        top_h = 30 if L.scale() <= 1 else L.line(Button.SIZE) + 6
        other = _("Main board") if self.cam > 0.5 else _("Water Realm")
        if self.game.s["realm"] is not None:
            self.buttons.append(Button((10, 10, L.button_width(other, Button.SIZE, least=130, pad=8), top_h), other,
                                       self.toggle_view))
        right = w - pw - 10
        for label, fn in ((_("Close rules") if self.rules_open else _("Rules"), self.toggle_rules),
                          (_("Undo"), self.undo)):
            if fn == self.undo and not self.can_undo():
                continue
            bw = L.button_width(label, Button.SIZE, least=100, pad=8)
            self.buttons.append(Button((right - bw, 10, bw, top_h), label, fn))
            right -= bw + 10
        # the cost tags and Adventures' names keep off the top buttons and the keyboard chip
        self.lay.keep_out = [b.rect for b in self.buttons if b.rect.y == 10] + [self.chip_rect()]

    def chip_on_top(self) -> bool:
        """The chip beside the top buttons at 1x when the realm's title, centred on the
        board, still has room right of it; else (1024 x 600 and less) in the bottom-left corner."""
        if L.scale() > 1:
            return False
        title = _("The Water Realm")
        room = self.board_rect(self.size).centerx - d.face(title, 24, True, role="story").size(title)[0] // 2
        return 150 + self.keys.hint_size()[0] + 12 <= room

    def chip_rect(self) -> pygame.Rect:
        """Where the keyboard chip ("A: every move by keyboard") sits: beside the
        top buttons at 1x; at a larger scale in the board's free bottom-left corner."""
        w, h = self.keys.hint_size()
        if self.chip_on_top():
            return pygame.Rect(150, 14, w, h)
        return pygame.Rect(10, self.board_rect(self.size).bottom - h - 4, w, h)

    def dialog_area(self, area: pygame.Rect) -> pygame.Rect:
        """`area` (on the board) cut to keep below the top buttons (Close rules among
        them) and clear of the keyboard chip (by more than a panel's frame)."""
        area = pygame.Rect(area)
        top_h = 30 if L.scale() <= 1 else L.line(Button.SIZE) + 6  # the top buttons' height
        area.height -= max(0, 10 + top_h + 6 - area.y)
        area.y = max(area.y, 10 + top_h + 6)
        chip = self.chip_rect().inflate(12, 12)
        if area.colliderect(chip):
            if chip.centery > area.centery:
                area.height = chip.top - area.y
            else:
                area.height -= chip.bottom - area.y
                area.y = chip.bottom
        return area

    def next_page(self) -> None:
        self.page += 1

    def toggle_rules(self) -> None:
        self.rules_open = not self.rules_open
        self.rules_scroll = 0

    def toggle_view(self) -> None:
        self.manual_view = "board" if self.cam > 0.5 else "realm"

    # -- what can be clicked -----------------------------------------------------------
    def board_targets(self) -> dict:
        """Target key -> the legal actions it stands for: ("space", id),
        ("plane", id) or ("square", (row, col)) (off the grid: swimming out)."""
        g = self.game
        if g.pending is not None or g.outcome is not None or self.chooser in self.computer or self.notice:
            return {}
        out: dict = {}
        for a in g.legal_actions():
            if a.kind not in BOARD_KINDS:
                continue
            if a.kind == "attack_plane":
                key = ("plane", a["plane"])
            elif a.kind == "enter_realm":
                key = ("plane", g.s["realm"]["gate_plane"])
            elif a.kind in ("realm_move", "flee"):
                sq = tuple(g.chars[g.active]["realm"])
                for step in a["path"]:
                    sq = B.step(sq, step)
                key = ("square", sq)
            else:
                key = ("space", a["to"])
            out.setdefault(key, []).append(a)
        return out

    def side_actions(self) -> list:
        g = self.game
        if g.pending is not None or g.outcome is not None or self.chooser in self.computer or self.notice:
            return []
        return distinct(g, [a for a in g.legal_actions() if a.kind not in BOARD_KINDS], self.chooser)

    def target_rect(self, key) -> pygame.Rect:
        if key[0] == "space":
            return self.lay.space_rect(key[1])
        if key[0] == "plane":
            return self.lay.planes[key[1]]
        return self.lay.square(key[1])

    def on_realm(self, key) -> bool:
        return key[0] == "square"

    def target_at(self, pos):
        """The lit target under the mouse in the view now shown."""
        if not self.settled:
            return None
        realm = self.cam > 0.5
        for key in self.board_targets():
            if self.on_realm(key) == realm and self.target_rect(key).collidepoint(pos):
                return key
        return None

    def on_own_place(self, pos) -> bool:
        """Is `pos` on the figure of the character to play (where a drag starts)?"""
        if not self.settled or self.chooser in self.computer or self.chooser is None:
            return False
        ch = self.game.chars[self.chooser]
        if ch["realm"] is not None:
            return self.cam > 0.5 and self.lay.square(tuple(ch["realm"])).collidepoint(pos)
        return self.cam < 0.5 and ch["space"] in self.lay.spaces and self.lay.space_rect(ch["space"]).collidepoint(pos)

    def popup_buttons(self) -> list[Button]:
        w, h = self.size
        pw = self.panel_w(w)
        bw = min(w - pw - 40, max([420] + [L.button_width(describe(self.game, a), Button.SIZE) for a in self.popup]))
        bh = L.row(Button.SIZE, 34)
        y0 = h // 2 - (len(self.popup) * (bh + 6)) // 2
        out = [Button((w // 2 - pw // 2 - bw // 2, y0 + i * (bh + 6), bw, bh), describe(self.game, a),
                      lambda a=a: self.apply(a), (230, 200, 120)) for i, a in enumerate(self.popup)]
        cw = L.button_width(_("Cancel"), Button.SIZE, least=120)
        out.append(Button((w // 2 - pw // 2 - cw // 2, y0 + len(self.popup) * (bh + 6) + 6, cw, L.row(Button.SIZE, 30)),
                          _("Cancel"), self.close_popup))
        return out

    def close_popup(self) -> None:
        self.popup = []

    def decision_buttons(self, surf=None) -> list[Button]:
        target = surf or pygame.Surface(self.size)
        return decision_panel(target, _Names(self.game), (-1, -1), self.apply, shade=surf is not None,
                              label=lambda a: describe(self.game, a))

    # -- playing ------------------------------------------------------------------------
    def apply(self, action) -> bool:
        self.popup = []
        who = self.chooser
        done = self.session.apply(action)  # logged, kept for undo until a card turns or a die rolls, saved
        if not done.ok:
            self.message = done.reason
            audio.gesture("refusal")
            return False
        events = done.events
        audio.events(events, "prophecy")
        self.message = self.session.save_error  # a save that failed is said; play goes on
        self.version += 1
        self.page = 0
        self.take_events(events, who, done.before)
        self.manual_view = None
        self._hold_up(who, events)
        self._check_curtain()
        self._clear_old_dice()
        if self.game.outcome is not None:
            self.remember()
        return True

    def remember(self) -> None:
        """The game into the records: won when a person's character won; by the number of computer seats."""
        g, o = self.game, self.game.outcome
        seats = ["computer" if p in self.computer else "person" for p in g.s["seats"]]
        won = o.winner is not None and o.winner not in self.computer
        opts = g.s["options"]
        remember(self, "prophecy", str(len(self.computer & set(g.s["seats"]))), "won" if won else "lost", seats=seats,
                 edition="+".join(k for k in ("water_realm", "treasure_island") if opts.get(k)), seed=self.seed,
                 score=None)  # a win is measured by its moves (fewest is best), not a score

    def _hold_up(self, who, events) -> None:
        """A person's battle is shown to them before anything goes on; the
        computer seats' moves are kept, and shown as one notice when a person
        is next to play (before any hand-over screen)."""
        if who in self.computer:
            self.computer_said += [e.text for e in events if e.text and e.kind != "die_rolled"]
            self.computer_played += [who] if who not in self.computer_played else []
        shown = notices.battle(self.game, events) if who not in self.computer else None
        target = next((e.data.get("target") for e in events if e.kind == "battle"), None)
        if target and target not in self.computer and target != who:
            self.later[target] = notices.battle(self.game, events)  # the other side fought it too
        if shown is None and self.computer_said and self.chooser is not None and self.chooser not in self.computer:
            names = [tr(self.game.chars[p]["name"]) for p in self.computer_played]
            shown = notices.computer_turn(names, self.computer_said, self.computer_played[-1])
            self.computer_said, self.computer_played = [], []
        self.notice = shown or self.notice

    def go_on(self) -> None:
        """The notice was read: the hand-over screen (if another person is next) comes now."""
        self.notice = None
        self._check_curtain()
        self._clear_old_dice()

    def _clear_old_dice(self) -> None:
        """Another seat's turn starts with empty trays (once its notice was read)."""
        if self.notice is None and self.dice_of is not None and self.chooser != self.dice_of:
            self.light.clear()
            self.dark.clear()
            self.dice_of = None

    def take_events(self, events, who=None, before=None) -> None:
        for i, e in enumerate(events):
            if e.kind == "moved" and before is not None and self.speed() > 0:
                start = before["chars"][e.data["pid"]]["space"]
                if self.lay is not None and start in self.lay.spaces and e.data["to"] in self.lay.spaces \
                        and start != e.data["to"]:
                    path = self.ring_path(start, e.data["to"])
                    self.glide = {"pid": e.data["pid"], "from": start, "to": e.data["to"], "path": path, "t": 0.0,
                                  "reduced": reduced_of(self.app)}
            if e.kind == "die_rolled":
                self.dice_of = who
                tray, look = (self.light, LIGHT_DIE) if e.data["die"] == "light" else (self.dark, DARK_DIE)
                tray.throw(FACES, str(e.data["face"]), seed=len(self.session.log) * 7 + i, colour=look[0], ink=look[1])
            if e.text and e.kind != "die_rolled":
                self.log.append(e.text)
        del self.log[:-60]

    def ring_path(self, start: str, end: str) -> list[str]:
        """The spaces a figure passes going from `start` to `end`: the short way
        round the ring, or straight across (to or from the island, a plane)."""
        ids = B.ring(self.game.content)
        if start not in ids or end not in ids:
            return [start, end]
        i, j, n = ids.index(start), ids.index(end), len(ids)
        step = 1 if (j - i) % n <= (i - j) % n else -1
        path = [start]
        while path[-1] != end:
            i = (i + step) % n
            path.append(ids[i])
        return path

    def glide_time(self) -> float:
        """Seconds the glide takes at normal speed: longer for a longer way, never a crawl;
        with Reduce motion, a short fade where the figure stops."""
        g = self.glide or {}
        if g.get("reduced"):
            return FADE
        return GLIDE * max(1, len(g.get("path", ())) - 1) ** 0.7

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def undo(self) -> None:
        """Take back the last move of the person playing, if it showed nothing new;
        the log says which move (the Session words it, naming its character)."""
        if not self.can_undo():
            return
        self.log.append(self.session.undo())
        self.message = self.session.save_error
        self.version += 1
        self.popup, self.page = [], 0

    def leave(self) -> None:
        self.app.back_to_title()

    def ask_leave(self) -> None:
        """Esc: back to the set-up screen, as Lucidity does; a game in progress
        asks first (Esc again, or Enter, leaves), saying whether it is kept."""
        if self.game.outcome is not None:
            self.app.pop()
            return
        from game.ui.confirm import ask_to_leave
        ask_to_leave(self.app, self, self.autosave, self.app.pop)

    def keyboard_choices(self) -> list[Choice]:
        """The seat's legal Actions as sentences (moves on the board, then what
        can be done where the character stands, or the Decision's answers);
        then the table's own buttons."""
        g = self.game
        out = []
        if g.outcome is not None:
            out.append(Choice(_("The game is over"), _("Back to the shelf"), self.leave))
            out.append(Choice(_("The game is over"), _("Close rules") if self.rules_open else _("Rules"),
                              self.toggle_rules))
        elif self.chooser not in self.computer and not (self.curtain or self.notice):
            name = tr(g.chars[self.chooser]["name"])
            prompt = tr(g.pending.prompt) if g.pending is not None else None
            acts = g.legal_actions()
            for a in acts if g.pending is not None else distinct(g, acts, self.chooser):
                group = prompt or (_("{name}: go somewhere") if a.kind in BOARD_KINDS else _("{name}: act here")).format(
                    name=name)
                out.append(Choice(group, tr(describe(g, a)), lambda a=a: self.apply(a), a))
        for b in self.buttons if g.outcome is None else []:
            if not any(b is ab for _, ab in getattr(self, "action_buttons", [])) and not b.label.startswith("More"):
                out.append(Choice(_("The table"), b.label, b.on_click))
        return out

    # -- scene protocol -------------------------------------------------------------------
    def handle(self, event):
        if not hasattr(self, "size"):
            self.layout(self.app.screen.get_size())
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.WINDOWLEAVE):
            self.hover.handle(event, self.tip_key(getattr(event, "pos", pygame.mouse.get_pos())))
        go = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER))
        if self.notice is not None and go:
            self.double.forget()  # a click between: the next one is a new click
            self.go_on()
            return None
        if self.notice is not None and event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE:
            return None  # nothing else before the notice is read
        if self.curtain and go:
            self.double.forget()
            self.seen, self.curtain = self.curtain, None  # the next person is at the screen
            self._at_the_table(self.seen)
            return None
        page = {pygame.K_PAGEDOWN: 1, pygame.K_PAGEUP: -1}.get(getattr(event, "key", None))
        if self.rules_open and event.type == pygame.KEYDOWN and page:  # as the rules' scroll hint says
            self.rules_scroll = max(0, self.rules_scroll + page * 200)
            return None
        if self.keys.handle(event):
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            if not self.curtain:
                self.undo()
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.popup:
                self.popup = []
            else:
                self.ask_leave()
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.light.settled or not self.dark.settled:
                self.light.skip()
                self.dark.skip()
            self.glide = None  # a click skips the animations
            shown = (self.popup_buttons() if self.popup else self.decision_buttons()
                     if self.game.pending is not None and self.chooser not in self.computer else self.buttons)
            if self.double.refused(shown, event.pos, self.t):
                self.message = self.double.reason()  # a double click's second half, on the next move's button
                return None
            self.double.pressed(shown, event.pos, self.t)
            if self.popup:
                press(self.popup_buttons(), event.pos)
                return None
            if self.game.pending is not None and self.chooser not in self.computer:
                press(self.decision_buttons(), event.pos)
                return None
            if press(self.buttons, event.pos) or self.rules_open:
                return None
            self.drag_from = self.target_at(event.pos) or (("figure",) if self.on_own_place(event.pos) else None)
            return None
        if event.type == pygame.MOUSEWHEEL and self.rules_open:
            self.rules_scroll = max(0, self.rules_scroll - event.y * 40)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag_from is not None:
            key = self.target_at(event.pos)
            self.drag_from = None
            if key is not None:
                choices = self.board_targets()[key]
                if len(choices) == 1:
                    self.apply(choices[0])
                else:
                    self.popup = choices
            return None
        return event

    def relabel(self) -> None:
        """A change of language (App.language_changed): the cards in the new words;
        names and log lines written before are shown through tr()."""
        from game.content.prophecy import prophecy_content
        self.game.content = prophecy_content()

    def speed(self) -> float:
        """The animation speed the settings ask for (0: instant)."""
        settings = getattr(self.app, "settings", None)
        return settings.speed if settings is not None else 1.0

    def update(self, dt: float) -> None:
        self.t += dt
        self.light.reduced = self.dark.reduced = reduced_of(self.app)  # dice land at once and fade in
        self.light.update(dt)
        self.dark.update(dt)
        if self.glide is not None:  # a figure goes from space to space in GLIDE seconds at normal speed
            self.glide["t"] += dt * self.speed() / self.glide_time()
            if self.glide["t"] >= 1:
                self.glide = None
        want = 1.0 if self._realm_view_wanted() else 0.0
        step = dt * 3.0
        self.cam = want if abs(want - self.cam) <= step else self.cam + (step if want > self.cam else -step)
        who = self.chooser
        if who in self.computer and self.light.settled and self.dark.settled and self.notice is None \
                and self.glide is None:  # a computer's moves one by one, each seen to its end
            level = self.levels.get(who, "easy")
            searching = SEARCH_LEVELS.get(level) is not None and self.speed() > 0
            if searching and (self.thinker is None or self.thinker.key != self.version):
                # The search starts at once, on a copy, and thinks through the pause.
                world = type(self.game).from_data(self.game.to_data(), self.game.content)
                rng, seed = random.Random(self.ai_rng.random()), (self.seed or 0) + world.s["turn_no"]
                self.thinker = Thinker(lambda: level_action(level, world, rng, seed=seed), self.version)
            self.ai_wait += dt
            if self.ai_wait >= self.ai_delay:
                thinker = self.thinker
                if searching and thinker is not None:
                    if not thinker.done:
                        return
                    action, self.thinker = thinker.take(), None
                else:
                    action = level_action(level, self.game, self.ai_rng)
                self.ai_wait = 0.0
                self.apply(action)

    def draw(self, surf) -> None:
        self.layout(surf.get_size())
        w, h = surf.get_size()
        surf.fill((10, 8, 20))
        area = self.board_rect((w, h))
        clip = surf.get_clip()
        surf.set_clip(area)
        d.night_sky(surf, seed=5)
        mouse = pygame.mouse.get_pos()
        hover = self.target_at(mouse)
        targets = self.board_targets()
        lit = {k: (cost(self.game, v[0]) if len(v) == 1 else "choose") for k, v in targets.items()}
        off = int(self.cam * area.width)
        if self.cam < 1:
            away = (self.glide["pid"],) if self.glide else ()
            view.draw_board(surf, self.game, self.lay, lit, hover, dx=-off, away=away)
            if self.glide:
                self.draw_glide(surf, -off)
        if self.cam > 0 and self.game.s["realm"] is not None:
            view.draw_realm(surf, self.game, self.lay, lit, hover, dx=area.width - off, sides=self.draw_realm_sides)
        if self.drag_from == ("figure",):
            if pygame.mouse.get_pressed()[0] and self.chooser:  # the figure follows the hand
                view_pid = self.chooser
                d.miniature(surf, mouse, 13, view.seat_colour(self.game, view_pid),
                            tr(self.game.chars[view_pid]["name"])[0], selected=True, lifted=True)
        surf.set_clip(clip)
        self.draw_strip(surf, pygame.Rect(0, h - self.strip_h(), w - self.panel_w(w), self.strip_h()))
        self.draw_panel(surf, pygame.Rect(w - self.panel_w(w), 0, self.panel_w(w), h))
        for b in self.buttons:
            b.draw(surf, mouse)
        if self.game.pending is not None and self.chooser not in self.computer and not (self.curtain or self.notice):
            self.decision_rect = self.decision_buttons(surf).rect
        if self.popup:
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            veil.fill((8, 4, 20, 140))
            surf.blit(veil, (0, 0))
            for b in self.popup_buttons():
                b.draw(surf, mouse)
        if self.rules_open:
            self.draw_rules(surf)
        if self.game.outcome is not None and not self.rules_open:
            self.draw_outcome(surf)
        elif self.game.outcome is not None:
            for b in self.buttons:  # Close rules, over the rules page
                b.draw(surf, mouse)
        if self.notice is not None:
            notices.draw(surf, self.notice, self.dialog_area(area))
        self.draw_tooltip(surf, mouse)
        self.keys.draw(surf, hint_at=self.chip_rect().topleft)
        chosen = self.keys.focused()  # the focused move's place on the board, ringed over the list's veil
        if chosen is not None and chosen.action is not None:
            key = next((k for k, acts in self.board_targets().items() if chosen.action in acts), None)
            if key is not None and self.on_realm(key) == (self.cam > 0.5):
                ring(surf, self.target_rect(key), pad=2)
        if self.curtain:
            self.draw_curtain(surf)

    def glide_point(self) -> tuple[int, int]:
        """Where the gliding figure is now on its way from space to space (eased over the whole way)."""
        g, lay = self.glide or {}, self.lay
        if lay is None or not g:
            return 0, 0
        if g.get("reduced"):
            b = lay.space_rect(g["to"]).center
            return b[0], b[1] + 4
        pts = [lay.space_rect(s).center for s in g.get("path") or (g["from"], g["to"])]
        t = min(1.0, g["t"]) ** 2 * (3 - 2 * min(1.0, g["t"]))
        at = t * (len(pts) - 1)
        k = min(int(at), len(pts) - 2)
        a, b, f = pts[k], pts[k + 1], at - k
        return round(a[0] + (b[0] - a[0]) * f), round(a[1] + (b[1] - a[1]) * f) + 4

    def draw_glide(self, surf, dx: int) -> None:
        g = self.glide or {}
        pid = g["pid"]
        x, y = self.glide_point()
        colour, letter = view.seat_colour(self.game, pid), tr(self.game.chars[pid]["name"])[0]
        if g.get("reduced"):  # no travel: the figure fades in where it stops
            layer = pygame.Surface((60, 60), pygame.SRCALPHA)
            d.miniature(layer, (30, 30), 15, colour, letter, selected=pid == self.game.active)
            layer.set_alpha(int(255 * min(1.0, g["t"])))
            surf.blit(layer, (x + dx - 30, y - 30))
            return
        d.miniature(surf, (x + dx, y), 15, colour, letter, selected=pid == self.game.active, lifted=True)

    # -- tooltips -----------------------------------------------------------------------
    def tip_key(self, pos):
        """What under `pos` has a tooltip: ("card", instance) in the side panel,
        ("square", (row, col)) in the Water Realm, ("space", id) on the board."""
        if self.lay is None or not hasattr(self, "size"):
            return None
        card = next((inst for r, inst in getattr(self, "card_rects", []) if r.collidepoint(pos)), None)
        if card is not None:
            return ("card", card)
        if not self.board_rect(self.size).collidepoint(pos):
            return None
        if self.cam == 1.0:
            sq = next(((r, c) for r in range(self.lay.rows) for c in range(self.lay.cols)
                       if self.lay.square((r, c)).collidepoint(pos)), None)
            return ("square", sq) if sq is not None else None
        if self.cam == 0.0:
            sid = next((s for s in self.lay.spaces if self.lay.space_rect(s).collidepoint(pos)), None)
            if sid and (sid != B.ISLAND or self.game.s["options"]["treasure_island"]):
                return ("space", sid)
        return None

    def draw_tooltip(self, surf, mouse) -> None:
        """The hovered thing's tooltip, wholly on the board beside the side panel
        (a card's to the left of the panel); never over a dialog."""
        key = self.tip_key(mouse)
        self.hover.acting(self.chooser, key)
        if not self.hover.shows(key) or self.popup or self.curtain or self.notice or self.rules_open:
            return
        if key[0] != "card" and self.game.pending is not None and self.chooser not in self.computer:
            return  # a question covers the board: only the cards are read
        kind, what = key
        lines = (view.describe_card(self.game, what) if kind == "card" else
                 view.describe_square(self.game, what) if kind == "square" else view.describe_space(self.game, what))
        tooltip.draw(surf, lines, mouse, self.board_rect(self.size))

    # -- parts -------------------------------------------------------------------------
    def draw_realm_sides(self, surf, dx: int) -> None:
        """The realm's side panels: the acting character's air and cards, the last card revealed."""
        pid = (self.notice.pid if self.notice else None) or self.chooser or self.game.active
        deep.draw(surf, self.game, self.lay, pid, deep.last_revealed(self.session.events), dx)

    def draw_strip(self, surf, rect) -> None:
        """Every character at a glance: where, Health/Strength, Magic/Willpower, Artifacts."""
        pygame.draw.rect(surf, (18, 14, 32), rect)
        g = self.game
        n = len(g.s["seats"])
        cw = rect.width // n
        for i, pid in enumerate(g.s["seats"]):
            ch = g.chars[pid]
            r = pygame.Rect(rect.x + i * cw + 4, rect.y + 4, cw - 8, rect.height - 8)
            edge = (255, 236, 150) if pid == g.active else (70, 60, 100)
            d.panel(surf, r, (30, 24, 50) if ch["alive"] else (20, 16, 24), edge, radius=6)
            d.token(surf, (r.x + 16, r.centery), 10, view.seat_colour(g, pid), tr(ch["name"])[0])
            where = (_("Water Realm") if ch["realm"] is not None else
                     (g.content.space(ch["space"])["name"] if ch["space"] in g.s["spaces"] else
                      _("Treasure Island") if ch["space"] == B.ISLAND else "")) if ch["alive"] else "dead"
            tag = _(" (computer)") if pid in self.computer else ""
            big = L.scale() > 1
            room = r.width - 36
            d.text(surf, tr(ch["name"]) + tag, (r.x + 32, r.y + 2), 12, (240, 232, 255), bold=True, max_width=room,
                   fit=big)
            stats = _("H {health}/{strength}  M {magic}/{willpower}  A {artifacts}").format(
                health=ch["health"], strength=ch["strength"], magic=ch["magic"], willpower=ch["willpower"],
                artifacts=len(ch["artifacts"]))
            y = r.y + max(18, L.line(12, bold=True))
            if big:
                d.text(surf, stats, (r.x + 32, y), 9, (200, 190, 230), max_width=room, fit=True)
                d.text(surf, where, (r.x + 32, y + L.line(9)), 9, (200, 190, 230), max_width=room, fit=True)
            else:
                for k, line in enumerate(self.strip_lines(pid)):
                    d.text(surf, line, (r.x + 32, y + k * L.line(12)), 12, (200, 190, 230), max_width=room)

    def draw_panel(self, surf, rect) -> None:
        g = self.game
        pygame.draw.rect(surf, (22, 18, 40), rect)
        pygame.draw.line(surf, (90, 78, 140), rect.topleft, rect.bottomleft, 2)
        pid = (self.notice.pid if self.notice else None) or self.chooser or g.active  # a notice: whose it is
        ch = g.chars[pid]
        x = rect.x + 14
        rows = self.rows()
        head = L.line(20, bold=True, role="story")
        d.token(surf, (x + 12, 12 + head // 2 if L.scale() > 1 else 24), L.em(12), view.seat_colour(g, pid),
                tr(ch["name"])[0])
        phase = {"move": _("Movement"), "encounter": _("Battle"), "act": _("Actions"), "final": _("Final Battle")}.get(
            g.s["phase"], g.s["phase"])
        said = d.text(surf, _("Round {n} - {phase}").format(n=g.s["round"], phase=phase), (rect.right - 14, 16), 13,
                      (200, 190, 230), anchor="topright")
        d.text(surf, tr(ch["name"]), (x + 32 if L.scale() <= 1 else x + 14 + L.em(12) + 8, 12), 20, (244, 230, 190), bold=True,
               role="story", max_width=said.x - 12 - x - (32 if L.scale() <= 1 else 14 + L.em(12) + 8))
        y = rows["cubes"]
        y = self.cubes(surf, x, y, _("Strength"), ch["strength"], ch["health"], (220, 80, 70))
        y = self.cubes(surf, x, y, _("Willpower"), ch["willpower"], ch["magic"], (80, 130, 230))
        extra = _("Gold {gold}   Experience {xp}").format(gold=ch["gold"], xp=ch["xp"])
        if g.s["options"]["variant"] == "treasure_hunters":
            extra += _("   Fame {n}").format(n=ch["fame"])
        if ch["realm"] is not None:
            extra += _("   Bubbles {n}/{bag}").format(n=ch["bubbles"], bag=ch["bag"])
        if ch["pearl"]:
            extra += _("   Pearl")
        d.text(surf, extra, (x, rows["extra"]), 14, (240, 220, 160), max_width=rect.width - 28, fit=L.scale() > 1)
        self.hand(surf, pygame.Rect(x, rows["hand"][0], rect.width - 28, rows["hand"][1]), pid)
        self.light.draw(surf)
        self.dark.draw(surf)
        for tray, name in ((self.light, _("light die: the character")), (self.dark, _("dark die: the foe"))):
            d.text(surf, name, (tray.rect.x + 8, tray.rect.y + 4), 12, (170, 160, 200), max_width=tray.rect.width - 12,
                   fit=L.scale() > 1)
        # The log takes the room the actions leave (issue 33: a larger log, not a bare panel):
        # its top rises to just under the last button shown and the message; its foot stays.
        listed = [b.rect.bottom for b in self.buttons if b.rect.x == x and b.rect.y >= rows["buttons"]]
        free = max(listed, default=rows["buttons"]) + 6
        if self.message:
            d.text(surf, tr(self.message), (x, min(free, rows["message"])), 13, (255, 190, 170),
                   max_width=rect.width - 28)
            free = min(free, rows["message"]) + L.line(13) + 6
        if pid in self.computer and g.outcome is None and self.notice is None:
            free = max(free, rows["buttons"] + 4 + L.line(15, italic=True) + 6)
        grow = max(0, (rows["log_top"] - 4 - free) // rows["log_step"])
        n = rows["log_lines"] + grow
        shown = len(logview.tail([tr(line) for line in self.log[-n:]], 12, rect.width - 28, n))
        grow = max(0, min(grow, shown - rows["log_lines"]))  # only as many lines as there is to read: the newest at the foot
        n = rows["log_lines"] + grow
        log_top = self.log_top = rows["log_top"] - grow * rows["log_step"]
        pygame.draw.line(surf, (60, 50, 90), (x, log_top - 4), (rect.right - 14, log_top - 4))
        logview.draw_tail(surf, x, log_top, rect.width - 28, n, rows["log_step"], [tr(line) for line in self.log[-n:]],
                          12, (180, 170, 210), latest=(225, 215, 245))
        if pid in self.computer and g.outcome is None and self.notice is None:
            d.text(surf, _("{name} (computer) is thinking...").format(name=tr(ch["name"])), (x, rows["buttons"] + 4), 15,
                   (200, 190, 230), italic=True, max_width=rect.width - 28)

    def cubes(self, surf, x, y, label, total, left, colour) -> int:
        """A stat as cubes: the ones still there on the right, the lost ones moved left and dimmed."""
        step = self.rows()["cube_step"] if hasattr(self, "size") else 22
        said = d.text(surf, label, (x, y + step // 2 - 8), 13, (220, 210, 240), anchor="topleft")
        start = max(80, said.right - x + 10)
        room = self.panel_w(self.size[0]) - 28 - start
        side = min(16, max(6, room // max(1, total) - 4)) if L.scale() > 1 else 16
        for i in range(total):
            r = pygame.Rect(x + start + i * (side + 4), y if L.scale() <= 1 else y + step // 2 - side // 2, side, side)
            alive = i >= total - left
            pygame.draw.rect(surf, colour if alive else (50, 44, 66), r, border_radius=3)
            pygame.draw.rect(surf, (20, 14, 30), r, 1, border_radius=3)
        return y + step

    def hand(self, surf, rect, pid) -> None:
        """The cards the character holds: Items (held in hand marked), Abilities,
        Artifacts, and Map Fragments (only their number)."""
        g = self.game
        ch = g.chars[pid]
        cards = [(a, "artifact") for a in ch["artifacts"]] + [(i, "item") for i in ch["items"]] + \
                [(a, "ability") for a in ch["abilities"]]
        colours = {"item": (90, 70, 50), "ability": (60, 60, 120), "artifact": (150, 112, 30)}
        (cw, chh), rows = self.rows()["chip"], 3
        per_row = max(1, rect.width // (cw + 4))
        self.card_rects = []
        for i, (inst, fam) in enumerate(cards[:per_row * rows]):
            r = pygame.Rect(rect.x + (i % per_row) * (cw + 4), rect.y + (i // per_row) * (chh + 3), cw, chh)
            d.panel(surf, r, colours[fam], (250, 230, 170) if inst in ch["held"] else (120, 110, 150), radius=5)
            d.text(surf, g.name(inst), r.center, 12, (250, 244, 230), anchor="center", max_width=cw - 6)
            if inst in ch["broken"]:
                pygame.draw.line(surf, (240, 90, 80), r.topleft, r.bottomright, 2)
            self.card_rects.append((r, inst))
        more = len(cards) - per_row * rows
        tail = _("{n} Map Fragments").format(n=len(ch["fragments"])) + (_("   +{more} more cards").format(more=more) if more > 0 else "")
        if not cards:
            tail = _("No cards yet.   {rest}").format(rest=tail)
        d.text(surf, tail, (rect.x, rect.bottom - 2), 12, (236, 214, 160), anchor="bottomleft")

    def draw_rules(self, surf) -> None:
        """Every rule of this edition with its confidence (S: the expansion's text;
        M: public sources agree; L: our provisional reading)."""
        area = self.dialog_area(self.board_rect(surf.get_size()).inflate(-40, -60))
        d.panel(surf, area, (24, 20, 44), (230, 200, 120))
        d.text(surf, _("Rules of this edition"), (area.x + 20, area.y + 12), 20, (244, 230, 190), bold=True,
               role="story")
        key_y = area.y + max(42, 12 + L.line(20, bold=True, role="story"))  # each line below the one above
        d.text(surf, _("S = the Water Realm text   M = public sources agree   L = our provisional reading"),
               (area.x + 20, key_y), 12, (200, 190, 230), max_width=area.width - 40, fit=True)
        top = max(area.y + 64, key_y + L.line(12) + 6)
        body = pygame.Rect(area.x + 20, top, area.width - 40, area.bottom - 10 - top)

        def paint(target, page):  # each rule: its confidence and topic, then its text
            y = page.y
            head = max(18, L.line(13, bold=True) + 2)  # the topic's line, as tall as its text at any scale
            for rule in self.game.rules_help():
                d.text(target, f"[{rule['confidence']}] {rule['topic']}", (page.x, y), 13, (255, 220, 150), bold=True)
                y += head + d.paragraph(target, rule["text"], pygame.Rect(page.x + 10, y + head, page.width - 10, 400),
                                        12, (225, 218, 240))
            self.rules_height = y - page.y
            return self.rules_height
        self.rules_scroll = min(self.rules_scroll, d.scrolled(surf, body, self.rules_scroll, paint, always=True))

    def draw_outcome(self, surf) -> None:
        w, h = surf.get_size()
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((8, 4, 20, 170))
        surf.blit(veil, (0, 0))
        o = self.game.outcome
        who = tr(self.game.chars[o.winner]["name"]) if o.winner else _("Nobody")
        d.text(surf, _("{who} wins").format(who=who), (w // 2, h // 2 - 40), 44, (244, 230, 190), anchor="center", bold=True,
               glow=True, role="story")
        d.text(surf, tr(o.how), (w // 2, h // 2 + 6), 18, (220, 210, 240), anchor="center")
        for b in self.buttons:
            b.draw(surf, pygame.mouse.get_pos())

    def draw_curtain(self, surf) -> None:
        from game.ui.handover import draw_hand_over
        draw_hand_over(surf, tr(self.game.chars[self.curtain]["name"]), _("Click when only they are looking."))


def table_from_save(app, data) -> ProphecyTable:
    """The table for a loaded Prophecy save (SaveData, its state already
    checked by loading); it goes on saving after every move."""
    session = Session.from_save(SAVES.path(), data, game="prophecy")
    seed = session.meta.get("seed")
    session.meta["seed"] = seed if isinstance(seed, int) else None
    session.meta.setdefault("options", data.state.get("options"))  # a save from before the Session kept none
    return ProphecyTable(app, session.game, (), session.meta["seed"], session=session)  # who is a computer: in the state


def new_table(app, seats: int = 3, computer=(), seed: int = 1, autosave: bool = False, levels=None, **options):
    """A table for a new game (the setup screen's Start, screenshots, tests);
    only the setup screen's keeps it on disk (`autosave`). `levels`: seat ->
    computer level (a computer seat not named plays *easy*, the heuristic)."""
    session = Session.begin("prophecy", {"seats": seats, "computer": sorted(computer), **options}, seed,
                            {"levels": dict(levels or {})}, autosaves=autosave)
    return ProphecyTable(app, session.game, seed=seed, session=session, levels=levels)

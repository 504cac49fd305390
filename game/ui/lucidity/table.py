"""The Lucidity table: the active Dreamer card large with its rows, every
seat's card small, the four Nightmare cards, the bag, the dice tray.

Every gesture becomes one rules Action through `apply` (recorded in
`applied`): click the bag to draw; click two drawn dreams and Return; drag a
rolled die from the tray to its row (the legal row lights up; an illegal drop
glides back with the rules' reason); click a Power die of your card to pay for
a reroll; Rest or Dream Again with the buttons; a pending Decision is a panel
of buttons (or a click on the die it names). Computer seats move one action
at a time, after the last one has finished moving on the table.

How dice move: before an action the scene notes where every die is drawn;
after it, each die that changed place glides from its old spot to its new one,
and dice that reach the tray are thrown into the pymunk tray (the rules
already chose their faces; the tray lands them there).
"""
from __future__ import annotations

import math
import random
import re

import pygame

from game import audio, records
from game.gfx.dice import DREAM_INK, DREAM_RGB, colour_mark, die_badge, dream_die
from game.rules.core import Action
from game.rules.lucidity import COLOURS, Game, describe, die_colour
from game.search.lucidity import LEVELS, is_level, level_action
from game.savefile.gamesave import GameSave
from game.session import Session
from game.ui import draw as d
from game.ui import layout as L
from game.ui import logview, notice, tooltip
from game.ui.actionlist import ActionList, Choice, distinct
from game.ui.dice import DiceTray
from game.ui.confirm import ask_to_leave
from game.ui.handover import HandOverScene
from game.ui.lucidity import look
from game.ui.stats import remember
from game.ui.motion import FADE, reduced_of
from game.ui.thinking import Thinker
from game.ui.widgets import Button, DoubleClick, ease, press
from game import i18n
from game.gfx.silhouette import brief_subject
from game.i18n import N_, Said, _, add_words, language, ngettext, tr
from game.ui.scenes import Scene
from game.ui.session_table import SessionTable

CARD_ROWS = ("power", "hunt", "exhaust") + COLOURS
ROW_SLOTS = {"power": 15, "hunt": 4, "exhaust": 3}
DIE = 28          # a die on the large card
TRAY_DIE = 48     # a rolled or drawn die at 1280 x 720: its face read at a glance; larger in a larger window
TRAY_DIE_MOST = 96
STEP = 32         # from one slot to the next
NIGHTMARE_PX = d.SMALLEST  # a Shadow row's Nightmare name: asked at the floor, so shrinking to fit never goes under it
FLY = 0.38        # seconds a die takes to glide
AI_PAUSE = 0.55   # seconds a computer player waits before each move
LIT_ROW = (44, 88, 70)  # the row a held die may go to
KEY_GROUPS = {"draw": N_("Draw from the bag"), "resolve": N_("Place a rolled dream"), "reroll": N_("Reroll"),
              "rest": N_("Rest"), "return_dreams": N_("Return dreams"), "choose_track": N_("Choose your Sleep track")}


SAVES = GameSave("lucidity", "Lucidity", "lucidity-1")  # the game in progress, kept after every move (by its Session)



def cut_to(msg: str, size: int, width: int) -> str:
    """`msg` shortened with "..." to fit `width` px at `size`: for a name that
    must keep its size (d.text's max_width would first shrink it under 12 px)."""
    if L.width(msg, size) <= width:
        return msg
    while msg and L.width(msg + "...", size) > width:
        msg = msg[:-1]
    return msg + "..."

class TableScene(SessionTable, Scene):
    def __init__(self, app, seats: list[str], temptation: str | None = None, seed: int | None = None,
                 autosave: bool = False, session: Session | None = None) -> None:
        """`seats`: "person" or a computer level (easy, fair, strong; careful, greedy
        and random, the strategies of older saves, still play) per seat.
        `autosave`: keep the game after every move (a game from the set-up
        screen; never a demo or a screenshot, which must not replace a player's game).
        `session`: the game's Session when it comes from a save (else a new game)."""
        self.app = app
        self.temptation = temptation
        self.seed = random.randrange(1 << 30) if seed is None else seed
        self.kinds = list(seats)
        # The Session plays, logs, takes back and saves; who sits where goes in the save with it.
        self.session = session or Session.begin("lucidity", {"players": len(seats), "temptation": temptation},
                                                self.seed, {"seats": list(seats), "temptation": temptation},
                                                autosaves=autosave)
        self.session.computers = {i for i, k in enumerate(self.kinds) if k != "person"}
        self.names = self.seat_names()
        self.ai_rng = random.Random(self.seed)
        self.started, self.recorded = records.played_seconds(), False  # the records' minutes count from here; not yet in
        self.message = self.session.replay_problem
        self.log: list[str] = []
        self.size = app.screen.get_size()
        self.keys = ActionList(self.keyboard_choices)  # every move by keyboard (A or Enter)
        self.tray = DiceTray(self.tray_rect(), size=self.die_size(), paint=look.tray_painter(self.game), tips=False,
                             floor=look.tray_floor,
                             damping=0.1)  # a turn throws many dice: they settle in about a second
        self.flyers: list[dict] = []   # dice gliding from one place to another
        self.drag: dict | None = None  # a tray die held by the mouse
        self.chosen: list[int] = []    # dice picked for Return, Rest or a reroll
        self.clicked: int | None = None  # a tray die clicked before its turn: placed once its turn comes
        self.pay: int | None = None    # the Power die picked to pay a reroll
        self.buttons: list[Button] = []
        self.hover = tooltip.Hover()  # whether a shortened button's full label may show (put away by a click)
        self.ai_wait = AI_PAUSE
        self.thinker: Thinker | None = None  # a searching computer's move, found off the frame
        self.seen_person: int | None = None  # the person the screen was last handed to
        self.over_shown = False
        self.caught: list = []  # (seat, Hunt dice, sentence) when the last move's Hunt ended the night
        self.t = 0.0
        self.double = DoubleClick()  # a double click presses one button, not the next one in its place
        self.version = 0  # bumped by every applied action: the still picture's key
        self._still_key, self._still = None, None

    # -- names ---------------------------------------------------------------------------
    def seat_names(self) -> list[str]:
        return [_("Player {n}").format(n=i + 1) if k == "person"
                else {"careful": _("Computer {n} (careful)"), "greedy": _("Computer {n} (greedy)"),
                      "random": _("Computer {n} (random)"), "easy": _("Computer {n} (easy)"),
                      "fair": _("Computer {n} (fair)"), "strong": _("Computer {n} (strong)")
                      }.get(k, _("Computer {n}")).format(n=i + 1)
                for i, k in enumerate(self.kinds)]

    def relabel(self) -> None:
        """A change of language (App.language_changed): the seats named anew; the log,
        the Nightmares' names and the still picture are worded when drawn."""
        self.names = self.seat_names()

    def name(self, i: int | None) -> str:
        return _("The Nightmares") if i is None or i < 0 else self.names[i]

    def named(self, text: str) -> str:
        """Rules texts name seats p1..p4; the table says who they are."""
        # ASCII edges: in Chinese "p1将" has no word boundary after the 1
        return re.sub(r"(?<![A-Za-z0-9])p(\d)(?![A-Za-z0-9])", lambda m: self.names[int(m.group(1)) - 1], text)

    def is_person(self, i: int | None) -> bool:
        return i is not None and 0 <= i < len(self.kinds) and self.kinds[i] == "person"

    # -- layout ------------------------------------------------------------------------------
    def big_seat(self) -> int:
        """The card shown large: the one being played on (or picked from)."""
        g = self.game
        if g.pend is not None and g.pend.get("for") is not None and g.pend.get("for", -1) >= 0:
            return g.pend["for"]
        if g.phase == "resolve":
            return g.resolver
        return g.current

    def frame(self) -> dict:
        """Every panel of the table, from the window size and the UI scale
        (game/ui/layout.py): exactly the 1280 x 720 layout at 1x; at a larger
        scale the rows grow with their text, the large card widens, and the
        right column's panels stack to their text's height."""
        w, h = self.size
        n = len(self.game.seats)
        key = (w, h, L.scale(), i18n.language(), n)  # a language changed mid-game: new line heights
        if getattr(self, "_frame", (None,))[0] == key:
            return self._frame[1]
        big = L.scale() > 1
        # A window larger than 1280 x 720 at 1x: the seats, the Nightmares, the tray and the log
        # spread over the room there is (as at a larger scale) rather than keep the 720p places.
        roomy = big or w > 1400 or h > 800
        f: dict = {"top": max(46, L.line(24, bold=True, role="story") + 4, L.line(Button.SIZE) + 20)}
        # A window narrower than 1280 at 1x: the large card gives up width (its rows squeeze their
        # slots) so the seats on the right keep room for their facts at 12 px.
        card_w = min(600, max(400, w - 32 - 16 - 520)) if not roomy else \
            max(600, min(max(640, int(w * 0.45)), w - 32 - 16 - 400))
        # At 1x in a larger window the large card's rows and dice grow with it (1.5 times at 1080p).
        # In a window lower than 720 px they give a little height back (to 0.9), and under 600 px the
        # Sleep track leaves the card (the controls' foot says it), so the controls keep a row of buttons.
        grow = min(1.5, max(1.0, min(w / 1280, h / 720))) if roomy and not big else \
            max(0.9, min(1.0, h / 720)) if not big else 1.0
        short = not big and h < 600
        if big:  # a low window at a large scale (2x at 720p): the Sleep track leaves the card (the
            # seats and the track's buttons say it) when the controls would otherwise hold no row of
            # buttons under their sentence - a choice must stay clickable, not keyboard-only.
            rh_ = L.row(15, 38, bold=True)
            shadows = max(56, L.line(22, bold=True) + 18) + 3 * (rh_ + 6) - 6 + 8 + 3 * (rh_ + 4) + rh_
            track = max(28, L.line(14) + 6) + 12
            room = h - 12 - 8 - (f["top"] + 10 + shadows + 12 + track)
            short = room < self.controls_need()
        f["card_die"], f["step"] = int(DIE * grow), int(STEP * grow)
        rh = L.row(15, int(38 * grow), bold=True)
        f["row_h"] = rh
        f["title_h"] = max(56, L.line(22, bold=True) + 18)
        f["shadow_top"] = f["title_h"] + 3 * (rh + 6) - 6 + (14 if not big else 8)
        f["track_h"] = max(28, L.line(14) + 6) if not short else 0
        shadows_end = f["shadow_top"] + 3 * (rh + 4) + rh
        card = pygame.Rect(16, f["top"] + 10, card_w, shadows_end + (12 if short else 26 if not big else 12)
                           + f["track_h"] + (0 if short else 16 if not big else 12))
        f["card"] = card
        f["controls"] = pygame.Rect(16, card.bottom + 8, card_w, max(0, h - 12 - card.bottom - 8))
        rx = card.right + 16
        rw = w - rx - 16
        mini_w = min(210 if not roomy else 10 ** 4, (rw + 8 - 10 * (n - 1)) // n)  # wide enough for "0/3" at 12 px
        mini_h = 128 if not big else 4 + L.line(13, bold=True) + L.line(34, bold=True) + \
            3 * L.line(12) + max(22, L.line(12) + 4) + 14
        f["minis"] = [pygame.Rect(rx + i * (mini_w + 10), card.y, mini_w, mini_h) for i in range(n)]
        ny = card.y + mini_h + 8
        if roomy:
            nw = (rw - 18) // 4
            nh = 8 + L.line(13, bold=True) + 2 * L.line(12) + 8
        else:
            nw, nh = (rw - 18) // 4, 72  # the row across the column; room between the name and the Power for the picture
        f["nightmares"] = {c: pygame.Rect(rx + k * (nw + 6), ny, nw, nh) for k, c in enumerate(COLOURS)}
        ty = ny + nh + 10
        f["die"] = die = self.die_size()
        bag_w = max(190, L.width(_("dreams in the bag"), 13) + 16)
        rest = h - 12 - ty
        if roomy:
            # The tray as tall as a throw needs (about four dice and its two bands of words), the
            # bag beside it as tall, the log under both: no dark floor left bare.
            bands = self.keys.hint_size()[1] + 10 + 2 * max(18, L.line(13) // 2 + 4)
            tray_h = max(150, min(int((rest - 10) * 0.6), 4 * die + bands))
            bag_w = max(bag_w, min(300, int(tray_h * 0.8)))
            log = pygame.Rect(rx, ty + tray_h + 10, rw, rest - tray_h - 10)
        else:  # the 720p places, the log shorter in a lower window
            log_h = max(0, min(204, rest - 10 - max(150, die + 100)))
            tray_h = rest - 10 - log_h if log_h else rest
            log = pygame.Rect(rx, ty + tray_h + 10, rw, log_h)
        f["bag"] = pygame.Rect(w - 14 - bag_w, ty + (tray_h - min(200 if not roomy else tray_h, tray_h)) // 2, bag_w,
                               min(200 if not roomy else tray_h, tray_h)) if roomy else \
            pygame.Rect(w - 14 - min(bag_w, max(130, rw - 14 - 4 * die)), ty + 10, min(bag_w, max(130, rw - 14 - 4 * die)),
                        max(60, min(200, tray_h - 10)))  # a narrow window: the tray keeps four dice across
        f["tray"] = pygame.Rect(rx, ty, f["bag"].x - 14 - rx, tray_h)
        f["log"] = log
        self._frame = (key, f)
        return f

    def controls_need(self) -> int:
        """How tall the controls must be at a large scale: their sentence and two rows of buttons."""
        return 8 + L.line(15) + 2 + 2 * (L.row(Button.SIZE, 40) + 6) + 4

    def die_size(self) -> int:
        """A rolled die's size: 48 px at 1280 x 720, growing with the window (72 at 1080p), as
        a digital dice game shows its dice, never past TRAY_DIE_MOST."""
        w, h = self.size
        return max(TRAY_DIE, min(TRAY_DIE_MOST, int(TRAY_DIE * min(w / 1280, h / 720))))

    def regions(self) -> dict:
        """The table's panels (for the reflow tests)."""
        f = self.frame()
        out = {"top": pygame.Rect(0, 0, self.size[0], f["top"]), "card": f["card"], "controls": f["controls"],
               "tray": f["tray"], "bag": f["bag"], "log": f["log"]}
        out.update({f"seat {i}": r for i, r in enumerate(f["minis"])})
        out.update({f"nightmare {c}": r for c, r in f["nightmares"].items()})
        return out

    def card_rect(self) -> pygame.Rect:
        return self.frame()["card"]

    def row_rect(self, row: str) -> pygame.Rect:
        c, f = self.card_rect(), self.frame()
        rh = f["row_h"]
        y = {"power": f["title_h"], "hunt": f["title_h"] + rh + 6, "exhaust": f["title_h"] + 2 * (rh + 6)}.get(row)
        if y is None:
            y = f["shadow_top"] + COLOURS.index(row) * (rh + 4)
        return pygame.Rect(c.x + 8, c.y + y, c.width - 16, rh)

    def slots_x(self, row: str) -> int:
        """Where a row's slots begin: after its name (and, for a Shadow row at a
        larger scale, its Nightmare's name on the same line)."""
        r = self.row_rect(row)
        if L.scale() <= 1:
            return r.x + 104
        name = max(L.width(tr(look.ROW_NAMES[k]), 15, bold=True) for k in CARD_ROWS)
        if row in COLOURS:
            name += 22 + max(L.width(self.short_nightmare(c), NIGHTMARE_PX) for c in COLOURS) + 8
        return r.x + 10 + name + 12

    def short_nightmare(self, colour: str) -> str:
        """"The Depths": the name a label starts with, so capitalised (English only)."""
        return capital(tr(self.game.nightmares[colour]["name"]).replace("Nightmare of ", ""))

    def shadow_slots(self) -> int:
        return 4 if len(self.game.seats) == 2 else 3

    def slot_rect(self, row: str, k: int, count: int) -> pygame.Rect:
        r = self.row_rect(row)
        x0 = self.slots_x(row)
        step = self.frame()["step"]
        count = max(count, ROW_SLOTS.get(row, self.shadow_slots())) if L.scale() > 1 else count
        if x0 + max(count, ROW_SLOTS.get(row, self.shadow_slots())) * step > r.right - 4:  # a narrow card, empty slots too
            step = max(8, (r.right - 4 - x0) // max(1, count, ROW_SLOTS.get(row, self.shadow_slots())))  # it squeezes up
        die = min(self.frame()["card_die"], max(16, step - 3))  # a squeezed row's dice shrink rather than overlap
        return pygame.Rect(x0 + k * step, r.centery - die // 2, die, die)

    def die_slots(self, seat: int) -> dict[int, pygame.Rect]:
        """Where each die of a seat's card sits on the large card."""
        g = self.game
        out = {}
        for row in CARD_ROWS:
            dice = g.seats[seat]["rows"][row]
            k = 0
            width = len(dice) + sum(1 for x in dice if g.faces[x] == "power2" or x in g.rotated)
            for x in dice:
                rect = self.slot_rect(row, k, width)
                if g.faces[x] == "power2" or x in g.rotated:  # a double or a die on its side takes two spaces
                    rect = rect.move((self.slot_rect(row, k + 1, width).x - rect.x) // 2, 0)
                    k += 1
                out[x] = rect
                k += 1
        return out

    def mini_rect(self, i: int) -> pygame.Rect:
        return self.frame()["minis"][i]

    def nightmare_rect(self, colour: str) -> pygame.Rect:
        return self.frame()["nightmares"][colour]

    def tray_rect(self) -> pygame.Rect:
        return self.frame()["tray"]

    def bag_rect(self) -> pygame.Rect:
        return self.frame()["bag"]

    def hand_slot(self, k: int, n: int) -> pygame.Rect:
        """Drawn dreams, before they are rolled: a row across the tray."""
        t = self.tray_rect()
        die = self.frame()["die"]
        step = min(die + 12, (t.width - die) // max(1, n))
        x0 = t.centerx - (step * n) // 2 + (step - die) // 2
        return pygame.Rect(x0 + k * step, t.centery - die // 2, die, die)

    def log_rect(self) -> pygame.Rect:
        return self.frame()["log"]

    # -- where every die is drawn --------------------------------------------------------------
    def positions(self) -> dict[int, tuple]:
        """Screen point of every die out of the bag (for the glides)."""
        g = self.game
        out = {}
        big = self.big_seat()
        slots = self.die_slots(big)
        for i, s in enumerate(g.seats):
            for row in CARD_ROWS:
                for x in s["rows"][row]:
                    out[x] = slots[x].center if i == big else self.mini_rect(i).center
        for c, dice in g.cards.items():
            for x in dice:
                out[x] = self.nightmare_rect(c).center
        for k, x in enumerate(g.drawn):
            out[x] = self.hand_slot(k, len(g.drawn)).center
        for x in g.tray:
            out[x] = self.tray.screen_pos(x) if x in self.tray.dice else self.tray_rect().center
        return out

    def bag_point(self) -> tuple:
        return self.bag_rect().center

    # -- the rules ---------------------------------------------------------------------------
    def apply(self, action) -> bool:
        """One Action to the rules, through the Session (which logs it, keeps it
        for undo until a die is drawn or rolled, and saves); refusals become the
        message and change nothing."""
        before = self.positions()
        done = self.session.apply(action)
        if not done.ok:
            self.message = self.named(tr(done.reason))
            audio.gesture("refusal")
            return False
        events = done.events
        audio.events(events, "lucidity")
        self.version += 1
        self.message = self.session.save_error  # a save that failed is said; play goes on
        self.chosen, self.pay = [], None
        self.log_event_texts(events)
        caught = [e for e in events if e.kind == "eliminated"]
        if self.game.outcome is not None and caught:  # the night ends on a Hunt: shown before the results
            self.caught = [(e.data["seat"], e.data.get("hunt", []), e.text) for e in caught]
        self.animate(before, events)
        if self.game.outcome is not None:
            self.remember()
        return True

    def remember(self) -> None:
        """The night into the records: won when a person's seat is among the
        winners; by opponents (the computers' kinds); a person's best Power its score."""
        out, ids = self.game.outcome, [s["id"] for s in self.game.seats]
        people = [i for i, k in enumerate(self.kinds) if k == "person"]
        won = any(ids[i] in out.winners for i in people)
        power = [out.power[ids[i]] for i in people if ids[i] in out.power]
        remember(self, "lucidity", "+".join(sorted(k for k in self.kinds if k != "person")) or "people",
                 "won" if won else "lost", seats=list(self.kinds), edition=self.temptation or "", seed=self.seed,
                 score=max(power) if power else None)

    def undo(self) -> None:
        """Take back the last move, if it revealed nothing (a die drawn or rolled
        ends undo) and its seat is still acting; the message names the move."""
        if not self.session.can_undo():
            self.message = _("Nothing to undo: the last move showed something new.")
            return
        before = self.positions()
        said = self.session.undo()
        self.log = [e.text for e in self.session.events if e.text][-200:]
        self.version += 1
        self.chosen, self.pay = [], None
        self.message = self.session.save_error or notice.Instruction(self.named(tr(said)))
        self.animate(before, [])

    def log_event_texts(self, events) -> None:
        for e in events:
            if e.text:
                self.log.append(e.text)  # worded when drawn: a change of language rewords it
        self.log = self.log[-200:]

    def animate(self, before: dict, events) -> None:
        """Glide every die that moved; throw the ones that reached the tray."""
        g = self.game
        faces = g.content["faces"]
        rerolled = {x["id"] for e in events if e.kind in ("rerolled", "rolled") for x in e.data.get("dice", [])}
        for key in list(self.tray.dice):
            if key not in g.tray:
                start = self.tray.screen_pos(key)
                self.tray.remove(key)
                before[key] = start
            elif key in rerolled:
                self.tray.reroll(key, g.faces[key], seed=self.seed + len(self.session.log) + key)
        after = self.positions()
        t = self.tray_rect()
        for k, x in enumerate(x for x in g.tray if x not in self.tray.dice):
            start = before.get(x, self.bag_point())
            local = (start[0] - t.x, start[1] - t.y)
            self.tray.add(x, tuple(faces[die_colour(x)]), g.faces[x], seed=self.seed + len(self.session.log) * 7 + k,
                          start=local)
        for x in set(before) | set(after):
            if x in g.tray:
                continue
            a, b = before.get(x, self.bag_point()), after.get(x, self.bag_point())
            if a != b:
                self.flyers.append({"die": x, "a": a, "b": b, "t": 0.0, "face": g.faces[x]
                                    if x not in g.bag else None, "colour": die_colour(x),
                                    "sizes": (self.size_at(a), self.size_at(b))})

    def size_at(self, point) -> int:
        """How large a die is drawn at a point: a gliding die grows or shrinks to the size of where it lands."""
        f = self.frame()
        if f["tray"].collidepoint(point):
            return f["die"]
        return f["card_die"] if f["card"].collidepoint(point) else 30

    def busy(self) -> bool:
        return bool(self.flyers) or not self.tray.settled or self.drag is not None

    # -- the player's gestures -----------------------------------------------------------------
    def me(self) -> int | None:
        """The seat the mouse acts for now, if it is a person's."""
        who = self.game.actor()
        return who if self.is_person(who) else None

    def layout_buttons(self) -> None:
        g = self.game
        w = self.size[0]
        top = [(_("Leave"), self.leave), (_("Rules"), self.show_rules)]
        if self.session.can_undo() and self.me() is not None:
            top.append((_("Undo"), self.undo))
        x, bh = w - 16, max(30, L.line(Button.SIZE) + 6)
        self.buttons = []
        for k, (label, fn) in enumerate(top):  # right to left: Leave, Rules, Undo
            bw = L.button_width(label, Button.SIZE, least=86, pad=8)
            x -= bw
            self.buttons.append(Button((x, 8, bw, bh), label, fn))
            x -= 8
        self.buttons[0], self.buttons[1] = self.buttons[1], self.buttons[0]  # Rules first, as before
        area = self.frame()["controls"]
        if g.outcome is not None:
            label = _("See the results")
            bw, bh = L.button_width(label, Button.SIZE, least=200), L.row(Button.SIZE, 40)
            self.buttons.append(Button((area.right - 12 - bw, area.bottom - 12 - bh, bw, bh), label, self.show_over,
                                       (250, 220, 120)))
            return
        if self.me() is None:
            return
        if g.pend is not None:
            choices = distinct(g.legal_actions(), self.label)  # dice alike in one row are one button
            opts = [a for _label, a in choices]
            labels = [label for label, _a in choices]
            if L.scale() > 1:  # as wide as their words, in rows under the sentence, or a grid when they are many
                places = self.spots(labels, area, 8 + self.prompt_height(area) + 2)
                for spot, a, label in zip(places, opts, labels):
                    self.buttons.append(self.action_button(spot, label, a))
                return
            top_y = max(50, 12 + self.prompt_height(area) + 8)
            least = L.line(Button.SIZE) + 8
            for cols in (1, 2, 3, 4):
                per = -(-len(opts) // cols)
                bw = (area.width - 10 * (cols - 1)) // cols
                if len(opts) <= 4 * cols and ((area.height - top_y - 2) // per - 4 >= least or cols == 4):
                    break
            bh = max(least if L.scale() > 1 else 0, min(max(38, least), (area.height - top_y - 2) // per - 4))
            for k, (a, label) in enumerate(zip(opts, labels)):
                col, r = divmod(k, per)
                rect = (area.x + col * (bw + 10), area.y + top_y + r * (bh + 4), bw, bh)
                self.buttons.append(self.action_button(rect, label, a))
            return
        acts = []
        if g.phase == "track":
            acts = [(self.label(a), a) for a in g.legal_actions()]
        elif g.phase == "draw":
            acts = [(_("Draw {draw_count} dreams from the bag").format(draw_count=g.draw_count()), next(a for a in g.legal_actions()
                                                                          if a["count"] == g.draw_count()))]
        elif g.phase == "select":
            pick = self.return_action()
            acts = [(_("Return the {n} chosen to the bag").format(n=len(self.chosen)) if pick else
                     _("Click two drawn dreams to return"), pick)]
        elif g.phase == "resolve" and self.pay is not None:
            dice = tuple(sorted(x for x in self.chosen if x in g.tray))
            act = Action.make("reroll", pay=self.pay, dice=list(dice)) if dice else None
            acts = [(ngettext("Reroll {n} {colour} dream", "Reroll {n} {colour} dreams", len(dice)).format(
                n=len(dice), colour=colour_word(die_colour(self.pay))) if dice else _("Pick dreams to reroll"), act),
                    (_("Keep the Power"), "cancel")]
        elif g.phase == "rest":
            legal = g.legal_actions()
            for a in legal:
                if a.kind == "dream_again":
                    n = g.content["sleep_tracks"][g.track][g.step + 1]
                    acts.append((_("Dream Again (draw {n})").format(n=n), a))
            rests = [a for a in legal if a.kind == "rest"]
            if any(a.get("dream") == "all" for a in rests):
                acts.append((_("Rest, returning all"), next(a for a in rests if a.get("dream") == "all")))
                one = next((a for a in rests if self.chosen and a.get("dream") == self.chosen[0]), None)
                acts.append((_("Rest, returning the chosen one") if one else _("Rest (click one die to return it)"), one))
            elif rests:
                acts.append((_("Rest"), rests[0]))
        elif g.phase == "nightmare":
            for a in g.legal_actions():
                acts.append((self.label(a), a))
        cols = 1 if len(acts) <= 3 else 2
        per = -(-len(acts) // cols)
        bw = (area.width - 10 * (cols - 1)) // cols
        bh = L.row(Button.SIZE, 40)
        top_y = 34
        spots: list[pygame.Rect] | None = None
        if L.scale() > 1:  # as wide as their words, side by side while they fit
            spots = self.spots([label for label, _a in acts], area, 8 + L.line(15) + 2)
        for k, (label, a) in enumerate(acts):
            col, r = divmod(k, per)
            if spots is not None and k >= len(spots):
                break  # no room left: the rest by keyboard (A)
            place = pygame.Rect(area.x + col * (bw + 10), area.y + top_y + r * (bh + 6), bw, bh) if spots is None else spots[k]
            if a == "cancel":
                self.buttons.append(Button(place, label, self.cancel_pay))
            elif a is None:  # what to do first ("Click two drawn dreams to return"): said, not pressable
                b = Button(place, label, lambda: None, (70, 64, 90))
                b.enabled = False  # drawn dim, the focus skips it: a click on it is not a move lost
                self.buttons.append(b)
            else:
                self.buttons.append(self.action_button(place, label, a))

    def spots(self, labels: list[str], area: pygame.Rect, top_y: int) -> list[pygame.Rect]:
        """At a large scale, the buttons' places under the controls' sentence (`top_y` below the
        panel's top): as wide as their words while they fit in rows, else an even grid of up to four
        columns (a long label shortened) rather than a choice left out. Those that still do not
        fit are left to the keyboard (A)."""
        bh = L.row(Button.SIZE, 40)
        room = pygame.Rect(area.x + 10, area.y + top_y, area.width - 20, area.bottom - 4 - area.y - top_y)
        spots = L.flow([L.button_width(label, Button.SIZE, least=120) for label in labels], room, bh, gap=6)
        if len(spots) >= len(labels):
            return spots
        rows = max(1, (room.height + 6) // (bh + 6))
        cols = next((c for c in (2, 3, 4) if c * rows >= len(labels)), 4)
        bw = (room.width - 6 * (cols - 1)) // cols
        grid = [pygame.Rect(room.x + (k % cols) * (bw + 6), room.y + (k // cols) * (bh + 6), bw, bh)
                for k in range(len(labels))]
        return [r for r in grid if r.bottom <= area.bottom]

    def action_button(self, rect, label, action) -> Button:
        b = Button(rect, label, lambda: self.apply(action), (230, 200, 120))
        b.action = action  # what the click sends to the rules
        return b

    def label(self, a) -> str:
        """A button's words; one that starts with a colour ("red Shadow ...") starts with a capital."""
        return capital(self._label(a))

    def _label(self, a) -> str:
        g = self.game
        if a.kind == "consume":
            owner = next(i for i, s in enumerate(g.seats) if a["die"] in s["rows"]["power"])
            worth = 2 if g.faces[a["die"]] == "power2" else 1
            return _("Consume {worth} Power from {name}").format(worth=worth, name=self.name(owner))
        if a.kind in ("envy_pick", "fear_move", "return_excess") or (a.kind == "ability" and a.get("die") is not None):
            return self.die_label(a["die"])
        if a.kind == "minion":
            return _("A {colour} dream to {name}").format(colour=colour_word(die_colour(a["give"])),
                                                           name=self.named(a["to"]))
        if a.kind == "ability":
            return _("Use it") if a.get("use") else self.named(tr(describe(g, a)))
        if a.kind == "send_minions":
            return _("Send Minions (draw two, give one)")
        if a.kind == "decline":
            return _("Decline")
        if a.kind == "choose_track":
            steps = g.content["sleep_tracks"][a["track"]]
            track = {"light": _("light"), "deep": _("deep")}.get(a["track"], a["track"])
            return _("Sleep {track}: draw {steps}").format(track=track, steps=_(", ").join(map(str, steps)))
        return self.named(tr(describe(g, a)))

    def die_label(self, x: int) -> str:  # mid-sentence as it is: label() capitalises a button
        """A die as a player names it: "red Hunt (Hunt row)", "blue dream (drawn)"."""
        g = self.game
        face = tr(look.FACE_NAMES.get(g.faces[x], N_("dream"))) if g.faces[x] else _("dream")
        where = next((_("{row} row").format(row=tr(look.ROW_NAMES[r])) if r not in COLOURS
                      else _("{colour} Shadow row").format(colour=colour_word(r))
                      for s in g.seats for r in CARD_ROWS if x in s["rows"][r]), _("drawn"))
        return _("{colour} {face} ({where})").format(colour=colour_word(die_colour(x)), face=face, where=where)

    def return_action(self):
        if len(self.chosen) < 2:
            return None
        a = Action.make("return_dreams", dice=sorted(self.chosen))
        return a if a in self.game.legal_actions() else None

    def leave(self) -> None:
        """Back to the set-up screen; a game in progress asks first, over a dimmed
        table (a computer player waits for the answer)."""
        if self.game.outcome is not None:
            self.app.back_to_title()
            return
        ask_to_leave(self.app, self, self.autosave, self.app.back_to_title)

    def show_over(self) -> None:
        from game.ui.lucidity.over import OverScene
        self.over_shown = True
        self.app.push(OverScene(self.app, self))

    def show_rules(self) -> None:
        from game.ui.lucidity.help import HelpScene
        self.app.push(HelpScene(self.app))

    def cancel_pay(self) -> None:
        self.pay, self.chosen = None, []

    def card_die_at(self, pos) -> int | None:
        for x, rect in self.die_slots(self.big_seat()).items():
            if rect.inflate(4, 4).collidepoint(pos):
                return x
        return None

    def row_at(self, pos) -> str | None:
        if self.game.seats[self.big_seat()]["status"] != "dreamer":
            return None
        for row in CARD_ROWS:
            if self.row_rect(row).collidepoint(pos):
                return row
        return None

    def hand_die_at(self, pos) -> int | None:
        g = self.game
        for k, x in enumerate(g.drawn):
            if self.hand_slot(k, len(g.drawn)).collidepoint(pos):
                return x
        return None

    def resolve_action(self, die: int):
        return next((a for a in self.game.legal_actions() if a.kind == "resolve" and a["die"] == die), None)

    def keyboard_choices(self) -> list[Choice]:
        """The person's legal Actions as sentences, grouped by what they do;
        then the table's own buttons."""
        g = self.game
        out = []
        if self.me() is not None and g.outcome is None:
            prompt = self.prompt() if g.pend is not None else None
            for label, a in distinct(g.legal_actions(), self.label):
                group = prompt or tr(KEY_GROUPS.get(a.kind, a.kind.replace("_", " ").capitalize()))
                out.append(Choice(group, label, lambda a=a: self.apply(a), a))
        if g.outcome is not None:
            out.append(Choice(_("The table"), _("See the results"), self.show_over))
        out.append(Choice(_("The table"), _("How Lucidity plays"), self.show_rules))
        if self.session.can_undo() and self.me() is not None:
            out.append(Choice(_("The table"), _("Undo the last move"), self.undo))
        return out + [Choice(_("The table"), _("Leave the table"), self.leave)]

    def handle(self, event):
        if self.keys.handle(event):
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            if self.me() is not None:
                self.undo()
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_F1, pygame.K_h):
            self.show_rules()
            return None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.WINDOWLEAVE):
            self.hover.handle(event, self.shortened_at(getattr(event, "pos", pygame.mouse.get_pos())))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.on_press(event.pos)
            return None
        if event.type == pygame.MOUSEMOTION and self.drag:
            self.drag["pos"] = event.pos
            if math.dist(event.pos, self.drag["from"]) > 6:
                self.drag["moved"] = True
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            self.on_drop(event.pos)
            return None
        return event

    def on_press(self, pos) -> None:
        g = self.game
        self.clicked = None  # a new gesture stops placing the dice before a clicked one
        if self.flyers or not self.tray.settled:
            self.skip()  # a click hurries the dice along
        self.layout_buttons()
        if self.double.refused(self.buttons, pos, self.t):
            self.message = self.double.reason()  # a double click's second half, on the next move's button
            return
        self.double.pressed(self.buttons, pos, self.t)
        if press(self.buttons, pos):
            return
        me = self.me()
        if me is None or g.outcome is not None:
            return
        if g.pend is not None:  # a Decision about a die: click the die itself
            x = self.card_die_at(pos) if self.card_die_at(pos) is not None else self.hand_die_at(pos)
            for a in g.legal_actions():
                if x is not None and x in (a.get("die"), a.get("give")):
                    self.apply(a)
                    return
            return
        if g.phase == "draw" and self.bag_rect().collidepoint(pos):
            self.apply(next(a for a in g.legal_actions() if a["count"] == g.draw_count()))
        elif g.phase == "select":
            x = self.hand_die_at(pos)
            x = self.roll_die_at(pos) if x is None else x  # or picked in the controls' list
            if x is not None:
                self.toggle(x, limit=3)
        elif g.phase == "resolve":
            key = self.tray.die_at(pos)
            if key is None and self.pay is None:
                key = self.roll_die_at(pos)  # the roll listed in the controls: the same die, as in the tray
            if key is not None and self.pay is not None:
                if die_colour(key) == die_colour(self.pay):
                    self.toggle(key)
                else:
                    self.message = _("A reroll only rerolls dreams of the colour of the Power spent.")
            elif key is not None:
                self.drag = {"die": key, "pos": pos, "from": pos, "moved": False}
                audio.gesture("pick_up")
            else:
                x = self.card_die_at(pos)
                if x is not None and x in g.seats[g.resolver]["rows"]["power"]:
                    self.pick_payment(x)
        elif g.phase == "rest":
            x = self.card_die_at(pos)
            if x is not None and x not in g.seats[g.current]["rows"]["power"]:
                self.chosen = [] if self.chosen == [x] else [x]

    def toggle(self, x: int, limit: int | None = None) -> None:
        if x in self.chosen:
            self.chosen.remove(x)
        elif limit is None or len(self.chosen) < limit:
            self.chosen.append(x)

    def pick_payment(self, x: int) -> None:
        g = self.game
        same = [k for k in g.tray if die_colour(k) == die_colour(x)]
        if not same:
            self.message = Said("No {colour} dream waits in the tray to be rerolled.",
                                colour=look.COLOUR_WORDS.get(die_colour(x), die_colour(x)))  # worded when shown
            return
        self.pay, self.chosen = x, same
        self.message = notice.Instruction(_("Click dreams in the tray to leave them out, then Reroll."))

    def on_drop(self, pos) -> None:
        drag, self.drag = self.drag, None
        die = drag["die"]
        row = self.row_at(pos)
        if row is not None:
            if not self.apply(Action.make("resolve", die=die, row=row)):
                self.glide_back(die, pos)
        elif not drag["moved"]:  # a click on a die: send it where it must go, in its turn
            a = self.resolve_action(die)
            if a is not None:
                self.apply(a)
            else:
                self.clicked = die  # the dice the rules place before it go first, one a glide (update)
        else:
            self.glide_back(die, pos)

    def place_in_turn(self) -> None:
        """A die clicked before its turn: place the next die the rules ask for
        (Power, Hunt, Exhaust, then Shadows), one Action a glide, until the
        clicked one goes; a Decision on the way, or the end of the roll, stops it."""
        g, die = self.game, self.clicked
        if g.pend is not None or g.phase != "resolve" or die not in g.tray:
            self.clicked = None
            return
        a = self.resolve_action(die) or next((a for a in g.legal_actions() if a.kind == "resolve"), None)
        if a is None or a["die"] == die:
            self.clicked = None
        if a is not None and not self.apply(a):
            self.clicked = None

    def glide_back(self, die: int, pos) -> None:
        if die in self.tray.dice:
            self.flyers.append({"die": die, "a": pos, "b": self.tray.screen_pos(die), "t": 0.0,
                                "face": self.game.faces[die], "colour": die_colour(die), "tray": True,
                                "sizes": (self.frame()["die"] * 3 // 4, self.frame()["die"])})  # held, then at rest

    def skip(self) -> None:
        self.tray.skip()
        self.flyers.clear()

    # -- the loop ------------------------------------------------------------------------------
    def speed(self) -> float:
        """The player's animation speed setting (0: instant)."""
        return getattr(getattr(self.app, "settings", None), "speed", 1.0)

    def update(self, dt: float) -> None:
        self.t += dt
        speed = self.speed()
        self.tray.reduced = reduced_of(self.app)  # dice land at once and fade in (game/ui/dice.py)
        if speed <= 0:
            self.skip()
        dt *= max(speed, 0.01)
        self.tray.update(dt)
        for f in self.flyers:
            f["t"] += dt / (FADE if self.tray.reduced else FLY)
        self.flyers = [f for f in self.flyers if f["t"] < 1]
        g = self.game
        if self.busy() or self.app.top is not self:
            return
        if g.outcome is not None:
            if not self.over_shown and not self.caught:  # a Hunt waits for the player to go on
                self.show_over()
            return
        who = g.actor()
        if self.is_person(who) and self.clicked is not None:
            self.place_in_turn()
            return
        if self.is_person(who):
            self.ai_wait = AI_PAUSE
            people = sum(1 for k in self.kinds if k == "person")
            if people > 1 and who != self.seen_person:
                self.seen_person = who
                self.double.forget()  # the next click, after the hand-over, is the next person's first
                self.app.push(HandOverScene(self.app, self.name(who), self.hand_over_note(who)))
            return
        kind = self.kinds[who]
        searching = LEVELS.get(kind) is not None and speed > 0
        if searching and (self.thinker is None or self.thinker.key != self.version):
            # The search starts at once, on a copy, and thinks through the pause.
            world, rng = Game.from_data(g.to_data(), g.content), random.Random(self.ai_rng.random())
            self.thinker = Thinker(lambda: level_action(kind, world, rng, seed=self.seed + world.turn_number),
                                   self.version)
        self.ai_wait -= dt
        if self.ai_wait <= 0 or speed <= 0:
            thinker = self.thinker
            if searching and thinker is not None:
                if not thinker.done:
                    return
                action, self.thinker = thinker.take(), None
            else:
                action = level_action(kind, g, self.ai_rng, seed=self.seed + g.turn_number)
            self.ai_wait = AI_PAUSE
            self.apply(action)

    def prompt(self) -> str:
        """The pending Decision in the table's words (the abilities by what they do)."""
        g = self.game
        if g.pend["kind"] == "ability":
            victim = self.name(g.pend.get("for"))
            return _("Your Nightmare took a dream from {victim}. You may: {ability}.").format(
                victim=victim, ability=tr(ABILITY_HELP[g.pend["ability"]]))
        return self.named(tr(g.pending.prompt))

    def hand_over_note(self, who: int) -> str:
        g = self.game
        if g.pend is not None and who != g.current:
            return _("A choice for you in {name}'s turn. {prompt}").format(name=self.name(g.current), prompt=self.prompt())
        if g.pend is not None:
            return self.prompt()
        if g.phase == "resolve" and who != g.current:
            return _("{name} sent a minion at you: resolve it.").format(name=self.name(g.current))
        return _("Your turn.") if g.seats[who]["status"] == "dreamer" else _("Your turn, Nightmare.")

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surf) -> None:
        self.size = surf.get_size()
        self.layout_buttons()
        mouse = pygame.mouse.get_pos()
        hover = next((k for k, b in enumerate(self.buttons) if b.rect.collidepoint(mouse)), None)
        flying = frozenset(f["die"] for f in self.flyers)
        key = (self.version, language(), id(self.game), tuple(self.chosen), self.pay, self.message, flying,
               self.drag["die"] if self.drag else None, hover, self.size)
        if key != self._still_key:  # the still picture changes only when something happens
            # Kept only once drawn whole: a frame out of time (gfx.cache.NotYet) stops midway, and a key
            # stored first left that half picture (no buttons, no controls) up until the next event.
            still = pygame.Surface(self.size)
            self.draw_still(still, mouse)
            self._still_key, self._still = key, still
        surf.blit(self._still, (0, 0))
        self.draw_tray(surf)
        look.bag(surf, self.bag_rect(), len(self.game.bag),
                 glow=self.game.phase == "draw" and self.me() is not None and self.game.pend is None, t=self.t)
        self.draw_flyers(surf)
        self.keys.draw(surf, hint_at=(self.tray_rect().x + 10, self.tray_rect().y + 8))
        if self.drag:
            x = self.drag["die"]
            held = self.frame()["die"] * 3 // 4  # lifted off the tray, a little smaller than where it lay
            dream_die(surf, pygame.Rect(0, 0, held, held).move(self.drag["pos"][0] - held // 2, self.drag["pos"][1] - held // 2),
                      die_colour(x), self.game.faces[x])
        else:
            self.draw_tooltip(surf, mouse)

    def shortened_at(self, pos) -> str | None:
        """The full label of the button under `pos` when the button cannot show it whole (at 2x in
        Chinese the rest step's "再次入梦…", "休息（点…"), else None."""
        b = next((b for b in self.buttons if b.rect.collidepoint(pos)), None)
        if b is None:
            return None
        room = b.rect.width - 2 * b.PAD
        lines = b.lines(room)
        if 1 < len(lines) and len(lines) * b.face().get_linesize() <= b.rect.height:
            return None  # it wraps, whole, on its lines
        label = str(b.label)  # one line: drawn a little smaller (to 3/4 of its size) before it is cut (d.text)
        smallest = max(d.least_size(), round(b.SIZE * 0.75))
        return label if d.face(label, smallest).size(label)[0] > room else None

    def draw_tooltip(self, surf, mouse) -> None:
        """A shortened button's full label, beside the pointer resting on it."""
        label = self.shortened_at(mouse)
        self.hover.acting(self.game.actor() if self.game.outcome is None else None, label)
        if self.hover.shows(label) and label is not None:
            tooltip.draw(surf, [label], mouse)

    def draw_still(self, surf, mouse) -> None:
        d.night_sky(surf, seed=13, dim=True)
        self.draw_top(surf)
        self.draw_big_card(surf)
        for i in range(len(self.game.seats)):
            self.draw_mini(surf, i)
        for c in COLOURS:
            self.draw_nightmare(surf, c)
        self.draw_controls(surf, mouse)
        self.draw_log(surf)

    def draw_top(self, surf) -> None:
        g = self.game
        w = self.size[0]
        top = self.frame()["top"]
        pygame.draw.rect(surf, (20, 14, 34), (0, 0, w, top))
        title = d.text(surf, _("LUCIDITY"), (16, top // 2), 24, (244, 230, 190), anchor="midleft", bold=True, role="story")
        if g.outcome is not None:
            status = _("The night is over.")
        else:
            who = g.actor()
            what = {"track": _("chooses how deeply to dream"), "draw": _("draws from the bag"),
                    "select": _("returns two dreams"), "resolve": _("resolves the dice"), "rest": _("rests or dreams again"),
                    "nightmare": _("hunts as a Nightmare")}.get(g.phase, "")
            status = _("{name} {doing}").format(name=self.name(who), doing=what) if g.pend is None else self.prompt()
            if g.final_queue is not None:
                status += _("   -   final turns")
            if g.bag_ran_out:
                status += _("   -   the bag is empty: last turn")
        x = max(170, title.right + 20)
        room = min(b.rect.x for b in self.buttons[:3]) - 16 - x if L.scale() > 1 else w - 480
        d.text(surf, status, (x, top // 2), 17, (230, 222, 250), anchor="midleft", max_width=room, fit=L.scale() > 1)

    def draw_big_card(self, surf) -> None:
        g = self.game
        i = self.big_seat()
        seat = g.seats[i]
        card = self.card_rect()
        nightmare = seat["status"] == "nightmare"
        fill = (40, 30, 62) if not nightmare else tuple(int(v * 0.35) for v in DREAM_RGB[seat["colour"]])
        d.panel(surf, card, fill, (230, 200, 120) if i == g.actor() else (120, 100, 170), radius=14)
        title = self.name(i) + (_("  -  {nightmare}").format(nightmare=tr(g.nightmares[seat["colour"]]["name"])) if nightmare else
                                _("  -  eliminated") if seat["status"] == "eliminated" else "")
        head = self.frame()["title_h"] // 2 - 4
        of = _("/ 15 Power")
        of_x = card.right - max(90, L.width(of, 14) + 14)
        number = d.text(surf, f"{g.power(i)}", (of_x - 4, card.y + head + 2), 38, (250, 226, 140), anchor="midright",
                        bold=True)
        d.text(surf, of, (of_x, card.y + head + 8), 14, (210, 196, 150), anchor="midleft")
        d.text(surf, title, (card.x + 16, card.y + head), 22, (244, 232, 200), anchor="midleft", bold=True,
               max_width=max(card.width - 180, number.x - 16 - card.x - 16) if L.scale() <= 1 else number.x - 16 - card.x - 16)
        drag_row = None
        if self.drag:
            a = self.resolve_action(self.drag["die"])
            drag_row = a["row"] if a is not None else None
        limits = {"hunt": 4, "exhaust": 3}
        for row in CARD_ROWS:
            if nightmare and row not in ("power",):
                continue
            r = self.row_rect(row)
            lit = row == drag_row
            pygame.draw.rect(surf, LIT_ROW if lit else (30, 22, 48), r, border_radius=8)
            if lit:
                pygame.draw.rect(surf, (150, 240, 170), r, 3, border_radius=8)
            colour = DREAM_RGB.get(row, (220, 210, 240))
            name = tr(look.ROW_NAMES[row])
            one_line = L.scale() > 1  # at a larger scale a Shadow row says its Nightmare beside its name
            said = d.text(surf, name, (r.x + 10, r.centery - (7 if row in COLOURS and not one_line else 0)), 15, colour,
                          anchor="midleft", bold=True)
            if row in COLOURS and one_line:
                colour_mark(surf, (said.right + 10, r.centery), L.em(5), row, colour)
                d.text(surf, cut_to(self.short_nightmare(row), NIGHTMARE_PX, self.slots_x(row) - 8 - said.right - 22),
                       (said.right + 22, r.centery), NIGHTMARE_PX, (190, 180, 210), anchor="midleft")
            elif row in COLOURS:
                colour_mark(surf, (r.x + 84, r.centery - 7), 5, row, colour)
                d.text(surf, cut_to(self.short_nightmare(row), NIGHTMARE_PX, 92),
                       (r.x + 10, r.centery + 9), NIGHTMARE_PX, (190, 180, 210), anchor="midleft")
            slots = ROW_SLOTS.get(row, self.shadow_slots())
            n = len(seat["rows"][row])
            for k in range(slots):
                s = self.slot_rect(row, k, 0)
                last = (row in limits and k == limits[row] - 1) or (row in COLOURS and k == slots - 1)
                pygame.draw.rect(surf, (120, 60, 70) if last else (58, 48, 84), s, 1, border_radius=5)
                if last and k >= n:  # the slot that sets the row off: a mark, not only a red edge
                    d.text(surf, "!", s.center, 12, (150, 96, 106), anchor="center", bold=True)
            if row == "exhaust" and n:
                d.text(surf, f"{g.exhaust_count(i)}/3", (r.right - 8, r.centery), 14, (220, 200, 200), anchor="midright")
            if row == "hunt" and n:
                d.text(surf, f"{n}/4", (r.right - 8, r.centery), 14, (220, 200, 200), anchor="midright")
        if nightmare:
            box = pygame.Rect(card.x + 8, self.row_rect("hunt").y, card.width - 16,
                              250 if L.scale() <= 1 else card.bottom - 8 - self.row_rect("hunt").y)
            nm = g.nightmares[seat["colour"]]
            d.panel(surf, box, tuple(int(v * 0.5) for v in DREAM_RGB[seat["colour"]]), (230, 200, 120))
            head = L.line(26, bold=True, role="story")
            d.text(surf, tr(nm["name"]), (box.centerx, box.y + max(30, 8 + head // 2)), 26, (250, 240, 220),
                   anchor="center", bold=True, role="story", max_width=box.width - 20)
            body = box.inflate(-40, -80).move(0, 20) if L.scale() <= 1 else pygame.Rect(
                box.x + 20, box.y + 16 + head, box.width - 40, box.height - 24 - head)
            surf.set_clip(body)  # the help stops at the box's edge
            d.paragraph(surf, tr(NIGHTMARE_HELP).format(ability=tr(ABILITY_HELP[nm["ability"]]),
                                                       colour=colour_word(seat["colour"])), body, 16, (240, 232, 250))
            surf.set_clip(None)
        flying = {f["die"] for f in self.flyers}
        for x, rect in self.die_slots(i).items():
            if x in flying:
                continue
            lit = badge = None
            if x == self.pay:
                lit, badge = (250, 220, 120), "pay"
            elif x in self.chosen:
                lit, badge = (250, 160, 120), "chosen"
            elif g.pend is not None and self.me() is not None and any(
                    x in (a.get("die"), a.get("give")) for a in g.legal_actions()):
                lit = (150, 240, 170)
            dream_die(surf, rect, die_colour(x), g.faces[x], lit=lit, sideways=x in g.rotated, badge=badge)
        if seat["status"] == "dreamer" and self.frame()["track_h"]:
            self.draw_tracks(surf, i)

    def draw_tracks(self, surf, i: int) -> None:
        g = self.game
        card = self.card_rect()
        y = card.bottom - (16 if L.scale() <= 1 else 12) - self.frame()["track_h"] // 2
        x = card.x + 16
        radius = max(14, L.line(14, bold=True) // 2 + 1)
        said = d.text(surf, _("Sleep"), (x, y), 14, (200, 190, 230), anchor="midleft", bold=True)
        x = max(x + 54, said.right + 10)
        for name, steps in g.content["sleep_tracks"].items():
            said = d.text(surf, {"light": _("light"), "deep": _("deep")}.get(name, name).capitalize(), (x, y), 14, (200, 190, 230), anchor="midleft")
            x = max(x + 50, said.right + 8)
            for k, n in enumerate(steps):
                c = (x + radius, y)
                here = i == g.current and g.track == name and g.step == k and g.phase != "track"
                pygame.draw.circle(surf, (60, 50, 90), c, radius)
                if here:
                    look.marker(surf, c, radius)
                d.text(surf, str(n), c, 14, (30, 30, 40) if here else (230, 220, 245), anchor="center", bold=True)
                x += 2 * radius + 6
            x += 24

    def draw_mini(self, surf, i: int) -> None:
        g = self.game
        seat = g.seats[i]
        r = self.mini_rect(i)
        nightmare = seat["status"] == "nightmare"
        fill = tuple(int(v * 0.45) for v in DREAM_RGB[seat["colour"]]) if nightmare else (34, 26, 54)
        border = (250, 220, 120) if i == g.actor() else (180, 170, 220) if i == self.big_seat() else (90, 78, 130)
        d.panel(surf, r, fill, border)
        big = L.scale() > 1  # rows stacked from the top, each as tall as its text
        name_h, power_h, small = L.line(13, bold=True), L.line(34, bold=True), L.line(12)
        d.text(surf, self.name(i), (r.x + 8, r.y + (14 if not big else 4 + name_h // 2)), 13, (236, 228, 250),
               anchor="midleft", bold=True, max_width=r.width - 16, fit=big)
        power_y = r.y + (48 if not big else 4 + name_h + power_h // 2)
        number = d.text(surf, str(g.power(i)), (r.x + 10, power_y), 34, (250, 226, 140), anchor="midleft", bold=True)
        d.text(surf, _("Power"), (r.x + 12, r.y + 72) if not big else (number.right + 8, power_y), 11,
               (210, 196, 150), anchor="midleft", max_width=r.right - 8 - number.right - 8 if big else None)
        if seat["status"] == "eliminated":
            d.text(surf, _("eliminated"), (r.centerx, r.bottom - 16), 14, (240, 140, 140), anchor="center", bold=True,
                   max_width=r.width - 8)
            return
        if nightmare:
            d.text(surf, _("NIGHTMARE"), (r.centerx, r.bottom - 16 - small), 14, (255, 240, 230), anchor="center",
                   bold=True, max_width=r.width - 8)
            d.text(surf, self.short_nightmare(seat["colour"]), (r.centerx, r.bottom - 14),
                   12, (240, 230, 230), anchor="center", max_width=r.width - 8)
            return
        rows = seat["rows"]
        facts = [(_("Hunt {n}/4").format(n=len(rows["hunt"])), (230, 200, 200)),
                 (_("Exhaust {exhaust_count}/3").format(exhaust_count=g.exhaust_count(i)), (220, 210, 170))]
        if i == g.current and g.track:
            facts.append((_("{track} {step}/3").format(track={"light": _("light"), "deep": _("deep")}.get(g.track, g.track),
                                                       step=g.step + 1), (180, 220, 255)))
        for k, (text, colour) in enumerate(facts):
            if big:  # under the Power, one a line
                at, anchor = (r.x + 10, power_y + power_h // 2 + k * small + small // 2), "midleft"
            else:
                at, anchor = (r.right - 8, r.y + 38 + k * 18), "midright"
            d.text(surf, text, at, 12, colour, anchor=anchor, max_width=r.width - 16)
        lim = g.shadow_limit()
        box_h = max(22, small + 4)
        for k, c in enumerate(COLOURS):
            cx = r.x + 12 + k * ((r.width - 20) // 4)
            n = len(rows[c])
            box = pygame.Rect(cx, r.bottom - 12 - box_h, (r.width - 28) // 4, box_h)
            pygame.draw.rect(surf, DREAM_RGB[c], box, 0 if n else 1, border_radius=5)
            colour_mark(surf, (box.x + 6, box.centery), 4, c, DREAM_INK[c] if n else DREAM_RGB[c])
            count = f"{n}/{lim}"
            if big or d.face(count, 12, True).size(count)[0] > box.width - 12:
                count = str(n)  # the limit is on the big card's rows: a narrow box keeps its count at 12 px
            d.text(surf, count, (box.centerx + 4, box.centery), 12, DREAM_INK[c] if n else (200, 200, 220),
                   anchor="center", bold=True, max_width=box.width - 12)

    def draw_nightmare(self, surf, colour: str) -> None:
        g = self.game
        r = self.nightmare_rect(colour)
        owner = g.claimed_by(colour)
        rgb = DREAM_RGB[colour]
        surf.blit(look.nightmare_face(r.size, colour, brief_subject("lucidity", "nightmare", g.nightmares[colour].get("id"))), r)
        pygame.draw.rect(surf, rgb, r, 2, border_radius=8)
        head = L.line(13, bold=True)
        name = self.short_nightmare(colour)
        _plate(surf, name, 13, (r.centerx, r.y + (14 if L.scale() <= 1 else 6 + head // 2)), r.width - 8, True)
        d.text(surf, name,
               (r.centerx, r.y + (14 if L.scale() <= 1 else 6 + head // 2)), 13,
               (240, 232, 250), anchor="center", bold=True, max_width=r.width - 8,
               fit=L.scale() > 1)  # a long name whole in smaller type at 2x, not cut ("原始恐...")
        if owner is not None:
            said, size, colour_ = _("claimed: {name}").format(name=self.name(owner)), 11, (250, 220, 200)
        else:
            power = sum(2 if g.faces[x] == "power2" else 1 for x in g.cards[colour])
            said, size, colour_ = _("{power} Power waiting").format(power=power), 12, (230, 220, 170)
            if L.width(said, size) > r.width - 8:  # a narrow card: the number and its word, whole
                said = _("{power} Power").format(power=power)
        if L.scale() <= 1:
            _plate(surf, said, size, (r.centerx, r.bottom - 12), r.width - 8)
            d.text(surf, said, (r.centerx, r.bottom - 12), size, colour_, anchor="center", max_width=r.width - 8)
        else:  # two lines under the name when it must, on a calm plate
            plate = pygame.Surface((r.width - 8, r.bottom - 4 - (r.y + 6 + head + 2)), pygame.SRCALPHA)
            pygame.draw.rect(plate, (10, 6, 20, 170), plate.get_rect(), border_radius=6)
            surf.blit(plate, (r.x + 4, r.y + 6 + head + 2))
            L.text_block(surf, said, (r.x + 4, r.y + 6 + head + 2, r.width - 8, r.bottom - 4 - (r.y + 8 + head)), size,
                         colour_, anchor="center")

    def draw_tray(self, surf) -> None:
        g = self.game
        # The keyboard's chip at the tray's top and the hints at its foot are kept clear of dice.
        die = self.frame()["die"]
        self.tray.fit(self.tray_rect(), top=self.keys.hint_size()[1] + 10, size=die, bottom=self.tray_hint_band())
        hidden = {f["die"] for f in self.flyers}
        if self.drag:
            hidden.add(self.drag["die"])
        self.tray.draw(surf, hidden=hidden)
        for key in self.tray.dice:
            if key in hidden:
                continue
            rect = pygame.Rect(0, 0, die + 6, die + 6)
            rect.center = self.tray.screen_pos(key)
            if key in self.chosen and self.pay is not None:
                pygame.draw.rect(surf, (250, 160, 120), rect, 3, border_radius=8)
                die_badge(surf, rect, "chosen", (250, 160, 120))
            elif self.me() is not None and g.pend is None and g.phase == "resolve" and self.tray.settled \
                    and self.resolve_action(key) is not None:
                pygame.draw.rect(surf, (150, 240, 170), rect, 2, border_radius=8)
        for k, x in enumerate(g.drawn):
            if x in hidden:
                continue
            rect = self.hand_slot(k, len(g.drawn))
            lifted = x in self.chosen
            dream_die(surf, rect.move(0, -10 if lifted else 0), die_colour(x), None,
                      lit=(250, 160, 120) if lifted else None, badge="chosen" if lifted else None)
        t = self.tray_rect()
        band = self.keys.hint_size()[1] + 10  # the tray's name, at the right of its top band (the keys' chip is at the left)
        name = ngettext("{n} rolled dream", "{n} rolled dreams", len(g.tray)).format(n=len(g.tray)) if g.tray \
            else _("Dice tray")
        if L.width(name, 13, bold=True) <= t.width - 28 - self.keys.hint_size()[0] - 12:  # beside the keys' chip, or not at all
            d.text(surf, name, (t.right - 14, t.y + band // 2 + 2), 13, (226, 206, 160), anchor="midright", bold=True)
        if g.phase == "select" and g.drawn and self.me() == g.current:
            d.text(surf, _("click two dreams to send back to the bag"), (t.centerx, t.bottom - max(18, L.line(13) // 2 + 4)),
                   13, (200, 190, 230), anchor="center", italic=True, max_width=t.width - 12, fit=True)
        elif g.phase == "resolve" and g.tray and self.me() is not None and g.pend is None and self.pay is None \
                and L.scale() <= 1:  # at a larger scale the controls say it, and the tray keeps its room for the dice
            tip = _("drag each die to its row (Power, Hunt, Exhaust, then Shadows)")
            tip_h = L.block_height(tip, t.width - 16, 12, italic=True)
            L.text_block(surf, tip, (t.x + 8, t.bottom - 6 - tip_h, t.width - 16, tip_h), 12, (200, 190, 230),
                         italic=True, anchor="center")

    def tray_hint_band(self) -> int:
        """How tall the foot of the tray is where draw_tray writes its hints (no die rests there)."""
        t = self.tray_rect()
        tip = _("drag each die to its row (Power, Hunt, Exhaust, then Shadows)")
        return max(2 * max(18, L.line(13) // 2 + 4), L.block_height(tip, t.width - 16, 12, italic=True) + 10)

    def prompt_height(self, area) -> int:
        """The Decision's sentence over the buttons: one line at 1x, up to two at a larger scale."""
        if L.scale() <= 1:
            return L.line(15)
        # two lines while a row of buttons still fits under them (a low panel: one, the rest made smaller)
        most = max(L.line(15), area.height - 14 - L.row(Button.SIZE, 40))
        return min(2 * L.line(15), most, L.block_height(self.controls_head(), area.width - 24, 15))

    def controls_head(self) -> str:
        g = self.game
        prompt = self.prompt()
        return prompt if self.me() is not None else _("{name} is choosing: {prompt}").format(
            name=self.name(g.actor()), prompt=prompt)

    def draw_controls(self, surf, mouse) -> None:
        g = self.game
        area = self.frame()["controls"]
        d.panel(surf, area, (26, 20, 42), (80, 70, 120))
        first = (area.x + 12, area.y + max(18, 8 + L.line(15) // 2))
        if g.outcome is not None:
            self.draw_ending(surf, area)
        elif g.pend is not None:
            head = self.controls_head()
            if L.scale() <= 1:
                d.text(surf, head, (area.x + 12, area.y + 22), 15, (244, 230, 190), anchor="midleft",
                       max_width=area.width - 24)
            else:
                L.text_block(surf, head, (area.x + 12, area.y + 8, area.width - 24, self.prompt_height(area)), 15,
                             (244, 230, 190))
        elif self.me() is None and g.outcome is None:
            d.text(surf, _("{name} is thinking...").format(name=self.name(g.actor())), first, 15, (200, 190, 230),
                   anchor="midleft", italic=True, max_width=area.width - 24)
        elif self.message:
            pass
        else:
            hint = {"track": _("How deeply will you dream?"), "draw": _("Click the bag to draw."),
                    "select": _("Return two of the dreams you drew."), "resolve": _("Resolve every rolled die."),
                    "rest": _("Rest now, or press your luck?"), "nightmare": _("Hunt: Consume Power or Send Minions.")}
            d.text(surf, hint.get(g.phase, ""), first, 15, (200, 190, 230), anchor="midleft", max_width=area.width - 24)
            top = first[1] + L.line(15) // 2 + 6
            for tip in self.controls_tips():  # wrapped, one under the other: a narrow window cuts none
                top += L.text_block(surf, tip, (area.x + 12, top, area.width - 24, area.bottom - 6 - top), 14,
                                    (180, 170, 210), italic=True) + 4
            self.draw_roll(surf)
        if g.outcome is None and g.pend is None and self.me() is not None:
            self.draw_track_line(surf, area)
        if self.message:
            message = tr(self.message)  # a Said is worded in today's language
            colour = notice.ink(notice.kind_of(self.message))  # what to do next is not drawn as a refusal
            if L.scale() <= 1:
                d.text(surf, message, (area.x + 12, area.y + 18), 15, colour, anchor="midleft",
                       max_width=area.width - 24)
            else:
                top = min([b.rect.y for b in self.buttons if area.contains(b.rect)] + [area.bottom]) - 6
                L.text_block(surf, message, (area.x + 12, area.y + 8, area.width - 24, top - area.y - 8), 15, colour)
        for b in self.buttons:
            b.draw(surf, mouse)

    def controls_tips(self) -> list[str]:
        """How to place the rolled dice and how to reroll them, under the phase's sentence."""
        g = self.game
        tips = []
        if g.phase == "resolve" and g.tray and self.pay is None and L.scale() > 1:
            tips.append(_("drag each die to its row (Power, Hunt, Exhaust, then Shadows)"))
        if g.phase == "resolve" and self.pay is None and any(a.kind == "reroll" for a in g.legal_actions()):
            tips.append(_("Don't like a roll? Click a Power die on your card to pay for a reroll of its colour."))
        return tips

    def controls_free_top(self) -> int:
        """Where the controls' words end (the phase's sentence and its tips): the roll starts below."""
        area = self.frame()["controls"]
        top = area.y + max(18, 8 + L.line(15) // 2) + L.line(15) // 2 + 6
        for tip in self.controls_tips():
            top += L.block_height(tip, area.width - 24, 14, italic=True) + 4
        below = [b.rect.bottom for b in self.buttons if area.colliderect(b.rect)]  # the phase's buttons
        return max([top + 6] + [y + 10 for y in below])

    def track_line(self) -> str:
        """The Dreamer's place on the Sleep track and what Dreaming Again would draw."""
        g = self.game
        if not g.track or g.phase == "track":
            return ""
        steps = g.content["sleep_tracks"][g.track]
        track = {"light": _("light"), "deep": _("deep")}.get(g.track, g.track)
        if g.step + 1 < len(steps):
            return _("{track} track, step {step} of {steps}: Dream Again draws {n}").format(
                track=capital(track), step=g.step + 1, steps=len(steps), n=steps[g.step + 1])
        return _("{track} track, last step: no Dream Again").format(track=capital(track))

    def draw_track_line(self, surf, area) -> None:
        """At the controls' foot, when the buttons leave room: the track, as a player weighs Dreaming Again."""
        said = self.track_line()
        if not said:
            return
        y = area.bottom - 8 - L.line(14) // 2
        words_end = self.controls_free_top() - 6 if self.game.pend is None and not self.message else area.y + 8 + L.line(15)
        if any(b.rect.bottom > y - L.line(14) // 2 - 4 and area.colliderect(b.rect) for b in self.buttons) or \
                y - L.line(14) // 2 < max(self.roll_bottom(), words_end):
            return
        d.text(surf, said, (area.x + 12, y), 14, (180, 220, 255), anchor="midleft", max_width=area.width - 24)

    def roll_cells(self) -> list[tuple[int, pygame.Rect]]:
        """Each rolled die in the controls, large, with where it goes: (die, its picture's place).
        Shown while the person resolves the roll; as many as the panel holds (the tray has them all)."""
        g = self.game
        dice = self.listed()
        if not dice:
            return []
        area = self.frame()["controls"]
        top = self.controls_free_top()
        room = pygame.Rect(area.x + 12, top, area.width - 24, area.bottom - 8 - L.line(14) - 6 - top)
        big_words, small_words = self.roll_words()
        text_h = L.line(big_words, bold=True) + L.line(small_words) + 2
        most = max(1, min(len(dice), room.width // max(1, L.em(250))))
        fits = ((size, cols) for size in (min(self.frame()["die"], 80), 56, 40, 28) for cols in range(1, most + 1)
                if max(0, room.height // (max(size, text_h) + 8)) * cols >= len(dice))
        size, cols = next(fits, (0, 0))  # the largest dice that all fit, in as few columns as hold them
        if not size:
            return []  # no room for all of them: the tray shows them (a part listed would mislead)
        cell_h = max(size, text_h) + 8
        per = -(-len(dice) // cols)
        cw = room.width // cols
        out = []
        for k, x in enumerate(dice):
            col, r = divmod(k, per)
            out.append((x, pygame.Rect(room.x + col * cw, room.y + r * cell_h + (cell_h - 8 - size) // 2, size, size)))
        return out

    def listed(self) -> list[int]:
        """The dice the controls list large: the roll being resolved, or the dreams just
        drawn while two are picked to go back (the person's own, never a computer's)."""
        g = self.game
        if g.pend is not None or self.pay is not None or self.me() is None or g.outcome is not None:
            return []
        if g.phase == "resolve":
            return list(g.tray)
        if g.phase == "select" and self.me() == g.current:
            return list(g.drawn)
        return []

    def roll_bottom(self) -> int:
        cells = self.roll_cells()
        return max((r.bottom for _x, r in cells), default=0)

    def roll_die_at(self, pos) -> int | None:
        return next((x for x, r in self.roll_cells() if r.inflate(6, 6).collidepoint(pos)), None)

    def where_it_goes(self, x: int) -> str:
        """A rolled die's row and what it does there, counted as the rules count."""
        from game.rules.lucidity import row_for
        g = self.game
        seat = g.seats[g.resolver]
        row = row_for(g.faces[x], die_colour(x))
        if row == "power":
            return _("to the Power row: +{n} Power").format(n=2 if g.faces[x] == "power2" else 1)
        if row == "hunt":
            return _("to the {row} row: {n}/{most} after it").format(row=tr(look.ROW_NAMES[row]),
                                                                     n=len(seat["rows"]["hunt"]) + 1, most=4)
        if row == "exhaust":
            return _("to the {row} row: {n}/{most} after it").format(row=tr(look.ROW_NAMES[row]),
                                                                     n=g.exhaust_count(g.resolver) + 1, most=3)
        return _("to the {row} row: {n}/{most} after it").format(
            row=_("{colour} Shadow").format(colour=colour_word(row)), n=len(seat["rows"][row]) + 1,
            most=g.shadow_limit())

    def roll_words(self) -> tuple[int, int]:
        """The listed dice's name and line sizes: a size up in a window whose dice are larger."""
        return (17, 15) if self.frame()["die"] >= 64 else (15, 13)

    def draw_roll(self, surf) -> None:
        """The roll, die by die: its face large, its name, where it goes; the one the rules
        take now is lit (drag it, from here or the tray, or click it)."""
        g = self.game
        hidden = {f["die"] for f in self.flyers} | ({self.drag["die"]} if self.drag else set())
        cols = {r.x for _x, r in self.roll_cells()}
        cw = (self.frame()["controls"].width - 24) // max(1, len(cols))
        picking = g.phase == "select"
        for x, r in self.roll_cells():
            ready = self.resolve_action(x) is not None if not picking else x not in self.chosen
            if x not in hidden:
                lit = (250, 160, 120) if picking and x in self.chosen else (150, 240, 170) if ready and not picking else None
                dream_die(surf, r, die_colour(x), None if picking else g.faces[x], lit=lit,  # drawn, not yet rolled
                          badge="chosen" if picking and x in self.chosen else None)
            else:
                pygame.draw.rect(surf, (58, 48, 84), r, 1, border_radius=8)
            tx, room = r.right + 10, cw - r.width - 16
            face = _("dream") if picking or not g.faces[x] else tr(look.FACE_NAMES.get(g.faces[x], N_("dream")))
            name = capital(_("{colour} {face}").format(colour=colour_word(die_colour(x)), face=face))
            big, small = self.roll_words()
            d.text(surf, name, (tx, r.centery - L.line(small) // 2 - 1), big, DREAM_RGB[die_colour(x)], anchor="midleft",
                   bold=True, max_width=room, fit=True)
            if picking:
                said = _("click to keep it") if x in self.chosen else _("click to send it back to the bag")
            else:
                said = self.where_it_goes(x) if ready else _("waits for the dice before it")
            d.text(surf, said, (tx, r.centery + L.line(big, bold=True) // 2 + 1), small,
                   (200, 236, 210) if ready else (170, 160, 200), anchor="midleft", max_width=room, fit=True)

    def draw_ending(self, surf, area) -> None:
        """The night is over: what the last Hunt caught (its dice, as they lay in
        the Hunt row before going back to the bag), until the player goes on."""
        y = area.y + 8
        y += L.text_block(surf, _("The night is over."), (area.x + 12, y, area.width - 24, L.line(17, bold=True)), 17,
                          (244, 230, 190), bold=True) + 6
        for seat, hunt, said in self.caught:
            y += L.text_block(surf, self.named(tr(said)), (area.x + 12, y, area.width - 24, 2 * L.line(15)), 15,
                              (255, 200, 190)) + 4
            self.hunt_shown = [pygame.Rect(area.x + 12 + k * (DIE + 6), y, DIE, DIE) for k in range(len(hunt))]
            for rect, die in zip(self.hunt_shown, hunt):
                dream_die(surf, rect, die["colour"], die["face"])
            y += DIE + 8 if hunt else 0

    def draw_log(self, surf) -> None:
        r = self.log_rect()
        d.panel(surf, r, (22, 16, 36), (70, 60, 110))
        step = max(21, L.line(14) + 2)
        rows = max(1, (r.height - 14) // step)
        logview.draw_tail(surf, r.x + 10, r.y + 8, r.width - 20, rows, step,
                          [self.named(tr(line)) for line in self.log[-rows:]], 14, (170, 162, 195),
                          latest=(230, 222, 245))

    def draw_flyers(self, surf) -> None:
        reduced = reduced_of(self.app)
        for f in self.flyers:
            k = ease(f["t"])
            (ax, ay), (bx, by) = f["a"], f["b"]
            x, y = ax + (bx - ax) * k, ay + (by - ay) * k - math.sin(k * math.pi) * 30
            s0, s1 = f.get("sizes", (f.get("size", 30),) * 2)
            size = int(s0 + (s1 - s0) * k) if not reduced else s1  # Reduce motion: it fades in at its new size
            rect = pygame.Rect(0, 0, size, size)
            rect.center = (int(x), int(y))
            if reduced:  # Reduce motion: no flight, the die fades in where it goes
                layer = pygame.Surface((size + 10, size + 10), pygame.SRCALPHA)
                dream_die(layer, rect.move(-rect.x + 5, -rect.y + 5), f["colour"], f["face"])
                layer.set_alpha(int(255 * f["t"]))
                surf.blit(layer, (int(bx) - size // 2 - 5, int(by) - size // 2 - 5))
                continue
            dream_die(surf, rect, f["colour"], f["face"])


def _plate(surf, words, size, centre, room, bold=False) -> None:
    """A calm dark plate as wide as the words, so they never sit over the picture's paint."""
    w = min(room, L.width(words, size, bold=bold) + 10)
    h = L.line(size, bold=bold) + 2
    plate = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(plate, (10, 6, 20, 170), plate.get_rect(), border_radius=h // 2)
    surf.blit(plate, plate.get_rect(center=centre))


def colour_word(colour: str) -> str:
    return tr(look.COLOUR_WORDS.get(colour, colour))


ABILITY_HELP = {
    "undertow": N_("the Dreamer draws and rolls one more dream"),
    "covet": N_("you pick a dream on the Dreamer's card; they reroll it"),
    "shackle": N_("the Dreamer cannot Dream Again this turn"),
    "maul": N_("you move one of the Dreamer's dreams to their Hunt row"),
    "tempt": N_("you give the Dreamer one of your Power; they must Dream Again"),
}
NIGHTMARE_HELP = (N_("You hunt the Dreamers. On your turn: Consume one {colour} Power from anyone's Power row, or Send Minions (draw two, return one, a Dreamer must roll the other).\nWhenever a Dreamer would place a {colour} Shadow, it becomes your Power, and you may: {ability}."))



add_words(look.rules_words)


def table_from_save(app, data) -> TableScene:
    """The table for a loaded Lucidity save (SaveData, its state already
    checked by loading); it goes on saving after every move."""
    session = Session.from_save(SAVES.path(), data, game="lucidity")
    meta, game = session.meta, session.game
    kinds, seed = meta.get("seats"), meta.get("seed")
    if not (isinstance(kinds, list) and len(kinds) == len(game.seats)
            and all(k == "person" or is_level(k) for k in kinds)):
        kinds = ["person"] * len(game.seats)  # who sat where is lost: everyone is a person
    options = data.state.get("options") or {}
    meta.update(seats=kinds, seed=seed if isinstance(seed, int) else 0, temptation=options.get("temptation"))
    meta.setdefault("options", {"players": len(kinds), "temptation": options.get("temptation")})  # older saves
    table = TableScene(app, kinds, options.get("temptation"), meta["seed"], session=session)
    table.animate(table.positions(), [])  # the dice in the tray, where the save left them
    table.skip()
    return table


def capital(text: str) -> str:
    """`text` with a capital first letter where the language has capitals:
    "the Depths" and "red Shadow (...)" start a label (English only)."""
    return text[:1].upper() + text[1:] if language() == "en" and text else text

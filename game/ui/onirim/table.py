"""Onirim's table: the hand at the bottom, the Labyrinth row, Doors won, the
deck, the discard pile, Limbo and the Mirrors; every Decision as a panel.

Every gesture ends in `apply(action)`: one rules Action through the table's
Session (game.session), which logs it (`applied`), keeps it for undo until a
card is seen, and autosaves. The rules refuse what is illegal with a
sentence, shown as the message; the table never decides legality itself (it
only greys out drop targets using `legal_actions()`).
"""
from __future__ import annotations

import math
from collections import Counter
from functools import lru_cache, partial

import pygame

from game import audio, records
from game.gfx import palette as P
from game.rules.core import Action
from game.rules.onirim import describe, new_game
from game.rules.onirim.actions import Orders
from game.rules.onirim.cards import CARD_NAME, COLOUR_NAMES, IS_DOOR, IS_LOCATION, SYMBOL_NAMES
from game.rules.onirim.mirrors import ALL_MIRRORS, CARDS_TO_EXPLORE, RAINBOW
from game.ui import draw as d
from game.ui import layout as L
from game.ui import logview, notice
from game.ui.stats import remember
from game.ui.actionlist import ActionList, Choice
from game.savefile import SaveError
from game.session import Session
from game.ui.onirim import art, ending, moves, remaining
from game.ui.onirim.art import HAND_TILT
from game.ui.motion import Motion
from game.ui.onirim.help import HelpScene
from game.ui.widgets import Button, press
from game.i18n import N_, Said, _, add_words, ngettext, tr
from game.ui.scenes import Scene
from game.ui.session_table import SessionTable

GOLD = P.GOLD
INK = (234, 228, 246)
DIM = (184, 174, 212)
WARN = (255, 190, 170)
HAND_LIFT = 18  # pixels the card under the mouse rises
LAB_FIT = 6  # Labyrinth cards in view at the least, however tall the window
# Decisions answered by picking cards rather than by buttons.
CARD_STEPS = ("prophecy", "bottom", "sphinx_pick")
MIRROR_MARK = {"sun": ("glyph", "S"), "moon": ("glyph", "M"), "key": ("glyph", "K"), "red": ("emblem", "R"),
               "blue": ("emblem", "B"), "green": ("emblem", "G"), "brown": ("emblem", "Y")}


class OnirimTable(SessionTable, Scene):
    """One solo game of Onirim at the table."""

    def __init__(self, app, game, expansions=(), seed=1, autosave=True, session: Session | None = None):
        """`autosave` False for demo scenes: a screenshot never replaces a player's game.
        `session`: the game's Session when it comes from a save (else one is made for `game`)."""
        self.app = app
        self.expansions = tuple(expansions)
        self.session = session or Session(game, {"seed": seed, "options": {"expansions": list(self.expansions)}},
                                          autosaves=autosave, key="onirim")
        self.started, self.recorded = records.played_seconds(), False  # the records' minutes count from here; not yet in
        self.message = self.session.replay_problem  # a refusal in the rules' words (first: a lost replay log)
        self.log: list = []               # what just happened: rules sentences, cards drawn (log_line)
        self.drag = None                  # {"index", "code", "pos", "grab", "start"} while a card is held
        self.staged = None                # (mirror, hand index): first card of a Mirror pair
        self.picks: list[int] = []        # cards clicked in a card panel, in order
        self.lab_offset = 0               # how far the Labyrinth is scrolled back from its newest card
        self.lab_first = 0                # the first Labyrinth card shown
        self.buttons: list[Button] = []
        self.panel_buttons: list[Button] = []
        self.pick_rects: list[tuple[pygame.Rect, int]] = []
        self.hand_rects: list[tuple[pygame.Rect, int]] = []
        self.mirror_rects: dict[str, pygame.Rect] = {}
        self.zones: dict[str, pygame.Rect] = {}
        self.t = 0.0
        self.motion = Motion(app)         # cards in flight (game/ui/onirim/moves.py)
        self.let_go = None                # (card, centre) of the card just dropped: its flight starts there
        self.keys = ActionList(self.keyboard_choices)  # every move by keyboard (A or Enter)
        screen = getattr(app, "screen", None)
        self.layout(screen.get_size() if screen is not None else (1280, 720))

    # -- the game, as its Session holds it -------------------------------------------------------
    @property
    def box(self) -> Counter:
        """The cards this game is played with, by code: the box's for a shuffled game
        (a position set up from codes holds fewer). Public, as the box's list is; only
        where each unseen card lies is hidden, and nothing here looks at that."""
        if getattr(self, "_box_of", None) is not self.game:
            self._box_of, self._box = self.game, Counter(self.game.cards())
        return self._box

    @property
    def seed(self) -> int:
        return int(self.session.meta.get("seed", 1))

    @seed.setter
    def seed(self, seed: int) -> None:
        self.session.meta["seed"] = seed

    # -- the one door to the rules ----------------------------------------------------------
    def apply(self, action) -> bool:
        before = moves.snapshot(self)
        let_go, self.let_go = self.let_go, None
        done = self.session.apply(action)  # every move is kept: closing the window loses nothing
        if not done.ok:
            self.message = tr(done.reason)
            audio.gesture("refusal")
            return False
        moves.queue(self, before, let_go, done.events)
        audio.events(done.events, "onirim")
        self.message = self.session.save_error
        self.picks = []
        self.staged = None
        self.log = (self.log + log_lines(done.events))[-6:]
        self.lab_offset = 0
        if self.game.outcome is not None:
            remember(self, "onirim", "+".join(sorted(self.expansions)) or "base", self.game.outcome.result.value, seats=["person"],
                     edition="+".join(self.expansions), seed=self.seed, score=len(self.game.doors))
        return True

    def undo(self) -> None:
        """Take back the last move, if no card was seen since (the Session says what it took back)."""
        self.motion.finish()  # cards in flight land first: the table is shown as the state it goes back from
        self.message = tr(self.session.undo())
        self.drag, self.staged, self.picks = None, None, []
        self.log = log_lines(self.session.events)[-6:]

    # -- layout ---------------------------------------------------------------------------------
    def layout(self, size):
        """The zones from the window (cards grow with it, as laid out for 1280 x 720)
        and from the text's line heights at the UI scale (labels, rows, the header),
        so a larger scale moves the rows apart instead of drawing words over cards."""
        w, h = size
        self.size = size
        # the table is laid out for 1280 x 720 and grows with the window
        self.k = max(1.0, min(w / 1280, h / 720))
        u = self.u
        label = L.line(15, bold=True)
        x = w - 14
        self.buttons = []
        bh = L.row(16, 32)
        for text, fn in reversed(((_("Rules"), self.open_help), (_("New game"), self.restart), (_("Menu"), self.leave))):
            bw = L.button_width(text, 16, least=100)
            x -= bw
            self.buttons.insert(0, Button((x, 8, bw, bh), text, fn))
            x -= 8
        title_h = L.line(28, bold=True, role="story")
        self.header = 8 + max(bh, title_h - 8) if L.scale() <= 1 else max(8 + bh, 10 + title_h) + 2
        pile = u(96)
        names = (_("Deck {n}").format(n=88), _("Discard {n}").format(n=88))
        pile_room = max(pile, *(L.width(n, 15, bold=True) + 8 for n in names))
        right = w - max(u(250), 2 * pile_room + u(26) + 8)
        top = max(u(62), self.header + 8)
        deck = pygame.Rect(right + (pile_room - pile) // 2, top, pile, u(134))
        discard = pygame.Rect(right + pile_room + u(26) + (pile_room - pile) // 2, top, pile, u(134))
        limbo_y = max(u(236), deck.bottom + 8 + label + 12)
        doors_y = max(u(74), self.header + label + 8)
        mirrors = self.game.to_data()["mirrors"]
        # The Mirrors' names under them: staggered on two rows when a larger
        # scale makes them wider than the Mirrors are apart.
        names = [L.width(self.mirror_name(m, mirrors[m]["explored"]), 12) + 8 for m in mirrors]
        room = right - 16 - (20 + 8 * u(62) + u(24)) - max(names, default=0) // 2  # the last name spills past its Mirror
        step = max(u(60), min(max(names, default=0), room // max(1, len(mirrors))))
        if step * len(mirrors) > room:  # narrower glasses, so the row keeps clear of the piles
            step = max(24, room // max(1, len(mirrors)))
        glass = min(u(54), step - 6)
        self.stagger = bool(mirrors) and step < max(names, default=0)
        mirror_label = (L.line(12) * (2 if self.stagger else 1) + 10) if mirrors else 0
        lab_y = max(u(196), doors_y + u(80) + mirror_label + label + 8)
        self.right = right
        self.hand_cw = self._hand_width(lab_y, right - 40)
        self.hand_rects = self._hand_rects()  # the hand sets how far down the Labyrinth may grow
        lab = self._labyrinth(lab_y, right - 40)
        limbo = pygame.Rect(right, limbo_y, min(u(218), w - 16 - right), max(u(76), label + 4 + u(52)))
        self.zones = {
            "doors": pygame.Rect(20, doors_y, 8 * u(62), u(80)),
            "deck": deck,
            "discard": discard,
            "limbo": limbo,
            "labyrinth": lab,
        }
        # The right column under Limbo, down to the window's foot (the hand keeps left of it):
        # what is left in the deck, then the log of the last moves.
        column = pygame.Rect(right, limbo.bottom + 10, w - 16 - right, h - 10 - limbo.bottom - 10)
        need = remaining.least_height(self.box)
        if column.height >= need:
            tall = min(column.height, max(need, round(column.width * 0.95)))
            self.zones["remaining"] = pygame.Rect(column.x, column.y, column.width, tall)
            column.y += tall + 12
            column.height -= tall + 12
        self.zones["log"] = column
        self.mirror_rects = {}
        x = 20 + 8 * u(62) + u(24)
        for m in ALL_MIRRORS:
            if m in mirrors:
                self.mirror_rects[m] = pygame.Rect(x + (step - glass) // 2, doors_y, glass, u(80))
                x += step

    def strip_height(self) -> int:
        """The line under the Labyrinth: the run toward a Door, the hint."""
        return L.line(14, bold=True) + 12

    def _hand_width(self, lab_top: int, lab_width: int) -> int:
        """The hand's cards: the 1280 x 720 table's, grown (a quarter at most) into
        what a Labyrinth of LAB_FIT cards across leaves of the window's height."""
        margin = 14 + L.line(12) + 6
        lab_cw = (lab_width - 24) // LAB_FIT - self.u(8)
        heading = 20 + L.line(15, bold=True) + 4
        spare = self.size[1] - 10 - lab_top - margin - round(lab_cw * art.RATIO) - self.strip_height() - heading
        fits = int((spare - 20) / (art.RATIO + 0.05))  # the fan's outer cards sit lower and turn (_hand_rects)
        return max(self.u(112), min(round(self.u(112) * 1.25), fits))

    def _labyrinth(self, top: int, width: int) -> pygame.Rect:
        """The Labyrinth's frame, from `top` down to the strip over the hand's
        heading: its cards as tall as that leaves room for, but never so wide
        that fewer than LAB_FIT show, nor smaller than the 1280 x 720 table's."""
        floor = self.hand_top() - 20 - L.line(15, bold=True) - 4 - self.strip_height()
        self.lab_gap = self.u(8)
        by_width = (width - 24) // LAB_FIT - self.lab_gap
        for margin in (28, 14 + L.line(12) + 6):  # room under the cards for "< n earlier (wheel)" only when needed
            by_height = int((floor - top - margin) / art.RATIO)
            if by_height < self.u(96):  # a short window: the cards before the strip (draw_strip finds no room for it)
                by_height = int((floor + self.strip_height() - top - margin) / art.RATIO)
            # a small window (or a large UI scale) may leave less than the 1280 x 720 table's: smaller cards, then
            self.lab_cw = max(48, min(self.u(96), by_height), min(by_width, by_height))
            if len(self.game.to_data()["labyrinth"]) <= (width - 24) // (self.lab_cw + self.lab_gap):
                break
        return pygame.Rect(20, top, width, margin + round(self.lab_cw * art.RATIO))

    @staticmethod
    def mirror_name(mirror, explored) -> str:
        """A Mirror's name under it; "(done)" when explored, which at a larger
        scale only its gold and its filled glass say (the names must share the row)."""
        return _("{mirror} (done)").format(mirror=word(mirror)) if explored and L.scale() <= 1 else word(mirror)

    def regions(self) -> dict:
        """The table's panels, for the reflow tests (a Decision or the end: its panel alone)."""
        if getattr(self, "dialog_rect", None) is not None:
            return {"dialog": self.dialog_rect}
        z = self.zones
        window = pygame.Rect((0, 0), self.size)
        hand = self.hand_rects[0][0].unionall([r for r, _i in self.hand_rects]).clip(window) if self.hand_rects else None
        title_h = L.line(28, bold=True, role="story")
        out = {"header": pygame.Rect(0, 0, self.size[0], max(self.header, 10 + title_h)), "labyrinth": z["labyrinth"],
               "piles": z["deck"].union(z["discard"]).inflate(0, 0), "limbo": z["limbo"], "hand": hand, "remaining": z.get("remaining"),
               "log": getattr(self, "log_rect", None)}
        return {k: v for k, v in out.items() if v is not None}

    def u(self, v) -> int:
        """A measure of the 1280 x 720 layout at this window's size."""
        return round(v * self.k)

    def card_w(self):
        """A hand card's width (layout: it grows with the window)."""
        return self.hand_cw

    def _hand_rects(self):
        w, h = self.size
        hand = self.game.to_data()["hand"]
        cw = self.card_w()
        ch = round(cw * art.RATIO)
        n = len(hand)
        step = cw + self.u(14)
        # under the Labyrinth, left of the right column (the deck's count and the log live there)
        # and right of the keyboard's hint in the bottom-left corner
        left = 28 + self.keys.hint_size()[0]
        room = getattr(self, "right", w) - 8 - left
        if n > 1 and n * step - self.u(14) > room - 20:  # a narrow window: the fan's cards overlap a little
            step = max(cw // 2, (room - 20 - cw) // (n - 1))
        x0 = left + room // 2 - ((n - 1) * step + cw) // 2
        offs = [i - (n - 1) / 2 for i in range(n)]

        def reach(off):  # from the fan's top to the bottom of this card as drawn (tilted by draw_hand)
            tilt = math.radians(abs(off) * HAND_TILT)
            return int(abs(off) ** 1.6 * 6) + (ch + cw * math.sin(tilt) + ch * math.cos(tilt)) / 2
        top = h - 10 - math.ceil(max(map(reach, offs), default=ch))  # the whole fan inside the window
        return [(pygame.Rect(x0 + i * step, top + int(abs(off) ** 1.6 * 6), cw, ch), i) for i, off in enumerate(offs)]

    # -- gestures -------------------------------------------------------------------------------
    def keyboard_choices(self) -> list[Choice]:
        """Every legal Action as a sentence, grouped by the card it uses (or the
        Decision it answers), then the table's own buttons."""
        g = self.game
        out = []
        if g.outcome is None:
            prompt = tr(g.pending.prompt) if g.pending is not None else None
            legal = g.legal_actions()
            if isinstance(legal, Orders):  # millions of orders: pick the cards one by one, as the mouse does
                legal, offered = [], set()
                for i, code in enumerate(g.revealed):
                    if i in self.picks or code in offered:  # two alike are one choice
                        continue
                    offered.add(code)
                    out.append(Choice(prompt or "", _("Put the {card} next under the deck").format(
                        card=card_name(code)), partial(self.pick, i)))
            for a in legal:
                card = a.get("card") if a.kind in ("play", "discard") else None
                group = prompt or (_("The {card} in your hand").format(card=card_name(card)) if card
                                   else _("The Mirrors"))
                out.append(Choice(group, tr(describe(a)), lambda a=a: self.apply(a), a))
        else:
            out.append(Choice(_("The dream is over"), _("Play again"), self.restart))
            out.append(Choice(_("The dream is over"), _("Title"), self.leave))  # the end dialog's own two ways on
        if self.session.can_undo():
            out.append(Choice(_("The table"), _("Undo the last move"), self.undo))
        return out + [Choice(_("The table"), _("Read the rules"), self.open_help),
                      Choice(_("The table"), _("New game"), self.restart), Choice(_("The table"), _("Menu"), self.leave)]

    def handle(self, event):
        g = self.game
        self.motion.settle_for(event)  # a press or a key lands the cards in flight, then acts on the table as it is
        if self.keys.handle(event):
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.drag or self.staged or self.picks:
                self.drag, self.staged, self.picks = None, None, []
            else:
                self.leave()
            return None
        if event.type == pygame.MOUSEWHEEL:
            self.lab_offset = max(0, self.lab_offset + (1 if event.y > 0 else -1))
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.layout(self.size)
            panel = getattr(self, "dialog_rect", None)
            if g.outcome is not None and panel is not None and panel.collidepoint(event.pos):
                self.click_panel(event.pos)  # the end dialog covers the top buttons at 2x: a press on it is its own
                return None
            if press(self.buttons, event.pos):
                return None
            if g.outcome is not None or g.pending is not None:
                panel = getattr(self, "dialog_rect", None)
                if g.pending is not None and panel is not None and not panel.collidepoint(event.pos):
                    self.message = _("First answer the question above.")  # a press there is not lost in silence
                self.click_panel(event.pos)
                return None
            if self.staged and self.mirror_rects[self.staged[0]].collidepoint(event.pos):
                self.staged = None  # take the first card of the pair back
                return None
            for rect, i in reversed(self.hand_rects):
                # the card under the mouse is drawn lifted (draw_hand): its raised top picks it up too
                if rect.union(rect.move(0, -HAND_LIFT)).collidepoint(event.pos) and not (self.staged and self.staged[1] == i):
                    self.drag = {"index": i, "code": g.to_data()["hand"][i], "pos": event.pos,
                                 "grab": (event.pos[0] - rect.x, event.pos[1] - rect.y)}
                    self.message = ""
                    return None
            return None
        if event.type == pygame.MOUSEMOTION and self.drag:
            self.drag["pos"] = event.pos
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            drag, self.drag = self.drag, None
            self.let_go = (drag["code"], (event.pos[0] - drag["grab"][0] + self.card_w() // 2,
                                          event.pos[1] - drag["grab"][1] + round(self.card_w() * art.RATIO) // 2))
            self.drop(drag["code"], drag["index"], event.pos)
            return None
        return event

    def target_at(self, pos):
        if self.zones["labyrinth"].collidepoint(pos):
            return "labyrinth"
        if self.zones["discard"].collidepoint(pos):
            return "discard"
        for m, rect in self.mirror_rects.items():
            if rect.collidepoint(pos):
                return m
        return None

    def drop(self, code, index, pos):
        """A hand card let go at `pos`: one Action, or nothing."""
        target = self.target_at(pos)
        if target == "labyrinth":
            self.apply(Action.make("play", card=code))
        elif target == "discard":
            self.apply(Action.make("discard", card=code))
        elif target is not None:
            self.drop_on_mirror(target, code, index)
        elif not any(rect.collidepoint(pos) for rect, _i in self.hand_rects):  # back on the hand: put back, no word
            self.message = notice.Instruction(
                _("To use a card, let go of it over the Labyrinth, the discard pile or a Mirror.") if self.mirror_rects
                else _("To use a card, let go of it over the Labyrinth or the discard pile."))

    def drop_on_mirror(self, mirror, code, index):
        hand = self.game.to_data()["hand"]
        if self.staged and self.staged[0] == mirror:
            first = hand[self.staged[1]]
            self.apply(Action.make("mirror", mirror=mirror, cards=[first, code]))
            return
        fits = [a for a in self.game.legal_actions() if a.kind == "mirror" and a.get("mirror") == mirror
                and code in a.get("cards")]
        if not fits:
            self.message = self.mirror_refusal(mirror, code)
            return
        self.staged = (mirror, index)  # the instruction for the second card is drawn while it waits
        self.message = ""

    def mirror_refusal(self, mirror, code):
        if self.game.to_data()["mirrors"][mirror]["explored"]:
            return Said("The {mirror} Mirror is already explored: nothing more goes under it.", mirror=source_word(mirror))
        what = (Said("one card of each colour") if mirror == RAINBOW else
                Said("two cards showing the {symbol}", symbol=source_word(mirror)) if mirror in ("sun", "moon", "key") else
                Said("two {colour} cards", colour=source_word(mirror)))
        return Said("The {mirror} Mirror takes a pair from your hand, {what}; the {card} has no partner for it now.",
                    mirror=source_word(mirror), what=what, card=card_name(code))

    def click_panel(self, pos):
        for b in list(self.panel_buttons):
            if b.rect.collidepoint(pos):
                b.on_click()
                return
        for rect, i in self.pick_rects:
            if rect.collidepoint(pos):
                self.pick(i)
                return

    def pick(self, i):
        """A card clicked in a card panel: choose, in order; the last pick sends the Action."""
        g = self.game
        data = g.to_data()
        step = data["step"]
        if step == "mirror_choice":
            codes = self.pile_codes()
            self.picks.append(i)
            chosen = [codes[k] for k in self.picks]
            pile = self.mirror_pile()
            if any(chosen.count(c) > pile.count(c) for c in chosen):
                self.picks.pop()
                self.message = _("There are not that many of this card in the pile.")
                return
            if len(self.picks) >= min(2, len(pile)):
                self.apply(Action.make("mirror_choice", cards=chosen))
            return
        if i in self.picks:
            self.picks.remove(i)
            return
        self.picks.append(i)
        cards = data["revealed"]
        if step == "sphinx_pick":
            self.apply(Action.make("sphinx_pick", card=cards[i]))
        elif len(self.picks) == len(cards):
            order = [cards[k] for k in self.picks]
            if step == "prophecy":
                self.apply(Action.make("prophecy", discard=order[0], order=order[1:]))
            else:
                self.apply(Action.make("bottom_order", order=order))

    def mirror_pile(self):
        data = self.game.to_data()
        return data["deck"] if data["effect"] == "red" else data["discard"]

    def pile_codes(self):
        return sorted(set(self.mirror_pile()), key=_order_key)

    # -- scene changes ----------------------------------------------------------------------
    def open_help(self):
        self.app.push(HelpScene(self.app))

    def restart(self):
        self.seed += 1
        fresh = new_game(None, {"expansions": list(self.expansions)}, self.seed)
        self.__init__(self.app, fresh, self.expansions, self.seed, self.autosave)

    def leave(self):
        """Back to Onirim's title, as Lucidity and Prophecy do: a game in progress
        asks first (Esc again, or Enter, leaves), saying whether it is kept."""
        if self.game.outcome is not None:
            self.app.pop()
            return
        from game.ui.confirm import ask_to_leave
        ask_to_leave(self.app, self, self.autosave, self.app.pop)

    def update(self, dt):
        self.t += dt
        self.motion.update(dt)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surf):
        self.layout(surf.get_size())
        w, h = surf.get_size()
        data = self.game.to_data()
        d.night_sky(surf, seed=23)
        mouse = self.drag["pos"] if self.drag else pygame.mouse.get_pos()
        self.dialog_rect = None
        title = d.text(surf, _("ONIRIM"), (20, 10), 28, P.MOONLIGHT, bold=True, role="story", glow=True)
        info = _("Turn {turn}   ·   Doors {n} of 8").format(turn=data["turn"], n=len(data["doors"]))
        if data["mirrors"]:
            done = sum(1 for m in data["mirrors"].values() if m["explored"])
            info += _("   ·   Mirrors explored {done}").format(done=done)
        info_x = max(170, title.right + 20)
        d.text(surf, info, (info_x, title.centery), 16, DIM, anchor="midleft",
               max_width=self.buttons[0].rect.x - 16 - info_x, fit=True)
        for b in self.buttons:
            b.draw(surf, mouse)
        self.draw_doors(surf, data)
        self.draw_mirrors(surf, data)
        self.draw_piles(surf, data)
        self.draw_labyrinth(surf, data)
        self.draw_strip(surf, data)
        self.draw_remaining(surf, data)
        self.draw_log(surf)
        self.draw_hand(surf, data, mouse)
        moves.draw(self, surf)
        self.panel_buttons, self.pick_rects = [], []
        if self.game.outcome is not None:
            self.draw_end(surf, data, mouse)
        elif self.game.pending is not None:
            self.draw_decision(surf, data, mouse)
        if (self.message or self.instruction()) and self.game.outcome is None:  # at the end: inside its dialog
            self.draw_message(surf)
        hint = pygame.Rect((20, self.size[1] - max(30, self.keys.hint_size()[1] + 4)), self.keys.hint_size())
        covered = self.game.outcome is not None and self.dialog_rect is not None and self.dialog_rect.colliderect(hint)
        self.keys.draw(surf, hint_at=None if covered else hint.topleft)  # the end dialog may reach the corner

    def draw_doors(self, surf, data):
        z = self.zones["doors"]
        d.text(surf, _("Doors opened"), (z.x, z.y - 4), 15, GOLD, bold=True, anchor="bottomleft")
        opened = data["doors"]
        for k, colour in enumerate("RBGY"):
            n = opened.count(colour + "D")
            for j in range(2):
                rect = pygame.Rect(z.x + (k * 2 + j) * self.u(62), z.y, self.u(56), self.u(78))
                if j < n and not moves.hidden(self, ("door", colour, j)):
                    surf.blit(art.card(colour + "D", rect.width), rect)
                else:
                    slot = pygame.Surface(rect.size, pygame.SRCALPHA)
                    main = art.COLOURS[colour][0]
                    pygame.draw.rect(slot, (*main, 40), slot.get_rect(), border_radius=6)
                    pygame.draw.rect(slot, (*main, 140), slot.get_rect(), 2, border_radius=6)
                    surf.blit(slot, rect)
                    icon = art.emblem_icon(colour, self.u(26))
                    surf.blit(icon, icon.get_rect(center=rect.center))

    def draw_mirrors(self, surf, data):
        if not self.mirror_rects:
            return
        first = next(iter(self.mirror_rects.values()))
        d.text(surf, _("Mirrors"), (first.x, first.y - 4), 15, GOLD, bold=True, anchor="bottomleft")
        legal = {a.get("mirror") for a in self.game.legal_actions() if a.kind == "mirror"}
        dragging = self.drag is not None
        for k, (m, rect) in enumerate(self.mirror_rects.items()):
            state = data["mirrors"][m]
            glass = pygame.Surface(rect.size, pygame.SRCALPHA)
            oval = glass.get_rect().inflate(-6, -4)
            if state["explored"]:
                pygame.draw.ellipse(glass, (250, 236, 190, 200), oval)
            else:
                for i in range(oval.height // 2):
                    t = i / max(1, oval.height // 2)
                    pygame.draw.ellipse(glass, (*P.mix((140, 170, 220), (40, 40, 90), t), 230),
                                        oval.inflate(-i * 2 * oval.width / oval.height, -i * 2))
            pygame.draw.ellipse(glass, GOLD, oval, 3)
            surf.blit(glass, rect)
            kind, what = MIRROR_MARK.get(m, ("rainbow", ""))
            c = (rect.centerx, rect.centery - 8)
            if kind == "glyph":
                icon = art.glyph_icon(what, 30, (40, 30, 70) if state["explored"] else P.MOONLIGHT)
                surf.blit(icon, icon.get_rect(center=c))
            elif kind == "emblem":
                icon = art.emblem_icon(what, 30)
                surf.blit(icon, icon.get_rect(center=c))
            else:
                for k, colour in enumerate("RBGY"):
                    pygame.draw.arc(surf, art.COLOURS[colour][0], pygame.Rect(c[0] - 16 + k * 3, c[1] - 12 + k * 3,
                                                                            32 - k * 6, 32 - k * 6), 0, math.pi, 3)
            if not state["explored"]:
                # whole on a dark pill, which may reach past a narrow glass (a cut count says nothing)
                count = f"{len(state['cards'])}/{CARDS_TO_EXPLORE}"
                pill = pygame.Rect(0, 0, L.width(count, 12, bold=True) + 6, L.line(12, bold=True))
                pill.center = (rect.centerx, rect.bottom - 16)
                pygame.draw.rect(surf, (24, 16, 44), pill, border_radius=pill.height // 2)
                d.text(surf, count, pill.center, 12, INK, anchor="center", bold=True)
            below = rect.bottom + 2 + (L.line(12) if self.stagger and k % 2 else 0)
            d.text(surf, self.mirror_name(m, state["explored"]), (rect.centerx, below), 12,
                   GOLD if state["explored"] else DIM, anchor="midtop")
            if self.staged and self.staged[0] == m:
                code = data["hand"][self.staged[1]]
                surf.blit(art.card(code, 40), (rect.right - 26, rect.y - 8))
            if dragging and m in legal:
                pygame.draw.rect(surf, GOLD, rect.inflate(6, 6), 2, border_radius=10)

    def draw_piles(self, surf, data):
        deck, discard, limbo = self.zones["deck"], self.zones["discard"], self.zones["limbo"]
        if data["deck"]:
            for k in range(min(4, len(data["deck"]) // 12 + 1), 0, -1):
                surf.blit(art.back(deck.width), deck.move(k * 2, -k * 2))
        else:
            pygame.draw.rect(surf, (90, 60, 110), deck, 2, border_radius=8)
        d.text(surf, _("Deck {n}").format(n=len(data["deck"])), (deck.centerx, deck.bottom + 8), 15, INK, anchor="midtop",
               bold=True)
        under = 1 if moves.hidden(self, ("discard",)) else 0  # the card on its way is not on the pile yet
        if len(data["discard"]) > under:
            surf.blit(art.card(data["discard"][under], discard.width), discard)
        else:
            pygame.draw.rect(surf, (90, 60, 110), discard, 2, border_radius=8)
            d.text(surf, _("discard pile"), discard.center, 14, DIM, anchor="center", italic=True)
        d.text(surf, _("Discard {n}").format(n=len(data["discard"])), (discard.centerx, discard.bottom + 8), 15, INK,
               anchor="midtop", bold=True)
        if self.drag:
            pygame.draw.rect(surf, GOLD, discard.inflate(8, 8), 3, border_radius=10)
        d.text(surf, _("Limbo {n}").format(n=len(data["limbo"])), (limbo.x, limbo.y), 15, INK, bold=True)
        for k, code in enumerate(data["limbo"][:8]):
            if not moves.hidden(self, ("limbo", k)):  # a Door on its way there is drawn by its flight
                spot = self.limbo_spot(k, len(data["limbo"]))
                surf.blit(art.card(code, spot.width), spot)

    def limbo_spot(self, k: int, count: int) -> pygame.Rect:
        """Where Limbo's card `k` lies: in a row beside its label, or under a
        label too long for that at a large scale."""
        limbo = self.zones["limbo"]
        label = _("Limbo {n}").format(n=count)
        cw = self.u(36)  # grown with the window, as the piles are
        x, y = max(limbo.x + 70, limbo.x + L.width(label, 15, bold=True) + 8), limbo.y
        if x + cw > limbo.right:  # a long word at a large scale: the cards go under it
            x, y = limbo.x, limbo.y + L.line(15, bold=True) + 4
        return pygame.Rect(x + k * cw // 2, y, cw, round(cw * art.RATIO))

    def draw_labyrinth(self, surf, data):
        z = self.zones["labyrinth"]
        lab = data["labyrinth"]
        self.lab_title = d.text(surf, _("The Labyrinth"), (z.x, z.y - 4), 15, GOLD, bold=True, anchor="bottomleft")
        frame = pygame.Surface(z.size, pygame.SRCALPHA)
        pygame.draw.rect(frame, (20, 14, 40, 150), frame.get_rect(), border_radius=12)
        surf.blit(frame, z)
        legal_play = self.drag and Action.make("play", card=self.drag["code"]) in self.game.legal_actions()
        border = GOLD if legal_play else (200, 90, 100) if self.drag else (90, 74, 140)
        pygame.draw.rect(surf, border, z, 3 if self.drag else 2, border_radius=12)
        if self.drag:  # a shape as well as the frame's colour: a tick where it may go, a barred circle where not
            drop_mark(surf, (z.right - 22, z.y + 20), legal_play, border)
        cw, gap = self.lab_cw, self.lab_gap
        fit = max(1, (z.width - 24) // (cw + gap))
        first = max(0, len(lab) - fit - self.lab_offset)
        self.lab_offset = max(0, len(lab) - fit - first) if len(lab) > fit else 0
        self.lab_first = first  # the first card shown (the wheel scrolls back through older ones)
        shown = lab[first:first + fit]
        for k, code in enumerate(shown):
            x = z.x + 12 + k * (cw + gap)
            rect = pygame.Rect(x, z.y + 14, cw, round(cw * art.RATIO))
            if moves.hidden(self, ("lab", first + k)):
                continue  # still gliding in
            surf.blit(art.card(code, cw), rect)
            if first + k < data["spent"]:  # these cards already opened a Door
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(veil, (10, 6, 24, 120), veil.get_rect(), border_radius=7)
                surf.blit(veil, rect)
        if first:
            d.text(surf, _("< {first} earlier (wheel)").format(first=first), (z.x + 12, z.bottom - 4), 12, DIM,
                   anchor="bottomleft", max_width=z.width - 24)
        if not lab:
            d.text(surf, _("Drag a card from your hand here to explore it."), z.center, 17, DIM, anchor="center",
                   italic=True)

    def draw_log(self, surf):
        """The last moves in the right column, under what is left in the deck
        (as many as fit: none in a window too small for them)."""
        z = self.zones["log"]
        step = max(20, L.line(14) + 2)
        n = max(0, min(8, z.height // step))
        drawn = logview.draw_tail(surf, z.x, z.y, z.width, n, step, [log_line(line) for line in self.log[-n:]] if n else [],
                                  14, DIM, latest=INK)
        self.log_rect = pygame.Rect(z.x, z.y, z.width, drawn * step) if drawn else None

    def draw_strip(self, surf, data):
        """Under the Labyrinth: how far its last run goes toward a Door, then the hint."""
        z = self.zones["labyrinth"]
        y = z.bottom + 6 + L.line(14, bold=True) // 2
        x = z.x + 4
        room = z.bottom + self.strip_height() <= self.hand_top() - 20 - L.line(15, bold=True) - 2
        if not room:  # a small window: the run beside the Labyrinth's title, and no hint
            x, y = self.lab_title.right + 16, self.lab_title.centery
        run = _run(data["labyrinth"], data["spent"])
        if run:
            colour, n = run
            light = art.COLOURS[colour][1]
            for k in range(3):  # three marks: a Door opens on the third of a colour
                c = (x + 7 + k * 18, y)
                pygame.draw.circle(surf, light, c, 6, 0 if k < n else 2)
            x += 3 * 18 + 6
            left = 2 - data["doors"].count(colour + "D")
            said = (_("{n} of 3 toward a {colour} Door").format(n=min(n, 3), colour=word(COLOUR_NAMES[colour]))
                    if left > 0 and n < 3 else _("{n} {colour} in a row").format(n=n, colour=word(COLOUR_NAMES[colour])))
            x = d.text(surf, said, (x, y), 14, light, anchor="midleft", bold=True).right + 24
        if room and not self.drag and self.game.pending is None and self.game.outcome is None and not self.message \
                and not self.staged:
            hint = _("Drag a card onto the Labyrinth to explore it, or onto the discard pile")
            hint += _(" (a Key: Prophecy).") if not self.mirror_rects else _("; two matching cards onto a Mirror.")
            if L.width(hint, d.least_size(), italic=True) <= z.right - x:  # whole, or not at all (the A list says it too)
                d.text(surf, hint, (z.right, y), 14, (170, 160, 205), anchor="midright", italic=True,
                       max_width=z.right - x, fit=True)

    def draw_remaining(self, surf, data):
        z = self.zones.get("remaining")
        if z is not None:
            remaining.draw(surf, z, self.box, data, card_name)

    def hand_top(self) -> int:
        return min((r.y for r, _i in self.hand_rects), default=self.size[1] - 40)

    def draw_hand(self, surf, data, mouse):
        hand = data["hand"]
        middle = (self.hand_rects[0][0].left + self.hand_rects[-1][0].right) // 2 if self.hand_rects else self.size[0] // 2
        d.text(surf, _("Your hand"), (middle, self.hand_top() - 20), 15, GOLD, anchor="midbottom",
               bold=True)
        hover = None
        if not self.drag and self.game.pending is None:
            for rect, i in reversed(self.hand_rects):
                if rect.collidepoint(mouse):
                    hover = i
                    break
        for rect, i in self.hand_rects:
            if moves.hidden(self, ("hand", i)):
                continue  # still on its way from the deck
            if (self.drag and self.drag["index"] == i) or (self.staged and self.staged[1] == i):
                ghost = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(ghost, (200, 190, 240, 70), ghost.get_rect(), 2, border_radius=8)
                surf.blit(ghost, rect)
                continue
            off = i - (len(hand) - 1) / 2
            img = art.card(hand[i], rect.width)
            r = rect.move(0, -HAND_LIFT if hover == i else 0)
            if hover != i:
                img = pygame.transform.rotozoom(img, -off * HAND_TILT, 1)
            surf.blit(img, img.get_rect(center=r.center))
        if self.drag:
            x, y = self.drag["pos"][0] - self.drag["grab"][0], self.drag["pos"][1] - self.drag["grab"][1]
            img = art.card(self.drag["code"], self.card_w())
            shadow = pygame.Surface(img.get_size(), pygame.SRCALPHA)
            pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=8)
            surf.blit(shadow, (x + 8, y + 10))
            surf.blit(img, (x, y - 6))

    def instruction(self):
        """What to do next while the first card of a Mirror pair waits on its Mirror."""
        if self.staged:
            return Said("Now drag a second card onto the {mirror} Mirror (click the Mirror to take the first back).",
                        mirror=source_word(self.staged[0]))
        return ""

    def draw_message(self, surf):
        """A refusal in the refusal's look; else, an instruction in its own."""
        w, h = self.size
        kind = notice.kind_of(self.message) if self.message else notice.INSTRUCTION
        message = tr(self.message or self.instruction())  # a Said is worded in today's language
        room = self.right - 20  # over the hand, left of the right column
        img_w = min(room - 20, max(900, L.width(message, 15) + 20))
        text_h = L.block_height(message, img_w - 20, 15)
        box = pygame.Rect(10 + room // 2 - img_w // 2, 0, img_w, max(30, text_h + 8))
        box.bottom = self.hand_top() - 20 - L.line(15, bold=True) - 2
        notice.draw(surf, box, message, kind)

    # -- Decisions ----------------------------------------------------------------------------------
    def _veil(self, surf):
        L.veil(surf, (8, 4, 20, 150))

    def panel_rows(self):
        """The panel's text rows from the top (centre of the prompt, centre of
        the hint, where its cards or buttons begin): as at 1x, moved apart as
        the lines grow with the UI scale."""
        prompt, hint = L.line(18, bold=True, role="story"), L.line(15)
        p = max(26, 8 + prompt // 2)
        q = max(56, p + prompt // 2 + 6 + hint // 2)
        return p, q, max(100, q + hint // 2 + 14), max(56, p + prompt // 2 + 10)

    def draw_decision(self, surf, data, mouse):
        self._veil(surf)
        w, h = self.size
        step = data["step"]
        pending = self.game.pending
        # A long Diver run's orders are made on demand: their labels name the same cards, so a few give the width.
        options = pending.options[:200] if isinstance(pending.options, Orders) else pending.options
        width = min(w - 40, max(880, self.widest_option(options) * (2 if len(pending.options) > 5 else 1) + 80))
        rect = pygame.Rect(w // 2 - width // 2, min(70, max(10, (h - self.panel_height(data, pending)) // 2)), width,
                           self.panel_height(data, pending))
        self.dialog_rect = rect
        d.panel(surf, rect, (34, 26, 60), GOLD)
        d.text(surf, tr(pending.prompt), (rect.centerx, rect.y + self.panel_rows()[0]), 18, P.MOONLIGHT, anchor="center",
               max_width=rect.width - 40, role="story", bold=True, fit=True)
        if step in CARD_STEPS:
            self.draw_card_choice(surf, data, rect, mouse)
        elif step == "mirror_choice" and any(a.get("cards") is not None for a in pending.options):
            self.draw_pile_choice(surf, data, rect, mouse)
        else:
            self.draw_button_choice(surf, data, rect, mouse, pending.options)

    def widest_option(self, options) -> int:
        return max([L.button_width(tr(describe(o)), Button.SIZE, least=420) for o in options] + [420])

    def panel_height(self, data, pending):
        """Tall enough for what the panel shows, never taller than the screen."""
        step = data["step"]
        _p, _q, cards_y, buttons_y = self.panel_rows()
        if step in CARD_STEPS:
            cw = 120 if len(data["revealed"]) <= 5 else 96
            need = cards_y + round(cw * art.RATIO) + max(70, L.line(14, bold=True) + L.line(13, italic=True) + 24)
        elif step == "mirror_choice" and any(a.get("cards") is not None for a in pending.options):
            per_row = (880 - 40) // 72
            need = cards_y - 10 + -(-len(self.pile_codes()) // per_row) * (round(62 * art.RATIO) + max(24, L.line(13) + 4))
        else:
            shown = bool(data["drawn"]) or step == "diver"
            rows = len(pending.options) if len(pending.options) <= 5 else -(-len(pending.options) // 2)
            need = buttons_y + (round(110 * art.RATIO) + 20 if shown else 10) + rows * (L.row(16, 38) + 8) + 20
        return min(self.size[1] - 20 - (70 if L.scale() <= 1 else 0), need)

    def draw_card_choice(self, surf, data, rect, mouse):
        step = data["step"]
        cards = data["revealed"]
        hint = {"prophecy": _("Click the card to throw away first, then the others in the order you will draw them."),
                "bottom": _("Click the cards in the order they go under the deck: the first lies nearest the top."),
                "sphinx_pick": _("Click the card to put on top of the deck; the others then go under it.")}[step]
        _p, q, cards_y, _b = self.panel_rows()
        d.text(surf, hint, (rect.centerx, rect.y + q), 15, DIM, anchor="center", max_width=rect.width - 40, fit=True)
        cw = 120 if len(cards) <= 5 else 96
        gap = 16
        x0 = rect.centerx - (len(cards) * (cw + gap) - gap) // 2
        y = rect.y + cards_y
        for i, code in enumerate(cards):
            r = pygame.Rect(x0 + i * (cw + gap), y, cw, round(cw * art.RATIO))
            lifted = r.move(0, -10) if r.collidepoint(mouse) else r
            surf.blit(art.card(code, cw), lifted)
            self.pick_rects.append((r, i))
            if i in self.picks:
                n = self.picks.index(i)
                if step == "prophecy" and n == 0:
                    tag, colour = _("thrown away"), (220, 90, 100)
                    pygame.draw.line(surf, colour, lifted.topleft, lifted.bottomright, 5)
                    pygame.draw.line(surf, colour, lifted.topright, lifted.bottomleft, 5)
                else:
                    k = n if step == "prophecy" else n + 1
                    tag, colour = (_("{nth} drawn") if step == "prophecy" else _("{nth} under")).format(nth=_nth(k)), GOLD
                    badge = (lifted.centerx, lifted.y + 24)  # between the corner marks, clear of the glyph
                    radius = max(19, L.line(20, bold=True) // 2 + 2)
                    pygame.draw.circle(surf, (30, 20, 50), badge, radius)
                    pygame.draw.circle(surf, colour, badge, radius, 3)
                    d.text(surf, str(k), badge, 20, colour, anchor="center", bold=True)
                d.text(surf, tag, (r.centerx, r.bottom + 4), 14, colour, anchor="midtop", bold=True)
        ly = y + round(cw * art.RATIO) + max(44, 8 + L.line(14, bold=True) + L.line(13, italic=True) // 2 + 4)
        d.text(surf, _("Click a chosen card again to take it back."), (rect.centerx, ly), 13, DIM, anchor="center",
               italic=True)

    def draw_pile_choice(self, surf, data, rect, mouse):
        codes = self.pile_codes()
        pile = self.mirror_pile()
        need = min(2, len(pile))
        chosen = [codes[k] for k in self.picks]
        said = _(", ").join(card_name(c) for c in chosen) or _("none yet")
        d.text(surf, ngettext("Click {n} card: the first you click will be drawn first. Chosen: {chosen}.",
                              "Click {n} cards: the first you click will be drawn first. Chosen: {chosen}.",
                              need).format(n=need, chosen=said), (rect.centerx, rect.y + self.panel_rows()[1]), 15,
               DIM, anchor="center", max_width=rect.width - 40, fit=True)
        cw, gap = 62, 10
        per_row = (rect.width - 40) // (cw + gap)
        for i, code in enumerate(codes):
            row, col = divmod(i, per_row)
            r = pygame.Rect(rect.x + 24 + col * (cw + gap),
                            rect.y + self.panel_rows()[2] - 10 + row * (round(cw * art.RATIO) + max(24, L.line(13) + 4)),
                            cw, round(cw * art.RATIO))
            surf.blit(art.card(code, cw), r.move(0, -6) if r.collidepoint(mouse) else r)
            d.text(surf, f"x{pile.count(code)}", (r.centerx, r.bottom + 2), 13, INK, anchor="midtop", bold=True)
            if i in self.picks:
                pygame.draw.rect(surf, GOLD, r.inflate(6, 6), 3, border_radius=8)
            self.pick_rects.append((r, i))

    def draw_button_choice(self, surf, data, rect, mouse, options):
        shown = []
        if data["drawn"]:
            shown.append(data["drawn"])
        if data["step"] == "diver":
            shown += data["revealed"]
        cw = 110
        x0 = rect.centerx - (len(shown) * (cw + 14) - 14) // 2
        top = rect.y + self.panel_rows()[3]
        for k, code in enumerate(shown):
            surf.blit(art.card(code, cw), (x0 + k * (cw + 14), top))
        y = top + (round(cw * art.RATIO) + 20 if shown else 10)
        cols = 1 if len(options) <= 5 else 2
        bw = min(self.widest_option(options), (rect.width - 60) // cols)
        per_col = -(-len(options) // cols)
        bh = L.row(16, 38)
        for i, opt in enumerate(options):
            col, row = divmod(i, per_col)
            x = rect.centerx - (bw if cols == 1 else 2 * bw + 20) // 2 + col * (bw + 20)
            b = Button((x, y + row * (bh + 8), bw, bh), tr(describe(opt)), lambda o=opt: self.apply(o), GOLD)
            b.draw(surf, mouse)
            self.panel_buttons.append(b)

    def draw_end(self, surf, data, mouse):
        """The game's story in one dialog (game/ui/onirim/ending.py), over the dimmed table."""
        self._veil(surf)
        ending.draw_end(self, surf, data, mouse)


def drop_mark(surf, c, ok: bool, colour) -> None:
    """A tick (the card may go here) or a barred circle (it may not)."""
    x, y = c
    pygame.draw.circle(surf, (20, 14, 34), c, 13)
    if ok:
        pygame.draw.lines(surf, colour, False, [(x - 7, y), (x - 2, y + 6), (x + 8, y - 6)], 4)
    else:
        pygame.draw.circle(surf, colour, c, 10, 3)
        pygame.draw.line(surf, colour, (x - 7, y + 7), (x + 7, y - 7), 3)


def _run(lab, spent):
    """(colour, n): the unspent same-colour streak at the end of the Labyrinth."""
    if len(lab) <= spent:
        return None
    colour, n = lab[-1][0], 0
    for code in reversed(lab[spent:]):
        if code[0] != colour:
            break
        n += 1
    return (colour, n) if n >= 2 else None


ORDINALS = {1: N_("1st"), 2: N_("2nd"), 3: N_("3rd"), 4: N_("4th"), 5: N_("5th"), 6: N_("6th")}
WORDS = {"red": N_("red"), "blue": N_("blue"), "green": N_("green"), "brown": N_("brown"), "sun": N_("Sun"),
         "moon": N_("Moon"), "key": N_("Key"), "rainbow": N_("Rainbow")}
CARD_WORDS = {"NN": N_("Nightmare"), "SX": N_("Sphinx"), "DV": N_("Diver"), "CF": N_("Confusion")}


def _nth(k):
    return tr(ORDINALS[k]) if k in ORDINALS else _("{n}th").format(n=k)


def word(key: str) -> str:
    """A colour, symbol or Mirror of Onirim in the current language."""
    return tr(source_word(key))


def source_word(key: str) -> str:
    """A colour, symbol or Mirror of Onirim in English, the catalogue's key
    (an argument of a Said, worded when the message is shown)."""
    return WORDS.get(key, key)


def card_name(code: str) -> str:
    """A card as the labels name it: 'red Sun', 'blue Door', 'Nightmare' (a Said:
    a message naming it is worded again after a change of language)."""
    if IS_LOCATION.get(code):
        return Said("{colour} {symbol}", colour=source_word(COLOUR_NAMES[code[0]]),
                    symbol=source_word(SYMBOL_NAMES[code[1]]))
    if IS_DOOR.get(code):
        return Said("{colour} Door", colour=source_word(COLOUR_NAMES[code[0]]))
    return Said(CARD_WORDS.get(code, code))


def log_lines(events) -> list:
    """The log's entries for these Events: rules sentences (worded when drawn,
    by log_line: a change of language rewords them); cards drawn one after
    another read as one line (a tuple of their codes)."""
    lines: list = []
    drawn: list = []
    for e in list(events) + [None]:
        if e is not None and e.kind == "drawn":
            drawn.append(e.data.get("card"))
            continue
        if drawn:
            lines.append(tuple(drawn))
            drawn = []
        if e is not None and e.text:
            lines.append(e.text)
    return lines


def log_line(entry) -> str:
    """A line of the table's log in the current language: the rules' sentence,
    or the cards drawn one after another (their codes)."""
    if isinstance(entry, tuple):
        return _("Drawn: {cards}.").format(cards=_(", ").join(card_name(c) for c in entry))
    return tr(entry)


@lru_cache(maxsize=4)
def _rules_words(code: str) -> dict:
    """The rules name cards and Mirrors in English ("red Key", "sun"); tr() finds
    them here when they are pieces of a rules sentence ("You discard a {0}.")."""
    if code == "en":
        return {}
    out = {english: card_name(c) for c, english in CARD_NAME.items()}
    out.update({m: word(m) for m in ("sun", "moon", "key", "red", "blue", "green", "brown", "rainbow")})
    return out


add_words(_rules_words)


def _order_key(code):
    return ("RBGY".find(code[0]) if code[0] in "RBGY" else 9, code)


def table_from_save(app, data) -> "OnirimTable":
    """The table for a loaded save (SaveData); SaveError if its state is not a game."""
    from game.savefile import autosave_path
    try:
        session = Session.from_save(autosave_path(None, "onirim"), data, game="onirim")
        [Action.from_data(a) for a in data.actions]
    except (ValueError, TypeError, KeyError) as err:
        raise SaveError(f"The Onirim save cannot be opened: {err}.") from err
    meta = session.meta
    meta["seed"] = meta.get("seed") if isinstance(meta.get("seed"), int) else 1
    expansions = tuple(meta.get("expansions") or session.game.to_data()["expansions"])
    meta.setdefault("options", {"expansions": list(expansions)})  # a save from before the Session kept none
    return OnirimTable(app, session.game, expansions, session=session)

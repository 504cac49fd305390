"""Lucidity: Six-Sided Nightmares, the rules as a state machine.

A Dreamer's turn: choose a sleep track, draw, return two, roll, resolve
(Power, Hunt, Exhaust, then Shadows in any order), check the filled rows
(Hunt, Exhaust, Shadow), then Rest or Dream Again. A Nightmare's turn:
Consume Power or Send Minions. Choices that belong to someone else (the next
player for Envy's Shadow and the Worst Case rule, a Nightmare's ability, a
minion's target) are a pending Decision with its chooser.

Dice are numbered 0..79 (`setup_data.die_colour`); every die is in exactly
one place: the bag, the drawn hand, the tray (rolled, unresolved), a row of a
seat's card, or the stash on an unclaimed Nightmare card. `dice_count()` sums
them (the fuzz test checks it is 80 after every step).
"""
from __future__ import annotations

from typing import Any

from itertools import combinations

from game.rules.core import Action, Decision, Event, GameBase, IllegalAction, Rng
from game.rules.core.args import ID, INT, INTS, NO_ARGS, ArgSpec, either, one_of
from game.rules.core.registry import Registry
from game.rules.lucidity.phases import Phase
from game.rules.lucidity.outcome import LucidityOutcome
from game.rules.lucidity.setup_data import (
    COLOUR_NAMES, COLOURS, DICE_PER_COLOUR, EXHAUST_LIMIT, HUNT_LIMIT, POWER_TO_END, RETURN_AFTER_DRAW,
    SHADOW_LIMIT, SHADOW_LIMIT_TWO_PLAYERS, check_content, die_colour, nightmare_cards,
)

ROWS = ("power", "hunt", "exhaust") + COLOURS  # a Shadow row is named by its colour
DEFAULT_OPTIONS = {"players": 2, "temptation": None}


def row_for(face: str, colour: str) -> str:
    """Where a face goes on a Dreamer card: Power, Hunt, Exhaust, or the Shadow row of the die's colour."""
    if face in ("power", "power2"):
        return "power"
    if face in ("hunt", "exhaust"):
        return face
    return colour


def _seat(sid: str) -> dict:
    return {"id": sid, "status": "dreamer", "colour": None, "rows": {r: [] for r in ROWS}}


# Every player move of a turn, with the arguments it takes; the answers to a
# pending Decision go through `_answer` (their options are listed by the Decision).
ACTIONS = Registry("Lucidity")


class Game(GameBase):
    def __init__(self, content: dict, options: dict | None = None, seed: int = 0) -> None:
        problems = check_content(content)
        if problems:
            raise ValueError("; ".join(m for _, m in problems))
        self.content = content
        self.options = {**DEFAULT_OPTIONS, **(options or {})}
        n = self.options["players"]
        if not isinstance(n, int) or not 1 <= n <= 4:
            raise ValueError("Lucidity seats 1 to 4 players")
        self.nightmares = nightmare_cards(content, self.options.get("temptation"))
        self.rng = Rng(seed)
        self.seats = [_seat(f"p{i + 1}") for i in range(n)]
        self.bag: list[int] = list(range(len(COLOURS) * DICE_PER_COLOUR))
        self.faces: list[str | None] = [None] * len(self.bag)  # die id -> its face once rolled; None in the bag
        self.rotated: set[int] = set()       # Exhaust dice turned on their side
        self.drawn: list[int] = []
        self.tray: list[int] = []            # rolled, not yet resolved
        self.cards: dict[str, list[int]] = {c: [] for c in COLOURS}  # Power spent on unclaimed Nightmares
        self.current = 0
        self.resolver = 0                    # whose card the tray resolves onto
        self.phase: Phase = Phase.TRACK
        self.track: str | None = None
        self.step = 0
        self.first: int | None = None        # a die that must be resolved before any other
        self.flags: dict[str, bool] = {}     # this turn: exhausted, must_rest, must_dream
        self.minion_from: int | None = None  # the Nightmare whose minion is being resolved
        self.pend: dict | None = None        # the pending Decision, as data
        self.bag_ran_out = False
        self.final_queue: list[int] | None = None
        self.turn_number = 1
        self.outcome: LucidityOutcome | None = None
        self._events: list[Event] = []
        self._version = 0  # bumped by every applied action (the legal-actions cache key)

    # -- views --------------------------------------------------------------
    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

    def power(self, i: int) -> int:
        """A seat's Power: a double Power counts as two."""
        return sum(2 if self.faces[d] == "power2" else 1 for d in self.seats[i]["rows"]["power"])

    def shadow_limit(self) -> int:
        return SHADOW_LIMIT_TWO_PLAYERS if len(self.seats) == 2 else SHADOW_LIMIT

    def exhaust_count(self, i: int) -> int:
        rot = self.content["rotated_exhaust_counts"]
        return sum(rot if d in self.rotated else 1 for d in self.seats[i]["rows"]["exhaust"])

    def dreamers(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s["status"] == "dreamer"]

    def claimed_by(self, colour: str) -> int | None:
        for i, s in enumerate(self.seats):
            if s["status"] == "nightmare" and s["colour"] == colour:
                return i
        return None

    def next_seat(self, i: int) -> int | None:
        """The next player in turn order: eliminated players still count (the rulebook)."""
        return None if self.solo else (i + 1) % len(self.seats)

    def draw_count(self) -> int:
        return self.content["sleep_tracks"][self.track][self.step]

    def dice_count(self) -> int:
        on_cards = sum(len(r) for s in self.seats for r in s["rows"].values())
        return (len(self.bag) + len(self.drawn) + len(self.tray) + on_cards
                + sum(len(v) for v in self.cards.values()))

    def actor(self) -> int | None:
        """The seat that must act now (a Decision's chooser first)."""
        if self.outcome is not None:
            return None
        if self.pend is not None:
            return self.pend["chooser"]
        if self.phase == Phase.RESOLVE:
            return self.resolver
        return self.current

    @property
    def pending(self) -> Decision | None:
        if self.pend is None or self.outcome is not None:
            return None
        p = self.pend
        chooser = self.seats[p["chooser"]]["id"]
        return Decision(_PROMPTS[p["kind"]].format(who=self.seats[p.get("for", p["chooser"])]["id"], **p),
                        self._decision_options(), chooser=chooser, summary=p["kind"])

    # -- the rules API ------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        # Listed once per state: a player asks, then applies one of them.
        cached = self.__dict__.get("_legal")
        if cached is not None and cached[0] == self._version:
            return list(cached[1])
        if self.outcome is not None:
            out = []
        elif self.pend is not None:
            out = self._decision_options()
        else:
            out = _LEGAL[self.phase](self)
        self._legal = (self._version, out)
        return list(out)

    def _check(self, action: Action) -> None:
        if not isinstance(action, Action):
            raise IllegalAction("That is not a move of this game.")
        if self.outcome is not None:
            raise IllegalAction("The game is over.")
        if self.pend is None and self.phase == Phase.RESOLVE and action.kind == "reroll":
            if self._reroll_ok(action):
                return
        elif self.pend is None and self.phase == Phase.RESOLVE:
            if action in self._legal_resolve(rerolls=False):
                return
        elif _canon(action) in self._legal_actions():
            return
        raise IllegalAction(self._why_not(action))

    def _apply(self, action: Action) -> list[Event]:
        self._events = []
        self._version += 1
        if self.pend is not None:
            self._answer(action)
        else:
            ACTIONS.run(self, action)
        self._settle()
        return self._events

    def _emit(self, kind: str, text: str, reveals: bool = False, **data) -> None:
        self._events.append(Event(kind, data, text, reveals))

    # -- Dreamer turn: track, draw, select ---------------------------------------
    def _legal_track(self) -> list[Action]:
        return [Action.make("choose_track", track=t) for t in self.content["sleep_tracks"]]

    @ACTIONS.action("choose_track", ArgSpec({"track": ID}))
    def _do_choose_track(self, a: Action) -> None:
        self.track, self.step = a["track"], 0
        self._emit("track_chosen", f"{self._name(self.current)} sleeps on the {self.track} track.",
                   seat=self.current, track=self.track)
        self.phase = Phase.DRAW

    def _legal_draw(self) -> list[Action]:
        n = self.draw_count()
        out = [Action.make("draw", count=n)]
        if len(self.bag) > n:  # the Worst Case rule: a hand that comes out of the bag with one too many
            out.append(Action.make("draw", count=n + 1))
        return out

    @ACTIONS.action("draw", ArgSpec({"count": INT}))
    def _do_draw(self, a: Action) -> None:
        got = self._take_from_bag(a["count"])
        self.drawn.extend(got)
        self._emit("drawn", f"{self._name(self.current)} draws {_dreams(len(got))}.", reveals=True,
                   seat=self.current, dice=list(got), colours=[die_colour(d) for d in got])
        excess = len(self.drawn) - self.draw_count()
        if excess > 0:
            self._ask("excess", self.next_seat(self.current), count=excess, **{"for": self.current})
        else:
            self._after_draw()

    def _after_draw(self) -> None:
        if self.bag_ran_out:  # the bag is empty: roll everything that is left
            self._roll_drawn()
        else:
            self.phase = Phase.SELECT

    def _legal_select(self) -> list[Action]:
        k = min(RETURN_AFTER_DRAW, len(self.drawn))
        out = [Action("return_dreams", (("dice", c),)) for c in combinations(sorted(self.drawn), k)]
        if len(self.drawn) > k:  # the Worst Case rule: one dream too many goes back
            out += [Action("return_dreams", (("dice", c),)) for c in combinations(sorted(self.drawn), k + 1)]
        return out

    @ACTIONS.action("return_dreams", ArgSpec({"dice": INTS}))
    def _do_return_dreams(self, a: Action) -> None:
        dice = list(a["dice"])
        for d in dice:
            self.drawn.remove(d)
            self.bag.append(d)
        self._emit("returned", f"{self._name(self.current)} returns {_dreams(len(dice))} to the bag.",
                   seat=self.current, dice=dice)
        extra = len(dice) - RETURN_AFTER_DRAW
        if extra > 0:
            self._ask("replace", self.next_seat(self.current), count=extra, **{"for": self.current})
        else:
            self._roll_drawn()

    def _roll_drawn(self) -> None:
        dice, self.drawn = self.drawn, []
        for d in dice:
            self.faces[d] = self._roll(d)
        self.tray.extend(dice)
        self.resolver = self.current
        self._emit("rolled", f"{self._name(self.current)} rolls {_dreams(len(dice))}.", reveals=True,
                   seat=self.current, dice=[self._die(d) for d in dice])
        self.phase = Phase.RESOLVE

    # -- resolving the tray ----------------------------------------------------------
    def resolvable(self) -> list[int]:
        """The dice that may be resolved next: a forced die alone, else Power,
        then Hunt, then Exhaust, then the Shadows in any order."""
        if self.first is not None:
            return [self.first]
        for group in (("power", "power2"), ("hunt",), ("exhaust",), ("shadow",)):
            dice = [d for d in self.tray if self.faces[d] in group]
            if dice:
                return dice
        return []

    def _legal_resolve(self, rerolls: bool = True) -> list[Action]:
        # Actions built directly (args already sorted by name): listed thousands of times a game.
        out = [Action("resolve", (("die", d), ("row", row_for(self.faces[d], die_colour(d)))))  # type: ignore[arg-type]
               for d in self.resolvable()]  # a resolvable die has a face
        return out + self._legal_rerolls() if rerolls else out

    def _reroll_ok(self, a: Action) -> bool:
        """Pay with a Power of the resolver's of one colour; reroll unresolved dreams of that colour."""
        pay, dice = a.get("pay"), a.get("dice")
        if not isinstance(pay, int) or not isinstance(dice, tuple) or not dice or len(set(dice)) != len(dice):
            return False
        if pay not in self.seats[self.resolver]["rows"]["power"]:
            return False
        return all(d in self.tray and die_colour(d) == die_colour(pay) for d in dice)

    def _legal_rerolls(self) -> list[Action]:
        out = []
        power = self.seats[self.resolver]["rows"]["power"]
        for c in COLOURS:
            targets = sorted(d for d in self.tray if die_colour(d) == c)
            if not targets:
                continue
            payers: dict = {}
            for d in power:
                if die_colour(d) == c:
                    payers.setdefault(self.faces[d], d)
            for face, pay in sorted(payers.items()):
                for k in range(1, len(targets) + 1):
                    out += [Action("reroll", (("dice", s), ("pay", pay))) for s in combinations(targets, k)]
        return out

    @ACTIONS.action("resolve", ArgSpec({"die": INT, "row": ID}))
    def _do_resolve(self, a: Action) -> None:
        self._resolve(a["die"])

    def _resolve(self, d: int) -> None:
        seat = self.seats[self.resolver]
        c, face = die_colour(d), str(self.faces[d])  # a die in the tray was rolled: it has a face
        self.tray.remove(d)
        if self.first == d:
            self.first = None
        nm = self.claimed_by(c)
        card = self.nightmares[c]
        if nm is not None and face in card["takes"]:
            self.faces[d] = "power"
            self.seats[nm]["rows"]["power"].append(d)
            self._emit("taken", f"The {card['name']} takes the {c} {_FACE_WORDS[face]} and gains a Power.",
                       die=d, seat=nm, victim=self.resolver, face=face)
            self._offer_ability(nm, card["ability"])
            return
        row = row_for(face, c)
        seat["rows"][row].append(d)
        where = f"{row} Shadow row" if row in COLOURS else f"{row.capitalize()} row"
        self._emit("placed", f"{self._name(self.resolver)} places a {c} {_FACE_WORDS[face]} in the {where}.",
                   die=d, seat=self.resolver, row=row, face=face)
        if face == "shadow":
            self._shadow_effect(c)

    def _shadow_effect(self, c: str) -> None:
        """The four Shadow effects (the rulebook's box under the resolution order)."""
        me = self.resolver
        if c == "blue":  # the Depths: one more dream from the bag
            self._dream_into_tray()
        elif c == "green":  # Envy: the next player picks a dream of yours to reroll
            if self._card_dice(me, skip_green_shadows=True):
                self._ask("envy", self.next_seat(me), **{"for": me})
        elif c == "yellow":  # Imprisonment: an Exhaust dream turns on its side
            upright = [d for d in self.seats[me]["rows"]["exhaust"] if d not in self.rotated]
            if upright:
                self.rotated.add(upright[0])
                self._emit("rotated", f"{self._name(me)}'s Exhaust dream turns on its side.", die=upright[0], seat=me)
        elif c == "red":  # Primeval Fear: may move a dream to the Hunt row
            if self._fear_movable(me):
                self._ask("fear", me)

    def _fear_movable(self, i: int) -> list[int]:
        moves = self.content["fear_shadow_moves"]
        rows = self.seats[i]["rows"]
        return [d for r in ROWS if r not in ("hunt", "power") for d in rows[r] if self.faces[d] in moves]

    def _card_dice(self, i: int, skip_green_shadows: bool = False) -> list[int]:
        rows = self.seats[i]["rows"]
        return [d for r in ROWS for d in rows[r]
                if not (skip_green_shadows and die_colour(d) == "green" and self.faces[d] == "shadow")]

    def _dream_into_tray(self) -> None:
        got = self._take_from_bag(1)
        if not got:
            return
        d = got[0]
        self.faces[d] = self._roll(d)
        self.tray.append(d)
        self._emit("rolled", f"{self._name(self.resolver)} draws and rolls one more dream.", reveals=True,
                   seat=self.resolver, dice=[self._die(d)])
        self._force_if_not_shadow(d)

    def _reroll_from_card(self, d: int) -> None:
        rows = self.seats[self.resolver]["rows"]
        for r in ROWS:
            if d in rows[r]:
                rows[r].remove(d)
        self.rotated.discard(d)
        self.faces[d] = self._roll(d)
        self.tray.append(d)
        self._emit("rolled", f"{self._name(self.resolver)} rerolls a dream from the card.", reveals=True,
                   seat=self.resolver, dice=[self._die(d)])
        self._force_if_not_shadow(d)

    def _force_if_not_shadow(self, d: int) -> None:
        if self.faces[d] != "shadow":
            self.first = d  # "if it is not a Shadow, resolve it before any others"

    @ACTIONS.action("reroll", ArgSpec({"pay": INT, "dice": INTS}))
    def _do_reroll(self, a: Action) -> None:
        pay, dice = a["pay"], list(a["dice"])
        c = die_colour(pay)
        self.seats[self.resolver]["rows"]["power"].remove(pay)
        if self.claimed_by(c) is None:
            self.cards[c].append(pay)  # spent Power feeds the unclaimed Nightmare of its colour
        else:
            self.faces[pay] = None
            self.bag.append(pay)
        for d in dice:
            self.faces[d] = self._roll(d)
            if self.first == d and self.faces[d] == "shadow":
                self.first = None
        self._emit("rerolled", f"{self._name(self.resolver)} spends a {c} Power to reroll {_dreams(len(dice))}.",
                   reveals=True, seat=self.resolver, pay=pay, dice=[self._die(d) for d in dice])

    # -- Nightmare abilities ------------------------------------------------------------
    def _offer_ability(self, nm: int, ability: str) -> None:
        victim = self.resolver
        if ability in ("covet",) and not self._card_dice(victim):
            return
        if ability == "maul" and not self._maul_targets(victim):
            return
        if ability == "tempt" and not self._tempt_gifts(nm):
            return
        self._ask("ability", nm, ability=ability, **{"for": victim})

    def _maul_targets(self, i: int) -> list[int]:
        rows = self.seats[i]["rows"]
        return [d for r in ROWS if r not in ("hunt", "power") for d in rows[r]]

    def _tempt_gifts(self, nm: int) -> list[int]:
        return [d for d in self.seats[nm]["rows"]["power"] if self.faces[d] == "power"]

    # -- Decisions ----------------------------------------------------------------------
    def _ask(self, kind: str, chooser: int | None, **data) -> None:
        """Hand a choice to `chooser`; with no one to ask (the solo game) the
        Nightmares choose at random from the game's RNG (our solo rule)."""
        self.pend = {"kind": kind, "chooser": chooser if chooser is not None else -1, **data}
        if chooser is None:
            opts = self._decision_options()
            if opts:
                self._answer(opts[self.rng.randrange(len(opts))])
            else:
                self.pend = None

    def _decision_options(self) -> list[Action]:
        p: Any = self.pend  # a Decision waits (its data are loosely typed until Lucidity has a Decision type)
        kind, who = p["kind"], p.get("for", p["chooser"])
        if kind == "excess":
            return [Action.make("return_excess", die=d) for d in sorted(self.drawn)]
        if kind == "replace":
            return [Action.make("replace", colour=c) for c in COLOURS if any(die_colour(d) == c for d in self.bag)]
        if kind == "envy":
            return [Action.make("envy_pick", die=d) for d in self._card_dice(who, skip_green_shadows=True)]
        if kind == "fear":
            return [Action.make("fear_move", die=d) for d in self._fear_movable(who)] + [Action.make("decline")]
        if kind == "colour":
            return [Action.make("become", colour=c) for c in p["colours"]]
        if kind == "minion":
            return [Action.make("minion", give=d, to=self.seats[t]["id"]) for d in p["dice"] for t in self.dreamers()]
        if kind == "ability":
            ab = p["ability"]
            if ab in ("undertow", "shackle"):
                opts = [Action.make("ability", use=True)]
            elif ab == "covet":
                opts = [Action.make("ability", die=d) for d in self._card_dice(who)]
            elif ab == "maul":
                opts = [Action.make("ability", die=d) for d in self._maul_targets(who)]
            else:  # tempt
                opts = [Action.make("ability", die=d) for d in self._tempt_gifts(p["chooser"])]
            return opts + [Action.make("decline")]
        raise AssertionError(kind)  # pragma: no cover

    def _answer(self, a: Action) -> None:
        p: Any = self.pend  # a Decision waits (see _decision_options)
        kind, who = p["kind"], p.get("for", p["chooser"])
        self.pend = None
        if kind == "excess":
            self.drawn.remove(a["die"])
            self.bag.append(a["die"])
            self._emit("returned", f"{self._name(p['chooser'])} sends one of {self._name(who)}'s extra dreams back.",
                       seat=who, dice=[a["die"]], chosen_by=p["chooser"])
            if p["count"] > 1:
                self._ask("excess", self._chooser_or_none(p), count=p["count"] - 1, **{"for": who})
            else:
                self._after_draw()
        elif kind == "replace":
            pool = [d for d in self.bag if die_colour(d) == a["colour"]]
            d = pool[self.rng.randrange(len(pool))]
            self.bag.remove(d)
            self.drawn.append(d)
            self._emit("drawn", f"{self._name(p['chooser'])} picks a {a['colour']} dream for {self._name(who)}.",
                       seat=who, dice=[d], colours=[a["colour"]], chosen_by=p["chooser"])
            if p["count"] > 1:
                self._ask("replace", self._chooser_or_none(p), count=p["count"] - 1, **{"for": who})
            else:
                self._roll_drawn()
        elif kind == "envy":
            self._reroll_from_card(a["die"])
        elif kind == "fear":
            if a.kind == "fear_move":
                self._move_to_hunt(who, a["die"])
        elif kind == "colour":
            self._become(who, a["colour"])
            self._after_checks(who)
        elif kind == "minion":
            self._give_minion(p, a)
        elif kind == "ability":
            if a.kind != "decline":
                self._use_ability(p["chooser"], who, p["ability"], a)

    def _chooser_or_none(self, p: dict) -> int | None:
        return None if self.solo else p["chooser"]

    def _move_to_hunt(self, i: int, d: int) -> None:
        rows = self.seats[i]["rows"]
        for r in ROWS:
            if d in rows[r]:
                rows[r].remove(d)
        self.rotated.discard(d)
        rows["hunt"].append(d)  # not rotated: it keeps its face but counts as a Hunt
        self._emit("moved", f"A dream of {self._name(i)}'s moves to the Hunt row.", die=d, seat=i, row="hunt")

    def _use_ability(self, nm: int, victim: int, ability: str, a: Action) -> None:
        name = self.nightmares[self.seats[nm]["colour"]]["name"]
        self._emit("ability", f"The {name} uses its ability ({ability}).", seat=nm, victim=victim, ability=ability)
        if ability == "undertow":
            self._dream_into_tray()
        elif ability == "covet":
            self._reroll_from_card(a["die"])
        elif ability == "shackle":
            if victim == self.current:
                self.flags["must_rest"] = True
        elif ability == "maul":
            self._move_to_hunt(victim, a["die"])
        elif ability == "tempt":
            d = a["die"]
            self.seats[nm]["rows"]["power"].remove(d)
            self.seats[victim]["rows"]["power"].append(d)
            if victim == self.current:
                self.flags["must_dream"] = True

    # -- the filled-row checks -------------------------------------------------------------
    def _settle(self) -> None:
        """After an action: when the tray is done and no one is being asked,
        run the checks of the roll (repeats while nothing waits)."""
        if (self.outcome is None and self.pend is None and self.phase == Phase.RESOLVE
                and not self.tray and self.first is None):
            self._check_rows(self.resolver)

    def _check_rows(self, i: int) -> None:
        seat = self.seats[i]
        if len(seat["rows"]["hunt"]) >= HUNT_LIMIT:
            hunt = [self._die(d) for d in seat["rows"]["hunt"]]  # the dice that caught them, for the table to show
            self._clear_card(i, keep_power=False)
            seat["status"] = "eliminated"
            self._emit("eliminated", f"{self._name(i)} is caught by the Hunt and eliminated.", seat=i, hunt=hunt)
            self._after_checks(i)
            return
        if self.exhaust_count(i) >= EXHAUST_LIMIT:
            if i == self.current:
                self.flags["exhausted"] = True
            got = self._take_from_bag(1)
            lost = []
            if got:
                c = die_colour(got[0])
                lost = [d for d in seat["rows"]["power"] if die_colour(d) == c]
                for d in lost:
                    seat["rows"]["power"].remove(d)
                    self.faces[d] = None
                self.bag.extend(got + lost)
            who, n = self._name(i), len(lost)
            self._emit("exhausted", f"{who} is exhausted and loses {n} Power dream." if n == 1
                       else f"{who} is exhausted and loses {n} Power dreams.",
                       reveals=True, seat=i, drawn=[self._die(d, face=False) for d in got], lost=lost)
        limit = self.shadow_limit()
        counts = {c: len(seat["rows"][c]) for c in COLOURS if self.claimed_by(c) is None}
        full = {c: n for c, n in counts.items() if n >= limit}
        if full:
            top = max(full.values())
            tied = [c for c in COLOURS if full.get(c) == top]
            if len(tied) > 1:
                self._ask("colour", i, colours=tied)  # a tie: the player chooses
                return
            self._become(i, tied[0])
        self._after_checks(i)

    def _become(self, i: int, c: str) -> None:
        seat = self.seats[i]
        self._clear_card(i, keep_power=True)
        seat["status"], seat["colour"] = "nightmare", c
        stash, self.cards[c] = self.cards[c], []
        seat["rows"]["power"].extend(stash)
        self._emit("became_nightmare", f"{self._name(i)} becomes the {self.nightmares[c]['name']}.",
                   seat=i, colour=c, gained=list(stash))

    def _after_checks(self, i: int) -> None:
        if self.solo and self.seats[0]["status"] != "dreamer":
            self._finish("The dream has taken you.", winners=[])
            return
        if not self.dreamers():
            self._finish("No Dreamers remain: the Nightmare with the most Power wins.")
            return
        if self.minion_from is not None:  # a minion is resolved: the Nightmare's turn ends
            night, self.minion_from = self.minion_from < 0, None
            if night:  # the solo night is over: the Dreamer's next turn
                self._start_turn(0)
            else:
                self._end_turn()
        elif self.seats[i]["status"] != "dreamer":
            self._end_turn()
        else:
            self.phase = Phase.REST

    def _clear_card(self, i: int, keep_power: bool) -> None:
        rows = self.seats[i]["rows"]
        for r in ROWS:
            if keep_power and r == "power":
                continue
            for d in rows[r]:
                self.faces[d] = None
                self.rotated.discard(d)
            self.bag.extend(rows[r])
            rows[r] = []

    # -- Rest or Dream Again ------------------------------------------------------------------
    def can_dream_again(self) -> bool:
        return (not self.flags.get("exhausted") and not self.flags.get("must_rest") and not self.bag_ran_out
                and self.step + 1 < len(self.content["sleep_tracks"][self.track]) and bool(self.bag))

    def _legal_rest(self) -> list[Action]:
        if self.flags.get("must_dream") and self.can_dream_again():
            return [Action.make("dream_again")]  # tempted
        rows = self.seats[self.current]["rows"]
        loose = [d for r in ROWS if r != "power" for d in rows[r]]
        out = ([Action.make("rest", dream="all")] + [Action.make("rest", dream=d) for d in loose]
               if loose else [Action.make("rest")])
        if self.can_dream_again():
            out.append(Action.make("dream_again"))
        return out

    @ACTIONS.action("rest", ArgSpec(optional={"dream": either(INT, one_of("all"))}))
    def _do_rest(self, a: Action) -> None:
        rows = self.seats[self.current]["rows"]
        which = a.get("dream")
        back = [d for r in ROWS if r != "power" for d in rows[r]] if which == "all" else ([which] if which is not None else [])
        for d in back:
            for r in ROWS:
                if d in rows[r]:
                    rows[r].remove(d)
            self.faces[d] = None
            self.rotated.discard(d)
        self.bag.extend(back)
        self._emit("rested", f"{self._name(self.current)} rests and returns {_dreams(len(back))}.",
                   seat=self.current, dice=back)
        self._end_turn()

    @ACTIONS.action("dream_again", NO_ARGS)
    def _do_dream_again(self, a: Action) -> None:
        self.step += 1
        self._emit("dream_again", f"{self._name(self.current)} dreams again, deeper.", seat=self.current, step=self.step)
        self.phase = Phase.DRAW

    # -- Nightmare turn -------------------------------------------------------------------------
    def _legal_nightmare(self) -> list[Action]:
        me = self.seats[self.current]
        out = []
        for i, s in enumerate(self.seats):
            if i == self.current:
                continue
            seen = set()
            for d in s["rows"]["power"]:
                if die_colour(d) == me["colour"] and self.faces[d] not in seen:
                    seen.add(self.faces[d])
                    out.append(Action.make("consume", die=d))
        if self.bag and self.dreamers():
            out.append(Action.make("send_minions"))
        return out or [Action.make("pass")]

    @ACTIONS.action("consume", ArgSpec({"die": INT}))
    def _do_consume(self, a: Action) -> None:
        d = a["die"]
        owner = next(i for i, s in enumerate(self.seats) if d in s["rows"]["power"])
        self.seats[owner]["rows"]["power"].remove(d)
        self.seats[self.current]["rows"]["power"].append(d)
        self._emit("consumed", f"{self._name(self.current)} consumes a Power of {self._name(owner)}'s.",
                   seat=self.current, victim=owner, die=d)
        self._end_turn()

    @ACTIONS.action("send_minions", NO_ARGS)
    def _do_send_minions(self, a: Action) -> None:
        got = self._take_from_bag(2)
        self.drawn.extend(got)
        who, n = self._name(self.current), len(got)
        self._emit("drawn", f"{who} draws {n} minion." if n == 1 else f"{who} draws {n} minions.", reveals=True,
                   seat=self.current, dice=list(got), colours=[die_colour(d) for d in got])
        self._ask("minion", self.current, dice=list(got))

    def _give_minion(self, p: dict, a: Action) -> None:
        d = a["give"]
        target = next(i for i, s in enumerate(self.seats) if s["id"] == a["to"])
        for other in self.drawn:
            if other != d:
                self.bag.append(other)
        self.drawn = []
        self.faces[d] = self._roll(d)
        self.tray.append(d)
        self.resolver, self.minion_from, self.phase = target, self.current, Phase.RESOLVE
        self._emit("minion", f"{self._name(self.current)} sends a minion at {self._name(target)}.", reveals=True,
                   seat=self.current, target=target, dice=[self._die(d)])

    @ACTIONS.action("pass", NO_ARGS)
    def _do_pass(self, a: Action) -> None:
        self._emit("passed", f"{self._name(self.current)} waits in the dark.", seat=self.current)
        self._end_turn()

    # -- turns and the end ---------------------------------------------------------------------------
    def _end_turn(self) -> None:
        if self.outcome is not None:
            return
        if self.solo:
            self._end_solo_turn()
            return
        if self.bag_ran_out:
            self._finish("The bag is empty: the player with the most Power wins.")
            return
        if self.final_queue is None and any(self.power(i) >= POWER_TO_END for i in range(len(self.seats))
                                            if self.seats[i]["status"] != "eliminated"):
            n = len(self.seats)
            order = [(self.current + k) % n for k in range(1, n)]
            self.final_queue = [i for i in order if self.seats[i]["status"] == "dreamer"]
            self._emit("final_turns", "Someone holds 15 Power: every other Dreamer takes a final turn.",
                       seats=list(self.final_queue))
        if self.final_queue is not None:
            self.final_queue = [i for i in self.final_queue if self.seats[i]["status"] == "dreamer"]
            if not self.final_queue:
                self._finish("The final turns are over: the player with the most Power wins.")
                return
            self._start_turn(self.final_queue.pop(0))
            return
        n = len(self.seats)
        nxt = next((self.current + k) % n for k in range(1, n + 1)
                   if self.seats[(self.current + k) % n]["status"] != "eliminated")
        self._start_turn(nxt)

    def _end_solo_turn(self) -> None:
        """Our single-player variant: the night moves on between turns."""
        solo = self.content["solo"]
        if self.seats[0]["status"] != "dreamer":
            self._finish("The dream has taken you.", winners=[])
            return
        if self.power(0) >= solo["goal"]:
            self._finish("You wake up: the dream's hold is broken.", winners=[0])
            return
        got = self._take_from_bag(solo["night_draws"])
        for d in got:
            self.faces[d] = "power"  # the Nightmares grow
            self.cards[die_colour(d)].append(d)
        self._emit("night", f"The Nightmares gather {_dreams(len(got))}.", reveals=True,
                   dice=[self._die(d, face=False) for d in got])
        minions = self._take_from_bag(solo["minions"])
        if self.bag_ran_out:
            self.bag.extend(minions)
            self._finish("The bag is empty before you woke: the Nightmares win.", winners=[])
            return
        # The Nightmares send minions: rolled onto your card before your next turn.
        for d in minions:
            self.faces[d] = self._roll(d)
        self.tray.extend(minions)
        self.resolver, self.minion_from, self.phase = 0, -1, Phase.RESOLVE
        self.track, self.step, self.flags = None, 0, {}
        n = len(minions)
        self._emit("minion", f"The Nightmares send {n} minion at you." if n == 1
                   else f"The Nightmares send {n} minions at you.", reveals=True,
                   seat=-1, target=0, dice=[self._die(d) for d in minions])
        if not minions:
            self._check_rows(0)

    def _start_turn(self, i: int) -> None:
        self.current = self.resolver = i
        self.track, self.step, self.first, self.flags = None, 0, None, {}
        self.turn_number += 1
        self.phase = Phase.TRACK if self.seats[i]["status"] == "dreamer" else Phase.NIGHTMARE
        self._emit("turn", f"{self._name(i)}'s turn.", seat=i, nightmare=self.phase == Phase.NIGHTMARE)

    def _finish(self, reason: str, winners: list[int] | None = None) -> None:
        standing = [i for i, s in enumerate(self.seats) if s["status"] != "eliminated"]
        if winners is None:
            best = max((self.power(i) for i in standing), default=0)
            winners = [i for i in standing if self.power(i) == best]
        self.outcome = LucidityOutcome.of([self.seats[i]["id"] for i in winners], reason,
                                          {s["id"]: self.power(i) for i, s in enumerate(self.seats)},
                                          self.turn_number)
        self.phase = Phase.OVER
        self._emit("game_over", reason, winners=list(winners))

    # -- helpers --------------------------------------------------------------------------------------
    def _take_from_bag(self, n: int) -> list[int]:
        got = []
        for _ in range(min(n, len(self.bag))):
            got.append(self.bag.pop(self.rng.randrange(len(self.bag))))
        if not self.bag and not self.bag_ran_out:
            self.bag_ran_out = True  # the current player finishes the turn, then the game ends
            self._emit("bag_empty", "The bag is empty: this is the last turn.")
        return got

    def _roll(self, d: int) -> str:
        faces = self.content["faces"][die_colour(d)]
        return faces[self.rng.randrange(len(faces))]

    def _die(self, d: int, face: bool = True) -> dict:
        out = {"id": d, "colour": die_colour(d)}
        if face:
            out["face"] = self.faces[d]
        return out

    def _name(self, i: int) -> str:
        return "The Nightmares" if i < 0 else self.seats[i]["id"]

    def _why_not(self, a: Action) -> str:
        if self.pend is not None:
            who = self.seats[self.pend["chooser"]]["id"]
            pending = self.pending
            return f"{who} must answer first: {pending.prompt if pending else ''}"
        phase_kinds = {Phase.TRACK: "choose_track", Phase.DRAW: "draw", Phase.SELECT: "return_dreams",
                       Phase.RESOLVE: "resolve or reroll", Phase.REST: "rest or dream_again",
                       Phase.NIGHTMARE: "consume or send_minions"}
        expected = phase_kinds.get(self.phase, "")
        if a.kind not in expected.split(" or "):
            return f"Now is the time to {expected.replace('_', ' ')}, not to {a.kind.replace('_', ' ')}."
        if a.kind == "draw":
            return f"Draw {self.draw_count()} dreams (the number under your sleep marker)."
        if a.kind == "return_dreams":
            return "Return exactly two of the dreams you drew to the bag."
        if a.kind == "resolve":
            nxt = self.resolvable()
            if a.get("die") not in self.tray:
                return "That dream is not waiting in the tray."
            if self.first is not None and a["die"] != self.first:
                return "The dream just rolled must be resolved before any other."
            d = a["die"]
            if d in nxt:
                return f"A {self.faces[d]} goes to the {row_for(self.faces[d], die_colour(d))} row."
            return f"Resolve in order: Power, Hunt, Exhaust, then Shadows; next is a {self.faces[nxt[0]]}."
        if a.kind == "reroll":
            return "A reroll is paid with a Power of the same colour as every dream it rerolls."
        if a.kind == "dream_again":
            if self.flags.get("exhausted"):
                return "You are exhausted: you must Rest."
            if self.flags.get("must_rest"):
                return "The Nightmare of Imprisonment holds you: you must Rest."
            return "You are at the end of your sleep track: you must Rest."
        if a.kind == "rest":
            return "You must Dream Again: you were tempted." if self.flags.get("must_dream") else \
                "Rest returns one dream from your Hunt, Exhaust or Shadow rows, or all of them."
        if a.kind == "consume":
            return "Consume a Power of your own colour from another player's Power row."
        return "That move is not allowed now."

    # -- save and load ----------------------------------------------------------------------------------
    def to_data(self) -> dict:
        return {
            "content": self.content, "options": dict(self.options), "rng": self.rng.to_data(),
            "seats": [{"id": s["id"], "status": s["status"], "colour": s["colour"],
                       "rows": {r: list(v) for r, v in s["rows"].items()}} for s in self.seats],
            "bag": list(self.bag), "faces": list(self.faces),
            "rotated": sorted(self.rotated), "drawn": list(self.drawn), "tray": list(self.tray),
            "cards": {c: list(v) for c, v in self.cards.items()},
            "current": self.current, "resolver": self.resolver, "phase": str(self.phase), "track": self.track,
            "step": self.step, "first": self.first, "flags": dict(self.flags), "minion_from": self.minion_from,
            "pending": dict(self.pend) if self.pend else None, "bag_ran_out": self.bag_ran_out,
            "final_queue": list(self.final_queue) if self.final_queue is not None else None,
            "turn_number": self.turn_number,
            "outcome": self.outcome.to_data() if self.outcome is not None else None,
        }

    @classmethod
    def from_data(cls, data: dict, content: dict | None = None) -> "Game":
        g = cls(content or data["content"], data["options"], 0)
        g.rng = Rng.from_data(data["rng"])
        g.seats = [{"id": s["id"], "status": s["status"], "colour": s["colour"],
                    "rows": {r: list(s["rows"].get(r, [])) for r in ROWS}} for s in data["seats"]]
        g.bag = list(data["bag"])
        g.faces = list(data["faces"])
        g.rotated = set(data["rotated"])
        g.drawn, g.tray = list(data["drawn"]), list(data["tray"])
        g.cards = {c: list(data["cards"].get(c, [])) for c in COLOURS}
        g.phase = Phase(data["phase"])
        for key in ("current", "resolver", "track", "step", "first", "minion_from",
                    "bag_ran_out", "turn_number"):
            setattr(g, key, data[key])
        g.outcome = LucidityOutcome.from_data(data["outcome"]) if data["outcome"] is not None else None
        g.flags = dict(data["flags"])
        g.pend = dict(data["pending"]) if data["pending"] else None
        g.final_queue = list(data["final_queue"]) if data["final_queue"] is not None else None
        return g


# What each phase lists (a pending Decision lists its own options first).
_LEGAL = {Phase.TRACK: Game._legal_track, Phase.DRAW: Game._legal_draw, Phase.SELECT: Game._legal_select,
          Phase.RESOLVE: Game._legal_resolve, Phase.REST: Game._legal_rest, Phase.NIGHTMARE: Game._legal_nightmare}

_FACE_WORDS = {"power": "Power", "power2": "double Power", "hunt": "Hunt", "exhaust": "Exhaust", "shadow": "Shadow"}


def _dreams(n: int) -> str:
    return f"{n} dream" if n == 1 else f"{n} dreams"


def _canon(a: Action) -> Action:
    """The listed form of an action: dice given in any order are sorted."""
    if a.get("dice") is not None and isinstance(a.get("dice"), tuple):
        return Action.make(a.kind, **{**{k: v for k, v in a.args}, "dice": sorted(a["dice"])})
    return a


_PROMPTS = {
    "excess": "{who} drew too many dreams: choose one to send back to the bag ({count} to go).",
    "replace": "{who} returned too many dreams: choose the colour of a replacement ({count} to go).",
    "envy": "Envy's Shadow: choose a dream on {who}'s card for them to reroll.",
    "fear": "Primeval Fear's Shadow: you may move a Shadow dream to your Hunt row.",
    "colour": "Your Shadow rows tie: choose the Nightmare you become.",
    "minion": "Send Minions: choose the dream to give, and the Dreamer who must roll it.",
    "ability": "Your Nightmare took a dream from {who}: use its ability ({ability})?",
}


def new_game(content: dict, options: dict | None = None, seed: int = 0) -> Game:
    """A game set up: every die in the bag, the four Nightmare cards out
    (Temptation replacing Envy or Primeval Fear if `options["temptation"]`
    names it), the first player (seat p1) choosing a sleep track. An option
    this game does not have is refused, as Onirim and Prophecy refuse theirs
    (a misspelt "temptation" would otherwise be a silent base game)."""
    unknown = sorted(set(options or {}) - set(DEFAULT_OPTIONS))
    if unknown:
        raise ValueError(f"Lucidity has no option {', '.join(map(repr, unknown))} "
                         f"(its options: {', '.join(DEFAULT_OPTIONS)})")
    g = Game(content, options, seed)
    g._events = []
    return g


def describe(game: Game, action: Action) -> str:
    """A short label for an action, for buttons and the log."""
    k = action.kind
    if k == "choose_track":
        steps = game.content["sleep_tracks"][action["track"]]
        return f"Sleep on the {action['track']} track ({', '.join(map(str, steps))})"
    if k == "draw":
        n = action["count"]
        return f"Draw {n} dreams" + (" (one too many: Worst Case rule)" if n > game.draw_count() else "")
    if k == "return_dreams":
        return "Return " + ", ".join(_die_name(game, d) for d in action["dice"])
    if k == "resolve":
        return f"Resolve {_die_name(game, action['die'])} to the {action['row']} row"
    if k == "reroll":
        return f"Spend {_die_name(game, action['pay'])} to reroll {len(action['dice'])} dreams"
    if k == "rest":
        d = action.get("dream")
        return "Rest" if d is None else ("Rest, returning every dream" if d == "all" else f"Rest, returning {_die_name(game, d)}")
    if k in ("return_excess", "envy_pick", "fear_move", "consume"):
        return f"{k.replace('_', ' ').capitalize()}: {_die_name(game, action['die'])}"
    if k == "ability":
        return "Use the ability" + (f" on {_die_name(game, action['die'])}" if action.get("die") is not None else "")
    if k == "minion":
        return f"Give {_die_name(game, action['give'])} to {action['to']}"
    if k == "replace":
        return f"Replace with a {action['colour']} dream"
    if k == "become":
        return f"Become the {game.nightmares[action['colour']]['name']}"
    return k.replace("_", " ").capitalize()


def _die_name(game: Game, d: int) -> str:
    c = die_colour(d)
    face = game.faces[d]
    return f"{c} die ({COLOUR_NAMES[c]})" + (f" showing {face}" if face else "")

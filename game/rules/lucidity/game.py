"""Lucidity: Six-Sided Nightmares, the rules as a state machine.

The state and its views live here; the rules live in one module per area,
as functions over the game: drawing (track, draw, select), tray (resolving
and rerolls), abilities, decisions, checks (the filled rows), resting,
nightmare_turn and turns (the next turn and the end). Each registers its
moves in `ACTIONS`.

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

from game.rules.core import Action, Decision, Event, GameBase, IllegalAction, Rng
from game.rules.core.fields import from_fields, to_fields
from game.rules.lucidity import (abilities, checks, decisions, drawing, nightmare_turn,  # noqa: F401 - each
                                 resting, tray, turns)  # registers its moves in ACTIONS
from game.rules.lucidity.basics import ACTIONS, ROWS, row_for  # noqa: F401 - importable from here as before
from game.rules.lucidity.state import LucidityState
from game.rules.lucidity.phases import Phase
from game.rules.lucidity.setup_data import (COLOUR_NAMES, COLOURS, DICE_PER_COLOUR, SHADOW_LIMIT,
                                            SHADOW_LIMIT_TWO_PLAYERS, check_content, die_colour, nightmare_cards)

DEFAULT_OPTIONS = {"players": 2, "temptation": None}


def _seat(sid: str) -> dict:
    return {"id": sid, "status": "dreamer", "colour": None, "rows": {r: [] for r in ROWS}}


class Game(GameBase, LucidityState):
    """A night of Lucidity: its state (LucidityState's fields), with the content and options it is played with."""

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
        dice = len(COLOURS) * DICE_PER_COLOUR
        LucidityState.__init__(self, rng=Rng(seed), seats=[_seat(f"p{i + 1}") for i in range(n)],
                               bag=list(range(dice)), faces=[None] * dice, cards={c: [] for c in COLOURS})
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
                        decisions.decision_options(self), chooser=chooser, summary=p["kind"])

    # -- the rules API ------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        # Listed once per state: a player asks, then applies one of them.
        cached = self.__dict__.get("_legal")
        if cached is not None and cached[0] == self._version:
            return list(cached[1])
        if self.outcome is not None:
            out = []
        elif self.pend is not None:
            out = decisions.decision_options(self)
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
            if tray.reroll_ok(self, action):
                return
        elif self.pend is None and self.phase == Phase.RESOLVE:
            if action in tray.legal_resolve(self, rerolls=False):
                return
        elif _canon(action) in self._legal_actions():
            return
        # Arguments of the wrong kind are named first (a forged or garbled move).
        raise IllegalAction((ACTIONS.problem(action) if self.pend is None else None) or self._why_not(action))

    def _apply(self, action: Action) -> list[Event]:
        self._events = []
        self._version += 1
        if self.pend is not None:
            decisions.answer(self, action)
        else:
            ACTIONS.run(self, action)
        checks.settle(self)
        return self._events

    def _emit(self, kind: str, text: str, reveals: bool = False, **data) -> None:
        self._events.append(Event(kind, data, text, reveals))

    # The rule areas' functions a table or a computer player asks the game.
    def resolvable(self) -> list[int]:
        """The dice that may be resolved next: a forced die alone, else Power,
        then Hunt, then Exhaust, then the Shadows in any order."""
        return tray.resolvable(self)

    def can_dream_again(self) -> bool:
        return resting.can_dream_again(self)

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
            nxt = tray.resolvable(self)
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
        return {"content": self.content, "options": dict(self.options), **to_fields(self, LucidityState)}

    @classmethod
    def from_data(cls, data: dict, content: dict | None = None) -> "Game":
        g = cls(content or data["content"], data["options"], 0)
        from_fields(g, LucidityState, data)
        return g


# What each phase lists (a pending Decision lists its own options first).
_LEGAL = {Phase.TRACK: drawing.legal_track, Phase.DRAW: drawing.legal_draw, Phase.SELECT: drawing.legal_select,
          Phase.RESOLVE: tray.legal_resolve, Phase.REST: resting.legal_rest, Phase.NIGHTMARE: nightmare_turn.legal_nightmare}

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

"""Lucidity: Six-Sided Nightmares, the rules as a state machine.

The state, its views and the helpers every rule uses are the Table's
(table.py); this Game adds the rules API on top. The rules live in one
module per area, as functions over the Table: drawing (track, draw,
select), tray (resolving and rerolls), abilities, asking and decisions,
checks (the filled rows), resting, nightmare_turn and turns (the next turn
and the end). Each registers its moves in `ACTIONS`.

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

from game.rules.core import Action, Decision, Event, IllegalAction
from game.rules.core.fields import from_fields, to_fields
from game.rules.lucidity import (abilities, checks, decisions, drawing, nightmare_turn,  # noqa: F401 - each
                                 resting, tray, turns)  # registers its moves in ACTIONS
from game.rules.lucidity.basics import ACTIONS, ROWS, dreams, row_for  # noqa: F401 - importable from here as before
from game.rules.lucidity.phases import Phase
from game.rules.lucidity.setup_data import COLOUR_NAMES, die_colour
from game.rules.lucidity.state import LucidityState
from game.rules.lucidity.table import DEFAULT_OPTIONS, Table


class Game(Table):
    """A night of Lucidity: the Table's state and helpers, with the rules API over the rule modules."""

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

    # The rule areas' functions a table or a computer player asks the game.
    def resolvable(self) -> list[int]:
        """The dice that may be resolved next: a forced die alone, else Power,
        then Hunt, then Exhaust, then the Shadows in any order."""
        return tray.resolvable(self)

    def can_dream_again(self) -> bool:
        return resting.can_dream_again(self)

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
        return f"Draw {dreams(n)}" + (" (one too many: Worst Case rule)" if n > game.draw_count() else "")
    if k == "return_dreams":
        return "Return " + ", ".join(_label_die(game, d) for d in action["dice"])
    if k == "resolve":
        return f"Resolve {_label_die(game, action['die'])} to the {action['row']} row"
    if k == "reroll":
        return f"Spend {_label_die(game, action['pay'])} to reroll {dreams(len(action['dice']))}"
    if k == "rest":
        d = action.get("dream")
        return "Rest" if d is None else ("Rest, returning every dream" if d == "all" else f"Rest, returning {_label_die(game, d)}")
    if k in ("return_excess", "envy_pick", "fear_move", "consume"):
        return f"{k.replace('_', ' ').capitalize()}: {_label_die(game, action['die'])}"
    if k == "ability":
        return "Use the ability" + (f" on {_label_die(game, action['die'])}" if action.get("die") is not None else "")
    if k == "minion":
        return f"Give {_label_die(game, action['give'])} to {action['to']}"
    if k == "replace":
        return f"Replace with a {action['colour']} dream"
    if k == "become":
        return f"Become the {game.nightmares[action['colour']]['name']}"
    if k == "dream_again":
        return "Dream again"  # written out, as the fallback below is, so that the catalogue has it
    return k.replace("_", " ").capitalize()


def _label_die(game: Game, d: int) -> str:
    """A die in a label ("red die (Primeval Fear) showing hunt"); named label_* so
    that its words are read for the catalogue as the labels' are."""
    c = die_colour(d)
    face = game.faces[d]
    return f"{c} die ({COLOUR_NAMES[c]})" + (f" showing {face}" if face else "")

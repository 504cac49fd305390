"""The Onirim state and its turn: play or discard, fill the hand, shuffle Limbo back.

The state is a handful of lists of card codes (top first) plus a `step` that
says which choice the rules wait for. `apply` validates against the legal
actions, then runs the rules until the next choice: `_fill` draws one card at a
time and stops at any card that asks the player something (a Door with a
matching Key, a Nightmare, a Dream card); answering resumes the fill. The
rulings we chose where the rulebooks are silent are in `rulings.py`.
"""
from __future__ import annotations

from enum import StrEnum

from game.rules.core import Action, Decision, Event, IllegalAction, Rng
from game.rules.core.args import ID, IDS, NO_ARGS, ArgSpec, one_of
from game.rules.core.registry import Registry
from game.rules.core.shuffle import shuffle
from game.rules.onirim import actions as A
from game.rules.onirim.cards import (COLOUR, COLOUR_LETTERS, COLOUR_NAMES, CONFUSION, DIVER, DOORS,
                                     IS_DOOR, IS_KEY, IS_LOCATION, KEY_OF, NIGHTMARE, SPHINX,
                                     SYMBOL, card_name)
from game.rules.onirim.cards import CARD_NAME, parse_codes
from game.rules.onirim.outcome import LOST, WON, OnirimOutcome
from game.rules.onirim.mirrors import (ALL_MIRRORS, CARDS_TO_EXPLORE, CHOOSES, RAINBOW, accepts,
                                       pair_fits, win_needs)

HAND_SIZE = 5
PROPHECY_CARDS = 5
DOORS_TO_WIN = 8
SPHINX_CARDS = 5
NIGHTMARE_DECK_CARDS = 5



class Step(StrEnum):
    """Which choice is waiting: PLAY is phase 1 (a free move), OVER the end,
    the rest are Decisions. A StrEnum, so saves hold the same words."""
    PLAY = "play"
    PROPHECY = "prophecy"
    DOOR = "door"
    NIGHTMARE = "nightmare"
    SPHINX = "sphinx"
    SPHINX_PICK = "sphinx_pick"
    BOTTOM = "bottom"
    DIVER = "diver"
    MIRROR_CHOICE = "mirror_choice"
    OVER = "over"


# The names the rules below use for each step.
PLAY, PROPHECY, DOOR, NIGHTMARE_STEP = Step.PLAY, Step.PROPHECY, Step.DOOR, Step.NIGHTMARE
SPHINX_STEP, SPHINX_PICK, BOTTOM, DIVER_STEP, MIRROR_CHOICE, OVER = (
    Step.SPHINX, Step.SPHINX_PICK, Step.BOTTOM, Step.DIVER, Step.MIRROR_CHOICE, Step.OVER)
# What follows a bottom_order: carry on filling, a new hand after the Sphinx
# found nothing or after the Confusion, or the Diver hit a Nightmare.
THEN_FILL, THEN_SPHINX_FAILED, THEN_CONFUSION, THEN_DIVER_NIGHTMARE = (
    "fill", "sphinx_failed", "confusion", "diver_nightmare")

_SPHINX_MATCH = {
    "red": lambda c: COLOUR[c] == "R", "blue": lambda c: COLOUR[c] == "B",
    "green": lambda c: COLOUR[c] == "G", "brown": lambda c: COLOUR[c] == "Y",
    "moon": lambda c: SYMBOL[c] == "M", "key": lambda c: SYMBOL[c] == "K",
}


_DRAW_TEXT = {c: f"You draw a {n}." for c, n in CARD_NAME.items()}
_PLAY_TEXT = {c: f"You explore a {n}." for c, n in CARD_NAME.items()}
_DISCARD_TEXT = {c: f"You discard a {n}." for c, n in CARD_NAME.items()}


def _ordered_pairs(cards: list) -> list:
    """Every (first, second) two cards of this pile can make, by code; a
    pile of one card gives just that card."""
    if len(cards) == 1:
        return [(cards[0],)]
    counts: dict = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return [(a, b) for a in counts for b in counts if a != b or counts[a] > 1]


def _arranges(action, kind: str, names: tuple, cards: list) -> bool:
    """Is `action` of this kind, with exactly these args, whose cards are
    exactly `cards` rearranged? (The args' values are the card codes, the
    last one a tuple.)"""
    if getattr(action, "kind", None) != kind:
        return False
    args = action.args
    if tuple(k for k, _ in args) != names:
        return False
    got: list = []
    for _, v in args:
        if isinstance(v, tuple):
            got += v
        else:
            got.append(v)
    return all(isinstance(c, str) for c in got) and sorted(got) == sorted(cards)


class Onirim:
    """One game of Onirim, solo. Build it with `new_game` or `from_codes`."""

    __slots__ = ("hand", "deck", "labyrinth", "spent", "doors", "limbo", "discard", "mirrors",
                 "explored", "expansions", "rng", "step", "then", "drawn", "revealed", "effect",
                 "outcome", "turn", "_legal", "_events")

    def __init__(self, *, hand=(), deck=(), labyrinth=(), spent=0, doors=(), limbo=(), discard=(),
                 mirrors=None, explored=(), expansions=(), rng=None, step=PLAY, then="", drawn="",
                 revealed=(), effect="", outcome=None, turn=1):
        self.hand, self.deck, self.labyrinth = list(hand), list(deck), list(labyrinth)
        self.spent = spent  # Labyrinth cards before this index already opened a Door
        self.doors, self.limbo = list(doors), list(limbo)
        self.discard = list(discard)[::-1]  # kept bottom first, so a discard is an append; to_data turns it over
        self.mirrors = {m: list(c) for m, c in (mirrors or {}).items()}  # cards under each Mirror
        self.explored = set(explored)
        self.expansions = tuple(expansions)
        self.rng = rng if rng is not None else Rng(0)
        self.step, self.then, self.drawn = Step(step), then, drawn
        self.revealed = list(revealed)  # cards out of the deck while a choice is made about them
        self.effect = effect  # the Mirror being explored while its effect asks for a choice
        self.outcome, self.turn = outcome, turn
        self._legal = None
        self._events: list = []

    # -- the public surface -----------------------------------------------
    def legal_actions(self):
        """A list; at a BOTTOM step with more orders than a list should hold
        (a long Diver run), the lazy, immutable `Orders` sequence instead."""
        acts = self._legal_list()
        return acts if isinstance(acts, A.Orders) else list(acts)

    def is_legal(self, action) -> bool:
        """Is this action among `legal_actions()`? Long lists (orders of cards)
        are checked by what they contain instead of by scanning."""
        check = _CHECK.get(self.step)
        if check is not None:
            return check(self, action)
        acts = self._legal_list()
        for x in acts:
            if x is action:
                return True
        return action in acts

    @property
    def pending(self) -> Decision | None:
        """The choice the rules wait for, or None in phase 1 (a free move) and at the end."""
        if self.step in (PLAY, OVER):
            return None
        prompt, summary = _PROMPTS[self.step](self)
        return Decision(prompt, self.legal_actions(), None, summary)

    def apply(self, action) -> list:
        if not self.is_legal(action):
            action = _canonical(action)
            if not self.is_legal(action):
                raise IllegalAction((ACTIONS.problem(action) if isinstance(action, Action) else None)
                                    or self._why(action))
        record = self._record()
        self._legal = None
        events: list = []
        self._events = events
        try:
            _DO[action.kind](self, action)
        except BaseException:
            self._put_back(record)  # refused midway, or a bug: nothing stays changed, the error goes on
            raise
        return events

    # The fields an action may change, copied one level deep: the cards are
    # strings, so copying the lists (and the Mirrors' lists) is a whole copy.
    # Written out field by field: this runs before every action (the bench).
    def _record(self) -> tuple:
        return (self.hand[:], self.deck[:], self.labyrinth[:], self.doors[:], self.limbo[:], self.discard[:],
                self.revealed[:], {m: c[:] for m, c in self.mirrors.items()}, set(self.explored),
                self.spent, self.step, self.then, self.drawn, self.effect, self.outcome, self.turn, self.rng.state)

    def _put_back(self, record: tuple) -> None:
        (self.hand, self.deck, self.labyrinth, self.doors, self.limbo, self.discard, self.revealed, self.mirrors,
         self.explored, self.spent, self.step, self.then, self.drawn, self.effect, self.outcome, self.turn,
         self.rng.state) = record
        self._legal = None

    def describe(self, action) -> str:
        """A label for any legal action, for buttons and the log."""
        return describe(action)

    # -- data ---------------------------------------------------------------
    def to_data(self) -> dict:
        return {
            "game": "onirim",
            "hand": list(self.hand), "deck": list(self.deck), "labyrinth": list(self.labyrinth),
            "spent": self.spent, "doors": list(self.doors), "limbo": list(self.limbo),
            "discard": self.discard[::-1], "drawn": self.drawn, "revealed": list(self.revealed),
            "mirrors": {m: {"explored": m in self.explored, "cards": list(self.mirrors[m])}
                        for m in ALL_MIRRORS if m in self.mirrors},
            "expansions": list(self.expansions), "step": str(self.step), "then": self.then,
            "effect": self.effect, "outcome": None if self.outcome is None else self.outcome.to_data(),
            "turn": self.turn,
            "rng": self.rng.to_data(),
        }

    @classmethod
    def from_data(cls, data: dict, content=None) -> "Onirim":
        """`content` is accepted like the other games'; the state holds every card."""
        mirrors = data.get("mirrors") or {}
        for name in mirrors:
            if name not in ALL_MIRRORS:
                raise ValueError(f"mirrors: {name!r} is not a Mirror ({', '.join(ALL_MIRRORS)})")
        step = data.get("step", PLAY)
        if step not in _PROMPTS and step not in (PLAY, OVER):
            raise ValueError(f"step: {step!r} is not a step of Onirim")
        drawn = data.get("drawn") or ""
        return cls(
            hand=parse_codes(data.get("hand"), "hand"), deck=parse_codes(data.get("deck"), "deck"),
            labyrinth=parse_codes(data.get("labyrinth"), "labyrinth"), spent=int(data.get("spent", 0)),
            doors=parse_codes(data.get("doors"), "doors"), limbo=parse_codes(data.get("limbo"), "limbo"),
            discard=parse_codes(data.get("discard"), "discard"),
            mirrors={m: parse_codes((v or {}).get("cards"), f"mirrors.{m}") for m, v in mirrors.items()},
            explored=[m for m, v in mirrors.items() if (v or {}).get("explored")],
            expansions=tuple(data.get("expansions") or ()), rng=Rng.from_data(int(data.get("rng", 0))),
            step=step, then=data.get("then") or "", drawn=parse_codes(drawn, "drawn")[0] if drawn else "",
            revealed=parse_codes(data.get("revealed"), "revealed"), effect=data.get("effect") or "",
            outcome=None if data.get("outcome") is None else OnirimOutcome.from_data(data["outcome"]), turn=int(data.get("turn", 1)))

    def cards(self) -> list:
        """Every card of the game wherever it lies (for conservation checks)."""
        out = self.hand + self.deck + self.labyrinth + self.doors + self.limbo + self.discard + self.revealed
        for under in self.mirrors.values():
            out += under
        if self.drawn:
            out.append(self.drawn)
        return out

    # -- legal actions --------------------------------------------------------
    def _legal_list(self):
        """The legal actions, cached until the state changes."""
        if self._legal is None:
            self._legal = _LEGAL[self.step](self)
        return self._legal

    def _legal_play(self):
        hand = self.hand
        last = SYMBOL[self.labyrinth[-1]] if self.labyrinth else ""
        kinds = dict.fromkeys(hand)
        acts = [A.PLAY[c] for c in kinds if SYMBOL[c] != last]
        acts += [A.DISCARD[c] for c in kinds]
        if self.mirrors:
            acts += self._mirror_plays()
        return acts

    def _mirror_plays(self) -> list:
        out = []
        hand = self.hand
        for mirror, under in self.mirrors.items():
            if mirror in self.explored:
                continue
            fits = [c for c in hand if accepts(mirror, c)]
            if len(fits) < 2:
                continue
            seen = set()
            for i in range(len(fits)):
                for j in range(i + 1, len(fits)):
                    pair = (fits[i], fits[j]) if fits[i] <= fits[j] else (fits[j], fits[i])
                    if pair not in seen and pair_fits(mirror, under, pair):
                        seen.add(pair)
                        out.append(A.mirror_play(mirror, pair))
        return out

    def _legal_prophecy(self):
        return A.prophecy_options(tuple(sorted(self.revealed)))

    def _legal_door(self):
        return [A.OPEN_DOOR[KEY_OF[self.drawn]], A.KEEP_KEY]

    def _legal_nightmare(self):
        acts = [A.NIGHTMARE_KEY[c] for c in dict.fromkeys(self.hand) if IS_KEY[c]]
        acts += [A.NIGHTMARE_DOOR[d] for d in dict.fromkeys(self.doors)]
        if self.deck:
            acts.append(A.NIGHTMARE_DECK)
        acts.append(A.NIGHTMARE_HAND)
        return acts

    def _legal_sphinx(self):
        return list(A.SPHINX.values())

    def _legal_sphinx_pick(self):
        return [A.SPHINX_PICK[c] for c in dict.fromkeys(self.revealed)]

    def _legal_bottom(self):
        return A.bottom_options(tuple(sorted(self.revealed)))

    def _legal_diver(self):
        return [A.DIVER_NEXT, A.DIVER_KEEP] if self.deck else [A.DIVER_KEEP]

    def _legal_mirror_choice(self):
        if CHOOSES[self.effect] == "colour":
            acts = [A.MIRROR_COLOUR[COLOUR_NAMES[d[0]]] for d in DOORS if d in self.deck]
        else:
            pile = self.deck if self.effect == "red" else self.discard
            acts = [A.cards_choice(p) for p in _ordered_pairs(pile)]
        return acts

    def _legal_over(self):
        return []

    def _why(self, action) -> str:
        """Why an action is refused, as a sentence for the player."""
        if self.outcome is not None:
            return f"The game is over: you {self.outcome}."
        kind = getattr(action, "kind", None)
        card = action.get("card") if hasattr(action, "get") else None
        if self.step != PLAY and kind in ("play", "discard", "mirror"):
            return f"First finish what is waiting: {_PROMPTS[self.step](self)[0]}"
        if kind == "play":
            if card not in self.hand:
                return f"There is no {_name(card)} in your hand."
            return (f"A {_name(card)} cannot follow the {card_name(self.labyrinth[-1])}: two cards in a row "
                    "in the Labyrinth never share a symbol.")
        if kind == "discard":
            return f"There is no {_name(card)} in your hand."
        if kind == "mirror":
            mirror = action.get("mirror")
            if mirror not in self.mirrors:
                return f"There is no {mirror} Mirror in this game."
            if mirror in self.explored:
                return f"The {mirror} Mirror is already explored: nothing more goes under it."
            return (f"That pair cannot go under the {mirror} Mirror: it takes two cards from your hand "
                    + ("of colours not yet under it, different from each other." if mirror == RAINBOW
                       else f"that show its {'symbol' if mirror in ('sun', 'moon', 'key') else 'colour'}."))
        if self.step == PLAY:
            return "Now play a Location, discard a card, or put a pair under a Mirror."
        return f"That does not answer the choice waiting: {_PROMPTS[self.step](self)[0]}"

    # -- turn flow ------------------------------------------------------------
    def _event(self, kind, text, reveals=False, **data):
        self._events.append(Event(kind, data, text, reveals))

    def _discard_card(self, card):
        self.discard.append(card)

    def _shuffle_deck(self):
        shuffle(self.rng, self.deck)
        self._event("shuffled", "The deck is shuffled.", cards=len(self.deck))

    def _lose(self):
        self.outcome, self.step = LOST, OVER
        self._event("lost", "A card must be drawn and the deck is empty: the dream swallows you.")

    def _check_win(self) -> bool:
        if len(self.doors) >= DOORS_TO_WIN and all(m in self.explored for m in win_needs(self.mirrors)):
            self.outcome, self.step = WON, OVER
            self._event("won", "The eighth Door opens: you wake up." if not self.mirrors else
                        "Every Door is open and the Mirrors are explored: you wake up.")
            return True
        return False

    def _open_door(self, door, how):
        self.doors.append(door)
        self._event("door_opened", f"The {card_name(door)} opens ({how}).", card=door, how=how)

    def _fill(self):
        """Phase 2 then 3: draw to 5 cards, stopping at each card that asks for a choice."""
        hand, deck, events = self.hand, self.deck, self._events
        while len(hand) < HAND_SIZE:
            if not deck:
                self._lose()
                return
            card = deck.pop(0)
            events.append(Event("drawn", {"card": card}, _DRAW_TEXT[card], True))
            if IS_LOCATION[card]:
                hand.append(card)
                continue
            if IS_DOOR[card]:
                if KEY_OF[card] in hand:
                    self.drawn, self.step = card, DOOR
                    return
                self.limbo.insert(0, card)
                continue
            self.drawn = card
            if card == NIGHTMARE:
                self.step = NIGHTMARE_STEP
                return
            if card == SPHINX:
                self.step = SPHINX_STEP
                return
            if card == DIVER:
                if not deck:  # nothing to reveal: the Diver simply leaves
                    self._discard_card(card)
                    self.drawn = ""
                    continue
                self._diver_reveal()
                return
            if card == CONFUSION:
                self.revealed, self.hand = self.hand, []
                hand = self.hand
                self._event("confusion", "The Confusion sends your hand under the deck.")
                self._to_bottom(THEN_CONFUSION)
                return
        self._end_turn()

    def _end_turn(self):
        if self.limbo:
            self.deck += self.limbo
            self._event("limbo_shuffled", "Limbo goes back into the deck.", cards=len(self.limbo))
            self.limbo = []
            self._shuffle_deck()
        self.turn += 1
        self.step = PLAY

    def _new_hand(self):
        """Draw until 5 Locations are in hand; anything else drawn goes to Limbo."""
        hand, deck = self.hand, self.deck
        while len(hand) < HAND_SIZE:
            if not deck:
                self._lose()
                return False
            card = deck.pop(0)
            if IS_LOCATION[card]:
                hand.append(card)
            else:
                self.limbo.insert(0, card)
            self._events.append(Event("drawn", {"card": card, "new_hand": True}, _DRAW_TEXT[card], True))
        return True

    def _to_bottom(self, then):
        """The revealed cards go under the deck in the player's order; ask only if it matters."""
        self.then = then
        if len(set(self.revealed)) > 1:
            self.step = BOTTOM
            return
        self.deck += self.revealed
        self.revealed = []
        self._after_bottom()

    def _after_bottom(self):
        then, self.then = self.then, ""
        if then == THEN_DIVER_NIGHTMARE:
            self.step = NIGHTMARE_STEP  # the Diver now acts as the Nightmare it found
            return
        self.step = PLAY
        if then in (THEN_SPHINX_FAILED, THEN_CONFUSION):
            if then == THEN_SPHINX_FAILED:  # as a Nightmare's 'hand' option: the hand is discarded
                for c in self.hand:
                    self._discard_card(c)
                self.hand = []
            self._discard_card(self.drawn)
            self.drawn = ""
            if not self._new_hand():
                return
        elif then == THEN_FILL:
            self._discard_card(self.drawn)
            self.drawn = ""
        self._fill()

    def _diver_reveal(self):
        card = self.deck.pop()
        self.revealed.append(card)
        self._event("diver_revealed", f"The Diver reveals a {card_name(card)} from under the deck.", True,
                    card=card)
        if card == NIGHTMARE:
            self._to_bottom(THEN_DIVER_NIGHTMARE)
        else:
            self.step = DIVER_STEP

    def _explore_done(self, mirror):
        """The Mirror is explored: its 4 cards go to the discard pile."""
        cards = self.mirrors[mirror]
        self.mirrors[mirror] = []
        for c in cards:
            self._discard_card(c)
        self.explored.add(mirror)
        self.effect = ""
        self._event("mirror_explored", f"The {mirror} Mirror is explored.", mirror=mirror)
        if self._check_win():
            return
        self.step = PLAY
        self._fill()

    def _take_from_deck(self, code, n) -> list:
        got = []
        for _ in range(n):
            if code not in self.deck:
                break
            self.deck.remove(code)
            got.append(code)
        return got


# -- applying each kind of action (the action is already known legal) ---------
def _do_play(g: Onirim, a):
    card = a.args[0][1]
    g.hand.remove(card)
    lab = g.labyrinth
    lab.append(card)
    g._events.append(Event("played", {"card": card}, _PLAY_TEXT[card]))
    n = len(lab)
    if n - g.spent >= 3 and COLOUR[lab[-2]] == COLOUR[card] == COLOUR[lab[-3]]:
        door = card[0] + "D"
        if door in g.deck:
            g.deck.remove(door)
            g.spent = n
            g._open_door(door, how="three in a row")
        else:
            g._event("no_door", f"Three {COLOUR_NAMES[card[0]]} cards in a row, but no such Door is left "
                     "in the deck.", colour=COLOUR_NAMES[card[0]])
        g._shuffle_deck()
        if g._check_win():
            return
    g._fill()


def _do_discard(g: Onirim, a):
    card = a.args[0][1]
    g.hand.remove(card)
    g._discard_card(card)
    g._events.append(Event("discarded", {"card": card}, _DISCARD_TEXT[card]))
    if IS_KEY[card] and g.deck:
        g.revealed = g.deck[:PROPHECY_CARDS]
        del g.deck[:PROPHECY_CARDS]
        g.step = PROPHECY
        g._event("prophecy", "Prophecy: you see the top of the deck.", True, cards=list(g.revealed))
        return
    g._fill()


def _do_prophecy(g: Onirim, a):
    gone, order = a.args[0][1], a.args[1][1]
    g._discard_card(gone)
    g.deck[:0] = order
    g.revealed = []
    g._event("prophecy_done", f"The Prophecy discards a {card_name(gone)}.", card=gone, order=list(order))
    g.step = PLAY
    g._fill()


def _do_open_door(g: Onirim, a):
    key = a.args[0][1]
    g.hand.remove(key)
    g._discard_card(key)
    door, g.drawn = g.drawn, ""
    g._open_door(door, how=f"with a {card_name(key)}")
    if g._check_win():
        return
    g.step = PLAY
    g._fill()


def _do_keep_key(g: Onirim, a):
    g.limbo.insert(0, g.drawn)
    g._event("limbo", f"The {card_name(g.drawn)} goes to Limbo.", card=g.drawn)
    g.drawn = ""
    g.step = PLAY
    g._fill()


def _do_nightmare(g: Onirim, a):
    option = a.get("option")
    if option == "key":
        card = a.get("card")
        g.hand.remove(card)
        g._discard_card(card)
        text = f"You give up a {card_name(card)}."
    elif option == "door":
        card = a.get("card")
        g.doors.remove(card)
        g.limbo.insert(0, card)
        text = f"The {card_name(card)} closes and drifts to Limbo."
    elif option == "deck":
        seen = g.deck[:NIGHTMARE_DECK_CARDS]
        del g.deck[:NIGHTMARE_DECK_CARDS]
        for c in seen:
            if IS_LOCATION[c]:
                g._discard_card(c)
            else:
                g.limbo.insert(0, c)
        text = "The top of the deck is lost."
        g._event("revealed", "Revealed: " + ", ".join(card_name(c) for c in seen) + ".", True, cards=seen)
    else:
        for c in g.hand:
            g._discard_card(c)
        g.hand = []
        text = "You let go of your whole hand."
    g._event("nightmare", text, option=option)
    g._discard_card(g.drawn)
    g.drawn = ""
    g.step = PLAY
    if option == "hand" and not g._new_hand():
        return
    g._fill()


def _do_sphinx(g: Onirim, a):
    name = a.args[0][1]
    n = min(SPHINX_CARDS, len(g.deck))
    g.revealed = [g.deck.pop() for _ in range(n)]  # from the bottom up
    g._event("sphinx_revealed", f"You name {name}; the Sphinx shows the bottom of the deck.", True,
             name=name, cards=list(g.revealed))
    match = _SPHINX_MATCH[name]
    if any(match(c) for c in g.revealed):
        g.step = SPHINX_PICK
        return
    g._event("sphinx_failed", "Nothing matches: the Sphinx takes your hand.")
    g._to_bottom(THEN_SPHINX_FAILED)


def _do_sphinx_pick(g: Onirim, a):
    card = a.args[0][1]
    g.revealed.remove(card)
    g.deck.insert(0, card)
    g._event("sphinx_pick", f"The {card_name(card)} goes on top of the deck.", card=card)
    g._to_bottom(THEN_FILL)


def _do_bottom_order(g: Onirim, a):
    order = a.args[0][1]
    g.deck += order
    g.revealed = []
    n = len(order)
    g._event("bottom", f"{n} card goes under the deck." if n == 1 else f"{n} cards go under the deck.",
             order=list(order))
    g._after_bottom()


def _do_diver_next(g: Onirim, a):
    g._diver_reveal()


def _do_diver_keep(g: Onirim, a):
    card = g.revealed.pop()
    g.deck.insert(0, card)
    g._event("diver_keep", f"The {card_name(card)} goes on top of the deck.", card=card)
    g._to_bottom(THEN_FILL)


def _do_mirror(g: Onirim, a):
    pair, mirror = a.args[0][1], a.args[1][1]
    for c in pair:
        g.hand.remove(c)
    under = g.mirrors[mirror]
    under += pair
    g._event("mirror", f"A {card_name(pair[0])} and a {card_name(pair[1])} go under the {mirror} Mirror.",
             mirror=mirror, cards=list(pair))
    if len(under) < CARDS_TO_EXPLORE:
        g._fill()
        return
    if mirror == "green":
        if NIGHTMARE in g.deck:
            g.deck.remove(NIGHTMARE)
            g._discard_card(NIGHTMARE)
            g._event("nightmare_removed", "A Nightmare leaves the deck.")
        g._shuffle_deck()
    elif mirror == "key":
        for c in g._take_from_deck(NIGHTMARE, 2):
            g._discard_card(c)
            g._event("nightmare_removed", "A Nightmare leaves the deck.")
    if mirror in CHOOSES and _mirror_has_choice(g, mirror):
        g.effect, g.step = mirror, MIRROR_CHOICE
        return
    if mirror in ("key", "brown"):
        g._shuffle_deck()  # nothing to choose: searched, no Door left
    g._explore_done(mirror)


def _mirror_has_choice(g: Onirim, mirror) -> bool:
    if CHOOSES[mirror] == "colour":
        return any(d in g.deck for d in DOORS)
    return bool(g.deck if mirror == "red" else g.discard)


def _do_mirror_choice(g: Onirim, a):
    mirror = g.effect
    if mirror in ("key", "brown"):
        colour = a.args[0][1]
        door = COLOUR_LETTERS[colour] + "D"
        for d in g._take_from_deck(door, 2 if mirror == "key" else 1):
            g._open_door(d, how=f"through the {mirror} Mirror")
        g._shuffle_deck()
    else:
        cards = a.args[0][1]
        pile = g.deck if mirror == "red" else g.discard
        for c in cards:
            pile.remove(c)
        if mirror == "red":
            g._shuffle_deck()
        g.deck[:0] = cards
        g._event("mirror_cards", f"{' and '.join(card_name(c) for c in cards)} go on top of the deck.",
                 cards=list(cards))
    g._explore_done(mirror)


# Every move, with the arguments it takes, in the core registry every game
# declares its moves in; apply() looks the handler up in its dict directly
# (the hot path of the bench).
ACTIONS = Registry("Onirim")
for _kind, _handler, _args in (
        ("play", _do_play, ArgSpec({"card": ID})), ("discard", _do_discard, ArgSpec({"card": ID})),
        ("prophecy", _do_prophecy, ArgSpec({"discard": ID, "order": IDS})),
        ("open_door", _do_open_door, ArgSpec({"card": ID})), ("keep_key", _do_keep_key, NO_ARGS),
        ("nightmare", _do_nightmare, ArgSpec({"option": one_of("key", "door", "deck", "hand")}, {"card": ID})),
        ("sphinx", _do_sphinx, ArgSpec({"name": ID})), ("sphinx_pick", _do_sphinx_pick, ArgSpec({"card": ID})),
        ("bottom_order", _do_bottom_order, ArgSpec({"order": IDS})), ("diver_next", _do_diver_next, NO_ARGS),
        ("diver_keep", _do_diver_keep, NO_ARGS), ("mirror", _do_mirror, ArgSpec({"mirror": ID, "cards": IDS})),
        ("mirror_choice", _do_mirror_choice, ArgSpec(optional={"colour": ID, "cards": IDS}))):
    ACTIONS.action(_kind, _args)(_handler)
_DO = ACTIONS.handlers

_LEGAL = {PLAY: Onirim._legal_play, PROPHECY: Onirim._legal_prophecy, DOOR: Onirim._legal_door,
          NIGHTMARE_STEP: Onirim._legal_nightmare, SPHINX_STEP: Onirim._legal_sphinx,
          SPHINX_PICK: Onirim._legal_sphinx_pick, BOTTOM: Onirim._legal_bottom,
          DIVER_STEP: Onirim._legal_diver, MIRROR_CHOICE: Onirim._legal_mirror_choice,
          OVER: Onirim._legal_over}

def _check_prophecy(g: Onirim, a) -> bool:
    return _arranges(a, "prophecy", ("discard", "order"), g.revealed)


def _check_bottom(g: Onirim, a) -> bool:
    return _arranges(a, "bottom_order", ("order",), g.revealed)


def _check_mirror_choice(g: Onirim, a) -> bool:
    if CHOOSES[g.effect] == "colour":
        return a in g._legal_list()
    if getattr(a, "kind", None) != "mirror_choice" or len(a.args) != 1 or a.args[0][0] != "cards":
        return False
    cards = a.args[0][1]
    pile = g.deck if g.effect == "red" else g.discard
    if not isinstance(cards, tuple) or len(cards) != min(2, len(pile)):
        return False
    return all(isinstance(c, str) for c in cards) and all(cards.count(c) <= pile.count(c) for c in cards)


_CHECK = {PROPHECY: _check_prophecy, BOTTOM: _check_bottom, MIRROR_CHOICE: _check_mirror_choice}

def _canonical(action):
    """Accept a Mirror pair in either order, and lists where tuples are kept."""
    from game.rules.core import Action
    if not isinstance(action, Action):
        return action
    if action.kind == "mirror":
        pair = action.get("cards")
        if isinstance(pair, (list, tuple)) and len(pair) == 2 and all(isinstance(c, str) for c in pair):
            return A.mirror_play(action.get("mirror"), tuple(sorted(pair)))
    return Action.make(action.kind, **{k: v for k, v in action.args})


def _name(card) -> str:
    try:
        return card_name(card)
    except (KeyError, TypeError):
        return repr(card)


def _prompt_prophecy(g):
    return ("Prophecy: discard one of these cards and put the others back on top in any order.",
            "Seen: " + ", ".join(card_name(c) for c in g.revealed))


def _prompt_door(g):
    return (f"You drew the {card_name(g.drawn)}. Spend your {card_name(KEY_OF[g.drawn])} to open it, "
            "or keep the Key and send the Door to Limbo?", "")


def _prompt_nightmare(g):
    who = "The Diver found a Nightmare" if g.drawn == DIVER else "A Nightmare"
    return (f"{who}: give up a Key, close a Door, lose the top 5 cards of the deck, or lose your hand.", "")


def _prompt_sphinx(g):
    return ("The Sphinx asks a riddle: name a colour, the Moon or the Key.", "")


def _prompt_sphinx_pick(g):
    return ("Something matches: choose one of the revealed cards to put on top of the deck.",
            "Revealed: " + ", ".join(card_name(c) for c in g.revealed))


def _prompt_bottom(g):
    return ("Choose the order these cards go under the deck (first named lies highest).",
            "Cards: " + ", ".join(card_name(c) for c in g.revealed))


def _prompt_diver(g):
    return (f"The Diver shows a {card_name(g.revealed[-1])}: put it on top of the deck, or dive deeper?",
            "Revealed: " + ", ".join(card_name(c) for c in g.revealed))


def _prompt_mirror_choice(g):
    return ({"red": "Red Mirror: choose two cards of the deck to put on top (first named on top).",
             "blue": "Blue Mirror: choose two cards of the discard pile to put on top of the deck.",
             "key": "Key Mirror: choose a colour; up to two of its Doors open.",
             "brown": "Brown Mirror: choose a colour; one of its Doors opens."}[g.effect], "")


_PROMPTS = {PROPHECY: _prompt_prophecy, DOOR: _prompt_door, NIGHTMARE_STEP: _prompt_nightmare,
            SPHINX_STEP: _prompt_sphinx, SPHINX_PICK: _prompt_sphinx_pick, BOTTOM: _prompt_bottom,
            DIVER_STEP: _prompt_diver, MIRROR_CHOICE: _prompt_mirror_choice}


def describe(action) -> str:
    """A short label for an action: 'Play the red Sun', 'Nightmare: lose your hand'."""
    k = action.kind
    card = action.get("card")
    if k == "play":
        return f"Play the {card_name(card)}"
    if k == "discard":
        return f"Discard the {card_name(card)}" + (" (Prophecy)" if IS_KEY.get(card) else "")
    if k == "prophecy":
        order, gone = ", ".join(card_name(c) for c in action.get("order")), card_name(action.get("discard"))
        return f"Discard the {gone}; on top: {order}" if order else f"Discard the {gone}; on top: nothing"
    if k == "open_door":
        return f"Spend the {card_name(card)} to open the Door"
    if k == "keep_key":
        return "Keep the Key; the Door goes to Limbo"
    if k == "nightmare":
        return {"key": f"Nightmare: give up the {card_name(card) if card else 'Key'}",
                "door": f"Nightmare: close the {card_name(card) if card else 'Door'}",
                "deck": "Nightmare: lose the top 5 cards of the deck",
                "hand": "Nightmare: lose your hand and draw a new one"}[action.get("option")]
    if k == "sphinx":
        return f"Name {action.get('name')}"
    if k == "sphinx_pick":
        return f"Put the {card_name(card)} on top"
    if k == "bottom_order":
        return "Under the deck: " + ", ".join(card_name(c) for c in action.get("order"))
    if k == "diver_next":
        return "Dive deeper"
    if k == "diver_keep":
        return "Put it on top"
    if k == "mirror":
        a, b = action.get("cards")
        return f"Put the {card_name(a)} and the {card_name(b)} under the {action.get('mirror')} Mirror"
    if k == "mirror_choice":
        if action.get("colour"):
            return f"Open {action.get('colour')} Doors"
        return "On top: " + ", ".join(card_name(c) for c in action.get("cards"))
    return str(action)

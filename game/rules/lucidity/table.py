"""A Lucidity night as every rule module sees it: its state (LucidityState's
fields), the content and options it is played with, the events of the move
being applied, and the views and small helpers every rule uses (a seat's
Power, who is next, drawing from the bag, rolling a die). The rules API (what
is legal, checking and applying a move, the pending Decision) is the Game's,
one layer up, which runs the rule modules."""
from __future__ import annotations

from game.rules.core import Event, GameBase, Rng
from game.rules.lucidity.basics import ROWS
from game.rules.lucidity.phases import Phase
from game.rules.lucidity.setup_data import (COLOURS, DICE_PER_COLOUR, SHADOW_LIMIT, SHADOW_LIMIT_TWO_PLAYERS,
                                            check_content, die_colour, nightmare_cards)
from game.rules.lucidity.state import LucidityState

DEFAULT_OPTIONS = {"players": 2, "temptation": None}


def _seat(sid: str) -> dict:
    return {"id": sid, "status": "dreamer", "colour": None, "rows": {r: [] for r in ROWS}}


class Table(GameBase, LucidityState):
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

    def _emit(self, kind: str, text: str, reveals: bool = False, **data) -> None:
        self._events.append(Event(kind, data, text, reveals))

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

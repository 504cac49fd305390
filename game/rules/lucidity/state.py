"""Everything a Lucidity night is at one moment, declared once: the saved
data, loading and the undo record are derived from these fields
(core.fields), in this order. Dice are numbered 0..79; every die is in
exactly one place: the bag, the drawn hand, the tray, a row of a seat's
card, or the stash on an unclaimed Nightmare card."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.core import Rng
from game.rules.core.fields import FLAT, codec, flat_lists, optional, plain
from game.rules.lucidity.basics import ROWS
from game.rules.lucidity.outcome import LucidityOutcome
from game.rules.lucidity.phases import Phase
from game.rules.lucidity.setup_data import COLOURS


def _read_seats(data: list[dict[str, Any]]) -> list[dict[str, Any]]:
    # A seat's rows always hold every row (an old save may lack an empty one).
    return [{"id": s["id"], "status": s["status"], "colour": s["colour"],
             "rows": {r: list(s["rows"].get(r, [])) for r in ROWS}} for s in data]


def _write_seats(seats: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"id": s["id"], "status": s["status"], "colour": s["colour"],
             "rows": {r: list(v) for r, v in s["rows"].items()}} for s in seats]


def _read_cards(data: dict[str, list[int]]) -> dict[str, list[int]]:
    return {c: list(data.get(c, [])) for c in COLOURS}


@dataclass(eq=False, repr=False)
class LucidityState:
    rng: Rng = field(default_factory=Rng, metadata=codec(read=Rng.from_data))
    seats: list[dict[str, Any]] = field(default_factory=list, metadata=codec(write=_write_seats, read=_read_seats))
    bag: list[int] = field(default_factory=list, metadata=FLAT)
    faces: list[str | None] = field(default_factory=list, metadata=FLAT)  # die id -> its face once rolled; None in the bag
    rotated: set[int] = field(default_factory=set, metadata=codec(write=sorted, read=set))  # Exhaust dice on their side
    drawn: list[int] = field(default_factory=list, metadata=FLAT)
    tray: list[int] = field(default_factory=list, metadata=FLAT)  # rolled, not yet resolved
    cards: dict[str, list[int]] = field(default_factory=dict, metadata=codec(write=flat_lists, read=_read_cards))  # Power on unclaimed Nightmares
    current: int = 0
    resolver: int = 0  # whose card the tray resolves onto
    phase: Phase = field(default=Phase.TRACK, metadata=codec(write=str, read=Phase))
    track: str | None = None
    step: int = 0
    first: int | None = None  # a die that must be resolved before any other
    flags: dict[str, bool] = field(default_factory=dict, metadata=codec(write=dict, read=dict))  # this turn: exhausted, must_rest, must_dream
    minion_from: int | None = None  # the Nightmare whose minion is being resolved
    pend: dict[str, Any] | None = field(default=None, metadata=codec(key="pending", read=lambda v: plain(v) if v else None))
    bag_ran_out: bool = False
    final_queue: list[int] | None = None
    turn_number: int = 1
    outcome: LucidityOutcome | None = field(default=None, metadata=codec(read=optional(LucidityOutcome.from_data)))

"""The shape of a Prophecy state, for the type checker. The state stays one
plain dict (saving, loading and undo are a copy of it, and saves are
unchanged); these TypedDicts declare its keys and what each holds, so a
misspelt key or a value of the wrong kind is caught before it runs."""
# No `from __future__ import annotations`: NotRequired must be seen at run time
# too, so that __required_keys__ is right.
from typing import Any, NotRequired, TypedDict


class CharState(TypedDict):
    """One seat's character."""
    character: str
    name: str
    space: Any                # a space of the ring, or None (in the Water Realm, dead): the rules narrow it
    realm: Any                # a square [row, column] of the Water Realm, or None
    alive: bool
    strength: int
    health: int
    willpower: int
    magic: int
    gold: int
    xp: int
    items: list[str]
    held: list[str]           # Items and Artifacts in hand
    broken: list[str]
    abilities: list[str]
    artifacts: list[str]
    fragments: list[str]      # Map Fragments
    pearl: bool
    bubbles: int
    bag: int                  # the Bubble bag's size
    fame: int
    lodged: bool


class TurnFlags(TypedDict):
    """What the active character has done this turn."""
    moved: bool
    stayed: bool
    attacked: bool
    dug: bool
    services: list[str]
    extra: int                # extra turns left this round
    swim_used: bool
    palace_wait: bool
    foe: Any                  # a fight to take up again ({"kind", "card", "plane"}), or None


class ProphecyState(TypedDict):
    options: dict[str, Any]
    rng: int
    seats: list[str]
    active: int               # index into seats
    round: int
    turn_no: int
    phase: str                # a Phase's value
    pending: Any              # the Decision waiting, as data ("type", "chooser", "prompt", ...), or None
    outcome: dict[str, Any] | None   # a ProphecyOutcome's data
    final_battle: bool
    battleground: str | None
    chars: dict[str, CharState]
    removed: list[str]
    box: list[str]
    decks: dict[str, list[str]]
    ability_decks: dict[str, list[str]]
    offers: dict[str, list[str]]
    spaces: dict[str, dict[str, Any]]
    markets: dict[str, list[str]]
    planes: dict[str, dict[str, Any]]
    artifact_total: int
    treasure_display: list[str]
    realm: Any                # the Water Realm (squares, palace, pearls, ...), or None without it
    turn: NotRequired[TurnFlags]       # from the first round on
    final_due: NotRequired[bool]       # the Final Battle begins at the next round

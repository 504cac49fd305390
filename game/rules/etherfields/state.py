"""Plain-data state of an Etherfields game: Dreamers, the Team, the table.

Pools that the rulebook counts (16 Distress, 16 Ether, 6 Shining Gems, 4 Keys,
12 Intent markers, 6 Block tokens) are not stored: what is left in a pool is
its size minus what is out, so the two can never disagree.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields

from game.rules.core import Deck

HAND_LIMIT = 6
DISTRESS_DEATH = 8
MIN_CARDS_ALIVE = 6
PROGRESS_LIMIT = 4
ITEM_SLOTS = 3
POOL_SIZES = {"distress": 16, "ether": 16, "gem": 6, "key": 4, "block": 6, "morphing": 12, "state": 4}
INTENT_MARKERS_PER_COLOUR = 4
INTENTS = ("awareness", "cunning", "wrath")
SUITS = ("hearts", "spades", "diamonds", "clubs")
HOURS_BY_DREAMERS = {1: 5, 2: 4, 3: 3, 4: 2, 5: 1}


def base_id(card: str) -> str:
    """Copies of a card share a definition: "quick_step#2" -> "quick_step"."""
    return card.split("#", 1)[0]


@dataclass
class DreamerState:
    id: str
    pos: tuple[int, int] | None = None
    deck: Deck = field(default_factory=Deck)
    hand: list[str] = field(default_factory=list)
    discard: Deck = field(default_factory=Deck)
    sealed: Deck = field(default_factory=Deck)
    progress: list[dict] = field(default_factory=list)  # {"card": id, "flipped": bool}
    unused: list[str] = field(default_factory=list)
    distress: int = 0
    ether: int = 0
    gems: int = 0
    mask: str | None = None
    masks: list[str] = field(default_factory=list)  # owned, not worn
    masks_lost: list[str] = field(default_factory=list)  # discarded; Restore can bring one back
    hand_limit: int = HAND_LIMIT
    progress_cap: int = PROGRESS_LIMIT
    drawn: bool = False
    passed: bool = False
    boosted: bool = False  # Luck die used this Turn
    effort_used: bool = False
    mask_used: bool = False
    draw_bonus: int = 0
    dead: bool = False

    def living_cards(self) -> int:
        """Deck + hand + discard; Progress and Sealed cards do not count."""
        return len(self.deck) + len(self.hand) + len(self.discard)

    def to_data(self) -> dict:
        data = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Deck):
                value = value.to_data()
            elif isinstance(value, tuple):
                value = list(value)
            elif isinstance(value, list):
                value = [dict(v) if isinstance(v, dict) else v for v in value]
            data[f.name] = value
        return data

    @classmethod
    def from_data(cls, data: dict) -> "DreamerState":
        kwargs = {}
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            if f.name in ("deck", "discard", "sealed"):
                value = Deck.from_data(value)
            elif f.name == "pos" and value is not None:
                value = (int(value[0]), int(value[1]))
            elif isinstance(value, list):
                value = [dict(v) if isinstance(v, dict) else v for v in value]
            kwargs[f.name] = value
        return cls(**kwargs)


@dataclass
class TeamState:
    keys: int = 0
    items: list[str] = field(default_factory=list)  # active Items
    item_slots: int = ITEM_SLOTS
    storage: list[str] = field(default_factory=list)  # face-down Items
    notes: list[str] = field(default_factory=list)
    wisdom: list[str] = field(default_factory=list)

    def to_data(self) -> dict:
        return asdict(self)

    @classmethod
    def from_data(cls, data: dict) -> "TeamState":
        return cls(**{f.name: data[f.name] for f in fields(cls) if f.name in data})

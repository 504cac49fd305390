"""Plain-data state of an Etherfields game: Dreamers, the Team, the table, the campaign.

Pools that the rulebook counts (16 Distress, 16 Ether, 6 Shining Gems, 4 Keys,
12 Intent markers, 6 Block tokens) are not stored: what is left in a pool is
its size minus what is out, so the two can never disagree.
"""
from __future__ import annotations

from typing import Any

from dataclasses import dataclass, field, fields

from game.rules.core import Deck

HAND_LIMIT = 6
DISTRESS_DEATH = 8
MIN_CARDS_ALIVE = 6
PROGRESS_LIMIT = 4
ITEM_SLOTS = 3
POOL_SIZES = {"distress": 16, "ether": 16, "gem": 6, "key": 4, "block": 6, "morphing": 12, "state": 4}
# Tokens placed on the map by effects: how many of each the box holds.
TOKEN_POOLS = {"threat": 20, "story": 10, "universal": 16, "sign": 77, "entity": 15, "terrain": 8}
TERRAINS = ("light", "darkness", "swamp", "water")
INTENT_MARKERS_PER_COLOUR = 4
INTENTS = ("awareness", "cunning", "wrath")
SUITS = ("hearts", "spades", "diamonds", "clubs")
HOURS_BY_DREAMERS = {1: 5, 2: 4, 3: 3, 4: 2, 5: 1}
# The backs of the Secret cards a Peek may look at (Basic Actions card).
PEEKABLE_BACKS = ("influence", "item", "flaw", "fate", "slumber")


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
    token_used: bool = False  # the Personal token, once per Slumber or Dream

    def living_cards(self) -> int:
        """Deck + hand + discard; Progress and Sealed cards do not count."""
        return len(self.deck) + len(self.hand) + len(self.discard)

    def copy(self) -> "DreamerState":
        """An independent copy (every action keeps one in its record)."""
        c = object.__new__(DreamerState)
        c.__dict__.update(self.__dict__)
        c.deck, c.discard, c.sealed = Deck(self.deck.cards[:]), Deck(self.discard.cards[:]), Deck(self.sealed.cards[:])
        c.hand, c.unused, c.progress = self.hand[:], self.unused[:], [dict(p) for p in self.progress]
        c.masks, c.masks_lost = self.masks[:], self.masks_lost[:]
        return c

    def to_data(self) -> dict:
        # Written out by hand: saves and copies of the game run it.
        return {
            "id": self.id, "pos": list(self.pos) if self.pos is not None else None,
            "deck": list(self.deck.cards), "hand": list(self.hand), "discard": list(self.discard.cards),
            "sealed": list(self.sealed.cards), "progress": [dict(p) for p in self.progress],
            "unused": list(self.unused), "distress": self.distress, "ether": self.ether, "gems": self.gems,
            "mask": self.mask, "masks": list(self.masks), "masks_lost": list(self.masks_lost),
            "hand_limit": self.hand_limit, "progress_cap": self.progress_cap, "drawn": self.drawn,
            "passed": self.passed, "boosted": self.boosted, "effort_used": self.effort_used,
            "mask_used": self.mask_used, "draw_bonus": self.draw_bonus, "dead": self.dead,
            "token_used": self.token_used,
        }

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

    def copy(self) -> "TeamState":
        return TeamState(self.keys, self.items[:], self.item_slots, self.storage[:], self.notes[:], self.wisdom[:])

    def to_data(self) -> dict:
        return {"keys": self.keys, "items": list(self.items), "item_slots": self.item_slots,
                "storage": list(self.storage), "notes": list(self.notes), "wisdom": list(self.wisdom)}

    @classmethod
    def from_data(cls, data: dict) -> "TeamState":
        # Copies: the state must never share a list with the data it was read from.
        values: dict[str, Any] = {f.name: list(data[f.name]) if isinstance(data[f.name], list) else data[f.name]
                                  for f in fields(cls) if f.name in data}
        return cls(**values)


def plain(value):
    """A deep copy made of dicts, lists and scalars (tuples become lists)."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


@dataclass(eq=False)  # __eq__ below
class Campaign:
    """A campaign between and across Slumbers and Dreams: the Dreamworld
    Map, the campaign decks, what the Team has done and found, the journal.
    A save holds it as a mapping of these names (`to_data`); a key an older
    save lacks reads as its default, a key this build does not know is kept
    in `extra` and written back."""
    map_tiles: list[str] = field(default_factory=list)      # Dreamworld Map tiles in play
    location: str | None = None                             # where the Team marker stands
    slumber_deck: list[str] = field(default_factory=list)   # Slumber tiles, the Delta Phase at the bottom
    fate_deck: list[str] = field(default_factory=list)
    influence_market: list[str] = field(default_factory=list)
    season: str | None = None
    gates: list[str] = field(default_factory=list)          # Dream Gates on the map
    dream: str | None = None                                # the Gate of the Dream being played
    dreams_done: dict[str, str] = field(default_factory=dict)  # gate -> "won"
    scripts_read: list[str] = field(default_factory=list)
    journal: list[dict] = field(default_factory=list)       # append-only: entries never change
    shopping_cards: int = 0
    awakening_unlocked: bool = False
    once_per_journey: list[str] = field(default_factory=list)
    location_done: bool = False                             # the Location's effects are resolved
    map_tile_deck: list[str] = field(default_factory=list)  # Slumber map tiles Fate may place
    slumber_placements: list[dict] = field(default_factory=list)  # the paused Slumber Dreamscape's tiles
    found: list[str] = field(default_factory=list)          # Secrets revealed
    dream_secrets: list[str] = field(default_factory=list)  # the current Dream's Secrets still face down
    market_shown: list[str] = field(default_factory=list)   # Market cards face up while a Dreamer buys
    quirks: list[str] = field(default_factory=list)         # Fate cards in Quirk slots
    fate_shown: str | None = None                           # the Fate card face up while it resolves
    just_awoke: bool = False
    session_closed: bool = False
    at_awakening: bool = False
    ether_carry: dict[str, int] = field(default_factory=dict)  # Dreamer -> Ether promised next session
    overlays: list[str] = field(default_factory=list)       # Overlay cards laid on the map
    visited: list[str] = field(default_factory=list)        # Locations the Team has reached, first visit first
    extra: dict = field(default_factory=dict)               # keys of a save this build does not know

    def __eq__(self, other) -> bool:
        # Asked after every action (is the last record's copy still good?):
        # one comparison of the field dicts is quicker than the generated one.
        return other.__class__ is Campaign and self.__dict__ == other.__dict__

    def copy(self) -> "Campaign":
        """An independent copy, made the cheap way (every action keeps one in
        its record): lists of ids and the mappings are copied; journal entries
        and Slumber placements are shared, as they are added, never changed."""
        c = object.__new__(Campaign)
        d = c.__dict__
        d.update(self.__dict__)
        for name in _LISTS:
            d[name] = d[name][:]
        d["dreams_done"], d["ether_carry"] = dict(self.dreams_done), dict(self.ether_carry)
        if self.extra:
            d["extra"] = plain(self.extra)
        return c

    def to_data(self) -> dict:
        data = self.__dict__.copy()
        del data["extra"]
        for name in _ID_LISTS:
            data[name] = data[name][:]
        data["dreams_done"], data["ether_carry"] = dict(self.dreams_done), dict(self.ether_carry)
        data["journal"] = [dict(e) for e in self.journal]
        data["slumber_placements"] = plain(self.slumber_placements)
        if self.extra:
            data.update(plain(self.extra))
        return data

    @classmethod
    def from_data(cls, data: dict) -> "Campaign":
        data = plain(data)  # the state never shares a list with the data it was read from
        known = {k: data.pop(k) for k in _SAVED if k in data}
        return cls(**known, extra=data)


_SAVED = tuple(f.name for f in fields(Campaign) if f.name != "extra")
_LISTS = tuple(f.name for f in fields(Campaign) if str(f.type).startswith("list["))
_ID_LISTS = tuple(f.name for f in fields(Campaign) if f.type == "list[str]")


class NoCampaign:
    """`game.campaign` outside a campaign (a lone Slumber): false, and saved
    as the empty mapping (`to_data()` is {}). It has none of a Campaign's
    fields, on purpose: a lone Slumber has no map, decks or journal, and an
    empty default read in their place would hide a reader that forgot that
    (or lose what it appended). A reader that can meet one asks
    `if game.campaign:` first."""
    __slots__ = ()

    def __bool__(self) -> bool:
        return False

    def __repr__(self) -> str:
        return "NO_CAMPAIGN"

    def copy(self) -> "NoCampaign":
        return self

    def to_data(self) -> dict:
        return {}


NO_CAMPAIGN = NoCampaign()

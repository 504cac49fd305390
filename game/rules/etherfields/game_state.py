"""Everything an Etherfields game is at one moment, declared once. Saving
(`to_data`), loading (`from_data`, with the value an older save that lacks
a field gets), the undo record (copied as deep as each field is ever changed
in place) and the record's comparison are all derived from these fields and
their codecs (core.fields), in this order, the order saves always had."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.core import Deck, Rng
from game.rules.core.fields import codec
from game.rules.etherfields.geometry import Dreamscape
from game.rules.etherfields.phases import Mode, Outcome, Phase
# Etherfields' own plain copy (enums stay enums, as the rules put them): the data are exactly as before.
from game.rules.etherfields.state import NO_CAMPAIGN, Campaign, DreamerState, NoCampaign, TeamState, plain

# How the kinds of field are written, read, copied for a record and copied again.
_LIST = codec(write=list, read=list, missing=[], copy=lambda g, v: v[:], recopy=plain)
_DICT = codec(write=dict, read=dict, missing={}, copy=lambda g, v: dict(v), recopy=plain)
_DECK = codec(write=Deck.to_data, read=Deck.from_data, missing=None, copy=lambda g, v: Deck(v.cards[:]),
              recopy=lambda v: Deck(v.cards[:]))


def _scalar(read: Any = None, missing: Any = None) -> dict[str, Any]:
    """A number, word or flag: saved as it is; `read` converts an old save's value."""
    return codec(write=lambda v: v, read=read or (lambda v: v), missing=missing)


def _layout(ds: Dreamscape) -> tuple:
    """The Dreamscape as a record holds it: the object, and its spaces and
    Walls by reference (an Overlay card replaces both rather than editing
    them, and Spaces themselves never change)."""
    return (ds, ds.spaces, ds.walls)


def _pos_list(items: list[dict]) -> list[dict]:
    return [dict(t, pos=list(t["pos"])) for t in items]


@dataclass(eq=False, repr=False)
class GameState:
    # The options are read by the constructor; the rules never change them.
    options: dict = field(default_factory=dict, metadata=codec(write=dict, read=None, recopy=plain))
    rng: Rng = field(default_factory=Rng, metadata=codec(
        write=Rng.to_data, read=Rng.from_data, missing=0, copy=lambda g, v: v.state, view=lambda v: v.state))
    dreamers: dict[str, DreamerState] = field(default_factory=dict, metadata=codec(
        write=lambda v: {k: d.to_data() for k, d in v.items()},
        read=lambda v: {k: DreamerState.from_data(d) for k, d in v.items()}, missing={},
        copy=lambda g, v: g._dreamers_record(), recopy=lambda v: {k: d.copy() for k, d in v.items()}))
    order: list[str] = field(default_factory=list, metadata=codec(  # seating order, First Player first
        write=list, read=list, missing=lambda g: list(g.dreamers), copy=lambda g, v: v[:], recopy=plain))
    team: TeamState = field(default_factory=TeamState, metadata=codec(
        write=TeamState.to_data, read=TeamState.from_data, missing={}, copy=lambda g, v: v.copy(),
        recopy=lambda v: v.copy()))
    dreamscape: Dreamscape = field(default_factory=Dreamscape, metadata=codec(
        write=Dreamscape.to_data, read=Dreamscape.from_data, missing={}, copy=lambda g, v: _layout(v),
        view=_layout))  # replaced, never edited in place
    entities: list[dict] = field(default_factory=list, metadata=codec(  # {"id", "tile", "pos"}
        write=_pos_list, read=lambda v: [dict(e, pos=tuple(e["pos"])) for e in v], missing=[],
        copy=lambda g, v: [dict(e) for e in v], recopy=lambda v: [dict(e) for e in v]))
    entity_tile: str | None = field(default=None, metadata=_scalar())  # the current Slumber tile / Dream Entity
    morphings: list[str] = field(default_factory=list, metadata=_LIST)
    morphing_bag: list[str] = field(default_factory=list, metadata=_LIST)
    states: dict[str, str] = field(default_factory=dict, metadata=_DICT)  # figure or Dreamer id -> State
    state_tokens: list[str] = field(default_factory=list, metadata=_LIST)  # State tokens still free
    token_of: dict[str, str] = field(default_factory=dict, metadata=_DICT)  # id -> the State token lying by it
    gradual: dict[str, dict] = field(default_factory=dict, metadata=codec(  # action key -> {"colour", "markers"}
        write=lambda v: {k: dict(x) for k, x in v.items()}, read=lambda v: {k: dict(x) for k, x in v.items()},
        missing={}, copy=lambda g, v: {k: dict(x) for k, x in v.items()}, recopy=plain))
    blocks: list[str] = field(default_factory=list, metadata=_LIST)  # what each Block token marks
    gem_slots: list[list[int]] = field(default_factory=list, metadata=codec(  # spaces whose Gem slot holds a Gem
        write=lambda v: [list(p) for p in v], read=lambda v: [list(p) for p in v], missing=[],
        copy=lambda g, v: [p[:] for p in v], recopy=plain))
    turn_deck: Deck = field(default_factory=Deck, metadata=_DECK)
    turn_discard: Deck = field(default_factory=Deck, metadata=_DECK)
    turn_card: str | None = field(default=None, metadata=_scalar())
    turn_number: int = field(default=0, metadata=_scalar(int, 0))
    step_index: int = field(default=0, metadata=_scalar(int, 0))
    hours: int = field(default=0, metadata=_scalar(int, 0))
    phase: Phase = field(default=Phase.SETUP, metadata=_scalar(Phase, Phase.SETUP) | {"write": str})
    active: str | None = field(default=None, metadata=_scalar())  # the Dreamer whose round it is (ordered play)
    consecutive_passes: int = field(default=0, metadata=_scalar(int, 0))
    round_acted: bool = field(default=False, metadata=_scalar(bool, False))  # did the active Dreamer act yet?
    dream_action_used: bool = field(default=False, metadata=_scalar(bool, False))  # one Dream action per round
    flaw_deck: Deck = field(default_factory=Deck, metadata=_DECK)
    item_market: list[str] = field(default_factory=list, metadata=_LIST)
    tokens: list[dict] = field(default_factory=list, metadata=codec(  # tokens on the map: {"token", "pos"}
        write=_pos_list, read=_pos_list, missing=[], copy=lambda g, v: _pos_list(v), recopy=plain))
    # Dreamers who may still pick their Entrance space (entrance.py); older saves: nobody
    entering: list[str] = field(default_factory=list, metadata=_LIST)
    mode: Mode = field(default=Mode.SLUMBER, metadata=_scalar(Mode, Mode.SLUMBER) | {"write": str})
    campaign: Campaign | NoCampaign = field(default=NO_CAMPAIGN, metadata=codec(
        write=lambda v: v.to_data(), read=lambda v: Campaign.from_data(v) if v else NO_CAMPAIGN, missing=None,
        copy=lambda g, v: g._campaign_record(), recopy=lambda v: v.copy()))
    stack: list[dict] = field(default_factory=list, metadata=codec(
        write=plain, read=plain, missing=[], copy=lambda g, v: v[:], recopy=lambda v: v[:]))
    outcome: Outcome | None = field(default=None, metadata=codec(  # an Outcome never changes
        write=lambda v: v.to_data() if v else None, read=lambda v: Outcome.from_data(v) if v else None,
        missing=None))
    log: list[str] = field(default_factory=list, metadata=codec(
        write=list, read=list, missing=[], copy=lambda g, v: v[:], recopy=lambda v: v[:]))

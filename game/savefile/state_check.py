"""The rules state inside a save, checked before a game is built from it.

A save is input like any other: hand-edited, corrupted, or from a build with
a bug. `problem(state, content)` returns the first problem as a sentence that
names the field (`state.dreamers.gambler.pos: (99, -7) is not a space of
this Dreamscape`), or "" when the game can be played from it. Three layers:
1. types and ranges: pydantic models in strict mode (no "3" for 3);
2. meaning: every id is known to the content, positions are spaces of the
   Dreamscape, the seating order names the Dreamers;
3. conservation (`conservation.problems`, the fuzz test's own invariants):
   every card in exactly one place, supplies within the box's limits.
Last, the game is built and asked for its legal actions: a state that
passes every check above but still cannot be played is refused too.

Unknown extra fields are allowed: the rules add fields from time to time,
and `Game.from_data` ignores what it does not know.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from game.savefile import conservation

Int = Annotated[int, Field(strict=True)]
Count = Annotated[int, Field(strict=True, ge=0, le=1_000_000)]
Small = Annotated[int, Field(strict=True, ge=0, le=100)]
Id = Annotated[str, Field(strict=True, min_length=1, max_length=200)]
Pos = Annotated[list[Int], Field(min_length=2, max_length=2)]
Flag = Annotated[bool, Field(strict=True)]


class _Model(BaseModel):
    model_config = ConfigDict(strict=True, extra="allow")


class Progress(_Model):
    card: Id
    flipped: Flag = False


class Dreamer(_Model):
    id: Id
    pos: Optional[Pos] = None
    deck: list[Id] = []
    hand: list[Id] = []
    discard: list[Id] = []
    sealed: list[Id] = []
    progress: list[Progress] = []
    unused: list[Id] = []
    distress: Small = 0
    ether: Small = 0
    gems: Small = 0
    mask: Optional[Id] = None
    masks: list[Id] = []
    masks_lost: list[Id] = []
    hand_limit: Small = 6
    progress_cap: Small = 4
    drawn: Flag = False
    passed: Flag = False
    boosted: Flag = False
    effort_used: Flag = False
    mask_used: Flag = False
    draw_bonus: Annotated[int, Field(strict=True, ge=-10, le=10)] = 0
    dead: Flag = False
    token_used: Flag = False


class Team(_Model):
    keys: Small = 0
    items: list[Id] = []
    item_slots: Small = 3
    storage: list[Id] = []
    notes: list[Id] = []
    wisdom: list[Id] = []


class Space(_Model):
    pos: Pos
    blocked: Flag = False
    features: list[str] = []
    drawing_bonus: Int = 0


class Dreamscape(_Model):
    spaces: list[Space] = []
    walls: list[Annotated[list[Pos], Field(min_length=2, max_length=2)]] = []
    names: dict[str, Pos] = {}


class Figure(_Model):
    id: Id
    tile: Id
    pos: Pos


class Token(_Model):
    token: Id
    pos: Pos


class Gradual(_Model):
    colour: Literal["awareness", "cunning", "wrath"]
    markers: Annotated[int, Field(strict=True, ge=0, le=4)]


class Options(_Model):
    dreamers: Annotated[list[Id], Field(min_length=1, max_length=5)]
    edition: Literal["2.0", "first"] = "2.0"
    play_order: Literal["free", "rounds"] = "free"
    boosting: Flag = True
    single_movement_roll: Flag = False
    auto_entities: Flag = False
    campaign: Flag = False


class State(_Model):
    options: Options
    rng: Annotated[int, Field(strict=True, ge=0, lt=2 ** 64)]
    dreamers: dict[str, Dreamer]
    order: list[Id]
    team: Team
    dreamscape: Dreamscape
    entities: list[Figure] = []
    entity_tile: Optional[Id] = None
    morphings: list[Id] = []
    morphing_bag: list[Id] = []
    states: dict[str, Id] = {}
    state_tokens: list[Id] = []
    token_of: dict[str, Id] = {}
    gradual: dict[str, Gradual] = {}
    blocks: list[Id] = []
    gem_slots: list[Pos] = []
    turn_deck: list[Id] = []
    turn_discard: list[Id] = []
    turn_card: Optional[Id] = None
    turn_number: Count = 0
    step_index: Count = 0
    hours: Small = 0
    phase: Id
    active: Optional[Id] = None
    consecutive_passes: Count = 0
    round_acted: Flag = False
    dream_action_used: Flag = False
    flaw_deck: list[Id] = []
    item_market: list[Id] = []
    tokens: list[Token] = []
    mode: Literal["slumber", "map", "dream"]
    campaign: dict[str, Any] = {}
    stack: list[dict[str, Any]] = []
    outcome: Optional[dict[str, Any]] = None
    log: list[str] = []


class Meta(_Model):
    """What the load screen and the session read from `meta`."""
    campaign: Annotated[str, Field(strict=True, max_length=200)] = ""
    seed: Optional[Annotated[int, Field(strict=True, ge=0, lt=2 ** 64)]] = None
    options: dict[str, Any] = {}
    turn: Optional[Count] = None
    steps: Optional[Count] = None
    mode: Optional[str] = None
    location: Optional[str] = None
    dreamers: list[Id] = []


def meta_problem(meta: Any) -> str:
    try:
        Meta.model_validate(meta)
    except ValidationError as err:
        return _pydantic_sentence(err, "meta")
    return ""


def problem(state: Any, content) -> str:
    """The first thing wrong with `state` as a sentence naming the field,
    or "" when a game can be played from it."""
    try:
        model = State.model_validate(state)
    except ValidationError as err:
        return _pydantic_sentence(err, "state")
    for check in (_ids, _places):
        found = check(model, content)
        if found:
            return found
    return _playable(state, content)


def _pydantic_sentence(err: ValidationError, top: str) -> str:
    e = err.errors()[0]
    where = ".".join([top] + [str(p) for p in e["loc"]])
    if e["type"] == "missing":
        return f"{where} is missing"
    msg = e["msg"][0].lower() + e["msg"][1:]
    return f"{where}: {_show(e.get('input'))} is wrong: {msg}"


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _ids(s: State, content) -> str:
    """Every id names something in the content, and of the right kind."""
    from game.rules.etherfields.state import base_id

    def known(value: str, *kinds: str) -> bool:
        return any(base_id(value) in (getattr(content, k, None) or {}) for k in kinds)

    for i, who in enumerate(s.options.dreamers):
        if not known(who, "dreamers"):
            return f"state.options.dreamers.{i}: {who!r} is not a Dreamer of this game"
    for key, d in s.dreamers.items():
        where = f"state.dreamers.{key}"
        if key != d.id:
            return f"{where}.id: {d.id!r} should be {key!r}, the name it is filed under"
        if not known(key, "dreamers"):
            return f"{where}: {key!r} is not a Dreamer of this game"
        for pile in ("deck", "hand", "discard", "sealed", "unused"):
            for i, card in enumerate(getattr(d, pile)):
                if not known(card, "influence", "flaws", "fate"):
                    return f"{where}.{pile}.{i}: {card!r} is not a card of this game"
        for i, p in enumerate(d.progress):
            if not known(p.card, "influence", "flaws", "fate"):
                return f"{where}.progress.{i}.card: {p.card!r} is not a card of this game"
        for name, masks in (("mask", [d.mask] if d.mask else []), ("masks", d.masks), ("masks_lost", d.masks_lost)):
            for mask in masks:
                if not known(mask, "masks"):
                    return f"{where}.{name}: {mask!r} is not a Mask of this game"
    if sorted(s.order) != sorted(s.dreamers) or len(set(s.order)) != len(s.order):
        return f"state.order: {s.order} should name each Dreamer of the Team once ({', '.join(s.dreamers)})"
    if s.active is not None and s.active not in s.dreamers:
        return f"state.active: {s.active!r} is not a Dreamer of the Team"
    for name, values, kinds in (("team.items", s.team.items, ("items",)), ("team.storage", s.team.storage, ("items",)),
                                ("item_market", s.item_market, ("items",)),
                                ("turn_deck", s.turn_deck, ("turn_cards",)),
                                ("turn_discard", s.turn_discard, ("turn_cards",)),
                                ("turn_card", [s.turn_card] if s.turn_card else [], ("turn_cards",)),
                                ("flaw_deck", s.flaw_deck, ("flaws",)),
                                ("morphings", s.morphings, ("morphings",)),
                                ("morphing_bag", s.morphing_bag, ("morphings",))):
        for value in values:
            if not known(value, *kinds):
                return f"state.{name}: {value!r} is not {kinds[0].rstrip('s').replace('_', ' ')} of this game"
    for i, e in enumerate(s.entities):
        if e.tile not in content:
            return f"state.entities.{i}.tile: {e.tile!r} is not part of this game"
    if s.entity_tile is not None and s.entity_tile not in content:
        return f"state.entity_tile: {s.entity_tile!r} is not part of this game"
    location = s.campaign.get("location")
    if location is not None and location not in getattr(content, "locations", {}):
        return f"state.campaign.location: {location!r} is not a Location of this game"
    return ""


def _places(s: State, content) -> str:
    """Every figure, token and Gem stands on a space of this Dreamscape."""
    spaces = {tuple(sp.pos) for sp in s.dreamscape.spaces}

    def off(pos) -> bool:
        return pos is not None and tuple(pos) not in spaces

    for key, d in s.dreamers.items():
        if off(d.pos) and not d.dead:
            return f"state.dreamers.{key}.pos: {tuple(d.pos)} is not a space of this Dreamscape"
    for i, e in enumerate(s.entities):
        if off(e.pos):
            return f"state.entities.{i}.pos: {tuple(e.pos)} is not a space of this Dreamscape"
    for i, t in enumerate(s.tokens):
        if off(t.pos):
            return f"state.tokens.{i}.pos: {tuple(t.pos)} is not a space of this Dreamscape"
    for i, p in enumerate(s.gem_slots):
        if off(p):
            return f"state.gem_slots.{i}: {tuple(p)} is not a space of this Dreamscape"
    return ""


def _playable(state: dict, content) -> str:
    """Build the game and hold it to the invariants; then ask it what can be
    played, which runs most of the rules over the state."""
    from game.rules.etherfields import Game, new_game
    try:
        game = Game.from_data(state, content)
        start = new_game(content, state["options"], 0)
        found = conservation.problems(game, conservation.all_cards(start), conservation.all_items(start))
        if found:
            where, sentence = found[0]
            return f"state.{where}: {sentence}"
        game.legal_actions()
    except Exception as err:  # noqa: BLE001 - any failure here means the state cannot be played
        return f"state: the game cannot be continued from it ({type(err).__name__}: {err})"
    return ""

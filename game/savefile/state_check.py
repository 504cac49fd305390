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

from game.content import effects, models
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
    """A space as the rules keep it; its actions are content's own MapAction
    (their effects are checked against the effect grammar in `_effects`)."""
    pos: Pos
    blocked: Flag = False
    features: list[models.Feature] = []
    spawn_suit: Optional[models.Suit] = None
    drawing_bonus: Annotated[int, Field(strict=True, ge=-10, le=10)] = 0
    terrain: Optional[models.Terrain] = None
    tile: Optional[Id] = None
    map_actions: list[models.MapAction] = []
    gem_action: Optional[models.MapAction] = None
    flying_rule: Optional[models.MapAction] = None


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


class Placement(_Model):
    tile: Id
    at: Annotated[str, Field(strict=True, pattern=r"^[A-D][1-3]$")]
    rotation: Literal[0, 90, 180, 270] = 0
    shift: Optional[Pos] = None


class JournalEntry(_Model):
    kind: Id
    text: Annotated[str, Field(strict=True, max_length=2000)]


class Campaign(_Model):
    """The campaign between Dreams: the Map, the decks and what is done.
    Required fields are the ones every campaign starts with; the rest come
    and go as the campaign goes on."""
    map_tiles: list[Id]
    location: Optional[Id]
    slumber_deck: list[Id]
    fate_deck: list[Id]
    influence_market: list[Id]
    season: Optional[Id]
    gates: list[Id]
    dream: Optional[Id]
    dreams_done: dict[str, Literal["won", "lost"]]
    scripts_read: list[Id]
    journal: list[JournalEntry]
    shopping_cards: Small
    awakening_unlocked: Flag
    once_per_journey: list[Id]
    location_done: Flag
    map_tile_deck: list[Id] = []
    slumber_placements: list[Placement] = []
    found: list[Id] = []
    dream_secrets: list[Id] = []
    market_shown: list[Id] = []
    quirks: list[Id] = []
    fate_shown: Optional[Id] = None
    just_awoke: Flag = False
    session_closed: Flag = False
    at_awakening: Flag = False
    ether_carry: dict[str, Small] = {}
    overlays: list[Id] = []


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
    campaign: Optional[Campaign] = None
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
    dream: Optional[str] = None
    dreamers: list[Id] = []
    id: Optional[Annotated[str, Field(strict=True, pattern=r"^[A-Za-z0-9_-]{1,40}$")]] = None


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
        single = isinstance(state, dict) and state.get("campaign") == {}  # a single Dream keeps no campaign
        model = State.model_validate(dict(state, campaign=None) if single else state)
    except ValidationError as err:
        return _pydantic_sentence(err, "state")
    if model.options.campaign and model.campaign is None:
        return "state.campaign is missing: the options say this is a campaign"
    for check in (_ids, _places, _effects):
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
        if not kinds:
            return base_id(value) in content
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
    return _campaign_ids(s.campaign, known) if s.campaign else ""


def _campaign_ids(c: Campaign, known) -> str:
    for name, values, kinds in (("location", [c.location] if c.location else [], ("locations",)),
                                ("map_tiles", c.map_tiles, ("dreamworld_tiles",)),
                                ("slumber_deck", c.slumber_deck, ("slumber_tiles",)),
                                ("fate_deck", c.fate_deck, ("fate",)),
                                ("fate_shown", [c.fate_shown] if c.fate_shown else [], ("fate",)),
                                ("quirks", c.quirks, ("fate",)),
                                ("influence_market", c.influence_market, ("influence",)),
                                ("market_shown", c.market_shown, ("influence",)),
                                ("season", [c.season] if c.season else [], ("seasons",)),
                                ("gates", c.gates, ("dream_gates",)),
                                ("dream", [c.dream] if c.dream else [], ("dream_gates",)),
                                ("dreams_done", list(c.dreams_done), ("dream_gates",)),
                                ("scripts_read", c.scripts_read, ("scripts",)),
                                ("map_tile_deck", c.map_tile_deck, ("map_tiles",)),
                                ("slumber_placements", [p.tile for p in c.slumber_placements], ("map_tiles",)),
                                # Secrets are of many kinds: Items, Notes, Overlays...
                                ("dream_secrets", c.dream_secrets, ()),
                                ("found", c.found, ())):
        for value in values:
            if not known(value, *kinds):
                return f"state.campaign.{name}: {value!r} is not part of this game"
    return ""


def _places(s: State, content) -> str:
    """Every figure and token stands on a space of this Dreamscape."""
    spaces = {tuple(sp.pos) for sp in s.dreamscape.spaces}

    def off(pos: list[int] | None) -> bool:
        return pos is not None and tuple(pos) not in spaces

    for key, d in s.dreamers.items():
        if off(d.pos) and not d.dead:
            return f"state.dreamers.{key}.pos: {tuple(d.pos or ())} is not a space of this Dreamscape"
    for i, e in enumerate(s.entities):
        if off(e.pos):
            return f"state.entities.{i}.pos: {tuple(e.pos)} is not a space of this Dreamscape"
    for i, t in enumerate(s.tokens):
        if off(t.pos):
            return f"state.tokens.{i}.pos: {tuple(t.pos)} is not a space of this Dreamscape"
    # Gems in `gem_slots` may sit on the paused Slumber Dreamscape while the
    # Team is in a Dream, so they are not held to the Dreamscape on the table.
    return ""


def _effects(s: State, content) -> str:
    """The Dreamscape's actions hold effects copied from the content: they
    must still follow the effect grammar and name content that exists."""
    for i, space in enumerate(s.dreamscape.spaces):
        acts = [("map_actions", a) for a in space.map_actions]
        acts += [(name, a) for name in ("gem_action", "flying_rule") if (a := getattr(space, name)) is not None]
        for name, act in acts:
            refs: list = []
            found = effects.check_effect(list(act.effect), refs)
            where = f"state.dreamscape.spaces.{i}.{name}"
            if found:
                return f"{where}: {act.name!r}: {found[0][1]}"
            for _node, kinds, rid in refs:
                if rid not in content:
                    return f"{where}: {act.name!r} names {rid!r}, which is not part of this game"
    return ""


PROBED = 30  # answers of a pending Decision tried at load (a deckbuilding choice can list more)


def _playable(state: dict, content) -> str:
    """Build the game and hold it to the invariants; then ask it what can be
    played, which runs most of the rules over the state."""
    from game.rules.core import IllegalAction
    from game.rules.etherfields import Game, new_game
    try:
        game = Game.from_data(state, content)
        start = new_game(content, state["options"], 0)
        found = conservation.problems(game, conservation.all_cards(start), conservation.all_items(start))
        if found:
            where, sentence = found[0]
            return f"state.{where}: {sentence}"
        choices = game.legal_actions() if game.pending is not None else []
    except Exception as err:  # noqa: BLE001 - any failure here means the state cannot be played
        return f"state: the game cannot be continued from it ({type(err).__name__}: {err})"
    # A pending Decision holds the rules' own steps, which no schema covers:
    # try each answer on a copy, as the player would.
    for action in choices[:PROBED]:
        try:
            Game.from_data(state, content).apply(action)
        except IllegalAction:
            continue
        except Exception as err:  # noqa: BLE001
            return (f"state.stack: the pending choice {action.get('label', '')!r} cannot be played "
                    f"({type(err).__name__}: {err})")
    return ""

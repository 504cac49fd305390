"""Typed, immutable definitions of every kind of component (no file I/O).

The rules package may receive these objects: they are pydantic v2 models,
frozen, and strict about unknown fields (a typo must not silently do
nothing). Effects stay plain lists of operation mappings; their grammar is
`game.content.effects.OPS`, checked by the loader.

Missing optional fields read as None (or an empty tuple, or False): the
rules read every field as a plain attribute (`defn.move`), and a field they
read on several kinds (a Flaw's `effect`) is declared on each of them.
"""
from __future__ import annotations

import functools
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema, field_validator, model_validator

from game.content import art

# -- closed sets ---------------------------------------------------------------

Colour = Literal["awareness", "cunning", "wrath"]
Suit = Literal["hearts", "spades", "diamonds", "clubs"]
Side = Literal["N", "E", "S", "W"]
Feature = Literal["entrance", "spawn", "trap", "stairs", "gem_slot", "quirk_space", "quirk_slot"]
Terrain = Literal["light", "darkness", "swamp", "water"]
Step = Literal["morphing", "basic", "special", "movement"]
StateName = Literal["stunned", "dazed", "paralyzed", "poisoned"]
MorphingKind = Literal["distress_plus1", "seal_plus2", "movement_plus2", "range_plus1",
                       "mask_off", "progress_off", "no_rerolls", "no_gem_rerolls"]
Rotation = Literal[0, 90, 180, 270]

COST_KEYS = ("awareness", "cunning", "wrath", "distress", "ether", "key", "gem", "hours", "free")
LUCK_FACES = ("fail", "blank", "plus1", "plus2", "plus3")
MOVEMENT_FACES = ("one", "full", "full_again")

# An effect: a list of operations, validated against effects.OPS by the loader.
Effect = Annotated[tuple[dict[str, Any], ...],
                   WithJsonSchema({"type": "array", "items": {"title": "@Operation"}})]
# An amount: a number, or {per_player: N, plus: M}.
Amount = Annotated[Union[int, dict[str, int]],
                   WithJsonSchema({"title": "@Amount"})]
Cost = Annotated[dict[str, Union[int, bool]], WithJsonSchema({
    "type": "object", "additionalProperties": False,
    "properties": {k: ({"type": "boolean"} if k == "free" else {"type": "integer", "minimum": 0})
                   for k in COST_KEYS}})]
Intent = dict[Colour, int]


class Words:
    """Marks a field players read (`Text`, `Prose`): it is translated, per
    language, by game.content.translations; every other field (ids, codes,
    numbers) stays as it is."""


WORDS = Words()
Text = Annotated[str, Field(min_length=1), WORDS]
Prose = Annotated[str, WORDS]                     # words that may be empty
Code = Annotated[str, Field(min_length=1)]        # printed, never translated (D1-03)


class Model(BaseModel):
    """Frozen, strict, and readable like a mapping for the rules' helpers."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    def get(self, name: str, default=None):
        value = getattr(self, name, None)
        return default if value is None else value

    def __getitem__(self, name: str):
        if name not in type(self).model_fields and name not in _aliases(type(self)):
            raise KeyError(name)
        return getattr(self, name)

    def __contains__(self, name: str) -> bool:
        return self.get(name) is not None

    def __getattr__(self, name: str):
        # `from`, `else` and the like are fields with a trailing underscore.
        field = _aliases(type(self)).get(name)
        if field is not None:
            return getattr(self, field)
        if not name.startswith("_"):
            # Not a field of this record: say so at once rather than through pydantic.
            raise AttributeError(name)
        return super().__getattr__(name)  # type: ignore[misc]  # pydantic defines it only at run time

    def model_dump(self, **kwargs):
        kwargs.setdefault("by_alias", True)  # the YAML spelling, e.g. "from"
        return super().model_dump(**kwargs)


@functools.cache
def _aliases(cls) -> dict[str, str]:
    return {f.alias: name for name, f in cls.model_fields.items() if f.alias}


def _check_cost(cost: dict | None) -> dict | None:
    if cost is None:
        return None
    bad = [k for k in cost if k not in COST_KEYS]
    if bad:
        raise ValueError(f"unknown cost {', '.join(bad)} (costs: {', '.join(COST_KEYS)})")
    for k, v in cost.items():
        if (k == "free") != isinstance(v, bool) or (not isinstance(v, bool) and v < 0):
            raise ValueError(f"cost {k} must be {'true' if k == 'free' else 'a whole number'}")
    return cost


class Brief(Model):
    """What an item's picture shows (game.art paints it): a subject from the
    subject library, a layout, a light and a palette, and a few props."""
    subject: str
    layout: Literal[art.LAYOUTS]  # type: ignore[valid-type]  # the names are content's, listed at run time
    light: Literal[art.LIGHTS] = "moon"  # type: ignore[valid-type]  # the names are content's, listed at run time
    palette: Literal[art.PALETTES] = "violet"  # type: ignore[valid-type]  # the names are content's, listed at run time
    props: tuple[str, ...] = Field((), max_length=4)

    @field_validator("subject")
    @classmethod
    def known_subject(cls, v):
        return art.check_subject(v)

    @field_validator("props")
    @classmethod
    def known_props(cls, v):
        return tuple(art.check_subject(p) for p in v)


class Component(Model):
    """Fields every component may carry: a unique id, its player-facing words, art."""
    id: Annotated[str, Field(pattern=r"^[a-z0-9_]+$")]
    name: Text | None = None
    text: Prose | None = None
    flavour: Prose | None = None
    art: str | None = None          # a path under assets/, checked at load
    brief: Brief | None = None      # what its illustration shows (game.art)


# -- actions -------------------------------------------------------------------

class Action(Model):
    """A paid action on a card, Item, Dreamer back or map space."""
    name: Text
    cost: Cost | None = None
    rapid: bool = False
    per_player: bool = False        # the (x) multiplier: the cost is paid once per Dreamer
    gradual: bool = False
    once_per_turn: bool = False
    range: int | None = None
    effect: Effect = ()
    text: Prose | None = None
    @field_validator("cost")
    @classmethod
    def known_costs(cls, v):
        return _check_cost(v)


class MapAction(Action):
    single_use: bool = False


class Progress(Model):
    cost: Cost
    suit: Suit
    @field_validator("cost")
    @classmethod
    def known_costs(cls, v):
        return _check_cost(v)


class Ability(Action):
    once_per_turn: bool = True


class PersonalToken(Model):
    name: Text
    text: Text
    effect: Effect = ()


# -- Dreamers and their cards --------------------------------------------------

class Dreamer(Component):
    name: Text
    title: Prose | None = None
    colour: Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")] | None = None
    starting_deck: tuple[str, ...]
    starting_masks: tuple[str, ...] = ()
    back_action: Action | None = None
    personal_token: PersonalToken | None = None


class Influence(Component):
    name: Text
    owner: str | None = None        # a Dreamer id, or "market"
    intent: Intent = {}
    move: int = 0
    actions: tuple[Action, ...] = ()
    progress: Progress | None = None
    price: int | None = None        # Ether in the Influence Market
    flaw: bool = False
    # Only a Flaw (flaw: true) carries these, as the Flaw kind does: the rules
    # read every card in a Dreamer's piles alike.
    effect: Effect = ()             # resolved when drawn
    removal: Annotated[int, Field(ge=1)] = 1  # Ether to remove it

    @model_validator(mode="after")
    def _market_has_price(self):
        if self.owner == "market" and self.price is None:
            raise ValueError("a market card needs a price (Ether)")
        if not self.flaw and (self.effect or self.removal != 1):
            raise ValueError("only a Flaw (flaw: true) has an effect when drawn or a removal price")
        if sum(self.intent.values()) < 1 and self.move < 1 and not self.actions and not self.progress:
            raise ValueError("an Influence card gives Intent, movement, an action or Progress")
        return self


class Item(Component):
    name: Text
    intent: Intent = {}
    move: int = 0
    actions: tuple[Action, ...] = ()
    starting: bool = False
    market: bool = False


class Mask(Component):
    name: Text
    ability: Ability


class BasicEntry(Model):
    name: Text
    text: Text
    cost: Cost | None = None
    once_per_turn: bool = False
    range: int | None = None
    effect: Effect = ()
    @field_validator("cost")
    @classmethod
    def known_costs(cls, v):
        return _check_cost(v)


class BasicActions(Component):
    name: Text
    entries: tuple[BasicEntry, ...]


class Flaw(Component):
    name: Text
    flaw: bool = True
    owner: str | None = None
    intent: Intent = {}
    move: int = 0
    effect: Effect = ()             # resolved when drawn
    removal: Annotated[int, Field(ge=1)] = 1  # Ether to remove it (to the bottom of the Flaw deck)
    progress: Progress | None = None  # a Flaw that stays in the Progress zone
    actions: tuple[Action, ...] = ()


# -- the Turn ------------------------------------------------------------------

class TurnCard(Component):
    suit: Suit
    steps: Annotated[tuple[Step, ...], Field(min_length=1)]
    loot: Effect


class Morphing(Component):
    name: Text
    kind: MorphingKind


class StateToken(Component):
    name: Text
    sides: tuple[StateName, StateName]


class Die(Component):
    name: Text
    faces: Annotated[tuple[str, ...], Field(min_length=6, max_length=6)]

    @model_validator(mode="after")
    def _faces(self):
        allowed = {"luck": LUCK_FACES, "movement": MOVEMENT_FACES}.get(self.id, LUCK_FACES + MOVEMENT_FACES)
        bad = [f for f in self.faces if f not in allowed]
        if bad:
            raise ValueError(f"faces {', '.join(bad)} are not faces of this die ({', '.join(allowed)})")
        return self


# -- the Dreamscape ------------------------------------------------------------

class Space(Model):
    walls: tuple[Side, ...] = ()
    blocked: bool = False
    features: tuple[Feature, ...] = ()
    spawn_suit: Suit | None = None
    drawing_bonus: int = 0
    terrain: Terrain | None = None
    map_actions: tuple[MapAction, ...] = ()
    gem_action: MapAction | None = None  # usable free while a Shining Gem sits in this space's slot
    flying_rule: MapAction | None = None  # Dreamscape-wide: an action at any range, or an instruction

    @model_validator(mode="after")
    def _spawn_suit(self):
        if ("spawn" in self.features) != (self.spawn_suit is not None):
            raise ValueError("a Spawn space has a spawn_suit, and only a Spawn space has one")
        if self.blocked and (self.features or self.map_actions):
            raise ValueError("a blocked space holds no features or map actions")
        if self.gem_action is not None and "gem_slot" not in self.features:
            raise ValueError("a gem_action needs a gem_slot on the same space")
        return self


class MapTile(Component):
    """A 2x2 Dreamscape tile: spaces row-major (top-left, top-right, bottom-left, bottom-right)."""
    name: Text
    starting: bool = False
    code: str | None = None         # Secret tiles: the code printed on the back
    spaces: Annotated[tuple[Space, ...], Field(min_length=4, max_length=4)]
    effect: Effect = ()             # a Secret tile's: resolved when revealed


class Placement(Model):
    tile: str
    at: Annotated[str, Field(pattern=r"^[A-Z][1-9][0-9]*$")] = "A1"
    rotation: Rotation = 0
    shift: tuple[int, int] | None = None


class SlumberMap(Component):
    placements: Annotated[tuple[Placement, ...], Field(min_length=1)]


class Entity(Model):
    name: Text
    figure: Literal["token", "miniature"] = "miniature"
    big: bool = False
    friendly: bool = False
    plural: bool = False  # a plural name ("Ink Mice"): the sentences about it say "are", not "is"
    # The kinds of token one Entity tile can put on the map, dealt in turn as
    # they Spawn (first the first kind, then the next...). The tile's
    # Morphings boost every one of them alike (EN p.16).
    tokens: tuple[str, ...] = ()


class Setup(Model):
    spawn: Amount | None = None
    turns: int | None = None
    tokens: tuple[dict[str, Any], ...] = ()   # e.g. {token: threat, where: entrance, count: 1}
    effect: Effect = ()


class Interaction(Action):
    kind: Literal["assault", "contact"]


class EntityEffects(Model):
    morphing: Effect = ()
    basic: Effect = ()
    special: Effect = ()


class Movement(Model):
    """How the Entity moves in the Movement step (EN p.12; 2.0 §2.27): by
    default toward the closest Dreamer; a tile may print its own rule."""
    value: int = 1
    ignores_die: bool = False
    rule: Literal["closest_dreamer", "most_distress", "random_dreamer", "none", "stationary"] = "closest_dreamer"
    tokens: tuple[str, ...] = ()    # only these kinds of token move; none named: all of them


class Choice(Model):
    label: Text
    effect: Effect = ()


class SlumberTile(Component):
    """A Slumber (or Dream) Entity tile, or the Delta Phase tile."""
    name: Text
    kind: Literal["entity", "delta_phase"] = "entity"
    dream_only: bool = False        # a Dream's Entity: never shuffled into the Slumber deck
    entity: Entity | None = None
    setup: Setup | None = None
    interactions: tuple[Interaction, ...] = ()
    effects: EntityEffects | None = None
    movement: Movement | None = None
    out_of_turns: Effect = ()
    skip: bool = False
    deliverance: Effect = ()
    trap: Effect = ()               # what a Trap space does during this Slumber (EN p.16)
    options: tuple[Choice, ...] = ()  # the Delta Phase's recoveries

    @model_validator(mode="after")
    def _shape(self):
        if self.kind == "entity" and (self.entity is None or self.movement is None):
            raise ValueError("an Entity tile needs entity and movement")
        if self.kind == "delta_phase" and len(self.options) < 2:
            raise ValueError("the Delta Phase tile lists its recovery options")
        return self

    def deliverance_contact(self) -> Interaction | None:
        """The Deliverance this tile shows, as an Interaction like the printed
        ones (2.0): a Gradual Contact of 2 Awareness at range 1 that does what
        the tile shows, then removes the Entity, takes the Loot and ends the
        Slumber in victory. None when the tile shows no Deliverance."""
        if not self.deliverance:
            return None
        return Interaction(name="Deliverance", kind="contact", cost={"awareness": 2}, gradual=True, range=1,
                           effect=(*self.deliverance, {"op": "remove_entity"}, {"op": "gain_loot"},
                                   {"op": "end_slumber", "victory": True}))


# -- the campaign --------------------------------------------------------------

class Fate(Component):
    name: Text
    effect: Effect
    quirk: bool = False             # a Quirk stays on a Quirk slot of the Slumber map
    place_tile: bool = False        # also adds a Slumber map tile


class Location(Model):
    id: Annotated[str, Field(pattern=r"^[a-z0-9_]+$")]
    name: Text
    kind: Literal["fate", "slumber", "dream_gate", "shopping", "awakening", "rest"] = "rest"
    x: int
    y: int
    effect: Effect = ()


class Path(Model):
    from_: str = Field(alias="from")
    to: str
    shortcut: bool = False          # costs each Dreamer 1 Sealed card


class DreamworldTile(Component):
    name: Text
    region: str | None = None
    starting: bool = True
    locations: tuple[Location, ...]
    paths: tuple[Path, ...]


class GateSetup(Setup):
    placements: tuple[Placement, ...] = ()
    entity: str | None = None       # a slumber_tiles id (dream_only)


class DreamGate(Component):
    name: Text
    keys: int
    turns: int | None = None
    tutorial: bool = False
    starting: bool = True
    location: str | None = None     # the Dreamworld Location that opens it
    introduction: str | None = None  # a script id
    goals: Prose | None = None
    setup: GateSetup
    victory: Effect = ()
    out_of_turns: Effect = ()
    secrets: tuple[str, ...] = ()   # Secret cards, tiles and Overlays of this Dream
    trap: Effect = ()               # what a Trap space does during this Dream (EN p.16)


class Script(Component):
    number: int
    title: Prose | None = None
    text: Text                      # the story, as the chronicle retells it
    how: Prose | None = None        # how to play it (the tutorial's instructions): read, never retold
    effect: Effect = ()
    choices: tuple[Choice, ...] = ()


class Secret(Component):
    """A Secret card: hidden until an effect reveals it; Peek may look at it
    when its back is one of the permitted kinds."""
    name: Text
    code: Code
    back: Literal["influence", "item", "flaw", "fate", "slumber", "note", "story"]
    dream: str | None = None
    effect: Effect = ()             # resolved when revealed


class Overlay(Component):
    """A Secret card showing part of a Dream map: a grid of spaces laid over the board."""
    name: Text
    code: Code
    dream: str | None = None
    shape: Annotated[tuple[Annotated[str, Field(pattern=r"^[#.]+$")], ...], Field(min_length=1)]
    spaces: tuple[Space, ...] = ()  # one per '#', row-major
    at: Annotated[str, Field(pattern=r"^[A-Z][1-9][0-9]*$")]
    rotations: Annotated[tuple[Rotation, ...], Field(min_length=1)] = (0,)
    effect: Effect = ()             # resolved when revealed, like a Secret card's

    @model_validator(mode="after")
    def _shape(self):
        if len({len(r) for r in self.shape}) != 1:
            raise ValueError("every row of an overlay's shape has the same width")
        cells = sum(r.count("#") for r in self.shape)
        if self.spaces and len(self.spaces) != cells:
            raise ValueError(f"an overlay lists one space per '#': {cells}, not {len(self.spaces)}")
        return self


class Wisdom(Component):
    name: Text
    text: Text


class Note(Component):
    name: Text
    text: Text
    use: Prose | None = None        # how to use it (the back)
    single_use: bool = True
    dream: str | None = None
    effect: Effect = ()


class Season(Component):
    name: Text
    kind: Literal["positive", "negative", "neutral"]
    effect: Effect = ()             # resolved when the Team travels under it


class GlossaryEntry(Component):
    """A term players meet on the table, explained in our own words (tooltips)."""
    name: Text
    text: Text
    keys: tuple[str, ...] = ()      # feature, token or keyword names the UI looks it up by


# The kinds of step a tutorial lesson points at (game/lessons.py picks the step,
# game/ui/etherfields/teacher.py finds it on screen).
LESSON_STEPS = ("draw", "move", "map_action", "interact", "play", "pass", "choose", "pay", "read", "act_as",
                "hand_over", "travel", "begin_session")


class Lesson(Component):
    """A step of the guided first night: what the pointer shows, in a sentence,
    until the players have done that kind of step once."""
    name: Text
    text: Text
    step: Literal[LESSON_STEPS]  # type: ignore[valid-type]  # the names are listed at run time
    when: Literal["later_turn", "sealed", "entity_near", "wins", "reveals"] | None = None  # only then


# Folder name under content/ -> model. The folder is the kind.
KINDS: dict[str, type[Component]] = {
    "dreamers": Dreamer, "influence": Influence, "items": Item, "masks": Mask,
    "basic_actions": BasicActions, "turn_cards": TurnCard, "fate": Fate, "flaws": Flaw,
    "morphings": Morphing, "states": StateToken, "dice": Die, "slumber_tiles": SlumberTile,
    "map_tiles": MapTile, "slumber_maps": SlumberMap, "dream_gates": DreamGate, "secrets": Secret,
    "overlays": Overlay, "wisdom": Wisdom, "notes": Note, "seasons": Season, "scripts": Script,
    "dreamworld_tiles": DreamworldTile, "glossary": GlossaryEntry,
    "lessons": Lesson,
}

# Cross-references outside effects: kind -> {path: target kinds}. A path is
# dotted field names; `[]` walks a list. "locations" are Dreamworld Locations.
REFERENCES: dict[str, dict[str, tuple[str, ...]]] = {
    "dreamers": {"starting_deck[]": ("influence",), "starting_masks[]": ("masks",)},
    "influence": {"owner": ("dreamers",)},
    "flaws": {"owner": ("dreamers",)},
    "slumber_maps": {"placements[].tile": ("map_tiles",)},
    "dream_gates": {"introduction": ("scripts",), "setup.placements[].tile": ("map_tiles",),
                    "setup.entity": ("slumber_tiles",), "location": ("locations",),
                    "secrets[]": ("secrets", "overlays", "map_tiles", "notes")},
    "dreamworld_tiles": {"paths[].from": ("locations",), "paths[].to": ("locations",)},
    "secrets": {"dream": ("dream_gates",)},
    "overlays": {"dream": ("dream_gates",)},
    "notes": {"dream": ("dream_gates",)},
}
LITERALS = {"owner": ("market",)}   # values a reference may hold besides an id

# Fields (at any depth) whose value is an effect.
EFFECT_FIELDS = frozenset({"effect", "loot", "out_of_turns", "deliverance", "morphing", "basic",
                           "special", "victory"})

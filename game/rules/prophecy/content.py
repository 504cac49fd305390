"""Prophecy content as typed definitions, built from already-parsed YAML.

The rules never read files: the caller parses `content/prophecy/*.yaml` (with
line marks if it has them, as `game.content.loader` does) and hands the data
to `build_content({"board.yaml": data, ...})`. Every problem is reported as
`content/prophecy/FILE:LINE: what is wrong`, all of them together.

The schema is the same for our original cards and for an owner entering the
cards of their own copy: add entries with the same fields.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

FILES = ("numbers.yaml", "board.yaml", "characters.yaml", "chance.yaml", "adventures.yaml", "items.yaml",
         "abilities.yaml", "guardians.yaml", "artifacts.yaml", "treasures.yaml", "water_realm.yaml",
         "rules_help.yaml")
TERRAINS = ("forest", "mountain", "plains")
BATTLES = ("strength", "wills")
CHANCE_EFFECTS = ("seed_terrain", "guild_ability", "merchants", "good_times", "refreshing_wind", "economic_crisis",
                  "charity", "prophetic_dream", "extra_turn", "treasure_map", "legends_of_the_deeps")
ABILITY_EFFECTS = ("strength", "willpower", "instead_heal", "instead_magic", "instead_experience", "instead_repair",
                   "island_boat_free", "nautical_rites", "swimming", "flee_discount", "bag_bonus")
OPPORTUNITY_EFFECTS = ("heal", "magic", "gold", "experience", "item", "bubbles")
CONFIDENCES = ("S", "M", "L")


class ContentError(Exception):
    """Every problem found, one `file:line: what is wrong` per line."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


@dataclass(frozen=True)
class Card:
    """Any card: its fields stay as data (`raw`), the common ones are typed."""
    id: str
    name: str
    family: str          # chance, adventure, item, ability, lesser, greater, artifact, treasure, positive, negative
    kind: str = ""       # creature/opportunity, item/opportunity/waterlore, obstacle/creature, guild/underwater...
    raw: dict = field(default_factory=dict, compare=False)

    def get(self, key: str, default: Any = None) -> Any:
        return self.raw.get(key, default)

    @property
    def strength(self) -> int:
        return int(self.raw.get("strength", 0) or 0)

    @property
    def willpower(self) -> int:
        return int(self.raw.get("willpower", 0) or 0)

    @property
    def hands(self) -> int:
        return int(self.raw.get("hands", 0) or 0)

    @property
    def effects(self) -> dict:
        return dict(self.raw.get("effects") or {})


@dataclass(frozen=True)
class Content:
    numbers: dict            # id -> value
    number_notes: dict       # id -> {source, confidence}
    spaces: tuple            # ring order: tuple of dicts (id, name, kind, guild, port, portal, dove)
    island: dict
    civilization: frozenset
    guilds: tuple
    planes: tuple            # dicts: id, name, adjacent
    characters: dict         # id -> dict
    cards: dict              # id -> Card (every family)
    copies: dict             # id -> number of copies
    realm: dict              # entrance, palace, compass, bubble_bags
    rules_help: tuple        # dicts: id, topic, text, confidence, source
    space_index: dict = field(default_factory=dict)

    def n(self, key: str) -> int:
        return self.numbers[key]

    def space(self, sid: str) -> dict:
        if sid == self.island["id"]:
            return self.island
        return self.space_index[sid]

    def family(self, fam: str) -> list[Card]:
        return [c for c in self.cards.values() if c.family == fam]


def _line(node: Any, key: str | None = None) -> int:
    if key is not None and hasattr(node, "key_lines"):
        return node.key_lines.get(key, getattr(node, "line", 1))
    return getattr(node, "line", 1)


class _Checker:
    def __init__(self) -> None:
        self.problems: list[str] = []
        self.file = ""

    def err(self, node: Any, msg: str, key: str | None = None) -> None:
        self.problems.append(f"content/prophecy/{self.file}:{_line(node, key)}: {msg}")

    def need(self, node: Any, key: str, kind=None) -> Any:
        if not isinstance(node, dict) or key not in node or node[key] is None:
            self.err(node, f"the field {key!r} is missing")
            return None
        value = node[key]
        if kind is not None and not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            self.err(node, f"the field {key!r} should be {getattr(kind, '__name__', kind)}, not {value!r}", key)
            return None
        return value

    def entries(self, data: Any, what: str) -> list:
        if not isinstance(data, list):
            self.err(data, f"{what} should be a list of entries")
            return []
        good = []
        for entry in data:
            if not isinstance(entry, dict):
                self.err(data, f"each {what} entry should be a mapping, not {entry!r}")
            else:
                good.append(entry)
        return good


def build_content(docs: dict[str, Any]) -> Content:
    """Check and build content from parsed YAML documents keyed by file name."""
    ck = _Checker()
    missing = [f for f in FILES if f not in docs]
    if missing:
        raise ContentError([f"content/prophecy/{f}:1: the file is missing" for f in missing])
    cards: dict[str, Card] = {}
    copies: dict[str, int] = {}

    def add(entry: dict, family: str, kind: str = "") -> None:
        cid, name = ck.need(entry, "id", str), ck.need(entry, "name", str)
        if cid is None or name is None:
            return
        if cid in cards:
            ck.err(entry, f"the id {cid!r} is used twice", "id")
            return
        n = entry.get("copies", 1)
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            ck.err(entry, f"copies should be a whole number of at least 1, not {n!r}", "copies")
            n = 1
        for stat in ("strength", "willpower", "experience", "cost", "price", "maps", "hands", "n"):
            v = entry.get(stat)
            if v is not None and (not isinstance(v, int) or isinstance(v, bool) or v < 0):
                ck.err(entry, f"{stat} should be a whole number of 0 or more, not {v!r}", stat)
        if "battle" in entry and entry["battle"] not in BATTLES:
            ck.err(entry, f"battle should be one of {', '.join(BATTLES)}, not {entry['battle']!r}", "battle")
        if entry.get("hands", 0) not in (0, 1, 2):
            ck.err(entry, "hands should be 0, 1 or 2", "hands")
        for eff in (entry.get("effects") or {}):
            if eff not in ABILITY_EFFECTS:
                ck.err(entry, f"unknown ability effect {eff!r} (known: {', '.join(ABILITY_EFFECTS)})", "effects")
        cards[cid] = Card(cid, name, family, kind or str(entry.get("kind", "")), dict(entry))
        copies[cid] = n

    # numbers
    ck.file = "numbers.yaml"
    numbers, notes = {}, {}
    for e in ck.entries(docs["numbers.yaml"], "number"):
        key, value = ck.need(e, "id", str), ck.need(e, "value", int)
        conf = ck.need(e, "confidence", str)
        ck.need(e, "source", str)
        if conf is not None and conf not in CONFIDENCES:
            ck.err(e, f"confidence should be S, M or L, not {conf!r}", "confidence")
        if key is not None and value is not None:
            numbers[key] = value
            notes[key] = {"source": e.get("source"), "confidence": conf}

    # board
    ck.file = "board.yaml"
    board = docs["board.yaml"] or {}
    spaces = tuple(dict(s) for s in ck.entries(board.get("spaces"), "space"))
    guilds = tuple(dict(g) for g in ck.entries(board.get("guilds"), "guild"))
    guild_ids = {g.get("id") for g in guilds}
    space_ids = {s.get("id") for s in spaces}
    for s in spaces:
        kind = ck.need(s, "kind", str)
        if kind == "guild" and s.get("guild") not in guild_ids:
            ck.err(s, f"the guild {s.get('guild')!r} is not in the guild list", "guild")
    planes = tuple(dict(p) for p in ck.entries(board.get("astral_planes"), "Astral Plane"))
    for p in planes:
        for a in p.get("adjacent") or []:
            if a not in space_ids:
                ck.err(p, f"adjacent space {a!r} is not on the board", "adjacent")
    civ = frozenset(board.get("civilization") or [])
    for c in civ - space_ids:
        ck.err(board, f"civilization names {c!r}, which is not on the board", "civilization")
    island = dict(board.get("island") or {"id": "island", "name": "Treasure Island", "kind": "island"})

    ck.file = "characters.yaml"
    characters = {}
    for e in ck.entries(docs["characters.yaml"], "character"):
        cid = ck.need(e, "id", str)
        for stat in ("strength", "willpower"):
            ck.need(e, stat, int)
        gl = e.get("guilds") or []
        if len(gl) != 2 or any(g not in guild_ids for g in gl):
            ck.err(e, "a character needs two guilds from the guild list", "guilds")
        if cid:
            characters[cid] = dict(e)

    ck.file = "chance.yaml"
    for e in ck.entries(docs["chance.yaml"], "Chance card"):
        eff = e.get("effect")
        if eff not in CHANCE_EFFECTS:
            ck.err(e, f"unknown Chance effect {eff!r} (known: {', '.join(CHANCE_EFFECTS)})", "effect")
        if eff == "seed_terrain" and e.get("terrain") not in TERRAINS:
            ck.err(e, f"terrain should be one of {', '.join(TERRAINS)}", "terrain")
        if eff == "guild_ability" and e.get("guild") not in guild_ids:
            ck.err(e, f"the guild {e.get('guild')!r} is not in the guild list", "guild")
        add(e, "chance")

    ck.file = "adventures.yaml"
    for e in ck.entries(docs["adventures.yaml"], "Adventure"):
        if e.get("kind") not in ("creature", "opportunity"):
            ck.err(e, "kind should be creature or opportunity", "kind")
        if e.get("kind") == "opportunity" and e.get("effect") not in OPPORTUNITY_EFFECTS:
            ck.err(e, f"unknown Opportunity effect {e.get('effect')!r}", "effect")
        add(e, "adventure")

    ck.file = "items.yaml"
    for e in ck.entries(docs["items.yaml"], "Item"):
        if e.get("deck") not in ("common", "rare"):
            ck.err(e, "deck should be common or rare", "deck")
        ck.need(e, "price", int)
        add(e, "item", str(e.get("deck", "")))

    ck.file = "abilities.yaml"
    for e in ck.entries(docs["abilities.yaml"], "Ability"):
        if e.get("kind") not in ("guild", "underwater"):
            ck.err(e, "kind should be guild or underwater", "kind")
        if e.get("guild") not in guild_ids:
            ck.err(e, f"the guild {e.get('guild')!r} is not in the guild list", "guild")
        ck.need(e, "cost", int)
        add(e, "ability")

    ck.file = "guardians.yaml"
    g = docs["guardians.yaml"] or {}
    for e in ck.entries(g.get("lesser"), "Lesser Guardian"):
        add(e, "lesser")
    for e in ck.entries(g.get("greater"), "Greater Guardian"):
        add(e, "greater")
    for key, fam in (("gate", "gate"), ("lord_of_the_sea", "lord")):
        if isinstance(g.get(key), dict):
            add(g[key], fam)
        else:
            ck.err(g, f"the {key} entry is missing")

    ck.file = "artifacts.yaml"
    for e in ck.entries(docs["artifacts.yaml"], "Artifact"):
        if e.get("set") not in ("base", "new"):
            ck.err(e, "set should be base or new", "set")
        add(e, "artifact")

    ck.file = "treasures.yaml"
    for e in ck.entries(docs["treasures.yaml"], "Treasure"):
        if e.get("maps") not in (2, 3, 4):
            ck.err(e, "maps should be 2, 3 or 4 (the map symbols on a Treasure)", "maps")
        add(e, "treasure")

    ck.file = "water_realm.yaml"
    w = docs["water_realm.yaml"] or {}
    for e in ck.entries(w.get("positive"), "positive card"):
        if e.get("kind") not in ("item", "opportunity", "waterlore"):
            ck.err(e, "a positive card is an item, opportunity or waterlore ability", "kind")
        add(e, "positive")
    for e in ck.entries(w.get("negative"), "negative card"):
        if e.get("kind") not in ("obstacle", "creature"):
            ck.err(e, "a negative card is an obstacle or creature", "kind")
        add(e, "negative")
    compass = {int(k): v for k, v in (w.get("compass") or {}).items()}
    if sorted(compass) != [1, 2, 3, 4, 5, 6] or not set(compass.values()) <= {"north", "south", "east", "west"}:
        ck.err(w, "compass should map each die face 1-6 to north, south, east or west", "compass")
    bags = [dict(b) for b in ck.entries(w.get("bubble_bags"), "Bubble Bag")]
    realm = {"entrance": tuple(w.get("entrance") or (5, 1)), "palace": tuple(w.get("palace") or (0, 1)),
             "compass": compass, "bubble_bags": tuple((int(b["gold"]), int(b["bubbles"])) for b in bags)}

    ck.file = "rules_help.yaml"
    helps = []
    for e in ck.entries(docs["rules_help.yaml"], "rules-help entry"):
        for key in ("id", "topic", "text", "confidence"):
            ck.need(e, key, str)
        if e.get("confidence") not in CONFIDENCES:
            ck.err(e, "confidence should be S, M or L", "confidence")
        helps.append(dict(e))

    if ck.problems:
        raise ContentError(ck.problems)
    return Content(numbers, notes, spaces, island, civ, guilds, planes, characters, cards, copies, realm,
                   tuple(helps), {sp["id"]: sp for sp in spaces})

"""Setting up a game: options, decks, the board, the Astral Planes, the
Water Realm and Treasure Island (each module only when chosen)."""
from __future__ import annotations

from typing import Any, cast

from game.rules.core import IllegalAction, Rng
from game.rules.prophecy import board as B
from game.rules.prophecy.state import ProphecyState

VARIANTS = ("standard", "lord_of_the_sea", "treasure_hunters")
ARTIFACT_SETS = ("new", "base", "random")
DEFAULTS: dict[str, Any] = {
    "seats": 2, "characters": None, "computer": [],
    "water_realm": True, "treasure_island": True,
    "variant": "standard",            # standard | lord_of_the_sea | treasure_hunters
    "artifacts": "new",               # new (recommended first) | base | random (5 of the 10)
    "ten_artifacts": False,           # two Artifacts per plane, the conqueror keeps one
    "map_battles": "standard",        # standard | peaceloving | aggressive
    "random_treasures": False,
    "max_rounds": None,               # our own safety stop (not a rule): the game ends undecided
}


def instances(content, card_ids) -> list[str]:
    """One id per physical card: `id` for a single copy, `id#k` for copies."""
    out = []
    for cid in card_ids:
        n = content.copies.get(cid, 1)
        out += [cid] if n == 1 else [f"{cid}#{k}" for k in range(1, n + 1)]
    return out


def check_options(content, options: dict | None) -> dict:
    opts = dict(DEFAULTS)
    for k, v in (options or {}).items():
        if k not in DEFAULTS:
            raise IllegalAction(f"There is no game option called {k!r}.")
        opts[k] = v
    lo, hi = content.n("seats_min"), content.n("seats_max")
    if opts["characters"]:
        opts["seats"] = len(opts["characters"])
    if not isinstance(opts["seats"], int) or not lo <= opts["seats"] <= hi:
        raise IllegalAction(f"Prophecy is played by {lo} to {hi} characters.")
    if opts["variant"] not in VARIANTS:
        raise IllegalAction(f"The variant should be one of {', '.join(VARIANTS)}.")
    if opts["artifacts"] not in ARTIFACT_SETS:
        raise IllegalAction(f"The Artifact set should be one of {', '.join(ARTIFACT_SETS)}.")
    if opts["map_battles"] not in ("standard", "peaceloving", "aggressive"):
        raise IllegalAction("Map battles are standard, peaceloving or aggressive.")
    if opts["variant"] == "lord_of_the_sea" and not opts["water_realm"]:
        raise IllegalAction("The Lord of the Sea variant needs the Water Realm.")
    if opts["variant"] == "treasure_hunters":
        if not opts["treasure_island"]:
            raise IllegalAction("Treasure Hunters needs Treasure Island.")
        opts["water_realm"] = False  # main board only, no expansion worlds (seed)
    for c in opts["characters"] or []:
        if c not in content.characters:
            raise IllegalAction(f"There is no character called {c!r}.")
    return opts


def new_state(content, options: dict | None, seed: int) -> ProphecyState:
    opts = check_options(content, options)
    rng = Rng(seed)
    water, island, variant = opts["water_realm"], opts["treasure_island"], opts["variant"]
    seats = [f"p{i + 1}" for i in range(opts["seats"])]

    chars = list(opts["characters"] or [])
    if not chars:
        pool = sorted(content.characters)
        rng.shuffle(pool)
        chars = pool[:len(seats)]

    def deck(family, pred=lambda c: True):
        cards = instances(content, sorted(c.id for c in content.family(family) if pred(c)))
        rng.shuffle(cards)
        return cards

    modules = {"water_realm": water, "treasure_island": island}
    s: dict[str, Any] = {
        "options": opts, "rng": 0, "seats": seats, "active": 0, "round": 1, "turn_no": 1,
        "phase": "move", "pending": None, "outcome": None, "final_battle": False, "battleground": None,
        "chars": {}, "removed": [], "box": [],
    }
    s["decks"] = {
        "chance": deck("chance", lambda c: not c.get("module") or modules.get(c.get("module"))),
        "adventure": deck("adventure"), "common": deck("item", lambda c: c.kind == "common"),
        "rare": deck("item", lambda c: c.kind == "rare"), "underwater": deck("ability", lambda c: c.kind == "underwater"),
        "chance_discard": [], "adventure_discard": [], "common_discard": [], "rare_discard": [],
        "fragments": [], "fragment_discard": [], "treasures": [],
    }
    s["ability_decks"] = {g["id"]: deck("ability", lambda c, g=g: c.kind == "guild" and c.get("guild") == g["id"])
                          for g in content.guilds}
    s["offers"] = {g: [] for g in s["ability_decks"]}
    for g, d in s["ability_decks"].items():  # one Ability face up at each guild (public summaries, M)
        if d:
            s["offers"][g].append(d.pop(0))
    s["spaces"] = {sp["id"]: {"adventures": [], "fragment": None, "artifacts": []} for sp in content.spaces}
    s["spaces"][B.ISLAND] = {"adventures": [], "fragment": None, "artifacts": []}
    s["markets"] = {"city": [], "village": []}

    # Astral Planes: Lesser Guardian, Greater Guardian, Artifact(s), face down.
    lessers = [c.id for c in content.family("lesser")]
    rng.shuffle(lessers)
    if water:
        chosen = lessers[:content.n("lesser_guardians_with_gate")]
        s["box"] += lessers[len(chosen):]
        chosen.append(content.family("gate")[0].id)
        rng.shuffle(chosen)
    else:
        chosen = lessers[:len(content.planes)]
        s["box"] += lessers[len(chosen):]
    greaters = [c.id for c in content.family("greater")]
    rng.shuffle(greaters)
    arts = sorted(c.id for c in content.family("artifact"))
    if opts["ten_artifacts"] or opts["artifacts"] == "random":
        rng.shuffle(arts)
    elif opts["artifacts"] == "new":
        arts = [a for a in arts if content.cards[a].get("set") == "new"] + [a for a in arts if content.cards[a].get("set") == "base"]
    else:
        arts = [a for a in arts if content.cards[a].get("set") == "base"] + [a for a in arts if content.cards[a].get("set") == "new"]
    per_plane = 2 if opts["ten_artifacts"] else 1
    no_artifacts = variant in ("lord_of_the_sea", "treasure_hunters")
    s["planes"] = {}
    for i, p in enumerate(content.planes):
        plane_arts = [] if no_artifacts else arts[i * per_plane:(i + 1) * per_plane]
        greater = None if variant == "lord_of_the_sea" else greaters[i]
        s["planes"][p["id"]] = {"lesser": chosen[i], "greater": greater, "artifacts": plane_arts,
                                "revealed": [], "power": content.n("power_up") if water else 0}
    used = {a for p in s["planes"].values() for a in p["artifacts"]}
    s["box"] += [a for a in arts if a not in used] + [g for g in greaters if g not in
                                                      {p["greater"] for p in s["planes"].values()}]
    s["artifact_total"] = len(content.planes) if not no_artifacts else 0

    for pid, cid in zip(seats, chars):
        c = content.characters[cid]
        start = c["guilds"][0]
        s["chars"][pid] = {
            "character": cid, "name": c["name"], "space": start, "realm": None, "alive": True,
            "strength": c["strength"], "health": c["strength"], "willpower": c["willpower"], "magic": c["willpower"],
            "gold": content.n("start_gold"), "xp": content.n("start_experience"),
            "items": [], "held": [], "broken": [], "abilities": [], "artifacts": [], "fragments": [],
            "pearl": False, "bubbles": 0, "bag": 0, "fame": 0, "lodged": False,
        }

    if island:
        s["decks"]["fragments"] = [f"mf_{w}" for w in B.wilderness(content)]
        rng.shuffle(s["decks"]["fragments"])
        treasures = sorted(c.id for c in content.family("treasure"))
        rng.shuffle(treasures)
        if variant == "treasure_hunters":
            n = len(seats) + content.n("hunters_extra_treasures")
            s["treasure_display"], s["box"] = treasures[:n], s["box"] + treasures[n:]
        elif opts["random_treasures"]:
            s["treasure_display"], s["decks"]["treasures"] = [], treasures
        else:
            n = content.n("treasure_display")
            s["treasure_display"], s["decks"]["treasures"] = treasures[:n], treasures[n:]
    else:
        s["treasure_display"] = []

    s["realm"] = None
    if water:
        pos = instances(content, sorted(c.id for c in content.family("positive")))
        neg = instances(content, sorted(c.id for c in content.family("negative")))
        rng.shuffle(pos)
        rng.shuffle(neg)
        squares = {}
        for sq in B.card_squares(content):
            pile = pos if B.is_light(sq) else neg
            squares[B.key(sq)] = {"card": pile.pop(0), "up": False}
        lord = variant == "lord_of_the_sea"
        s["realm"] = {
            "squares": squares, "spare": pos + neg, "gate_plane": None,
            "palace": {"guardian": content.family("lord")[0].id if lord else None, "artifacts": [],
                       "beaten": False, "revealed": []},
            "pearls": 0 if lord else len(seats), "lying": {},
        }
        s["box"] += []
    # Markets and the first Adventures (the first terrain Chance card seeds them, M).
    s["rng"] = rng.to_data()
    return cast(ProphecyState, s)  # built key by key above

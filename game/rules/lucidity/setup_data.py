"""The numbers of Lucidity the rules need: stated ones as constants, the
provisional ones (faces, sleep tracks, Nightmare cards, the solo variant) read
from a plain dict (`content/lucidity/lucidity.yaml`, loaded by
`game.content.lucidity`). `check_content` is pure: it returns the problems as
(path, message) pairs so the loader can add file and line.
"""
from __future__ import annotations

COLOURS = ("red", "yellow", "green", "blue")
COLOUR_NAMES = {"red": "Primeval Fear", "yellow": "Imprisonment", "green": "Envy", "blue": "the Depths"}
DICE_PER_COLOUR = 20          # 80 dice, 20 of each colour
POWER_TO_END = 15             # the end of the game is triggered at 15 Power
HUNT_LIMIT = 4                # four Hunt eliminate
EXHAUST_LIMIT = 3             # three Exhaust exhaust
SHADOW_LIMIT = 3              # three Shadows of a colour make a Nightmare ...
SHADOW_LIMIT_TWO_PLAYERS = 4  # ... four in a two-player game
RETURN_AFTER_DRAW = 2         # draw, then return two
FACES = ("power", "power2", "hunt", "exhaust", "shadow")
ABILITIES = ("undertow", "covet", "shackle", "maul", "tempt")
TRACK_STEPS = 3               # a marker starts on step 1 and may move twice


def die_colour(die: int) -> str:
    """Dice are numbered 0..79: 0-19 red, 20-39 yellow, 40-59 green, 60-79 blue."""
    return COLOURS[die // DICE_PER_COLOUR]


def check_content(data) -> list[tuple[tuple, str]]:
    """Every problem in the Lucidity content dict, as (path, message)."""
    out: list[tuple[tuple, str]] = []
    if not isinstance(data, dict):
        return [((), "the Lucidity content is a mapping (faces, sleep_tracks, nightmares, ...)")]
    known = {"faces", "sleep_tracks", "rotated_exhaust_counts", "fear_shadow_moves", "nightmares", "solo"}
    for key in data:
        if key not in known:
            out.append(((key,), f"unknown field {key!r} (known: {', '.join(sorted(known))})"))
    for key in known - set(data):
        out.append(((), f"the field {key!r} is missing"))
    faces = data.get("faces")
    if isinstance(faces, dict):
        for c in COLOURS:
            f = faces.get(c)
            if not isinstance(f, list) or len(f) != 6:
                out.append((("faces", c) if c in faces else ("faces",), f"{c} needs a list of six faces"))
            elif any(x not in FACES for x in f):
                bad = next(x for x in f if x not in FACES)
                out.append((("faces", c), f"{bad!r} is not a face (faces: {', '.join(FACES)})"))
        for c in faces:
            if c not in COLOURS:
                out.append((("faces", c), f"{c!r} is not a colour (colours: {', '.join(COLOURS)})"))
    elif faces is not None:
        out.append((("faces",), "faces is a mapping colour -> six faces"))
    tracks = data.get("sleep_tracks")
    if isinstance(tracks, dict) and tracks:
        for name, steps in tracks.items():
            if (not isinstance(steps, list) or len(steps) != TRACK_STEPS
                    or not all(isinstance(s, int) and not isinstance(s, bool) and s >= 3 for s in steps)):
                out.append((("sleep_tracks", name), f"the {name} track needs {TRACK_STEPS} whole numbers, each at least 3"))
            elif steps != sorted(steps):
                out.append((("sleep_tracks", name), f"the {name} track must not go down (dreaming again draws more)"))
    elif tracks is not None:
        out.append((("sleep_tracks",), "sleep_tracks is a mapping name -> three numbers"))
    rot = data.get("rotated_exhaust_counts")
    if rot is not None and (not isinstance(rot, int) or isinstance(rot, bool) or rot < 1):
        out.append((("rotated_exhaust_counts",), "rotated_exhaust_counts is a whole number, at least 1"))
    moves = data.get("fear_shadow_moves")
    if moves is not None and (not isinstance(moves, list) or any(m not in FACES for m in moves)):
        out.append((("fear_shadow_moves",), f"fear_shadow_moves is a list of faces ({', '.join(FACES)})"))
    nightmares = data.get("nightmares")
    if isinstance(nightmares, list):
        seen_colours: set[str] = set()
        ids: set[str] = set()
        for i, n in enumerate(nightmares):
            if not isinstance(n, dict):
                out.append((("nightmares", i), "a Nightmare is a mapping (id, colour, name, takes, ability)"))
                continue
            for key in n:
                if key not in ("id", "colour", "name", "takes", "ability"):
                    out.append((("nightmares", i, key), f"unknown field {key!r} on a Nightmare"))
            if not isinstance(n.get("id"), str) or n["id"] in ids:
                out.append((("nightmares", i), "every Nightmare needs a unique id"))
            ids.add(str(n.get("id")))
            cols = n.get("colour")
            cols = cols if isinstance(cols, list) else [cols]
            if not cols or any(c not in COLOURS for c in cols):
                out.append((("nightmares", i, "colour"), f"colour is one of {', '.join(COLOURS)} (or a list of them)"))
            elif len(cols) == 1:
                seen_colours.add(cols[0])
            if not isinstance(n.get("name"), str):
                out.append((("nightmares", i), "every Nightmare needs a name"))
            takes = n.get("takes")
            if not isinstance(takes, list) or any(t not in FACES for t in takes):
                out.append((("nightmares", i, "takes"), f"takes is a list of faces ({', '.join(FACES)})"))
            if n.get("ability") not in ABILITIES:
                out.append((("nightmares", i, "ability"), f"ability is one of {', '.join(ABILITIES)}"))
        for c in COLOURS:
            if c not in seen_colours:
                out.append((("nightmares",), f"no primary Nightmare of colour {c}"))
    elif nightmares is not None:
        out.append((("nightmares",), "nightmares is a list"))
    solo = data.get("solo")
    if isinstance(solo, dict):
        for key in ("night_draws", "minions", "goal"):
            v = solo.get(key)
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                out.append((("solo", key) if key in solo else ("solo",), f"solo {key} is a whole number"))
    elif solo is not None:
        out.append((("solo",), "solo is a mapping (night_draws, minions, goal)"))
    return out


def nightmare_cards(content: dict, temptation: str | None) -> dict[str, dict]:
    """colour -> the Nightmare card set out for it. `temptation` names the
    primary card the variant replaces ("envy" or "primeval_fear")."""
    cards: dict[str, dict] = {}
    variant = None
    for n in content["nightmares"]:
        if isinstance(n["colour"], list):
            if n["id"] == "temptation":
                variant = n
            continue
        cards[n["colour"]] = dict(n)
    if temptation:
        if variant is None:
            raise ValueError("the content has no Nightmare of Temptation")
        replaced = next((c for c, n in cards.items() if n["id"] == temptation), None)
        if replaced is None or replaced not in variant["colour"]:
            raise ValueError(f"the Nightmare of Temptation can replace only {', '.join(variant['colour'])} "
                             f"({' or '.join(n['id'] for n in cards.values() if n['colour'] in variant['colour'])})")
        cards[replaced] = {**variant, "colour": replaced}
    return cards

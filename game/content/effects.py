"""The effect language, as data: every operation, its arguments, an example.

Pure (no I/O): the loader checks content against `OPS`, the rules engine
(`game/rules/etherfields/effects.py`) interprets exactly these names, and
`python -m game.content docs` prints the operation reference that
`content/README.md` carries.

An effect is a list of operations, each a mapping `{op: NAME, ...args}`.
Operations run in order. Argument kinds:

- `amount`: an int, or `{per_player: N, plus: M}` = N per living Dreamer + M,
  or `all` (every card / all Distress: used by the Delta Phase recoveries).
- `target`: which Dreamers an operation affects (see `TARGETS`).
- `effect`: a nested effect (a list of operations).
- `condition`: a one-key mapping from `CONDITIONS`.
- `ref:KIND`: the id of a component of that kind (checked at load).
"""
from __future__ import annotations

from dataclasses import dataclass, field

TARGETS = {
    "self": "the Dreamer who uses the card, action or Mask",
    "each_dreamer": "every living Dreamer, one after another",
    "team": "the whole Team (same Dreamers as each_dreamer; reads better for rewards)",
    "each_in_range": "each Dreamer within `range` spaces of any figure of the Entity "
                     "(`from: this` = only the figure that caused it); affected once however many are near",
    "each_on_feature": "each Dreamer standing on a space with `feature` (entrance, trap, stairs...)",
    "chosen_dreamer": "one living Dreamer the players choose (a Decision)",
}

CONDITIONS = {
    "dreamers_in_range": ("int", "some Dreamer is within N spaces of the Entity"),
    "morphings_at_least": ("int", "the Entity carries at least N Morphings"),
    "entities_at_most": ("int", "at most N Entity figures are on the Dreamscape"),
    "keys_at_least": ("int", "the Team holds at least N Keys"),
    "hours_at_least": ("int", "the Clock shows at least N Hours"),
    "has_ether": ("int", "the acting Dreamer holds at least N Ether"),
}

FEATURES = ("entrance", "spawn", "trap", "stairs", "gem_slot", "quirk_space", "quirk_slot")
STATES = ("stunned", "dazed", "paralyzed", "poisoned")
TOKENS = ("threat", "story", "block", "sign", "universal", "terrain_light", "terrain_darkness",
          "terrain_swamp", "terrain_water", "entity")
RELOCATE_TO = ("any", "entrance", "spawn", "stairs", "trap", "gem_slot", "quirk_space", "closest_dreamer")


@dataclass(frozen=True)
class Arg:
    kind: str                      # int, amount, str, bool, target, effect, condition, options, pos, ref:KIND
    required: bool = False
    choices: tuple = ()            # allowed values for a str (an empty tuple: any text)
    doc: str = ""
    words: bool = False            # text players read (translated, game.content.translations)


@dataclass(frozen=True)
class Op:
    group: str
    doc: str
    args: dict = field(default_factory=dict)
    example: str = ""              # one YAML operation, checked by the tests


def _dreamer(**args) -> dict:
    """Operations on Dreamers take a target (default: self when a Dreamer acts, else each_dreamer)."""
    return {"target": Arg("target", choices=tuple(TARGETS)),
            "range": Arg("int", doc="with each_in_range"),
            "from": Arg("str", choices=("this",), doc="with each_in_range: only the triggering figure"),
            "feature": Arg("str", choices=FEATURES, doc="with each_on_feature"), **args}


AMOUNT = Arg("amount", doc="default 1")
COUNT = Arg("amount", doc="default 1")

OPS: dict[str, Op] = {
    # -- Dreamers ------------------------------------------------------------
    "suffer_distress": Op("dreamer", "Suffer Distress (Entity sources add +1 per Thorned Morphing; a Stunned Entity deals none).",
                          _dreamer(amount=AMOUNT), "{op: suffer_distress, amount: 1, target: each_in_range, range: 1}"),
    "heal_distress": Op("dreamer", "Heal Distress (back to the pool).",
                        _dreamer(amount=AMOUNT), "{op: heal_distress, amount: 2, target: chosen_dreamer}"),
    "seal": Op("dreamer", "Seal cards from the top of the deck (Entity sources add +2 per Hungering Morphing).",
               _dreamer(amount=AMOUNT), "{op: seal, amount: 2, target: each_in_range, range: 2}"),
    "unseal": Op("dreamer", "Unseal cards: they go to the discard pile.",
                 _dreamer(amount=AMOUNT), "{op: unseal, amount: 2, target: self}"),
    "gain_ether": Op("dreamer", "Gain Ether from the pool (what the pool lacks is not gained).",
                     _dreamer(amount=AMOUNT), "{op: gain_ether, amount: 1, target: each_dreamer}"),
    "lose_ether": Op("dreamer", "Return Ether to the pool (as much as the Dreamer has).",
                     _dreamer(amount=AMOUNT), "{op: lose_ether, amount: 1, target: each_in_range, range: 1}"),
    "gain_gem": Op("dreamer", "Gain Shining Gems from the pool.",
                   _dreamer(amount=AMOUNT), "{op: gain_gem, amount: 1, target: self}"),
    "draw_cards": Op("dreamer", "Draw Influence cards (the hand limit applies at the end of the round).",
                     _dreamer(amount=AMOUNT), "{op: draw_cards, amount: 2, target: self}"),
    "discard_cards": Op("dreamer", "Discard cards of the Dreamer's choice from hand.",
                        _dreamer(amount=AMOUNT), "{op: discard_cards, amount: 1, target: each_in_range, range: 0}"),
    "relocate_dreamer": Op("dreamer", "Relocate: place the figure on a chosen space of a kind, ignoring paths and Walls.",
                           _dreamer(to=Arg("str", choices=RELOCATE_TO, doc="default entrance")),
                           "{op: relocate_dreamer, to: any, target: self}"),
    "move_dreamer": Op("dreamer", "A free Move of up to `amount` spaces; `through_walls: true` ignores Walls.",
                       _dreamer(amount=AMOUNT, through_walls=Arg("bool")),
                       "{op: move_dreamer, amount: 2, through_walls: true, target: self}"),
    "place_state": Op("dreamer", "Put a State token on the target (needs a free token showing that State).",
                      _dreamer(state=Arg("str", required=True, choices=STATES)),
                      "{op: place_state, state: dazed, target: each_in_range, range: 1}"),
    "gain_influence": Op("dreamer", "Gain an Influence card: it goes face-up on top of the discard pile.",
                         _dreamer(card=Arg("ref:influence", required=True)),
                         "{op: gain_influence, card: moonlit_resolve, target: self}"),
    "gain_flaw": Op("dreamer", "Gain the top Flaw card, on top of the discard pile.",
                    _dreamer(), "{op: gain_flaw, target: self}"),
    "flip_progress": Op("dreamer", "Flip (exhaust) or unflip (`unflip: true`) Progress cards; `all: true` for every one.",
                        _dreamer(amount=AMOUNT, unflip=Arg("bool"), all=Arg("bool")),
                        "{op: flip_progress, unflip: true, all: true, target: self}"),
    "restore_item": Op("dreamer", "Restore used (flipped) Items, or the Mask with `mask: true`.",
                       _dreamer(amount=AMOUNT, mask=Arg("bool")),
                       "{op: restore_item, amount: 1, target: self}"),
    "reroll": Op("dreamer", "Reroll the last die rolled (Luck or Movement), even another Dreamer's.",
                 _dreamer(die=Arg("str", choices=("luck", "movement", "any"))),
                 "{op: reroll, die: any, target: self}"),
    "reshuffle": Op("dreamer", "Shuffle the discard pile into the deck (no penalty: it is not caused by a draw).",
                    _dreamer(), "{op: reshuffle, target: self}"),
    # -- the Team and the Clock ---------------------------------------------
    "gain_key": Op("team", "The Team gains Keys (4 in the pool).", {"amount": AMOUNT},
                   "{op: gain_key, amount: 1}"),
    "lose_key": Op("team", "The Team loses Keys.", {"amount": AMOUNT}, "{op: lose_key, amount: 1}"),
    "gain_item": Op("team", "The Team gains an Item: into a free active slot, else Storage.",
                    {"item": Arg("ref:items", required=True)}, "{op: gain_item, item: glass_lockpick}"),
    "gain_hours": Op("team", "Move the Clock up.", {"amount": AMOUNT}, "{op: gain_hours, amount: 1}"),
    "lose_hours": Op("team", "Move the Clock down (never below 0).", {"amount": AMOUNT},
                     "{op: lose_hours, amount: 1}"),
    "set_hours": Op("team", "Reset the Clock to the player-count value (5/4/3/2/1 Hours for 1-5 Dreamers).",
                    {}, "{op: set_hours}"),
    "add_turns": Op("team", "Add Turns: the bottom card of the Turn discard goes under the Turn deck.",
                    {"amount": AMOUNT}, "{op: add_turns, amount: 1}"),
    "block_step": Op("team", "Block one step of the current Turn card (the players choose which).",
                     {"step": Arg("str", choices=("morphing", "basic", "special", "movement"))},
                     "{op: block_step}"),
    "gain_loot": Op("team", "Take the Loot of the current Turn card (or of the last one discarded).",
                    {}, "{op: gain_loot}"),
    "gain_shopping": Op("team", "The Team gains a Shopping card.", {}, "{op: gain_shopping}"),
    # -- the Entity and the Dreamscape ---------------------------------------
    "spawn": Op("entity", "Spawn Entity figures on Spawn spaces of the current Turn card's suit.",
                {"count": COUNT}, "{op: spawn, count: {per_player: 1}}"),
    "add_morphing": Op("entity", "Draw Morphing tokens at random onto the Entity.", {"count": COUNT},
                       "{op: add_morphing, count: 1}"),
    "remove_morphing": Op("entity", "Return Morphing tokens of the players' choice to the pool.",
                          {"count": COUNT}, "{op: remove_morphing, count: 1}"),
    "move_entity": Op("entity", "Move each Entity figure `amount` spaces toward the closest Dreamer.",
                      {"amount": AMOUNT}, "{op: move_entity, amount: 2}"),
    "relocate_entity": Op("entity", "Place the Entity on a space of a kind.",
                          {"to": Arg("str", choices=RELOCATE_TO)}, "{op: relocate_entity, to: spawn}"),
    "remove_entity": Op("entity", "Remove the figure that was interacted with (else one the players choose).",
                        {}, "{op: remove_entity}"),
    "place_token": Op("entity", "Place tokens on a space (`where`: `entrance`, `entity`, a space label, or `here` = where the "
                      "one acting stands: the Dreamer, or the Entity for its own effects).",
                      {"token": Arg("str", required=True, choices=TOKENS), "where": Arg("str"),
                       "count": COUNT}, "{op: place_token, token: threat, where: entrance}"),
    "discard_token": Op("entity", "Remove tokens of a kind from the Dreamscape (`where: here` = the acting Dreamer's space).",
                        {"token": Arg("str", required=True, choices=TOKENS), "where": Arg("str"), "count": COUNT},
                        "{op: discard_token, token: threat, where: here}"),
    # -- the story -----------------------------------------------------------
    "end_slumber": Op("story", "End the Slumber (or Dream) now; `victory: false` for a loss.",
                      {"victory": Arg("bool")}, "{op: end_slumber, victory: true}"),
    "win_dream": Op("story", "The Dream is won: resolve its Gate's victory.", {}, "{op: win_dream}"),
    "lose_dream": Op("story", "The Dream is lost; its Gate stays on the map.", {"reason": Arg("str", words=True)},
                     "{op: lose_dream, reason: The bells fell silent.}"),
    "resolve_script": Op("story", "Read a Script paragraph, by id (`script`) or by `number`.",
                         {"script": Arg("ref:scripts"), "number": Arg("int")},
                         "{op: resolve_script, script: script_005}"),
    "reveal_secret": Op("story", "Reveal a Secret card or tile: place it, or put it in Storage.",
                        {"secret": Arg("ref:secrets|overlays|map_tiles|notes", required=True)},
                        "{op: reveal_secret, secret: secret_bell_rope}"),
    "log": Op("story", "Show a line of story text; changes nothing.", {"text": Arg("str", required=True, words=True)},
              "{op: log, text: The wallpaper sighs.}"),
    # -- the campaign --------------------------------------------------------
    "fate": Op("campaign", "Draw and resolve a Fate card.", {}, "{op: fate}"),
    "slumber": Op("campaign", "Draw and resolve the top Slumber tile.", {}, "{op: slumber}"),
    "dream_gate": Op("campaign", "Offer to open a Dream Gate for its Keys.",
                     {"gate": Arg("ref:dream_gates", required=True)}, "{op: dream_gate, gate: gate_clocktower}"),
    "shopping": Op("campaign", "Offer the Shopping step (costs a Shopping card).", {}, "{op: shopping}"),
    "awakening": Op("campaign", "Offer to Awaken here.", {}, "{op: awakening}"),
    "add_gate": Op("campaign", "Unlock a Dream Gate on the Dreamworld Map.",
                   {"gate": Arg("ref:dream_gates", required=True)}, "{op: add_gate, gate: gate_drowned_chapel}"),
    "add_map_tile": Op("campaign", "Add a Dreamworld Map tile.", {"tile": Arg("ref:dreamworld_tiles", required=True)},
                       "{op: add_map_tile, tile: dw_far_shore}"),
    "add_wisdom": Op("campaign", "The Team gains a Wisdom card.", {"card": Arg("ref:wisdom", required=True)},
                     "{op: add_wisdom, card: wisdom_death}"),
    "add_note": Op("campaign", "A Note card goes to Storage.", {"card": Arg("ref:notes", required=True)},
                   "{op: add_note, card: note_borrowed_candle}"),
    "change_season": Op("campaign", "Replace the Season card.", {"season": Arg("ref:seasons", required=True)},
                        "{op: change_season, season: season_low_tide}"),
    # -- flow ----------------------------------------------------------------
    "choice": Op("flow", "A Decision: the players pick one option and resolve its effect.",
                 {"prompt": Arg("str", words=True), "options": Arg("options", required=True)},
                 "{op: choice, prompt: Take the Loot, options: [{label: A Key, effect: [{op: gain_key}]}, "
                 "{label: 1 Ether each, effect: [{op: gain_ether, target: each_dreamer}]}]}"),
    "if": Op("flow", "Resolve `then` when the condition holds, else `else`.",
             {"condition": Arg("condition", required=True), "then": Arg("effect"), "else": Arg("effect")},
             "{op: if, condition: {keys_at_least: 2}, then: [{op: win_dream}], else: [{op: log, text: Not yet.}]}"),
}

GROUPS = {"dreamer": "Dreamers (take a target)", "team": "The Team and the Clock",
          "entity": "The Entity and the Dreamscape", "story": "The story",
          "campaign": "The campaign", "flow": "Flow"}


def check_op(op, refs_seen=None) -> list[tuple[object, str]]:
    """Problems with one operation (already plain data) as (node, message).

    `node` is the mapping the problem is in, so the caller can find its line.
    Nested effects (choice options, if branches) are checked too. References
    are collected into `refs_seen` as (node, kinds, id) for the caller.
    """
    problems: list[tuple[object, str]] = []
    if not isinstance(op, dict) or "op" not in op:
        return [(op, "each operation is a mapping with an 'op'")]
    name = op["op"]
    spec = OPS.get(name)
    if spec is None:
        near = sorted(n for n in OPS if n.split("_")[-1] in str(name) or str(name) in n)
        hint = f" (did you mean {', '.join(near)}?)" if near else ""
        return [(op, f"unknown operation {name!r}{hint}")]
    for argname, arg in spec.args.items():
        if arg.required and argname not in op:
            problems.append((op, f"operation {name!r} needs the argument {argname!r}"))
    for argname, value in op.items():
        if argname == "op":
            continue
        arg = spec.args.get(argname)
        if arg is None:
            allowed = ", ".join(sorted(spec.args)) or "nothing"
            problems.append((op, f"operation {name!r} takes no argument {argname!r} (it takes: {allowed})"))
            continue
        msg = _check_value(arg, value, op, problems, refs_seen)
        if msg:
            problems.append((op, f"{name}.{argname}: {msg}"))
    return problems


def check_effect(ops, refs_seen=None) -> list[tuple[object, str]]:
    if ops is None:
        return []
    if not isinstance(ops, list):
        return [(ops, "an effect is a list of operations")]
    out = []
    for op in ops:
        out += check_op(op, refs_seen)
    return out


def check_amount(value) -> str | None:
    if isinstance(value, bool):
        return "write a number, not true/false"
    if isinstance(value, int):
        return None if value >= 0 else "must not be negative"
    if value == "all":
        return None
    if isinstance(value, dict):
        extra = set(value) - {"per_player", "plus"}
        if extra or "per_player" not in value:
            return "an amount is a number or {per_player: N, plus: M}"
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in value.values()):
            return "per_player and plus are whole numbers"
        return None
    return "an amount is a number or {per_player: N, plus: M}"


def _check_value(arg: Arg, value, node, problems, refs_seen) -> str | None:
    kind = arg.kind
    if kind == "amount":
        return check_amount(value)
    if kind == "int":
        return None if isinstance(value, int) and not isinstance(value, bool) else "must be a whole number"
    if kind == "bool":
        return None if isinstance(value, bool) else "must be true or false"
    if kind in ("str", "target"):
        if not isinstance(value, str):
            return "must be text"
        if arg.choices and value not in arg.choices:
            return f"{value!r} is not one of {', '.join(arg.choices)}"
        return None
    if kind == "effect":
        problems.extend(check_effect(value, refs_seen))
        return None
    if kind == "condition":
        if not isinstance(value, dict) or len(value) != 1:
            return f"a condition is one of {{{', '.join(CONDITIONS)}: N}}"
        (cname, cval), = value.items()
        if cname not in CONDITIONS:
            return f"unknown condition {cname!r} (known: {', '.join(CONDITIONS)})"
        if not isinstance(cval, int) or isinstance(cval, bool):
            return f"condition {cname} takes a whole number"
        return None
    if kind == "options":
        if not isinstance(value, list) or len(value) < 2:
            return "a choice needs a list of at least 2 options"
        for opt in value:
            if not isinstance(opt, dict) or "label" not in opt:
                problems.append((opt if isinstance(opt, dict) else node, "each option is {label, effect}"))
                continue
            extra = set(opt) - {"label", "effect"}
            if extra:
                problems.append((opt, f"an option has only label and effect, not {', '.join(sorted(extra))}"))
            problems.extend(check_effect(opt.get("effect", []), refs_seen))
        return None
    if kind.startswith("ref:"):
        if not isinstance(value, str):
            return "must be an id"
        if refs_seen is not None:
            refs_seen.append((node, tuple(kind[4:].split("|")), value))
        return None
    return None


def ops_used(ops) -> set[str]:
    """Every operation name in an effect, nested ones included."""
    found: set[str] = set()
    for op in ops or []:
        if isinstance(op, dict) and "op" in op:
            found.add(op["op"])
            for key in ("then", "else"):
                found |= ops_used(op.get(key))
            for opt in op.get("options") or []:
                if isinstance(opt, dict):
                    found |= ops_used(opt.get("effect"))
    return found


def op_json_schema() -> dict:
    """A JSON Schema for one operation: a oneOf over every op, for editors."""
    amount = {"$ref": "#/$defs/Amount"}
    effect_ref = {"type": "array", "items": {"$ref": "#/$defs/Operation"}}
    variants = []
    for name, spec in OPS.items():
        props: dict = {"op": {"const": name}}
        for argname, arg in spec.args.items():
            if arg.kind == "amount":
                props[argname] = amount
            elif arg.kind == "int":
                props[argname] = {"type": "integer"}
            elif arg.kind == "bool":
                props[argname] = {"type": "boolean"}
            elif arg.kind == "effect":
                props[argname] = effect_ref
            elif arg.kind == "condition":
                props[argname] = {"type": "object", "minProperties": 1, "maxProperties": 1,
                                  "properties": {c: {"type": "integer"} for c in CONDITIONS},
                                  "additionalProperties": False}
            elif arg.kind == "options":
                props[argname] = {"type": "array", "minItems": 2, "items": {
                    "type": "object", "required": ["label"], "additionalProperties": False,
                    "properties": {"label": {"type": "string"}, "effect": effect_ref}}}
            elif arg.choices:
                props[argname] = {"enum": list(arg.choices)}
            else:
                props[argname] = {"type": "string"}
            if arg.doc:
                props[argname] = dict(props[argname], description=arg.doc)
        variants.append({"type": "object", "title": name, "description": spec.doc, "properties": props,
                         "required": ["op"] + [a for a, s in spec.args.items() if s.required],
                         "additionalProperties": False})
    return {"oneOf": variants}


AMOUNT_SCHEMA = {"oneOf": [{"type": "integer", "minimum": 0}, {"const": "all"},
                           {"type": "object", "properties": {"per_player": {"type": "integer"},
                                                             "plus": {"type": "integer"}},
                            "required": ["per_player"], "additionalProperties": False}]}


def docs_markdown() -> str:
    """The operation reference for content/README.md (kept in sync by a test)."""
    lines = []
    for group, title in GROUPS.items():
        lines.append(f"### {title}\n")
        for name, spec in OPS.items():
            if spec.group != group:
                continue
            args = ", ".join(f"`{a}`{'*' if s.required else ''} ({s.kind}{': ' + '|'.join(s.choices) if s.choices and s.kind != 'target' else ''})"
                             for a, s in spec.args.items() if a not in ("range", "from", "feature", "target"))
            lines.append(f"- **`{name}`**: {spec.doc}" + (f" Args: {args}." if args else ""))
            lines.append(f"  `- {spec.example}`")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"

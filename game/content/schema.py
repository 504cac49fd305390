"""What each kind of content may contain, and the effect operations.

Pure data (no I/O): the loader checks content against it, the rules engine
interprets the operations, `content/README.md` documents them.
"""
from __future__ import annotations

COMMON = ("name", "text", "flavour", "art")

KINDS: dict[str, dict] = {
    "dreamers": {"required": ("id", "name", "starting_deck"),
                 "optional": COMMON + ("title", "colour", "back_action", "personal_token", "starting_masks")},
    "influence": {"required": ("id", "name"),
                  "optional": COMMON + ("owner", "intent", "move", "actions", "progress", "price", "flaw",
                                        "effect", "removal")},
    "items": {"required": ("id", "name"),
              "optional": COMMON + ("intent", "move", "actions", "starting", "market")},
    "masks": {"required": ("id", "name", "ability"), "optional": COMMON},
    "turn_cards": {"required": ("id", "suit", "steps", "loot"), "optional": COMMON},
    "morphings": {"required": ("id", "name", "kind"), "optional": COMMON},
    "states": {"required": ("id", "name", "sides"), "optional": COMMON},
    "dice": {"required": ("id", "name", "faces"), "optional": COMMON},
    "map_tiles": {"required": ("id", "name", "spaces"), "optional": COMMON + ("starting",)},
    "slumber_maps": {"required": ("id", "placements"), "optional": COMMON},
    "slumber_tiles": {"required": ("id", "name"),
                      "optional": COMMON + ("entity", "setup", "interactions", "effects", "movement",
                                            "out_of_turns", "skip", "deliverance", "kind", "options", "dream_only")},
    "fate": {"required": ("id", "name", "effect"), "optional": COMMON + ("quirk", "place_tile")},
    "basic_actions": {"required": ("id", "name", "entries"), "optional": COMMON},
    "flaws": {"required": ("id", "name"), "optional": COMMON + ("flaw", "intent", "move", "effect", "removal",
                                                                 "progress", "actions", "owner")},
    "dreamworld_tiles": {"required": ("id", "name", "locations", "paths"), "optional": COMMON + ("starting", "region")},
    "dream_gates": {"required": ("id", "name", "keys", "setup"),
                    "optional": COMMON + ("tutorial", "starting", "turns", "introduction", "victory", "goals",
                                          "location")},
    "scripts": {"required": ("id", "number", "text"), "optional": COMMON + ("title", "choices", "effect")},
    "seasons": {"required": ("id", "name", "kind"), "optional": COMMON},
    "wisdom": {"required": ("id", "name", "text"), "optional": COMMON},
}

REFERENCES: dict[str, dict[str, tuple[str, ...]]] = {
    "dreamers": {"starting_deck": ("influence",), "starting_masks": ("masks",)},
    "influence": {"owner": ("dreamers",)},
    "slumber_maps": {"placements": ("map_tiles",)},
    "dream_gates": {"introduction": ("scripts",)},
}

LITERALS = {"owner": ("market",)}  # values a reference field may hold besides an id

EFFECT_FIELDS = {"effect", "loot", "out_of_turns", "deliverance", "morphing", "basic", "special", "victory"}

_TARGET = ("target", "range", "feature", "from")
OPS: dict[str, tuple[str, ...]] = {
    # Dreamers (target: self | each_dreamer | team | each_in_range (range: N) | each_on_feature | chosen_dreamer)
    "suffer_distress": ("amount",) + _TARGET,
    "heal_distress": ("amount",) + _TARGET,
    "seal": ("amount",) + _TARGET,
    "unseal": ("amount",) + _TARGET,
    "gain_ether": ("amount",) + _TARGET,
    "lose_ether": ("amount",) + _TARGET,
    "gain_gem": ("amount",) + _TARGET,
    "draw_cards": ("amount",) + _TARGET,
    "discard_cards": ("amount",) + _TARGET,
    "relocate_dreamer": ("to",) + _TARGET,
    "place_state": ("state",) + _TARGET,
    # The Team and the Clock
    "gain_key": ("amount",),
    "lose_key": ("amount",),
    "gain_hours": ("amount",),
    "lose_hours": ("amount",),
    "add_turns": ("amount",),
    "block_step": (),
    "gain_loot": (),
    # The Entity
    "spawn": ("count",),
    "add_morphing": ("count",),
    "remove_morphing": ("count",),
    "move_entity": ("amount",),
    "relocate_entity": ("to",),
    "remove_entity": (),
    # The story
    "end_slumber": ("victory",),
    "win_dream": (),
    "lose_dream": ("reason",),
    "resolve_script": ("number", "script"),
    "log": ("text",),
    # The campaign
    "fate": (),
    "slumber": (),
    "dream_gate": ("gate",),
    "shopping": (),
    "awakening": (),
    "gain_item": ("item",),
    "gain_flaw": (),
    "gain_shopping": (),
    "add_gate": ("gate",),
    "add_map_tile": ("tile",),
    "add_wisdom": ("card",),
    "change_season": ("season",),
    # Flow
    "choice": ("prompt", "options"),
    "if": ("condition", "then", "else"),
}

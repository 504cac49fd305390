"""What sounds when: the one table from rules Events and UI gestures to sounds.

Data only. A cue names its sound files (one is picked at random when there
are several), the channel group it plays in, its loudness and its priority
(when many things happen at once, the most important few are heard). Every
Event kind each game's rules can emit is listed under its game; `python -m
game.audio check` names any kind left out.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Cue:
    files: tuple[str, ...]   # under assets/sounds/, without the extension
    channel: str             # a group of CHANNELS
    gain: float = 1.0
    priority: int = 1        # 3: a moment of the game, 2: a move, 1: book-keeping


@dataclass(frozen=True)
class By:
    """A cue chosen by a field of the Event's data (`cases` by value, or by
    truth when its keys are True/False), else `default`."""
    field: str
    cases: dict
    default: str


# How many sounds each group may play at once (pygame channels reserved for it).
CHANNELS = {"music": 2, "ui": 2, "cards": 3, "dice": 3, "table": 3, "moments": 2}
BATCH = 3          # at most this many cues from one move's Events, the most important first
STAGGER = 0.07     # seconds between the cues of one move, as the animations stagger
FADE_IN = 0.012    # seconds: every effect starts from silence
MUSIC_FADE = 2.5   # seconds of crossfade between two scenes' music

CUES = {
    "card_draw": Cue(("card_draw",), "cards", 0.8, 2),
    "card_deal": Cue(("card_deal",), "cards", 0.8, 2),
    "card_play": Cue(("card_play",), "cards", 0.9, 2),
    "card_discard": Cue(("card_discard",), "cards", 0.8, 2),
    "shuffle": Cue(("shuffle",), "cards", 0.8, 2),
    "dice_throw": Cue(("dice_throw",), "dice", 0.8, 2),
    "dice_hit": Cue(("dice_hit_1", "dice_hit_2", "dice_hit_3"), "dice", 1.0, 1),
    "dice_settle": Cue(("dice_settle",), "dice", 0.8, 1),
    "pick_up": Cue(("pick_up",), "table", 0.6, 2),
    "set_down": Cue(("set_down",), "table", 0.9, 2),
    "slide": Cue(("slide",), "table", 0.7, 1),
    "token": Cue(("token",), "table", 0.8, 1),
    "tile_lay": Cue(("tile_lay",), "table", 1.0, 2),
    "door_open": Cue(("door_open",), "moments", 0.9, 3),
    "nightmare": Cue(("nightmare",), "moments", 0.9, 3),
    "lamp_lit": Cue(("lamp_lit",), "moments", 0.9, 3),
    "secret_found": Cue(("secret_found",), "moments", 0.9, 3),
    "distress": Cue(("distress",), "moments", 0.9, 3),
    "dream_won": Cue(("dream_won",), "moments", 1.0, 4),
    "dream_lost": Cue(("dream_lost",), "moments", 1.0, 4),
    "battle": Cue(("battle",), "moments", 0.9, 3),
    "bubbles": Cue(("bubbles",), "table", 0.8, 2),
    "bag_draw": Cue(("bag_draw",), "dice", 0.9, 2),
    "chime": Cue(("chime",), "table", 0.6, 1),
    "turn": Cue(("turn",), "table", 0.6, 1),
    "tick": Cue(("tick",), "ui", 0.5, 0),
    "page_turn": Cue(("page_turn",), "ui", 0.8, 2),
    "hover": Cue(("hover",), "ui", 0.5, 0),
    "press": Cue(("press",), "ui", 0.7, 1),
    "refusal": Cue(("refusal",), "ui", 0.7, 2),
}

# The gestures the shell hands over (widgets, the dice tray, scenes opening).
GESTURES = {
    "hover": "hover", "press": "press", "refusal": "refusal", "page": "page_turn",
    "pick_up": "pick_up", "set_down": "set_down", "dice_hit": "dice_hit", "dice_settle": "dice_settle",
}

# A scene that opens turns a page (by class name: the shell knows no game).
SCENES = {"ScriptReader": "page", "StoryScene": "page", "GameOverScene": "page", "ChronicleScene": "page",
          "JournalScene": "page", "RulesScene": "page", "HelpScene": "page"}

# Each game's Event kinds; the same word may sound differently in two games.
EVENTS = {
    "etherfields": {
        "action_failed": "refusal", "blocked": "refusal", "bought": "chime", "card_drawn": "card_draw",
        "card_gained": "card_deal", "card_played": "card_play", "deck_empty": "refusal", "discarded": "card_discard",
        "die_rolled": "dice_throw", "distress": "distress", "dreamer_entered": "set_down", "dreamer_moved": "set_down",
        "dreamer_relocated": "set_down", "entity_effect": "tick", "entity_moved": "slide", "entity_removed": "chime",
        "entity_target": "tick", "ether": "chime", "fate": "card_draw", "flaw": "distress", "flaw_gained": "distress",
        "flaw_removed": "chime", "gem": "chime", "gem_slot": "token", "gem_spent": "token", "gradual": "tick",
        "gradual_done": "chime", "healed": "chime", "hours": "turn", "item_gained": "chime", "item_restored": "chime",
        "journal": "page_turn", "key": "chime", "loot": "chime", "lost": "dream_lost", "map_action": "tick",
        "map_tile": "tile_lay", "market": "page_turn", "mask_discarded": "card_discard", "mask_worn": "card_play",
        "morphing": "nightmare", "morphing_removed": "card_discard", "note": "tick", "out_of_turns": "distress",
        "paid": "card_play", "paralyzed": "distress", "passed": "tick", "peek": "card_draw", "phase": "turn",
        "progress_flipped": "card_play", "progress_placed": "card_deal", "pushed": "set_down", "quirk": "chime",
        "reshuffled": "shuffle", "script": "page_turn", "sealed": "card_discard", "season": "turn",
        "secret": "secret_found", "session": "tick", "skip": "tick", "slumber": "page_turn", "slumber_end": "turn",
        "spawned": "nightmare", "state": "tick", "state_missing": "tick", "step_blocked": "refusal",
        "stunned": "distress", "team_moved": "slide",
        "token": By("dreamer", {"lamplighter": "lamp_lit"}, "token"),  # the Lamplighter strikes the Spare Match
        "token_placed": By("token", {"terrain_light": "lamp_lit"}, "token"), "trap": "distress", "turn": "turn",
        "turns_added": "tick", "unsealed": "card_draw", "wisdom": "chime", "won": "dream_won",
    },
    "onirim": {
        "bottom": "card_discard", "confusion": "distress", "discarded": "card_discard", "diver_keep": "card_play",
        "diver_revealed": "card_deal", "door_opened": "door_open", "drawn": "card_draw", "limbo": "card_discard",
        "limbo_shuffled": "shuffle", "lost": "dream_lost", "mirror": "card_play", "mirror_cards": "card_deal",
        "mirror_explored": "secret_found", "nightmare": "nightmare", "nightmare_removed": "chime", "no_door": "tick",
        "played": "card_play", "prophecy": "card_draw", "prophecy_done": "card_discard", "revealed": "card_deal",
        "shuffled": "shuffle", "sphinx_failed": "refusal", "sphinx_pick": "card_play", "sphinx_revealed": "secret_found",
        "won": "dream_won",
    },
    "lucidity": {
        "ability": "chime", "bag_empty": "refusal", "became_nightmare": "nightmare", "consumed": "distress",
        "dream_again": "chime", "drawn": "bag_draw", "eliminated": "dream_lost", "exhausted": "distress",
        "final_turns": "turn", "game_over": By("winners", {True: "dream_won", False: "dream_lost"}, "dream_lost"),
        "minion": "distress", "moved": "set_down", "night": "turn", "passed": "tick", "placed": "set_down",
        "rerolled": "dice_throw", "rested": "chime", "returned": "bag_draw", "rolled": "dice_throw",
        "rotated": "set_down", "taken": "token", "track_chosen": "token", "turn": "turn",
    },
    "prophecy": {
        "ability_learned": "chime", "ability_offered": "tick", "ability_used": "chime", "adventure_placed": "card_deal",
        "adventure_revealed": "card_deal", "artifact_taken": "chime", "artifact_won": "secret_found",
        "artifacts_claimed": "secret_found", "battle": "battle", "battleground": "card_deal", "bubble_used": "bubbles",
        "chance_drawn": "card_draw", "character_died": "dream_lost", "deck_shuffled": "shuffle",
        "die_rolled": "dice_throw", "discarded": "card_discard", "dream_revealed": "page_turn", "drowning": "bubbles",
        "entered_realm": "bubbles", "extra_turn": "turn", "fame": "chime", "final_battle": "battle",
        "fragment_collected": "secret_found", "fragment_placed": "token", "fragment_taken": "chime",
        "game_over": By("winner", {True: "dream_won", False: "dream_lost"}, "dream_lost"), "gained": "chime",
        "gate_revealed": "door_open", "health_lost": "distress", "held": "tick", "item_gained": "chime",
        "item_repaired": "chime", "item_sold": "chime", "item_used": "token", "left_realm": "bubbles",
        "markets_restocked": "shuffle", "moved": "set_down", "no_fragment": "tick", "obstacle": "refusal",
        "opportunity_used": "chime", "palace_entered": "door_open", "pearl_gained": "chime", "plane_attacked": "battle",
        "pushed": "set_down", "realm_card_revealed": "card_deal", "realm_moved": "slide", "round_started": "turn",
        "service": "chime", "shield_broken": "distress", "stayed": "tick", "swim": "bubbles",
        "treasure_drawn": "card_draw", "treasures_revealed": "card_deal",
    },
}

# Each game's music, and the shelf's: a loop under assets/sounds/music/.
MUSIC = {"shelf": "shelf", "etherfields": "etherfields", "onirim": "onirim", "lucidity": "lucidity",
         "prophecy": "prophecy"}

"""Propose an art brief for every illustrated item that has none, and write
it into the item's YAML (a maintainer's tool: read what it proposes, then
correct by hand where the subject is wrong).

    python scripts/propose_briefs.py ICONS_JSON [--dry]

ICONS_JSON is the full game-icons set (`npm pack @iconify-json/game-icons`).
A subject comes from the words of the item's name (then its text) matched
against icon names, with synonyms, preferring subjects not used yet; the
layout, light and palette from its kind and its words.
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.art.briefs import ILLUSTRATED  # noqa: E402
from game.content import default_content  # noqa: E402

# Words in our content -> icon name words.
SYNONYMS = {
    "moth": "butterfly", "moths": "butterfly", "hare": "rabbit", "gulls": "seagull", "gull": "seagull",
    "stair": "stairs", "theatre": "theater", "curtain": "theater-curtains", "mice": "mouse", "wraith": "ghost",
    "wraiths": "ghost", "child": "baby-face", "clerk": "bookmark", "sleep": "night-sleep", "sleeper": "night-sleep",
    "sleepers": "night-sleep", "sleeping": "sleepy", "dream": "dream-catcher", "lullaby": "lyre", "lullabies": "lyre",
    "hymn": "musical-score", "choir": "musical-notes", "song": "musical-notes", "music": "music-box",
    "bramble": "thorny-vine", "thorn": "thorny-vine", "thorns": "thorny-vine", "frost": "snowflake-1",
    "frozen": "frozen-orb", "ice": "ice-cube", "tide": "high-tide", "tides": "low-tide", "sea": "big-wave",
    "shore": "sea-cliff", "mill": "water-mill", "millstone": "stone-wheel", "millstones": "stone-wheel",
    "granary": "grain-bundle", "flour": "flour", "gear": "gears", "gears": "gears", "gearworks": "cog",
    "clockwork": "clockwork", "clock": "alarm-clock", "clocks": "cuckoo-clock", "pendulum": "pendulum-swing",
    "hourglass": "hourglass", "hour": "sands-of-time", "hours": "sands-of-time", "seconds": "stopwatch",
    "calendar": "calendar", "ledger": "open-book", "logbook": "black-book", "library": "book-pile",
    "book": "spell-book", "page": "scroll-unfurled", "pages": "book-storm", "letter": "envelope",
    "reply": "love-letter", "name": "scroll-quill", "map": "treasure-map", "ticket": "ticket",
    "stub": "ticket", "coin": "two-coins", "gold": "gold-bar", "button": "shirt-button", "buttons": "shirt-button",
    "thread": "sewing-string", "stocking": "socks", "shawl": "scarf", "needle": "sewing-needle",
    "bed": "bed", "bedroom": "bed", "nursery": "rocking-horse", "toy": "rocking-horse", "soldier": "toy-soldier",
    "coats": "trench-coat", "coat": "trench-coat", "wardrobe": "closed-doors", "window": "window",
    "windows": "window", "door": "door", "doors": "entry-door", "bell": "ringing-bell", "belfry": "ringing-bell",
    "organ": "pipe-organ", "lighthouse": "lighthouse", "lamp": "desk-lamp", "lantern": "lantern-flame",
    "candle": "candle-light", "candles": "candle-holder", "wick": "candle-flame", "flame": "flame",
    "fire": "campfire", "ember": "burning-embers", "spark": "sparkles", "coal": "coal-wagon", "boiler": "boiler",
    "heron": "heron", "crane": "paper-crane", "owl": "owl", "kite": "kite", "crow": "raven",
    "hound": "hound", "wolf": "wolf-howl", "dog": "sitting-dog", "fox": "fox", "stag": "deer", "bull": "bull",
    "cat": "cat", "starling": "swallow", "mouse": "mouse", "eel": "eel", "fish": "fish-monster",
    "well": "well", "cistern": "water-tank", "water": "water-drop", "rain": "heavy-rain", "storm": "lightning-storm",
    "thunder": "thunder-struck", "wind": "wind-slap", "cloud": "fluffy-cloud", "sky": "night-sky",
    "moon": "moon", "moonlight": "moon", "moonlit": "moon", "star": "falling-star", "starlit": "star-swirl",
    "sun": "sun", "dawn": "sunrise", "night": "night-sky", "shadow": "shadow-follower", "dark": "bottled-shadow",
    "mirror": "mirror-mirror", "glass": "glass-heart", "greenhouse": "greenhouse", "fern": "fern",
    "palm": "palm-tree", "garden": "flower-pot", "tree": "oak", "reed": "reed", "meadow": "high-grass",
    "road": "road", "crossroads": "crossroad", "quarter": "family-house", "house": "house", "suburbs": "village",
    "tower": "stone-tower", "chapel": "church", "church": "church", "nave": "church", "crypt": "crypt-entrance",
    "vestry": "robe", "cloister": "stone-bridge", "salt": "salt-shaker", "sand": "sands-of-time",
    "anchor": "anchor", "boat": "paper-boat", "jetty": "pier", "compass": "compass", "key": "skeleton-key",
    "keys": "key", "lock": "padlock", "lockpick": "lockpicks", "crown": "crown-of-thorns", "mask": "carnival-mask",
    "jester": "jester-hat", "fool": "jester-hat", "boots": "leather-boot", "slippers": "boots", "cloak": "cloak",
    "quill": "quill-ink", "feather": "feather", "wings": "feathered-wing", "wing": "fluffy-wing",
    "tea": "teapot", "milk": "milk-carton", "salve": "round-bottom-flask", "bottle": "bottled-bolt",
    "heart": "heart-beats", "eye": "eye-target", "eyes": "all-seeing-eye", "smile": "sharp-smile",
    "laughter": "imp-laugh", "laugh": "imp-laugh", "teeth": "front-teeth", "fist": "fist", "palm_": "open-palm",
    "hands": "hand", "hand": "hand", "whisper": "whisper", "echo": "sound-waves", "echoes": "sound-waves",
    "breath": "breath", "step": "footprint", "stride": "boot-stomp", "footfall": "footsteps", "walk": "walk",
    "sleepwalk": "sleepy", "sleepwalker": "sleepy", "drift": "wind-slap", "hammer": "thor-hammer",
    "forge": "anvil-impact", "spade": "spade", "gem": "gem-pendant", "cutter": "diamond-hard", "grave": "tombstone",
    "harvest": "scythe", "engine": "steam-locomotive", "tram": "tram", "wallpaper": "flower-emblem",
    "seam": "stitched-wound", "skin": "stone-block", "stone": "stone-block", "iron": "anvil",
    "quicksilver": "drop", "idea": "light-bulb", "dice": "rolling-dices", "luck": "clover", "lucky": "clover",
    "knot": "rope-coil", "rope": "rope-coil", "cradle": "spider-web", "paper": "folded-paper", "ink": "ink-swirl",
    "puddle": "puddle", "stranger": "hooded-figure", "gambler": "card-play", "specialist": "spanner",
    "lamplighter": "street-light", "spirit": "ghost", "guy": "muscle-up", "terror": "screaming",
    "doubt": "uncertainty", "sweat": "sweat", "forgetful": "brain-freeze", "restless": "tumbleweed",
    "paralysis": "frozen-body", "death": "death-skull", "awakening": "sunrise", "deliverance": "dove",
    "heights": "mountain-cave", "end": "horizon-road", "far": "boat-horizon", "point": "lighthouse",
    "millrace": "water-mill", "country": "reed", "band": "drum", "thief": "thief", "king": "crown",
    "grandmother": "old-lady", "keeper": "old-lantern", "prompter": "theater", "flock": "paper-crane",
    "nightlight": "bed-lamp", "hides": "hidden", "folded": "origami", "tallow": "candle-light",
    "weeping": "tear-tracks", "drowned": "drowning", "sunken": "sinking-ship", "belt": "conveyor-belt",
    "yawns": "sleepy", "yard": "wheelbarrow", "loft": "ladder", "pit": "violin", "stage": "theater",
    "stalls": "theater", "foyer": "chandelier", "wings_": "theater-curtains", "tower_": "stone-tower",
    "filing": "files", "hall": "column", "gallery": "painting", "study": "desk", "archive": "archive-register",
    "roost": "seagull", "shingle": "stone-pile", "landing": "pier", "sluice": "dam", "belt_": "conveyor-belt",
    "rug": "carpet", "bookshelf": "bookshelf", "toy_": "rocking-horse", "vestibule": "snowflake-2",
    "frames": "window", "bell_jar": "glass-ball", "escapement": "clockwork", "face": "clock", "spiral": "spiral-arrow",
    "cellar": "stairs", "attic": "ladder", "corridor": "doorway", "threshold": "doorway",
    "season": "leaf", "summer": "sun", "grey": "fog", "low": "low-tide", "first": "snowflake-1",
}
BANNED = re.compile(r"robot|cyber|gun|rocket|usb|android|car-|-car|laser|missile|tank|bomb|grenade|ak47|pistol|rifle|"
                    r"mech|plane|jet|computer|phone|tv|radio|satellite|nuclear|chemical|virus|ufo|alien|pc|cd|"
                    r"^dice-|^card-|^rank-|^roman-|^perspective|^abstract|^uncertainty$|^hazard|arrow|sign|hot-dog|console|traffic|"
                    r"bus-|player|target|high-five|finish|garage|-button|button-|extra-time|solar-time|lost-limb|"
                    r"blade-fall|belt-armor|bow-string|pocket-bow|assassin|midnight-claw|chessboard|hill-conquest|"
                    r"^catch$|beam-wake|hot-surface|tune-pitch|^run$|^talk$|^pull$|^arm$|flamethrower|goal-keeper|"
                    r"full-pizza|podium|fall-down|nothing-to-say|pay-money|double-diaphragm|box-cutter|full-folder|"
                    r"dark-squad|silver-bullet|ammo-box|charm$|^choice$|^belt$|^walk$|bleeding-wound|cook|"
                    r"blob|money|crime|life-bar|explosion|dynamite|death-note|^help$|daemon|synchroniz|time-trap|bow-tie|"
                    r"lightning-bow|heavy-fall|black-belt|bandage|high-heel|finger-print|bear-head|hot-meal|"
                    r"eating|armadillo|logic-gate|speaker|sling|nose|crossed-axes|juggling|corner-flag|high-kick|spices|barbute|"
                    r"buffalo|sound-off|^present$|fingers-crossed|egyptian|lead-pipe|metal-bucket|^hook$|bugle|"
                    r"north-star-shuriken|^gate$|ceiling-light|^table$|^falling$|ground-sprout|mountain-cave|new-born")
STOP = set("a an the of in on to and or for with from by at is it its his her their your you we they be as "
           "that this there what who which when then than into out up down over under one two three all each "
           "every no not but so if are was were has have had do does said says say can will would could only "
           "more most some any other back again just still once first last long little small big great".split())
# Layout by a word of the name or text; the first that matches.
LAYOUT_WORDS = [
    ("underwater", "drowned sunken flooded cistern underwater deep well eel fish drown".split()),
    ("water", "boat water puddle millrace sluice tide river pond lake jetty paper_boat bath".split()),
    ("shore", "shore sea gull gulls shingle lighthouse coast beach salt anchor tide".split()),
    ("stair", "stair stairs steps climb loft ladder spiral".split()),
    ("corridor", "corridor hall gallery aisle cloister row threshold passage door doors".split()),
    ("forest", "forest tree trees wood bramble fern palm garden meadow reed reeds thorn thorns grove".split()),
    ("rooftop", "roof rooftop tower chimney belfry quarter city street suburbs clocktower".split()),
    ("sky", "sky wing wings kite crane heron owl bird flock cloud storm flight fly feather starling".split()),
    ("market", "market coin buy sell price stall gold ticket iou".split()),
    ("room", "room bedroom nursery study vestry attic cellar library foyer stage theatre kitchen house".split()),
]
KIND_LAYOUTS = {
    "dreamers": ("portrait",), "masks": ("portrait",), "items": ("still_life", "market", "still_life"),
    "influence": ("sky", "forest", "room", "shore", "still_life", "corridor", "rooftop", "water", "portrait", "stair",
                  "market", "underwater"),
    "flaws": ("portrait", "room", "corridor"), "fate": ("rooftop", "corridor", "forest", "shore", "room"),
    "slumber_tiles": ("portrait", "forest", "corridor", "room", "sky", "underwater", "rooftop"),
    "map_tiles": ("room", "corridor", "stair", "room"), "overlays": ("stair", "corridor", "room"),
    "dream_gates": ("corridor", "rooftop", "shore", "forest"), "dreamworld_tiles": ("shore", "forest", "rooftop", "sky"),
    "secrets": ("still_life", "room", "still_life"), "notes": ("still_life",), "wisdom": ("sky", "portrait"),
    "seasons": ("forest", "shore", "sky"),
    "scripts": ("room", "corridor", "forest", "shore", "sky", "rooftop", "stair", "still_life", "water", "portrait",
                "market", "underwater"),
}
KIND_PALETTES = {
    "dreamers": ("violet",), "masks": ("violet", "rose", "ink"), "items": ("old_gold",), "fate": ("sea_glass",),
    "flaws": ("wine",), "slumber_tiles": ("rose", "violet", "ink", "ember"), "map_tiles": ("ink", "violet", "deep_water"),
    "overlays": ("sky_blue",), "dream_gates": ("violet", "dawn"), "dreamworld_tiles": ("sea_glass", "dawn", "violet"),
    "secrets": ("violet", "ink"), "notes": ("old_gold",), "wisdom": ("old_gold", "dawn"), "seasons": ("moss",),
    "scripts": ("violet", "deep_water", "ember", "sea_glass", "ink", "rose", "dawn", "frost"),
}
INTENT_PALETTES = {"awareness": ("sky_blue", "deep_water"), "cunning": ("moss", "sea_glass"), "wrath": ("ember", "wine")}
PALETTE_WORDS = [("frost", "frost frozen ice snow winter cold".split()), ("deep_water", "water sea drowned rain tide".split()),
                 ("old_gold", "gold brass coin lamp".split()), ("ember", "fire flame ember coal spark forge".split()),
                 ("moss", "fern garden moss green summer".split()), ("dawn", "dawn morning wake waking awakening".split())]
LIGHT_WORDS = [("candle", "candle wick tallow".split()), ("lantern", "lantern lamp lamplighter".split()),
               ("fire", "fire flame ember forge coal boiler".split()), ("window", "window windows".split()),
               ("dawn", "dawn morning awakening waking sunrise".split()), ("shaft", "light beam bright".split()),
               ("stars", "star stars starlit".split())]
KIND_LIGHTS = {"map_tiles": ("window", "lantern", "candle", "shaft"), "slumber_tiles": ("glow", "moon"),
               "secrets": ("candle", "lantern"), "notes": ("candle",), "items": ("candle", "lantern"),
               "masks": ("glow",), "dreamers": ("glow",)}


def words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z]+", (text or "").lower().replace("'s", "")) if w not in STOP and len(w) > 2]


def stem(w: str) -> str:
    return w[:-1] if w.endswith("s") and not w.endswith("ss") and len(w) > 3 else w


# Read by eye: where the words pick the wrong thing, the subject (and more) by hand.
OVERRIDES = {
    "tin_soldier": {"subject": "guards", "props": ("musket",)}, "secret_tin_soldier": {"subject": "guards"},
    "thornwood_cudgel": {"subject": "thorny-vine", "layout": "forest"}, "seven_league_slippers": {"subject": "boots"},
    "sleepwalkers_boots": {"subject": "walking-boot"}, "glass_lockpick": {"subject": "lockpicks"},
    "owl_feather_quill": {"subject": "quill-ink", "props": ("owl",)}, "moth_lantern": {"subject": "old-lantern", "props": ("butterfly",)},
    "mask_glass_stag": {"subject": "deer-head"}, "double_or_nothing": {"subject": "rolling-dices"},
    "coin_in_the_dark": {"subject": "two-coins"}, "counterclockwise": {"subject": "anticlockwise-rotation"},
    "borrowed_courage": {"subject": "lion"}, "drowsy_charm": {"subject": "sleepy"}, "grandmothers_shawl": {"subject": "rocking-chair"},
    "mothwing_glance": {"subject": "butterfly"}, "music_box": {"subject": "musical-notes", "layout": "still_life"},
    "night_garden": {"subject": "lotus-flower"}, "night_market_coin": {"subject": "crown-coin"}, "night_watch": {"subject": "pocket-watch"},
    "open_palm": {"subject": "open-palm"}, "quiet_certainty": {"subject": "meditation"}, "last_word": {"subject": "scroll-unfurled"},
    "shove_into_the_dark": {"subject": "push"}, "silver_thread": {"subject": "sewing-needle"}, "wander_wide": {"subject": "hiking"},
    "loaded_whisper": {"subject": "poker-hand"}, "measured_breath": {"subject": "meditation", "layout": "shore"},
    "spade_and_lantern": {"subject": "spade", "props": ("lantern-flame",)}, "stone_skin": {"subject": "rock-golem"},
    "engine_of_dreams": {"subject": "clockwork"}, "heavy_stride": {"subject": "boot-stomp", "layout": "room"},
    "gambler": {"subject": "card-joker"}, "tough_guy": {"subject": "strong-man"}, "free_spirit": {"subject": "floating-ghost"},
    "specialist": {"subject": "spanner"}, "lamplighter": {"subject": "street-light"},
    "fate_sleepwalk": {"subject": "sleepy"}, "fate_quirk_puddle_sky": {"subject": "water-drop"},
    "flaw_cold_sweat": {"subject": "cold-heart"}, "flaw_restless": {"subject": "person-in-bed"},
    "dream_choir_below": {"subject": "sing", "layout": "underwater"}, "dream_clerk_of_open_windows": {"subject": "window", "layout": "rooftop"},
    "dream_clerk_of_shut_doors": {"subject": "locked-door"}, "dream_flour_wraiths": {"subject": "ghost"},
    "dream_folded_keeper": {"subject": "hooded-figure"}, "dream_hour_eater": {"subject": "monster-grasp", "props": ("hourglass",)},
    "slumber_grandmother_moth": {"subject": "butterfly", "layout": "room"}, "slumber_murmuring_moths": {"subject": "butterfly-flower"},
    "slumber_ink_mice": {"subject": "mouse"}, "slumber_tallow_king": {"subject": "crown", "props": ("candle-holder",)},
    "slumber_hiding_child": {"subject": "kneeling", "layout": "room"}, "dream_prompter": {"subject": "cowled", "layout": "room"},
    "dream_chapel_belfry": {"subject": "ringing-bell"}, "dream_nursery_toybox": {"subject": "jigsaw-box"},
    "dream_theatre_foyer": {"subject": "red-carpet"}, "dream_theatre_stalls": {"subject": "theater-curtains"},
    "dream_theatre_wings": {"subject": "domino-mask", "layout": "corridor"}, "dream_glass_boiler": {"subject": "steam"},
    "dream_glass_breath_jar": {"subject": "bottle-vapors"}, "dream_glass_palm_house": {"subject": "palm-tree"},
    "dream_house_hall": {"subject": "pirate-coat"}, "dream_house_study": {"subject": "desk"},
    "dream_lighthouse_gallery": {"subject": "sound-waves"}, "dream_mill_belt_room": {"subject": "gears"},
    "dream_nursery_rug": {"subject": "rocking-chair", "layout": "portrait"}, "gate_first_night": {"subject": "person-in-bed"},
    "gate_glasshouse": {"subject": "greenhouse"}, "gate_house_open_windows": {"subject": "window", "layout": "rooftop"},
    "gate_clocktower": {"subject": "clock-tower"}, "overlay_clock_pendulum": {"subject": "pendulum-swing"},
    "overlay_frost_walk": {"subject": "snowflake-2"}, "overlay_millrace": {"subject": "water-mill"},
    "overlay_nursery_cupboard": {"subject": "closed-doors"}, "overlay_orangery": {"subject": "orange", "layout": "forest"},
    "overlay_flooded_aisle": {"subject": "church"}, "secret_frost_writing": {"subject": "snowflake-1"},
    "secret_keepers_logbook": {"subject": "black-book"}, "secret_lullaby_drawer": {"subject": "lyre"},
    "secret_nightcap": {"subject": "dunce-cap"}, "secret_sand_in_the_works": {"subject": "sands-of-time"},
    "secret_understudy": {"subject": "domino-mask"}, "secret_unfinished_name": {"subject": "quill"},
    "secret_pocketful_of_seconds": {"subject": "pocket-watch"}, "wisdom_awakening": {"subject": "sunrise"},
    "dream_nightlight_moth": {"subject": "butterfly", "layout": "room"}, "slumber_bramble_heart": {"subject": "thorn-helix"},
    "slumber_sleepwalker": {"subject": "person"}, "dream_clock_stair": {"subject": "3d-stairs"},
    "dream_mill_gearloft": {"subject": "big-gear"}, "script_003": {"subject": "matryoshka-dolls"},
    "script_103": {"subject": "ringing-bell"}, "script_309": {"subject": "seagull"}, "script_311": {"subject": "treasure-map"},
    "script_312": {"subject": "hooded-figure"}, "script_420": {"subject": "musical-notes"}, "script_524": {"subject": "butterfly"},
    "script_822": {"subject": "candle-flame"}, "secret_stopped_hand": {"subject": "watch"},
    "secret_turned_down_bed": {"subject": "bed"}, "overlay_choir_loft": {"subject": "musical-notes"},
    "overlay_clock_roof": {"subject": "clock-tower"}, "sleepwalk": {"subject": "night-sleep"},
    "thief_of_echoes": {"subject": "sound-waves"}, "lullaby_for_two": {"subject": "lyre"},
    "bell_of_waking": {"subject": "ringing-bell", "props": ("sunrise",)}, "script_215": {"subject": "bubbles"},
    "dream_glass_heron": {"subject": "heron"}, "slumber_drowned_bell": {"subject": "ringing-bell", "layout": "underwater"},
    "slumber_weeping_lantern": {"subject": "paper-lantern"}, "tile_glass_greenhouse": {"subject": "greenhouse"},
    "script_611": {"subject": "heron"},
    "note_iou": {"subject": "two-coins"},
    "script_001": {"subject": "bed-lamp", "layout": "room"},
    "script_004": {"subject": "pillow", "layout": "room"},
    "script_009": {"subject": "book-pile", "layout": "room"},
    "script_015": {"subject": "cardboard-box", "layout": "room"},
    "script_101": {"subject": "clock-tower"},
    "script_106": {"subject": "hourglass", "layout": "stair"},
    "script_109": {"subject": "cuckoo-clock"},
    "script_114": {"subject": "rooster", "layout": "rooftop"},
    "script_206": {"subject": "accordion", "layout": "market"},
    "script_208": {"subject": "tombstone"},
    "script_210": {"subject": "lily-pads", "layout": "water"},
    "script_308": {"subject": "seagull", "layout": "sky"},
    "script_320": {"subject": "galleon", "layout": "shore"},
    "script_328": {"subject": "envelope", "layout": "forest"},
    "script_404": {"subject": "scissors"},
    "script_412": {"subject": "dunce-cap", "layout": "portrait"},
    "script_413": {"subject": "ribbon", "layout": "sky"},
    "script_419": {"subject": "flour", "layout": "still_life"},
    "script_421": {"subject": "heron", "layout": "water"},
    "script_422": {"subject": "house"},
    "script_423": {"subject": "cog"},
    "script_424": {"subject": "dunce-cap", "layout": "still_life"},
    "script_427": {"subject": "sleepy"},
    "script_428": {"subject": "gift-of-knowledge"},
    "script_505": {"subject": "candle-flame", "layout": "corridor"},
    "script_506": {"subject": "sleepy", "layout": "room"},
    "script_508": {"subject": "wooden-chair"},
    "script_510": {"subject": "key"},
    "script_511": {"subject": "cowled"},
    "script_513": {"subject": "cloak"},
    "script_514": {"subject": "scroll-quill"},
    "script_519": {"subject": "theater"},
    "script_521": {"subject": "ringing-bell"},
    "script_522": {"subject": "night-sleep"},
    "script_523": {"subject": "kneeling"},
    "script_526": {"subject": "floor-hatch", "layout": "room"},
    "script_601": {"subject": "greenhouse", "layout": "forest"},
    "script_602": {"subject": "heron"},
    "script_604": {"subject": "window"},
    "script_605": {"subject": "palm-tree", "layout": "stair"},
    "script_608": {"subject": "campfire"},
    "script_610": {"subject": "bottle-vapors"},
    "script_612": {"subject": "swallow"},
    "script_614": {"subject": "orange", "layout": "forest"},
    "script_620": {"subject": "mountain-road"},
    "script_626": {"subject": "snowflake-2"},
    "script_627": {"subject": "fern"},
    "script_628": {"subject": "envelope"},
    "script_702": {"subject": "locked-door"},
    "script_703": {"subject": "lyre"},
    "script_704": {"subject": "round-bottom-flask"},
    "script_707": {"subject": "bed"},
    "script_712": {"subject": "person-in-bed"},
    "script_713": {"subject": "hand"},
    "script_716": {"subject": "ringing-alarm"},
    "script_719": {"subject": "window"},
    "script_739": {"subject": "files"},
    "script_740": {"subject": "sunrise"},
    "script_741": {"subject": "sun-cloud"},
    "script_742": {"subject": "village"},
    "script_743": {"subject": "night-sky"},
    "script_751": {"subject": "bed-lamp"},
    "script_752": {"subject": "teapot"},
    "script_753": {"subject": "sleepy"},
    "script_755": {"subject": "ringing-bell"},
    "script_757": {"subject": "old-lantern"},
    "script_765": {"subject": "scroll-quill"},
    "script_766": {"subject": "black-book"},
    "script_801": {"subject": "ship-wreck", "layout": "shore"},
    "script_802": {"subject": "lighthouse"},
    "script_803": {"subject": "bread"},
    "script_804": {"subject": "sliced-bread"},
    "script_805": {"subject": "water-mill", "layout": "water"},
    "script_806": {"subject": "waterfall"},
    "script_807": {"subject": "shop", "layout": "market"},
    "script_808": {"subject": "theater"},
    "script_810": {"subject": "house"},
    "script_817": {"subject": "kneeling", "layout": "forest"},
    "script_818": {"subject": "closed-doors"},
    "script_820": {"subject": "vines"},
    "script_824": {"subject": "wolf-head"},
    "script_828": {"subject": "house"}, "secret_footlight_moth": {"subject": "butterfly", "layout": "room"},
    "secret_last_page": {"subject": "scroll-unfurled"}, "note_map_in_the_margin": {"subject": "treasure-map"},
    "tile_sunken_garden": {"subject": "flower-pot"}, "dream_nursery_west": {"subject": "window"}, "script_011": {"subject": "guards"},
}


def main(argv):
    icons = json.loads(Path(argv[0]).read_text())["icons"]
    names = [n for n in icons if not BANNED.search(n)]
    by_token: dict[str, list[str]] = {}
    for n in names:
        for t in n.split("-"):
            by_token.setdefault(t, []).append(n)
    c = default_content()
    used = Counter()
    for kind in ILLUSTRATED:
        for defn in getattr(c, kind).values():
            if getattr(defn, "brief", None):
                used[defn.brief.subject] += 1
    for o in OVERRIDES.values():  # the hand-made choices are taken first
        used[o.get("subject")] += 1
    out = {}
    counters = Counter()
    for kind in ILLUSTRATED:
        for id_, defn in sorted(getattr(c, kind).items()):
            if getattr(defn, "brief", None):
                continue
            title = str(getattr(defn, "name", None) or getattr(defn, "title", None) or id_.replace("_", " "))
            body = " ".join(str(getattr(defn, f, None) or "") for f in ("text", "flavour", "title"))
            tw, bw = words(title), words(body)

            def candidates():
                for pool, weight in ((tw, 3), (bw, 1)):
                    for w in pool:
                        for key in (w, stem(w)):
                            syn = SYNONYMS.get(key)
                            if syn and syn in icons:
                                yield syn, weight + 1
                            for n in by_token.get(key, ())[:6]:
                                yield n, weight - 0.1 * (n.count("-"))

            score = Counter()
            for n, s in candidates():
                score[n] += s
            best = sorted(score.items(), key=lambda kv: (-(kv[1] - 5 * used[kv[0]]), kv[0]))
            subject = OVERRIDES.get(id_, {}).get("subject") or (best[0][0] if best else "night-sky")
            used[subject] += 1
            allw = set(tw + bw)
            layout = next((lay for lay, ws in LAYOUT_WORDS if set(ws) & set(tw)), None)
            if layout is None or kind in ("dreamers", "masks"):
                pool = KIND_LAYOUTS[kind]
                layout = pool[counters[kind] % len(pool)]
            light = next((li for li, ws in LIGHT_WORDS if set(ws) & allw), None)
            if light is None:
                pool = KIND_LIGHTS.get(kind, ("moon", "glow", "moon", "lantern", "window"))
                light = pool[counters[kind + "/l"] % len(pool)]
                counters[kind + "/l"] += 1
            intent = next(iter(getattr(defn, "intent", None) or {}), None) if kind == "influence" else None
            palette = next((p for p, ws in PALETTE_WORDS if set(ws) & set(tw)), None)
            if palette is None:
                pool = INTENT_PALETTES.get(intent) or KIND_PALETTES.get(kind, ("violet",))
                palette = pool[counters[kind + "/p"] % len(pool)]
                counters[kind + "/p"] += 1
            counters[kind] += 1
            brief = {"subject": subject, "layout": layout, "light": light, "palette": palette}
            brief.update(OVERRIDES.get(id_, {}))
            out[id_] = (kind, c.where[id_], brief)
    return out


def brief_text(b: dict) -> str:
    return "{" + ", ".join(f"{k}: [{', '.join(v)}]" if isinstance(v, tuple) else f"{k}: {v}" for k, v in b.items()) + "}"


def write(proposals) -> None:
    by_file: dict[str, list] = {}
    for id_, (kind, where, b) in proposals.items():
        path, line = where.rsplit(":", 1)
        by_file.setdefault(path, []).append((int(line), id_, b))
    for path, entries in by_file.items():
        lines = (ROOT / path).read_text(encoding="utf-8").split("\n")
        for line, id_, b in sorted(entries, reverse=True):
            i = line - 1
            text = lines[i]
            m = re.match(r"^(\s*)- \{", text)
            if m:  # a flow mapping: add before its closing brace (it may span lines)
                j, depth = i, 0
                while True:
                    depth += lines[j].count("{") - lines[j].count("}")
                    if depth <= 0:
                        break
                    j += 1
                k = lines[j].rstrip().rfind("}")
                lines[j] = lines[j][:k] + f", brief: {brief_text(b)}" + lines[j][k:]
            else:
                m = re.match(r"^(\s*)- (\w+):", text)
                indent = " " * (len(m.group(1)) + 2)
                lines.insert(i + 1, f"{indent}brief: {brief_text(b)}")
        (ROOT / path).write_text("\n".join(lines), encoding="utf-8")


def strip() -> None:
    """Remove every brief (--again: propose them all anew; OVERRIDES keep the hand-made ones)."""
    for path in sorted((ROOT / "content" / "etherfields").rglob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        new = re.sub(r"\n[ ]+brief: \{[^{}]*\}(?=\n)", "", text)
        new = re.sub(r", brief: \{[^{}]*\}", "", new)
        if new != text:
            path.write_text(new, encoding="utf-8")


if __name__ == "__main__":
    if "--again" in sys.argv:
        strip()
    props = main(sys.argv[1:2])
    for id_, (kind, where, b) in props.items():
        print(kind, id_, brief_text(b))
    if "--dry" not in sys.argv:
        write(props)

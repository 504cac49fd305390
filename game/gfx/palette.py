"""Named colours of the visual identity (see assets/README.md).

Night first: deep indigo and violet grounds, moonlight gold used sparingly.
Every colour that carries meaning has a shape too (INTENT_SHAPE, SUIT_SHAPE),
so nothing depends on colour vision alone.
"""
from __future__ import annotations

Colour = tuple[int, int, int]

# Grounds and ink
NIGHT: Colour = (14, 10, 34)
DUSK: Colour = (44, 24, 70)
CARD_BODY: Colour = (26, 20, 44)
CARD_BODY_LIGHT: Colour = (38, 30, 62)
INK: Colour = (22, 16, 34)
SHADOW = (0, 0, 0)

# Light
MOONLIGHT: Colour = (244, 230, 190)
GOLD: Colour = (236, 204, 120)
GOLD_DEEP: Colour = (176, 136, 64)
PARCHMENT: Colour = (236, 226, 204)
PARCHMENT_INK: Colour = (58, 40, 36)

# Text
TEXT: Colour = (234, 228, 246)
TEXT_DIM: Colour = (184, 174, 212)
FLAVOUR: Colour = (196, 186, 222)

# The three Intents: colour AND shape.
INTENT: dict[str, Colour] = {"awareness": (96, 170, 230), "cunning": (120, 200, 120), "wrath": (222, 92, 80)}
INTENT_SHAPE = {"awareness": "circle", "cunning": "diamond", "wrath": "triangle"}
INTENTS = tuple(INTENT)

# Resources and markers
DISTRESS: Colour = (214, 60, 72)
ETHER: Colour = (176, 148, 250)
GEM: Colour = (150, 230, 240)
THREAT: Colour = (232, 124, 60)
UNIVERSAL: Colour = (222, 222, 234)
BLOCK: Colour = (128, 116, 140)

# Turn suits: colour AND the suit's own shape.
SUIT: dict[str, Colour] = {"hearts": (230, 98, 116), "spades": (150, 164, 236), "diamonds": (238, 190, 90),
                           "clubs": (116, 204, 150)}
SUIT_SHAPE = {"hearts": "heart", "spades": "spade", "diamonds": "diamond", "clubs": "club"}

# Terrain: tint over a space (RGBA) and the colour of its icon.
TERRAIN_TINT = {"light": (255, 230, 150, 70), "darkness": (6, 0, 20, 130), "water": (70, 130, 230, 80),
                "swamp": (96, 130, 56, 96)}
TERRAIN: dict[str, Colour] = {"light": (255, 232, 150), "darkness": (120, 96, 170), "swamp": (130, 170, 80),
                              "water": (100, 160, 236)}

# Entity States: a coloured ring plus the State's initial.
STATE: dict[str, Colour] = {"stunned": (240, 220, 90), "dazed": (150, 200, 250), "paralyzed": (200, 200, 200),
                            "poisoned": (120, 220, 110)}

# Card frames: the border colour names the type (Influence takes its Intent's).
FRAME: dict[str, Colour] = {
    "influence": (170, 160, 196), "progress": (170, 160, 196), "flaw": (168, 78, 98), "item": (214, 178, 96),
    "mask": (226, 214, 236), "fate": (96, 196, 184), "quirk": (96, 196, 184), "wisdom": (236, 220, 150),
    "note": (200, 188, 156), "season": (140, 210, 120), "secret": (150, 120, 220), "turn": (150, 110, 70),
    "entity": (200, 90, 130), "delta_phase": (130, 150, 210), "dream_gate": (170, 140, 240),
    "dreamer": (236, 204, 120), "script": (200, 188, 156), "card": (170, 160, 196),
}
SEASON_KIND: dict[str, Colour] = {"positive": (150, 214, 120), "negative": (200, 110, 120), "neutral": (170, 190, 210)}

# Five muted hues for Slumber map tiles (chosen from the tile id).
TILE_HUES: tuple[Colour, ...] = ((58, 46, 96), (40, 58, 92), (70, 46, 82), (44, 68, 80), (62, 56, 100))


def hex_colour(value: str | None, default: Colour = (200, 190, 220)) -> Colour:
    """'#d9a441' -> (217, 164, 65); anything unreadable gives the default."""
    try:
        v = str(value).lstrip("#")
        return (int(v[0:2], 16), int(v[2:4], 16), int(v[4:6], 16))
    except (ValueError, TypeError, IndexError):
        return default


def mix(a, b, t: float) -> Colour:
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a[:3], b[:3]))


def lighten(c, t: float = 0.3) -> Colour:
    return mix(c, (255, 255, 255), t)


def darken(c, t: float = 0.3) -> Colour:
    return mix(c, (0, 0, 0), t)


def intent_colour(name: str) -> Colour:
    return INTENT.get(name, FRAME["card"])

"""The words of an art brief (`brief:` on any illustrated item): its subject
from the subject library, a layout, a light and a palette.

The subject library is assets/subjects/game-icons.json (icons we use from
game-icons.net, CC BY 3.0); its names are read once, as JSON, so content can
name a subject that does not exist only as a content error with file:line.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

LIBRARY = Path(__file__).resolve().parents[2] / "assets" / "subjects" / "game-icons.json"

# How a picture is composed (game.art.painter has one function for each).
LAYOUTS = ("room", "corridor", "stair", "shore", "forest", "sky", "rooftop", "portrait", "still_life",
           "market", "water", "underwater")
# Where the light comes from.
LIGHTS = ("moon", "lantern", "window", "candle", "dawn", "glow", "shaft", "fire", "stars")
# Named colour families; one per kind or per mood.
PALETTES = ("violet", "deep_water", "ember", "sea_glass", "old_gold", "moss", "frost", "rose", "ink", "dawn",
            "sky_blue", "wine")


@lru_cache(maxsize=1)
def subject_names() -> frozenset[str]:
    """Every subject the library can draw (empty if the file is missing: every subject is then unknown)."""
    try:
        return frozenset(json.loads(LIBRARY.read_text(encoding="utf-8"))["icons"])
    except (OSError, ValueError, KeyError):
        return frozenset()


def check_subject(name: str) -> str:
    if name not in subject_names():
        raise ValueError(f"unknown subject {name!r} (subjects: assets/subjects/game-icons.json)")
    return name

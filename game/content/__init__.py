"""Content: every card, tile and Entity, loaded from `content/**/*.yaml`.

Each folder under `content/` holds one kind of component (`dreamers/`,
`influence/`, `map_tiles/` ...); each file is a list of mappings with a
unique `id`. Definitions are immutable; every problem is reported as
`file:line: what is wrong`.

    from game.content import default_content, load_content, ContentError
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from game.content.loader import CONTENT_VERSION, Content, ContentError, Definition, load_content

ROOT = Path(__file__).resolve().parents[2] / "content"


@lru_cache(maxsize=1)
def default_content() -> Content:
    return load_content(ROOT)


__all__ = ["CONTENT_VERSION", "Content", "ContentError", "Definition", "default_content", "load_content", "ROOT"]

"""Etherfields content: every card, tile, Entity and script paragraph, loaded
from `content/etherfields/**/*.yaml` (each game on the shelf has its own folder
under `content/`).

Each folder under `content/etherfields/` holds one kind of component (`dreamers/`,
`influence/`, `map_tiles/` ...); each file is a list of mappings with an
`id` unique across all content. Definitions are frozen pydantic models
(`game.content.models`, no I/O, safe to hand to the rules); the effect
language is `game.content.effects`. Every problem is reported as
`content/file.yaml:LINE: what is wrong`.

    from game.content import default_content, load_content, ContentError
"""
from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.content.loader import CONTENT_VERSION, Content, ContentError
    from game.content.models import Component as Definition


def __getattr__(name: str) -> Any:
    """The loader's names, imported when first asked for: the package is also the
    way to its small modules (game.content.art, which the shelf's covers read),
    and the loader brings the definitions' models with it, a second of imports on
    a busy machine before the first frame."""
    if name in ("CONTENT_VERSION", "Content", "ContentError"):
        from game.content import loader
        return getattr(loader, name)
    if name == "Definition":
        from game.content.models import Component
        return Component
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


CONTENT_DIR = Path(__file__).resolve().parents[2] / "content"  # one folder per game
# ETHERFIELDS_CONTENT points the game at another copy (a modder's, a test's broken one).
ROOT = Path(os.environ.get("ETHERFIELDS_CONTENT") or CONTENT_DIR / "etherfields")


def load_content(root: Path | str | None = None) -> Content:
    """Load and validate content from `root` (default: `ROOT`, the repo's `content/etherfields/`)."""
    from game.content.loader import load_content as load
    return load(ROOT if root is None else root)


def default_content() -> Content:
    """The shipped content, its words in the interface's language (game.i18n)."""
    from game.content.translations import current_language
    return _default_content(current_language())


@lru_cache(maxsize=4)  # every language: a change of language must not read the files again
def _default_content(lang: str) -> Content:
    if lang == "en":
        return load_content(ROOT)
    from game.content.translations import translate
    return translate(_default_content("en"), lang, ROOT)  # the English definitions it leaves are shared


__all__ = ["CONTENT_VERSION", "Content", "ContentError", "Definition", "default_content", "load_content", "ROOT"]

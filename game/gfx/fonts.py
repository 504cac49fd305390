"""Vendored open-licence fonts, loaded by role and cached per (role, size).

Roles: `title` and `story` (EB Garamond, a book face for a book of dreams),
`flavour` (its italic), `rules`, `rules_bold`, `rules_italic` and `small`
(Lato, clear at small sizes). A missing file falls back to pygame's own
font, so a broken install still shows text. A CJK face, when vendored as
`assets/fonts/cjk.otf` (a fontTools subset, see assets/README.md), is used
for any text the role's face has no glyphs for.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

FONTS = Path(__file__).resolve().parents[2] / "assets" / "fonts"
ROLES = {
    "title": "EBGaramond12-Bold.otf",
    "story": "EBGaramond12-Regular.otf",
    "flavour": "EBGaramond12-Italic.otf",
    "rules": "Lato-Regular.ttf",
    "rules_bold": "Lato-Bold.ttf",
    "rules_italic": "Lato-Italic.ttf",
    "small": "Lato-Bold.ttf",  # bold reads better than regular at 9-11 px on a dark ground
}
CJK = "cjk.otf"
# Garamond's x-height is small: the same nominal size looks smaller than Lato.
_OPTICAL = {"title": 1.2, "story": 1.2, "flavour": 1.2}


def _init() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


@lru_cache(maxsize=256)
def font(role: str, size: int) -> pygame.font.Font:
    """The font for a role at a pixel size (cached; never raises for a missing file)."""
    _init()
    size = max(6, int(size))
    path = FONTS / ROLES.get(role, ROLES["rules"])
    try:
        return pygame.font.Font(str(path), max(6, round(size * _OPTICAL.get(role, 1.0))))
    except (OSError, FileNotFoundError, pygame.error):
        f = pygame.font.Font(None, round(size * 1.3))
        f.set_bold(role in ("title", "rules_bold", "small"))
        f.set_italic(role in ("flavour", "rules_italic"))
        return f


@lru_cache(maxsize=64)
def cjk_font(size: int) -> pygame.font.Font | None:
    _init()
    path = FONTS / CJK
    if not path.exists():
        return None
    try:
        return pygame.font.Font(str(path), max(6, int(size)))
    except (OSError, pygame.error):
        return None


def font_for(role: str, size: int, text: str) -> pygame.font.Font:
    """The role's font, or the CJK fallback when the text needs glyphs it lacks."""
    f = font(role, size)
    if text.isascii():
        return f
    metrics = f.metrics(text)
    if metrics and all(m is not None for m in metrics):
        return f
    return cjk_font(size) or f


@lru_cache(maxsize=2048)
def render(text: str, role: str, size: int, colour: tuple) -> pygame.Surface:
    """One line of text, antialiased, cached."""
    return font_for(role, size, text).render(text, True, colour[:3])


def clear_caches() -> None:
    font.cache_clear()
    cjk_font.cache_clear()
    render.cache_clear()

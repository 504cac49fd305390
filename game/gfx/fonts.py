"""Vendored open-licence fonts, loaded by role and cached per (role, size).

Roles: `title` and `story` (EB Garamond, a book face for a book of dreams),
`flavour` (its italic), `rules`, `rules_bold`, `rules_italic` and `small`
(Lato, clear at small sizes). A missing file falls back to pygame's own
font, so a broken install still shows text. The CJK face
`assets/fonts/cjk.otf` (Noto Sans CJK SC cut down by
scripts/build_cjk_font.py) draws any string with a character the role's
face has no glyph for; it has ASCII and Latin-1 too, so a mixed string
("梦者 Ada") is drawn whole in one face on one baseline.

Which characters a face has comes from its own character map, read through
pygame.freetype (`Font.metrics` of pygame.font reports a box even for a
missing glyph, and would draw tofu).
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from game.gfx.cache import CLEARERS, spend

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


_HOOKED = [False]  # whether this pygame session will tell us when it quits


def _init() -> None:
    if not pygame.font.get_init():
        pygame.font.init()
    if not _HOOKED[0]:  # pygame.quit() closes every face we keep: forget them then
        pygame.register_quit(_on_quit)
        _HOOKED[0] = True


@lru_cache(maxsize=40)
def opened(path: str, px: int) -> pygame.font.Font:
    """The face in the file at `path`, `px` pixels: one object for every role and
    screen that asks for the same. The only cache that keeps faces open, and a
    small one: an open face holds about a third of a megabyte, and text shrunk
    to fit a box asks for many sizes once each (a long showcase opened dozens).
    Raises as pygame.font.Font does; callers fall back."""
    _init()
    return pygame.font.Font(path, px)


def font(role: str, size: int) -> pygame.font.Font:
    """The font for a role at a pixel size (cached; never raises for a missing file)."""
    _init()
    size = max(6, int(size))
    path = FONTS / ROLES.get(role, ROLES["rules"])
    try:
        return opened(str(path), max(6, round(size * _OPTICAL.get(role, 1.0))))
    except (OSError, FileNotFoundError, pygame.error):
        return _fallback(role, size)


@lru_cache(maxsize=16)
def _fallback(role: str, size: int) -> pygame.font.Font:
    """pygame's own face, when the role's file cannot be opened."""
    f = pygame.font.Font(None, round(size * 1.3))
    f.set_bold(role in ("title", "rules_bold", "small"))
    f.set_italic(role in ("flavour", "rules_italic"))
    return f


@lru_cache(maxsize=16)  # a third of a megabyte each, and Chinese text is drawn in few sizes
def cjk_font(size: int, bold: bool = False) -> pygame.font.Font | None:
    """The CJK face at a size (emboldened for bold roles: the subset has one weight)."""
    _init()
    path = FONTS / CJK
    if not path.exists():
        return None
    try:
        f = pygame.font.Font(str(path), max(6, int(size)))
    except (OSError, pygame.error):
        return None
    f.set_bold(bold)
    return f


@lru_cache(maxsize=16)
def _charmap(path: str):
    """The face's glyph lookup (pygame.freetype), or None when it cannot be read."""
    import pygame.freetype
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    try:
        return pygame.freetype.Font(path, 12)
    except (OSError, pygame.error):
        return None


@lru_cache(maxsize=8192)
def has_glyph(path: str, ch: str) -> bool:
    """Whether the font file draws `ch` (whitespace always counts as drawn)."""
    if ch.isspace():
        return True
    for _attempt in (1, 2):
        face = _charmap(path)
        if face is None:
            return False
        try:
            return face.get_metrics(ch)[0] is not None
        except pygame.error:  # pygame.quit() closed the faces we kept: open them again, once
            _charmap.cache_clear()
        except IndexError:
            return False
    return False


def face_path(role: str) -> str:
    return str(FONTS / ROLES.get(role, ROLES["rules"]))


def needs_cjk(role: str, text: str) -> bool:
    """Whether the role's face lacks a glyph the text needs."""
    if text.isascii():
        return False
    path = face_path(role)
    return not all(has_glyph(path, ch) for ch in text)


def missing_glyphs(role: str, text: str) -> str:
    """The characters of `text` that neither the role's face nor the CJK face can draw."""
    face, cjk = face_path(role), str(FONTS / CJK)
    return "".join(sorted({ch for ch in text if not has_glyph(face, ch) and not has_glyph(cjk, ch)}))


def font_for(role: str, size: int, text: str) -> pygame.font.Font:
    """The role's font, or the CJK fallback when the text needs glyphs it lacks."""
    f = font(role, size)
    if not needs_cjk(role, text):
        return f
    return cjk_font(size, role in ("title", "rules_bold", "small")) or f


@lru_cache(maxsize=512)
def render(text: str, role: str, size: int, colour: tuple) -> pygame.Surface:
    """One line of text, antialiased, cached."""
    spend()  # past the frame's deadline, next frame
    return font_for(role, size, text).render(text, True, colour[:3])


def _on_quit() -> None:
    _HOOKED[0] = False  # pygame forgets its quit hooks once it has called them
    clear_caches()


def clear_caches() -> None:
    opened.cache_clear()
    _fallback.cache_clear()
    cjk_font.cache_clear()
    _charmap.cache_clear()
    has_glyph.cache_clear()
    render.cache_clear()


CLEARERS.append(clear_caches)  # game.gfx.cache.clear_all forgets these too

"""The illustrations at the size they are shown.

`picture(art_id, size)` covers the size, cropping the middle, never squashing.
The committed pictures (assets/art/<kind>/<id>.jpg, painted from each item's
brief by `python -m game.art`) are stored at least as large as any scene draws
them, so they are only ever scaled down. An id without a file (a chronicle's
cover) is painted on the spot by the small template painter in game.gfx.paint.
`DRAWN` keeps the largest size each id was asked for, to check that promise.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from game.gfx.cache import new_cache

ART = Path(__file__).resolve().parents[2] / "assets" / "art"
DRAWN: dict[str, tuple[int, int]] = {}  # id -> the largest (w, h) a scene drew it at


@lru_cache(maxsize=1)
def _index() -> dict[str, Path]:
    try:
        return {p.stem: p for p in sorted([*ART.glob("*/*.png"), *ART.glob("*/*.jpg")])}
    except OSError:
        return {}


def has_file(art_id: str) -> bool:
    return str(art_id) in _index()


def stored_size(art_id: str) -> tuple[int, int] | None:
    """The size of an id's committed file (the largest it is shown without enlarging), or None."""
    return _source(str(art_id), None).get_size() if has_file(art_id) else None


# The committed pictures as read and as scaled, bounded by the megabytes they hold (gfx.cache):
# a long run shows many pictures once each, and need not keep them all.
_SOURCES = new_cache(64, megabytes=12)
_SCALED = new_cache(256, megabytes=12)


def _source(art_id: str, palette: int | None) -> pygame.Surface:
    return _SOURCES.get((art_id, palette), lambda: _read(art_id, palette))


def _read(art_id: str, palette: int | None) -> pygame.Surface:
    path = _index().get(art_id)
    if path is not None:
        try:
            img = pygame.image.load(str(path))
            return img.convert() if pygame.display.get_surface() else img
        except (pygame.error, OSError):
            pass
    from game.gfx.paint import paint  # late: only ids without a committed file are painted here
    return paint((320, 200), art_id, palette)


def picture(art_id: str, size: tuple[int, int], palette: int | None = None) -> pygame.Surface:
    """The illustration for an id, covering `size`: scaled down and cropped to the middle."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    art_id = str(art_id)
    old = DRAWN.get(art_id, (0, 0))
    DRAWN[art_id] = (max(old[0], w), max(old[1], h))
    if art_id not in _index():
        sw, sh = _source(art_id, palette).get_size()
        if max(w / sw, h / sh) > 1:  # no file: paint at this size rather than enlarge pixels
            return painted(art_id, (w, h), palette)
    return _scaled(art_id, (w, h), palette)


def _scaled(art_id: str, size: tuple[int, int], palette: int | None) -> pygame.Surface:
    return _SCALED.get((art_id, size, palette), lambda: _scale(art_id, size, palette))


def _scale(art_id: str, size: tuple[int, int], palette: int | None) -> pygame.Surface:
    w, h = size
    src = _source(art_id, palette)
    sw, sh = src.get_size()
    k = max(w / sw, h / sh)
    scaled = pygame.transform.smoothscale(src, (max(w, round(sw * k)), max(h, round(sh * k))))
    out = pygame.Surface((w, h))
    out.blit(scaled, ((w - scaled.get_width()) // 2, (h - scaled.get_height()) // 2))
    return out


@lru_cache(maxsize=16)  # large pictures: a page or two's worth is kept
def painted(art_id: str, size: tuple[int, int], palette: int | None = None) -> pygame.Surface:
    """A picture for an id with no committed file, painted at `size` by the template painter."""
    from game.gfx.paint import paint
    return paint(size, art_id, palette)


def clear() -> None:
    _index.cache_clear()
    _SOURCES.clear()
    _SCALED.clear()
    painted.cache_clear()

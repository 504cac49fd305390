"""The generated illustrations at the size they are shown.

`picture(art_id, size)` covers the size, cropping the middle, never squashing.
Up to the committed PNG's size (320x200) the file is scaled down; anything
larger is painted afresh at that size by the same painter, in the item's own
palette and motifs, so no picture ever shows enlarged pixels. An id without
a committed file is painted on the spot, so a new card shows art at once.
Scaled pictures are kept by (id, size); large painted ones a few at a time.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

ART = Path(__file__).resolve().parents[2] / "assets" / "art"


@lru_cache(maxsize=1)
def _index() -> dict[str, Path]:
    try:
        return {p.stem: p for p in sorted(ART.glob("*/*.png"))}
    except OSError:
        return {}


@lru_cache(maxsize=1)
def _painter():
    from game.gfx.paint import paint  # late: painting is only needed when a picture is missing
    return paint


@lru_cache(maxsize=256)
def _source(art_id: str, palette: int | None) -> pygame.Surface:
    path = _index().get(art_id)
    if path is not None:
        try:
            img = pygame.image.load(str(path))
            return img.convert() if pygame.display.get_surface() else img
        except (pygame.error, OSError):
            pass
    return _painter()((320, 200), art_id, palette)


def picture(art_id: str, size: tuple[int, int], palette: int | None = None) -> pygame.Surface:
    """The illustration for an id, covering `size`: the file scaled down and
    cropped to the middle, or painted at `size` when that is larger."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    sw, sh = _source(str(art_id), palette).get_size()
    if max(w / sw, h / sh) > 1:  # larger than the file: paint at this size rather than enlarge its pixels
        return painted(str(art_id), (w, h), palette)
    return _scaled(str(art_id), (w, h), palette)


@lru_cache(maxsize=512)
def _scaled(art_id: str, size: tuple[int, int], palette: int | None) -> pygame.Surface:
    w, h = size
    src = _source(art_id, palette)
    sw, sh = src.get_size()
    k = max(w / sw, h / sh)
    scaled = pygame.transform.smoothscale(src, (max(w, round(sw * k)), max(h, round(sh * k))))
    out = pygame.Surface((w, h))
    out.blit(scaled, ((w - scaled.get_width()) // 2, (h - scaled.get_height()) // 2))
    return out


@lru_cache(maxsize=16)  # large pictures: a page or two's worth is kept, not every paragraph's
def painted(art_id: str, size: tuple[int, int], palette: int | None = None) -> pygame.Surface:
    """The picture for an id painted at `size`: the committed file's kind
    gives its palette and motifs, as `python -m game.art` paints it."""
    from game.gfx.paint import KIND_MOTIFS, palette_for
    path = _index().get(art_id)
    if path is None:
        return _painter()(size, art_id, palette)
    kind = path.parent.name
    defn = None
    if kind == "influence":  # its palette follows its Intent
        from game.content import default_content
        defn = default_content().get(art_id)
    return _painter()(size, art_id, palette_for(kind, defn), KIND_MOTIFS.get(kind))


def clear() -> None:
    _index.cache_clear()
    _source.cache_clear()
    _scaled.cache_clear()
    painted.cache_clear()

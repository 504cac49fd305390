"""The generated illustrations: the committed PNG for an id, scaled and cropped.

`picture(art_id, size)` covers the size (scaling up and cropping the middle,
never squashing). An id without a committed file is painted on the spot by
the same painter the generator uses, so a new card shows art at once.
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


@lru_cache(maxsize=512)
def picture(art_id: str, size: tuple[int, int], palette: int | None = None) -> pygame.Surface:
    """The illustration for an id, covering `size` (scaled, then cropped to the middle)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    src = _source(str(art_id), palette)
    sw, sh = src.get_size()
    k = max(w / sw, h / sh)
    scaled = pygame.transform.smoothscale(src, (max(w, round(sw * k)), max(h, round(sh * k))))
    out = pygame.Surface((w, h))
    out.blit(scaled, ((w - scaled.get_width()) // 2, (h - scaled.get_height()) // 2))
    return out


def clear() -> None:
    _index.cache_clear()
    _source.cache_clear()
    picture.cache_clear()

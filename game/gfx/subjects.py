"""The subject library: draw a subject by name as a silhouette mask.

Subjects are SVG paths from game-icons.net (CC BY 3.0, authors credited in
assets/subjects/game-icons.json and assets/README.md), kept in one JSON file.
`mask(name, height)` is white with the shape in its alpha, trimmed to the
shape and `height` pixels tall, antialiased by pygame's SVG renderer;
`fit(name, size)` fits it inside a box. Both are cached.
"""
from __future__ import annotations

import io
import json
from functools import lru_cache

import pygame

from game.content.art import LIBRARY, subject_names

__all__ = ["names", "mask", "fit", "author", "LIBRARY"]


@lru_cache(maxsize=1)
def _library() -> dict:
    return json.loads(LIBRARY.read_text(encoding="utf-8"))


def names() -> tuple[str, ...]:
    return tuple(sorted(subject_names()))


def author(name: str) -> str:
    return _library()["icons"][name].get("author", "")


def _svg(name: str) -> bytes:
    lib = _library()
    icon = lib["icons"][name]
    size = lib.get("size", 512)
    body = icon["body"].replace("currentColor", "#fff")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}">{body}</svg>').encode()


def _trimmed(name: str, render: int) -> pygame.Surface:
    """The icon drawn `render` px square, cropped to its shape. Not kept: a
    render is as large as the picture asks (up to 4096 px), and only the
    mask made from it is wanted again."""
    if name not in subject_names():
        raise KeyError(f"unknown subject {name!r}")
    img = pygame.image.load_sized_svg(io.BytesIO(_svg(name)), (render, render))
    box = img.get_bounding_rect(min_alpha=8)
    out = pygame.Surface(box.size or (1, 1), pygame.SRCALPHA)
    out.blit(img, (0, 0), box)
    return out


@lru_cache(maxsize=None)
def _shape(name: str) -> tuple[int, int]:
    """The icon's trimmed size when drawn 512 px square: its proportions (the size
    is kept, not the picture: the art painter's pictures depend on it exactly)."""
    return _trimmed(name, 512).get_size()


def mask(name: str, height: int) -> pygame.Surface:
    """The subject `height` px tall (its width by its own proportions); kept in a
    cache bounded in bytes with the others (gfx.cache)."""
    height = max(2, int(height))
    return _masks().get((name, height), lambda: _mask(name, height))


@lru_cache(maxsize=1)
def _masks():
    from game.gfx.cache import new_cache
    return new_cache(256, megabytes=6)


def _mask(name: str, height: int) -> pygame.Surface:
    w, h = _shape(name)
    render = max(16, round(512 * height / max(1, h)))
    src = _trimmed(name, min(render, 4096))
    w, h = src.get_size()
    if h == height:
        return src
    return pygame.transform.smoothscale(src, (max(1, round(w * height / h)), height))


def fit(name: str, size: tuple[int, int]) -> pygame.Surface:
    """The subject as large as fits inside `size`, keeping its proportions."""
    w, h = _shape(name)
    k = min(size[0] / max(1, w), size[1] / max(1, h))
    return mask(name, max(2, round(h * k)))

"""A small LRU of rendered surfaces keyed by (id, size, ...).

Cards, tiles and figures are drawn once per look and size and then blitted;
the table never re-renders text every frame.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Hashable

import pygame


class SurfaceCache:
    def __init__(self, limit: int = 512) -> None:
        self.limit = limit
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            self.hits += 1
            return surf
        self.misses += 1
        surf = make()
        self._items[key] = surf
        if len(self._items) > self.limit:
            self._items.popitem(last=False)
        return surf

    def clear(self) -> None:
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


CACHES: list[SurfaceCache] = []


def new_cache(limit: int = 512) -> SurfaceCache:
    cache = SurfaceCache(limit)
    CACHES.append(cache)
    return cache


def clear_all() -> None:
    """Forget every render (after a UI scale or language change)."""
    from game.gfx import fonts
    for cache in CACHES:
        cache.clear()
    fonts.clear_caches()

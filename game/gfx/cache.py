"""A small LRU of rendered surfaces keyed by (id, size, ...).

Cards, tiles and figures are drawn once per look and size and then blitted;
the table never re-renders text every frame. The caches are bounded three
ways: each by a number of pictures and by the megabytes of pixels it holds,
and all of them together by `BUDGET_MB`, the least recently used picture of
any cache going first. Pictures are keyed by size (a window resized, a map
zoomed, a Slumber with other tiles), so without a bound in bytes a long run
keeps every size it ever drew: the showcase's memory grew by some 100 MB so.
"""
from __future__ import annotations

import time
from collections import OrderedDict
from contextlib import contextmanager
from typing import Callable, Hashable, Iterator

import pygame

BUDGET_MB = 14.0  # every cache together: the heaviest table at 1920x1080 draws from about 11 MB of them


def pixel_bytes(surf: pygame.Surface) -> int:
    """The memory a surface's pixels take (a subsurface's are its parent's: none of its own)."""
    if surf.get_parent() is not None:
        return 0
    return surf.get_pitch() * surf.get_height()


class NotYet(BaseException):
    """A frame's time is spent and a picture is still to be made (see `frame_deadline`).
    Not an Exception: drawing code that catches errors must not catch this."""


_DEADLINE: list = [None, False]  # the frame's deadline (thread CPU seconds) or None; a picture made this frame


@contextmanager
def frame_deadline(seconds: float | None) -> Iterator[None]:
    """Inside: once the drawing thread has spent `seconds` of CPU time, the next
    picture about to be made (a cache miss: `spend`) raises NotYet instead, so
    that the window can keep its last picture on the screen and go on next frame
    from the caches this one filled. Every frame makes at least one picture, so
    a scene being prepared always gets nearer to being shown. None: no deadline."""
    before = _DEADLINE[:]
    _DEADLINE[:] = [None if seconds is None else time.thread_time() + seconds, False]
    try:
        yield
    finally:
        _DEADLINE[:] = before


def spend() -> None:
    """A picture is about to be made: past the frame's deadline, and once this frame
    has made one, stop the frame here."""
    deadline, done = _DEADLINE
    if deadline is not None and done and time.thread_time() > deadline:
        raise NotYet


def made() -> None:
    """A picture was made whole this frame (counted when done, not when begun: a
    picture made of cached pieces begins before its pieces, and must let them be made)."""
    _DEADLINE[1] = True


class _Budget:
    """Every cached picture of every cache, least recently used first, and their bytes."""

    def __init__(self, megabytes: float) -> None:
        self.max_bytes = int(megabytes * 1024 * 1024)
        self.bytes = 0
        self.order: OrderedDict[tuple[int, Hashable], SurfaceCache] = OrderedDict()

    def used(self, cache: SurfaceCache, key: Hashable) -> None:
        self.order.move_to_end((id(cache), key))

    def added(self, cache: SurfaceCache, key: Hashable, size: int) -> None:
        self.order[(id(cache), key)] = cache
        self.bytes += size
        while self.bytes > self.max_bytes and len(self.order) > 1:
            (_, old), owner = next(iter(self.order.items()))
            if owner is cache and old == key:
                break  # the newest stays, however large: it is the one being drawn
            owner.drop(old)

    def removed(self, cache: SurfaceCache, key: Hashable, size: int) -> None:
        if self.order.pop((id(cache), key), None) is not None:
            self.bytes -= size


BUDGET = _Budget(BUDGET_MB)


class SurfaceCache:
    def __init__(self, limit: int = 512, megabytes: float = 16.0) -> None:
        self.limit = limit
        self.max_bytes = int(megabytes * 1024 * 1024)
        self.bytes = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            BUDGET.used(self, key)
            self.hits += 1
            return surf
        spend()
        self.misses += 1
        surf = make()
        made()
        size = pixel_bytes(surf)
        self._items[key] = surf
        self.bytes += size
        # the newest always stays, however large: it is the one being drawn
        while len(self._items) > 1 and (len(self._items) > self.limit or self.bytes > self.max_bytes):
            self.drop(next(iter(self._items)))
        if key in self._items:
            BUDGET.added(self, key, size)
        return surf

    def drop(self, key: Hashable) -> None:
        surf = self._items.pop(key, None)
        if surf is not None:
            size = pixel_bytes(surf)
            self.bytes -= size
            BUDGET.removed(self, key, size)

    def clear(self) -> None:
        for key in list(self._items):
            self.drop(key)

    def __len__(self) -> int:
        return len(self._items)


CACHES: list[SurfaceCache] = []


def new_cache(limit: int = 512, megabytes: float = 16.0) -> SurfaceCache:
    cache = SurfaceCache(limit, megabytes)
    CACHES.append(cache)
    return cache


def cached_bytes() -> int:
    """The pixels every cache holds together."""
    return BUDGET.bytes


CLEARERS: list[Callable[[], None]] = []  # other caches to forget with these (game.gfx.fonts registers its own)


def clear_all() -> None:
    """Forget every render (after a UI scale or language change)."""
    for cache in CACHES:
        cache.clear()
    for clear in CLEARERS:
        clear()

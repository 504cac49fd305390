"""The process's memory, as the C allocator keeps it (glibc on Linux).

Pictures are large blocks of C memory (a window-sized surface is 6 to 8 MB).
Two things keep such memory resident after the game has let it go, and both
are set right here: glibc raises its threshold for serving blocks straight
from the system each time such a block is freed, up to 32 MB, after which a
freed window-sized surface stays in the heap between smaller blocks (the
showcase grew by some 50 MB so); and the small pictures of a closed scene
leave free pages inside the heap that are only returned when asked.
Elsewhere than glibc, both are nothing.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import sys

M_MMAP_THRESHOLD = -3
MAPPED_FROM = 256 * 1024  # bytes: blocks this large are mapped, and unmapped when freed


def _libc():
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return libc if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim") else None
    except OSError:
        return None


_LIBC = _libc()


def tune_allocator() -> None:
    """A fixed threshold for mapped blocks: large pictures go back to the system when freed."""
    if _LIBC is not None:
        _LIBC.mallopt(M_MMAP_THRESHOLD, MAPPED_FROM)


def trim() -> None:
    """Give the heap's free pages back to the system (after a closed scene is collected)."""
    if _LIBC is not None:
        _LIBC.malloc_trim(0)

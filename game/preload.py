"""What the game will want soon, loaded behind the first frame.

The window draws its first frame (the shelf) before any content is loaded;
then a background thread imports the modules the first clicks need, reads
the saves folder, loads the content and everything a change of language needs (each language's catalogue, patterns, content words and
translated content), so that neither the first table nor the first switch
to another language waits for files to be read. Pure Python work only: the
window's thread keeps pygame to itself.

`start()` once the first frame is on the screen; `wait()` where something
must be there (the bench, before it measures what a player would see after
the first seconds). What the thread has not loaded yet is loaded where it is
first wanted, as it was before: the thread only gets there first.
"""
from __future__ import annotations

import gc
import threading

_thread: threading.Thread | None = None
_done = threading.Event()


def start() -> None:
    global _thread
    if _thread is None:
        _thread = threading.Thread(target=_load, name="preload", daemon=True)
        _thread.start()


def wait(timeout: float | None = None) -> bool:
    """Whether the preload has finished (started if it was not), after waiting up to `timeout` seconds."""
    start()
    return _done.wait(timeout)


def done() -> bool:
    return _done.is_set()


# The packages whose modules a player's first clicks import (a game's title, its table, the
# saves list): a few hundred milliseconds of imports that would otherwise land in one frame.
PACKAGES = ("game.ui", "game.gfx", "game.savefile", "game.rules", "game.audio", "game.games")
MODULES = ("game.session", "game.records", "game.hint", "game.chronicle", "game.autoplay")


def _import_all() -> None:
    import importlib
    import pkgutil
    names = list(MODULES)
    for package in PACKAGES:
        module = importlib.import_module(package)
        names += [info.name for info in pkgutil.walk_packages(module.__path__, package + ".")
                  if not info.name.endswith(("__main__", ".bench"))]
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - a module that cannot be imported says so where it is used
            pass


def _load() -> None:
    try:
        _import_all()
        from game import i18n
        from game.content import _default_content, default_content
        from game.savefile import list_saves
        list_saves(remember=False)  # read once here, a game's title asking for its newest save finds them read
        default_content()
        from game.content.briefs import all_other_briefs
        all_other_briefs()  # the other games' pieces' pictures are chosen from their briefs
        for code in i18n.LANGUAGES:
            i18n.prepare(code)
        for code in i18n.LANGUAGES:
            _default_content(code)
        from game.gfx.pictures import _index
        from game.i18n.breaks import lexicon
        _index()  # the committed pictures' names: a folder walk the first picture shown would wait for
        lexicon()  # the glossary's words kept whole: read by the first line broken, in any language
        gc.collect()
        gc.freeze()  # content, catalogues and fonts live for the whole run: keep them out of every GC pass
    except Exception:  # noqa: BLE001 - whatever failed here fails again, and says so, where it is wanted
        pass
    finally:
        _done.set()

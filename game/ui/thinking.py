"""A computer player's search off the frame.

A searching level thinks for up to a second; run on the frame it would
freeze the table. `Thinker` runs the choice in a daemon thread on a copy of
the game the table never touches, and the table polls `done` each frame and
applies the move once it is ready (and only if nothing changed meanwhile:
`key` says for which state it was asked).
"""
from __future__ import annotations

import threading
from typing import Any, Callable


class Thinker:
    def __init__(self, choose: Callable[[], Any], key: Any) -> None:
        self.key = key
        self.result: Any = None
        self.error: BaseException | None = None
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(choose,), daemon=True, name="computer-thinks")
        self._thread.start()

    def _run(self, choose: Callable[[], Any]) -> None:
        try:
            self.result = choose()
        except BaseException as err:  # said by the table when it takes the move, never lost in the thread
            self.error = err
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def take(self) -> Any:
        """The move (raises what the search raised)."""
        self._done.wait()
        if self.error is not None:
            raise self.error
        return self.result

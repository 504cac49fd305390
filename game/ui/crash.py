"""The last line of defence: an exception nobody expected, inside the frame
loop, costs the player nothing they did. The campaign on the table goes to a
recovery save beside the good one (never over it), the traceback goes to
crash.log in the saves folder, and one sentence says what happened and where
the campaign is; the next start finds the recovery save on Load and Continue."""
from __future__ import annotations

import datetime
import traceback
from pathlib import Path

import pygame

from game.i18n import _
from game.ui import draw as d
from game.ui.menus import MenuScene
from game.ui.widgets import Button

LOG_NAME = "crash.log"
LOG_LIMIT = 256 * 1024  # the log keeps its newest part: a loop of failures must not fill the disk


def recover(app, err: BaseException, home) -> None:
    """Keep what can be kept, then show `CrashScene` in place of the stack
    (`home()` makes the scene its button goes back to). A failure while the
    crash screen itself is shown ends the run (after the log), rather than
    looping."""
    from game.savefile import folder
    log = folder() / LOG_NAME
    _write_log(log, err)
    if app.stack and isinstance(app.stack[-1], CrashScene):
        app.running = False
        return
    kept = _recovery_save(app)
    app.stack[:] = [CrashScene(app, kept, log, home)]


def _write_log(log: Path, err: BaseException) -> None:
    stamp = datetime.datetime.now().isoformat(timespec="seconds")
    text = f"--- {stamp}\n" + "".join(traceback.format_exception(err))
    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        old = log.read_text(encoding="utf-8", errors="replace") if log.is_file() else ""
        log.write_text((old + text)[-LOG_LIMIT:], encoding="utf-8")
    except OSError:
        pass  # nowhere to write: the sentence on screen still says what happened


def _recovery_save(app) -> Path | None:
    """The campaign on the stack, saved under a recovery name; None when
    there is none, or it could not be written (the games played in one
    sitting have already saved their last move)."""
    from game.savefile import SaveError, slot_path
    session = next((s.session for s in reversed(app.stack) if getattr(s, "session", None) is not None), None)
    if session is None or not getattr(session, "log", None):
        return None
    if getattr(getattr(session, "kit", None), "saves_every_move", False):
        return None  # its autosave already holds the last move
    meta = getattr(session, "meta", {}) or {}
    path = slot_path(None, f"recovered-{meta.get('campaign', 'campaign')}-{meta.get('id', '')}".rstrip("-"))
    try:
        session.save(path)
    except (SaveError, OSError, ValueError, TypeError, KeyError, AttributeError):
        return None
    return path


class CrashScene(MenuScene):
    """One sentence and the way back to the shelf."""

    def __init__(self, app, kept: Path | None, log: Path, home) -> None:
        super().__init__(app)
        self.kept, self.log, self.home = kept, log, home

    def sentence(self) -> str:
        if self.kept is not None:
            return _("Something went wrong inside the game. Your campaign is kept in {file}: "
                     "Load and Continue open it. What happened is written in {log}.").format(
                file=self.kept.name, log=self.log)
        return _("Something went wrong inside the game. Your moves so far are saved. "
                 "What happened is written in {log}.").format(log=self.log)

    def layout(self, size):
        w, h = size
        self.buttons = [Button(pygame.Rect(w // 2 - 160, h // 2 + 60, 320, 48), _("Back to the shelf"),
                               self.back)]

    def back(self):
        self.app.stack[:] = [self.home()]

    def draw_body(self, surf):
        w, h = surf.get_size()
        bw = min(900, w - 80)
        box = pygame.Rect((w - bw) // 2, h // 2 - 150, bw, 190)
        d.paragraph(surf, self.sentence(), box, 20, (244, 230, 190))

"""Where saves live and what is in the folder.

ETHERFIELDS_SAVES names the folder when set (tests, a player's own folder).
Otherwise, run from a checkout (a `pyproject.toml` beside the `game`
package), saves go to the checkout's `saves/`; in an installed copy, to the
platform's user data folder (platformdirs: `~/.local/share/Etherfields/saves`
on Linux), never inside the Python environment.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[2]
DEFAULT_FOLDER = CHECKOUT / "saves"  # in a checkout


@dataclass
class SaveInfo:
    """One slot as the load screen shows it; `problem` is the plain-words
    reason it cannot be opened ("" when it can)."""
    name: str
    path: Path
    saved_at: str = ""
    meta: dict = field(default_factory=dict)
    problem: str = ""
    backup: Path | None = None  # when it cannot be opened: its newest backup that can
    reason: str = ""  # and SaveError's one word for why (damaged, truncated, newer...): the screen words it


def folder() -> Path:
    if os.environ.get("ETHERFIELDS_SAVES"):
        return Path(os.environ["ETHERFIELDS_SAVES"])
    if (CHECKOUT / "pyproject.toml").is_file():
        return DEFAULT_FOLDER
    import platformdirs
    return Path(platformdirs.user_data_dir("Etherfields", appauthor=False)) / "saves"


def slot_path(base: Path | str | None, name: str) -> Path:
    """A file name from a player's slot name: letters, digits, '-' and '_'
    only, so no name can climb out of the folder."""
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in name.strip()) or "slot"
    return Path(base if base is not None else folder()) / f"{safe}.yaml"


def autosave_path(base: Path | str | None, campaign: str, campaign_id: str = "") -> Path:
    """The campaign's autosave: its name for the player, its id so that two
    campaigns of the same Team never share (and overwrite) one file."""
    return slot_path(base, f"autosave-{campaign}" + (f"-{campaign_id}" if campaign_id else ""))

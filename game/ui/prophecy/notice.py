"""What the table holds up until the player goes on (a click or Enter):
a battle just fought, shown to the one who fought it (both dice, both
totals, the result in words), or what the computer seats did since a person
last played, read before the hand-over screen hides the table."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui import draw as d
from game.ui import layout as L
from game.i18n import _, tr

TITLE, WORDS, RESULT, FOOT = (244, 230, 190), (225, 218, 240), (255, 236, 170), (180, 170, 215)
MOST_LINES = 12  # of a computer's turn, the newest


@dataclass
class Notice:
    title: str
    lines: list = field(default_factory=list)  # (text, emphasised)
    pid: str | None = None  # whose character the side panel shows meanwhile
    faces: dict = field(default_factory=dict)  # a battle's dice ("light", "dark"), to throw again for the other side


def battle(game, events) -> Notice | None:
    """The battle among `events` in words, or None when none was fought."""
    fought = next((e for e in events if e.kind == "battle"), None)
    if fought is None:
        return None
    at = events.index(fought)
    faces = {e.data["die"]: e.data["face"] for e in events[:at] if e.kind == "die_rolled"}
    b = fought.data
    name = tr(game.chars[b["pid"]]["name"])
    foe = tr(game.chars[b["target"]]["name"]) if b.get("target") else game.card(b["card"]).name
    title = _("Battle of Strength") if b["battle"] == "strength" else _("Battle of Wills")
    result = {"win": _("{name} wins the battle."), "lose": _("{name} loses the battle."),
              "draw": _("A draw: neither side wins.")}[b["result"]].format(name=name)
    return Notice(title, [
        (_("{name}: light die {face}, total {total}").format(name=name, face=faces.get("light", "?"), total=b["light"]),
         False),
        (_("{name}: dark die {face}, total {total}").format(name=foe, face=faces.get("dark", "?"), total=b["dark"]),
         False),
        (_("{light} against {dark}").format(light=b["light"], dark=b["dark"]), True),
        (result, True)], b["pid"], faces)


def computer_turn(names: list[str], said: list[str], pid: str) -> Notice:
    """The log lines of the computer seats' moves, the newest MOST_LINES of them."""
    lines = [(tr(s), False) for s in said[-MOST_LINES:]]
    if len(said) > MOST_LINES:
        lines.insert(0, (_("(and {n} earlier lines in the log)").format(n=len(said) - MOST_LINES), False))
    return Notice(_("What {names} did").format(names=_(", ").join(names)), lines, pid)


def draw(surf, notice: Notice, area: pygame.Rect) -> pygame.Rect:
    """The notice as a panel in the middle of `area` (the board beside the
    side panel, whose dice trays stay in sight); returns its rectangle."""
    width = min(area.width - 40, L.em(560))
    inner = width - 40
    head, foot = L.line(20, bold=True, role="story"), L.line(13, italic=True)
    rows = [(s, big, L.block_height(s, inner, 18 if big else 14, bold=big)) for s, big in notice.lines]
    frame = 20 + head + 12 + 12 + foot + 16
    while len(rows) > 1 and frame + sum(h + 6 for _s, _b, h in rows) > area.height - 20:
        rows.pop(0)  # a window too short for every line keeps the newest
    rect = pygame.Rect(0, 0, width, min(frame + sum(h + 6 for _s, _b, h in rows), area.height - 20))
    rect.center = area.center
    d.panel(surf, rect, (24, 20, 44), (230, 200, 120))
    d.text(surf, notice.title, (rect.centerx, rect.y + 20), 20, TITLE, anchor="midtop", bold=True, role="story",
           max_width=inner, fit=True)
    y = rect.y + 20 + head + 12
    for s, big, h in rows:
        L.text_block(surf, s, (rect.x + 20, y, inner, h), 18 if big else 14, RESULT if big else WORDS, bold=big)
        y += h + 6
    d.text(surf, _("Click or press Enter to go on."), (rect.centerx, rect.bottom - 16 - foot), 13, FOOT,
           anchor="midtop", italic=True, max_width=inner, fit=True)
    return rect

"""The story of one Slumber or Dream, told from the Events as they happen.

A `Chronicle` listens to every Event the rules return (the Session feeds
it), starts a new record when a Slumber or a Dream begins, and closes it
when the encounter ends: won, lost, or ended by Death. The story screen
reads the closed record: what happened, Turn by Turn, and what the Team
gained or lost. Plain data only, so it can be tested without a window.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Record:
    title: str = ""
    kind: str = "slumber"  # "slumber" or "dream"
    result: str = ""       # "won", "lost" or "ended" once it is over
    reason: str = ""
    turns: int = 0
    distress: dict = field(default_factory=dict)  # Dreamer -> Distress suffered here
    sealed: dict = field(default_factory=dict)    # Dreamer -> cards Sealed here
    fallen: list = field(default_factory=list)
    ether: int = 0
    keys: int = 0
    hours_lost: int = 0
    items: list = field(default_factory=list)
    cards: list = field(default_factory=list)
    flaws: list = field(default_factory=list)
    secrets: list = field(default_factory=list)
    moments: list = field(default_factory=list)   # a few lines that tell the story

    @property
    def over(self) -> bool:
        return bool(self.result)


# Journal entries that close a Dream, and how it ended.
ENDINGS = {"dream_won": "won", "dream_lost": "lost", "death": "lost"}
MOMENTS = ("map_action", "secret", "entity_removed", "gradual_done", "trap", "morphing", "spawned", "item_gained")


class Chronicle:
    def __init__(self) -> None:
        self.current: Record | None = None
        self.finished: list[Record] = []  # closed records the story screen has not shown yet

    def take(self, events, name=lambda x: x) -> None:
        for e in events:
            self._one(e, name)

    def _one(self, e, name) -> None:
        data = e.data
        if e.kind == "slumber" and data.get("tile"):
            self.current = Record(title=name(data["tile"]), kind="slumber")
            return
        if e.kind == "journal" and data.get("entry") == "dream":
            self.current = Record(title=e.text.replace("The Dreamers enter the Dream: ", "").rstrip("."),
                                  kind="dream")
            return
        r = self.current
        if r is None:
            return
        who = data.get("dreamer")
        if e.kind == "turn":
            r.turns += 1
        elif e.kind == "distress" and who:
            r.distress[who] = r.distress.get(who, 0) + 1
            if data.get("total", 0) >= 8:
                r.fallen.append(who)
        elif e.kind == "sealed" and who:
            r.sealed[who] = r.sealed.get(who, 0) + len(data.get("cards", ()))
        elif e.kind == "ether" and data.get("amount", 0) > 0:
            r.ether += data["amount"]
        elif e.kind == "key":
            r.keys += data.get("amount", 0)
        elif e.kind == "hours" and data.get("amount", 0) < 0:
            r.hours_lost -= data["amount"]
        elif e.kind == "item_gained":
            r.items.append(name(data.get("item", "")))
        elif e.kind == "card_gained":
            r.cards.append(name(data.get("card", "")))
        elif e.kind == "flaw_gained":
            r.flaws.append(name(data.get("card", "")))
        elif e.kind == "secret":
            r.secrets.append(name(data.get("secret", "")))
        if e.kind in MOMENTS and e.text and len(r.moments) < 8:
            r.moments.append(e.text)
        closing = None
        if e.kind == "slumber_end":
            closing = data.get("result", "ended") if r.kind == "slumber" else None  # a Dream ends by its journal
        elif e.kind == "journal" and data.get("entry") in ENDINGS:
            closing = ENDINGS[data["entry"]]
        elif e.kind in ("won", "lost"):
            closing = e.kind  # a lone Slumber's outcome, or Death
        if closing is not None:
            r.result, r.reason = closing, e.text
            self.finished.append(r)
            self.current = None

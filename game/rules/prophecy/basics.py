"""What every Prophecy rule module uses: a card instance's base name, plain
copies of the state, the guild services, and the registry of player moves."""
from __future__ import annotations

from typing import Any

from game.rules.core.registry import Registry

SERVICES = ("monastery_heal", "camp_heal", "wasteland_magic", "tower_magic", "lodging")

# Every move a player makes (a Decision's answer is "choose"), registered by
# the module of its rule with the arguments it takes, and dispatched as
# handler(game, the character acting, action).
ACTIONS = Registry("Prophecy")


def base(inst: str) -> str:
    """A card instance's card: "sword#2" -> "sword"."""
    return inst.split("#")[0]


def plain_copy(x: Any) -> Any:
    """A copy of plain data (dicts, lists, scalars): several times faster than
    copy.deepcopy, which matters because every action snapshots the state."""
    if isinstance(x, dict):
        return {k: plain_copy(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [plain_copy(v) for v in x]
    return x

"""Battle totals: a d6 plus a stat plus bonuses, light die for the character,
dark die for the opponent; the higher total wins, equal totals are a draw.

Provisional base reading (L/M): a Battle of Strength uses the character's
current Health (red cubes on the right), a Battle of Wills the current Magic
(blue cubes on the right); held Items, carried Items, Artifacts and Abilities
add their bonus. The Water Realm adds (text, S): -1 per hand holding an Item
in a Battle of Strength inside the realm; +1 for a Pearl of the Abyss against
a character without one; Underwater Abilities only count inside the realm and
never against its Greater Guardian.
"""
from __future__ import annotations

from typing import Any, Mapping

STAT = {"strength": "health", "wills": "magic"}
BONUS = {"strength": "strength", "wills": "willpower"}


def equipment(content, ch: Mapping[str, Any]) -> list:
    """Cards whose bonuses count: held hand Items, worn/carried Items (0 hands),
    Artifacts (held if they need hands). Broken Items never count."""
    out = []
    for inst in ch["items"] + ch["artifacts"]:
        if inst in ch["broken"]:
            continue
        card = content.cards[inst.split("#")[0]]
        if card.hands and inst not in ch["held"]:
            continue
        out.append(card)
    return out


def held_hands(content, ch: Mapping[str, Any]) -> int:
    return sum(content.cards[i.split("#")[0]].hands for i in ch["held"])


def character_total(content, ch: Mapping[str, Any], battle: str, *, underwater: bool, realm_abilities: bool,
                    opponent_types=(), opponent_pearl: bool | None = None) -> int:
    """Everything but the die for one character in a battle."""
    total = ch[STAT[battle]]
    for card in equipment(content, ch):
        total += int(card.get(BONUS[battle], 0) or 0)
        for t, v in (card.get("vs_types") or {}).items():
            if t in opponent_types:
                total += int(v)
    for ab in ch["abilities"]:
        card = content.cards[ab]
        if card.kind == "underwater" and not realm_abilities:
            continue
        total += int(card.effects.get(BONUS[battle], 0) or 0)
    if underwater and battle == "strength":
        total -= content.n("underwater_penalty_per_hand") * held_hands(content, ch)
    if opponent_pearl is not None and ch["pearl"] and not opponent_pearl:
        total += content.n("pearl_bonus")
    return total


def outcome(light_total: int, dark_total: int) -> str:
    """From the character's (light die's) side: win, lose or draw."""
    if light_total > dark_total:
        return "win"
    if light_total < dark_total:
        return "lose"
    return "draw"

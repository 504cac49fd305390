"""What a table says to the player between moves, in one of two looks every
game shares: a refusal (the rules' reason why a gesture did nothing) on a red
panel, or an instruction (what to do next, nothing wrong) on a calm blue one."""
from __future__ import annotations

from game.ui import draw as d
from game.ui import layout as L

REFUSAL, INSTRUCTION = "refusal", "instruction"
# (fill, border, ink) of each look
LOOKS = {REFUSAL: ((60, 20, 40), (220, 120, 120), (255, 190, 170)),
         INSTRUCTION: ((26, 32, 66), (140, 170, 230), (222, 232, 255))}


class Instruction(str):
    """A table's message that tells what to do next (drawn in the instruction's
    look); any other message is a refusal."""


def kind_of(message) -> str:
    return INSTRUCTION if isinstance(message, Instruction) else REFUSAL


def ink(kind: str) -> tuple:
    """The text colour of a look, for a table that writes its note without a panel."""
    return LOOKS[kind][2]


def draw(surf, box, message: str, kind: str, size: int = 15) -> None:
    """`message` centred on a panel of its look (`box` as tall as its lines)."""
    fill, border, colour = LOOKS[kind]
    d.panel(surf, box, fill, border, radius=8)
    text_h = L.block_height(message, box.width - 20, size)
    L.text_block(surf, message, box.inflate(-20, -(box.height - text_h)), size, colour, anchor="center")

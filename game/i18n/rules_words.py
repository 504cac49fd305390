"""Words the rules put inside their f-string sentences (see rules_text.py).

`tr()` translates a pattern's pieces one by one: a name already in Chinese or
a number passes through, and a word the rules choose ("gains" or "loses", a
direction, a state) is found here. Nothing imports this; `extract` reads it.
"""
from game.i18n import N_

WORDS = [
    N_("The Entity"), N_("gains"), N_("loses"), N_("flips"), N_("unflips"),
    N_("Stunned"), N_("Dazed"), N_("Paralyzed"), N_("Poisoned"),
    N_("out of reach behind Walls"),
    N_("walks"), N_("rides"), N_("sails"), N_("steps through a portal"), N_("teleports"), N_("surfaces"),
    N_("hearts"), N_("spades"), N_("diamonds"), N_("clubs"),
    N_("basic"), N_("morphing"), N_("special"),  # the Entity's effect of a Turn
    N_("fail"), N_("blank"), N_("plus1"), N_("plus2"), N_("plus3"),  # the Luck die's faces
    N_("one"), N_("full"), N_("full_again"),  # the Movement die's faces
    N_("north"), N_("south"), N_("east"), N_("west"),
]

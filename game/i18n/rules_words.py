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
    N_("basic"), N_("morphing"), N_("special"), N_("movement"),  # the steps of a Turn card
    N_("fail"), N_("blank"), N_("plus1"), N_("plus2"), N_("plus3"),  # the Luck die's faces
    N_("one"), N_("full"), N_("full_again"),  # the Movement die's faces
    N_("1 space"), N_("full value"), N_("full value, roll again"),  # and as the log says them
    N_("win"), N_("lose"), N_("draw"), N_("Wills"),  # Prophecy's battles
    N_("beaten by the {0}"), N_("a lost battle"), N_("drowning"), N_("air for this round"),
    N_("tower magic"), N_("monastery heal"), N_("camp heal"), N_("lodging"),
    N_("shackle"), N_("undertow"), N_("chance"), N_("adventure"), N_("last character standing"),
    N_("covet"), N_("maul"), N_("tempt"),  # Lucidity's Nightmares' abilities (undertow and shackle are above)
    N_("through the {0} Mirror"),  # Onirim: how a Door opened
    N_("light"), N_("dark"), N_("deep"),  # Lucidity's sleep tracks ("light" is 浅睡 there)
    # Prophecy's dice, whole: their "light" is not Lucidity's
    N_("{0} rolls the light die: {1}."), N_("{0} rolls the dark die: {1}."), N_("{0} rolls the compass die: {1}."),
    N_("red"), N_("blue"), N_("green"), N_("yellow"),  # Lucidity's colours, dreams and rows
    N_("{0} dream"), N_("{0} dreams"), N_("double Power"),
    N_("Hunt row"), N_("Power row"), N_("Exhaust row"), N_("{0} Shadow row"),
    N_("defeating the {0}"),  # Prophecy's gains: "{name}: {what} {+n} ({why})."
    N_("{0}: gold {1} ({2})."), N_("{0}: experience {1} ({2})."), N_("{0}: strength {1} ({2})."),
    N_("{0}: willpower {1} ({2})."), N_("{0}: health {1} ({2})."), N_("{0}: magic {1} ({2})."),
    N_("north"), N_("south"), N_("east"), N_("west"),
    # A space as the rules name it (geometry.space_label): "A1 top right", the Entrance a Dreamer enters at
    N_("{0} top left"), N_("{0} top right"), N_("{0} bottom left"), N_("{0} bottom right"),
    # What an Entity effect does (etherfields/effect_words.py): "{0}'s {1} effect: {2}." is filled
    # with these, joined as a list ("A and B"); who is hit, then what happens to them.
    N_("each Dreamer on its space"), N_("each Dreamer within {0} of it"), N_("each Dreamer on an Entrance"),
    N_("each Dreamer on its feature"), N_("each Dreamer"),
    N_("{0} suffers {1} Distress"), N_("{0} Seals {1} card"), N_("{0} Seals {1} cards"),
    N_("{0} discards {1} card"), N_("{0} discards {1} cards"), N_("{0} loses {1} Ether"),
    N_("{0} is Dazed"), N_("{0} is Stunned"), N_("{0} is Paralyzed"), N_("{0} is Poisoned"),
    N_("the Team loses {0} Hour"), N_("the Team loses {0} Hours"),
    N_("it gains {0} Morphing"), N_("it gains {0} Morphings"), N_("it Spawns {0} more"),
    N_("it Moves {0} space"), N_("it Moves {0} spaces"),
    N_("it Relocates to the closest Dreamer"), N_("it Relocates to a Spawn space"),
    N_("it leaves a token on its space"), N_("it places a token"),
]

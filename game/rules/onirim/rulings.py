"""Where the rulebooks leave a question open, the answer this edition plays by.

Each ruling is (topic, answer), in our words, for the rules-help screen; the
package docstring (`game/rules/onirim/__init__.py`) lists the same choices.
"""
from __future__ import annotations

RULINGS = (
    ("Three in a row with no Door left",
     "Three Labyrinth cards of one colour in a row search the deck for a Door of that colour, then the "
     "deck is shuffled. Only cards that actually opened a Door stop counting: if no such Door was left "
     "in the deck, the same cards still count towards a later three in a row."),
    ("Prophecy near the end of the deck",
     "Discarding a Key shows the top 5 cards, or as many as the deck still holds; with an empty deck "
     "there is no Prophecy."),
    ("The Nightmare's 'deck' option",
     "Revealing the top of the deck is allowed while the deck holds at least one card; it reveals up to "
     "5. Dream cards revealed (Sphinx, Diver, Confusion) go to Limbo like Doors and Nightmares."),
    ("A new hand",
     "Whenever a whole new hand is drawn (set-up, the Nightmare's 'hand' option, the Sphinx's failure, "
     "the Confusion), every card that is not a Location goes to Limbo, Dream cards included; Limbo "
     "returns to the deck at the end of the turn (at set-up, at once)."),
    ("The Sphinx's riddle",
     "A named colour matches Locations and Doors of that colour; Moon and Key match Locations showing "
     "that symbol. When something matches, any one of the revealed cards may go on top. With fewer than "
     "5 cards in the deck, the Sphinx reveals them all."),
    ("The Diver",
     "The Diver reveals cards from the bottom one by one while cards remain; once the deck is exhausted "
     "the last revealed card must go on top. With an empty deck the Diver is simply discarded."),
    ("Orders under the deck",
     "When cards go under the deck 'in the order of your choice', the game asks only if the order can "
     "differ (two or more different cards)."),
    ("Mirror pairs",
     "The two cards under a Mirror both show its colour or symbol; the Rainbow takes two cards of "
     "different colours not already under it, so its four cards are one of each colour."),
    ("Red and Blue Mirrors",
     "The two chosen cards go on top in the order named (the first on top); with fewer than two cards "
     "available, the Mirror takes what there is."),
    ("Key and Brown Mirrors",
     "The colour is chosen among colours with a Door still in the deck; the Key Mirror opens up to two "
     "Doors of that colour. If no Door is left in the deck, nothing opens and the deck is shuffled."),
    ("Winning with the Mirrors",
     "With the Mirrors, the game is won the moment the eighth Door is open and the Sun and Moon Mirrors "
     "(and the Rainbow, in the hard game) are explored, in whichever order that happens."),
    ("Two players",
     "Only the solo game is offered: the official two-player cooperative rules could not be found, and "
     "we do not invent them."),
)

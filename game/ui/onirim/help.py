"""The rules help for Onirim, in our own words, in short pages; the rulings
where the rulebooks are silent come from the rules package itself."""
from __future__ import annotations

from game.rules.onirim import RULINGS

PAGES = [
    ("How to play", [
        "You are lost in a dream labyrinth. Find the eight Doors (two of each colour) before the deck runs out.",
        "Each turn: drag one card from your hand onto the Labyrinth to explore it, or onto the discard pile. "
        "A Location may never follow one that shows the same symbol (Sun, Moon or Key).",
        "Discarding a Key gives a Prophecy: you see the top five cards, throw one away and put the other four "
        "back in the order you choose.",
        "Then the hand fills back to five, one card at a time. A Door you draw opens if you give up a Key of "
        "its colour; otherwise it waits in Limbo. A Nightmare makes you lose something: a Key, an opened "
        "Door, the top five cards, or your whole hand.",
        "Three Labyrinth cards of one colour in a row open a Door of that colour from the deck. At the end of "
        "the turn, Limbo is shuffled back into the deck.",
        "You win with the eighth Door open. You lose when you must draw and the deck is empty.",
    ]),
    ("The expansions", [
        "Sphinx: name a colour, the Moon or the Key, and look at the bottom five cards. If one matches, any of "
        "the five may go on top; the rest go under. If none matches, they go under and your hand is lost.",
        "Diver: turn over the bottom card; keep it on top, or dive for the next one. A Nightmare found "
        "this way strikes as if you had drawn it.",
        "Confusion: your hand goes under the deck and you draw a fresh one.",
        "Mirrors: instead of a normal move, drag two matching cards onto a Mirror. With four cards under it, "
        "its effect happens and it is explored. You must also explore the Sun and Moon Mirrors to win "
        "(and the Rainbow, one card of each colour, in the hard game).",
    ]),
    ("Rulings", [f"{topic}: {text}" for topic, text in RULINGS]),
]

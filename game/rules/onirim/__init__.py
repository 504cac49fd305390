"""Onirim, solo, with the Sphinx / Diver / Confusion box and the Mirrors.

    from game.rules.onirim import from_codes, new_game
    g = new_game(None, {"expansions": ["sphinx", "mirrors"]}, 7)   # content, options, seed
    g = from_codes(hand="RS BM", deck="GK NN YD")   # piles written top first
    g.legal_actions(); g.apply(action); g.pending; g.outcome; g.to_data()

Codes: colour R red, B blue, G green, Y brown with S Sun, M Moon, K Key, D Door;
NN Nightmare; SX Sphinx, DV Diver, CF Confusion. Expansions: "sphinx", "diver",
"confusion", "mirrors", "rainbow" (the hard Mirror game; implies "mirrors").
Glyphs and the Glyph Mirror are left out (we do not have that box).

Rulings where the rulebooks are silent (the same list, as data for the
rules-help screen, is `RULINGS` in `rulings.py`):
- Three in a row with no Door left: the deck is searched and shuffled, but the
  cards only stop counting once they really opened a Door.
- Prophecy near the end of the deck: it shows as many cards as are left (up to
  5); none with an empty deck.
- The Nightmare's 'deck' option needs at least one card in the deck and reveals
  up to 5; Dream cards revealed go to Limbo.
- A new hand (set-up, Nightmare 'hand', failed Sphinx, Confusion): everything
  that is not a Location goes to Limbo, Dream cards included.
- The Sphinx's riddle: a colour matches Locations and Doors of that colour, Moon
  and Key match that symbol; on a match any revealed card may go on top.
- The Diver dives while the deck holds cards; with an empty deck it is discarded.
- Orders under the deck are asked only when they can differ.
- Mirror pairs both show the Mirror's colour or symbol; the Rainbow's four are
  one of each colour.
- Red and Blue Mirrors: the two cards go on top in the order named, first on top.
- Key and Brown Mirrors: a colour with a Door left in the deck is chosen.
- Winning with the Mirrors: 8 Doors open and Sun and Moon (and Rainbow) explored,
  in any order.
- Two players: not offered (official rules not found).

Layers, bottom to top (each module imports only the ones before it; the
test tests/test_rules_layers.py checks it): cards, mirrors, rulings and
outcome (plain data and the card table); actions (the Action kinds); game (the
Onirim state machine); setup (new_game, from_codes, from_data); check (a state
from outside checked) and bench (throughput), both over setup; this package.
"""
from game.rules.onirim.game import Onirim, describe
from game.rules.onirim.rulings import RULINGS
from game.rules.onirim.setup import EXPANSIONS, from_codes, from_data, new_game

__all__ = ["Onirim", "from_codes", "from_data", "new_game", "describe", "EXPANSIONS", "RULINGS"]

"""What every game shares: RNG, decks, dice, actions, events, decisions."""
from game.rules.core.rng import Rng
from game.rules.core.deck import Deck
from game.rules.core.dice import Die
from game.rules.core.outcome import Outcome, Result
from game.rules.core.types import Action, Event, Decision, IllegalAction, MalformedAction, GameBase

__all__ = ["Rng", "Deck", "Die", "Action", "Event", "Decision", "IllegalAction", "MalformedAction", "GameBase", "Outcome", "Result"]

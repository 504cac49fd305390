"""One search service for hints and computer players in every game.

`choose(game, model, viewer, budget)` compares a game's candidate moves by
playing each out on many determinisations (hidden cards, bags and dice
re-dealt from what `viewer` does not know), the same determinisations for
every candidate, until the budget is spent. A game takes part by giving a
`Model` (see core.py); levels of a computer player are budgets and policies
of the same service.
"""
from game.search.core import Budget, Choice, Model, choose

__all__ = ["Budget", "Choice", "Model", "choose"]

"""Lucidity: Six-Sided Nightmares, rules pure and headless.

    from game.content.lucidity import default_content
    from game.rules.lucidity import new_game
    game = new_game(default_content(), {"players": 3, "temptation": None}, seed=7)
    game.legal_actions()      # every Action possible now (a pending Decision's options first)
    game.apply(action)        # -> list[Event]; IllegalAction(reason) changes nothing
    game.pending              # a Decision (prompt, options, chooser) or None
    game.actor()              # the seat index that must act now
    Game.from_data(game.to_data())   # save and load: content, RNG and all

Views for a table: `game.seats` (id, status dreamer/nightmare/eliminated,
colour, rows: power, hunt, exhaust and one Shadow row per colour, each a list
of die ids), `game.faces` (die id -> face, for every die out of the bag),
`game.rotated`, `game.bag`, `game.drawn`, `game.tray`, `game.cards` (Power on
unclaimed Nightmare cards), `game.power(i)`, `game.track`/`game.step`,
`game.phase` (a Phase), `game.outcome` (None, or an Outcome: .winners, .reason,
.power, .turns); `describe(game, action)` labels any action.
Every `rolled` Event lists each die with the face it must land on.

Action kinds: choose_track, draw, return_dreams, resolve, reroll, rest,
dream_again, consume, send_minions, pass; answers to Decisions: return_excess,
replace, envy_pick, fear_move, become, minion, ability, decline.
"""
from game.rules.lucidity.game import Game, describe, new_game, row_for
from game.rules.lucidity.outcome import LucidityOutcome
from game.rules.lucidity.phases import Phase
from game.rules.lucidity.setup_data import COLOURS, die_colour

__all__ = ["Phase", "LucidityOutcome", "Game", "new_game", "describe", "row_for", "COLOURS", "die_colour"]

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

Layers, bottom to top; a module imports only the ones before it, function
bodies included (tests/test_rules_layers.py checks it):
1. phases, outcome, setup_data, basics, state: plain values, the content's
   numbers, the rows and the registry of moves, the state's fields;
2. table: the night as the rule modules see it (state, content, events, the
   views and helpers every rule uses);
3. asking: `ask` hands a Decision to its chooser (and answers it at random in
   the solo game) through tables that decisions fills in;
4. turns (the next turn, the end), then the steps of a turn: resting,
   abilities, tray, drawing, checks (the filled rows, which end turns),
   nightmare_turn, and decisions (every question's options and answer);
5. game (the rules API: legal actions, checking and applying a move, and the
   checks after each), players (computer players), this package.
A rule that must come back to one above it does so through data: a question
goes through asking's tables, and a solo night that leaves a done tray is
checked by checks.settle, not called back from turns.
"""
from game.rules.lucidity.game import Game, describe, new_game, row_for
from game.rules.lucidity.outcome import LucidityOutcome
from game.rules.lucidity.phases import Phase
from game.rules.lucidity.setup_data import COLOURS, die_colour

__all__ = ["Phase", "LucidityOutcome", "Game", "new_game", "describe", "row_for", "COLOURS", "die_colour"]

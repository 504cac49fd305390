"""Etherfields rules, pure and headless.

    from game.rules.etherfields import new_game
    game = new_game(content, {"dreamers": ["gambler", "tough_guy"]}, seed=7)
    game.legal_actions()          # every Action possible now
    game.apply(action)            # -> list[Event]; IllegalAction(reason) changes nothing
    game.pending                  # a Decision (prompt, options) or None
    Game.from_data(game.to_data(), content)   # save and load, RNG included

Read-only views for the UI: `game.dreamscape` (geometry.Dreamscape),
`game.dreamers` (id -> DreamerState: pos, hand, deck, discard, sealed,
progress, distress, ether, gems, mask), `game.entities` ({id, tile, pos}),
`game.team` (keys, items, storage), `game.turn_card`, `game.turn_deck`,
`game.turn_discard`, `game.hours`, `game.phase` (a `Phase`), `game.mode`
(a `Mode`), `game.morphings`, `game.states`, `game.outcome` (an `Outcome`,
or None while the game goes on), `game.campaign` (a `state.Campaign`; false
outside a campaign), `game.log`.

Action kinds: draw, move, effort, interact, play, place_progress,
use_progress, back_action, use_item, use_mask, gain_gem, remove_morphing,
remove_flaw, spend_hours, pass, skip, choose (answers the pending Decision).
`moving.move_options(game, dreamer_id)` gives reachable spaces and costs.
Events that reveal hidden information (a card drawn, a die rolled) carry
`reveals=True`: undo must stop there.

Modules depend downward only, in this order (tests/test_rules_layers.py):
phases, steps (the step constructors), state, geometry, intent, engine, effects (the effect interpreter every rule
area uses), dreamers, then the Card and Action step's rule areas (acting, paying, moving,
interactions, basic_actions, map_actions), payment_options (for the table's
payment choice), cards, turn, campaign, game, setup. A lower
module that must hand over to a higher one does it through a registered
step (engine.STEPS), never an import.
"""
from game.rules.etherfields.game import Game
from game.rules.etherfields.phases import Mode, Outcome, Phase, Result
from game.rules.etherfields.setup import new_game  # importing setup registers every rule area

__all__ = ["Game", "Mode", "Outcome", "Phase", "Result", "new_game"]

"""Prophecy with the Water Realm expansion: a rules-assisted edition.

The Water Realm and Treasure Island rules follow the expansion's text. The
base game underneath is OUR PROVISIONAL READING, built from public facts
(the base rulebook is not available to us): characters with Strength and
Willpower cubes (Health and Magic), Gold and Experience; a ring of 20 spaces
with guilds, City, Village, wilderness, ports and portals; a Chance deck that
seeds Adventures; combat as a d6 plus a stat (light die for the character,
dark for the opponent, equal totals draw); guild Abilities bought with
Experience; Items with hands and limits; five Astral Planes with Lesser and
Greater Guardians and Artifacts; four Artifacts win, and a Final Battle as far
as public facts go. Every provisional rule, with its confidence, is in
`content/prophecy/rules_help.yaml` (`game.rules_help()`).

    from game.rules.prophecy import new_game
    game = new_game(content, {"seats": 3}, seed=7)   # content: build_content(parsed YAML)
    game.legal_actions()          # every Action possible now
    game.apply(action)            # -> list[Event]; IllegalAction(reason) changes nothing
    game.pending                  # a Decision (prompt, options) or None
    game.outcome                  # None, or an Outcome: .winner (None: nobody), .how, .round
    Game.from_data(game.to_data(), content)   # content is always passed: none is remembered

Action kinds: stay(ability?), move/ride/sail/portal(to), teleport(item, to),
attack_plane(plane), enter_realm, leave_realm, realm_move(path), flee(path),
fight(card, battle), attack(target, battle, maps), use(card), take(card),
learn(ability), buy(item), sell(item), repair(item), service(name),
collect_fragment, dig(treasures), dig_random, use_item(item), hold(items),
swim_extra_turn, end_turn, choose(...) (answers the pending Decision).
"""
from game.rules.prophecy.content import Content, ContentError, build_content
from game.rules.prophecy.game import Game
from game.rules.prophecy.outcome import ProphecyOutcome
from game.rules.prophecy.phases import Phase
from game.rules.prophecy.setup import DEFAULTS, new_state

PROVISIONAL_NOTICE = ("The base game here is our provisional reading from public facts; the Water Realm and "
                      "Treasure Island follow the expansion's text. See the rules help for each rule's confidence.")


def new_game(content: Content, options: dict | None = None, seed: int = 0) -> Game:
    game = Game(content, new_state(content, options, seed))
    game.start()
    return game


__all__ = ["Phase", "ProphecyOutcome", "Content", "ContentError", "DEFAULTS", "Game", "PROVISIONAL_NOTICE", "build_content", "new_game"]

"""The Prophecy game: its state, what is legal, and applying a move.

The state, the content and the helpers every rule uses are the Table's
(table.py); this Game adds the rules API on top. The rules live in one
module per area, as functions over the Table: resources, rounds, chance,
listing (the legal actions), movement, fights, acting (the action phase),
decisions and ending; each registers its moves in `ACTIONS`.
Each player's round: a Chance card (not inside the Water Realm, where a Bubble
is used instead), then one or more turns of Movement, Encounters (every
Creature on the space is fought; a loss or draw ends the turn), and Actions
(Opportunities, markets, guilds, attacks on characters, Map Fragments,
digging). `rules_help.yaml` lists which of these rules are the expansion's
text and which are our provisional reading of the base game.
"""
from __future__ import annotations

from typing import Any

from game.rules.core import Action, Decision, Event, IllegalAction
from game.rules.prophecy import (acting, chance, decisions, ending, fights, listing, movement,  # noqa: F401 - each
                                 resources, rounds)  # registers its moves in ACTIONS
from game.rules.prophecy.basics import ACTIONS, SERVICES, base, plain_copy  # noqa: F401 - importable from here as before
from game.rules.prophecy.phases import Phase
from game.rules.prophecy.table import Table


class Game(Table):
    """A Prophecy game: the Table's state and helpers, with the rules API over the rule modules."""

    @property
    def pending(self) -> Decision | None:
        p = self.s["pending"]
        if p is None:
            return None
        return Decision(p["prompt"], decisions.decision_options(self, p), chooser=p["chooser"], summary=p["type"])

    @classmethod
    def from_data(cls, data: dict, content: Any = None) -> "Game":
        # A save holds the state only; the cards and numbers it names live in the
        # content, which is passed: no content is remembered between games.
        return cls(cls._content_to_read(content, "game.content.prophecy"), plain_copy(data))

    def _legal_actions(self) -> list[Action]:
        if self.s["outcome"] is not None:
            return []
        if self.s["pending"] is not None:
            return decisions.decision_options(self, self.s["pending"])
        pid = self.active
        acts: list[Action] = []
        for listing in _LISTINGS[self.phase]:
            acts += listing(self, pid)
        return acts

    def _check(self, action: Action) -> None:
        if not isinstance(action, Action):
            raise IllegalAction("That is not a move in this game.")
        if action not in self._legal_actions():
            # Arguments of the wrong kind are named first (a forged or garbled move).
            raise IllegalAction(ACTIONS.problem(action) or listing.why_not(self, action))

    def _apply(self, action: Action) -> list[Event]:
        self._events = []
        ACTIONS.run(self, action, self.active if self.s["pending"] is None else self.s["pending"]["chooser"])
        self.s["rng"] = self.rng.to_data()
        return self._events

    # The rule areas' functions a table, a computer player or a test calls on the game.
    def start(self) -> list[Event]:
        """Fill the markets, seed the first Adventures and start the first round."""
        return rounds.start(self)

    def price(self, inst: str) -> int:
        return acting.price(self, inst)

    def artifacts_out(self) -> bool:
        return ending.artifacts_out(self)

    def _island_fare(self, pid: str) -> int:
        return listing.island_fare(self, pid)

    def _opportunity_has_effect(self, pid: str, card) -> bool:
        """An Opportunity that would do nothing cannot be used (seed: Air Pocket)."""
        return listing.opportunity_has_effect(self, pid, card)

    def _foe_creature_here(self, pid: str) -> str | None:
        return listing.foe_creature_here(self, pid)

    def _offer(self, guild: str, ab: str) -> None:
        return chance.offer(self, guild, ab)


# What each phase lists, in order (the anytime actions after the phase's own).
_LISTINGS = {
    Phase.MOVE: (listing.move_actions, listing.anytime_actions),
    Phase.ENCOUNTER: (listing.fight_actions,),
    Phase.ACT: (listing.act_actions, listing.anytime_actions),
    Phase.FINAL: (ending.final_actions,),
}

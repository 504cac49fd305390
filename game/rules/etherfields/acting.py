"""Who acts in the Card and Action step, and the one Dream action of a round.

A Dreamer acts in the Card and Action step of the Dreamers Phase; in ordered
rounds only the Dreamer whose round it is, who may take one Dream action
in that round (a Map action or an Entity Interaction) besides any number of
other actions. Acting again takes back a pass.
"""
from __future__ import annotations

from game.rules.core import IllegalAction
from game.rules.etherfields.engine import resolve, step
from game.rules.etherfields.phases import Phase
from game.rules.etherfields import steps as do


def acting_dreamers(game) -> list:
    """Dreamers who may take actions now: the living ones, and in ordered
    rounds only the one whose round it is."""
    rounds = game.options["play_order"] == "rounds"
    return [d for d in game.dreamers.values() if not d.dead and (not rounds or d.id == game.active)]


def can_act(game, who: str) -> None:
    if game.phase != Phase.ACTIONS:
        raise IllegalAction("Dreamers act in the Card and Action step of the Dreamers Phase.")
    if game.options["play_order"] == "rounds" and who != game.active:
        raise IllegalAction(f"It is {game.name(game.active)}'s round; wait for yours.")


def listing_memo(game, memo: dict) -> dict:
    """A memo of per-Dreamer listings for the map on the table (kept small).
    The map is held, not named by id, so a map laid since cannot pass for it."""
    ds = game.dreamscape
    if memo.get("layout") != (ds.spaces, ds.walls) or len(memo) > 512:
        memo.clear()
        memo["layout"] = (ds.spaces, ds.walls)
    return memo


def dream_action_spent(game) -> bool:
    """Ordered rounds allow one Dream action a round (see check_dream_action)."""
    return game.options["play_order"] == "rounds" and game.dream_action_used


def bump_activity(game, d) -> None:
    """Acting again takes back a pass (free play: the step ends when all agree);
    in ordered rounds it marks the round as one in which something was done.
    Its step resolves at once, as the action is taken."""
    resolve(game, do.acted(d.id))


@step("acted")
def _acted(game, s: dict) -> None:
    game.dreamers[s["dreamer"]].passed = False
    if game.options["play_order"] == "rounds":
        game.round_acted = True


def check_dream_action(game) -> None:
    """Ordered rounds: at most one Dream action (Map, Dream Gate, Secret card
    action, or an Entity interaction) in each round."""
    if game.options["play_order"] == "rounds" and game.dream_action_used:
        raise IllegalAction("You have already taken a Dream action this round.")


def use_dream_action(game) -> None:
    """The round's Dream action is taken (after every check of the action)."""
    if game.options["play_order"] == "rounds":
        resolve(game, do.dream_action())


@step("dream_action")
def _dream_action(game, s: dict) -> None:
    game.dream_action_used = True

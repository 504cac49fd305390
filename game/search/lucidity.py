"""Lucidity for the search service, and the computer levels built on it.

What a player does not know in Lucidity is only the future: which dice come
out of the bag and how every die lands. The bag's contents, every face rolled
and every row are on the table. So a determinisation keeps the whole state,
puts the bag in a fixed order and gives the game a new random generator
seeded by the sample alone: the dice to come are drawn and rolled anew, and
nothing of the real generator's state reaches the search.

Playouts are played by the *shrewd* player (lucidity_play.py) for every seat
and stop at the end of the turn: a whole night played out is worth a win or a
loss decided mostly by dice many turns away, so the few playouts a move can
afford could not tell two choices apart (with whole-night playouts by
*greedy*, the strong level won 1 of 5 nights against *greedy*). A turn's end
is scored by `estimate`, the chance to win read from the race (Power ahead,
who is a Nightmare, who is caught, the final turns), a logistic fitted on
two-player nights of the shrewd player. A night that ends inside the playout
is worth a win (a tie shares it).

Levels (`LEVELS`): *easy* plays the *careful* heuristic at once; *fair* and
*strong* search, with a small and a fuller budget. The names *careful* and
*greedy* of older saves still play as they did.
"""
from __future__ import annotations

import math
import random
from typing import Any

from game.rules.core import Action, Rng
from game.rules.lucidity import Game, die_colour
from game.rules.lucidity.players import STRATEGIES, careful, greedy
from game.search.core import Budget, choose
from game.search.lucidity_play import NIGHTMARE_COST, returns_by_worth, shrewd, win_chance

MAX_STEPS = 4000      # actions in one playout (a two-player night is about 200)
MAX_CANDIDATES = 6    # the heuristics' choices first, then the rest in listed order
PRIOR_BONUS = 0.03    # the heuristic's own choice is kept unless another plays out clearly better
POWER_WEIGHT = 0.01   # per Power ahead of the best rival: a tie-break, far below a win
FINAL_LEAD, FINAL_SCALE = 2.7, 1.6  # facing a rival's final turn: the lead that is even, and the logistic's scale
ALONE = 0.97          # every rival caught by the Hunt: the night is won unless this seat is caught too

# The computer levels: a budget for the search (None: the heuristic alone).
# Play caps keep a level's strength the same on a quick and a slow machine;
# the seconds bound a decision's time on a slow one.
LEVELS: dict[str, Budget | None] = {
    "easy": None,
    "fair": Budget(seconds=0.25, plays=20),
    "strong": Budget(seconds=1.0, plays=240),
}
LEGACY = {"careful": careful, "greedy": greedy}  # the kinds older saves name


class LucidityModel:
    """The `game.search.Model` of Lucidity; `viewer` is a seat index."""

    def __init__(self, policy=shrewd, max_candidates: int | None = None, bonus: float | None = None,
                 horizon: str = "turn") -> None:
        self.policy = policy
        self.horizon = horizon
        self.max_candidates = MAX_CANDIDATES if max_candidates is None else max_candidates
        self.bonus = PRIOR_BONUS if bonus is None else bonus
        self.prior: Action | None = None  # the heuristic's choice at the root (set by candidates)

    def candidates(self, game: Game, viewer: int) -> list[Action]:
        acts = game.legal_actions()
        if len(acts) <= 1:
            return acts
        rng = random.Random(0)  # the heuristics' guesses; they use it only to break ties
        first: list[Action] = []
        for policy in (self.policy, greedy, careful):
            a = policy(game, rng)
            if a is not None and _alike(a) not in map(_alike, first):
                first.append(a)
        self.prior = first[0] if first else None
        if game.pend is None and game.phase == "rest":
            # Rest returning every loose dream, or Dream Again: the choice that matters. Returning
            # fewer only leaves worse dreams on the card, and a noisy mean must not pick it.
            keep = [a for a in acts if a.kind == "dream_again" or a.get("dream") in ("all", None)]
            return first + [a for a in keep if a not in first]
        if game.pend is None and game.phase == "select":
            # The returns worth comparing are those of the dreams worth least (never the Worst
            # Case's third, which hands the rival a choice).
            seen = {_alike(a) for a in first}
            ranked = []
            for a in returns_by_worth(game, viewer, acts):
                if _alike(a) not in seen:
                    seen.add(_alike(a))
                    ranked.append(a)
            acts = ranked
        rest = [a for a in acts if a not in first]
        return (first + rest)[: max(self.max_candidates, len(first))]

    def determinise(self, game: Game, viewer: int, sample: int) -> Game:
        return redeal(game, sample)

    def playout(self, world: Game, first: Action, viewer: int, rng: random.Random) -> float | None:
        if not world.is_legal(first):
            return None
        turn = world.turn_number
        world.apply(first)
        policy = self.policy
        steps = 0
        whole = self.horizon != "turn"
        while world.outcome is None and steps < MAX_STEPS and (whole or world.turn_number == turn):
            world.apply(policy(world, rng))
            steps += 1
        worth = value(world, viewer) if whole or world.outcome is not None else estimate(world, viewer)
        return worth + (self.bonus if first == self.prior else 0.0)


def _alike(a: Action) -> Any:
    """Returns of dreams of the same colours are the same choice (the dice of a colour are alike)."""
    return tuple(sorted(die_colour(d) for d in a["dice"])) if a.kind == "return_dreams" else a


def redeal(game: Game, sample: int) -> Game:
    """A copy of `game` whose future (the bag's draws, every roll) depends on
    `sample` alone: the bag sorted, a new generator."""
    data = game.to_data()
    data["bag"] = sorted(data["bag"])
    data["rng"] = Rng(0x1C1D * 1_000_003 + sample).to_data()
    return Game.from_data(data, game.content)


def value(game: Game, viewer: int) -> float:
    """What the end (or where a playout stopped) is worth to seat `viewer`."""
    me = game.seats[viewer]["id"]
    if game.solo:
        won = 1.0 if game.outcome and me in game.outcome["winners"] else 0.0
        return won + POWER_WEIGHT * game.power(0)
    rivals = [game.power(i) for i in range(len(game.seats)) if i != viewer]
    ahead = game.power(viewer) - max(rivals, default=0)
    share = 0.0
    if game.outcome is not None and me in game.outcome["winners"]:
        share = 1.0 / len(game.outcome["winners"])
    return share + POWER_WEIGHT * ahead


def estimate(game: Game, viewer: int) -> float:
    """The chance that seat `viewer` wins from here, a night not over: a
    logistic of the Power ahead, fitted on two-player nights of the shrewd
    player (at the end of a turn: 1 Power ahead with the rival to move is
    about even; 6 more make it about 73 %; a Nightmare is worth about 2.5
    Power less than a Dreamer; facing a rival's final turn the lead must be
    about 3 to be even, and 8 is nearly safe)."""
    me = game.seats[viewer]
    if me["status"] == "eliminated":
        return 0.0
    rivals = [i for i, s in enumerate(game.seats) if i != viewer and s["status"] != "eliminated"]
    if not rivals:
        return ALONE  # every rival caught: won unless this seat is caught too
    best = max(rivals, key=game.power)
    ahead = float(game.power(viewer) - game.power(best))
    if game.final_queue is not None:  # someone holds 15: the rest of the night is final turns
        if viewer in game.final_queue or game.current == viewer:
            ahead += 2 * FINAL_LEAD  # this seat's own final turn is still to come
        return 1.0 / (1.0 + math.exp(-(ahead - FINAL_LEAD) / FINAL_SCALE))
    if me["status"] == "nightmare":
        ahead -= NIGHTMARE_COST
    elif game.seats[best]["status"] == "nightmare":
        ahead += 1.0
    ahead += 1.0 if game.actor() == viewer else -1.0
    return win_chance(ahead)


def level_action(level: str, game: Game, rng: Any, seed: int = 0) -> Action | None:
    """The move a computer of this level makes now (for the seat that acts).
    `rng` feeds the heuristics; `seed` makes a search repeatable."""
    if level in LEGACY:
        return LEGACY[level](game, rng)
    if level == "random":
        return STRATEGIES["random"](game, rng)
    budget = LEVELS[level]
    if budget is None:
        return careful(game, rng)
    acts = game.legal_actions()
    if len(acts) <= 1:
        return acts[0] if acts else None
    if not worth_searching(game, acts):
        return shrewd(game, rng)
    return choose(game, LucidityModel(), game.actor(), budget, seed).action


def worth_searching(game: Game, acts: list[Action]) -> bool:
    """The choices a search can improve on: not the order of dice that only
    go to their rows, nor the number of dreams to draw (drawing one too many
    hands a rival the choice)."""
    if game.pend is not None:
        return True
    if game.phase == "draw":
        return False
    if game.phase == "resolve":
        return any(a.kind == "reroll" for a in acts) or any(
            game.faces[a["die"]] == "shadow" for a in acts if a.kind == "resolve")
    return True


def is_level(kind: str) -> bool:
    """A kind of computer player a seat may hold (levels, and older names)."""
    return kind in LEVELS or kind in LEGACY or kind == "random"

"""Prophecy for the search service, and the computer levels built on it.

What a character's player does not know: the order of every draw pile
(Chance, Adventures, Items, Abilities, Map Fragments, Treasures), the face-down
Adventures on the board, the Astral Planes' unrevealed guardians (and
Artifacts when they were dealt at random), the box, the face-down cards of the
Water Realm and the cards it keeps aside, which Map Fragments the others hold,
and every die to come. A determinisation gathers each kind of hidden card
from all the places it may be (a face-down Adventure may be any Adventure not
seen), sorts them, deals them back into the same places from the sample
alone, and gives the game a new random generator. Discard piles are open (each
card went there in plain view) and stay as they are.

A game of Prophecy runs to hundreds of moves, too long to play out whole for
every candidate, so a playout goes on with the heuristic computer
(`game.rules.prophecy.ai.heuristic_action`) only until the viewer's next round
begins (its own round finished and every rival's answered), and the state
reached is scored: a win is 1, a loss 0, otherwise the viewer's standing
(Artifacts far above all; then the battle totals with Items and Abilities,
Health, with none left a heavy minus, Experience, Gold, Map Fragments) against
the best rival's, squashed into (0, 1). A playout costs about 1-2 ms.

Levels (`LEVELS`): *easy* is the heuristic as it was (the "present" computer);
*fair* and *strong* search the movement choices (where to go, whether to take
on an Astral Plane: where the heuristic's judgement is thinnest and a game is
won or lost), with a small and a fuller play cap, the first candidate being
the choice of `game.search.prophecy_policy` (the heuristic made safer, judged
on a re-dealt copy so that it sees only what the player sees); fights,
actions and Decisions are answered as the heuristic does.
"""
from __future__ import annotations

import math
import random
from typing import Any

from game.rules.core import Action, Rng
from game.rules.prophecy import Game
from game.rules.prophecy import combat as CB
from game.rules.prophecy.ai import heuristic_action
from game.search.core import Budget, choose
from game.search.prophecy_policy import sharp_action

MAX_CANDIDATES = 8
HORIZON_ROUNDS = 1       # rounds of the whole table a playout looks ahead
MAX_STEPS = 120          # moves in one playout, whatever the rounds
SEARCHED_PHASES = ("move",)

LEVELS: dict[str, Budget | None] = {
    "easy": None,
    "fair": Budget(seconds=0.5, plays=12),
    "strong": Budget(seconds=1.5, plays=32),
}


class ProphecyModel:
    """The `game.search.Model` of Prophecy; `viewer` is a seat id ("p1")."""

    def __init__(self, max_candidates: int = MAX_CANDIDATES, horizon: int = HORIZON_ROUNDS) -> None:
        self.max_candidates = max_candidates
        self.horizon = horizon

    def candidates(self, game: Game, viewer: str) -> list[Action]:
        acts = game.legal_actions()
        if len(acts) <= 1:
            return acts
        # The policy's choice first, made on a re-dealt copy: it reads only what the viewer sees.
        first = sharp_action(redeal(game, viewer, 0), random.Random(0))
        rest = [a for a in acts if a != first and a.kind != "hold"] + [a for a in acts if a.kind == "hold"]
        return ([first] if first in acts else []) + rest[: self.max_candidates - 1]

    def determinise(self, game: Game, viewer: str, sample: int) -> Game:
        return redeal(game, viewer, sample)

    def playout(self, world: Game, first: Action, viewer: str, rng: random.Random) -> float | None:
        if not world.is_legal(first):
            return None
        world.apply(first)
        # Until the viewer's next round begins: its own round played out and every rival's answered.
        stop = world.s["turn_no"] + self.horizon * len(world.living())
        steps = 0
        while world.outcome is None and world.s["turn_no"] < stop and steps < MAX_STEPS:
            action = heuristic_action(world, rng)
            if action is None:
                break
            world.apply(action)
            steps += 1
        return value(world, viewer)


# -- information safety ------------------------------------------------------

def redeal(game: Game, viewer: str, sample: int) -> Game:
    """A copy of `game` with every card `viewer` has not seen dealt anew from
    the cards that could be there, seeded by `sample` alone."""
    data = game.to_data()
    rng = Rng(0x9409 * 1_000_003 + sample)
    card = game.card
    pools: dict[str, list] = {}  # pool -> [(container, key)]: the places its cards may be

    def add(pool: str, container, key) -> None:
        pools.setdefault(pool, []).append((container, key))

    decks = data["decks"]
    for name in ("chance", "adventure", "common", "rare", "underwater", "fragments", "treasures"):
        for i in range(len(decks[name])):
            add(name, decks[name], i)
    for guild, deck in data["ability_decks"].items():
        for i in range(len(deck)):
            add("ability:" + guild, deck, i)
    for sp in data["spaces"].values():
        for adv in sp["adventures"]:
            if not adv["up"]:
                add("adventure", adv, "card")
    for pid, ch in data["chars"].items():
        if pid != viewer:
            for i in range(len(ch["fragments"])):
                add("fragments", ch["fragments"], i)
    shuffle_arts = data["options"]["artifacts"] == "random" or data["options"]["ten_artifacts"]
    lesser_places, gate_hidden = [], False
    for p in data["planes"].values():
        if "lesser" not in p["revealed"] and p["lesser"] and not p.get("lesser_beaten"):
            lesser_places.append((p, "lesser"))
            if card(p["lesser"]).family == "gate":
                gate_hidden = True
            else:
                add("lesser", p, "lesser")
        if "greater" not in p["revealed"] and p["greater"]:
            add("greater", p, "greater")
        if "artifacts" not in p["revealed"] and shuffle_arts:
            for i in range(len(p["artifacts"])):
                add("artifact", p["artifacts"], i)
    box = data["box"]
    for i, inst in enumerate(box):
        fam = card(inst).family
        if fam in ("lesser", "greater", "treasure") or (fam == "artifact" and shuffle_arts):
            add({"treasure": "treasures"}.get(fam, fam), box, i)
    realm = data["realm"]
    if realm:
        for sq in realm["squares"].values():
            if not sq["up"]:
                add(card(sq["card"]).family, sq, "card")
        for i, inst in enumerate(realm["spare"]):
            add(card(inst).family, realm["spare"], i)
    for pool in sorted(pools):
        _deal(pools[pool], rng)
    # The Gate lies under one of the unrevealed Lesser places: which one is unknown too.
    if gate_hidden:
        _deal(lesser_places, rng)
    data["rng"] = rng.next64()
    return Game.from_data(data, game.content)


def _deal(places: list, rng: Rng) -> None:
    cards = sorted(c[k] for c, k in places)
    rng.shuffle(cards)
    for (container, key), inst in zip(places, cards):
        container[key] = inst


# -- what a state is worth ----------------------------------------------------

def standing(game: Game, pid: str) -> float:
    """A rough worth of a character's position, in Artifacts' tenths: the
    battle totals with Items and Abilities in them (the better one counts
    most: it is the one that takes the planes), Health (none left is one lost
    battle from death), then what buys strength later."""
    ch = game.chars[pid]
    if not ch["alive"]:
        return -30.0
    s = CB.character_total(game.content, ch, "strength", underwater=False, realm_abilities=False)
    w = CB.character_total(game.content, ch, "wills", underwater=False, realm_abilities=False)
    return (10.0 * len(ch["artifacts"]) + 1.5 * max(s, w) + 1.0 * min(s, w)
            + 0.6 * ch["health"] - (4.0 if ch["health"] <= 0 else 0.0) + 0.3 * ch["magic"]
            + 0.3 * (len(ch["items"]) + len(ch["abilities"]))
            + 0.25 * ch["xp"] + 0.15 * ch["gold"] + 0.6 * len(ch["fragments"]))


def value(game: Game, viewer: str) -> float:
    out = game.outcome
    if out is not None:
        if out.get("winner") == viewer:
            return 1.0
        return 0.0 if out.get("winner") else 0.5
    mine = standing(game, viewer)
    best = max((standing(game, p) for p in game.s["seats"] if p != viewer), default=0.0)
    return 0.5 + 0.45 * math.tanh((mine - best) / 15.0)


def level_action(level: str, game: Game, rng: Any, seed: int = 0) -> Action | None:
    """The move a computer of this level makes now (for whoever must act)."""
    budget = LEVELS.get(level)
    if budget is None or game.pending is not None or game.s["phase"] not in SEARCHED_PHASES:
        return heuristic_action(game, rng)
    acts = game.legal_actions()
    if len(acts) <= 1:
        return acts[0] if acts else None
    return choose(game, ProphecyModel(), game.active, budget, seed).action


def is_level(kind: str) -> bool:
    return kind in LEVELS

"""Players that need no mouse: a random one (the fuzz driver) and a simple
heuristic one (for balance measurements and solo demos).

The heuristic Team draws, interacts with the Entity whenever it can pay,
walks toward it otherwise, uses Map actions it can afford, and passes.
Decisions take the first option (the rules list the kind choice first).
"""
from __future__ import annotations

import random

from game.rules.core import Action, IllegalAction

PREFERENCE = ("skip_never", "choose", "draw", "interact", "map_action", "play", "place_progress", "move")


def random_action(game, rng: random.Random) -> Action | None:
    acts = game.legal_actions()
    if not acts:
        return None
    doing = [a for a in acts if a.kind != "pass"]
    if doing and rng.random() < 0.8:
        return rng.choice(doing)
    return rng.choice(acts)


def heuristic_action(game, rng: random.Random) -> Action | None:
    acts = game.legal_actions()
    if not acts:
        return None
    if game.pending is not None:
        return acts[0]
    by_kind: dict[str, list[Action]] = {}
    for a in acts:
        by_kind.setdefault(a.kind, []).append(a)
    if "draw" in by_kind:
        return by_kind["draw"][0]
    if "interact" in by_kind:
        return _focused(game, by_kind["interact"])
    # A free Map action can be taken again and again: only while it still does something.
    useful = next((a for a in by_kind.get("map_action", ()) if a.get("pay") or changes_something(game, a)), None)
    if useful is not None:
        return useful
    if "move" in by_kind and game.entities:
        best = _closer_move(game, by_kind["move"])
        if best is not None:
            return best
    if "travel" in by_kind:
        return rng.choice(by_kind["travel"])
    if "pass" in by_kind:
        return by_kind["pass"][0]
    return rng.choice(acts)


def _focused(game, interacts: list[Action]) -> Action:
    """The Interaction to pay toward: the Gradual one with the most Intent on it
    already (a Team that spreads its markers over two never finishes either)."""
    def placed(a: Action) -> int:
        track = game.gradual.get(f"{game.entity_tile}:{a['index']}")
        return track["markers"] if track else 0
    return min(interacts, key=lambda a: (-placed(a), interacts.index(a)))


def state_of(game) -> dict:
    """The game as data, less what a step that achieves nothing still changes:
    the log, and a pass taken back (acting again takes back a pass)."""
    data = game.to_data()
    data.pop("log", None)
    for d in data["dreamers"].values():
        d.pop("passed", None)
    return data


def changes_something(game, action: Action) -> bool:
    """Does `action` change the game (tried on a copy)? A free step that does
    not (a Gem's Unseal with nothing Sealed, healing the Distress one has just
    paid) could be repeated for ever."""
    trial = game.copy()
    try:
        trial.apply(action)
    except IllegalAction:
        return False
    return state_of(trial) != state_of(game)


def _closer_move(game, moves: list[Action]) -> Action | None:
    """A Move that brings a Dreamer nearer to the Entity, if any does."""
    ds = game.dreamscape
    targets = [tuple(e["pos"]) for e in game.entities]

    memo: dict = {}  # many Moves share a start or an end: measure each space once

    def dist(p):
        if p not in memo:
            ds_ = [ds.distance(p, t) for t in targets]
            memo[p] = min((d for d in ds_ if d is not None), default=99)
        return memo[p]

    best, gain = None, 0
    for a in moves:
        here = game.dreamers[a["dreamer"]].pos
        g = dist(here) - dist(tuple(a["to"]))
        if dist(here) > 1 and g > gain:
            best, gain = a, g
    return best


def play(game, steps: int, seed: int = 0, agent=random_action) -> int:
    """Apply up to `steps` actions; returns how many were applied."""
    rng = random.Random(seed)
    done = 0
    while done < steps:
        action = agent(game, rng)
        if action is None:
            break
        game.apply(action)
        done += 1
    return done

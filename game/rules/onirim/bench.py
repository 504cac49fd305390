"""Rules throughput and the heuristic player's win rate, as plain numbers.

`random_games` plays uniform random legal games through `legal_actions()` and
`apply()` only (the public API), like the peer implementation's bench plays
its own; `python -m game.bench --game onirim --json` prints the result.
"""
from __future__ import annotations

import random
import time
from collections import Counter

from game.rules.onirim.setup import new_game


def random_games(games: int = 2000, seed: int = 1, expansions=()) -> dict:
    """Solo games of uniform random legal play; figures per second."""
    rng = random.Random(seed)
    choice = rng.choice
    actions = 0
    outcomes: Counter[str] = Counter()
    t0 = time.perf_counter()
    for n in range(games):
        g = new_game(None, {"expansions": list(expansions)}, seed * 1_000_003 + n)
        while g.outcome is None:
            g.apply(choice(g.legal_actions()))
            actions += 1
        outcomes[g.outcome] += 1
    seconds = time.perf_counter() - t0
    return {"onirim_games": games, "onirim_seconds": round(seconds, 3),
            "onirim_games_per_s": round(games / seconds, 1), "onirim_actions_per_s": round(actions / seconds),
            "onirim_actions_per_game": round(actions / games, 1), "onirim_wins": outcomes["won"]}


def heuristic_action(game):
    """A simple documented player (solo, base game; other Decisions take the
    first option):
    - play a card continuing the current colour run (a Sun or Moon before a Key);
    - with two in a row and no third in hand, discard instead: a card of
      another colour, the colour least held, a Key last;
    - with no run, play the card of the colour most held (Sun, Moon, then Key);
    - Prophecy: throw away a Nightmare if one is seen (else a Location), put
      Doors first, Nightmares last;
    - a drawn Door is always opened;
    - Nightmare: lose the top 5 while the deck holds 20+ cards, else a Key,
      else the hand."""
    legal = game.legal_actions()
    if not legal:
        return None
    kind = legal[0].kind
    data = game.to_data()
    if kind in ("play", "discard", "mirror"):
        hand, lab = data["hand"], data["labyrinth"]
        plays = [a.get("card") for a in legal if a.kind == "play"]
        rank = {"S": 0, "M": 1, "K": 2}
        held = Counter(c[0] for c in hand)
        run = lab[-1][0] if len(lab) > data["spent"] else ""
        length = 0
        for c in reversed(lab[data["spent"]:]):
            if c[0] != run:
                break
            length += 1
        if run:
            more = [c for c in plays if c[0] == run]
            if more:
                return _pick(legal, "play", min(more, key=lambda c: rank[c[1]]))
        if length >= 2:  # two in a row and no third now: discard rather than break the run
            spare = [c for c in hand if c[0] != run] or hand
            return _pick(legal, "discard", min(spare, key=lambda c: (c[1] == "K" and held[c[0]] > 1, held[c[0]],
                                                                     rank[c[1]])))
        if plays:
            return _pick(legal, "play", max(plays, key=lambda c: (held[c[0]], -rank[c[1]])))
        return _pick(legal, "discard", min(hand, key=lambda c: (held[c[0]], rank[c[1]])))
    if kind == "prophecy":
        seen = list(data["revealed"])
        gone = "NN" if "NN" in seen else min(seen, key=lambda c: (c[1] == "D", c[1] == "K"))
        seen.remove(gone)
        order = sorted(seen, key=lambda c: (0 if c[1] == "D" else 2 if c == "NN" else 1))
        from game.rules.core import Action
        return Action.make("prophecy", discard=gone, order=order)
    if kind in ("open_door", "keep_key"):
        return next(a for a in legal if a.kind == "open_door")
    if kind == "nightmare":
        options = {a.get("option"): a for a in legal}
        if "deck" in options and len(data["deck"]) >= 20:
            return options["deck"]
        keys = [a for a in legal if a.get("option") == "key"]
        return keys[0] if keys else options["hand"]
    return legal[0]


def _pick(legal, kind, card):
    return next(a for a in legal if a.kind == kind and a.get("card") == card)


def heuristic_games(games: int = 10_000, seed: int = 1) -> dict:
    """The heuristic player's win rate over seeded base games."""
    wins = 0
    for n in range(games):
        g = new_game(None, {}, seed * 1_000_003 + n)
        while g.outcome is None:
            g.apply(heuristic_action(g))
        wins += g.outcome == "won"
    return {"onirim_heuristic_games": games, "onirim_heuristic_wins": wins,
            "onirim_heuristic_win_rate": round(wins / games, 4)}

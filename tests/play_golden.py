"""Seeded random games of Onirim, Lucidity and Prophecy, fingerprinted step
by step: every listing, every event and every saved state goes into one
digest per run. tests/data/play_golden.json holds the digests the rules made
before they were reshaped (issue 35: Outcome, Phase, modules, typed state);
test_play_golden.py checks today's rules play move for move the same, with
the same RNG calls. `python -m tests.play_golden` writes the file anew (only
when a rule change means to change how a seeded game goes)."""
from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

GOLDEN = Path(__file__).resolve().parent / "data" / "play_golden.json"

# (game, options, seed, steps)
RUNS = [
    ("onirim", {}, 1, 1500),
    ("onirim", {"expansions": ["sphinx", "diver", "confusion", "mirrors"]}, 2, 1500),
    ("lucidity", {"players": 1}, 3, 1500),
    ("lucidity", {"players": 3}, 4, 1500),
    ("lucidity", {"players": 4, "temptation": "envy"}, 5, 1500),
    ("prophecy", {"seats": 2}, 6, 1500),
    ("prophecy", {"seats": 4, "variant": "treasure_hunters"}, 7, 1500),
    ("prophecy", {"seats": 3, "ten_artifacts": True, "map_battles": "aggressive"}, 8, 1500),
]


def _start(name: str, options: dict, seed: int):
    if name == "onirim":
        from game.rules.onirim import new_game
        return new_game(None, options, seed)
    if name == "lucidity":
        from game.content.lucidity import default_content
        from game.rules.lucidity import new_game as lucidity_game
        return lucidity_game(default_content(), options, seed)
    from game.content.prophecy import prophecy_content
    from game.rules.prophecy import new_game as prophecy_game
    return prophecy_game(prophecy_content(), options, seed)


def _plain(x):
    """JSON-ready: a str-valued enum is written as its value."""
    return json.loads(json.dumps(x, sort_keys=True, default=str))


def digest(run) -> str:
    name, options, seed, steps = run
    rng = random.Random(seed)
    game, games, h = _start(name, options, seed), 0, hashlib.sha1()
    for _ in range(steps):
        acts = game.legal_actions()
        h.update("\n".join(map(str, acts)).encode())
        h.update(json.dumps(_plain(game.to_data()), sort_keys=True).encode())
        if not acts:
            games += 1
            game = _start(name, options, seed + 1000 * games)
            continue
        events = game.apply(rng.choice(acts))
        h.update(json.dumps([_plain(e.to_data()) for e in events], sort_keys=True).encode())
    return h.hexdigest()[:16]


def key(run) -> str:
    name, options, seed, steps = run
    return f"{name}-{seed}-{steps}-{json.dumps(options, sort_keys=True)}"


def main() -> None:
    data = {key(r): digest(r) for r in RUNS}
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"{len(data)} digests written to {GOLDEN}")


if __name__ == "__main__":
    main()

"""Seeded random play whose legal-action listings are fingerprinted, step by
step: the listing the rules made before the fast listing (issue 16) wrote
tests/data/legal_listings.json, and test_legal_listing.py checks the listing
of today against it. `python -m tests.listing_golden` writes the file anew
(only do that when a rule change means to change what is legal)."""
from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from game.content import default_content
from game.rules.etherfields import new_game

DREAMERS = ["gambler", "specialist", "tough_guy", "free_spirit"]
# (seed, players, campaign, steps): lone Slumbers replayed game after game, and campaigns.
RUNS = [(11, 1, False, 400), (12, 2, False, 400), (13, 3, False, 400), (14, 4, False, 400),
        (15, 1, True, 500), (16, 2, True, 500), (17, 3, True, 500), (18, 4, True, 500)]
GOLDEN = Path(__file__).resolve().parent / "data" / "legal_listings.json"


def fingerprint(actions) -> str:
    return hashlib.sha1("\n".join(map(str, actions)).encode()).hexdigest()[:12]


def seeded_play(content, options: dict, seed: int, steps: int):
    """Seeded random legal play, game after game: yields (game, its listing)
    before each step (an empty listing when a game is over; the next begins).
    Mostly a move other than passing, so the games go somewhere."""
    rng = random.Random(seed)
    game, games = new_game(content, options, seed), 0
    for _ in range(steps):
        acts = game.legal_actions()
        yield game, acts
        if not acts:
            games += 1
            game = new_game(content, options, seed + 1000 * games)
            continue
        doing = [a for a in acts if a.kind != "pass"]
        game.apply(rng.choice(doing) if doing and rng.random() < 0.8 else rng.choice(acts))


def listings(run, content=None):
    """One fingerprint per step of a run (its listing, in order)."""
    seed, players, campaign, steps = run
    options = {"dreamers": DREAMERS[:players], "campaign": campaign}
    return [fingerprint(acts) for _, acts in seeded_play(content or default_content(), options, seed, steps)]


def main() -> None:
    content = default_content()
    data = {f"{r[0]}-{r[1]}-{r[2]}-{r[3]}": listings(r, content) for r in RUNS}
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(json.dumps(data, indent=0) + "\n", encoding="utf-8")
    print(f"{sum(map(len, data.values()))} listings written to {GOLDEN}")


if __name__ == "__main__":
    main()

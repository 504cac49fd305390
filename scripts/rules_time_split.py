"""Where the rules bench's time goes: listing, checking, the record, running.

    python scripts/rules_time_split.py [--actions 10000]

The same random play as `python -m game.bench`'s `rules_actions_per_s` (lone
Slumbers, 1 to 4 Dreamers, 70% "doing" actions) timed piece by piece through
the public API and the two halves of `apply` (`_check` with the record, then
`_apply`). It prints each piece's share and the ceiling: the figure the bench
would show if listing legal actions cost nothing at all. Issue 16 asks for a
ratio to the yardstick that a ceiling below it cannot reach.
"""
from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def split(actions: int) -> dict:
    from game.content import default_content
    from game.rules.etherfields import new_game
    content = default_content()
    gc.collect()
    gc.freeze()  # as the bench does
    rng = random.Random(1)
    spent = {"new_game": 0.0, "listing": 0.0, "check_and_record": 0.0, "running": 0.0}
    done = seed = 0
    clock = time.perf_counter
    while done < actions:
        seed += 1
        t0 = clock()
        g = new_game(content, {"dreamers": ["gambler", "tough_guy", "specialist", "free_spirit"][: 1 + seed % 4]},
                     seed)
        spent["new_game"] += clock() - t0
        while g.outcome is None:
            t0 = clock()
            acts = g.legal_actions()
            t1 = clock()
            doing = [a for a in acts if a.kind != "pass"]
            a = rng.choice(doing) if doing and rng.random() < 0.7 else rng.choice(acts)
            t2 = clock()
            g._check(a)
            record = g._snapshot()
            t3 = clock()
            g._apply(a)
            g.last_record = record
            t4 = clock()
            spent["listing"] += t1 - t0
            spent["check_and_record"] += t3 - t2
            spent["running"] += t4 - t3
            done += 1
    total = sum(spent.values())
    out = {"actions": done, "actions_per_s": round(done / total)}
    out.update({f"{k}_share": round(v / total, 3) for k, v in spent.items()})
    out["ceiling_if_listing_were_free"] = round(done / (total - spent["listing"]))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=10_000)
    for key, value in split(parser.parse_args().actions).items():
        print(f"{key:30} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

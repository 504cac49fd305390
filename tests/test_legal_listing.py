"""The fast listing of legal actions (issue 16) lists exactly what the old
listing did, in the same order, over 3,600 states of seeded random play
(lone Slumbers and campaigns, one to four Dreamers). The old listing's
fingerprints are in tests/data/legal_listings.json (tests/listing_golden.py)."""
import json

import pytest

from game.content import default_content
from tests.listing_golden import GOLDEN, RUNS, listings

CONTENT = default_content()
EXPECTED = json.loads(GOLDEN.read_text(encoding="utf-8"))


@pytest.mark.parametrize("run", RUNS, ids=lambda r: f"seed{r[0]}-{r[1]}p-{'campaign' if r[2] else 'slumber'}")
def test_the_listing_is_the_old_one_step_by_step(run):
    got = listings(run, CONTENT)
    want = EXPECTED[f"{run[0]}-{run[1]}-{run[2]}-{run[3]}"]
    first = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), None)
    assert first is None, f"the listing differs first at step {first}"
    assert len(got) == len(want)

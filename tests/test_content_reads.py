"""The rules read content through the frozen content models.

The rules' tests hand the rules the same kind of records the loader gives
them (game.content.models), so the rules can read a field as a plain
attribute (`defn.move`) instead of guessing with `getattr(defn, "move", 0)`.
"""
from game.content import models
from rules_fixture import make_content, with_fox_mask


def test_the_rules_fixture_builds_real_content_models():
    content = with_fox_mask(make_content())
    kinds = {name: records for name, records in vars(content).items() if isinstance(records, dict)}
    assert kinds["influence"] and kinds["slumber_tiles"] and kinds["dreamers"]
    for kind, records in kinds.items():
        for cid, record in records.items():
            assert isinstance(record, models.Component), f"{kind}/{cid} is a {type(record).__name__}"
            assert record.id == cid
            expected = models.KINDS[kind]
            assert isinstance(record, expected), f"{kind}/{cid} is not a {expected.__name__}"

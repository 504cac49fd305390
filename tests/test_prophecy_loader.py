"""Reading content/prophecy/ (the part that touches files, kept out of the pure
rules) and the content checks: bad data names its file and line."""
from __future__ import annotations

import pytest

from game.content.prophecy import ROOT, parse_dir, prophecy_content
from game.rules.prophecy.content import ContentError, build_content

__all__ = ["prophecy_content"]


def test_shipped_content_loads_with_every_number_sourced():
    c = prophecy_content()
    assert c.n("map_fragments") == 12 and c.n("treasures") == 10
    assert all(note["source"] and note["confidence"] in "SML" for note in c.number_notes.values())
    assert len(c.family("treasure")) == 10
    assert {c.cards[t].get("maps") for t in c.cards if c.cards[t].family == "treasure"} == {2, 3, 4}
    assert len([x for x in c.family("ability") if x.kind == "underwater"]) == 5


def test_a_bad_card_is_reported_with_file_and_line():
    text = (ROOT / "items.yaml").read_text() + "- {id: it_bad, name: Bad, deck: common, hands: 3, price: 1}\n"
    with pytest.raises(ContentError) as err:
        build_content(parse_dir(override={"items.yaml": text}))
    line = len(text.splitlines())
    assert f"content/prophecy/items.yaml:{line}: hands should be 0, 1 or 2" in str(err.value)


def test_a_duplicate_id_and_unknown_effect_are_both_reported():
    text = (ROOT / "chance.yaml").read_text() + "- {id: ch_alms, name: Again, effect: rain}\n"
    with pytest.raises(ContentError) as err:
        build_content(parse_dir(override={"chance.yaml": text}))
    msgs = err.value.problems
    assert any("unknown Chance effect 'rain'" in m for m in msgs)
    assert any("the id 'ch_alms' is used twice" in m for m in msgs)

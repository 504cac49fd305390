"""Reading content/prophecy/ (the part that touches files, kept out of the pure
rules) and the content checks: bad data names its file and line."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest
import yaml

from game import safeyaml
from game.content.loader import _plain
from game.rules.prophecy.content import FILES, ContentError, build_content

ROOT = Path(__file__).resolve().parents[1] / "content" / "prophecy"


def parse_dir(root: Path = ROOT, override: dict[str, str] | None = None) -> dict:
    docs = {}
    problems: list[str] = []
    for name in FILES:
        text = (override or {}).get(name)
        if text is None:
            text = (root / name).read_text(encoding="utf-8")
        node = safeyaml.compose(text)
        docs[name] = _plain(node, f"content/prophecy/{name}", problems) if node is not None else None
    if problems:
        raise ContentError(problems)
    return docs


@lru_cache(maxsize=1)
def prophecy_content():
    return build_content(parse_dir())


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

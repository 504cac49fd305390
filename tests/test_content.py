"""The bundled content loads, meets the starting-set minimums, and broken
copies fail with the right `file:line`."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from game.content import ROOT, ContentError, default_content, load_content
from game.content import effects
from game.content.models import KINDS


@pytest.fixture(scope="module")
def content():
    return load_content()


@pytest.fixture
def copy(tmp_path) -> Path:
    """A private copy of content/etherfields/ (and the assets it points at) to break."""
    root = tmp_path / "content" / "etherfields"
    shutil.copytree(ROOT, root)
    assets = ROOT.parent.parent / "assets"
    if assets.is_dir():
        shutil.copytree(assets, tmp_path / "assets")
    return root


def problems_of(root: Path) -> list[str]:
    with pytest.raises(ContentError) as err:
        load_content(root)
    return err.value.problems


def line_of(path: Path, text: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if text in line)


# -- the bundled set ------------------------------------------------------------

def test_the_bundled_set_loads_and_is_cached(content):
    assert default_content() is default_content()
    assert content.get("gambler").name == "The Gambler"
    assert content.where["gambler"].startswith("content/etherfields/dreamers/dreamers.yaml:")


def test_starting_set_meets_the_issue_minimums(content):
    assert {"gambler", "specialist", "tough_guy", "free_spirit"} <= set(content.dreamers)  # plus the optional fifth
    market = [c for c in content.influence.values() if c.owner == "market"]
    assert len(market) >= 30
    assert sum(1 for i in content.items.values() if i.starting) == 5
    assert sum(1 for i in content.items.values() if i.market) >= 10
    assert len(content.masks) >= 6
    assert len(content.turn_cards) == 12
    assert len(content.fate) == 10 and sum(f.quirk for f in content.fate.values()) >= 3
    assert len(content.flaws) == 6
    assert len(content.morphings) == 12 and len(content.states) == 4
    assert set(content.dice) == {"luck", "movement"}
    slumbers = [t for t in content.slumber_tiles.values() if t.kind == "entity" and not t.dream_only]
    assert len(slumbers) >= 8
    assert any(t.entity.big for t in slumbers) and any(t.entity.friendly for t in slumbers)
    assert any(t.entity.figure == "token" for t in slumbers)           # swarms
    assert sum(t.kind == "delta_phase" for t in content.slumber_tiles.values()) == 1
    dream_tiles = {p.tile for g in content.dream_gates.values() for p in g.setup.placements}
    slumber_map = [t for tid, t in content.map_tiles.items() if tid not in dream_tiles]
    assert sum(t.starting for t in slumber_map) == 2 and len(slumber_map) >= 14
    assert len(content.dream_gates) >= 3 and sum(g.tutorial for g in content.dream_gates.values()) == 1


def test_each_dreamer_starts_with_22_of_their_own_cards_and_two_masks(content):
    for did, dreamer in content.dreamers.items():
        assert len(dreamer.starting_deck) == 22, did
        assert {content.influence[c].owner for c in dreamer.starting_deck} == {did}
        assert len(dreamer.starting_masks) == 2 and dreamer.back_action and dreamer.personal_token
        intents = [sum(content.influence[c].intent.values()) for c in dreamer.starting_deck]
        moves = [content.influence[c].move for c in dreamer.starting_deck]
        # starting cards are modest: mostly 1-2 Intent, movement 1-2
        assert all(1 <= n <= 2 for n in intents) and all(1 <= m <= 2 for m in moves), did


def test_turn_cards_are_three_per_suit(content):
    suits = [c.suit for c in content.turn_cards.values()]
    assert all(suits.count(s) == 3 for s in ("hearts", "spades", "diamonds", "clubs"))


def test_morphings_cover_all_eight_kinds_and_state_tokens_all_four_states(content):
    assert len({m.kind for m in content.morphings.values()}) == 8
    assert {s for t in content.states.values() for s in t.sides} == {"stunned", "dazed", "paralyzed", "poisoned"}


def test_slumber_map_tiles_have_walls_and_together_every_icon(content):
    dream_tiles = {p.tile for g in content.dream_gates.values() for p in g.setup.placements}
    tiles = [t for tid, t in content.map_tiles.items() if tid not in dream_tiles]
    assert all(any(s.walls for s in t.spaces) for t in tiles)
    spaces = [s for t in tiles for s in t.spaces]
    features = {f for s in spaces for f in s.features}
    assert features >= {"entrance", "spawn", "trap", "stairs", "gem_slot", "quirk_slot", "quirk_space"}
    assert {s.spawn_suit for s in spaces if s.spawn_suit} == {"hearts", "spades", "diamonds", "clubs"}
    assert {s.terrain for s in spaces if s.terrain} == {"light", "darkness", "swamp", "water"}
    assert sum(len(s.map_actions) for s in spaces) >= 4


def test_definitions_are_frozen(content):
    with pytest.raises(Exception):
        content.dreamers["gambler"].name = "Someone else"


def test_every_id_is_unique_across_kinds(content):
    total = sum(content.stats().values())
    assert len({i for k in KINDS for i in getattr(content, k)}) == total


# -- the effect language ----------------------------------------------------------

def test_every_operation_example_is_valid_and_documented():
    readme = (ROOT / "README.md").read_text()
    for name, spec in effects.OPS.items():
        op = yaml.safe_load(spec.example)
        assert op["op"] == name
        assert effects.check_op(op) == [], name
        assert f"`{name}`" in readme, f"content/etherfields/README.md does not document {name}"
    assert effects.docs_markdown() in readme, "regenerate: python -m game.content docs"


def test_unknown_op_and_bad_arguments_are_rejected():
    assert "unknown operation 'suffer_distres'" in effects.check_op({"op": "suffer_distres"})[0][1]
    assert "takes no argument 'colour'" in effects.check_op({"op": "gain_key", "colour": 1})[0][1]
    assert "amount" in effects.check_op({"op": "seal", "amount": "two"})[0][1]
    assert effects.check_op({"op": "seal", "amount": {"per_player": 1}}) == []
    assert "needs the argument 'state'" in effects.check_op({"op": "place_state"})[0][1]
    nested = {"op": "choice", "options": [{"label": "a", "effect": [{"op": "nope"}]}, {"label": "b"}]}
    assert "unknown operation 'nope'" in effects.check_op(nested)[0][1]


# -- broken copies fail with file:line ------------------------------------------------

def test_unknown_op_names_its_file_and_line(copy):
    f = copy / "turn_cards" / "turn_cards.yaml"
    f.write_text(f.read_text().replace("{op: gain_key, amount: 1}]", "{op: summon_owls, amount: 1}]", 1))
    line = line_of(f, "summon_owls")
    assert any(p.startswith(f"content/etherfields/turn_cards/turn_cards.yaml:{line}: unknown operation 'summon_owls'")
               for p in problems_of(copy))


def test_a_bad_field_value_names_its_line(copy):
    f = copy / "dice" / "dice.yaml"
    f.write_text(f.read_text().replace("full_again]", "teleport]"))
    line = line_of(f, "teleport")
    assert any(p.startswith(f"content/etherfields/dice/dice.yaml:{line}:") and "teleport" in p for p in problems_of(copy))


def test_an_unknown_field_is_an_error(copy):
    f = copy / "masks" / "masks.yaml"
    f.write_text(f.read_text() + "- {id: mask_extra, name: Extra, colour: red, ability: {name: A, effect: []}}\n")
    line = len(f.read_text().splitlines())
    assert any(p.startswith(f"content/etherfields/masks/masks.yaml:{line}:") and "unknown field 'colour'" in p
               for p in problems_of(copy))


def test_a_duplicate_id_names_both_places(copy):
    f = copy / "fate" / "fate.yaml"
    f.write_text(f.read_text() + "- {id: gambler, name: Twin, effect: []}\n")
    line = len(f.read_text().splitlines())
    assert any(p.startswith(f"content/etherfields/fate/fate.yaml:{line}: the id 'gambler' is already used at "
                            f"content/etherfields/dreamers/dreamers.yaml:") for p in problems_of(copy))


def test_a_dangling_reference_names_its_line(copy):
    f = copy / "dreamers" / "dreamers.yaml"
    f.write_text(f.read_text().replace("starting_masks: [mask_porcelain_hare", "starting_masks: [mask_missing"))
    line = line_of(f, "mask_missing")
    assert any(p.startswith(f"content/etherfields/dreamers/dreamers.yaml:{line}: 'mask_missing' names no")
               for p in problems_of(copy))


def test_a_dangling_reference_inside_an_effect(copy):
    f = copy / "scripts" / "first_night.yaml"
    f.write_text(f.read_text().replace("season: season_long_summer", "season: season_of_nothing"))
    line = line_of(f, "season_of_nothing")
    assert any(p.startswith(f"content/etherfields/scripts/first_night.yaml:{line}:") and "season_of_nothing" in p
               for p in problems_of(copy))


@pytest.mark.parametrize("word", ["yes", "no", "on", "off"])
def test_unquoted_yes_no_on_off_are_rejected(copy, word):
    f = copy / "seasons" / "seasons.yaml"
    f.write_text(f.read_text() + f"- {{id: season_odd, name: {word}, kind: neutral}}\n")
    line = len(f.read_text().splitlines())
    found = [p for p in problems_of(copy) if p.startswith(f"content/etherfields/seasons/seasons.yaml:{line}:")]
    assert any("write true/false" in p for p in found)


def test_quoted_yes_is_just_text(copy):
    f = copy / "seasons" / "seasons.yaml"
    f.write_text(f.read_text() + "- {id: season_odd, name: 'On', kind: neutral}\n")
    assert load_content(copy).seasons["season_odd"].name == "On"


def test_all_problems_are_reported_at_once(copy):
    (copy / "dice" / "dice.yaml").write_text("- {id: luck, name: Luck, faces: [fail]}\n")
    (copy / "oddities").mkdir()
    (copy / "oddities" / "x.yaml").write_text("[]\n")
    problems = problems_of(copy)
    assert any(p.startswith("content/etherfields/dice/dice.yaml:1:") for p in problems)
    assert any(p.startswith("content/etherfields/oddities/x.yaml:1:") for p in problems)
    assert all(re.match(r"^content/etherfields/[\w/]+\.yaml:\d+: ", p) for p in problems)


# -- the command line ------------------------------------------------------------------

def _run(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game.content", *args], capture_output=True, text=True,
                          cwd=ROOT.parent.parent)


def test_check_passes_and_fails_on_a_broken_copy(copy):
    assert _run("check").returncode == 0
    f = copy / "flaws" / "flaws.yaml"
    f.write_text(f.read_text().replace("op: lose_hours", "op: lose_hourz"))
    bad = _run("check", str(copy))
    assert bad.returncode != 0
    assert f"content/etherfields/flaws/flaws.yaml:{line_of(f, 'lose_hourz')}: unknown operation" in bad.stderr


def test_stats_json_parses_and_counts_every_kind(content):
    out = json.loads(_run("stats", "--json").stdout)
    assert out == content.stats() and set(out) == set(KINDS)


def test_schema_export_writes_one_json_schema_per_kind(tmp_path):
    assert _run("schema", str(tmp_path)).returncode == 0
    schema = json.loads((tmp_path / "influence.schema.json").read_text())
    assert schema["type"] == "array" and "Operation" in schema["$defs"]
    assert len(list(tmp_path.glob("*.schema.json"))) == len(KINDS)

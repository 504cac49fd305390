"""Scenario files: a save-shaped state plus actions, run like the CLI runs them."""
import pathlib

import pytest
import yaml

from game.scenario import run_scenario
from rules_fixture import MAP, make_content

FILES = sorted((pathlib.Path(__file__).parent / "scenarios").glob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path):
    spec = yaml.safe_load(path.read_text())
    spec["setup"] = {**spec["setup"], "dreamscape_text": MAP}
    result = run_scenario(spec, content=make_content())
    state, expect = result["state"], spec["expect"]
    for who, n in expect.get("hand_size", {}).items():
        assert len(state["dreamers"][who]["hand"]) == n
    for who, pos in expect.get("pos", {}).items():
        assert state["dreamers"][who]["pos"] == pos
    for who, n in expect.get("distress", {}).items():
        assert state["dreamers"][who]["distress"] == n
    if "phase" in expect:
        assert state["phase"] == expect["phase"]
    if "result" in expect:
        assert state["outcome"]["result"] == expect["result"]
    assert len(result["refused"]) == expect.get("refused", 0)
    for r in result["refused"]:
        assert r["reason"].endswith(".")


def test_there_are_at_least_three_scenarios():
    assert len(FILES) >= 3

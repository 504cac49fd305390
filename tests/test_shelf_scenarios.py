"""Lucidity and Prophecy scenario files (`game: lucidity|prophecy`), run as
`python -m game scenario FILE` runs them: a bug report can be a file for every
game on the shelf. `expect` compares state keys; `len KEY` compares a length."""
import json
import pathlib

import pytest
import yaml

from game.scenario import ScenarioError, run_scenario

HERE = pathlib.Path(__file__).parent / "scenarios"
FILES = sorted(HERE.glob("lucidity/*.yaml")) + sorted(HERE.glob("prophecy/*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.stem}" for p in FILES])
def test_shelf_scenario(path):
    spec = yaml.safe_load(path.read_text())
    result = run_scenario(spec, name=str(path))
    expect = dict(spec["expect"])
    assert len(result["refused"]) == expect.pop("refused", 0), result["refused"]
    for r in result["refused"]:
        assert r["reason"].endswith(".")
    for key, value in expect.items():
        if key.startswith("len "):
            assert len(result["state"][key[4:]]) == value, key
        else:
            assert result["state"][key] == value, key
    json.dumps(result)


def test_a_state_round_trips_through_a_scenario():
    first = run_scenario({"game": "lucidity", "setup": {"players": 2}, "seed": 5,
                          "actions": [{"kind": "choose_track", "track": "light"}]})
    again = run_scenario({"game": "lucidity", "state": first["state"]})
    assert again["state"] == first["state"] and again["legal_actions"] == first["legal_actions"]


def test_a_state_that_is_not_a_prophecy_game_is_named():
    with pytest.raises(ScenarioError, match="not a Prophecy game"):
        run_scenario({"game": "prophecy", "state": {"seats": "three"}})

"""Onirim scenario files (`game: onirim`), run as `python -m game scenario FILE` runs them."""
import json
import pathlib
import subprocess
import sys

import pytest
import yaml

from game.cli import CommandError
from game.scenario import main, run_scenario

FILES = sorted((pathlib.Path(__file__).parent / "scenarios" / "onirim").glob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_onirim_scenario(path):
    spec = yaml.safe_load(path.read_text())
    result = run_scenario(spec)
    expect = dict(spec["expect"])
    assert len(result["refused"]) == expect.pop("refused", 0)
    for r in result["refused"]:
        assert r["reason"].endswith(".")
    for key, value in expect.items():
        assert result["state"][key] == value, key
    json.dumps(result)  # the CLI prints it as JSON


def test_there_are_onirim_scenarios():
    assert len(FILES) >= 3


def test_a_shuffled_onirim_game_from_a_scenario_and_a_bad_code_named(tmp_path, capsys):
    result = run_scenario({"game": "onirim", "setup": {"expansions": ["diver"]}, "seed": 4})
    assert len(result["state"]["hand"]) == 5 and len(result["state"]["deck"]) == 76 + 6 - 5
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: onirim\nsetup: {hand: 'RS QQ'}\n")
    with pytest.raises(CommandError) as err:
        main([str(bad)])
    assert "QQ" in str(err.value) and "bad.yaml:2" in str(err.value)


def test_the_scenario_command_line_prints_json():
    path = FILES[0]
    out = subprocess.run([sys.executable, "-m", "game", "scenario", str(path)], capture_output=True, text=True,
                         cwd=pathlib.Path(__file__).parents[1], timeout=120)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["state"]["game"] == "onirim"

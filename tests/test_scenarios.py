"""Scenario files, run through the command line exactly as the README shows
(`python -m game scenario tests/scenarios/NAME.yaml`), in parallel."""
import json
import os
import pathlib
import re
import subprocess
import sys

import pytest
import yaml

from game.scenario import ScenarioError, run_scenario

ROOT = pathlib.Path(__file__).resolve().parents[1]
FILES = sorted((ROOT / "tests" / "scenarios").glob("*.yaml"))
README_COMMANDS = re.findall(r"python -m game scenario (\S+)", (ROOT / "README.md").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def cli_runs():
    """Every shipped scenario and every README scenario command, run at once."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    rels = sorted({p.relative_to(ROOT).as_posix() for p in FILES} | set(README_COMMANDS))
    procs = {rel: subprocess.Popen([sys.executable, "-m", "game", "scenario", rel], cwd=ROOT, env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for rel in rels}
    out = {}
    for rel, proc in procs.items():
        stdout, stderr = proc.communicate(timeout=120)
        out[rel] = (proc.returncode, stdout, stderr)
    return out


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_shipped_scenario_runs_from_the_command_line(cli_runs, path):
    spec = yaml.safe_load(path.read_text(encoding="utf-8"))
    status, stdout, stderr = cli_runs[path.relative_to(ROOT).as_posix()]
    assert status == 0, stderr
    assert "Traceback" not in stderr
    result = json.loads(stdout)
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
        assert expect.get("reason", "") in r["reason"]


def test_every_scenario_command_in_the_readme_runs(cli_runs):
    assert README_COMMANDS, "the README shows how to run a scenario"
    for rel in README_COMMANDS:
        status, stdout, stderr = cli_runs[rel]
        assert status == 0 and "Traceback" not in stderr, f"python -m game scenario {rel}: {stderr}"
        assert json.loads(stdout)["legal_actions"]


def test_there_are_at_least_three_scenarios():
    assert len(FILES) >= 3


def test_a_scenario_naming_no_such_dreamer_is_refused_in_a_sentence_with_its_line():
    spec = {"seed": 1, "setup": {"dreamers": ["tester"]}, "actions": []}
    with pytest.raises(ScenarioError, match=r"There is no Dreamer called 'tester'\."):
        run_scenario(spec, name="bug.yaml")


def test_a_malformed_action_or_state_is_a_scenario_error_not_a_crash():
    setup = {"dreamers": ["gambler"], "slumber": "slumber_lantern_hound"}
    with pytest.raises(ScenarioError, match="action 1 is not an action"):
        run_scenario({"setup": setup, "actions": [{"dreamer": "gambler"}]})
    with pytest.raises(ScenarioError, match="not a game state"):
        run_scenario({"state": {"dreamers": {"gambler": {"pos": "nowhere"}}, "entities": [{}]}})
    with pytest.raises(ScenarioError, match="unknown field 'setpu'"):
        run_scenario({"setpu": setup})

"""scripts/campaign_fuzz.py: random campaigns in which every listed action
must be accepted by apply. A short run passes on the rules as they are, and
the fuzz does fail (seed, step, action, reason and a reproducer that replays
the refusal) when listing and apply disagree."""
import importlib.util
import pathlib
import sys

import pytest
import yaml

from game.rules.core import IllegalAction
from game.rules.etherfields import Game

FUZZ = pathlib.Path(__file__).resolve().parents[1] / "scripts" / "campaign_fuzz.py"


@pytest.fixture
def fuzz(monkeypatch):
    spec = importlib.util.spec_from_file_location("campaign_fuzz", FUZZ)
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "campaign_fuzz", module)  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_a_short_campaign_run_finds_listing_and_apply_agree(fuzz, capsys):
    # The CI budget: ten seconds of campaigns of every Team size (options_for picks 1 to 5 Dreamers).
    assert fuzz.main(["--seeds", "0-5", "--steps", "1500", "--seconds", "10", "--every", "3"]) == 0
    out = capsys.readouterr().out
    assert "listing and apply agree" in out
    campaigns, steps = int(out.split()[0]), int(out.split(" steps")[0].split()[-1])
    assert campaigns >= 1 and steps >= 200, out  # it played enough to mean something


def _refuse_listed_passes(monkeypatch):
    """Listing and apply disagree: passing is listed as ever, but refused."""
    real = Game.apply

    def apply(self, action):
        if action.kind == "pass":
            raise IllegalAction("No passing today.")
        return real(self, action)
    monkeypatch.setattr(Game, "apply", apply)


def test_the_fuzz_fails_when_a_listed_action_is_refused(fuzz, monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(fuzz.tempfile, "tempdir", str(tmp_path))
    _refuse_listed_passes(monkeypatch)
    assert fuzz.main(["--seeds", "3", "--steps", "400", "--seconds", "10"]) == 1
    out = capsys.readouterr().out
    assert "DISAGREEMENT at seed 3, step" in out and "'kind': 'pass'" in out and "No passing today." in out
    [path] = tmp_path.glob("campaign-fuzz-seed3-*.yaml")
    record = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert record["seed"] == 3 and record["action"]["kind"] == "pass"
    assert len(record["log"]) == record["step"]
    # The reproducer replays to the same refusal, and stops failing once apply agrees again.
    assert fuzz.main(["--replay", str(path)]) == 1
    assert "still listed and refused: No passing today." in capsys.readouterr().out
    monkeypatch.undo()
    assert fuzz.main(["--replay", str(path)]) == 0


def test_the_fuzz_tries_every_listed_action_not_only_the_chosen_one(fuzz, monkeypatch, capsys, tmp_path):
    """A refused action the random player never chooses is still found on a sampled step."""
    monkeypatch.setattr(fuzz.tempfile, "tempdir", str(tmp_path))
    _refuse_listed_passes(monkeypatch)
    import game.autoplay
    monkeypatch.setattr(game.autoplay, "random_action",  # a player who never passes
                        lambda game, rng: next((a for a in game.legal_actions() if a.kind != "pass"), None))
    assert fuzz.main(["--seeds", "3", "--steps", "400", "--seconds", "10", "--every", "1"]) == 1
    out = capsys.readouterr().out
    assert "a listed action (tried on a copy)" in out and "No passing today." in out


@pytest.mark.parametrize("argv", [["--seeds", "a-b"], ["--seeds", ""], ["--steps", "0"], ["--every", "0"],
                                  ["--seconds", "0"]])
def test_nonsense_arguments_are_refused(fuzz, argv, capsys):
    with pytest.raises(SystemExit) as exit_:
        fuzz.main(argv)
    assert exit_.value.code == 2
    assert "error:" in capsys.readouterr().err

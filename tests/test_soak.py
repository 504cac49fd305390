"""The soak script can fail: a short run takes enough samples to judge, and a
growth over the bound exits 1 (before, under 10,000 steps it always passed)."""
import importlib.util
import itertools
import pathlib

import pytest

SOAK = pathlib.Path(__file__).resolve().parents[1] / "scripts" / "soak.py"


@pytest.fixture
def soak():
    spec = importlib.util.spec_from_file_location("soak", SOAK)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_short_run_that_leaks_fails(soak, monkeypatch, capsys):
    leak = itertools.count(100, 10)  # 10 MB more at every sample
    monkeypatch.setattr(soak, "rss_mb", lambda: next(leak))
    assert soak.main(["--steps", "40", "--bound-mb", "64"]) == 1
    assert "OVER the bound of 64.0 MB" in capsys.readouterr().out


def test_a_short_run_that_holds_steady_passes(soak, monkeypatch, capsys):
    monkeypatch.setattr(soak, "rss_mb", lambda: 100.0)
    assert soak.main(["--steps", "40", "--bound-mb", "0"]) == 0
    assert "within the bound" in capsys.readouterr().out


@pytest.mark.parametrize("argv", [["--steps", "1"], ["--steps", "0"], ["--bound-mb", "-3"], ["--steps", "many"]])
def test_nonsense_arguments_are_refused(soak, argv, capsys):
    with pytest.raises(SystemExit) as exit_:
        soak.main(argv)
    assert exit_.value.code == 2
    assert "error:" in capsys.readouterr().err

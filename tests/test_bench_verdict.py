"""`python -m game.bench` is honest about pass and fail: it exits 0 only when
every target is met, and names each missed target with its figure (before,
it exited 0 with a target MISSED). The measurements themselves take minutes,
so these tests give `main` the figures of a run and check its judgement."""
import json

import pytest

from game import bench
from game.cli import run

# The README's measured run, plus the issue-16 figures at values that meet their targets.
MET = {"frame_p50_ms": 0.278, "frame_p99_ms": 0.384, "floor_p50_ms": 0.228, "frames": 600, "blits_per_frame": 5,
       "startup_title_s": 0.249, "startup_table_s": 0.488, "save_ms": 17.38, "load_ms": 12.97,
       "save_bytes": 233283, "save_journal_entries": 154, "rules_actions_per_s": 5789, "slumbers_per_s": 197.0,
       "redraw_p99_ms": 12.0, "rules_ratio": 0.3, "campaign_ratio": 0.26, "save_ms_50k": 30.0,
       # issue 38's stalls and memory, at values that meet their targets
       "lang_switch_cpu_ms": 40.0, "map_zoom_cpu_ms": 20.0, "resize_cpu_ms": 25.0, "first_frame_cpu_ms_max": 30.0,
       "startup_cpu_s": 0.4, "showcase_rss_mb": 140.0, "showcase_frame_max_cpu_ms": 30.0, "lived_in_cpu_ms_max": 25.0}


def bench_with(monkeypatch, capsys, figures, *argv):
    monkeypatch.setattr(bench, "measure", lambda frame_count, showcase_minutes=2.0: dict(figures))
    status = run(bench.main, list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_every_target_met_exits_0(monkeypatch, capsys):
    status, out, err = bench_with(monkeypatch, capsys, MET)
    assert status == 0 and err == ""
    assert out.count(" ok") == len(bench.TARGETS)


@pytest.mark.parametrize("key, value, message", [
    ("frame_p99_ms", 9.1, "MISSED: frame_p99_ms is 9.1; the target is <= 8.0."),
    ("rules_actions_per_s", 4999, "MISSED: rules_actions_per_s is 4999; the target is >= 5000.0."),
    ("startup_table_s", 2.2, "MISSED: startup_table_s is 2.2; the target is <= 2.0."),
    ("frame_p50_ms", 0.5, "MISSED: frame_p50_ms is 0.5; the target is <= 2x floor_p50_ms."),  # floor 0.228
    ("save_ms_50k", 35.0, "MISSED: save_ms_50k is 35.0; the target is <= 2x save_ms."),  # 2 x 17.38 = 34.76
    ("campaign_ratio", 0.05, "MISSED: campaign_ratio is 0.05; the target is >= 0.25."),
])
@pytest.mark.parametrize("as_json", [False, True])
def test_a_missed_target_exits_1_and_names_the_target_and_figure(monkeypatch, capsys, key, value, message, as_json):
    status, out, err = bench_with(monkeypatch, capsys, dict(MET, **{key: value}), *(["--json"] if as_json else []))
    assert status == 1
    assert err.splitlines() == [message, f"1 of {len(bench.TARGETS)} targets not met."]
    if as_json:
        assert json.loads(out)[key] == value  # the figures are still printed, unchanged
    else:
        assert any(line.startswith(key) and line.endswith("MISSED") for line in out.splitlines())


def test_a_target_the_bench_does_not_measure_is_not_met(monkeypatch, capsys):
    """Today's bench has no redraw, yardstick or 50k-save figures: it cannot claim issue 16's targets."""
    missing = ("redraw_p99_ms", "rules_ratio", "campaign_ratio", "save_ms_50k")
    status, _out, err = bench_with(monkeypatch, capsys, {k: v for k, v in MET.items() if k not in missing})
    assert status == 1
    for key in missing:
        assert f"NOT MEASURED: {key} has no figure; the target is" in err
    assert f"4 of {len(bench.TARGETS)} targets not met." in err


def test_a_start_up_that_fails_is_a_sentence(monkeypatch, capsys):
    class Done:
        returncode, stderr = 2, "Cannot write the screenshot to /x.png: the folder / does not exist.\n"
    monkeypatch.setattr(bench.subprocess, "run", lambda *a, **k: Done())
    status = run(lambda argv: bench.startup() and 0, [])
    err = capsys.readouterr().err
    assert status == 2 and "Traceback" not in err
    assert err.startswith("The start-up bench could not start the game (title): Cannot write the screenshot")

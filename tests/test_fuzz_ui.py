"""Random mouse and keyboard input across every scene, drags, resizes below
the minimum window and Quit included, through the project's UI monkey
(scripts/monkey.py) at a CI-sized budget: the app never raises, no frame
takes 2 s, and nothing but IllegalAction comes out of the rules."""
import importlib.util
import os
import pathlib

EVENTS = int(os.environ.get("UI_FUZZ_EVENTS", "4000"))
SCRIPT = pathlib.Path(__file__).resolve().parents[1] / "scripts" / "monkey.py"


def monkey():
    spec = importlib.util.spec_from_file_location("monkey", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_thousands_of_random_events_across_every_scene_never_crash():
    report = monkey().run(EVENTS, [1234])
    assert report["events"] >= EVENTS - report["scenes"]
    assert report["exceptions"] == [] and report["rules_errors"] == [] and report["slow_frames"] == []


def test_the_monkey_reports_what_goes_wrong(monkeypatch):
    """A scene that raises is a finding with its place, not a stop."""
    module = monkey()
    from game.ui.shelf import ShelfScene

    def broken(self, surf):
        raise ZeroDivisionError("planted")
    monkeypatch.setattr(ShelfScene, "draw", broken)
    report = module.run(30, [5], scenes=["shelf"])
    assert report["exceptions"] and "ZeroDivisionError at" in report["exceptions"][0]["error"]

"""Lucidity's and Prophecy's set-up screens come back as last chosen: the
seats, who plays them (and the computers' levels), the variant and modules,
between visits and after a restart (the settings file keeps them, as it
keeps Onirim's expansion ticks). Chosen by posted clicks."""
from __future__ import annotations

import pygame
import pytest

from game.ui import settings as settings_store
from game.ui.app import App
from game.ui.lucidity.setup import SetupScene as LuciditySetup
from game.ui.prophecy import SetupScene as ProphecySetup
from mouse_driver import Gestures


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), seed=3, defaults=True)
    yield app
    pygame.quit()


def press(app, label) -> None:
    """Click the button whose label starts with `label`, where it is drawn now."""
    app.step()
    Gestures(app).click(next(b for b in app.top.buttons if b.label.startswith(label)).rect.center)


def test_lucidity_seats_levels_and_variant_come_back_as_last_chosen(app, tmp_path):
    app.push(LuciditySetup(app, 5))
    press(app, "4")                               # four seats: person, fair, fair, fair
    app.step()
    Gestures(app).click(app.top.buttons[6].rect.center)  # seat 3: fair -> strong
    press(app, "Nightmare of Temptation")         # not used -> replaces Envy
    chosen = (list(app.top.seats), app.top.temptation)
    assert chosen == (["person", "fair", "strong", "fair"], "envy")
    app.pop()
    again = LuciditySetup(app, 5)                  # the next visit
    assert (again.seats, again.temptation) == chosen
    app.push(again)
    app.step()
    assert [b.label for b in again.buttons[4:8]] == ["Person (hot-seat)", "Computer: fair",
                                                    "Computer: strong", "Computer: fair"]
    assert "lucidity_seats" in (tmp_path / "settings.yaml").read_text(encoding="utf-8")
    restarted = LuciditySetup(App((1280, 720), seed=3), 5)  # a new run reads the settings file
    assert (restarted.seats, restarted.temptation) == chosen


def test_a_hand_edited_lucidity_choice_falls_back_to_the_default_seats(app, tmp_path):
    (tmp_path / "settings.yaml").write_text("lucidity_seats: [person, wizard]\nlucidity_temptation: odd\n",
                                            encoding="utf-8")
    scene = LuciditySetup(App((1280, 720), seed=3), 5)
    assert (scene.seats, scene.temptation) == (["person", "fair", "fair"], None)


def test_prophecy_seats_computers_and_modules_come_back_as_last_chosen(app, tmp_path):
    app.push(ProphecySetup(app, 5))
    press(app, "4 characters")
    press(app, "Seat 2: Person")
    press(app, "Seat 4: Person")
    press(app, "Treasure Island: on")
    scene = app.top
    chosen = (scene.seats, set(scene.computer), scene.water_realm, scene.treasure_island)
    assert chosen == (4, {"p2", "p4"}, True, False)
    app.pop()
    again = ProphecySetup(app, 5)
    assert (again.seats, again.computer, again.water_realm, again.treasure_island) == chosen
    app.push(again)
    app.step()
    labels = [b.label for b in again.buttons]
    assert "4 characters (chosen)" in labels and "Treasure Island: off" in labels
    assert any(label.startswith("Seat 4: Computer") for label in labels), labels
    restarted = ProphecySetup(App((1280, 720), seed=3), 5)
    assert (restarted.seats, restarted.computer, restarted.water_realm, restarted.treasure_island) == chosen
    # Fewer seats drop the computer seats beyond them, and that is what is kept.
    press(app, "2 characters")
    assert ProphecySetup(app, 5).computer == {"p2"}


def test_prophecy_computer_levels_come_back_as_last_chosen(app, tmp_path):
    """A computer seat's level is part of the set-up the screen remembers."""
    app.push(ProphecySetup(app, 5))
    press(app, "Seat 2: Person")                  # person -> computer (fair)
    press(app, "Seat 2: Computer")                # fair -> strong
    assert app.top.levels["p2"] == "strong"
    app.pop()
    again = ProphecySetup(app, 5)
    assert "p2" in again.computer and again.levels["p2"] == "strong"
    app.push(again)
    app.step()
    assert any(b.label.startswith("Seat 2: Computer (strong)") for b in again.buttons)
    restarted = ProphecySetup(App((1280, 720), seed=3), 5)
    assert restarted.levels.get("p2") == "strong"

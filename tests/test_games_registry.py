"""One shape for every game (game.games): the shelf, the app, saves, the Load
screen, scenarios and screenshots read the registry, and a game made outside
game/ (tests/fifth_game) plays through it with nothing else edited."""
import re
from pathlib import Path

import pygame
import pytest

from game import games
from game.savefile import list_saves, load_game, save_game, seal
from game.scenario import run_scenario
from game.ui.app import App, make_scene

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def saves(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    return tmp_path


@pytest.fixture
def pebbles():
    from fifth_game import SPEC
    games.register(SPEC)
    yield SPEC
    games.unregister(SPEC.key)


def test_the_shared_parts_name_no_game():
    shared = ["game/ui/app.py", "game/ui/shelf.py", "game/scenario.py", "game/savefile/loading.py",
              "game/savefile/index.py", "game/ui/scenes.py"]
    for path in shared:
        text = (ROOT / path).read_text(encoding="utf-8")
        assert not re.search(r"onirim|lucidity|prophecy", text, re.I), f"{path} names a game"


def test_every_game_is_registered_in_shelf_order():
    assert games.keys() == ["etherfields", "onirim", "lucidity", "prophecy"]
    assert len({s.format for s in games.all_games()}) == 4


def test_each_game_saves_in_its_own_format_naming_its_game(saves):
    from game.ui.onirim.saves import SAVES
    from game.rules.onirim import new_game
    game = new_game(None, {}, 3)
    assert SAVES.save(game.to_data(), []) == ""
    text = SAVES.path().read_text()
    assert text.startswith("format: onirim-save\n") and "\ngame: onirim\n" in text
    assert text.rstrip().endswith("end: onirim-save")
    assert load_game(SAVES.path()).meta["game"] == "onirim"


def test_a_save_from_before_games_had_formats_still_opens_at_its_table(saves):
    """An Onirim save written as every save was before: `format: etherfields-save`,
    its game only in `meta.game`."""
    from game.rules.onirim import new_game
    from game.ui.onirim.saves import SAVES
    from game.ui.onirim.table import OnirimTable
    game = new_game(None, {}, 5)
    SAVES.save(game.to_data(), [])
    old = SAVES.path().read_text().replace("format: onirim-save", "format: etherfields-save")
    old = old.replace("game: onirim\n", "", 1)  # the top-level line; meta keeps its own
    SAVES.path().write_text(seal(old))
    assert "\ngame: onirim" not in SAVES.path().read_text() and "  game: onirim" in SAVES.path().read_text()
    data = load_game(SAVES.path())
    assert data.meta["game"] == "onirim" and data.state == game.to_data()
    app = App((1280, 720), seed=1, defaults=True)
    app.push(make_scene(app, "shelf"))
    app.open_save(SAVES.path())
    assert isinstance(app.top, OnirimTable) and app.top.game.to_data() == game.to_data()
    assert SAVES.save(game.to_data(), []) == "", "the old file is ours: it is replaced, in the new form"
    assert SAVES.path().read_text().startswith("format: onirim-save\n")


def test_a_format_that_does_not_go_with_its_game_is_damage(saves):
    from game.savefile import SaveError
    from game.rules.onirim import new_game
    from game.ui.onirim.saves import SAVES
    SAVES.save(new_game(None, {}, 5).to_data(), [])
    SAVES.path().write_text(seal(SAVES.path().read_text().replace("\ngame: onirim\n", "\ngame: lucidity\n", 1)))
    with pytest.raises(SaveError, match="does not go with the game"):
        load_game(SAVES.path())


def test_the_load_screen_words_each_save_in_its_own_game(saves):
    from game.ui.menus import LoadScene, row_details
    from game.rules.onirim import new_game
    from game.session import Session
    from game.ui.onirim.saves import SAVES
    SAVES.save(new_game(None, {}, 5).to_data(), [], {"mode": "turn 4"})
    Session.new(["gambler"], 1, campaign=True, name="Rook").autosave()
    rows = {info.meta.get("game", "etherfields"): row_details(info) for info in list_saves(saves)}
    assert rows["onirim"].startswith("Onirim, turn 4  -  today at ")
    assert "Gambler" in rows["etherfields"] and "Onirim" not in rows["etherfields"]
    app = App((1280, 720), seed=1, defaults=True)
    scene = LoadScene(app)
    app.push(scene)
    app.step()
    assert len(scene.saves) == 2


def test_a_fifth_game_joins_through_its_spec_alone(saves, pebbles):
    """Registered from outside game/: it is on the shelf, has a demo scene,
    plays by keys, saves in its own format, and opens from the Load screen."""
    from fifth_game.table import PebblesTable
    app = App((1280, 720), seed=1, defaults=True)
    shelf = make_scene(app, "shelf")
    app.push(shelf)
    app.step()
    rect = next(r for r, box in shelf.boxes if box.key == "pebbles")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))
    app.step()
    table = app.top
    assert isinstance(table, PebblesTable)
    for key in "2221":  # 7 -> 5 -> 3 -> 1 -> 0: the first player takes the last
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(key), unicode=key, mod=0))
        app.step()
    assert table.game.outcome == "p2"
    path = saves / "autosave-pebbles.yaml"
    assert path.read_text().startswith("format: pebbles-save\n")
    assert [i.meta["game"] for i in list_saves(saves)] == ["pebbles"]
    app.back_to_title()
    app.open_save(path)
    assert isinstance(app.top, PebblesTable) and app.top.game.pile == 0
    assert isinstance(make_scene(app, "pebbles_table"), PebblesTable)
    result = run_scenario({"game": "pebbles", "setup": {"pile": 3}, "actions": [{"kind": "take", "n": 2}]})
    assert result["state"]["pile"] == 1 and len(result["legal_actions"]) == 1

"""The screenshot and bench tables are scenario files the rules play; a
broken one is refused in a sentence naming file and line."""
import pytest

from game.ui.app import App
from game.ui.etherfields.table import fixtures
from game.ui.etherfields.scenes import DreamscapeScene


@pytest.mark.parametrize("name", ["demo", "heavy"])
def test_every_table_file_plays_through_the_rules(name):
    app = App((1280, 720), seed=1)
    scene = getattr(DreamscapeScene, name)(app)
    spec, _ = fixtures.read_table(name)
    assert len(scene.session.log) == len(spec["actions"])  # every action was accepted
    assert all(len(d.hand) >= 4 for d in scene.game.dreamers.values())  # everyone drew


def test_a_refused_action_names_the_file_and_line(tmp_path, monkeypatch):
    text = (fixtures.TABLES / "demo.yaml").read_text(encoding="utf-8")
    text = text.replace("  - {kind: draw, dreamer: free_spirit}", "  - {kind: draw, dreamer: free_spirit}\n"
                        "  - {kind: draw, dreamer: free_spirit}")  # a second draw in one Turn
    (tmp_path / "demo.yaml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(fixtures, "TABLES", tmp_path)
    with pytest.raises(fixtures.TableFileError) as err:
        DreamscapeScene.demo(App((1280, 720), seed=1))
    line = text.splitlines().index("  - {kind: draw, dreamer: free_spirit}") + 2
    assert f"demo.yaml:{line}:" in str(err.value) and "refuse" in str(err.value)


def test_an_unknown_view_key_is_named(tmp_path, monkeypatch):
    text = (fixtures.TABLES / "demo.yaml").read_text(encoding="utf-8") + "  camera: [1, 2]\n"
    (tmp_path / "demo.yaml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(fixtures, "TABLES", tmp_path)
    with pytest.raises(fixtures.TableFileError, match="camera"):
        fixtures.read_table("demo")

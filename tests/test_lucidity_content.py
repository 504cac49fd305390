"""Lucidity content: the shipped numbers load; bad ones are named by file and line."""
import pytest

from game.content import ContentError
from game.content.lucidity import FILE, load, main
from game.rules.lucidity.setup_data import COLOURS


def test_the_shipped_content_loads_with_six_faces_per_colour_and_two_tracks():
    data = load()
    assert set(data["faces"]) == set(COLOURS) and all(len(f) == 6 for f in data["faces"].values())
    assert len(data["sleep_tracks"]) == 2 and all(len(t) == 3 for t in data["sleep_tracks"].values())
    assert "power2" in data["faces"]["red"]  # the public fact: only Primeval Fear has a double Power
    assert all("power2" not in data["faces"][c] for c in ("yellow", "green", "blue"))
    assert main(["check"]) == 0


def test_every_provisional_number_says_so():
    text = FILE.read_text()
    assert "PROVISIONAL" in text and "OURS" in text


def test_a_bad_face_is_reported_with_file_and_line(tmp_path):
    bad = tmp_path / "lucidity.yaml"
    lines = FILE.read_text().splitlines()
    i = next(k for k, line in enumerate(lines) if line.strip().startswith("green:"))
    lines[i] = "  green:  [power, power, power, shadow, shadow, moonbeam]"
    bad.write_text("\n".join(lines))
    with pytest.raises(ContentError) as err:
        load(bad)
    assert err.value.problems == [f"{bad}:{i + 1}: 'moonbeam' is not a face (faces: power, power2, hunt, exhaust, shadow)"]


def test_broken_yaml_and_a_short_track_are_clear_errors(tmp_path, capsys):
    bad = tmp_path / "lucidity.yaml"
    bad.write_text("faces: [unclosed\n")
    with pytest.raises(ContentError) as err:
        load(bad)
    assert "not valid YAML" in err.value.problems[0] and str(bad) in err.value.problems[0]
    text = FILE.read_text().replace("light: [3, 4, 5]", "light: [3, 4]")
    bad.write_text(text)
    assert main(["check", str(bad)]) == 1
    assert "the light track needs 3 whole numbers" in capsys.readouterr().err

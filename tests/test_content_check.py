"""The content check can fail: a missing folder, a deleted file, a YAML error
(reported once, without knock-on errors), and at game start-up it prints the
check's plain file:line list, not a traceback."""
import os
import pathlib
import re
import subprocess
import sys

import pytest
import yaml

from game.content import ContentError, default_content, load_content
from game.content.models import KINDS
from game.content.loader import ACHIEVEMENTS, NOT_CONTENT

ROOT = pathlib.Path(__file__).resolve().parents[1]
FILES = sorted(p.relative_to(ROOT / "content" / "etherfields").as_posix()
               for p in (ROOT / "content" / "etherfields").rglob("*.yaml")
               if p.name not in ("box.yaml", ACHIEVEMENTS)
               and p.relative_to(ROOT / "content" / "etherfields").parts[0] not in NOT_CONTENT)


def problems(root) -> list[str]:
    with pytest.raises(ContentError) as err:
        load_content(root)
    return err.value.problems


def test_a_missing_folder_a_file_and_an_empty_folder_all_fail(tmp_path):
    assert problems(tmp_path / "nonexistent") == [f"{tmp_path / 'nonexistent'}: the content folder does not exist"]
    (tmp_path / "file").write_text("x")
    assert "is a file, not a folder" in problems(tmp_path / "file")[0]
    (tmp_path / "empty").mkdir()
    assert any("box.yaml:1: missing" in p for p in problems(tmp_path / "empty"))


def test_the_box_catches_the_deletion_of_any_content_file():
    """For every file: without its entries, its kind falls below the box's number."""
    box = yaml.safe_load((ROOT / "content" / "etherfields" / "box.yaml").read_text(encoding="utf-8"))
    stats = default_content().stats()
    for name in FILES:
        kind = name.split("/")[0]
        entries = yaml.safe_load((ROOT / "content" / "etherfields" / name).read_text(encoding="utf-8"))
        assert stats[kind] - len(entries) < box.get(kind, 0), f"deleting {name} would pass the check: raise {kind} in box.yaml to {stats[kind]}"


@pytest.mark.parametrize("name", ["flaws/flaws.yaml", "influence/market.yaml", "glossary/glossary.yaml"])
def test_deleting_a_content_file_nothing_refers_to_fails_the_check(content_copy, name):
    (content_copy / name).unlink()
    kind = name.split("/")[0]
    found = problems(content_copy)
    assert len(found) == 1 and f" {kind} " in found[0], found


def test_the_box_names_the_kind_that_came_up_short(content_copy):
    (content_copy / "turn_cards" / "turn_cards.yaml").unlink()
    found = problems(content_copy)
    assert len(found) == 1
    assert found[0].startswith("content/etherfields/box.yaml:")
    assert "at least 12 turn_cards and only 0 were found" in found[0]


def test_a_bad_box_file_is_reported_at_its_lines(content_copy):
    (content_copy / "box.yaml").write_text("# the box\ndreamers: lots\ndreamer: 4\n")
    assert problems(content_copy) == [
        "content/etherfields/box.yaml:2: dreamers: 'lots' is not a number of entries (0 or more)",
        "content/etherfields/box.yaml:3: 'dreamer' is not a kind of content (kinds: " + ", ".join(KINDS) + ")"]
    (content_copy / "box.yaml").write_text("- dreamers\n")
    assert problems(content_copy) == [
        "content/etherfields/box.yaml:1: the box file maps each kind to the least number of its entries"]


@pytest.mark.parametrize("name", ["dreamers/dreamers.yaml", "dreamworld_tiles/suburbs.yaml"])
def test_one_yaml_syntax_error_is_one_problem(content_copy, name):
    path = content_copy / name
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[2] = lines[2].rstrip("\n") + " : : [\n"
    path.write_text("".join(lines), encoding="utf-8")
    found = problems(content_copy)
    assert len(found) == 1, found
    assert found[0].startswith(f"content/etherfields/{name}:3: not valid YAML")


def test_a_real_missing_reference_is_still_reported_next_to_a_syntax_error(content_copy):
    (content_copy / "scripts" / "first_night.yaml").write_text("- id: [\n", encoding="utf-8")
    gates = content_copy / "dream_gates" / "gates.yaml"
    text = gates.read_text(encoding="utf-8")
    tile = re.search(r"\{tile: (\w+)", text).group(1)
    gates.write_text(text.replace(tile, "tile_nowhere", 1), encoding="utf-8")
    found = problems(content_copy)
    assert len(found) == 2, found
    assert any("'tile_nowhere' names no map_tile" in p for p in found)


def test_a_content_error_at_start_up_prints_the_plain_list(content_copy, tmp_path):
    """The game, a scenario, autoplay, the art, balance, bench and content commands (ETHERFIELDS_CONTENT
    pointed at a broken copy): the check's list, exit 1, no traceback, nothing written."""
    (content_copy / "flaws" / "flaws.yaml").unlink()
    (content_copy / "glossary" / "glossary.yaml").write_text("- id: [\n", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT), ETHERFIELDS_CONTENT=str(content_copy),
               ETHERFIELDS_SAVES=str(tmp_path / "saves"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    commands = [["game", "--screenshot", str(tmp_path / "x.png"), "--scene", "dreamscape"],
                ["game", "scenario", "tests/scenarios/draw_step.yaml"],
                ["game", "--autoplay", "3", "--save", str(tmp_path / "auto.yaml")],
                ["game.art", "--out", str(tmp_path / "art")],
                ["game.balance", "--runs", "1"], ["game.bench", "--json"],
                ["game.content", "check"], ["game.content", "stats", "--json"]]
    procs = [subprocess.Popen([sys.executable, "-m", *c], cwd=ROOT, env=env, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE) for c in commands]
    for command, proc in zip(commands, procs):
        _out, err = proc.communicate(timeout=120)
        assert proc.returncode == 1, (command, err)
        assert "Traceback" not in err
        *listed, summary = err.strip().splitlines()
        assert len(listed) == 2, err
        assert any(p.startswith("content/etherfields/box.yaml:") and " flaws " in p for p in listed), err
        assert any(p.startswith("content/etherfields/glossary/glossary.yaml:") and "not valid YAML" in p
                   for p in listed), err
        assert summary.startswith("2 problems in")
    assert not (tmp_path / "x.png").exists() and not (tmp_path / "auto.yaml").exists()

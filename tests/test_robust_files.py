"""Issue 36: files a player (or a second copy of the game) edited by hand.
Each test failed before its fix: deeply nested JSON appended to a replay log
made every later save raise RecursionError; a deeply nested index.json, a
`meta.dreamers: 5` or a 10,000-character campaign name broke or froze the
Load screen."""
from __future__ import annotations

import json

import pygame
import pytest
import yaml

from game.savefile import list_saves, load_game, log_path, save_game
from game.savefile.index import MAX_TEXT
from game.ui.app import App
from game.ui.menus import LoadScene
from recording import recording

STATE = {"hours": 3}
DEEP = ("[" * 100_000 + "]" * 100_000).encode()


def act(n):
    return {"kind": "pass", "dreamer": "gambler", "n": n}


def test_deep_json_appended_to_a_replay_log_does_not_stop_the_next_save(tmp_path):
    p = tmp_path / "slot.yaml"
    log = [act(i) for i in range(3)]
    save_game(p, state=STATE, actions=log, content_version="1")
    with open(log_path(p), "ab") as out:
        out.write(DEEP + b"\n")
    log.append(act(3))
    save_game(p, state=STATE, actions=log, content_version="1")  # RecursionError before
    assert load_game(p, check_state=False).actions == log
    assert (tmp_path / "slot.yaml.log.damaged").read_bytes().endswith(DEEP + b"\n")  # kept aside, not lost


def test_a_replay_log_line_far_longer_than_an_action_is_not_an_action(tmp_path):
    p = tmp_path / "slot.yaml"
    save_game(p, state=STATE, actions=[act(0)], content_version="1")
    with open(log_path(p), "ab") as out:
        out.write(json.dumps({"kind": "pass", "pad": "x" * 200_000}).encode() + b"\n")
    save_game(p, state=STATE, actions=[act(0), act(1)], content_version="1")
    assert load_game(p, check_state=False).actions == [act(0), act(1)]


def _a_save(folder, name="one", **meta):
    """A real campaign's save whose `meta` was then edited by hand (and sealed again)."""
    from game.savefile import seal
    from game.session import Session
    path = folder / f"{name}.yaml"
    Session.new(["gambler", "tough_guy"], 3, campaign=True, name="Lamplit").save(path)
    text = path.read_text(encoding="utf-8")
    head, rest = text.split("\nmeta:\n", 1)
    old_meta = yaml.safe_load("meta:\n" + rest.split("\nstate:\n", 1)[0])["meta"]
    edited = yaml.safe_dump({"meta": {**old_meta, **meta}}, width=1 << 20)
    path.write_text(seal(head + "\n" + edited + "state:\n" + rest.split("\nstate:\n", 1)[1]), encoding="utf-8")


def test_a_deeply_nested_index_is_rebuilt(tmp_path):
    _a_save(tmp_path)
    list_saves(tmp_path)
    (tmp_path / "index.json").write_bytes(b'{"version": 1, "saves": ' + DEEP + b"}")
    assert [s.name for s in list_saves(tmp_path)] == ["one"]


@pytest.mark.parametrize("meta", [
    {"dreamers": 5}, {"dreamers": [1, None, ["x"]]}, {"turn": "many"}, {"dream": ["a"], "mode": "dream"},
    {"location": {"x": 1}}, {"campaign": 12}, {"campaign": "x" * 10_000}, {"campaign": "y" * 200_000},
    {"deep": json.loads("[" * 50 + "]" * 50)},
])
def test_the_load_screen_shows_a_hand_edited_meta_without_failing(tmp_path, monkeypatch, meta):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    _a_save(tmp_path, **meta)
    saves = list_saves(tmp_path)
    assert all(len(v) <= MAX_TEXT for v in saves[0].meta.values() if isinstance(v, str))
    app = App((1280, 720), 1, defaults=True)
    app.push(LoadScene(app))
    with recording() as drawn:
        app.step(1 / 60)  # TypeError before, or seconds a frame for a long name
    row = [s for s in drawn if "Lamplit" in s.text or "xxxx" in s.text or "yyyy" in s.text or "12" == s.text]
    assert all(s.rect[2] <= 1280 for s in drawn)
    assert all(len(s.text) <= MAX_TEXT for s in row)


def _an_onirim_save(folder, **meta):
    """An Onirim game's save (its `meta` is the game's own, not checked as a campaign's)."""
    from game.rules.onirim import new_game
    save_game(folder / "autosave-onirim.yaml", state=new_game(seed=4).to_data(), actions=[],
              content_version="onirim-1", meta={"game": "onirim", "campaign": "Onirim", "mode": "turn 1", **meta})


@pytest.mark.parametrize("meta", [
    {"dreamers": 5}, {"campaign": "x" * 10_000}, {"campaign": "y" * 200_000}, {"expansions": "all"},
    {"seed": [1, 2]}, {"mode": {"a": [1]}}, {"outcome": "x" * 10_000},
])
def test_another_games_save_with_a_hand_edited_meta_is_listed_within_bounds(tmp_path, monkeypatch, meta):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    _an_onirim_save(tmp_path, **meta)
    saves = list_saves(tmp_path)
    assert len(saves) == 1 and not saves[0].problem
    assert all(len(v) <= MAX_TEXT for v in saves[0].meta.values() if isinstance(v, str))
    app = App((1280, 720), 1, defaults=True)
    app.push(LoadScene(app))
    with recording() as drawn:
        app.step(1 / 60)
    assert drawn and all(len(s.text) <= 2 * MAX_TEXT for s in drawn)


def test_the_index_keeps_meta_within_bounds_when_it_is_read_back(tmp_path):
    _a_save(tmp_path, campaign="z" * 150)
    list_saves(tmp_path)
    index = json.loads((tmp_path / "index.json").read_text())
    entry = index["saves"]["one.yaml"]
    entry["meta"]["dreamers"] = 5  # a hand edit of the index itself
    entry["meta"]["campaign"] = "w" * 100_000
    (tmp_path / "index.json").write_text(json.dumps(index))
    saves = list_saves(tmp_path)
    assert len(saves[0].meta["campaign"]) <= MAX_TEXT


def test_a_screenshot_that_cannot_be_written_is_a_sentence_not_a_success(capsys):
    """/proc/version exists and takes no picture: before, "screenshot written" and exit 0."""
    from game.__main__ import main
    from game.cli import run
    status = run(main, ["--screenshot", "/proc/version"])
    out, err = capsys.readouterr()
    assert status != 0 and "written" not in out
    assert "Cannot write the screenshot to /proc/version" in err


def test_a_screenshot_is_moved_into_place_whole(tmp_path):
    from game.__main__ import main
    target = tmp_path / "shelf.png"
    assert main(["--screenshot", str(target)]) == 0
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and list(tmp_path.iterdir()) == [target]

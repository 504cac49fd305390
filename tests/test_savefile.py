"""Saves: round trip, damage of every kind, newer and older versions, and
crashes in the middle of writing. The previous good save always survives."""
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest
import yaml

from game.savefile import (
    MIGRATIONS, SAVE_FORMAT, SAVE_VERSION, SaveError, backups_of, list_saves, load_game, load_latest_good, save_game,
    slot_path,
)

STATE = {"rng": 12345678901234567890, "dreamers": {"gambler": {"hand": ["a", "b"], "pos": [1, 2]}}, "hours": 3}


def save(path, **kw):
    args = dict(state=STATE, actions=[{"kind": "draw", "dreamer": "gambler"}], content_version="1",
                meta={"campaign": "Test"})
    args.update(kw)
    save_game(path, **args)


def test_round_trip(tmp_path):
    p = tmp_path / "slot1.yaml"
    save(p)
    data = load_game(p)
    assert data.state == STATE and data.actions == [{"kind": "draw", "dreamer": "gambler"}]
    assert data.meta == {"campaign": "Test"} and data.format_version == SAVE_VERSION


def test_backups_rotate_and_never_exceed_three(tmp_path):
    p = tmp_path / "slot.yaml"
    for hours in range(6):
        save(p, state={**STATE, "hours": hours})
    assert load_game(p).state["hours"] == 5
    assert [load_game(b).state["hours"] for b in backups_of(p)] == [4, 3, 2]
    assert not p.with_name("slot.yaml.4").exists()


@pytest.mark.parametrize("damage, words", [
    (lambda t: t[: len(t) // 2], "damaged"),
    (lambda t: "\x00\xff garbage \x13" * 20, "damaged"),
    (lambda t: "format: somebody-elses-game\nversion: 1\n", "not a save file"),
    (lambda t: t.replace("state:", "stat:"), "'state' is missing"),
    (lambda t: t.replace("actions: |", "actions: 7\nold_actions: |"), "'actions' should be a text"),
    (lambda t: t.replace('{"dreamer"', '{"dreamer" oops'), "action log cannot be read"),
    (lambda t: t.replace(f"version: {SAVE_VERSION}", "version: 99"), "newer version"),
])
def test_damaged_saves_are_reported_in_plain_words_and_left_alone(tmp_path, damage, words):
    p = tmp_path / "slot.yaml"
    save(p)
    broken = damage(p.read_text())
    p.write_text(broken)
    before = p.read_bytes()
    with pytest.raises(SaveError) as err:
        load_game(p)
    assert words in err.value.message and str(p) in err.value.message
    assert p.read_bytes() == before  # never overwritten by loading


def test_binary_garbage(tmp_path):
    p = tmp_path / "slot.yaml"
    p.write_bytes(os.urandom(300) + b"\xff\xfe")
    with pytest.raises(SaveError, match="damaged"):
        load_game(p)


def test_damaged_save_offers_the_newest_good_backup(tmp_path):
    p = tmp_path / "slot.yaml"
    save(p, state={**STATE, "hours": 1})
    save(p, state={**STATE, "hours": 2})
    p.write_text("format: etherfields-save\nversion: 1\nstate: [")
    data, err, where = load_latest_good(p)
    assert err is not None and data.state["hours"] == 1 and where == backups_of(p)[0]


def test_older_versions_migrate_step_by_step():
    v0 = {"format": SAVE_FORMAT, "version": 0, "state": {}, "actions": [{"kind": "pass", "dreamer": "x"}],
          "saved_at": ""}
    v1 = MIGRATIONS[0](v0)
    assert v1 == {**v0, "version": 1, "meta": {}, "content_version": "0"}
    v2 = MIGRATIONS[1](v1)
    assert v2["version"] == 2 and v2["actions"] == '{"dreamer":"x","kind":"pass"}\n'


def test_version_one_file_loads(tmp_path):
    p = tmp_path / "v1.yaml"
    p.write_text(yaml.safe_dump({"format": SAVE_FORMAT, "version": 1, "content_version": "1", "saved_at": "2025",
                                 "meta": {}, "state": STATE, "actions": [{"kind": "draw", "dreamer": "gambler"}]}))
    data = load_game(p)
    assert data.format_version == 2 and data.actions == [{"kind": "draw", "dreamer": "gambler"}]


def test_version_zero_file_loads(tmp_path):
    p = tmp_path / "old.yaml"
    p.write_text(yaml.safe_dump({"format": SAVE_FORMAT, "version": 0, "saved_at": "2020", "state": STATE,
                                 "actions": []}))
    data = load_game(p)
    assert data.format_version == SAVE_VERSION and data.content_version == "0" and data.state == STATE


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files whatever their mode")
def test_unreadable_file(tmp_path):
    p = tmp_path / "slot.yaml"
    save(p)
    p.chmod(0)
    with pytest.raises(SaveError, match="cannot be read"):
        load_game(p)


def test_read_only_folder_keeps_the_previous_save(tmp_path, monkeypatch):
    p = tmp_path / "slot.yaml"
    save(p)
    good = p.read_bytes()

    def refuse(*a, **k):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(SaveError, match="read-only"):
        save(p, state={**STATE, "hours": 9})
    monkeypatch.undo()
    assert p.read_bytes() == good
    assert [f.name for f in tmp_path.iterdir() if f.name.endswith(".tmp")] == []


def test_failure_between_write_and_rename_keeps_the_previous_save(tmp_path, monkeypatch):
    p = tmp_path / "slot.yaml"
    save(p)
    real_fsync = os.fsync

    def crash(fd):
        real_fsync(fd)
        raise KeyboardInterrupt  # the process dies between write and rename
    monkeypatch.setattr(os, "fsync", crash)
    with pytest.raises(KeyboardInterrupt):
        save(p, state={**STATE, "hours": 9})
    monkeypatch.undo()
    assert load_game(p).state == STATE
    assert not [f for f in tmp_path.iterdir() if f.name.endswith(".tmp")]


def test_process_killed_while_saving(tmp_path):
    p = tmp_path / "slot.yaml"
    save(p)
    script = textwrap.dedent(f"""
        import os, sys, time
        import game.savefile as sf
        real = os.fsync
        def slow(fd):
            print("writing", flush=True)
            time.sleep(30)
            real(fd)
        os.fsync = slow
        big = {{"cards": ["card%d" % i for i in range(50000)]}}
        sf.save_game({str(p)!r}, state=big, actions=[], content_version="1")
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE,
                            cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    assert proc.stdout.readline().strip() == b"writing"
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    assert load_game(p).state == STATE  # the previous save is intact
    assert [s.name for s in list_saves(tmp_path)] == ["slot"]  # the half-written temp file is no save


def test_list_saves_reports_damage_instead_of_crashing(tmp_path):
    save(slot_path(tmp_path, "good one"))
    (tmp_path / "bad.yaml").write_text("format: etherfields-save\nstate: [")
    infos = {i.name: i for i in list_saves(tmp_path)}
    assert infos["good_one"].problem == "" and infos["good_one"].meta["campaign"] == "Test"
    assert "damaged" in infos["bad"].problem


def test_a_real_campaign_saves_and_replays(tmp_path):
    from game.content import CONTENT_VERSION, default_content
    from game.autoplay import play
    from game.rules.core import Action
    from game.rules.etherfields import Game, new_game
    content = default_content()
    g = new_game(content, {"dreamers": ["gambler", "specialist"], "campaign": True}, 5)
    log = []
    import random
    rng = random.Random(5)
    for _ in range(150):
        acts = g.legal_actions()
        a = rng.choice(acts)
        g.apply(a)
        log.append(a.to_data())
    p = tmp_path / "campaign.yaml"
    save_game(p, state=g.to_data(), actions=log, content_version=CONTENT_VERSION, meta={"seed": 5})
    data = load_game(p)
    loaded = Game.from_data(data.state, content)
    assert loaded.to_data() == g.to_data()
    replay = new_game(content, {"dreamers": ["gambler", "specialist"], "campaign": True}, 5)
    for a in data.actions:
        replay.apply(Action.from_data(a))
    assert replay.to_data() == g.to_data()
    del play


def test_headless_autoplay_saves_and_continues(tmp_path):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    p = tmp_path / "auto.yaml"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy"}
    first = subprocess.run([sys.executable, "-m", "game", "--autoplay", "60", "--seed", "4", "--save", str(p)],
                           cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert first.returncode == 0, first.stderr
    assert len(load_game(p).actions) == 60
    second = subprocess.run([sys.executable, "-m", "game", "--load", str(p), "--autoplay", "40"],
                            cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert second.returncode == 0, second.stderr
    data = load_game(p)
    assert len(data.actions) == 100
    from game.headless import replay
    assert replay(data.meta, data.actions).to_data() == data.state


def test_headless_load_of_a_damaged_save_says_so(tmp_path):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    p = tmp_path / "auto.yaml"
    p.write_text("garbage: [")
    out = subprocess.run([sys.executable, "-m", "game", "--load", str(p), "--autoplay", "5"],
                         cwd=root, capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "damaged" in out.stderr
    assert p.read_text() == "garbage: ["

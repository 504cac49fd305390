"""Saves as documents: round trip, damage of every kind, newer and older
versions, and a real campaign that saves, loads and replays. Loading never
changes a file. (Writing, crashes and backups: test_savefile_disk.py.)"""
import json
import os
import subprocess
import sys

import pytest
import yaml
from hypothesis import HealthCheck, given, settings, strategies as st

from game.savefile import (
    MIGRATIONS, SAVE_FORMAT, SAVE_VERSION, SaveError, backups_of, load_game, load_latest_good, log_path, save_game,
    seal,
)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STATE = {"rng": 12345678901234567890, "dreamers": {"gambler": {"hand": ["a", "b"], "pos": [1, 2]}}, "hours": 3,
         "flags": {"on": "yes", "none": None, "seen": True}}
ACTIONS = [{"kind": "draw", "dreamer": "gambler"}, {"kind": "travel", "to": "loc_lamplit_lane"}]


def read_document(path):
    """These tests are about the file format, so their states are small made-up
    mappings; the check of a real game's state has its own tests."""
    return load_game(path, check_state=False)


def recover_document(path):
    return load_latest_good(path, check_state=False)


def save(path, **kw):
    args = dict(state=STATE, actions=ACTIONS, content_version="1", meta={"campaign": "Test"})
    args.update(kw)
    save_game(path, **args)


def test_round_trip(tmp_path):
    p = tmp_path / "slot1.yaml"
    save(p)
    data = read_document(p)
    assert data.state == STATE and data.actions == ACTIONS
    assert data.meta == {"campaign": "Test"} and data.format_version == SAVE_VERSION
    assert data.content_version == "1" and data.saved_at[:2] == "20"


def test_an_empty_action_log_round_trips(tmp_path):
    p = tmp_path / "new.yaml"
    save(p, actions=[], meta=None)
    data = read_document(p)
    assert data.actions == [] and data.meta == {}


def test_the_file_starts_with_its_format_and_ends_with_the_end_mark(tmp_path):
    """Saving looks at these lines to judge the file it would replace."""
    p = tmp_path / "slot.yaml"
    save(p)
    lines = p.read_text().splitlines()
    assert lines[:2] == [f"format: {SAVE_FORMAT}", f"version: {SAVE_VERSION}"]
    assert lines[-1] == f"end: {SAVE_FORMAT}"


_plain = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text() | st.integers(), kids, max_size=4),
    max_leaves=15)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(state=st.dictionaries(st.text(), _plain, max_size=5),
       actions=st.lists(st.dictionaries(st.text(), st.integers() | st.text()).map(lambda a: {**a, "kind": "x"}),
                        max_size=3))
def test_any_plain_data_round_trips(tmp_path, state, actions):
    """Strings that YAML 1.1 would read as something else ('on', '0x1F',
    dates, line separators) come back as the same strings."""
    p = tmp_path / "any.yaml"
    save_game(p, state=state, actions=actions, content_version="1", backups=0)
    data = read_document(p)
    assert data.state == state and data.actions == actions


def test_data_that_is_not_plain_is_refused_before_anything_is_written(tmp_path):
    p = tmp_path / "slot.yaml"
    save(p)
    good = p.read_bytes()
    for bad in (dict(state={"when": object()}), dict(actions=[{"kind": "x", "card": object()}]),
                dict(state=["not", "a", "mapping"])):
        with pytest.raises(SaveError) as err:
            save(p, **bad)
        assert err.value.reason == "invalid" and "nothing was saved" in err.value.message
    assert p.read_bytes() == good and not backups_of(p)[0].exists()


# -- damage ------------------------------------------------------------------------------

def test_a_save_cut_short_anywhere_is_reported_as_truncated(tmp_path):
    """Cut at a line boundary a YAML file is still valid YAML; the end mark
    is what catches a save that lost the tail of its action log."""
    p = tmp_path / "slot1.yaml"
    save(p, actions=[{"kind": "pass", "n": i} for i in range(4)])
    full = p.read_bytes()
    for cut in range(0, len(full) - len(b"end: etherfields-save\n") + 1):
        p.write_bytes(full[:cut])
        with pytest.raises(SaveError) as err:
            read_document(p)
        assert err.value.reason in ("truncated", "damaged"), cut
        if cut > 40:  # past the header the cause is clear
            assert err.value.message == f"{p} is damaged: it ends in the middle of the data (truncated?).", cut


@pytest.mark.parametrize("damage, words", [
    (lambda t: "\x00\xff garbage \x13" * 20, "damaged"),
    (lambda t: "format: somebody-elses-game\nversion: 1\n", "is not a save file of this game"),
    (lambda t: "- just\n- a list\n", "is not a save file of this game"),
    (lambda t: t.replace("state:", "stat:"), "the field 'state' is missing"),
    (lambda t: t.replace("content_version: '1'", "content_version: [1]"), "'content_version' should be text"),
    (lambda t: t.replace("meta: {campaign: Test}", "meta: 7"), "'meta' should be a mapping"),
    (lambda t: t.replace("\nlog:", "\nlag:"), "the field 'log' is missing"),
    (lambda t: t.replace("\nlog:", "\nlog: 7\nold_log:"), "'log' should be a mapping"),
    (lambda t: t.replace(f"version: {SAVE_VERSION}", "version: three"), "format version is missing or not a num"),
    (lambda t: t.replace("state:", "state: [\n"), "cannot be read as YAML near line"),
    (lambda t: t.replace(f"version: {SAVE_VERSION}", "version: 99"),
     "was made by a newer version of the game (format 99); this version reads up to"),
])
def test_damaged_saves_are_reported_in_plain_words_and_left_alone(tmp_path, damage, words):
    """Each damage is sealed with a fresh checksum, to reach the checks behind it."""
    p = tmp_path / "slot.yaml"
    save(p)
    text = damage(p.read_text())
    p.write_text(seal(text) if text.startswith(f"format: {SAVE_FORMAT}") else text)
    before = p.read_bytes()
    with pytest.raises(SaveError) as err:
        read_document(p)
    assert words in err.value.message and str(p) in err.value.message
    assert p.read_bytes() == before  # never overwritten by loading


@pytest.mark.parametrize("raw, words", [
    (os.urandom(300) + b"\xff\xfe", "is damaged: it is not text"),
    (b"format: etherfields-save\x00\x07\x1b[31m\n", "is damaged: it holds garbage"),
    (b"", "is damaged: it is empty"),
    (b"\n\n", "is damaged: it is empty"),
])
def test_garbage_and_empty_files(tmp_path, raw, words):
    p = tmp_path / "slot.yaml"
    p.write_bytes(raw)
    with pytest.raises(SaveError, match=words):
        read_document(p)


def test_a_missing_save_and_a_folder_in_its_place(tmp_path):
    with pytest.raises(SaveError, match="There is no save at"):
        read_document(tmp_path / "nothing.yaml")
    (tmp_path / "dir.yaml").mkdir()
    with pytest.raises(SaveError, match="is a folder, not a save file"):
        read_document(tmp_path / "dir.yaml")


def test_unreadable_file(tmp_path):
    p = tmp_path / "slot.yaml"
    save(p)
    p.chmod(0)
    try:
        if os.access(p, os.R_OK):
            pytest.skip("running as root: files are readable whatever their mode")
        with pytest.raises(SaveError) as err:
            read_document(p)
        assert err.value.message == f"{p} cannot be read: permission denied." and err.value.reason == "unreadable"
    finally:
        p.chmod(0o644)


def test_loading_never_changes_the_file_or_the_folder(tmp_path):
    good, bad = tmp_path / "good.yaml", tmp_path / "bad.yaml"
    save(good)
    save(good)  # with a backup beside it
    bad.write_text("format: etherfields-save\nversion: 3\nstate: [")
    os.utime(good, (1_000_000, 1_000_000))
    os.utime(bad, (1_000_000, 1_000_000))
    before = {f.name: (f.read_bytes(), f.stat().st_mtime) for f in tmp_path.iterdir()}
    read_document(good)
    recover_document(good)
    for _ in range(2):
        with pytest.raises(SaveError):
            read_document(bad)
        recover_document(bad)
    assert {f.name: (f.read_bytes(), f.stat().st_mtime) for f in tmp_path.iterdir()} == before


# -- choosing a backup ---------------------------------------------------------------------

def test_damaged_save_offers_the_newest_good_backup(tmp_path):
    p = tmp_path / "slot.yaml"
    save(p, state={**STATE, "hours": 1})
    save(p, state={**STATE, "hours": 2})
    p.write_text("format: etherfields-save\nversion: 3\nstate: [")
    data, err, where = recover_document(p)
    assert "truncated" in err.message and data.state["hours"] == 1 and where == backups_of(p)[0]


def test_backup_search_skips_damaged_backups_and_may_find_none(tmp_path):
    p = tmp_path / "slot.yaml"
    for hours in (1, 2, 3):
        save(p, state={**STATE, "hours": hours})
    p.write_bytes(b"\x00")
    backups_of(p)[0].write_text("garbage: [")
    found = recover_document(p)
    assert found.data.state["hours"] == 1 and found.path == backups_of(p)[1]
    backups_of(p)[1].unlink()
    nothing = recover_document(p)
    assert nothing.data is None and nothing.path is None and "is damaged: it holds garbage" in nothing.error.message


def test_a_newer_save_is_not_replaced_by_an_older_backup(tmp_path):
    p = tmp_path / "slot.yaml"
    save(p)
    save(p)
    p.write_text(p.read_text().replace(f"version: {SAVE_VERSION}", "version: 9"))
    data, err, where = recover_document(p)
    assert data is None and where is None and err.reason == "newer"


# -- older versions ------------------------------------------------------------------------

def test_each_migration_lifts_one_version():
    v0 = {"format": SAVE_FORMAT, "version": 0, "state": {}, "actions": [{"kind": "pass", "dreamer": "x"}],
          "saved_at": ""}
    v1 = MIGRATIONS[0](v0)
    assert v1 == {**v0, "version": 1, "meta": {}, "content_version": "0"}
    v2 = MIGRATIONS[1](v1)
    assert v2 == {**v1, "version": 2, "actions": '{"dreamer":"x","kind":"pass"}\n'}
    v3 = MIGRATIONS[2](v2)
    assert v3 == {**v2, "version": 3}
    v4 = MIGRATIONS[3](v3)
    assert v4 == {**v3, "version": 4}
    v5 = MIGRATIONS[4](v4)
    assert v5 == {**{k: v for k, v in v4.items() if k != "actions"}, "version": 5, "log": {"inline": v4["actions"]}}
    assert v0["version"] == 0 and v1["version"] == 1  # steps copy, never change their input
    assert sorted(MIGRATIONS) == list(range(SAVE_VERSION))


def test_version_zero_file_loads(tmp_path):
    p = tmp_path / "old.yaml"
    p.write_text(yaml.safe_dump({"format": SAVE_FORMAT, "version": 0, "saved_at": "2020", "state": STATE,
                                 "actions": []}))
    before = p.read_bytes()
    data = read_document(p)
    assert data.format_version == SAVE_VERSION and data.content_version == "0" and data.state == STATE
    assert data.meta == {} and p.read_bytes() == before  # upgraded in memory only


def test_version_one_file_loads(tmp_path):
    p = tmp_path / "v1.yaml"
    p.write_text("format: etherfields-save\nversion: 1\ncontent_version: '1'\nsaved_at: 2025-01-02\nmeta: {}\n"
                 "state: {hours: 3}\nactions:\n- {kind: draw, dreamer: gambler}\n")
    data = read_document(p)
    assert data.format_version == SAVE_VERSION and data.actions == [{"kind": "draw", "dreamer": "gambler"}]
    assert data.saved_at == "2025-01-02"  # an unquoted date in a hand-written file is still read


def _inline_save(version, actions=ACTIONS):
    """A save as versions 2 to 4 wrote it: the action log inside, as JSON lines in one block."""
    log = "".join(json.dumps(a, separators=(",", ":"), sort_keys=True) + "\n" for a in actions)
    body = yaml.safe_dump({"format": SAVE_FORMAT, "version": version, "content_version": "1",
                           "saved_at": "2025-01-02T00:00:00+00:00", "meta": {"campaign": "Test"}, "state": STATE},
                          sort_keys=False)
    return body + "actions: |\n" + "".join("  " + line + "\n" for line in log.splitlines())


def test_version_two_file_loads_without_an_end_mark(tmp_path):
    p = tmp_path / "v2.yaml"
    p.write_text(_inline_save(2))  # no checksum line, no end mark
    data = read_document(p)
    assert data.state == STATE and data.actions == ACTIONS


def test_version_three_file_without_a_checksum_loads(tmp_path):
    p = tmp_path / "v3.yaml"
    p.write_text(_inline_save(3) + "end: etherfields-save\n")
    data = read_document(p)
    assert data.state == STATE and data.actions == ACTIONS and data.format_version == SAVE_VERSION


def test_version_four_file_with_its_log_inside_loads_and_its_next_save_writes_the_log_beside_it(tmp_path):
    """Until version 4 every save held the whole action log. Such a save
    loads unchanged on disk; saved again, its log moves to the file beside it."""
    p = tmp_path / "v4.yaml"
    p.write_text(seal(_inline_save(4)))
    before = p.read_bytes()
    data = read_document(p)
    assert data.state == STATE and data.actions == ACTIONS and data.format_version == SAVE_VERSION
    assert data.log_problem == "" and p.read_bytes() == before and not log_path(p).exists()
    save_game(p, state=data.state, actions=data.actions + [{"kind": "pass", "dreamer": "gambler"}],
              content_version="1", meta=data.meta)
    again = read_document(p)
    assert again.actions == ACTIONS + [{"kind": "pass", "dreamer": "gambler"}] and "\nactions:" not in p.read_text()
    assert read_document(backups_of(p)[0]).actions == ACTIONS  # the old save, kept as the backup, still loads


def test_a_version_four_file_with_a_damaged_log_inside_is_damaged(tmp_path):
    p = tmp_path / "v4.yaml"
    p.write_text(seal(_inline_save(4).replace('{"dreamer"', '{"dreamer" oops')))
    with pytest.raises(SaveError, match="action log cannot be read"):
        read_document(p)
    p.write_text(seal(_inline_save(4).replace('{"dreamer":"gambler","kind":"draw"}', '[1, 2]')))
    with pytest.raises(SaveError, match="not an action"):
        read_document(p)


def test_a_version_two_file_cut_short_is_still_caught(tmp_path):
    p = tmp_path / "v2.yaml"
    p.write_text("format: etherfields-save\nversion: 2\ncontent_version: '1'\nsaved_at: '2025'\nmeta: {}\nstat")
    with pytest.raises(SaveError, match="truncated"):
        read_document(p)


def test_a_version_older_than_any_migration(tmp_path):
    p = tmp_path / "ancient.yaml"
    p.write_text("format: etherfields-save\nversion: -1\n")
    with pytest.raises(SaveError, match="format -1, which is too old"):
        read_document(p)


# -- real games ------------------------------------------------------------------------------

def test_a_real_campaign_saves_and_replays(tmp_path):
    import random
    from game.content import CONTENT_VERSION, default_content
    from game.rules.core import Action
    from game.rules.etherfields import Game, new_game
    content = default_content()
    g = new_game(content, {"dreamers": ["gambler", "specialist"], "campaign": True}, 5)
    log = []
    rng = random.Random(5)
    for _ in range(150):
        a = rng.choice(g.legal_actions())
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
    assert json.loads(json.dumps(data.actions)) == log


def test_headless_autoplay_saves_and_continues(tmp_path):
    p = tmp_path / "auto.yaml"
    # The replay below runs in English: so do both runs, whatever a settings file or
    # the system's locale would choose (a prompt in another language is another state).
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "ETHERFIELDS_SAVES": str(tmp_path)}
    first = subprocess.run([sys.executable, "-m", "game", "--lang", "en", "--autoplay", "60", "--seed", "4",
                            "--save", str(p)],
                           cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert first.returncode == 0, first.stderr
    assert len(load_game(p).actions) == 60
    second = subprocess.run([sys.executable, "-m", "game", "--lang", "en", "--load", str(p), "--autoplay", "40"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert second.returncode == 0, second.stderr
    data = load_game(p)
    assert len(data.actions) == 100
    from game.headless import replay
    assert replay(data.meta, data.actions).to_data() == data.state


def test_headless_load_of_a_damaged_save_says_so(tmp_path):
    p = tmp_path / "auto.yaml"
    p.write_text("garbage: [")
    out = subprocess.run([sys.executable, "-m", "game", "--load", str(p), "--autoplay", "5"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "damaged" in out.stderr
    assert p.read_text() == "garbage: ["

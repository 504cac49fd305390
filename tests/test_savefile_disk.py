"""Saves on disk: atomic writes, backups, crashes in the middle of writing,
read-only folders, full disks, files that must not be replaced, and the
slot list. Whatever happens, the previous good save still loads."""
import errno
import os
import random
import signal
import subprocess
import sys
import tempfile
import textwrap
import time

import pytest

from game.content import default_content
from game.rules.etherfields import new_game

from game.savefile import (
    SAVE_VERSION, SaveError, autosave_path, backups_of, folder, list_saves, load_game, save_game, seal, slot_path,
    temp_files_of,
)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# A real game's state: loading checks it against the rules and the content.
STATE = new_game(default_content(), {"dreamers": ["gambler", "tough_guy"]}, 5).to_data()


def save(path, hours=3, **kw):
    args = dict(state={**STATE, "hours": hours}, actions=[{"kind": "pass", "dreamer": "gambler"}],
                content_version="1", meta={"campaign": "Test"})
    args.update(kw)
    save_game(path, **args)


def hours(path):
    """The document only: some tests here save big made-up states."""
    return load_game(path, check_state=False).state["hours"]


def leftovers(folder_):
    return [f.name for f in folder_.iterdir() if f.name.endswith(".tmp")]


# -- backups ------------------------------------------------------------------------------

def test_backups_rotate_newest_first_and_never_exceed_the_count(tmp_path):
    p = tmp_path / "slot.yaml"
    for h in range(6):
        save(p, h)
        assert len([b for b in tmp_path.glob("slot.yaml.*") if b.suffix != ".log"]) == min(h, 3)
    assert hours(p) == 5
    assert [hours(b) for b in backups_of(p)] == [4, 3, 2]
    save(p, 6, backups=1)  # fewer backups wanted now: the extra old ones go
    assert sorted(f.name for f in tmp_path.iterdir()) == ["slot.yaml", "slot.yaml.1", "slot.yaml.log"]
    assert hours(backups_of(p)[0]) == 5
    save(p, 7, backups=0)
    assert sorted(f.name for f in tmp_path.iterdir()) == ["slot.yaml", "slot.yaml.log"]  # the log: see test_savefile_log


def test_saving_writes_a_new_file_and_never_the_old_one(tmp_path):
    """The real name is replaced by rename; the old inode becomes backup .1."""
    p = tmp_path / "slot.yaml"
    save(p, 1)
    old_inode = p.stat().st_ino
    save(p, 2)
    assert p.stat().st_ino != old_inode and backups_of(p)[0].stat().st_ino == old_inode
    assert hours(backups_of(p)[0]) == 1 and leftovers(tmp_path) == []


# -- failures while writing -------------------------------------------------------------------

def _refuse(*a, **k):
    raise PermissionError(errno.EACCES, "Permission denied")


@pytest.mark.parametrize("where", ["tempfile.mkstemp", "os.replace"])
def test_read_only_folder_keeps_the_previous_save(tmp_path, monkeypatch, where):
    p = tmp_path / "slot.yaml"
    save(p)
    good = p.read_bytes()
    module, name = where.split(".")
    monkeypatch.setattr({"tempfile": tempfile, "os": os}[module], name, _refuse)
    with pytest.raises(SaveError) as err:
        save(p, 9)
    monkeypatch.undo()
    assert "permission denied (is the folder read-only?)" in err.value.message
    assert "The previous save is untouched" in err.value.message and err.value.reason == "unwritable"
    assert p.read_bytes() == good and leftovers(tmp_path) == []


def test_a_really_read_only_folder(tmp_path):
    p = tmp_path / "slot.yaml"
    save(p)
    good = p.read_bytes()
    tmp_path.chmod(0o555)
    try:
        if os.access(tmp_path, os.W_OK):
            pytest.skip("running as root: the folder stays writable whatever its mode")
        with pytest.raises(SaveError, match="read-only"):
            save(p, 9)
    finally:
        tmp_path.chmod(0o755)
    assert p.read_bytes() == good and leftovers(tmp_path) == []


def test_a_full_disk_keeps_the_previous_save(tmp_path, monkeypatch):
    p = tmp_path / "slot.yaml"
    save(p)
    good = p.read_bytes()

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(SaveError) as err:
        save(p, 9)
    monkeypatch.undo()
    assert err.value.message == f"Saving to {p} failed: the disk is full. The previous save is untouched."
    assert err.value.reason == "disk_full"
    assert p.read_bytes() == good and leftovers(tmp_path) == [] and not backups_of(p)[0].exists()


def test_failure_between_write_and_rename_keeps_the_previous_save(tmp_path, monkeypatch):
    p = tmp_path / "slot.yaml"
    save(p, 1)
    real_replace = os.replace

    def crash(src, dst):
        if str(dst) == str(p):
            raise KeyboardInterrupt  # the process is stopped after writing, before the rename
        real_replace(src, dst)
    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(KeyboardInterrupt):
        save(p, 9)
    monkeypatch.undo()
    assert hours(p) == 1 and leftovers(tmp_path) == []
    assert [s.name for s in list_saves(tmp_path)] == ["slot"]


def _saver(path, body):
    """A separate Python process that saves a big state to `path`."""
    script = textwrap.dedent(f"""
        import os, sys, time
        import game.savefile as sf
        path = {str(path)!r}
        big = {{"hours": 0, "cards": ["card%d" % i for i in range(5000)],
               "decks": {{"d%d" % i: list(range(50)) for i in range(50)}}}}
    """) + textwrap.dedent(body)
    return subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, cwd=ROOT)


_STALL_MID_WRITE = """
    real_fdopen = os.fdopen
    class HalfThenStall:
        def __init__(self, f): self.f = f
        def __enter__(self): return self
        def __exit__(self, *exc): return self.f.__exit__(*exc)
        def write(self, text):
            self.f.write(text[: len(text) // 2])
            self.f.flush()
            print("stalled", flush=True)
            time.sleep(30)
    os.fdopen = lambda *a, **k: HalfThenStall(real_fdopen(*a, **k))
"""
_STALL_BEFORE_RENAME = """
    real_fsync = os.fsync
    def stall(fd):
        real_fsync(fd)
        print("stalled", flush=True)
        time.sleep(30)
    os.fsync = stall
"""


@pytest.mark.parametrize("stall", [_STALL_MID_WRITE, _STALL_BEFORE_RENAME], ids=["mid-write", "before-rename"])
def test_process_killed_in_the_middle_of_saving(tmp_path, stall):
    p = tmp_path / "slot.yaml"
    save(p, 1)
    # The same action log as the save: nothing to add to it, so the stall is in writing the save itself.
    proc = _saver(p, textwrap.dedent(stall) + 'sf.save_game(path, state=big, actions=[{"kind": "pass", '
                  '"dreamer": "gambler"}], content_version="1")\n')
    try:
        assert proc.stdout.readline().strip() == b"stalled"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    assert hours(p) == 1  # the previous save is intact
    [half_done] = temp_files_of(p)  # the unfinished save is a hidden temp file...
    assert half_done.stat().st_size > 1000
    assert [s.name for s in list_saves(tmp_path)] == ["slot"]  # ...never listed or loaded as a save


def test_process_killed_at_random_moments_while_saving(tmp_path):
    """SIGKILL lands anywhere in a loop of saves (mostly while the YAML is
    being made, sometimes in writing, rotating or renaming). Every time, the
    save and every backup load."""
    p = tmp_path / "slot.yaml"
    save(p, 0)
    rng = random.Random(8)
    for _ in range(3):
        proc = _saver(p, """
            print("saving", flush=True)
            for n in range(1, 10**6):
                big["hours"] = n
                sf.save_game(path, state=big, actions=[], content_version="1")
        """)
        try:
            assert proc.stdout.readline().strip() == b"saving"
            time.sleep(rng.uniform(0.02, 0.25))  # a save takes ~20 ms: many saves, any phase
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=10)
        assert isinstance(hours(p), int)
        for b in backups_of(p):
            if b.exists():
                assert isinstance(hours(b), int)
        assert [s.name for s in list_saves(tmp_path)] == ["slot"]


def test_temp_files_left_by_a_killed_save_are_cleared_by_the_next_one(tmp_path):
    p = tmp_path / "slot.yaml"
    stale, fresh = tmp_path / ".slot.yaml.abc123.tmp", tmp_path / ".slot.yaml.def456.tmp"
    stale.write_text("format: etherfields-save\nversion: 3\nstate: {hou")
    fresh.write_text("format: etherfields-save\nversion: 3\n")
    os.utime(stale, (time.time() - 3600,) * 2)
    other = tmp_path / ".other.yaml.abc.tmp"  # another slot's business
    other.write_text("x")
    os.utime(other, (time.time() - 3600,) * 2)
    save(p)
    assert not stale.exists() and fresh.exists() and other.exists()


# -- what is already there ----------------------------------------------------------------------

def test_a_file_of_another_kind_is_never_replaced(tmp_path):
    p = tmp_path / "notes.yaml"
    p.write_text("format: shopping-list\nitems: [eggs]\n")
    with pytest.raises(SaveError) as err:
        save(p)
    assert err.value.reason == "foreign" and "is not a save file of this game, so it was not replaced" in str(err.value)
    assert p.read_text() == "format: shopping-list\nitems: [eggs]\n" and leftovers(tmp_path) == []


def test_a_save_from_a_newer_version_is_never_replaced(tmp_path):
    p = tmp_path / "slot.yaml"
    save(p)
    newer = p.read_text().replace(f"version: {SAVE_VERSION}", f"version: {SAVE_VERSION + 1}")
    p.write_text(newer)
    with pytest.raises(SaveError, match=f"newer version of the game \\(format {SAVE_VERSION + 1}\\), so it was not"):
        save(p, 9)
    assert p.read_text() == newer and not backups_of(p)[0].exists()


@pytest.mark.parametrize("damage", [
    lambda raw: raw[: len(raw) // 2],  # cut short: no end mark
    lambda raw: raw[:20],  # cut inside the first line
    lambda raw: b"\x00" * 4096,  # a power cut can leave a file of zeros
    lambda raw: b"",
])
def test_a_damaged_save_is_set_aside_not_pushed_through_the_backups(tmp_path, damage):
    """Rotated, a damaged file would push a good backup out; it is kept
    beside the slot as `.damaged` instead, and the backups stay as they were."""
    p = tmp_path / "slot.yaml"
    for h in (1, 2, 3, 4):
        save(p, h)
    broken = damage(p.read_bytes())
    p.write_bytes(broken)
    save(p, 5)
    assert hours(p) == 5 and [hours(b) for b in backups_of(p)] == [3, 2, 1]
    assert (tmp_path / "slot.yaml.damaged").read_bytes() == broken
    p.write_bytes(broken)
    save(p, 6)
    assert (tmp_path / "slot.yaml.damaged-2").read_bytes() == broken
    assert [s.name for s in list_saves(tmp_path)] == ["slot"]


def test_an_older_format_save_is_rotated_like_any_good_save(tmp_path):
    p = tmp_path / "slot.yaml"
    p.write_text("format: etherfields-save\nversion: 0\nsaved_at: '2020'\nstate: {hours: 0}\nactions: []\n")
    save(p, 1)
    assert hours(backups_of(p)[0]) == 0 and hours(p) == 1


# -- slots -------------------------------------------------------------------------------------

def test_list_saves_newest_first_with_damage_reported_and_other_files_left_out(tmp_path):
    first = slot_path(tmp_path, "first one")
    save(first, 1)
    text = first.read_text()
    first.write_text(seal(text.replace(text.split("\n")[3], "saved_at: '2001-01-01T00:00:00+00:00'")))
    save(autosave_path(tmp_path, "Demo"), 2)
    save(autosave_path(tmp_path, "Demo"), 3)  # leaves a backup, which is no slot
    (tmp_path / "bad.yaml").write_text("format: etherfields-save\nversion: 3\nstate: [")
    (tmp_path / "settings.yaml").write_text("volume: 0.5\ntext_size: large\n")
    (tmp_path / "readme.txt").write_text("hello")
    infos = list_saves(tmp_path)
    assert [i.name for i in infos] == ["autosave-Demo", "first_one", "bad"]
    assert infos[0].meta == {"campaign": "Test"} and infos[0].problem == "" and infos[0].saved_at
    assert infos[2].problem == f"{tmp_path / 'bad.yaml'} is damaged: it ends in the middle of the data (truncated?)."


def test_list_saves_of_a_missing_folder_is_empty(tmp_path):
    assert list_saves(tmp_path / "nowhere") == []


def test_slot_names_cannot_leave_the_folder(tmp_path):
    assert slot_path(tmp_path, "My campaign!") == tmp_path / "My_campaign_.yaml"
    assert slot_path(tmp_path, "../../etc/passwd").parent == tmp_path
    assert slot_path(tmp_path, "   ") == tmp_path / "slot.yaml"
    assert autosave_path(tmp_path, "Demo") == tmp_path / "autosave-Demo.yaml"


def test_the_saves_folder_defaults_to_the_repository_and_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    assert folder() == tmp_path and slot_path(None, "a") == tmp_path / "a.yaml"
    monkeypatch.delenv("ETHERFIELDS_SAVES")
    assert folder() == __import__("pathlib").Path(ROOT) / "saves"


def test_an_installed_copy_saves_in_the_platforms_user_data_folder(monkeypatch, tmp_path):
    """Not inside the Python environment: with no checkout around the package, the
    saves go to the user's data folder (XDG_DATA_HOME on Linux)."""
    import sys
    from game.savefile import slots
    monkeypatch.delenv("ETHERFIELDS_SAVES")
    monkeypatch.setattr(slots, "CHECKOUT", tmp_path / "site-packages")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    where = folder()
    assert where.name == "saves" and "Etherfields" in where.parts
    assert not str(where).startswith(str(tmp_path / "site-packages"))
    if sys.platform.startswith("linux"):
        assert where == tmp_path / "data" / "Etherfields" / "saves"

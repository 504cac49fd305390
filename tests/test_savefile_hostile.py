"""Files that are not ours and files made to hurt: they are never moved,
replaced or read without bound, and no input crashes the process."""
import os
import subprocess
import sys
import textwrap

import pytest

from game.content import default_content
from game.rules.etherfields import new_game

from game import safeyaml
from game.savefile import SaveError, list_saves, load_game, load_latest_good, save_game, seal

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# A real game's state: loading checks it against the rules and the content.
STATE = new_game(default_content(), {"dreamers": ["gambler", "tough_guy"]}, 5).to_data()


def save(path, hours=3):
    save_game(path, state=dict(STATE, hours=hours), actions=[{"kind": "pass"}], content_version="1",
              meta={"campaign": "Test"})


def run(code: str, timeout: float = 20) -> subprocess.CompletedProcess:
    """Python in a child process, so a hang or a segfault fails the test
    instead of taking the test run down."""
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout)


# -- files that are not ours ---------------------------------------------------------------

@pytest.mark.parametrize("name, body", [
    ("notes.txt", b"Buy milk.\nCall the dentist.\n"),
    ("notes.yaml", b"title: my notes\nitems: [a, b]\n"),  # YAML, but no `format:` line: not a damaged save
    ("photo.yaml", bytes(range(256)) * 4),  # binary
    ("one.yaml", b"x"),
])
def test_a_file_that_is_not_our_save_is_never_moved_or_replaced(tmp_path, name, body):
    p = tmp_path / name
    p.write_bytes(body)
    with pytest.raises(SaveError) as err:
        save(p)
    assert err.value.reason == "foreign" and "not a save file of this game, so it was not replaced" in err.value.message
    assert p.read_bytes() == body and sorted(os.listdir(tmp_path)) == [name]


def test_a_device_is_never_replaced(tmp_path):
    link = tmp_path / "null.yaml"
    link.symlink_to("/dev/null")
    with pytest.raises(SaveError) as err:
        save(link)
    assert err.value.reason == "foreign"
    assert link.is_symlink() and os.readlink(link) == "/dev/null"


def test_a_fifo_as_target_or_in_the_folder_does_not_hang():
    """Each step runs in a child with a timeout: before the fix `open()` blocked forever."""
    out = run("""
        import os, tempfile
        from game.savefile import SaveError, list_saves, load_game, save_game
        d = tempfile.mkdtemp()
        fifo = os.path.join(d, "pipe.yaml")
        os.mkfifo(fifo)
        for what in ("save", "load"):
            try:
                if what == "save":
                    save_game(fifo, state={}, actions=[], content_version="1")
                else:
                    load_game(fifo)
            except SaveError as err:
                print(what, err.reason)
        print("listed", [s.name for s in list_saves(d)])
        print("still a fifo", os.path.exists(fifo) and not os.path.isfile(fifo))
    """, timeout=30)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split("\n")[:4] == ["save foreign", "load foreign", "listed []", "still a fifo True"]


def test_a_symlink_to_dev_zero_is_refused_without_reading_it(tmp_path):
    link = tmp_path / "zero.yaml"
    link.symlink_to("/dev/zero")
    with pytest.raises(SaveError) as err:
        load_game(link)
    assert "not a regular file" in err.value.message and err.value.reason == "foreign"
    assert list_saves(tmp_path) == []


def test_a_save_larger_than_the_limit_is_refused_unread(tmp_path, monkeypatch):
    p = tmp_path / "huge.yaml"
    save(p)
    monkeypatch.setattr("game.savefile.loading.MAX_SAVE_BYTES", 100)
    with pytest.raises(SaveError, match="was not read: it is larger than 100 bytes"):
        load_game(p)


def test_read_bytes_stops_at_the_limit_even_when_the_file_grows(tmp_path):
    p = tmp_path / "f"
    p.write_bytes(b"a" * 5000)
    assert safeyaml.read_bytes(p, 5000) == b"a" * 5000
    with pytest.raises(safeyaml.Refused):
        safeyaml.read_bytes(p, 4999)


# -- deep and wide YAML -----------------------------------------------------------------

DEEP = {"flow": "'[' * 100_000 + ']' * 100_000", "block": "'\\n' + '- ' * 100_000 + 'x'",
        "mapping": "'\\n' + ''.join(' ' * i + 'k:\\n' for i in range(1, 3000))"}


@pytest.mark.parametrize("shape", sorted(DEEP))
def test_yaml_nested_100000_levels_is_refused_not_a_segfault(shape):
    out = run(f"""
        import os, tempfile
        from game.savefile import SaveError, load_game
        d = tempfile.mkdtemp()
        p = os.path.join(d, "deep.yaml")
        with open(p, "w") as f:
            f.write("format: etherfields-save\\nversion: 4\\nstate: " + {DEEP[shape]})
        try:
            load_game(p)
        except SaveError as err:
            print(err.message)
    """)
    assert out.returncode == 0, f"exit {out.returncode}: {out.stderr[-500:]}"
    assert "was not read: it is nested more than 100 levels deep" in out.stdout


def test_deep_content_is_reported_not_a_segfault():
    out = run("""
        import shutil, tempfile, pathlib
        from game.content.loader import ContentError, load_content
        root = pathlib.Path(tempfile.mkdtemp()) / "content" / "etherfields"
        shutil.copytree("content/etherfields", root)
        (root / "items" / "deep.yaml").write_text("- " + "[" * 100000 + "]" * 100000)
        try:
            load_content(root)
        except ContentError as err:
            print("\\n".join(p for p in err.problems if "deep" in p))
    """, timeout=60)
    assert out.returncode == 0, f"exit {out.returncode}: {out.stderr[-500:]}"
    assert "content/etherfields/items/deep.yaml:1: not read: it is nested more than 100 levels deep" in out.stdout


def test_aliases_are_refused_before_they_expand():
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b]\n"
    with pytest.raises(safeyaml.Refused) as err:
        safeyaml.load(bomb)
    assert err.value.reason == "alias" and err.value.line == 1


def test_our_own_files_pass_the_limits():
    import glob
    for f in glob.glob(os.path.join(ROOT, "content", "**", "*.yaml"), recursive=True):
        safeyaml.check(open(f, encoding="utf-8").read())


# -- bit flips ---------------------------------------------------------------------------

def test_every_flipped_bit_is_caught(tmp_path):
    """Before the checksum about 60% of single bit flips loaded silently.
    Every byte of the head and the tail (format, checksum and end lines), and
    a seeded sample of 400 bytes between, each with three different bits."""
    import random
    p = tmp_path / "slot.yaml"
    save(p)
    good = p.read_bytes()
    loaded = []
    middle = range(100, max(100, len(good) - 100))
    places = sorted(set(range(min(100, len(good)))) | set(range(max(0, len(good) - 100), len(good)))
                    | set(random.Random(7).sample(middle, min(400, len(middle)))))
    for i in places:
        for bit in (0, 3, 6):
            flipped = bytearray(good)
            flipped[i] ^= 1 << bit
            p.write_bytes(bytes(flipped))
            try:
                load_game(p)
            except SaveError as err:
                assert err.reason in ("damaged", "truncated", "foreign", "newer"), err.message
                continue
            loaded.append((i, bit))
    assert loaded == []


def test_a_flipped_save_is_damaged_and_its_backup_is_offered(tmp_path):
    p = tmp_path / "slot.yaml"
    save(p, 1)
    save(p, 2)
    raw = bytearray(p.read_bytes())
    raw[raw.index(b"hours: 2") + 7] = ord("3")  # still valid YAML, still plausible
    p.write_bytes(bytes(raw))
    data, err, where = load_latest_good(p)
    assert "do not match its checksum" in err.message and where.name == "slot.yaml.1"
    assert data.state["hours"] == 1


def test_a_flipped_save_is_set_aside_not_rotated_into_the_backups(tmp_path):
    p = tmp_path / "slot.yaml"
    save(p, 1)
    save(p, 2)
    text = p.read_text().replace("hours: 2", "hours: 7")
    p.write_text(text)
    save(p, 3)
    assert (tmp_path / "slot.yaml.damaged").read_text() == text
    assert load_game(tmp_path / "slot.yaml.1").state["hours"] == 1


def test_a_hand_edited_save_can_be_sealed_again(tmp_path):
    p = tmp_path / "slot.yaml"
    save(p)
    p.write_text(seal(p.read_text().replace("hours: 3", "hours: 4")))
    assert load_game(p).state["hours"] == 4

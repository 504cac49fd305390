"""Issue 36: two copies of the game on one campaign. Before, both printed
"saved" and the last writer silently won; now the copy that opened the save
first holds it, a second copy is told in a sentence and writes nothing over
it, and a copy that was killed leaves no lock behind."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from game.savefile import SaveError, lock
from game.session import Session

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HOLD = "import sys, time; from game.savefile import lock; lock.hold(sys.argv[1]); print('held', flush=True); time.sleep(120)"


@pytest.fixture
def other_copy():
    """Start another process holding a save's lock, as a second running copy would."""
    started = []

    def start(path):
        proc = subprocess.Popen([sys.executable, "-c", HOLD, str(path)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "held"
        started.append(proc)
        return proc
    yield start
    for proc in started:
        proc.kill()
        proc.wait()


def test_a_second_copy_is_told_and_does_not_write_over_the_first(tmp_path, other_copy):
    path = tmp_path / "campaign.yaml"
    Session.new(["gambler", "tough_guy"], 3, campaign=True, name="Shared").save(path)
    lock.release_all()  # this process saved it and then ended
    first = other_copy(path)
    before = path.read_bytes()
    second = Session.load(path)
    assert "open in another copy of the game" in second.save_error  # said at once, on opening
    second.apply(second.game.legal_actions()[0])
    with pytest.raises(SaveError) as refused:
        second.save(path)
    assert refused.value.reason == "locked"
    second.autosave_to = path
    second.autosave()
    assert "open in another copy" in second.save_error
    assert path.read_bytes() == before
    first.kill()
    first.wait()  # killed: the OS lets the lock go with it
    second.save(path)
    assert Session.load(path).log == second.log


def test_an_onirim_game_open_in_another_copy_is_not_overwritten(tmp_path, monkeypatch, other_copy):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    from game.rules.onirim import new_game
    from game.ui.onirim.saves import SAVES
    assert SAVES.save(new_game(seed=2).to_data(), []) == ""
    lock.release_all()
    other_copy(SAVES.path())
    before = SAVES.path().read_bytes()
    said = SAVES.save(new_game(seed=3).to_data(), [])
    assert "open in another copy of the game" in said and SAVES.path().read_bytes() == before


def test_a_lock_left_by_a_killed_copy_does_not_block(tmp_path, other_copy):
    path = tmp_path / "campaign.yaml"
    proc = other_copy(path)
    proc.kill()
    proc.wait()
    assert lock.lock_path(path).exists()  # the file stays; the lock does not
    assert not lock.taken_by_another(path)
    Session.new(["gambler"], 1, campaign=True, name="After").save(path)
    assert Session.load(path).save_error == ""

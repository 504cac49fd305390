"""The replay log beside a save (`name.yaml.log`): each save appends only
the actions since the last one, undo never rewrites it, every backup still
reads its own part of it, and a log that is missing, cut short or another
campaign's leaves the state loadable and says, in a sentence, that the
campaign cannot be replayed."""
import json
import os
import subprocess
import sys

import pytest

from game.savefile import backups_of, forget, list_saves, load_game, log_path, save_game

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STATE = {"hours": 3, "flags": {"on": "yes"}}


def act(n):
    return {"kind": "pass", "dreamer": "gambler", "n": n}


def save(path, actions, hours=3, **kw):
    save_game(path, state={**STATE, "hours": hours}, actions=actions, content_version="1", **kw)


def read(path):
    return load_game(path, check_state=False)


def test_each_save_appends_only_the_actions_since_the_last_one(tmp_path):
    p = tmp_path / "slot.yaml"
    log = [act(i) for i in range(500)]
    save(p, log)
    first = log_path(p).read_bytes()
    save_size = p.stat().st_size
    log += [act(i) for i in range(500, 503)]
    save(p, log)
    after = log_path(p).read_bytes()
    assert after.startswith(first)  # what was written is never rewritten
    assert after[len(first):].decode().splitlines() == [json.dumps(a, separators=(",", ":"), sort_keys=True)
                                                       for a in log[500:]]
    assert abs(p.stat().st_size - save_size) <= 8  # the save itself does not grow with the log
    assert read(p).actions == log and read(p).log_problem == ""


def test_saving_the_same_log_again_writes_nothing_to_it(tmp_path):
    p = tmp_path / "slot.yaml"
    log = [act(i) for i in range(20)]
    save(p, log)
    size = log_path(p).stat().st_size
    save(p, list(log), hours=4)
    assert log_path(p).stat().st_size == size and read(p).state["hours"] == 4


def test_an_undo_after_a_save_adds_a_line_and_every_backup_still_reads_its_own_log(tmp_path):
    p = tmp_path / "slot.yaml"
    log = [act(i) for i in range(10)]
    save(p, log, hours=1)
    log.append(act(10))
    save(p, log, hours=2)
    del log[8:]  # two moves taken back
    log.append({"kind": "travel", "to": "elsewhere"})
    save(p, log, hours=3)
    assert read(p).actions == log
    assert read(backups_of(p)[0]).actions == [act(i) for i in range(11)]
    assert read(backups_of(p)[1]).actions == [act(i) for i in range(10)]
    assert b'{"keep": 8}' in log_path(p).read_bytes()


def test_a_save_read_in_another_process_goes_on_appending(tmp_path):
    """A fresh process knows nothing of the log: it reads it at load, and
    the next save appends after what the save names."""
    p = tmp_path / "slot.yaml"
    save(p, [act(i) for i in range(30)])
    script = ("import sys; from game.savefile import load_game, save_game\n"
              f"d = load_game({str(p)!r}, check_state=False)\n"
              "save_game(sys.argv[1], state=d.state, actions=d.actions + [{'kind': 'pass', 'n': 30}], "
              "content_version='1')\n")
    before = log_path(p).read_bytes()
    done = subprocess.run([sys.executable, "-c", script, str(p)], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert log_path(p).read_bytes().startswith(before)
    assert read(p).actions == [act(i) for i in range(30)] + [{"kind": "pass", "n": 30}]


def test_a_log_another_process_appended_to_is_read_again_before_appending(tmp_path):
    p = tmp_path / "slot.yaml"
    log = [act(i) for i in range(5)]
    save(p, log)
    with open(log_path(p), "ab") as out:  # another copy of the game took the campaign on
        out.write(b'{"kind":"pass","n":99}\n')
    save(p, log + [act(5)])
    assert read(p).actions == log + [act(5)]
    assert read(backups_of(p)[0]).actions == log


@pytest.mark.parametrize("damage, words", [
    (lambda raw: b"", "is missing"),
    (lambda raw: raw[: len(raw) // 2], "is cut short"),
    (lambda raw: raw.replace(b'"n":3', b'"n":4'), "does not match the save"),
])
def test_a_log_that_cannot_be_used_leaves_the_state_loadable_and_says_so(tmp_path, damage, words):
    p = tmp_path / "slot.yaml"
    save(p, [act(i) for i in range(6)], hours=7)
    broken = damage(log_path(p).read_bytes())
    if broken:
        log_path(p).write_bytes(broken)
    else:
        log_path(p).unlink()
    before = {f.name: f.read_bytes() for f in tmp_path.iterdir()}
    data = read(p)
    assert data.state["hours"] == 7 and data.actions == []
    assert data.log_problem.startswith(f"The replay log of {p} (slot.yaml.log) {words}")
    assert data.log_problem.endswith("cannot be replayed from its seed; it plays on from the saved state.")
    assert {f.name: f.read_bytes() for f in tmp_path.iterdir()} == before  # loading writes nothing
    assert [s.name for s in list_saves(tmp_path)] == ["slot"]  # still listed, still offered


def test_another_campaigns_log_is_not_taken_for_this_ones(tmp_path):
    mine, theirs = tmp_path / "mine.yaml", tmp_path / "theirs.yaml"
    save(mine, [act(i) for i in range(4)])
    save(theirs, [{"kind": "draw", "n": i, "card": "a longer name than mine"} for i in range(4)])
    log_path(mine).write_bytes(log_path(theirs).read_bytes())
    assert "does not match the save" in read(mine).log_problem and read(mine).actions == []


def test_a_log_torn_by_a_crash_in_the_middle_of_an_append_is_mended_by_the_next_save(tmp_path):
    """The save naming new actions is written after they are on disk, so a
    torn last line belongs to no save: the next save drops it."""
    p = tmp_path / "slot.yaml"
    log = [act(i) for i in range(5)]
    save(p, log)
    with open(log_path(p), "ab") as out:
        out.write(b'{"kind":"pass","n"')
    assert read(p).actions == log  # the save reads its own part only
    log.append(act(5))
    save(p, log)
    assert read(p).actions == log and read(backups_of(p)[0]).actions == log[:5]
    assert not list(tmp_path.glob("*.damaged*"))


def test_a_log_damaged_inside_is_set_aside_and_its_good_beginning_kept(tmp_path):
    p = tmp_path / "slot.yaml"
    log = [act(i) for i in range(6)]
    save(p, log[:3])
    save(p, log)
    raw = log_path(p).read_bytes()
    lines = raw.split(b"\n")
    lines[5] = b"garbage"  # the fifth action
    log_path(p).write_bytes(b"\n".join(lines))
    save(p, log + [act(6)])
    assert (tmp_path / "slot.yaml.log.damaged").read_bytes() == b"\n".join(lines)  # kept, not lost
    assert read(p).actions == log + [act(6)]
    assert read(backups_of(p)[1]).actions == log[:3]  # it named the good beginning only


def test_a_foreign_file_in_the_logs_place_is_kept_aside(tmp_path):
    p = tmp_path / "slot.yaml"
    log_path(p).write_text("my notes\n")
    save(p, [act(0)])
    assert (tmp_path / "slot.yaml.log.damaged").read_text() == "my notes\n"
    assert read(p).actions == [act(0)]


def test_an_empty_log_needs_no_file(tmp_path):
    p = tmp_path / "slot.yaml"
    save(p, [])
    assert not log_path(p).exists() and read(p).actions == [] and read(p).log_problem == ""


def test_a_campaign_whose_log_was_lost_says_so_in_every_later_save(tmp_path):
    p = tmp_path / "slot.yaml"
    save(p, None)
    data = read(p)
    assert data.actions == [] and "was lost" in data.log_problem


def test_forgetting_a_save_deletes_its_log_too(tmp_path):
    p = tmp_path / "slot.yaml"
    save(p, [act(0)])
    save(p, [act(0), act(1)])
    forget(p)
    assert list(tmp_path.iterdir()) == []


def saved_session(path):
    """A real two-Dreamer session forty random moves in, saved to `path`:
    (the session, the generator to play on with)."""
    import random
    from game.autoplay import random_action
    from game.session import Session
    session = Session.new(["gambler", "specialist"], seed=3, autosaves=False)
    rng = random.Random(3)
    for _ in range(40):
        session.apply(random_action(session.game, rng))
    session.save(path)
    return session, rng


def test_a_real_session_whose_log_is_missing_plays_on_and_later_saves_say_replay_is_lost(tmp_path):
    from game.session import Session
    from game.autoplay import random_action
    p = tmp_path / "camp.yaml"
    session, rng = saved_session(p)
    log_path(p).unlink()
    again = Session.load(p, autosaves=False)
    assert again.game.to_data() == session.game.to_data()
    assert "cannot be replayed from its seed" in again.replay_problem
    again.apply(random_action(again.game, rng))
    again.save(p)
    later = Session.load(p, autosaves=False)
    assert later.game.to_data() == again.game.to_data() and "was lost" in later.replay_problem


def test_a_real_session_replays_from_its_seed_after_saves_and_an_undo(tmp_path):
    from game.autoplay import random_action
    from game.headless import replay
    from game.session import Session
    import random
    session = Session.new(["gambler", "tough_guy"], seed=8, autosaves=False)
    rng = random.Random(8)
    p = tmp_path / "camp.yaml"
    undone = False
    for step in range(120):
        session.apply(random_action(session.game, rng))
        if step % 15 == 0:
            session.save(p)
        if step % 15 == 1 and session.undo_stack:
            session.undo()
            undone = True
    session.save(p)
    assert undone
    data = load_game(p)
    assert data.actions == session.log and replay(data.meta, data.actions).to_data() == data.state


def test_the_chronicle_of_a_save_whose_log_is_lost_is_told_from_its_journal(tmp_path):
    """Replaying no moves (or only those since the load) from the seed would tell another story."""
    from game.chronicle_html import book_from_save, book_of
    from game.session import Session
    p = tmp_path / "camp.yaml"
    saved_session(p)
    assert "told from its journal" not in book_from_save(p).note
    log_path(p).unlink()
    assert book_from_save(p).note == "This save's replay log cannot be used, so the chronicle is told from its journal."
    again = Session.load(p, autosaves=False)
    assert book_of(again).note == "This campaign keeps no moves to replay: told from its journal."


# -- compaction: a log grown long for its save starts afresh from a checkpoint ---------------------

@pytest.fixture
def compact_soon(monkeypatch):
    """Compaction as soon as the log's moves are twice the save (the real rule waits for 16x and 512 KiB)."""
    from game.savefile import replaylog
    monkeypatch.setattr(replaylog, "COMPACT_RATIO", 2)
    monkeypatch.setattr(replaylog, "COMPACT_FLOOR", 0)


def campaign_save(path, actions, base, hours=3):
    """A save as a campaign's Session writes it: compaction allowed, the base threaded through."""
    return save_game(path, state={**STATE, "hours": hours}, actions=actions, content_version="1",
                     compact=True, log_base=base)


def test_a_log_long_for_its_save_starts_afresh_from_a_checkpoint_and_every_copy_still_loads(tmp_path, compact_soon):
    p = tmp_path / "slot.yaml"
    log = [act(i) for i in range(3)]
    base = campaign_save(p, log, None, hours=1)
    assert base is None and read(p).actions == log  # short: still the log from the seed
    log += [act(i) for i in range(3, 40)]
    base = campaign_save(p, log, base, hours=2)
    assert base is not None and base.steps == 40
    data = read(p)
    assert data.log["file"] == base.file and base.file.startswith("slot.yaml.from40-")
    assert data.actions == [] and data.log_base == {**STATE, "hours": 2} and data.log_steps == 40
    assert read(backups_of(p)[0]).actions == log[:3]  # the backup still replays its part of the old log
    log += [act(40), act(41)]
    base = campaign_save(p, log, base, hours=3)
    assert read(p).actions == [act(40), act(41)] and read(p).log_steps == 40
    for hours in (4, 5, 6):  # the backups naming the log from the seed rotate out...
        base = campaign_save(p, log, base, hours=hours)
    assert not log_path(p).exists()  # ...and then it goes
    for copy in [p] + backups_of(p):
        assert read(copy).log_problem == "" and read(copy).log_base is not None


def test_saves_that_do_not_ask_for_compaction_keep_one_log_from_the_seed(tmp_path, compact_soon):
    p = tmp_path / "slot.yaml"
    save(p, [act(i) for i in range(200)])
    assert [f.name for f in tmp_path.glob("*.log")] == ["slot.yaml.log"]
    assert read(p).log_base is None and len(read(p).actions) == 200


def test_a_damaged_compacted_log_is_reported_and_the_state_still_loads(tmp_path, compact_soon):
    p = tmp_path / "slot.yaml"
    base = campaign_save(p, [act(i) for i in range(40)], None, hours=7)
    assert read(p).log_base is not None
    compacted = tmp_path / base.file
    compacted.write_bytes(compacted.read_bytes().replace(b'"flags"', b'"flagz"'))  # its checkpoint changed
    data = read(p)
    assert data.state["hours"] == 7 and data.actions == [] and data.log_base is None
    assert data.log_problem.startswith(f"The replay log of {p} ({base.file}) does not match the save")
    compacted.write_bytes(compacted.read_bytes()[:20])
    assert "is cut short" in read(p).log_problem and read(p).state["hours"] == 7


def test_forgetting_a_save_deletes_its_compacted_logs_too(tmp_path, compact_soon):
    p = tmp_path / "slot.yaml"
    base = campaign_save(p, [act(0)], None)
    campaign_save(p, [act(i) for i in range(40)], base)
    assert len(list(tmp_path.glob("*.log"))) == 2
    forget(p)
    assert list(tmp_path.iterdir()) == []


def test_a_real_campaign_compacted_replays_from_its_checkpoint_after_saves_undos_and_loads(tmp_path, monkeypatch):
    """The checkpoint and the moves after it give the saved state, an undo behind
    the checkpoint included; a load goes on from the compacted log."""
    from game.savefile import replaylog
    monkeypatch.setattr(replaylog, "COMPACT_RATIO", 0.1)  # a campaign's save is about 30 KB: every 40 moves or so
    monkeypatch.setattr(replaylog, "COMPACT_FLOOR", 0)
    from game.autoplay import random_action
    from game.chronicle_html import book_from_save
    from game.content import default_content
    from game.rules.core import Action
    from game.rules.etherfields import Game
    from game.session import Session
    import random

    def replayed(data):
        from game.headless import replay
        if data.log_base is None:
            return replay(data.meta, data.actions).to_data()
        g = Game.from_data(data.log_base, default_content())
        for a in data.actions:
            g.apply(Action.from_data(a))
        return g.to_data()

    # Not in alphabetical order: the checkpoint keeps the state's own order (the Dreamers' order is a rule).
    session = Session.new(["tough_guy", "gambler", "free_spirit"], seed=8, autosaves=False)
    rng = random.Random(8)
    p = tmp_path / "camp.yaml"
    bases, behind = set(), 0
    for step in range(160):
        session.apply(random_action(session.game, rng))
        if step % 12 == 0:
            session.save(p)
            bases.add(session.log_base.file if session.log_base else None)
            data = load_game(p)
            assert replayed(data) == data.state  # at every save, not only the last
            if session.undo_stack and session.log_base and session.log_base.skip == len(session.log):
                session.undo()  # back behind the checkpoint just written: the next save starts another
                behind += 1
        if step % 12 == 1 and session.undo_stack:
            session.undo()
    session.save(p)
    assert len(bases - {None}) >= 2 and behind  # it compacted more than once, and undid behind a checkpoint
    data = load_game(p)
    assert data.log_base is not None and data.meta["steps"] == len(session.log)
    assert list(data.log_base["dreamers"]) == ["tough_guy", "gambler", "free_spirit"]
    assert data.log_steps + len(data.actions) == len(session.log) and replayed(data) == data.state
    again = Session.load(p, autosaves=False)
    assert again.steps == session.steps and again.game.to_data() == session.game.to_data()
    for _ in range(30):
        again.apply(random_action(again.game, rng))
    again.save(p)
    data = load_game(p)
    assert replayed(data) == data.state == again.game.to_data() and data.meta["steps"] == session.steps + 30
    assert "starts from a later checkpoint" in book_from_save(p).note  # the story comes from the journal

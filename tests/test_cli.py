"""Every command-line entry point fails honestly: a sentence on stderr, a
non-zero exit status, never a traceback, for missing files, folders in place
of files, unwritable targets, non-UTF-8 files and nonsense arguments.

Most cases run in-process through `game.cli.run`, exactly what each
`__main__` calls; a few run as real `python -m` processes (in parallel) to
prove the wiring."""
import json
import os
import pathlib
import subprocess
import sys

import pytest

from game.cli import BUG, run
from game.session import Session
from game.ui.app import make_scene

ROOT = pathlib.Path(__file__).resolve().parents[1]
NOT_UTF8 = b"format: etherfields-save\nname: \xff\xfe caf\xe9\n"


def cli(capsys, main, *argv):
    """(exit status, stdout, stderr) of one entry point."""
    try:
        status = run(main, [str(a) for a in argv])
    except SystemExit as exit_:  # argparse's usage errors
        status = exit_.code
    out, err = capsys.readouterr()
    return status, out, err


def failed(result, *words):
    status, _out, err = result
    assert status not in (0, None, BUG), f"exit {status}: {err}"
    assert "Traceback" not in err
    assert err.strip(), "a failure says what went wrong"
    for w in words:
        assert w.lower() in err.lower(), err
    return err


@pytest.fixture
def files(tmp_path):
    """A missing file, a folder, a plain file (no folder can be made under it) and a non-UTF-8 file."""
    (tmp_path / "folder").mkdir()
    (tmp_path / "plain.txt").write_text("not a folder\n")
    (tmp_path / "latin1.yaml").write_bytes(NOT_UTF8)
    return tmp_path


def game_main(argv):
    from game.__main__ import main
    return main(argv)


def content_main(argv):
    from game.content.__main__ import main
    return main(argv)


def art_main(argv):
    from game.art.__main__ import main
    return main(argv)


def bench_main(argv):
    from game.bench import main
    return main(argv)


def balance_main(argv):
    from game.balance import main
    return main(argv)


# -- python -m game ---------------------------------------------------------------

def test_screenshot_into_a_missing_folder_fails_in_words_and_writes_nothing(capsys, files):
    target = files / "no" / "such" / "x.png"
    failed(cli(capsys, game_main, "--screenshot", target, "--scene", "dreamscape"), "does not exist")
    assert not (files / "no").exists()


@pytest.mark.parametrize("where, words", [("folder", "is a folder"), ("plain.txt/x.png", "is a file")])
def test_screenshot_onto_a_folder_or_under_a_file_fails(capsys, files, where, words):
    failed(cli(capsys, game_main, "--screenshot", files / where), words)


def test_screenshot_all_into_a_file_fails(capsys, files):
    failed(cli(capsys, game_main, "--screenshot-all", files / "plain.txt"), "not a folder")


@pytest.mark.parametrize("args, words", [
    (["--load", "missing.yaml"], "no save"),
    (["missing.yaml"], "no save"),
    (["folder"], "folder"),
    (["--load", "latin1.yaml"], "latin1.yaml"),
    (["--autoplay", "2", "--load", "latin1.yaml"], "latin1.yaml"),
    (["--screenshot", "out.png", "--load", "missing.yaml"], "no save"),
    (["--autoplay", "2", "--save", "folder"], "folder"),
    (["--autoplay", "2", "--save", "plain.txt/x.yaml"], "plain.txt"),
])
def test_saves_that_cannot_be_read_or_written(capsys, files, monkeypatch, args, words):
    monkeypatch.chdir(files)
    failed(cli(capsys, game_main, *args), words)
    assert not (files / "out.png").exists()


@pytest.mark.parametrize("args", [
    ["--bogus"], ["--size", "12"], ["--size", "axb"], ["--autoplay", "many"], ["--autoplay", "-3"],
    ["--scene", "nowhere", "--screenshot", "x.png"], ["--scene", "title"], ["--save", "x.yaml"],
    ["--load", "a.yaml", "b.yaml"], ["--screenshot", "a.png", "--screenshot-all", "d"],
    ["--autoplay", "1", "--screenshot", "a.png"], ["--dreamers", "9", "--autoplay", "1"], ["a.yaml", "b.yaml"],
    ["scenario"], ["scenario", "a.yaml", "b.yaml"], ["scenario", "--help-me"],
    ["--dreamers", "3"], ["--dreamers", "3", "--autoplay", "1", "--load", "latin1.yaml"],
])
def test_nonsense_arguments_to_the_game(capsys, files, monkeypatch, args):
    monkeypatch.chdir(files)
    failed(cli(capsys, game_main, *args))
    assert sorted(p.name for p in files.iterdir()) == ["folder", "latin1.yaml", "plain.txt"]


@pytest.mark.parametrize("name, words", [
    ("missing.yaml", "no such file"), ("folder", "is a directory"), ("latin1.yaml", "utf-8"),
])
def test_scenario_files_that_cannot_be_read(capsys, files, name, words):
    err = failed(cli(capsys, game_main, "scenario", files / name), words)
    assert f"{name}:1:" in err  # file and line


def test_a_scenario_the_rules_refuse_is_reported_with_its_file_and_line(capsys, files):
    path = files / "bug.yaml"
    path.write_text("seed: 1\nsetup: {dreamers: [nobody]}\nactions: []\n")
    failed(cli(capsys, game_main, "scenario", path), f"{path}:2:", "There is no Dreamer called 'nobody'.")
    path.write_text("setup: {dreamers: [gambler]}\nactions:\n  - {kind: draw, dreamer: gambler}\n  - [not, one]\n")
    failed(cli(capsys, game_main, "scenario", path), f"{path}:4: action 2 is not an action")


def test_a_refused_action_is_reported_with_its_line(capsys, files):
    path = files / "refused.yaml"
    path.write_text("seed: 5\nsetup: {dreamers: [gambler]}\nactions:\n  - {kind: draw, dreamer: gambler}\n"
                    "  - {kind: draw, dreamer: gambler}\n")
    status, out, err = cli(capsys, game_main, "scenario", path)
    assert status == 1 and "Traceback" not in err
    assert err.startswith(f"{path}:5: refused: ")
    assert [r["line"] for r in json.loads(out)["refused"]] == [5]


def test_a_save_opens_in_the_window(capsys, files, monkeypatch):
    """`python -m game SAVE` and `--load SAVE` open the save's table, not the title."""
    from game.ui.app import App
    from game.session import Session
    session = Session.new(["gambler", "tough_guy"], 4, campaign=True, name="Cli")
    path = files / "cli.yaml"
    session.save(path)
    shown = []
    monkeypatch.setattr(App, "run", lambda app: shown.append([type(s).__name__ for s in app.stack]
                                                             + [app.top.session.game.to_data()]))
    for args in (["--load", path], [path]):
        status, _out, err = cli(capsys, game_main, *args, "--size", "800x600")
        assert status == 0, err
    assert [s[:-1] for s in shown] == [["ShelfScene", "TitleScene", "DreamscapeScene"]] * 2
    assert all(s[-1] == session.game.to_data() for s in shown)


@pytest.mark.parametrize("field, value", [
    ("rng", "not a number"), ("dreamers", "nobody"), ("team", 7), ("order", None), ("dreamscape", []),
    ("turn_deck", 5), ("entities", "x"), ("turn_number", "x"),
])
def test_a_save_whose_state_cannot_be_played_is_refused_in_words(capsys, files, monkeypatch, field, value):
    """The window, a screenshot and autoplay refuse it with the file's name and leave it as it is
    (before: a KeyError or ValueError called 'a bug', and the window's Load crashed)."""
    import yaml
    from game.savefile.document import seal
    from game.ui.app import App
    path = files / "odd.yaml"
    Session.new(["gambler", "tough_guy"], 4, campaign=True, name="Odd").save(path)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["state"][field] = value
    path.write_text(seal(yaml.safe_dump(data, sort_keys=False)), encoding="utf-8")  # sealed again: the state itself is wrong
    before = path.read_bytes()
    monkeypatch.setattr(App, "run", lambda app: pytest.fail("the window opened a save it cannot play"))
    for args in (["--load", path], [path], ["--load", path, "--autoplay", "3"],
                 ["--screenshot", files / "odd.png", "--load", path]):
        err = failed(cli(capsys, game_main, *args), f"{path} cannot be")  # opened, or played: the reason follows
        assert len(err.strip().splitlines()) == 1
    assert path.read_bytes() == before and not (files / "odd.png").exists()
    app = App((800, 600), seed=1, defaults=True)  # Load in the window: a message, not a crash
    app.push(make_scene(app, "title"))
    app.open_save(path)
    assert f"{path} cannot be" in app.top.message


def test_screenshot_of_a_save(capsys, files):
    from game.session import Session
    path = files / "shot.yaml"
    Session.new(["gambler"], 2, campaign=True, name="Shot").save(path)
    status, out, err = cli(capsys, game_main, "--screenshot", files / "shot.png", "--load", path)
    assert status == 0, err
    assert (files / "shot.png").stat().st_size > 1000 and "screenshot written" in out


# -- python -m game.content ------------------------------------------------------

@pytest.mark.parametrize("args, words", [
    (["check", "missing"], "does not exist"), (["stats", "missing"], "does not exist"),
    (["check", "plain.txt"], "not a folder"), (["schema", "plain.txt"], "not a folder"),
    (["schema", "plain.txt/sub"], "plain.txt"), (["bogus"], "invalid choice"), (["check", "--bogus"], "--bogus"),
    (["schema"], "outdir"), (["check", "a", "b"], "unrecognized"),
])
def test_content_command_failures(capsys, files, monkeypatch, args, words):
    monkeypatch.chdir(files)
    failed(cli(capsys, content_main, *args), words)


def test_content_check_reports_a_non_utf8_file_with_its_name(capsys, content_copy):
    (content_copy / "glossary" / "glossary.yaml").write_bytes(NOT_UTF8)
    failed(cli(capsys, content_main, "check", content_copy), "glossary/glossary.yaml:1:", "utf-8")


# -- python -m game.art, game.bench, game.balance ---------------------------------

@pytest.mark.parametrize("args, words", [
    (["--out", "plain.txt"], "not a folder"), (["--sheet", "no/such/sheet.png"], "does not exist"),
    (["--sheet", "folder"], "is a folder"), (["--bogus"], "unrecognized"),
])
def test_art_command_failures(capsys, files, monkeypatch, args, words):
    monkeypatch.chdir(files)
    failed(cli(capsys, art_main, *args), words)
    assert not (files / "plain.txt").is_dir()


@pytest.mark.parametrize("main, args", [
    (bench_main, ["--frames", "many"]), (bench_main, ["--bogus"]),
    (balance_main, ["--runs", "0"]), (balance_main, ["--runs", "-2"]), (balance_main, ["--runs", "x"]),
    (balance_main, ["--bogus"]),
])
def test_bench_and_balance_refuse_nonsense(capsys, main, args):
    failed(cli(capsys, main, *args))


# -- unwritable targets ----------------------------------------------------------------

@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="needs /proc: a folder nobody can write into, even root")
@pytest.mark.parametrize("main, args, words", [
    (game_main, ["--screenshot", "/proc/x.png"], "cannot write the screenshot to /proc/x.png"),
    (game_main, ["--screenshot-all", "/proc/shots"], "cannot create the folder /proc/shots"),
    (game_main, ["--autoplay", "1", "--save", "/proc/x.yaml"], "/proc"),
    (content_main, ["schema", "/proc/schemas"], "cannot create the folder /proc/schemas"),
    (art_main, ["--out", "/proc/art"], "cannot create the folder /proc/art"),
    (art_main, ["--sheet", "/proc/sheet.png"], "/proc/sheet.png"),
])
def test_unwritable_targets_fail_in_words(capsys, main, args, words):
    failed(cli(capsys, main, *args), words)


# -- the same, as real processes ---------------------------------------------------

def test_each_entry_point_fails_in_words_as_a_process(files):
    """`python -m ...` goes through game.cli.run: no traceback reaches the terminal."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               ETHERFIELDS_SAVES=str(files / "saves"))
    runs = [
        (["game", "--screenshot", files / "no/such/dir/x.png", "--scene", "dreamscape"], "does not exist"),
        (["game", "scenario", files / "latin1.yaml"], "utf-8"),
        (["game", files / "missing.yaml"], "no save"),
        (["game.content", "check", files / "missing"], "does not exist"),
        (["game.art", "--sheet", files / "folder"], "is a folder"),
        (["game.bench", "--frames", "lots"], "invalid"),
        (["game.balance", "--runs", "0"], "1 or more"),
    ]
    procs = [(subprocess.Popen([sys.executable, "-m", *map(str, args)], cwd=files, env=env, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE), args, words) for args, words in runs]
    for proc, args, words in procs:
        _out, err = proc.communicate(timeout=120)
        assert proc.returncode not in (0, BUG), (args, err)
        assert "Traceback" not in err and words in err.lower(), (args, err)
    assert not (files / "no").exists()


def test_a_missing_package_is_named_with_how_to_install_it(capsys, files, monkeypatch):
    monkeypatch.setitem(sys.modules, "pygame", None)  # as if pygame-ce were not installed
    err = failed(cli(capsys, game_main, "--screenshot", files / "x.png"), "pygame-ce is not installed", "pip install")
    assert len(err.strip().splitlines()) == 1
    assert not (files / "x.png").exists()


def test_an_unexpected_error_is_one_sentence_not_a_traceback(capsys):
    def broken(argv):
        return {}["missing"]
    status, _out, err = cli(capsys, broken)
    assert status == BUG and "Traceback" not in err and "This is a bug" in err

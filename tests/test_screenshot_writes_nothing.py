"""Screenshots leave the player's files alone: `--screenshot` (any scene, or a
save) and `--screenshot-all` write their PNGs and nothing else. No autosave,
no settings file, nothing new or changed in the home folder, the saves folder,
the save being shown, or the working folder (issue 21: `--scene dreamworld`
wrote an autosave that then showed on the Load screen)."""
import hashlib
import os
import pathlib
import subprocess
import sys

import yaml

from game.session import Session

ROOT = pathlib.Path(__file__).resolve().parents[1]


def snapshot(*folders: pathlib.Path) -> dict:
    """Every file and folder under `folders`: its size, modification time and content hash."""
    found = {}
    for top in folders:
        if not top.exists():
            continue
        for path in [top, *top.rglob("*")]:
            st = path.stat()
            digest = hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else "folder"
            found[str(path)] = (st.st_size if path.is_file() else 0, st.st_mtime_ns, digest)
    return found


def test_screenshots_write_no_save_and_no_settings(tmp_path):
    home, saves, work, out = (tmp_path / n for n in ("home", "saves", "work", "out"))
    for folder in (home, saves, work, out):
        folder.mkdir()
    # The player's folder as it might be: a save, its autosave and their settings.
    (saves / "settings.yaml").write_text(yaml.safe_dump({"width": 1600, "height": 900, "ui_scale": 1.5}))
    session = Session.new(["gambler", "tough_guy"], 3, campaign=True, name="Mine")
    session.save(saves / "mine.yaml")
    session.save(saves / "autosave-Mine.yaml")
    player_saves = ROOT / "saves"  # the default folder in a checkout, used when ETHERFIELDS_SAVES is unset
    before = snapshot(home, saves, work, player_saves)
    env = dict(os.environ, PYTHONPATH=str(ROOT), HOME=str(home), XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "config"), XDG_CACHE_HOME=str(home / "cache"),
               ETHERFIELDS_SAVES=str(saves), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    default_env = {k: v for k, v in env.items() if k != "ETHERFIELDS_SAVES"}
    runs = [
        (env, ["--screenshot", out / "first.png"]),
        (env, ["--screenshot", out / "world.png", "--scene", "dreamworld"]),
        (env, ["--screenshot", out / "table.png", "--scene", "dreamscape"]),
        (env, ["--screenshot", out / "settings.png", "--scene", "settings"]),
        (env, ["--screenshot", out / "mine.png", "--load", saves / "mine.yaml"]),
        (env, ["--screenshot-all", out / "all"]),
        (default_env, ["--screenshot", out / "world2.png", "--scene", "dreamworld"]),
    ]
    procs = [(args, subprocess.Popen([sys.executable, "-m", "game", *map(str, args)], cwd=work, env=e,
                                     text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE))
             for e, args in runs]
    for args, proc in procs:
        _out, err = proc.communicate(timeout=180)
        assert proc.returncode == 0, (args, err)
    assert snapshot(home, saves, work, player_saves) == before
    written = sorted(p.relative_to(out).as_posix() for p in out.rglob("*.png"))
    assert {"first.png", "world.png", "table.png", "settings.png", "mine.png", "world2.png"} <= set(written)
    assert len([w for w in written if w.startswith("all/")]) >= 10

"""Headless play goes through the same Session as the window: the log it saves
replays from the seed, and it writes only the file it was told to."""
from __future__ import annotations

from game.__main__ import main
from game.headless import replay
from game.savefile import load_game


def test_headless_play_saves_only_where_told_and_replays(tmp_path, monkeypatch, capsys):
    saves = tmp_path / "saves"
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(saves))
    target = tmp_path / "run.yaml"
    assert main(["--autoplay", "120", "--seed", "5", "--save", str(target)]) == 0
    assert main(["--load", str(target), "--autoplay", "60"]) == 0
    assert "180 in all" in capsys.readouterr().out
    assert not saves.exists(), "no autosave beside the file asked for"
    data = load_game(target)
    assert len(data.actions) == 180 and data.meta["steps"] == 180
    assert replay(data.meta, data.actions).to_data() == data.state


def test_a_headless_campaign_is_named_by_its_dreamers_in_the_language_of_the_run(tmp_path, monkeypatch):
    """Issue 39: a Chinese chronicle of an autoplayed campaign was titled "Headless 编年史"."""
    import re

    from game.i18n import set_language
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path / "saves"))
    try:
        assert main(["--autoplay", "5", "--seed", "2", "--lang", "zh", "--save", str(tmp_path / "zh.yaml")]) == 0
        assert main(["--autoplay", "5", "--seed", "2", "--lang", "en", "--save", str(tmp_path / "en.yaml")]) == 0
    finally:
        set_language("en")
    zh, en = (load_game(tmp_path / f"{code}.yaml").meta["campaign"] for code in ("zh", "en"))
    assert zh == "赌徒、专家" and not re.search("[A-Za-z]", zh)
    assert en == "Gambler & Specialist"

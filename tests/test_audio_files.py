"""Every sound file, read sample by sample: none clips, no effect starts or ends
with a click, every loop joins itself, every effect is short; every Event
kind the rules can emit has a sound. And the measure itself catches a bad file."""
import json
import os
import subprocess
import sys
import wave
from pathlib import Path

import numpy as np
import pytest

from game.audio import check, cues
from game.audio.service import SOUNDS

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def measured():
    return check.report()


def test_there_is_a_sound_for_every_cue_and_music_for_every_game(measured):
    files = set(measured["files"])
    for name, cue in cues.CUES.items():
        assert all(f"{f}.ogg" in files or f"{f}.wav" in files for f in cue.files), name
    assert {f"music/{m}.ogg" for m in cues.MUSIC.values()} <= files
    assert set(cues.MUSIC) == {"shelf", "etherfields", "onirim", "lucidity", "prophecy"}


def test_no_sound_reaches_full_scale(measured):
    assert measured["clipping"] == []


def test_no_effect_starts_or_ends_with_a_click(measured):
    assert measured["clicks"] == []


def test_every_music_loop_joins_itself_without_a_jump(measured):
    assert measured["loop_jumps"] == []


def test_every_effect_is_shorter_than_three_seconds(measured):
    assert 0 < measured["longest_effect_s"] < 3


def test_every_event_kind_of_every_game_and_every_gesture_has_a_sound(measured):
    kinds = check.event_kinds()
    assert set(kinds) == {"etherfields", "onirim", "lucidity", "prophecy"}
    assert all(len(k) > 15 for k in kinds.values()), "the rules' Events were found"
    assert measured["events_without_sound"] == []


def test_all_the_sound_is_small():
    total = sum(p.stat().st_size for p in SOUNDS.rglob("*") if p.is_file())
    assert total < 6 * 1024 * 1024


def write_wav(path, x, rate=44100):
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(np.round(np.clip(x, -1, 1) * 32767).astype("<i2").tobytes())


def test_the_measure_catches_a_clipped_a_clicking_and_a_jumping_file_and_a_silent_event(tmp_path, monkeypatch):
    t = np.arange(int(0.5 * 44100)) / 44100
    tone = np.sin(2 * np.pi * 440 * t)
    fade = np.minimum(1, np.minimum(t, t[::-1]) / 0.01)
    write_wav(tmp_path / "soft.wav", 0.5 * tone * fade)             # good
    write_wav(tmp_path / "loud.wav", 1.0 * np.clip(3 * tone, -1, 1) * fade)  # clips
    write_wav(tmp_path / "abrupt.wav", 0.5 * np.cos(2 * np.pi * 440 * t))     # starts at full swing
    loop = np.sin(2 * np.pi * 2 * t)  # 2 Hz: whole cycles join; cut short they jump
    write_wav(tmp_path / "music" / "good.wav", 0.5 * loop)
    write_wav(tmp_path / "music" / "cut.wav", 0.5 * loop[: len(loop) * 3 // 8])
    monkeypatch.setitem(cues.CUES, "card_draw", cues.Cue(("nothing_here",), "cards"))
    result = check.report(tmp_path)
    assert result["clipping"] == ["loud.wav"]
    assert result["clicks"] == ["abrupt.wav"]
    assert result["loop_jumps"] == ["music/cut.wav"]
    assert "onirim:drawn" in result["events_without_sound"]
    assert check.failed(result)


def test_the_check_command_prints_one_json_object_and_passes():
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-m", "game.audio", "check", "--json"], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    result = json.loads(done.stdout)
    assert set(result) == {"files", "clipping", "clicks", "loop_jumps", "longest_effect_s", "events_without_sound"}
    assert len(result["files"]) >= len(cues.CUES) + len(cues.MUSIC)

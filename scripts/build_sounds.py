"""Synthesise every sound and music loop of the game into assets/sounds/.

Build time only: numpy makes the samples, Debian's `oggenc` (vorbis-tools)
writes OGG Vorbis (`pip install .[audio]` for numpy). Players need neither:
the files are committed. Run `python scripts/build_sounds.py`, then
`python -m game.audio check`.

Everything is soft on purpose: no square waves, every attack at least 6 ms,
every tail faded to silence; the timbres are felt, paper, wood, glass and
bells. A music loop is rendered into a ring buffer (a note's tail past the
end wraps to the beginning), so it joins itself without a seam.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

import numpy as np

RATE = 44100
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"
rng = np.random.default_rng(34)


# -- building blocks -------------------------------------------------------------------------
def t_axis(seconds: float) -> np.ndarray:
    return np.arange(int(seconds * RATE)) / RATE


def envelope(n: int, attack: float = 0.006, decay: float = 0.2, release: float = 0.01) -> np.ndarray:
    """Raised-cosine attack, exponential decay, raised-cosine release to zero."""
    t = np.arange(n) / RATE
    env = np.exp(-t / max(decay, 1e-4))
    a = max(1, int(attack * RATE))
    env[:a] *= 0.5 - 0.5 * np.cos(np.linspace(0, np.pi, a))
    r = min(n, max(1, int(release * RATE)))
    env[n - r:] *= 0.5 + 0.5 * np.cos(np.linspace(0, np.pi, r))
    return env


def band_noise(seconds: float, low: float, high: float) -> np.ndarray:
    """White noise kept between `low` and `high` Hz (soft shoulders, in the spectrum)."""
    n = int(seconds * RATE)
    spec = np.fft.rfft(rng.standard_normal(n))
    f = np.fft.rfftfreq(n, 1 / RATE)
    width = max(50.0, (high - low) * 0.25)
    gain = 1 / (1 + np.exp(-(f - low) / width)) / (1 + np.exp((f - high) / width))
    out = np.fft.irfft(spec * gain, n)
    return out / (np.abs(out).max() + 1e-9)


def sweep_noise(seconds: float, start: float, end: float, q: float = 0.6) -> np.ndarray:
    """Noise through a band whose centre glides from `start` to `end` Hz (paper, a swish):
    eight overlapping bands crossfaded, which is smooth enough for a short gesture."""
    n = int(seconds * RATE)
    parts = 8
    out = np.zeros(n)
    centres = np.geomspace(start, end, parts)
    weight = np.zeros(n)
    for i, c in enumerate(centres):
        w = np.exp(-0.5 * ((np.arange(n) / n * (parts - 1) - i) / 0.7) ** 2)
        out += band_noise(seconds, c * (1 - q / 2), c * (1 + q / 2)) * w
        weight += w
    return out / weight


def onset(x: np.ndarray, seconds: float) -> np.ndarray:
    """A raised-cosine rise over the first `seconds`: a note begins without a click."""
    n = min(len(x), max(1, int(seconds * RATE)))
    x[:n] *= 0.5 - 0.5 * np.cos(np.linspace(0, np.pi, n))
    return x


def partials(f: float, seconds: float, ratios, amps, decays, detune: float = 0.0, attack: float = 0.006) -> np.ndarray:
    """A struck or plucked tone: sine partials at `ratios` x f, each decaying at its own rate."""
    t = t_axis(seconds)
    out = np.zeros_like(t)
    for r, a, dcy in zip(ratios, amps, decays):
        phase = rng.uniform(0, 2 * np.pi)
        out += a * np.sin(2 * np.pi * f * r * (1 + detune * rng.uniform(-1, 1)) * t + phase) * np.exp(-t / dcy)
    return onset(out, attack)


def bell(f: float, seconds: float = 1.2, decay: float = 0.6) -> np.ndarray:
    """A soft bell: a few gently inharmonic partials, the high ones fading first."""
    return partials(f, seconds, (1, 2.0, 2.76, 4.07, 5.4), (1, 0.35, 0.22, 0.1, 0.05),
                    (decay, decay * 0.6, decay * 0.45, decay * 0.3, decay * 0.2))


def glass(f: float, seconds: float = 1.0, decay: float = 0.5) -> np.ndarray:
    return partials(f, seconds, (1, 2.32, 4.25, 6.63), (1, 0.3, 0.12, 0.05), (decay, decay * 0.5, decay * 0.3, decay * 0.2))


def harp(f: float, seconds: float = 1.6, decay: float = 0.7) -> np.ndarray:
    """A plucked string: harmonic partials, brighter at the pluck, mellow as it rings."""
    n = range(1, 9)
    return partials(f, seconds, [k for k in n], [1 / k ** 1.6 for k in n], [decay / k ** 0.7 for k in n], 0.0008)


def music_box(f: float, seconds: float = 1.4) -> np.ndarray:
    return partials(f, seconds, (1, 3.0, 5.9), (1, 0.18, 0.05), (0.55, 0.18, 0.08))


def wood(f: float, seconds: float = 0.18, decay: float = 0.035) -> np.ndarray:
    """A wooden knock: three body modes with a short life and a little pitch drop."""
    t = t_axis(seconds)
    glide = 1 + 0.06 * np.exp(-t / 0.01)
    out = np.zeros_like(t)
    for r, a, dcy in ((1, 1, decay), (2.31, 0.5, decay * 0.6), (4.1, 0.2, decay * 0.35)):
        out += a * np.sin(2 * np.pi * np.cumsum(f * r * glide) / RATE) * np.exp(-t / dcy)
    return onset(out + 0.15 * band_noise(seconds, 1500, 5000) * np.exp(-t / 0.006), 0.002)


def felt(f: float = 110, seconds: float = 0.22) -> np.ndarray:
    """A soft thud on cloth: a low sine sinking in pitch, and muffled noise."""
    t = t_axis(seconds)
    out = np.sin(2 * np.pi * np.cumsum(f * (1 + 0.5 * np.exp(-t / 0.02))) / RATE) * np.exp(-t / 0.05)
    return onset(out + 0.35 * band_noise(seconds, 80, 700) * np.exp(-t / 0.03), 0.004)


def note(name: str) -> float:
    """'A4' -> 440.0 (sharps as '#')."""
    names = {"C": -9, "C#": -8, "D": -7, "D#": -6, "E": -5, "F": -4, "F#": -3, "G": -2, "G#": -1, "A": 0, "A#": 1, "B": 2}
    pitch, octave = name[:-1], int(name[-1])
    return 440.0 * 2 ** ((names[pitch] + 12 * (octave - 4)) / 12)


def place(buffer: np.ndarray, sound: np.ndarray, at: float, gain: float = 1.0) -> None:
    """Add `sound` into `buffer` at `at` seconds (cut at the end: effects)."""
    i = int(at * RATE)
    n = min(len(sound), len(buffer) - i)
    if n > 0:
        buffer[i:i + n] += gain * sound[:n]


def finish(x: np.ndarray, peak: float = 0.6, fade: float = 0.012) -> np.ndarray:
    """Normalised to `peak` (below full scale), both ends faded to silence."""
    x = x - np.mean(x)
    x = x / (np.abs(x).max() + 1e-9) * peak
    n = len(x)
    a, r = int(0.006 * RATE), min(n // 3, int(fade * RATE))
    x[:a] *= 0.5 - 0.5 * np.cos(np.linspace(0, np.pi, a))
    x[n - r:] *= 0.5 + 0.5 * np.cos(np.linspace(0, np.pi, r))
    return x


# -- the effects ------------------------------------------------------------------------------
def card_draw():
    return sweep_noise(0.28, 1800, 5200) * envelope(int(0.28 * RATE), 0.03, 0.09, 0.08)


def card_deal():
    x = sweep_noise(0.16, 2600, 4200) * envelope(int(0.16 * RATE), 0.01, 0.05, 0.05)
    place(x, felt(160, 0.1), 0.09, 0.4)
    return x


def card_play():
    x = np.zeros(int(0.35 * RATE))
    place(x, sweep_noise(0.14, 3000, 1400) * envelope(int(0.14 * RATE), 0.02, 0.05, 0.04), 0, 0.7)
    place(x, felt(130, 0.25), 0.1, 1.0)
    return x


def card_discard():
    return sweep_noise(0.32, 3500, 900) * envelope(int(0.32 * RATE), 0.02, 0.1, 0.1)


def shuffle():
    """A riffle: a quick run of paper flicks, slowing at the end, then the stack squared."""
    x = np.zeros(int(0.95 * RATE))
    t = 0.02
    for k in range(22):
        flick = band_noise(0.03, 2000 + 80 * k, 6000) * envelope(int(0.03 * RATE), 0.003, 0.008, 0.01)
        place(x, flick, t, 0.5 + 0.3 * rng.random())
        t += 0.026 + 0.0012 * k
    place(x, felt(150, 0.2), t + 0.02, 0.9)
    return x


def dice_hit(f):
    return lambda: wood(f, 0.16, 0.03)


def dice_throw():
    x = sweep_noise(0.35, 600, 2200) * envelope(int(0.35 * RATE), 0.08, 0.12, 0.1)
    return x * 0.6


def dice_settle():
    x = np.zeros(int(0.32 * RATE))
    place(x, wood(520, 0.14, 0.028), 0, 0.8)
    place(x, wood(540, 0.12, 0.02), 0.11, 0.45)
    place(x, felt(150, 0.15), 0.0, 0.3)
    return x


def pick_up():
    t = t_axis(0.18)
    rise = np.sin(2 * np.pi * np.cumsum(220 + 260 * t / 0.18) / RATE) * envelope(len(t), 0.02, 0.08, 0.05)
    return rise * 0.6 + 0.3 * sweep_noise(0.18, 500, 1500) * envelope(len(t), 0.02, 0.06, 0.05)


def set_down():
    x = felt(120, 0.24)
    place(x, wood(700, 0.08, 0.012), 0.0, 0.15)
    return x


def tile_lay():
    x = np.zeros(int(0.45 * RATE))
    place(x, sweep_noise(0.12, 900, 400) * envelope(int(0.12 * RATE), 0.02, 0.04, 0.04), 0, 0.5)
    place(x, wood(180, 0.3, 0.07), 0.08, 1.0)
    place(x, felt(90, 0.3), 0.08, 0.6)
    return x


def chord(freqs, voice, spread: float = 0.07, seconds: float = 2.0, gains=None):
    x = np.zeros(int(seconds * RATE))
    for i, f in enumerate(freqs):
        place(x, voice(f), i * spread, (gains or [1] * len(freqs))[i])
    return x


def door_open():  # a rising, open chord of bells
    return chord([note(n) for n in ("D5", "A5", "D6", "F#6")], lambda f: bell(f, 1.6, 0.7), 0.09, 2.0)


def nightmare():
    """A low, unsettled swell: two close tones beating under a slow sweep, no hard edges."""
    t = t_axis(1.8)
    tone = np.sin(2 * np.pi * 73.4 * t) + 0.8 * np.sin(2 * np.pi * 77.8 * t) + 0.3 * np.sin(2 * np.pi * 110 * t)
    swell = np.sin(np.pi * np.clip(t / 1.8, 0, 1)) ** 2
    return tone * swell + 0.25 * sweep_noise(1.8, 200, 700) * swell


def lamp_lit():
    x = np.zeros(int(1.4 * RATE))
    place(x, sweep_noise(0.2, 700, 2500) * envelope(int(0.2 * RATE), 0.02, 0.08, 0.06), 0, 0.35)
    place(x, glass(note("E6"), 1.2, 0.5), 0.08, 0.7)
    place(x, bell(note("B4"), 1.2, 0.6), 0.08, 0.5)
    return x


def secret_found():
    return chord([note(n) for n in ("E6", "G#6", "B6", "E7")], lambda f: glass(f, 0.9, 0.35), 0.07, 1.4)


def distress():
    x = np.zeros(int(1.0 * RATE))
    place(x, felt(85, 0.35), 0, 0.9)
    place(x, bell(note("D4"), 0.9, 0.35), 0.02, 0.45)
    place(x, bell(note("F4"), 0.9, 0.35), 0.02, 0.35)
    return x


def dream_won():
    return chord([note(n) for n in ("C4", "E4", "G4", "C5", "E5", "G5", "C6")], lambda f: harp(f, 1.8, 0.8), 0.11, 2.6)


def dream_lost():
    return chord([note(n) for n in ("A4", "F4", "D4", "A3", "D3")], lambda f: harp(f, 1.8, 0.7), 0.18, 2.6)


def page_turn():
    return sweep_noise(0.42, 900, 3800) * envelope(int(0.42 * RATE), 0.12, 0.14, 0.16)


def hover():
    return glass(note("A6"), 0.12, 0.03) * 0.5


def press():
    x = wood(900, 0.1, 0.015)
    place(x, felt(220, 0.1), 0, 0.25)
    return x


def refusal():  # two soft, falling, muffled notes
    x = np.zeros(int(0.5 * RATE))
    voice = lambda f: partials(f, 0.3, (1, 2), (1, 0.15), (0.09, 0.04))  # noqa: E731
    place(x, voice(note("E4")), 0, 1)
    place(x, voice(note("C4")), 0.14, 0.9)
    return x


def battle():
    """Prophecy's battle: a deep soft drum, a shimmer of metal."""
    x = np.zeros(int(1.3 * RATE))
    t = t_axis(0.6)
    drum = onset(np.sin(2 * np.pi * np.cumsum(70 * (1 + 0.8 * np.exp(-t / 0.03))) / RATE) * np.exp(-t / 0.16), 0.004)
    place(x, drum, 0, 1)
    place(x, drum, 0.22, 0.6)
    place(x, partials(note("D5"), 1.0, (1, 2.4, 3.9, 5.7), (0.5, 0.4, 0.3, 0.2), (0.5, 0.35, 0.25, 0.15)), 0.02, 0.35)
    return x


def bubbles():
    """The Water Realm: small rising chirps, as bubbles break."""
    x = np.zeros(int(0.8 * RATE))
    for k in range(6):
        f0 = rng.uniform(500, 1100)
        t = t_axis(0.07)
        chirp = np.sin(2 * np.pi * np.cumsum(f0 * (1 + 2.5 * t / 0.07)) / RATE) * envelope(len(t), 0.004, 0.03, 0.02)
        place(x, chirp, 0.02 + k * rng.uniform(0.07, 0.12), rng.uniform(0.4, 1))
    return x


def bag_draw():
    """Lucidity's bag: cloth rustled, then dice clinking against each other inside it."""
    x = np.zeros(int(0.7 * RATE))
    place(x, sweep_noise(0.35, 300, 1200) * envelope(int(0.35 * RATE), 0.05, 0.12, 0.1), 0, 0.6)
    for k, f in enumerate((1900, 2300, 2100)):
        place(x, glass(f, 0.15, 0.03), 0.22 + 0.08 * k, 0.35)
    return x


def chime():  # something gained: one bright bell
    return bell(note("G5"), 0.9, 0.35)


def token():  # a token set on the table
    x = wood(1100, 0.12, 0.018)
    place(x, glass(note("C7"), 0.12, 0.04), 0.005, 0.2)
    return x


def turn():  # a new round, a new turn: a low, round bell
    return bell(note("G4"), 1.0, 0.45) * 0.8


def slide():  # a figure slides over the table's cloth
    return sweep_noise(0.3, 250, 700) * envelope(int(0.3 * RATE), 0.06, 0.12, 0.1)


def tick():  # a quiet mark in the book-keeping
    return glass(note("E6"), 0.15, 0.03) * 0.4


EFFECTS = {
    "card_draw": card_draw, "card_deal": card_deal, "card_play": card_play, "card_discard": card_discard,
    "shuffle": shuffle, "dice_hit_1": dice_hit(480), "dice_hit_2": dice_hit(560), "dice_hit_3": dice_hit(640),
    "dice_throw": dice_throw, "dice_settle": dice_settle, "pick_up": pick_up, "set_down": set_down,
    "tile_lay": tile_lay, "door_open": door_open, "nightmare": nightmare, "lamp_lit": lamp_lit,
    "secret_found": secret_found, "distress": distress, "dream_won": dream_won, "dream_lost": dream_lost,
    "page_turn": page_turn, "hover": hover, "press": press, "refusal": refusal, "battle": battle,
    "bubbles": bubbles, "bag_draw": bag_draw, "chime": chime, "token": token, "turn": turn, "slide": slide,
    "tick": tick,
}
QUIET = {"hover": 0.35, "tick": 0.35, "press": 0.45, "dice_hit_1": 0.55, "dice_hit_2": 0.55, "dice_hit_3": 0.55}


# -- music: quiet loops, one mode, key and timbre per game ----------------------------------
def ring_place(buffer: np.ndarray, sound: np.ndarray, at: float, gain: float = 1.0, pan: float = 0.0) -> None:
    """Add a mono `sound` into a stereo ring `buffer` (n, 2) at `at` seconds: what passes the end wraps."""
    n = len(buffer)
    idx = (int(at * RATE) + np.arange(len(sound))) % n
    left, right = np.sqrt(0.5 * (1 - pan)), np.sqrt(0.5 * (1 + pan))
    np.add.at(buffer[:, 0], idx, gain * left * sound)
    np.add.at(buffer[:, 1], idx, gain * right * sound)


def pad(freqs, seconds: float, brightness: float = 0.4) -> np.ndarray:
    """A soft chord held for `seconds`: a few harmonics per note, slowly breathing, long fades."""
    t = t_axis(seconds)
    out = np.zeros_like(t)
    for f in freqs:
        for k, a in ((1, 1), (2, brightness), (3, brightness ** 2)):
            for det in (-0.0025, 0.0025):
                out += a * np.sin(2 * np.pi * f * k * (1 + det) * t + rng.uniform(0, 6.3))
    swell = np.sin(np.pi * t / seconds) ** 1.5
    return out * swell * (1 + 0.15 * np.sin(2 * np.pi * 0.13 * t))


def loop(seconds: float, bpm: float, chords, voice, pattern, pad_gain=0.5, voice_gain=1.0, brightness=0.35,
         sparkle=None) -> np.ndarray:
    """A loop of `chords` (lists of note names), one per bar of four beats; `pattern` is the
    arpeggio: (beat, index into the chord, octave shift) per note; `sparkle` adds a bell
    now and then (a few notes above)."""
    beat = 60 / bpm
    bar = 4 * beat
    bars = round(seconds / bar)
    buffer = np.zeros((int(round(bars * bar * RATE)), 2))
    for b in range(bars):
        names = chords[b % len(chords)]
        freqs = [note(n) for n in names]
        ring_place(buffer, pad([f / 2 for f in freqs[:3]], bar * 1.6, brightness), b * bar - 0.3 * bar,
                   pad_gain / len(freqs), 0.0)
        for i, (at, k, octave) in enumerate(pattern):
            f = freqs[k % len(freqs)] * 2 ** octave
            ring_place(buffer, voice(f), b * bar + at * beat + rng.uniform(0, 0.012), voice_gain * rng.uniform(0.7, 1.0),
                       pan=0.5 * np.sin(i * 1.7 + b))
        if sparkle and b % 2 == 1:
            ring_place(buffer, sparkle(freqs[-1] * 2), b * bar + 2.5 * beat, 0.25, pan=-0.4)
    # The file starts half a beat before the first bar, between two notes, so its
    # two ends meet in the middle of ringing tails rather than at a fresh attack.
    return np.roll(buffer, int(0.5 * beat * RATE), axis=0)


ARP = [(0, 0, 0), (0.5, 1, 0), (1, 2, 0), (1.5, 3, 0), (2, 2, 1), (2.5, 1, 0), (3, 2, 0), (3.5, 3, 0)]
SLOW = [(0, 0, 0), (1, 2, 0), (2, 1, 1), (3, 3, 0)]
SPARSE = [(0, 0, 0), (1.5, 2, 0), (3, 1, 1)]
LILT = [(0, 0, 0), (0.75, 1, 0), (1.5, 2, 0), (2, 3, 0), (3, 2, 1)]

MUSIC = {
    # the shelf: C major pentatonic on a music box, unhurried
    "shelf": lambda: loop(24, 80, [["C4", "E4", "G4", "A4"], ["A3", "C4", "E4", "G4"], ["F3", "A3", "C4", "E4"],
                                   ["G3", "C4", "D4", "G4"]], music_box, SLOW, pad_gain=0.45, voice_gain=0.5),
    # Etherfields: D dorian harp arpeggios over a warm pad
    "etherfields": lambda: loop(32, 60, [["D3", "A3", "C4", "F4"], ["C3", "G3", "B3", "E4"], ["F3", "A3", "C4", "E4"],
                                         ["G3", "B3", "D4", "A4"]], lambda f: harp(f, 2.2, 0.9), ARP, pad_gain=0.55,
                                voice_gain=0.45, sparkle=lambda f: bell(f, 1.6, 0.6)),
    # Onirim: A aeolian, a music box in the dark, glass now and then
    "onirim": lambda: loop(28, 68, [["A3", "C4", "E4", "B4"], ["F3", "A3", "C4", "E4"], ["D3", "F3", "A3", "C4"],
                                    ["E3", "G3", "B3", "D4"]], music_box, SPARSE, pad_gain=0.5, voice_gain=0.5,
                           brightness=0.25, sparkle=lambda f: glass(f, 1.2, 0.5)),
    # Lucidity: E phrygian, slow glass over a low, dark pad
    "lucidity": lambda: loop(32, 60, [["E3", "G3", "B3", "D4"], ["F3", "A3", "C4", "E4"], ["E3", "G3", "B3", "D4"],
                                      ["D3", "F3", "A3", "C4"]], lambda f: glass(f, 1.8, 0.7), SPARSE, pad_gain=0.6,
                             voice_gain=0.35, brightness=0.2),
    # Prophecy: G lydian, a brighter harp, quests and far places
    "prophecy": lambda: loop(26, 75, [["G3", "B3", "D4", "F#4"], ["A3", "C#4", "E4", "G4"], ["E3", "G3", "B3", "D4"],
                                      ["C4", "E4", "G4", "B4"]], lambda f: harp(f, 1.8, 0.7), LILT,
                             pad_gain=0.5, voice_gain=0.45, sparkle=lambda f: bell(f, 1.4, 0.5)),
}


# -- writing ----------------------------------------------------------------------------------
def write_wav(path: Path, x: np.ndarray) -> None:
    data = np.clip(np.round(x * 32767), -32767, 32767).astype("<i2")
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1 if x.ndim == 1 else x.shape[1])
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def write(path_stem: Path, x: np.ndarray, quality: int) -> Path:
    """The smaller of WAV and OGG Vorbis (tiny effects are smaller as WAV)."""
    wav = path_stem.with_suffix(".wav")
    write_wav(wav, x)
    ogg = path_stem.with_suffix(".ogg")
    subprocess.run(["oggenc", "-Q", "--serial", "34", "-q", str(quality), "-o", str(ogg), str(wav)], check=True)
    keep, drop = (ogg, wav) if ogg.stat().st_size < wav.stat().st_size else (wav, ogg)
    drop.unlink()
    return keep


def main() -> int:
    if shutil.which("oggenc") is None:
        print("oggenc is missing: apt-get install vorbis-tools", file=sys.stderr)
        return 1
    (OUT / "music").mkdir(parents=True, exist_ok=True)
    for old in list(OUT.glob("*.ogg")) + list(OUT.glob("*.wav")) + list((OUT / "music").glob("*.ogg")):
        old.unlink()
    for name, make in EFFECTS.items():
        path = write(OUT / name, finish(make(), 0.6 * QUIET.get(name, 1.0)), 4)
        print(f"{path.relative_to(OUT.parent.parent)}  {path.stat().st_size // 1024} KB")
    for name, make in MUSIC.items():
        x = make()
        x = x - x.mean(axis=0)
        x = x / np.abs(x).max() * 0.5  # a bed under the effects: never loud
        with tempfile.TemporaryDirectory() as tmp:
            path = write(Path(tmp) / name, x, 2)
            final = OUT / "music" / path.name
            shutil.move(path, final)
        print(f"{final.relative_to(OUT.parent.parent)}  {final.stat().st_size // 1024} KB  {len(x) / RATE:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

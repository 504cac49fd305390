"""`python -m game.audio check [--json]`: every sound file read and measured.

A file clips when it reaches full scale; an effect clicks when its first or
last 5 ms do not fade (its edge sample is not near silence, or its first
millisecond is already as loud as the 5 ms around it); a loop jumps when
its end does not run into its beginning (a step larger than any inside the
file, or a change of level). An Event kind the rules can emit, or a
gesture, that the cue table maps to nothing (or to a file that is missing)
is listed by name.
"""
from __future__ import annotations

import ast
import os
from pathlib import Path

from game.audio import cues
from game.audio.service import SOUNDS

RULES = Path(__file__).resolve().parents[1] / "rules"
EMITTERS = {"Event", "emit", "_emit", "_event", "_ev"}  # how each game's rules record an Event
FULL = 32767
EDGE_MS = 5


def sound_files(folder: Path = SOUNDS) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.suffix in (".ogg", ".wav"))


def is_loop(path: Path, folder: Path = SOUNDS) -> bool:
    return path.relative_to(folder).parts[0] == "music"


def samples(path: Path):
    """The file's samples as a float array (frames, channels) in -1..1, and its rate."""
    import numpy as np
    import pygame
    if not pygame.mixer.get_init():
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.mixer.init(44100, -16, 2, 512)
    rate = pygame.mixer.get_init()[0]
    data = pygame.sndarray.array(pygame.mixer.Sound(str(path))).astype(np.float64) / FULL
    return (data if data.ndim == 2 else data[:, None]), rate


def clicks(x, rate: int) -> bool:
    import numpy as np
    edge, one = max(1, rate * EDGE_MS // 1000), max(1, rate // 1000)
    for part in (x[:edge], x[::-1][:edge]):
        if np.abs(part[0]).max() > 0.01:
            return True
        first, whole = np.abs(part[:one]).max(), np.abs(part).max()
        if first > 0.01 and first > 0.5 * whole:
            return True
    return False


def loop_jumps(x, rate: int) -> bool:
    import numpy as np
    seam = np.abs(x[0] - x[-1]).max()
    inside = np.percentile(np.abs(np.diff(x, axis=0)), 99.9)
    span = rate // 10
    head, tail = np.sqrt((x[:span] ** 2).mean()), np.sqrt((x[-span:] ** 2).mean())
    return bool(seam > max(inside, 1e-3) or max(head, tail) > 2 * max(min(head, tail), 1e-4))


def event_kinds() -> dict[str, set[str]]:
    """Every Event kind each game's rules can emit, read from their source."""
    out: dict[str, set[str]] = {}
    for game in sorted(p.name for p in RULES.iterdir() if p.is_dir() and p.name != "core" and not p.name.startswith("_")):
        kinds = out.setdefault(game, set())
        for path in (RULES / game).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) \
                        and isinstance(node.args[0].value, str):
                    name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
                    if name in EMITTERS:
                        kinds.add(node.args[0].value)
    return out


def silent(folder: Path = SOUNDS) -> list[str]:
    """Event kinds ("game:kind") and gestures ("gesture:name") that sound like nothing."""
    def heard(cue: str | None) -> bool:
        c = cues.CUES.get(cue or "")
        return c is not None and all((folder / f"{f}.ogg").exists() or (folder / f"{f}.wav").exists() for f in c.files)

    out = []
    for game, kinds in event_kinds().items():
        table = cues.EVENTS.get(game, {})
        for kind in sorted(kinds):
            entry = table.get(kind)
            names = [entry.default, *entry.cases.values()] if isinstance(entry, cues.By) else [entry]
            if not all(heard(n) for n in names):
                out.append(f"{game}:{kind}")
    out += [f"gesture:{g}" for g, cue in cues.GESTURES.items() if not heard(cue)]
    out += [f"scene:{s}" for s, g in cues.SCENES.items() if not heard(cues.GESTURES.get(g))]
    out += [f"music:{m}" for m, f in cues.MUSIC.items() if not (folder / "music" / f"{f}.ogg").exists()]
    return out


def report(folder: Path = SOUNDS) -> dict:
    files, clipping, clicking, jumps, longest = [], [], [], [], 0.0
    for path in sound_files(folder):
        name = str(path.relative_to(folder))
        files.append(name)
        try:
            x, rate = samples(path)
        except Exception:
            clicking.append(name)  # unreadable: as bad as a click, and said
            continue
        if abs(x).max() >= 0.99:
            clipping.append(name)
        if is_loop(path, folder):
            if loop_jumps(x, rate):
                jumps.append(name)
        else:
            longest = max(longest, len(x) / rate)
            if clicks(x, rate):
                clicking.append(name)
    return {"files": files, "clipping": clipping, "clicks": clicking, "loop_jumps": jumps,
            "longest_effect_s": round(longest, 3), "events_without_sound": silent(folder)}


def failed(result: dict) -> bool:
    return any(result[k] for k in ("clipping", "clicks", "loop_jumps", "events_without_sound")) \
        or result["longest_effect_s"] >= 3.0 or not result["files"]

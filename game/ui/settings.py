"""Player settings, remembered between runs in the saves folder.
A missing or damaged settings file simply means the defaults."""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path

import yaml

SPEEDS = {"instant": 0.0, "fast": 2.0, "normal": 1.0, "slow": 0.5}
RESOLUTIONS = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160)]


@dataclass
class Settings:
    width: int = 1280
    height: int = 720
    fullscreen: bool = False
    ui_scale: float = 1.0
    animation: str = "normal"
    volume: float = 0.4          # the master volume: the first start is quiet
    music_volume: float = 0.5
    effects_volume: float = 0.8
    muted: bool = False          # M, anywhere
    hand_over_screen: bool = False
    hints: bool = True  # the first night's pointer during the tutorial (game/ui/etherfields/teacher.py)
    language: str = ""  # "en", "zh"; empty until the player chooses: the system's locale decides

    @property
    def chosen_language(self) -> str:
        """The language to show: the player's choice, else the system locale's."""
        from game.i18n import LANGUAGES, system_language
        return self.language if self.language in LANGUAGES else system_language()

    @property
    def speed(self) -> float:
        return SPEEDS.get(self.animation, 1.0)


def path() -> Path:
    from game.savefile import folder
    return folder() / "settings.yaml"


def load() -> Settings:
    try:
        data = yaml.safe_load(path().read_text(encoding="utf-8")) or {}
        known = {f.name: f.type for f in fields(Settings)}
        clean = {k: v for k, v in data.items() if k in known}
        s = Settings(**clean)
        volumes = (s.volume, s.music_volume, s.effects_volume)
        if s.animation not in SPEEDS or not 0.5 <= float(s.ui_scale) <= 3 or not all(0 <= float(v) <= 1 for v in volumes):
            return Settings()
        return s
    except (OSError, yaml.YAMLError, TypeError, ValueError, AttributeError):
        return Settings()


def save(s: Settings) -> None:
    try:
        p = path()
        p.parent.mkdir(parents=True, exist_ok=True)
        tmp = p.with_suffix(".tmp")
        tmp.write_text(yaml.safe_dump(asdict(s)), encoding="utf-8")
        tmp.replace(p)
    except OSError:
        pass  # settings are a convenience; failing to remember them must not stop play

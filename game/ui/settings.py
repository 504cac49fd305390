"""Player settings, remembered between runs in the saves folder.
A missing settings file means the defaults; a damaged one, or a field a hand
edit broke, falls back field by field, and each bad field is named once."""
from __future__ import annotations

import sys
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import yaml

SPEEDS = {"instant": 0.0, "fast": 2.0, "normal": 1.0, "slow": 0.5}
RESOLUTIONS = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160)]
MIN_WINDOW = (800, 500)  # every scene is drawn safely down to this size, at every UI scale
MAX_WINDOW = (16384, 16384)
SCALES = (1.0, 2.0)


@dataclass
class Settings:
    width: int = 1280
    height: int = 720
    fullscreen: bool = False
    ui_scale: float = 1.0
    animation: str = "normal"
    reduce_motion: bool = False  # pieces fade into place instead of travelling (game/ui/motion.py)
    volume: float = 0.4          # the master volume: the first start is quiet
    music_volume: float = 0.5
    effects_volume: float = 0.8
    muted: bool = False          # M, anywhere
    hand_over_screen: bool = False
    hints: bool = True  # the first night's pointer during the tutorial (game/ui/etherfields/teacher.py)
    language: str = ""  # "en", "zh"; empty until the player chooses: the system's locale decides
    onirim_expansions: list = field(default_factory=list)  # the boxes last ticked on Onirim's title
    # Lucidity's and Prophecy's set-up as last chosen (their set-up screens check what they read):
    lucidity_seats: list = field(default_factory=list)      # each seat's kind: "person", "easy", "fair", "strong"
    lucidity_temptation: str = ""                           # "", "envy" or "primeval_fear"
    prophecy_seats: int = 3                                 # how many characters
    prophecy_computer: list = field(default_factory=list)   # the seats the computer plays ("p2" ...)
    prophecy_modules: list = field(default_factory=lambda: ["water_realm", "treasure_island"])  # the modules on
    prophecy_levels: list = field(default_factory=list)     # each computer seat's level: "p2:strong" ...

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


def _number(value, low, high) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and low <= value <= high


def _fits(name: str, value, default) -> bool:
    """Whether `value` may stand in field `name` (whose default is `default`)."""
    if name in ("width", "height"):
        axis = 0 if name == "width" else 1
        return isinstance(value, int) and not isinstance(value, bool) and \
            MIN_WINDOW[axis] <= value <= MAX_WINDOW[axis]
    if name == "ui_scale":
        return _number(value, *SCALES)
    if name == "animation":
        return isinstance(value, str) and value in SPEEDS
    if name == "language":
        from game.i18n import LANGUAGES
        return isinstance(value, str) and (value == "" or value in LANGUAGES)
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, float):  # the volumes: shares of full
        return _number(value, 0.0, 1.0)
    if isinstance(default, int):
        return isinstance(value, int) and not isinstance(value, bool)
    if isinstance(default, list):  # names (Onirim's expansions, seats): the reader checks which it knows
        return isinstance(value, list) and len(value) <= 16 and all(isinstance(v, str) and len(v) <= 40 for v in value)
    return isinstance(value, type(default))


def read(file: Path) -> tuple[Settings, list[str]]:
    """The settings in `file`, and a sentence for each field that was not used.
    Never raises: what cannot be read is the default."""
    from game import safeyaml
    defaults = Settings()
    try:
        data = safeyaml.load(safeyaml.read_bytes(file, limit=64 * 1024).decode("utf-8"), max_depth=4)
    except FileNotFoundError:
        return defaults, []
    except (OSError, UnicodeDecodeError, yaml.YAMLError, safeyaml.Refused) as err:
        why = err.why if isinstance(err, safeyaml.Refused) else type(err).__name__
        return defaults, [f"{file} was not read ({why}); the game starts with the default settings."]
    if data is None:
        return defaults, []
    if not isinstance(data, dict):
        return defaults, [f"{file} is not a list of settings; the game starts with the default settings."]
    chosen, problems = {}, []
    for f in fields(Settings):
        if f.name not in data:
            continue
        value, default = data[f.name], getattr(defaults, f.name)
        if _fits(f.name, value, default):
            chosen[f.name] = float(value) if isinstance(default, float) else value
        else:
            shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
            problems.append(f"{file}: {f.name} cannot be {shown}; using {default!r}.")
    return Settings(**chosen), problems


def load() -> Settings:
    """The player's settings; each bad field is named once on stderr."""
    chosen, problems = read(path())
    for line in problems:
        print(line, file=sys.stderr)
    return chosen


def save(s: Settings) -> None:
    try:
        p = path()
        p.parent.mkdir(parents=True, exist_ok=True)
        tmp = p.with_suffix(".tmp")
        tmp.write_text(yaml.safe_dump(asdict(s)), encoding="utf-8")
        tmp.replace(p)
    except OSError:
        pass  # settings are a convenience; failing to remember them must not stop play

"""The one place that talks to pygame's mixer.

Scenes hand over rules Events and gestures (game/audio/__init__.py); the
service looks them up in the cue table (cues.py), picks channels, sets
volumes and fades music between scenes. Without a sound device, with a
mixer that will not open or a sound file missing or damaged, the game goes
on silent and the log says so once.
"""
from __future__ import annotations

import logging
import random
import threading
from dataclasses import dataclass
from pathlib import Path

from game.audio import cues

SOUNDS = Path(__file__).resolve().parents[2] / "assets" / "sounds"
log = logging.getLogger("game.audio")
MUTE_RAMP = 0.25  # seconds to fade everything out (M, a minimised window) or back in
MIN_HIT = 40.0    # a die's knock softer than this impulse is not heard
FULL_HIT = 900.0  # ... and this hard is heard at full loudness
HIT_GAP = 0.04    # seconds: knocks closer than this are one knock to the ear


@dataclass
class Played:
    name: str       # the cue
    channel: str    # its channel group
    volume: float   # what the channel was set to as it started
    at: float       # the service's clock
    until: float    # when it ends (a loop: never)
    slot: int = 0   # which of the group's channels


class Service:
    def __init__(self, settings, folder: Path | None = None, open_mixer: bool = True, save=None) -> None:
        self.settings = settings  # volume (master), music_volume, effects_volume, muted
        self.save = save          # keeps the settings after M
        self.folder = Path(folder) if folder is not None else SOUNDS
        self.clock = 0.0
        self.played: list[Played] = []  # every sound started, in order
        self.queue: list[tuple[float, str, float]] = []  # (when, cue, gain) waiting for their moment
        self.sounds: dict = {}  # file -> pygame Sound, or None when it cannot be read
        self.level = 0.0  # fades to 1 after start, to 0 while muted or hidden
        self.hidden = False
        self.paused = False
        self.music_name: str | None = None
        self.tracks: list[dict] = []  # {"name", "slot", "fade", "target", "played"}: the music sounding
        self.last_hit = -1.0
        self.hovered = None  # what the pointer was over in the last frame
        self.hover_now = None
        self.scenes: set[int] = set()
        self.channels: dict[str, list] = {}
        self.loading: dict[str, threading.Thread] = {}  # music decoded away from the frame loop
        self.rng = random.Random(34)
        self.said: set[str] = set()  # each kind of trouble is logged once
        self.ready = open_mixer and self._open()

    # -- the mixer -------------------------------------------------------------------------------
    def _open(self) -> bool:
        try:
            import pygame
            if not pygame.mixer.get_init():
                pygame.mixer.init(44100, -16, 2, 512)
            pygame.mixer.set_num_channels(sum(cues.CHANNELS.values()))
            pygame.mixer.set_reserved(sum(cues.CHANNELS.values()))
            index = 0
            for group, count in cues.CHANNELS.items():
                self.channels[group] = [pygame.mixer.Channel(index + k) for k in range(count)]
                index += count
            return True
        except Exception as err:  # no device, no driver, no mixer module: play on in silence
            self.say("No sound: the mixer did not open (%s). The game plays silently.", err)
            return False

    def say(self, message: str, *args) -> None:
        if message not in self.said:
            self.said.add(message)
            log.warning(message, *args)

    def alive(self) -> bool:
        if not self.ready:
            return False
        try:
            import pygame
            if not pygame.mixer.get_init():
                return False
            if pygame.mixer.get_num_channels() < sum(cues.CHANNELS.values()):  # the mixer was closed and opened anew
                self.tracks, self.sounds = [], {}
                return self._open()
            return True
        except Exception:
            return False

    def sound(self, file: str):
        """The Sound for a file name (OGG or WAV), loaded once; None when it cannot be read."""
        if file not in self.sounds:
            self.sounds[file] = self._load(file)
        return self.sounds[file]

    def _load(self, file: str):
        try:
            import pygame
            path = next((p for p in (self.folder / f"{file}.ogg", self.folder / f"{file}.wav") if p.exists()), None)
            if path is None:
                raise FileNotFoundError(f"{file}.ogg")
            return pygame.mixer.Sound(str(path))
        except Exception as err:
            log.warning("The sound %s cannot be played (%s); it stays silent.", file, err)
            return None

    def fetch(self, file: str) -> None:
        """Decode a long file (a music loop: half a second) on a thread; `sounds` has it when done."""
        if file not in self.sounds and file not in self.loading:
            def load():
                self.sounds[file] = self._load(file)
            self.loading[file] = threading.Thread(target=load, daemon=True)
            self.loading[file].start()
            import pygame
            pygame.register_quit(self.settle)  # pygame.quit() waits for it before closing the mixer

    def settle(self) -> None:
        """Wait for the music being decoded (tests, and the last frame before a screenshot)."""
        for thread in list(self.loading.values()):
            thread.join()

    # -- volumes -----------------------------------------------------------------------------------
    def volume(self, kind: str) -> float:
        """The settings' loudness for "music" or "effects", times the master volume and the mute fade."""
        s = self.settings
        own = float(getattr(s, f"{kind}_volume", 1.0))
        # Music follows the fade (in at the start, out on M); an effect is whole or not at all.
        fade = self.level if kind == "music" else self.target_level()
        return max(0.0, min(1.0, own * float(getattr(s, "volume", 1.0)) * fade))

    def target_level(self) -> float:
        return 0.0 if self.hidden or getattr(self.settings, "muted", False) else 1.0

    def toggle_mute(self) -> bool:
        """M: silence everything, or bring it back (faded either way). Returns the new state."""
        self.settings.muted = not getattr(self.settings, "muted", False)
        return self.settings.muted

    # -- what scenes hand over ---------------------------------------------------------------------
    def events(self, events, game: str) -> None:
        """The rules Events of one move: the most important few cues, staggered."""
        table = cues.EVENTS.get(game, {})
        chosen: list[str] = []
        for e in events:
            name = resolve(table.get(e.kind), e.data)
            if name and name not in chosen:
                chosen.append(name)
        chosen.sort(key=lambda n: -cues.CUES[n].priority)
        for i, name in enumerate(chosen[:cues.BATCH]):
            self.queue.append((self.clock + i * cues.STAGGER, name, 1.0))
        del self.queue[:-2 * cues.BATCH]  # many moves at once (a replay, a demo): only the last few are heard

    def gesture(self, name: str, strength: float = 1.0) -> None:
        cue = cues.GESTURES.get(name)
        if cue:
            self.play(cue, strength)

    def hit(self, impulse: float) -> None:
        """A die struck a wall or another die: louder for a harder knock."""
        if impulse >= MIN_HIT and self.clock - self.last_hit >= HIT_GAP:
            self.last_hit = self.clock
            self.gesture("dice_hit", min(1.0, 0.25 + 0.75 * impulse / FULL_HIT))

    def hover(self, key) -> None:
        """The pointer is over a button this frame (`key`: its rectangle)."""
        self.hover_now = tuple(key)

    # -- playing --------------------------------------------------------------------------------------
    def play(self, name: str, gain: float = 1.0) -> Played | None:
        """Start cue `name` now in its group, on a free channel or the oldest one's (faded out)."""
        cue = cues.CUES.get(name)
        volume = self.volume("effects") * (cue.gain if cue else 0) * gain
        if cue is None or volume <= 0.001 or not self.alive():
            return None
        sound = self.sound(self.rng.choice(cue.files))
        if sound is None:
            return None
        try:
            channels = self.channels[cue.channel]
            busy = [p for p in self.playing() if p.channel == cue.channel]
            if len(busy) >= len(channels):  # the group is full: the oldest gives way, faded out
                oldest = min(busy, key=lambda p: p.at)
                oldest.until = self.clock
                index = oldest.slot
                channels[index].fadeout(30)
            else:
                taken = {p.slot for p in busy}
                index = next(k for k in range(len(channels)) if k not in taken)
            channel = channels[index]
            channel.set_volume(volume)
            channel.play(sound, fade_ms=round(cues.FADE_IN * 1000))
        except Exception as err:
            self.say("A sound could not be played (%s); the game plays on.", err)
            return None
        played = Played(name, cue.channel, round(volume, 4), self.clock, self.clock + sound.get_length(), index)
        self.played.append(played)
        return played

    def playing(self) -> list[Played]:
        """The effects sounding now, by the service's clock."""
        return [p for p in self.played[-64:] if p.at <= self.clock < p.until]

    # -- music ------------------------------------------------------------------------------------------
    def music(self, name: str | None) -> None:
        """Crossfade to `name`'s loop (a game, or the shelf); None fades the music out.
        The loop starts once decoded (`_start_music`, every frame)."""
        if name == self.music_name:
            return
        self.music_name = name
        for track in self.tracks:
            track["target"] = 0.0
        if name is not None and self.alive():
            self.fetch(self.music_file(name))

    @staticmethod
    def music_file(name: str) -> str:
        return f"music/{cues.MUSIC.get(name, name)}"

    def _start_music(self) -> None:
        name = self.music_name
        if name is None or any(t["name"] == name and t["target"] > 0 for t in self.tracks):
            return
        file = self.music_file(name)
        if file not in self.sounds or self.sounds[file] is None:
            return  # still decoding, or unreadable (said once)
        self.loading.pop(file, None)
        used = {t["slot"] for t in self.tracks}
        free = [k for k in range(len(self.channels["music"])) if k not in used]
        if not free:  # a third change inside one crossfade: the quieter track makes room
            quiet = min(self.tracks, key=lambda t: t["fade"])
            quiet["played"].until = self.clock
            self.tracks.remove(quiet)
            free = [quiet["slot"]]
        channel = self.channels["music"][free[0]]
        channel.set_volume(0.0)
        channel.play(self.sounds[file], loops=-1)
        played = Played(name, "music", 0.0, self.clock, float("inf"), free[0])
        self.tracks.append({"name": name, "slot": free[0], "fade": 0.0, "target": 1.0, "played": played})
        self.played.append(played)

    def music_for(self, stack) -> str | None:
        """The music of the topmost scene that belongs to a game (or to the shelf); a
        shared scene (Settings, a list of moves) keeps what plays under it."""
        from game.audio import game_of
        for scene in reversed(stack):
            game = game_of(scene)
            if game is not None:
                return game
        return self.music_name

    # -- every frame ----------------------------------------------------------------------------------------
    def update(self, dt: float, stack=()) -> None:
        self.clock += dt
        self._follow(stack)
        if self.hover_now is not None and self.hover_now != self.hovered:
            self.gesture("hover")
        self.hovered, self.hover_now = self.hover_now, None
        due = [q for q in self.queue if q[0] <= self.clock]
        self.queue = [q for q in self.queue if q[0] > self.clock]
        for _when, name, gain in due:
            self.play(name, gain)
        self._ramp(dt)

    def _follow(self, stack) -> None:
        """Music for the scenes shown; a page turned when a page-like scene opens."""
        if not stack:
            return
        self.music(self.music_for(stack))
        ids = {id(s) for s in stack}
        top = stack[-1]
        if id(top) not in self.scenes and self.scenes and type(top).__name__ in cues.SCENES:
            self.gesture(cues.SCENES[type(top).__name__])
        self.scenes = ids

    def _ramp(self, dt: float) -> None:
        """Fade the whole mix toward its level, each music track toward its crossfade."""
        target = self.target_level()
        step = dt / MUTE_RAMP
        self.level = min(target, self.level + step) if self.level < target else max(target, self.level - step)
        if not self.alive():
            return
        try:
            import pygame
            if self.hidden and self.level == 0 and not self.paused:
                pygame.mixer.pause()  # minimised: nothing plays, nothing is mixed
                self.paused = True
            elif not self.hidden and self.paused:
                pygame.mixer.unpause()
                self.paused = False
            self._start_music()
            if self.level < 1:  # muting: the effects still ringing fade with the rest
                for p in self.playing():
                    if p.channel != "music":
                        self.channels[p.channel][p.slot].set_volume(p.volume * self.level)
            music = self.volume("music")
            for track in list(self.tracks):
                rate = dt / cues.MUSIC_FADE
                track["fade"] = (min(track["target"], track["fade"] + rate) if track["fade"] < track["target"]
                                 else max(track["target"], track["fade"] - rate))
                channel = self.channels["music"][track["slot"]]
                if track["fade"] <= 0 and track["target"] <= 0:
                    channel.stop()
                    track["played"].until = self.clock
                    self.tracks.remove(track)
                    continue
                channel.set_volume(music * track["fade"])
        except Exception as err:
            self.say("Sound stopped (%s); the game plays on silently.", err)
            self.ready = False

    def music_volume(self) -> float:
        """How loud the music plays now (the loudest track)."""
        return max((self.volume("music") * t["fade"] for t in self.tracks), default=0.0)

    def notice(self, event) -> bool:
        """What the App passes on first: M mutes or unmutes anywhere (True: the key is
        used); SDL's window events make it silent while minimised or hidden."""
        import pygame
        held = getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m and not held:
            self.toggle_mute()
            if self.save is not None:
                self.save(self.settings)
            return True
        if event.type in (pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN):
            self.hidden = True
        elif event.type in (pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWMAXIMIZED):
            self.hidden = False
        return False


def resolve(entry, data: dict) -> str | None:
    """A table entry (a cue name, a By, or None) for one Event's data."""
    if isinstance(entry, cues.By):
        value = data.get(entry.field)
        if all(isinstance(k, bool) for k in entry.cases):
            value = bool(value)
        return entry.cases.get(value, entry.default)
    return entry

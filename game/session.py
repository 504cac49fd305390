"""A campaign being played: the rules Game, its seed and options, the action
log, undo snapshots, and autosaves. Every scene that changes the game goes
through `Session.apply`, so the log, undo and autosave never miss a move."""
from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from game.rules.core import Action, Event, IllegalAction

if TYPE_CHECKING:
    from game.savefile import LogBase


@dataclass
class Outcome:
    ok: bool
    events: list[Event] = field(default_factory=list)
    reason: str = ""


# What the rules raise, besides IllegalAction, on a state they cannot read
# (a hand-edited or corrupted save, a scenario's partial state).
UNREADABLE_STATE = (KeyError, TypeError, ValueError, AttributeError, IndexError)


def fresh_seed() -> int:
    """A new campaign's seed: from the system's randomness, so no two
    campaigns shuffle alike. It is written in the save, so a campaign still
    replays from its seed and action log."""
    return secrets.randbelow(2 ** 32)


def new_campaign_id() -> str:
    """Names the campaign's autosave file, so campaigns never share one."""
    return secrets.token_hex(4)


class Session:
    UNDO_DEPTH = 30

    def __init__(self, game, meta: dict, log: list | None = None, slot: str | None = None,
                 autosaves: bool = True) -> None:
        self.game = game
        self.autosaves = autosaves  # headless runs save only where they are told to
        self.meta = meta
        self.log: list[dict] = list(log or [])
        self.slot = slot
        self.autosave_to = None  # set when an autosave from before campaign ids is continued
        # (what the action changed, as the rules recorded it; log length before;
        # what it was, in words; the chronicle and the events as they were before it)
        self.undo_stack: list[tuple] = []
        self.events: list[Event] = []  # everything that happened, for the log panel and animations
        self.save_error = ""
        self.to_read: list[Event] = []  # script paragraphs waiting for the reader
        self.replay_problem = ""  # set when the save's replay log was lost: saves then say so, not a wrong log
        # Set when the replay log was compacted (see replaylog): `log` then goes on from its checkpoint.
        self.log_base: LogBase | None = None
        from game.chronicle import Chronicle
        self.chronicle = Chronicle()  # the story of the encounter being played, for the story screen
        from game import records
        # (steps, seconds played) when the Slumber or Dream being played began, and when this sitting did
        self.began = self.sitting = (len(self.log), records.played_seconds())
        self.earned: list[str] = []  # achievements the last Slumber or Dream earned, for the story page to announce

    @classmethod
    def new(cls, dreamers: list[str], seed: int | None = None, campaign: bool = True, edition: str = "2.0",
            name: str = "Campaign", slumber: str | None = None, map: list | None = None,
            auto_entities: bool = False, autosaves: bool = True) -> "Session":
        from game.content import default_content
        from game.rules.etherfields import new_game
        options: dict[str, object] = {"dreamers": list(dreamers), "edition": edition}
        if edition == "first":
            options["play_order"] = "rounds"  # the first edition plays in rounds
        if auto_entities:
            options["auto_entities"] = True  # ties, pushes and spawns follow the documented rule
        if campaign:
            options["campaign"] = True
        if slumber:
            options["slumber"] = slumber
        if map:
            options["map"] = map
        if seed is None:
            seed = fresh_seed()
        game = new_game(default_content(), options, seed)
        session = cls(game, {"seed": seed, "options": options, "campaign": name, "id": new_campaign_id()},
                      autosaves=autosaves)
        session.to_read = [e for e in game._events if e.kind == "script"]  # e.g. the first Dream's Introduction
        session.chronicle.take(game._events, game.name, game.order)
        return session

    def apply(self, action: Action) -> Outcome:
        story = self.chronicle.mark()
        try:
            events = self.game.apply(action)
        except IllegalAction as err:
            return Outcome(False, [], err.reason)
        self.undo_stack.append((self.game.last_change(), len(self.log), self.said(action, events), story,
                                len(events)))
        del self.undo_stack[:-self.UNDO_DEPTH]
        self.log.append(action.to_data())
        self.events.extend(events)
        self.to_read.extend(e for e in events if e.kind == "script")
        self.chronicle.take(events, self.game.name, self.game.order)
        del self.events[:-400]
        if any(e.reveals for e in events):
            self.undo_stack.clear()  # a card seen or a die rolled cannot be taken back
        if self.autosaves:
            self._remember(events)
        if self.autosaves and self._autosave_point(events):
            self.autosave()
        return Outcome(True, events)

    def _remember(self, events) -> None:
        """A Slumber or Dream that ended with this move goes into the records
        (game.records): Dream or Slumber, won or not, its length since it
        began (in this sitting); and the campaign, when an Ending is read."""
        from game import records
        records.active()  # a move is a sign of a player: the records count time played
        ended = None
        for e in events:
            if e.kind == "slumber":  # one begins: its length counts from here
                self.began = (self.steps - 1, records.played_seconds())
            elif e.kind == "slumber_end":
                ended = ["slumber", e.data.get("result", "ended")]
            elif e.kind == "journal" and e.data.get("entry") in ("dream_won", "dream_lost"):
                ended = ["dream", "won" if e.data["entry"] == "dream_won" else "lost"]
            elif e.kind == "lost" and not self.game.campaign:  # a lone Slumber lost outright
                ended = ["slumber", "lost"]
        opts = self.meta.get("options", {})
        row: dict = {"seats": list(self.game.order), "edition": str(opts.get("edition", "")), "seed": self.meta.get("seed")}
        if ended is not None:
            steps, clock = self.began
            self.earned = records.record("etherfields", ended[0], ended[1], moves=self.steps - steps,
                                         minutes=(records.played_seconds() - clock) / 60, **row)
            self.began = (self.steps, records.played_seconds())
        ending = next((e.data.get("script") for e in events if e.kind == "script" and _is_ending(self.game, e)), None)
        if ending is not None and not self.meta.get("ending"):
            self.meta["ending"] = ending  # a campaign ends once (the map stays open after it)
            camp = self.game.campaign
            won = sum(result == "won" for result in camp.dreams_done.values()) if camp else 0
            self.earned += records.record("etherfields", "campaign", "won", moves=self.steps, score=won,
                                          minutes=self.minutes_played(), **row)

    def minutes_played(self) -> float:
        """The campaign's time played: the sittings its save remembers, and this one."""
        from game import records
        return float(self.meta.get("minutes_played", 0.0)) + (records.played_seconds() - self.sitting[1]) / 60

    def speak(self) -> None:
        """After a change of language: the same game, its cards' words in the new one."""
        from game.content import default_content
        self.game.set_content(default_content())

    def said(self, action: Action, events) -> str:
        """The move in words, naming whose it was: the rules' first sentence
        about it (which names the Dreamer), else the Dreamer and the kind of move."""
        from game.i18n import Said
        text = next((e.text for e in events if e.text), "")
        who = action.get("dreamer")
        name = self.game.name(who) if who else ""
        if text and (not name or name in str(text)):
            return text
        return Said("{name}: {move}", name=name, move=text or action.kind.replace("_", " ")) if name else (
            text or action.kind.replace("_", " "))

    def undo(self) -> str:
        """Take back the last move, unless it revealed something: the game,
        the log, the story told so far and the Events all as they were before
        it. Says what was undone, and whose move it was."""
        from game.i18n import Said, _
        if not self.undo_stack:
            return _("Nothing to undo: a card was revealed or a die was rolled since, or nothing was done yet.")
        change, length, said, story, count = self.undo_stack.pop()
        self.game.undo(change)
        del self.log[length:]
        self.chronicle.rewind(story)  # an undone move is no part of the story
        del self.events[len(self.events) - min(count, len(self.events)):]
        return Said("Undo: {move}", move=said)

    @property
    def steps(self) -> int:
        """Moves played in the campaign, those folded into a compacted log's checkpoint too."""
        base = self.log_base
        return len(self.log) + (base.steps - base.skip if base else 0)

    def _autosave_point(self, events) -> bool:
        """After every Location and at the end of every Turn."""
        return any(e.kind in ("team_moved", "turn", "journal") for e in events)

    def autosave(self) -> None:
        from game.savefile import SaveError, autosave_path, folder
        path = self.autosave_to or autosave_path(folder(), self.meta.get("campaign", "campaign"),
                                                 self.meta.setdefault("id", new_campaign_id()))
        try:
            self.save(path)
            self.save_error = ""
        except SaveError as err:
            self.save_error = err.message

    def save(self, path) -> None:
        from game.content import CONTENT_VERSION
        from game.savefile import save_game
        from game.savefile import lock
        lock.hold(path)  # this copy plays the campaign now; save_game refuses if another copy does
        g = self.game
        c = g.campaign
        meta = dict(self.meta, mode=str(g.mode), dreamers=list(g.order), location=c.location if c else None,
                    dream=c.dream if c else None, turn=g.turn_number, steps=self.steps,
                    minutes_played=round(self.minutes_played(), 2))
        self.log_base = save_game(path, state=g.to_data(), actions=None if self.replay_problem else self.log,
                                  content_version=CONTENT_VERSION, meta=meta, compact=True, log_base=self.log_base)

    @classmethod
    def load(cls, path, autosaves: bool = True) -> "Session":
        from game.savefile import load_game
        # load_game refuses, in a sentence, a state the game cannot be played from
        return cls.from_save(path, load_game(path), autosaves)

    @classmethod
    def from_save(cls, path, data, autosaves: bool = True) -> "Session":
        """The campaign of a save already read and checked (`load_game(path)`)."""
        from game.content import default_content
        from game.rules.etherfields import Game
        other = (data.meta or {}).get("game")
        if other not in (None, "etherfields"):
            from game.savefile import SaveError
            raise SaveError(f"{path} holds a game of {str(other).title()}, not an Etherfields campaign: "
                            "open it from the Load screen.", "invalid")
        game = Game.from_data(data.state, default_content())
        path = Path(path)
        if path.suffix[1:].isdigit():  # a backup (`name.yaml.1`) goes on as its save, `name.yaml`
            path = path.with_suffix("")
        session = cls(game, dict(data.meta), data.actions, slot=str(path), autosaves=autosaves)
        session.replay_problem = data.log_problem
        session.chronicle.resume(game)  # a Slumber or Dream saved midway still ends with its story page
        from game.savefile import lock
        if lock.held_elsewhere(path):  # shown at once: this copy will not write over the other's moves
            session.save_error = lock.refusal(path)
        if data.log_base is not None:
            from game.savefile import LogBase
            session.log_base = LogBase(data.log["file"], data.log_steps)
        session.began = session.sitting = (session.steps, session.began[1])  # its moves count from here
        if "id" not in session.meta and path.name.startswith("autosave-"):
            session.autosave_to = path  # an older autosave goes on in its own file
        return session


def _is_ending(game, event) -> bool:
    """A script paragraph that ends the campaign: its title says so, in either language
    (content/etherfields/scripts: "Ending: ...", "结局：...")."""
    title = str(event.data.get("title") or "")
    return event.kind == "script" and title.startswith(("Ending:", "结局："))

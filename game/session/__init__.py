"""A game being played, any game of the shelf: the rules Game, its seed and
options, the action log, undo back to the last new information, autosaves,
and replay from the seed. Every scene that changes the game goes through
`Session.apply`, so the log, undo and autosave never miss a move; a table is
a view over its Session.

What one game does its own way (how a move is taken back, whose move it is,
what its save says on the Load screen, where it autosaves) is its
`SessionKit`, named by its GameSpec (`game.games`, `session`) and kept in
this package (`game/session/<game>.py`); the defaults suit a game whose
whole state is its `to_data()`.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.rules.core import Action, Event, IllegalAction

if TYPE_CHECKING:
    from game.games import GameSpec
    from game.savefile import LogBase, SaveData


@dataclass
class Outcome:
    ok: bool
    events: list[Event] = field(default_factory=list)
    reason: str = ""
    before: Any = None  # the state before the move, when the game's undo keeps whole states (tables animate from it)


@dataclass
class UndoRecord:
    """One move that may still be taken back."""
    change: Any        # what the game's kit restores the state from (a whole state, or the rules' own record)
    length: int        # the log's length before the move
    said: str          # the move in words, naming whose it was
    story: Any         # the kit's own bookkeeping before the move (Etherfields: the chronicle's mark)
    events: int        # how many Events the move added
    who: Any = None    # the seat that made it (None: anyone at the table may take it back)


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


class SessionKit:
    """What a game's Session does its own way. These defaults fit a game
    played in one sitting: undo restores the whole state from `to_data()`,
    a move is its mover's to take back while it is still their turn, the
    game is saved after every move (and undo) to `autosave-<game>.yaml`."""
    content_version = "1"      # the `content_version` its saves carry
    saves_every_move = True    # else only where `autosave_point` says
    compact = False            # start a long replay log afresh from a save (a long campaign)

    def actor(self, game) -> Any:
        """The seat to act now (the one whose moves undo may take back); None: anyone."""
        return None

    def mark(self, game) -> Any:
        """Before a move: what undo will need."""
        return game.to_data()

    def record(self, game, mark) -> Any:
        """After it: the undo record."""
        return mark

    def restore(self, session: "Session", change) -> None:
        # the game's own content: its words are in the language chosen since (a spec's loads the chosen one)
        session.game = session.spec.call("from_data", change, getattr(session.game, "content", None))

    def may_undo(self, session: "Session", top: UndoRecord) -> bool:
        """A move is taken back by whoever made it, while it is still theirs to
        play, and never once the game has ended (its end is new information)."""
        if getattr(session.game, "outcome", None) is not None:
            return False
        return top.who is None or top.who == self.actor(session.game)

    def said(self, session: "Session", action: Action, events: list[Event]) -> str:
        """The move in words: the rules' first sentence about it (which names who)."""
        return next((e.text for e in events if e.text), "") or action.kind.replace("_", " ")

    def before(self, session: "Session") -> Any:
        """Bookkeeping before a move, handed back to `undone` if it is taken back."""
        return None

    def after(self, session: "Session", action: Action, events: list[Event]) -> None:
        """Bookkeeping after a move (Etherfields: its story and records)."""

    def undone(self, session: "Session", story) -> None:
        """A move was taken back: its bookkeeping too."""

    def opened(self, session: "Session", loaded: bool) -> None:
        """A session was made (a new game) or `loaded` from a save."""

    def autosave_point(self, events: list[Event]) -> bool:
        return True

    def autosave_path(self, session: "Session") -> Path:
        from game.savefile import autosave_path
        return autosave_path(None, session.spec.key)

    def save_meta(self, session: "Session", state: dict) -> dict:
        """The save's `meta`: what the Load screen shows (as data, worded when
        shown: see game.ui.menus.table_summary) and what a table needs to go on."""
        kept = {k: v for k, v in session.meta.items() if k != "mode"}  # older saves' progress, in words
        return {"game": session.spec.key, "campaign": session.spec.title, **kept}

    def speak(self, session: "Session") -> None:
        """After a change of language."""


class Session:
    UNDO_DEPTH = 30

    def __init__(self, game, meta: dict, log: list | None = None, slot: str | None = None,
                 autosaves: bool = True, key: str | None = None) -> None:
        from game import games
        self.spec: GameSpec = games.get(key) if key else games.of_meta(meta)
        self.kit: SessionKit = self.spec.session_kit()
        self.game = game
        self.autosaves = autosaves  # headless runs and demo tables save only where they are told to
        self.meta = meta
        self.log: list[dict] = list(log or [])
        self.slot = slot
        self.autosave_to: Path | None = None  # set when an autosave from before campaign ids is continued
        self.undo_stack: list[UndoRecord] = []
        self.events: list[Event] = []  # everything that happened, for the log panel and animations
        self.save_error = ""
        self.replay_problem = ""  # set when the save's replay log was lost: saves then say so, not a wrong log
        # Set when the replay log was compacted (see replaylog): `log` then goes on from its checkpoint.
        self.log_base: LogBase | None = None
        self.computers: set = set()  # seats a computer plays: their moves are not taken back
        # Etherfields' kit keeps its story here (the other games leave these empty):
        from game.chronicle import Chronicle
        self.to_read: list[Event] = []  # script paragraphs waiting for the reader
        self.chronicle = Chronicle()  # the story of the encounter being played, for the story screen
        from game import records
        # (steps, seconds played) when the Slumber or Dream being played began, and when this sitting did
        self.began = self.sitting = (len(self.log), records.played_seconds())
        self.earned: list[str] = []  # achievements the last Slumber or Dream earned, for the story page to announce
        self._content: Any = None

    # -- making one ----------------------------------------------------------------------
    @classmethod
    def begin(cls, key: str, options: dict, seed: int | None = None, meta: dict | None = None,
              autosaves: bool = True) -> "Session":
        """A new game of `key` from its options and seed (a fresh seed when None);
        `meta` adds what its table wants kept in the save (who sits where)."""
        from game import games
        spec = games.get(key)
        if seed is None:
            seed = fresh_seed()
        content = spec.call("content")
        game = spec.call("new_game", content, dict(options), seed)
        session = cls(game, {**(meta or {}), "seed": seed, "options": dict(options)}, autosaves=autosaves, key=key)
        session._content = content
        session.kit.opened(session, loaded=False)
        return session

    @classmethod
    def new(cls, dreamers: list[str], seed: int | None = None, campaign: bool = True, edition: str = "2.0",
            name: str = "Campaign", slumber: str | None = None, map: list | None = None,
            auto_entities: bool = False, autosaves: bool = True) -> "Session":
        """A new Etherfields campaign (or lone Slumber)."""
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
        return cls.begin("etherfields", options, seed, {"campaign": name, "id": new_campaign_id()}, autosaves)

    @property
    def content(self) -> Any:
        """The game's content (its spec's, loaded once)."""
        if self._content is None:
            self._content = self.spec.call("content")
        return self._content

    # -- playing -------------------------------------------------------------------------
    def actor(self) -> Any:
        return self.kit.actor(self.game)

    def apply(self, action: Action) -> Outcome:
        """One move to the rules. Refused: nothing changes and the rules' reason
        is returned. Else it is logged, may be taken back until something new
        is seen, and the game is autosaved."""
        kit = self.kit
        story, who, mark = kit.before(self), kit.actor(self.game), kit.mark(self.game)
        try:
            events = self.game.apply(action)
        except IllegalAction as err:
            return Outcome(False, [], err.reason)
        self.undo_stack.append(UndoRecord(kit.record(self.game, mark), len(self.log), kit.said(self, action, events),
                                          story, len(events), who))
        del self.undo_stack[:-self.UNDO_DEPTH]
        self.log.append(action.to_data())
        self.events.extend(events)
        kit.after(self, action, events)
        del self.events[:-400]
        if any(e.reveals for e in events) or who in self.computers:
            self.undo_stack.clear()  # a card seen or a die rolled cannot be taken back, nor a computer's move
        if self.autosaves and (kit.saves_every_move or kit.autosave_point(events)):
            self.autosave()
        return Outcome(True, events, before=mark)

    def can_undo(self) -> bool:
        return bool(self.undo_stack) and self.kit.may_undo(self, self.undo_stack[-1])

    def undo(self) -> str:
        """Take back the last move, unless it revealed something: the game,
        the log and the Events all as they were before it. Says what was
        undone, and whose move it was."""
        from game.i18n import Said, _
        if not self.can_undo():
            return _("Nothing to undo: a card was revealed or a die was rolled since, or nothing was done yet.")
        top = self.undo_stack.pop()
        self.kit.restore(self, top.change)
        del self.log[top.length:]
        self.kit.undone(self, top.story)
        del self.events[len(self.events) - min(top.events, len(self.events)):]
        if self.autosaves and self.kit.saves_every_move:
            self.autosave()
        return Said("Undo: {move}", move=top.said)

    @property
    def steps(self) -> int:
        """Moves played in the game, those folded into a compacted log's checkpoint too."""
        base = self.log_base
        return len(self.log) + (base.steps - base.skip if base else 0)

    def speak(self) -> None:
        """After a change of language: the same game, its content's words in the new one."""
        self.kit.speak(self)

    def replay(self):
        """The game rebuilt from its seed, options and log (a save's second copy);
        ValueError when the log does not reach back to the seed."""
        if self.replay_problem or self.log_base is not None:
            raise ValueError("this game's log does not start from its seed")
        game = self.spec.call("new_game", self.content, dict(self.meta["options"]), self.meta["seed"])
        for a in self.log:
            game.apply(Action.from_data(a))
        return game

    # -- saving --------------------------------------------------------------------------
    def autosave(self) -> None:
        """Save where the game autosaves; a failure is kept in `save_error` and play goes on."""
        from game.savefile import SaveError
        path = self.autosave_to or self.kit.autosave_path(self)
        try:
            self.save(path)
            self.save_error = ""
        except SaveError as err:
            self.save_error = err.message
        except OSError as err:
            self.save_error = f"Saving to {path} failed: {(err.strerror or str(err)).lower()}."

    def save(self, path) -> None:
        from game.savefile import lock, save_game
        lock.hold(path)  # this copy plays the game now; save_game refuses if another copy does
        state = self.game.to_data()
        self.log_base = save_game(path, state=state, actions=None if self.replay_problem else self.log,
                                  content_version=self.kit.content_version, meta=self.kit.save_meta(self, state),
                                  compact=self.kit.compact, log_base=self.log_base, game=self.spec.key)

    @classmethod
    def load(cls, path, autosaves: bool = True, game: str | None = None) -> "Session":
        """The game saved at `path`; with `game`, refused unless it is that game's."""
        from game.savefile import load_game
        # load_game refuses, in a sentence, a state the game cannot be played from
        return cls.from_save(path, load_game(path), autosaves, game)

    @classmethod
    def from_save(cls, path, data: "SaveData", autosaves: bool = True, game: str | None = None) -> "Session":
        """The game of a save already read and checked (`load_game(path)`)."""
        from game import games
        spec = games.of_meta(data.meta or {})
        if game is not None and spec.key != game:
            from game.i18n import tr
            from game.savefile import SaveError
            raise SaveError(f"{path} holds a game of {tr(spec.title)}, not {_a(tr(games.get(game).title))}: "
                            "open it from the Load screen.", "invalid")
        content = spec.call("content")
        try:
            played = spec.call("from_data", data.state, content)
        except UNREADABLE_STATE as err:
            from game.savefile import SaveError
            raise SaveError(f"{path} cannot be opened: {err}.", "invalid") from err
        path = Path(path)
        if path.suffix[1:].isdigit():  # a backup (`name.yaml.1`) goes on as its save, `name.yaml`
            path = path.with_suffix("")
        session = cls(played, dict(data.meta), data.actions, slot=str(path), autosaves=autosaves, key=spec.key)
        session._content = content
        session.replay_problem = data.log_problem
        from game.savefile import lock
        if lock.held_elsewhere(path):  # shown at once: this copy will not write over the other's moves
            session.save_error = lock.refusal(path)
        if data.log_base is not None:
            from game.savefile import LogBase
            session.log_base = LogBase(data.log["file"], data.log_steps)
        session.began = session.sitting = (session.steps, session.began[1])  # its moves count from here
        session.kit.opened(session, loaded=True)
        return session


def _a(title: str) -> str:
    """'an Etherfields campaign', 'a game of Onirim': how a refusal names the game wanted."""
    return "an Etherfields campaign" if title == "Etherfields" else f"a game of {title}"

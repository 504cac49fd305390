"""The Etherfields game: state, the public rules API, and the step runner.

`legal_actions()` lists every Action a player may take now (a pending
Decision's options when one is waiting); `apply(action)` checks it, runs the
steps it starts, and returns the Events. Rule areas live in their own modules
(`dreamers`, `intent`, `turn`, `entities`, `effects`) and register their
actions and steps with `engine`.
"""
from __future__ import annotations

from typing import Any

from game.rules.core import Action, Decision, Event, GameBase, IllegalAction, Rng
from game.rules.core.args import check_args
from game.rules.core.fields import from_fields, recopy_record, record_fields, to_fields, view_fields
from game.rules.core.types import _freeze
from game.rules.etherfields import engine
from game.rules.etherfields import dreamers, entrance, turn
from game.rules.etherfields.basic_actions import hours_spending
from game.rules.etherfields.cards import mask_uses, rapid_plays
from game.rules.etherfields.game_state import GameState
from game.rules.etherfields.geometry import Dreamscape, Figure
from game.rules.etherfields.phases import Outcome, Phase, Result
from game.rules.etherfields.state import HOURS_BY_DREAMERS, POOL_SIZES, Campaign, NoCampaign, base_id

DEFAULT_OPTIONS = {
    "edition": "2.0",            # "2.0" or "first"
    "play_order": "free",        # 2.0 free play, or "rounds" (first edition)
    "boosting": True,
    "single_movement_roll": False,
    "auto_entities": False,      # let a documented rule answer Entity choices
}


# The keys of a Decision option an answer names, those sorting before "option".
_CHOICE_KEYS_BEFORE = ("card", "dreamer", "figure", "label")
_ABSENT = object()


# The order legal_actions lists the kinds in (a Turn's steps first, then the
# Dreamworld's), fixed here rather than by the order modules happen to load:
# replays and seeded autoplay pick from the listing by position.
LISTING_ORDER = ("skip", "draw", "move", "effort", "interact", "pass", "gain_gem", "remove_morphing",
                 "spend_hours", "map_action", "peek", "place_gem", "take_gem", "play", "place_progress",
                 "use_progress", "back_action", "use_token", "use_item", "use_mask", "remove_flaw", "enter",
                 "end_session", "begin_session", "travel", "awaken")
_LISTERS: list = []


def _listers() -> list:
    """The registered listing functions in LISTING_ORDER (worked out once)."""
    if not _LISTERS:
        unknown = set(engine.ACTIONS) - set(LISTING_ORDER)
        if unknown:
            raise RuntimeError(f"LISTING_ORDER lacks the action kinds {sorted(unknown)}")
        _LISTERS.extend(engine.ACTIONS[k][1] for k in LISTING_ORDER
                        if k in engine.ACTIONS and engine.ACTIONS[k][1] is not None)
    return _LISTERS


class Game(GameBase, GameState):
    """A game of Etherfields: its state (GameState's fields) with the content it is played with."""

    def __init__(self, content: Any, options: dict | None = None, seed: int = 0) -> None:
        self.content = content
        GameState.__init__(self, options={**DEFAULT_OPTIONS, **(options or {})}, rng=Rng(seed))
        self._events: list[Event] = []
        self.last_record: dict | None = None  # the state before the last applied action (see `apply`)
        self._defs: dict = {}  # card id -> its definition (see `card`)
        self._flaws: dict = {}  # card id -> is it a Flaw (dreamers.is_flaw)
        self._names: dict = {}  # id -> its name (see `name`)
        self._kinds: dict = {}  # card id -> its kind, the id its copies share (base_id)
        self._big: dict = {}  # Entity tile id -> is its Entity Big (see `entity_is_big`)
        self._move_memo: dict = {}  # a Dreamer's Moves by what decides them (moving._legal_move)
        self._extras_memo: dict = {}  # a Dreamer's Item, Mask, Progress... uses (cards._legal_extras)
        self._mask_memo: dict = {}  # a Dreamer's Mask use, listed with every choice (cards.mask_uses)
        self._pay_memo: dict = {}  # cheapest payments by the ids paying (paying.cheapest_sources)

    # -- content ----------------------------------------------------------
    def card(self, card_id: str):
        """The definition behind a card, Item, tile or token id (memoised:
        the rules ask thousands of times per second)."""
        try:
            return self._defs[card_id]
        except KeyError:
            found = self._defs[card_id] = self.content.get(base_id(card_id)) if card_id else None
            return found

    def set_content(self, content) -> None:
        """The same content in another language: what was remembered of the
        old definitions (their words) is dropped."""
        self.content = content
        self._defs, self._names = {}, {}

    def defs(self, kind: str) -> dict:
        """The records of one content kind (a folder name of models.KINDS), by id."""
        return getattr(self.content, kind)  # the kind is named by a variable: the one read by name

    # -- events -----------------------------------------------------------
    def emit(self, kind: str, text: str = "", reveals: bool = False, **data) -> None:
        self._events.append(Event(kind, data, text, reveals))
        if text:
            self.log.append(text)
            del self.log[:-200]  # the log is for reading, not an archive

    def name(self, who: str) -> str:
        """A card's, Dreamer's or tile's name (remembered: sentences and
        choices ask it thousands of times, and names never change in a game)."""
        try:
            return self._names[who]
        except KeyError:
            d = self.card(who) if who else None
            found = self._names[who] = (d.name if d is not None else None) or who.replace("_", " ").title()
            return found

    def entity_name(self) -> str:
        """"The Lantern-Eyed Hound": the Entity's name, read as a sentence subject."""
        tile = self.card(self.entity_tile) if self.entity_tile else None
        if tile is None:
            name = "Entity"
        else:
            name = tile.entity.name if tile.entity is not None else tile.name
        return name if name.startswith("The ") else f"The {name}"

    def entities_plural(self) -> bool:
        """Is the Entity's name a plural ("The Ink Mice"): its verbs agree with it."""
        tile = self.card(self.entity_tile) if self.entity_tile else None
        return tile is not None and tile.entity is not None and tile.entity.plural

    # -- figures ----------------------------------------------------------
    def figures(self) -> list[Figure]:
        listing = self._listing
        if listing is not None and "figures" in listing:
            return listing["figures"]  # one look per listing: nothing moves while actions are listed
        out = [Figure(d.id, "dreamer", d.pos) for d in self.dreamers.values() if d.pos is not None and not d.dead]
        for e in self.entities:
            out.append(Figure(e["id"], "entity", tuple(e["pos"]), big=self.entity_is_big(e)))
        if listing is not None:
            listing["figures"] = out
        return out

    def entity_is_big(self, ent: dict) -> bool:
        big = self._big.get(ent["tile"])
        if big is None:
            tile = self.card(ent["tile"])
            big = self._big[ent["tile"]] = tile.entity.big
        return big

    def entity(self, fig_id: str) -> dict | None:
        return next((e for e in self.entities if e["id"] == fig_id), None)

    # -- pools ------------------------------------------------------------
    def pool(self, name: str) -> int:
        """What is left in a supply (its size minus what is out on the table)."""
        if name == "distress":
            out = sum(d.distress for d in self.dreamers.values())
        elif name == "ether":
            out = sum(d.ether for d in self.dreamers.values())
        elif name == "gem":
            out = sum(d.gems for d in self.dreamers.values()) + len(self.gem_slots)
        elif name == "key":
            out = self.team.keys
        elif name == "block":
            out = len(self.blocks)
        elif name == "morphing":
            out = len(self.morphings)
        elif name == "state":
            out = len(self.states)
        else:
            raise KeyError(name)
        return POOL_SIZES[name] - out

    def all_state_tokens(self) -> list[str]:
        """The 4 two-sided State tokens, each written "side/side"."""
        tokens = ["/".join(t.sides) for t in self.defs("states").values()]
        return tokens or ["stunned/paralyzed", "stunned/paralyzed", "poisoned/dazed", "poisoned/dazed"]

    def release_state(self, fig: str) -> None:
        """A State ends: its token goes back to the free ones."""
        self.states.pop(fig, None)
        token = self.token_of.pop(fig, None)
        if token:
            self.state_tokens.append(token)

    def intent_markers_left(self, colour: str) -> int:
        used = sum(g["markers"] for g in self.gradual.values() if g["colour"] == colour)
        return 4 - used

    # -- the runner -------------------------------------------------------
    def push(self, *steps: dict) -> None:
        """Push steps so that the first given resolves first."""
        for s in reversed(steps):
            self.stack.append(dict(s))

    def run(self) -> None:
        """Resolve steps until a choice is needed, then let the Turn move on
        (a phase ends when its last step is done) and go on resolving."""
        while self.outcome is None:
            dreamers.check_deaths(self)
            if self.outcome is not None:
                return
            if not self.stack:
                if not turn.advance(self):
                    return
                continue
            top = self.stack[-1]
            if top["op"] == "decide":
                if "from_hand" in top and self._hand_changed(top):
                    self.stack.pop()
                    self.push(top["ask_again"])
                    continue
                if self._auto_decide(top):
                    continue
                return
            self.stack.pop()
            handler = engine.STEPS.get(top["op"])
            if handler is None:
                raise IllegalAction(f"The rules do not know the step {top['op']!r}.")
            handler(self, top)

    def _hand_changed(self, top: dict) -> bool:
        """A choice among a Dreamer's cards in hand no longer offers that hand
        (cards were paid or drawn by an action cutting in while it waited)."""
        hand = self.dreamers[top["from_hand"]].hand
        return [o["card"] for o in top["options"]] != list(dict.fromkeys(hand))

    def _auto_decide(self, top: dict) -> bool:
        """A Decision with one option resolves itself; Entity choices resolve
        by the documented auto rule when the option is on."""
        options = top["options"]
        if len(options) == 1 and not top.get("always_ask"):
            self.stack.pop()
            self.push(*options[0].get("steps", []))
            return True
        if top.get("entity_choice") and self.options.get("auto_entities"):
            self.stack.pop()
            self.push(*options[0].get("steps", []))  # options are listed best-first
            return True
        return False

    @property
    def pending(self) -> Decision | None:
        if self.outcome is None and self.stack and self.stack[-1]["op"] == "decide":
            top = self.stack[-1]
            # Steps on the stack are never changed in place, so the Decision
            # made for this very step still holds (it is asked for often).
            cached = self.__dict__.get("_pending")
            if cached is not None and cached[0] is top:
                return cached[1]
            decision = Decision(top["prompt"], self._choice_actions(top), top.get("chooser"), top.get("summary", ""))
            self._pending = (top, decision)
            return decision
        return None

    def pending_about(self) -> str | None:
        """The Entity figure a pending hunt Decision is about (which Dreamer
        it hunts), else None: the table marks it on the map."""
        top = self.stack[-1] if self.pending is not None else None
        return top.get("about") if top is not None else None

    def _choice_actions(self, top: dict) -> list[Action]:
        """One "choose" Action per option, naming what the UI can click.
        Built with the arguments already in Action.make's sorted order
        (a Decision may offer dozens of options, and it is listed often)."""
        out = []
        for i, opt in enumerate(top["options"]):
            args = []
            for k in _CHOICE_KEYS_BEFORE:
                v = opt.get(k, _ABSENT)
                if v is not _ABSENT:
                    args.append((k, v if v.__class__ is str else _freeze(v)))
            args.append(("option", i))
            if "pos" in opt:
                args.append(("pos", _freeze(opt["pos"])))
            out.append(Action("choose", tuple(args)))
        return out

    # -- GameBase hooks ---------------------------------------------------
    # While actions are listed, what every rule area asks alike (who stands
    # where, what each Dreamer can pay with) is worked out once: a listing
    # changes nothing, so it holds until the listing ends.
    _listing: dict | None = None

    def _legal_actions(self) -> list[Action]:
        if self.outcome is not None:
            return []
        self._listing = {}
        try:
            return self._list_actions()
        finally:
            self._listing = None

    def legal_actions_of(self, *kinds: str) -> list[Action]:
        """The legal actions of these kinds only, in listing order: only the
        rules that list them are asked (a drop that wants one Dreamer's Moves
        does not pay for every Item's payment)."""
        if self.outcome is not None:
            return []
        wanted = set(kinds)
        if self.pending is not None:
            return [a for a in self._legal_actions() if a.kind in wanted]
        listers = {engine.LISTED_WITH.get(k, k) for k in wanted}
        self._listing = {}
        try:
            out: list[Action] = []
            for kind in LISTING_ORDER:
                legal = engine.ACTIONS[kind][1] if kind in listers and kind in engine.ACTIONS else None
                if legal is not None:
                    out.extend(a for a in legal(self) if a.kind in wanted)
            return out
        finally:
            self._listing = None

    def _list_actions(self) -> list[Action]:
        pending = self.pending
        if pending is not None:
            # Rapid cards, a Mask's ability (2.0 §2.29) and spending Hours may cut
            # in at any moment, a waiting choice included.
            return pending.options + rapid_plays(self) + mask_uses(self) + hours_spending(self)
        out: list[Action] = []
        for legal in _listers():
            out.extend(legal(self))
        return out

    def _check(self, action: Action) -> None:
        """Everything that can be said about an action before it runs: the
        game is on, the kind exists, its arguments have the declared kinds,
        and a choice is exactly one of the pending Decision's options."""
        if not isinstance(action, Action) or not isinstance(action.kind, str):
            raise IllegalAction("That is not an action the rules know.")
        if self.outcome is not None:
            raise IllegalAction("The game is over.")
        if action.kind == "choose":
            pending = self.pending
            if pending is None:
                raise IllegalAction("There is no choice to make right now.")
            index = action.get("option")
            if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(pending.options):
                raise IllegalAction(f"That is not one of the options of: {pending.prompt}")
            # An answer may name just its option number (scenario files do);
            # whatever else it names must be that option's own: a stale or
            # forged answer (another label, Dreamer or space) is refused.
            expected = dict(pending.options[index].args)
            if any(k not in expected or expected[k] != v for k, v in action.args):
                raise IllegalAction(f"That answer does not match option {index + 1} of: {pending.prompt}")
            return
        if action.kind not in engine.ACTIONS:
            raise IllegalAction(f"There is no action called {action.kind!r}.")
        check_args(action, engine.ARGS[action.kind])
        if self.pending is not None and action.kind not in engine.AT_ANY_MOMENT:
            raise IllegalAction(f"First decide: {self.pending.prompt}")

    def _apply(self, action: Action) -> list[Event]:
        self._events = []
        if action.kind == "choose":
            top = self.stack.pop()  # `_check` matched the answer to one of its options
            self.push(*top["options"][action["option"]].get("steps", []))
        else:
            handler, _ = engine.ACTIONS[action.kind]
            handler(self, action)
            entrance.settle_entrance(self, action)
        self.run()
        events, self._events = self._events, []
        return events

    # -- apply, why not, undo (python-chess's push/pop) -------------------
    def apply(self, action: Action) -> list[Event]:
        """Check the action, then run it. The state it started from is kept
        as a record (`last_record`): fields are copied the cheap way (the
        append-only journal and log by reference to their entries, step
        dicts and Spaces by reference, as they are replaced, never changed in
        place), and put back if a rule refuses midway."""
        self._check(action)
        record = self._snapshot()
        try:
            events = self._apply(action)
        except BaseException:
            self._put_back(record)  # refused midway, or a bug: nothing stays changed
            raise
        self.last_record = record
        return events

    def why_illegal(self, action: Action) -> str | None:
        """The rule's sentence that refuses `action`, or None when `apply`
        would take it. Tried in place and taken back from its record: no
        copy of the game is made, and nothing is left changed."""
        try:
            self._check(action)
        except IllegalAction as err:
            return err.reason
        record = self._snapshot()
        events = self._events
        try:
            self._apply(action)
        except IllegalAction as err:
            return err.reason
        finally:
            self._put_back(record)
            self._events = events
        return None

    def is_legal(self, action: Action) -> bool:
        """Would `apply` accept it? Nothing changes."""
        return self.why_illegal(action) is None

    def last_change(self) -> dict:
        """What the last applied action changed: the fields it touched, as
        they were before it (a small record to keep for undo)."""
        record = self.last_record
        if record is None:
            return {}
        now = self._snapshot_view()
        return {k: v for k, v in record.items() if now[k] != v}

    def undo(self, change: dict) -> None:
        """Take back an action from the record `last_change` gave for it
        (the records of later actions must be taken back first)."""
        self._put_back(_copy_record(change))

    def _snapshot_view(self) -> dict:
        """The fields as a record compares them (no copies: for reading)."""
        return view_fields(self, GameState)

    def _snapshot(self) -> dict:
        """Every state field, copied as deep as it is ever changed in place."""
        return record_fields(self, GameState)

    def _dreamers_record(self) -> dict:
        """The Dreamers as records keep them: an action changes one or two
        of them, so a Dreamer's last copy serves again while it still equals
        them (comparing is cheaper than copying a deck). Records only read
        them: `_put_back` copies what it puts back into play."""
        last = self.__dict__.get("_dreamer_copies") or {}
        out = {}
        for name, d in self.dreamers.items():
            kept = last.get(name)
            out[name] = kept if kept is not None and kept.__dict__ == d.__dict__ else d.copy()
        self._dreamer_copies = out
        return out

    def _campaign_record(self) -> Campaign | NoCampaign:
        """The campaign as records keep it. Most actions leave the campaign
        as it was, so the last copy serves again while it still equals the
        campaign (comparing is far cheaper than copying). Records only read
        it: whatever puts one back into play takes a copy of its own."""
        last = self.__dict__.get("_campaign_copy")
        if last is None or last != self.campaign:
            last = self._campaign_copy = self.campaign.copy()
        return last

    def _put_back(self, record: dict) -> None:
        """Put recorded fields back; the Dreamers and the Team in place, so
        whoever holds one of them still holds the game's own."""
        now = self._snapshot_view()
        for key, value in record.items():
            if now[key] == value:
                continue
            if key == "rng":
                self.rng.state = value
            elif key == "dreamers":  # records share their copies: play changes its own
                if value.keys() == self.dreamers.keys():
                    for name, was in value.items():
                        self.dreamers[name].__dict__.update(was.copy().__dict__)
                else:
                    self.dreamers = {name: was.copy() for name, was in value.items()}
            elif key == "team":
                self.team.__dict__.update(value.__dict__)
            elif key == "campaign":
                self.campaign = value.copy()  # records share one copy: play changes its own
            elif key == "dreamscape":
                ds, spaces, walls = value
                ds.spaces, ds.walls = spaces, walls  # an Overlay laid since is lifted off
                ds._cache.clear()
                self.dreamscape = ds
            else:
                setattr(self, key, value)

    def copy(self) -> "Game":
        """An independent game in the same state (sharing only content)."""
        twin = Game(self.content, self.options, 0)
        record = self._snapshot()
        _, spaces, walls = record.pop("dreamscape")
        twin._put_back(record)
        twin.dreamscape = Dreamscape(spaces, walls, dict(self.dreamscape.names))  # an Overlay edits it in place
        return twin

    def _restore(self, data: dict) -> None:
        fresh = Game.from_data(data, self.content)
        self.__dict__.update(fresh.__dict__)

    # -- save data --------------------------------------------------------
    def to_data(self) -> dict:
        return to_fields(self, GameState)

    @classmethod
    def from_data(cls, data: dict, content: Any = None) -> "Game":
        """A saved state back in play, read with its game's `content` (the
        state names cards; their text and numbers live in the content)."""
        g = cls(cls._content_to_read(content, "game.content.default_content()"), data.get("options"), 0)
        from_fields(g, GameState, data)
        return g

    # -- outcome ----------------------------------------------------------
    def lose(self, reason: str) -> None:
        """All Dreamers lose. In a campaign this is Death, and play goes on."""
        if self.campaign and self.outcome is None:
            from game.rules.etherfields import campaign
            self.emit("lost", reason)
            campaign.death(self, reason)
            return
        if self.outcome is None:
            self.outcome = Outcome(Result.LOST, reason)
            self.stack.clear()
            self.phase = Phase.OVER
            self.emit("lost", reason)

    def win(self, reason: str) -> None:
        if self.outcome is None:
            self.outcome = Outcome(Result.WON, reason)
            self.stack.clear()
            self.phase = Phase.OVER
            self.emit("won", reason)


def _copy_record(record: dict) -> dict:
    """A record's fields copied again, so that putting them back leaves the
    record itself untouched (undo may be asked twice of a kept record)."""
    return recopy_record(record, GameState)


HOURS = HOURS_BY_DREAMERS

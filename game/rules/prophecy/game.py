"""The Prophecy game: its state, what is legal, and applying a move.

The state is one plain dict (`self.s`) so saving, loading and undo are a copy.
The rules live in one module per area, as functions over the game: resources,
rounds, chance, listing (the legal actions), movement, fights, acting (the
action phase), decisions and ending; each registers its moves in `ACTIONS`.
Each player's round: a Chance card (not inside the Water Realm, where a Bubble
is used instead), then one or more turns of Movement, Encounters (every
Creature on the space is fought; a loss or draw ends the turn), and Actions
(Opportunities, markets, guilds, attacks on characters, Map Fragments,
digging). `rules_help.yaml` lists which of these rules are the expansion's
text and which are our provisional reading of the base game.
"""
from __future__ import annotations

from typing import Any

from game.rules.core import Action, Decision, Event, GameBase, IllegalAction, Rng
from game.rules.prophecy import (acting, chance, decisions, ending, fights, listing, movement,  # noqa: F401 - each
                                 resources, rounds)  # registers its moves in ACTIONS
from game.rules.prophecy.basics import ACTIONS, SERVICES, base, plain_copy  # noqa: F401 - importable from here as before
from game.rules.prophecy.outcome import ProphecyOutcome
from game.rules.prophecy.phases import Phase
from game.rules.prophecy.state import CharState, ProphecyState


class Game(GameBase):
    def __init__(self, content: Any, state: ProphecyState) -> None:
        self.content = content
        self.s = state
        self.rng = Rng.from_data(state.get("rng", 0))
        self._events: list[Event] = []

    # ------------------------------------------------------------------ api
    @property
    def pending(self) -> Decision | None:
        p = self.s["pending"]
        if p is None:
            return None
        return Decision(p["prompt"], decisions.decision_options(self, p), chooser=p["chooser"], summary=p["type"])

    @property
    def outcome(self) -> ProphecyOutcome | None:
        data = self.s["outcome"]  # the state stays plain data: the value is made when asked for
        return None if data is None else ProphecyOutcome.from_data(data)

    @property
    def active(self) -> str:
        return self.s["seats"][self.s["active"]]

    @property
    def phase(self) -> Phase:
        return Phase(self.s["phase"])

    @phase.setter
    def phase(self, phase: Phase) -> None:
        self.s["phase"] = phase.value  # the state stays plain data

    @property
    def chars(self) -> dict[str, CharState]:
        return self.s["chars"]

    def to_data(self) -> dict:
        self.s["rng"] = self.rng.to_data()
        return plain_copy(self.s)

    @classmethod
    def from_data(cls, data: dict, content: Any = None) -> "Game":
        # A save holds the state only; the cards and numbers it names live in the
        # content, which is passed: no content is remembered between games.
        return cls(cls._content_to_read(content, "game.content.prophecy"), plain_copy(data))

    def _restore(self, data: dict) -> None:
        self.s = plain_copy(data)
        self.rng = Rng.from_data(data["rng"])

    def rules_help(self) -> list[dict]:
        """Every rule of this edition with its confidence, for the rules-help screen."""
        return [dict(h) for h in self.content.rules_help]

    def _legal_actions(self) -> list[Action]:
        if self.s["outcome"] is not None:
            return []
        if self.s["pending"] is not None:
            return decisions.decision_options(self, self.s["pending"])
        pid = self.active
        acts: list[Action] = []
        for listing in _LISTINGS[self.phase]:
            acts += listing(self, pid)
        return acts

    def _check(self, action: Action) -> None:
        if not isinstance(action, Action):
            raise IllegalAction("That is not a move in this game.")
        if action not in self._legal_actions():
            # Arguments of the wrong kind are named first (a forged or garbled move).
            raise IllegalAction(ACTIONS.problem(action) or listing.why_not(self, action))

    def _apply(self, action: Action) -> list[Event]:
        self._events = []
        ACTIONS.run(self, action, self.active if self.s["pending"] is None else self.s["pending"]["chooser"])
        self.s["rng"] = self.rng.to_data()
        return self._events

    # The rule areas' functions a table, a computer player or a test calls on the game.
    def start(self) -> list[Event]:
        """Fill the markets, seed the first Adventures and start the first round."""
        return rounds.start(self)

    def price(self, inst: str) -> int:
        return acting.price(self, inst)

    def artifacts_out(self) -> bool:
        return ending.artifacts_out(self)

    def _island_fare(self, pid: str) -> int:
        return listing.island_fare(self, pid)

    def _opportunity_has_effect(self, pid: str, card) -> bool:
        """An Opportunity that would do nothing cannot be used (seed: Air Pocket)."""
        return listing.opportunity_has_effect(self, pid, card)

    def _foe_creature_here(self, pid: str) -> str | None:
        return listing.foe_creature_here(self, pid)

    def _offer(self, guild: str, ab: str) -> None:
        return chance.offer(self, guild, ab)

    # -------------------------------------------------------------- helpers
    def card(self, inst: str):
        return self.content.cards[base(inst)]

    def name(self, inst: str) -> str:
        if inst.startswith("mf_"):
            return "a Map Fragment"
        return self.card(inst).name

    def n(self, key: str) -> int:
        return self.content.n(key)

    def _ev(self, kind: str, text: str, reveals: bool = False, **data) -> None:
        self._events.append(Event(kind, data, text, reveals))

    def _roll(self, die: str, who: str) -> int:
        face = self.rng.randrange(6) + 1
        self._ev("die_rolled", f"{who} rolls the {die} die: {face}.", reveals=True, die=die, face=face)
        return face

    def _draw(self, deck: str) -> str | None:
        d = self.s["decks"]
        if not d[deck]:
            disc = deck + "_discard" if deck != "fragments" else "fragment_discard"
            if disc in d and d[disc]:
                d[deck] = d[disc]
                d[disc] = []
                self.rng.shuffle(d[deck])
                self._ev("deck_shuffled", f"The {deck} discards are shuffled into a new deck.", deck=deck)
        return d[deck].pop(0) if d[deck] else None

    def in_realm(self, pid: str) -> bool:
        return self.chars[pid]["realm"] is not None

    def in_palace(self, pid: str) -> bool:
        r = self.chars[pid]["realm"]
        return r is not None and tuple(r) == tuple(self.content.realm["palace"])

    def limit(self, what: str) -> int:
        return self.n(f"{what}_limit") + (self.n("water_realm_limit_bonus") if self.s["options"]["water_realm"] else 0)

    def item_count(self, pid: str) -> int:
        return len(self.chars[pid]["items"])

    def has_effect(self, pid: str, effect: str, realm_only_ok: bool = False) -> Any:
        """The strongest value of an Ability effect the character may use here."""
        ch = self.chars[pid]
        best = None
        for ab in ch["abilities"]:
            card = self.content.cards[ab]
            if card.kind == "underwater" and not (realm_only_ok or self.in_realm(pid)):
                continue
            v = card.effects.get(effect)
            if v:
                best = v if best is None or (isinstance(v, int) and v > best) else best
        return best

    def living(self) -> list[str]:
        return [p for p in self.s["seats"] if self.chars[p]["alive"]]

    def space_of(self, pid: str) -> str | None:
        return self.chars[pid]["space"]

    def gate_spaces(self) -> list[str]:
        gp = self.s["realm"]["gate_plane"]
        return list(next(p for p in self.content.planes if p["id"] == gp)["adjacent"])

    # ---------------------------------------------------------- components
    def components(self) -> list[str]:
        """Every card in the game, wherever it is (decks, board, realm, hands,
        out of the game, the box): the fuzz checks none appears or vanishes."""
        s = self.s
        out = list(s["box"]) + list(s["removed"]) + list(s["treasure_display"])
        for deck in s["decks"].values():
            out += deck
        for deck in s["ability_decks"].values():
            out += deck
        for offers in s["offers"].values():
            out += offers
        for m in s["markets"].values():
            out += m
        for sp in s["spaces"].values():
            out += [a["card"] for a in sp["adventures"]] + sp["artifacts"] + ([sp["fragment"]] if sp["fragment"] else [])
        for p in s["planes"].values():
            out += [x for x in (p["lesser"], p["greater"]) if x] + p["artifacts"]
        if s["realm"]:
            r = s["realm"]
            out += [v["card"] for v in r["squares"].values()] + r["spare"] + r["palace"]["artifacts"]
            out += [r["palace"]["guardian"]] if r["palace"]["guardian"] and not r["palace"]["beaten"] else []
            for arts in r["lying"].values():
                out += arts
        for ch in s["chars"].values():
            out += ch["items"] + ch["abilities"] + ch["artifacts"] + ch["fragments"]
        p = s["pending"]
        if p and p["type"] == "random_dig":
            out += p["drawn"]
        if p and p["type"] == "ten_pick":
            out += p["cards"]
        return sorted(out)

    def view(self, seat: str) -> dict:
        """What one seat may see: hidden cards (decks, face-down Adventures,
        realm cards, unrevealed guardians and Artifacts, other players'
        fragments) are replaced by counts or None. For the hand-over screen."""
        d = self.to_data()
        d["decks"] = {k: len(v) for k, v in d["decks"].items()}
        d["ability_decks"] = {k: len(v) for k, v in d["ability_decks"].items()}
        d["box"], d["rng"] = len(d["box"]), None
        for sp in d["spaces"].values():
            for a in sp["adventures"]:
                if not a["up"]:
                    a["card"] = None
        for p in d["planes"].values():
            for slot in ("lesser", "greater", "artifacts"):
                if slot not in p["revealed"]:
                    p[slot] = None if slot != "artifacts" else len(p[slot])
        if d["realm"]:
            for v in d["realm"]["squares"].values():
                if not v["up"]:
                    v["card"] = None
            d["realm"]["spare"] = len(d["realm"]["spare"])
            pal = d["realm"]["palace"]
            for slot in ("guardian", "artifacts"):
                if slot not in pal["revealed"]:
                    pal[slot] = None if slot == "guardian" else len(pal[slot])
        for pid, ch in d["chars"].items():
            if pid != seat:
                ch["fragments"] = len(ch["fragments"])  # how many is public, which is not
        p = d["pending"]
        if p and p["chooser"] != seat and p["type"] in ("random_dig", "ten_pick"):
            d["pending"] = {"type": p["type"], "chooser": p["chooser"], "prompt": p["prompt"]}
        return d


# What each phase lists, in order (the anytime actions after the phase's own).
_LISTINGS = {
    Phase.MOVE: (listing.move_actions, listing.anytime_actions),
    Phase.ENCOUNTER: (listing.fight_actions,),
    Phase.ACT: (listing.act_actions, listing.anytime_actions),
    Phase.FINAL: (ending.final_actions,),
}

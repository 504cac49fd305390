"""The Prophecy game as every rule module sees it: its state (one plain dict,
`self.s`, so saving, loading and undo are a copy), the content it is played
with, the RNG and the events of the move being applied, and the views and
small helpers every rule area uses (a card's name, a number of the rules,
drawing from a deck, rolling a die, where a character is). The rules API
(what is legal, applying a move, the pending Decision) is the Game's, one
layer up, which runs the rule modules."""
from __future__ import annotations

from typing import Any

from game.rules.core import Event, GameBase, Rng
from game.rules.prophecy.basics import base, plain_copy
from game.rules.prophecy.outcome import ProphecyOutcome
from game.rules.prophecy.phases import Phase
from game.rules.prophecy.state import CharState, ProphecyState


class Table(GameBase):
    def __init__(self, content: Any, state: ProphecyState) -> None:
        self.content = content
        self.s = state
        self.rng = Rng.from_data(state.get("rng", 0))
        self._events: list[Event] = []

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

    def _restore(self, data: dict) -> None:
        self.s = plain_copy(data)
        self.rng = Rng.from_data(data["rng"])

    def rules_help(self) -> list[dict]:
        """Every rule of this edition with its confidence, for the rules-help screen."""
        return [dict(h) for h in self.content.rules_help]

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

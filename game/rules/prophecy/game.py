"""The Prophecy game: state, legal actions, and applying them.

The state is one plain dict (`self.s`) so saving, loading and undo are a copy.
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
from game.rules.prophecy import board as B
from game.rules.prophecy import combat as C
from game.rules.prophecy.outcome import ProphecyOutcome
from game.rules.prophecy.phases import Phase
from game.rules.core.registry import Registry

SERVICES = ("monastery_heal", "camp_heal", "wasteland_magic", "tower_magic", "lodging")


def base(inst: str) -> str:
    return inst.split("#")[0]


def plain_copy(x: Any) -> Any:
    """A copy of plain data (dicts, lists, scalars): several times faster than
    copy.deepcopy, which matters because every action snapshots the state."""
    if isinstance(x, dict):
        return {k: plain_copy(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [plain_copy(v) for v in x]
    return x


# Every move a player makes (a Decision's answer is "choose"), dispatched as
# handler(game, the character acting, action). Their arguments are not declared
# yet: the listing alone decides what is legal.
ACTIONS = Registry("Prophecy")


class Game(GameBase):
    def __init__(self, content, state: dict) -> None:
        self._playing(content)
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
        return Decision(p["prompt"], self._decision_options(p), chooser=p["chooser"], summary=p["type"])

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
    def chars(self) -> dict:
        return self.s["chars"]

    def to_data(self) -> dict:
        self.s["rng"] = self.rng.to_data()
        return plain_copy(self.s)

    @classmethod
    def from_data(cls, data: dict, content: Any = None) -> "Game":
        # A save holds the state only; the cards and numbers it names live in the
        # content: by default the content of the last game made or loaded here.
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
            return self._decision_options(self.s["pending"])
        pid = self.active
        acts: list[Action] = []
        for listing in _LISTINGS[self.phase]:
            acts += listing(self, pid)
        return acts

    def _check(self, action: Action) -> None:
        if not isinstance(action, Action):
            raise IllegalAction("That is not a move in this game.")
        if action not in self._legal_actions():
            raise IllegalAction(self._why_not(action))

    def _apply(self, action: Action) -> list[Event]:
        self._events = []
        ACTIONS.run(self, action, self.active if self.s["pending"] is None else self.s["pending"]["chooser"])
        self.s["rng"] = self.rng.to_data()
        return self._events

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

    # ------------------------------------------------------------ resources
    def _heal(self, pid: str, n: int) -> int:
        ch = self.chars[pid]
        got = max(0, min(n, ch["strength"] - ch["health"]))
        ch["health"] += got
        return got

    def _restore_magic(self, pid: str, n: int) -> int:
        ch = self.chars[pid]
        got = max(0, min(n, ch["willpower"] - ch["magic"]))
        ch["magic"] += got
        return got

    def _regain_bubbles(self, pid: str, n: int) -> int:
        ch = self.chars[pid]
        got = max(0, min(n, ch["bag"] - ch["bubbles"]))
        ch["bubbles"] += got
        return got

    def _lose_health(self, pid: str, n: int, why: str) -> None:
        """Health lost one cube at a time; owing Health with none left is death."""
        ch = self.chars[pid]
        for _ in range(n):
            if not ch["alive"]:
                return
            if ch["health"] <= 0:
                self._kill(pid, why)
                return
            ch["health"] -= 1
            self._ev("health_lost", f"{ch['name']} loses 1 Health ({why}).", pid=pid, health=ch["health"])

    def _use_bubbles(self, pid: str, n: int, why: str) -> None:
        """Each Bubble owed with none on the right side costs 1 Health (drowning)."""
        ch = self.chars[pid]
        for _ in range(n):
            if not ch["alive"]:
                return
            if ch["bubbles"] > 0:
                ch["bubbles"] -= 1
                self._ev("bubble_used", f"{ch['name']} uses 1 Bubble ({why}).", pid=pid, bubbles=ch["bubbles"])
            else:
                self._ev("drowning", f"{ch['name']} has no Bubble left and begins to drown.", pid=pid)
                self._lose_health(pid, self.n("drown_health"), "drowning")

    def _gain(self, pid: str, reward: dict | None, why: str) -> None:
        ch = self.chars[pid]
        for k, v in (reward or {}).items():
            if k == "gold":
                ch["gold"] = max(0, ch["gold"] + v)
            elif k == "experience":
                ch["xp"] = max(0, ch["xp"] + v)
            elif k == "strength":
                ch["strength"] += v
                ch["health"] += v
            elif k == "willpower":
                ch["willpower"] += v
                ch["magic"] += v
            elif k == "health":
                if v < 0:
                    self._lose_health(pid, -v, why)
                else:
                    self._heal(pid, v)
            elif k == "magic":
                self._restore_magic(pid, v)
            elif k == "bubbles":
                if v < 0:
                    self._use_bubbles(pid, -v, why)
                else:
                    self._regain_bubbles(pid, v)
            elif k == "item":
                got = self._draw(v)
                if got:
                    self._take_item(pid, got)
            if k != "item":
                self._ev("gained", f"{ch['name']}: {k} {v:+d} ({why}).", pid=pid, what=k, n=v)

    def _take_item(self, pid: str, inst: str) -> None:
        ch = self.chars[pid]
        ch["items"].append(inst)
        card = self.card(inst)
        if card.hands and C.held_hands(self.content, ch) + card.hands <= self.n("hands"):
            ch["held"].append(inst)
        self._ev("item_gained", f"{ch['name']} gains {card.name}.", reveals=True, pid=pid, item=inst)

    def _let_go(self, pid: str, inst: str) -> None:
        """An Item or Artifact leaves a character's hands and card: it is no longer
        held, nor counted broken, whoever gets it next."""
        ch = self.chars[pid]
        for lst in ("items", "artifacts", "held", "broken"):
            if inst in ch[lst]:
                ch[lst].remove(inst)

    def _discard_item(self, pid: str, inst: str, to_bottom: bool = False) -> None:
        """An Item leaves its owner: market Items to their discard, realm Items out
        of the game (seed), Treasures to the bottom of the Treasure deck."""
        self._let_go(pid, inst)
        fam = self.card(inst).family
        if fam == "item":
            self.s["decks"][self.card(inst).kind + "_discard"].append(inst)
        elif fam == "treasure":
            if self.s["options"]["variant"] == "treasure_hunters":
                self.s["removed"].append(inst)
            else:
                self.s["decks"]["treasures"].append(inst)
        else:
            self.s["removed"].append(inst)

    def _discard_ability(self, pid: str, ab: str) -> None:
        self.chars[pid]["abilities"].remove(ab)
        card = self.content.cards[ab]
        if card.kind == "underwater":
            self.s["decks"]["underwater"].append(ab)
        elif card.family == "positive":
            self.s["removed"].append(ab)
        else:
            self.s["ability_decks"][card.get("guild")].append(ab)

    def _kill(self, pid: str, why: str) -> None:
        """Death (provisional base reading, L): the character leaves the game; her
        Artifacts stay where she died (the text's rule for the Water Realm, used
        on the main board too); everything else goes back to its pile."""
        ch = self.chars[pid]
        ch["alive"] = False
        self._ev("character_died", f"{ch['name']} dies ({why}).", pid=pid)
        arts = list(ch["artifacts"])
        for art in arts:
            self._let_go(pid, art)
        if arts:
            if ch["realm"] is not None:
                self.s["realm"]["lying"].setdefault(B.key(ch["realm"]), []).extend(arts)
            else:
                self.s["spaces"][ch["space"]]["artifacts"].extend(arts)
        for inst in list(ch["items"]):
            self._discard_item(pid, inst)
        for ab in list(ch["abilities"]):
            self._discard_ability(pid, ab)
        spent, ch["fragments"] = ch["fragments"], []
        self._discard_fragments(spent)
        ch["bubbles"] = ch["bag"] = 0
        ch["realm"] = None
        if ch["space"] is None:
            ch["space"] = self.gate_spaces()[0] if self.s["realm"] and self.s["realm"]["gate_plane"] else None
        if len(self.living()) <= 1:
            alive = self.living()
            self._finish(alive[0] if alive else None, "last character standing" if alive else "everyone died")

    def _finish(self, winner: str | None, how: str) -> None:
        if self.s["outcome"] is None:
            self.s["outcome"] = ProphecyOutcome.of(winner, how, self.s["round"]).to_data()
            self.s["pending"] = None
            who = self.chars[winner]["name"] if winner else "Nobody"
            self._ev("game_over", f"{who} wins: {how}." if winner else f"The game ends: {how}.", winner=winner)

    # --------------------------------------------------------------- rounds
    def start(self) -> list[Event]:
        """Fill the markets, seed the first Adventures and start the first round."""
        self._events = []
        self._restock()
        d = self.s["decks"]
        seen = []
        while d["chance"]:  # the first terrain Chance card seeds the board (public summaries, M)
            c = d["chance"].pop(0)
            if self.card(c).get("effect") == "seed_terrain":
                self._seed_terrain(self.card(c).get("terrain"))
                d["chance_discard"].append(c)
                break
            seen.append(c)
        d["chance"] += seen
        self.rng.shuffle(d["chance"])
        self._begin_round()
        self.s["rng"] = self.rng.to_data()
        return self._events

    def _new_turn_flags(self, first: bool) -> None:
        old = self.s.get("turn") or {}
        self.s["turn"] = {
            "moved": False, "stayed": False, "attacked": False, "dug": False, "services": [],
            "extra": old.get("extra", 0) if not first else 0,
            "swim_used": old.get("swim_used", False) if not first else False,
            "palace_wait": False, "foe": None,
        }

    def _begin_round(self) -> None:
        """A new round for the active player (dead players are skipped)."""
        if self.s["outcome"] is not None:
            return
        pid = self.active
        ch = self.chars[pid]
        self._new_turn_flags(first=True)
        self.phase = Phase.MOVE
        self._ev("round_started", f"{ch['name']}'s round {self.s['round']}.", pid=pid, round=self.s["round"])
        if self.s.get("final_due") and not self.s["final_battle"]:
            self._start_final_battle()
            return
        if self.s["final_battle"]:
            self.phase = Phase.FINAL
            holders = [p for p in self.living() if self.chars[p]["artifacts"]]
            if len(holders) <= 1:
                self._finish(holders[0] if holders else None, "the Final Battle is over")
            elif not ch["artifacts"]:
                self._next_player()
            return
        if ch["realm"] is not None:
            # No Chance card in the Water Realm; 1 Bubble at the start of each round
            # (none while waiting in the Undersea Palace, unless the Lord rules it).
            if self.in_palace(pid) and self.s["options"]["variant"] != "lord_of_the_sea":
                return
            self._use_bubbles(pid, self.n("bubble_upkeep"), "air for this round")
            if not ch["alive"]:
                self._next_player()
            return
        self._chance(pid)

    def _end_turn(self) -> None:
        pid = self.active
        ch = self.chars[pid]
        if ch["alive"] and self.s["realm"] and ch["realm"] is not None:
            lying = self.s["realm"]["lying"].pop(B.key(ch["realm"]), [])
            self._claim_artifacts(pid, lying)
        elif ch["alive"] and ch["space"] and self.s["spaces"][ch["space"]]["artifacts"]:
            lying, self.s["spaces"][ch["space"]]["artifacts"] = self.s["spaces"][ch["space"]]["artifacts"], []
            self._claim_artifacts(pid, lying)
        if self.s["outcome"] is not None:
            return
        if ch["alive"] and self.s["turn"]["extra"] > 0 and not self.s["final_battle"]:
            self.s["turn"]["extra"] -= 1
            self._new_turn_flags(first=False)
            self.s["turn_no"] += 1
            self.phase = Phase.MOVE
            self._ev("extra_turn", f"{ch['name']} takes another turn this round.", pid=pid)
            return
        self._end_round()

    def _claim_artifacts(self, pid: str, arts: list) -> None:
        if arts:
            self.chars[pid]["artifacts"] += arts
            who, n = self.chars[pid]["name"], len(arts)
            self._ev("artifacts_claimed", f"{who} picks up {n} fallen Artifact." if n == 1
                     else f"{who} picks up {n} fallen Artifacts.",
                     pid=pid, artifacts=arts)
            self._check_win()

    def _end_round(self) -> None:
        pid = self.active
        ch = self.chars[pid]
        if ch["alive"]:
            for what, lst in (("item", "items"), ("ability", "abilities")):
                if len(ch[lst]) > self.limit(what):
                    self.s["pending"] = {"type": "limit", "chooser": pid, "what": lst,
                                         "prompt": f"Over the limit of {self.limit(what)}: discard one."}
                    return
            # Gold and Experience caps (provisional, L)
            ch["gold"] = min(ch["gold"], self.n("gold_cap"))
            ch["xp"] = min(ch["xp"], self.n("experience_cap"))
        self._next_player()

    def _next_player(self) -> None:
        if self.s["outcome"] is not None:
            return
        self.s["pending"] = None
        seats = self.s["seats"]
        for _ in range(len(seats)):
            self.s["active"] = (self.s["active"] + 1) % len(seats)
            if self.s["active"] == 0:
                self.s["round"] += 1
                mr = self.s["options"]["max_rounds"]
                if mr and self.s["round"] > mr:
                    self._finish(None, f"the {mr}-round limit chosen for this game was reached")
                    return
            if self.chars[self.active]["alive"]:
                break
        self.s["turn_no"] += 1
        self._begin_round()

    # --------------------------------------------------------------- chance
    def _chance(self, pid: str) -> None:
        c = self._draw("chance")
        if c is None:
            return
        card = self.card(c)
        self.s["decks"]["chance_discard"].append(c)
        self._ev("chance_drawn", f"Chance: {card.name}.", reveals=True, card=c, pid=pid)
        eff = card.get("effect")
        affected = [p for p in self.living() if not self.in_realm(p)]  # Chance cards skip the realm (seed)
        if eff == "seed_terrain":
            self._seed_terrain(card.get("terrain"))
        elif eff == "guild_ability":
            new = self._draw_ability(card.get("guild"))
            if new:
                self._offer(card.get("guild"), new)
        elif eff == "merchants":
            self._restock(refresh=True)
        elif eff == "good_times":
            for p in affected:
                self._gain(p, {"gold": card.get("n", 1)}, card.name)
        elif eff == "refreshing_wind":
            for p in affected:
                self._heal(p, 1)
                self._restore_magic(p, 1)
        elif eff == "economic_crisis":
            for p in affected:
                self.chars[p]["gold"] = max(0, self.chars[p]["gold"] - card.get("n", 1))
        elif eff == "charity" and affected:
            least = min(self.chars[p]["gold"] for p in affected)
            for p in affected:
                if self.chars[p]["gold"] == least:
                    self._gain(p, {"gold": card.get("n", 1)}, card.name)
        elif eff == "extra_turn":
            self.s["turn"]["extra"] += 1
        elif eff == "prophetic_dream":
            opts = self._dream_targets()
            if opts:
                self.s["pending"] = {"type": "dream", "chooser": pid, "prompt": "Choose a hidden card to reveal."}
        elif eff == "treasure_map":
            n = card.get("n", 1)
            if self.s["options"]["variant"] == "treasure_hunters":
                n += self.n("hunters_extra_fragments")
            self._place_fragments(n)
        elif eff == "legends_of_the_deeps":
            self._legends(pid)

    def _seed_terrain(self, terrain: str) -> None:
        """Adventures come to every space of the terrain: face up on an empty
        space, face down on a space with one, none on a full space."""
        for sid in B.terrain_spaces(self.content, terrain):
            advs = self.s["spaces"][sid]["adventures"]
            if len(advs) >= self.n("adventures_per_space"):
                continue
            c = self._draw("adventure")
            if c is None:
                return
            up = not advs
            advs.append({"card": c, "up": up})
            self._ev("adventure_placed", f"An Adventure comes to {self.content.space(sid)['name']}"
                     + (f": {self.name(c)}." if up else " (face down)."), reveals=up, space=sid,
                     card=c if up else None)

    def _draw_ability(self, guild: str) -> str | None:
        d = self.s["ability_decks"][guild]
        return d.pop(0) if d else None

    def _offer(self, guild: str, ab: str) -> None:
        offers = self.s["offers"][guild]
        offers.append(ab)
        if len(offers) > self.n("guild_offers"):
            old = offers.pop(0)
            if self.content.cards[old].kind == "underwater":
                self.s["decks"]["underwater"].append(old)
            else:
                self.s["ability_decks"][guild].append(old)
        self._ev("ability_offered", f"{self.content.cards[ab].name} is offered at the guild.", reveals=True,
                 guild=guild, ability=ab)

    def _restock(self, refresh: bool = False) -> None:
        m = self.s["markets"]
        if refresh:
            for place in m:
                for inst in m[place]:
                    self.s["decks"][self.card(inst).kind + "_discard"].append(inst)
                m[place] = []
        plan = {"city": ["common", "common", "rare"], "village": ["common", "common"]}
        for place, decks in plan.items():
            if m[place]:
                continue
            for deck in decks:
                got = self._draw(deck)
                if got:
                    m[place].append(got)
        self._ev("markets_restocked", "The City and Village markets show new Items.", reveals=True)

    def _place_fragments(self, n: int) -> None:
        for _ in range(n):
            f = self._draw("fragments")
            if f is None:
                self._ev("no_fragment", "Every Map Fragment is already in play.")
                return
            sid = f[3:]
            self.s["spaces"][sid]["fragment"] = f
            self._ev("fragment_placed", f"A Map Fragment appears at {self.content.space(sid)['name']}.",
                     reveals=True, space=sid)

    def _legends(self, pid: str) -> None:
        ab = self.s["decks"]["underwater"].pop(0) if self.s["decks"]["underwater"] else None
        if ab:
            self._offer(self.content.cards[ab].get("guild"), ab)
        hidden = [k for k, v in self.s["realm"]["squares"].items() if not v["up"]]
        if hidden:
            left = min(self.n("legends_reveal"), len(hidden))
            self.s["pending"] = {"type": "reveal_realm", "chooser": pid, "left": left,
                                 "prompt": "Legends of the Deeps: choose a Water Realm card to reveal."}

    def _dream_targets(self) -> list[str]:
        out = []
        for pid_, p in self.s["planes"].items():
            for slot in ("lesser", "greater", "artifacts"):
                if p.get(slot) and slot not in p["revealed"] and not (slot == "lesser" and p.get("lesser_beaten")):
                    out.append(f"{pid_}:{slot}")
        if self.s["realm"] and self.s["realm"]["gate_plane"]:
            pal = self.s["realm"]["palace"]
            for slot in ("guardian", "artifacts"):
                if pal.get(slot) and slot not in pal["revealed"] and not pal["beaten"]:
                    out.append(f"palace:{slot}")
        return out

    # -------------------------------------------------------------- actions
    def _move_actions(self, pid: str) -> list[Action]:
        ch = self.chars[pid]
        acts = [Action.make("stay")]
        for ab in ch["abilities"]:
            eff = self.content.cards[ab].effects
            if any(k.startswith("instead_") for k in eff) or eff.get("swimming"):
                if self.content.cards[ab].kind == "underwater" and not self.in_realm(pid):
                    continue
                acts.append(Action.make("stay", ability=ab))
        if ch["realm"] is not None:
            if self.in_palace(pid):
                acts.append(Action.make("leave_realm"))
                return acts
            return acts + self._realm_moves(pid)
        sid, gold = ch["space"], ch["gold"]
        c = self.content
        if sid == B.ISLAND:
            for p in B.ports(c):
                acts.append(Action.make("sail", to=p))
        else:
            for t in B.neighbours(c, sid):
                acts.append(Action.make("move", to=t))
            if gold >= self.n("horse_cost"):
                for t in B.at_distance(c, sid, self.n("horse_distance")):
                    acts.append(Action.make("ride", to=t))
            if c.space(sid).get("port"):
                if gold >= self.n("boat_cost"):
                    for t in B.neighbouring_ports(c, sid):
                        acts.append(Action.make("sail", to=t))
                if self.s["options"]["treasure_island"] and gold >= self._island_fare(pid):
                    acts.append(Action.make("sail", to=B.ISLAND))
            if c.space(sid).get("portal") and gold >= self.n("portal_cost"):
                for t in B.portals(c):
                    if t != sid:
                        acts.append(Action.make("portal", to=t))
            for plane in B.plane_of_space(c, sid):
                p = self.s["planes"][plane]
                if self.s["realm"] and self.s["realm"]["gate_plane"] == plane:
                    acts.append(Action.make("enter_realm"))
                elif p["lesser"] or p["greater"]:
                    acts.append(Action.make("attack_plane", plane=plane))
        for inst in ch["items"]:
            if self.card(inst).get("teleport") and inst not in ch["broken"]:
                for t in B.ring(c) + ([B.ISLAND] if self.s["options"]["treasure_island"] else []):
                    if t != sid:
                        acts.append(Action.make("teleport", item=inst, to=t))
        return acts

    def _island_fare(self, pid: str) -> int:
        if self.has_effect(pid, "island_boat_free") or self.has_effect(pid, "nautical_rites"):
            return 0
        return self.n("island_fare")

    def _realm_moves(self, pid: str) -> list[Action]:
        ch = self.chars[pid]
        here = tuple(ch["realm"])
        flee = self._foe_creature_here(pid) is not None
        kind = "flee" if flee else "realm_move"  # running away costs Bubbles (paid in _do_flee)
        out = []
        for d1 in B.DIRECTIONS:
            first = B.step(here, d1)
            out.append(Action.make(kind, path=[d1]))
            if not B.on_grid(self.content, first) or not self._may_pass(pid, first):
                continue
            for d2 in B.DIRECTIONS:
                second = B.step(first, d2)
                if second == here:
                    continue
                out.append(Action.make(kind, path=[d1, d2]))
        return out

    def _may_pass(self, pid: str, sq) -> bool:
        """A second step is allowed after a square with no card or a face-up
        positive card, and no other character (seed)."""
        if tuple(sq) == tuple(self.content.realm["palace"]):
            return False
        if any(self.chars[p]["realm"] is not None and tuple(self.chars[p]["realm"]) == tuple(sq)
               for p in self.living() if p != pid):
            return False
        slot = self.s["realm"]["squares"].get(B.key(sq))
        if slot is None:
            return True
        return slot["up"] and self.card(slot["card"]).family == "positive"

    def _foe_creature_here(self, pid: str) -> str | None:
        ch = self.chars[pid]
        if ch["realm"] is None:
            return None
        slot = self.s["realm"]["squares"].get(B.key(ch["realm"]))
        if slot and slot["up"] and self.card(slot["card"]).kind == "creature":
            return slot["card"]
        return None

    def _anytime_actions(self, pid: str) -> list[Action]:
        ch = self.chars[pid]
        acts = []
        for inst in ch["items"]:
            use = self.card(inst).get("use")
            if use and inst not in ch["broken"]:
                if (use["effect"] == "heal" and ch["health"] < ch["strength"]) or \
                   (use["effect"] == "magic" and ch["magic"] < ch["willpower"]):
                    acts.append(Action.make("use_item", item=inst))
        hand_items = [i for i in ch["items"] + ch["artifacts"] if self.card(i).hands and i not in ch["broken"]]
        for grip in self._grips(hand_items):
            if sorted(grip) != sorted(ch["held"]):
                acts.append(Action.make("hold", items=sorted(grip)))
        if (self.has_effect(pid, "swimming") and ch["realm"] is not None and not self.s["turn"]["swim_used"]
                and ch["bubbles"] > 0):
            acts.append(Action.make("swim_extra_turn"))
        return acts

    def _grips(self, items: list[str]) -> list[list[str]]:
        """Every way to fill two hands from the hand Items (at most 2 hands)."""
        out: list[list[str]] = [[]]
        for i, a in enumerate(items):
            if self.card(a).hands <= 2:
                out.append([a])
            for b in items[i + 1:]:
                if self.card(a).hands + self.card(b).hands <= self.n("hands"):
                    out.append([a, b])
        return out

    def _fight_actions(self, pid: str) -> list[Action]:
        foe = self.s["turn"].get("foe")
        acts = []
        if foe:  # an Astral Plane or palace guardian
            targets = [foe["card"]]
        elif self.in_realm(pid):
            c = self._foe_creature_here(pid)
            targets = [c] if c else []
        else:
            targets = [a["card"] for a in self.s["spaces"][self.space_of(pid)]["adventures"]
                       if a["up"] and self.card(a["card"]).kind == "creature"]
        for t in targets:
            acts.append(Action.make("fight", card=t, battle=self.card(t).get("battle", "strength")))
            if self.card(t).get("battle", "strength") == "strength" and \
                    self.chars[pid]["magic"] >= self.n("force_wills_magic_vs_creature"):
                acts.append(Action.make("fight", card=t, battle="wills"))
        return acts

    def _act_actions(self, pid: str) -> list[Action]:
        ch = self.chars[pid]
        c = self.content
        acts = [Action.make("end_turn")]
        turn = self.s["turn"]
        if ch["realm"] is not None:
            slot = self.s["realm"]["squares"].get(B.key(ch["realm"]))
            if slot and slot["up"] and self.card(slot["card"]).family == "positive":
                card = self.card(slot["card"])
                if card.kind == "item":
                    acts.append(Action.make("take", card=slot["card"]))
                elif card.kind == "waterlore":
                    if ch["xp"] >= card.get("cost", 0):
                        acts.append(Action.make("learn", ability=slot["card"]))
                elif self._opportunity_has_effect(pid, card):
                    acts.append(Action.make("use", card=slot["card"]))
        else:
            sid = ch["space"]
            sp = self.s["spaces"][sid]
            for a in sp["adventures"]:
                card = self.card(a["card"])
                if a["up"] and card.kind == "opportunity" and self._opportunity_has_effect(pid, card):
                    acts.append(Action.make("use", card=a["card"]))
            if sp["fragment"] and not sp["adventures"]:
                acts.append(Action.make("collect_fragment"))
            kind = c.space(sid)["kind"]
            if kind in ("city", "village"):
                for inst in self.s["markets"][kind]:
                    if ch["gold"] >= int(self.card(inst).get("price", 0)):
                        acts.append(Action.make("buy", item=inst))
                for inst in ch["items"]:
                    acts.append(Action.make("sell", item=inst))
            if sid in c.civilization and ch["gold"] >= self.n("repair_cost"):
                for inst in ch["broken"]:
                    acts.append(Action.make("repair", item=inst))
            if kind == "guild":
                g = c.space(sid)["guild"]
                member = g in c.characters[ch["character"]]["guilds"]
                for ab in self.s["offers"][g]:
                    cost = self.content.cards[ab].get("cost", 0)
                    if ch["xp"] >= cost and (member or ch["gold"] >= cost):
                        acts.append(Action.make("learn", ability=ab))
            for svc in self._services(pid):
                acts.append(Action.make("service", name=svc))
            if sid == B.ISLAND and not turn["dug"]:
                acts += self._dig_actions(pid)
        acts += self._attack_actions(pid)
        return acts

    def _services(self, pid: str) -> list[str]:
        """Space actions (provisional, L: the Czech comparison document)."""
        ch, turn = self.chars[pid], self.s["turn"]
        sid = ch["space"]
        out = []
        hurt, drained = ch["health"] < ch["strength"], ch["magic"] < ch["willpower"]
        if sid == "monastery" and hurt and "monastery_heal" not in turn["services"]:
            out.append("monastery_heal")
        if sid == "forest_camp" and hurt and ch["gold"] >= self.n("camp_heal_price"):
            out.append("camp_heal")
        if sid == "wasteland" and drained and "wasteland_magic" not in turn["services"]:
            out.append("wasteland_magic")
        if sid == "magic_tower" and drained and ch["gold"] >= 1:
            out.append("tower_magic")
        if sid == "village" and (hurt or drained) and ch["gold"] >= self.n("lodging_price") \
                and "lodging" not in turn["services"]:
            out.append("lodging")
        return out

    def _opportunity_has_effect(self, pid: str, card) -> bool:
        """An Opportunity that would do nothing cannot be used (seed: Air Pocket)."""
        ch = self.chars[pid]
        eff = card.get("effect")
        if ch["gold"] < card.get("cost_gold", 0):
            return False
        if eff == "heal":
            return ch["health"] < ch["strength"]
        if eff == "magic":
            return ch["magic"] < ch["willpower"]
        if eff == "bubbles":
            return ch["bubbles"] < ch["bag"]
        return True

    def _dig_actions(self, pid: str) -> list[Action]:
        ch = self.chars[pid]
        have = len(ch["fragments"])
        opts = self.s["options"]
        if opts["random_treasures"]:
            if not self.s["turn"]["dug"] and have >= self.n("random_treasure_first_dig") and self.s["decks"]["treasures"]:
                return [Action.make("dig_random")]
            return []
        display = self.s["treasure_display"]
        acts = []
        if opts["variant"] == "treasure_hunters":
            return [Action.make("dig", treasures=[t]) for t in display if self.card(t).get("maps") <= have]
        for mask in range(1, 1 << len(display)):
            pick = [t for i, t in enumerate(display) if mask >> i & 1]
            if len(pick) <= self.n("treasures_per_dig") and sum(self.card(t).get("maps") for t in pick) <= have:
                acts.append(Action.make("dig", treasures=sorted(pick)))
        return acts

    def _attack_actions(self, pid: str) -> list[Action]:
        """Battles between characters: no Creature on the space, at most one per
        turn, before digging; dove spaces only against Artifact holders."""
        ch, turn = self.chars[pid], self.s["turn"]
        if turn["attacked"] or turn["dug"]:
            return []
        acts = []
        for t in self.living():
            if t == pid or not self._same_place(pid, t):
                continue
            tc = self.chars[t]
            if ch["realm"] is None:
                sp = self.s["spaces"][ch["space"]]
                if any(a["up"] and self.card(a["card"]).kind == "creature" for a in sp["adventures"]):
                    continue
                if self.content.space(ch["space"]).get("dove") and not tc["artifacts"]:
                    continue
            elif self.in_palace(pid):
                continue
            wills_cost = self.n("force_wills_magic_vs_character") + len(tc["artifacts"])
            battles = ["strength"] + (["wills"] if ch["magic"] >= wills_cost else [])
            mb = self.s["options"]["map_battles"]
            for b in battles:
                acts.append(Action.make("attack", target=t, battle=b, maps=False))
                if self.s["options"]["treasure_island"] and mb == "standard" and ch["fragments"] and tc["fragments"]:
                    acts.append(Action.make("attack", target=t, battle=b, maps=True))
        return acts

    def _same_place(self, a: str, b: str) -> bool:
        ca, cb = self.chars[a], self.chars[b]
        if ca["realm"] is not None or cb["realm"] is not None:
            return ca["realm"] is not None and cb["realm"] is not None and tuple(ca["realm"]) == tuple(cb["realm"])
        return ca["space"] == cb["space"]

    def _why_not(self, action: Action) -> str:
        if self.s["outcome"] is not None:
            return "The game is over."
        if self.s["pending"] is not None:
            return f"First answer: {self.s['pending']['prompt']}"
        pid, ch = self.active, self.chars[self.active]
        k = action.kind
        phase = {Phase.MOVE: "the Movement phase", Phase.ENCOUNTER: "a fight", Phase.ACT: "the action phase"}[self.phase]
        if k in ("move", "ride", "sail", "portal", "teleport", "attack_plane", "enter_realm", "realm_move", "flee",
                 "stay", "leave_realm") and self.phase != Phase.MOVE:
            return f"{ch['name']} has already used the Movement phase this turn."
        if k == "ride" and ch["gold"] < self.n("horse_cost"):
            return f"A horse costs {self.n('horse_cost')} Gold and {ch['name']} has {ch['gold']}."
        if k == "sail" and action.get("to") == B.ISLAND and ch["gold"] < self._island_fare(pid):
            return f"The boat to Treasure Island costs {self._island_fare(pid)} Gold (a round trip)."
        if k == "realm_move" and self._foe_creature_here(pid):
            return "A Creature holds this square: fight it again or pay Bubbles to flee."
        if k in ("realm_move", "flee") and len(action.get("path") or ()) == 2:
            return ("A second step is only possible after a square with no card or a face-up positive card "
                    "and no other character.")
        if k in ("move", "ride", "sail", "portal", "teleport") and ch["realm"] is not None:
            return "Movement cards and the main board's ways of moving do not work in the Water Realm."
        if k == "fight" and self.phase != Phase.ENCOUNTER:
            return "There is no Creature to fight now."
        if k == "fight" and action.get("battle") == "wills":
            return f"Forcing a Battle of Wills costs {self.n('force_wills_magic_vs_creature')} Magic."
        if k == "attack":
            t = action.get("target")
            if self.s["turn"]["dug"]:
                return "Battles on the Island must come before digging."
            if self.s["turn"]["attacked"]:
                return "Only one attack on a character per turn."
            if t in self.chars and ch["space"] and self.content.space(ch["space"]).get("dove") \
                    and not self.chars[t]["artifacts"]:
                return "No attacks on a dove space against a character without an Artifact."
            if action.get("maps"):
                if self.s["options"]["map_battles"] == "peaceloving":
                    return "The Peaceloving variant has no battles for Maps."
                return "A battle for Maps needs a Map Fragment on both sides."
        if k == "collect_fragment":
            return "A Map Fragment is only found once every Adventure on its space is over."
        if k == "dig":
            if len(action.get("treasures") or ()) > self.n("treasures_per_dig"):
                return f"One dig finds at most {self.n('treasures_per_dig')} of the Treasures shown."
            return "Digging needs Treasure Island, a Treasure on display and enough Map Fragments."
        if k == "use":
            return "That Opportunity would have no effect now (or costs more than you have)."
        if k == "buy":
            return "That Item is not for sale here, or costs more Gold than you have."
        if k == "learn":
            return "That Ability is not offered here, or you lack the Experience (and Gold, if not a member)."
        return f"That is not possible during {phase}."

    # ------------------------------------------------------------- movement
    def _arrive_main(self, pid: str, sid: str, how: str) -> None:
        ch = self.chars[pid]
        ch["space"] = sid
        ch["lodged"] = False
        self._ev("moved", f"{ch['name']} {how} to {self.content.space(sid)['name']}.", pid=pid, to=sid, how=how)
        self._encounter_main(pid)

    def _encounter_main(self, pid: str) -> None:
        sp = self.s["spaces"][self.chars[pid]["space"]]
        for a in sp["adventures"]:
            if not a["up"]:
                a["up"] = True
                self._ev("adventure_revealed", f"Revealed: {self.name(a['card'])}.", reveals=True, card=a["card"])
        creatures = [a for a in sp["adventures"] if self.card(a["card"]).kind == "creature"]
        self.phase = Phase.ENCOUNTER if creatures else Phase.ACT

    @ACTIONS.action("stay", None)
    def _do_stay(self, pid: str, a: Action) -> None:
        ch = self.chars[pid]
        self.s["turn"]["stayed"] = True
        ab = a.get("ability")
        if ab:
            eff = self.content.cards[ab].effects
            if eff.get("instead_heal"):
                self._heal(pid, eff["instead_heal"])
            if eff.get("instead_magic"):
                self._restore_magic(pid, eff["instead_magic"])
            if eff.get("instead_experience"):
                ch["xp"] += eff["instead_experience"]
            if eff.get("instead_repair"):
                ch["broken"] = []
            self._ev("ability_used", f"{ch['name']} gives up movement for {self.content.cards[ab].name}.",
                     pid=pid, ability=ab)
        if ch["realm"] is not None and self.has_effect(pid, "swimming"):
            self._regain_bubbles(pid, 1)  # the second part of Swimming, every time movement is given up
        if ch["realm"] is None:
            self._ev("stayed", f"{ch['name']} stays.", pid=pid)
            self._encounter_main(pid)
        elif self.in_palace(pid):
            self._palace_fight(pid)
        else:
            self._realm_arrival(pid, tuple(ch["realm"]), stayed=True)

    @ACTIONS.action("move", None)
    def _do_move(self, pid: str, a: Action) -> None:
        self._arrive_main(pid, a["to"], "walks")

    @ACTIONS.action("ride", None)
    def _do_ride(self, pid: str, a: Action) -> None:
        self.chars[pid]["gold"] -= self.n("horse_cost")
        self._arrive_main(pid, a["to"], "rides")

    @ACTIONS.action("sail", None)
    def _do_sail(self, pid: str, a: Action) -> None:
        ch = self.chars[pid]
        to = a["to"]
        if to == B.ISLAND:
            ch["gold"] -= self._island_fare(pid)  # a prepaid round trip (seed)
        elif ch["space"] == B.ISLAND:
            if self.has_effect(pid, "nautical_rites"):
                ch["gold"] += self.n("nautical_refund")
        else:
            ch["gold"] -= self.n("boat_cost")
        self._arrive_main(pid, to, "sails")

    @ACTIONS.action("portal", None)
    def _do_portal(self, pid: str, a: Action) -> None:
        self.chars[pid]["gold"] -= self.n("portal_cost")
        self._arrive_main(pid, a["to"], "steps through a portal")

    @ACTIONS.action("teleport", None)
    def _do_teleport(self, pid: str, a: Action) -> None:
        self._discard_item(pid, a["item"])
        self._arrive_main(pid, a["to"], "teleports")

    @ACTIONS.action("attack_plane", None)
    def _do_attack_plane(self, pid: str, a: Action) -> None:
        plane = self.s["planes"][a["plane"]]
        if plane["lesser"] and plane["lesser"] == self.content.family("gate")[0].id:
            self._reveal_gate(a["plane"])
            self.s["pending"] = {"type": "enter_now", "chooser": pid,
                                 "prompt": "The Gate to the Water Realm opens. Enter it now?"}
            return
        slot = "lesser" if plane["lesser"] else "greater"
        self.s["turn"]["foe"] = {"kind": slot, "card": plane[slot], "plane": a["plane"]}
        if slot not in plane["revealed"]:
            plane["revealed"].append(slot)
        self._ev("plane_attacked", f"{self.chars[pid]['name']} attacks the {self.content.cards[plane[slot]].name}.",
                 reveals=True, plane=a["plane"], guardian=plane[slot])
        self.phase = Phase.ENCOUNTER

    def _reveal_gate(self, plane_id: str) -> None:
        """The Gate: the plane's Greater Guardian and Artifact go to the realm's
        disc; its Power Up is discarded; the Gate stays there all game."""
        plane = self.s["planes"][plane_id]
        realm = self.s["realm"]
        realm["gate_plane"] = plane_id
        pal = realm["palace"]
        if self.s["options"]["variant"] != "lord_of_the_sea":
            pal["guardian"], pal["artifacts"] = plane["greater"], plane["artifacts"]
        elif plane["greater"]:
            self.s["box"].append(plane["greater"])
        pal["revealed"] = [s for s in ("guardian", "artifacts") if (s == "guardian" and "greater" in plane["revealed"])
                           or (s == "artifacts" and "artifacts" in plane["revealed"])]
        plane["greater"], plane["artifacts"], plane["power"] = None, [], 0
        if "lesser" not in plane["revealed"]:
            plane["revealed"].append("lesser")
        self._ev("gate_revealed", "The Gate to the Water Realm is revealed.", reveals=True, plane=plane_id)

    @ACTIONS.action("enter_realm", None)
    def _do_enter_realm(self, pid: str, a: Action | None = None) -> None:
        ch = self.chars[pid]
        self.s["pending"] = {"type": "bubble_bag", "chooser": pid,
                             "prompt": f"Buy a Bubble Bag ({ch['name']} has {ch['gold']} Gold)."}

    @ACTIONS.action("leave_realm", None)
    def _do_leave_realm(self, pid: str, a: Action) -> None:
        if self.s["options"]["variant"] == "lord_of_the_sea":  # running from the Lord costs Bubbles
            self._use_bubbles(pid, self._flee_cost(pid), "running away")
            if not self.chars[pid]["alive"]:
                self._after_death()
                return
        self._exit_realm(pid, then="continue")

    def _exit_realm(self, pid: str, then: str) -> None:
        """Off the realm: Bubbles go back to the bank; the player picks one of the
        two spaces next to the Gate."""
        ch = self.chars[pid]
        ch["realm"] = None
        ch["bubbles"] = ch["bag"] = 0
        self._ev("left_realm", f"{ch['name']} leaves the Water Realm.", pid=pid)
        self.s["pending"] = {"type": "exit_space", "chooser": pid, "then": then,
                             "prompt": "Choose the space next to the Gate to return to."}

    @ACTIONS.action("realm_move", None)
    def _do_realm_move(self, pid: str, a: Action) -> None:
        ch = self.chars[pid]
        here = tuple(ch["realm"])
        path = list(a["path"])
        for i, d in enumerate(path):
            nxt = B.step(here, d)
            if not B.on_grid(self.content, nxt):
                self._exit_realm(pid, then="continue")
                return
            here = nxt
            ch["realm"] = list(here)
            self._ev("realm_moved", f"{ch['name']} swims {d}.", pid=pid, to=list(here))
            if i == 0 and len(path) == 2 and not self._may_pass(pid, here):
                break  # cannot happen for legal paths; kept for safety
            if i == 0 and self._stop_here(pid, here):
                break
        self._realm_arrival(pid, here)

    def _stop_here(self, pid: str, sq) -> bool:
        return not self._may_pass(pid, sq)

    def _flee_cost(self, pid: str) -> int:
        """Bubbles to run away, from a realm Creature or from the Lord's palace
        alike (an Underwater Ability may lower it)."""
        return max(0, self.n("flee_bubbles") - (self.has_effect(pid, "flee_discount") or 0))

    @ACTIONS.action("flee", None)
    def _do_flee(self, pid: str, a: Action) -> None:
        self._use_bubbles(pid, self._flee_cost(pid), "running away")
        if not self.chars[pid]["alive"]:
            self._after_death()
            return
        self._do_realm_move(pid, a)

    def _realm_arrival(self, pid: str, sq, depth: int = 0, stayed: bool = False) -> None:
        """Arriving on (or staying on) a realm square: turn up a face-down card,
        meet an Obstacle, fight a Creature, or enter the palace."""
        ch = self.chars[pid]
        if not ch["alive"]:
            self._after_death()
            return
        if tuple(sq) == tuple(self.content.realm["palace"]):
            self._palace_fight(pid)
            return
        slot = self.s["realm"]["squares"].get(B.key(sq))
        self.phase = Phase.ACT
        if slot is None:
            return
        card = self.card(slot["card"])
        if not slot["up"]:
            slot["up"] = True
            self._ev("realm_card_revealed", f"Revealed: {card.name}.", reveals=True, square=list(sq), card=slot["card"])
        if card.family != "negative":
            return
        if card.kind == "creature":
            self.phase = Phase.ENCOUNTER
            return
        # Obstacle: follow its text (it stays all game).
        self._ev("obstacle", f"{ch['name']} meets the {card.name}.", pid=pid, card=slot["card"])
        for k in ("bubbles", "health", "experience"):
            if card.get(k):
                self._gain(pid, {k: card.get(k)}, card.name)
        test = card.get("test")
        if test and ch["alive"]:
            stat = ch["health"] if test["stat"] == "strength" else ch["magic"]
            roll = self._roll("light", ch["name"])
            res = test["pass"] if roll + stat >= test["target"] else test["fail"]
            self._gain(pid, res, card.name)
        if not ch["alive"]:
            self._after_death()
            return
        if card.get("push"):
            self._push(pid, card.get("push"), depth)

    def _push(self, pid: str, n: int, depth: int) -> None:
        """A current moves the character n squares in the compass direction the
        die shows; off the board means back to the main board."""
        ch = self.chars[pid]
        face = self._roll("compass", ch["name"])
        d = self.content.realm["compass"][face]
        here = tuple(ch["realm"])
        for _ in range(n):
            nxt = B.step(here, d)
            if not B.on_grid(self.content, nxt):
                self._exit_realm(pid, then="continue")
                return
            here = nxt
        ch["realm"] = list(here)
        self._ev("pushed", f"The current carries {ch['name']} {n} squares {d}.", pid=pid, to=list(here), direction=d)
        if depth < 8:
            self._realm_arrival(pid, here, depth + 1)

    def _palace_fight(self, pid: str) -> None:
        ch = self.chars[pid]
        ch["realm"] = list(self.content.realm["palace"])
        pal = self.s["realm"]["palace"]
        if pal["beaten"] or not pal["guardian"]:
            self._gain_pearl(pid)
            self._exit_realm(pid, then="end")
            return
        if "guardian" not in pal["revealed"]:
            pal["revealed"].append("guardian")
        lord = self.s["options"]["variant"] == "lord_of_the_sea"
        self.s["turn"]["foe"] = {"kind": "lord" if lord else "palace", "card": pal["guardian"]}
        self._ev("palace_entered", f"{ch['name']} reaches the Undersea Palace and faces the "
                 f"{self.content.cards[pal['guardian']].name}.", reveals=True, pid=pid)
        self.phase = Phase.ENCOUNTER

    def _gain_pearl(self, pid: str) -> None:
        ch = self.chars[pid]
        realm = self.s["realm"]
        if ch["pearl"] or realm["pearls"] <= 0:
            return
        realm["pearls"] -= 1
        ch["pearl"] = True
        ch["health"], ch["magic"] = ch["strength"], ch["willpower"]  # full recovery (seed)
        self._ev("pearl_gained", f"{ch['name']} gains a Pearl of the Abyss and recovers all Health and Magic.",
                 pid=pid)

    def _after_death(self) -> None:
        if self.s["outcome"] is None and self.s["pending"] is None:
            self._next_player()

    # --------------------------------------------------------------- combat
    @ACTIONS.action("fight", None)
    def _do_fight(self, pid: str, a: Action) -> None:
        ch = self.chars[pid]
        inst, battle = a["card"], a["battle"]
        card = self.card(inst)
        foe = self.s["turn"].get("foe") or {"kind": "realm" if ch["realm"] is not None else "adventure", "card": inst}
        if battle == "wills" and card.get("battle", "strength") == "strength":
            ch["magic"] -= self.n("force_wills_magic_vs_creature")
        kind = foe["kind"]
        underwater = kind == "realm" or kind == "lord"
        realm_abilities = underwater
        dark = card.strength if battle == "strength" else card.willpower
        if kind in ("lesser", "greater"):
            dark += self.s["planes"][foe["plane"]]["power"]
        if kind == "lord":
            dark += self.n("lord_power_up")
        light = C.character_total(self.content, ch, battle, underwater=underwater, realm_abilities=realm_abilities,
                                  opponent_types=tuple(card.get("types") or ()))
        lroll, droll = self._roll("light", ch["name"]), self._roll("dark", card.name)
        result = C.outcome(light + lroll, dark + droll)
        self._ev("battle", f"Battle of {'Strength' if battle == 'strength' else 'Wills'}: {ch['name']} "
                 f"{light + lroll} against {card.name} {dark + droll}: {result}.", pid=pid, battle=battle,
                 light=light + lroll, dark=dark + droll, result=result, card=inst)
        ctx = {"kind": kind, "pid": pid, "card": inst, "battle": battle, "plane": foe.get("plane")}
        if result == "lose" and self._shield_of(pid, battle):
            self.s["pending"] = {"type": "shield", "chooser": pid, "ctx": ctx,
                                 "prompt": "You lost. Break a shield to make it a draw?"}
            return
        self._finish_fight(ctx, result)

    def _shield_of(self, pid: str, battle: str) -> str | None:
        """A shield held in hand can turn a lost Battle of Strength into a draw (it breaks)."""
        if battle != "strength":
            return None
        ch = self.chars[pid]
        for inst in ch["held"]:
            if self.card(inst).get("shield") and inst not in ch["broken"] and inst in ch["items"]:
                return inst
        return None

    def _finish_fight(self, ctx: dict, result: str) -> None:
        kind, pid = ctx["kind"], ctx["pid"]
        if kind in ("pvp", "final"):
            self._finish_pvp(ctx, result)
            return
        ch = self.chars[pid]
        card = self.card(ctx["card"])
        self.s["turn"]["foe"] = None
        if result == "win":
            self._gain(pid, {"experience": card.get("experience", 0)}, f"defeating the {card.name}")
            self._gain(pid, card.get("reward"), card.name)
            if kind == "adventure":
                sp = self.s["spaces"][ch["space"]]
                sp["adventures"] = [x for x in sp["adventures"] if x["card"] != ctx["card"]]
                self.s["decks"]["adventure_discard"].append(ctx["card"])
                more = any(self.card(x["card"]).kind == "creature" for x in sp["adventures"])
                self.phase = Phase.ENCOUNTER if more else Phase.ACT
                return
            if kind == "realm":
                self.s["realm"]["squares"].pop(B.key(ch["realm"]))
                self.s["removed"].append(ctx["card"])
                self.phase = Phase.ACT
                return
            if kind == "lesser":
                plane = self.s["planes"][ctx["plane"]]
                self.s["box"].append(plane["lesser"])
                plane["lesser"], plane["lesser_beaten"] = None, True
                if not plane["greater"]:  # Lord of the Sea: no Greater Guardian follows
                    plane["power"] = 0
                self._end_turn()
                return
            if kind == "greater":
                plane = self.s["planes"][ctx["plane"]]
                g, plane["greater"] = plane["greater"], None
                if self.s["options"]["variant"] == "treasure_hunters":
                    ch["fragments"].append(g)  # the guardian's card counts as a Map Fragment (seed)
                else:
                    self.s["box"].append(g)
                arts, plane["artifacts"] = plane["artifacts"], []
                self._win_artifacts(pid, arts, then="end")
                return
            if kind == "palace":
                pal = self.s["realm"]["palace"]
                pal["beaten"] = True
                self.s["box"].append(pal["guardian"])
                arts, pal["artifacts"] = pal["artifacts"], []
                self._gain_pearl(pid)
                self._win_artifacts(pid, arts, then="exit")
                return
            if kind == "lord":
                self.s["realm"]["palace"]["beaten"] = True
                self.s["box"].append(self.s["realm"]["palace"]["guardian"])
                self._finish(pid, "defeated the Lord of the Sea")
                return
        if result == "lose":
            self._lose_health(pid, self.n("creature_loss_health"), f"beaten by the {card.name}")
            if ch["alive"] and kind == "realm" and card.get("push_on_loss"):
                self._push(pid, card.get("push_on_loss"), 0)
                if self.s["pending"] is not None:
                    self.s["pending"]["then"] = "end"
                    return
        if not ch["alive"]:
            self._after_death()
            return
        if kind in ("palace", "lord"):
            self.s["turn"]["palace_wait"] = True
        self._end_turn()

    def _win_artifacts(self, pid: str, arts: list, then: str) -> None:
        if len(arts) > 1:  # Ten Artifacts: look at both, keep one
            self.s["pending"] = {"type": "ten_pick", "chooser": pid, "cards": arts, "then": then,
                                 "prompt": "Choose the Artifact to keep; the other is discarded."}
            return
        self._artifacts_won(pid, arts, then)

    def _artifacts_won(self, pid: str, arts: list, then: str) -> None:
        ch = self.chars[pid]
        for art in arts:
            ch["artifacts"].append(art)
            self._ev("artifact_won", f"{ch['name']} wins the {self.content.cards[art].name}.", reveals=True,
                     pid=pid, artifact=art)
            self._check_win()
        if self.s["outcome"] is not None:
            return
        if then == "exit":
            self._exit_realm(pid, then="end")
        else:
            self._end_turn()

    @ACTIONS.action("attack", None)
    def _do_attack(self, pid: str, a: Action) -> None:
        ch, tc = self.chars[pid], self.chars[a["target"]]
        battle = a["battle"]
        self.s["turn"]["attacked"] = True
        if battle == "wills":
            ch["magic"] -= self.n("force_wills_magic_vs_character") + len(tc["artifacts"])
        ctx = {"kind": "final" if self.s["final_battle"] else "pvp", "pid": pid, "target": a["target"],
               "battle": battle, "maps": bool(a.get("maps"))}
        self._pvp_battle(ctx)

    def _pvp_battle(self, ctx: dict) -> None:
        pid, tid, battle = ctx["pid"], ctx["target"], ctx["battle"]
        ch, tc = self.chars[pid], self.chars[tid]
        underwater = ch["realm"] is not None
        light = C.character_total(self.content, ch, battle, underwater=underwater, realm_abilities=underwater,
                                  opponent_types=("humanoid",), opponent_pearl=tc["pearl"])
        dark = C.character_total(self.content, tc, battle, underwater=underwater, realm_abilities=underwater,
                                 opponent_types=("humanoid",), opponent_pearl=ch["pearl"])
        lroll, droll = self._roll("light", ch["name"]), self._roll("dark", tc["name"])
        result = C.outcome(light + lroll, dark + droll)
        self._ev("battle", f"{ch['name']} attacks {tc['name']}: {light + lroll} against {dark + droll}: {result}.",
                 pid=pid, target=tid, battle=battle, light=light + lroll, dark=dark + droll, result=result)
        loser = pid if result == "lose" else tid if result == "win" else None
        if loser and self._shield_of(loser, battle):
            self.s["pending"] = {"type": "shield", "chooser": loser, "ctx": ctx,
                                 "prompt": "You lost. Break a shield to make it a draw?", "result": result}
            return
        self._finish_pvp(ctx, result)

    def _finish_pvp(self, ctx: dict, result: str) -> None:
        pid, tid = ctx["pid"], ctx["target"]
        if result == "draw":
            self._after_pvp(ctx)
            return
        winner, loser = (pid, tid) if result == "win" else (tid, pid)
        wc, lc = self.chars[winner], self.chars[loser]
        if ctx["kind"] == "final":
            art = lc["artifacts"][0]
            self._let_go(loser, art)
            wc["artifacts"].append(art)
            self._ev("artifact_taken", f"{wc['name']} takes the {self.content.cards[art].name}.", pid=winner,
                     artifact=art)
            self._check_win()
            self._after_pvp(ctx)
            return
        if ctx["maps"] and lc["fragments"]:
            self._take_fragment(winner, loser)
            self._after_pvp(ctx)
            return
        if self.s["options"]["map_battles"] == "aggressive" and lc["fragments"]:
            self.s["pending"] = {"type": "aggressive", "chooser": winner, "loser": loser, "ctx": ctx,
                                 "prompt": "Take a Map Fragment, or make the loser lose Health or an Item?"}
            return
        self._loser_chooses(winner, loser, ctx)

    def _loser_chooses(self, winner: str, loser: str, ctx: dict) -> None:
        if self.chars[loser]["items"]:
            self.s["pending"] = {"type": "pvp_loss", "chooser": loser, "winner": winner, "ctx": ctx,
                                 "prompt": "You lost: lose 1 Health or give up an Item?"}
            return
        self._pvp_health(loser)
        self._after_pvp(ctx)

    def _pvp_health(self, loser: str) -> None:
        self._lose_health(loser, self.n("pvp_loss_health"), "a lost battle")
        if self.chars[loser]["alive"] and self.chars[loser]["realm"] is not None:
            self._use_bubbles(loser, self.n("pvp_loss_bubbles"), "a lost battle underwater")

    def _take_fragment(self, winner: str, loser: str) -> None:
        f = self.chars[loser]["fragments"].pop(0)
        self.chars[winner]["fragments"].append(f)
        self._ev("fragment_taken", f"{self.chars[winner]['name']} takes a Map Fragment from "
                 f"{self.chars[loser]['name']}.", pid=winner, loser=loser)

    def _after_pvp(self, ctx: dict) -> None:
        if self.s["outcome"] is not None:
            return
        if not self.chars[ctx["pid"]]["alive"]:
            self._after_death()
            return
        if ctx["kind"] == "final":
            self._end_turn()
            return
        self.phase = Phase.ACT

    # --------------------------------------------------------- act-phase do
    @ACTIONS.action("use", None)
    def _do_use(self, pid: str, a: Action) -> None:
        ch = self.chars[pid]
        inst = a["card"]
        card = self.card(inst)
        ch["gold"] -= card.get("cost_gold", 0)
        eff, n = card.get("effect"), card.get("n", 1)
        if eff == "item":
            got = self._draw(card.get("item", "common"))
            if got:
                self._take_item(pid, got)
        else:
            self._gain(pid, {{"heal": "health"}.get(eff, eff): n}, card.name)
        if card.family == "positive":
            self.s["realm"]["squares"].pop(B.key(ch["realm"]))
            self.s["removed"].append(inst)
        else:
            sp = self.s["spaces"][ch["space"]]
            sp["adventures"] = [x for x in sp["adventures"] if x["card"] != inst]
            self.s["decks"]["adventure_discard"].append(inst)
        self._ev("opportunity_used", f"{ch['name']} uses {card.name}.", pid=pid, card=inst)

    @ACTIONS.action("take", None)
    def _do_take(self, pid: str, a: Action) -> None:
        ch = self.chars[pid]
        self.s["realm"]["squares"].pop(B.key(ch["realm"]))
        self._take_item(pid, a["card"])

    @ACTIONS.action("learn", None)
    def _do_learn(self, pid: str, a: Action) -> None:
        ch = self.chars[pid]
        ab = a["ability"]
        card = self.content.cards[ab]
        cost = card.get("cost", 0)
        ch["xp"] -= cost
        if card.family == "positive":  # Waterlore: Experience only
            self.s["realm"]["squares"].pop(B.key(ch["realm"]))
        else:
            g = self.content.space(ch["space"])["guild"]
            if g not in self.content.characters[ch["character"]]["guilds"]:
                ch["gold"] -= cost  # non-members pay the same again in Gold
            self.s["offers"][g].remove(ab)
        ch["abilities"].append(ab)
        self._ev("ability_learned", f"{ch['name']} learns {card.name}.", pid=pid, ability=ab)

    @ACTIONS.action("buy", None)
    def _do_buy(self, pid: str, a: Action) -> None:
        ch = self.chars[pid]
        kind = self.content.space(ch["space"])["kind"]
        self.s["markets"][kind].remove(a["item"])
        ch["gold"] -= int(self.card(a["item"]).get("price", 0))
        self._take_item(pid, a["item"])

    def price(self, inst: str) -> int:
        card = self.card(inst)
        if card.family == "treasure":
            return self.n("treasure_price_per_map") * card.get("maps")
        return int(card.get("price", 0))

    @ACTIONS.action("sell", None)
    def _do_sell(self, pid: str, a: Action) -> None:
        ch = self.chars[pid]
        gain = -(-self.price(a["item"]) // self.n("sell_divisor"))  # half, rounded up
        self._discard_item(pid, a["item"])
        ch["gold"] += gain
        self._ev("item_sold", f"{ch['name']} sells {self.name(a['item'])} for {gain} Gold.", pid=pid, gold=gain)

    @ACTIONS.action("repair", None)
    def _do_repair(self, pid: str, a: Action) -> None:
        ch = self.chars[pid]
        ch["gold"] -= self.n("repair_cost")
        ch["broken"].remove(a["item"])
        self._ev("item_repaired", f"{ch['name']} repairs {self.name(a['item'])}.", pid=pid)

    @ACTIONS.action("service", None)
    def _do_service(self, pid: str, a: Action) -> None:
        ch, svc = self.chars[pid], a["name"]
        self.s["turn"]["services"].append(svc)
        if svc == "monastery_heal":
            self._heal(pid, self.n("monastery_heal"))
        elif svc == "camp_heal":
            ch["gold"] -= self.n("camp_heal_price")
            self._heal(pid, 1)
        elif svc == "wasteland_magic":
            self._restore_magic(pid, self.n("wasteland_magic"))
        elif svc == "tower_magic":
            ch["gold"] -= 1
            self._restore_magic(pid, self.n("tower_magic_per_gold"))
        elif svc == "lodging":
            ch["gold"] -= self.n("lodging_price")
            self._heal(pid, 1)
            self._restore_magic(pid, 1)
            ch["lodged"] = True
        self._ev("service", f"{ch['name']} uses the space: {svc.replace('_', ' ')}.", pid=pid, service=svc)

    @ACTIONS.action("collect_fragment", None)
    def _do_collect_fragment(self, pid: str, a: Action) -> None:
        sp = self.s["spaces"][self.chars[pid]["space"]]
        self.chars[pid]["fragments"].append(sp["fragment"])
        sp["fragment"] = None
        self._ev("fragment_collected", f"{self.chars[pid]['name']} finds a Map Fragment.", pid=pid)

    @ACTIONS.action("dig", None)
    def _do_dig(self, pid: str, a: Action) -> None:
        ch = self.chars[pid]
        picks = list(a["treasures"])
        for t in picks:
            maps = self.card(t).get("maps")
            spent, ch["fragments"] = ch["fragments"][:maps], ch["fragments"][maps:]
            self._discard_fragments(spent)
            self.s["treasure_display"].remove(t)
            self._take_item(pid, t)
            if self.s["options"]["variant"] == "treasure_hunters":
                ch["fame"] += maps
                self._ev("fame", f"{ch['name']} gains {maps} Fame.", pid=pid, fame=ch["fame"])
        self.s["turn"]["dug"] = True
        if self.s["options"]["variant"] == "treasure_hunters":
            if not self.s["treasure_display"]:
                self._hunters_end()
            return
        rest, self.s["treasure_display"] = self.s["treasure_display"], []
        self.s["decks"]["treasures"] += rest  # the others go under the deck; three new come up
        d = self.s["decks"]["treasures"]
        self.s["treasure_display"] = d[:self.n("treasure_display")]
        del d[:self.n("treasure_display")]
        self._ev("treasures_revealed", "Three Treasures are revealed on the Island.", reveals=True,
                 treasures=list(self.s["treasure_display"]))

    def _discard_fragments(self, spent: list) -> None:
        for f in spent:
            if f.startswith("mf_"):
                self.s["decks"]["fragment_discard"].append(f)
            else:  # a Greater Guardian used as a map in Treasure Hunters leaves the game
                self.s["removed"].append(f)

    @ACTIONS.action("dig_random", None)
    def _do_dig_random(self, pid: str, a: Action) -> None:
        ch = self.chars[pid]
        n = self.n("random_treasure_first_dig")
        spent, ch["fragments"] = ch["fragments"][:n], ch["fragments"][n:]
        self._discard_fragments(spent)
        self.s["turn"]["dug"] = True
        first = self.s["decks"]["treasures"].pop(0)
        self._ev("treasure_drawn", f"{ch['name']} digs up something.", reveals=True, pid=pid)
        self.s["pending"] = {"type": "random_dig", "chooser": pid, "drawn": [first],
                             "prompt": "Dig again for 1 more Map Fragment, or keep one Treasure."}

    def _hunters_end(self) -> None:
        best = sorted(self.living(), key=lambda p: (self.chars[p]["fame"], len(self.chars[p]["fragments"])),
                      reverse=True)
        top = best[0]
        tie = len(best) > 1 and (self.chars[best[1]]["fame"], len(self.chars[best[1]]["fragments"])) == \
            (self.chars[top]["fame"], len(self.chars[top]["fragments"]))
        self._finish(None if tie else top, "the last Treasure is dug up" + (" (a tie)" if tie else ", most Fame"))

    @ACTIONS.action("end_turn", None)
    def _do_end_turn(self, pid: str, a: Action) -> None:
        self._end_turn()

    @ACTIONS.action("use_item", None)
    def _do_use_item(self, pid: str, a: Action) -> None:
        use = self.card(a["item"]).get("use")
        if use["effect"] == "heal":
            self._heal(pid, use["n"])
        else:
            self._restore_magic(pid, use["n"])
        self._ev("item_used", f"{self.chars[pid]['name']} uses {self.name(a['item'])}.", pid=pid)
        self._discard_item(pid, a["item"])

    @ACTIONS.action("hold", None)
    def _do_hold(self, pid: str, a: Action) -> None:
        self.chars[pid]["held"] = list(a["items"])
        self._ev("held", f"{self.chars[pid]['name']} changes what is held.", pid=pid, items=list(a["items"]))

    @ACTIONS.action("swim_extra_turn", None)
    def _do_swim_extra_turn(self, pid: str, a: Action) -> None:
        self.s["turn"]["swim_used"] = True
        self._use_bubbles(pid, 1, "Swimming")
        self.s["turn"]["extra"] += 1
        self._ev("swim", f"{self.chars[pid]['name']} swims hard for an extra turn.", pid=pid)

    # ------------------------------------------------------------ decisions
    def _decision_options(self, p: dict) -> list[Action]:
        t, pid = p["type"], p["chooser"]
        ch = self.chars[pid]
        ch_ = lambda **kw: Action.make("choose", **kw)  # noqa: E731
        if t == "bubble_bag":
            bonus = self.has_effect(pid, "bag_bonus", realm_only_ok=True) or 0
            return [ch_(gold=0, bubbles=0)] + [ch_(gold=g, bubbles=b + bonus)
                                              for g, b in self.content.realm["bubble_bags"] if ch["gold"] >= g]
        if t == "shield":
            return [ch_(shield=True), ch_(shield=False)]
        if t == "pvp_loss":
            return [ch_(lose="health")] + [ch_(lose="item")]
        if t == "pvp_item":
            return [ch_(item=i) for i in self.chars[p["loser"]]["items"]]
        if t == "aggressive":
            return [ch_(take="fragment"), ch_(take="choice")]
        if t == "reveal_realm":
            return [ch_(square=k) for k, v in sorted(self.s["realm"]["squares"].items()) if not v["up"]]
        if t == "dream":
            return [ch_(target=x) for x in self._dream_targets()]
        if t == "limit":
            return [ch_(discard=x) for x in ch[p["what"]]]
        if t == "exit_space":
            return [ch_(space=s) for s in self.gate_spaces()]
        if t == "enter_now":
            return [ch_(enter=True), ch_(enter=False)]
        if t == "ten_pick":
            return [ch_(keep=x) for x in p["cards"]]
        if t == "random_dig":
            opts = [ch_(keep=x) for x in p["drawn"]]
            if len(ch["fragments"]) >= self.n("random_treasure_next_dig") and self.s["decks"]["treasures"]:
                opts.append(ch_(dig_again=True))
            return opts
        if t == "battleground":
            return [ch_(space=s) for s in B.ring(self.content)]
        return []

    @ACTIONS.action("choose", None)
    def _do_choose(self, pid: str, a: Action) -> None:
        p = self.s["pending"]
        self.s["pending"] = None
        getattr(self, "_answer_" + p["type"])(p, a)

    def _answer_bubble_bag(self, p: dict, a: Action) -> None:
        pid = p["chooser"]
        ch = self.chars[pid]
        ch["gold"] -= a["gold"]
        ch["bag"] = ch["bubbles"] = a["bubbles"]
        ch["realm"] = list(self.content.realm["entrance"])
        self._ev("entered_realm", f"{ch['name']} enters the Water Realm with {a['bubbles']} Bubbles.", pid=pid,
                 bubbles=a["bubbles"])
        self._end_turn()  # the realm's rules apply from the next turn

    def _answer_shield(self, p: dict, a: Action) -> None:
        ctx = p["ctx"]
        result = p.get("result", "lose")
        if a["shield"]:
            inst = self._shield_of(p["chooser"], ctx["battle"])
            self.chars[p["chooser"]]["broken"].append(inst)
            self._ev("shield_broken", f"{self.chars[p['chooser']]['name']}'s shield breaks: the battle is a draw.",
                     pid=p["chooser"])
            result = "draw"
        self._finish_fight(ctx, result)

    def _answer_pvp_loss(self, p: dict, a: Action) -> None:
        if a["lose"] == "health":
            self._pvp_health(p["chooser"])
            self._after_pvp(p["ctx"])
        else:
            self.s["pending"] = {"type": "pvp_item", "chooser": p["winner"], "loser": p["chooser"], "ctx": p["ctx"],
                                 "prompt": "Choose the Item you take."}

    def _answer_pvp_item(self, p: dict, a: Action) -> None:
        loser, winner = p["loser"], p["chooser"]
        inst = a["item"]
        self._let_go(loser, inst)
        self._take_item(winner, inst)
        self._after_pvp(p["ctx"])

    def _answer_aggressive(self, p: dict, a: Action) -> None:
        if a["take"] == "fragment":
            self._take_fragment(p["chooser"], p["loser"])
            self._after_pvp(p["ctx"])
        else:
            self._loser_chooses(p["chooser"], p["loser"], p["ctx"])

    def _answer_reveal_realm(self, p: dict, a: Action) -> None:
        slot = self.s["realm"]["squares"][a["square"]]
        slot["up"] = True
        self._ev("realm_card_revealed", f"Revealed in the Water Realm: {self.name(slot['card'])}.", reveals=True,
                 square=a["square"], card=slot["card"])
        left = p["left"] - 1
        if left > 0 and any(not v["up"] for v in self.s["realm"]["squares"].values()):
            self.s["pending"] = dict(p, left=left)

    def _answer_dream(self, p: dict, a: Action) -> None:
        where, slot = a["target"].split(":")
        if where == "palace":
            self.s["realm"]["palace"]["revealed"].append(slot)
            self._ev("dream_revealed", "A vision shows what waits in the Undersea Palace.", reveals=True,
                     target=a["target"])
            return
        plane = self.s["planes"][where]
        plane["revealed"].append(slot)
        self._ev("dream_revealed", "A vision reveals a hidden card of an Astral Plane.", reveals=True,
                 target=a["target"])
        if slot == "lesser" and self.s["realm"] and plane["lesser"] == self.content.family("gate")[0].id:
            self._reveal_gate(where)

    def _answer_limit(self, p: dict, a: Action) -> None:
        pid = p["chooser"]
        if p["what"] == "items":
            self._discard_item(pid, a["discard"])
        else:
            self._discard_ability(pid, a["discard"])
        self._ev("discarded", f"{self.chars[pid]['name']} discards {self.name(a['discard'])} (limit).", pid=pid)
        self._end_round()

    def _answer_exit_space(self, p: dict, a: Action) -> None:
        pid = p["chooser"]
        if p.get("then") == "end":
            self.chars[pid]["space"] = a["space"]
            self._ev("moved", f"{self.chars[pid]['name']} returns to the main board.", pid=pid, to=a["space"])
            if self.s["outcome"] is None and self.active == pid:
                self._end_turn()
            self._maybe_final_battle()
            return
        self._arrive_main(pid, a["space"], "surfaces")  # continue as if just arrived in the Movement phase

    def _answer_enter_now(self, p: dict, a: Action) -> None:
        if a["enter"]:
            self._do_enter_realm(p["chooser"])
        else:
            self._end_turn()

    def _answer_ten_pick(self, p: dict, a: Action) -> None:
        self.s["box"] += [x for x in p["cards"] if x != a["keep"]]
        self._artifacts_won(p["chooser"], [a["keep"]], p["then"])

    def _answer_random_dig(self, p: dict, a: Action) -> None:
        pid = p["chooser"]
        ch = self.chars[pid]
        if a.get("dig_again"):
            n = self.n("random_treasure_next_dig")
            spent, ch["fragments"] = ch["fragments"][:n], ch["fragments"][n:]
            self._discard_fragments(spent)
            p["drawn"].append(self.s["decks"]["treasures"].pop(0))
            self._ev("treasure_drawn", f"{ch['name']} digs deeper.", reveals=True, pid=pid)
            self.s["pending"] = p
            return
        rest = [x for x in p["drawn"] if x != a["keep"]]
        self.rng.shuffle(rest)
        self.s["decks"]["treasures"] += rest
        self._take_item(pid, a["keep"])

    def _answer_battleground(self, p: dict, a: Action) -> None:
        self.s["battleground"] = a["space"]
        for pid in self.living():
            if self.chars[pid]["artifacts"]:
                self.chars[pid]["space"] = a["space"]
        self._ev("battleground", f"The Final Battle will be fought at {self.content.space(a['space'])['name']}.",
                 space=a["space"])
        if not self.chars[self.active]["artifacts"]:
            self._next_player()

    # ------------------------------------------------------------ game end
    def artifacts_out(self) -> bool:
        """Every Artifact in play is held by a living character (none in a plane,
        in the palace, or lying where someone died)."""
        if any(p["artifacts"] for p in self.s["planes"].values()):
            return False
        if self.s["realm"] and (self.s["realm"]["palace"]["artifacts"] or self.s["realm"]["lying"]):
            return False
        return not any(sp["artifacts"] for sp in self.s["spaces"].values())

    def _check_win(self) -> None:
        """Four Artifacts win; the fifth comes automatically unless its holder has
        a Pearl of the Abyss. With the Water Realm the game cannot end before its
        Artifact is brought out."""
        if self.s["options"]["variant"] != "standard" or self.s["outcome"] is not None:
            return
        realm = self.s["realm"]
        realm_open = realm is not None and (realm["gate_plane"] is None or realm["palace"]["artifacts"]
                                            or realm["lying"])
        for pid in self.living():
            ch = self.chars[pid]
            if len(ch["artifacts"]) < self.n("artifacts_to_win"):
                continue
            if realm_open:
                continue
            holders = [q for q in self.living() if q != pid and self.chars[q]["artifacts"]]
            if any(self.chars[q]["pearl"] for q in holders):
                continue
            if any(sp["artifacts"] for sp in self.s["spaces"].values()):
                continue
            for q in holders:
                for art in list(self.chars[q]["artifacts"]):
                    self._let_go(q, art)
                    ch["artifacts"].append(art)
            self._finish(pid, "holds four Artifacts")
            return
        self._maybe_final_battle()

    def _maybe_final_battle(self) -> None:
        """Once every Artifact is out and nobody has won, the Final Battle begins
        (at the start of the next round, so the current turn ends cleanly)."""
        if (self.s["final_battle"] or self.s["outcome"] is not None or self.s["options"]["variant"] != "standard"
                or not self.artifacts_out()):
            return
        self.s["final_due"] = True

    def _start_final_battle(self) -> None:
        """Provisional (L): everyone comes back from the realm, the battleground is
        chosen, Artifact holders meet there and fight; each lost battle hands an
        Artifact to the winner, until someone holds four."""
        self.s["final_battle"] = True
        self.phase = Phase.FINAL
        for p in self.living():
            ch = self.chars[p]
            if ch["realm"] is not None:
                ch["realm"], ch["bubbles"], ch["bag"] = None, 0, 0
                ch["space"] = self.gate_spaces()[0]
        self._ev("final_battle", "Every Artifact is out: the Final Battle begins.")
        self.s["pending"] = {"type": "battleground", "chooser": self._battleground_chooser(),
                             "prompt": "Choose the battleground for the Final Battle."}

    def _final_actions(self, pid: str) -> list[Action]:
        ch = self.chars[pid]
        acts = []
        for t in self.living():
            tc = self.chars[t]
            if t == pid or not tc["artifacts"] or not ch["artifacts"]:
                continue
            acts.append(Action.make("attack", target=t, battle="strength", maps=False))
            if ch["magic"] >= self.n("force_wills_magic_vs_character") + len(tc["artifacts"]):
                acts.append(Action.make("attack", target=t, battle="wills", maps=False))
        return acts or [Action.make("end_turn")]

    def _battleground_chooser(self) -> str:
        """The holder of the battleground Artifact; else the lowest numeral of the
        new set; else (ours) the first holder in seat order."""
        holders = [p for p in self.living() if self.chars[p]["artifacts"]]
        for p in holders:
            if any(self.content.cards[a].get("battleground_chooser") for a in self.chars[p]["artifacts"]):
                return p
        best = None
        for p in holders:
            for art in self.chars[p]["artifacts"]:
                num = self.content.cards[art].get("numeral")
                if num and (best is None or num < best[0]):
                    best = (num, p)
        return best[1] if best else holders[0]

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
    Phase.MOVE: (Game._move_actions, Game._anytime_actions),
    Phase.ENCOUNTER: (Game._fight_actions,),
    Phase.ACT: (Game._act_actions, Game._anytime_actions),
    Phase.FINAL: (Game._final_actions,),
}

"""The "What now?" hint: one good next step for the Dreamer who acts, and why.

Found by simulating ahead. Each candidate step is tried on a few re-dealt
copies of the game and played out to the end of the Turn by the heuristic
Team (`game.autoplay.heuristic_action`); the step whose plays end best wins.

The hint only knows what the players know. Before simulating, every hidden
pile (each Dreamer's deck, the Turn cards not yet revealed, the Flaw deck, the
Morphing bag, the campaign's face-down decks and the Dream's Secrets) is
gathered, put in a fixed order and dealt back at random from a seed, and the
game's own random generator is replaced: two games that differ only in what
nobody has seen give the same hint.

Pure: no pygame, no files. The table asks `suggest(game, who)`.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from functools import partial

from game.autoplay import PREFERENCE, heuristic_action
from game.rules.core import Action, IllegalAction, Rng
from game.i18n import N_, Said, SaidList, SaidN

SEED = 0x5EED  # the re-deals' seed: fixed, so a hint is repeatable
MAX_CANDIDATES = 7
ROLLOUT_STEPS = 40  # actions after the candidate; a Turn of four Dreamers fits
# What a simulated end of Turn is worth, feature by feature (see _features).
WEIGHTS = {"won": 1000.0, "lost": -1000.0, "dead": -200.0, "distress": -12.0, "entities": -60.0,
           "markers": 8.0, "resolved": 30.0, "morphings": -10.0, "ether": 3.0, "gems": 6.0, "keys": 10.0,
           "items": 8.0, "cards": -4.0, "hours": 2.0, "reach": -3.0}


@dataclass
class Hint:
    action: Action
    who: str | None
    label: str          # the step in a few words: "Move to C2" (a Said: worded again when shown)
    reason: str         # one sentence saying why (a Said)
    plays: int = 0      # simulated plays behind it
    scores: dict = field(default_factory=dict)  # candidate label -> mean score, best first

    @property
    def sentence(self) -> str:
        """What the message bar says: a Said, so a change of language rewords it."""
        return Said("What now? {label}. {reason}", label=self.label, reason=self.reason)


# -- information safety --------------------------------------------------------

def redeal(game, sample: int):
    """A copy of `game` in which everything hidden is dealt anew from what is
    still unknown, seeded by `sample` alone (never by the hidden order)."""
    from game.rules.etherfields import Game
    data = game.to_data()
    rng = Rng(SEED * 1_000_003 + sample)

    def deal(cards: list) -> list:
        cards = sorted(cards)
        rng.shuffle(cards)
        return cards

    for d in data["dreamers"].values():
        d["deck"] = deal(d["deck"])
    # Revealed Turn cards go on top of the Turn discard, one per Turn begun;
    # below them lie the cards set aside unseen when the Slumber began.
    discard = data["turn_discard"]
    seen = max(0, min(len(discard), game.turn_number - (1 if game.turn_card else 0)))
    unknown = deal(data["turn_deck"] + discard[seen:])
    n = len(data["turn_deck"])
    data["turn_deck"], data["turn_discard"] = unknown[:n], discard[:seen] + unknown[n:]
    data["flaw_deck"] = deal(data["flaw_deck"])
    data["morphing_bag"] = sorted(data["morphing_bag"])
    camp = data.get("campaign") or {}
    for key in ("fate_deck", "map_tile_deck", "influence_market"):
        if isinstance(camp.get(key), list):
            camp[key] = deal(camp[key])
    if isinstance(camp.get("slumber_deck"), list):  # the Delta Phase keeps its place; the Slumbers are face down
        deck = camp["slumber_deck"]
        slots = [i for i, t in enumerate(deck) if getattr(game.card(t), "kind", None) != "delta_phase"]
        for i, t in zip(slots, deal([deck[i] for i in slots])):
            deck[i] = t
    if isinstance(camp.get("dream_secrets"), list):
        camp["dream_secrets"] = sorted(camp["dream_secrets"])
    data["rng"] = rng.next64()  # dice and shuffles to come are unknown too
    return Game.from_data(data, game.content)


# -- what to try ---------------------------------------------------------------

def acting_dreamer(game, who: str | None = None) -> str | None:
    """Whose step the hint is for: the chooser of a waiting Decision, the
    Dreamer whose round it is, or the one at the table (`who`)."""
    pending = game.pending
    if pending is not None and pending.chooser in game.dreamers:
        return pending.chooser
    if game.options.get("play_order") == "rounds" and game.active in game.dreamers:
        return game.active
    doers = {a.get("dreamer") for a in game.legal_actions()}
    if pending is not None or (who in game.dreamers and who in doers):
        return who
    # The one at the table has nothing left to do (drawn, passed): whoever still has.
    return next((d for d in game.order if d in doers), who)


def candidates(game, who: str | None) -> list[Action]:
    """A handful of distinct steps worth comparing, the heuristic's own first."""
    acts = game.legal_actions()
    if not acts:
        return []
    if game.pending is not None:
        options = game.pending.options
        return options[:MAX_CANDIDATES]
    mine = [a for a in acts if a.get("dreamer", who) == who and a.kind not in ("spend_hours", "peek")]
    first = heuristic_action(game, random.Random(SEED)) if mine else None
    reach = _reach(game)
    best: dict = {}
    for a in mine:
        if a.kind in ("move", "effort", "enter"):
            key = (a.kind, tuple(a["to"]))
        elif a.kind == "interact":
            key = (a.kind, a["index"])
        elif a.kind == "draw":
            key = (a.kind, a.get("discard"))
        else:
            key = (a.kind, a.get("card"), a.get("item"), a.get("index"), a.get("space"), a.get("with"))
        if key not in best or len(a.get("pay", ())) < len(best[key].get("pay", ())):
            best[key] = a  # the same step paid with fewer cards
    moves = sorted((a for k, a in best.items() if k[0] == "move"), key=lambda a: (reach(tuple(a["to"])), a["to"]))
    efforts = sorted((a for k, a in best.items() if k[0] == "effort"), key=lambda a: (reach(tuple(a["to"])), a["to"]))
    others = [a for k, a in best.items() if k[0] not in ("move", "effort")]
    rank = {k: i for i, k in enumerate(PREFERENCE + ("pass",))}
    others.sort(key=lambda a: rank.get(a.kind, len(rank)))
    out = [first] if first in mine else []
    for a in others[:4] + moves[:2] + efforts[:1] + others[4:]:
        if a not in out:
            out.append(a)
    return out[:MAX_CANDIDATES]


def _reach(game):
    """Distance from a space to the nearest Entity (99 when there is none)."""
    ds = game.dreamscape
    fields = [ds.distances_from(tuple(e["pos"])) for e in game.entities]

    def reach(p) -> int:
        return min((f[p] for f in fields if p in f), default=99)
    return reach


# -- playing ahead -------------------------------------------------------------

def _features(game, events: list, living_cards: dict) -> dict:
    alive = [d for d in game.dreamers.values() if not d.dead]
    reach = _reach(game)
    ends = [e.data.get("result") for e in events if e.kind == "slumber_end"]
    outcome = game.outcome.result if game.outcome else None
    return {
        "won": float("won" in ends or outcome == "won"),
        "lost": float(outcome == "lost" or any(e.kind == "lost" for e in events)),
        "dead": float(sum(d.dead for d in game.dreamers.values())),
        "distress": float(sum(d.distress for d in alive)),
        "entities": float(len(game.entities)),
        "markers": float(sum(e.kind == "gradual" for e in events)),
        "resolved": float(sum(e.kind in ("gradual_done", "morphing_removed") for e in events)),
        "morphings": float(len(game.morphings)),
        "ether": float(sum(d.ether for d in alive)),
        "gems": float(sum(d.gems for d in alive)),
        "keys": float(game.team.keys),
        "items": float(len(game.team.items) + len(game.team.storage)),
        "cards": float(sum(living_cards[d.id] - d.living_cards() for d in alive if d.id in living_cards)),
        "hours": float(game.hours),
        "reach": float(sum(min(reach(d.pos), 6) for d in alive if d.pos is not None) / max(1, len(alive)))
        if game.entities else 0.0,
    }


def _rollout(game, first: Action, seed: int, deadline: float) -> dict | None:
    """Play `first`, then the heuristic Team to the end of this Turn; the
    features of where that leads, or None when time ran out."""
    turn, mode = game.turn_number, game.mode
    living_cards = {d.id: d.living_cards() for d in game.dreamers.values()}
    try:
        events = list(game.apply(first))
    except IllegalAction:
        return None
    rng = random.Random(seed)
    for _n in range(ROLLOUT_STEPS):
        if game.outcome is not None or game.turn_number != turn or game.mode != mode:
            break
        if time.perf_counter() > deadline:
            return None
        action = heuristic_action(game, rng)
        if action is None:
            break
        try:
            events += game.apply(action)
        except IllegalAction:
            break
    return _features(game, events, living_cards)


def _score(f: dict) -> float:
    return sum(WEIGHTS[k] * v for k, v in f.items())


def suggest(game, who: str | None = None, seconds: float = 0.45, samples: int = 3) -> Hint | None:
    """The hint for the Dreamer who acts; None when nothing can be done.
    Up to `samples` re-deals, each trying every candidate, within `seconds`
    (a round the clock interrupts is left out, so rounds stay comparable)."""
    start = time.perf_counter()
    deadline = start + seconds
    who = acting_dreamer(game, who)
    cands = candidates(game, who)
    if not cands:
        return None
    if len(cands) == 1:
        return Hint(cands[0], who, describe(game, cands[0]), Said("It is the only step the rules allow now."))
    totals: dict[Action, list[dict]] = {a: [] for a in cands}
    for sample in range(samples):
        world = redeal(game, sample)
        got = {}
        for a in cands:
            f = _rollout(world.copy(), a, sample, deadline)  # a fresh copy: from_data shares some lists
            if f is None:
                break
            got[a] = f
        if len(got) < len(cands):
            if sample == 0:  # not even one full round: keep what was measured
                for a, f in got.items():
                    totals[a].append(f)
            break
        for a, f in got.items():
            totals[a].append(f)
    tried = {a: fs for a, fs in totals.items() if fs}
    if not tried:
        return Hint(cands[0], who, describe(game, cands[0]),
                    Said("It is what a careful Team does first here (there was no time to play ahead)."))
    means = {a: {k: sum(f[k] for f in fs) / len(fs) for k in WEIGHTS} for a, fs in tried.items()}
    order = sorted(tried, key=lambda a: (-_score(means[a]), cands.index(a)))
    best = order[0]
    plays = sum(len(fs) for fs in tried.values())
    reason = _why(game, best, means, order, len(tried[best]))
    return Hint(best, who, describe(game, best), reason, plays,
                {describe(game, a): round(_score(means[a]), 1) for a in order})


# -- saying why ----------------------------------------------------------------

PHRASES = {
    "won": N_("it ends the Slumber in victory more often"),
    "lost": N_("it avoids a defeat the other steps run into"),
    "dead": N_("it keeps every Dreamer alive"),
    "distress": N_("the Team ends the Turn with {n} less Distress"),
    "entities": N_("it drives an Entity off the Dreamscape"),
    "markers": N_("it puts more Intent on the Entity's Interactions"),
    "resolved": N_("it completes an Interaction or tears off a Morphing"),
    "morphings": N_("the Entity ends the Turn with fewer Morphings"),
    "ether": N_("the Team ends the Turn with {n} more Ether"),
    "gems": N_("it brings in a Shining Gem"),
    "keys": N_("it wins a Key"),
    "items": N_("it gains an Item"),
    "cards": N_("it keeps more cards alive in the Dreamers' decks"),
    "hours": N_("it keeps {n} more Hours for later"),
    "reach": N_("it brings the Dreamers within reach of the Entity"),
}


def _why(game, best: Action, means: dict, order: list, plays: int) -> str:
    """The feature that most sets the best step apart from the next best (a Said)."""
    plays_said = SaidN("{n} simulated play of this Turn, hidden cards re-dealt",
                       "{n} simulated plays of this Turn, hidden cards re-dealt", n=plays)
    if len(order) < 2:
        return Said("It came out best in {plays_said}.", plays_said=plays_said)
    other = order[1]
    gains = {k: WEIGHTS[k] * (means[best][k] - means[other][k]) for k in WEIGHTS}
    key = max(gains, key=lambda k: gains[k])
    if gains[key] <= 0.01:
        return Said("It did at least as well as {describe} in {plays_said}.", describe=describe(game, other),
                    plays_said=plays_said)
    n = abs(means[best][key] - means[other][key])
    n_said = f"{n:.0f}" if abs(n - round(n)) < 0.05 else f"{n:.1f}"
    phrase = Said(PHRASES[key], n=n_said)
    return Said("Compared with {describe}, {phrase} ({plays_said}).", describe=describe(game, other), phrase=phrase,
                plays_said=plays_said)


# A space as the table shows it: the room's name is written on its tile, and a
# tile is two spaces by two (grid codes such as "A2" are drawn nowhere).
CORNER_OF = {(0, 0): N_("the top left of {room}"), (1, 0): N_("the top right of {room}"),
             (0, 1): N_("the bottom left of {room}"), (1, 1): N_("the bottom right of {room}")}


def room_label(game, pos) -> str:
    """"the top right of Nursery, Toy Box Corner": the space by the name drawn on its tile (a Said)."""
    from game.rules.etherfields.geometry import space_label
    pos = tuple(pos)
    space = game.dreamscape.spaces.get(pos)
    if space is None or not space.tile:
        return space_label(pos)
    return Said(CORNER_OF[(pos[0] % 2, pos[1] % 2)], room=game.name(space.tile))


def describe(game, a: Action) -> str:
    """The step in a few words, for the message bar (a Said: worded again when shown)."""
    space_label = partial(room_label, game)
    kind = a.kind
    who = game.name(a["dreamer"]) if a.get("dreamer") in game.dreamers else Said("The Team")
    if kind == "choose":
        label = a.get("label")
        return Said("Choose {option}", option=str(label) if label else Said("option {n}", n=a["option"] + 1))
    if kind in ("move", "effort"):
        pay = len(a.get("pay", ()))
        where = space_label(tuple(a["to"]))
        if kind == "effort":
            return Said("{who}: move to {where} (an Effort, paid in Hours)", who=who, where=where)
        return SaidN("{who}: move to {where} ({n} card)", "{who}: move to {where} ({n} cards)", who=who, where=where, n=pay)
    if kind == "enter":
        return Said("{who}: start at {where} instead", who=who, where=space_label(tuple(a["to"])))
    if kind == "interact":
        from game.rules.etherfields.interactions import interactions
        inter = interactions(game)[a["index"]]  # the tile's own, then a Deliverance its Wisdom unlocks
        return Said("{who}: {name} on the Entity", who=who, name=inter.name)
    if kind in ("play", "place_progress", "use_progress", "remove_flaw", "use_item"):
        said = {"play": N_("{who}: play {card}"), "place_progress": N_("{who}: place {card}"),
                "use_progress": N_("{who}: use {card}"), "remove_flaw": N_("{who}: remove {card}"),
                "use_item": N_("{who}: use {card}")}[kind]
        return Said(said, who=who, card=game.name(a["item"] if kind == "use_item" else a["card"]))
    if kind == "draw" and a.get("discard"):
        return Said("{who}: discard {cards}, then draw", who=who, cards=SaidList(game.name(c) for c in a["discard"]))
    words = {"draw": N_("draw cards"), "pass": N_("pass"), "map_action": N_("use the space's Map action"),
             "gain_gem": N_("gain a Shining Gem"), "place_gem": N_("set a Gem in the slot"), "take_gem": N_("take the Gem back"),
             "use_mask": N_("use the Mask"), "back_action": N_("use the character action"),
             "use_token": N_("spend the Personal token"), "remove_morphing": N_("remove a Morphing"),
             "skip": N_("Skip this Slumber"), "travel": N_("travel")}
    step = Said(words[kind]) if kind in words else kind.replace("_", " ")
    return Said("{who}: {step}", who=who, step=step)


def search_action(game, rng: random.Random, seconds: float = 0.1) -> Action | None:
    """A Team that plays ahead (for `python -m game.balance --team search`):
    in the Card and Action step it takes the hint's step, found the same way
    on a short clock; elsewhere it does what the heuristic Team does."""
    if game.phase != "actions" or game.pending is not None:
        return heuristic_action(game, rng)
    who = next((d for d in game.order if not game.dreamers[d].dead and not game.dreamers[d].passed), None)
    # Short rollouts can favour stalling (a free step that delays the Entity
    # past their horizon): after a dozen searched steps in one Turn, the
    # Dreamer plays on as the heuristic Team does.
    counts = rng.__dict__.setdefault("searched_steps", {})
    key = (game.turn_number, who)
    counts[key] = counts.get(key, 0) + 1
    if who is None or counts[key] > 12:
        return heuristic_action(game, rng)
    found = suggest(game, who, seconds=seconds, samples=1)
    if found is None or not found.plays:  # no time to play ahead: do what the heuristic Team does
        return heuristic_action(game, rng)
    return found.action

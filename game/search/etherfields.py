"""Etherfields for the search service: what to try, how to re-deal what is
hidden, and how to play a step out and judge where it leads.

The "What now?" hint (game/hint.py) and the Team that plays ahead
(`python -m game.balance --team search`, the strength bench) both ask
`game.search.choose` with `EtherfieldsModel`.

Information safety: before any playout, every hidden pile (each Dreamer's
deck, the Turn cards not yet revealed, the Flaw deck, the Morphing bag, the
campaign's face-down decks and the Dream's Secrets) is gathered, put in a
fixed order and dealt back at random from a seed, and the game's own random
generator is replaced: two games that differ only in what nobody has seen
give the same search.

Pure: no pygame, no files.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.autoplay import PREFERENCE, changes_something, heuristic_action
from game.rules.core import Action, IllegalAction, Rng

SEED = 0x5EED  # the re-deals' seed: fixed, so a search is repeatable
MAX_CANDIDATES = 7
ROLLOUT_STEPS = 40  # actions after the candidate; a Turn of four Dreamers fits
# What a simulated end of Turn is worth, feature by feature (see features).
WEIGHTS = {"won": 1000.0, "lost": -1000.0, "ended": -600.0, "dead": -200.0, "distress": -12.0, "entities": -60.0,
           "markers": 8.0, "track": 60.0, "resolved": 30.0, "morphings": -10.0, "ether": 3.0, "gems": 6.0, "keys": 10.0,
           "items": 8.0, "cards": -4.0, "hours": 2.0, "reach": -3.0}


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
    """Whose step it is: the chooser of a waiting Decision, the Dreamer whose
    round it is, or the one at the table (`who`)."""
    pending = game.pending
    if pending is not None and pending.chooser in game.dreamers:
        return pending.chooser
    if game.options.get("play_order") == "rounds" and game.active in game.dreamers:
        return game.active
    acts = game.legal_actions()
    doers = {a.get("dreamer") for a in acts}
    if pending is not None or (who in game.dreamers and who in doers):
        return who
    # The one at the table has nothing left to do (drawn, passed): whoever still has, first
    # one the step waits for (who may still draw or pass), not one who has passed and could
    # only use a card or an action "at any moment".
    waited = {a.get("dreamer") for a in acts if a.kind in ("draw", "pass")}
    return next((d for d in game.order if d in waited), next((d for d in game.order if d in doers), who))


def candidates(game, who: str | None) -> list[Action]:
    """A handful of distinct steps worth comparing, the heuristic's own first."""
    acts = game.legal_actions()
    if not acts:
        return []
    if game.pending is not None:
        options = game.pending.options
        return options[:MAX_CANDIDATES]
    mine = [a for a in acts if a.get("dreamer", who) == who and a.kind not in ("spend_hours", "peek")]
    # Steps are tried on a re-dealt copy, never on the table: what a step does may hang on a hidden card.
    seen = redeal(game, 0)
    first = heuristic_action(seen, random.Random(SEED)) if mine else None
    reach = entity_reach(game)
    best: dict = {}
    for a in mine:
        key: tuple
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
    out: list[Action] = [first] if first is not None and first in mine else []
    for a in others[:4] + moves[:2] + efforts[:1] + others[4:]:
        if a not in out:
            out.append(a)
    # A step that changes nothing (a free one with nothing left to do) is never worth
    # suggesting: following it, the Team would take it again and again.
    useful = [a for a in out if a.kind in ("draw", "pass") or changes_something(seen, a)]
    return (useful or out)[:MAX_CANDIDATES]


def entity_reach(game):
    """Distance from a space to the nearest Entity (99 when there is none)."""
    ds = game.dreamscape
    fields = [ds.distances_from(tuple(e["pos"])) for e in game.entities]

    def reach(p) -> int:
        return min((f[p] for f in fields if p in f), default=99)
    return reach


# -- playing ahead -------------------------------------------------------------

def features(game, events: list, living_cards: dict) -> dict:
    """Where a playout ended, as numbers (see WEIGHTS)."""
    alive = [d for d in game.dreamers.values() if not d.dead]
    reach = entity_reach(game)
    ends = [e.data.get("result") for e in events if e.kind == "slumber_end"]
    outcome = game.outcome.result if game.outcome else None
    return {
        "won": float("won" in ends or outcome == "won"),
        "lost": float(outcome == "lost" or any(e.kind == "lost" for e in events)),
        # A Slumber ended without a victory (out of Turns, or Skipped) is a Slumber not won.
        "ended": float("ended" in ends),
        "dead": float(sum(d.dead for d in game.dreamers.values())),
        "distress": float(sum(d.distress for d in alive)),
        "entities": float(len(game.entities)),
        "markers": float(sum(e.kind == "gradual" for e in events)),
        # How far the Team is along its furthest Gradual action (markers per Dreamer needed): Intent
        # spread over two of them finishes neither.
        "track": max((t.get("markers", 0) for t in game.gradual.values()), default=0) / max(1, len(alive)),
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


def score(f: dict) -> float:
    return sum(WEIGHTS[k] * v for k, v in f.items())


def rollout(game, first: Action, rng: random.Random) -> dict | None:
    """Play `first`, then the heuristic Team to the end of this Turn; the
    features of where that leads (None when the rules refuse `first`)."""
    turn, mode = game.turn_number, game.mode
    living_cards = {d.id: d.living_cards() for d in game.dreamers.values()}
    try:
        events = list(game.apply(first))
    except IllegalAction:
        return None
    for _n in range(ROLLOUT_STEPS):
        if game.outcome is not None or game.turn_number != turn or game.mode != mode:
            break
        action = heuristic_action(game, rng)
        if action is None:
            break
        try:
            events += game.apply(action)
        except IllegalAction:
            break
    return features(game, events, living_cards)


@dataclass
class EtherfieldsModel:
    """The search's Model for Etherfields. It keeps the features of every
    playout, so the hint can say which one set its step apart."""
    who: str | None = None
    played: dict = field(default_factory=dict)  # candidate -> [features of each playout]

    def candidates(self, game, viewer) -> list[Action]:
        return candidates(game, viewer)

    def determinise(self, game, viewer, sample: int):
        return redeal(game, sample)

    def playout(self, world, first: Action, viewer, rng: random.Random) -> float | None:
        f = rollout(world, first, rng)
        if f is None:
            return None
        self.played.setdefault(first, []).append(f)
        return score(f)

"""The "What now?" hint: one good next step for the Dreamer who acts, and why.

Found by simulating ahead with the search service (`game.search.choose`,
Etherfields' model in game/search/etherfields.py): each candidate step is
played out on many re-dealt copies of the game, the same copies for every
candidate, for the whole budget; the step whose plays end best wins.

The hint only knows what the players know: the re-deal gathers every hidden
pile and deals it back from a seed, and replaces the dice to come, so two
games that differ only in what nobody has seen give the same hint.

Pure: no pygame, no files. The table asks `suggest(game, who)`.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import partial

from game.autoplay import heuristic_action
from game.rules.core import Action
from game.i18n import N_, Said, SaidList, SaidN
from game.search import Budget, choose
from game.search.etherfields import WEIGHTS, EtherfieldsModel, acting_dreamer


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


def suggest(game, who: str | None = None, seconds: float = 0.45, samples: int | None = None) -> Hint | None:
    """The hint for the Dreamer who acts; None when nothing can be done.
    Searches for `seconds` of CPU time (`game.search.choose`), or for
    `samples` re-deals of every candidate when given (a repeatable hint)."""
    who = acting_dreamer(game, who)
    model = EtherfieldsModel(who)
    cands = model.candidates(game, who)
    if not cands:
        return None
    if len(cands) == 1:
        return Hint(cands[0], who, describe(game, cands[0]), Said("It is the only step the rules allow now."))
    plays = None if samples is None else samples * len(cands)
    got = choose(game, model, who, Budget(seconds, plays), seed=0)
    best = got.action
    if best is None or not got.plays or not got.counts:
        return Hint(cands[0], who, describe(game, cands[0]),
                    Said("It is what a careful Team does first here (there was no time to play ahead)."))
    # The survivor of the search first, then the others by their mean.
    order = [best] + [a for a in got.means if a != best]
    # The features of the playouts the search counted (a round the clock cut short comes last and is left out).
    means = {a: _mean_features(model.played.get(a, [])[: got.counts[a]]) for a in order}
    reason = _why(game, best, means, order, got.counts[best])
    return Hint(best, who, describe(game, best), reason, got.plays,
                {describe(game, a): round(got.means[a], 1) for a in order})


def _mean_features(fs: list[dict]) -> dict:
    return {k: sum(f[k] for f in fs) / len(fs) if fs else 0.0 for k in WEIGHTS}


# -- saying why ----------------------------------------------------------------

PHRASES = {
    "won": N_("it ends the Slumber in victory more often"),
    "lost": N_("it avoids a defeat the other steps run into"),
    "ended": N_("it does not give up the Slumber"),
    "dead": N_("it keeps every Dreamer alive"),
    "distress": N_("the Team ends the Turn with {n} less Distress"),
    "entities": N_("it drives an Entity off the Dreamscape"),
    "markers": N_("it puts more Intent on the Entity's Interactions"),
    "track": N_("it brings the Team nearer to finishing a Gradual action"),
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


def hint_action(game, rng: random.Random, seconds: float = 0.45) -> Action | None:
    """The hint Team of the strength bench: every Dreamer, at every step,
    takes the "What now?" step on the hint's own budget."""
    found = suggest(game, None, seconds=seconds)
    return found.action if found is not None else None


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

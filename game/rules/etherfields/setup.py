"""Setting up a Slumber: Dreamers and decks, the Slumber map, the Entity, Turns.

Setup order (our wording of the rulebook): lay the Slumber map tiles on
their grid codes; each Dreamer shuffles their Influence deck and stands on an
Entrance space; the Team takes 3 active Items and puts the rest in Storage;
the Clock is set by the number of Dreamers (1:5, 2:4, 3:3, 4:2, 5:1 Hours);
the Entity tile sets up (Spawn, tokens) and the Turn deck is drawn at random
from the 12 Turn cards, the rest lying face-down in the Turn discard.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from game.rules.core import IllegalAction
from game.rules.etherfields import effects, entrance
from game.rules.etherfields.game import Game
from game.rules.etherfields.geometry import Dreamscape
from game.rules.etherfields.state import HOURS_BY_DREAMERS, DreamerState
from game.rules.etherfields import turn

# Importing registers the actions and steps of every rule area.
from game.rules.etherfields import (  # noqa: F401
    basic_actions as _basic, dreamers as _dreamers, cards as _cards, interactions as _interactions, map_actions as _map,
    moving as _moving, paying as _paying,
)
from game.rules.etherfields import campaign as _campaign  # noqa: F401


def instance_ids(card_ids: list[str]) -> list[str]:
    """Physical copies get their own ids: a, a#2, a#3 ..."""
    seen: Counter = Counter()
    out = []
    for c in card_ids:
        seen[c] += 1
        out.append(c if seen[c] == 1 else f"{c}#{seen[c]}")
    return out


def new_game(content: Any, options: dict | None = None, seed: int = 0) -> Game:
    g = Game(content, options, seed)
    opts = g.options
    dreamer_ids = list(opts.get("dreamers") or list(g.defs("dreamers"))[:2])
    if not 1 <= len(dreamer_ids) <= 5:
        raise IllegalAction("Etherfields is played by 1 to 4 Dreamers (5 with the optional fifth).")
    for did in dreamer_ids:
        if did not in g.defs("dreamers"):
            raise IllegalAction(f"There is no Dreamer called {did!r}.")

    slumber_map = content.slumber_map  # the first Slumber map of the content, if it has one
    placements = opts.get("map") or (list(slumber_map.placements) if slumber_map is not None else [])
    placements = [effects.as_plain(p) for p in placements]
    if placements:
        g.dreamscape = Dreamscape.from_tiles(placements, g.defs("map_tiles"))
    elif opts.get("dreamscape_text"):
        g.dreamscape = Dreamscape.from_text(opts["dreamscape_text"])
    for did in dreamer_ids:
        defn = g.defs("dreamers")[did]
        d = DreamerState(id=did)
        d.deck.cards = instance_ids(list(defn.starting_deck))
        d.deck.shuffle(g.rng)
        masks = list(defn.starting_masks)
        d.masks = masks[1:]
        d.mask = masks[0] if masks else None
        g.dreamers[did] = d
    g.order = dreamer_ids
    entrance.place_dreamers(g)

    items = list(opts.get("items") or [i for i, it in g.defs("items").items() if it.starting])
    g.team.items, g.team.storage = items[:3], items[3:]
    g.hours = HOURS_BY_DREAMERS[len(dreamer_ids)]
    flaws = list(g.defs("flaws")) + [c for c, d in g.defs("influence").items() if d.flaw]
    g.flaw_deck.cards = list(dict.fromkeys(flaws))
    g.flaw_deck.shuffle(g.rng)
    g.morphing_bag = list(g.defs("morphings"))
    g.state_tokens = g.all_state_tokens()

    if opts.get("campaign"):
        from game.rules.etherfields import campaign
        campaign.start_campaign(g, opts.get("first_dream", _first_dream(g)))
        g.run()
        return g
    tile_id = opts.get("slumber")
    if tile_id is None:
        tiles = [t for t, d in g.defs("slumber_tiles").items()
                 if d.entity is not None and not d.dream_only]
        tile_id = tiles[g.rng.randrange(len(tiles))] if tiles else None
    if tile_id:
        turn.start_slumber(g, tile_id)
    g.run()
    return g


def _first_dream(g: Game) -> str | None:
    gates = [k for k, d in g.defs("dream_gates").items() if d.tutorial]
    return gates[0] if gates else None

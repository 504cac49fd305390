"""The campaign: the Dreamworld Map, Slumbers and Dreams in turn, Fate,
the Delta Phase, Shopping, Scripts, Awakening and Death.

Between encounters the Team travels: the Team marker follows a Path to the
next Location and its effects resolve left to right (Fate, a Slumber, a
Dream Gate, Shopping, Awakening, or any effect our content writes). Taking a
Shortcut makes each Dreamer Seal 1 card (2.0). A Slumber draws the top Slumber
tile; the Delta Phase tile waits at the bottom. A Dream Gate is entered by
paying its Keys: the Slumber Dreamscape is cleared, the Dream sets up, its
Introduction is read, and the Dreamers enter.

Campaign data lives in `game.campaign` (a `state.Campaign`) and the mode
in `game.mode`: `Mode.MAP`, `Mode.SLUMBER` or `Mode.DREAM`.
"""
from __future__ import annotations

from typing import Any

from game.rules.core import Action, Deck, IllegalAction
from game.rules.core.args import ID, ArgSpec
from game.rules.etherfields import effects
from game.rules.etherfields.engine import action, decide, resolve, step
from game.rules.etherfields.geometry import Dreamscape
from game.rules.etherfields import turn
from game.rules.etherfields.cards import deckbuild
from game.rules.etherfields.dreamers import is_flaw
from game.rules.etherfields.entrance import place_dreamers
from game.rules.etherfields.geometry import Space, slot_origin, wall
from game.rules.etherfields.phases import Mode, Phase
from game.rules.etherfields import steps as do
from game.rules.etherfields.state import HOURS_BY_DREAMERS, Campaign, base_id

SHOP_ITEM_PRICE = 2


# -- the Dreamworld Map graph ---------------------------------------------------

def locations(game) -> dict:
    """Location id -> definition, over every Dreamworld Map tile in play."""
    out = {}
    for tile_id in game.campaign.map_tiles:
        for loc in game.card(tile_id).locations:
            out[loc.id] = loc
    return out


def paths(game) -> list[tuple[str, str, bool]]:
    """One-way (from, to, is_shortcut) links."""
    out = []
    for tile_id in game.campaign.map_tiles:
        for p in game.card(tile_id).paths:
            out.append((p.from_, p.to, p.shortcut))
    return out


def exits(game) -> list[tuple[str, bool]]:
    here = game.campaign.location
    return [(to, sc) for frm, to, sc in paths(game) if frm == here]


def awakening_location(game) -> str | None:
    for lid, loc in locations(game).items():
        if any(op.get("op") == "awakening" for op in loc.effect):
            return lid
    return next(iter(locations(game)), None)


# -- starting a campaign ----------------------------------------------------------

def start_campaign(game, first_dream: str | None) -> None:
    c = game.content
    tiles = [t for t, d in game.defs("dreamworld_tiles").items() if d.starting]
    slumbers = [t for t, d in game.defs("slumber_tiles").items() if d.entity is not None and not d.dream_only]
    game.rng.shuffle(slumbers)
    delta = [t for t, d in game.defs("slumber_tiles").items() if d.kind == "delta_phase"]
    fate = list(game.defs("fate"))
    game.rng.shuffle(fate)
    market = [i for i, d in game.defs("influence").items() if d.owner == "market"]
    game.rng.shuffle(market)
    seasons = list(game.defs("seasons"))
    game.campaign = Campaign(
        map_tiles=tiles,
        slumber_deck=slumbers + delta,
        fate_deck=fate,
        influence_market=market,
        season=seasons[0] if seasons else None,
        gates=[g for g, d in game.defs("dream_gates").items() if d.starting],
    )
    game.campaign.location = awakening_location(game)
    dream_tiles = {p.get("tile") for g in game.defs("dream_gates").values()
                   for p in effects.as_plain(g.setup.placements)}
    start_tiles = {p["tile"] for p in starting_placements(game)}
    tiles = [t for t in game.defs("map_tiles") if t not in dream_tiles and t not in start_tiles]
    game.rng.shuffle(tiles)
    game.campaign.map_tile_deck = tiles
    game.campaign.slumber_placements = starting_placements(game)
    del c
    if first_dream:
        game.push(do.enter_dream(first_dream, free=True))
    else:
        game.mode = Mode.MAP
        game.phase = Phase.MAP


STORY = ("dream", "dream_won", "dream_lost", "death")
MINOR_KEPT = 120


def journal(game, kind: str, text: str, **data) -> None:
    """Write the story down. Dreams and deaths are kept for ever; of the
    everyday entries (Slumbers, rests, Awakenings) only the latest ones."""
    entries = game.campaign.journal
    entries.append({"kind": kind, "text": text, **data})
    if kind not in STORY and sum(1 for e in entries if e["kind"] not in STORY) > MINOR_KEPT:
        oldest = next(i for i, e in enumerate(entries) if e["kind"] not in STORY)
        del entries[oldest]
    game.emit("journal", text, entry=kind)


# -- travelling ------------------------------------------------------------------------

def _legal_travel(game) -> list[Action]:
    if not game.campaign or game.mode != Mode.MAP or game.phase != Phase.MAP or game.campaign.session_closed:
        return []
    out = [Action.make("travel", to=to) for to, _ in exits(game)]
    if game.campaign.awakening_unlocked and game.campaign.location_done \
            and not game.campaign.just_awoke:
        out.append(Action.make("awaken"))
    if game.campaign.location_done:
        out.append(Action.make("end_session"))
    return out


def _legal_begin(game) -> list[Action]:
    return [Action.make("begin_session")] if game.campaign and game.campaign.session_closed else []


@action("end_session", listed_with="travel")
def _act_end_session(game, a: Action) -> None:
    """The rules' save point, after a Location: one last Buy Influence step
    each, leftover Ether is set aside (1 Ether at the next setup), then
    Awakening steps 1 to 3. The campaign can then be boxed and saved."""
    if not game.campaign or game.mode != Mode.MAP or not game.campaign.location_done:
        raise IllegalAction("A session ends on the Dreamworld Map, after resolving a Location.")
    steps = [do.market_draw(d.id) for d in game.dreamers.values()
             if not d.dead and game.campaign.influence_market]
    game.push(*steps, do.close_session())


@step("close_session")
def _close_session(game, s: dict) -> None:
    carry = game.campaign.ether_carry
    for d in game.dreamers.values():
        if d.ether > 0:
            carry[d.id] = 1  # the leftover Ether becomes a promise of 1 Ether next time
    # Boxing the game runs only Awakening steps 1 to 3 (EN p.18; 2.0 §2.44):
    # deckbuilding, Masks and the map wait for the next session's setup.
    game.push(do.awaken_gather(), do.mark_closed())


@step("mark_closed")
def _mark_closed(game, s: dict) -> None:
    game.campaign.session_closed = True
    journal(game, "session", "The Dreamers box up their dreams for another night.")


@action("begin_session", legal=_legal_begin)
def _act_begin_session(game, a: Action) -> None:
    """A new session: setup again, with the Ether set aside last time."""
    if not game.campaign or not game.campaign.session_closed:
        raise IllegalAction("The session is already under way.")
    steps = [do.gain_ether(who, n)
             for who, n in game.campaign.ether_carry.items() if who in game.dreamers]
    resolve(game, do.open_session())
    game.push(*steps, do.session_setup(), do.awaken_wake())


@step("open_session")
def _open_session(game, s: dict) -> None:
    game.campaign.session_closed = False
    game.campaign.ether_carry = {}
    game.emit("session", "A new session begins at the Quiet House.")


@step("session_setup")
def _session_setup(game, s: dict) -> None:
    """The Setup of a later session (EN p.5; 2.0 §2.2): the Fate, Flaw and
    Slumber Map tile decks are shuffled, the Slumber tiles are shuffled on
    top of the Delta Phase tile, and the Hour Counter is set for the number
    of Dreamers. Awakening from its step 4 follows."""
    c = game.campaign
    game.rng.shuffle(c.fate_deck)
    game.flaw_deck.shuffle(game.rng)
    if game.options["edition"] == "first":
        game.rng.shuffle(c.influence_market)  # EN p.5; 2.0 shuffles it at every draw instead
    game.rng.shuffle(c.map_tile_deck)
    deck = c.slumber_deck
    delta = [t for t in deck if game.card(t).kind == "delta_phase"]
    rest = [t for t in deck if t not in delta]
    game.rng.shuffle(rest)
    c.slumber_deck = rest + delta
    game.hours = HOURS_BY_DREAMERS[max(1, len(game.dreamers))]


@action("travel", legal=_legal_travel, args=ArgSpec({"to": ID}))
def _act_travel(game, a: Action) -> None:
    if game.campaign and game.campaign.session_closed:
        raise IllegalAction("This session was ended: begin a new one first.")
    if not game.campaign or game.mode != Mode.MAP or game.phase != Phase.MAP:
        raise IllegalAction("The Team travels on the Dreamworld Map between Slumbers and Dreams.")
    to = a["to"]
    links = {t: sc for t, sc in exits(game)}
    if to not in links:
        loc = locations(game).get(game.campaign.location)
        here = loc.name if loc is not None else "here"
        raise IllegalAction(f"No Path leads from {here} to that Location (Paths are one-way).")
    if links[to]:
        # 2.0: every Shortcut costs each Dreamer 1 Sealed card.
        for d in game.dreamers.values():
            if not d.dead:
                game.push(do.seal(d.id, 1))
    game.push(do.arrive(to))


@step("arrive")
def _arrive(game, s: dict) -> None:
    loc = locations(game)[s["location"]]
    game.campaign.location = s["location"]
    if s["location"] not in game.campaign.visited:
        game.campaign.visited.append(s["location"])  # kept in the state: a compacted log forgets the journeys
    game.campaign.location_done = False
    game.campaign.just_awoke = False
    game.emit("team_moved", f"The Team reaches {loc.name}.", location=s["location"])
    season = game.card(game.campaign.season) if game.campaign.season else None
    game.push(*effects.compile_effect(game, season.effect if season else (), {}),
              *effects.compile_effect(game, loc.effect, {"location": s["location"]}),
              do.location_done())


@step("location_done")
def _location_done(game, s: dict) -> None:
    game.campaign.location_done = True


@step("fate")
def _fate(game, s: dict) -> None:
    """Draw the top Fate card and resolve it. One that calls for a Slumber map
    tile places the next one; then, if a Quirk slot is free, the card stays
    there as a Quirk, else it goes to the bottom of the Fate deck."""
    deck = game.campaign.fate_deck
    if not deck:
        return
    card = deck.pop(0)
    defn = game.card(card)
    game.campaign.fate_shown = card  # face up until it finds its place
    game.emit("fate", f"Fate: {defn.name}.", reveals=True, card=card)
    steps = effects.compile_effect(game, defn.effect, {})
    if defn.place_tile:
        steps.append(do.place_slumber_tile())
    steps.append(do.fate_done(card, defn.place_tile))
    game.push(*steps)


@step("fate_done")
def _fate_done(game, s: dict) -> None:
    card = s["card"]
    game.campaign.fate_shown = None
    if s.get("tile") and _free_quirk_slots(game) > 0:
        game.campaign.quirks.append(card)
        game.emit("quirk", f"{game.name(card)} settles into a Quirk slot of the Slumber Dreamscape.", card=card)
    else:
        game.campaign.fate_deck.append(card)


def slumber_placements(game) -> list[dict]:
    c = game.campaign
    if not c.slumber_placements:  # an older save may lack them: the starting tiles
        c.slumber_placements = starting_placements(game)
    return c.slumber_placements


def starting_placements(game) -> list[dict]:
    slumber_map = game.content.slumber_map  # the first Slumber map of the content, if it has one
    placements = game.options.get("map") or (list(slumber_map.placements) if slumber_map is not None else [])
    return [effects.as_plain(p) for p in placements]


def slumber_dreamscape(game) -> Dreamscape:
    return Dreamscape.from_tiles(slumber_placements(game), game.defs("map_tiles"))


def _free_quirk_slots(game) -> int:
    ds = slumber_dreamscape(game)
    return len(ds.with_feature("quirk_slot")) - len(game.campaign.quirks)


@step("place_slumber_tile")
def _place_slumber_tile(game, s: dict) -> None:
    """The next Slumber map tile joins the paused Slumber Dreamscape, in the
    first free slot next to the tiles already there."""
    deck = game.campaign.map_tile_deck
    if not deck:
        return
    placements = slumber_placements(game)
    used = {p["at"] for p in placements}
    cols = "ABCD"
    free = [f"{c}{r}" for r in range(1, 4) for c in cols if f"{c}{r}" not in used]
    if not free:
        return
    tile = deck.pop(0)
    placements.append({"tile": tile, "at": free[0]})
    if game.mode != Mode.DREAM:
        positions = {d.id: d.pos for d in game.dreamers.values()}
        game.dreamscape = slumber_dreamscape(game)
        for d in game.dreamers.values():
            d.pos = positions[d.id]
    game.emit("map_tile", f"A new part of the Slumber Dreamscape appears: {game.name(tile)}.", reveals=True,
              tile=tile, at=free[0])
    game.push(*flying_instructions(game, tile))


def flying_instructions(game, tile: str) -> list[dict]:
    """A Flying rule holding an instruction rather than an action (no cost)
    resolves as soon as its tile is revealed."""
    steps = []
    for space in game.dreamscape.spaces.values():
        rule = space.flying_rule  # plain data, as the map keeps it (geometry.Space)
        if space.tile == tile and rule and not rule.get("cost"):
            steps += effects.compile_effect(game, rule.get("effect"), {})
    return steps


@step("slumber")
def _slumber(game, s: dict) -> None:
    """Draw the top Slumber tile: the Delta Phase, or a Slumber to play."""
    deck = game.campaign.slumber_deck
    if not deck:
        return
    tile = deck.pop(0)
    defn = game.card(tile)
    if defn.kind == "delta_phase":
        game.push(do.delta_phase(tile))
        return
    game.mode = Mode.SLUMBER
    for d in game.dreamers.values():
        d.drawn = d.passed = False
    turn.start_slumber(game, tile)


@step("campaign_slumber_over")
def _slumber_over(game, s: dict) -> None:
    """A Slumber or Dream played in the campaign has ended: a Dream ends
    won or lost; a Slumber tile goes under the Slumber deck (under the
    Delta Phase: it returns next cycle) and the Team goes back to the map."""
    if game.mode == Mode.DREAM:
        end_dream(game, s["victory"], "" if s["victory"] else "Time ran out.")
        return
    tile = game.entity_tile
    journal(game, "slumber", f"{game.name(tile)}: {s['reason']}", tile=tile, result=s["result"])
    game.campaign.slumber_deck.append(tile)
    return_to_map(game)


@step("delta_phase")
def _delta(game, s: dict) -> None:
    """Each Dreamer picks one recovery; the Hours reset; the other Slumber
    tiles are shuffled back on top of the Delta Phase tile."""
    steps = []
    tile_options = game.card(s["tile"]).options
    for d in game.dreamers.values():
        if d.dead:
            continue
        who = d.id
        if tile_options:
            steps.append(decide(f"Delta Phase: how does {game.name(who)} recover?", [
                {"label": o.label, "steps": effects.compile_effect(game, o.effect, {"dreamer": who})}
                for o in tile_options], chooser=who) | {"always_ask": True})
            continue
        steps.append(decide(f"Delta Phase: how does {game.name(who)} recover?", [
            {"label": "Heal all Distress", "steps": [do.heal_distress(who, 99)]},
            {"label": "Unseal every card", "steps": [do.unseal(who, 999)]},
            {"label": "Unflip every Progress card", "steps": [do.unflip_all(who)]},
            {"label": "Reshuffle your Influence deck", "steps": [do.reshuffle_free(who)]},
            {"label": "Restore your Mask", "steps": [do.restore_mask(who)]},
        ], chooser=who) | {"always_ask": True})
    game.push(*steps, do.delta_reset(s["tile"]))


@step("unflip_all")
def _unflip_all(game, s: dict) -> None:
    for entry in game.dreamers[s["dreamer"]].progress:
        entry["flipped"] = False


@step("reshuffle_free")
def _reshuffle_free(game, s: dict) -> None:
    """A reshuffle an effect orders: deck and discard together, no penalty."""
    d = game.dreamers[s["dreamer"]]
    d.deck.put_bottom(d.discard.take_all())
    d.deck.shuffle(game.rng)
    game.emit("reshuffled", f"{game.name(d.id)} reshuffles their deck.", dreamer=d.id)


@step("delta_reset")
def _delta_reset(game, s: dict) -> None:
    alive = sum(1 for d in game.dreamers.values() if not d.dead)
    game.hours = HOURS_BY_DREAMERS[max(1, alive)]
    deck = game.campaign.slumber_deck
    game.rng.shuffle(deck)
    deck.append(s["tile"])
    game.campaign.once_per_journey = []
    journal(game, "delta", "The Dreamers rest in the Delta Phase.")


# -- Dreams ---------------------------------------------------------------------------

@step("dream_gate")
def _dream_gate(game, s: dict) -> None:
    gate = s.get("gate")
    if gate not in game.campaign.gates or gate in game.campaign.dreams_done:
        return
    if game.mode == Mode.DREAM:
        return  # EN p.10: of two Gates at one Location the Team enters one; it is inside it now
    defn = game.card(gate)
    keys = defn.keys
    options: list[dict[str, Any]] = [{"label": "Travel on", "steps": []}]
    if game.team.keys >= keys:
        options.insert(0, {"label": f"Enter {defn.name} ({keys} Key)" if keys == 1
                           else f"Enter {defn.name} ({keys} Keys)",
                           "steps": [do.enter_dream(str(gate))]})
    game.push(decide(f"The Dream Gate {defn.name} needs {keys} Key. The Team has {game.team.keys}." if keys == 1
                     else f"The Dream Gate {defn.name} needs {keys} Keys. The Team has {game.team.keys}.",
                     options) | {"always_ask": True})


@step("enter_dream")
def _enter_dream(game, s: dict) -> None:
    """2.0 order: clear the Slumber Dreamscape, set up the Dream, build its
    Turn deck, read its Introduction, flip the Gate, enter."""
    gate = s["gate"]
    defn = game.card(gate)
    if not s.get("free"):
        game.team.keys -= defn.keys
    setup = defn.setup
    game.mode = Mode.DREAM
    game.campaign.dream = gate
    game.entities.clear()
    placements = [effects.as_plain(p) for p in setup.placements]
    game.dreamscape = Dreamscape.from_tiles(placements, game.defs("map_tiles"))
    game.gem_slots.clear()  # the Slumber Dreamscape is discarded: Gems in its slots go back to the pool
    clear_map_blocks(game)
    place_dreamers(game)
    for d in game.dreamers.values():
        d.drawn = d.passed = d.token_used = False
    game.entity_tile = setup.entity
    turns = defn.turns or setup.turns or 4
    cards = list(game.defs("turn_cards"))
    game.rng.shuffle(cards)
    game.turn_deck.cards, game.turn_discard.cards = cards[:turns], cards[turns:]
    game.turn_card = None
    game.turn_number = 0
    journal(game, "dream", f"The Dreamers enter the Dream: {defn.name}.", gate=gate)
    # The Dream's Secrets lie face down; none is shown, listed or logged until revealed.
    game.campaign.dream_secrets = [x for x in defn.secrets if x not in game.campaign.found]
    steps = []
    if defn.introduction:
        steps.append(do.read_script(defn.introduction))
    if setup.spawn:
        steps.append(do.spawn(effects.as_plain(setup.spawn)))
    steps += effects.compile_effect(game, setup.effect, {"source": "dream"})
    turn.start_turn(game)
    for p in placements:
        steps += flying_instructions(game, p["tile"])
    game.push(*steps)


def end_dream(game, victory: bool, reason: str) -> None:
    """A Dream ends. Won: its Gate is done and the campaign changes. Lost:
    the Gate stays to try again. Either way the Team returns to the map and
    the Slumber Dreamscape is laid anew from its starting tiles."""
    gate = game.campaign.dream
    name = game.name(gate)
    unfound, game.campaign.dream_secrets = game.campaign.dream_secrets, []
    if victory:
        # 2.0: Items this Dream hid and nobody found join the Item Market.
        for secret in unfound:
            for item in _items_in(game.card(secret)):
                if item not in game.item_market and item not in game.team.items + game.team.storage:
                    game.item_market.append(item)
        game.campaign.dreams_done[gate] = "won"
        game.campaign.shopping_cards += 1
        game.campaign.awakening_unlocked = True
        journal(game, "dream_won", f"{name} is won. {reason}", gate=gate)
        defn = game.card(gate)
        game.push(*effects.compile_effect(game, defn.victory, {}))
    else:
        journal(game, "dream_lost", f"{name} is lost. {reason} The Gate remains for another try.", gate=gate)
    game.campaign.dream = None
    return_to_map(game)


def _items_in(defn) -> list[str]:
    """The Items a Secret (a card, Overlay, Note or map tile) gives when revealed."""
    ops = effects.as_plain(list(defn.effect))
    return [op["item"] for op in ops if op.get("op") == "gain_item" and op.get("item")]




@step("reveal_secret")
def _reveal_secret(game, s: dict) -> None:
    """A Secret turns face up and goes where its kind goes: a Secret card
    resolves (Influence to the revealer, Items to the Team...), an Overlay
    card is laid on the map, a Note goes to Storage, a map tile is placed."""
    secret = s["secret"]
    found = game.campaign.found
    if secret in found:
        return
    if secret in game.campaign.dream_secrets:
        game.campaign.dream_secrets.remove(secret)
    found.append(secret)
    defn = game.card(secret)
    kind = type(defn).__name__
    game.emit("secret", f"A Secret is revealed: {defn.name}.", reveals=True, secret=secret)
    if kind == "Overlay":
        place_overlay(game, defn)
    elif kind == "Note":
        game.team.notes.append(secret)
    ctx = {"dreamer": s.get("ctx", {}).get("dreamer")} if s.get("ctx") else {}
    game.push(*effects.compile_effect(game, defn.effect, ctx))


def place_overlay(game, defn) -> None:
    """Lay an Overlay card on the map, turned the one way it fits."""
    rows = list(defn.shape)
    cells = [(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "#"]
    turns = (defn.rotations[0] // 90) % 4
    height = len(rows)
    ox, oy = slot_origin(defn.at)
    recs = list(defn.spaces)
    turn_side = {"N": "E", "E": "S", "S": "W", "W": "N"}
    dirs = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
    ds = game.dreamscape
    # Copied before the edit, never changed in place: action records and
    # copies of the game hold the spaces and Walls they saw by reference.
    ds.spaces, ds.walls = dict(ds.spaces), set(ds.walls)
    for (x, y), rec in zip(cells, recs):
        rec = effects.as_plain(rec)
        sides = list(rec.get("walls", []))
        w, h = len(rows[0]) if rows else 1, height
        for _ in range(turns):
            x, y, w, h = h - 1 - y, x, h, w
            sides = [turn_side[d] for d in sides]
        pos = (ox + x, oy + y)
        for q in [pos]:
            for k in list(ds.walls):
                if q in k:
                    ds.walls.discard(k)
        ds.spaces[pos] = Space(blocked=bool(rec.get("blocked", False)), features=tuple(rec.get("features", [])),
                               terrain=rec.get("terrain"), tile=defn.id,
                               map_actions=tuple(rec.get("map_actions", [])))
        for side in sides:
            dx, dy = dirs[side]
            ds.walls.add(wall(pos, (pos[0] + dx, pos[1] + dy)))
    ds._cache.clear()
    game.campaign.overlays.append(defn.id)


def return_to_map(game) -> None:
    for fig in list(game.states):
        game.release_state(fig)
    game.entities.clear()
    game.entity_tile = None
    game.morphing_bag.extend(game.morphings)
    game.morphings.clear()
    game.gradual.clear()
    if game.mode == Mode.DREAM:
        lay_slumber_map(game)
    game.mode = Mode.MAP
    game.phase = Phase.MAP
    game.turn_card = None
    game.campaign.once_per_journey = []


def clear_map_blocks(game) -> None:
    """A Dreamscape laid anew takes back the Block tokens that marked spaces
    and used Map actions of the old one (else a Dream tried again, or the next
    one, would find its single-use actions already spent), and the tokens
    that lay on its discarded Map tiles (EN p.10; 2.0 §2.5)."""
    game.blocks = [b for b in game.blocks if not b.startswith(("map:", "space:"))]
    game.tokens = []


def lay_slumber_map(game) -> None:
    """After a Dream or at Awakening: only the starting tiles again. The tiles
    Fate had added go back under the map tile deck, Quirks back to Fate."""
    clear_map_blocks(game)
    extra = [p["tile"] for p in slumber_placements(game)[len(starting_placements(game)):]]
    game.campaign.map_tile_deck.extend(extra)
    game.campaign.fate_deck.extend(game.campaign.quirks)
    game.campaign.quirks = []
    game.campaign.slumber_placements = starting_placements(game)
    game.dreamscape = slumber_dreamscape(game)
    game.gem_slots.clear()  # the Dreamscape is laid anew: Gems in the old one's slots go back to the pool
    place_dreamers(game)


@step("read_script")
def _read_script(game, s: dict) -> None:
    script = game.card(s["script"])
    if script is None:
        return
    if game.campaign:  # a lone Slumber reads its paragraphs too, with no campaign to record them
        game.campaign.scripts_read.append(s["script"])
    game.emit("script", script.text, script=s["script"], title=script.title, how=script.how or "")
    game.push(*effects.compile_effect(game, script.effect, {}))
    if script.choices:
        game.push(decide(script.title or "What do you do?", [
            {"label": ch.label, "steps": effects.compile_effect(game, ch.effect, {})}
            for ch in script.choices]) | {"always_ask": True})


# -- Shopping, Awakening, Death ----------------------------------------------------------

@step("shopping")
def _shopping(game, s: dict) -> None:
    if game.campaign.shopping_cards <= 0:
        game.emit("note", "The Team has no Shopping card to spend here.")
        return
    game.push(decide("Spend a Shopping card here?", [
        {"label": "Go shopping", "steps": [do.spend_shopping()] + [
            do.shop_choice(d.id) for d in game.dreamers.values() if not d.dead]},
        {"label": "Not now", "steps": []}]) | {"always_ask": True})


@step("spend_shopping")
def _spend_shopping(game, s: dict) -> None:
    game.campaign.shopping_cards -= 1


@step("shop_choice")
def _shop_choice(game, s: dict) -> None:
    who = s["dreamer"]
    options = [{"label": "Look at 3 Influence cards", "steps": [do.market_draw(who, shopping=True)]}]
    if game.item_market and game.dreamers[who].ether >= SHOP_ITEM_PRICE:
        options.append({"label": f"Buy a random Item ({SHOP_ITEM_PRICE} Ether)",
                        "steps": [do.buy_item(who)]})
    options.append({"label": "Buy nothing (gain 1 Ether)",
                    "steps": [do.gain_ether(who, 1)]})
    game.push(decide(f"Shopping: what does {game.name(who)} do?", options, chooser=who) | {"always_ask": True})


@step("market_draw")
def _market_draw(game, s: dict) -> None:
    market = game.campaign.influence_market
    if game.options["edition"] != "first":
        game.rng.shuffle(market)  # 2.0 §2.2: shuffled before every draw (first edition: at Setup)
    shown, game.campaign.influence_market = market[:3], market[3:]
    game.campaign.market_shown = shown  # on the table, face up, until bought or returned
    game.emit("market", "", reveals=True, cards=shown, dreamer=s["dreamer"])
    game.push(do.market_buy(s["dreamer"], shopping=bool(s.get("shopping"))))


@step("market_buy")
def _market_buy(game, s: dict) -> None:
    """Buy any of the shown cards with your own Ether; the rest go under the
    Market. At a Shopping Location a Dreamer who buys none gains 1 Ether
    (2.0 §2.41), as one who chose to buy nothing at all does."""
    d = game.dreamers[s["dreamer"]]
    shop = bool(s.get("shopping"))
    shown = list(game.campaign.market_shown)
    options = [{"label": f"Buy {game.name(c)} ({_price(game, c)} Ether)", "card": c,
                "steps": [do.buy_card(d.id, c),
                          do.market_buy(d.id, shopping=shop, bought=True)]}
               for c in shown if _price(game, c) <= d.ether]
    consolation = [do.gain_ether(d.id, 1)] if shop and not s.get("bought") else []
    done = {"label": "Done buying", "steps": [do.market_return()] + consolation}
    game.push(decide(f"{game.name(d.id)} may buy:", options + [done], chooser=d.id) | {"always_ask": bool(options)})


def _price(game, card: str) -> int:
    return game.card(card).price or 1


@step("buy_card")
def _buy_card(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    d.ether -= _price(game, s["card"])
    game.campaign.market_shown.remove(s["card"])
    d.discard.put_top([s["card"]])
    game.emit("bought", f"{game.name(d.id)} buys {game.name(s['card'])}.", dreamer=d.id, card=s["card"])


@step("market_return")
def _market_return(game, s: dict) -> None:
    """Cards not bought go to the bottom of the Market."""
    game.campaign.influence_market.extend(game.campaign.market_shown)
    game.campaign.market_shown = []


@step("buy_item")
def _buy_item(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    item = game.item_market.pop(game.rng.randrange(len(game.item_market)))
    d.ether -= SHOP_ITEM_PRICE
    game.emit("bought", f"{game.name(d.id)} buys {game.name(item)}.", reveals=True, dreamer=d.id, item=item)
    game.push(do.gain_item(item))


@step("awakening")
def _awakening_location(game, s: dict) -> None:
    game.campaign.at_awakening = True


@action("awaken", listed_with="travel")
def _act_awaken(game, a: Action) -> None:
    if not game.campaign or game.mode != Mode.MAP or not game.campaign.awakening_unlocked:
        raise IllegalAction("Awakening becomes possible once the first Dream is done, between Locations.")
    if not game.campaign.location_done:
        raise IllegalAction("Finish resolving this Location first.")
    if game.campaign.just_awoke:
        raise IllegalAction("The Team has just Awakened; travel on first.")
    game.push(do.awaken())


@step("awaken")
def _awaken(game, s: dict) -> None:
    """The Awakening Wisdom card, in its order: steps 1 to 3 (gather every
    Influence card, heal and Unseal, lose Keys and Ether), then from step 4
    on (rebuild the deck, change Mask, wake at the Awakening Location).
    The Hours are not touched: the Clock is set by a session's Setup
    (EN p.5) and reset by the Delta Phase (2.0 §2.40), not by Awakening."""
    game.push(do.awaken_gather(), do.awaken_wake())


@step("awaken_gather")
def _awaken_gather(game, s: dict) -> None:
    """Awakening steps 1-3 (2.0 §2.33): every Influence card a Dreamer owns
    (deck, hand, discard, Sealed, Progress zone, Unused) gathers into one
    pile; all Distress heals; all Keys and Ether are lost."""
    for d in game.dreamers.values():
        owned = d.deck.take_all() + d.hand + d.discard.take_all() + d.sealed.take_all() + \
            [p["card"] for p in d.progress] + d.unused
        d.hand, d.progress, d.unused = [], [], []
        d.deck.cards = owned
        d.distress = 0
        d.ether = 0
        d.dead = False
    game.team.keys = 0
    game.emit("note", "The Dreamers gather their cards, heal and Unseal; Keys and Ether are lost.")


@step("awaken_wake")
def _awaken_wake(game, s: dict) -> None:
    """Awakening from step 4: each deck is rebuilt to 20-40 cards with every
    Flaw (a choice, card by card, unless play is automatic), each Dreamer
    may change Mask, and the Team wakes at the Awakening Location with the
    starting Slumber Map tiles laid anew."""
    for d in game.dreamers.values():
        owned = d.deck.take_all() + d.unused
        flaws = [c for c in owned if is_flaw(game, c)]
        deck, unused = deckbuild(owned, flaws, game.options.get("deck_size"))
        d.deck.cards, d.unused = deck, unused
        d.deck.shuffle(game.rng)
    game.campaign.location = awakening_location(game)
    game.campaign.location_done = True
    game.campaign.just_awoke = True
    lay_slumber_map(game)
    for d in game.dreamers.values():  # each Dreamer may now trim or refill their deck
        if len(d.deck) + len(d.unused) > 20 and not game.options.get("auto_deckbuild"):
            game.push(do.deckbuild(d.id))
    for d in game.dreamers.values():  # at Awakening each Dreamer may change Mask
        if d.masks or d.masks_lost:
            game.push(do.restore_mask(d.id))
    journal(game, "awakening", "The Dreamers wake, and sleep again, refreshed.")


@step("deckbuild")
def _deckbuild(game, s: dict) -> None:
    """The deckbuilding step, one card at a time: 20 to 40 Influence cards
    (every Flaw goes in and does not count); the rest wait as Unused."""
    d = game.dreamers[s["dreamer"]]
    # Asked again after every card set aside or taken back: whether a card is
    # a Flaw, its kind and its name are looked up once per game.
    flaws = game._flaws
    counted = [c for c in d.deck.cards if not (flaws[c] if c in flaws else is_flaw(game, c))]
    n = len(counted)
    options = []
    if n <= 40:
        options.append({"label": f"Done: a deck of {n} (+{len(d.deck) - n} Flaws)",
                        "steps": [do.shuffle_deck(d.id)]})
    again = dict(s)  # shared by the options: a step is copied as it is pushed, never changed
    if n > 20:
        one_each = _one_of_each_kind(game, counted)
        # By id, stably: the order of the options (and so their numbers in a
        # log) must not depend on the language the names are shown in.
        for kind in sorted(one_each):
            c = one_each[kind]
            options.append({"label": f"Set aside {game.name(c)}", "card": c,
                            "steps": [do.set_aside(d.id, c, False), again]})
    if n < 40:
        for c in _one_of_each_kind(game, d.unused).values():
            options.append({"label": f"Take back {game.name(c)}", "card": c,
                            "steps": [do.set_aside(d.id, c, True), again]})
    prompt = (f"{game.name(d.id)}: {n} cards in the deck. Keep 20 to 40." if n <= 40 else
              f"{game.name(d.id)}: {n} cards is more than 40: set some aside.")
    game.push(decide(prompt, options, chooser=d.id) | {"always_ask": True})


def _one_of_each_kind(game, cards: list[str]) -> dict[str, str]:
    """Kind of card -> its first copy in `cards`, kinds in the order of their
    last copies (as `{base_id(c): c for c in reversed(cards)}` reads)."""
    kinds = game._kinds
    out: dict[str, str] = {}
    for c in reversed(cards):
        kind = kinds.get(c)
        if kind is None:
            kind = kinds[c] = base_id(c)
        out[kind] = c
    return out


@step("set_aside")
def _set_aside(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    if s["back"]:
        d.unused.remove(s["card"])
        d.deck.put_top([s["card"]])
    else:
        d.deck.remove(s["card"])
        d.unused.append(s["card"])


@step("shuffle_deck")
def _shuffle_deck(game, s: dict) -> None:
    game.dreamers[s["dreamer"]].deck.shuffle(game.rng)


DEATH_WISDOM = "wisdom_death"


def death(game, reason: str) -> None:
    """All Dreamers lose (EN p.18; 2.0 §2.13), in the rulebook's order: the
    Death Wisdom card is revealed if it is not yet, and resolved. In a Dream
    the Dreamscape is discarded and the Dream's revealed cards and tiles go
    back to the Secrets, except what the Team gained from them; its Gate is
    kept for another try. Our Death card then has the Team Awaken (steps
    1-3, then deckbuilding and Masks, at the Awakening Location)."""
    journal(game, "death", f"Death. {reason}")
    if DEATH_WISDOM not in game.team.wisdom and game.card(DEATH_WISDOM) is not None:
        game.team.wisdom.append(DEATH_WISDOM)
        game.emit("wisdom", f"A Wisdom card is revealed: {game.name(DEATH_WISDOM)}.", card=DEATH_WISDOM)
    if game.mode == Mode.DREAM:
        gate = game.campaign.dream
        _return_dream_secrets(game, gate)
        game.campaign.dream_secrets = []
        game.campaign.dream = None
    game.stack.clear()
    # Cards caught face up in the middle of an effect go back where they belong.
    if game.campaign.fate_shown:
        game.campaign.fate_deck.append(game.campaign.fate_shown)
        game.campaign.fate_shown = None
    game.campaign.influence_market.extend(game.campaign.market_shown)
    game.campaign.market_shown = []
    return_to_map(game)
    game.mode = Mode.MAP
    game.phase = Phase.MAP
    game.campaign.awakening_unlocked = True
    game.push(do.awaken())


def _return_dream_secrets(game, gate) -> None:
    """A lost Dream's revealed Secrets go back face down, so the next try
    finds them again; those that left the Team something (a Note in
    Storage, an Item it still holds) stay gained (EN p.18)."""
    found = game.campaign.found
    held = set(game.team.notes + game.team.items + game.team.storage)
    for secret in game.card(gate).secrets:
        if secret not in found:
            continue
        kept = secret in held or any(item in held for item in _items_in(game.card(secret)))
        if not kept:
            found.remove(secret)
            if secret in game.campaign.overlays:
                game.campaign.overlays.remove(secret)


__all__ = ["start_campaign", "end_dream", "death", "locations", "paths", "exits", "Deck", "base_id"]

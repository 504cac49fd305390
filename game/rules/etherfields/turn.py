"""The Turn: Dreamers Phase, Dreamscape Phase, Turn cards, Entities, the Clock.

A Turn is the Draw step, then the Card and Action step (2.0: everyone acts
freely and the step ends once all have passed; first edition: rounds in
seat order), then the Dreamscape Phase: the current Turn card's steps resolve
top to bottom (Morphing, Basic and Special effects of the Entity, Entity
Movement); a step nothing in play has, or a Blocked one, is skipped. Then the
Turn card is discarded; the next one starts a Turn, or, with none left, the
Entity's Out of Turns resolves.
"""
from __future__ import annotations

from game.rules.core import Action, IllegalAction
from game.rules.etherfields import effects
from game.rules.etherfields import engine
from game.rules.etherfields.effect_words import effect_words
from game.rules.etherfields.paying import can_reroll
from game.rules.etherfields.engine import action, decide, step
from game.rules.etherfields.geometry import (
    space_label,
    closest_dreamers, entity_move, movement_steps, push_destinations, spawn_distributions,
)
from game.rules.etherfields.phases import Outcome, Phase, Result
from game.rules.etherfields import steps as do

MOVEMENT_FACES = ("one", "one", "full", "full", "full", "full_again")
# What a face means, as the log says it (a face's id is no word for a player).
FACE_WORDS = {"one": "1 space", "full": "full value", "full_again": "full value, roll again"}
EFFECT_STEPS = ("morphing", "basic", "special")


def living(game) -> list:
    return [d for d in game.dreamers.values() if not d.dead]


def advance(game) -> bool:
    """Move the Turn on when the current part of it is finished (the runner
    asks when the stack is empty): the step that does it resolves at once."""
    if game.phase == Phase.DRAW and all(d.drawn for d in living(game)):
        engine.resolve(game, do.begin_actions())
        return True
    if game.phase == Phase.ACTIONS and all(d.passed for d in living(game)):
        engine.resolve(game, do.begin_dreamscape())
        return True
    if game.phase == Phase.DREAMSCAPE:
        engine.resolve(game, do.end_turn())
        return True
    if game.phase == Phase.OUT_OF_TURNS:
        engine.resolve(game, do.end_slumber(False))
        return True
    return False


@step("begin_actions")
def _begin_actions(game, s: dict) -> None:
    """Everyone has drawn: the Card and Action step begins."""
    game.phase = Phase.ACTIONS
    for d in living(game):
        d.passed = False
    game.consecutive_passes = 0
    game.round_acted = game.dream_action_used = False
    game.active = game.order[0] if game.options["play_order"] == "rounds" else None
    game.emit("phase", "Card and Action step: play cards, move, act.", phase=Phase.ACTIONS.value)


@step("begin_dreamscape")
def _begin_dreamscape(game, s: dict) -> None:
    """Everyone has passed: the Dreamscape Phase begins."""
    # A Dreamer's Dazed or Paralyzed lasts until a Dreamers Phase ends.
    for d in living(game):
        if game.states.get(d.id) in ("dazed", "paralyzed"):
            game.release_state(d.id)
    game.phase = Phase.DREAMSCAPE
    game.step_index = 0
    game.entering = []  # the first Turn's Dreamscape Phase settles every Entrance space
    game.emit("phase", "Dreamscape Phase: the Dreamscape acts.", phase=Phase.DREAMSCAPE.value)
    game.push(do.turn_step())


@step("end_turn")
def _end_turn(game, s: dict) -> None:
    discard_turn(game)


def start_turn(game) -> None:
    if game.options["play_order"] == "rounds" and game.turn_number > 0 and len(game.order) > 1:
        game.order = game.order[1:] + game.order[:1]  # the First Player marker passes clockwise
    game.turn_card = game.turn_deck.draw_one()
    game.turn_number += 1
    game.step_index = 0
    for d in living(game):
        d.drawn = d.passed = d.boosted = d.effort_used = d.mask_used = False
    game.phase = Phase.DRAW
    card = game.card(game.turn_card)
    game.emit("turn", f"Turn {game.turn_number}: a {card.suit} Turn card is revealed.",
              reveals=True, card=game.turn_card, number=game.turn_number)


def turns_left(game) -> int:
    """The Turns still to play, the current one included: the face-up Turn deck
    of the board, whose top card is the current Turn card (EN p.10). With 1
    left the Turn being played is the last; Out of Turns follows it."""
    return len(game.turn_deck) + (game.turn_card is not None)


def discard_turn(game) -> None:
    """End "until end of Turn" effects; reveal the next card or run Out of Turns."""
    for fig, state in list(game.states.items()):
        if state in ("dazed", "paralyzed", "stunned") and (fig not in game.dreamers or state == "stunned"):
            release_state(game, fig)
    game.blocks = [b for b in game.blocks if not b.startswith("step:")]
    if game.turn_card:
        game.turn_discard.put_top([game.turn_card])
        game.turn_card = None
    if game.turn_deck:
        start_turn(game)
    else:
        game.phase = Phase.OUT_OF_TURNS
        tile = game.card(game.entity_tile) if game.entity_tile else None
        game.emit("out_of_turns", "The Turn deck is empty: Out of Turns.")
        game.push(*effects.compile_effect(game, tile.out_of_turns if tile is not None else (), {"source": "entity"}))


def start_slumber(g, tile_id: str) -> None:
    """A Slumber begins: its Entity tile, a Turn deck of its number of Turns
    (the rest in the discard), the first Turn, then its Spawn and setup."""
    tile = g.card(tile_id)
    if tile is None:
        raise IllegalAction(f"There is no Slumber tile called {tile_id!r}.")
    g.entity_tile = tile_id
    for d in g.dreamers.values():
        d.token_used = False  # a fresh Slumber: Personal tokens are ready again
    setup = tile.setup  # None: no Setup printed, 4 Turns and no Spawn
    turns = (setup.turns if setup is not None else None) or 4
    cards = list(g.defs("turn_cards"))
    g.rng.shuffle(cards)
    g.turn_deck.cards, g.turn_discard.cards = cards[:turns], cards[turns:]
    # Turns are counted per Slumber/Dream (EN p.10, 2.0 §2.26): its first Turn is
    # Turn 1, whatever the Dream or Slumber before it lasted.
    g.turn_number = 0
    g.emit("slumber", f"A Slumber begins: {g.name(tile_id)}.", tile=tile_id)
    start_turn(g)
    steps = []
    if setup is not None and setup.spawn:
        steps.append(do.spawn(effects.as_plain(setup.spawn)))
    if setup is not None:
        steps += effects.compile_effect(g, setup.effect, {"source": "entity"})
    g.push(*steps)


def release_state(game, fig: str) -> None:
    game.release_state(fig)


@step("turn_step")
def _turn_step(game, s: dict) -> None:
    """Resolve the current Turn card's next step, then come back for the rest."""
    steps = game.card(game.turn_card).steps if game.turn_card else ()
    while game.step_index < len(steps):
        i = game.step_index
        kind = steps[i]
        game.step_index += 1
        if f"step:{i}" in game.blocks:
            game.emit("step_blocked", f"The {kind} step is Blocked and skipped.", step=kind)
            continue
        todo = step_effects(game, kind)
        if not todo:
            continue
        game.push(*todo, do.turn_step())
        return


def step_effects(game, kind: str) -> list[dict]:
    """What a Turn card step does now; nothing if nothing in play has it."""
    if not game.entities:
        return []
    tile = game.card(game.entity_tile)
    if kind == "movement":
        if tile.movement.rule in ("none", "stationary"):
            return []  # this Entity does not move on its own
        movers = moving_figures(game)
        if not movers:
            return []
        if game.options.get("single_movement_roll"):
            return [do.entity_roll([e["id"] for e in movers])]
        return [do.entity_roll([e["id"]]) for e in movers]
    ops = tile.effects[kind] if tile.effects is not None else ()  # kind: one of the Entity's steps
    if not ops:
        return []
    # Say what the effect does, not only that it happens (the QA log read "special effect.").
    what = effect_words(effects.as_plain(ops))
    game.emit("entity_effect", f"{game.entity_name()}'s {kind} effect: {what}." if what
              else f"{game.entity_name()}'s {kind} effect.", step=kind)
    return effects.compile_effect(game, ops, {"source": "entity"})


# -- Entity movement ---------------------------------------------------------

def moving_figures(game) -> list[dict]:
    """The figures that move: all of them, or only the kinds of token the
    tile's Movement rule names (a tile of two kinds may keep one still)."""
    kinds = game.card(game.entity_tile).movement.tokens
    return [e for e in game.entities if not kinds or e.get("kind") in kinds]


def hunted(game, dreamers: list) -> list:
    """The Dreamers an Entity may Move toward under its tile's Movement rule
    (EN p.11: the closest Dreamer unless the tile states otherwise); among
    them it goes for the closest."""
    rule = game.card(game.entity_tile).movement.rule
    if rule == "most_distress" and dreamers:
        most = max(game.dreamers[f.id].distress for f in dreamers)
        return [f for f in dreamers if game.dreamers[f.id].distress == most]
    if rule == "random_dreamer" and dreamers:
        pick = dreamers[game.rng.randrange(len(dreamers))]
        text = (f"{game.entity_name()} turn toward {game.name(pick.id)}." if game.entities_plural()
                else f"{game.entity_name()} turns toward {game.name(pick.id)}.")
        game.emit("entity_target", text, reveals=True, dreamer=pick.id)
        return [pick]
    return dreamers


def movement_of(game) -> tuple[int, bool]:
    mv = game.card(game.entity_tile).movement
    return mv.value, mv.ignores_die


@step("entity_roll")
def _entity_roll(game, s: dict) -> None:
    value, ignores = movement_of(game)
    bonus = 2 * effects.morphing_kinds(game).count("movement_plus2")
    if ignores:
        face = "full"
    else:
        die = game.defs("dice").get("movement")
        faces = die.faces if die is not None else MOVEMENT_FACES
        face = faces[game.rng.randrange(len(faces))]
        game.emit("die_rolled", f"The Movement die shows {FACE_WORDS.get(face, face)}.", reveals=True,
                  die="movement", face=face)
    n = movement_steps(face, value, bonus)
    todo = [do.entity_advance(f, n) for f in s["figures"]]
    if face == "full_again":
        todo.append(do.entity_roll(s["figures"]))
    rerollers = [d for d in living(game) if can_reroll(game, d)] if not ignores else []
    if rerollers:
        # Any die may be rerolled with a Shining Gem, the Entity's included.
        said = FACE_WORDS.get(face, face)
        game.push(decide(f"The Movement die shows {said}. Keep it, or spend a Shining Gem to reroll?",
                         [{"label": f"Keep {said}", "steps": todo}] + [
                          {"label": f"{game.name(d.id)} spends a Gem: reroll", "dreamer": d.id,
                           "steps": [do.spend_gem(d.id), dict(s)]} for d in rerollers])
                  | {"always_ask": True})
        return
    game.push(*todo)


@step("entity_advance")
def _entity_advance(game, s: dict) -> None:
    ent = game.entity(s["figure"])
    if ent is None or s["steps"] <= 0:
        return
    if game.states.get(ent["id"]) == "paralyzed":
        game.emit("paralyzed", "The Entity is Paralyzed and does not move.")
        return
    figs = game.figures()
    target = s.get("target")
    if target is None:
        dreamers = hunted(game, [f for f in figs if f.kind == "dreamer"])
        _, closest = closest_dreamers(game.dreamscape, tuple(ent["pos"]), dreamers)
        if not closest:
            return
        if len(closest) > 1:
            # The Entity is named, and where it stands (a swarm asks once per token): `about` lets
            # the table mark it, and answer the same way for each of the phase's identical questions.
            prompt = f"{game.entity_name()} on {space_label(tuple(ent['pos']))}: which Dreamer is hunted?"
            game.push(decide(prompt, [
                {"label": game.name(f.id), "dreamer": f.id, "figure": f.id,
                 "steps": [dict(s, target=f.id)]} for f in closest]) | {"entity_choice": True, "about": ent["id"]})
            return
        target = closest[0].id
    result = entity_move(game.dreamscape, figs, ent["id"], target, s["steps"])
    if len(result.path) > 1:
        ent["pos"] = result.path[-1]
        steps = len(result.path) - 1
        if game.entities_plural():  # "The Ink Mice move": the verb agrees with the Entity's name
            text = (f"{game.entity_name()} move {steps} space." if steps == 1
                    else f"{game.entity_name()} move {steps} spaces.")
        else:
            text = (f"{game.entity_name()} moves {steps} space." if steps == 1
                    else f"{game.entity_name()} moves {steps} spaces.")
        game.emit("entity_moved", text, figure=ent["id"], path=[list(p) for p in result.path])
    for fid in result.push:
        game.push(do.push_out(fid, result.path[-1]))
    if result.push_one_of:
        game.push(decide("The space is full: which Dreamer is pushed out?", [
            {"label": game.name(f), "dreamer": f, "steps": [do.push_out(f, result.path[-1])]}
            for f in result.push_one_of]) | {"entity_choice": True})


@step("push_out")
def _push_out(game, s: dict) -> None:
    figs = game.figures()
    pos = tuple(s["from"])
    spaces = push_destinations(game.dreamscape, figs, pos, s["figure"])
    if not spaces:
        game.emit("note", "There is nowhere to be pushed; the figure stays.")
        return
    game.push(decide(f"Where is {game.name(s['figure'])} pushed?", [
        {"label": space_label(q), "pos": list(q), "steps": [do.place_figure(s["figure"], q)]}
        for q in spaces]) | {"entity_choice": True})


@step("place_figure")
def _place_figure(game, s: dict) -> None:
    to = tuple(s["to"])
    # where it stood, so the table shows it pushed across (a glide), not jumping
    was = game.dreamers[s["figure"]].pos if s["figure"] in game.dreamers else game.entity(s["figure"])["pos"]
    if s["figure"] in game.dreamers:
        game.dreamers[s["figure"]].pos = to
        text = f"{game.name(s['figure'])} is pushed aside."
    else:  # an Entity Relocated: named as the Entity, never by its figure's id ("Entity1")
        game.entity(s["figure"])["pos"] = to
        text = f"{game.entity_name()} Relocates."
    game.emit("pushed", text, figure=s["figure"], to=list(to), path=[list(was), list(to)])


# -- Spawning, Morphings, the Entity leaving -----------------------------------

@step("spawn")
def _spawn(game, s: dict) -> None:
    n = effects.amount(game, s.get("count", s.get("amount")))
    spawns = [p for p in game.dreamscape.with_feature("spawn")]
    if not spawns or n <= 0:
        return
    suit = game.card(game.turn_card).suit if game.turn_card else None
    first = next((p for p in spawns if suit and game.dreamscape.spaces[p].spawn_suit == suit), None)
    plans = spawn_distributions(spawns, n, first)
    game.push(decide("Where do the Entities appear?", [
        {"label": ", ".join(f"{c} at {space_label(p)}" for p, c in plan.items()),
         "steps": [do.place_entities([[list(p), c] for p, c in plan.items()])]}
        for plan in plans]) | {"entity_choice": True})


@step("place_entities")
def _place_entities(game, s: dict) -> None:
    for pos, count in s["plan"]:
        for _ in range(count):
            fid = f"entity{len(game.entities) + 1}"
            while game.entity(fid):
                fid += "x"
            fig = {"id": fid, "tile": game.entity_tile, "pos": tuple(pos)}
            kinds = game.card(game.entity_tile).entity.tokens
            if kinds:  # a tile of several kinds of token deals them in turn
                fig["kind"] = kinds[sum(1 for e in game.entities if e.get("tile") == game.entity_tile) % len(kinds)]
            game.entities.append(fig)
            text = f"{game.entity_name()} appear." if game.entities_plural() else f"{game.entity_name()} appears."
            game.emit("spawned", text, figure=fid, pos=list(pos))


@step("add_morphing")
def _add_morphing(game, s: dict) -> None:
    n = effects.amount(game, s.get("count", s.get("amount")))
    if not game.entities:
        game.emit("note", "No Entity is on the map: no Morphing is added.")
        return
    # Morphings lie on the Entity tile and boost every figure of it, while a
    # State works only on the figure it lies next to (2.0 §2.36). So one
    # Poisoned figure cannot stop the tile Morphing for the others: only when
    # every figure on the map is Poisoned does the Entity gain nothing.
    if all(game.states.get(e["id"]) == "poisoned" for e in game.entities):
        game.emit("note", "The Entity is Poisoned: it gains no new Morphings.")
        return
    for _ in range(n):
        if not game.morphing_bag:
            return
        token = game.morphing_bag.pop(game.rng.randrange(len(game.morphing_bag)))
        game.morphings.append(token)
        game.emit("morphing", f"The Entity Morphs: {game.name(token)}.", reveals=True, token=token)


@step("remove_morphing_op")
def _remove_morphing(game, s: dict) -> None:
    for _ in range(effects.amount(game, s.get("count", s.get("amount")))):
        if game.morphings:
            game.morphing_bag.append(game.morphings.pop())


@step("remove_entity")
def _remove_entity(game, s: dict) -> None:
    """Chase a figure off the map; with the last one, its Morphings go too."""
    fig = s.get("figure") or s.get("ctx", {}).get("figure")
    ent = game.entity(fig) if fig else (game.entities[0] if game.entities else None)
    if ent is None:
        return
    game.entities.remove(ent)
    release_state(game, ent["id"])
    text = (f"{game.entity_name()} are driven off." if game.entities_plural()
            else f"{game.entity_name()} is driven off.")
    game.emit("entity_removed", text, figure=ent["id"])
    if not game.entities:
        game.morphing_bag.extend(game.morphings)
        game.morphings.clear()


@step("move_entity_op")
def _move_entity(game, s: dict) -> None:
    n = effects.amount(game, s.get("amount", s.get("count")))
    game.push(*[do.entity_advance(e["id"], n) for e in game.entities])


@step("relocate_entity")
def _relocate_entity(game, s: dict) -> None:
    fig = s.get("ctx", {}).get("figure") or (game.entities[0]["id"] if game.entities else None)
    if fig is None:
        return
    if game.states.get(fig) == "paralyzed":  # 2.0 §2.36: no Move and no Relocation this Turn
        game.emit("paralyzed", "The Entity is Paralyzed and cannot Relocate.", figure=fig)
        return
    spaces = [p for p in sorted(game.dreamscape.spaces) if game.dreamscape.open(p)]
    if s.get("to") == "spawn":
        spaces = game.dreamscape.with_feature("spawn")
    game.push(decide("Where does the Entity Relocate?", [
        {"label": space_label(p), "pos": list(p), "steps": [do.place_figure(fig, p)]}
        for p in spaces]) | {"entity_choice": True})


@step("block_step")
def _block_step(game, s: dict) -> None:
    steps = game.card(game.turn_card).steps if game.turn_card else ()
    open_steps = [i for i in range(game.step_index, len(steps)) if f"step:{i}" not in game.blocks]
    if not open_steps:
        return
    # 2.0: with no Block token left, a stand-in marks the step all the same.
    game.push(decide("Block which step of the Turn card?", [
        {"label": steps[i].title(), "steps": [do.mark_block(i)]} for i in open_steps]))


@step("mark_block")
def _mark_block(game, s: dict) -> None:
    game.blocks.append(f"step:{s['index']}")
    game.emit("blocked", "A step of the Turn card is Blocked.", index=s["index"])


@step("add_turns")
def _add_turns(game, s: dict) -> None:
    """Add 1 Turn: the bottom card of the Turn discard goes under the Turn deck."""
    added = 0
    for _ in range(s["count"]):
        card = game.turn_discard.draw_one(from_bottom=True)
        if card is None:
            break
        game.turn_deck.put_bottom([card])
        added += 1
    game.emit("turns_added", f"{added} Turn added." if added == 1 else f"{added} Turns added.", count=added)


@step("gain_loot")
def _gain_loot(game, s: dict) -> None:
    card_id = game.turn_card or (game.turn_discard.peek(1) or [None])[0]
    card = game.card(card_id) if card_id else None
    loot = card.loot if card is not None else ()
    game.emit("loot", "The Team gains the Turn card's Loot.", card=card_id)
    game.push(*effects.compile_effect(game, loot, {}))


@step("end_slumber")
def _end_slumber(game, s: dict) -> None:
    end_slumber(game, s)


def end_slumber(game, s: dict) -> None:
    """The Slumber ends: its Entity figures and tokens leave; map tiles,
    Quirks and the Dreamers' places stay."""
    for fig in list(game.states):
        release_state(game, fig)  # every State of the Slumber ends with it
    game.entities.clear()
    # EN p.9: the tokens tied to the Slumber's Entity go with it; others stay.
    game.tokens = [t for t in game.tokens if t.get("entity") is None or t["entity"] != game.entity_tile]
    game.morphing_bag.extend(game.morphings)
    game.morphings.clear()
    game.gradual.clear()
    victory = bool(s.get("victory", game.phase != Phase.OUT_OF_TURNS))
    outcome = Outcome(Result.WON, reason="The Slumber ends.") if victory else \
        Outcome(Result.ENDED, reason="The Slumber ends without a victory.")
    game.emit("slumber_end", outcome.reason, result=outcome.result.value)
    if game.campaign:
        # The campaign (a rule area above this one) takes over; called through
        # the step registry so that this module never imports it.
        engine.STEPS["campaign_slumber_over"](game, {"victory": victory, **outcome.to_data()})
        return
    game.outcome = outcome
    game.stack.clear()
    game.phase = Phase.OVER


# -- Skip --------------------------------------------------------------------

def _legal_skip(game) -> list[Action]:
    tile = game.card(game.entity_tile) if game.entity_tile else None
    if game.phase == Phase.DRAW and tile is not None and tile.skip and not any(d.drawn for d in living(game)):
        return [Action.make("skip")]
    return []


@action("skip", legal=_legal_skip)
def _act_skip(game, a: Action) -> None:
    """Skip: at the start of a Turn, resolve Out of Turns instead of playing."""
    tile = game.card(game.entity_tile) if game.entity_tile else None
    if tile is None or not tile.skip:
        raise IllegalAction("This Slumber cannot be Skipped.")
    if game.phase != Phase.DRAW or any(d.drawn for d in living(game)):
        raise IllegalAction("A Slumber is Skipped at the start of a Turn, before anyone draws.")
    engine.resolve(game, do.skip())
    game.push(*effects.compile_effect(game, tile.out_of_turns, {"source": "entity"}))


@step("skip")
def _skip(game, s: dict) -> None:
    game.phase = Phase.OUT_OF_TURNS
    game.emit("skip", "The Team Skips the Slumber.")

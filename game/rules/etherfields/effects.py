"""The effect language, interpreted.

Content writes what a card, tile or script does as a list of operations
(`{op: suffer_distress, amount: 1, target: each_in_range, range: 1}`). They
compile into one `effect` step that expands the next operation only when it
resolves, so targets are chosen against the table as it is then.

Entity effects (context `source: entity`) are strengthened by the Entity's
Morphings: +1 Distress, +2 Seal, +1 Range (Morphings lie on the Entity tile
and boost every figure of it). A State token works only on the figure it lies
next to (2.0 §2.36): a Dazed figure reaches range 1 at most, and the Distress
a Stunned figure would inflict is ignored, while the tile's other figures act
as usual.
"""
from __future__ import annotations

from game.rules.core import IllegalAction
from game.rules.etherfields.engine import decide, step
from game.rules.etherfields.geometry import dreamer_destinations, is_full, space_label
from game.rules.etherfields.phases import Mode
from game.rules.etherfields import steps as do
from game.rules.etherfields.state import HOURS_BY_DREAMERS, TOKEN_POOLS

DREAMER_OPS = {
    "suffer_distress", "heal_distress", "seal", "unseal", "gain_ether", "lose_ether",
    "gain_gem", "draw_cards", "discard_cards", "relocate_dreamer", "place_state",
    "flip_progress", "gain_influence", "move_dreamer", "reshuffle", "restore_item",
}
ALL = 999  # "amount: all": more than any pile can hold


def as_plain(value):
    """Content (models, tuples) as the dicts and lists a save holds: a tuple
    left inside would come back from a save as a list and compare unequal."""
    if hasattr(value, "model_dump"):
        value = value.model_dump(exclude_none=True)
    if isinstance(value, dict):
        return {k: as_plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [as_plain(v) for v in value]
    return value


def compile_effect(game, ops, ctx: dict) -> list[dict]:
    ops = as_plain(list(ops or []))
    return [do.effect(ops, dict(ctx))] if ops else []


def amount(game, value, default: int = 1) -> int:
    """An amount is a number, or {per_player: n}: n for each Dreamer."""
    if value is None:
        return default
    if value == "all":
        return ALL
    if isinstance(value, dict):
        living = sum(1 for d in game.dreamers.values() if not d.dead)
        return int(value.get("per_player", 0)) * living + int(value.get("plus", 0))
    return int(value)


def morphing_kinds(game) -> list[str]:
    """The kinds of the Morphing tokens on the Entity tile."""
    return [game.card(m).kind for m in game.morphings]


def morphing_bonus(game, kind: str) -> int:
    return morphing_kinds(game).count(kind)


def effect_range(game, op: dict, ctx: dict, fig: dict | None = None) -> int:
    """The range of an effect; from an Entity figure, with the tile's +1
    Range Morphings, and at most 1 if that figure is Dazed."""
    r = int(op.get("range", 0))
    if ctx.get("source") == "entity":
        r += morphing_bonus(game, "range_plus1")
        if fig is not None and game.states.get(fig["id"]) == "dazed":
            r = min(r, 1)
    return r


def source_figures(game, op: dict, ctx: dict) -> list[dict]:
    """The Entity figures an effect comes from: the one in the context when
    the effect says `from: this`, else every figure on the map."""
    return [e for e in game.entities if not ctx.get("figure") or op.get("from") != "this"
            or e["id"] == ctx["figure"]]


def reaching(game, op: dict, ctx: dict, who: str) -> list[dict]:
    """The source figures that have this Dreamer within the effect's range,
    each measured with its own range."""
    pos = game.dreamers[who].pos
    if pos is None:
        return []
    return [e for e in source_figures(game, op, ctx)
            if game.dreamscape.in_range(pos, e["pos"], effect_range(game, op, ctx, e))]


def targets(game, op: dict, ctx: dict) -> list[str]:
    """The Dreamers an operation affects."""
    living = [d.id for d in game.dreamers.values() if not d.dead]
    target = op.get("target", "self" if ctx.get("dreamer") else "each_dreamer")
    if target == "self":
        return [ctx["dreamer"]] if ctx.get("dreamer") else []
    if target in ("each_dreamer", "team"):
        return living
    if target == "each_in_range":
        return [d for d in living if reaching(game, op, ctx, d)]
    if target == "each_on_feature":
        feat = op.get("feature")
        return [d for d in living if game.dreamers[d].pos is not None
                and game.dreamscape.spaces[game.dreamers[d].pos].has(feat)]
    if target == "chosen_dreamer":
        return [ctx["chosen"]] if ctx.get("chosen") else []
    raise IllegalAction(f"Unknown target {target!r} in content.")


@step("effect")
def _effect(game, s: dict) -> None:
    ops, ctx = list(s["ops"]), s["ctx"]
    if not ops:
        return
    op, rest = ops[0], ops[1:]
    if rest:
        game.push(do.effect(rest, ctx))
    _resolve(game, op, ctx)


def _resolve(game, op: dict, ctx: dict) -> None:
    name = op["op"]
    if name == "choice":
        # 2.0 §2.4: an option nobody could carry out is not on offer (one aimed
        # at several Dreamers needs every one of them able); if none can be
        # carried out, all stay, as the card gives no other way on.
        offered = [opt for opt in op.get("options", []) if can_fulfil(game, opt.get("effect"), ctx)] \
            or list(op.get("options", []))
        options = []
        for opt in offered:
            options.append({"label": opt.get("label", "?"), "steps": compile_effect(game, opt.get("effect"), ctx)})
        game.push(decide(op.get("prompt", "Choose one"), options, chooser=ctx.get("dreamer"))
                  | {"always_ask": True})
        return
    if name == "if":
        branch = op.get("then") if condition(game, op.get("condition", {}), ctx) else op.get("else")
        game.push(*compile_effect(game, branch, ctx))
        return
    if op.get("target") == "chosen_dreamer" and not ctx.get("chosen"):
        living = [d for d in game.dreamers.values() if not d.dead]
        game.push(decide("Which Dreamer?", [
            {"label": game.name(d.id), "dreamer": d.id,
             "steps": compile_effect(game, [op], dict(ctx, chosen=d.id))} for d in living]))
        return
    if name in DREAMER_OPS:
        for who in targets(game, op, ctx):
            game.push(*dreamer_op(game, name, op, ctx, who))
        return
    handler = TEAM_OPS.get(name)
    if handler is None:
        raise IllegalAction(f"The rules cannot resolve the operation {name!r} yet.")
    handler(game, op, ctx)


def can_fulfil(game, ops, ctx: dict) -> bool:
    """Can an option's payments be made in full now: Ether each targeted
    Dreamer gives up, and the Team's Hours and Keys?"""
    for op in as_plain(list(ops or [])):
        name, n = op.get("op"), amount(game, op.get("amount", op.get("count")))
        if name == "lose_ether" and any(game.dreamers[who].ether < n for who in targets(game, op, ctx)):
            return False
        if (name == "lose_hours" and game.hours < n) or (name == "lose_key" and game.team.keys < n):
            return False
    return True


def dreamer_op(game, name: str, op: dict, ctx: dict, who: str) -> list[dict]:
    n = amount(game, op.get("amount", op.get("count")))
    entity = ctx.get("source") == "entity"
    if name == "suffer_distress":
        if entity:
            n += morphing_bonus(game, "distress_plus1")
            # Only the figures that reach this Dreamer inflict it; if each of
            # them is Stunned, the Distress is ignored.
            figs = reaching(game, op, ctx, who) if op.get("target") == "each_in_range" \
                else source_figures(game, op, ctx)
            if figs and all(game.states.get(e["id"]) == "stunned" for e in figs):
                game.emit("stunned", f"The Entity is Stunned: {game.name(who)} ignores its Distress.", dreamer=who)
                return []
        return [do.suffer_distress(who, n, from_entity=entity)]
    if name == "seal":
        if entity:
            n += 2 * morphing_bonus(game, "seal_plus2")
        return [do.seal(who, n)]
    if name == "unseal":
        return [do.unseal(who, n)]
    if name == "heal_distress":
        return [do.heal_distress(who, n)]
    if name == "gain_ether":
        return [do.gain_ether(who, n)]
    if name == "lose_ether":
        return [do.lose_ether(who, n)]
    if name == "gain_gem":
        return [do.gain_gem(who, n)]
    if name == "draw_cards":
        return [do.draw(who, n)]
    if name == "discard_cards":
        return [do.discard_choice(who, n)]
    if name == "relocate_dreamer":
        return [do.relocate_dreamer(who, op.get("to", "entrance"))]
    if name == "place_state":
        return [do.place_state(who, op["state"])]
    if name == "flip_progress":
        return [do.flip_all(who, not op.get("unflip", False), ALL if op.get("all") else n)]
    if name == "gain_influence":
        return [do.gain_influence(who, op["card"])]
    if name == "move_dreamer":
        return [do.free_move(who, n, bool(op.get("through_walls")))]
    if name == "reshuffle":
        return [do.reshuffle_free(who)]
    if name == "restore_item":
        return [do.restore_mask(who)] if op.get("mask") else [do.restore_item()] * n
    raise IllegalAction(f"The rules cannot resolve the operation {name!r} for a Dreamer.")


def condition(game, cond: dict, ctx: dict) -> bool:
    cond = as_plain(cond) or {}
    if "dreamers_in_range" in cond:
        op = {"target": "each_in_range", "range": cond["dreamers_in_range"]}
        return bool(targets(game, op, ctx))
    if "morphings_at_least" in cond:
        return len(game.morphings) >= int(cond["morphings_at_least"])
    if "entities_at_most" in cond:
        return len(game.entities) <= int(cond["entities_at_most"])
    if "on_terrain" in cond:
        d = game.dreamers.get(ctx.get("dreamer"))
        return d is not None and d.pos is not None and terrain_at(game, d.pos) == cond["on_terrain"]
    if "keys_at_least" in cond:
        return game.team.keys >= int(cond["keys_at_least"])
    if "hours_at_least" in cond:
        return game.hours >= int(cond["hours_at_least"])
    if "has_ether" in cond:
        d = game.dreamers.get(ctx.get("dreamer"))
        return d is not None and d.ether >= int(cond["has_ether"])
    raise IllegalAction(f"Unknown condition {cond!r} in content.")


# -- steps for single Dreamers ----------------------------------------------

@step("gain_ether")
def _gain_ether(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    n = max(0, min(s["amount"], game.pool("ether")))  # what the supply lacks is not gained
    d.ether += n
    game.emit("ether", f"{game.name(d.id)} gains {n} Ether.", dreamer=d.id, amount=n)


@step("gain_gem")
def _gain_gem(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    n = max(0, min(s["amount"], game.pool("gem")))
    d.gems += n
    who = game.name(d.id)
    game.emit("gem", f"{who} gains {n} Shining Gem." if n == 1 else f"{who} gains {n} Shining Gems.",
              dreamer=d.id, amount=n)


@step("discard_choice")
def _discard_choice(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    if s["count"] <= 0 or not d.hand:
        return
    rest = dict(s, count=s["count"] - 1)
    choice = decide(f"{game.name(d.id)} discards a card:", [
        {"label": game.name(c), "card": c, "steps": [do.discard_card(d.id, c), rest]}
        for c in dict.fromkeys(d.hand)], chooser=d.id)
    # A Rapid card or a Mask may cut in while this waits (2.0 §2.29) and pay
    # with these very cards: the choice is then asked anew from the hand left.
    choice["from_hand"], choice["ask_again"] = d.id, s
    game.push(choice)


@step("discard_card")
def _discard_card(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    d.hand.remove(s["card"])
    d.discard.put_top([s["card"]])
    game.emit("discarded", f"{game.name(d.id)} discards {game.name(s['card'])}.", dreamer=d.id, cards=[s["card"]])


@step("relocate_dreamer")
def _relocate(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    if game.states.get(d.id) == "paralyzed":  # 2.0 §2.36: no Move and no Relocation
        game.emit("paralyzed", f"{game.name(d.id)} is Paralyzed and cannot Relocate.", dreamer=d.id)
        return
    where = s.get("to", "entrance")
    if isinstance(where, (list, tuple)):
        spaces = [tuple(where)]
    else:
        spaces = game.dreamscape.with_feature(where) if where != "any" else sorted(
            p for p in game.dreamscape.spaces if game.dreamscape.open(p))
    spaces = [p for p in spaces if not is_full(game.figures(), p, ignoring=d.id)]
    game.push(decide(f"Where does {game.name(d.id)} Relocate?", [
        {"label": space_label(p), "pos": list(p), "steps": [do.set_dreamer_pos(d.id, p)]}
        for p in spaces], chooser=d.id))


@step("set_dreamer_pos")
def _set_pos(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    d.pos = tuple(s["to"])
    game.emit("dreamer_relocated", f"{game.name(d.id)} Relocates.", dreamer=d.id, to=list(d.pos))
    if game.dreamscape.spaces[d.pos].has("trap"):  # ending a Relocation on a Trap springs it
        game.push(*trap_steps(game, d.id, d.pos))


@step("place_state")
def _place_state(game, s: dict) -> None:
    """A State needs a token showing it: a free one, or the figure's own
    token turned over. Without one the State is ignored (EN p.17) and the
    figure keeps the State it had."""
    state, fig = s["state"], s["figure"]
    own = game.token_of.get(fig)
    free = [t for t in game.state_tokens if state in t.split("/")]
    if own and state in own.split("/"):
        free = [own]
        game.release_state(fig)  # one State per figure: its token turns to the new side
    elif not free:
        game.emit("state_missing", f"No State token can show {state}; it has no effect.")
        return
    else:
        game.release_state(fig)
    game.state_tokens.remove(free[0])
    game.states[fig] = state
    game.token_of[fig] = free[0]
    game.emit("state", f"{game.name(fig) if fig in game.dreamers else 'The Entity'} is {state.title()}.",
              figure=fig, state=state, token=free[0])


@step("flip_all")
def _flip_all(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    changed = 0
    for entry in d.progress:
        if changed < s["count"] and entry["flipped"] != s["flipped"]:
            entry["flipped"] = s["flipped"]
            changed += 1
    word = "flips" if s["flipped"] else "unflips"
    game.emit("progress_flipped", f"{game.name(d.id)} {word} {changed} Progress card." if changed == 1
              else f"{game.name(d.id)} {word} {changed} Progress cards.", dreamer=d.id)


@step("gain_influence")
def _gain_influence(game, s: dict) -> None:
    """A gained Influence card goes face up on top of the Discard pile."""
    d = game.dreamers[s["dreamer"]]
    owned = {c for c in d.deck.cards + d.hand + d.discard.cards + d.sealed.cards + d.unused}
    card, n = s["card"], 1
    while card in owned:
        n += 1
        card = f"{s['card']}#{n}"
    d.discard.put_top([card])
    game.emit("card_gained", f"{game.name(d.id)} gains {game.name(card)}.", dreamer=d.id, card=card)


@step("free_move")
def _free_move(game, s: dict) -> None:
    """A Move an effect grants: up to N spaces, no cards paid."""
    d = game.dreamers[s["dreamer"]]
    if d.pos is None or s["steps"] <= 0 or game.states.get(d.id) == "paralyzed":
        return
    if s.get("through_walls"):
        spaces = [p for p in game.dreamscape.spaces if game.dreamscape.open(p) and p != d.pos
                  and abs(p[0] - d.pos[0]) + abs(p[1] - d.pos[1]) <= s["steps"]
                  and not is_full(game.figures(), p, ignoring=d.id)]
    else:
        spaces = list(dreamer_destinations(game.dreamscape, game.figures(), d.id, s["steps"]))
    options = [{"label": "Stay", "steps": []}] + [
        {"label": space_label(p), "pos": list(p), "steps": [do.set_dreamer_pos(d.id, p)]}
        for p in sorted(spaces)]
    game.push(decide(f"Where does {game.name(d.id)} move?", options, chooser=d.id))


@step("log")
def _log(game, s: dict) -> None:
    game.emit("note", s.get("text", ""))


# -- tokens on the map, and terrain ---------------------------------------------

def pool_of(token: str) -> str:
    return "terrain" if token.startswith("terrain_") else token


def terrain_at(game, pos) -> str | None:
    """The terrain of a space: its printed symbol, else the first terrain
    token laid there. Two terrains in one space: the second is ignored."""
    space = game.dreamscape.spaces.get(tuple(pos))
    if space is not None and space.terrain:
        return space.terrain
    for t in game.tokens:
        if t["token"].startswith("terrain_") and tuple(t["pos"]) == tuple(pos):
            return t["token"][len("terrain_"):]
    return None


def _token_space(game, op, ctx):
    """The space `where` names: "entity" (the Entity's), "entrance" (the first
    Entrance space), "here" (where the one acting stands: the Dreamer, or for
    an Entity's own effect the Entity), or a space label such as "B1 top left"."""
    where = op.get("where", "self")
    if where == "here" and ctx.get("source") == "entity" and not ctx.get("dreamer"):
        where = "entity"
    if where == "entrance":
        entrances = game.dreamscape.with_feature("entrance")
        return entrances[0] if entrances else None
    if where == "entity" and ctx.get("figure") and game.entity(ctx["figure"]):
        return tuple(game.entity(ctx["figure"])["pos"])
    if where == "entity" and game.entities:
        return tuple(game.entities[0]["pos"])
    d = game.dreamers.get(ctx.get("dreamer") or "")
    if d is not None and d.pos is not None:
        return d.pos
    for p, sp in game.dreamscape.spaces.items():  # a label such as "B1 top left"
        if space_label(p) == where:
            return p
    return None


def _place_token(game, op, ctx):
    """Lay tokens on a space; what the box has run out of is not placed
    (a Block token is the exception: a stand-in marks it, 2.0)."""
    token, pos = op["token"], _token_space(game, op, ctx)
    if pos is None:
        return
    for _ in range(amount(game, op.get("count"))):
        if token == "block":
            game.blocks.append(f"space:{pos[0]},{pos[1]}")
            continue
        pool = pool_of(token)
        used = sum(1 for t in game.tokens if pool_of(t["token"]) == pool)
        if used >= TOKEN_POOLS.get(pool, 0):
            game.emit("note", f"No {token.replace('_', ' ')} token is left in the box; none is placed.")
            return
        placed = {"token": token, "pos": list(pos)}
        if ctx.get("source") == "entity" and game.entity_tile:
            placed["entity"] = game.entity_tile  # it leaves with its Slumber (EN p.9)
        game.tokens.append(placed)
        game.emit("token_placed", "", token=token, pos=list(pos))


def _discard_token(game, op, ctx):
    token = op["token"]
    pos = None if op.get("where") == "any" else _token_space(game, op, ctx)
    n = amount(game, op.get("count"))
    for t in list(game.tokens):
        if n <= 0:
            break
        if t["token"] == token and (pos is None or tuple(t["pos"]) == tuple(pos)):
            game.tokens.remove(t)
            n -= 1


# -- operations on the Team, the Entity and the Turn ------------------------

def _key(game, op, ctx):
    asked = amount(game, op.get("amount"))
    n = max(0, min(asked, game.pool("key")))
    game.team.keys += n
    if n < asked:  # the box holds four: a Key that is not there is said, not silently dropped
        game.emit("key", "The Team gains no Key: the box holds no more." if n == 0
                  else f"The Team gains only {n} of them: the box holds no more.", amount=n)
        return
    game.emit("key", f"The Team gains {n} Key." if n == 1 else f"The Team gains {n} Keys.", amount=n)


def _lose_key(game, op, ctx):
    n = min(game.team.keys, amount(game, op.get("amount")))
    game.team.keys -= n
    game.emit("key", f"The Team loses {n} Key." if n == 1 else f"The Team loses {n} Keys.", amount=-n)


def _hours(sign):
    def run(game, op, ctx):
        n = amount(game, op.get("amount"))
        game.hours = max(0, game.hours + sign * n)
        word = "gains" if sign > 0 else "loses"
        game.emit("hours", f"The Clock {word} {n} Hour." if n == 1 else f"The Clock {word} {n} Hours.", amount=sign * n)
    return run


def _script_id(game, op) -> str:
    """Scripts are named by id, or by paragraph number."""
    if op.get("script"):
        return op["script"]
    number = op.get("number")
    for sid, d in game.defs("scripts").items():
        if d.number == number:
            return sid
    return f"script_{number}"


def _push(op_name, **fixed):
    def run(game, op, ctx):
        args = {k: v for k, v in op.items() if k != "op"}
        game.push({"op": op_name, **args, **fixed, "ctx": ctx})
    return run


def _campaign_op(record):
    """An op that writes to the campaign: outside one (a lone Slumber) there
    is nothing to record it in."""
    def run(g, op, ctx):
        if g.campaign:
            record(g.campaign, op)
    return run


def _change_season(g, op, ctx) -> None:
    if g.campaign:
        g.campaign.season = op["season"]
    g.emit("season", f"The Season turns: {g.name(op['season'])}.")


TEAM_OPS = {
    "gain_key": _key,
    "lose_key": _lose_key,
    "gain_hours": _hours(+1),
    "lose_hours": _hours(-1),
    "add_turns": lambda g, op, ctx: g.push(do.add_turns(amount(g, op.get("amount", op.get("count"))))),
    "block_step": _push("block_step"),
    "spawn": _push("spawn"),
    "add_morphing": _push("add_morphing"),
    "remove_morphing": _push("remove_morphing_op"),
    "move_entity": _push("move_entity_op"),
    "relocate_entity": _push("relocate_entity"),
    "remove_entity": _push("remove_entity"),
    "end_slumber": _push("end_slumber"),
    "gain_loot": _push("gain_loot"),
    "win_dream": _push("end_slumber", victory=True),
    "lose_dream": _push("end_slumber", victory=False),
    "resolve_script": lambda g, op, ctx: g.push(do.read_script(_script_id(g, op))),
    "fate": _push("fate"),
    "slumber": _push("slumber"),
    "dream_gate": _push("dream_gate"),
    "shopping": _push("shopping"),
    "awakening": _push("awakening"),
    "gain_item": _push("gain_item"),
    "gain_flaw": lambda g, op, ctx: g.push(do.gain_flaw(ctx.get("dreamer") or g.order[0])),
    "gain_shopping": _campaign_op(lambda c, op: setattr(c, "shopping_cards", c.shopping_cards + 1)),
    "add_gate": _campaign_op(lambda c, op: c.gates.append(op["gate"])),
    "add_map_tile": _campaign_op(lambda c, op: c.map_tiles.append(op["tile"])),
    "add_wisdom": lambda g, op, ctx: g.team.wisdom.append(op["card"]),
    "change_season": _change_season,
    "log": lambda g, op, ctx: g.emit("note", op.get("text", "")),
    "add_note": lambda g, op, ctx: g.team.notes.append(op["card"]),
    "place_token": _place_token,
    "discard_token": _discard_token,
    "reveal_secret": lambda g, op, ctx: g.push(do.reveal_secret(op["secret"], ctx)),
    "set_hours": lambda g, op, ctx: setattr(g, "hours", HOURS_BY_DREAMERS[
        max(1, sum(1 for d in g.dreamers.values() if not d.dead))]),
}


# -- Traps ------------------------------------------------------------------------

DEFAULT_TRAP = ({"op": "suffer_distress", "amount": 1, "target": "self"},)


def trap_steps(game, who: str, pos) -> list[dict]:
    """A Trap does what the current Slumber or Dream says (EN p.16): the Dream
    Gate's `trap`, else the Entity tile's. Where neither says anything, our
    stand-in is 1 Distress, so a Trap is never a blank space."""
    gate = game.card(game.campaign.dream) if game.mode == Mode.DREAM and game.campaign.dream else None
    tile = game.card(game.entity_tile) if game.entity_tile else None
    printed = (gate.trap if gate is not None else ()) or (tile.trap if tile is not None else ())
    ops = list(printed or DEFAULT_TRAP)
    game.emit("trap", f"{game.name(who)} springs a Trap.", dreamer=who, space=list(pos))
    return compile_effect(game, ops, {"dreamer": who, "space": list(pos)})

"""What a Dreamer does in the Card and Action step.

Move (discard cards and active Items, move up to their total movement value),
Effort (once per Turn: lose X Hours to Move X), Assault and Contact on the
Entity (range 1 unless extended; pay the cost several times to apply it
several times, each with its own target chosen at the start; Gradual costs
filled with Intent markers by any Dreamers), Gain a Shining Gem (discard 3),
Remove a Morphing (1 Key or 1 Ether, Entity within range 1), spending Hours
to add Turns, and passing. Boosting with the Luck die is offered on every
Intent payment.

Payment sources are card ids from the Dreamer's hand, or "item:<id>" for an
active Item (which goes to Storage when discarded).
"""
from __future__ import annotations

from types import SimpleNamespace

from game.rules.core import Action, IllegalAction
from game.rules.core.args import FLAG, ID, IDS, INT, POS, ArgSpec, either, one_of
from game.rules.etherfields import intent as pay
from game.rules.etherfields.dreamers import dreamer
from game.rules.etherfields.effects import morphing_kinds, trap_steps
from game.rules.etherfields import effects
from game.rules.etherfields.effects import as_plain
from game.rules.etherfields.engine import PAYING, action, decide, resolve, step
from game.rules.etherfields.geometry import dreamer_destinations, sorted_destinations
from game.rules.etherfields.phases import Mode, Phase
from game.rules.etherfields import steps as do
from game.rules.etherfields.state import PEEKABLE_BACKS

ITEM = "item:"
LUCK_FACES = ("fail", "blank", "plus1", "plus1", "plus2", "plus3")
BOOST_VALUE = {"fail": None, "blank": 0, "plus1": 1, "plus2": 2, "plus3": 3}


# -- shared helpers --------------------------------------------------------

def acting_dreamers(game) -> list:
    """Dreamers who may take actions now: the living ones, and in ordered
    rounds only the one whose round it is."""
    rounds = game.options["play_order"] == "rounds"
    return [d for d in game.dreamers.values() if not d.dead and (not rounds or d.id == game.active)]


def can_act(game, who: str) -> None:
    if game.phase != Phase.ACTIONS:
        raise IllegalAction("Dreamers act in the Card and Action step of the Dreamers Phase.")
    if game.options["play_order"] == "rounds" and who != game.active:
        raise IllegalAction(f"It is {game.name(game.active)}'s round; wait for yours.")


def sources_of(game, d) -> list[tuple[str, object]]:
    """Everything this Dreamer may discard for Intent or movement (while
    actions are listed, worked out once per Dreamer: treat it as read-only)."""
    listing = game._listing
    if listing is not None:
        found = listing.get(("sources", d.id))
        if found is not None:
            return found
    out = [(c, game.card(c)) for c in d.hand]
    out += [(ITEM + i, game.card(i)) for i in game.team.items]
    if listing is not None:
        listing[("sources", d.id)] = out
    return out


_MISSING = object()


def cheapest_sources(game, amount: int, colour: str, srcs) -> list[str] | None:
    """`intent.minimal_payment`, remembered per game by the sources' ids: in
    one game an id always names the same card, and hands change slowly, so
    consecutive listings ask the same questions."""
    memo = game._pay_memo
    key = (amount, colour, tuple([s for s, _ in srcs]))
    found = memo.get(key, _MISSING)
    if found is _MISSING:
        if len(memo) > 20000:
            memo.clear()
        found = pay.minimal_payment(amount, colour, srcs)
        memo[key] = found = None if found is None else tuple(found)
    return None if found is None else list(found)


def exact_sources(game, unit: int, colour: str, srcs, most: int) -> list[str] | None:
    """`intent.exact_payment` (a Gradual payment), remembered like `cheapest_sources`."""
    memo = game._pay_memo
    key = ("exact", unit, colour, most, tuple([s for s, _ in srcs]))
    found = memo.get(key, _MISSING)
    if found is _MISSING:
        if len(memo) > 20000:
            memo.clear()
        found = pay.exact_payment(unit, colour, srcs, most)
        memo[key] = found = None if found is None else tuple(found)
    return None if found is None else list(found)


def payment_defs(game, d, sources) -> list:
    hand = list(d.hand)
    items = list(game.team.items)
    defs = []
    for src in sources:
        if src.startswith(ITEM):
            item = src[len(ITEM):]
            if item not in items:
                raise IllegalAction(f"{game.name(item)} is not an active Item.")
            items.remove(item)
            defs.append(game.card(item))
        else:
            if src not in hand:
                raise IllegalAction(f"{game.name(src)} is not in {game.name(d.id)}'s hand.")
            hand.remove(src)
            defs.append(game.card(src))
    return defs


def discard_payment(game, d, sources) -> None:
    """Pay for an action: its `pay` step resolves at once, as the action is
    taken, so what the action does next (its events, its effects) follows
    the payment as it always has."""
    resolve(game, do.pay(d.id, list(sources)))


@step("pay")
def _pay(game, s: dict) -> None:
    """The cards paid go to their owner's discard pile; an Item paid is
    turned face down into Storage."""
    d, sources = game.dreamers[s["dreamer"]], s["sources"]
    for src in sources:
        if src.startswith(ITEM):
            item = src[len(ITEM):]
            game.team.items.remove(item)
            game.team.storage.append(item)
        else:
            d.hand.remove(src)
            d.discard.put_top([src])
    if sources:
        game.emit("paid", "", dreamer=d.id, cards=list(sources))


def check_other_costs(game, d, cost: pay.Cost) -> None:
    for kind, n in cost.others.items():
        if kind == "ether" and d.ether < n:
            raise IllegalAction(f"{game.name(d.id)} has {d.ether} Ether; this costs {n}.")
        if kind == "gem" and d.gems < n:
            raise IllegalAction(f"{game.name(d.id)} has {d.gems} Shining Gems; this costs {n}.")
        if kind == "key" and game.team.keys < n:
            raise IllegalAction(f"The Team has {game.team.keys} Keys; this costs {n}.")
        if kind == "hours" and game.hours < n:
            raise IllegalAction(f"The Clock shows {game.hours} Hours; this costs {n}.")


def pay_other_costs(game, d, cost: pay.Cost) -> list[dict]:
    """Check the non-Intent part of a cost, pay it, and return the steps that
    still have to resolve (Distress is suffered as a step)."""
    check_other_costs(game, d, cost)
    spent = {kind: n for kind, n in cost.others.items() if kind != "distress"}
    if spent:
        resolve(game, do.pay_costs(d.id, spent))  # at once, like the cards paid
    return [do.suffer_distress(d.id, n) for kind, n in cost.others.items() if kind == "distress"]


@step("pay_costs")
def _pay_costs(game, s: dict) -> None:
    """The Ether, Shining Gems, Keys and Hours an action costs are spent."""
    d = game.dreamers[s["dreamer"]]
    for kind, n in s["costs"].items():
        if kind == "ether":
            d.ether -= n
        elif kind == "gem":
            d.gems -= n
        elif kind == "key":
            game.team.keys -= n
        elif kind == "hours":
            game.hours -= n


def boost_allowed(game, d, paid_intent: int) -> None:
    if not game.options.get("boosting", True):
        raise IllegalAction("Boosting is switched off in this game's options.")
    if d.boosted:
        raise IllegalAction(f"{game.name(d.id)} has already rolled the Luck die this Turn.")
    if paid_intent < 1:
        raise IllegalAction("Boosting needs at least 1 Intent paid first.")


def start_boost(game, d, need: int, paid: int, on_success: list[dict], label: str) -> None:
    resolve(game, do.boost(d.id))  # at once: the Boost of the Turn is used as the action is taken
    game.push(do.luck_roll(d.id, need, paid, on_success, label))


@step("boost")
def _boost(game, s: dict) -> None:
    game.dreamers[s["dreamer"]].boosted = True


def luck_faces(game) -> tuple:
    die = game.defs("dice").get("luck")
    return tuple(getattr(die, "faces", None) or LUCK_FACES)


def can_reroll(game, d) -> bool:
    blocked = any(m in ("no_rerolls", "no_gem_rerolls") for m in morphing_kinds(game))
    if game.options["edition"] == "first" and "no_gem_rerolls" in morphing_kinds(game):
        blocked = True
    return d.gems > 0 and not blocked


@step("luck_roll")
def _luck_roll(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    faces = luck_faces(game)
    face = faces[game.rng.randrange(len(faces))]
    game.emit("die_rolled", f"{game.name(d.id)} rolls the Luck die: {face}.", reveals=True,
              die="luck", face=face, dreamer=d.id)
    resolve = do.luck_resolve(s, face)
    if can_reroll(game, d):
        game.push(decide(
            f"The Luck die shows {face}. Keep it, or spend a Shining Gem to reroll?",
            [{"label": f"Keep {face}", "steps": [resolve]},
             {"label": "Spend 1 Shining Gem: reroll",
              "steps": [do.spend_gem(d.id), dict(s)]}],
            chooser=d.id) | {"always_ask": True})
    else:
        game.push(resolve)


@step("spend_gem")
def _spend_gem(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    d.gems -= 1
    game.emit("gem_spent", f"{game.name(d.id)} spends a Shining Gem.", dreamer=d.id)


@step("luck_resolve")
def _luck_resolve(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    bonus = BOOST_VALUE.get(s["face"], 0)
    if bonus is None:
        game.emit("action_failed", f"Failure! {s['label']} fails; the cards stay spent.", dreamer=d.id)
        game.push(boost_failure_penalty(game, d.id))
        return
    total = s["paid"] + bonus
    if s.get("gradual"):  # a boosted Gradual payment: its markers are counted from the new total
        game.push(dict(s["gradual"], paid=total))
        return
    if total < s["need"]:
        game.emit("action_failed", f"{s['label']} falls short ({total} of {s['need']}); the cards are lost.",
                  dreamer=d.id)
        return
    game.push(*s["success"])


def boost_failure_penalty(game, who: str) -> dict:
    d = game.dreamers[who]
    options = []
    if d.ether > 0:
        options.append({"label": "Discard 1 Ether", "steps": [do.lose_ether(who, 1)]})
    options.append({"label": "Suffer 1 Distress", "steps": [do.suffer_distress(who, 1)]})
    options.append({"label": "Seal 3 cards", "steps": [do.seal(who, 3)]})
    return decide(f"The Luck die failed: what does {game.name(who)} give up?", options, chooser=who) \
        | {"always_ask": True}


@step("lose_ether")
def _lose_ether(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    n = min(d.ether, s["amount"])
    d.ether -= n
    game.emit("ether", f"{game.name(d.id)} loses {n} Ether.", dreamer=d.id, amount=-n)


# -- Move ------------------------------------------------------------------

def move_options(game, who: str, budget: int | None = None) -> dict:
    """Where this Dreamer may Move now, with the path length of each."""
    d = game.dreamers[who]
    if d.pos is None:
        return {}
    if budget is None:
        budget = sum(int(getattr(defn, "move", 0) or 0) for _, defn in sources_of(game, d))
    return dreamer_destinations(game.dreamscape, game.figures(), who, budget)


def listing_memo(game, memo: dict) -> dict:
    """A memo of per-Dreamer listings for the map on the table (kept small).
    The map is held, not named by id, so a map laid since cannot pass for it."""
    ds = game.dreamscape
    if memo.get("layout") != (ds.spaces, ds.walls) or len(memo) > 512:
        memo.clear()
        memo["layout"] = (ds.spaces, ds.walls)
    return memo


def _legal_move(game) -> list[Action]:
    if game.phase != Phase.ACTIONS:
        return []
    out = []
    figures = None  # one look at who stands where serves every Dreamer's Moves
    memo = listing_memo(game, game._move_memo)
    for d in game.dreamers.values():
        if d.dead or d.pos is None or game.states.get(d.id) == "paralyzed":
            continue
        if game.options["play_order"] == "rounds" and d.id != game.active:
            continue
        if figures is None:
            figures = game.figures()
            standing = tuple(figures)
        # A Dreamer's Moves follow from their hand, the active Items, where every
        # figure stands and the Hours left for an Effort: after another Dreamer
        # plays a card, the next listing asks the very same question.
        effort = game.hours if not d.effort_used else 0
        key = (d.id, tuple(d.hand), tuple(game.team.items), standing, effort)
        found = memo.get(key)
        if found is None:
            found = memo[key] = _dreamer_moves(game, d, figures, effort)
        out += found
    return out


def _dreamer_moves(game, d, figures, effort: int) -> tuple[Action, ...]:
    """One Dreamer's Moves, each paid with the fewest cards, and Efforts."""
    # Largest movement values first: the fewest cards that reach each distance.
    values = [(int(getattr(defn, "move", 0) or 0), src) for src, defn in sources_of(game, d)]
    values = [v for v in values if v[0] > 0]
    values.sort(key=_minus_first)
    reach, total = [], 0
    for v, _ in values:
        total += v
        reach.append(total)
    # Built directly (args already in sorted order): this list is made for every
    # reachable space on every call, and Action.make's checks would dominate.
    out = []
    paying: dict[int, tuple] = {}  # distance -> the cards that pay it
    for dest, dist in sorted_destinations(game.dreamscape, figures, d.id, total):
        pay_with = paying.get(dist)
        if pay_with is None:
            k = next(i for i, r in enumerate(reach) if r >= dist)
            pay_with = paying[dist] = tuple(s for _, s in values[:k + 1])
        out.append(Action("move", (("dreamer", d.id), ("pay", pay_with), ("to", dest))))
    if effort > 0:
        for dest, _ in sorted_destinations(game.dreamscape, figures, d.id, effort):
            out.append(Action("effort", (("dreamer", d.id), ("to", dest))))
    return tuple(out)


def _minus_first(pair: tuple) -> int:
    return -pair[0]


@action("move", legal=_legal_move, args=ArgSpec({"dreamer": ID, "to": POS}, {"pay": IDS, "boost": FLAG}))
def _act_move(game, a: Action) -> None:
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    if game.states.get(d.id) == "paralyzed":
        raise IllegalAction(f"{game.name(d.id)} is Paralyzed and cannot Move until this Dreamers Phase ends.")
    dest = tuple(a["to"])
    sources = list(a.get("pay", ()) or ())
    defs = payment_defs(game, d, sources)
    moved = pay.movement_paid(defs)
    dist = game.dreamscape.distance(d.pos, dest)
    if dist is None:
        raise IllegalAction("There is no way there: Walls or Blocked spaces stand in between.")
    reach = dreamer_destinations(game.dreamscape, game.figures(), d.id, dist)
    if dest not in reach:
        if dest == d.pos:
            raise IllegalAction(f"{game.name(d.id)} is already there.")
        raise IllegalAction("That space is full: a Dreamer may pass through it but not stop there.")
    boost = bool(a.get("boost"))
    for defn in defs:
        if int(getattr(defn, "move", 0) or 0) <= 0:
            raise IllegalAction(f"{getattr(defn, 'name', 'That card')} has no movement value.")
    if boost:
        boost_allowed(game, d, moved)
    elif moved < dist:
        raise IllegalAction(f"That space is {dist} away; the cards give {moved} movement.")
    bump_activity(game, d)
    discard_payment(game, d, sources)
    go = [do.move_dreamer(d.id, dest)]
    if boost:
        start_boost(game, d, dist, moved, go, "The Move")
    else:
        game.push(*go)


@action("effort", listed_with="move", args=ArgSpec({"dreamer": ID, "to": POS}))
def _act_effort(game, a: Action) -> None:
    """Effort: once per Turn, lose X Hours to Move X spaces."""
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    if game.states.get(d.id) == "paralyzed":
        raise IllegalAction(f"{game.name(d.id)} is Paralyzed and cannot Move until this Dreamers Phase ends.")
    if d.effort_used:
        raise IllegalAction("Effort can be made once per Turn.")
    dest = tuple(a["to"])
    reach = dreamer_destinations(game.dreamscape, game.figures(), d.id, game.hours)
    if dest not in reach:
        raise IllegalAction(f"The Clock shows {game.hours} Hours: not enough to reach that space.")
    bump_activity(game, d)
    game.push(do.effort(d.id, reach[dest]), do.move_dreamer(d.id, dest))


@step("effort")
def _effort(game, s: dict) -> None:
    """The Effort made: once per Turn, its Hours lost from the Clock."""
    d, hours = game.dreamers[s["dreamer"]], s["hours"]
    d.effort_used = True
    game.hours -= hours
    game.emit("hours", f"{game.name(d.id)} makes an Effort: {hours} Hour(s) lost.", amount=-hours)


@step("move_dreamer")
def _move_dreamer(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    dest = tuple(s["to"])
    path = game.dreamscape.path(d.pos, dest) or [d.pos, dest]
    d.pos = dest
    game.emit("dreamer_moved", f"{game.name(d.id)} moves {len(path) - 1} space(s).", dreamer=d.id,
              path=[list(p) for p in path])
    traps = [p for p in path[1:] if game.dreamscape.spaces[p].has("trap")]
    for p in traps:  # moving through a Trap springs it, and so does ending the Move on one
        game.push(*trap_steps(game, d.id, p))


# -- Assault and Contact on the Entity -------------------------------------

DELIVERANCE_WISDOM = "wisdom_deliverance"


def interactions(game) -> list:
    """The Entity's Interactions, and, once the Team holds the Deliverance
    Wisdom, a Deliverance for every Entity tile that shows one."""
    tile = game.card(game.entity_tile) if game.entity_tile else None
    found = list(getattr(tile, "interactions", None) or [])
    deliverance = getattr(tile, "deliverance", None)
    if deliverance and DELIVERANCE_WISDOM in game.team.wisdom and game.mode != Mode.DREAM:
        found.append(SimpleNamespace(
            name="Deliverance", kind="contact", cost={"awareness": 2}, gradual=True, per_player=False, range=1,
            effect=list(effects_plain(deliverance)) + [do.remove_entity(), do.gain_loot(),
                                                       do.end_slumber(True)]))
    return found


def effects_plain(ops):
    return as_plain(list(ops))


def interaction_range(game, d, inter) -> int:
    """An Interaction's printed range; none printed is range 1 (EN p.11),
    and range 0 is the Dreamer's own space."""
    printed = getattr(inter, "range", None)
    base = 1 if printed is None else int(printed)
    if game.states.get(d.id) == "dazed":
        return min(base, 1)  # a Dazed Dreamer reaches no further than 1
    return base


def targets_in_range(game, d, inter, dist: dict | None = None) -> list[dict]:
    """The Entity tokens an Interaction of this Dreamer reaches; `dist` (the
    path lengths from the Dreamer's space) when the caller has it already."""
    r = interaction_range(game, d, inter)
    if dist is None:
        dist = _distances_from_dreamer(game, d)
    return [e for e in game.entities if dist.get(tuple(e["pos"]), r + 1) <= r]


def _distances_from_dreamer(game, d) -> dict:
    ds = game.dreamscape
    here = ds.pos(d.pos)
    return ds._distances(here) if ds.open(here) else {}


def gradual_key(game, index: int) -> str:
    return f"{game.entity_tile}:{index}"


def _dream_action_spent(game) -> bool:
    """Ordered rounds allow one Dream action a round (see check_dream_action)."""
    return game.options["play_order"] == "rounds" and game.dream_action_used


def _legal_interact(game) -> list[Action]:
    if game.phase != Phase.ACTIONS or not game.entities or _dream_action_spent(game):
        return []
    out = []
    living = sum(1 for d in game.dreamers.values() if not d.dead)
    options = interactions(game)
    rounds = game.options["play_order"] == "rounds"
    for d in game.dreamers.values():
        if d.dead or d.pos is None:
            continue
        if rounds and d.id != game.active:
            continue
        srcs = None
        dist = _distances_from_dreamer(game, d)  # one look per Dreamer serves every Interaction
        for i, inter in enumerate(options):
            targets = targets_in_range(game, d, inter, dist)
            if not targets:
                continue
            if srcs is None:
                srcs = sources_of(game, d)
            gradual = bool(getattr(inter, "gradual", False))
            per_player = bool(getattr(inter, "per_player", False)) and not gradual
            cost = pay.make_cost(getattr(inter, "cost", None), living, per_player=per_player)
            track = game.gradual.get(gradual_key(game, i))
            for colour, amount in cost.intents.items():
                if gradual:
                    if track and track["colour"] != colour:
                        continue
                    chosen = exact_sources(game, amount, colour, srcs, living - (track or {}).get("markers", 0))
                else:
                    chosen = cheapest_sources(game, amount, colour, srcs)
                if chosen is None:
                    continue
                try:
                    check_other_costs(game, d, cost)
                except IllegalAction:
                    continue
                act = dict(dreamer=d.id, index=i, pay=chosen, colour=colour, targets=[targets[0]["id"]])
                out.append(Action.make("interact", **act))
            if not cost.intents and not gradual:
                out.append(Action.make("interact", dreamer=d.id, index=i, pay=[], targets=[targets[0]["id"]]))
    return out


@action("interact", legal=_legal_interact,
        args=ArgSpec({"dreamer": ID, "index": INT}, {**PAYING, "targets": IDS}))
def _act_interact(game, a: Action) -> None:
    """Use an Interaction of the Entity: Assault or Contact, maybe Gradual."""
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    options = interactions(game)
    index = a["index"]
    if not isinstance(index, int) or not 0 <= index < len(options):
        raise IllegalAction("The Entity has no such action.")
    inter = options[index]
    living = sum(1 for x in game.dreamers.values() if not x.dead)
    gradual = bool(getattr(inter, "gradual", False))
    per_player = bool(getattr(inter, "per_player", False))
    base = pay.make_cost(getattr(inter, "cost", None), living, per_player=per_player and not gradual)
    sources = list(a.get("pay", ()) or ())
    defs = payment_defs(game, d, sources)
    colour = a.get("colour") or pay.best_colour(base, defs)
    targets = list(a.get("targets", ()) or ())
    if not targets:
        raise IllegalAction("Choose the Entity this action targets.")
    r = interaction_range(game, d, inter)
    for t in targets:
        ent = game.entity(t)
        if ent is None:
            raise IllegalAction("That is not an Entity on the map.")
        dist = game.dreamscape.distance(d.pos, ent["pos"])
        if dist is None or dist > r:
            where = "out of reach behind Walls" if dist is None else f"{dist} spaces away"
            raise IllegalAction(f"{game.entity_name()} is {where}; this action needs range {r}.")
    label = str(getattr(inter, "name", None) or getattr(inter, "kind", "action")).title()
    boost = bool(a.get("boost"))
    check_dream_action(game)
    if gradual:
        _gradual_payment(game, d, inter, index, base, colour, defs, sources, targets, living, boost, label)
        return
    unit = base.intents.get(colour, 0) if base.intents else 0
    times = len(targets)
    if base.intents:
        if boost:
            paid = pay.check_payment(pay.Cost({colour: 1}, {}), colour, defs)
            boost_allowed(game, d, paid)
        else:
            paid = pay.check_payment(pay.Cost({colour: unit * times}, {}), colour, defs)
    else:
        if defs:
            raise IllegalAction("This action costs no Intent; do not discard cards for it.")
        paid = 0
    other = pay.make_cost(getattr(inter, "cost", None), living, per_player=per_player, times=times)
    extra_steps = pay_other_costs(game, d, other)
    use_dream_action(game)
    bump_activity(game, d)
    discard_payment(game, d, sources)
    effect = _interaction_steps(game, d, inter, targets, label)
    game.push(*extra_steps)
    if boost:
        start_boost(game, d, unit * times, paid, effect, label)
    else:
        game.push(*effect)


def _interaction_steps(game, d, inter, targets, label) -> list[dict]:
    steps = [do.log(text=f"{game.name(d.id)}: {label} x{len(targets)}.")]
    for t in targets:
        steps += effects.compile_effect(game, getattr(inter, "effect", None) or [],
                                        {"dreamer": d.id, "figure": t})
    return steps


def _gradual_payment(game, d, inter, index, base, colour, defs, sources, targets, living, boost, label):
    """Each payment is a whole multiple of the base cost and places that many
    Intent markers; when the markers reach the number of Dreamers, the action
    resolves and the markers return. A two-colour cost is paid in one colour.
    A Boost may go toward a Gradual payment too (2.0 §2.23): the Luck die adds
    to what was paid, each whole base cost places a marker, the rest is lost."""
    key = gradual_key(game, index)
    unit = base.intents.get(colour, 0)
    track = game.gradual.get(key)
    if track and track["colour"] != colour:
        raise IllegalAction(f"This Gradual action is being paid in {track['colour'].title()}; "
                            f"it must be finished in that colour.")
    placed = track["markers"] if track else 0
    total = pay.intent_paid(defs, colour)
    if boost:
        boost_allowed(game, d, total)
        for defn in defs:
            if pay.card_intent(defn, colour) <= 0:
                raise IllegalAction(f"{getattr(defn, 'name', 'That card')} gives no {colour.title()} Intent.")
    elif total <= 0 or unit <= 0 or total % unit:
        raise IllegalAction(f"Each payment on a Gradual action is a whole multiple of {unit} "
                            f"{colour.title()}; {total} is not.")
    else:
        markers = total // unit
        if placed + markers > living:
            raise IllegalAction(f"Only {living - placed} more payment(s) of {unit} are needed.")
        free = game.intent_markers_left(colour) + _borrowable(game, key, colour)
        if markers > free:
            raise IllegalAction(f"Only {free} {colour.title()} Intent markers are left.")
    use_dream_action(game)
    bump_activity(game, d)
    discard_payment(game, d, sources)
    place = do.gradual_place(d.id, index, colour, total, list(targets[:1]), label)
    if boost:
        resolve(game, do.boost(d.id))
        game.push(do.luck_roll(d.id, unit, total, [], label, gradual=place))
    else:
        game.push(place)


@step("gradual_place")
def _gradual_place(game, s: dict) -> None:
    """Put the markers a Gradual payment bought on its action; the last one
    resolves it."""
    options = interactions(game)
    if not 0 <= s["index"] < len(options) or not game.entities:
        return  # the Entity left in the meantime: nothing to place markers on
    inter, d, colour = options[s["index"]], game.dreamers[s["dreamer"]], s["colour"]
    living = sum(1 for x in game.dreamers.values() if not x.dead)
    unit = pay.make_cost(getattr(inter, "cost", None), living).intents.get(colour, 0)
    key = gradual_key(game, s["index"])
    placed = game.gradual.get(key, {}).get("markers", 0)
    free = game.intent_markers_left(colour) + _borrowable(game, key, colour)
    markers = min(s["paid"] // unit if unit else 0, living - placed, free)
    label = s["label"]
    if markers <= 0:
        game.emit("action_failed", f"{label}: the payment does not reach {unit} {colour.title()}; it is lost.",
                  dreamer=d.id)
        return
    _take_markers(game, key, colour, markers)
    placed += markers
    game.emit("gradual", f"{game.name(d.id)} places {markers} {colour.title()} marker(s) on {label} "
              f"({placed}/{living}).", key=key, markers=placed, needed=living)
    if placed >= living:
        game.gradual.pop(key, None)
        game.emit("gradual_done", f"{label} is complete; its markers return.", key=key)
        targets = [t for t in s["targets"] if game.entity(t)] or [game.entities[0]["id"]]
        game.push(*_interaction_steps(game, d, inter, targets[:1], label))


def _borrowable(game, key, colour) -> int:
    """Markers of this colour sitting on other actions may be taken."""
    return sum(g["markers"] for k, g in game.gradual.items() if k != key and g["colour"] == colour)


def _take_markers(game, key, colour, n) -> None:
    short = n - game.intent_markers_left(colour)
    for k, g in list(game.gradual.items()):
        if short <= 0:
            break
        if k != key and g["colour"] == colour:
            taken = min(short, g["markers"])
            g["markers"] -= taken
            short -= taken
            if g["markers"] == 0:
                del game.gradual[k]
    track = game.gradual.setdefault(key, {"colour": colour, "markers": 0})
    track["markers"] += n


# -- Basic Actions: Gems, Morphings, Hours, passing -------------------------

def _legal_basic(game) -> list[Action]:
    if game.phase != Phase.ACTIONS:
        return hours_spending(game)
    out = []
    for d in acting_dreamers(game):
        if not d.passed:
            out.append(Action("pass", (("dreamer", d.id),)))
        if len(d.hand) >= 3 and game.pool("gem") > 0:
            out.append(Action("gain_gem", (("cards", tuple(d.hand[:3])), ("dreamer", d.id))))
    return out + hours_spending(game)


def can_spend_hours(game) -> bool:
    """Hours are spent at any moment of a Slumber or Dream (EN p.15): any
    step of a Turn, a waiting choice included, until Out of Turns begins."""
    return game.mode in (Mode.SLUMBER, Mode.DREAM) and game.phase in (Phase.DRAW, Phase.ACTIONS, Phase.DREAMSCAPE)


SPEND_ONE_HOUR = Action.make("spend_hours", hours=1)


def hours_spending(game) -> list[Action]:
    return [SPEND_ONE_HOUR] if game.hours > 0 and can_spend_hours(game) else []


@action("pass", legal=_legal_basic, args=ArgSpec({"dreamer": ID}))
def _act_pass(game, a: Action) -> None:
    d = dreamer(game, a["dreamer"])
    if game.phase != Phase.ACTIONS:
        raise IllegalAction("Passing ends your part of the Card and Action step; it is not that step now.")
    can_act(game, d.id)
    resolve(game, do.pass_turn(d.id))


@step("pass_turn")
def _pass_turn(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    d.passed = True
    game.emit("passed", f"{game.name(d.id)} is done for this Turn.", dreamer=d.id)
    if game.options["play_order"] == "rounds":
        next_round(game)


def next_round(game) -> None:
    """Ordered rounds: a round in which the Dreamer did nothing is a pass;
    the step ends when every Dreamer passes in a row."""
    game.consecutive_passes = 0 if game.round_acted else game.consecutive_passes + 1
    game.round_acted = False
    game.dream_action_used = False
    alive = [d for d in game.order if not game.dreamers[d].dead]
    living = [d for d in game.dreamers.values() if not d.dead]
    if game.consecutive_passes >= len(alive):
        for d in living:
            d.passed = True
        return
    for d in living:
        d.passed = False
    i = alive.index(game.active)
    game.active = alive[(i + 1) % len(alive)]


def bump_activity(game, d) -> None:
    """Acting again takes back a pass (free play: the step ends when all agree);
    in ordered rounds it marks the round as one in which something was done.
    Its step resolves at once, as the action is taken."""
    resolve(game, do.acted(d.id))


@step("acted")
def _acted(game, s: dict) -> None:
    game.dreamers[s["dreamer"]].passed = False
    if game.options["play_order"] == "rounds":
        game.round_acted = True


def check_dream_action(game) -> None:
    """Ordered rounds: at most one Dream action (Map, Dream Gate, Secret card
    action, or an Entity interaction) in each round."""
    if game.options["play_order"] == "rounds" and game.dream_action_used:
        raise IllegalAction("You have already taken a Dream action this round.")


def use_dream_action(game) -> None:
    """The round's Dream action is taken (after every check of the action)."""
    if game.options["play_order"] == "rounds":
        resolve(game, do.dream_action())


@step("dream_action")
def _dream_action(game, s: dict) -> None:
    game.dream_action_used = True


@action("gain_gem", listed_with="pass", args=ArgSpec({"dreamer": ID, "cards": IDS}))
def _act_gain_gem(game, a: Action) -> None:
    """Discard 3 Influence cards from hand to gain 1 Shining Gem."""
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    cards = list(a.get("cards", ()) or ())
    if len(cards) != 3:
        raise IllegalAction("Gaining a Shining Gem takes exactly 3 cards from your hand.")
    payment_defs(game, d, cards)
    if any(c.startswith(ITEM) for c in cards):
        raise IllegalAction("Only Influence cards from your hand pay for a Shining Gem.")
    if game.pool("gem") <= 0:
        raise IllegalAction("No Shining Gems are left in the supply.")
    bump_activity(game, d)
    discard_payment(game, d, cards)
    resolve(game, do.gem_bought(d.id))


@step("gem_bought")
def _gem_bought(game, s: dict) -> None:
    d = game.dreamers[s["dreamer"]]
    d.gems += 1
    game.emit("gem", f"{game.name(d.id)} gains a Shining Gem.", dreamer=d.id)


def _legal_remove_morphing(game) -> list[Action]:
    if game.phase != Phase.ACTIONS or not game.morphings:
        return []
    out = []
    for d in game.dreamers.values():
        if d.dead or d.pos is None or (game.options["play_order"] == "rounds" and d.id != game.active):
            continue
        if not any(game.dreamscape.in_range(d.pos, e["pos"], 1) for e in game.entities):
            continue
        token = game.morphings[0]
        if d.ether >= 1:
            out.append(Action.make("remove_morphing", dreamer=d.id, morphing=token, **{"with": "ether"}))
        if game.team.keys >= 1:
            out.append(Action.make("remove_morphing", dreamer=d.id, morphing=token, **{"with": "key"}))
    return out


@action("remove_morphing", legal=_legal_remove_morphing,
        args=ArgSpec({"dreamer": ID, "morphing": ID}, {"with": one_of("ether", "key")}))
def _act_remove_morphing(game, a: Action) -> None:
    """Pay 1 Key or 1 Ether to remove a Morphing, Entity within range 1."""
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    token = a["morphing"]
    if token not in game.morphings:
        raise IllegalAction("That Morphing is not on the Entity.")
    if not any(game.dreamscape.in_range(d.pos, e["pos"], 1) for e in game.entities):
        raise IllegalAction("Removing a Morphing needs an Entity within range 1.")
    with_what = a.get("with", "ether")
    if with_what == "key":
        if game.team.keys < 1:
            raise IllegalAction("The Team has no Key.")
    elif d.ether < 1:
        raise IllegalAction(f"{game.name(d.id)} has no Ether.")
    resolve(game, do.pay_costs(d.id, {"key" if with_what == "key" else "ether": 1}))
    bump_activity(game, d)
    resolve(game, do.tear_morphing(d.id, token))


@step("tear_morphing")
def _tear_morphing(game, s: dict) -> None:
    d, token = game.dreamers[s["dreamer"]], s["token"]
    game.morphings.remove(token)
    game.morphing_bag.append(token)
    game.emit("morphing_removed", f"{game.name(d.id)} tears a Morphing off the Entity.", token=token)


@action("spend_hours", listed_with="pass", args=ArgSpec({"hours": INT}))
def _act_spend_hours(game, a: Action) -> None:
    """Spend X Hours at any time in a Slumber or Dream to add X Turns."""
    n = a["hours"]
    if not can_spend_hours(game):
        raise IllegalAction("Hours are spent during a Slumber or Dream, before its Out of Turns.")
    if n < 1:
        raise IllegalAction("Spend at least 1 Hour.")
    if n > game.hours:
        raise IllegalAction(f"The Clock shows only {game.hours} Hours.")
    resolve(game, do.spend_hours(n))
    game.push(do.add_turns(n))


@step("spend_hours")
def _spend_hours(game, s: dict) -> None:
    n = s["count"]
    game.hours -= n
    game.emit("hours", f"The Team spends {n} Hour(s) to add {n} Turn(s).", amount=-n)


# -- Map actions ---------------------------------------------------------------------

def space_action(game, p, index):
    """The action at a space: a printed Map action (0, 1, ...), the one a
    Shining Gem in its slot switches on ("gem", free), or its Flying rule
    ("flying", usable from anywhere). Returns (action, reach, free) or None;
    reach None means any range."""
    space = game.dreamscape.spaces.get(tuple(p))
    if space is None:
        return None
    if index == "gem":
        if space.gem_action and list(p) in game.gem_slots:
            return space.gem_action, 0, True
        return None
    if index == "flying":
        if space.flying_rule and _field(space.flying_rule, "cost"):
            return space.flying_rule, None, False
        return None
    if isinstance(index, int) and 0 <= index < len(space.map_actions):
        act = space.map_actions[index]
        return act, (1 if _field(act, "kind") in ("assault", "contact") else 0), False
    return None


def map_actions_here(game, d) -> list[tuple[tuple, object, object]]:
    """(space, index, action) for every space action this Dreamer may reach:
    on its own space, within range 1 for an Assault or Contact, anywhere
    for a Flying rule."""
    out = []
    if d.pos is None:
        return out
    ds = game.dreamscape
    memo = ds._memo()
    entries = memo.get("action_entries")
    if entries is None:  # the printed actions and their reach, once per layout
        entries = memo["action_entries"] = []
        for p, space in ds.spaces.items():
            if not (space.map_actions or space.gem_action or space.flying_rule):
                continue
            for index in [*range(len(space.map_actions)), "gem", "flying"]:
                if index == "gem":  # on only while a Shining Gem sits in the slot: asked each time
                    entries.append((p, index, None, 0))
                    continue
                found = space_action(game, p, index)
                if found is not None:
                    entries.append((p, index, found[0], found[1]))
    here = ds.pos(d.pos)
    dist = ds._distances(here) if ds.open(here) else {}
    for p, index, act, reach in entries:
        if index == "gem":
            found = space_action(game, p, index)
            if found is None:
                continue
            act = found[0]
        if reach is None or dist.get(p, reach + 1) <= reach:
            out.append((p, index, act))
    return out


def _field(obj, name, default=None):
    return obj.get(name, default) if isinstance(obj, dict) else getattr(obj, name, default)


def _legal_map_action(game) -> list[Action]:
    if game.phase != Phase.ACTIONS or _dream_action_spent(game):
        return []
    out = []
    for d in acting_dreamers(game):
        srcs = None
        for p, i, act in map_actions_here(game, d):
            if f"map:{p[0]},{p[1]}:{i}" in game.blocks:
                continue
            free = i == "gem"
            cost = pay.make_cost(None if free else _field(act, "cost"), len(game.dreamers),
                                 per_player=bool(_field(act, "per_player")))
            if srcs is None:
                srcs = sources_of(game, d)
            if not cost.intents:  # free, or paid in Keys, Ether, Gems, Hours or Distress only
                try:
                    check_other_costs(game, d, cost)
                except IllegalAction:
                    continue
                out.append(Action.make("map_action", dreamer=d.id, space=list(p), index=i, pay=[]))
                continue
            try:
                check_other_costs(game, d, cost)
            except IllegalAction:
                continue
            for colour, n in cost.intents.items():
                chosen = cheapest_sources(game, n, colour, srcs)
                if chosen:
                    out.append(Action.make("map_action", dreamer=d.id, space=list(p), index=i, pay=chosen,
                                           colour=colour))
                    break
    return out


@action("map_action", legal=_legal_map_action,
        args=ArgSpec({"dreamer": ID, "space": POS}, {**PAYING, "index": either(INT, one_of("gem", "flying"))}))
def _act_map_action(game, a: Action) -> None:
    """A Map action printed on a space: stand on it (Assault/Contact: within
    range 1), pay its cost; a single-use action is Blocked afterwards."""
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    p = tuple(a["space"])
    index = a.get("index", 0)
    found = space_action(game, p, index)
    if found is None:
        raise IllegalAction("There is no such action there" + (" (the Gem slot is empty)." if index == "gem" else "."))
    act, reach, free = found
    key = f"map:{p[0]},{p[1]}:{index}"
    if key in game.blocks:
        raise IllegalAction("That Map action has been used up and is Blocked.")
    if reach is not None and not game.dreamscape.in_range(d.pos, p, reach):
        raise IllegalAction("Stand on the Map action's space to use it." if not reach else
                            "This action needs the Dreamer within range 1 of its space.")
    living = sum(1 for x in game.dreamers.values() if not x.dead)
    cost = pay.make_cost(None if free else _field(act, "cost"), living, per_player=bool(_field(act, "per_player")))
    sources = list(a.get("pay", ()) or ())
    defs = payment_defs(game, d, sources)
    colour = a.get("colour") or pay.best_colour(cost, defs)
    pay.check_payment(cost, colour, defs)
    check_dream_action(game)
    extra = pay_other_costs(game, d, cost)
    use_dream_action(game)
    bump_activity(game, d)
    discard_payment(game, d, sources)
    if _field(act, "single_use"):
        resolve(game, do.block_map_action(key))  # 2.0: a substitute marks it if no Block token is left
    name = _field(act, "name", "Map action")
    game.emit("map_action", f"{game.name(d.id)}: {name}.", dreamer=d.id, space=list(p))
    game.push(*extra, *effects.compile_effect(game, _field(act, "effect"), {"dreamer": d.id, "space": list(p)}))


@step("block_map_action")
def _block_map_action(game, s: dict) -> None:
    game.blocks.append(s["key"])


# -- Peek ------------------------------------------------------------------------

def _peekable(game) -> list[str]:
    if not game.campaign:
        return []  # a lone Slumber has no Dream and so no Secrets
    return [x for x in game.campaign.dream_secrets
            if getattr(game.card(x), "back", None) in PEEKABLE_BACKS]


def _legal_peek(game) -> list[Action]:
    if game.phase != Phase.ACTIONS or game.mode != Mode.DREAM:
        return []
    out = []
    for secret in _peekable(game)[:1]:
        for d in game.dreamers.values():
            if not d.dead and d.hand and (game.options["play_order"] != "rounds" or d.id == game.active):
                out.append(Action.make("peek", dreamer=d.id, card=d.hand[0], secret=secret))
    return out


@action("peek", legal=_legal_peek, args=ArgSpec({"dreamer": ID, "card": ID, "secret": ID}))
def _act_peek(game, a: Action) -> None:
    """Discard 1 card from hand to look at one Secret of this Dream whose
    back allows it. The UI shows it for 5 seconds; it is never logged."""
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    if a["card"] not in d.hand:
        raise IllegalAction("Peeking costs a card from your hand.")
    if a["secret"] not in _peekable(game):
        raise IllegalAction("Only a face-down Secret of this Dream with an Influence, Item, Flaw, Fate or "
                            "Slumber back may be Peeked at.")
    bump_activity(game, d)
    discard_payment(game, d, [a["card"]])
    game.emit("peek", "", reveals=True, dreamer=d.id, secret=a["secret"], seconds=5)


# -- Shining Gem slots --------------------------------------------------------------

def _legal_gem_slots(game) -> list[Action]:
    if game.phase != Phase.ACTIONS:
        return []
    out = []
    for d in acting_dreamers(game):
        if d.pos is None or not game.dreamscape.spaces[d.pos].has("gem_slot"):
            continue
        if list(d.pos) in game.gem_slots:
            out.append(Action.make("take_gem", dreamer=d.id, space=list(d.pos)))
        elif d.gems > 0:
            out.append(Action.make("place_gem", dreamer=d.id, space=list(d.pos)))
    return out


@action("place_gem", legal=_legal_gem_slots, args=ArgSpec({"dreamer": ID, "space": POS}))
def _act_place_gem(game, a: Action) -> None:
    """On a Gem slot's space, put 1 of your Shining Gems in it: the effect
    printed beside it switches on, and using it costs nothing more (2.0)."""
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    p = list(a["space"])
    if d.pos is None or list(d.pos) != p or not game.dreamscape.spaces[tuple(p)].has("gem_slot"):
        raise IllegalAction("Stand on a space with a Gem slot to place a Shining Gem in it.")
    if p in game.gem_slots:
        raise IllegalAction("That Gem slot already holds a Shining Gem.")
    if d.gems < 1:
        raise IllegalAction(f"{game.name(d.id)} has no Shining Gem.")
    bump_activity(game, d)
    resolve(game, do.gem_to_slot(d.id, p))


@step("gem_to_slot")
def _gem_to_slot(game, s: dict) -> None:
    d, p = game.dreamers[s["dreamer"]], list(s["space"])
    d.gems -= 1
    game.gem_slots.append(p)
    game.emit("gem_slot", f"{game.name(d.id)} sets a Shining Gem in the slot; something wakes.", space=p)


@action("take_gem", listed_with="place_gem", args=ArgSpec({"dreamer": ID, "space": POS}))
def _act_take_gem(game, a: Action) -> None:
    """Take the Gem back: the slot's effect switches off."""
    d = dreamer(game, a["dreamer"])
    can_act(game, d.id)
    p = list(a["space"])
    if d.pos is None or list(d.pos) != p or p not in game.gem_slots:
        raise IllegalAction("Stand on a filled Gem slot to take its Shining Gem back.")
    bump_activity(game, d)
    resolve(game, do.gem_from_slot(d.id, p))


@step("gem_from_slot")
def _gem_from_slot(game, s: dict) -> None:
    d, p = game.dreamers[s["dreamer"]], list(s["space"])
    game.gem_slots.remove(p)
    d.gems += 1
    game.emit("gem_slot", f"{game.name(d.id)} takes the Shining Gem back.", space=p)

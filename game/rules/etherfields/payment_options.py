"""The ways a Dreamer can pay for an action, for the player to choose from.

Nothing is spent without the player's say: the table offers these, the
cheapest first and preselected, and the player may change it. "Cheapest"
means: no active Item while hand cards can pay (an Item is the Team's, and
goes to Storage), then keeping what the Dreamer's other listed actions need
(their Intent colours, an Item's own action), then the fewest cards, then
the least value wasted.

Most actions are paid in `pay`; Gaining a Shining Gem names its 3 cards in
`cards`, a Peek its one card in `card` (`COUNTED`). Only the sources, the
amount they must cover and what else is spent are worked out here; the rules
still judge the payment when the action is applied.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from game.rules.core import Action
from game.rules.etherfields import intent as pay
from game.rules.etherfields.paying import ITEM, sources_of
from game.rules.etherfields.effects import targets
from game.rules.etherfields.interactions import interactions
from game.rules.etherfields.map_actions import space_action

PAID_KINDS = ("move", "map_action", "interact", "play", "place_progress", "use_item", "use_progress", "use_mask",
              "back_action")
COUNTED = {"gain_gem": ("cards", 3), "peek": ("card", 1)}  # paid in so many hand cards, each counting 1
MOST_SOURCES = 14  # a hand of 6 to 10 plus a few Items: every subset stays cheap to list


def field_of(action: Action) -> str:
    """The argument that names what pays for this action."""
    return COUNTED[action.kind][0] if action.kind in COUNTED else "pay"


def payment_of(action: Action) -> tuple[str, ...]:
    """The sources this action pays with, whatever its argument is called."""
    found = action.get(field_of(action))
    if not found:
        return ()
    return (found,) if isinstance(found, str) else tuple(found)


def value_of(action: Action, defn) -> int:
    """What one source gives towards this action: 1 for a counted payment,
    movement for a Move, else Intent of the action's colour."""
    if action.kind in COUNTED:
        return 1
    if action.kind == "move":
        return defn.move
    if action.kind == "effort":
        return 0
    return pay.card_intent(defn, action.get("colour") or "")


def _paid_act(game, action: Action):
    """The printed action a play, use_item, use_progress, use_mask or back_action pays for, or None."""
    d = game.dreamers.get(action.get("dreamer"))
    kind, index = action.kind, action.get("index", 0)
    if kind == "use_mask":
        defn = game.card(d.mask) if d is not None and d.mask else None
        return defn.ability if defn is not None else None
    if kind == "back_action":
        top = game.card(d.deck.cards[0]) if d is not None and d.deck.cards else None
        owner = game.defs("dreamers").get(top.owner) if top is not None and top.owner else None
        return owner.back_action if owner is not None else None
    defn = game.card(action.get("item") if kind == "use_item" else action.get("card"))
    acts = list(defn.actions) if defn is not None else []
    return acts[index] if isinstance(index, int) and 0 <= index < len(acts) else None


def cost_of(game, action: Action) -> pay.Cost | None:
    """The printed cost of what this action does, for the Dreamers living
    now (None for a Move, an Effort, a counted payment or an unknown action)."""
    living = sum(1 for x in game.dreamers.values() if not x.dead)
    if action.kind == "map_action":
        found = space_action(game, action["space"], action.get("index", 0))
        if found is None:
            return None
        act = found[0]  # plain data, as the map keeps it (geometry.Space)
        return pay.make_cost(None if found[2] else act.get("cost"), living, per_player=bool(act.get("per_player")))
    if action.kind == "interact":
        options = interactions(game)
        index = action.get("index")
        if not isinstance(index, int) or not 0 <= index < len(options):
            return None
        inter = options[index]
        return pay.make_cost(inter.cost, living, per_player=inter.per_player and not inter.gradual,
                             times=1 if inter.gradual else max(1, len(action.get("targets", ()) or ())))
    if action.kind == "place_progress":
        defn = game.card(action["card"])
        prog = defn.progress if defn is not None else None
        return pay.make_cost(prog.cost, living) if prog is not None else None
    act = _paid_act(game, action) if action.kind in PAID_KINDS else None
    return None if act is None else pay.make_cost(act.cost, living, per_player=act.per_player)


def other_costs(game, action: Action) -> dict:
    """What the action spends besides cards and Items: Hours, Keys, Ether,
    Shining Gems, Distress (an Effort spends one Hour a space)."""
    if action.kind == "effort":
        d = game.dreamers.get(action.get("dreamer"))
        dist = game.dreamscape.distance(d.pos, tuple(action["to"])) if d is not None and d.pos else None
        return {"hours": dist} if dist else {}
    cost = cost_of(game, action)
    return dict(cost.others) if cost is not None else {}


def spends(game, action: Action) -> bool:
    """Does this action spend anything (cards, Items, Hours...)? Then the player is asked first."""
    return bool(payment_of(action)) or bool(other_costs(game, action))


@dataclass(frozen=True)
class Futile:
    """An action that would change nothing but what it costs, and why."""
    reason: str


# The effect operations that can do nothing, and the test for each target Dreamer.
_NOTHING_TO_DO = {
    "heal_distress": lambda d: d.distress <= 0,
    "unseal": lambda d: not d.sealed.cards,
}


def _effect_of(game, action: Action):
    if action.kind == "map_action":
        found = space_action(game, action["space"], action.get("index", 0))
        return found[0].get("effect") if found else None
    if action.kind == "interact":
        options = interactions(game)
        index = action.get("index")
        return options[index].effect if isinstance(index, int) and 0 <= index < len(options) else None
    act = _paid_act(game, action) if action.kind in PAID_KINDS else None
    return act.effect if act is not None else None


def futile(game, action: Action) -> Futile | None:
    """When every step of the action's effect would do nothing now (healing a
    Dreamer with no Distress, Unsealing with nothing Sealed), say so: the
    player is told before paying for it."""
    ops = list(_effect_of(game, action) or ())
    if not ops or not all(isinstance(op, dict) for op in ops):
        return None
    ctx = {"dreamer": action.get("dreamer")}
    said = []
    for op in ops:
        check = _NOTHING_TO_DO.get(op.get("op"))
        if check is None or op.get("if") or op.get("condition"):
            return None
        who = targets(game, op, ctx)
        if not who or not all(check(game.dreamers[w]) for w in who):
            return None
        said.append((op.get("op"), who))
    op, who = said[0]
    names = ", ".join(game.name(w) for w in who)
    if op == "heal_distress":
        return Futile(reason=f"{names} has no Distress to heal: this would only spend its cost.")
    return Futile(reason=f"{names} has no Sealed cards to Unseal: this would only spend its cost.")


def need_of(game, action: Action) -> int | None:
    """How much the payment must cover, or None when it is not worked out
    here (free actions, Gradual payments, kinds the table does not offer)."""
    d = game.dreamers.get(action.get("dreamer"))
    if d is None:
        return None
    if action.kind in COUNTED:
        return COUNTED[action.kind][1]
    if action.kind == "move":
        return game.dreamscape.distance(d.pos, tuple(action["to"])) if d.pos is not None else None
    if action.kind == "interact":
        index = action.get("index")
        options = interactions(game)
        if isinstance(index, int) and 0 <= index < len(options) and options[index].gradual:
            return None  # a Gradual payment is an exact multiple: the rules' choice stands
    cost = cost_of(game, action)
    colour = action.get("colour")
    if cost is None or not colour or colour not in cost.intents:
        return None
    return cost.intents[colour]


def sources_for(game, action: Action) -> list[tuple[str, object]]:
    """Every hand card and active Item this action may be paid with (the
    card being played, or the Item being used, pays for nothing; a counted
    payment takes hand cards only)."""
    d = game.dreamers[action["dreamer"]]
    found = sources_of(game, d)
    if action.kind in COUNTED:
        found = [(s, defn) for s, defn in found if not s.startswith(ITEM)]
    elif action.kind in ("play", "place_progress"):
        found = [(s, defn) for s, defn in found if s != action["card"] and not s.startswith(ITEM)]
    elif action.kind == "use_item":
        found = [(s, defn) for s, defn in found if s != ITEM + action["item"]]
    return [(s, defn) for s, defn in found if value_of(action, defn) > 0]


def kept_for_later(game, action: Action) -> dict[str, int]:
    """How much this Dreamer's other listed actions want each source: a card
    or Item giving an Intent colour they are paid in counts 1, an Item with
    an action of its own 1 more. The default payment leaves these where it can."""
    who = action.get("dreamer")
    colours = set()
    for other in game.legal_actions():
        if other.get("dreamer") == who and other.kind != action.kind and other.get("colour"):
            colours.add(other["colour"])
    if action.get("colour"):
        colours.discard(action["colour"])  # what this action is paid in, it may take
    kept = {}
    for s, defn in sources_of(game, game.dreamers[who]):
        wanted = int(any(pay.card_intent(defn, c) > 0 for c in colours))
        wanted += int(s.startswith(ITEM) and bool(defn.actions))
        if wanted:
            kept[s] = wanted
    return kept


def choices(game, action: Action, limit: int = 6) -> list[tuple[str, ...]]:
    """Minimal payments (no source could be left out), cheapest first (see
    the module's docstring for what cheapest means)."""
    need = need_of(game, action)
    if not need:
        return [payment_of(action)]
    srcs = sources_for(game, action)[:MOST_SOURCES]
    kept = kept_for_later(game, action)
    found = []
    for size in range(1, len(srcs) + 1):
        for combo in combinations(srcs, size):
            values = [value_of(action, defn) for _, defn in combo]
            total = sum(values)
            if total >= need and total - min(values) < need:
                items = sum(1 for s, _ in combo if s.startswith(ITEM))
                wanted = sum(kept.get(s, 0) for s, _ in combo)
                found.append(((items, wanted, size, total - need), tuple(s for s, _ in combo)))
    found.sort(key=lambda f: f[0])
    unique = list(dict.fromkeys(p for _, p in found))
    return unique[:limit]


def completing(game, action: Action, source: str) -> tuple[str, ...]:
    """The cheapest payment that includes this source (a card the player
    dropped on the action), else the source alone."""
    for found in choices(game, action, limit=50):
        if source in found:
            return found
    return (source,)


def has_choice(game, action: Action) -> bool:
    """Is there more than one way to pay (so the player must be asked)?"""
    chosen = set(payment_of(action))
    return bool(chosen) and any(s not in chosen for s, _ in sources_for(game, action))


def with_payment(action: Action, sources) -> Action:
    """The action paid with these sources (a Peek's one card in `card`)."""
    if action.kind not in PAID_KINDS and action.kind not in COUNTED:
        return action  # an Effort, say: paid in Hours, never in cards
    sources = list(sources)
    field = field_of(action)
    value = (sources[0] if sources else "") if field == "card" else sources
    return Action.from_data({**action.to_data(), field: value})

"""The ways a Dreamer can pay for an action, for the player to choose from.

Nothing is spent without the player's say: the table offers these, the
cheapest first and preselected, and the player may change it. "Cheapest"
means: no active Item while hand cards can pay (an Item is the Team's, and
goes to Storage), then the fewest cards, then the least value wasted.

Only the sources and the amount they must cover are worked out here; the
rules still judge the payment when the action is applied.
"""
from __future__ import annotations

from itertools import combinations

from game.rules.core import Action
from game.rules.etherfields import intent as pay
from game.rules.etherfields.paying import ITEM, sources_of
from game.rules.etherfields.interactions import interactions
from game.rules.etherfields.map_actions import space_action

PAID_KINDS = ("move", "map_action", "interact", "play", "place_progress")
MOST_SOURCES = 14  # a hand of 6 to 10 plus a few Items: every subset stays cheap to list


def value_of(action: Action, defn) -> int:
    """What one source gives towards this action: movement for a Move, else
    Intent of the action's colour."""
    if action.kind == "move":
        return defn.move
    return pay.card_intent(defn, action.get("colour") or "")


def need_of(game, action: Action) -> int | None:
    """How much the payment must cover, or None when it is not worked out
    here (free actions, Gradual payments, kinds the table does not offer)."""
    d = game.dreamers.get(action.get("dreamer"))
    if d is None or action.kind not in PAID_KINDS:
        return None
    living = sum(1 for x in game.dreamers.values() if not x.dead)
    colour = action.get("colour")
    if action.kind == "move":
        if d.pos is None:
            return None
        return game.dreamscape.distance(d.pos, tuple(action["to"]))
    if action.kind == "map_action":
        found = space_action(game, action["space"], action.get("index", 0))
        if found is None or found[2]:
            return None
        act = found[0]  # plain data, as the map keeps it (geometry.Space)
        cost = pay.make_cost(act.get("cost"), living, per_player=bool(act.get("per_player")))
    elif action.kind == "interact":
        options = interactions(game)
        index = action.get("index")
        if not isinstance(index, int) or not 0 <= index < len(options):
            return None
        inter = options[index]
        if inter.gradual:
            return None  # a Gradual payment is an exact multiple: the rules' choice stands
        cost = pay.make_cost(inter.cost, living, per_player=inter.per_player,
                             times=max(1, len(action.get("targets", ()) or ())))
    else:
        defn = game.card(action["card"])
        if defn is None:
            return None
        if action.kind == "play":
            acts = defn.actions
            index = action.get("index", 0)
            if not isinstance(index, int) or not 0 <= index < len(acts):
                return None
            cost = pay.make_cost(acts[index].cost, len(game.dreamers))
        else:
            if defn.progress is None:
                return None
            cost = pay.make_cost(defn.progress.cost, len(game.dreamers))
    if not colour or colour not in cost.intents:
        return None
    return cost.intents[colour]


def sources_for(game, action: Action) -> list[tuple[str, object]]:
    """Every hand card and active Item this action may be paid with (the
    card being played pays for nothing)."""
    d = game.dreamers[action["dreamer"]]
    found = sources_of(game, d)
    if action.kind in ("play", "place_progress"):
        found = [(s, defn) for s, defn in found if s != action["card"] and not s.startswith(ITEM)]
    return [(s, defn) for s, defn in found if value_of(action, defn) > 0]


def choices(game, action: Action, limit: int = 6) -> list[tuple[str, ...]]:
    """Minimal payments (no source could be left out), cheapest first."""
    need = need_of(game, action)
    if not need:
        return [tuple(action.get("pay", ()) or ())]
    srcs = sources_for(game, action)[:MOST_SOURCES]
    found = []
    for size in range(1, len(srcs) + 1):
        for combo in combinations(srcs, size):
            values = [value_of(action, defn) for _, defn in combo]
            total = sum(values)
            if total >= need and total - min(values) < need:
                items = sum(1 for s, _ in combo if s.startswith(ITEM))
                found.append(((items, size, total - need), tuple(s for s, _ in combo)))
    found.sort(key=lambda f: f[0])
    unique = list(dict.fromkeys(p for _, p in found))
    return unique[:limit]


def has_choice(game, action: Action) -> bool:
    """Is there more than one way to pay (so the player must be asked)?"""
    if not action.get("pay"):
        return False
    chosen = set(action.get("pay") or ())
    return any(s not in chosen for s, _ in sources_for(game, action))


def with_payment(action: Action, sources) -> Action:
    return Action.from_data({**action.to_data(), "pay": list(sources)})

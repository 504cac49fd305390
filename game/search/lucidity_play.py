"""The *shrewd* Lucidity player: the search's playout policy and its first guess.

The two heuristics of the rules package (`careful`, `greedy`) press their
luck by a fixed rule. Between two players that is costly: a Dreamer caught by
the Hunt has lost the night, and *greedy* is caught in about half of its
nights. This player weighs each Dream Again instead: the chance that the next
roll fills the Hunt row (from the bag's colours and the dice it will roll),
the Power it may bring, and what the Power is worth in the race (a logistic
guess of the chance to win from the Power ahead). It knows three ends of a
night the fixed rules do not: a rival caught by the Hunt leaves it the winner
as long as it is not caught too (so it then sleeps lightly and rests at
once), a final turn behind must press on (resting loses anyway), and a final
turn ahead must rest.

Everything it reads is on the table (the bag's contents, the rows, the
faces), so it is safe for a search that must not see the future.
"""
from __future__ import annotations

import math

from game.rules.core import Action
from game.rules.lucidity.players import greedy
from game.rules.lucidity.setup_data import COLOURS, EXHAUST_LIMIT, HUNT_LIMIT, RETURN_AFTER_DRAW, die_colour

SCALE = 6.0          # Power ahead that makes a win about 73 % likely (the logistic's scale)
NIGHTMARE_COST = 2.5  # turning Nightmare costs about this much Power ahead (two-player self-play)
TRACK = "deep"
GAIN = 1.1
HUNT_WEIGHT = 1.2    # how much a Hunt face costs a kept dream, per Hunt already in the row (plus one)
_ODDS: dict[int, dict[str, dict[str, float]]] = {}  # id(content faces) -> colour -> face odds


def odds(game) -> dict[str, dict[str, float]]:
    faces = game.content["faces"]
    got = _ODDS.get(id(faces))
    if got is None:
        got = {}
        for c in COLOURS:
            f = faces[c]
            n = len(f)
            got[c] = {"power": (f.count("power") + 2 * f.count("power2")) / n, "hunt": f.count("hunt") / n,
                      "exhaust": f.count("exhaust") / n, "shadow": f.count("shadow") / n}
        _ODDS[id(faces)] = got
    return got


def shrewd(game, rng) -> Action | None:
    acts = game.legal_actions()
    if len(acts) <= 1:
        return acts[0] if acts else None
    if game.pend is None:
        me = game.actor()
        phase = game.phase
        if phase == "track":
            want = "light" if alone(game, me) else TRACK
            return next((a for a in acts if a["track"] == want), acts[0])
        if phase == "select":
            return select(game, me, acts)
        if phase == "resolve":
            r = reroll(game, me, acts)
            if r is not None:
                return r
        if phase == "rest":
            return rest(game, me, acts)
    return greedy(game, rng)


def alone(game, me: int) -> bool:
    """Every rival is caught by the Hunt: a night not lost unless this seat is caught too."""
    return all(s["status"] == "eliminated" for i, s in enumerate(game.seats) if i != me)


def rival_power(game, me: int) -> int:
    return max((game.power(i) for i, s in enumerate(game.seats) if i != me and s["status"] != "eliminated"),
               default=0)


def win_chance(ahead: float) -> float:
    return 1.0 / (1.0 + math.exp(-ahead / SCALE))


def die_score(game, c: str, hunts: int) -> float:
    o = odds(game)[c]
    return o["power"] - HUNT_WEIGHT * (1 + hunts) * o["hunt"] - 0.3 * o["exhaust"]


def select(game, me: int, acts: list[Action]) -> Action:
    """Return the dreams worth least to keep (never the Worst Case's third)."""
    return returns_by_worth(game, me, acts)[0]


def returns_by_worth(game, me: int, acts: list[Action]) -> list[Action]:
    """The returns of two dreams, those worth least to keep first."""
    hunts = len(game.seats[me]["rows"]["hunt"])
    two = [a for a in acts if len(a["dice"]) == RETURN_AFTER_DRAW] or acts
    return sorted(two, key=lambda a: sum(die_score(game, die_colour(d), hunts) for d in a["dice"]))


def reroll(game, me: int, acts: list[Action]) -> Action | None:
    """Reroll the Hunts that would end the night, paying with a plain Power if one will do."""
    rows = game.seats[me]["rows"]
    hunts = [d for d in game.tray if game.faces[d] == "hunt"]
    if not hunts or len(rows["hunt"]) + len(hunts) < HUNT_LIMIT or me != game.current:
        return None
    best, key = None, None
    for a in acts:
        if a.kind != "reroll" or not set(a["dice"]) <= set(hunts):
            continue
        k = (len(a["dice"]), game.faces[a["pay"]] == "power")
        if key is None or k > key:
            best, key = a, k
    return best


def rest(game, me: int, acts: list[Action]) -> Action:
    again = next((a for a in acts if a.kind == "dream_again"), None)
    rests = [a for a in acts if a.kind == "rest"]
    stop = next((a for a in rests if a.get("dream") in ("all", None)), rests[0] if rests else acts[0])
    if again is None or not rests:
        return again or stop
    mine, theirs = game.power(me), rival_power(game, me)
    if alone(game, me):
        return stop
    if _last_turn(game, me):
        return stop if mine > theirs else again
    return again if press_on(game, me, mine, theirs) else stop


def _last_turn(game, me: int) -> bool:
    """This Dreamer's turn is its last: the rest of the night holds no turn of its own."""
    return game.final_queue is not None and me not in game.final_queue


def press_on(game, me: int, mine: int, theirs: int) -> bool:
    rows = game.seats[me]["rows"]
    track = game.content["sleep_tracks"][game.track]
    k = min(track[game.step + 1], len(game.bag)) - RETURN_AFTER_DRAW
    if k <= 0:
        return False
    o = odds(game)
    n = len(game.bag)
    share = {c: 0 for c in COLOURS}
    for d in game.bag:
        share[die_colour(d)] += 1
    # The dreams kept are a little better than the bag's mean: two of every draw go back.
    p_hunt = 0.85 * sum(share[c] * o[c]["hunt"] for c in COLOURS) / n
    p_ex = 0.9 * sum(share[c] * o[c]["exhaust"] for c in COLOURS) / n
    gain = GAIN * k * sum(share[c] * o[c]["power"] for c in COLOURS) / n
    bust = _tail(k, p_hunt, HUNT_LIMIT - len(rows["hunt"]))
    tired = _tail(k, p_ex, EXHAUST_LIMIT - game.exhaust_count(me))
    power_by = {c: 0 for c in COLOURS}
    for d in rows["power"]:
        power_by[die_colour(d)] += 2 if game.faces[d] == "power2" else 1
    loss = sum(share[c] * power_by[c] for c in COLOURS) / n
    limit = game.shadow_limit()
    turn = sum(_tail(k, 0.9 * share[c] * o[c]["shadow"] / n, limit - len(rows[c]))
               for c in COLOURS if game.claimed_by(c) is None)
    ahead = mine - theirs
    now = win_chance(ahead)
    grown = ahead + gain - tired * loss
    later = (1.0 - bust - turn) * win_chance(grown) + turn * win_chance(grown - NIGHTMARE_COST)
    return later > now


def _tail(k: int, p: float, need: int) -> float:
    """P(at least `need` successes in `k` trials of chance `p`)."""
    if need <= 0:
        return 1.0
    if need > k:
        return 0.0
    return sum(math.comb(k, j) * p ** j * (1 - p) ** (k - j) for j in range(need, k + 1))

"""Computer players: pure functions `(game, rng) -> Action` choosing among
`game.legal_actions()`. `rng` is a `random.Random`-like object (only
`.random()` and `.choice()` are used), so a seeded game plays the same.

- careful: sleeps lightly, sends the riskiest dreams back, pays Power to
  reroll a Hunt or a Shadow that would fill a row, and dreams again only
  while every row is far from full.
- greedy: sleeps deeply, sends the weakest dreams back, presses its luck
  whenever the Hunt row leaves room, and rerolls only to escape elimination.
- random: any legal action (the fuzz driver and the benchmark).

Both strategies choose against the player whose dreams they are handed
(Envy's Shadow, the Worst Case rule) and play a Nightmare the same way:
Consume a double Power or a Power when they can, else Send Minions at the
Dreamer with the most Power.
"""
from __future__ import annotations

from game.rules.core import Action
from game.rules.lucidity.game import ROWS
from game.rules.lucidity.setup_data import COLOURS, EXHAUST_LIMIT, HUNT_LIMIT, die_colour


def _odds(game, colour: str) -> dict:
    faces = game.content["faces"][colour]
    n = len(faces)
    return {"power": (faces.count("power") + 2 * faces.count("power2")) / n, "hunt": faces.count("hunt") / n,
            "exhaust": faces.count("exhaust") / n, "shadow": faces.count("shadow") / n}


def _risk(game, d: int) -> float:
    return _colour_risk(game, die_colour(d))


def _colour_risk(game, colour: str) -> float:
    """How bad a dream is to roll: Hunt weighs most, then Exhaust and Shadow; Power offsets."""
    o = _odds(game, colour)
    return 2.0 * o["hunt"] + 0.8 * o["exhaust"] + 0.7 * o["shadow"] - o["power"]


def _value(game, d: int) -> float:
    """How good a dream on a card is for its owner (to take it away)."""
    face = game.faces[d]
    return {"power2": 3.0, "power": 2.0}.get(face, 0.0)


def random_legal(game, rng) -> Action | None:
    acts = game.legal_actions()
    return rng.choice(acts) if acts else None


def careful(game, rng) -> Action | None:
    return _play(game, rng, greedy=False)


def greedy(game, rng) -> Action | None:
    return _play(game, rng, greedy=True)


STRATEGIES = {"careful": careful, "greedy": greedy, "random": random_legal}


def _play(game, rng, greedy: bool) -> Action | None:
    acts = game.legal_actions()
    if not acts:
        return None
    if len(acts) == 1:
        return acts[0]
    if game.pend is not None:
        return _decide(game, acts, greedy)
    by: dict[str, list[Action]] = {}
    for a in acts:
        by.setdefault(a.kind, []).append(a)
    me = game.actor()
    if game.phase == "track":
        want = "deep" if greedy else "light"
        return next((a for a in acts if a["track"] == want), acts[0])
    if game.phase == "draw":
        return min(acts, key=lambda a: a["count"])  # never break the Worst Case rule on purpose
    if game.phase == "select":
        fewest = min(len(x["dice"]) for x in acts)
        two = [a for a in acts if len(a["dice"]) == fewest]
        score = (lambda a: -sum(_odds(game, die_colour(d))["power"] for d in a["dice"])) if greedy else \
            (lambda a: sum(_risk(game, d) for d in a["dice"]))
        return max(two, key=score)
    if game.phase == "resolve":
        reroll = _reroll(game, me, by.get("reroll", []), greedy)
        return reroll or by["resolve"][0]
    if game.phase == "rest":
        if "dream_again" in by and _press_on(game, me, greedy):
            return by["dream_again"][0]
        rests = by.get("rest", [])
        return next((a for a in rests if a.get("dream") == "all"), rests[0] if rests else acts[0])
    if game.phase == "nightmare":
        consume = by.get("consume", [])
        if consume:
            return max(consume, key=lambda a: _value(game, a["die"]))
        return by.get("send_minions", acts)[0]
    return acts[0]


def _rows(game, i: int) -> dict:
    return game.seats[i]["rows"]


def _press_on(game, i: int, greedy: bool) -> bool:
    rows = _rows(game, i)
    hunt, tired = len(rows["hunt"]), game.exhaust_count(i)
    shadow = max(len(rows[c]) for c in COLOURS)
    if greedy:
        return hunt <= HUNT_LIMIT - 2
    return hunt <= HUNT_LIMIT - 3 and tired <= EXHAUST_LIMIT - 2 and shadow <= game.shadow_limit() - 2


def _reroll(game, i: int, rerolls: list[Action], greedy: bool) -> Action | None:
    """Reroll a Hunt (or, for the careful, a Shadow or Exhaust) that would fill its row."""
    if not rerolls:
        return None
    rows = _rows(game, i)
    tray_hunts = sum(1 for d in game.tray if game.faces[d] == "hunt")
    danger = set()
    if len(rows["hunt"]) + tray_hunts >= HUNT_LIMIT - (0 if greedy else 1):
        danger |= {d for d in game.tray if game.faces[d] == "hunt"}
    if not greedy:
        for c in COLOURS:
            row_now = len(rows[c]) + sum(1 for d in game.tray if die_colour(d) == c and game.faces[d] == "shadow")
            if row_now >= game.shadow_limit():
                danger |= {d for d in game.tray if die_colour(d) == c and game.faces[d] == "shadow"}
        tray_tired = sum(1 for d in game.tray if game.faces[d] == "exhaust")
        if game.exhaust_count(i) + tray_tired >= EXHAUST_LIMIT and game.power(i) >= 3:
            danger |= {d for d in game.tray if game.faces[d] == "exhaust"}
    if not danger:
        return None
    best = None
    for a in rerolls:
        dice = set(a["dice"])
        if not dice <= danger or game.faces[a["pay"]] != "power":  # never spend a double Power on it
            continue
        if best is None or len(dice) > len(best["dice"]):
            best = a
    return best


def _decide(game, acts: list[Action], greedy: bool) -> Action:
    """Answer a Decision. Choices made for another player go against them."""
    p = game.pend
    kind = p["kind"]
    if kind == "excess":  # send back the victim's best-looking dream
        return max(acts, key=lambda a: _odds(game, die_colour(a["die"]))["power"])
    if kind == "replace":  # hand the victim the riskiest colour left in the bag
        return max(acts, key=lambda a: _colour_risk(game, a["colour"]))
    if kind == "envy":  # make them reroll their best Power
        return max(acts, key=lambda a: _value(game, a["die"]))
    if kind == "fear":
        me = p.get("for", p["chooser"])
        rows = _rows(game, me)
        near = max(len(rows[c]) for c in COLOURS) >= game.shadow_limit() - 1
        if not greedy and near and len(rows["hunt"]) <= HUNT_LIMIT - 3:
            moves = [a for a in acts if a.kind == "fear_move"]
            fullest = max(moves, key=lambda a: len(rows[die_colour(a["die"])]))
            return fullest
        return next(a for a in acts if a.kind == "decline")
    if kind == "colour":
        return acts[0]
    if kind == "minion":  # the riskiest dream, at the Dreamer with the most Power
        def score(a):
            target = next(i for i, s in enumerate(game.seats) if s["id"] == a["to"])
            return (_risk(game, a["give"]), game.power(target))
        return max(acts, key=score)
    if kind == "ability":
        uses = [a for a in acts if a.kind == "ability"]
        if p["ability"] == "tempt":  # a gift is worth it only when the Dreamer is close to a full row
            victim = p["for"]
            if len(_rows(game, victim)["hunt"]) < HUNT_LIMIT - 2 or game.step >= 1:
                return next(a for a in acts if a.kind == "decline")
        if p["ability"] == "covet":
            return max(uses, key=lambda a: _value(game, a["die"]))
        return uses[0] if uses else acts[0]
    return acts[0]


__all__ = ["careful", "greedy", "random_legal", "STRATEGIES", "ROWS"]

"""The Prophecy searching levels' own policy (game/search/prophecy_policy.py):
it judges an Astral Plane only by what its player sees, and a character with
no Health left does not walk into a fight while a safe place is in reach."""
import random

import pytest

from game.rules.prophecy import Game
from game.rules.prophecy.ai import heuristic_action
from game.search.prophecy_policy import plane_chance, sharp_action


@pytest.fixture(scope="module")
def content():
    from game.content.prophecy import prophecy_content
    return prophecy_content()


def free_move(content, seed: int, steps: int) -> Game:
    """A game after `steps` heuristic moves, on to a movement phase on the main board."""
    from game.rules.prophecy import new_game
    g = new_game(content, {"seats": 2}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        g.apply(heuristic_action(g, rng))
    while g.pending is not None or g.s["phase"] != "move" or g.chars[g.active]["realm"] is not None:
        g.apply(heuristic_action(g, rng))
    return g


def test_a_plane_is_judged_on_what_is_seen_not_on_its_hidden_guardian(content):
    g = free_move(content, 4, 10)
    me = g.active
    data = g.to_data()
    hidden = [p for p in data["planes"].values() if p["lesser"] and "lesser" not in p["revealed"]]
    assert len(hidden) >= 2
    # Two hidden Lesser Guardians swapped: the player cannot tell the games apart.
    hidden[0]["lesser"], hidden[1]["lesser"] = hidden[1]["lesser"], hidden[0]["lesser"]
    twin = Game.from_data(data, g.content)
    assert twin.view(me) == g.view(me) and twin.to_data() != g.to_data()
    for plane in g.s["planes"]:
        assert plane_chance(g, me, plane) == plane_chance(twin, me, plane)
    # A guardian in sight is judged on its own numbers: a sure win well above the average.
    ids = [p for p, v in g.s["planes"].items() if v["lesser"] and "lesser" not in v["revealed"]]
    chances = [plane_chance(g, me, p) for p in ids]
    assert len(set(chances)) == 1 and 0.0 < chances[0] < 1.0


def test_with_no_health_left_it_keeps_out_of_fights_when_it_can(content):
    checked = 0
    for seed in range(6):
        g = free_move(content, seed, 40 + 7 * seed)
        me = g.active
        g.s["chars"][me]["health"] = 0

        def fight_there(sid: str) -> bool:
            return bool(g.s["spaces"][sid]["adventures"]) and any(
                not a["up"] or g.card(a["card"]).kind == "creature" for a in g.s["spaces"][sid]["adventures"])
        acts = g.legal_actions()
        dests = {a["to"] for a in acts if a.kind in ("move", "ride", "sail", "portal")}
        here = g.chars[me]["space"]
        if not any(not fight_there(s) for s in dests | {here}):
            continue
        a = sharp_action(g, random.Random(seed))
        assert a in acts
        if a.kind == "hold":  # taking up Items first, as the heuristic does: not a step
            continue
        assert a.kind != "attack_plane"
        where = a["to"] if a.kind in ("move", "ride", "sail", "portal") else here
        assert not fight_there(where), (seed, a)
        checked += 1
    assert checked >= 3

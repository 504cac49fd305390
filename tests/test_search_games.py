"""The search service in Onirim, Lucidity and Prophecy: it never sees what
the player has not (two games that differ only in hidden cards, bag draws or
dice to come get the same choice, with the same figures behind it), a
re-deal keeps every card, and every level plays legal moves."""
import random

import pytest

from game.rules.core import Rng
from game.search import Budget, choose

BUDGET = Budget(seconds=60, plays=48)  # a play cap: the same search whatever the machine's load


# -- Lucidity -------------------------------------------------------------------

def lucidity_mid_game(seed: int, steps: int):
    from game.content.lucidity import default_content
    from game.rules.lucidity import new_game
    from game.rules.lucidity.players import greedy
    g = new_game(default_content(), {"players": 2}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.outcome is not None:
            break
        g.apply(greedy(g, rng))
    return g


def lucidity_twin(g, seed: int):
    """The same table, another future: the bag in another order, another generator."""
    from game.rules.lucidity import Game
    data = g.to_data()
    random.Random(seed).shuffle(data["bag"])
    data["rng"] = Rng(seed * 7919 + 1).to_data()
    return Game.from_data(data, g.content)


def lucidity_visible(g) -> dict:
    data = g.to_data()
    data.pop("rng")
    data["bag"] = sorted(data["bag"])
    return data


@pytest.mark.parametrize("seed,steps", [(3, 2), (5, 40), (11, 90)])
def test_lucidity_choice_depends_only_on_what_the_table_shows(seed, steps):
    from game.search.lucidity import LucidityModel
    g = lucidity_mid_game(seed, steps)
    twin = lucidity_twin(g, seed + 50)
    assert twin.to_data() != g.to_data() and lucidity_visible(twin) == lucidity_visible(g)
    a = choose(g, LucidityModel(), g.actor(), BUDGET, seed=1)
    b = choose(twin, LucidityModel(), twin.actor(), BUDGET, seed=1)
    assert a.action is not None and a.action in g.legal_actions()
    assert (a.action, a.means, a.counts) == (b.action, b.means, b.counts)


def test_lucidity_levels_play_legal_moves_to_the_end():
    from game.search.lucidity import LEVELS, level_action
    from game.search.core import Budget as B
    g = lucidity_mid_game(9, 0)
    kinds = ["strong", "easy"]
    rng = random.Random(9)
    quick = dict(LEVELS)
    LEVELS["strong"] = B(seconds=60, plays=12)  # a quick search: legality, not strength, is tested here
    try:
        steps = 0
        while g.outcome is None:
            a = level_action(kinds[g.actor()], g, rng, seed=steps)
            assert a in g.legal_actions()
            g.apply(a)
            steps += 1
    finally:
        LEVELS.update(quick)
    assert g.outcome["winners"]


def test_old_lucidity_kinds_still_play():
    from game.search.lucidity import is_level, level_action
    g = lucidity_mid_game(4, 10)
    for kind in ("careful", "greedy", "easy", "fair", "strong"):
        assert is_level(kind)
    assert level_action("careful", g, random.Random(1)) in g.legal_actions()
    assert not is_level("clever")


# -- Onirim ---------------------------------------------------------------------

def onirim_mid_game(seed: int, steps: int, expansions=()):
    from game.rules.onirim import new_game
    from game.search.onirim import policy
    g = new_game(None, {"expansions": list(expansions)}, seed)
    for _ in range(steps):
        if g.outcome is not None:
            break
        g.apply(policy(g))
    return g


@pytest.mark.parametrize("seed,steps,expansions", [(2, 0, ()), (7, 15, ()), (4, 10, ("sphinx", "diver", "mirrors"))])
def test_onirim_choice_depends_only_on_what_the_player_sees(seed, steps, expansions):
    from game.rules.onirim import Onirim
    from game.search.onirim import OnirimModel
    g = onirim_mid_game(seed, steps, expansions)
    data = g.to_data()
    data["deck"] = data["deck"][::-1]
    data["rng"] = Rng(seed + 99).to_data()
    twin = Onirim.from_data(data)
    assert twin.to_data() != g.to_data()
    seen = lambda x: {**x.to_data(), "deck": sorted(x.deck), "rng": None}  # noqa: E731
    assert seen(twin) == seen(g)
    a = choose(g, OnirimModel(), None, BUDGET, seed=3)
    b = choose(twin, OnirimModel(), None, BUDGET, seed=3)
    assert a.action in g.legal_actions()
    assert (a.action, a.means, a.counts) == (b.action, b.means, b.counts)


def test_onirim_re_deal_keeps_every_card():
    from game.search.onirim import redeal
    g = onirim_mid_game(6, 12, ("sphinx", "mirrors"))
    r = redeal(g, 5)
    assert sorted(r.cards()) == sorted(g.cards())
    assert r.deck != g.deck and r.hand == g.hand and r.labyrinth == g.labyrinth


# -- Prophecy ---------------------------------------------------------------------

@pytest.fixture(scope="module")
def prophecy_content():
    from game.content.prophecy import prophecy_content
    return prophecy_content()


def prophecy_mid_game(content, seed: int, steps: int):
    from game.rules.prophecy import new_game
    from game.rules.prophecy.ai import heuristic_action
    g = new_game(content, {"seats": 2}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.outcome is not None:
            break
        g.apply(heuristic_action(g, rng))
    while g.pending is not None or g.s["phase"] not in ("move", "act") or len(g.legal_actions()) < 2:
        g.apply(heuristic_action(g, rng))  # on to a free choice of movement or action
    return g


def prophecy_twin(g, seed: int):
    """Hidden cards moved about by hand: draw piles reversed, a face-down
    Adventure swapped with the Adventure deck's top, another generator."""
    from game.rules.prophecy import Game
    data = g.to_data()
    for name in ("chance", "adventure", "common", "rare", "treasures", "fragments"):
        data["decks"][name] = data["decks"][name][::-1]
    for deck in data["ability_decks"].values():
        deck.reverse()
    down = [a for sp in data["spaces"].values() for a in sp["adventures"] if not a["up"]]
    if down and data["decks"]["adventure"]:
        down[0]["card"], data["decks"]["adventure"][0] = data["decks"]["adventure"][0], down[0]["card"]
    data["rng"] = Rng(seed).to_data()
    return Game.from_data(data, g.content)


@pytest.mark.parametrize("seed,steps", [(1, 20), (8, 120)])
def test_prophecy_choice_depends_only_on_what_the_player_sees(prophecy_content, seed, steps):
    from game.search.prophecy import ProphecyModel
    g = prophecy_mid_game(prophecy_content, seed, steps)
    me = g.active
    twin = prophecy_twin(g, seed + 1)
    assert twin.to_data() != g.to_data() and twin.view(me) == g.view(me)
    budget = Budget(seconds=60, plays=24)
    a = choose(g, ProphecyModel(), me, budget, seed=2)
    b = choose(twin, ProphecyModel(), me, budget, seed=2)
    assert a.action in g.legal_actions()
    assert (a.action, a.means, a.counts) == (b.action, b.means, b.counts)


def test_prophecy_re_deal_keeps_every_card_and_what_is_seen(prophecy_content):
    from game.search.prophecy import redeal
    g = prophecy_mid_game(prophecy_content, 3, 60)
    me = g.active
    r = redeal(g, me, 11)
    assert r.components() == g.components()
    assert r.view(me) == {**g.view(me), "rng": None}
    assert r.s["decks"]["chance"] != g.s["decks"]["chance"] or r.s["decks"]["adventure"] != g.s["decks"]["adventure"]


def test_prophecy_levels_play_legal_moves(prophecy_content):
    from game.search.prophecy import LEVELS, level_action
    g = prophecy_mid_game(prophecy_content, 5, 0)
    rng = random.Random(5)
    saved = dict(LEVELS)
    LEVELS["strong"] = Budget(seconds=60, plays=6)
    try:
        for step in range(60):
            if g.outcome is not None:
                break
            a = level_action("strong" if g.active == "p1" else "easy", g, rng, seed=step)
            assert a in g.legal_actions()
            g.apply(a)
    finally:
        LEVELS.update(saved)

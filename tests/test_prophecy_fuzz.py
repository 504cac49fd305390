"""Seeded random games and computer-player games play to their end, with
every card, cube and token conserved after every step; a refused action
changes nothing; a game saved at any step continues with the same choices.
The last tests pin down the faults this fuzz found."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from game.rules.core import IllegalAction
from game.rules.prophecy import Game, new_game
from game.rules.prophecy.ai import heuristic_action, random_action
from test_prophecy_loader import prophecy_content
from test_prophecy_base import final_battle_due, take_out
from test_prophecy_water_realm import act, below_the_palace, first_active, game

C = prophecy_content()

VARIANTS = [
    {"seats": 2},
    {"seats": 3, "ten_artifacts": True, "map_battles": "aggressive"},
    {"seats": 4, "random_treasures": True, "artifacts": "random"},
    {"seats": 5, "map_battles": "peaceloving", "artifacts": "base"},
    {"seats": 3, "variant": "lord_of_the_sea"},
    {"seats": 4, "variant": "treasure_hunters"},
    {"seats": 2, "water_realm": False, "treasure_island": False},
]
# Random play rarely wins by Artifacts; the safety stop keeps each game short.
ROUNDS = 25
# A game of random play is a few hundred steps; the cap only catches a game that never ends.
MAX_STEPS = 6000


def check_invariants(g: Game, cards: Counter, pearls: int) -> None:
    assert Counter(g.components()) == cards, "a card appeared or vanished"
    for ch in g.chars.values():
        assert 0 <= ch["health"] <= ch["strength"] and 0 <= ch["magic"] <= ch["willpower"]
        assert 0 <= ch["bubbles"] <= ch["bag"]
        assert ch["gold"] >= 0 and ch["xp"] >= 0
        assert set(ch["held"]) <= set(ch["items"] + ch["artifacts"]), "holding something not owned"
        assert set(ch["broken"]) <= set(ch["items"]), "a broken Item that is not owned"
        assert sum(g.card(i).hands for i in ch["held"]) <= g.n("hands")
        assert (ch["realm"] is None) or ch["alive"]
    if g.s["realm"]:
        assert g.s["realm"]["pearls"] + sum(ch["pearl"] for ch in g.chars.values()) == pearls
    frags = [c for c in g.components() if c.startswith("mf_")]
    assert len(frags) == (12 if g.s["options"]["treasure_island"] else 0)


def play_to_the_end(options: dict, seed: int, choose=random_action) -> Game:
    g = new_game(C, options, seed)
    cards = Counter(g.components())
    pearls = g.s["realm"]["pearls"] if g.s["realm"] else 0
    rng = random.Random(seed)
    before = []
    for step in range(MAX_STEPS):
        if g.outcome is not None:
            break
        legal = g.legal_actions()
        stale = [a for a in before if a not in legal]
        if stale:  # an action that was legal a step ago and no longer is: refused, nothing changes
            snapshot = g.to_data()
            with pytest.raises(IllegalAction):
                g.apply(stale[0])
            assert g.to_data() == snapshot
        if step % 25 == 0:  # a save taken now offers the same choices
            assert Game.from_data(g.to_data(), C).legal_actions() == legal
        g.apply(choose(g, rng))
        check_invariants(g, cards, pearls)
        before = legal
    assert g.outcome is not None, f"no end after {MAX_STEPS} steps"
    assert g.legal_actions() == []
    return g


@pytest.mark.parametrize("case", range(len(VARIANTS)))
def test_random_play_ends_and_conserves_every_component(case):
    play_to_the_end(dict(VARIANTS[case], max_rounds=ROUNDS), case)


# The example budget follows the Hypothesis profile (ci 60 -> 6 games, dev 30 -> 3).
@settings(max_examples=max(2, settings.default.max_examples // 10))
@given(case=st.integers(0, len(VARIANTS) - 1), seed=st.integers(0, 2**31))
def test_random_play_from_any_seed_ends_and_conserves_every_component(case, seed):
    play_to_the_end(dict(VARIANTS[case], max_rounds=ROUNDS), seed)


def test_computer_players_finish_a_game_and_it_replays_identically_from_a_save():
    g = new_game(C, {"seats": 3, "max_rounds": 200}, 2)
    start = g.to_data()
    rng = random.Random(2)
    actions = []
    for _ in range(MAX_STEPS):
        if g.outcome is not None:
            break
        actions.append(heuristic_action(g, rng))
        g.apply(actions[-1])
    assert g.outcome is not None and g.outcome["how"] != "the 200-round limit chosen for this game was reached"
    h = Game.from_data(start, C)
    for a in actions:
        h.apply(a)
    assert h.to_data() == g.to_data()


def test_computer_players_win_the_lord_of_the_sea_variant_and_every_card_is_still_there():
    g = play_to_the_end({"seats": 3, "variant": "lord_of_the_sea", "max_rounds": 300}, 11, heuristic_action)
    assert g.outcome["how"] == "defeated the Lord of the Sea"


# ---------------------------------------------------------------- found by the fuzz
def test_defeating_the_lord_of_the_sea_keeps_his_card_in_the_game():
    def edit(d):
        below_the_palace(d, gate="plane_2")
        d["chars"]["p1"]["health"] = d["chars"]["p1"]["strength"] = 40
    g = game(options={"variant": "lord_of_the_sea"}, edit=edit)
    cards = Counter(g.components())
    g.apply(act("realm_move", path=["north"]))
    g.apply(act("fight", card="lord_of_the_sea", battle="strength"))
    assert g.outcome["winner"] == "p1"
    assert Counter(g.components()) == cards


def test_an_artifact_lost_in_the_final_battle_leaves_its_holders_hand():
    def edit(d):
        final_battle_due(d, p1=["ar_signet", "ar_steed", "ar_horn"], p2=["ar_sceptre", "ar_amulet"])
        d["chars"]["p2"]["held"] = ["ar_sceptre"]  # one hand
        d["chars"]["p1"]["health"] = d["chars"]["p1"]["strength"] = 40
    g = game(edit=edit)
    g.apply(act("end_turn"))
    g.apply(act("choose", space="city"))
    while g.outcome is None:  # at 40 Strength p1 wins every battle, attacking or attacked
        other = "p2" if g.active == "p1" else "p1"
        g.apply(act("attack", target=other, battle="strength", maps=False))
    assert g.outcome["winner"] == "p1"
    assert g.chars["p2"]["artifacts"] == [] and g.chars["p2"]["held"] == []


def test_a_character_who_dies_holding_an_artifact_lets_go_of_it():
    def edit(d):
        first_active(d)
        take_out(d, "ad_wyrmling#1")
        sp = d["chars"]["p1"]["space"]
        d["chars"]["p1"].update(health=0, artifacts=["ar_blade"], held=["ar_blade"])
        d["spaces"][sp]["adventures"] = [{"card": "ad_wyrmling#1", "up": True}]
        d["phase"] = "encounter"
    for seed in range(1, 40):  # with no Health left a loss is death; the Wyrmling (8) wins unless the dice draw
        g = game(options={"seats": 3}, seed=seed, edit=edit)
        cards = Counter(g.components())
        events = g.apply(act("fight", card="ad_wyrmling#1", battle="strength"))
        if next(e for e in events if e.kind == "battle").data["result"] == "lose":
            break
    assert not g.chars["p1"]["alive"]
    assert g.chars["p1"]["held"] == [] and g.chars["p1"]["artifacts"] == []
    assert "ar_blade" in g.s["spaces"][g.chars["p1"]["space"]]["artifacts"]
    assert Counter(g.components()) == cards


def test_a_treasure_hunter_who_dies_with_a_guardian_as_a_map_does_not_return_it_to_the_fragments():
    def edit(d):
        first_active(d)
        take_out(d, "ad_wyrmling#1")
        guardian = next(p["greater"] for p in d["planes"].values() if p["greater"])
        for p in d["planes"].values():
            if p["greater"] == guardian:
                p["greater"] = None
        sp = d["chars"]["p1"]["space"]
        d["chars"]["p1"].update(health=0, fragments=[guardian, "mf_" + sp])
        take_out(d, "mf_" + sp)
        d["spaces"][sp]["adventures"] = [{"card": "ad_wyrmling#1", "up": True}]
        d["phase"] = "encounter"
    for seed in range(1, 40):
        g = game(options={"seats": 3, "variant": "treasure_hunters"}, seed=seed, edit=edit)
        guardian = g.chars["p1"]["fragments"][0]
        cards = Counter(g.components())
        events = g.apply(act("fight", card="ad_wyrmling#1", battle="strength"))
        if next(e for e in events if e.kind == "battle").data["result"] == "lose":
            break
    assert not g.chars["p1"]["alive"]
    assert guardian in g.s["removed"] and guardian not in g.s["decks"]["fragment_discard"]
    assert all(f.startswith("mf_") for f in g.s["decks"]["fragment_discard"])
    assert Counter(g.components()) == cards

"""The provisional base game and the rules API: options, movement costs,
guilds, combat, shields, limits, Astral Planes, saving, refusals."""
from __future__ import annotations

import random

import pytest

from game.rules.core import IllegalAction
from game.rules.prophecy import PROVISIONAL_NOTICE, Game, new_game
from prophecy_fixture import C, act, game



def take_out(d, inst):
    """Remove a card from wherever it lies in the decks (to place it by hand)."""
    for pile in list(d["decks"].values()) + list(d["markets"].values()) + list(d["ability_decks"].values()) \
            + list(d["offers"].values()) + [d["box"]]:
        if inst in pile:
            pile.remove(inst)


def final_battle_due(d, p1, p2):
    """Every Artifact in the characters' hands (`p1`'s, `p2`'s), the Gate on
    plane 1, and the final battle due at the end of p1's turn."""
    for p in d["planes"].values():
        p["artifacts"] = []
    d["realm"]["gate_plane"] = "plane_1"
    d["chars"]["p1"]["artifacts"], d["chars"]["p2"]["artifacts"] = list(p1), list(p2)
    d["final_due"] = True
    d["phase"] = "act"


@pytest.mark.parametrize("seats", [1, 6])
def test_two_to_five_characters(seats):
    with pytest.raises(IllegalAction) as err:
        new_game(C, {"seats": seats}, 0)
    assert "2 to 5" in err.value.reason


def test_characters_start_on_their_first_guild_with_three_gold_and_three_experience():
    g = new_game(C, {"characters": ["druid", "raider", "oracle"]}, 3)
    for pid, cid in zip(g.s["seats"], ["druid", "raider", "oracle"]):
        ch, cd = g.chars[pid], C.characters[cid]
        assert ch["space"] == cd["guilds"][0] and ch["gold"] == 3 and ch["xp"] == 3
        assert ch["health"] == ch["strength"] == cd["strength"] and ch["magic"] == ch["willpower"] == cd["willpower"]
    assert all(len(o) == 1 for o in g.s["offers"].values())
    assert len(g.s["markets"]["city"]) == 3 and len(g.s["markets"]["village"]) == 2


def test_movement_costs_walk_free_ride_one_gold_boat_one_portal_two():
    def at(space, gold):
        def edit(d):
            d["chars"]["p1"]["space"], d["chars"]["p1"]["gold"] = space, gold
        return game(edit=edit)
    g = at("greyspire", 0)
    assert {a["to"] for a in g.legal_actions() if a.kind == "move"} == {"city", "fernhollow"}
    assert not any(a.kind == "ride" for a in g.legal_actions())
    g.apply(act("move", to="city"))
    assert g.chars["p1"]["gold"] == 0
    g = at("greyspire", 1)
    g.apply(act("ride", to="thieves_guild"))
    assert g.chars["p1"]["gold"] == 0 and g.chars["p1"]["space"] == "thieves_guild"
    g = at("city", 1)
    assert {a["to"] for a in g.legal_actions() if a.kind == "sail" and a["to"] != "island"} == \
        {"thieves_guild", "monastery"}
    g.apply(act("sail", to="thieves_guild"))
    assert g.chars["p1"]["gold"] == 0
    g = at("wasteland", 2)
    g.apply(act("portal", to="magic_tower"))
    assert g.chars["p1"]["gold"] == 0


def test_a_member_learns_for_experience_and_an_outsider_pays_the_same_again_in_gold():
    for cid, pays_gold in (("raider", False), ("druid", True)):  # raider belongs to the Fortress
        def edit(d, cid=cid):
            ch = d["chars"]["p1"]
            ch["character"], ch["space"], ch["xp"], ch["gold"] = cid, "fortress", 5, 5
            take_out(d, "ab_shield_wall")
            d["offers"]["fortress"] = ["ab_shield_wall"]
            d["phase"] = "act"
        g = game(edit=edit)
        g.apply(act("learn", ability="ab_shield_wall"))
        ch = g.chars["p1"]
        assert ch["xp"] == 2 and ch["gold"] == (2 if pays_gold else 5) and "ab_shield_wall" in ch["abilities"]


def _creature_here(d, card, health, space="ashwood"):
    take_out(d, card)
    d["spaces"][space]["adventures"] = [{"card": card, "up": True}]
    ch = d["chars"]["p1"]
    ch["space"], ch["health"], ch["strength"] = space, health, max(health, ch["strength"])


def test_beating_a_creature_gives_its_experience_and_reward_and_discards_it():
    g = game(edit=lambda d: _creature_here(d, "ad_bandit#1", 30))
    xp, gold = g.chars["p1"]["xp"], g.chars["p1"]["gold"]
    g.apply(act("stay"))
    assert {a.kind for a in g.legal_actions()} == {"fight"}  # a Creature must be fought
    g.apply(act("fight", card="ad_bandit#1", battle="strength"))
    assert g.chars["p1"]["xp"] == xp + 1 and g.chars["p1"]["gold"] == gold + 1
    assert "ad_bandit#1" in g.s["decks"]["adventure_discard"] and g.s["phase"] == "act"


def test_losing_to_a_creature_costs_one_health_and_ends_the_turn():
    g = game(edit=lambda d: _creature_here(d, "ad_wyrmling#1", 1))  # 1 + 6 never reaches 8 + 1
    g.apply(act("stay"))
    g.apply(act("fight", card="ad_wyrmling#1", battle="strength"))
    assert g.chars["p1"]["health"] == 0 and g.active == "p2"
    assert g.s["spaces"]["ashwood"]["adventures"] == [{"card": "ad_wyrmling#1", "up": True}]


def test_forcing_a_battle_of_wills_costs_two_magic():
    def edit(d):
        _creature_here(d, "ad_wyrmling#1", 3)
        d["chars"]["p1"]["magic"] = d["chars"]["p1"]["willpower"] = 30
    g = game(edit=edit)
    g.apply(act("stay"))
    g.apply(act("fight", card="ad_wyrmling#1", battle="wills"))
    assert g.chars["p1"]["magic"] == 28 and g.s["phase"] == "act"  # 28 + die beats 5 + die


def test_a_held_shield_turns_a_loss_into_a_draw_and_breaks_then_is_repaired_for_one_gold():
    def edit(d):
        _creature_here(d, "ad_wyrmling#1", 1)
        take_out(d, "it_buckler#1")
        ch = d["chars"]["p1"]
        ch["items"], ch["held"], ch["gold"] = ["it_buckler#1"], ["it_buckler#1"], 1
    g = game(edit=edit)
    g.apply(act("stay"))
    g.apply(act("fight", card="ad_wyrmling#1", battle="strength"))
    assert g.pending.summary == "shield" and g.pending.chooser == "p1"
    g.apply(act("choose", shield=True))
    ch = g.chars["p1"]
    assert ch["health"] == 1 and ch["broken"] == ["it_buckler#1"] and g.active == "p2"
    d = g.to_data()
    d["active"], d["phase"] = 0, "act"
    ch = d["chars"]["p1"]
    ch["space"], ch["gold"] = "city", 1
    g = Game.from_data(d, C)
    g.apply(act("repair", item="it_buckler#1"))
    assert g.chars["p1"]["broken"] == [] and g.chars["p1"]["gold"] == 0


def test_over_the_item_limit_at_the_end_of_the_round_means_discarding():
    def edit(d):
        items = [x for x in d["decks"]["common"]][:9]
        for x in items:
            d["decks"]["common"].remove(x)
        d["chars"]["p1"]["items"] = items
        d["phase"] = "act"
    g = game(edit=edit)
    assert g.limit("item") == 8  # 7, plus 1 with the Water Realm
    g.apply(act("end_turn"))
    assert g.pending.summary == "limit" and len(g.pending.options) == 9
    g.apply(g.pending.options[0])
    assert len(g.chars["p1"]["items"]) == 8 and g.active == "p2"


def test_other_planes_guardians_are_one_stronger_with_the_water_realm():
    def edit(d):
        plane = next(p for p, v in d["planes"].items() if v["lesser"] != "gate_water_realm")
        d["plane"] = plane
        d["chars"]["p1"]["space"] = next(p for p in C.planes if p["id"] == plane)["adjacent"][0]
        d["chars"]["p1"]["health"] = d["chars"]["p1"]["magic"] = 0
    g = game(edit=edit)
    plane = g.s["plane"]
    lesser = g.s["planes"][plane]["lesser"]
    g.apply(act("attack_plane", plane=plane))
    battle = C.cards[lesser].get("battle")
    events = g.apply(act("fight", card=lesser, battle=battle))
    dark = [e.data["face"] for e in events if e.kind == "die_rolled" and e.data["die"] == "dark"][0]
    stat = C.cards[lesser].strength if battle == "strength" else C.cards[lesser].willpower
    assert next(e for e in events if e.kind == "battle").data["dark"] == dark + stat + 1


def test_ten_artifacts_the_conqueror_keeps_one_of_two():
    def edit(d):
        plane = next(p for p, v in d["planes"].items() if v["lesser"] != "gate_water_realm")
        d["plane"] = plane
        d["box"].append(d["planes"][plane]["lesser"])
        d["planes"][plane]["lesser"] = None
        d["chars"]["p1"]["space"] = next(p for p in C.planes if p["id"] == plane)["adjacent"][0]
        d["chars"]["p1"]["health"] = d["chars"]["p1"]["strength"] = d["chars"]["p1"]["magic"] = 40
        d["chars"]["p1"]["willpower"] = 40
    g = game(options={"ten_artifacts": True}, edit=edit)
    plane = g.s["plane"]
    pair = list(g.s["planes"][plane]["artifacts"])
    assert len(pair) == 2
    greater = g.s["planes"][plane]["greater"]
    g.apply(act("attack_plane", plane=plane))
    g.apply(act("fight", card=greater, battle=C.cards[greater].get("battle")))
    assert g.pending.summary == "ten_pick"
    g.apply(act("choose", keep=pair[1]))
    assert g.chars["p1"]["artifacts"] == [pair[1]] and pair[0] in g.s["box"]


def test_the_battleground_is_chosen_by_the_lowest_numeral_of_the_new_set():
    g = game(edit=lambda d: final_battle_due(d, p1=["ar_signet", "ar_sceptre"],
                                             p2=["ar_steed", "ar_amulet", "ar_horn"]))
    g.apply(act("end_turn"))
    assert g.pending.summary == "battleground" and g.pending.chooser == "p2"  # Bronze-Steed role: numeral I
    g.apply(act("choose", space="city"))
    assert g.chars["p1"]["space"] == g.chars["p2"]["space"] == "city"
    assert {a.kind for a in g.legal_actions()} == {"attack"}


def test_the_final_battle_hands_artifacts_over_until_someone_holds_four():
    def edit(d):
        final_battle_due(d, p1=["ar_signet", "ar_sceptre", "ar_horn"], p2=["ar_steed", "ar_amulet"])
        d["chars"]["p1"]["health"] = d["chars"]["p1"]["strength"] = 40
    g = game(edit=edit)
    g.apply(act("end_turn"))
    g.apply(act("choose", space="city"))
    assert g.active == "p2"  # p2 must attack the only other holder, and cannot beat 40 Strength
    g.apply(act("attack", target="p1", battle="strength", maps=False))
    assert g.outcome["winner"] == "p1" and len(g.chars["p1"]["artifacts"]) == 5


def test_an_illegal_action_names_the_rule_and_changes_nothing():
    g = game(edit=lambda d: d["chars"]["p1"].update(space="greyspire", gold=0))
    before = g.to_data()
    with pytest.raises(IllegalAction) as err:
        g.apply(act("ride", to="thieves_guild"))
    assert err.value.reason == "A horse costs 1 Gold and " + g.chars["p1"]["name"] + " has 0."
    assert g.to_data() == before
    with pytest.raises(IllegalAction):
        g.apply(act("fight", card="ad_wolf_pack#1", battle="strength"))
    assert g.to_data() == before


def test_a_game_saved_during_a_decision_continues_identically():
    g = new_game(C, {"seats": 3}, 21)
    rng = random.Random(4)
    saved = None
    for _ in range(400):
        if g.outcome is not None:
            break
        if g.pending is not None and saved is None:
            saved = g.to_data()
            tail = []
        a = rng.choice(g.legal_actions())
        if saved is not None:
            tail.append(a)
        g.apply(a)
    assert saved is not None
    h = Game.from_data(saved, C)
    for a in tail:
        h.apply(a)
    assert h.to_data() == g.to_data()


def test_rules_help_labels_the_provisional_base_and_gives_every_rule_a_confidence():
    g = new_game(C, {"seats": 2}, 0)
    helps = g.rules_help()
    assert helps[0]["id"] == "provisional" and "provisional" in helps[0]["text"]
    assert {h["confidence"] for h in helps} == {"S", "M", "L"}
    assert "provisional" in PROVISIONAL_NOTICE
    import game.rules.prophecy as pkg
    assert "PROVISIONAL READING" in pkg.__doc__


def test_a_seat_sees_counts_not_hidden_cards():
    g = new_game(C, {"seats": 2}, 6)
    v = g.view("p1")
    assert isinstance(v["decks"]["chance"], int) and v["rng"] is None
    assert all(sq["card"] is None for sq in v["realm"]["squares"].values())
    assert all(p["lesser"] is None for p in v["planes"].values())

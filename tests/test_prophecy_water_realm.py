"""The Water Realm through the public API, with the expansion text's numbers.

Situations are set up the way a scenario file does it: a saved state
(`to_data`), changed, loaded back (`Game.from_data`), then actions applied.
Battles whose result must be certain use stats no die roll can overturn.
"""
from __future__ import annotations

import pytest

from game.rules.core import IllegalAction
from game.rules.prophecy import Game, new_game
from prophecy_fixture import C, act, game as fixture_game

ENTRANCE, PALACE = list(C.realm["entrance"]), list(C.realm["palace"])


def game(options=None, seed=1, edit=None) -> Game:
    return fixture_game(options, seed, edit, moving=False)


def kinds(g) -> set:
    return {a.kind for a in g.legal_actions()}


def in_realm(d, pid="p1", at=ENTRANCE, bubbles=3, bag=3, gate="plane_3"):
    """Put a character in the Water Realm with the Gate revealed on `gate`."""
    plane = d["planes"][gate]
    d["realm"]["gate_plane"] = gate
    if plane["greater"]:
        d["realm"]["palace"]["guardian"], d["realm"]["palace"]["artifacts"] = plane["greater"], plane["artifacts"]
        plane["greater"], plane["artifacts"] = None, []
    ch = d["chars"][pid]
    ch["realm"], ch["bubbles"], ch["bag"] = list(at), bubbles, bag
    ch["space"] = "stonecrown"


def below_the_palace(d, gate="plane_3"):
    """p1 in the Water Realm on the empty square south of the palace, moving first."""
    in_realm(d, at=[1, 1], gate=gate)
    first_active(d)
    d["realm"]["squares"].pop("1,1", None)


def first_active(d, pid="p1"):
    d["active"] = d["seats"].index(pid)
    d["phase"] = "move"


def take_every_artifact(d) -> list:
    """Every Artifact off the planes and out of the palace, for the test to hand out."""
    arts = [a for p in d["planes"].values() for a in p["artifacts"]] + d["realm"]["palace"]["artifacts"]
    for p in d["planes"].values():
        p["artifacts"] = []
    d["realm"]["palace"]["artifacts"] = []
    return arts


def test_setup_uses_four_lesser_guardians_and_the_gate_and_powers_up_every_plane():
    g = new_game(C, {"seats": 3}, 5)
    lessers = [p["lesser"] for p in g.s["planes"].values()]
    assert lessers.count("gate_water_realm") == 1 and len(set(lessers)) == 5
    assert sum(1 for x in g.s["box"] if x.startswith("lg_")) == len(C.family("lesser")) - 4
    assert all(p["power"] == 1 for p in g.s["planes"].values())
    assert g.s["realm"]["pearls"] == 3  # as many Pearls as players
    assert g.limit("item") == 8 and g.limit("ability") == 8


def test_realm_board_is_4_by_6_with_22_card_squares_and_3_plus_3_spare_cards():
    g = new_game(C, {"seats": 2}, 2)
    squares = g.s["realm"]["squares"]
    assert len(squares) == 22 and all(not v["up"] for v in squares.values())
    spare = g.s["realm"]["spare"]
    assert sum(C.cards[x.split("#")[0]].family == "positive" for x in spare) == 3
    assert sum(C.cards[x.split("#")[0]].family == "negative" for x in spare) == 3
    for k, v in squares.items():
        r, c = map(int, k.split(","))
        fam = C.cards[v["card"].split("#")[0]].family
        assert fam == ("positive" if (r + c) % 2 == 0 else "negative")


def test_without_the_water_realm_its_cards_stay_out_and_limits_are_seven():
    g = new_game(C, {"seats": 2, "water_realm": False}, 3)
    assert g.s["realm"] is None and g.limit("item") == 7
    assert "legends_of_the_deeps" not in g.components()
    assert all(p["lesser"] != "gate_water_realm" and p["power"] == 0 for p in g.s["planes"].values())


def test_attacking_the_gate_moves_guardian_and_artifact_to_the_palace_then_a_bag_of_3_for_1_gold():
    def edit(d):
        for pid_, p in d["planes"].items():
            if p["lesser"] == "gate_water_realm":
                d["gate"] = pid_
        first_active(d)
    g = game(edit=edit)
    gate = g.s["gate"]
    adj = next(p for p in C.planes if p["id"] == gate)["adjacent"][0]
    d = g.to_data()
    d["chars"]["p1"]["space"], d["chars"]["p1"]["gold"] = adj, 4
    g = Game.from_data(d, C)
    greater, arts = g.s["planes"][gate]["greater"], list(g.s["planes"][gate]["artifacts"])
    g.apply(act("attack_plane", plane=gate))
    assert g.s["realm"]["palace"]["guardian"] == greater and g.s["realm"]["palace"]["artifacts"] == arts
    assert g.s["planes"][gate]["power"] == 0 and g.s["planes"][gate]["lesser"] == "gate_water_realm"
    assert g.pending.summary == "enter_now"
    g.apply(act("choose", enter=True))
    assert act("choose", gold=1, bubbles=3) in g.legal_actions()
    g.apply(act("choose", gold=1, bubbles=3))
    ch = g.chars["p1"]
    assert ch["gold"] == 3 and ch["bubbles"] == ch["bag"] == 3 and ch["realm"] == ENTRANCE
    assert g.active == "p2"  # entering ends the turn


def test_a_round_in_the_realm_draws_no_chance_card_and_uses_one_bubble():
    def edit(d):
        in_realm(d)
        d["active"], d["phase"] = 1, "act"
    g = game(edit=edit)
    chance = (list(g.s["decks"]["chance"]), list(g.s["decks"]["chance_discard"]))
    g.apply(act("end_turn"))  # p2 ends; p1's round begins in the realm
    assert g.active == "p1"
    assert g.chars["p1"]["bubbles"] == 2 and g.chars["p1"]["bag"] == 3
    assert (g.s["decks"]["chance"], g.s["decks"]["chance_discard"]) == chance


def _start_round_of_p1(d):
    d["active"] = 1  # p2 is active; p2 ends its turn, p1's round begins


def _pass_p2(g):
    while g.active == "p2" and g.outcome is None:
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind == "end_turn"), None) or next(
            (a for a in acts if a.kind == "stay" and not a.get("ability")), None) or acts[0]
        g.apply(pick)


def test_with_no_bubble_left_the_character_pays_health_and_with_no_health_drowns():
    def edit(d):
        in_realm(d, bubbles=0)
        d["chars"]["p1"]["health"] = 1
        _start_round_of_p1(d)
    g = game(edit=edit)
    _pass_p2(g)
    assert g.chars["p1"]["alive"] and g.chars["p1"]["health"] == 0
    # the next round: no Bubble, no Health: drowned
    d = g.to_data()
    d["active"] = 1
    d["phase"] = "act"
    d["pending"] = None
    g = Game.from_data(d, C)
    g.apply(act("end_turn"))
    assert not g.chars["p1"]["alive"]
    assert g.outcome == {"winner": "p2", "how": "last character standing", "round": g.s["round"]}


def test_two_steps_after_an_empty_square_but_a_face_down_card_stops_movement():
    def edit(d):
        in_realm(d)
        first_active(d)
        d["realm"]["squares"].pop("4,1", None)  # an empty square north of the entrance
    g = game(edit=edit)
    legal = g.legal_actions()
    assert act("realm_move", path=["north", "north"]) in legal
    assert act("realm_move", path=["east", "north"]) not in legal  # 5,2 holds a face-down card
    with pytest.raises(IllegalAction) as err:
        g.apply(act("realm_move", path=["east", "north"]))
    assert "second step" in err.value.reason
    g.apply(act("realm_move", path=["north", "north"]))
    assert g.chars["p1"]["realm"] == [3, 1]
    assert g.s["realm"]["squares"]["3,1"]["up"]  # turned up on arrival


def test_a_square_with_another_character_cannot_be_passed():
    def edit(d):
        in_realm(d)
        in_realm(d, pid="p2", at=[4, 1])
        first_active(d)
        d["realm"]["squares"].pop("4,1", None)
    g = game(edit=edit)
    assert act("realm_move", path=["north", "north"]) not in g.legal_actions()
    assert act("realm_move", path=["north"]) in g.legal_actions()


def test_moving_off_the_edge_returns_to_a_space_next_to_the_gate_and_the_bubbles_go_back():
    def edit(d):
        in_realm(d, bubbles=2)
        first_active(d)
    g = game(edit=edit)
    g.apply(act("realm_move", path=["south"]))  # the entrance is on the bottom edge
    assert g.pending.summary == "exit_space"
    assert {o["space"] for o in g.pending.options} == {"stonecrown", "forest_camp"}
    g.apply(act("choose", space="forest_camp"))
    ch = g.chars["p1"]
    assert ch["realm"] is None and ch["space"] == "forest_camp" and ch["bubbles"] == ch["bag"] == 0
    assert g.s["phase"] in ("act", "encounter")  # the turn goes on as if just arrived


def _creature_at(d, sq, card="wn_reef_shark"):
    d["realm"]["squares"][sq] = {"card": card, "up": True}


def test_losing_to_a_realm_creature_costs_health_ends_the_turn_and_leaves_you_on_its_square():
    def edit(d):
        in_realm(d, bubbles=5, bag=5)
        first_active(d)
        _creature_at(d, "4,1", "wn_kraken")  # Strength 8: 1 + 6 never reaches 8 + 1
        d["chars"]["p1"]["health"] = 1
    g = game(edit=edit)
    g.apply(act("realm_move", path=["north"]))
    assert g.s["phase"] == "encounter" and kinds(g) == {"fight"}
    g.apply(act("fight", card="wn_kraken", battle="strength"))
    ch = g.chars["p1"]
    assert ch["health"] == 0 and ch["alive"] and ch["realm"] == [4, 1] and g.active == "p2"
    assert g.s["realm"]["squares"]["4,1"]["card"] == "wn_kraken"


def test_flee_pays_two_bubbles_and_staying_means_fighting_again():
    def edit(d):
        in_realm(d, at=[4, 1], bubbles=5, bag=5)
        first_active(d)
        _creature_at(d, "4,1")
    g = game(edit=edit)
    legal = g.legal_actions()
    assert act("realm_move", path=["north"]) not in legal and act("flee", path=["north"]) in legal
    with pytest.raises(IllegalAction) as err:
        g.apply(act("realm_move", path=["south"]))
    assert "flee" in err.value.reason
    g.apply(act("flee", path=["south"]))
    assert g.chars["p1"]["bubbles"] == 3 and g.chars["p1"]["realm"] == ENTRANCE

    g = game(edit=edit)
    g.apply(act("stay"))
    assert g.s["phase"] == "encounter"


def test_winning_against_a_realm_creature_removes_it_from_the_game():
    def edit(d):
        in_realm(d, at=[4, 1])
        first_active(d)
        _creature_at(d, "4,1")
        d["chars"]["p1"]["health"] = d["chars"]["p1"]["strength"] = 20
    g = game(edit=edit)
    xp = g.chars["p1"]["xp"]
    g.apply(act("stay"))
    g.apply(act("fight", card="wn_reef_shark", battle="strength"))
    assert "4,1" not in g.s["realm"]["squares"] and "wn_reef_shark" in g.s["removed"]
    assert g.chars["p1"]["xp"] == xp + 2 and g.s["phase"] == "act"


def test_underwater_each_hand_holding_an_item_costs_one_in_a_battle_of_strength():
    def edit(d):
        in_realm(d, at=[4, 1])
        first_active(d)
        _creature_at(d, "4,1", "wn_reef_shark")
        ch = d["chars"]["p1"]
        ch["health"] = ch["strength"] = 20
        ch["items"] = ["it_war_axe#1", "it_short_sword#1"]
        ch["held"] = ["it_war_axe#1"]  # two hands: +2 bonus, -2 penalty
        d["decks"]["common"] = [x for x in d["decks"]["common"] if x not in ch["items"]]
    g = game(edit=edit)
    g.apply(act("stay"))
    events = g.apply(act("fight", card="wn_reef_shark", battle="strength"))
    light = next(e for e in events if e.kind == "die_rolled" and e.data["die"] == "light").data["face"]
    battle = next(e for e in events if e.kind == "battle")
    assert battle.data["light"] == light + 20 + 2 - 2


def test_on_the_main_board_held_items_carry_no_penalty():
    def edit(d):
        first_active(d)
        ch = d["chars"]["p1"]
        ch["space"], ch["health"], ch["strength"] = "ashwood", 20, 20
        ch["items"], ch["held"] = ["it_war_axe#1"], ["it_war_axe#1"]
        d["decks"]["common"] = [x for x in d["decks"]["common"] if x != "it_war_axe#1"]
        d["spaces"]["ashwood"]["adventures"] = [{"card": "ad_wolf_pack#1", "up": True}]
        d["decks"]["adventure"] = [x for x in d["decks"]["adventure"] if x != "ad_wolf_pack#1"]
        d["decks"]["adventure_discard"] = [x for x in d["decks"]["adventure_discard"] if x != "ad_wolf_pack#1"]
    g = game(edit=edit)
    g.apply(act("stay"))
    events = g.apply(act("fight", card="ad_wolf_pack#1", battle="strength"))
    light = next(e for e in events if e.kind == "die_rolled" and e.data["die"] == "light").data["face"]
    assert next(e for e in events if e.kind == "battle").data["light"] == light + 20 + 2


def test_a_character_losing_health_to_another_underwater_also_pays_a_bubble_or_a_second_health():
    def edit(d):
        in_realm(d, at=[4, 1], bubbles=0, bag=3)
        in_realm(d, pid="p2", at=[4, 1])
        d["realm"]["squares"].pop("4,1", None)
        first_active(d)
        d["chars"]["p1"]["health"] = d["chars"]["p1"]["strength"] = 30
        d["chars"]["p2"]["health"], d["chars"]["p2"]["strength"] = 5, 5
        d["chars"]["p2"]["bubbles"] = 0
        d["chars"]["p2"]["items"] = []
    g = game(edit=edit)
    g.apply(act("stay"))
    g.apply(act("attack", target="p2", battle="strength", maps=False))
    assert g.chars["p2"]["health"] == 3  # 1 Health, plus 1 more for the missing Bubble


def test_the_palace_gives_the_artifact_and_a_pearl_with_full_recovery_then_back_to_the_board():
    def edit(d):
        below_the_palace(d)
        _palace_guardian(d)
        ch = d["chars"]["p1"]
        ch["strength"], ch["health"], ch["willpower"], ch["magic"] = 30, 25, 5, 1
    g = game(edit=edit)
    art = list(g.s["realm"]["palace"]["artifacts"])
    g.apply(act("realm_move", path=["north"]))
    assert g.s["phase"] == "encounter"
    g.apply(act("fight", card="gg_titan", battle="strength"))
    ch = g.chars["p1"]
    assert ch["artifacts"] == art and ch["pearl"] and ch["health"] == 30 and ch["magic"] == 5
    assert g.s["realm"]["pearls"] == 1
    assert g.pending.summary == "exit_space"
    g.apply(act("choose", space="stonecrown"))
    assert ch is not None and g.chars["p1"]["realm"] is None and g.active == "p2"


def test_after_the_guardian_falls_a_later_visitor_gets_a_pearl_without_a_fight_but_only_one():
    def edit(d):
        below_the_palace(d)
        d["realm"]["palace"]["beaten"] = True
        d["box"].append(d["realm"]["palace"]["guardian"])
        d["realm"]["palace"]["guardian"] = None
        d["chars"]["p2"]["artifacts"] = d["realm"]["palace"]["artifacts"]
        d["realm"]["palace"]["artifacts"] = []
    g = game(edit=edit)
    g.apply(act("realm_move", path=["north"]))
    assert g.chars["p1"]["pearl"] and g.s["realm"]["pearls"] == 1
    g.apply(act("choose", space="stonecrown"))
    d = g.to_data()
    in_realm(d, at=[1, 1])
    first_active(d)
    d["pending"] = None
    g = Game.from_data(d, C)
    g.apply(act("realm_move", path=["north"]))
    assert g.s["realm"]["pearls"] == 1  # no second Pearl for the same player


def _palace_guardian(d, card="gg_titan"):
    pal = d["realm"]["palace"]
    if pal["guardian"] != card:
        holder = next(p for p in d["planes"].values() if p["greater"] == card)
        holder["greater"], pal["guardian"] = pal["guardian"], card


def test_losing_at_the_palace_means_no_bubble_next_round_and_a_choice_to_leave_or_fight_again():
    def edit(d):
        in_realm(d, at=[1, 1], bubbles=2, bag=3)
        _palace_guardian(d)  # Strength 9 (+0 in the realm): 1 + 6 never reaches 10
        first_active(d)
        d["realm"]["squares"].pop("1,1", None)
        d["chars"]["p1"]["health"] = 1
    g = game(edit=edit)
    g.apply(act("realm_move", path=["north"]))
    events = g.apply(act("fight", card="gg_titan", battle="strength"))
    dark = [e.data["face"] for e in events if e.kind == "die_rolled" and e.data["die"] == "dark"][0]
    assert next(e for e in events if e.kind == "battle").data["dark"] == dark + 9  # no Power Up in the realm
    assert g.chars["p1"]["realm"] == PALACE and g.chars["p1"]["health"] == 0 and g.active == "p2"
    _pass_p2(g)
    assert g.active == "p1" and g.chars["p1"]["bubbles"] == 2  # no Bubble paid in the palace
    assert {a.kind for a in g.legal_actions()} >= {"leave_realm", "stay"}
    assert not any(a.kind == "realm_move" for a in g.legal_actions())


def test_pearl_gives_plus_one_against_a_character_without_one():
    def edit(d):
        first_active(d)
        for pid in ("p1", "p2"):
            ch = d["chars"][pid]
            ch["space"], ch["health"], ch["strength"], ch["items"], ch["held"] = "ashwood", 5, 5, [], []
        d["chars"]["p1"]["pearl"] = True
        d["spaces"]["ashwood"]["adventures"] = []
    g = game(edit=edit)
    g.apply(act("stay"))
    events = g.apply(act("attack", target="p2", battle="strength", maps=False))
    rolls = [e.data["face"] for e in events if e.kind == "die_rolled"]
    battle = next(e for e in events if e.kind == "battle")
    assert battle.data["light"] == rolls[0] + 5 + 1 and battle.data["dark"] == rolls[1] + 5


def test_legends_of_the_deeps_offers_an_underwater_ability_and_reveals_two_realm_cards():
    def edit(d):
        d["decks"]["chance"] = ["legends_of_the_deeps"] + [x for x in d["decks"]["chance"] if x != "legends_of_the_deeps"]
        d["decks"]["chance_discard"] = [x for x in d["decks"]["chance_discard"] if x != "legends_of_the_deeps"]
        d["active"] = 1
        d["phase"] = "act"
    g = game(edit=edit)
    top = g.s["decks"]["underwater"][0]
    guild = C.cards[top].get("guild")
    g.apply(act("end_turn"))
    assert g.active == "p1" and top in g.s["offers"][guild]
    assert g.pending.summary == "reveal_realm" and g.pending.chooser == "p1"
    first = g.pending.options[0]
    g.apply(first)
    g.apply(g.pending.options[0])
    assert sum(v["up"] for v in g.s["realm"]["squares"].values()) == 2 and g.pending is None


def test_a_displaced_underwater_ability_goes_to_the_bottom_of_the_underwater_deck():
    def edit(d):
        top = d["decks"]["underwater"][0]
        guild = C.cards[top].get("guild")
        d["offers"][guild] = [top, d["offers"][guild][0]]
        d["decks"]["underwater"] = d["decks"]["underwater"][1:]
        d["test_guild"], d["test_top"] = guild, top
    g = game(edit=edit)
    guild, top = g.s["test_guild"], g.s["test_top"]
    g._offer(guild, g.s["ability_decks"][guild].pop(0))  # a newer Ability pushes the oldest out
    assert top not in g.s["offers"][guild] and g.s["decks"]["underwater"][-1] == top


def test_chance_cards_do_not_touch_characters_in_the_realm():
    def edit(d):
        in_realm(d, pid="p2", at=[4, 1])
        d["decks"]["chance"] = ["ch_harvest"] + [x for x in d["decks"]["chance"] if x != "ch_harvest"]
        d["decks"]["chance_discard"] = [x for x in d["decks"]["chance_discard"] if x != "ch_harvest"]
        d["active"] = 1
        d["phase"] = "act"
        d["chars"]["p1"]["gold"] = d["chars"]["p2"]["gold"] = 3
    g = game(edit=edit)
    g.apply(act("end_turn"))  # p2 ends; p1's round starts with the good-times card
    assert g.chars["p1"]["gold"] == 4 and g.chars["p2"]["gold"] == 3


def test_four_artifacts_do_not_win_while_the_realms_artifact_is_still_in_the_palace():
    def edit(d):
        in_realm(d, pid="p2", at=[4, 1])
        others = [p for p in d["planes"] if d["planes"][p]["artifacts"]]
        arts = [a for p in others for a in d["planes"][p]["artifacts"]]
        for p in others:
            d["planes"][p]["artifacts"] = []
            d["planes"][p]["greater"] = None
        d["chars"]["p1"]["artifacts"] = arts[:3]
        d["last_plane"] = others[3]
        d["planes"][others[3]]["artifacts"] = [arts[3]]
        d["planes"][others[3]]["greater"] = "gg_titan"
        d["planes"][others[3]]["lesser"] = None
        d["planes"][others[3]]["revealed"] = ["lesser", "greater"]
        d["chars"]["p1"]["space"] = next(p for p in C.planes if p["id"] == others[3])["adjacent"][0]
        d["chars"]["p1"]["health"] = d["chars"]["p1"]["strength"] = 40
        first_active(d)
    g = game(edit=edit)
    g.apply(act("attack_plane", plane=g.s["last_plane"]))
    g.apply(act("fight", card="gg_titan", battle="strength"))
    assert len(g.chars["p1"]["artifacts"]) == 4 and g.outcome is None


def fourth_artifact_in_the_city(d, pearl=False):
    """The realm's Artifact is out of the palace: p1, acting in the city, holds
    three and a fourth lies there where someone fell; p2, back on the main
    board, holds the fifth (and the Pearl, with `pearl`)."""
    in_realm(d, pid="p2", at=[4, 1])
    d["chars"]["p2"]["realm"] = None
    arts = take_every_artifact(d)
    d["chars"]["p1"]["artifacts"] = arts[:3]
    d["chars"]["p2"]["artifacts"], d["chars"]["p2"]["pearl"] = arts[4:], pearl
    d["spaces"]["city"]["artifacts"] = [arts[3]]
    d["chars"]["p1"]["space"] = "city"
    first_active(d)
    d["phase"] = "act"


def test_with_the_realm_artifact_out_four_artifacts_win_and_take_the_fifth():
    g = game(edit=fourth_artifact_in_the_city)
    g.apply(act("end_turn"))  # ending the turn there picks the fallen Artifact up
    assert g.outcome["winner"] == "p1" and len(g.chars["p1"]["artifacts"]) == 5


def test_a_pearl_holder_keeps_the_fifth_artifact_so_the_final_battle_begins():
    g = game(edit=lambda d: fourth_artifact_in_the_city(d, pearl=True))
    g.apply(act("end_turn"))
    assert g.outcome is None and len(g.chars["p1"]["artifacts"]) == 4
    assert g.s["final_battle"] and g.pending.summary == "battleground"


def test_dying_in_the_realm_leaves_artifacts_on_the_square_for_the_next_to_end_a_turn_there():
    def edit(d):
        in_realm(d, pid="p2", at=[4, 1], bubbles=0)
        d["realm"]["squares"].pop("4,1", None)
        d["chars"]["p2"]["health"] = 0
        d["chars"]["p2"]["artifacts"] = ["ar_crown"]
        d["box"].remove("ar_crown")
        d["active"] = 0
        d["phase"] = "act"
        d["seats"].append("p3")
        d["chars"]["p3"] = dict(d["chars"]["p1"], character="druid", name="Druid", items=[], held=[], broken=[],
                                abilities=[], artifacts=[], fragments=[])
    g = game(options={"seats": 2}, edit=edit)
    g.apply(act("end_turn"))  # p2's round: no Bubble, no Health: drowned
    assert not g.chars["p2"]["alive"] and g.s["realm"]["lying"] == {"4,1": ["ar_crown"]}
    d = g.to_data()
    in_realm(d, pid="p1", at=[4, 1])
    first_active(d)
    d["phase"] = "act"
    g = Game.from_data(d, C)
    g.apply(act("end_turn"))
    assert g.chars["p1"]["artifacts"] == ["ar_crown"] and g.s["realm"]["lying"] == {}


def test_swimming_regains_a_bubble_when_staying_and_buys_one_extra_turn_a_round():
    def edit(d):
        in_realm(d, at=[4, 1], bubbles=2, bag=4)
        d["realm"]["squares"].pop("4,1", None)
        d["chars"]["p1"]["abilities"] = ["uw_swimming"]
        d["decks"]["underwater"].remove("uw_swimming")
        first_active(d)
    g = game(edit=edit)
    g.apply(act("stay", ability="uw_swimming"))
    assert g.chars["p1"]["bubbles"] == 3
    g.apply(act("swim_extra_turn"))
    assert g.chars["p1"]["bubbles"] == 2
    g.apply(act("end_turn"))
    assert g.active == "p1" and g.s["phase"] == "move"
    assert act("swim_extra_turn") not in g.legal_actions()  # once a round


def test_lord_of_the_sea_ends_the_game_when_he_is_defeated_and_he_is_one_stronger():
    def edit(d):
        below_the_palace(d, gate="plane_2")
        d["chars"]["p1"]["health"] = d["chars"]["p1"]["strength"] = 40
    g = game(options={"variant": "lord_of_the_sea"}, edit=edit)
    assert all(not p["artifacts"] and not p["greater"] for p in g.s["planes"].values())
    assert g.s["realm"]["pearls"] == 0
    g.apply(act("realm_move", path=["north"]))
    events = g.apply(act("fight", card="lord_of_the_sea", battle="strength"))
    dark = [e.data["face"] for e in events if e.kind == "die_rolled" and e.data["die"] == "dark"][0]
    assert next(e for e in events if e.kind == "battle").data["dark"] == dark + 9 + 1
    assert g.outcome["winner"] == "p1"

"""Treasure Island and the Map Fragments, with the expansion text's numbers."""
from __future__ import annotations

import pytest

from game.rules.core import IllegalAction
from game.rules.prophecy import Game, new_game
from prophecy_fixture import C, act, game



def setup_fragments(d, pid, n):
    """Give a character n Map Fragments taken from the deck."""
    got, d["decks"]["fragments"] = d["decks"]["fragments"][:n], d["decks"]["fragments"][n:]
    d["chars"][pid]["fragments"] += got


def test_setup_shows_three_treasures_and_keeps_twelve_fragments_face_down():
    g = new_game(C, {"seats": 4}, 9)
    assert len(g.s["treasure_display"]) == 3 and len(g.s["decks"]["treasures"]) == 7
    frags = g.s["decks"]["fragments"]
    assert len(frags) == 12 and {f[3:] for f in frags} == {s["id"] for s in C.spaces
                                                            if s["kind"] in ("forest", "mountain", "plains")}
    assert {"treasure_map", "treasure_maps"} <= set(g.components())


def test_the_boat_to_the_island_costs_two_gold_and_the_way_back_is_free():
    def edit(d):
        d["chars"]["p1"]["space"], d["chars"]["p1"]["gold"] = "city", 2
    g = game(edit=edit)
    g.apply(act("sail", to="island"))
    assert g.chars["p1"]["gold"] == 0 and g.chars["p1"]["space"] == "island"
    d = g.to_data()  # next turn (without the Chance cards in between)
    d["phase"] = "move"
    g = Game.from_data(d, C)
    assert {a["to"] for a in g.legal_actions() if a.kind == "sail"} == {s["id"] for s in C.spaces if s.get("port")}
    g.apply(act("sail", to="village"))  # any port, for free
    assert g.chars["p1"]["gold"] == 0 and g.chars["p1"]["space"] == "village"


def test_one_gold_is_not_enough_for_the_island_and_the_refusal_changes_nothing():
    def edit(d):
        d["chars"]["p1"]["space"], d["chars"]["p1"]["gold"] = "city", 1
    g = game(edit=edit)
    before = g.to_data()
    with pytest.raises(IllegalAction) as err:
        g.apply(act("sail", to="island"))
    assert "2 Gold" in err.value.reason
    assert g.to_data() == before


@pytest.mark.parametrize("ability,to_cost,back_gain", [("ab_dockhand", 0, 0), ("ab_sea_blessing", 0, 2)])
def test_wharf_rat_sails_free_both_ways_and_nautical_rites_is_paid_two_gold_leaving(ability, to_cost, back_gain):
    def edit(d):
        ch = d["chars"]["p1"]
        ch["space"], ch["gold"], ch["abilities"] = "monastery", 0, [ability]
        for deck in list(d["ability_decks"].values()) + list(d["offers"].values()):
            if ability in deck:
                deck.remove(ability)
    g = game(edit=edit)
    g.apply(act("sail", to="island"))
    assert g.chars["p1"]["gold"] == to_cost
    d = g.to_data()  # next turn (without the Chance cards in between)
    d["phase"] = "move"
    g = Game.from_data(d, C)
    g.apply(act("sail", to="city"))
    assert g.chars["p1"]["gold"] == back_gain


def test_a_treasure_is_priced_five_gold_per_map_and_sells_for_half_rounded_up():
    def edit(d):
        t = next(x for x in d["treasure_display"] + d["decks"]["treasures"] if C.cards[x].get("maps") == 3)
        for pile in (d["treasure_display"], d["decks"]["treasures"]):
            if t in pile:
                pile.remove(t)
        d["chars"]["p1"]["items"] = [t]
        d["chars"]["p1"]["space"], d["chars"]["p1"]["gold"] = "city", 0
        d["phase"] = "act"
        d["t"] = t
    g = game(edit=edit)
    assert g.price(g.s["t"]) == 15
    g.apply(act("sell", item=g.s["t"]))
    assert g.chars["p1"]["gold"] == 8


def test_digging_spends_the_maps_refreshes_three_treasures_and_puts_the_rest_under_the_deck():
    def edit(d):
        setup_fragments(d, "p1", 4)
        d["chars"]["p1"]["space"] = "island"
        d["phase"] = "act"
    g = game(edit=edit)
    display = list(g.s["treasure_display"])
    pick = min(display, key=lambda t: C.cards[t].get("maps"))
    maps = C.cards[pick].get("maps")
    deck_top = list(g.s["decks"]["treasures"][:3])
    g.apply(act("dig", treasures=[pick]))
    ch = g.chars["p1"]
    assert pick in ch["items"] and len(ch["fragments"]) == 4 - maps
    assert len(g.s["decks"]["fragment_discard"]) == maps
    assert g.s["treasure_display"] == deck_top
    assert g.s["decks"]["treasures"][-2:] == [t for t in display if t != pick]
    assert not any(a.kind == "dig" for a in g.legal_actions())  # once per turn


def test_too_few_maps_cannot_dig():
    def edit(d):
        setup_fragments(d, "p1", 1)
        d["chars"]["p1"]["space"] = "island"
        d["phase"] = "act"
    g = game(edit=edit)
    with pytest.raises(IllegalAction):
        g.apply(act("dig", treasures=[g.s["treasure_display"][0]]))


def test_treasure_map_cards_place_one_or_two_fragments_on_wilderness_and_nothing_when_all_are_out():
    def edit(d):
        d["decks"]["chance"] = ["treasure_maps", "treasure_map"] + [x for x in d["decks"]["chance"]
                                                                   if x not in ("treasure_map", "treasure_maps")]
        d["decks"]["chance_discard"] = [x for x in d["decks"]["chance_discard"]
                                        if x not in ("treasure_map", "treasure_maps")]
        d["phase"] = "act"
    g = game(edit=edit)
    g.apply(act("end_turn"))  # p2 draws Treasure Maps
    placed = [s for s, v in g.s["spaces"].items() if v["fragment"]]
    assert len(placed) == 2 and all(C.space(s)["kind"] in ("forest", "mountain", "plains") for s in placed)
    assert all(g.s["spaces"][s]["fragment"] == f"mf_{s}" for s in placed)  # one fragment per space

    def all_out(d):
        for f in d["decks"]["fragments"]:
            d["spaces"][f[3:]]["fragment"] = f
        d["decks"]["fragments"] = []
        d["decks"]["chance"] = ["treasure_map"] + [x for x in d["decks"]["chance"] if x != "treasure_map"]
        d["decks"]["chance_discard"] = [x for x in d["decks"]["chance_discard"] if x != "treasure_map"]
        d["phase"] = "act"
    g = game(edit=all_out)
    events = g.apply(act("end_turn"))
    assert any(e.kind == "no_fragment" for e in events)


def test_a_fragment_is_collected_only_when_every_adventure_on_its_space_is_over():
    def edit(d):
        d["chars"]["p1"]["space"] = "ashwood"
        d["spaces"]["ashwood"]["fragment"] = "mf_ashwood"
        d["decks"]["fragments"].remove("mf_ashwood")
        d["spaces"]["ashwood"]["adventures"] = [{"card": "ad_spring#1", "up": True}]
        d["decks"]["adventure"] = [x for x in d["decks"]["adventure"] if x != "ad_spring#1"]
        d["decks"]["adventure_discard"] = [x for x in d["decks"]["adventure_discard"] if x != "ad_spring#1"]
        d["chars"]["p1"]["health"] = d["chars"]["p1"]["strength"]  # the spring would do nothing
        d["phase"] = "act"
    g = game(edit=edit)
    assert act("collect_fragment") not in g.legal_actions()
    assert act("use", card="ad_spring#1") not in g.legal_actions()  # no lost Health: it cannot be used
    d = g.to_data()
    d["chars"]["p1"]["health"] -= 1
    g = Game.from_data(d, C)
    g.apply(act("use", card="ad_spring#1"))
    g.apply(act("collect_fragment"))
    assert g.chars["p1"]["fragments"] == ["mf_ashwood"] and g.s["spaces"]["ashwood"]["fragment"] is None


def _duel(d, p1_health=30, p2_health=3):
    for pid, h in (("p1", p1_health), ("p2", p2_health)):
        ch = d["chars"][pid]
        ch["space"], ch["health"], ch["strength"] = "ashwood", h, max(h, 3)
    d["spaces"]["ashwood"]["adventures"] = []
    d["phase"] = "act"


def test_a_battle_for_maps_costs_the_loser_one_fragment_and_no_health():
    def edit(d):
        _duel(d)
        setup_fragments(d, "p1", 1)
        setup_fragments(d, "p2", 2)
    g = game(edit=edit)
    g.apply(act("attack", target="p2", battle="strength", maps=True))
    assert len(g.chars["p1"]["fragments"]) == 2 and len(g.chars["p2"]["fragments"]) == 1
    assert g.chars["p2"]["health"] == 3


def test_no_battle_for_maps_without_a_fragment_on_both_sides_nor_in_the_peaceloving_variant():
    def edit(d):
        _duel(d)
        setup_fragments(d, "p2", 2)
    g = game(edit=edit)
    assert act("attack", target="p2", battle="strength", maps=True) not in g.legal_actions()
    assert act("attack", target="p2", battle="strength", maps=False) in g.legal_actions()

    def both(d):
        edit(d)
        setup_fragments(d, "p1", 1)
    g = game(options={"map_battles": "peaceloving"}, edit=both)
    with pytest.raises(IllegalAction) as err:
        g.apply(act("attack", target="p2", battle="strength", maps=True))
    assert "Peaceloving" in err.value.reason


def test_aggressive_winner_chooses_a_fragment_or_the_losers_choice():
    def edit(d):
        _duel(d)
        setup_fragments(d, "p2", 2)
    g = game(options={"map_battles": "aggressive"}, edit=edit)
    g.apply(act("attack", target="p2", battle="strength", maps=False))
    assert g.pending.summary == "aggressive" and g.pending.chooser == "p1"
    g.apply(act("choose", take="fragment"))
    assert len(g.chars["p1"]["fragments"]) == 1


def test_no_attack_on_a_dove_space_unless_the_target_holds_an_artifact():
    def edit(d):
        _duel(d)
        d["chars"]["p1"]["space"] = d["chars"]["p2"]["space"] = "village"
    g = game(edit=edit)
    assert not any(a.kind == "attack" for a in g.legal_actions())
    d = g.to_data()
    d["chars"]["p2"]["artifacts"] = ["ar_crown"]
    d["box"].remove("ar_crown")
    g = Game.from_data(d, C)
    assert any(a.kind == "attack" for a in g.legal_actions())


def test_battles_on_the_island_come_before_digging():
    def edit(d):
        _duel(d)
        d["chars"]["p1"]["space"] = d["chars"]["p2"]["space"] = "island"
        setup_fragments(d, "p1", 4)
    g = game(edit=edit)
    g.apply(next(a for a in g.legal_actions() if a.kind == "dig"))
    with pytest.raises(IllegalAction) as err:
        g.apply(act("attack", target="p2", battle="strength", maps=False))
    assert "before digging" in err.value.reason


def test_random_treasures_cost_two_maps_then_one_more_per_extra_draw_and_keep_one():
    def edit(d):
        setup_fragments(d, "p1", 4)
        d["chars"]["p1"]["space"] = "island"
        d["phase"] = "act"
    g = game(options={"random_treasures": True}, edit=edit)
    assert g.s["treasure_display"] == [] and len(g.s["decks"]["treasures"]) == 10
    g.apply(act("dig_random"))
    assert len(g.chars["p1"]["fragments"]) == 2
    g.apply(act("choose", dig_again=True))
    g.apply(act("choose", dig_again=True))
    assert len(g.chars["p1"]["fragments"]) == 0 and len(g.pending.options) == 3  # the best of three
    keep = g.pending.options[0]["keep"]
    g.apply(act("choose", keep=keep))
    assert keep in g.chars["p1"]["items"] and len(g.s["decks"]["treasures"]) == 9
    assert not any(a.kind == "dig_random" for a in g.legal_actions())  # one Treasure per turn


def test_treasure_hunters_show_players_plus_two_treasures_and_score_fame_per_map():
    g = new_game(C, {"seats": 5, "variant": "treasure_hunters"}, 4)
    assert len(g.s["treasure_display"]) == 7 and g.s["realm"] is None
    assert all(not p["artifacts"] for p in g.s["planes"].values())

    def edit(d):
        setup_fragments(d, "p1", 4)
        d["chars"]["p1"]["space"] = "island"
        d["phase"] = "act"
    g = game(options={"variant": "treasure_hunters"}, edit=edit)
    assert len(g.s["treasure_display"]) == 4
    pick = next(a for a in g.legal_actions() if a.kind == "dig")
    maps = C.cards[pick["treasures"][0]].get("maps")
    g.apply(pick)
    assert g.chars["p1"]["fame"] == maps and len(g.s["treasure_display"]) == 3
    assert not any(a.kind == "dig" for a in g.legal_actions())  # one per turn


def test_treasure_hunters_maps_cards_add_one_more_fragment():
    def edit(d):
        d["decks"]["chance"] = ["treasure_map"] + [x for x in d["decks"]["chance"] if x != "treasure_map"]
        d["decks"]["chance_discard"] = [x for x in d["decks"]["chance_discard"] if x != "treasure_map"]
        d["phase"] = "act"
    g = game(options={"variant": "treasure_hunters"}, edit=edit)
    g.apply(act("end_turn"))
    assert sum(1 for v in g.s["spaces"].values() if v["fragment"]) == 2

"""Prophecy checked rule by rule against the Water Realm rulebook's own numbers
(../shared/seeds/prophecy-water-realm.txt), through the public rules API.

Each test names the rule it checks; situations are set up as a scenario file
does: a saved state, changed, loaded back, then actions applied.
"""
from __future__ import annotations

import pytest

from game.rules.core import IllegalAction
from game.rules.prophecy import Game, new_game
from prophecy_fixture import C, act, game as fixture_game
from test_prophecy_water_realm import _creature_at, _palace_guardian, below_the_palace, first_active, in_realm, \
    take_every_artifact

ENTRANCE = list(C.realm["entrance"])


def game(options=None, seed=1, edit=None) -> Game:
    return fixture_game(options, seed, edit, extra_turn=False)  # no second turn from the first Chance card


def on_island_with_maps(n):
    def edit(d):
        got, d["decks"]["fragments"] = d["decks"]["fragments"][:n], d["decks"]["fragments"][n:]
        d["chars"]["p1"]["fragments"] += got
        d["chars"]["p1"]["space"] = "island"
        d["phase"] = "act"
    return edit


# ------------------------------------------------------------ Treasure Island
def test_a_dig_finds_one_or_two_of_the_three_treasures_never_all_three():
    """'search for one or two of the three face-up Treasures': 2 at most,
    even with the 9 maps (2 + 3 + 4) all three would need."""
    assert C.n("treasures_per_dig") == 2
    g = game(edit=on_island_with_maps(12))
    digs = [a for a in g.legal_actions() if a.kind == "dig"]
    assert digs and max(len(a["treasures"]) for a in digs) == 2
    assert {len(a["treasures"]) for a in digs} == {1, 2}
    every = sorted(g.s["treasure_display"])
    before = g.to_data()
    with pytest.raises(IllegalAction) as err:
        g.apply(act("dig", treasures=every))
    assert "2" in err.value.reason
    assert g.to_data() == before


def test_two_treasures_dug_at_once_cost_the_sum_of_their_maps():
    g = game(edit=on_island_with_maps(12))
    two = sorted(g.s["treasure_display"][:2])
    maps = sum(C.cards[t].get("maps") for t in two)
    g.apply(act("dig", treasures=two))
    ch = g.chars["p1"]
    assert set(two) <= set(ch["items"]) and len(ch["fragments"]) == 12 - maps
    assert len(g.s["treasure_display"]) == 3  # three new ones come up


def test_the_rules_help_says_one_or_two_treasures_per_dig():
    text = next(h["text"] for h in C.rules_help if h["id"] == "island")
    assert "one or two" in text


# ------------------------------------------------------------ saves
def test_a_save_loads_with_its_content_and_never_with_one_remembered():
    """Content is passed, not remembered from the last game (issue 35)."""
    data = new_game(C, {"seats": 2}, 3).to_data()
    assert Game.from_data(data, C).to_data() == data
    with pytest.raises(ValueError, match=r"Game.from_data\(data, content\)"):
        Game.from_data(data)


# ------------------------------------------------------------ set-up numbers
@pytest.mark.parametrize("seats", [1, 6])
def test_prophecy_is_for_two_to_five_characters(seats):
    with pytest.raises(IllegalAction):
        new_game(C, {"seats": seats}, 1)


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_as_many_pearls_of_the_abyss_as_players(seats):
    """'You will need as many Pearl of the Abyss cards as there are players' (5 in the box)."""
    g = new_game(C, {"seats": seats}, seats)
    assert g.s["realm"]["pearls"] == seats


def test_water_realm_set_up_numbers():
    g = new_game(C, {"seats": 3}, 11)
    planes = g.s["planes"].values()
    lessers = [p["lesser"] for p in planes]
    assert len(lessers) == 5 and lessers.count("gate_water_realm") == 1  # 4 Lesser Guardians and the Gate
    assert all(p["power"] == 1 for p in planes)  # every plane +1 Strength and Willpower
    realm = g.s["realm"]
    assert len(realm["squares"]) == 4 * 6 - 2  # entrance and palace are missing
    spare = realm["spare"]
    assert sum(C.cards[c.split("#")[0]].family == "positive" for c in spare) == 3
    assert sum(C.cards[c.split("#")[0]].family == "negative" for c in spare) == 3
    assert len(g.s["decks"]["underwater"]) == 5
    assert (g.limit("item"), g.limit("ability")) == (8, 8)


def test_without_the_water_realm_no_pearls_no_power_up_and_limits_of_seven():
    g = new_game(C, {"seats": 3, "water_realm": False}, 11)
    assert g.s["realm"] is None and all(p["power"] == 0 for p in g.s["planes"].values())
    assert (g.limit("item"), g.limit("ability")) == (7, 7)


def test_eight_items_are_kept_with_the_water_realm_and_a_ninth_is_discarded():
    def edit(n):
        def e(d):
            commons = [x for x in d["decks"]["common"]][:n]
            d["decks"]["common"] = d["decks"]["common"][n:]
            d["chars"]["p1"]["items"] = commons
            d["chars"]["p1"]["held"] = []
            d["phase"] = "act"
        return e
    g = game(edit=edit(8))
    g.apply(act("end_turn"))
    assert g.pending is None and len(g.chars["p1"]["items"]) == 8
    g = game(edit=edit(9))
    g.apply(act("end_turn"))
    assert g.pending.summary == "limit" and "8" in g.pending.prompt


# ------------------------------------------------------------ Treasure Island travel
def test_the_island_is_wilderness_so_nothing_is_repaired_there():
    def edit(d):
        ch = d["chars"]["p1"]
        shield = next(x for x in d["decks"]["common"] if x.startswith("it_buckler"))
        d["decks"]["common"].remove(shield)
        ch["items"], ch["held"], ch["broken"], ch["space"], ch["gold"] = [shield], [shield], [shield], "island", 5
        d["phase"] = "act"
    g = game(edit=edit)
    assert not any(a.kind == "repair" for a in g.legal_actions())


def test_teleporting_from_the_island_brings_no_nautical_rites_gold():
    """'one who teleports from the Island does not get any Gold refunded.'"""
    def edit(d):
        ch = d["chars"]["p1"]
        scroll = next(x for x in d["decks"]["rare"] if x.startswith("it_travel_scroll"))
        d["decks"]["rare"].remove(scroll)
        ch["items"], ch["space"], ch["gold"], ch["abilities"] = [scroll], "island", 0, ["ab_sea_blessing"]
        for deck in list(d["ability_decks"].values()) + list(d["offers"].values()):
            if "ab_sea_blessing" in deck:
                deck.remove("ab_sea_blessing")
        d["scroll"] = scroll
    g = game(edit=edit)
    g.apply(act("teleport", item=g.s["scroll"], to="village"))
    assert g.chars["p1"]["gold"] == 0 and g.chars["p1"]["space"] == "village"


def test_a_character_who_teleported_to_the_island_sails_back_for_free():
    def edit(d):
        ch = d["chars"]["p1"]
        ch["space"], ch["gold"] = "island", 0
    g = game(edit=edit)
    assert {a["to"] for a in g.legal_actions() if a.kind == "sail"} == {s["id"] for s in C.spaces if s.get("port")}


# ------------------------------------------------------------ Water Realm
def test_a_draw_against_a_realm_creature_ends_the_turn_without_losing_health():
    def edit(d):
        in_realm(d, at=[4, 1], bubbles=5, bag=5)
        first_active(d)
        _creature_at(d, "4,1", "wn_reef_shark")
    for seed in range(40):
        g = game(edit=edit, seed=seed)
        health = g.chars["p1"]["health"]
        g.apply(act("stay"))
        events = g.apply(act("fight", card="wn_reef_shark", battle="strength"))
        if next(e for e in events if e.kind == "battle").data["result"] == "draw":
            assert g.chars["p1"]["health"] == health and g.active == "p2"
            assert g.s["realm"]["squares"]["4,1"]["card"] == "wn_reef_shark"
            return
    pytest.fail("no draw in 40 seeds")


def strong_with_an_axe_and_spear_fishing(d):
    """p1 at 20 Strength and Health, holding a War Axe (+2), with the Spear
    Fishing Underwater Ability: what a palace battle may or may not count."""
    ch = d["chars"]["p1"]
    ch["health"] = ch["strength"] = 20
    axe = next(x for x in d["decks"]["common"] if x.startswith("it_war_axe"))
    d["decks"]["common"].remove(axe)
    ch["items"], ch["held"] = [axe], [axe]
    ch["abilities"] = ["uw_spear_fishing"]
    d["decks"]["underwater"].remove("uw_spear_fishing")


def test_the_palace_guardian_is_fought_without_underwater_penalty_or_underwater_abilities():
    """'Underwater Abilities and penalties for underwater combat do not apply.'"""
    def edit(d):
        below_the_palace(d)
        _palace_guardian(d)
        strong_with_an_axe_and_spear_fishing(d)
    g = game(edit=edit)
    events = g.apply(act("realm_move", path=["north"]))
    events += g.apply(act("fight", card="gg_titan", battle="strength"))
    light = next(e for e in events if e.kind == "die_rolled" and e.data["die"] == "light").data["face"]
    dark = next(e for e in events if e.kind == "die_rolled" and e.data["die"] == "dark").data["face"]
    battle = next(e for e in events if e.kind == "battle")
    assert battle.data["light"] == light + 20 + 2  # the axe counts, no -2, no Spear Fishing
    assert battle.data["dark"] == dark + C.cards["gg_titan"].strength  # no Power Up in the realm


def test_the_lord_of_the_sea_is_one_stronger_and_fought_with_the_underwater_rules():
    def edit(d):
        below_the_palace(d)
        strong_with_an_axe_and_spear_fishing(d)
    g = game(options={"variant": "lord_of_the_sea"}, edit=edit)
    lord = g.s["realm"]["palace"]["guardian"]
    events = g.apply(act("realm_move", path=["north"]))
    events += g.apply(act("fight", card=lord, battle="strength"))
    light = next(e for e in events if e.kind == "die_rolled" and e.data["die"] == "light").data["face"]
    dark = next(e for e in events if e.kind == "die_rolled" and e.data["die"] == "dark").data["face"]
    battle = next(e for e in events if e.kind == "battle")
    assert battle.data["light"] == light + 20 + 2 - 2 + 2  # axe, two hands held, Spear Fishing
    assert battle.data["dark"] == dark + C.cards[lord].strength + 1


def test_a_loser_underwater_who_gives_up_an_item_pays_no_bubble():
    def edit(d):
        in_realm(d, at=[4, 1], bubbles=3, bag=3)
        in_realm(d, pid="p2", at=[4, 1], bubbles=3, bag=3)
        d["realm"]["squares"].pop("4,1", None)
        first_active(d)
        d["chars"]["p1"]["health"] = d["chars"]["p1"]["strength"] = 30
        sword = next(x for x in d["decks"]["common"] if x.startswith("it_short_sword"))
        d["decks"]["common"].remove(sword)
        d["chars"]["p2"]["items"], d["chars"]["p2"]["held"] = [sword], []
        d["sword"] = sword
    g = game(edit=edit)
    g.apply(act("stay"))
    g.apply(act("attack", target="p2", battle="strength", maps=False))
    assert g.pending.summary == "pvp_loss" and g.pending.chooser == "p2"
    health = g.chars["p2"]["health"]
    g.apply(act("choose", lose="item"))
    g.apply(act("choose", item=g.s["sword"]))
    assert g.chars["p2"]["bubbles"] == 3 and g.chars["p2"]["health"] == health
    assert g.s["sword"] in g.chars["p1"]["items"]


def test_a_prophetic_dream_that_reveals_the_gate_sends_guardian_and_artifact_to_the_palace():
    def edit(d):
        gate = next(k for k, p in d["planes"].items() if p["lesser"] == "gate_water_realm")
        d["gate"] = gate
        d["pending"] = {"type": "dream", "chooser": "p1", "prompt": "Choose a hidden card to reveal."}
    g = game(edit=edit)
    gate = g.s["gate"]
    greater, arts = g.s["planes"][gate]["greater"], list(g.s["planes"][gate]["artifacts"])
    g.apply(act("choose", target=f"{gate}:lesser"))
    pal = g.s["realm"]["palace"]
    assert pal["guardian"] == greater and pal["artifacts"] == arts
    assert g.s["planes"][gate]["power"] == 0 and g.s["realm"]["gate_plane"] == gate


def test_legends_of_the_deeps_never_reveals_the_palace():
    def edit(d):
        d["decks"]["chance"] = ["legends_of_the_deeps"] + [x for x in d["decks"]["chance"] if x != "legends_of_the_deeps"]
        d["phase"] = "act"
    g = game(edit=edit)
    g.apply(act("end_turn"))
    assert g.pending.summary == "reveal_realm"
    assert all(a["square"] in g.s["realm"]["squares"] for a in g.legal_actions())


def test_the_final_battle_brings_everyone_back_from_the_water_realm():
    """'all the characters are transferred back from the Water Realm and the Final Battle begins'."""
    def edit(d):
        in_realm(d, pid="p2", at=[3, 2], bubbles=2, bag=3)
        arts = take_every_artifact(d)
        d["chars"]["p1"]["artifacts"], d["chars"]["p2"]["artifacts"] = arts[:3], arts[3:]
        d["chars"]["p2"]["pearl"] = True
        d["final_due"] = True
        d["phase"] = "act"
    g = game(edit=edit)
    g.apply(act("end_turn"))
    p2 = g.chars["p2"]
    assert g.s["final_battle"] and p2["realm"] is None and p2["bubbles"] == p2["bag"] == 0
    assert p2["space"] in g.gate_spaces()
    assert g.pending.summary == "battleground"


def _card_at(d, sq, card, up=True):
    d["realm"]["squares"][sq] = {"card": card, "up": up}


def test_an_obstacle_stays_and_staying_on_it_meets_it_again_for_more_experience():
    """'Obstacles remain ... it is possible to gain Experience from the same Obstacle several times.'"""
    def edit(d):
        in_realm(d, at=[4, 1], bubbles=5, bag=5)
        first_active(d)
        _card_at(d, "4,1", "wn_whirlpool")
    g = game(edit=edit)
    xp, bubbles = g.chars["p1"]["xp"], g.chars["p1"]["bubbles"]
    g.apply(act("stay"))
    assert g.chars["p1"]["xp"] == xp + 1 and g.chars["p1"]["bubbles"] == bubbles - 1
    assert g.s["realm"]["squares"]["4,1"]["card"] == "wn_whirlpool"


def test_a_strong_current_carries_the_character_two_squares_by_the_compass():
    def edit(d):
        in_realm(d, at=[3, 1], bubbles=5, bag=5)
        first_active(d)
        _card_at(d, "3,1", "wn_strong_current#1")
        for sq in list(d["realm"]["squares"]):
            if sq != "3,1":
                d["realm"]["squares"].pop(sq)  # nothing else to meet where the current goes
    g = game(edit=edit)
    events = g.apply(act("stay"))
    face = next(e for e in events if e.kind == "die_rolled" and e.data["die"] == "compass").data["face"]
    direction = C.realm["compass"][face]
    dr, dc = {"north": (-1, 0), "south": (1, 0), "east": (0, 1), "west": (0, -1)}[direction]
    to = [3 + 2 * dr, 1 + 2 * dc]
    if 0 <= to[0] < 6 and 0 <= to[1] < 4:
        assert g.chars["p1"]["realm"] == to
    else:  # off the board: back to the main board, next to the Gate
        assert g.chars["p1"]["realm"] is None and g.pending.summary == "exit_space"


def test_realm_items_are_free_and_leave_the_game_when_discarded():
    def edit(d):
        in_realm(d, at=[4, 1], bubbles=5, bag=5)
        first_active(d)
        d["chars"]["p1"]["gold"] = 0
        _card_at(d, "4,1", "wp_coral_blade")
    g = game(edit=edit)
    g.apply(act("stay"))
    g.apply(act("take", card="wp_coral_blade"))
    assert "wp_coral_blade" in g.chars["p1"]["items"] and g.chars["p1"]["gold"] == 0
    d = g.to_data()  # over the limit at the end of the round: the realm Item is discarded
    d["chars"]["p1"]["items"] += [x for x in d["decks"]["common"][:8]]
    d["decks"]["common"] = d["decks"]["common"][8:]
    g = Game.from_data(d, C)
    g.apply(act("end_turn"))
    g.apply(act("choose", discard="wp_coral_blade"))
    assert "wp_coral_blade" in g.s["removed"]


def test_a_waterlore_ability_costs_experience_only():
    def edit(d):
        in_realm(d, at=[4, 1], bubbles=5, bag=5)
        first_active(d)
        d["chars"]["p1"]["gold"], d["chars"]["p1"]["xp"] = 0, 3
        _card_at(d, "4,1", "wl_tidal_strength")
    g = game(edit=edit)
    g.apply(act("stay"))
    g.apply(act("learn", ability="wl_tidal_strength"))
    ch = g.chars["p1"]
    assert "wl_tidal_strength" in ch["abilities"] and ch["xp"] == 0 and ch["gold"] == 0


def test_an_air_pocket_cannot_be_used_with_a_full_bubble_bag():
    """'she cannot gain Bubbles from the Air Pocket if she has no Bubbles on the left side'."""
    def edit(d):
        in_realm(d, at=[4, 1], bubbles=3, bag=3)
        first_active(d)
        _card_at(d, "4,1", "wp_air_pocket#1")
    g = game(edit=edit)
    g.apply(act("stay"))
    assert not any(a.kind == "use" for a in g.legal_actions())


def round_in_the_palace(abilities=()):
    """Lord of the Sea variant: p1 holds 2 Bubbles (bag 5) in the Lord's
    palace, and p1's next round begins there (which costs 1 Bubble)."""
    def edit(d):
        in_realm(d, at=list(C.realm["palace"]), bubbles=2, bag=5)
        if abilities:
            d["chars"]["p1"]["abilities"] = list(abilities)
        d["phase"] = "act"
    g = game(options={"variant": "lord_of_the_sea"}, edit=edit)
    g.apply(act("end_turn"))  # p2's round
    d = g.to_data()
    d["phase"], d["pending"] = "act", None
    g = Game.from_data(d, C)
    g.apply(act("end_turn"))  # p1's round begins in the palace
    return g


def test_in_the_lord_of_the_sea_variant_waiting_in_the_palace_costs_air_and_running_two_bubbles():
    g = round_in_the_palace()
    assert g.active == "p1" and g.chars["p1"]["bubbles"] == 1
    health = g.chars["p1"]["health"]
    g.apply(act("leave_realm"))  # 2 Bubbles to run: the last one, then 1 Health for the missing one
    assert g.chars["p1"]["health"] == health - 1
    assert g.chars["p1"]["realm"] is None and g.pending.summary == "exit_space"


def test_running_from_the_lords_palace_is_cheaper_with_eels_grace_as_running_from_a_creature():
    """Our Eel's Grace lowers the Bubbles a run costs; running from the Lord's
    palace is a run too (it used to pay the full 2)."""
    g = round_in_the_palace(abilities=["uw_eel_grace"])
    assert g.active == "p1" and g.chars["p1"]["bubbles"] == 1
    health = g.chars["p1"]["health"]
    g.apply(act("leave_realm"))  # 2 - 1 = 1 Bubble: the last one, no Health lost
    assert g.chars["p1"]["bubbles"] == 0 and g.chars["p1"]["health"] == health

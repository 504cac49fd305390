"""Etherfields checked number by number against its rulebooks, through the
public rules API: the English game manual (first edition, EN p.N) and the
2.0 rulebook (2.0 §N, the section of ../shared/rules/etherfields-2.0-differences.md).
Where the two differ 2.0 is the default and the first edition an option.

Each test names the page or section it checks with `@pytest.mark.rulebook`
(docs/rules-coverage.md lists them). Only what the other suites leave
unchecked is here: a situation is built from the small rules fixture (or the
bundled campaign), changed as a scenario file would, then actions applied.
"""
from __future__ import annotations

import pytest

from game.content.models import Die
from game.rules.core import Action, IllegalAction
from game.rules.etherfields.geometry import space_label
from game.rules.etherfields.state import POOL_SIZES
from rules_fixture import acting, all_draw, all_pass, card, make_content, new, replace, settle

rulebook = pytest.mark.rulebook


def resolve(g, ops, **ctx):
    """Resolve content operations as a card or tile would."""
    from game.rules.etherfields import effects
    g.push(*effects.compile_effect(g, ops, ctx))
    g.run()


def refused(g, action, match=None):
    """The action is illegal, says why, and changes nothing."""
    before = g.to_data()
    with pytest.raises(IllegalAction, match=match):
        g.apply(action)
    assert g.to_data() == before


# ------------------------------------------------------------ EN p.12 PERFORMING ACTIONS
@rulebook("EN p.12 DREAMERS ACTIONS")
def test_two_dreamers_cannot_pay_together_for_one_action():
    """'Several Dreamers cannot pay together for one action, even if they are
    in the same space': the Wisp's Assault 3 is not paid with a card of the
    Dreamer standing beside you."""
    g = acting(("tester", "helper"))
    t, h = g.dreamers["tester"], g.dreamers["helper"]
    fig = g.entities[0]
    t.pos = h.pos = tuple(fig["pos"])
    t.hand, h.hand = ["w1", "c1"], ["duo", "a1"]  # 1 Wrath + 2 Wrath would make 3
    action = Action.make("interact", dreamer="tester", index=0, pay=["w1", "duo"], colour="wrath",
                         targets=[fig["id"]])
    refused(g, action, "not in Tester's hand")


# ------------------------------------------------------------ EN p.12 GRADUAL ACTIONS
def gradual(content, cost, dreamers):
    wisp = content.slumber_tiles["wisp"]
    inter = replace(wisp.interactions[0], cost=cost, gradual=True, effect=({"op": "end_slumber", "victory": True},))
    content.slumber_tiles["wisp"] = replace(wisp, interactions=(inter, replace(inter, name="Soothe", kind="contact")))
    content.influence["c3"] = card("c3", {"cunning": 3})
    content.influence["w3"] = card("w3", {"wrath": 3})
    content.influence["c6"] = card("c6", {"cunning": 6})
    g = acting(dreamers, content=content)
    for d in g.dreamers.values():
        d.pos = tuple(g.entities[0]["pos"])
    return g


@rulebook("EN p.12 GRADUAL ACTIONS AND INTENT MARKERS", "2.0 §2.20")
def test_a_two_colour_gradual_cost_with_four_dreamers_is_twelve_of_one_colour():
    """'with 4 Dreamers, 3 Cunning Gradual / 3 Wrath Gradual means either 12
    Cunning or 12 Wrath, not a combination of both'."""
    g = gradual(make_content(), {"cunning": 3, "wrath": 3}, ("tester", "helper", "third", "fourth"))
    fig = g.entities[0]["id"]
    t = g.dreamers["tester"]
    t.hand = ["c3", "w3"]
    g.apply(Action.make("interact", dreamer="tester", index=0, pay=["c3"], colour="cunning", targets=[fig]))
    assert g.gradual["wisp:0"] == {"colour": "cunning", "markers": 1}  # 1 of the 4 payments of 3
    refused(g, Action.make("interact", dreamer="tester", index=0, pay=["w3"], colour="wrath", targets=[fig]),
            "Cunning")


@rulebook("EN p.12 GRADUAL ACTIONS AND INTENT MARKERS", "2.0 §2.20")
def test_with_no_intent_marker_left_one_is_taken_from_another_action():
    """12 Intent markers, 4 of each colour: with 3 Cunning markers on one
    action, a payment of 2 on another takes the marker it lacks from the first."""
    g = gradual(make_content(), {"cunning": 3}, ("tester", "helper", "third", "fourth"))
    fig = g.entities[0]["id"]
    t, h = g.dreamers["tester"], g.dreamers["helper"]
    t.hand, h.hand = ["c6", "c3"], ["c6#2"]
    g.apply(Action.make("interact", dreamer="tester", index=0, pay=["c6", "c3"], colour="cunning", targets=[fig]))
    assert g.gradual["wisp:0"]["markers"] == 3 and g.intent_markers_left("cunning") == 1
    g.apply(Action.make("interact", dreamer="helper", index=1, pay=["c6#2"], colour="cunning", targets=[fig]))
    assert g.gradual["wisp:1"]["markers"] == 2
    assert g.gradual["wisp:0"]["markers"] == 2  # one of its markers went to the other action
    assert g.intent_markers_left("cunning") == 0


# ------------------------------------------------------------ EN p.14 BOOSTING
@rulebook("EN p.14 BOOSTING YOUR INTENT", "2.0 §2.23")
def test_a_failed_boost_offers_ether_only_to_a_dreamer_who_has_some():
    """On the failure face: discard 1 Ether, or suffer 1 Distress, or Seal 3
    cards; a Dreamer without Ether has the other two."""
    c = make_content()
    c.dice["luck"] = Die(id="luck", name="Luck", faces=("fail",) * 6)
    g = acting(content=c, hand=["w1", "a1"])
    d, fig = g.dreamers["tester"], g.entities[0]
    d.pos, d.ether = tuple(fig["pos"]), 0
    g.apply(Action.make("interact", dreamer="tester", index=0, pay=["w1"], colour="wrath", targets=[fig["id"]],
                        boost=True))
    assert [o["label"] for o in g.pending.options] == ["Suffer 1 Distress", "Seal 3 cards"]


# ------------------------------------------------------------ 2.0 §2.4 MULTIPLE CHOICES
def choosy_wisp(option_a, option_b, turn_steps=("special",)):
    """The Wisp's Special effect becomes a choice between two options."""
    c = make_content(turn_steps=turn_steps)
    wisp = c.slumber_tiles["wisp"]
    choice = {"op": "choice", "prompt": "The Wisp bargains", "options": [option_a, option_b]}
    c.slumber_tiles["wisp"] = replace(wisp, effects=replace(wisp.effects, special=(choice,)))
    return c


PAY_ETHER = {"label": "Each Dreamer in range 1 gives 1 Ether",
             "effect": [{"op": "lose_ether", "amount": 1, "target": "each_in_range", "range": 1}]}
SUFFER = {"label": "Each Dreamer in range 1 suffers 1 Distress",
          "effect": [{"op": "suffer_distress", "amount": 1, "target": "each_in_range", "range": 1}]}


def bargain(ether):
    """Two Dreamers beside the Wisp with this much Ether, at its Special effect."""
    g = acting(("tester", "helper"), content=choosy_wisp(PAY_ETHER, SUFFER))
    for d, e in zip(g.dreamers.values(), ether):
        d.pos, d.ether = tuple(g.entities[0]["pos"]), e
    for who in g.order:
        g.apply(Action.make("pass", dreamer=who))
    return g


@rulebook("2.0 §2.4", "EN p.6 BASIC RULES")
def test_an_option_every_dreamer_can_carry_out_is_offered():
    g = bargain([1, 2])
    assert [o["label"] for o in g.pending.options] == [PAY_ETHER["label"], SUFFER["label"]]
    g.apply(g.pending.options[0])
    assert [d.ether for d in g.dreamers.values()] == [0, 1]
    assert all(d.distress == 0 for d in g.dreamers.values())


@rulebook("2.0 §2.4")
def test_an_option_one_targeted_dreamer_cannot_pay_is_not_offered():
    """'You cannot choose an option you cannot fulfil; an option for all
    Dreamers needs every one of them able': with one Dreamer out of Ether,
    paying the Wisp is no way out of its Distress."""
    g = bargain([1, 0])
    if g.pending is not None:
        assert [o["label"] for o in g.pending.options] == [SUFFER["label"]]
        g.apply(g.pending.options[0])
    assert [d.distress for d in g.dreamers.values()] == [1, 1]
    assert [d.ether for d in g.dreamers.values()] == [1, 0]


@rulebook("2.0 §2.4", "EN p.15 CLOCK")
def test_an_option_that_costs_hours_the_clock_lacks_is_not_offered():
    g = acting()
    g.hours = 0
    dog = {"label": "Pay with sleep", "effect": [{"op": "lose_hours", "amount": 1}, {"op": "gain_key"}]}
    walk = {"label": "Walk on alone", "effect": []}
    resolve(g, [{"op": "choice", "prompt": "The dog will guide you", "options": [dog, walk]}])
    assert [o["label"] for o in g.pending.options] == ["Walk on alone"]
    g.hours = 1
    g.apply(g.pending.options[0])
    resolve(g, [{"op": "choice", "prompt": "The dog will guide you", "options": [dog, walk]}])
    assert [o["label"] for o in g.pending.options] == ["Pay with sleep", "Walk on alone"]


# ------------------------------------------------------------ EN p.8 LACK OF COMPONENTS
@rulebook("EN p.8 LACK OF COMPONENTS", "2.0 §2.9", "EN p.2 COMPONENTS")
def test_a_fifth_key_is_not_gained_from_the_box_of_four():
    g = acting()
    assert POOL_SIZES["key"] == 4
    g.team.keys = 3
    resolve(g, [{"op": "gain_key", "amount": 2}])
    assert g.team.keys == 4


@rulebook("EN p.8 LACK OF COMPONENTS", "2.0 §2.9", "EN p.2 COMPONENTS")
def test_ether_and_shining_gems_run_out_at_sixteen_and_six():
    g = acting(("tester", "helper"))
    t, h = g.dreamers["tester"], g.dreamers["helper"]
    assert (POOL_SIZES["ether"], POOL_SIZES["gem"]) == (16, 6)
    h.ether, h.gems = 15, 5
    resolve(g, [{"op": "gain_ether", "amount": 3}, {"op": "gain_gem", "amount": 2}], dreamer="tester")
    assert (t.ether, t.gems) == (1, 1)  # only what was left in the supply


# ------------------------------------------------------------ EN p.13 HAND SIZE LIMIT
@rulebook("EN p.13 HAND SIZE LIMIT", "2.0 §2.14")
def test_a_card_that_draws_three_stops_at_six_in_hand():
    """'You can never have more than 6 cards in hand, at any time': a draw
    outside the Draw step stops at the limit too."""
    g = acting(hand=["a1", "a1#2", "c1", "c1#2", "w1"])
    d = g.dreamers["tester"]
    deck = len(d.deck)
    resolve(g, [{"op": "draw_cards", "amount": 3}], dreamer="tester")
    assert len(d.hand) == 6 and len(d.deck) == deck - 1


# ------------------------------------------------------------ EN p.10 TURN DECK: Loot
@rulebook("EN p.10 TURN DECK", "2.0 §2.26")
def test_loot_gained_after_the_last_turn_card_is_the_last_discarded_cards():
    """'Whenever a Slumber tile asks to Gain Loot after the last Turn card has
    been discarded, consider the Loot from this last discarded Turn card'."""
    c = make_content(turn_steps=("morphing",))
    for i in range(12):
        c.turn_cards[f"turn{i}"] = replace(c.turn_cards[f"turn{i}"], loot=(
            {"op": "gain_ether", "amount": i + 1, "target": "each_dreamer"},))
    wisp = c.slumber_tiles["wisp"]
    c.slumber_tiles["wisp"] = replace(wisp, out_of_turns=({"op": "gain_loot"}, {"op": "end_slumber"}))
    g = new(content=c)
    settle(g)
    last = None
    while g.outcome is None:
        last = g.turn_card
        all_draw(g)
        all_pass(g)
    assert g.dreamers["tester"].ether == int(last[len("turn"):]) + 1


# ------------------------------------------------------------ 2.0 §2.16 Remove Morphing
@rulebook("2.0 §2.16", "2.0 §2.28")
def test_a_morphing_is_removed_for_a_team_key_and_goes_back_to_the_pool():
    g = acting()
    d, fig = g.dreamers["tester"], g.entities[0]
    resolve(g, [{"op": "add_morphing", "count": 1}])
    token = g.morphings[0]
    d.pos, d.ether, g.team.keys = tuple(fig["pos"]), 0, 1
    g.apply(Action.make("remove_morphing", dreamer="tester", morphing=token, **{"with": "key"}))
    assert g.morphings == [] and token in g.morphing_bag and g.team.keys == 0
    resolve(g, [{"op": "add_morphing", "count": 1}])
    refused(g, Action.make("remove_morphing", dreamer="tester", morphing=g.morphings[0], **{"with": "key"}),
            "no Key")


# ------------------------------------------------------------ EN p.15 ITEMS
def with_items(n):
    from game.content.models import Item
    c = make_content()
    for i in range(n):
        c.items[f"item{i}"] = Item(id=f"item{i}", name=f"Item {i}", intent={"cunning": 1}, move=1)
    return c


@rulebook("EN p.15 ITEMS", "2.0 §2.25", "2.0 §2.41")
def test_a_new_item_with_three_active_takes_the_place_of_one_or_waits_in_storage():
    """'When you gain a new Item, you may place it as an active Item (if there
    are no empty slots, you must discard one of the active Items first)'."""
    g = acting(content=with_items(5), items=["item0", "item1", "item2"])
    assert g.team.items == ["item0", "item1", "item2"] and g.team.item_slots == 3
    resolve(g, [{"op": "gain_item", "item": "item3"}])
    assert [o["label"] for o in g.pending.options] == [
        "Put Item 0 in Storage", "Put Item 1 in Storage", "Put Item 2 in Storage", "Leave Item 3 in Storage"]
    g.apply(g.pending.options[3])
    assert g.team.items == ["item0", "item1", "item2"] and g.team.storage == ["item3"]
    resolve(g, [{"op": "gain_item", "item": "item4"}])
    g.apply(g.pending.options[0])
    assert g.team.items == ["item1", "item2", "item4"] and g.team.storage == ["item3", "item0"]


@rulebook("EN p.15 ITEMS", "EN p.4 BOARD DESCRIPTION")
def test_a_fourth_item_slot_once_unlocked_takes_a_fourth_active_item():
    g = acting(content=with_items(5), items=["item0", "item1", "item2"])
    g.team.item_slots = 4
    resolve(g, [{"op": "gain_item", "item": "item3"}])
    assert g.team.items == ["item0", "item1", "item2", "item3"] and g.team.storage == []


@rulebook("EN p.15 ITEMS", "2.0 §2.25")
def test_restore_item_brings_a_random_item_from_storage_to_a_free_slot():
    g = acting(content=with_items(5), items=["item0", "item1", "item2", "item3", "item4"])
    assert g.team.storage == ["item3", "item4"]  # the five starting Items: 3 active, 2 stored
    g.team.items.remove("item2")
    g.team.storage.append("item2")
    resolve(g, [{"op": "restore_item", "amount": 1}], dreamer="tester")
    assert len(g.team.items) == 3 and len(g.team.storage) == 2
    assert set(g.team.items + g.team.storage) == {f"item{i}" for i in range(5)}


# ------------------------------------------------------------ EN p.14 MASKS
@rulebook("EN p.14 MASKS", "2.0 §2.29")
def test_a_discarded_mask_stays_owned_and_restore_mask_wears_it_again():
    """'Discard Mask: your current Mask ceases to be active (do not discard
    the Mask card)'; 'Restore Mask: if your active Mask was discarded before,
    choose one of your Masks as your active one'."""
    from rules_fixture import with_fox_mask
    g = acting(content=with_fox_mask(make_content()))
    d = g.dreamers["tester"]
    assert d.mask == "fox"
    g.push({"op": "discard_mask", "dreamer": "tester"})
    g.run()
    assert d.mask is None and "fox" in d.masks_lost
    assert not g.legal_actions_of("use_mask")  # no Mask worn, no Mask ability
    resolve(g, [{"op": "restore_item", "mask": True}], dreamer="tester")
    settle(g)
    assert d.mask == "fox" and d.masks_lost == []


# ------------------------------------------------------------ EN p.17 FLAW CARDS
@rulebook("EN p.17 FLAW CARDS", "2.0 §2.42")
def test_a_gained_flaw_is_the_top_of_the_flaw_deck_onto_the_discard_and_is_removed_for_one_ether():
    g = acting()
    d = g.dreamers["tester"]
    top = g.flaw_deck.cards[0]
    resolve(g, [{"op": "gain_flaw"}], dreamer="tester")
    assert d.discard.cards[0] == top and top not in g.flaw_deck
    d.ether = 0
    refused(g, Action.make("remove_flaw", dreamer="tester", card=top), "1 Ether")
    d.ether = 1
    g.apply(Action.make("remove_flaw", dreamer="tester", card=top))
    assert d.ether == 0 and top not in d.discard and g.flaw_deck.cards[-1] == top


@rulebook("EN p.17 FLAW CARDS", "EN p.13 PROGRESS INFLUENCE CARDS", "2.0 §2.18")
def test_a_flaw_in_the_progress_zone_does_not_count_toward_the_four():
    from game.content.models import Flaw, Progress
    c = make_content()
    for i in range(4):
        c.influence[f"p{i}"] = card(f"p{i}", {"cunning": 1}, progress=Progress(cost={"cunning": 1}, suit="clubs"))
    c.flaws["clinging_flaw"] = Flaw(id="clinging_flaw", name="Clinging Flaw", progress=Progress(cost={}, suit="spades"))
    g = acting(content=c, hand=["p0", "p1", "p2", "p3", "c1", "c1#2"])
    d = g.dreamers["tester"]
    d.hand += ["c1#3", "c1#4"]
    d.progress = [{"card": "clinging_flaw", "flipped": False}]
    for i, pay in zip(range(4), ["c1", "c1#2", "c1#3", "c1#4"]):
        g.apply(Action.make("place_progress", dreamer="tester", card=f"p{i}", pay=[pay]))
    assert len(d.progress) == 5  # 4 Progress cards and the Flaw beside them


# ------------------------------------------------------------ 2.0 §2.41 BUYING, EN p.13 INFLUENCE MARKET
def at_the_shop(ether, seed=1, edition="2.0"):
    from campaign_fixture import CONTENT, answer, win_tutorial
    from game.rules.etherfields import new_game
    g = win_tutorial(new_game(CONTENT, {"dreamers": ["gambler"], "campaign": True, "edition": edition}, seed))
    d = g.dreamers["gambler"]
    d.ether = ether
    g.apply(Action.make("travel", to="loc_market_of_hours"))
    answer(g, "Go shopping")
    return g, d


def option(g, label):
    return next(o for o in g.pending.options if o.get("label", "").startswith(label))


@rulebook("EN p.13 INFLUENCE MARKET", "2.0 §2.19")
def test_three_market_cards_are_shown_and_the_two_not_bought_go_under_the_market():
    """First edition: the 3 top cards; those not bought go to the bottom;
    bought ones onto the buyer's discard pile, paid with their own Ether."""
    g, d = at_the_shop(9, edition="first")
    market = list(g.campaign.influence_market)
    g.apply(option(g, "Look at 3"))
    shown = market[:3]
    assert g.campaign.market_shown == shown
    bought = next(o for o in g.pending.options if o.get("card"))["card"]
    g.apply(option(g, f"Buy {g.name(bought)}"))
    if g.pending is not None:
        g.apply(option(g, "Done buying"))
    assert d.discard.cards[0] == bought  # on top of the discard pile
    assert g.campaign.influence_market == market[3:] + [c for c in shown if c != bought]
    assert d.ether == 9 - g.card(bought).price  # and no Ether for buying nothing


@rulebook("2.0 §2.2", "2.0 §2.19")
def test_the_influence_market_is_shuffled_before_every_draw():
    """2.0 setup: the Influence Market is shuffled each time cards are drawn
    from it, so a card laid under it may come up at the next draw."""
    seen = set()
    for seed in (1, 2, 3, 4, 5):
        g, d = at_the_shop(16, seed=seed)  # Ether enough that the shown cards wait to be bought
        g.campaign.influence_market = g.campaign.influence_market[:4]
        under = g.campaign.influence_market[-1]
        g.apply(option(g, "Look at 3"))
        assert len(g.campaign.market_shown) == 3
        seen.add(under in g.campaign.market_shown)
    assert seen == {True, False}


@rulebook("2.0 §2.41")
def test_a_dreamer_who_looks_at_the_market_and_buys_nothing_gains_one_ether():
    """'If you buy no Influence card or Item, you gain 1 Ether' (2.0): the
    same for a Dreamer who looked at the 3 cards and took none."""
    g, d = at_the_shop(0)
    g.apply(option(g, "Look at 3"))
    if g.pending is not None:
        g.apply(option(g, "Done buying"))
    assert d.ether == 1


@rulebook("2.0 §2.41")
def test_buying_nothing_gains_one_ether_and_an_item_costs_two():
    g, d = at_the_shop(1)
    g.item_market = ["glass_lockpick"]
    assert not any(o["label"].startswith("Buy a random Item") for o in g.pending.options)  # 1 Ether is not 2
    g.apply(option(g, "Buy nothing"))
    assert d.ether == 2
    g, d = at_the_shop(2)
    g.item_market = ["glass_lockpick"]
    g.apply(option(g, "Buy a random Item (2 Ether)"))
    assert d.ether == 0 and "glass_lockpick" in g.team.items + g.team.storage and g.item_market == []


# ------------------------------------------------------------ EN p.10 DREAM GATE TILES
@rulebook("EN p.10 DREAM GATE TILES", "2.0 §2.5")
def test_of_two_gates_at_one_location_the_team_enters_only_one():
    """'If there are two (or more) Dream Gate tiles corresponding to that Map
    tile, you cannot enter them both. You must choose one Dream Gate only.'
    The House That Never Wakes holds two Gates of 4 Keys each."""
    from campaign_fixture import CONTENT, campaign, win_tutorial
    g = win_tutorial(campaign(("gambler",)))
    house = next(loc for tile in CONTENT.dreamworld_tiles.values() for loc in tile.locations
                 if loc.id == "loc_house_never_wakes")
    gates = [op["gate"] for op in (dict(o) for o in house.effect)]
    assert len(gates) == 2
    g.campaign.gates += gates
    g.team.keys = 4
    resolve(g, house.effect, location=house.id)
    assert [o["label"] for o in g.pending.options][0].startswith("Enter")
    g.apply(g.pending.options[0])
    while g.pending is not None:  # the Dream's own set-up choices, never the second Gate
        assert "Dream Gate" not in g.pending.prompt
        g.apply(g.pending.options[0])
    assert g.mode == "dream" and g.campaign.dream == gates[0]


# ------------------------------------------------------------ EN p.18 DISTRESS AND DEATH
@rulebook("EN p.18 DISTRESS AND DEATH OF A DREAMER", "2.0 §2.13")
def test_six_cards_in_deck_hand_and_discard_are_enough_to_live():
    """Death comes with fewer than 6: exactly 6 (Sealed and Progress cards
    apart) is still alive."""
    g = new()
    settle(g)
    d = g.dreamers["tester"]
    cards = d.deck.cards + d.hand
    d.deck.cards, d.hand, d.discard.cards, d.sealed.cards = cards[:4], cards[4:5], cards[5:6], cards[6:]
    assert d.living_cards() == 6
    g.apply(Action.make("draw", dreamer="tester"))
    assert g.outcome is None and not d.dead


@rulebook("EN p.18 DISTRESS AND DEATH OF A DREAMER", "2.0 §2.39")
def test_death_in_a_dream_leaves_the_season_as_it_is():
    """'When Dreamers die, Seasons don't change, as no script asks you to do it.'"""
    from campaign_fixture import enter_dream, win_tutorial, campaign
    g = win_tutorial(campaign(("gambler",)))
    enter_dream(g)
    g.campaign.season = "season_long_summer"
    g.dreamers["gambler"].distress = 7
    resolve(g, [{"op": "suffer_distress", "amount": 1}], dreamer="gambler")
    assert "wisdom_death" in g.team.wisdom  # the Death Wisdom was resolved
    assert g.campaign.season == "season_long_summer"


# ------------------------------------------------------------ EN p.8 DREAMSCAPE PHASE
@rulebook("EN p.8 DREAMSCAPE PHASE", "2.0 §2.10", "2.0 §2.17")
def test_in_the_dreamscape_phase_only_rapid_cards_may_be_played():
    """While the Wisp's Special effect waits for the group's choice, a Move or
    a card without the Rapid mark is refused."""
    g = bargain([1, 1])
    assert g.phase == "dreamscape" and g.pending is not None
    d = g.dreamers["tester"]
    d.hand = ["c1"]
    col, row = d.pos
    for kind, args in [("move", {"to": [col - 1, row], "pay": ["c1"]})]:
        refused(g, Action.make(kind, dreamer="tester", **args))
    assert not [a for a in g.legal_actions() if a.kind in ("move", "effort", "interact", "gain_gem")]


@rulebook("2.0 §2.26", "EN p.10 TURN DECK")
def test_a_turn_step_no_tile_in_play_has_is_skipped():
    """2.0: if the Turn card calls for an effect that no card or tile in play
    has, skip that step (a Wisp without a Special effect)."""
    c = make_content(turn_steps=("special", "basic"))
    wisp = c.slumber_tiles["wisp"]
    c.slumber_tiles["wisp"] = replace(wisp, effects=replace(wisp.effects, special=()))
    g = acting(content=c)
    d = g.dreamers["tester"]
    d.pos = tuple(g.entities[0]["pos"])
    sealed = len(d.sealed)
    all_pass(g)
    assert len(d.sealed) == sealed and d.distress == 1  # no Special; the Basic effect still came
    assert g.phase == "draw" and g.outcome is None


# ------------------------------------------------------------ EN p.13 INFLUENCE CARDS
@rulebook("EN p.13 INFLUENCE CARDS", "2.0 §2.17")
def test_a_gained_influence_card_goes_on_top_of_the_discard_pile():
    g = acting()
    d = g.dreamers["tester"]
    resolve(g, [{"op": "gain_influence", "card": "duo"}], dreamer="tester")
    assert d.discard.cards[0].split("#")[0] == "duo"
    assert "duo" not in [c.split("#")[0] for c in d.hand + d.deck.cards]


# ------------------------------------------------------------ EN p.9 ENTITY TILES
@rulebook("EN p.9 ENTITY TILES", "2.0 §2.26", "2.0 §2.47")
def test_a_dreamer_in_range_of_two_tokens_of_one_entity_is_affected_once():
    """'Being in range of more than one token/miniature of that Entity has no
    further effect': the Wisp's Basic effect (1 Distress in range 1) from two
    Wisps on either side is 1 Distress."""
    g = acting(content=make_content(turn_steps=("basic",)))
    d = g.dreamers["tester"]
    g.entities = [{"id": "wisp1", "tile": "wisp", "pos": (0, 0)}, {"id": "wisp2", "tile": "wisp", "pos": (2, 0)}]
    d.pos = (1, 0)
    all_pass(g)
    assert d.distress == 1


@rulebook("EN p.15 ITEMS", "2.0 §2.25")
def test_restore_item_with_every_slot_taken_swaps_an_active_item_or_leaves_it_stored():
    """'If there are no empty slots, you must first discard one of the active
    Items. If you don't want to place the drawn Item, discard it' (2.0: back
    to Storage either way)."""
    g = acting(content=with_items(4), items=["item0", "item1", "item2", "item3"])
    assert g.team.storage == ["item3"]
    resolve(g, [{"op": "restore_item", "amount": 1}], dreamer="tester")
    labels = [o["label"] for o in g.pending.options]
    assert labels == ["Put Item 0 in Storage", "Put Item 1 in Storage", "Put Item 2 in Storage",
                      "Leave Item 3 in Storage"]
    kept = g.copy()
    g.apply(g.pending.options[1])
    assert g.team.items == ["item0", "item2", "item3"] and g.team.storage == ["item1"]
    kept.apply(kept.pending.options[3])
    assert kept.team.items == ["item0", "item1", "item2"] and kept.team.storage == ["item3"]


# ------------------------------------------------------------ the first edition's and the books' options
@rulebook("EN p.11 MOVEMENT", "2.0 §2.27")
@pytest.mark.parametrize("single, rolls", [(False, 2), (True, 1)])
def test_entity_movement_is_rolled_per_entity_or_once_for_all_as_an_option(single, rolls):
    """'Movement should be rolled separately for each Entity. However, you
    may decide to roll only once for all Entities.'"""
    c = make_content(turn_steps=("movement",))
    c.dice["movement"] = Die(id="movement", name="Movement", faces=("one",) * 6)
    g = acting(content=c, single_movement_roll=single)
    g.entities = [{"id": "wisp1", "tile": "wisp", "pos": (3, 0)}, {"id": "wisp2", "tile": "wisp", "pos": (3, 2)}]
    g.dreamers["tester"].pos = (0, 0)
    events = g.apply(Action.make("pass", dreamer="tester"))
    while g.pending is not None:
        events += g.apply(g.pending.options[0])
    assert sum(1 for e in events if e.kind == "die_rolled" and e.data.get("die") == "movement") == rolls
    assert [e["pos"] for e in g.entities] != [(3, 0), (3, 2)]  # each one moved its 1 space


@rulebook("EN p.14 BOOSTING YOUR INTENT")
def test_boosting_may_be_left_out_by_a_group_that_dislikes_dice():
    g = acting(boosting=False, hand=["w1", "w1#2"])
    d, fig = g.dreamers["tester"], g.entities[0]
    d.pos = tuple(fig["pos"])
    refused(g, Action.make("interact", dreamer="tester", index=0, pay=["w1"], colour="wrath", targets=[fig["id"]],
                           boost=True), "Boosting is switched off")
    assert not any(a.get("boost") for a in g.legal_actions())


# ------------------------------------------------------------ EN p.13 INFLUENCE CARDS / MARKET
@rulebook("EN p.13 INFLUENCE CARDS", "EN p.13 INFLUENCE MARKET", "2.0 §2.19")
def test_a_bought_starting_card_of_another_dreamer_gives_its_back_action():
    """'If you draw a starting card of another Dreamer, you may buy this card -
    and start using the special action on its back, even though you are not
    that Dreamer'; the action is there while such a card is on top of the deck."""
    from game.content.models import Action as CardAction
    c = make_content()
    c.influence["helpers_card"] = card("helpers_card", {"wrath": 1}, owner="helper")
    c.dreamers["helper"] = replace(c.dreamers["helper"], back_action=CardAction(
        name="Helping Hand", effect=({"op": "gain_ether", "amount": 1},)))
    g = acting(content=c)
    d = g.dreamers["tester"]
    assert not [a for a in g.legal_actions() if a.kind == "back_action"]  # Tester's own backs carry none
    refused(g, Action.make("back_action", dreamer="tester"), "no character action")
    d.deck.put_top(["helpers_card"])
    g.apply(Action.make("back_action", dreamer="tester"))
    assert d.ether == 1


# ------------------------------------------------------------ EN p.15 CLOCK
@rulebook("EN p.15 CLOCK", "2.0 §2.30")
def test_losing_more_hours_than_the_clock_shows_leaves_zero_and_gaining_moves_it_up():
    g = acting(("tester", "helper"))
    assert g.hours == 4
    resolve(g, [{"op": "lose_hours", "amount": 6}])
    assert g.hours == 0
    refused(g, Action.make("spend_hours", hours=1))
    resolve(g, [{"op": "gain_hours", "amount": 2}])
    assert g.hours == 2


# ------------------------------------------------------------ EN p.9 "This Slumber ends"
@rulebook("EN p.9 ENTITY TILES", "2.0 §2.35")
def test_a_slumber_that_ends_takes_its_entitys_tokens_and_leaves_the_rest():
    """'Discard all tokens/markers related to that Slumber's Entity. Do not
    discard placed Slumber Map tiles, Quirk cards, tokens, or markers not
    associated with the current Slumber tile.'"""
    from campaign_fixture import campaign, win_tutorial
    g = win_tutorial(campaign(("gambler",)))
    g.push({"op": "slumber"})
    g.run()
    settle(g)
    assert g.mode == "slumber"
    d = g.dreamers["gambler"]
    corner = next(p for p in g.dreamscape.spaces if p != d.pos)
    resolve(g, [{"op": "place_token", "token": "threat", "where": space_label(corner)}], source="entity")
    resolve(g, [{"op": "place_token", "token": "story", "where": space_label(corner)}], dreamer="gambler")
    tile, where = g.entity_tile, d.pos
    resolve(g, [{"op": "end_slumber", "victory": False}])
    assert g.mode == "map" and g.campaign.slumber_deck[-1] == tile  # under the Slumber deck
    assert [t["token"] for t in g.tokens] == ["story"]
    assert d.pos == where  # the Dreamers start the next Slumber where they stand


@rulebook("2.0 §2.5", "EN p.10 DREAM GATE TILES")
def test_entering_a_dream_discards_the_slumber_dreamscape_with_its_tokens():
    from campaign_fixture import campaign, enter_dream, win_tutorial
    g = win_tutorial(campaign(("gambler",)))
    resolve(g, [{"op": "place_token", "token": "story", "where": "entrance"}], dreamer="gambler")
    assert g.tokens
    enter_dream(g)
    assert g.mode == "dream" and g.tokens == []


# ------------------------------------------------------------ EN p.12 MAP ACTIONS
def with_map_actions(g, where, *actions):
    from dataclasses import replace as change
    g.dreamscape.spaces[where] = change(g.dreamscape.spaces[where], map_actions=tuple(actions))
    return g


@rulebook("EN p.12 MAP ACTIONS", "EN p.12 ASSAULT / CONTACT ACTIONS", "2.0 §2.15", "2.0 §2.21")
def test_a_map_action_is_used_on_its_space_and_an_assault_one_from_range_1():
    """'To perform a Map Action, the Dreamer's miniature must be in that
    action's space (unless it's an Assault/Contact action)': those reach
    from range 1, their base range."""
    g = acting(hand=["a1", "w1"])
    g.entities = []
    with_map_actions(g, (1, 0),
                     {"name": "Read the Sign", "cost": {"awareness": 1}, "effect": [{"op": "gain_ether"}]},
                     {"name": "Kick the Door", "kind": "assault", "cost": {"wrath": 1},
                      "effect": [{"op": "gain_key"}]})
    d = g.dreamers["tester"]
    d.pos = (0, 0)  # next to the space
    refused(g, Action.make("map_action", dreamer="tester", space=[1, 0], index=0, pay=["a1"], colour="awareness"),
            "Stand on")
    g.apply(Action.make("map_action", dreamer="tester", space=[1, 0], index=1, pay=["w1"], colour="wrath"))
    assert g.team.keys == 1
    d.pos = (1, 0)
    g.apply(Action.make("map_action", dreamer="tester", space=[1, 0], index=0, pay=["a1"], colour="awareness"))
    assert d.ether == 1


# ------------------------------------------------------------ EN p.16 MORPHINGS: Shining Gems
@rulebook("EN p.16 MORPHINGS", "2.0 §2.28", "EN p.16 OTHER DREAMSCAPE ICONS")
@pytest.mark.parametrize("edition, usable", [("2.0", True), ("first", False)])
def test_the_gem_morphing_stops_gem_payments_only_under_the_first_edition(edition, usable):
    """First edition: 'Dreamers cannot use their Shining Gems' at all; 2.0:
    no Gem rerolls, but Gems still pay costs (a Gem cost, a Gem slot)."""
    from dataclasses import replace as change
    g = acting(edition=edition)
    g.entities = [dict(g.entities[0], pos=(3, 2))]
    g.morphings.append(next(m for m, defn in g.content.morphings.items() if defn.kind == "no_gem_rerolls"))
    d = g.dreamers["tester"]
    d.pos, d.gems = (1, 0), 2
    with_map_actions(g, (1, 0), {"name": "Offer a Gem", "cost": {"gem": 1}, "effect": [{"op": "gain_key"}]})
    g.dreamscape.spaces[(0, 0)] = change(g.dreamscape.spaces[(0, 0)], features=("gem_slot",),
                                        gem_action={"name": "Glow", "effect": [{"op": "gain_ether"}]})
    offer = Action.make("map_action", dreamer="tester", space=[1, 0], index=0, pay=[])
    assert (offer in g.legal_actions()) == usable
    if usable:
        g.apply(offer)
        assert d.gems == 1 and g.team.keys == 1
    else:
        refused(g, offer, "Shining Gems Morphing")
    d.pos = (0, 0)
    place = Action.make("place_gem", dreamer="tester", space=[0, 0])
    assert (place in g.legal_actions()) == usable
    if not usable:
        refused(g, place, "Shining Gems Morphing")


# ------------------------------------------------------------ EN p.14 REROLLS
@rulebook("EN p.14 REROLLS", "2.0 §2.24")
def test_rerolls_have_no_limit_and_only_the_last_result_counts():
    """Three Gems, three rerolls of the Luck die on a Boosted Assault (1 Wrath
    paid of 3): whatever came before, the last face decides."""
    c = make_content()
    c.dice["luck"] = Die(id="luck", name="Luck", faces=("plus3", "blank", "plus3", "blank", "plus3", "blank"))
    g = acting(content=c, hand=["w1"])
    d, fig = g.dreamers["tester"], g.entities[0]
    d.pos, d.gems = tuple(fig["pos"]), 3
    events = g.apply(Action.make("interact", dreamer="tester", index=0, pay=["w1"], colour="wrath",
                                 targets=[fig["id"]], boost=True))
    for _ in range(3):
        events += g.apply(next(o for o in g.pending.options if "reroll" in o["label"]))
    assert d.gems == 0 and g.pending is None  # no Gem left: the fourth face stands
    faces = [e.data["face"] for e in events if e.kind == "die_rolled"]
    assert len(faces) == 4
    assert (g.outcome is not None and g.outcome["result"] == "won") == (faces[-1] == "plus3")


@rulebook("EN p.8 LACK OF COMPONENTS", "2.0 §2.9", "EN p.2 COMPONENTS")
def test_twenty_threat_tokens_at_most_but_a_block_token_always_finds_a_stand_in():
    """20 Threat tokens: a 21st is not placed. 2.0 makes the Block token an
    exception like Distress: with the 6 in use, a stand-in marks the 7th."""
    g = acting()
    resolve(g, [{"op": "place_token", "token": "threat", "count": 21}], dreamer="tester")
    assert sum(1 for t in g.tokens if t["token"] == "threat") == 20
    resolve(g, [{"op": "place_token", "token": "block", "count": 7}], dreamer="tester")
    assert len(g.blocks) == 7 and POOL_SIZES["block"] == 6


# ------------------------------------------------------------ EN p.10 AFTER YOU HAVE FINISHED
@rulebook("EN p.10 AFTER YOU HAVE FINISHED SLUMBER / DREAM", "2.0 §2.32")
def test_after_a_slumber_the_dreamers_keep_hand_progress_gems_and_sealed_cards():
    """'Dreamers do not discard Influence cards from their hand, placed
    Progress cards, Shining Gems or other bonuses... They do not reshuffle';
    2.0 adds that the Sealed pile stays as it is."""
    from campaign_fixture import campaign, win_tutorial
    g = win_tutorial(campaign(("gambler",)))
    g.push({"op": "slumber"})
    g.run()
    settle(g)
    all_draw(g)
    d = g.dreamers["gambler"]
    d.gems = 2
    d.sealed.put_top(d.deck.draw(2))
    d.progress = [{"card": d.deck.draw_one(), "flipped": False}]
    kept = (list(d.hand), list(d.deck.cards), list(d.discard.cards), list(d.sealed.cards), list(d.progress))
    resolve(g, [{"op": "end_slumber", "victory": True}])
    assert g.mode == "map"
    assert (d.hand, d.deck.cards, d.discard.cards, d.sealed.cards, d.progress) == kept and d.gems == 2


@rulebook("EN p.13 PROGRESS INFLUENCE CARDS", "2.0 §2.18")
def test_a_flipped_progress_card_still_counts_toward_the_four_and_cannot_be_used():
    """'The flipped card's action cannot be used until you Unflip it (but it
    still counts toward your placed Progress cards limit).'"""
    from game.content.models import Action as CardAction, Progress
    c = make_content()
    for i in range(5):
        c.influence[f"p{i}"] = card(f"p{i}", {"cunning": 1}, progress=Progress(cost={}, suit="clubs"),
                                    actions=[CardAction(name="Tinker", effect=({"op": "gain_ether"},))])
    g = acting(content=c, hand=["p0", "p1", "p2", "p3", "p4"])
    d = g.dreamers["tester"]
    for i in range(4):
        g.apply(Action.make("place_progress", dreamer="tester", card=f"p{i}"))
    resolve(g, [{"op": "flip_progress", "amount": 1}], dreamer="tester")
    flipped = next(p["card"] for p in d.progress if p["flipped"])
    refused(g, Action.make("use_progress", dreamer="tester", card=flipped), "inactive")
    refused(g, Action.make("place_progress", dreamer="tester", card="p4"), "4 Progress")


# ------------------------------------------------------------ EN p.5 / 2.0 §2.2 SETUP of a campaign
@rulebook("EN p.5 STARTING THE CAMPAIGN", "2.0 §2.2", "2.0 §2.3", "2.0 §2.25", "2.0 §2.29")
def test_a_new_campaign_deals_the_rulebooks_starting_kit():
    """Each Dreamer: a 22-card Influence deck and 2 starting Masks (one worn);
    the Team: 5 starting Items, 3 active and 2 in Storage; the Item Market
    empty; 2 Dreamers on the Clock's 4 Hours; the first Dream needs no Key."""
    from campaign_fixture import campaign
    g = campaign(("gambler", "tough_guy"))
    for d in g.dreamers.values():
        assert len(d.deck) + len(d.hand) + len(d.discard) == 22
        assert d.mask is not None and len(d.masks) == 1
    assert len(g.team.items) == 3 and len(g.team.storage) == 2
    assert g.item_market == [] and g.team.keys == 0
    assert g.hours == 4 and g.mode == "dream"
    assert len(g.turn_deck) + (g.turn_card is not None) + len(g.turn_discard) == 12

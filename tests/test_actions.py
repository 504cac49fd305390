"""Dreamer actions: payments, Move, Boosting, Basic Actions, cards, Progress."""
import pytest

from game.content.models import Action as CardAction, Die, Interaction, Item, Progress
from game.rules.core import Action, IllegalAction
from game.rules.etherfields import intent
from game.rules.etherfields.cards import deckbuild, progress_counts
from rules_fixture import acting, card, make_content


# -- paying Intent ------------------------------------------------------------


rulebook = pytest.mark.rulebook  # the rulebook sections a test proves (docs/rules-coverage.md)


@rulebook("EN p.12 DREAMERS ACTIONS", "2.0 §2.15")
def test_a_three_intent_card_paying_a_one_intent_cost_loses_two():
    cost = intent.make_cost({"wrath": 1}, dreamers=1)
    got = intent.check_payment(cost, "wrath", [card("w3", {"wrath": 3})])
    assert got == 3 and got - cost.intents["wrath"] == 2  # the excess is lost, not banked


@rulebook("EN p.12 DREAMERS ACTIONS")
def test_a_two_colour_card_gives_only_the_chosen_colour():
    duo = card("duo", {"awareness": 1, "wrath": 2})
    cost = intent.make_cost({"wrath": 2, "awareness": 2}, dreamers=1)  # 2 Wrath or 2 Awareness
    assert intent.check_payment(cost, "wrath", [duo]) == 2
    with pytest.raises(IllegalAction, match="only 1"):
        intent.check_payment(cost, "awareness", [duo])


@rulebook("EN p.12 DREAMERS ACTIONS")
def test_player_count_multiplier():
    assert intent.make_cost({"cunning": 2}, dreamers=3, per_player=True).intents == {"cunning": 6}
    assert intent.make_cost({"cunning": 2}, dreamers=3).intents == {"cunning": 2}


@rulebook("EN p.13 INFLUENCE CARDS", "2.0 §2.17")
def test_card_used_for_intent_cannot_use_its_own_action():
    c = make_content()
    c.influence["zap"] = card("zap", {"wrath": 1}, actions=[CardAction(name="Zap", cost={"wrath": 1}, rapid=False,
                                                             effect=[{"op": "gain_ether", "amount": 1}])])
    g = acting(content=c, hand=["zap", "w1"])
    with pytest.raises(IllegalAction, match="own action"):
        g.apply(Action.make("play", dreamer="tester", card="zap", index=0, pay=["zap"]))
    g.apply(Action.make("play", dreamer="tester", card="zap", index=0, pay=["w1"]))
    d = g.dreamers["tester"]
    assert d.ether == 1 and d.hand == [] and {"zap", "w1"} <= set(d.discard.cards)


@rulebook("2.0 §2.15")
def test_distress_cost_is_suffered():
    c = make_content()
    c.influence["grim"] = card("grim", actions=[CardAction(name="Grim", cost={"distress": 1}, rapid=False,
                                                   effect=[{"op": "gain_ether", "amount": 2}])])
    g = acting(content=c, hand=["grim"])
    g.apply(Action.make("play", dreamer="tester", card="grim", index=0, pay=[]))
    assert g.dreamers["tester"].distress == 1 and g.dreamers["tester"].ether == 2


# -- Move ---------------------------------------------------------------------

@rulebook("EN p.11 MOVEMENT", "2.0 §2.24", "2.0 §2.6")
def test_move_pays_movement_value_and_goes_around_walls():
    g = acting(hand=["a1", "c1", "w1"])
    d = g.dreamers["tester"]
    d.pos = (1, 1)
    with pytest.raises(IllegalAction, match="3 away"):
        g.apply(Action.make("move", dreamer="tester", to=[2, 1], pay=["a1"]))
    g.apply(Action.make("move", dreamer="tester", to=[2, 1], pay=["a1", "c1", "w1"]))
    assert d.pos == (2, 1) and d.hand == []


@rulebook("EN p.15 ITEMS", "2.0 §2.25")
def test_active_items_pay_for_a_move_and_go_to_storage():
    c = make_content()
    c.items["boots"] = Item(id="boots", name="Boots", move=2)
    g = acting(content=c, hand=[], items=["boots"])
    g.dreamers["tester"].pos = (0, 0)
    g.apply(Action.make("move", dreamer="tester", to=[2, 0], pay=["item:boots"]))
    assert g.team.items == [] and g.team.storage == ["boots"]


@rulebook("EN p.13 BASIC ACTIONS CARD", "2.0 §2.16", "EN p.15 CLOCK")
def test_effort_once_per_turn_loses_hours():
    g = acting(("tester", "helper"))
    g.dreamers["tester"].pos = (0, 0)
    g.apply(Action.make("effort", dreamer="tester", to=[2, 0]))
    assert g.hours == 2
    with pytest.raises(IllegalAction, match="once per Turn"):
        g.apply(Action.make("effort", dreamer="tester", to=[1, 0]))


# -- Boosting with the Luck die -----------------------------------------------

def luck(face):
    c = make_content()
    c.dice = {"luck": Die(id="luck", name="Luck", faces=(face,) * 6)}
    return c


@rulebook("EN p.14 BOOSTING YOUR INTENT", "EN p.14 LUCK DIE", "2.0 §2.23")
def test_boost_adds_intent_of_the_same_colour():
    g = acting(content=luck("plus2"), hand=["w1", "w1#2"])
    g.dreamers["tester"].pos = tuple(g.entities[0]["pos"])
    fig = g.entities[0]["id"]
    g.apply(Action.make("interact", dreamer="tester", index=0, pay=["w1"], colour="wrath", targets=[fig], boost=True))
    assert g.outcome["result"] == "won"  # 1 + 2 = 3 Wrath


@rulebook("EN p.14 BOOSTING YOUR INTENT", "EN p.14 LUCK DIE")
def test_boost_failure_leaves_the_cards_spent_and_asks_for_the_penalty():
    g = acting(content=luck("fail"), hand=["w1", "w1#2"])
    d = g.dreamers["tester"]
    d.pos = tuple(g.entities[0]["pos"])
    d.ether = 1
    g.apply(Action.make("interact", dreamer="tester", index=0, pay=["w1", "w1#2"], colour="wrath",
                        targets=[g.entities[0]["id"]], boost=True))
    assert g.outcome is None and "w1" in d.discard and "w1#2" in d.discard
    labels = [o["label"] for o in g.pending.options]
    assert labels == ["Discard 1 Ether", "Suffer 1 Distress", "Seal 3 cards"]
    g.apply(g.pending.options[2])
    assert len(d.sealed) == 3


@rulebook("EN p.14 BOOSTING YOUR INTENT")
def test_boost_is_once_per_turn_and_needs_one_intent_paid():
    g = acting(content=luck("blank"), hand=["c1", "c1#2", "a1"])
    d = g.dreamers["tester"]
    d.pos = (0, 0)
    with pytest.raises(IllegalAction, match="at least 1"):
        g.apply(Action.make("move", dreamer="tester", to=[1, 0], pay=[], boost=True))
    g.apply(Action.make("move", dreamer="tester", to=[2, 0], pay=["c1"], boost=True))
    assert d.pos == (0, 0)  # blank: 1 movement is short of 2, the Move fails
    with pytest.raises(IllegalAction, match="already rolled"):
        g.apply(Action.make("move", dreamer="tester", to=[1, 0], pay=["a1"], boost=True))


@rulebook("2.0 §2.23", "2.0 §2.24")
def test_boosted_move_is_one_move_and_failure_cancels_it():
    g = acting(content=luck("plus3"), hand=["c1"])
    d = g.dreamers["tester"]
    d.pos = (0, 0)
    g.apply(Action.make("move", dreamer="tester", to=[3, 0], pay=["c1"], boost=True))
    assert d.pos == (3, 0)
    g2 = acting(content=luck("fail"), hand=["c1"])
    g2.dreamers["tester"].pos = (0, 0)
    g2.apply(Action.make("move", dreamer="tester", to=[1, 0], pay=["c1"], boost=True))
    assert g2.pending is not None
    g2.apply(g2.pending.options[-2])  # suffer 1 Distress
    assert g2.dreamers["tester"].pos == (0, 0)


@rulebook("EN p.14 REROLLS", "2.0 §2.24")
def test_a_shining_gem_rerolls_the_luck_die():
    g = acting(content=luck("plus1"), hand=["c1"])
    d = g.dreamers["tester"]
    d.pos, d.gems = (0, 0), 1
    g.apply(Action.make("move", dreamer="tester", to=[2, 0], pay=["c1"], boost=True))
    assert "reroll" in g.pending.options[1]["label"]
    g.apply(g.pending.options[1])
    assert d.gems == 0
    g.apply(g.pending.options[0] if g.pending else Action.make("pass", dreamer="tester"))
    assert d.pos == (2, 0)


# -- Basic Actions -------------------------------------------------------------

@rulebook("EN p.13 BASIC ACTIONS CARD", "2.0 §2.16")
def test_gain_a_shining_gem_for_three_cards():
    g = acting(hand=["a1", "c1", "w1"])
    with pytest.raises(IllegalAction, match="exactly 3"):
        g.apply(Action.make("gain_gem", dreamer="tester", cards=["a1", "c1"]))
    g.apply(Action.make("gain_gem", dreamer="tester", cards=["a1", "c1", "w1"]))
    assert g.dreamers["tester"].gems == 1 and g.pool("gem") == 5


@rulebook("EN p.13 BASIC ACTIONS CARD", "2.0 §2.16", "2.0 §2.28")
def test_remove_a_morphing_for_one_ether_within_range_one():
    g = acting()
    d = g.dreamers["tester"]
    token = g.morphing_bag.pop()
    g.morphings.append(token)
    d.ether = 1
    with pytest.raises(IllegalAction, match="range 1"):
        g.apply(Action.make("remove_morphing", dreamer="tester", morphing=token))
    d.pos = tuple(g.entities[0]["pos"])
    g.apply(Action.make("remove_morphing", dreamer="tester", morphing=token))
    assert g.morphings == [] and token in g.morphing_bag and d.ether == 0


# -- Progress cards ------------------------------------------------------------

def progress_content():
    c = make_content()
    for i, suit in enumerate(["clubs", "hearts", "diamonds", "spades", "clubs"]):
        c.influence[f"p{i}"] = card(f"p{i}", {"cunning": 1}, progress=Progress(cost={"cunning": 1}, suit=suit))
    return c


@rulebook("EN p.13 PROGRESS INFLUENCE CARDS", "2.0 §2.18")
def test_progress_cards_at_most_four_and_replacing_needs_a_discard():
    g = acting(content=progress_content(), hand=["p0", "p1", "p2", "p3", "p4", "c1"])
    d = g.dreamers["tester"]
    d.hand += ["c1#2", "c1#3", "c1#4", "c1#5"]
    for i, pay in zip(range(4), ["c1", "c1#2", "c1#3", "c1#4"]):
        g.apply(Action.make("place_progress", dreamer="tester", card=f"p{i}", pay=[pay]))
    assert len(d.progress) == 4
    with pytest.raises(IllegalAction, match="4 Progress"):
        g.apply(Action.make("place_progress", dreamer="tester", card="p4", pay=["c1#5"]))
    g.apply(Action.make("place_progress", dreamer="tester", card="p4", pay=["c1#5"], replace="p1"))
    assert [p["card"] for p in d.progress] == ["p0", "p2", "p3", "p4"] and "p1" in d.discard
    assert progress_counts(g, d) == {"clubs": 2, "hearts": 0, "diamonds": 1, "spades": 1}
    d.progress[0]["flipped"] = True
    assert progress_counts(g, d)["clubs"] == 1


@rulebook("EN p.13 PROGRESS INFLUENCE CARDS")
def test_placed_progress_is_never_discarded_for_intent():
    g = acting(content=progress_content(), hand=["p0", "c1"])
    g.apply(Action.make("place_progress", dreamer="tester", card="p0", pay=["c1"]))
    g.dreamers["tester"].pos = (0, 0)
    with pytest.raises(IllegalAction):
        g.apply(Action.make("move", dreamer="tester", to=[1, 0], pay=["p0"]))


# -- Deckbuilding ----------------------------------------------------------------

@rulebook("EN p.13 INFLUENCE DECK CARD LIMITS", "2.0 §2.22")
def test_deckbuilding_twenty_to_forty_with_every_flaw_uncounted():
    owned = [f"c{i}" for i in range(45)]
    deck, unused = deckbuild(owned, ["flaw1"], size=30)
    assert len(deck) == 31 and "flaw1" in deck and len(unused) == 15
    deck, unused = deckbuild(owned, [], size=50)
    assert len(deck) == 40 and len(unused) == 5
    deck, unused = deckbuild(owned[:15], ["f"], size=20)
    assert len(deck) == 16 and unused == []  # fewer than 20 owned: all of them


# -- Ordered rounds (first edition) ------------------------------------------------

@rulebook("EN p.8 DREAMERS PHASE", "2.0 §2.43", "2.0 §2.10")
def test_ordered_rounds_one_dream_action_and_all_pass_in_a_row():
    g = acting(("tester", "helper"), play_order="rounds")
    assert g.active == "tester"
    with pytest.raises(IllegalAction, match="round"):
        g.apply(Action.make("pass", dreamer="helper"))
    g.apply(Action.make("pass", dreamer="tester"))
    assert g.active == "helper" and g.phase == "actions"
    g.apply(Action.make("pass", dreamer="helper"))
    assert g.phase == "dreamscape"  # two passes in a row end the step
    while g.pending:
        g.apply(g.pending.options[0])
    assert g.phase == "draw" and g.turn_number == 2


@rulebook("EN p.17 STATE TOKENS", "2.0 §2.36")
def test_a_paralyzed_dreamer_cannot_move_and_a_dazed_one_reaches_only_range_one():
    g = acting(hand=["c1", "c1#2", "w1"])
    d = g.dreamers["tester"]
    d.pos = (0, 0)
    g.states["tester"] = "paralyzed"
    assert not [a for a in g.legal_actions() if a.kind == "move"]
    with pytest.raises(IllegalAction, match="Paralyzed"):
        g.apply(Action.make("move", dreamer="tester", to=[1, 0], pay=["c1"]))
    from game.rules.etherfields.interactions import interaction_range
    inter = Interaction(name="Reach", kind="contact", range=3)
    g.states["tester"] = "dazed"
    assert interaction_range(g, d, inter) == 1


@rulebook("EN p.6 BASIC RULES", "2.0 §2.43")
def test_first_player_marker_passes_at_each_new_turn_in_ordered_rounds():
    g = acting(("tester", "helper"), play_order="rounds")
    assert g.order[0] == "tester"
    g.apply(Action.make("pass", dreamer="tester"))
    g.apply(Action.make("pass", dreamer="helper"))
    while g.pending:
        g.apply(g.pending.options[0])
    assert g.turn_number == 2 and g.order[0] == "helper"


def rapid_content():
    c = make_content()
    c.influence["blink"] = card("blink", {"cunning": 1}, actions=[CardAction(
        name="Blink", cost={"cunning": 1}, rapid=True,
        effect=[{"op": "gain_ether", "amount": 1, "target": "self"}])])
    c.influence["slow"] = card("slow", {"cunning": 1}, actions=[CardAction(
        name="Slow", cost={"cunning": 1}, rapid=False, effect=[{"op": "gain_ether", "amount": 1, "target": "self"}])])
    return c


@rulebook("EN p.13 INFLUENCE CARDS", "2.0 §2.17")
def test_a_rapid_card_cuts_in_while_a_choice_is_waiting_and_pays_its_own_cost():
    g = acting(content=rapid_content(), hand=["blink", "slow", "c1", "c1#2"])
    d = g.dreamers["tester"]
    g.push({"op": "decide", "prompt": "Pick", "options": [{"label": "A", "steps": []}, {"label": "B", "steps": []}],
            "chooser": None, "always_ask": True})
    assert any(a.kind == "play" and a["card"] == "blink" for a in g.legal_actions())
    with pytest.raises(IllegalAction, match="First decide"):
        g.apply(Action.make("play", dreamer="tester", card="slow", index=0, pay=["c1"]))
    g.apply(Action.make("play", dreamer="tester", card="blink", index=0, pay=["c1"]))
    assert d.ether == 1 and "c1" in d.discard  # its cost was paid
    assert g.pending is not None and g.pending.prompt == "Pick"  # and the choice still waits


@rulebook("EN p.11 RANGE")
def test_a_card_action_with_a_range_needs_an_entity_that_close():
    c = make_content()
    c.influence["stare"] = card("stare", {"wrath": 1}, actions=[CardAction(
        name="Stare", cost={"wrath": 1}, rapid=False, range=1, effect=[{"op": "remove_morphing", "count": 1}])])
    g = acting(content=c, hand=["stare", "w1", "w1#2"])
    d = g.dreamers["tester"]
    token = g.morphing_bag.pop()
    g.morphings.append(token)
    far = max(g.dreamscape.spaces, key=lambda p: g.dreamscape.distance(p, g.entities[0]["pos"]) or 0)
    d.pos = far
    with pytest.raises(IllegalAction, match="within range 1"):
        g.apply(Action.make("play", dreamer="tester", card="stare", index=0, pay=["w1"]))
    d.pos = tuple(g.entities[0]["pos"])
    g.apply(Action.make("play", dreamer="tester", card="stare", index=0, pay=["w1"]))
    assert g.morphings == []


def test_the_personal_token_is_spent_once_per_slumber():
    from game.content import default_content
    from game.rules.etherfields import new_game
    g = new_game(default_content(), {"dreamers": ["tough_guy"], "slumber": "slumber_lantern_hound"}, 2)
    while g.pending:
        g.apply(g.pending.options[0])
    g.apply(Action.make("draw", dreamer="tough_guy"))
    while g.pending:
        g.apply(g.pending.options[0])
    assert Action.make("use_token", dreamer="tough_guy") in g.legal_actions()
    g.apply(Action.make("use_token", dreamer="tough_guy"))
    while g.pending:
        g.apply(g.pending.options[0])
    with pytest.raises(IllegalAction, match="spent"):
        g.apply(Action.make("use_token", dreamer="tough_guy"))

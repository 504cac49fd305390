"""Rules that drifted from the rulebooks, each proved with a case built like
the manual's (EN = English manual page, 2.0 = section of the 2.0 digest).
`@pytest.mark.rulebook(...)` names the sections a test proves; the table in
docs/rules-coverage.md is generated from these marks."""
import pytest

from game.content.models import Action as CardAction, Die
from game.rules.core import Action, IllegalAction
from game.rules.etherfields import effects
from rules_fixture import acting, card, change_assault, make_content, new, replace, with_fox_mask

rulebook = pytest.mark.rulebook


def two_figures(g, a=(3, 0), b=(3, 2)):
    """Two figures of the same Entity: entity1 and entity2."""
    g.entities = [{"id": "entity1", "tile": "wisp", "pos": a}, {"id": "entity2", "tile": "wisp", "pos": b}]
    return g


def resolve(g, ops, **ctx):
    g.push(*effects.compile_effect(g, ops, {"source": "entity", **ctx}))
    g.run()


def set_state(g, fig, state):
    g.push({"op": "place_state", "figure": fig, "state": state})
    g.run()


# -- Range 0 is the same space ---------------------------------------------------------

def ranged_wisp(rng):
    return change_assault(make_content(), range=rng)


@rulebook("EN p.11 RANGE", "2.0 §2.24")
def test_an_interaction_of_range_0_needs_the_entitys_own_space():
    g = acting(content=ranged_wisp(0))
    d, fig = g.dreamers["tester"], g.entities[0]
    d.hand = ["w3"]
    col, row = fig["pos"]
    d.pos = (col - 1, row)  # the next space: range 1, not 0
    with pytest.raises(IllegalAction, match="range 0"):
        g.apply(Action.make("interact", dreamer="tester", index=0, pay=["w3"], colour="wrath", targets=[fig["id"]]))
    d.pos = tuple(fig["pos"])
    g.apply(Action.make("interact", dreamer="tester", index=0, pay=["w3"], colour="wrath", targets=[fig["id"]]))
    assert g.outcome["result"] == "won"


@rulebook("EN p.11 RANGE")
def test_an_assault_with_no_printed_range_reaches_range_1():
    g = acting(content=ranged_wisp(None))
    d, fig = g.dreamers["tester"], g.entities[0]
    d.hand = ["w3"]
    col, row = fig["pos"]
    d.pos = (col - 1, row)
    g.apply(Action.make("interact", dreamer="tester", index=0, pay=["w3"], colour="wrath", targets=[fig["id"]]))
    assert g.outcome["result"] == "won"


# -- State tokens: one figure each ------------------------------------------------------

@rulebook("EN p.17 STATE TOKENS", "2.0 §2.36")
def test_a_stunned_figure_inflicts_no_distress_but_the_other_figure_still_does():
    g = two_figures(acting(("tester", "helper")))
    g.dreamers["tester"].pos = (2, 0)   # next to entity1 only
    g.dreamers["helper"].pos = (2, 2)   # next to entity2 only
    set_state(g, "entity1", "stunned")
    resolve(g, [{"op": "suffer_distress", "amount": 1, "target": "each_in_range", "range": 1}])
    assert g.dreamers["tester"].distress == 0
    assert g.dreamers["helper"].distress == 1


@rulebook("EN p.17 STATE TOKENS", "2.0 §2.36")
def test_a_dazed_figure_reaches_range_1_while_the_other_keeps_its_range():
    g = two_figures(acting(("tester", "helper")))
    g.dreamscape.walls.clear()
    g.dreamscape._cache.clear()
    g.dreamers["tester"].pos = (1, 0)   # 2 from entity1, 4 from entity2
    g.dreamers["helper"].pos = (1, 2)   # 2 from entity2, 4 from entity1
    set_state(g, "entity1", "dazed")
    before = {w: len(g.dreamers[w].sealed) for w in ("tester", "helper")}
    resolve(g, [{"op": "seal", "amount": 2, "target": "each_in_range", "range": 2}])
    assert len(g.dreamers["tester"].sealed) == before["tester"]       # entity1 is Dazed: range 1 only
    assert len(g.dreamers["helper"].sealed) == before["helper"] + 2   # entity2 reaches 2


@rulebook("2.0 §2.36", "2.0 §2.28")
def test_one_poisoned_figure_does_not_stop_the_tile_morphing_but_all_poisoned_do():
    g = two_figures(acting())
    set_state(g, "entity1", "poisoned")
    g.push({"op": "add_morphing", "count": 1})
    g.run()
    assert len(g.morphings) == 1  # entity2 still Morphs, and Morphings lie on the tile
    set_state(g, "entity2", "poisoned")
    g.push({"op": "add_morphing", "count": 1})
    g.run()
    assert len(g.morphings) == 1


@rulebook("EN p.17 STATE TOKENS", "2.0 §2.36", "EN p.8 LACK OF COMPONENTS")
def test_a_state_with_no_token_left_is_ignored_and_the_old_state_stays():
    g = two_figures(acting(("tester", "helper")))
    set_state(g, "tester", "stunned")      # a Stunned/Paralyzed token
    set_state(g, "entity1", "poisoned")    # both Poisoned/Dazed tokens
    set_state(g, "entity2", "poisoned")
    set_state(g, "tester", "dazed")        # no token can show Dazed now
    assert g.states["tester"] == "stunned"
    assert g.states == {"tester": "stunned", "entity1": "poisoned", "entity2": "poisoned"}
    assert len(g.state_tokens) == 1


@rulebook("2.0 §2.36")
def test_a_stunned_dreamer_still_suffers_an_entitys_distress():
    g = acting()
    d = g.dreamers["tester"]
    d.pos = tuple(g.entities[0]["pos"])
    set_state(g, "tester", "stunned")
    resolve(g, [{"op": "suffer_distress", "amount": 1, "target": "each_in_range", "range": 1}])
    assert d.distress == 1


@rulebook("2.0 §2.36")
def test_a_paralyzed_entity_cannot_be_relocated_and_a_paralyzed_dreamer_cannot_relocate():
    g = acting()
    fig = g.entities[0]
    where = tuple(fig["pos"])
    set_state(g, fig["id"], "paralyzed")
    resolve(g, [{"op": "relocate_entity", "to": "any"}], figure=fig["id"])
    assert g.pending is None and tuple(fig["pos"]) == where
    g2 = acting()
    set_state(g2, "tester", "paralyzed")
    at = g2.dreamers["tester"].pos
    resolve(g2, [{"op": "relocate_dreamer", "to": "any", "target": "self"}], dreamer="tester")
    assert g2.pending is None and g2.dreamers["tester"].pos == at


# -- Hours at any moment -----------------------------------------------------------------

@rulebook("EN p.15 CLOCK", "2.0 §2.30")
def test_hours_are_spent_to_add_turns_while_a_decision_waits():
    g = new(("tester",))
    assert g.pending is not None  # where the Wisp appears: a choice at the start of the Slumber
    spend = Action.make("spend_hours", hours=1)
    assert spend in g.legal_actions()
    hours, turns, waiting = g.hours, len(g.turn_deck), g.pending.prompt
    g.apply(spend)
    assert g.hours == hours - 1 and len(g.turn_deck) == turns + 1
    assert g.pending is not None and g.pending.prompt == waiting  # the choice still waits


@rulebook("EN p.15 CLOCK", "EN p.8 DREAMSCAPE PHASE")
def test_hours_can_be_spent_during_the_dreamscape_phase_when_a_choice_stops_it():
    g = acting()
    g.phase = "dreamscape"
    g.push({"op": "free_move", "dreamer": "tester", "steps": 1})
    g.run()
    assert g.pending is not None
    hours = g.hours
    g.apply(Action.make("spend_hours", hours=2))
    assert g.hours == hours - 2 and g.pending is not None


@rulebook("EN p.15 CLOCK")
def test_no_hours_are_spent_on_the_map_or_beyond_the_clock():
    g = acting()
    assert g.hours == 5  # one Dreamer: 5 Hours on the Clock (EN p.5)
    with pytest.raises(IllegalAction, match="only 5"):
        g.apply(Action.make("spend_hours", hours=6))
    g.mode = "map"
    with pytest.raises(IllegalAction, match="Slumber or Dream"):
        g.apply(Action.make("spend_hours", hours=1))


# -- Boosting a Gradual payment ------------------------------------------------------------

def gradual_wisp(face):
    c = make_content()
    c.dice = {"luck": Die(id="luck", name="Luck", faces=(face,) * 6)}
    return change_assault(c, gradual=True)


@rulebook("2.0 §2.23", "2.0 §2.20", "EN p.14 BOOSTING YOUR INTENT")
def test_a_boost_goes_toward_a_gradual_payment():
    g = acting(("tester", "helper"), content=gradual_wisp("plus2"))
    d, fig = g.dreamers["tester"], g.entities[0]
    d.hand, d.pos = ["w1"], tuple(fig["pos"])
    # 1 Wrath paid, the die adds 2: one whole payment of 3, one marker of two.
    g.apply(Action.make("interact", dreamer="tester", index=0, pay=["w1"], colour="wrath",
                        targets=[fig["id"]], boost=True))
    assert d.boosted and "w1" in d.discard
    assert g.gradual["wisp:0"] == {"colour": "wrath", "markers": 1}


@rulebook("2.0 §2.23", "EN p.14 BOOSTING YOUR INTENT")
def test_a_failed_boost_on_a_gradual_payment_loses_the_cards_and_places_nothing():
    g = acting(("tester", "helper"), content=gradual_wisp("fail"))
    d, fig = g.dreamers["tester"], g.entities[0]
    d.hand, d.pos = ["w1"], tuple(fig["pos"])
    g.apply(Action.make("interact", dreamer="tester", index=0, pay=["w1"], colour="wrath",
                        targets=[fig["id"]], boost=True))
    assert "w1" in d.discard and "wisp:0" not in g.gradual
    assert [o["label"] for o in g.pending.options][-1] == "Seal 3 cards"


# -- Traps ------------------------------------------------------------------------------------

def trap_at(g, pos):
    g.dreamscape.spaces[pos].features = ("trap",)
    g.dreamscape._cache.clear()


@rulebook("EN p.16 OTHER DREAMSCAPE ICONS")
def test_a_trap_does_what_the_slumber_tile_says():
    c = make_content()
    c.slumber_tiles["wisp"] = replace(c.slumber_tiles["wisp"],
                                      trap=({"op": "seal", "amount": 2}, {"op": "lose_hours", "amount": 1}))
    g = acting(content=c)
    d = g.dreamers["tester"]
    d.pos, d.hand = (0, 0), ["c1", "a1"]
    trap_at(g, (1, 0))
    sealed, hours = len(d.sealed), g.hours
    g.apply(Action.make("move", dreamer="tester", to=[2, 0], pay=["c1", "a1"]))  # through the Trap
    assert d.pos == (2, 0) and d.distress == 0
    assert len(d.sealed) == sealed + 2 and g.hours == hours - 1


@rulebook("EN p.16 OTHER DREAMSCAPE ICONS")
def test_a_trap_springs_when_a_relocation_ends_on_it():
    c = make_content()
    c.slumber_tiles["wisp"] = replace(c.slumber_tiles["wisp"], trap=({"op": "lose_hours", "amount": 2},))
    g = acting(content=c)
    trap_at(g, (1, 0))
    hours = g.hours
    resolve(g, [{"op": "relocate_dreamer", "to": [1, 0], "target": "self"}], dreamer="tester")
    assert g.dreamers["tester"].pos == (1, 0) and g.hours == hours - 2


# -- Masks at any moment ----------------------------------------------------------------------

@rulebook("EN p.14 MASKS", "2.0 §2.29")
def test_a_masks_ability_is_used_while_a_choice_waits_once_per_turn():
    from game.content import default_content
    from game.rules.etherfields import new_game
    g = new_game(default_content(), {"dreamers": ["free_spirit", "tough_guy"], "slumber": "slumber_lantern_hound"}, 3)
    g.push({"op": "wear_mask", "dreamer": "tough_guy", "mask": "mask_velvet_crow"},  # suffer 1 Distress: gain 1 Hour
           {"op": "free_move", "dreamer": "free_spirit", "steps": 1})
    g.run()
    waiting, hours = g.pending.prompt, g.hours
    listed = [a for a in g.legal_actions() if a.kind == "use_mask"]
    assert [a["dreamer"] for a in listed] == ["tough_guy"]  # listed beside the waiting choice, as apply takes it
    g.apply(Action.make("use_mask", dreamer="tough_guy"))
    assert g.hours == hours + 1 and g.dreamers["tough_guy"].distress == 1
    assert g.pending is not None and g.pending.prompt == waiting
    with pytest.raises(IllegalAction, match="once per Turn"):
        g.apply(Action.make("use_mask", dreamer="tough_guy"))



# -- A card's ranged action needs an Entity in reach, listed or applied -------------------

@rulebook("EN p.11 RANGE")
def test_a_cards_ranged_action_is_offered_only_with_an_entity_in_reach():
    c = make_content()
    stare = CardAction(name="Stare", cost={"wrath": 1}, range=1, effect=[{"op": "remove_morphing", "count": 1}])
    c.influence["glare"] = card("glare", {"wrath": 1}, actions=[stare])
    g = acting(content=c)
    d, fig = g.dreamers["tester"], g.entities[0]
    d.hand = ["glare", "w1"]
    col, row = fig["pos"]
    d.pos = (col - 2, row)  # range 2: out of reach (a random campaign found this listed and then refused)
    plays = [a for a in g.legal_actions() if a.kind == "play" and a["card"] == "glare"]
    assert plays == []
    with pytest.raises(IllegalAction, match="range 1"):
        g.apply(Action.make("play", dreamer="tester", card="glare", index=0, pay=["w1"], colour="wrath"))
    d.pos = (col - 1, row)
    plays = [a for a in g.legal_actions() if a.kind == "play" and a["card"] == "glare"]
    assert len(plays) == 1
    g.apply(plays[0])
    assert "glare" in d.discard.cards


# -- A card paid away while a discard choice waits is no longer offered to discard ------------

@rulebook("EN p.14 MASKS", "2.0 §2.29")
def test_a_discard_choice_offers_the_hand_as_it_is_after_a_mask_paid_with_its_cards():
    g = acting(content=with_fox_mask(make_content()))
    d = g.dreamers["tester"]
    d.hand = ["c1", "a1", "w1"]
    resolve(g, [{"op": "discard_cards", "amount": 1, "target": "self"}], dreamer="tester")  # a Flaw's "discard 1"
    assert sorted(a["card"] for a in g.pending.options) == ["a1", "c1", "w1"]
    # The Mask cuts in (2.0 §2.29), paid with c1, one of the cards the choice offered
    # (a random campaign found the choice still offering it, then crashing on it).
    g.apply(Action.make("use_mask", dreamer="tester", colour="cunning", pay=["c1"]))
    assert d.ether == 1 and "c1" in d.discard.cards
    assert sorted(a["card"] for a in g.pending.options) == ["a1", "w1"]  # still one card to discard, from the hand left
    for listed in g.legal_actions():  # whatever is listed, apply takes
        g.copy().apply(listed)
    g.apply(next(a for a in g.pending.options if a["card"] == "w1"))
    assert g.pending is None and d.hand == ["a1"] and d.discard.cards.count("w1") == 1


# -- Ordered rounds: one Dream action a round, listed as apply takes it ------------------

@pytest.mark.parametrize("seed,players", [(25, 2), (26, 3), (27, 4)])
def test_in_ordered_rounds_every_listed_action_is_accepted(seed, players):
    """Played in ordered rounds, a Map action or an Interaction is a Dream action, one
    a round: once it is taken, the listing offers no other until the next round
    (seed 25 listed a Map action the rules then refused)."""
    from game.content import default_content
    from tests.listing_golden import DREAMERS, seeded_play
    options = {"dreamers": DREAMERS[:players], "play_order": "rounds"}
    spent = 0  # states seen with the round's Dream action already taken
    for game, listed in seeded_play(default_content(), options, seed, 400):
        for action in listed:
            assert game.why_illegal(action) is None, action
        spent += game.dream_action_used
    assert spent > 0

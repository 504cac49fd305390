"""The Turn, Turn cards, Entities, Morphings, States and the Clock."""

import pytest

from game.content.models import Die, MapTile
from game.rules.core import Action, IllegalAction
from game.rules.etherfields.state import HOURS_BY_DREAMERS
from rules_fixture import all_draw, all_pass, card, make_content, new, replace, settle


def ready(dreamers=("tester",), **kw):
    g = new(dreamers, **kw)
    settle(g)
    return g


rulebook = pytest.mark.rulebook  # the rulebook sections a test proves (docs/rules-coverage.md)


@rulebook("EN p.5 GAME SETUP", "2.0 §2.2")
@pytest.mark.parametrize("count, hours", sorted(HOURS_BY_DREAMERS.items()))
def test_hours_by_number_of_dreamers(count, hours):
    g = ready(("tester", "helper", "third", "fourth", "fifth")[:count])
    assert g.hours == hours


@rulebook("EN p.10 TURN DECK")
def test_turn_deck_has_the_setup_number_and_the_rest_lies_in_the_discard():
    g = ready()
    assert g.turn_card is not None
    assert len(g.turn_deck) + 1 == 4  # the Wisp's Setup: 4 Turns
    assert len(g.turn_discard) == 8


@rulebook("EN p.15 CLOCK", "2.0 §2.30")
def test_spending_two_hours_adds_two_turns():
    g = ready(("tester", "helper"))
    assert g.hours == 4
    deck = len(g.turn_deck)
    bottom = g.turn_discard.cards[-2:]
    g.apply(Action.make("spend_hours", hours=2))
    assert g.hours == 2 and len(g.turn_deck) == deck + 2
    assert g.turn_deck.cards[-2:] == bottom[::-1]  # taken from the bottom of the Turn discard
    with pytest.raises(IllegalAction):
        g.apply(Action.make("spend_hours", hours=3))


@rulebook("EN p.15 CLOCK")
def test_zero_hours_is_harmless():
    g = ready(("tester", "helper", "third", "fourth", "fifth"))
    g.apply(Action.make("spend_hours", hours=1))
    assert g.hours == 0 and g.outcome is None


@rulebook("EN p.8 TURN ORDER", "EN p.8 DREAMSCAPE PHASE", "2.0 §2.10", "2.0 §2.26")
def test_a_turn_runs_draw_actions_dreamscape_and_reveals_the_next_card():
    g = ready()
    first = g.turn_card
    all_draw(g)
    assert g.phase == "actions"
    all_pass(g)
    assert g.turn_number == 2 and g.phase == "draw"
    assert g.turn_discard.cards[0] == first


@rulebook("EN p.10 TURN DECK", "EN p.9 ENTITY TILES")
def test_a_slumber_is_lost_by_running_out_of_turns():
    g = ready(("tester", "helper"))
    g.dreamers["tester"].pos = g.dreamers["helper"].pos = (0, 2)
    for _ in range(10):
        if g.outcome:
            break
        all_draw(g)
        all_pass(g)
    assert g.outcome["result"] == "ended"
    assert g.turn_number == 4
    # Out of Turns: each Dreamer suffers 1 (plus whatever the Wisp did on the way).
    assert all(d.distress >= 1 for d in g.dreamers.values())


@rulebook("EN p.9 ENTITY TILES")
def test_skip_resolves_out_of_turns_at_the_start_of_a_turn():
    g = ready(("tester", "helper"))
    assert Action.make("skip") in g.legal_actions()
    g.apply(Action.make("skip"))
    assert g.outcome["result"] == "ended"
    assert [d.distress for d in g.dreamers.values()] == [1, 1]


def test_skip_is_refused_once_someone_has_drawn():
    g = ready(("tester", "helper"))
    g.apply(Action.make("draw", dreamer="tester"))
    with pytest.raises(IllegalAction):
        g.apply(Action.make("skip"))


@rulebook("EN p.8 DREAMSCAPE PHASE", "2.0 §2.26", "EN p.10 AFTER YOU HAVE FINISHED SLUMBER / DREAM")
def test_a_full_slumber_from_setup_to_victory_with_loot_from_the_current_turn_card():
    content = make_content()
    g = new(("tester",), content=content, seed=3)
    g.apply(g.pending.options[0])  # the Wisp appears
    wisp = g.entities[0]
    g.dreamers["tester"].pos = tuple(wisp["pos"])
    current = g.turn_card
    d = g.dreamers["tester"]
    d.hand = ["w3", "w1"]
    d.deck.cards = [c for c in d.deck.cards]
    g.apply(Action.make("draw", dreamer="tester"))
    assert g.phase == "actions"
    assert d.ether == 0
    g.apply(Action.make("interact", dreamer="tester", index=0, pay=["w3"], colour="wrath", targets=[wisp["id"]]))
    assert g.outcome == {"result": "won", "reason": "The Slumber ends."}
    assert not g.entities
    assert d.ether == 1  # the current Turn card's Loot: 1 Ether each
    assert g.turn_card == current
    assert "w3" in d.discard


@rulebook("EN p.12 ASSAULT / CONTACT ACTIONS", "2.0 §2.21")
def test_assault_paid_three_times_hits_three_chosen_targets():
    content = make_content()
    wisp = content.slumber_tiles["wisp"]
    content.slumber_tiles["wisp"] = replace(wisp, setup=replace(wisp.setup, spawn=3), interactions=(
        replace(wisp.interactions[0], effect=({"op": "remove_entity"},)),))
    g = new(("tester",), content=content)
    settle(g)
    d = g.dreamers["tester"]
    for e in g.entities:
        e["pos"] = (3, 0)
    d.pos = (3, 0)
    d.hand = ["w3", "w3#2", "w3#3"]
    g.apply(Action.make("draw", dreamer="tester"))
    targets = [e["id"] for e in g.entities]
    g.apply(Action.make("interact", dreamer="tester", index=0, pay=d.hand[:3], colour="wrath", targets=targets))
    assert g.entities == []


@rulebook("EN p.12 ASSAULT / CONTACT ACTIONS")
def test_nine_wrath_cannot_pay_four_applications_of_a_three_wrath_assault():
    g = ready()
    d = g.dreamers["tester"]
    d.pos = tuple(g.entities[0]["pos"])
    d.hand = ["w3", "w3#2", "w3#3"]
    g.apply(Action.make("draw", dreamer="tester"))
    fig = g.entities[0]["id"]
    with pytest.raises(IllegalAction, match="9"):
        g.apply(Action.make("interact", dreamer="tester", index=0, pay=["w3", "w3#2", "w3#3"],
                            colour="wrath", targets=[fig] * 4))


@rulebook("EN p.11 RANGE", "2.0 §2.21")
def test_assault_out_of_range_is_refused_with_the_distance():
    g = ready()
    d = g.dreamers["tester"]
    d.hand = ["w3"]
    g.apply(Action.make("draw", dreamer="tester"))
    d.hand.append("w3#2")
    fig = g.entities[0]
    assert g.dreamscape.distance(d.pos, fig["pos"]) > 1
    with pytest.raises(IllegalAction, match="range 1"):
        g.apply(Action.make("interact", dreamer="tester", index=0, pay=["w3#2"], colour="wrath", targets=[fig["id"]]))


def gradual_game(n_dreamers):
    content = make_content()
    wisp = content.slumber_tiles["wisp"]
    inter = replace(wisp.interactions[0], cost={"cunning": 3}, gradual=True,
                    effect=({"op": "end_slumber", "victory": True},))
    content.slumber_tiles["wisp"] = replace(wisp, interactions=(inter,))
    content.influence["c3"] = card("c3", {"cunning": 3})
    content.influence["c4"] = card("c4", {"cunning": 4})
    g = new(("tester", "helper", "third")[:n_dreamers], content=content)
    settle(g)
    for d in g.dreamers.values():
        d.pos = tuple(g.entities[0]["pos"])
    all_draw(g)
    return g


@rulebook("EN p.12 GRADUAL ACTIONS AND INTENT MARKERS", "2.0 §2.20", "2.0 §2.47")
def test_gradual_three_cunning_with_three_dreamers_needs_nine_in_multiples_of_three():
    g = gradual_game(3)
    fig = g.entities[0]["id"]
    t, h = g.dreamers["tester"], g.dreamers["helper"]
    t.hand += ["c4", "c3", "c3#2"]
    h.hand += ["c3#3"]
    with pytest.raises(IllegalAction, match="multiple of 3"):
        g.apply(Action.make("interact", dreamer="tester", index=0, pay=["c4"], colour="cunning", targets=[fig]))
    g.apply(Action.make("interact", dreamer="tester", index=0, pay=["c3", "c3#2"], colour="cunning", targets=[fig]))
    assert g.gradual["wisp:0"]["markers"] == 2 and g.intent_markers_left("cunning") == 2
    assert g.outcome is None
    # A different Dreamer pays the last 3 (2.0).
    g.apply(Action.make("interact", dreamer="helper", index=0, pay=["c3#3"], colour="cunning", targets=[fig]))
    assert g.outcome["result"] == "won"
    assert g.gradual == {}


@rulebook("EN p.8 DREAMSCAPE PHASE")
def test_blocked_step_is_skipped():
    content = make_content(turn_steps=("basic",))
    g = new(("tester",), content=content)
    settle(g)
    d = g.dreamers["tester"]
    d.pos = tuple(g.entities[0]["pos"])
    all_draw(g)
    g.push({"op": "mark_block", "index": 0})
    g.run()
    all_pass(g)
    assert d.distress == 0  # the Basic effect (1 Distress in range 1) was Blocked
    all_draw(g)
    all_pass(g)
    assert d.distress == 1  # next Turn it is not


def morph(g, kind):
    token = next(t for t in g.morphing_bag if g.card(t).kind == kind)
    g.morphing_bag.remove(token)
    g.morphings.append(token)


@rulebook("EN p.16 MORPHINGS", "2.0 §2.28")
def test_plus_one_distress_morphing():
    content = make_content(turn_steps=("basic",))
    g = new(("tester",), content=content)
    settle(g)
    g.dreamers["tester"].pos = tuple(g.entities[0]["pos"])
    morph(g, "distress_plus1")
    all_draw(g)
    all_pass(g)
    assert g.dreamers["tester"].distress == 2


@rulebook("EN p.16 MORPHINGS", "2.0 §2.28")
def test_plus_two_seal_morphing():
    content = make_content(turn_steps=("special",))
    g = new(("tester",), content=content)
    settle(g)
    g.dreamers["tester"].pos = tuple(g.entities[0]["pos"])
    morph(g, "seal_plus2")
    all_draw(g)
    all_pass(g)
    assert len(g.dreamers["tester"].sealed) == 4


@rulebook("EN p.16 MORPHINGS", "2.0 §2.28")
def test_plus_one_range_morphing():
    content = make_content(turn_steps=("basic",))
    g = new(("tester",), content=content)
    settle(g)
    e = g.entities[0]["pos"]
    d = g.dreamers["tester"]
    d.pos = next(p for p in g.dreamscape.spaces if g.dreamscape.distance(p, e) == 2)
    all_draw(g)
    all_pass(g)
    assert d.distress == 0
    morph(g, "range_plus1")
    all_draw(g)
    all_pass(g)
    assert d.distress == 1


@rulebook("EN p.16 MORPHINGS", "2.0 §2.28")
def test_plus_two_movement_morphing_adds_to_full_only():
    from game.rules.etherfields.geometry import movement_steps
    assert movement_steps("full", 2, bonus=2) == 4 and movement_steps("one", 2, bonus=2) == 1
    content = make_content(turn_steps=("movement",))
    content.dice = {"movement": Die(id="movement", name="Movement", faces=("full",) * 6)}
    g = new(("tester",), content=content, dreamscape_text="S . . . . . . E")
    settle(g)
    morph(g, "movement_plus2")
    all_draw(g)
    all_pass(g)
    assert g.entities[0]["pos"] == (4, 0)  # 2 + 2 spaces toward the Dreamer


@rulebook("EN p.16 MORPHINGS")
def test_mask_progress_and_reroll_morphings():
    g = ready()
    d = g.dreamers["tester"]
    d.mask = "some_mask"
    morph(g, "mask_off")
    all_draw(g)
    with pytest.raises(IllegalAction, match="Mask"):
        g.apply(Action.make("use_mask", dreamer="tester"))
    from game.rules.etherfields.cards import progress_active
    entry = {"card": "c2", "flipped": False}
    assert progress_active(g, entry)
    morph(g, "progress_off")
    assert not progress_active(g, entry)
    from game.rules.etherfields.paying import can_reroll
    d.gems = 1
    assert can_reroll(g, d)
    morph(g, "no_rerolls")
    assert not can_reroll(g, d)


@rulebook("2.0 §2.28")
def test_gem_morphing_blocks_gem_rerolls_but_not_gem_payments():
    g = ready()
    d = g.dreamers["tester"]
    d.gems = 2
    morph(g, "no_gem_rerolls")
    from game.rules.etherfields.paying import can_reroll
    assert not can_reroll(g, d)


@rulebook("2.0 §2.36", "2.0 §2.28")
def test_poisoned_entity_gains_no_morphing():
    g = ready()
    g.states[g.entities[0]["id"]] = "poisoned"
    before = list(g.morphings)
    g.push({"op": "add_morphing", "count": 1})
    g.run()
    assert g.morphings == before


@rulebook("EN p.16 MORPHINGS")
def test_no_morphing_without_an_entity():
    g = ready()
    g.entities.clear()
    g.push({"op": "add_morphing", "count": 2})
    g.run()
    assert g.morphings == []


@rulebook("EN p.16 MORPHINGS")
def test_last_entity_leaving_discards_its_morphings():
    g = ready()
    morph(g, "distress_plus1")
    g.push({"op": "remove_entity", "figure": g.entities[0]["id"]})
    g.run()
    assert g.morphings == [] and len(g.morphing_bag) == 12


@rulebook("EN p.17 STATE TOKENS", "EN p.8 LACK OF COMPONENTS", "2.0 §2.9", "EN p.2 COMPONENTS", "2.0 §2.1")
def test_state_needs_a_free_token_side():
    g = ready()
    for i in range(3):
        g.push({"op": "place_state", "figure": f"x{i}", "state": "poisoned"})
    g.run()
    assert list(g.states.values()).count("poisoned") == 2  # only two tokens show Poisoned
    g.push({"op": "place_state", "figure": "y", "state": "dazed"})
    g.run()
    assert "y" not in g.states  # Dazed shares those tokens


@rulebook("EN p.9 LIMIT OF MINIATURES AND ENTITY TOKENS PER SPACE", "2.0 §2.8", "EN p.6 BASIC RULES", "2.0 §2.4")
def test_entity_push_out_of_a_full_space_asks_who_and_where():
    content = make_content(turn_steps=("movement",))
    content.dice = {"movement": Die(id="movement", name="Movement", faces=("full",) * 6)}
    g = new(("tester", "helper"), content=content, dreamscape_text="S . . .\n. . . .")
    settle(g)
    for who in ("tester", "helper"):
        g.dreamers[who].pos = (2, 0)
    g.entities.append({"id": "e2", "tile": "wisp", "pos": (2, 0)})
    g.entities.append({"id": "e3", "tile": "wisp", "pos": (2, 0)})
    all_draw(g)
    g.apply(Action.make("pass", dreamer="tester"))
    g.apply(Action.make("pass", dreamer="helper"))
    # e2, e3 share a space with Dreamers and stay; entity1 hunts one of the two
    # equally close Dreamers (the players choose) and reaches the full space.
    assert g.pending.prompt.endswith("which Dreamer is hunted?") and g.pending_about() == "entity1"
    g.apply(g.pending.options[0])
    assert g.pending is not None and "pushed" in g.pending.prompt
    g.apply(g.pending.options[0])
    assert g.pending is not None and "Where" in g.pending.prompt
    where = g.pending.options[0]["pos"]
    pushed = [e for e in g.apply(g.pending.options[0]) if e.kind == "pushed"]
    # from where it stood to where it goes: the table glides it across
    assert [e.data["path"] for e in pushed] == [[[2, 0], list(where)]]
    settle(g)
    assert sum(1 for d in g.dreamers.values() if d.pos == (2, 0)) == 1
    assert g.entities[0]["pos"] == (2, 0)


@rulebook("EN p.9 LIMIT OF MINIATURES AND ENTITY TOKENS PER SPACE", "2.0 §2.8")
def test_big_entity_pushes_everyone_and_stops():
    content = make_content(turn_steps=("movement",))
    wisp = content.slumber_tiles["wisp"]
    content.slumber_tiles["wisp"] = replace(wisp, entity=replace(wisp.entity, big=True))
    content.dice = {"movement": Die(id="movement", name="Movement", faces=("full",) * 6)}
    g = new(("tester", "helper"), content=content, dreamscape_text="S . . . E")
    settle(g)
    g.dreamers["tester"].pos = (4, 0)
    g.dreamers["helper"].pos = (1, 0)  # alone: a normal Entity could not push her
    all_draw(g)
    g.apply(Action.make("pass", dreamer="tester"))
    g.apply(Action.make("pass", dreamer="helper"))
    assert "Where" in g.pending.prompt  # the Big Entity pushes her aside
    assert sorted(o["pos"] for o in g.pending.options) == [(0, 0), (2, 0)]
    g.apply(next(o for o in g.pending.options if o["pos"] == (2, 0)))
    settle(g)
    assert g.entities[0]["pos"] == (1, 0)  # and its move ends there
    assert g.dreamers["helper"].pos == (2, 0)


def gem_and_flying_game():
    content = make_content()
    content.map_tiles = {"t": MapTile(id="t", name="T", spaces=[
        {"features": ["entrance", "gem_slot"],
         "gem_action": {"name": "Glow", "effect": [{"op": "gain_ether", "amount": 1, "target": "self"}]}},
        {}, {"features": ["spawn"], "spawn_suit": "hearts"},
        {"walls": ["N", "W"], "flying_rule": {"name": "Far Call", "cost": {"awareness": 1},
                                               "effect": [{"op": "gain_key", "amount": 1}]}}])}
    g = new(("tester",), content=content, map=[{"tile": "t", "at": "A1"}])
    settle(g)
    all_draw(g)
    return g


@rulebook("EN p.16 OTHER DREAMSCAPE ICONS", "2.0 §2.7")
def test_a_gem_in_its_slot_switches_the_effect_on_for_free_and_taking_it_back_switches_it_off():
    g = gem_and_flying_game()
    d = g.dreamers["tester"]
    d.pos, d.gems = (0, 0), 1
    with pytest.raises(IllegalAction, match="Gem slot is empty"):
        g.apply(Action.make("map_action", dreamer="tester", space=[0, 0], index="gem", pay=[]))
    g.apply(Action.make("place_gem", dreamer="tester", space=[0, 0]))
    assert d.gems == 0 and g.pool("gem") == 5  # the Gem is on the board, not back in the supply
    g.apply(Action.make("map_action", dreamer="tester", space=[0, 0], index="gem", pay=[]))
    assert d.ether == 1  # no cost beyond the Gem (2.0)
    g.apply(Action.make("take_gem", dreamer="tester", space=[0, 0]))
    assert d.gems == 1
    assert Action.make("map_action", dreamer="tester", space=[0, 0], index="gem", pay=[]) not in g.legal_actions()


@rulebook("EN p.16 OTHER DREAMSCAPE ICONS", "2.0 §2.7")
def test_a_flying_rule_action_is_used_from_any_range():
    g = gem_and_flying_game()
    d = g.dreamers["tester"]
    d.pos = (0, 0)
    d.hand = ["a1"]
    far = (1, 1)  # walled off entirely: a Flying rule belongs to the whole Dreamscape, not its space
    assert g.dreamscape.distance(d.pos, far) is None
    g.apply(Action.make("map_action", dreamer="tester", space=list(far), index="flying", pay=["a1"]))
    assert g.team.keys == 1


@rulebook("EN p.16 TERRAIN SYMBOLS AND TERRAIN TOKENS", "2.0 §2.7")
def test_terrain_tokens_the_second_terrain_in_a_space_is_ignored_and_the_box_holds_eight():
    from game.rules.etherfields.effects import terrain_at
    g = ready()
    d = g.dreamers["tester"]
    d.pos = (1, 0)
    assert terrain_at(g, d.pos) is None
    g.push({"op": "effect", "ops": [{"op": "place_token", "token": "terrain_water", "where": "self"},
                                   {"op": "place_token", "token": "terrain_light", "where": "self"}],
            "ctx": {"dreamer": "tester"}})
    g.run()
    assert terrain_at(g, d.pos) == "water"  # the Light laid second is ignored
    d.pos = (2, 0)
    g.push({"op": "effect", "ops": [{"op": "place_token", "token": "terrain_swamp", "where": "self", "count": 9}],
            "ctx": {"dreamer": "tester"}})
    g.run()
    assert sum(1 for t in g.tokens if t["token"].startswith("terrain_")) == 8  # 8 in the box, no more
    g.push({"op": "effect", "ops": [{"op": "discard_token", "token": "terrain_swamp", "where": "any", "count": 6}],
            "ctx": {"dreamer": "tester"}})
    g.run()
    assert sum(1 for t in g.tokens if t["token"] == "terrain_swamp") == 0


@rulebook("EN p.10 TURN DECK", "2.0 §2.26")
def test_the_log_says_what_each_entity_effect_did():
    """The Dreamscape Phase's log names each effect with what it does, read
    from the tile (QA saw only "The Nightlight Moth: special effect.")."""
    from game import i18n
    from game.content.models import EntityEffects
    content = make_content(turn_steps=("morphing", "basic", "special"))
    wisp = content.slumber_tiles["wisp"]
    content.slumber_tiles["wisp"] = replace(wisp, effects=EntityEffects(
        morphing=({"op": "add_morphing", "count": 2},),
        basic=({"op": "suffer_distress", "amount": 1, "target": "each_in_range", "range": 1},),
        special=({"op": "lose_hours", "amount": 1}, {"op": "seal", "amount": 1, "target": "each_in_range", "range": 0})))
    g = ready(("tester", "helper"), content=content)
    all_draw(g)
    all_pass(g)
    said = [line for line in g.log if "effect" in line]
    assert said == ["The Wisp's morphing effect: it gains 2 Morphings.",
                    "The Wisp's basic effect: each Dreamer within 1 of it suffers 1 Distress.",
                    "The Wisp's special effect: the Team loses 1 Hour and each Dreamer on its space Seals 1 card."]
    assert g.hours == HOURS_BY_DREAMERS[2] - 1  # the words are what happened
    i18n.set_language("zh")  # conftest sets English back
    assert i18n.tr(said[2].replace("The Wisp", "The Drowned Bell")) == \
        "沉没之钟的特殊效果：小队失去 1 小时、与它同格的每名入梦者封印 1 张牌。"

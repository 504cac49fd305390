"""Lucidity: Six-Sided Nightmares, the rulebook's rules through the public API."""
import pytest

from game.rules.core import Action, IllegalAction
from game.rules.lucidity import Game, describe, new_game
from game.rules.lucidity.setup_data import COLOURS
from tests.lucidity_fixture import CONTENT, content, die_of, kinds, only, scenario


def act(kind, **args):
    return Action.make(kind, **args)


def resolve_all(g):
    """Resolve the tray in the first legal order (answering nothing else)."""
    while g.phase == "resolve" and g.pend is None and g.tray:
        g.apply(next(a for a in g.legal_actions() if a.kind == "resolve"))


def unchanged_after_illegal(g, action):
    before = g.to_data()
    with pytest.raises(IllegalAction) as err:
        g.apply(action)
    assert g.to_data() == before
    assert err.value.reason.endswith(".") and len(err.value.reason.split()) >= 4  # a sentence
    return err.value.reason


# -- set-up ----------------------------------------------------------------------

def test_setup_puts_eighty_dice_twenty_per_colour_in_the_bag_and_four_nightmares_out():
    g = new_game(CONTENT, {"players": 3}, 5)
    assert len(g.bag) == 80 and g.dice_count() == 80
    for c in COLOURS:
        assert sum(1 for d in g.bag if COLOURS[d // 20] == c) == 20
    assert {n["id"] for n in g.nightmares.values()} == {"depths", "envy", "imprisonment", "primeval_fear"}
    assert g.nightmares["red"]["id"] == "primeval_fear" and g.nightmares["yellow"]["id"] == "imprisonment"
    assert g.nightmares["green"]["id"] == "envy" and g.nightmares["blue"]["id"] == "depths"
    assert [s["status"] for s in g.seats] == ["dreamer"] * 3
    assert g.actor() == 0 and kinds(g) == {"choose_track"}


def test_two_to_four_seats_and_the_solo_game_but_not_five():
    for n in (1, 2, 3, 4):
        assert len(new_game(CONTENT, {"players": n}).seats) == n
    with pytest.raises(ValueError):
        new_game(CONTENT, {"players": 5})


def test_temptation_replaces_envy_or_primeval_fear_only():
    g = new_game(CONTENT, {"players": 2, "temptation": "envy"})
    assert g.nightmares["green"]["id"] == "temptation" and g.nightmares["red"]["id"] == "primeval_fear"
    g = new_game(CONTENT, {"players": 2, "temptation": "primeval_fear"})
    assert g.nightmares["red"]["id"] == "temptation" and g.nightmares["green"]["id"] == "envy"
    with pytest.raises(ValueError):
        new_game(CONTENT, {"players": 2, "temptation": "depths"})


# -- a Dreamer's turn ---------------------------------------------------------------

def test_draw_the_number_under_the_marker_return_two_and_roll_the_rest():
    g = new_game(CONTENT, {"players": 2}, 3)
    g.apply(act("choose_track", track="deep"))
    n = CONTENT["sleep_tracks"]["deep"][0]
    assert g.legal_actions()[0] == act("draw", count=n)
    events = g.apply(act("draw", count=n))
    assert len(g.drawn) == n and events[0].reveals and len(g.bag) == 80 - n
    reason = unchanged_after_illegal(g, act("return_dreams", dice=g.drawn[:1]))
    assert "two" in reason
    back = g.drawn[:2]
    g.apply(act("return_dreams", dice=back))
    assert len(g.tray) == n - 2 and all(d in g.bag for d in back)
    for d in g.tray:  # every rolled die shows one of its colour's faces, and the event says which
        assert g.faces[d] in CONTENT["faces"][COLOURS[d // 20]]


def test_rolled_event_names_the_face_each_die_lands_on():
    g = new_game(CONTENT, {"players": 2}, 9)
    g.apply(act("choose_track", track="light"))
    g.apply(g.legal_actions()[0])
    events = g.apply(g.legal_actions()[0])
    rolled = next(e for e in events if e.kind == "rolled")
    assert rolled.reveals and {d["id"]: d["face"] for d in rolled.data["dice"]} == {d: g.faces[d] for d in g.tray}


def test_resolution_order_power_then_hunt_then_exhaust_then_shadows():
    g = scenario(3, tray=[("red", "hunt"), ("green", "power"), ("yellow", "exhaust"), ("yellow", "shadow")])
    hunt = next(d for d in g.tray if g.faces[d] == "hunt")
    reason = unchanged_after_illegal(g, act("resolve", die=hunt, row="hunt"))
    assert "Power, Hunt, Exhaust" in reason
    order = []
    while g.tray:
        (a,) = [a for a in g.legal_actions() if a.kind == "resolve"]
        order.append(a["row"])
        g.apply(a)
    assert order == ["power", "hunt", "exhaust", "yellow"]


def test_a_die_must_go_to_its_own_row():
    g = scenario(3, tray=[("green", "power")])
    reason = unchanged_after_illegal(g, act("resolve", die=g.tray[0], row="hunt"))
    assert "power row" in reason


def test_a_double_power_counts_as_two():
    g = scenario(2, rows={0: {"power": [("red", "power2"), ("green", "power"), ("blue", "power")]}})
    assert g.power(0) == 4


def test_press_your_luck_at_most_twice_then_rest():
    g = new_game(content(faces=only("power")), {"players": 2}, 4)
    g.apply(act("choose_track", track="light"))
    for step in range(3):
        g.apply(g.legal_actions()[0])           # draw
        g.apply(g.legal_actions()[0])           # return two
        resolve_all(g)
        assert g.phase == "rest"
        if step < 2:
            g.apply(act("dream_again"))
            assert g.step == step + 1
    assert "dream_again" not in kinds(g)
    assert "end of your sleep track" in unchanged_after_illegal(g, act("dream_again"))
    light = CONTENT["sleep_tracks"]["light"]
    assert g.power(0) == sum(n - 2 for n in light)
    g.apply(act("rest"))
    assert g.current == 1 and g.phase == "track"


def test_rest_returns_one_dream_or_all_but_power_stays():
    rows = {0: {"hunt": [("red", "hunt"), ("blue", "hunt")], "exhaust": [("yellow", "exhaust")],
                "power": [("green", "power")]}}
    g = scenario(3, rows=rows, phase="rest")
    one = g.seats[0]["rows"]["hunt"][0]
    g.apply(act("rest", dream=one))
    assert one in g.bag and len(g.seats[0]["rows"]["hunt"]) == 1 and len(g.seats[0]["rows"]["exhaust"]) == 1
    g = scenario(3, rows=rows, phase="rest")
    g.apply(act("rest", dream="all"))
    r = g.seats[0]["rows"]
    assert r["hunt"] == [] and r["exhaust"] == [] and len(r["power"]) == 1 and g.dice_count() == 80


# -- filled rows ----------------------------------------------------------------------

def test_four_hunt_eliminate_and_every_dream_goes_back_to_the_bag():
    g = scenario(3, rows={0: {"hunt": [("red", "hunt")] * 3, "power": [("green", "power")]}}, tray=[("red", "hunt")])
    events = g.apply(g.legal_actions()[0])
    assert any(e.kind == "eliminated" for e in events)
    assert g.seats[0]["status"] == "eliminated" and len(g.bag) == 80
    assert g.current == 1 and g.phase == "track"


def test_three_exhaust_exhaust_you_lose_power_of_a_drawn_colour_and_must_rest():
    power = [(c, "power") for c in COLOURS for _ in range(2)]
    g = scenario(3, rows={0: {"exhaust": [("yellow", "exhaust")] * 2, "power": power}}, tray=[("yellow", "exhaust")])
    events = g.apply(g.legal_actions()[0])
    ex = next(e for e in events if e.kind == "exhausted")
    lost_colour = ex.data["drawn"][0]["colour"]
    left = [COLOURS[d // 20] for d in g.seats[0]["rows"]["power"]]
    assert lost_colour not in left and len(left) == 6 and g.power(0) == 6
    assert kinds(g) == {"rest"} and g.dice_count() == 80
    assert "exhausted" in unchanged_after_illegal(g, act("dream_again"))


def test_three_shadows_of_a_colour_make_a_nightmare_who_keeps_power_and_takes_the_card():
    g = scenario(3, rows={0: {"yellow": [("yellow", "shadow")] * 2, "power": [("red", "power")],
                              "hunt": [("blue", "hunt")]}},
                 tray=[("yellow", "shadow")], cards={"yellow": [("yellow", "power"), ("yellow", "power2")]})
    events = g.apply(g.legal_actions()[0])
    assert any(e.kind == "became_nightmare" for e in events)
    me = g.seats[0]
    assert me["status"] == "nightmare" and me["colour"] == "yellow"
    assert g.power(0) == 1 + 1 + 2 and g.cards["yellow"] == []
    assert all(me["rows"][r] == [] for r in ("hunt", "exhaust") + COLOURS)
    assert g.current == 1 and g.dice_count() == 80  # the turn ends


def test_a_two_player_game_needs_four_shadows():
    g = scenario(2, rows={0: {"yellow": [("yellow", "shadow")] * 2}}, tray=[("yellow", "shadow")])
    g.apply(g.legal_actions()[0])
    assert g.seats[0]["status"] == "dreamer" and g.phase == "rest"
    g = scenario(2, rows={0: {"yellow": [("yellow", "shadow")] * 3}}, tray=[("yellow", "shadow")])
    g.apply(g.legal_actions()[0])
    assert g.seats[0]["status"] == "nightmare"


def test_tied_shadow_rows_let_the_player_choose():
    g = scenario(3, rows={0: {"yellow": [("yellow", "shadow")] * 2, "red": [("red", "shadow")] * 3}},
                 tray=[("yellow", "shadow")])
    g.apply(g.legal_actions()[0])
    assert g.pending.chooser == "p1" and {a["colour"] for a in g.legal_actions()} == {"yellow", "red"}
    g.apply(act("become", colour="red"))
    assert g.seats[0]["colour"] == "red" and g.current == 1


def test_a_nightmare_card_already_claimed_cannot_be_claimed_again():
    # The red Nightmare takes red Shadows, so a Dreamer's red row cannot grow past it.
    g = scenario(3, rows={0: {"red": [("red", "shadow")] * 2}}, tray=[("red", "shadow")], nightmares={1: "red"})
    g.apply(g.legal_actions()[0])
    assert len(g.seats[0]["rows"]["red"]) == 2 and g.seats[0]["status"] == "dreamer"
    assert g.power(1) == 1


# -- rerolls ----------------------------------------------------------------------------

def test_a_reroll_is_paid_with_power_of_the_same_colour_which_feeds_its_nightmare():
    g = scenario(3, rows={0: {"power": [("red", "power"), ("green", "power")]}}, tray=[("red", "hunt")])
    red_pay = die_of(g, "red", g.seats[0]["rows"]["power"])
    green_pay = die_of(g, "green", g.seats[0]["rows"]["power"])
    assert "same colour" in unchanged_after_illegal(g, act("reroll", pay=green_pay, dice=list(g.tray)))
    events = g.apply(act("reroll", pay=red_pay, dice=list(g.tray)))
    assert g.cards["red"] == [red_pay] and g.power(0) == 1
    assert events[0].kind == "rerolled" and events[0].reveals


def test_power_spent_on_a_claimed_nightmare_goes_back_to_the_bag():
    g = scenario(3, rows={0: {"power": [("red", "power")]}}, tray=[("red", "hunt")], nightmares={2: "red"})
    pay = g.seats[0]["rows"]["power"][0]
    g.apply(act("reroll", pay=pay, dice=list(g.tray)))
    assert pay in g.bag and g.cards["red"] == []


# -- Shadow effects -------------------------------------------------------------------------

def test_depths_shadow_draws_a_dream_that_must_be_resolved_first_unless_a_shadow():
    c = content(faces={"blue": ["shadow"] * 6, "yellow": ["shadow"] * 6, "red": ["hunt"] * 6})
    g = scenario(3, tray=[("blue", "shadow"), ("yellow", "shadow")], content_=c, bag_only=("red",))
    blue = die_of(g, "blue", g.tray)
    g.apply(act("resolve", die=blue, row="blue"))
    drawn = [d for d in g.tray if COLOURS[d // 20] == "red"]
    assert len(drawn) == 1 and g.faces[drawn[0]] == "hunt"
    assert [a["die"] for a in g.legal_actions() if a.kind == "resolve"] == drawn
    g = scenario(3, tray=[("blue", "shadow"), ("yellow", "shadow")], content_=c, bag_only=("yellow",))
    g.apply(act("resolve", die=die_of(g, "blue", g.tray), row="blue"))
    assert len([a for a in g.legal_actions() if a.kind == "resolve"]) == 2  # a Shadow waits with the others


def test_envy_shadow_the_next_player_picks_a_dream_you_must_reroll():
    g = scenario(3, rows={0: {"power": [("red", "power2")], "green": [("green", "shadow")]}},
                 tray=[("green", "shadow")])
    g.apply(g.legal_actions()[0])
    assert g.pending.chooser == "p2" and g.actor() == 1
    picks = [a["die"] for a in g.legal_actions()]
    assert picks == g.seats[0]["rows"]["power"]  # never a Shadow of Envy
    target = picks[0]
    g.apply(act("envy_pick", die=target))
    assert target in g.tray and g.power(0) == 0


def test_imprisonment_shadow_turns_an_exhaust_on_its_side_which_fills_two_spaces():
    g = scenario(3, rows={0: {"exhaust": [("red", "exhaust")] * 2}}, tray=[("yellow", "shadow")])
    events = g.apply(g.legal_actions()[0])
    assert any(e.kind == "rotated" for e in events)
    assert g.exhaust_count(0) == 1 + CONTENT["rotated_exhaust_counts"]
    assert any(e.kind == "exhausted" for e in events) and kinds(g) == {"rest"}


def test_primeval_fear_shadow_may_move_a_shadow_to_the_hunt_row():
    g = scenario(3, rows={0: {"green": [("green", "shadow")] * 2}}, tray=[("red", "shadow")])
    g.apply(g.legal_actions()[0])
    assert g.pending.chooser == "p1" and act("decline") in g.legal_actions()
    green = g.seats[0]["rows"]["green"][0]
    g.apply(act("fear_move", die=green))
    assert g.seats[0]["rows"]["hunt"] == [green] and len(g.seats[0]["rows"]["green"]) == 1
    assert g.faces[green] == "shadow"  # moved, not turned


# -- Nightmares -------------------------------------------------------------------------------

def test_a_nightmare_consumes_a_power_of_its_colour_from_any_player():
    g = scenario(3, rows={0: {"power": [("red", "power2"), ("green", "power")]}, 2: {"power": [("red", "power")]}},
                 nightmares={1: "red"}, phase="nightmare", current=1)
    consume = [a for a in g.legal_actions() if a.kind == "consume"]
    assert {COLOURS[a["die"] // 20] for a in consume} == {"red"} and len(consume) == 2
    two = next(a for a in consume if g.faces[a["die"]] == "power2")
    g.apply(two)
    assert g.power(1) == 2 and g.power(0) == 1 and g.current == 2


def test_send_minions_draws_two_returns_one_and_the_dreamer_resolves_the_other():
    g = scenario(3, nightmares={1: "blue"}, phase="nightmare", current=1, content_=content(faces=only("hunt")))
    g.apply(act("send_minions"))
    assert g.pending.chooser == "p2" and len(g.drawn) == 2
    give = next(a for a in g.legal_actions() if a["to"] == "p3")
    g.apply(give)
    assert g.actor() == 2 and g.tray == [give["give"]] and len(g.bag) == 79
    g.apply(g.legal_actions()[0])
    assert g.seats[2]["rows"]["hunt"] == [give["give"]]
    assert g.current == 2 and g.phase == "track"  # the Nightmare's turn is over; p3 plays next


def test_a_nightmare_takes_the_shadows_of_its_colour_as_power_and_may_use_its_ability():
    g = scenario(3, tray=[("blue", "shadow")], nightmares={1: "blue"})
    die = g.tray[0]
    g.apply(g.legal_actions()[0])
    assert die in g.seats[1]["rows"]["power"] and g.faces[die] == "power"
    assert g.pending.chooser == "p2" and {a.kind for a in g.legal_actions()} == {"ability", "decline"}
    g.apply(act("ability", use=True))  # the undertow: p1 draws and rolls one more dream
    assert len(g.tray) == 1 or g.phase == "rest"


# -- the end ------------------------------------------------------------------------------------

def _play_first(g, until):
    while not until(g):
        g.apply(g.legal_actions()[0])


def test_fifteen_power_gives_every_other_dreamer_a_final_turn():
    g = scenario(3, rows={0: {"power": [("red", "power2")] * 7 + [("green", "power")]}}, phase="rest",
                 content_=content(faces=only("power")))
    assert g.power(0) == 15
    events = g.apply(act("rest"))
    assert any(e.kind == "final_turns" for e in events) and g.current == 1
    turns = []
    while g.outcome is None:
        turns.append(g.current)
        g.apply(g.legal_actions()[0])
    assert sorted(set(turns)) == [1, 2]
    assert g.outcome["winners"] == ["p1"] and g.outcome["power"]["p1"] == 15


def test_an_empty_bag_ends_the_game_after_the_current_turn():
    g = scenario(2, phase="track", content_=content(faces=only("power")), bag_size=3)
    g.apply(act("choose_track", track="light"))
    events = g.apply(act("draw", count=3))
    assert any(e.kind == "bag_empty" for e in events)
    assert g.phase == "resolve" and len(g.tray) == 3  # nothing to return into an empty bag: roll them all
    resolve_all(g)
    assert kinds(g) == {"rest"}
    g.apply(act("rest"))
    assert g.outcome is not None and g.outcome["winners"] == ["p1"]


def test_no_dreamers_left_ends_the_game_at_once_and_the_strongest_nightmare_wins():
    g = scenario(2, rows={0: {"hunt": [("red", "hunt")] * 3, "power": [("red", "power")] * 5},
                          1: {"power": [("blue", "power")]}},
                 tray=[("red", "hunt")], nightmares={1: "blue"})
    g.apply(g.legal_actions()[0])
    assert g.outcome["winners"] == ["p2"] and g.legal_actions() == []


# -- the Worst Case rule -------------------------------------------------------------------------

def test_worst_case_too_many_drawn_the_next_player_sends_the_excess_back():
    g = new_game(CONTENT, {"players": 3}, 2)
    g.apply(act("choose_track", track="light"))
    n = CONTENT["sleep_tracks"]["light"][0]
    assert "one too many" in describe(g, act("draw", count=n + 1))
    g.apply(act("draw", count=n + 1))
    assert g.pending.chooser == "p2" and len(g.legal_actions()) == n + 1
    pick = g.legal_actions()[0]["die"]
    g.apply(g.legal_actions()[0])
    assert pick in g.bag and len(g.drawn) == n and g.phase == "select"


def test_worst_case_too_many_returned_the_next_player_picks_the_replacements():
    g = new_game(CONTENT, {"players": 3}, 2)
    g.apply(act("choose_track", track="light"))
    g.apply(act("draw", count=3))
    g.apply(act("return_dreams", dice=list(g.drawn)))
    assert g.pending.chooser == "p2" and {a["colour"] for a in g.legal_actions()} == set(COLOURS)
    g.apply(act("replace", colour="blue"))
    assert len(g.tray) == 1 and COLOURS[g.tray[0] // 20] == "blue" and g.phase == "resolve"


# -- the solo variant (ours) ------------------------------------------------------------------------

def test_solo_the_nightmares_gather_dreams_and_send_minions_between_turns():
    c = content(faces=only("power"))
    g = new_game(c, {"players": 1}, 8)
    _play_first(g, lambda g: g.phase == "rest")
    events = g.apply(act("rest"))
    night = next(e for e in events if e.kind == "night")
    assert len(night.data["dice"]) == c["solo"]["night_draws"]
    assert sum(len(v) for v in g.cards.values()) == c["solo"]["night_draws"]
    assert len(g.tray) == c["solo"]["minions"] and g.phase == "resolve"
    _play_first(g, lambda g: g.outcome is not None)
    assert g.outcome["winners"] == ["p1"] and g.power(0) >= c["solo"]["goal"]


def test_solo_is_lost_when_hunted_down():
    g = scenario(1, rows={0: {"hunt": [("red", "hunt")] * 3}}, tray=[("red", "hunt")])
    g.apply(g.legal_actions()[0])
    assert g.outcome["winners"] == []


# -- save, load, illegal moves -------------------------------------------------------------------------

def test_a_game_saved_in_the_middle_of_a_decision_continues_identically():
    g = scenario(3, rows={0: {"power": [("red", "power2"), ("blue", "power")], "green": [("green", "shadow")]}},
                 tray=[("green", "shadow"), ("red", "hunt")])
    while g.pend is None:
        g.apply(g.legal_actions()[-1] if g.legal_actions()[-1].kind == "resolve" else g.legal_actions()[0])
    copy = Game.from_data(g.to_data())
    assert copy.legal_actions() == g.legal_actions() and copy.pending.prompt == g.pending.prompt
    a = g.legal_actions()[0]
    assert [e.to_data() for e in copy.apply(a)] == [e.to_data() for e in g.apply(a)]
    assert copy.to_data() == g.to_data()


def test_moves_out_of_turn_are_refused_with_a_reason():
    g = new_game(CONTENT, {"players": 2}, 1)
    assert "choose track" in unchanged_after_illegal(g, act("dream_again"))
    g.apply(act("choose_track", track="light"))
    assert "number under your sleep marker" in unchanged_after_illegal(g, act("draw", count=1))


# -- the rulebook's numbers at their edges ---------------------------------------------------------

def test_three_hunt_do_not_eliminate_the_fourth_does():
    g = scenario(3, rows={0: {"hunt": [("red", "hunt")] * 2}}, tray=[("blue", "hunt")])
    g.apply(g.legal_actions()[0])
    assert g.seats[0]["status"] == "dreamer" and len(g.seats[0]["rows"]["hunt"]) == 3 and g.phase == "rest"


def test_two_exhaust_do_not_exhaust():
    g = scenario(3, rows={0: {"exhaust": [("yellow", "exhaust")]}}, tray=[("red", "exhaust")])
    events = g.apply(g.legal_actions()[0])
    assert not any(e.kind == "exhausted" for e in events) and "dream_again" in kinds(g)


def test_two_shadows_of_a_colour_are_safe_with_three_players():
    g = scenario(3, rows={0: {"blue": [("blue", "shadow")]}}, tray=[("blue", "shadow")],
                 content_=content(faces=only("power")))
    g.apply(g.legal_actions()[0])  # the Depths' Shadow draws one more dream (a Power here)
    resolve_all(g)
    assert len(g.seats[0]["rows"]["blue"]) == 2 and g.seats[0]["status"] == "dreamer" and g.phase == "rest"


def test_the_hunt_row_is_checked_before_the_exhaust_row():
    g = scenario(3, rows={0: {"hunt": [("red", "hunt")] * 3, "exhaust": [("yellow", "exhaust")] * 3}},
                 tray=[("blue", "hunt")])
    events = g.apply(g.legal_actions()[0])
    assert [e.kind for e in events if e.kind in ("eliminated", "exhausted")] == ["eliminated"]


def test_an_exhausted_dreamer_may_still_become_a_nightmare():
    g = scenario(3, rows={0: {"exhaust": [("yellow", "exhaust")] * 2, "blue": [("blue", "shadow")] * 2}},
                 tray=[("red", "exhaust"), ("blue", "shadow")], content_=content(faces=only("power")))
    events = []
    while g.tray:
        events += g.apply(next(a for a in g.legal_actions() if a.kind == "resolve"))
    assert [e.kind for e in events if e.kind in ("exhausted", "became_nightmare")] == ["exhausted", "became_nightmare"]
    assert g.seats[0]["status"] == "nightmare" and g.seats[0]["colour"] == "blue" and g.current == 1


def test_fourteen_power_does_not_end_the_game():
    g = scenario(3, rows={0: {"power": [("red", "power2")] * 7}}, phase="rest")
    assert g.power(0) == 14
    events = g.apply(act("rest"))
    assert not any(e.kind == "final_turns" for e in events) and g.outcome is None and g.current == 1


def test_final_turns_go_to_the_other_dreamers_only_not_to_nightmares_or_the_trigger():
    g = scenario(4, rows={1: {"power": [("red", "power2")] * 8}}, phase="rest", current=1,
                 nightmares={3: "blue"}, content_=content(faces=only("power")))
    g.apply(act("rest"))
    turns = []
    while g.outcome is None:
        if not turns or turns[-1] != g.current:
            turns.append(g.current)
        g.apply(g.legal_actions()[0])
    assert turns == [2, 0]  # clockwise from the trigger, skipping the Nightmare in seat 4
    assert g.outcome["winners"] == ["p2"]


def test_an_eliminated_player_is_still_the_next_player_who_chooses():
    g = scenario(3, rows={0: {"power": [("red", "power")]}}, tray=[("green", "shadow")])
    data = g.to_data()
    data["seats"][1]["status"] = "eliminated"
    g = Game.from_data(data)
    g.apply(g.legal_actions()[0])
    assert g.pending.chooser == "p2" and g.actor() == 1


def test_the_worst_case_rule_wraps_round_the_table():
    g = new_game(CONTENT, {"players": 3}, 6)
    data = g.to_data()
    data["current"] = data["resolver"] = 2
    g = Game.from_data(data)
    g.apply(act("choose_track", track="deep"))
    g.apply(act("draw", count=CONTENT["sleep_tracks"]["deep"][0] + 1))
    assert g.pending.chooser == "p1"


# -- each Nightmare's ability (the abilities are ours, provisional, in content/lucidity) ----------------

def test_the_depths_nightmare_does_not_take_other_faces_of_its_colour():
    g = scenario(3, tray=[("blue", "hunt")], nightmares={1: "blue"})
    die = g.tray[0]
    g.apply(g.legal_actions()[0])
    assert g.seats[0]["rows"]["hunt"] == [die] and g.power(1) == 0


def test_envy_nightmare_covets_a_dream_which_the_dreamer_rerolls():
    g = scenario(3, rows={0: {"power": [("blue", "power")]}}, tray=[("green", "shadow")], nightmares={2: "green"})
    g.apply(g.legal_actions()[0])
    assert g.pending.chooser == "p3" and g.power(2) == 1
    target = g.seats[0]["rows"]["power"][0]
    g.apply(act("ability", die=target))
    assert target in g.tray and g.power(0) == 0


def test_imprisonment_nightmare_shackles_the_dreamer_who_must_rest():
    g = scenario(3, tray=[("yellow", "shadow")], nightmares={1: "yellow"})
    g.apply(g.legal_actions()[0])
    g.apply(act("ability", use=True))
    assert g.phase == "rest" and "dream_again" not in kinds(g)
    assert "Imprisonment" in unchanged_after_illegal(g, act("dream_again"))


def test_primeval_fear_nightmare_mauls_a_dream_into_the_hunt_row():
    g = scenario(3, rows={0: {"exhaust": [("yellow", "exhaust")]}}, tray=[("red", "shadow")], nightmares={1: "red"})
    ex = g.seats[0]["rows"]["exhaust"][0]
    g.apply(g.legal_actions()[0])
    assert {a["die"] for a in g.legal_actions() if a.kind == "ability"} == {ex}
    g.apply(act("ability", die=ex))
    assert g.seats[0]["rows"]["hunt"] == [ex] and g.seats[0]["rows"]["exhaust"] == []


def test_a_nightmare_may_decline_its_ability():
    g = scenario(3, rows={0: {"exhaust": [("yellow", "exhaust")]}}, tray=[("red", "shadow")], nightmares={1: "red"})
    g.apply(g.legal_actions()[0])
    g.apply(act("decline"))
    assert len(g.seats[0]["rows"]["exhaust"]) == 1 and g.power(1) == 1 and g.phase == "rest"


@pytest.mark.parametrize("replaced, colour", [("envy", "green"), ("primeval_fear", "red")])
def test_temptation_gives_a_power_and_the_dreamer_must_dream_again(replaced, colour):
    g = scenario(3, rows={1: {"power": [(colour, "power")]}}, tray=[(colour, "shadow")],
                 nightmares={1: colour}, options={"temptation": replaced})
    assert g.nightmares[colour]["id"] == "temptation"
    g.apply(g.legal_actions()[0])
    gifts = [a for a in g.legal_actions() if a.kind == "ability"]
    assert g.pending.chooser == "p2" and len(gifts) == 2  # the old Power and the dream it just took
    g.apply(gifts[0])
    assert g.power(0) == 1 and g.power(1) == 1
    assert kinds(g) == {"dream_again"}
    assert "tempted" in unchanged_after_illegal(g, act("rest"))


def test_consume_power_takes_only_the_nightmares_colour_and_ends_the_turn():
    g = scenario(3, rows={0: {"power": [("blue", "power"), ("green", "power")]}}, nightmares={1: "yellow"},
                 phase="nightmare", current=1)
    assert kinds(g) == {"send_minions"}  # nothing yellow to consume
    reason = unchanged_after_illegal(g, act("consume", die=g.seats[0]["rows"]["power"][0]))
    assert "own colour" in reason

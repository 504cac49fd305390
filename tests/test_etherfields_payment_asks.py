"""Nothing is spent without the player's say (issues 31 and 40), played by
posted mouse events and keys on the first night's table with five Dreamers:
each test checks what reached the rules (the Action and its payment) and
what the bar or the payment panel drew."""
import pygame
import pytest

from game.rules.core import Action
from game.session import Session
from game.ui.app import App
from game.ui.etherfields.scenes import DreamscapeScene
from recording import recording

TEAM = ["gambler", "tough_guy", "specialist", "free_spirit", "lamplighter"]


def settle(session):
    g = session.game
    while g.pending is not None:
        assert session.apply(g.legal_actions()[0]).ok


def table(edition="2.0", **lone):
    """The tutorial Dream (or, given `slumber`, a lone Slumber), every Dreamer's
    hand drawn: the Card and Action step."""
    app = App((1280, 720), seed=4)
    session = Session.new(lone.pop("team", TEAM), 3, campaign=not lone, autosaves=False, edition=edition, **lone)
    settle(session)
    g = session.game
    for who in g.order:
        if g.phase == "draw":
            assert session.apply(Action.make("draw", dreamer=who)).ok
        settle(session)
    assert g.phase == "actions"
    scene = DreamscapeScene(app, session)
    app.push(scene)
    app.step()
    return app, scene


def post(app, kind, **data):
    pygame.event.post(pygame.event.Event(kind, **data))
    app.step()


def click(app, pos):
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=1)


def drag(app, start, end):
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for p in (((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), end):
        post(app, pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
    post(app, pygame.MOUSEBUTTONUP, pos=end, button=1)


def key(app, k):
    post(app, pygame.KEYDOWN, key=k, mod=0, unicode="")


def seen(app, gesture):
    """The strings drawn while the gesture is played and one frame after."""
    with recording() as drawn:
        gesture()
        app.step()
    return [d.text for d in drawn]


def act_as(app, scene, who):
    click(app, scene.board_rects()[who].center)
    assert scene.selected == who


def button(scene, label):
    """The button, once it has faded in (a button that has just appeared ignores clicks a moment)."""
    b = next(b for b in scene.buttons if b.label == label)
    for _ in range(60):
        if not hasattr(scene, "slots") or scene.slots.fresh(getattr(b, "key", ""), scene.clock) >= 1:
            break
        scene.app.step()
    return b


def pay_button(panel):
    return next(b for b in panel.buttons if b.label == "Pay and act")


def hand(scene, who, cards):
    """Give a Dreamer exactly these cards (test set-up: any copy from the deck)."""
    d = scene.game.dreamers[who]
    pool = d.hand + d.deck.cards
    chosen = []
    for name in cards:
        card = next(c for c in pool if c.split("#")[0] == name and c not in chosen)
        chosen.append(card)
    for c in list(d.hand):
        d.hand.remove(c)
        d.deck.cards.append(c)
    for c in chosen:
        if c in d.deck.cards:
            d.deck.remove(c)
        d.hand.append(c)
    return chosen


def space_with(g, name):
    return next(p for p, s in g.dreamscape.spaces.items() if any(m["name"] == name for m in s.map_actions))


# -- 31.1: Gain a Shining Gem with four cards in hand ---------------------------------------
def test_gaining_a_gem_with_four_cards_asks_which_three():
    app, scene = table()
    g = scene.game
    act_as(app, scene, "gambler")
    cards = list(g.dreamers["gambler"].hand)
    assert len(cards) == 4
    app.step()
    drawn = seen(app, lambda: click(app, button(scene, "Gain a Shining Gem (3 cards)").rect.center))
    panel = scene.paying
    assert panel is not None and scene.applied == [], "nothing is discarded before the player says which"
    assert "The Gambler pays for: Gain a Shining Gem (3 cards)" in drawn
    assert sorted(s for s, _ in panel.sources) == sorted(cards), "the hand's cards, no Item"
    assert len(panel.selected) == 3
    left_out = next(c for c in cards if c not in panel.selected)
    rects = dict(panel.card_rects)
    click(app, rects[panel.selected[0]].center)  # the player keeps this one...
    click(app, rects[left_out].center)  # ...and discards that one instead
    assert len(panel.selected) == 3 and left_out in panel.selected
    chosen = list(panel.selected)
    click(app, pay_button(panel).rect.center)
    assert scene.applied == [Action.make("gain_gem", dreamer="gambler", cards=chosen)]
    assert g.dreamers["gambler"].gems == 1
    assert [c for c in cards if c not in chosen] == g.dreamers["gambler"].hand


# -- 31.2 and 40.4: someone else's miniature ---------------------------------------------
def test_dragging_another_dreamers_miniature_says_the_switch_and_asks_the_payment():
    app, scene = table()
    g = scene.game
    act_as(app, scene, "tough_guy")
    who = "gambler"
    dest, move = next((p, a) for p, a in sorted(scene.moves_for(who).items())
                      if a.kind == "move" and g.dreamscape.distance(g.dreamers[who].pos, p) == 2)
    before = g.to_data()
    drawn = seen(app, lambda: drag(app, scene.figure_spots()[who][0], scene.space_rect(dest).center))
    assert scene.applied == [] and g.to_data() == before, "nothing spent by the drop itself"
    assert scene.selected == who
    assert "Now acting as The Gambler (no longer The Tough Guy)." in drawn, "the bar says who acts now"
    panel = scene.paying
    assert panel is not None and panel.action["dreamer"] == who
    assert any(t.startswith("The Gambler pays for: Move 2 spaces to ") for t in drawn)
    chosen = list(panel.selected)
    click(app, pay_button(panel).rect.center)
    assert scene.applied == [Action.from_data({**move.to_data(), "pay": chosen})]


def test_in_ordered_rounds_another_dreamers_miniature_is_refused_with_the_reason():
    app, scene = table(edition="first")
    g = scene.game
    assert g.options["play_order"] == "rounds"
    g.entering.clear()  # play has begun: nobody starts at another Entrance for free any more
    app.step()
    other = next(w for w in g.order if w != g.active)
    assert scene.selected == g.active
    start = scene.figure_spots()[other][0]
    if scene.miniature_at(start) != other:  # both on one space: the acting one is picked up first
        pytest.skip("the miniatures overlap at this seed")
    dest = next(p for p in g.dreamscape.spaces if g.dreamscape.distance(g.dreamers[other].pos, p) == 1)
    before = g.to_data()
    drawn = seen(app, lambda: drag(app, start, scene.space_rect(dest).center))
    assert g.to_data() == before and scene.applied == [] and scene.paying is None
    assert scene.selected == g.active, "the acting Dreamer does not change"
    reason = f"It is {g.name(g.active)}'s round; wait for yours."
    assert scene.message == reason and reason in drawn


def test_where_miniatures_crowd_a_space_the_acting_dreamers_is_picked_up():
    app, scene = table()
    g = scene.game
    act_as(app, scene, "tough_guy")
    g.dreamers["gambler"].pos = g.dreamers["tough_guy"].pos
    app.step()
    spots = scene.figure_spots()
    mine, theirs = spots["tough_guy"][0], spots["gambler"][0]
    between = ((mine[0] * 2 + theirs[0]) // 3, (mine[1] * 2 + theirs[1]) // 3)  # nearer the Tough Guy's
    post(app, pygame.MOUSEBUTTONDOWN, pos=between, button=1)
    assert scene.drag is not None and scene.drag.who == "tough_guy" and scene.selected == "tough_guy"
    post(app, pygame.MOUSEBUTTONUP, pos=between, button=1)
    assert scene.applied == []


# -- 31.3: a hand card dropped on an action button ------------------------------------------
def test_a_card_dropped_on_gain_a_gem_opens_the_panel_with_that_card_chosen():
    app, scene = table()
    g = scene.game
    act_as(app, scene, "gambler")
    card = g.dreamers["gambler"].hand[3]
    app.step()
    drag(app, dict(scene._hand_rects)[card].center, button(scene, "Gain a Shining Gem (3 cards)").rect.center)
    panel = scene.paying
    assert panel is not None and card in panel.selected and len(panel.selected) == 3
    chosen = list(panel.selected)
    click(app, pay_button(panel).rect.center)
    assert scene.applied == [Action.make("gain_gem", dreamer="gambler", cards=chosen)]


def test_a_card_dropped_on_a_button_that_takes_no_cards_says_so():
    app, scene = table()
    act_as(app, scene, "gambler")
    card = scene.game.dreamers["gambler"].hand[0]
    app.step()
    drawn = seen(app, lambda: drag(app, dict(scene._hand_rects)[card].center, button(scene, "Pass").rect.center))
    assert scene.applied == [] and scene.paying is None
    assert "Pass is not paid with cards: click it instead." in drawn


def at_the_red_lamp(who):
    """The tutorial table, this Dreamer acting on the Red Lamp's space (it costs 1 Wrath)."""
    app, scene = table()
    act_as(app, scene, who)
    red = space_with(scene.game, "Light the Red Lamp")
    scene.game.dreamers[who].pos = red
    return app, scene, scene.game, red


def test_a_card_that_pays_an_action_alone_pays_it_at_once():
    app, scene, g, red = at_the_red_lamp("gambler")
    wrath = next(c for c in g.dreamers["gambler"].hand if g.card(c).intent.get("wrath"))
    app.step()
    drag(app, dict(scene._hand_rects)[wrath].center, button(scene, "Light the Red Lamp").rect.center)
    assert scene.paying is None
    assert scene.applied == [Action.make("map_action", dreamer="gambler", space=list(red), index=0, pay=[wrath],
                                         colour="wrath")]
    assert g.team.keys == 1


def test_a_card_that_cannot_pay_is_refused_with_the_rules_reason():
    app, scene, g, red = at_the_red_lamp("specialist")
    hand(scene, "specialist", ["careful_hands", "measured_breath", "blueprint_of_sleep", "measured_breath"])
    g.team.items.remove("thornwood_cudgel")  # the Red Lamp is listed with a Wrath source: here the card has none
    g.dreamers["specialist"].hand.append(next(c for c in g.dreamers["gambler"].hand
                                              if g.card(c).intent.get("wrath")))
    app.step()
    card = g.dreamers["specialist"].hand[0]  # Cunning only
    before = g.to_data()
    drawn = seen(app, lambda: drag(app, dict(scene._hand_rects)[card].center,
                                   button(scene, "Light the Red Lamp").rect.center))
    assert g.to_data() == before and scene.paying is None and scene.applied == []
    assert scene.message and "Wrath" in scene.message and scene.message in drawn


# -- 40.5: the Team's Items and Hours -------------------------------------------------------
def test_an_item_is_spent_only_when_chosen_in_the_panel():
    app, scene = table()
    g = scene.game
    act_as(app, scene, "lamplighter")
    blue = space_with(g, "Light the Blue Lamp")
    g.dreamers["lamplighter"].pos = blue
    hand(scene, "lamplighter", ["long_shadow", "spark_in_the_dark", "long_shadow"])  # no Awareness in hand
    app.step()
    drawn = seen(app, lambda: click(app, button(scene, "Light the Blue Lamp").rect.center))
    panel = scene.paying
    assert scene.applied == [] and panel is not None, "the Team's Moth Lantern is not spent unasked"
    assert panel.selected == ["item:moth_lantern"] and "Item" in drawn
    assert "The Lamplighter pays for: Light the Blue Lamp" in drawn
    key(app, pygame.K_ESCAPE)
    assert scene.paying is None and "moth_lantern" in g.team.items and scene.applied == []


def test_an_effort_spends_the_teams_hours_only_when_confirmed():
    app, scene = table()
    g = scene.game
    act_as(app, scene, "gambler")
    hand(scene, "gambler", [])
    g.team.items.clear()
    g.hours = 3
    app.step()
    who = "gambler"
    g.entering.clear()  # play has begun: nobody starts at another Entrance for free any more
    efforts = [a for a in g.legal_actions_of("effort") if a["dreamer"] == who]
    dest = tuple(efforts[0]["to"])
    dist = g.dreamscape.distance(g.dreamers[who].pos, dest)
    drawn = seen(app, lambda: drag(app, scene.figure_spots()[who][0], scene.space_rect(dest).center))
    panel = scene.paying
    assert panel is not None and scene.applied == [] and g.hours == 3
    said = "It also spends: {n} Hour{s} of the Clock (the Team's).".format(n=dist, s="" if dist == 1 else "s")
    assert said in " ".join(drawn)
    click(app, pay_button(panel).rect.center)
    assert scene.applied == [Action.make("effort", dreamer=who, to=list(dest))] and g.hours == 3 - dist


def test_an_action_that_would_do_nothing_says_so_before_it_is_paid():
    """Sit on the Step costs the Team an Hour to heal 1 Distress: with none to heal, it says so first."""
    app, scene = table(slumber="slumber_lantern_hound", team=["gambler", "tough_guy"])
    g = scene.game
    step = space_with(g, "Sit on the Step")
    g.dreamers["gambler"].pos = step
    g.dreamers["gambler"].distress = 0
    hours = g.hours
    app.step()
    drawn = " ".join(seen(app, lambda: click(app, button(scene, "Sit on the Step").rect.center)))
    panel = scene.paying
    assert panel is not None and scene.applied == [] and g.hours == hours
    assert "The Gambler pays for: Sit on the Step" in drawn
    assert "It also spends: 1 Hour of the Clock (the Team's)." in drawn
    assert "The Gambler has no Distress to heal: this would only spend its cost." in drawn
    key(app, pygame.K_ESCAPE)
    assert g.hours == hours and scene.message == "Nothing was spent." and scene.applied == []
    g.dreamers["gambler"].distress = 2  # with Distress to heal it is still asked (the Hour is the Team's)
    click(app, button(scene, "Sit on the Step").rect.center)
    assert scene.paying is not None and not scene.paying.notes[1:]
    click(app, pay_button(scene.paying).rect.center)
    assert scene.applied == [Action.make("map_action", dreamer="gambler", space=list(step), index=0, pay=[])]
    assert g.hours == hours - 1 and g.dreamers["gambler"].distress == 1


def hound_table():
    """A lone Slumber with the Lantern Hound (Assault: 6 Wrath), the Tough Guy beside it."""
    app, scene = table(slumber="slumber_lantern_hound", team=["tough_guy", "gambler"])
    g = scene.game
    g.entering.clear()
    hound = tuple(g.entities[0]["pos"])
    d = g.dreamers["tough_guy"]
    d.pos = next(p for p in g.dreamscape.spaces if g.dreamscape.distance(hound, p) == 1
                 and not any(tuple(o.pos) == p for o in g.figures()))
    return app, scene


def test_an_assault_of_five_sources_is_asked_before_anything_is_spent():
    app, scene = hound_table()
    g = scene.game
    hand(scene, "tough_guy", ["clenched_fist"] * 4 + ["heavy_stride"])
    app.step()
    assault = button(scene, next(b.label for b in scene.buttons if b.label.startswith("Assault")))
    before = g.to_data()
    drawn = seen(app, lambda: click(app, assault.rect.center))
    panel = scene.paying
    assert panel is not None and scene.applied == [] and g.to_data() == before
    assert any(t.startswith("The Tough Guy pays for: Assault (5 cards)") for t in drawn)
    assert "item:thornwood_cudgel" in panel.selected, "4 Wrath in hand: the Cudgel's 2 are needed, and shown"
    chosen = list(panel.selected)
    click(app, pay_button(panel).rect.center)
    assert scene.applied[-1].kind == "interact" and sorted(scene.applied[-1]["pay"]) == sorted(chosen)


def test_the_default_payment_keeps_the_wrath_the_assault_needs():
    app, scene = hound_table()
    g = scene.game
    fists = hand(scene, "tough_guy", ["clenched_fist"] * 4 + ["heavy_stride"])
    stride = fists.pop()
    app.step()
    here = g.dreamers["tough_guy"].pos
    dest = next(p for p, a in sorted(scene.moves_for("tough_guy").items())
                if a.kind == "move" and g.dreamscape.distance(here, p) == 1)
    drag(app, scene.figure_spots()["tough_guy"][0], scene.space_rect(dest).center)
    assert scene.paying is not None and scene.paying.selected == [stride], \
        "the Move is paid with the Cunning card; the Wrath stays for the Assault"
    click(app, pay_button(scene.paying).rect.center)
    assert scene.applied[-1]["pay"] == (stride,) and all(f in g.dreamers["tough_guy"].hand for f in fists)


def test_the_default_payment_spends_a_plain_item_before_one_with_an_action_of_its_own():
    app, scene = hound_table()
    g = scene.game
    hand(scene, "tough_guy", [])
    g.team.items[:] = ["tin_soldier", "thornwood_cudgel"]  # the newly found Tin Soldier listed first
    app.step()
    here = g.dreamers["tough_guy"].pos
    dest = next(p for p, a in sorted(scene.moves_for("tough_guy").items())
                if a.kind == "move" and g.dreamscape.distance(here, p) == 1)
    drawn = seen(app, lambda: drag(app, scene.figure_spots()["tough_guy"][0], scene.space_rect(dest).center))
    panel = scene.paying
    assert panel is not None and scene.applied == [], "an Item is the Team's: asked first"
    assert panel.selected == ["item:thornwood_cudgel"]
    assert "Item" in drawn, "the panel marks the Team's Items"
    key(app, pygame.K_RETURN)
    assert scene.applied[-1]["pay"] == ("item:thornwood_cudgel",) and "tin_soldier" in g.team.items


# -- 40.2: Enter, Enter acts for the acting Dreamer ----------------------------------------
def test_enter_enter_offers_the_acting_dreamers_first_move_and_titles_no_other_card():
    app, scene = table()
    act_as(app, scene, "lamplighter")
    key(app, pygame.K_RETURN)
    drawn = seen(app, lambda: key(app, pygame.K_RETURN))
    panel = scene.paying
    assert panel is not None and panel.action["dreamer"] == "lamplighter" and scene.selected == "lamplighter"
    heading = next(t for t in drawn if t.startswith("The Lamplighter pays for:"))
    assert "paying" not in heading, "the title names no card: the cards chosen are the ones lit"


def test_in_ordered_rounds_another_dreamers_board_shows_their_hand_and_says_why_they_wait():
    app, scene = table(edition="first")
    g = scene.game
    g.entering.clear()
    other = next(w for w in g.order if w != g.active)
    drawn = seen(app, lambda: click(app, scene.board_rects()[other].center))
    reason = f"It is {g.name(g.active)}'s round; wait for yours."
    assert scene.selected == other and scene.message == reason and reason in drawn
    assert f"Acting as {g.name(other)}." not in drawn


def test_tab_to_the_next_dreamer_is_said_in_the_bar():
    app, scene = table()
    act_as(app, scene, "gambler")
    drawn = seen(app, lambda: key(app, pygame.K_TAB))
    assert scene.selected == "tough_guy" and "Acting as The Tough Guy." in drawn

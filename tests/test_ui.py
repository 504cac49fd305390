"""The table driven by real mouse events, headless."""
import pygame
import pytest

from game.rules.core import Action
from game.ui.etherfields.flow import follow_mode, show_scripts
from game.ui.app import SCENES, App, screenshot
from game.ui.etherfields.scenes import DreamscapeScene, NewCampaignScene, ScriptReader, TitleScene


@pytest.fixture
def table():
    app = App((1280, 720), seed=4)
    scene = DreamscapeScene.demo(app)
    app.push(scene)
    app.step()
    yield app, scene
    pass


def drag(app, start, end):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step()
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for p in (mid, end):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
        app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step()


def click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def pay_as_offered(app, scene):
    """Accept the preselected payment, if the table asked how to pay."""
    if scene.paying is not None:
        click(app, next(b for b in scene.paying.buttons if b.label == "Pay and act").rect.center)


def test_dragging_a_miniature_to_a_legal_space_is_one_move_action(table):
    """The drop asks how to pay (several cards could), preselecting the
    cheapest; Pay and act sends one Move with exactly that payment."""
    app, scene = table
    g = scene.game
    who = g.order[0]
    moves = scene.moves_for(who)
    assert moves, "the demo Dreamer should be able to move"
    dest, action = sorted(moves.items())[0]
    start = scene.figure_spots()[who][0]
    before = len(scene.applied)
    drag(app, start, scene.space_rect(dest).center)
    assert scene.applied[before:] == [] and scene.paying is not None, "nothing is spent before the player says"
    chosen = list(scene.paying.selected)
    assert not any(s.startswith("item:") for s in chosen), "hand cards pay before the Team's Items"
    confirm = next(b for b in scene.paying.buttons if b.label == "Pay and act")
    click(app, confirm.rect.center)
    assert scene.applied[before:] == [Action.from_data({**action.to_data(), "pay": chosen})]
    assert g.dreamers[who].pos == dest
    assert all(c not in g.dreamers[who].hand for c in chosen)


def test_the_player_changes_the_payment_before_moving(table):
    """A one-space Move offered with one card is paid with another the
    player clicks instead; the first card stays in hand."""
    app, scene = table
    g = scene.game
    who = g.order[0]
    dest, action = next((p, a) for p, a in sorted(scene.moves_for(who).items())
                        if g.dreamscape.distance(g.dreamers[who].pos, p) == 1)
    drag(app, scene.figure_spots()[who][0], scene.space_rect(dest).center)
    panel = scene.paying
    first = panel.selected[0]
    other = next(s for s, defn in panel.sources if s != first and not s.startswith("item:"))
    rects = dict(panel.card_rects)
    click(app, rects[first].center)   # take the preselected card out
    click(app, rects[other].center)   # and pay with this one
    assert panel.selected == [other]
    click(app, next(b for b in panel.buttons if b.label == "Pay and act").rect.center)
    assert scene.applied[-1].kind == "move" and scene.applied[-1]["pay"] == (other,)
    assert first in g.dreamers[who].hand and other not in g.dreamers[who].hand


def test_cancelling_the_payment_spends_nothing(table):
    app, scene = table
    g = scene.game
    who = g.order[0]
    dest = sorted(scene.moves_for(who))[0]
    before = g.to_data()
    drag(app, scene.figure_spots()[who][0], scene.space_rect(dest).center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step()
    assert scene.paying is None and g.to_data() == before


def test_a_payment_the_rules_refuse_keeps_the_panel_with_the_reason(table):
    app, scene = table
    g = scene.game
    who = g.order[0]
    far = max(scene.moves_for(who), key=lambda p: g.dreamscape.distance(g.dreamers[who].pos, p))
    drag(app, scene.figure_spots()[who][0], scene.space_rect(far).center)
    panel = scene.paying
    before = g.to_data()
    click(app, dict(panel.card_rects)[panel.selected[0]].center)  # now one card short
    click(app, next(b for b in panel.buttons if b.label == "Pay and act").rect.center)
    assert scene.paying is panel and "movement" in panel.reason
    assert g.to_data() == before


def test_an_illegal_drop_changes_nothing_and_says_why(table):
    app, scene = table
    g = scene.game
    who = g.order[0]
    far = max(g.dreamscape.spaces, key=lambda p: (g.dreamscape.distance(g.dreamers[who].pos, p) or 99))
    assert far not in scene.moves_for(who)
    before = g.to_data()
    drag(app, scene.figure_spots()[who][0], scene.space_rect(far).center)
    assert g.to_data() == before
    assert scene.message.endswith(".") and scene.message != ""
    assert scene.applied == [a for a in scene.applied]  # nothing new reached the rules
    assert scene.glide is not None  # the miniature glides back


def test_a_decision_is_answered_by_a_click(table):
    app, scene = table
    g = scene.game
    g.push({"op": "decide", "prompt": "Pick one", "options": [
        {"label": "First", "steps": [{"op": "log", "text": "first"}]},
        {"label": "Second", "steps": [{"op": "log", "text": "second picked"}]}], "chooser": None,
        "always_ask": True})
    app.step()
    button = scene.buttons[1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    app.step()
    assert scene.applied[-1] == Action.make("choose", option=1, label="Second")
    assert g.pending is None and "second picked" in g.log


def test_scene_stack_passes_unconsumed_events_down():
    app = App((1280, 720))
    seen = []

    class Below:
        def handle(self, e):
            seen.append(e.type)
            return None

    class Above:
        def handle(self, e):
            return None if e.type == pygame.KEYDOWN else e

    app.push(Below())
    app.push(Above())
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1))
    assert seen == [pygame.MOUSEBUTTONDOWN]
    app.pop()
    assert isinstance(app.stack[0], Below)
    pass


def click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()


def test_title_new_campaign_falls_asleep_into_the_tutorial_dream():
    app = App((1280, 720))
    app.push(TitleScene(app))
    app.step()
    click(app, app.top.buttons[0].rect.center)  # New campaign
    assert isinstance(app.top, NewCampaignScene)
    start = next(b for b in app.top.buttons if b.label == "Fall asleep")
    click(app, start.rect.center)
    # The Dream's Introduction opens in the script reader, paragraph by paragraph.
    assert isinstance(app.top, ScriptReader) and app.top.title == "The First Night"
    click(app, (10, 10))
    assert isinstance(app.top, ScriptReader) and app.top.title == "Paying with Intent"
    click(app, (10, 10))
    assert isinstance(app.top, DreamscapeScene)
    assert app.top.game.mode == "dream" and app.top.game.campaign.dream == "gate_first_night"
    assert app.top.game.order == ["gambler", "tough_guy"]


def test_dragging_a_card_onto_an_action_pays_for_it():
    from game.session import Session
    app = App((1280, 720))
    session = Session.new(["gambler"], 3, campaign=True)
    g = session.game
    while g.pending is not None:
        session.apply(g.pending.options[0])
    session.apply(Action.make("draw", dreamer="gambler"))
    scene = DreamscapeScene(app, session)
    app.push(scene)
    d = g.dreamers["gambler"]
    blue = next(p for p, s in g.dreamscape.spaces.items() if any(m["name"] == "Light the Blue Lamp" for m in s.map_actions))
    d.pos = blue
    aware = next(c for c in d.deck.cards if g.card(c).intent.get("awareness"))
    d.deck.remove(aware)
    d.hand.append(aware)
    app.step()
    button = next(b for b in scene.buttons if b.label == "Light the Blue Lamp")
    card_rect = dict(scene._hand_rects)[aware]
    drag(app, card_rect.center, button.rect.center)
    assert scene.applied[-1].kind == "map_action" and scene.applied[-1]["pay"] == (aware,)
    assert g.team.keys == 1 and aware in d.discard and aware not in d.hand


def test_dropping_a_card_that_cannot_pay_is_refused_with_the_reason(table):
    app, scene = table
    g = scene.game
    d = g.dreamers[scene.selected]
    d.pos = tuple(g.entities[0]["pos"])
    app.step()
    card, rect = scene._hand_rects[0]
    before = g.to_data()
    drag(app, rect.center, scene.figure_spots()[g.entities[0]["id"]][0])
    assert g.to_data() == before
    assert "Wrath" in scene.message  # the Hound's Assault wants Wrath: the rules say what is wrong


@pytest.mark.parametrize("scene", SCENES)
def test_screenshot_writes_a_png(tmp_path, scene):
    out = tmp_path / f"{scene}.png"
    screenshot(scene, str(out))
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)
    colours = {img.get_at((x, y))[:3] for x in range(0, 1280, 64) for y in range(0, 720, 48)}
    assert len(colours) > 20  # a drawn scene, not a blank frame
    pass


def ctrl_z(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL))
    app.step()


def test_undo_restores_the_state_and_is_refused_after_a_die_roll(table):
    app, scene = table
    g = scene.game
    who = scene.selected
    before = g.to_data()
    dest, move = sorted(scene.moves_for(who).items())[0]
    drag(app, scene.figure_spots()[who][0], scene.space_rect(dest).center)
    pay_as_offered(app, scene)
    assert scene.game.dreamers[who].pos == dest
    ctrl_z(app)
    assert scene.game.to_data() == before and scene.message.startswith(f"Undo: {g.name(who)} moves")
    # A boosted Move rolls the Luck die: that cannot be taken back.
    d = scene.game.dreamers[who]
    card = next(c for c in d.hand if (scene.game.card(c).move or 0) > 0)
    target = next(p for p in scene.game.dreamscape.distances_from(d.pos, 1) if p != d.pos)
    assert scene.apply(Action.make("move", dreamer=who, to=list(target), pay=[card], boost=True))
    after_roll = scene.game.to_data()
    ctrl_z(app)
    assert "Nothing to undo" in scene.message and scene.game.to_data() == after_roll


def test_hand_over_screen_hides_the_next_hand_until_clicked(table):
    app, scene = table
    app.settings.hand_over_screen = True
    other = scene.game.order[1]
    click(app, scene.board_rects()[other].center)
    assert scene.selected == other and scene.curtain == other
    click(app, (5, 5))
    assert scene.curtain is None and scene.selected == other


def test_a_decision_about_a_space_is_answered_by_clicking_the_space(table):
    app, scene = table
    g = scene.game
    g.push({"op": "relocate_dreamer", "dreamer": scene.selected, "to": "any"})
    g.run()
    assert g.pending is not None and all(o.get("pos") is not None for o in g.pending.options)
    app.step()
    target = g.pending.options[-1]
    click(app, scene.space_rect(tuple(target["pos"])).center)
    assert scene.applied[-1] == target
    assert g.dreamers[scene.selected].pos == tuple(target["pos"])


def test_hovering_a_space_explains_its_icons_in_our_words(table):
    app, scene = table
    g = scene.game
    spawn = next(p for p, s in g.dreamscape.spaces.items() if s.has("spawn"))
    names = [e.name for e in scene.tooltip_terms(scene.space_rect(spawn).center)]
    assert "Spawn space" in names
    trap = next(p for p, s in g.dreamscape.spaces.items() if s.has("trap"))
    texts = [e.text for e in scene.tooltip_terms(scene.space_rect(trap).center)]
    assert any("Distress" in t for t in texts)


def test_dropping_a_progress_card_on_your_board_places_it(table):
    app, scene = table
    g = scene.game
    d = g.dreamers[scene.selected]
    prog = next(c for c in d.deck.cards + d.hand if getattr(g.card(c), "progress", None) is not None)
    if prog in d.deck:
        d.deck.remove(prog)
        d.hand.append(prog)
    for c in [c for c in d.deck.cards if g.card(c).intent.get("cunning")][:2]:
        d.deck.remove(c)
        d.hand.append(c)
    app.step()
    rect = dict(scene._hand_rects)[prog]
    drag(app, rect.center, scene.board_rects()[scene.selected].center)
    assert scene.paying is not None and not d.progress, "the cards that pay for the placing are asked first"
    pay_as_offered(app, scene)
    assert scene.applied[-1].kind == "place_progress"
    assert [p["card"] for p in d.progress] == [prog]


def test_continue_opens_the_latest_save_and_a_damaged_one_is_reported(tmp_path, monkeypatch):
    from game.session import Session
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    session = Session.new(["gambler"], 2, campaign=True, name="Saved one")
    session.save(tmp_path / "slot.yaml")
    (tmp_path / "broken.yaml").write_text("format: etherfields-save\nstate: [")
    app = App((1280, 720))
    app.push(TitleScene(app))
    app.step()
    continue_button = next(b for b in app.top.buttons if b.label == "Continue")
    click(app, continue_button.rect.center)
    assert isinstance(app.top, (DreamscapeScene, ScriptReader))
    assert app.top is not app.stack[0]
    scene = next(s for s in app.stack if isinstance(s, DreamscapeScene))
    assert scene.session.meta["campaign"] == "Saved one"
    assert (tmp_path / "broken.yaml").read_text() == "format: etherfields-save\nstate: ["  # left alone


def test_the_dice_tray_settles_on_the_face_the_rules_chose():
    from game.ui.dice import DiceTray
    for face in ("fail", "plus3", "full_again"):
        tray = DiceTray(pygame.Rect(0, 0, 260, 120))
        tray.throw(("fail", "blank", "plus1", "plus2", "plus3", "one", "full", "full_again"), face, seed=7)
        for _ in range(600):
            tray.update(1 / 60)
            if tray.settled:
                break
        assert tray.settled and tray.shown == face
        x, y = tray.body.position
        assert 0 <= x <= 260 and 0 <= y <= 120  # it stayed in the tray


def test_events_become_animations(table):
    app, scene = table
    g = scene.game
    who = scene.selected
    dest, move = sorted(scene.moves_for(who).items())[-1]
    scene.apply(move)
    assert who in scene.anims and scene.anims[who]["path"][-1] == dest  # the miniature glides its path
    assert any(f["kind"] == "card" for f in scene.flyers)  # the paid cards fly to the discard
    for _ in range(120):
        scene.update(1 / 60)
    assert not scene.anims and not scene.flyers


def test_esc_on_the_table_asks_and_save_and_leave_keeps_every_move(table, tmp_path, monkeypatch):
    from game.savefile import load_game
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app, scene = table
    app.stack.insert(0, TitleScene(app))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step()
    assert app.top is scene and scene.leaving, "Esc asks before leaving"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step()
    assert app.top is scene and not scene.leaving, "Esc again keeps playing"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step()
    click(app, next(b for b in scene.leave_buttons if b.label == "Save and leave").rect.center)
    assert isinstance(app.top, TitleScene)
    saves = list(tmp_path.glob("*.yaml"))
    assert saves, "leaving saved the campaign"
    assert load_game(saves[0]).actions == scene.session.log


def test_the_save_button_saves_the_table(table, tmp_path, monkeypatch):
    from game.savefile import load_game
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app, scene = table
    app.step()
    button = next(b for b in scene.bar_buttons if b.label == "Save")
    click(app, button.rect.center)
    assert scene.message.startswith("Saved")
    assert load_game(next(tmp_path.glob("*.yaml"))).actions == scene.session.log


def test_closing_the_window_saves_the_campaign(table, tmp_path, monkeypatch):
    from game.savefile import load_game
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app, scene = table
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()
    assert not app.running
    assert load_game(next(tmp_path.glob("*.yaml"))).actions == scene.session.log


def test_after_one_dreamer_draws_the_table_turns_to_the_next():
    from game.session import Session
    app = App((1280, 720))
    session = Session.new(["gambler", "tough_guy"], 3, campaign=True)
    g = session.game
    while g.pending is not None:
        session.apply(g.pending.options[0])
    scene = DreamscapeScene(app, session)
    app.push(scene)
    show_scripts(app, session)
    while isinstance(app.top, ScriptReader):  # the Dream's introduction, read first
        click(app, (640, 400))
    app.step()
    assert g.phase == "draw" and "Gambler" in scene.message
    click(app, next(b for b in scene.buttons if b.label == "Draw cards").rect.center)
    assert scene.applied[-1] == Action.make("draw", dreamer="gambler")
    assert scene.selected == "gambler" and scene.reveal is not None, "the drawer sees the cards drawn first"
    for _ in range(int(scene.REVEAL * 60) + 5):
        app.step()
    assert scene.selected == "tough_guy" and "Tough Guy draws" in scene.message
    if scene.curtain:  # the hand-over screen: the next Dreamer clicks when at the screen
        click(app, (5, 5))
    for _ in range(25):  # Draw cards came back for the next Dreamer: it fades in before it answers
        app.step()
    click(app, next(b for b in scene.buttons if b.label == "Draw cards").rect.center)
    assert scene.applied[-1] == Action.make("draw", dreamer="tough_guy")


def test_the_end_of_a_dream_tells_its_story():
    """Winning the tutorial Dream by the rules, through the Session: the
    story page names the Dream, says it was won, and lists the two Keys."""
    import sys
    sys.path.insert(0, str(__import__("pathlib").Path(__file__).parent))
    from campaign_player import next_action
    from game.session import Session
    from game.ui.etherfields.story import StoryScene
    app = App((1280, 720), defaults=True)
    app.push(TitleScene(app))
    session = Session.new(["gambler"], 1, campaign=True)  # a seed the planner wins the tutorial with
    follow_mode(app, session)
    while session.game.mode == "dream":
        session.apply(next_action(session.game))
    follow_mode(app, session)
    stories = [s for s in app.stack if isinstance(s, StoryScene)]
    assert len(stories) == 1
    record = stories[0].record
    assert record.kind == "dream" and record.title == "The First Night" and record.result == "won"
    assert record.keys == 2 and record.turns >= 1  # the two lamps' Keys
    gained, lost = stories[0].ledger()
    assert "2 Keys" in gained and any("Light the" in m for m in record.moments)
    app.step()
    stories[0].draw(app.screen)


def test_a_dragged_card_follows_the_pointer(table):
    """The card lifted from the hand is drawn under the pointer while it moves."""
    from game.ui import draw as d
    from game.ui.etherfields.table.labels import INTENT_COLOURS
    app, scene = table
    card, rect = scene._hand_rects[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    app.step()
    target = scene.map_rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0)))
    app.step()
    assert scene.card_drag is not None and scene.card_drag.pos == target
    expected = pygame.Surface((116, 166))
    d.influence_card(expected, expected.get_rect(), scene.game.card(card), INTENT_COLOURS, 0, compact=True)  # as in hand
    drawn = pygame.Rect(0, 0, 116, 166)
    drawn.center = target
    for dx, dy in ((0, 0), (-20, -30), (20, 40), (0, 60)):  # the card's face, away from its rounded corners
        at = (58 + dx, 83 + dy)
        assert app.screen.get_at((drawn.x + at[0], drawn.y + at[1])) == expected.get_at(at)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1))
    app.step()
    assert scene.card_drag is None and card in scene.game.dreamers[scene.selected].hand, "dropped on nothing: it returns"


@pytest.mark.rulebook("EN p.10 DREAMERS ENTRANCE AND ENTITY SPAWN")
def test_dragging_a_miniature_onto_the_other_entrance_space_enters_there(table):
    """As the Slumber begins, the other Entrance space is lit among the
    targets; dropping the miniature there sends one free "enter" (no
    payment asked, no card spent)."""
    app, scene = table
    g = scene.game
    who = g.order[0]
    here = g.dreamers[who].pos
    entrances = g.dreamscape.with_feature("entrance")
    other = next(p for p in entrances if p != here)
    start = scene.figure_spots()[who][0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step()
    assert scene.drag is not None and scene.drag.moves[other].kind == "enter", "the other Entrance is lit"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    app.step()
    hand = list(g.dreamers[who].hand)
    before = len(scene.applied)
    drag(app, start, scene.space_rect(other).center)
    assert scene.paying is None
    assert scene.applied[before:] == [Action.make("enter", dreamer=who, to=other)]
    assert g.dreamers[who].pos == other and g.dreamers[who].hand == hand


def test_while_dragging_each_lit_space_says_its_cost_on_a_dark_pill(table):
    """The cost over a lit space sits on the space's name and Map-action
    plaques; it is drawn on a dark pill so it reads first (before, the name
    showed through the letters)."""
    from recording import recording
    app, scene = table
    who = scene.game.order[0]
    start = scene.figure_spots()[who][0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step()
    lit = scene.drag.moves
    assert len(lit) >= 3
    with recording() as heard:
        scene.draw(app.screen)
    for pos in lit:
        space = scene.space_rect(pos)
        label = next(pygame.Rect(s.rect) for s in heard if space.contains(pygame.Rect(s.rect))
                     and (s.text.endswith(("card", "cards")) or s.text == "Enter here"))
        assert app.screen.get_at((label.left - 3, label.centery))[:3] == (28, 20, 46), pos

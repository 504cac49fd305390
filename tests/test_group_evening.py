"""A group evening at one screen (issue 40): four players at one mouse, the
table driven by posted events only."""
import pygame

from game.ui.app import App
from game.ui.etherfields.scenes import DreamscapeScene
from mouse_driver import MouseDriver


def table(size=(1280, 720)):
    app = App(size, seed=4)
    scene = DreamscapeScene.demo(app)
    app.push(scene)
    app.step()
    return app, scene


def places(scene) -> dict:
    return {b.key: pygame.Rect(b.rect) for b in scene.buttons}


def cheapest_move(g, who):
    entrances = {tuple(a["to"]) for a in g.legal_actions_of("enter") if a["dreamer"] == who}
    return min((a for a in g.legal_actions_of("move") if a["dreamer"] == who and tuple(a["to"]) not in entrances),
               key=lambda a: (len(a["pay"]), a["to"]))


def test_an_action_that_stays_available_stays_where_it_was():
    app, scene = table()
    mouse = MouseDriver(app)
    g = scene.game
    seen_new = 0
    for _ in range(4):
        before = places(scene)
        mouse.perform(cheapest_move(g, "gambler"))
        for _ in range(30):
            app.step()
        after = places(scene)
        kept = set(before) & set(after)
        assert "pass" in kept
        for key in kept:
            assert after[key] == before[key], f"{key} moved from {before[key]} to {after[key]}"
        for key in set(after) - set(before):
            seen_new += 1
            # a new button takes a free place: none of the buttons kept is under it
            assert all(not after[key].colliderect(after[k]) for k in kept)
    assert seen_new, "the moves brought no new button: the test proves nothing"


def test_a_button_that_has_just_appeared_ignores_a_click_for_a_moment():
    app, scene = table()
    mouse = MouseDriver(app)
    g = scene.game
    for _ in range(6):
        before = set(places(scene))
        mouse.perform(cheapest_move(g, "gambler"))
        new = [b for b in scene.buttons if b.key not in before and b.action is not None]
        if new:
            break
    else:
        raise AssertionError("no new button appeared")
    button = new[0]
    log = len(scene.session.log)
    at = button.rect.center  # the very next frame: the click was meant for what was there
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=at, button=1))
        app.step()
    assert len(scene.session.log) == log and scene.paying is None
    for _ in range(25):  # 0.4 s later it answers
        app.step()
    mouse.click(button.rect.center)
    assert len(scene.session.log) == log + 1 or scene.paying is not None


def ctrl_z(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    app.step()


def test_undo_says_what_it_undoes_and_whose_move_it_was():
    app, scene = table()
    mouse = MouseDriver(app)
    g = scene.game
    mouse.perform(cheapest_move(g, "gambler"))
    mouse.perform(cheapest_move(g, "tough_guy"))
    ctrl_z(app)
    assert scene.message.startswith("Undo: ") and "The Tough Guy" in scene.message and "move" in scene.message
    ctrl_z(app)
    assert scene.message.startswith("Undo: ") and "The Gambler" in scene.message


def test_an_undone_action_is_not_in_the_story():
    from game.ui.etherfields.story import StoryScene
    from recording import recording
    from game.chronicle import Record
    app, scene = table()
    scene.session.chronicle.begin(Record(title="The Weeping Stair"))  # the demo table starts mid-Slumber
    mouse = MouseDriver(app)
    g = scene.game
    for _ in range(4):
        sit = next((a for a in g.legal_actions_of("map_action") if a["dreamer"] == "gambler"
                    and "Sit on the Step" in str(scene.buttons and [b.label for b in scene.buttons])), None)
        if sit is not None:
            break
        mouse.perform(cheapest_move(g, "gambler"))
    button = next(b for b in scene.buttons if b.label.startswith("Sit on the Step"))
    mouse.perform(button.action)
    record = scene.session.chronicle.current
    told = [m for m in record.moments if "Sit on the Step" in m]
    assert told, "the map action is a moment of the story"
    ctrl_z(app)
    assert "The Gambler" in scene.message
    assert not any("Sit on the Step" in m for m in record.moments)
    with recording() as drawn:
        StoryScene(app, scene.session, record).draw(app.screen)
    assert not any("Sit on the Step" in d.text for d in drawn)


def test_the_recap_credits_every_dreamer_who_acted():
    from game.chronicle import Chronicle
    from game.rules.core import Event
    c = Chronicle()
    c.take([Event("slumber", {"tile": "slumber_lantern_hound"})])
    moves = [Event("map_action", {"dreamer": "gambler"}, f"The Gambler: step {i}") for i in range(9)]
    moves += [Event("map_action", {"dreamer": "tough_guy"}, "The Tough Guy: Stamp One Out"),
              Event("map_action", {"dreamer": "free_spirit"}, "The Free Spirit: Sit on the Step")]
    c.take(moves)
    told = c.current.told(6)
    assert "The Tough Guy: Stamp One Out" in told and "The Free Spirit: Sit on the Step" in told
    assert told[0] == "The Gambler: step 0" and len(told) == 6


def test_a_tooltip_left_by_the_last_player_goes_when_the_acting_dreamer_changes():
    from recording import recording
    app, scene = table()
    g = scene.game
    spawn = scene.space_rect(next(p for p, s in g.dreamscape.spaces.items() if s.has("spawn"))).center

    def drawn_after(kind, **data):
        pygame.event.post(pygame.event.Event(kind, **data))
        with recording() as drawn:
            app.step()
        return [d.text for d in drawn]
    pygame.mouse.set_pos(spawn)
    try:
        hovered(drawn_after, spawn, scene)
    finally:
        pygame.mouse.set_pos((0, 0))  # the next test's pointer starts where none rests on the map


def hovered(drawn_after, spawn, scene):
    assert "Spawn space" in drawn_after(pygame.MOUSEMOTION, pos=spawn, rel=(1, 0), buttons=(0, 0, 0))
    was = scene.selected
    assert "Spawn space" not in drawn_after(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)
    assert scene.selected != was
    away = (5, 5)  # the next player's pointer goes elsewhere and comes back: the tooltip answers again
    pygame.mouse.set_pos(away)
    drawn_after(pygame.MOUSEMOTION, pos=away, rel=(1, 0), buttons=(0, 0, 0))
    pygame.mouse.set_pos(spawn)
    assert "Spawn space" in drawn_after(pygame.MOUSEMOTION, pos=spawn, rel=(1, 0), buttons=(0, 0, 0))


def mice_nearly_won(tmp_path, keys=4):
    """A lone Ink Mice Slumber, saved and loaded in the middle (as Continue
    does), one Mouse left beside the Tough Guy, the Loot a choice of a Key."""
    from game.rules.core import Action
    from game.session import Session
    s = Session.new(["tough_guy", "gambler"], seed=3, campaign=False, slumber="slumber_ink_mice", autosaves=False)
    g = s.game
    for who in g.order:
        s.apply(Action.make("draw", dreamer=who))
    s.save(tmp_path / "mice.yaml")
    s = Session.load(tmp_path / "mice.yaml", autosaves=False)
    g = s.game
    g.entering.clear()
    g.entities[:] = g.entities[:1]
    g.dreamers["tough_guy"].pos = tuple(g.entities[0]["pos"])
    g.turn_card = "turn_04"
    g.team.keys = keys
    return s, g


def test_a_key_the_box_no_longer_holds_is_said_and_the_slumber_still_ends_in_victory(tmp_path):
    s, g = mice_nearly_won(tmp_path)
    stamp = next(a for a in g.legal_actions_of("interact") if a["dreamer"] == "tough_guy")
    texts = [e.text for e in s.apply(stamp).events]
    assert "The Ink Mice are driven off." in texts
    key = next(o for o in g.pending.options if o.get("label") == "A Key for the Team")
    texts = [e.text for e in s.apply(key).events]
    assert g.team.keys == 4  # the box holds four (EN p.8, lack of components): the rules are right
    assert any("the box holds no more" in t for t in texts), texts
    assert g.outcome is not None and g.outcome.result.value == "won"
    assert [r.title for r in s.chronicle.finished] == ["The Ink Mice"], "the loaded Slumber gets its story page"


def test_the_ink_mice_slumber_ends_on_its_victory_page_at_the_table(tmp_path):
    from game.ui.etherfields.story import StoryScene
    s, g = mice_nearly_won(tmp_path, keys=1)
    app = App((1280, 720), seed=4)
    scene = DreamscapeScene(app, s)
    app.push(scene)
    app.step()
    mouse = MouseDriver(app)
    mouse.perform(next(a for a in g.legal_actions_of("interact") if a["dreamer"] == "tough_guy"))
    mouse.perform(next(o for o in g.pending.options if o.get("label") == "A Key for the Team"))
    assert g.team.keys == 2
    assert any(isinstance(x, StoryScene) for x in app.stack), [type(x).__name__ for x in app.stack]


def test_the_dice_are_read_in_words_not_ids():
    import random
    from game.session import Session
    rng = random.Random(5)
    said = []
    for seed in range(6):
        s = Session.new(["tough_guy", "gambler"], seed=seed, campaign=False, slumber="slumber_lantern_hound",
                        autosaves=False)
        g = s.game
        for _ in range(300):
            if g.outcome is not None:
                break
            acts = [a for a in g.legal_actions() if a.kind in ("draw", "pass", "choose", "enter")] or g.legal_actions()
            events = s.apply(rng.choice(acts)).events
            said += [e.text for e in events if e.kind == "die_rolled"]
    assert said, "no die was rolled: the test proves nothing"
    assert not [t for t in said if "_" in t or t.rstrip(".").split()[-1] in ("one", "full", "plus1", "plus2", "plus3")]
    assert any("full value" in t for t in said)


def five_at_720p():
    from game.rules.core import Action
    from game.session import Session
    app = App((1280, 720), seed=4)
    s = Session.new(["gambler", "specialist", "tough_guy", "free_spirit", "lamplighter"], seed=3, campaign=False,
                    slumber="slumber_ink_mice", autosaves=False)
    for who in s.game.order:
        s.apply(Action.make("draw", dreamer=who))
    scene = DreamscapeScene(app, s)
    app.push(scene)
    for _ in range(3):
        app.step()
    return app, scene


def test_five_dreamers_at_720p_keep_boards_log_buttons_and_hand_apart():
    from game.ui import layout as L
    app, scene = five_at_720p()
    regions = scene.regions()
    boards = [r for k, r in regions.items() if k.startswith("board ")]
    assert len(boards) == 5
    for r in boards:
        assert not r.colliderect(regions["buttons"]) and not r.colliderect(regions["log"])
    assert regions["log"].bottom <= regions["buttons"].y
    assert regions["log"].height >= 4 * L.line(13), "the log keeps several lines"
    for b in scene.buttons:
        assert b.rect.collidelist(boards) < 0, f"{b.label} sits on a board"
    screen = app.screen.get_rect()
    assert scene._hand_rects and all(screen.contains(r) for _c, r in scene._hand_rects)


def test_every_dreamer_has_a_colour_and_an_initial_of_their_own_also_under_colour_blindness():
    import itertools
    import math
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    from colourblind import simulate_colour

    def lab(rgb):  # CIE L*a*b* (D65), to measure how far apart two colours look
        lin = [c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in rgb]
        x = (0.4124 * lin[0] + 0.3576 * lin[1] + 0.1805 * lin[2]) / 0.95047
        y = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
        z = (0.0193 * lin[0] + 0.1192 * lin[1] + 0.9505 * lin[2]) / 1.08883
        f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in (x, y, z)]
        return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])
    app, scene = five_at_720p()
    g = scene.game
    colours = {who: tuple(int(g.card(who).colour[i:i + 2], 16) for i in (1, 3, 5)) for who in g.order}
    for vision in (None, "deuteranopia", "protanopia"):
        seen = {w: c if vision is None else simulate_colour(c, vision) for w, c in colours.items()}
        for a, b in itertools.combinations(seen, 2):
            assert math.dist(lab(seen[a]), lab(seen[b])) >= 20, f"{a} and {b} look alike ({vision or 'normal'})"
    initials = [g.name(w).replace("The ", "")[:1] for w in g.order]
    assert len(set(initials)) == len(initials), "each miniature's letter tells it apart without colour"


def test_one_hunt_question_names_the_entity_and_can_answer_the_rest_of_the_phase(tmp_path):
    """Two Mice each equally close to the Gambler and the Tough Guy: the question
    names the Entity and where it stands, rings it on the map, stays in one
    place, and "the same for every one" answers the second Mouse's question
    too, with a rules Action of its own."""
    from game.rules.core import Action
    from game.rules.etherfields import steps as do
    from game.session import Session
    from recording import recording
    s = Session.new(["tough_guy", "gambler"], seed=3, campaign=False, slumber="slumber_ink_mice", autosaves=False)
    g = s.game
    for who in g.order:
        s.apply(Action.make("draw", dreamer=who))
    g.entering.clear()
    g.dreamers["tough_guy"].pos, g.dreamers["gambler"].pos = (0, 0), (3, 1)
    g.entities[:] = g.entities[:2]
    g.entities[0]["pos"], g.entities[1]["pos"] = [1, 1], [2, 0]
    g.push(do.entity_advance("entity1", 1), do.entity_advance("entity2", 1))  # as the Movement step pushes them
    g.run()
    s.to_read.clear()  # the Slumber's opening paragraph was read before
    app = App((1280, 720), seed=4)
    scene = DreamscapeScene(app, s)
    app.push(scene)
    with recording() as drawn:
        app.step()
    texts = [d.text for d in drawn]
    assert g.pending_about() in ("entity1", "entity2")
    assert any(t.startswith("The Ink Mice on ") and t.endswith(": which Dreamer is hunted?") for t in texts), texts
    first = pygame.Rect(scene.prompt_rect)
    assert not first.colliderect(scene.frame()["entity"]), "the panel leaves the Entity card in view"
    mouse = MouseDriver(app)
    same = next(b for b in scene.buttons if "Same answer for the Ink Mice all this phase" in b.label)
    mouse.click(same.rect.center)
    log = len(s.log)
    gambler = next(b for b in scene.buttons if b.label == "The Gambler")
    mouse.click(gambler.rect.center)
    for _ in range(3):
        app.step()
    chosen = [a for a in s.log[log:] if a["kind"] == "choose"]
    assert len(chosen) == 2 and all(a["dreamer"] == "gambler" for a in chosen), s.log[log:]
    assert g.pending is None or g.pending_about() is None


def test_the_first_player_marker_is_shown_when_the_rules_play_in_rounds():
    from game.rules.core import Action
    from game.session import Session
    from recording import recording
    for edition, shown in (("first", True), ("2.0", False)):
        s = Session.new(["gambler", "tough_guy", "free_spirit"], seed=3, campaign=False, edition=edition,
                        slumber="slumber_ink_mice", autosaves=False)
        for who in s.game.order:
            s.apply(Action.make("draw", dreamer=who))
        s.to_read.clear()
        app = App((1920, 1080), seed=4)
        app.push(DreamscapeScene(app, s))
        with recording() as drawn:
            app.step()
        marked = [t.text for t in drawn if "First Player" in t.text]
        first = s.game.name(s.game.order[0])
        assert marked == ([f"{first} - First Player"] if shown else []), marked


def test_repeated_arrivals_are_counted_in_words_in_both_languages():
    """Issue 40 item 12: six spawns of the Ink Mice are one line, "Six Ink Mice appeared.",
    not "The Ink Mice appear. (6 times)"; a singular Entity says how many times."""
    from game import i18n
    from game.chronicle import Chronicle, Record, moment_line
    from game.rules.core import Event
    book = Chronicle()
    book.begin(Record(title="Ink", kind="slumber"))
    for n in range(6):
        book.take([Event("spawned", {"figure": f"e{n}", "pos": [0, n]}, "The Ink Mice appear.")])
    for n in range(3):
        book.take([Event("spawned", {"figure": f"h{n}", "pos": [1, n]}, "The Lantern-Eyed Hound appears.")])
    r = book.current
    lines = [moment_line(r, m) for m in r.moments]
    assert lines == ["Six Ink Mice appeared.", "The Lantern-Eyed Hound appeared 3 times."]
    i18n.set_language("zh")
    try:
        zh = [moment_line(r, m) for m in r.moments]
    finally:
        i18n.set_language("en")
    assert zh[0].endswith("出现了六次。") and "Ink" not in zh[0]
    assert zh[1].endswith("出现了 3 次。") and "Lantern" not in zh[1]


def test_a_plural_entity_moves_with_a_plural_verb():
    """"The Ink Mice move 2 spaces.", never "The Ink Mice moves" (the log and the chronicle)."""
    import random

    from game.autoplay import heuristic_action
    from game.session import Session
    s = Session.new(["tough_guy", "gambler"], seed=3, campaign=False, slumber="slumber_ink_mice", autosaves=False)
    rng = random.Random(1)
    moved = []
    for _step in range(400):
        if s.game.outcome is not None or moved:
            break
        acts = s.game.legal_actions()
        passing = [a for a in acts if a.kind == "pass"]  # the Team waits: the Mice come to it
        result = s.apply(passing[0] if passing else heuristic_action(s.game, rng))
        moved += [e.text for e in result.events if e.kind == "entity_moved"]
    assert moved, "the Mice never moved in 400 steps"
    assert all(t.startswith("The Ink Mice move ") for t in moved), moved


def test_a_crowded_row_hides_a_button_rather_than_move_the_others():
    # The QA case (issue 40 item 1): the rows are full, a space action listed
    # first arrives with more actions than room, then some go. A button is
    # shown where it was or not at all; one that gave way comes back.
    from game.ui.etherfields.table.slots import Slots
    slots, area = Slots(), (802, 582, 466, 82)
    w = {"pass": 100, "lamp": 172, "back": 141, "token": 132, "contact": 136, "gem": 224, "mask": 100}
    steps = [[(k, w[k]) for k in keys.split()] for keys in ("pass lamp back token contact mask",
                                                           "pass lamp back contact gem mask",
                                                           "pass lamp token contact gem mask", "pass lamp gem mask")]
    seen: dict = {}
    for now, items in enumerate(steps):
        spots = dict(zip([k for k, _w in items], slots.place(items, area, 38, 6, 2, float(now))))
        shown = [r for r in spots.values() if r is not None]
        assert not any(a.colliderect(b) for i, a in enumerate(shown) for b in shown[i + 1:])
        assert spots["pass"] is not None and spots["lamp"] is not None
        for key, rect in spots.items():
            if rect is not None and seen.get(key) is not None:  # shown then and now: in the same place
                assert rect == seen[key], f"{key} moved from {seen[key]} to {rect}"
        seen = spots
    assert all(r is not None for r in spots.values()), "the one that gave way is back once there is room"


def test_a_change_of_language_keeps_every_button_where_it_was():
    from game import i18n
    from game.ui import layout as L
    from game.ui.widgets import Button
    app, scene = table()
    before = places(scene)
    try:
        i18n.set_language("zh")
        scene._choices = scene.action_buttons()  # listed anew in the new language, as the settings do
        app.step()
        after = places(scene)
    finally:
        i18n.set_language("en")
    assert set(after) == set(before)
    assert all(after[k].topleft == before[k].topleft for k in before), "a relabelled button moved"
    widths = {b.key: L.button_width(b.label, Button.SIZE, least=100) for b in scene.buttons}
    assert all(after[k].width == widths[k] for k in after), "a label is cut short or padded"
    assert all(scene.slots.fresh(k, scene.clock) == 1 for k in after), "a relabelled button would refuse a click"

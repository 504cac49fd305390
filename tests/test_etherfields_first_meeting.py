"""What a new player met (issue 31), each by posted mouse and key events:
Continue with no save, Esc on the Dreamworld Map, J at a Slumber table, a
lesson given once, rooms named in the hints, the "What now?" reason read
whole, the cards a Dreamer drew shown before the table turns, and a
showcase without the table's controls."""
from __future__ import annotations

import pygame
import pytest

from game.ui.app import App
from game.ui.etherfields.flow import follow_mode
from game.ui.etherfields.title import TitleScene
from keyboard_driver import press
from mouse_driver import Gestures
from recording import recording


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    return App((1280, 720), seed=3, defaults=True)


def label(button) -> str:
    return str(button.label)


# -- Continue with no save ---------------------------------------------------------------

def test_continue_is_disabled_with_no_save_drawn_dim_and_skipped_by_the_focus(app, tmp_path):
    from game.session import Session
    title = TitleScene(app)
    app.push(title)
    with recording() as drawn:
        app.step()
    cont = next(b for b in title.buttons if label(b) == "Continue")
    assert not cont.enabled
    dim = [t for t in drawn if t.text == "Continue"]
    assert dim, "Continue is still drawn"
    assert app.screen.get_at(cont.rect.center)[:3] != (38, 30, 64), "drawn dim, not as a live button"
    Gestures(app).click(cont.rect.center)
    assert app.top is title and not title.message, "a click on it does nothing, and says nothing"
    focused = []
    for _ in range(len(title.buttons) + 1):
        press(app, pygame.K_TAB)
        focused.append(label(title.buttons[title.focus]))
    assert "Continue" not in focused and "Load a save" in focused, focused
    # With a save, the same button is live and opens it.
    Session.new(["gambler", "tough_guy"], 5, campaign=True, name="t").autosave()
    app.step()
    cont = next(b for b in title.buttons if label(b) == "Continue")
    assert cont.enabled
    Gestures(app).click(cont.rect.center)
    assert app.top is not title and getattr(app.top, "session", None) is not None, type(app.top).__name__


# -- Esc on the Dreamworld Map asks, as the table does ---------------------------------------

def on_the_map(app):
    from game.ui.etherfields.demo import demo_campaign
    from game.ui.etherfields.worldmap import DreamworldScene
    session = demo_campaign(1)
    title = TitleScene(app)
    app.push(title)
    follow_mode(app, session)
    while not isinstance(app.top, DreamworldScene):
        app.pop()  # the pages the campaign opened with
    app.step()
    return title, app.top, session


def test_esc_on_the_dreamworld_map_asks_with_the_tables_own_dialog(app, tmp_path):
    from game.ui.etherfields.table import DreamscapeScene
    title, scene, session = on_the_map(app)
    press(app, pygame.K_ESCAPE)
    assert app.top is scene, "Esc no longer goes straight to the title"
    with recording() as drawn:
        app.step()
    said = {t.text for t in drawn}
    assert {"Save and leave", "Leave without saving", "Keep playing"} <= said, said
    assert type(scene.leave_dialog) is type(DreamscapeScene.demo(app).leave_dialog), "one dialog for both"
    press(app, pygame.K_ESCAPE)
    assert app.top is scene and not scene.leave_dialog.open, "Esc again keeps playing"
    press(app, pygame.K_ESCAPE)
    app.step()
    keep = next(b for b in scene.leave_dialog.buttons if b.label == "Keep playing")
    Gestures(app).click(keep.rect.center)
    assert app.top is scene and not scene.leave_dialog.open
    press(app, pygame.K_ESCAPE)
    app.step()
    files = {p.name: p.stat().st_mtime_ns for p in tmp_path.glob("*.yaml")}  # the campaign's own autosaves so far
    Gestures(app).click(next(b for b in scene.leave_dialog.buttons if b.label == "Leave without saving").rect.center)
    assert app.top is title
    assert {p.name: p.stat().st_mtime_ns for p in tmp_path.glob("*.yaml")} == files, "left without writing a save"
    title, scene, session = on_the_map(app)
    press(app, pygame.K_ESCAPE)
    files = {p.name: p.stat().st_mtime_ns for p in tmp_path.glob("*.yaml")}
    for key in (pygame.K_RETURN, pygame.K_RETURN):  # the first Enter shows the ring on Save and leave, the next presses
        press(app, key)
    from game.savefile import load_game
    saves = [p for p in tmp_path.glob("*.yaml") if p.stat().st_mtime_ns != files.get(p.name)]
    assert app.top is title and saves and load_game(saves[0]).actions == session.log


# -- J at the table; each lesson once ------------------------------------------------------

def campaign_slumber():
    """A campaign just past the first night, the Team in its first Slumber."""
    from game.rules.core import Action
    from game.ui.etherfields.demo import demo_campaign
    session = demo_campaign(1)
    session.apply(Action.make("travel", to="loc_salt_marsh"))
    while session.game.pending is not None:
        session.apply(session.game.pending.options[0])
    assert session.game.mode == "slumber"
    return session


def test_j_opens_the_campaign_journal_at_a_slumber_table_and_j_closes_it(app):
    from game.ui.etherfields.table import DreamscapeScene
    from game.ui.etherfields.worldmap import JournalScene
    app.push(TitleScene(app))
    follow_mode(app, campaign_slumber())
    table = next(s for s in app.stack if isinstance(s, DreamscapeScene))
    del app.stack[app.stack.index(table) + 1:]  # the Slumber's opening pages, read
    app.step()
    press(app, pygame.K_j)
    assert isinstance(app.top, JournalScene), type(app.top).__name__
    press(app, pygame.K_j)
    assert app.top is table
    lone = DreamscapeScene.demo(app)  # a lone Slumber has no campaign: J says so
    app.push(lone)
    app.step()
    with recording() as drawn:
        press(app, pygame.K_j)
    assert app.top is lone and any("no campaign journal" in t.text for t in drawn)


def test_a_lesson_shown_before_a_payment_panel_is_learnt_when_the_step_is_paid(app):
    """"Rooms hide things" showed again at every room when the payment panel
    came between the lesson and the Map action: it is given once."""
    from mouse_driver import new_campaign_by_mouse
    mouse = new_campaign_by_mouse(app)
    teacher = app.teacher
    shown = []
    paid_through_the_panel = False
    for _ in range(400):
        app.step()
        pointer = teacher.pointer()
        if pointer is None:
            break
        if pointer.lesson and (not shown or shown[-1] != pointer.lesson):
            shown.append(pointer.lesson)
        if pointer.lesson == "lesson_explore" and not paid_through_the_panel:
            # More cards in hand that could pay: the button opens the payment panel.
            me = app.top.game.dreamers[app.top.selected]
            me.hand.extend(me.deck.draw(len(me.deck)))
            app.top._frame_key = None
            app.step()
            pointer = teacher.pointer()
            mouse.click(pointer.point)
            assert app.top.paying is not None, "the panel opened"
            paid_through_the_panel = True
            continue
        if pointer.gesture == "drag":
            mouse.drag(pointer.start, pointer.point)
        else:
            mouse.click(pointer.point)
    assert paid_through_the_panel
    assert "lesson_explore" in shown and len(shown) == len(set(shown)), shown


# -- the hints name the room drawn on the tile ---------------------------------------------

def test_the_tutorials_hints_name_the_room_drawn_on_the_tile_not_a_grid_code(app):
    """"move to A2 top right": no such name is drawn. The pointer's short
    sentence for a walk names the room written on the tile instead."""
    import re
    from mouse_driver import new_campaign_by_mouse
    drawn, named = [], []
    with recording(drawn):  # the tiles' names are drawn once, into the map's cached layer
        mouse = new_campaign_by_mouse(app)
        for _ in range(80):
            app.step()
            pointer = app.teacher.pointer()
            if pointer.step == "move" and pointer.lesson is None:  # "Next: ...", the walk once learnt
                g = app.top.game
                rooms = {t.text for t in drawn} & {g.name(s.tile) for s in g.dreamscape.spaces.values()}
                assert rooms, "the tiles' names are drawn"
                assert not re.search(r"\b[A-Z][0-9]\b", pointer.sentence), pointer.sentence
                assert any(room in pointer.sentence for room in rooms), (pointer.sentence, rooms)
                named.append(pointer.sentence)
                if len(named) == 2:
                    break
            if pointer.gesture == "drag":
                mouse.drag(pointer.start, pointer.point)
            else:
                mouse.click(pointer.point)
    assert len(named) == 2, named


# -- the showcase: a table watched, not played ---------------------------------------------

def test_the_showcase_table_shows_no_controls_nor_instructions_and_keeps_its_board_framed(app):
    from game.ui.etherfields.showcase import ZOOM, ShowcaseScene
    from game.ui.etherfields.table import DreamscapeScene
    showcase = ShowcaseScene(app, seed=3)
    app.push(showcase)
    drawn = []
    for _ in range(600):
        app.step(0.2)  # the pages are read quickly
        table = showcase.top
        if isinstance(table, DreamscapeScene) and not showcase.animating(table):
            with recording(drawn):
                app.step(1 / 60)
            if showcase.top is table:
                break
    else:
        raise AssertionError("the showcase never showed its table")
    said = " | ".join(t.text for t in drawn)
    for control in ("What now?", "Save", "Leave", "Draw cards", "Pass", "(or Space)", "Tab: next Dreamer",
                    "every move"):
        assert control not in [t.text for t in drawn] and "press Draw cards" not in said, (control, said)
    assert not table.bar_buttons and not table.buttons
    # The film frames the table whole; zoomed in all the same, the board stays inside its
    # area: outside it the frame is the same as at 1x.
    assert ZOOM == 1.0
    size = table.app.screen.get_size()
    shots = []
    for zoom in (1.0, 1.35):
        table.zoom, table.pan = zoom, [0, 0]
        frame = pygame.Surface(size)
        table.draw(frame)
        frame.fill((0, 0, 0), table.map_rect().inflate(10, 10))
        shots.append(pygame.image.tobytes(frame, "RGB"))
    assert table.cell()[0] > table.map_rect().height // table.game.dreamscape.size[1], "zoomed past its area"
    assert shots[0] == shots[1], "the zoomed board reaches outside its area"


# -- the "What now?" reason read whole -------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_what_now_sentence_is_drawn_whole_at_its_size(tmp_path, monkeypatch, lang, scale):
    from game import i18n
    from game.ui import draw as d
    from game.ui import layout as L
    from game.ui.etherfields.table import DreamscapeScene
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    app = App((1280, 720), seed=4, defaults=True, scale=scale, lang=lang)
    try:
        table = DreamscapeScene.demo(app)
        app.push(table)
        app.step()
        with recording() as drawn:
            press(app, pygame.K_h)
        said = str(table.message)
        assert said.startswith("What now?" if lang == "en" else "下一步"), said
        assert L.width(said, L.MESSAGE) > 1280 - 400, "a reason longer than the bar's row"
        pieces, joined = [], ""
        for t in drawn:  # the lines that, one after another, spell the sentence
            if (joined + t.text).replace(" ", "") and said.replace(" ", "").startswith((joined + t.text).replace(" ", "")):
                pieces.append(t)
                joined += t.text
        assert joined.replace(" ", "") == said.replace(" ", ""), (joined, said)
        screen = app.screen.get_rect()
        for t in pieces:
            assert t.box is None or t.width <= t.box[0], f"{t.text!r} is cut"
            assert screen.contains(pygame.Rect(t.rect)), t
            full = d.face(t.text, L.MESSAGE).size(t.text)[1]
            assert t.height >= full, f"{t.text!r} drawn smaller than the bar's type"
    finally:
        d.set_ui_scale(1.0)
        i18n.set_language("en")


# -- the cards a Dreamer drew are shown before the table turns --------------------------------

def first_night_table(app, edition="2.0"):
    from game.session import Session
    from game.ui.etherfields.table import DreamscapeScene
    app.push(TitleScene(app))
    follow_mode(app, Session.new(["gambler", "tough_guy", "free_spirit"], 3, campaign=True, name="t", edition=edition))
    table = next(s for s in app.stack if isinstance(s, DreamscapeScene))
    del app.stack[app.stack.index(table) + 1:]  # the opening pages, read
    app.step()
    assert table.game.phase == "draw" and table.selected == "gambler"
    return table


def hand_drawn(drawn, table, who) -> bool:
    """Every card in this Dreamer's hand had its name drawn."""
    names = {t.text for t in drawn}
    return all(table.game.name(c) in names for c in table.game.dreamers[who].hand)


@pytest.mark.parametrize("edition", ["2.0", "first"])  # free play, and the first edition's ordered rounds
def test_the_drawer_sees_the_cards_drawn_before_the_table_turns_and_it_turns_by_itself(app, edition):
    table = first_night_table(app, edition)
    press(app, pygame.K_SPACE)  # Draw cards
    with recording() as drawn:  # once the cards have flown from the deck into their places
        for _ in range(40):
            app.step(1 / 60)
    g = table.game
    assert g.dreamers["gambler"].drawn and g.dreamers["gambler"].hand
    assert table.selected == "gambler", "the table waits: the drawer sees what they drew"
    assert hand_drawn(drawn, table, "gambler") and "The Gambler drew these cards" in str(table.message)
    for _ in range(int(table.REVEAL * 60) + 5 - 40):  # normal speed: a moment, then the table turns
        app.step()
    assert table.selected == "tough_guy" and "Now The Tough Guy draws" in str(table.message)


def test_input_during_the_reveal_skips_it_and_is_not_lost(app):
    table = first_night_table(app)
    press(app, pygame.K_SPACE)
    assert table.selected == "gambler" and table.reveal is not None
    press(app, pygame.K_SPACE)  # a fast player draws for the next Dreamer at once: both happen
    g = table.game
    assert g.dreamers["tough_guy"].drawn, "the key skipped the reveal and drew for the next Dreamer"
    assert table.selected == "tough_guy" and table.reveal is not None
    board = table.board_rects()["free_spirit"]
    Gestures(app).click(board.center)  # a click on a board skips the reveal and acts as that Dreamer
    assert table.reveal is None and table.selected == "free_spirit"
    draw = next(b for b in table.buttons if getattr(b, "action", None) is not None and b.action.kind == "draw")
    Gestures(app).click(draw.rect.center)
    assert g.dreamers["free_spirit"].drawn and g.phase == "actions"


def test_at_the_instant_animation_speed_the_table_turns_at_once(app):
    app.settings.animation = "instant"
    table = first_night_table(app)
    press(app, pygame.K_SPACE)
    assert table.reveal is None and table.selected == "tough_guy"

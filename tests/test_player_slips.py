"""What a new player met playing in a real window (Xvfb and a real mouse),
each pinned with posted mouse events: a double click on Pass that passed the
next Dreamer too, the tutorial's ring under a story page pointing at nothing,
its sentence left in English after a switch to Chinese, "Other ways" in the
payment panel that could not be told apart, and a Lucidity button that
looked pressable and did nothing."""
from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ui.app import App
from game.ui.etherfields.flow import follow_mode
from game.ui.etherfields.title import TitleScene
from keyboard_driver import press
from recording import recording


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ETHERFIELDS_SAVES", str(tmp_path))
    return App((1280, 720), seed=3, defaults=True)


def post_click(app, pos) -> None:
    """A press and a release, one frame each: as fast as a double click's halves."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        app.step()


def first_night(app, dreamers=("gambler", "tough_guy")):
    from game.session import Session
    from game.ui.etherfields.table import DreamscapeScene
    app.push(TitleScene(app))
    follow_mode(app, Session.new(list(dreamers), 3, campaign=True, name="t"))
    table = next(s for s in app.stack if isinstance(s, DreamscapeScene))
    return table


def at_the_table(app, table):
    del app.stack[app.stack.index(table) + 1:]  # the opening pages, read
    app.settings.animation = "instant"
    app.step()
    press(app, pygame.K_SPACE)
    press(app, pygame.K_SPACE)  # both Dreamers draw
    for _ in range(30):
        app.step()
    assert table.game.phase == "actions"


# -- a double click on Pass ------------------------------------------------------------

def test_a_double_click_on_pass_passes_one_dreamer_not_the_next_one_too(app):
    table = first_night(app)
    at_the_table(app, table)
    g, first = table.game, table.selected
    button = next(b for b in table.buttons if getattr(b, "action", None) is not None and b.action.kind == "pass")
    post_click(app, button.rect.center)
    assert g.dreamers[first].passed
    nxt = table.selected
    assert nxt != first, "the table turned to the Dreamer still acting"
    again = next(b for b in table.buttons if getattr(b, "action", None) is not None and b.action.kind == "pass")
    assert again.rect.collidepoint(button.rect.center), "the next Dreamer's Pass stands where the last one's was"
    post_click(app, button.rect.center)  # the double click's second half
    assert not g.dreamers[nxt].passed and g.phase == "actions", "the second click passed the next Dreamer too"
    assert "only just appeared" in str(table.message)
    for _ in range(40):  # a moment later the same click is the next Dreamer's own
        app.step()
    post_click(app, button.rect.center)
    assert g.dreamers[nxt].passed or g.phase != "actions"


# -- the tutorial's ring on a story page ---------------------------------------------------

def test_the_tutorials_ring_on_a_story_page_is_round_its_click_to_continue(app):
    from game.ui.etherfields.worldmap import ScriptReader
    first_night(app)
    assert isinstance(app.top, ScriptReader), "a new campaign opens on the first page of its story"
    with recording() as drawn:
        app.step()
    foot = next(t for t in drawn if t.text == "click to continue")
    pointer = app.teacher.pointer()
    assert pointer is not None and pointer.step == "read"
    assert pointer.target.colliderect(pygame.Rect(foot.rect)), (pointer.target, foot.rect)
    page = pygame.Rect(app.top.art).union(pygame.Rect(foot.rect))  # the page: its picture down to its foot
    assert pointer.target.centery <= page.bottom, "the ring sat under the page, round nothing"


# -- the tutorial's sentence follows the language ------------------------------------------

def test_the_tutorials_sentence_follows_a_change_of_language(app):
    from game.ui.menus import SettingsScene
    table = first_night(app)
    at_the_table(app, table)
    english = app.teacher.pointer().sentence
    assert english and english.isascii()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F10, mod=0, unicode=""))
    app.step()
    settings = app.top
    assert isinstance(settings, SettingsScene)
    settings.arrange(app.screen.get_size())
    row = next(b for b in settings.buttons if b.on_click == settings.next_language)
    post_click(app, row.rect.center)
    settings.arrange(app.screen.get_size())
    back = next(b for b in settings.buttons if b.on_click == settings.back)
    with recording() as drawn:
        post_click(app, back.rect.center)
        app.step()
    assert app.top is table and i18n.language() == "zh"
    sentence = app.teacher.pointer().sentence
    assert not sentence.isascii(), f"the strip still says: {sentence}"
    shown = "".join(t.text for t in drawn)
    assert sentence[:8] in shown, "the Chinese sentence is the one drawn in the strip"
    assert english[:20] not in shown


# -- the payment panel's other ways ----------------------------------------------------------

def hand_of(game, who, names) -> None:
    """Set-up only: this Dreamer holds copies of these cards (duplicates as in a real draw)."""
    me = game.dreamers[who]
    pool = list(me.hand) + list(me.deck.cards)
    me.deck.cards.extend(me.hand)
    me.hand.clear()
    for name in names:
        copy = next(c for c in pool if c.split("#")[0] == name and c not in me.hand)
        me.deck.remove(copy)
        me.hand.append(copy)


@pytest.mark.parametrize("who, hand, steps", [
    ("tough_guy", ["clenched_fist", "heavy_stride", "grit_teeth", "clenched_fist"], 2),  # "A + B" and "B + A"
    ("gambler", ["double_or_nothing", "coin_in_the_dark", "coin_in_the_dark", "sly_step"], 3),  # "3 cards" thrice
])
def test_the_payment_panels_other_ways_never_read_alike_nor_like_the_choice(app, who, hand, steps):
    from mouse_driver import Gestures
    table = first_night(app)
    at_the_table(app, table)
    g = table.game
    hand_of(g, who, hand)
    table._frame_key = None
    app.step()
    start = table.figure_spots()[who][0]
    far = [a for a in table.moves_for(who).values()
           if a.kind == "move" and g.dreamscape.distance(g.dreamers[who].pos, tuple(a["to"])) == steps]
    assert far, f"a space {steps} steps away"
    Gestures(app).drag(start, table.space_rect(tuple(far[0]["to"])).center)
    panel = table.paying
    assert panel is not None, "the drop opened the payment panel"
    app.step()
    labels = [str(b.label) for b in panel.buttons if b.label not in ("Pay and act", "Cancel")]
    assert labels, "some other ways are offered"
    read = [tuple(sorted(label.split(" + "))) for label in labels]  # "A + B" is "B + A" to the eye
    assert len(read) == len(set(read)), f"two other ways read alike: {labels}"
    chosen = tuple(sorted(panel.name(s) for s in panel.selected))
    assert chosen not in read, f"an other way is the choice already made: {labels}, {chosen}"
    button = next(b for b in panel.buttons if str(b.label) == labels[0])
    post_click(app, button.rect.center)  # it does what it says: its cards become the choice
    assert sorted(labels[0].split(" + ")) == sorted(panel.name(s) for s in panel.selected), labels[0]


# -- Lucidity: a button that only says what to do ------------------------------------------

def test_lucidity_the_return_two_dreams_instruction_is_not_a_button_that_swallows_a_click(app):
    from game.rules.core import Action
    from game.ui.lucidity.table import TableScene
    scene = TableScene(app, ["person", "careful"], False, 5)
    app.push(scene)
    app.step()
    for a in (Action.make("choose_track", track="light"), Action.make("draw", count=3)):
        scene.apply(a)
    for _ in range(120):
        app.step()
    assert scene.game.phase == "select"
    scene.layout_buttons()
    said = next(b for b in scene.buttons if str(b.label) == "Click two drawn dreams to return")
    assert not said.enabled, "drawn as what to do, not as a button to press"
    scene._still_key = None  # draw the table afresh
    with recording() as drawn:
        app.step()
    assert "Click two drawn dreams to return" in {t.text for t in drawn}, "it is still said"
    post_click(app, said.rect.center)
    assert scene.game.phase == "select", "a click on it changes nothing"
    for die in sorted(scene.game.drawn)[:2]:  # the dice themselves are what is clicked
        scene.toggle(die, limit=3)
    scene.layout_buttons()
    ready = next(b for b in scene.buttons if str(b.label).startswith("Return the 2"))
    assert ready.enabled
    post_click(app, ready.rect.center)
    assert scene.game.phase != "select"


# -- Lucidity and Prophecy: a double click presses one button, not the next one in its place --

def test_lucidity_a_double_click_on_sleep_light_does_not_also_draw_from_the_bag(app):
    from game.ui.lucidity.table import TableScene
    scene = TableScene(app, ["person", "careful"], False, 5)
    app.push(scene)
    app.step()
    scene.layout_buttons()
    light = next(b for b in scene.buttons if str(b.label).startswith("Sleep light"))
    post_click(app, light.rect.center)
    assert scene.game.track == "light" and scene.game.phase == "draw"
    scene.layout_buttons()
    assert any(b.rect.collidepoint(light.rect.center) and str(b.label).startswith("Draw") for b in scene.buttons), \
        "the next move's button stands where Sleep light was"
    post_click(app, light.rect.center)  # the double click's second half
    assert scene.game.phase == "draw" and not scene.game.drawn, "the second click drew from the bag"
    assert "only just appeared" in str(scene.message)
    for _ in range(30):
        app.step()
    post_click(app, light.rect.center)  # a moment later, a click of its own
    assert scene.game.drawn


def test_prophecy_a_double_click_on_stay_here_does_not_also_end_the_turn(app):
    from game.ui.prophecy import new_table
    table = new_table(app, 2, computer=["p2"], seed=1)
    app.push(table)
    for _ in range(5):
        app.step()
    assert table.curtain is None and any(a.kind == "stay" for a in table.game.legal_actions())
    stay = next(b for b in table.buttons if str(b.label) == "Stay here")
    post_click(app, stay.rect.center)
    assert [a.kind for a in table.applied] == ["stay"]
    end = next(b for b in table.buttons if str(b.label) == "End the turn")
    assert end.rect.collidepoint(stay.rect.center), "End the turn stands where Stay here was"
    post_click(app, stay.rect.center)  # the double click's second half
    assert [a.kind for a in table.applied] == ["stay"], "the second click ended the turn"
    assert "only just appeared" in str(table.message)
    for _ in range(30):
        app.step()
    post_click(app, stay.rect.center)  # a moment later, a click of its own
    assert [a.kind for a in table.applied][:2] == ["stay", "end_turn"]

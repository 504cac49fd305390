"""Onirim's table played with real mouse events: what the rules receive."""
import pygame

from game.gfx import palette as P
import pytest

from game.rules.core import Action
from game.rules.onirim import from_codes
from game.ui import notice
from game.ui.app import App
from game.ui.onirim import start
from game.ui.onirim.help import HelpScene
from game.ui.onirim.menu import OnirimMenu
from game.ui.onirim.table import OnirimTable
from game.ui.shelf import SHELF, ShelfScene


@pytest.fixture
def app():
    app = App((1280, 720), seed=3, defaults=True)
    yield app
    pygame.quit()


def table(app, **codes):
    t = OnirimTable(app, from_codes(**codes), codes.get("expansions", ()))
    app.stack[:] = [t]
    app.step()
    return t


def post(app, *events):
    for kind, attrs in events:
        pygame.event.post(pygame.event.Event(kind, **attrs))
    app.step()


def click(app, pos):
    post(app, (pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": pos}), (pygame.MOUSEBUTTONUP, {"button": 1, "pos": pos}))


def drag(app, start, end):
    post(app, (pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": start}),
         (pygame.MOUSEMOTION, {"pos": ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), "rel": (0, 0),
                               "buttons": (1, 0, 0)}),
         (pygame.MOUSEMOTION, {"pos": end, "rel": (0, 0), "buttons": (1, 0, 0)}),
         (pygame.MOUSEBUTTONUP, {"button": 1, "pos": end}))


def hand_card(t, i):
    return next(r for r, k in t.hand_rects if k == i).center


def act(kind, **args):
    return Action.make(kind, **args)


def test_onirim_is_on_the_shelf_and_opens_on_its_own_title(app):
    assert "onirim" in [b.key for b in SHELF]
    shelf = ShelfScene(app)
    app.push(shelf)
    app.step()
    rect = next(r for r, box in shelf.boxes if box.key == "onirim")
    click(app, rect.center)
    assert isinstance(app.top, OnirimMenu)
    assert isinstance(start(app, seed=4), OnirimMenu)


def test_the_title_starts_a_game_with_the_chosen_expansions(app):
    menu = OnirimMenu(app, seed=7)
    app.push(menu)
    app.step()
    for label in ("The Diver", "Rainbow Mirror (hard)"):
        click(app, next(b for b in menu.buttons if b.label.endswith(label)).rect.center)
    assert menu.expansions() == ("diver", "mirrors", "rainbow")
    click(app, next(b for b in menu.buttons if b.label == "Enter the dream").rect.center)
    t = app.top
    assert isinstance(t, OnirimTable)
    assert t.game.to_data()["expansions"] == ["diver", "mirrors", "rainbow"]
    assert len(t.game.to_data()["hand"]) == 5


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_title_keeps_the_shelf_in_the_bottom_left_corner_like_lucidity(scale, lang):
    """The Shelf button sits 24 pixels from the window's bottom-left corner, the
    same button as on Lucidity's first screen, clear of the middle column; a
    click on it goes back to the shelf."""
    from game import i18n
    from game.ui import draw as d
    from game.ui.lucidity.setup import SetupScene

    app = App((1280, 720), seed=3, defaults=True, scale=scale, lang=lang)
    try:
        def shelf_button(scene):
            app.stack[:] = [ShelfScene(app), scene]
            app.step()
            return next(b for b in scene.buttons if b.label == i18n._("Shelf"))
        lucidity = shelf_button(SetupScene(app, 1)).rect
        from game.ui.prophecy import SetupScene as ProphecySetup
        prophecy = shelf_button(ProphecySetup(app)).rect
        assert prophecy == lucidity, f"Prophecy's Shelf {tuple(prophecy)}, Lucidity's {tuple(lucidity)}"
        menu = OnirimMenu(app, seed=7)
        shelf = shelf_button(menu)
        assert (shelf.rect.left, shelf.rect.bottom) == (24, 720 - 24)
        assert shelf.rect == lucidity, f"Onirim's Shelf {tuple(shelf.rect)}, Lucidity's {tuple(lucidity)}"
        rules = next(b for b in menu.buttons if b.label == i18n._("Rules"))
        assert all(not b.rect.colliderect(shelf.rect) for b in menu.buttons if b is not shelf)
        assert rules.rect.centerx == 640, "Rules alone under Enter the dream, in the middle"
        click(app, shelf.rect.center)
        assert isinstance(app.top, ShelfScene)
    finally:
        d.set_ui_scale(1.0)
        i18n.set_language("en")
        pygame.quit()


def test_dragging_a_card_onto_the_labyrinth_plays_it(app):
    t = table(app, hand="RS BM GK YS RM", deck="BS GM YM RK BK")
    drag(app, hand_card(t, 0), t.zones["labyrinth"].center)
    assert t.applied == [act("play", card="RS")]
    assert t.game.to_data()["labyrinth"] == ["RS"]


def test_dragging_a_card_onto_the_discard_pile_discards_it(app):
    t = table(app, hand="RS BM GK YS RM", deck="BS GM YM RK BK")
    drag(app, hand_card(t, 1), t.zones["discard"].center)
    assert t.applied == [act("discard", card="BM")]
    assert t.game.to_data()["discard"] == ["BM"]


def test_an_illegal_drop_is_refused_with_the_rules_sentence(app):
    t = table(app, hand="RS BM GK YS RM", labyrinth="BS", deck="GM GM")
    before = t.game.to_data()
    drag(app, hand_card(t, 0), t.zones["labyrinth"].center)
    assert t.applied == []
    assert "symbol" in t.message and t.message.endswith(".")
    assert t.game.to_data() == before


def test_a_card_let_go_elsewhere_goes_back_to_the_hand(app):
    t = table(app, hand="RS BM GK YS RM", deck="BS GM")
    lab = t.zones["labyrinth"]
    drag(app, hand_card(t, 0), (lab.centerx, lab.bottom + 8))  # under the Labyrinth, over nothing
    assert t.applied == [] and t.drag is None
    assert "Labyrinth" in t.message and notice.kind_of(t.message) == notice.INSTRUCTION  # where it can go


def test_a_prophecy_is_chosen_by_clicking_the_cards(app):
    t = table(app, hand="RK BM GK YS RM", deck="BS GM YM NN RD BK GS")
    drag(app, hand_card(t, 0), t.zones["discard"].center)
    assert t.game.to_data()["revealed"] == ["BS", "GM", "YM", "NN", "RD"]
    rects = dict((i, r) for r, i in t.pick_rects)
    for i in (3, 4, 2, 0, 1):  # throw away NN; then draw RD, YM, BS, GM in that order
        click(app, rects[i].center)
    assert t.applied[-1] == act("prophecy", discard="NN", order=["RD", "YM", "BS", "GM"])
    assert t.game.to_data()["discard"][:2] == ["NN", "RK"]


def test_a_nightmare_choice_is_a_click_on_its_option(app):
    t = table(app, hand="RK BM GK YS RM", deck="NN BS GM YM RS BS GS RD NN", doors="YD")
    drag(app, hand_card(t, 1), t.zones["discard"].center)
    button = next(b for b in t.panel_buttons if "brown Door" in b.label)
    click(app, button.rect.center)
    assert t.applied[-1] == act("nightmare", option="door", card="YD")
    assert t.game.to_data()["doors"] == []


def test_a_drawn_door_is_kept_or_opened_by_click(app):
    t = table(app, hand="RK BM GK YS RM", deck="RD BS GM")
    drag(app, hand_card(t, 1), t.zones["discard"].center)
    labels = [b.label for b in t.panel_buttons]
    assert len(labels) == 2
    click(app, next(b for b in t.panel_buttons if b.label.startswith("Spend")).rect.center)
    assert t.applied[-1] == act("open_door", card="RK")
    assert t.game.to_data()["doors"] == ["RD"]


def test_two_cards_dragged_onto_a_mirror_make_one_mirror_action(app):
    t = table(app, hand="RS YS BM GK RM", deck="GS BS YM RK", expansions=("mirrors",))
    sun = t.mirror_rects["sun"].center
    drag(app, hand_card(t, 0), sun)
    assert t.applied == [] and t.staged == ("sun", 0)
    drag(app, hand_card(t, 3), sun)  # the green Key does not show a Sun
    assert t.applied == [] and "Mirror" in t.message
    drag(app, hand_card(t, 1), sun)
    assert t.applied == [act("mirror", mirror="sun", cards=["RS", "YS"])]
    assert t.game.to_data()["mirrors"]["sun"]["cards"] == ["RS", "YS"]


def test_the_end_screen_offers_another_game(app):
    t = table(app, hand="RS BM GK YS RM", deck="GS")
    drag(app, hand_card(t, 0), t.zones["discard"].center)
    drag(app, hand_card(t, 0), t.zones["discard"].center)
    assert t.game.outcome == "lost"
    again = next(b for b in t.panel_buttons if b.label == "Play again")
    click(app, again.rect.center)
    assert t.game.outcome is None and len(t.game.to_data()["hand"]) == 5 and t.applied == []


def test_the_rules_help_pages_through(app):
    t = table(app, hand="RS BM GK YS RM", deck="GS")
    click(app, next(b for b in t.buttons if b.label == "Rules").rect.center)
    help_ = app.top
    assert isinstance(help_, HelpScene)
    click(app, next(b for b in help_.buttons if b.label == "Next").rect.center)
    assert help_.page == 1
    click(app, next(b for b in help_.buttons if b.label == "Back").rect.center)
    assert app.top is t


def test_the_table_draws_every_kind_of_moment(app, tmp_path):
    t = table(app, hand="RK BM GK YS RM", deck="SX BS GM YM RK BK GS YS", expansions=("sphinx", "mirrors"),
              labyrinth="RS RM BK", doors="GD", limbo="NN")
    path = tmp_path / "table.png"
    pygame.image.save(app.screen, str(path))
    img = pygame.image.load(str(path))
    z = t.zones["deck"]
    assert img.get_at(z.center)[:3] != img.get_at((z.right + 8, z.bottom + 60))[:3], "the deck is drawn"
    drag(app, hand_card(t, 1), t.zones["discard"].center)
    assert t.game.pending is not None and len(t.panel_buttons) == 6  # the Sphinx's six names
    click(app, next(b for b in t.panel_buttons if b.label == "Name moon").rect.center)
    assert t.applied[-1] == act("sphinx", name="moon")
    rects = dict((i, r) for r, i in t.pick_rects)
    click(app, rects[0].center)
    assert t.applied[-1].kind == "sphinx_pick"


def test_every_move_is_saved_and_the_title_continues_the_game(app):
    from game.ui.onirim import saves
    t = table(app, hand="RS BM GK YS RM", deck="BS GM YM RK BK GS")
    t.seed = 11
    drag(app, hand_card(t, 0), t.zones["labyrinth"].center)
    saved = saves.unfinished()
    assert saved is not None and saved.state == t.game.to_data()
    assert saved.actions == [a.to_data() for a in t.applied]
    menu = OnirimMenu(app, seed=1)
    app.stack[:] = [menu]
    app.step()
    click(app, next(b for b in menu.buttons if b.label == "Continue").rect.center)
    again = app.top
    assert isinstance(again, OnirimTable) and again is not t
    assert again.game.to_data() == t.game.to_data() and again.applied == t.applied
    drag(app, hand_card(again, 0), again.zones["discard"].center)
    assert again.applied[-1] == act("discard", card=again.applied[-1].get("card"))


def test_the_save_menu_opens_an_onirim_save_at_its_table(app):
    from game.ui.onirim import saves
    from game.ui.menus import LoadScene
    t = table(app, hand="RS BM GK YS RM", deck="BS GM YM RK BK GS")
    drag(app, hand_card(t, 1), t.zones["discard"].center)
    load = LoadScene(app)
    app.stack[:] = [ShelfScene(app), load]
    app.step()
    button = next(b for b in load.buttons if getattr(b, "info", None) and b.info.meta.get("game") == "onirim")
    click(app, button.rect.center)
    assert isinstance(app.top, OnirimTable)
    assert app.top.game.to_data() == t.game.to_data()
    assert saves.path().exists()


def test_etherfields_continue_never_opens_an_onirim_game(app):
    from game.ui.etherfields.title import TitleScene
    t = table(app, hand="RS BM GK YS RM", deck="BS GM YM RK BK GS")
    drag(app, hand_card(t, 1), t.zones["discard"].center)
    title = TitleScene(app)
    app.stack[:] = [title]
    title.cont()
    assert not isinstance(app.top, OnirimTable)


def test_a_long_labyrinth_scrolls_with_the_wheel(app):
    lab = " ".join(["RS", "BM", "GK", "YS"] * 5)  # 20 cards: more than the row shows
    t = table(app, hand="RM BS GM YK RK", labyrinth=lab, deck="BS GM YM RK BK")
    shown_last = t.lab_first
    assert shown_last > 0
    post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": 1}))
    assert t.lab_first == shown_last - 1
    drag(app, hand_card(t, 0), t.zones["labyrinth"].center)  # playing brings the newest cards back into view
    assert t.applied == [act("play", card="RM")] and t.lab_first == shown_last + 1


def test_a_screenshot_never_replaces_the_players_saved_game(tmp_path):
    from game.__main__ import main
    from game.ui.onirim import saves
    for scene in ("onirim_mirrors", "onirim_over"):
        before = saves.path().read_bytes() if saves.path().exists() else None
        assert main(["--screenshot", str(tmp_path / f"{scene}.png"), "--scene", scene]) == 0
        after = saves.path().read_bytes() if saves.path().exists() else None
        assert after == before


def test_an_expansion_is_ticked_in_a_drawn_check_box_when_clicked(app):
    """The expansions are cards to tick (their labels are the plain names): a
    click ticks the box in the card's corner in gold, frames the card in gold
    and lights its picture; a second click clears all three."""
    from game.ui.widgets import Toggle
    menu = OnirimMenu(app, seed=7)
    app.push(menu)
    app.step()

    def diver():
        return next(b for b in menu.buttons if isinstance(b, Toggle) and b.label == "The Diver")

    def gold_in_box(b):
        inside = b.tick().inflate(-6, -6)
        return sum(1 for x in range(inside.left, inside.right) for y in range(inside.top, inside.bottom)
                   if app.screen.get_at((x, y))[:3] == (240, 214, 140))

    def picture_light(b):
        middle = pygame.Rect(0, 0, b.picture_w // 2, b.picture_w // 2)
        middle.midtop = (b.rect.centerx, b.rect.y + 30)
        return sum(sum(app.screen.get_at((x, y))[:3]) for x in range(middle.left, middle.right, 3)
                   for y in range(middle.top, middle.bottom, 3))

    assert not diver().on and gold_in_box(diver()) == 0
    dim = picture_light(diver())
    click(app, diver().rect.center)
    assert menu.expansions() == ("diver",) and diver().on
    menu.draw(app.screen)
    assert gold_in_box(diver()) > 4, "the tick is drawn inside the box"
    assert app.screen.get_at((diver().rect.x + 1, diver().rect.centery))[:3] == tuple(P.GOLD), "a gold frame"
    assert picture_light(diver()) > dim * 1.3, "the picture is lit when the expansion is on"
    click(app, diver().rect.center)
    menu.draw(app.screen)
    assert menu.expansions() == () and gold_in_box(diver()) == 0


class Watched(pygame.Surface):
    """A screen that notes where every picture lands, unclipped."""

    def blit(self, source, dest, *args, **kwargs):
        self.landed.append(pygame.Rect(pygame.Rect(dest).topleft if len(dest) == 4 else dest, source.get_size()))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_the_whole_hand_shows_at_1280_by_720(app, scale):
    """Every card of the hand, tilted as drawn, lies inside the window."""
    from game.ui import draw as d
    d.set_ui_scale(scale)
    try:
        t = table(app, hand=["RS", "BM", "GK", "YS", "RM"])
        screen = Watched((1280, 720))
        screen.landed = []
        t.draw(screen)
        top = min(r.y for r, _i in t.hand_rects)
        hand = [r for r in screen.landed if min(r.size) >= t.card_w() and r.y >= top - 20]
        assert len(hand) == 5
        assert all(screen.get_rect().contains(r) for r in hand), hand
    finally:
        d.set_ui_scale(1.0)


def test_an_instruction_is_drawn_in_its_own_look_and_a_refusal_in_the_refusals(app):
    """The first card on the Sun Mirror: "Now drag a second card..." on the
    instruction's calm panel; a card that cannot pair with it: the refusal's."""
    from game.ui import notice
    from tests.recording import recording
    t = table(app, hand="RS YS BM GK RM", deck="GS BS YM RK", expansions=("mirrors",))
    sun = t.mirror_rects["sun"].center

    def said():
        with recording(panels=True) as drawn:
            app.step()
        k = max(k for k, x in enumerate(drawn) if isinstance(x, tuple))  # the last panel: the message's
        box, text = drawn[k][0], drawn[k + 1]
        return text.text, app.screen.get_at((box.x + 4, box.centery))[:3], app.screen.get_at((box.x + 1, box.centery))[:3]

    drag(app, hand_card(t, 0), sun)
    text, fill, border = said()
    assert text.startswith("Now drag a second card onto the Sun Mirror") and t.applied == []
    assert fill == notice.LOOKS[notice.INSTRUCTION][0] and border == notice.LOOKS[notice.INSTRUCTION][1]
    drag(app, hand_card(t, 3), sun)  # the green Key shows no Sun
    text, fill, border = said()
    assert "Mirror" in text and not text.startswith("Now drag") and fill == notice.LOOKS[notice.REFUSAL][0]
    assert notice.LOOKS[notice.INSTRUCTION][0] != notice.LOOKS[notice.REFUSAL][0]


def test_the_expansion_ticks_are_remembered_between_visits_and_after_a_restart(app):
    from game.rules.onirim.cards import NIGHTMARE, card_counts
    from game.ui import settings as settings_store
    from game.ui.widgets import Toggle
    from tests.recording import recording
    try:
        menu = OnirimMenu(app, seed=7)
        app.push(menu)
        app.step()
        for label in ("The Diver", "The Mirrors"):
            click(app, next(b for b in menu.buttons if isinstance(b, Toggle) and b.label == label).rect.center)
        app.pop()
        again = OnirimMenu(app, seed=7)  # the next visit to Onirim's title
        app.push(again)
        app.step()
        assert again.expansions() == ("diver", "mirrors")
        assert {b.label for b in again.buttons if isinstance(b, Toggle) and b.on} == {"The Diver", "The Mirrors"}
        restarted = App((1280, 720), seed=3)  # a new run reads the settings file
        assert OnirimMenu(restarted, seed=7).expansions() == ("diver", "mirrors")
        # The title says which boxes add the two extra Nightmares, and the rules agree.
        with recording() as drawn:
            app.step()
        note = next(x.text for x in drawn if "Nightmares" in x.text)
        base = card_counts(())[NIGHTMARE]
        for key, label in (("sphinx", "The Sphinx"), ("diver", "The Diver"), ("confusion", "The Confusion"),
                           ("mirrors", "The Mirrors")):
            adds = card_counts((key,))[NIGHTMARE] - base
            assert (label in note) == (adds == 2), (key, adds)
        assert "2 Nightmares" in note
    finally:
        chosen = settings_store.load()
        chosen.onirim_expansions = []
        settings_store.save(chosen)


def test_a_drag_right_after_a_door_opens_is_applied_or_refused_with_a_drawn_reason(app):
    """The Door opens and the refill draws a Nightmare: the table waits for its
    Decision. A card dragged to the Labyrinth then does not vanish in silence:
    the table says why, and draws it."""
    from tests.recording import recording
    t = table(app, hand="RK BS GS YS BM", deck="RD NN NN NN NN GM", labyrinth="RS RM")
    drag(app, hand_card(t, 0), t.zones["labyrinth"].center)
    assert t.applied == [act("play", card="RK")] and t.game.to_data()["doors"] == ["RD"]
    assert t.game.pending is not None  # the Nightmare's Decision
    before = list(t.applied)
    with recording() as drawn:
        drag(app, hand_card(t, 1), t.zones["labyrinth"].center)
        app.step()
    applied = t.applied != before
    said = [x.text for x in drawn if x.text.startswith("First answer the question")]
    assert applied or said, [x.text for x in drawn]


def test_a_card_let_go_over_nothing_says_where_it_can_go(app):
    t = table(app, hand="RS YS BM GK RM", deck="GS BS YM RK")
    drag(app, hand_card(t, 0), (t.zones["labyrinth"].centerx, t.zones["labyrinth"].top - 40))  # just above
    assert t.applied == [] and "Labyrinth" in t.message
    drag(app, hand_card(t, 0), hand_card(t, 2))  # put back on the hand: nothing to say
    assert t.message == ""


def test_the_lifted_card_is_picked_up_by_its_raised_top(app):
    """The card under the mouse is drawn 18 px higher: a press on that raised
    edge picks it up."""
    t = table(app, hand="RS YS BM GK RM", deck="GS BS YM RK")
    rect = next(r for r, k in t.hand_rects if k == 2)
    top = (rect.centerx, rect.y - 10)
    post(app, (pygame.MOUSEMOTION, {"pos": (rect.centerx, rect.y + 20), "rel": (0, 0), "buttons": (0, 0, 0)}))
    drag(app, top, t.zones["labyrinth"].center)
    assert t.applied == [act("play", card="BM")]


def test_ctrl_z_takes_back_a_move_that_showed_nothing_new_and_names_it(app):
    t = table(app, hand="RK BM GK YS RM", deck="SX BS GM YM RK BK GS YS", expansions=("sphinx", "mirrors"),
              labyrinth="RS RM BK", doors="GD", limbo="NN")
    drag(app, hand_card(t, 1), t.zones["discard"].center)
    click(app, next(b for b in t.panel_buttons if b.label == "Name moon").rect.center)
    shown = t.game.to_data()  # the Sphinx showed the bottom of the deck: new information
    click(app, dict((i, r) for r, i in t.pick_rects)[0].center)
    picked = t.applied[-1]
    assert picked.kind == "sphinx_pick" and t.game.to_data() != shown
    post(app, (pygame.KEYDOWN, {"key": pygame.K_z, "mod": pygame.KMOD_LCTRL, "unicode": "z"}))
    assert t.game.to_data() == shown and t.applied[-1] == act("sphinx", name="moon")
    assert t.message.startswith("Undo: The ") and t.message.endswith(" goes on top of the deck."), "the move, named"
    post(app, (pygame.KEYDOWN, {"key": pygame.K_z, "mod": pygame.KMOD_LCTRL, "unicode": "z"}))
    assert t.game.to_data() == shown, "the Sphinx's look at the deck is not taken back"
    assert t.message.startswith("Nothing to undo")


def test_esc_on_a_game_in_progress_asks_first_and_says_whether_it_is_kept(app):
    """As Lucidity and Prophecy: Esc raises the question, Stay keeps the table,
    Esc twice goes back to Onirim's title; a finished game leaves at once."""
    from game.ui.confirm import ConfirmScene
    menu = OnirimMenu(app, seed=7)
    t = OnirimTable(app, from_codes(hand="RS YS BM GK RM", deck="GS BS YM RK NN"), autosave=False)
    app.stack[:] = [menu, t]
    app.step()
    esc = (pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0, "unicode": ""})
    post(app, esc)
    confirm = app.top
    assert isinstance(confirm, ConfirmScene) and confirm.question == "Leave this game? It is not saved."
    app.step()
    click(app, next(b for b in confirm.buttons if b.label == "Stay").rect.center)
    assert app.top is t and t.game.outcome is None
    post(app, esc)
    assert isinstance(app.top, ConfirmScene)
    post(app, esc)
    assert app.top is menu
    kept = OnirimTable(app, from_codes(hand="RS YS BM GK RM", deck="GS BS YM RK NN"))
    assert kept.autosave
    app.push(kept)
    app.step()
    post(app, esc)
    assert "It is saved" in app.top.question
    post(app, (pygame.KEYDOWN, {"key": pygame.K_RETURN, "mod": 0, "unicode": "\r"}))
    assert app.top is menu

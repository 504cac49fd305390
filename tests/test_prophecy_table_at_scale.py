"""The Prophecy table as a player sees it at every UI scale and in either
language, read from what was drawn (the strings and panels the shared drawing
functions report, and the pixels of the dice):

- the keyboard chip ("A every move by keyboard") keeps clear of the open
  rules panel's frame, and of the Water Realm's squares;
- every topic of the rules help is in Chinese after a change of language;
- the light and the dark die grow with the UI scale, inside their trays and
  below the trays' labels.
"""
from __future__ import annotations

import contextlib

import pygame
import pytest
import yaml

from game import i18n
from game.content import CONTENT_DIR
from game.i18n.breaks import is_cjk
from game.ui import app as app_module
from game.ui import draw as d
from game.ui import layout
from game.ui.actionlist import HINT
from game.ui.prophecy.table import DARK_DIE, FACES, LIGHT_DIE
from mouse_driver import Gestures
from test_language_switch import switch_language
from test_tables_reflow import draw_frame

CONFIGS = [((1280, 720), 1.0), ((1920, 1080), 1.0), ((1280, 720), 1.5), ((1920, 1080), 1.5), ((1280, 720), 2.0),
           ((1920, 1080), 2.0)]
IDS = [f"{w}x{h}-{s}x" for (w, h), s in CONFIGS]


@contextlib.contextmanager
def table_at(size, scale, lang="en", scene="prophecy"):
    """The demo's Prophecy table open in a window of that size, scale and language."""
    with app_module._scratch_saves():
        app = app_module.App(size, 1, defaults=True, scale=scale, lang=lang)
        try:
            app.push(app_module.make_scene(app, scene))
            for _ in range(3):
                app.step()
            yield app, app.top
        finally:
            d.set_ui_scale(1.0)
            i18n.set_language("en")
            pygame.quit()


def frame(app) -> tuple[list, list]:
    """One frame drawn: (the strings on the window, the panels on the window)."""
    drawn: list = []
    draw_frame(app, drawn)
    window = app.screen.get_size()
    strings = [t for t in drawn if not isinstance(t, tuple) and t.surface == window]
    panels = [p[0] for p in drawn if isinstance(p, tuple) and p[1] == window]
    return strings, panels


def open_rules(app, table) -> None:
    rules = next(b for b in table.buttons if b.label == i18n._("Rules"))
    Gestures(app).click(rules.rect.center)
    assert table.rules_open, "a click on Rules opens the rules help"


def chip_drawn(strings) -> pygame.Rect:
    """The keyboard chip: its words and the key cap "A" just left of them."""
    words = next(pygame.Rect(t.rect) for t in strings if t.text == HINT)
    cap = next(pygame.Rect(t.rect) for t in strings if t.text == "A" and abs(t.rect[1] + t.rect[3] / 2 - words.centery) <= 2
               and 0 <= words.left - (t.rect[0] + t.rect[2]) <= 20)
    return cap.inflate(16, 8).union(words)  # the key cap's frame lies 8 pixels round its letter


@pytest.mark.parametrize("size, scale", CONFIGS, ids=IDS)
def test_the_keyboard_chip_keeps_clear_of_the_open_rules_panel(size, scale):
    with table_at(size, scale) as (app, table):
        open_rules(app, table)
        strings, panels = frame(app)
        heading = next(pygame.Rect(t.rect) for t in strings if t.text == "Rules of this edition")
        panel = min((p for p in panels if p.contains(heading)), key=lambda p: p.width * p.height)
        chip = chip_drawn(strings)
        assert not chip.colliderect(panel), f"the chip {tuple(chip)} lies on the rules panel {tuple(panel)}"
        board = table.regions()["board"]
        assert board.contains(chip), f"the chip {tuple(chip)} leaves the board {tuple(board)}"


@pytest.mark.parametrize("size, scale", CONFIGS, ids=IDS)
def test_the_keyboard_chip_keeps_clear_of_the_water_realms_squares(size, scale):
    """The camera on the Water Realm: no square of the grid, nor one just off
    its sides or below it that a swimmer leaves by, lies under the chip (the
    row above the palace's lies half under the title by design)."""
    with table_at(size, scale, scene="prophecy_realm") as (app, table):
        assert table.cam == 1.0
        chip = chip_drawn(frame(app)[0])
        lay = table.lay
        squares = [(r, c) for r in range(lay.rows + 1) for c in range(-1, lay.cols + 1)
                   if r < lay.rows or c in range(lay.cols)]  # off an edge, never off a corner
        under = [sq for sq in squares if lay.square(sq).colliderect(chip)]
        assert not under, f"the chip {tuple(chip)} lies on the squares {under}"


def test_every_rules_topic_is_in_chinese_after_a_change_of_language():
    """The rules help open in English; F10, Language, Back: every topic heading
    drawn is the Chinese one (content/prophecy/zh/rules_help.yaml), in order."""
    zh = yaml.safe_load((CONTENT_DIR / "prophecy" / "zh" / "rules_help.yaml").read_text(encoding="utf-8"))
    with table_at((1280, 720), 1.0) as (app, table):
        open_rules(app, table)
        english = [f"[{r['confidence']}] {r['topic']}" for r in table.game.rules_help()]
        drawn = switch_language(app, table)
        assert table.rules_open
        headings = [t for t in drawn if t.startswith("[")]
        wanted = [f"[{r['confidence']}] {zh[r['id']]['topic']}" for r in table.game.rules_help()]
        assert len(wanted) == len(english) > 20
        assert headings[:len(wanted)] == wanted, "every topic, in the rules' order, in Chinese"
        assert not set(english) & set(drawn), "no topic is left in English"
        assert all(any(is_cjk(ch) for ch in h) for h in headings)


def die_drawn(surf, tray, colour) -> pygame.Rect:
    """The box of a die's face inside its tray: the largest patch of its colour
    (the edges of the label's letters may share the colour here and there)."""
    area = surf.subsurface(tray.rect)
    face = pygame.mask.from_threshold(area, colour, (6, 6, 6, 255)).connected_component()
    assert face.count() > 100, f"no die of colour {colour} in the tray {tuple(tray.rect)}"
    return face.get_bounding_rects()[0].move(tray.rect.topleft)


@pytest.mark.parametrize("size, scale, lang", [(s, k, "en") for s, k in CONFIGS] + [((1920, 1080), 2.0, "zh")],
                         ids=[f"{i}-en" for i in IDS] + ["1920x1080-2.0x-zh"])
def test_the_dice_grow_with_the_ui_scale_inside_their_trays(size, scale, lang):
    """The demo's dice (thrown before the table was laid out at this scale) and a
    fresh throw: each die's face is drawn about 34 pixels times the UI scale
    across, inside its tray and below the tray's label."""
    with table_at(size, scale, lang) as (app, table):
        labels = {i18n._("light die: the character"): table.light, i18n._("dark die: the foe"): table.dark}
        colours = {id(table.light): LIGHT_DIE[0], id(table.dark): DARK_DIE[0]}
        for throw in (False, True):
            if throw:
                for seed, tray in enumerate((table.light, table.dark)):
                    look = LIGHT_DIE if tray is table.light else DARK_DIE
                    tray.throw(FACES, "4", seed=seed, colour=look[0], ink=look[1])
                for _ in range(600):
                    app.step()
                    if table.light.settled and table.dark.settled:
                        break
            strings, _panels = frame(app)
            for label, tray in labels.items():
                said = next(pygame.Rect(t.rect) for t in strings if t.text == label)
                die = die_drawn(app.screen, tray, colours[id(tray)])
                across = max(die.size)
                assert across >= 0.85 * layout.em(34), f"{label}: the die is {across} pixels across at {scale}x"
                assert tray.rect.contains(die), f"{label}: the die {tuple(die)} leaves its tray {tuple(tray.rect)}"
                assert die.top >= said.bottom, f"{label}: the die {tuple(die)} covers the label {tuple(said)}"


@pytest.mark.parametrize("size, scale, lang", [(s, k, lang) for s, k in CONFIGS for lang in ("en", "zh")],
                         ids=[f"{i}-{lang}" for i in IDS for lang in ("en", "zh")])
def test_a_long_action_list_and_a_message_keep_above_the_log(size, scale, lang):
    """Many actions (a page and "More actions") and a refusal message: in a short
    window the log gives up lines rather than be drawn over (zh at 2x in 1280x720
    put the message on its first line)."""
    with table_at(size, scale, lang) as (app, table):
        many = table.side_actions() * 8
        table.side_actions = lambda: many
        table.message = "That square is too far for one move."
        table.layout(app.screen.get_size())
        strings, _panels = frame(app)
        log_top = table.rows()["log_top"]
        more = [b for b in table.buttons if b.on_click == table.next_page]
        assert more, "the list runs to a second page"
        assert more[0].rect.bottom <= log_top - 4, "the page button stays above the log's rule"
        message = [pygame.Rect(t.rect) for t in strings if t.text == i18n.tr(table.message)]
        assert message and all(r.bottom <= log_top - 4 for r in message), "the message stays above the log's rule"
        panel_x = table.size[0] - table.panel_w(table.size[0])
        assert any(t.rect[1] >= log_top and t.rect[0] >= panel_x for t in strings), "the log still shows its newest entry"


def seat_locations(table) -> dict:
    """Each seat's location as the strip names it."""
    g = table.game
    return {pid: i18n._("Water Realm") if ch["realm"] is not None else g.content.space(ch["space"])["name"]
            for pid, ch in g.chars.items() if ch["alive"]}


@pytest.mark.parametrize("size, scale, lang", [(s, k, lang) for s, k in CONFIGS for lang in ("en", "zh")],
                         ids=[f"{i}-{lang}" for i in IDS for lang in ("en", "zh")])
@pytest.mark.parametrize("scene", ["prophecy", "prophecy_realm"])
def test_every_seat_in_the_strip_shows_its_name_and_location_whole(size, scale, lang, scene):
    """The strip along the bottom: each character's name and location drawn
    whole (not cut with "...") inside the strip, no smaller than a small label
    at this scale. In the realm demo one seat is in the Water Realm and one is
    put on Treasure Island (cut to "Water..." and "Treasu..." at 2x in 1280x720); on
    the plain table the seats are put on the longest-named spaces."""
    with table_at(size, scale, lang, scene) as (app, table):
        g = table.game
        if scene == "prophecy":
            longest = sorted(g.s["spaces"], key=lambda sid: -len(g.content.space(sid)["name"]))
            for pid, sid in zip(g.s["seats"], longest):
                g.chars[pid]["space"] = sid
        if scene == "prophecy_realm":  # a seat not diving waits on Treasure Island (the longest place name)
            from game.rules.prophecy import board as B
            ashore = next(pid for pid in g.s["seats"] if g.chars[pid]["realm"] is None)
            g.chars[ashore]["space"] = B.ISLAND
        places = seat_locations(table)
        if scene == "prophecy_realm":
            assert {i18n._("Water Realm"), i18n._("Treasure Island")} <= set(places.values())
        strings, _panels = frame(app)
        strip = table.regions()["strip"]
        inside = [t for t in strings if strip.contains(pygame.Rect(t.rect))]
        smallest = d.face("H", 9).get_height()  # a 9-point label at this scale
        for pid, place in places.items():
            for words in (i18n.tr(g.chars[pid]["name"]), place):
                shown = [t for t in inside if t.text == words or t.text.endswith("  " + words)]
                assert shown, f"{words!r} is not drawn in the strip {tuple(strip)}"
                t = shown[0]
                assert t.rect[2] >= t.width, f"{t.text!r} is cut to {t.rect[2]} of its {t.width} pixels"
                assert t.rect[3] >= smallest, f"{t.text!r} is drawn {t.rect[3]} pixels tall, under a 9-point label"

"""Every screen as a store page would show it: at 1280 x 720 and 1920 x 1080,
at the UI scales 1x, 1.5x and 2x, in English and in 简体中文.

Each scene is drawn as `python -m game --screenshot-all` draws it, while the
shared drawing functions report every string and every panel (see
test_screens_fit.py and test_tables_reflow.py, whose recorders this reuses).
What a player would see as broken is checked, not merely that it renders:

- no string is drawn outside the window, or wider or taller than its box;
- no two strings on the window are drawn over each other;
- a string that starts inside a panel stays inside that panel;
- every button lies inside the window and holds its label;
- in Chinese, no sentence is left in English.

Then the places the earlier passes found wanting, each by its own geometry:
the Etherfields table's tile names against the Map actions' plaques, the
Prophecy ring's names against each other and the cost tags, the Load
screen's rows and pages, and Lucidity's results at four seats.
"""
from __future__ import annotations

import itertools
import os
import re

import pygame
import pytest

from game import i18n
from game.i18n.breaks import is_cjk
from game.ui import app as app_module
from game.ui import audit
from game.ui import layout
from game.ui.app import SCENES
from game.ui.audit import out_of_panels, over_each_other
from test_screens_fit import problems
from test_tables_reflow import button_problems

CONFIGS = [((1280, 720), 1.0), ((1920, 1080), 1.0), ((1280, 720), 1.5), ((1280, 720), 2.0), ((1920, 1080), 1.5),
           ((1920, 1080), 2.0)]


def drawn(scene_or_name, size, scale, lang, monkeypatch=None):
    """(app, scene, what is seen, every string, every panel, events): the audit's drawing (game.ui.audit)."""
    return audit.drawn(scene_or_name, size, scale, lang)


ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")


def left_in_english(strings) -> list[str]:
    """In Chinese, a string with no Chinese in it and two or more English words
    (a name like ONIRIM, or "Esc" in a sentence, is fine)."""
    return [f"{t.text[:60]!r} is in English" for t in strings
            if not any(is_cjk(ch) for ch in t.text) and len(ENGLISH_WORD.findall(t.text)) >= 2]


def _screen_cases() -> list:
    """Every scene at every size and scale, the languages taking turns: each
    scene is seen in both languages and at every setting, in half the
    drawings of the whole matrix (STORE_SCREENS=all draws all of it)."""
    everything = os.environ.get("STORE_SCREENS") == "all"
    cases = []
    for i, name in enumerate(SCENES):
        for j, ((w, h), scale) in enumerate(CONFIGS):
            for lang in (["en", "zh"] if everything else [["en", "zh"][(i + j) % 2]]):
                cases.append(pytest.param(name, (w, h), scale, lang, id=f"{name}-{w}x{h}-{scale}x-{lang}"))
    return cases


@pytest.mark.parametrize("name, size, scale, lang", _screen_cases())
def test_every_screen_is_store_ready(name, size, scale, lang, monkeypatch):
    with drawn(name, size, scale, lang, monkeypatch) as (app, scene, seen, strings, panels, events):
        window = app.screen.get_rect()
        assert seen, f"{name}: nothing drawn"
        found = [p for p in problems(strings)]
        found += [f"{t.text[:40]!r} {t.rect} is outside the {window.size} window" for t in seen
                  if not window.inflate(2, 2).contains(pygame.Rect(t.rect))]
        found += over_each_other(seen)
        found += out_of_panels(seen, events, panels)
        found += button_problems(scene, window)
        if lang == "zh":
            found += left_in_english(seen)
    assert not found, f"{name} at {size} {scale}x ({lang}):\n" + "\n".join(sorted(set(found)))


# -- the places found wanting, each by its own geometry ----------------------------------------

@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size, scale", CONFIGS, ids=[f"{w}x{h}-{s}x" for (w, h), s in CONFIGS])
def test_etherfields_tile_names_keep_clear_of_the_plaques(size, scale, lang, monkeypatch):
    """A tile's name is written on the table beside its spaces' plaques (a Map
    action, a Gem action), never under one; the demo table has a tile whose
    bottom-left space carries a plaque, where the name used to go."""
    from game.gfx import tiles as tiles_gfx
    with drawn("dreamscape", size, scale, lang, monkeypatch) as (app, scene, seen, strings, panels, events):
        g = scene.game
        spaces = g.dreamscape.spaces
        plaques = [r for p, sp in spaces.items() for r in tiles_gfx.plaque_rects(sp, scene.space_rect(p))]
        by_tile: dict = {}
        for p, sp in spaces.items():
            by_tile.setdefault(sp.tile, []).append(p)
        names = {getattr(g.card(t), "name", "") for t in by_tile if t}
        written = [t for t in strings if t.text in names and t.surface == tuple(size)]
        assert written or scene.cell()[0] < layout.em(60), "no tile name on the table"  # a small table shows none
        for t in written:
            clash = [tuple(r) for r in plaques if pygame.Rect(t.rect).colliderect(r)]
            assert not clash, f"the tile name {t.text!r} at {t.rect} lies on the plaques {clash}"

        def bottom_left(ps):
            foot = max(p[1] for p in ps)
            return min(p for p in ps if p[1] == foot)
        assert any(tiles_gfx.plaque_rects(spaces[bottom_left(ps)], scene.space_rect(bottom_left(ps)))
                   for t, ps in by_tile.items() if t), "the demo no longer has a plaque where a name used to go"


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size, scale", CONFIGS, ids=[f"{w}x{h}-{s}x" for (w, h), s in CONFIGS])
def test_prophecy_ring_names_are_whole_and_apart(size, scale, lang, monkeypatch):
    """Every space of the ring is named whole ("Magic Wasteland", not "Magic
    Wast."), at any scale, and no two names' plates overlap."""
    from game.rules.prophecy import board as B
    with drawn("prophecy", size, scale, lang, monkeypatch) as (app, scene, seen, strings, panels, events):
        g, lay = scene.game, scene.lay
        ring = B.ring(g.content)
        on_window = {t.text: t for t in strings if t.surface == tuple(size)}
        for sid in ring:
            name = g.content.space(sid)["name"]
            lines = lay.name_rect(g, sid)[2]
            assert " ".join(lines) == name or "".join(lines) == name  # on two lines at most where it is narrow
            assert len(lines) <= 2
            for words in lines:
                t = on_window.get(words)
                assert t is not None, f"{words!r} of {name!r} is not on the board"
                assert t.box is None or t.width <= t.box[0] + 1, f"{words!r} is shortened ({t.width} px in {t.box[0]})"
        plates = {s: lay.name_rect(g, s)[0] for s in ring}
        for a, b in itertools.combinations(ring, 2):
            assert not plates[a].colliderect(plates[b]), f"the names of {a} and {b} overlap"
        assert all(lay.rect.contains(p) for p in plates.values())


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size, scale", CONFIGS, ids=[f"{w}x{h}-{s}x" for (w, h), s in CONFIGS])
def test_load_screen_rows_hold_their_lines_on_every_page(size, scale, lang, monkeypatch):
    """The Load screen of the screenshots (a dozen saves and a damaged one):
    on every page each row holds its two lines, the rows keep above the pager,
    the caption counts the saves shown, and the damaged save's row explains
    itself in the interface's language."""
    from game.ui.menus import LoadScene

    def last_page(app):
        scene = app_module.make_scene(app, "save_load")
        scene.layout(app.screen.get_size())
        while scene.first + scene.per_page < len(scene.saves):
            scene.older()
            scene.layout(app.screen.get_size())
        return scene
    for make in ("save_load", last_page):
        with drawn(make, size, scale, lang, monkeypatch) as (app, scene, seen, strings, panels, events):
            assert isinstance(scene, LoadScene)
            rows = [b for b in scene.buttons if hasattr(b, "info")]
            pager = [b for b in scene.buttons if b.label in (i18n._("Newer"), i18n._("Older"))]
            assert rows and len(scene.saves) == 13
            if len(rows) < 13:  # more saves than the window holds: pages
                first, last = scene.first + 1, scene.first + len(rows)
                caption = i18n._("Saves {first} to {last} of {total}").format(first=first, last=last, total=13)
                assert pager and any(t.text == caption for t in seen), f"no pager or no caption {caption!r}"
            for row in rows:
                inside = [t for t in seen if row.rect.collidepoint(pygame.Rect(t.rect).center)]
                assert len(inside) == 2, f"row {row.info.name}: {[t.text for t in inside]}"
                for t in inside:
                    assert row.rect.contains(pygame.Rect(t.rect)), f"{t.text!r} {t.rect} leaves its row {row.rect}"
                assert all(row.rect.bottom < b.rect.top for b in pager)
            damaged = [r for r in rows if r.info.problem]
            if make != "save_load":
                assert damaged, "the damaged save is on the last page"
            for row in damaged:
                why = next(t.text for t in seen if row.rect.collidepoint(pygame.Rect(t.rect).center)
                           and t.text != row.info.meta.get("campaign", row.info.name))
                assert (lang == "zh") == any(is_cjk(ch) for ch in why), why


def four_seats_over(app):
    """Lucidity's end at four seats (two of them Nightmares): the tallest results screen."""
    import random
    from game.rules.lucidity.players import careful
    from game.ui.lucidity.over import OverScene
    from game.ui.lucidity.table import TableScene
    table = TableScene(app, ["person", "careful", "greedy", "careful"], None, 3)
    rng = random.Random(3)
    while table.game.outcome is None:
        table.apply(careful(table.game, rng))
    table.skip()
    app.push(table)
    return OverScene(app, table)


@pytest.mark.parametrize("size, scale, lang", [((1280, 720), 2.0, "zh"), ((1280, 720), 1.5, "en"),
                                               ((1920, 1080), 1.0, "zh"), ((1280, 720), 1.0, "en")])
def test_lucidity_results_at_four_seats_fit_above_the_buttons(size, scale, lang, monkeypatch):
    with drawn(four_seats_over, size, scale, lang, monkeypatch) as (app, scene, seen, strings, panels, events):
        assert sum(s["status"] == "nightmare" for s in scene.table.game.seats) == 2  # the demo still has Nightmares
        rows = [p for _k, p in panels if p.width >= 500 and p.height < 140]  # the results, one panel a seat
        assert len(rows) == 4
        buttons_top = min(b.rect.top for b in scene.buttons)
        n = scene.table.game.outcome["turns"]
        turns = next(t for t in seen if t.text == i18n.ngettext("{n} turn", "{n} turns", n).format(n=n))
        assert max(r.bottom for r in rows) < pygame.Rect(turns.rect).top and pygame.Rect(turns.rect).bottom <= buttons_top
        found = over_each_other(seen) + out_of_panels(seen, events, panels) + problems(strings)
        assert not found, "\n".join(found)


@pytest.mark.parametrize("name", ["first_night", "dreamscape"])
def test_a_tile_name_in_chinese_at_2x_is_whole_on_two_lines_not_cut(name):
    """Issue 39: at 2x in a 1920x1080 window a narrow place cut 育儿室，东墙 to
    '育儿…' (its first line, 育儿室，, outgrew the place): it is written whole,
    a size smaller, before it is ever shortened."""
    with drawn(name, (1920, 1080), 2.0, "zh") as (app, scene, seen, strings, panels, events):
        g = scene.game
        names = {getattr(g.card(sp.tile), "name", "") for sp in g.dreamscape.spaces.values() if sp.tile}
        pieces = [t for t in strings if t.surface == (1920, 1080) and any(t.text and t.text in n for n in names)]
        assert pieces, "no tile name on the table"
        cut = [(t.text, t.width, t.rect[2]) for t in pieces if t.rect[2] < t.width - 3]
        assert not cut, cut
        assert any("东墙" in t.text or "衣柜" in t.text for t in pieces) or name == "dreamscape"


def test_the_journal_says_when_entries_lie_below_or_above_the_page():
    """Issue 39: at 2x the journal left entries out with nothing to say so; a
    hint under the list names what lies below, and after a turn of the wheel, above."""
    from game.gfx import text as T
    from game.i18n import set_language
    from game.ui import app as app_module
    from game.ui.etherfields.worldmap import JournalScene
    with app_module._scratch_saves():
        app = app_module.App((1280, 720), 1, defaults=True, lang="zh", scale=2.0)
        try:
            session = app_module.make_scene(app, "dreamworld_late").session
            journal = JournalScene(app, session)
            app.push(journal)

            def hints():
                got: list = []
                T.RECORDERS.append(got.append)
                try:
                    journal.draw(app.screen)
                finally:
                    T.RECORDERS.remove(got.append)
                return [t.text for t in got if "还有" in t.text]
            assert hints() == ["下方还有"]
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
            app.step()
            assert app.top is journal and journal.scroll == 1
            assert hints() == ["上方还有  ·  下方还有"]
        finally:
            set_language("en")

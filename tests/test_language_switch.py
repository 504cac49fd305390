"""A change of language while a game is on the table (issue 17): F10 opens
Settings over the table, a click on the Language row switches, Back returns
to the same table, and everything drawn from then on is in the new language:
the interface's sentences, the cards and names the game was set up with, the
log written before the change, the seats' names. And back again.

What is drawn is read from the shared text functions (game.gfx.text.RECORDERS),
listening from the click on Back, so a still picture a table keeps cached is
caught if it was not painted again."""
from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game.i18n.breaks import is_cjk
from game.ui import app as app_module
from game.ui.menus import SettingsScene
from recording import recording

# Each game's table, and the Etherfields pages written from a campaign (a paragraph, a story page, the chronicle).
TABLES = ("dreamscape", "dreamworld", "journal", "script_reader", "game_over", "chronicle", "onirim_table",
          "onirim_over", "lucidity_table", "lucidity_end", "prophecy", "prophecy_realm")
ENGLISH = re.compile(r"[A-Za-z]{3,}")
KEPT = {"Tab", "Esc", "Demo"}  # keys as printed on them; a campaign keeps its name (the demo's, given in English here)


def click(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        app.step()


def switch_language(app, table) -> list:
    """F10, a click on the Language row, a click on Back; what was drawn after Back."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F10, mod=0, unicode=""))
    app.step()
    settings = app.top
    assert isinstance(settings, SettingsScene), "F10 opens Settings over the table"
    settings.arrange(app.screen.get_size())
    row = next(b for b in settings.buttons if b.on_click == settings.next_language)
    click(app, row.rect.center)
    settings.arrange(app.screen.get_size())
    back = next(b for b in settings.buttons if b.on_click == settings.back)
    with recording() as drawn:
        click(app, back.rect.center)
        assert app.top is table, "Back returns to the same table, still open"
        for _ in range(3):
            app.step()
    return [d.text for d in drawn]


def english_words(texts) -> list[str]:
    return sorted({t for t in texts if set(ENGLISH.findall(t)) - KEPT})


@pytest.mark.parametrize("name", TABLES)
def test_a_table_open_in_english_follows_a_change_to_chinese_and_back(name):
    with app_module._scratch_saves():
        app = app_module.App((1280, 720), 1, defaults=True, lang="en")
        app.push(app_module.make_scene(app, name))
        for _ in range(3):
            app.step()
        table = app.top
        zh = switch_language(app, table)
        assert i18n.language() == "zh"
        assert any(any(is_cjk(ch) for ch in t) for t in zh), f"{name}: nothing Chinese was drawn"
        left = english_words(zh)
        assert not left, f"{name}: English still drawn after the change to 简体中文: {left[:6]}"
        en = switch_language(app, table)
        assert i18n.language() == "en"
        chinese = sorted({t for t in en if any(is_cjk(ch) for ch in t)})
        assert not chinese, f"{name}: Chinese still drawn after the change back to English: {chinese[:6]}"
        assert english_words(en), f"{name}: nothing English was drawn"


def test_a_rules_sentence_naming_cards_is_worded_in_either_language():
    """tr() on a rules sentence whose names were written in the other language:
    the names are looked up in the content's translations (and, for Onirim,
    in the cards the table names), in both directions."""
    import yaml
    from game.content import CONTENT_DIR
    import game.ui.onirim.table  # noqa: F401 - the table adds Onirim's card names
    zh_board = yaml.safe_load((CONTENT_DIR / "prophecy" / "zh" / "board.yaml").read_text(encoding="utf-8"))
    brightfield = zh_board["brightfield"]["name"]
    i18n.set_language("zh")
    said = i18n.tr("An Adventure comes to Brightfield (face down).")
    assert brightfield in said and not ENGLISH.search(said)
    assert not ENGLISH.search(i18n.tr("You discard a red Key.")), i18n.tr("You discard a red Key.")
    i18n.set_language("en")
    assert i18n.tr(f"An Adventure comes to {brightfield} (face down).") == \
        "An Adventure comes to Brightfield (face down)."
    i18n.set_language("zh")
    moved_back = i18n._("Move taken back.")
    i18n.set_language("en")
    assert i18n.tr(moved_back) == "Move taken back."


def test_a_message_naming_a_dreamer_is_reworded_by_a_change_of_language():
    """A click on another Dreamer's board says "Acting as {name}." in the bar until
    the next move; a change of language rewords it at once, the name included,
    and back again (the message is kept as its sentence and name: i18n.Said)."""
    with app_module._scratch_saves():
        app = app_module.App((1280, 720), 1, defaults=True, lang="en")
        app.push(app_module.make_scene(app, "dreamscape"))
        app.step()
        table = app.top
        who = next(w for w in table.game.order if w != table.selected)
        click(app, table.board_rects()[who].center)
        english = f"Acting as {table.game.name(who)}."
        assert table.message == english and table.selected == who
        zh = switch_language(app, table)
        chinese = i18n._("Acting as {name}.").format(name=table.game.name(who))
        assert any(is_cjk(ch) for ch in chinese)
        assert chinese in zh, "the bar's message is reworded in 简体中文, the name too"
        assert not english_words(zh), english_words(zh)[:6]
        en = switch_language(app, table)
        assert english in en and not any(chinese in t for t in en)


def test_an_onirim_refusal_naming_cards_is_reworded_by_a_change_of_language():
    """A card dropped on a Mirror it does not fit: the refusal names the Mirror,
    the pair it takes and the card; after a change of language it reads as the
    same refusal made in the new language, and back."""
    def refuse(table):  # the blue Moon on the red Mirror
        table.drop_on_mirror("red", "BM", table.game.to_data()["hand"].index("BM"))
        return str(table.message)

    with app_module._scratch_saves():
        app = app_module.App((1280, 720), 1, defaults=True, lang="en")
        app.push(app_module.make_scene(app, "onirim_mirrors"))
        app.step()
        table = app.top
        english = refuse(table)
        assert "red Mirror" in english and "blue Moon" in english
        zh = switch_language(app, table)
        assert not english_words(zh), english_words(zh)[:6]
        assert refuse(table) in zh, "drawn as the same refusal made in 简体中文"
        en = switch_language(app, table)
        assert english in en


def test_the_what_now_hint_is_reworded_by_a_change_of_language():
    """The "What now?" button (issue 16) says its step and why in the bar; a
    change of language rewords the whole hint at once, the step, the names
    and the reason, without asking again, and back again."""
    from game.hint import describe
    with app_module._scratch_saves():
        app = app_module.App((1280, 720), 1, defaults=True, lang="en")
        app.push(app_module.make_scene(app, "dreamscape"))
        app.step()
        table = app.top
        button = next(b for b in table.bar_buttons if b.label == "What now?")
        click(app, button.rect.center)
        found = table.current_hint()
        english = str(table.message)
        assert found is not None and english.startswith("What now? ")
        zh = switch_language(app, table)
        assert table.current_hint() is found, "the hint was not asked again"
        opening = i18n._("What now? {label}. {reason}").split("{label}")[0]
        step = describe(table.game, found.action)  # the step, worded afresh in 简体中文
        assert any(is_cjk(ch) for ch in opening + step)
        shown = [t for t in zh if t.startswith(opening) and step in t]
        assert shown, f"the hint is drawn in 简体中文: {[t for t in zh if 'What now' in t or opening in t][:3]}"
        assert not english_words(zh), english_words(zh)[:6]
        en = switch_language(app, table)
        assert english in " ".join(en), "back in English, the same sentence as when it was asked (its banner may wrap it)"


def test_the_demo_campaign_is_named_in_the_interfaces_language_and_a_typed_name_is_kept():
    from game.session import Session
    from game.ui.etherfields.chronicle import ChronicleScene
    with app_module._scratch_saves():
        app = app_module.App((1280, 720), 1, defaults=True, lang="zh")
        try:
            scene = app_module.make_scene(app, "chronicle")
            with recording() as drawn:
                scene.draw(app.screen)
            assert "演示的编年史" in [t.text for t in drawn]
            typed = Session.new(["gambler", "tough_guy"], 1, campaign=True, name="Demo", autosaves=False)
            with recording() as drawn:
                ChronicleScene(app, typed).draw(app.screen)
            assert "Demo 的编年史" in [t.text for t in drawn], "a name the player typed is theirs, never translated"
        finally:
            i18n.set_language("en")


def test_a_space_tooltip_follows_a_change_to_chinese(monkeypatch):
    """The tooltip of a space with a drawing bonus ("+1"), shown first in English,
    is drawn in 简体中文 after the change: its name and its sentence."""
    with app_module._scratch_saves():
        app = app_module.App((1280, 720), 1, defaults=True, lang="en")
        app.push(app_module.make_scene(app, "dreamscape"))
        app.step()
        table = app.top
        bonus = next(p for p, s in table.game.dreamscape.spaces.items() if s.drawing_bonus)
        at = table.space_rect(bonus).center
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: at)
        with recording() as drawn:
            app.step()
        assert "Drawing bonus" in [t.text for t in drawn], "the English tooltip, hovered"
        zh = switch_language(app, table)
        term = next(e for e in table.tooltip_terms(at) if "drawing_bonus" in e.keys)
        assert any(is_cjk(ch) for ch in term.name) and term.name in zh, "the tooltip's name in 简体中文"
        assert term.text in zh and not english_words(zh), english_words(zh)[:6]


def test_screens_outside_the_demo_scenes_draw_no_english_in_chinese(monkeypatch):
    """Issue 39: words painted outside the catalogue stayed English on a Chinese
    screen (Prophecy's setup title, Onirim's empty discard pile, its card back's name)."""
    from game.ui import prophecy
    from game.ui.onirim.menu import OnirimMenu
    with app_module._scratch_saves():
        app = app_module.App((1280, 720), 1, defaults=True, lang="zh")
        try:
            menu = OnirimMenu(app, 3)
            app.push(menu)
            menu.begin()  # a new game: nothing on the discard pile yet
            table = app.top
            assert not table.game.to_data()["discard"]
            setup = prophecy.start(app, 3)
            drawn_texts = []
            for scene in (table, setup):
                with recording() as drawn:
                    scene.draw(app.screen)
                drawn_texts += [t.text for t in drawn]
            assert "弃牌堆" in drawn_texts and "预言" in drawn_texts
            assert not english_words(drawn_texts), english_words(drawn_texts)[:6]
            from game.ui.onirim import art
            painted, render = [], art.render
            monkeypatch.setattr(art, "render", lambda msg, *a, **k: painted.append(msg) or render(msg, *a, **k))
            art._back(120)
            assert painted == ["梦境迷宫"], painted  # the card back names the game in Chinese
        finally:
            i18n.set_language("en")

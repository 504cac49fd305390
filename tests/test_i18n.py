"""The interface's language: lookup, plural forms, the choice and the system locale."""
from __future__ import annotations

import pytest

from game import i18n
from game.i18n import _, ngettext


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_english_is_the_source_text_itself():
    i18n.set_language("en")
    assert i18n.language() == "en"
    assert _("Turn {n}").format(n=3) == "Turn 3"
    assert ngettext("{n} card", "{n} cards", 1).format(n=1) == "1 card"
    assert ngettext("{n} card", "{n} cards", 2).format(n=2) == "2 cards"


def test_the_languages_on_offer_name_themselves():
    assert i18n.LANGUAGES == {"en": "English", "zh": "简体中文"}


def test_an_unknown_language_is_refused_with_a_sentence_and_changes_nothing():
    i18n.set_language("zh")
    with pytest.raises(ValueError, match="no language 'xx'"):
        i18n.set_language("xx")
    assert i18n.language() == "zh"


@pytest.mark.parametrize("env, code", [
    ({"LANG": "zh_CN.UTF-8"}, "zh"),
    ({"LANG": "zh_TW.UTF-8"}, "zh"),
    ({"LC_ALL": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"}, "zh"),
    ({"LANGUAGE": "zh_CN:en_US"}, "zh"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"),
])
def test_the_system_language_follows_the_locale(monkeypatch, env, code):
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert i18n.system_language() == code


def test_the_catalogues_are_complete_current_and_compiled():
    """`python -m game.i18n check`: every sentence the game marks has a Chinese
    translation, no translation is left over, placeholders match, and the
    committed .mo says what the .po says."""
    from game.i18n import catalogues
    template = catalogues.extract()
    for code in i18n.LANGUAGES:
        report = catalogues.check(code, template, content=False)  # tests/test_content_zh.py checks the content
        assert report.problems == [], "\n".join(report.problems[:40])


def test_a_rules_refusal_reads_in_chinese_where_the_table_shows_it():
    """The rules speak English; a fixed refusal of theirs is in the catalogue
    (game/i18n/rules_text.py reads it) and the table shows it translated."""
    from game.rules.core import Action
    from game.session import Session
    session = Session.new(["gambler", "tough_guy"], 1, campaign=False, slumber="slumber_lantern_hound", name="t")
    result = session.apply(Action.make("pass", dreamer=session.game.order[0]))  # passing in the Draw step
    assert not result.ok
    assert result.reason == "Passing ends your part of the Card and Action step; it is not that step now."
    i18n.set_language("zh")
    assert i18n.tr(result.reason) == "让过会结束你在卡牌与行动步骤中的部分；现在不是那个步骤。"


def test_chinese_plurals_and_placeholders_come_through():
    i18n.set_language("zh")
    assert ngettext("{n} card", "{n} cards", 1).format(n=1) == "1 张牌"
    assert ngettext("{n} card", "{n} cards", 5).format(n=5) == "5 张牌"
    assert _("Resolution: {width} x {height}").format(width=1280, height=720) == "分辨率：1280 x 720"
    assert _("") == ""  # never the catalogue's header


def _chinese_table():
    from game.session import Session
    i18n.set_language("zh")  # the content (names) comes in the interface's language
    return Session.new(["gambler", "tough_guy"], 1, campaign=False, slumber="slumber_lantern_hound", name="t",
                       autosaves=False)


def test_a_rules_log_line_with_names_and_numbers_reads_in_chinese():
    """The rules' f-string sentences are patterns in the catalogue ({0}, {1}, ...);
    tr() matches them and puts the pieces, themselves translated, in place."""
    session = _chinese_table()
    log = list(session.game.log)
    assert "Turn 1: a hearts Turn card is revealed." in log
    assert i18n.tr("Turn 1: a hearts Turn card is revealed.") == "第 1 轮：揭示一张红心轮次牌。"
    hound = session.game.card(session.game.entity_tile).name
    assert f"A Slumber begins: {hound}." in log
    assert i18n.tr(f"A Slumber begins: {hound}.") == f"浅眠开始：{hound}。"
    assert i18n.tr(f"The {hound} appears.") == f"{hound}出现了。"
    assert all(not any("a" <= c.lower() <= "z" for c in i18n.tr(line)) for line in log)


def test_a_parameterised_rules_refusal_reads_in_chinese():
    from game.rules.core import Action
    session = _chinese_table()
    game = session.game
    card = game.dreamers["tough_guy"].deck.cards[0]
    result = session.apply(Action.make("play", dreamer="gambler", card=card))
    assert not result.ok
    assert result.reason == f"{game.name(card)} is not in {game.name('gambler')}'s hand."
    assert i18n.tr(result.reason) == f"{game.name(card)}不在{game.name('gambler')}的手牌中。"


def test_a_pattern_prefers_the_most_specific_and_leaves_the_unknown_alone():
    i18n.set_language("zh")
    assert i18n.tr("赌徒 is dead.") == "赌徒已死亡。"            # "{0} is dead." before "{0} is {1}."
    assert i18n.tr("赌徒 is Stunned.") == "赌徒处于眩晕状态。"   # the piece is translated too
    assert i18n.tr("The Team gains 3 Keys.") == "小队获得 3 把钥匙。"
    assert i18n.tr("The Movement die shows full_again.") == "移动骰显示全值并再掷。"
    assert i18n.tr("Nothing here matches any pattern") == "Nothing here matches any pattern"
    assert i18n.tr("") == ""


def test_english_is_the_identity_for_rules_sentences():
    i18n.set_language("en")
    for text in ("Turn 1: a hearts Turn card is revealed.", "The Lantern-Eyed Hound appears.", "Ann is dead."):
        assert i18n.tr(text) == text


def test_a_sentence_joined_from_two_f_strings_is_a_pattern_and_a_half_match_stays_english():
    """f"An Adventure comes to {x}" + (f": {y}." if up else " (face down).") gives two
    patterns; a pattern whose pieces would stay English is not taken."""
    i18n.set_language("zh")
    assert i18n.tr("An Adventure comes to 明野: 月光井.") == "一张冒险牌来到明野：月光井。"
    assert i18n.tr("An Adventure comes to 明野 (face down).") == "一张冒险牌面朝下来到明野。"
    assert i18n.tr("Somebody walks to the moon.") == "Somebody walks to the moon."   # not "{0} {1} to {2}."


@pytest.mark.parametrize("lang, result, things_lost", [("en", "Lost", "Lost"), ("zh", "失败", "失去")])
def test_lost_as_a_result_and_lost_as_things_taken_are_two_entries(lang, result, things_lost):
    """English "Lost" says two things: how a Dream ended (the chronicle, said in
    the context "result") and the heading of what a story took away (the story
    page's ledger). Chinese words them apart; English reads as it always did."""
    from game.ui import app as app_module
    from game.ui.etherfields.story import StoryScene
    from recording import recording
    with app_module._scratch_saves():
        app = app_module.App((1280, 720), 1, defaults=True, lang=lang)
        chronicle = app_module.make_scene(app, "chronicle")
        lost = next(i for i, r in enumerate(chronicle.book.chapters) if r.result == "lost" and r.turns)
        chronicle.page = lost
        record = chronicle.book.chapters[lost]
        pages = {"chronicle": chronicle, "story": StoryScene(app, chronicle.session, record)}
        drawn = {}
        for name, scene in pages.items():
            with recording() as seen:
                scene.draw(app.screen)
            drawn[name] = [d.text for d in seen]
    said = ngettext("{result} in {n} Turn. {reason}", "{result} in {n} Turns. {reason}", record.turns).format(
        result=result, n=record.turns, reason=i18n.tr(record.reason))
    assert any(said in text for text in drawn["chronicle"]), drawn["chronicle"]
    assert things_lost in drawn["story"]
    if lang == "zh":
        assert not any("失去" in text for text in drawn["chronicle"]) and "失败" not in drawn["story"]


def test_a_filled_in_number_or_latin_name_is_set_off_from_chinese_by_a_space():
    """Chinese puts a space between Latin letters or digits and its own characters;
    a filled-in name written in Chinese joins its neighbours as Chinese does."""
    i18n.set_language("zh")
    player = _("Player {n}").format(n=1)
    assert player == "玩家 1"
    assert i18n.tr(f"{player} returns 2 dreams to the bag.") == "玩家 1 将 2 颗梦骰放回袋子。"
    assert _("{name} wins").format(name=player) == "玩家 1 获胜"
    assert _("{name} wins").format(name="Ada") == "Ada 获胜"
    assert _("{name} wins").format(name="梦魇") == "梦魇获胜"
    assert ngettext("{n} card", "{n} cards", 5).format(n=5) == "5 张牌"  # a space the translation has is not doubled
    assert i18n.Said("{name} wins", name=player) == "玩家 1 获胜"
    assert i18n.tr("{name} wins").format(name="Ada") == "Ada 获胜"  # a pattern from a table of N_() marks
    i18n.set_language("en")
    assert _("{name} wins").format(name="玩家 1") == "玩家 1 wins"

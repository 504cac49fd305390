"""Issue 39: log and journal lines the rules write in English read whole in
简体中文 (English left on screen came from lines no pattern fitted): an
Entity that Relocates is named as the Entity (its figure's id "Entity1" was
written), a space is named by its code and corner, and a journal line of a
name before a whole sentence is translated."""
from __future__ import annotations

from game import i18n
from game.rules.etherfields import effects
from rules_fixture import acting


def test_an_entity_that_relocates_is_named_as_the_entity_in_both_languages():
    g = acting()
    fig = g.entities[0]
    g.push(*effects.compile_effect(g, [{"op": "relocate_entity", "to": "any"}],
                                   {"source": "entity", "figure": fig["id"]}))
    g.run()
    choose = next(a for a in g.legal_actions() if a.kind == "choose")
    g.apply(choose)
    line = g.log[-1]
    assert line == f"{g.entity_name()} Relocates.", g.log[-3:]
    assert fig["id"] not in line.lower()
    try:
        i18n.set_language("zh")
        assert i18n.tr("The 飞蛾 Relocates.") == "飞蛾转移了。"
    finally:
        i18n.set_language("en")


def test_a_space_and_a_journal_sentence_read_whole_in_chinese():
    try:
        i18n.set_language("zh")
        assert i18n.tr("赌徒 enters the Dreamscape at A1 top right.") == "赌徒从 A1 右上格进入梦境。"
        assert i18n.tr("B2 bottom left") == "B2 左下格"  # a decision's option, as the rules label it
        assert i18n.tr("The movement step is Blocked and skipped.") == "移动步骤被阻止，跳过结算。"
        assert i18n.tr("飞蛾祖母: The Slumber ends without a victory.") == "飞蛾祖母：浅眠结束，未能取胜。"
        assert i18n.tr("赌徒: Nothing happens at all here.") == "赌徒: Nothing happens at all here."  # unknown: whole English
    finally:
        i18n.set_language("en")
    assert i18n.tr("Grandmother Moth: The Slumber ends without a victory.") == \
        "Grandmother Moth: The Slumber ends without a victory."


def test_onirim_and_lucidity_lines_with_lists_abilities_and_mirrors_read_whole_in_chinese():
    import game.ui.onirim.table  # noqa: F401 - the table teaches tr Onirim's card words
    try:
        i18n.set_language("zh")
        assert i18n.tr("Revealed: Confusion, Nightmare, brown Sun.") == "揭示：困惑、梦魇、棕色太阳。"
        assert i18n.tr("Confusion and Diver go on top of the deck.") == "困惑、潜水者放到牌库顶。"
        assert i18n.tr("The blue Door opens (through the brown Mirror).") == "蓝门打开了（经由棕镜）。"
        assert i18n.tr("The 嫉妒梦魇 uses its ability (covet).") == "嫉妒梦魇使用了它的能力（觊觎）。"
        assert i18n.tr("Revealed: Confusion, Nobody Knows.") == "Revealed: Confusion, Nobody Knows."  # a word unknown
    finally:
        i18n.set_language("en")

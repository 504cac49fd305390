"""Issue 39: one word per idea in 简体中文. The glossary names each concept's
term, the words it replaced and its measure word; `python -m game.i18n check`
fails on any of them (here planted), and the game's own texts pass. And a
name or short phrase never leaves its last character alone on a line."""
from __future__ import annotations

import pygame
import pytest

from game.i18n import catalogues, terms
from game.i18n.breaks import segments

PO_HEAD = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n\n'


def _po(tmp_path, entries):
    text = PO_HEAD + "".join(f"#: {where}\nmsgid \"{en}\"\nmsgstr \"{zh}\"\n\n" for where, en, zh in entries)
    path = tmp_path / "game.po"
    path.write_text(text, encoding="utf-8")
    return path


def _content(tmp_path, text):
    folder = tmp_path / "content" / "etherfields" / "zh" / "cards"
    folder.mkdir(parents=True)
    (folder / "cards.yaml").write_text(text, encoding="utf-8")
    return tmp_path / "content"


def test_the_games_own_words_follow_the_glossary():
    assert terms.problems() == []
    assert catalogues.check("zh").problems == []


@pytest.mark.parametrize("zh, words", [
    ("欢迎来到以太之野", "says 以太之野 where the glossary's word for 'Etherfields' is 以太梦境"),
    ("在出牌与行动步骤中", "卡牌与行动步骤"),
    ("{0}承受 1 点苦痛。", "遭受"),
    ("{0}获得一枚闪光宝石。", "counts 闪光宝石 with another measure word than 个"),
    ("{0}获得一颗闪光宝石。", "counts 闪光宝石 with another measure word than 个"),  # the rulebook: 1个闪光宝石
    ("{0}花费一颗宝石：重掷", "counts 宝石 with another measure word than 个"),  # the short word too
    ("支付1以太来抽牌。", "counts 以太 without its measure word 点"),
    ("从实影身上撕下一张变异。", "counts 变异 with another measure word than 个"),
    ("牌组中有 30 张牌。", "牌库"),
    ("轮次牌的一个步骤被封锁。", "阻止"),  # the rulebook blocks a step with 阻止; 封锁 is for spaces
    ("新的一局在静谧之屋开始。", "寂静之屋"),
    ("{0}掷出 2 个梦骰。", "counts 梦骰 with another measure word than 颗"),
    ("{name}：亮骰 4，合计 7", "浅色骰"),
    ("{name}：力量战斗 3", "力量之战"),
    ("{0}获得 1 点名望。", "声望"),
    ("{0}在抽牌前弃掉 2 张牌。", "弃置"),
])
def test_a_planted_wrong_term_in_the_catalogue_is_named_with_its_line(tmp_path, zh, words):
    po = _po(tmp_path, [("game/ui/x.py:1", "Fine", "好的"), ("game/ui/y.py:2", "Planted", zh)])
    found = terms.problems(po=po, content=_content(tmp_path, "a: 好\n"))
    assert len(found) == 1 and words in found[0] and found[0].startswith(f"{po}:10:")  # its msgid's line


def test_a_planted_wrong_term_in_a_content_translation_is_named_with_its_line(tmp_path):
    content = _content(tmp_path, "card_a:\n  name: 好牌\n  text: 每轮次一次，支付2以太：获得1枚闪光宝石。\n")
    found = terms.problems(po=_po(tmp_path, []), content=content)
    assert len(found) == 2 and all(f.split(": ")[0].endswith("etherfields/zh/cards/cards.yaml:3") for f in found)


def test_a_term_bound_to_one_game_binds_only_that_games_texts(tmp_path):
    """Onirim's key discard is 预见; 预言 stays the name of the game Prophecy."""
    po = _po(tmp_path, [("game/ui/prophecy/table.py:52", "Prophecy", "预言"),
                        ("game/rules/onirim/game.py:475", "Prophecy: you see the top.", "预言：你看到了牌库顶。")])
    found = terms.problems(po=po, content=_content(tmp_path, "a: 好\n"))
    assert len(found) == 1 and "预见" in found[0] and ":10:" in found[0]  # the second entry, the Onirim one


def test_the_check_command_fails_on_a_planted_term(tmp_path, monkeypatch):
    po = _po(tmp_path, [("game/ui/x.py:1", "Planted", "以太之野")])
    monkeypatch.setattr(terms, "PO", po)
    assert any("以太之野" in p for p in catalogues.check("zh", content=False).problems)


@pytest.mark.parametrize("phrase", ["永不醒来的房子", "楼梯在哭泣", "小队获得1把钥匙。", "点力量待领取"])
def test_a_phrase_never_leaves_its_last_character_alone_on_a_line(phrase):
    assert len(segments(phrase)[-1].rstrip("。，")) >= 2
    from game.gfx import fonts
    pygame.font.init()
    from game.ui.draw import face, wrap
    f = face(phrase, 16)
    for width in range(20, 200, 3):
        lines = wrap(phrase, f, width)
        assert len(lines[-1].rstrip("。，")) >= 2, lines  # the last line is never one character


def test_a_planted_wrong_term_beside_the_english_is_named_with_its_line(tmp_path):
    """Achievements keep their Chinese beside the English (name_zh, text_zh):
    the check reads those fields, and only those, of such a file."""
    content = _content(tmp_path, "a: 好\n")
    (content / "etherfields" / "achievements.yaml").write_text(
        "- id: x\n  name: Brave\n  name_zh: 勇者\n  text: Win with 静谧之屋 in English\n"
        "  text_zh: 在静谧之屋赢得一局。\n", encoding="utf-8")
    found = terms.problems(po=_po(tmp_path, []), content=content)
    assert len(found) == 1 and found[0].split(": ")[0].endswith("etherfields/achievements.yaml:5"), found
    assert "寂静之屋" in found[0]


def test_onirims_deck_and_discard_words_bind_onirims_texts_only(tmp_path):
    """Onirim's deck is 牌库 (弃牌堆 stays the discard pile) and a card thrown away is 弃置."""
    po = _po(tmp_path, [("game/ui/onirim/guide.py:10", "Shuffle", "稍后洗回牌堆。"),
                        ("game/ui/onirim/guide.py:11", "Throw", "下一步：点它，把它丢掉。"),
                        ("game/ui/onirim/table.py:12", "Pile", "把它拖到弃牌堆上。"),
                        ("game/ui/etherfields/x.py:13", "Lost", "他把钥匙丢掉了。")])
    found = terms.problems(po=po, content=_content(tmp_path, "a: 好\n"))
    assert len(found) == 2 and "牌库" in found[0] and "弃置" in found[1], found


@pytest.mark.parametrize("zh, left", [
    ("{0}获得 1 个 kind。", "kind"),  # the English 'kind' issue 39 found in a message
    ("Headless 编年史", "Headless"),
    ("水流方向：N", None),  # a single letter is a key or a mark, not a word
    ("按 Page Down 或滚动滚轮", None),  # keys keep their names
    ("意图：{kinds}。", None),  # a placeholder is filled at run time
])
def test_an_english_word_left_in_a_chinese_string_is_named(tmp_path, zh, left):
    po = _po(tmp_path, [("game/ui/x.py:1", "Planted", zh),
                        ("game/ui/credits.py:2", "Fonts", "Lato 与 EB Garamond，中文使用 Noto CJK")])
    found = terms.latin(po=po, content=_content(tmp_path, "a: 好\n"))
    if left is None:
        assert found == []
    else:
        assert len(found) == 1 and found[0].startswith(f"{po}:6:") and left in found[0], found


def test_an_english_word_in_a_content_translation_fails_the_check(tmp_path, monkeypatch):
    content = _content(tmp_path, "card_a:\n  name: 好牌\n  text: 支付2点以太：获得1个 Shining Gem。\n")
    found = terms.latin(po=_po(tmp_path, []), content=content)
    assert len(found) == 1 and "Shining, Gem" in found[0] and "cards.yaml:3" in found[0]
    monkeypatch.setattr(terms, "PO", _po(tmp_path, [("game/ui/x.py:1", "Planted", "Headless 编年史")]))
    assert any("Headless" in p for p in catalogues.check("zh", content=False).problems)


def test_a_listed_word_is_never_split_between_lines():
    """The Gambler's coin read 正面，你醒来；反面，你醒/不来。 on its card."""
    assert "醒不来。" in segments("反面，你醒不来。")[-1]
    from game.gfx import fonts  # noqa: F401 - the faces, as the game opens them
    pygame.font.init()
    from game.ui.draw import face, wrap
    text = "正面，你醒来；反面，你醒不来。"
    f = face(text, 16)
    for width in range(60, 260, 4):
        assert not any(line.endswith("醒") for line in wrap(text, f, width)), width

"""Chinese on the table: where lines break, and which face draws which character."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.gfx import fonts
from game.gfx import text as gtext
from game.i18n.breaks import NO_END, NO_START, segments, units

ROOT = Path(__file__).resolve().parents[1]
HANZI = "梦者意图封印打出牌回合抽取支付以获得一张并然后如果可以"
CLOSERS = "，。、；：！？）」』"
OPENERS = "（「『"


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    yield


def test_a_chinese_run_breaks_between_characters_keeping_punctuation_with_its_word():
    assert segments("梦者打出，封印。") == ["梦", "者", "打", "出，", "封印。"]  # the last character keeps company
    assert segments("抽取（一张）牌") == ["抽", "取", "（一", "张）牌"]
    assert segments("Dreamers") == ["Dreamers"]  # English never breaks inside a word
    assert segments("梦者Ada") == ["梦", "者", "Ada"]


def test_units_say_where_a_space_stood():
    assert units("Pay 2 以获得") == [("Pay", False), ("2", True), ("以", True), ("获得", False)]


@given(st.text(alphabet=HANZI + CLOSERS + OPENERS + "ab ", min_size=1, max_size=40))
def test_no_piece_starts_with_closing_or_ends_with_opening_punctuation_unless_the_text_does(run):
    for word in run.split():
        pieces = segments(word)
        assert "".join(pieces) == word  # nothing lost, nothing added
        for i, piece in enumerate(pieces):
            if i > 0:
                assert piece[0] not in NO_START, (word, pieces)
            if i < len(pieces) - 1:
                assert piece[-1] not in NO_END, (word, pieces)


def wrapped_lines(text, width, size=16):
    lines = gtext._wrap(gtext._pieces(text, "rules", False), width, size)
    return ["".join(p[1] for p in line) for line in lines if line]


def test_a_chinese_paragraph_wraps_inside_its_width_with_no_line_starting_with_a_closer():
    sentence = "每位梦者在回合中可以打出一张牌，并封印一个意图。然后（如果可以）抽取一张牌。" * 3
    width = 180
    lines = gtext._wrap(gtext._pieces(sentence, "rules", False), width, 16)
    shown = [line for line in lines if line]
    assert len(shown) > 3  # it did wrap, with no space in it to wrap at
    assert "".join("".join(p[1] for p in line) for line in shown) == sentence
    for line in shown:
        assert sum(p[3] for p in line) <= width
        assert line[0][1][0] not in NO_START
        assert line[-1][1][-1] not in NO_END


def test_english_still_wraps_at_spaces_and_never_inside_a_word():
    sentence = "Dreamers wander the Dreamworld together"
    lines = wrapped_lines(sentence, 90)
    assert len(lines) > 1
    assert " ".join(lines) == sentence  # every break stood where a space was
    assert all(line == line.strip() for line in lines)


def test_chinese_is_drawn_by_the_cjk_face_and_english_by_the_roles_face():
    assert fonts.font_for("rules", 16, "Dreamer") is fonts.font("rules", 16)
    assert fonts.font_for("rules", 16, "梦者 Ada") is fonts.cjk_font(16, False)
    assert fonts.needs_cjk("rules", "梦者") and not fonts.needs_cjk("rules", "café")


def test_a_mixed_string_draws_with_no_missing_glyph():
    for role in fonts.ROLES:
        assert fonts.missing_glyphs(role, "梦者 Ada 支付2点，封印「意图」。") == ""
    assert fonts.missing_glyphs("rules", "\u2603") == "\u2603"  # a snowman is in neither face: reported


def ink_bottom(surface, columns) -> int:
    """The lowest pixel row with ink in the given columns."""
    alpha = pygame.surfarray.pixels_alpha(surface)
    rows = [y for x in columns for y in range(surface.get_height()) if alpha[x, y] > 40]
    return max(rows)


def bottoms_by_kind(surface, spans) -> tuple[int, int]:
    """(the ink bottom of the digits, of the Chinese characters) over `spans`: (text, x0, x1)."""
    digits = [x for text, x0, x1 in spans if text.isdigit() for x in range(x0 + 1, x1 - 1)]
    hanzi = [x for text, x0, x1 in spans if not text.isascii() for x in range(x0 + 1, x1 - 1)]
    return ink_bottom(surface, digits), ink_bottom(surface, hanzi)


@pytest.mark.parametrize("size", [13, 16, 24])
def test_latin_digits_in_chinese_card_text_stand_on_the_chinese_baseline(size):
    """The digits of "支付1以太来抽2张牌" are drawn in Lato, the characters in the
    CJK face; laid out, both stand on one baseline: the digits end as low,
    against the characters, as they do when the CJK face draws the whole string."""
    text = "支付1以太来抽2张牌"
    surface = gtext.layout(text, 600, size, (255, 255, 255))
    spans, x = [], 0
    for line in gtext._wrap(gtext._pieces(text, "rules", False), 600, size):
        for _kind, value, _role, w in line:
            spans.append((value, x, x + w))
            x += w
    assert any(fonts.font_for("rules", size, v) is not fonts.font_for("rules", size, "支") for v, _a, _b in spans), \
        "the digits are drawn in another face than the characters"
    digit, hanzi = bottoms_by_kind(surface, spans)
    whole_face = fonts.cjk_font(size)
    whole = whole_face.render(text, True, (255, 255, 255))
    native = [(ch, whole_face.size(text[:i])[0], whole_face.size(text[:i + 1])[0]) for i, ch in enumerate(text)]
    native_digit, native_hanzi = bottoms_by_kind(whole, native)
    assert abs((hanzi - digit) - (native_hanzi - native_digit)) <= 1, (digit, hanzi, native_digit, native_hanzi)


def load_builder():
    spec = importlib.util.spec_from_file_location("build_cjk_font", ROOT / "scripts" / "build_cjk_font.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _translated_text(path) -> str:
    """What the Chinese face draws from a file: a catalogue's msgstr lines
    (its English msgids are drawn by the Latin faces), any other file whole."""
    text = path.read_text(encoding="utf-8")
    if path.suffix != ".po":
        return text
    out, in_msgstr = [], False
    for line in text.splitlines():
        if line.startswith("msgstr"):
            in_msgstr = True
        elif line.startswith(("msgid", "msgctxt", "#")) or not line.strip():
            in_msgstr = False
        if in_msgstr:
            out.append(line)
    return "\n".join(out)


def test_the_cjk_subset_has_every_character_the_translations_use():
    """Fails when a catalogue or content translation uses a character the
    committed assets/fonts/cjk.otf lacks: run scripts/build_cjk_font.py."""
    builder = load_builder()
    cjk = str(fonts.FONTS / fonts.CJK)
    lacking = {}
    for path in builder.translation_files():
        for ch in set(_translated_text(path)):
            if ch.isprintable() and not ch.isascii() and not fonts.has_glyph(cjk, ch):
                lacking.setdefault(ch, path.relative_to(ROOT))
    assert not lacking, "characters missing from assets/fonts/cjk.otf (run scripts/build_cjk_font.py): " + \
        ", ".join(f"{ch!r} in {where}" for ch, where in sorted(lacking.items()))


def test_the_cjk_subset_stays_small_and_has_its_licence():
    assert (fonts.FONTS / fonts.CJK).stat().st_size < 2_000_000
    assert "SIL OPEN FONT LICENSE" in (fonts.FONTS / "LICENSE-NotoSansCJK.txt").read_text(encoding="utf-8").upper()


def test_a_line_never_splits_a_word():
    """Issue 39 item 9: "0 点力量待/领取" broke inside 待领取; a known word (the
    glossary's terms, the listed words) goes whole to one line or the other."""
    assert segments("点力量待领取") == ["点", "力量", "待领取"]  # 力量 a glossary term too
    assert "待领取" in [p for p, _space in units("0 点力量待领取")]
    assert segments("获得闪光宝石") == ["获", "得", "闪光宝石"]  # a glossary term: one piece
    assert segments("打出影响牌") == ["打", "出", "影响牌"]


def test_saving_and_reading_words_stay_whole_at_every_width():
    """At 2x in Chinese a Dreamworld button read "（存/档点）" and the hand's
    label "阅/读卡牌": wrapped at any width, no line ends inside those words."""
    from game import i18n
    from game.i18n import _
    assert segments("（存档点）") == ["（存档点）"]
    assert segments("右键：阅读卡牌") == ["右键：", "阅读", "卡牌"]
    i18n.set_language("zh")
    try:
        texts = [_("Rest here: end the session (save point)"),
                 _("{name}'s hand  (Tab: next Dreamer, right-click: read a card)").format(name="艾达")]
    finally:
        i18n.set_language("en")
    assert "（存档点）" in texts[0] and "阅读卡牌" in texts[1]  # the translations these words come from
    for text in texts:
        for width in range(40, 400, 6):
            lines = [line for line in gtext._wrap(gtext._pieces(text, "ui", False), width, 16) if line]
            ends = "".join("".join(p[1] for p in line) + "|" for line in lines)
            for word in ("存档点", "阅读", "卡牌", "右键", "手牌", "下一位"):
                for k in range(1, len(word)):
                    assert word[:k] + "|" + word[k:] not in ends, (width, ends)

"""Where a line may break, for English and Chinese alike.

English breaks at spaces. Chinese has no spaces: a line may break between any
two characters, except that closing punctuation (，。、；：！？）」』…) never
starts a line and opening punctuation (（「『《“) never ends one: the mark
stays with the character it belongs to. A Latin word inside Chinese text
("梦者Ada") stays whole, and breaks from its Chinese neighbours. A word the
game names (the glossary's terms) or lists here (WORDS) is never split across
two lines ("待/领取" reads as two ideas): the break goes before or after it.
"""
from __future__ import annotations

import functools

# Never at the start of a line (they close or follow something).
NO_START = set("，。、；：！？）」』》〉】〕〗…—～·%,.;:!?)]}’”'\"‼⁇⁈⁉・ー々ゝゞ")
# Never at the end of a line (they open something).
NO_END = set("（「『《〈【〔〖‘“([{")


# Words of the interface that are not glossary terms but must not be split
# ("0 点力量待/领取"); the glossary's own terms are added (lexicon()).
# "（存/档点）" and "阅/读卡牌" broke so at 2x: the interface's own words for saving,
# reading and the mouse keep together too; the Gambler's coin read "你醒/不来" on its card.
WORDS = frozenset({"待领取", "领取", "钥匙", "房子", "哭泣", "醒来", "醒不来",
                   "存档点", "存档", "阅读", "卡牌", "右键", "手牌", "下一位"})
LONGEST = 4  # a longer term may break inside: it could be wider than a narrow panel


@functools.lru_cache(maxsize=1)
def lexicon() -> frozenset:
    """WORDS and the glossary's Chinese terms of two to four characters."""
    words = set(WORDS)
    try:
        from game.i18n.terms import entries
        words |= {str(e["zh"]) for e in entries() if isinstance(e.get("zh"), str) and 2 <= len(e["zh"]) <= LONGEST}
    except (OSError, ImportError):  # no glossary: the listed words still hold
        pass
    return frozenset(words)


def inside_words(run: str) -> set:
    """The positions i of a run where a break would split a known word (between run[i-1] and run[i])."""
    words, out = lexicon(), set[int]()
    for start in range(len(run) - 1):
        for end in range(start + 2, min(len(run), start + LONGEST) + 1):
            if run[start:end] in words:
                out.update(range(start + 1, end))
    return out


def is_cjk(ch: str) -> bool:
    """A character of Chinese (or Japanese) writing, where lines may break."""
    c = ord(ch)
    return (0x3400 <= c <= 0x9FFF or 0x3000 <= c <= 0x30FF or 0xFF00 <= c <= 0xFFEF
            or 0xF900 <= c <= 0xFAFF or 0x20000 <= c <= 0x2FA1F)


def can_break(before: str, after: str) -> bool:
    """May a line end between these two characters of one space-free run?"""
    if not (is_cjk(before) or is_cjk(after)):
        return False  # inside an English word
    return after not in NO_START and before not in NO_END


def segments(word: str) -> list[str]:
    """A space-free run cut where a line may break ("梦者打出，" -> ["梦", "者", "打出，"]).
    The run's last character never stands alone on a line ("房/子", "钥/匙。"):
    it stays with the one before it."""
    if word.isascii():
        return [word] if word else []
    out, start = [], 0
    whole = inside_words(word)
    for i in range(1, len(word)):
        if i not in whole and can_break(word[i - 1], word[i]):
            out.append(word[start:i])
            start = i
    out.append(word[start:])
    if len(out) > 1 and _one_character(out[-1]) and is_cjk(out[-2][-1]):
        out[-2:] = [out[-2] + out[-1]]
    return out


def _one_character(piece: str) -> bool:
    """One Chinese character, with any closing punctuation after it."""
    return is_cjk(piece[0]) and all(ch in NO_START for ch in piece[1:])


def units(text: str) -> list[tuple[str, bool]]:
    """The unbreakable pieces of one paragraph, each with whether a space comes before it."""
    out = []
    for word in text.split():
        for i, piece in enumerate(segments(word)):
            out.append((piece, i == 0 and bool(out)))
    return out

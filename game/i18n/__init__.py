"""The interface's language: `_()` and `ngettext()` look a sentence up in the
chosen language's catalogue; English is the source text itself. `pgettext()`
looks up a word that English uses for two meanings, told apart by a context
("Lost": a Dream's result, or the things a story took away).

Catalogues are standard gettext files, `game/i18n/locale/<code>/LC_MESSAGES/game.mo`,
compiled from `game.po` by Babel (`python -m game.i18n compile`). A language with
no catalogue on disk shows English rather than failing: the game stays playable.

Write a player-visible sentence as `_("Turn {n}").format(n=turn)`, never by
joining pieces, so a translation can put the number where its grammar wants it.
Look sentences up when they are drawn, not at import time, so that a change of
language shows on the next frame; a message kept on a table until the next
move is a `Said`, a sentence that words itself again when drawn.

Pure Python: no pygame. The rules never import this; they speak English and the
interface translates what it shows.
"""
from __future__ import annotations

import functools
import gettext
import locale
import os
import re
import string
from pathlib import Path

__all__ = ["_", "tr", "Said", "SaidN", "SaidList", "ngettext", "pgettext", "N_", "set_language", "prepare", "language", "system_language", "add_words", "LANGUAGES"]

LANGUAGES = {"en": "English", "zh": "简体中文"}
DOMAIN = "game"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

_language = "en"
_catalogue: gettext.NullTranslations = gettext.NullTranslations()


def _(msgid: str) -> str:
    """`msgid` in the current language (itself in English or when untranslated).
    The empty string stays empty (gettext would answer with the catalogue's header)."""
    return _sentence(_catalogue.gettext(msgid)) if msgid else msgid


def _sentence(text: str) -> str:
    """A translation with placeholders as a `Sentence`, filled with spacing; any other text as it is."""
    return Sentence(text) if _language != "en" and "{" in text else text


class Sentence(str):
    """A translated sentence with placeholders. `format()` fills it as
    `str.format` does, and sets a filled-in name or number written in Latin
    letters or digits off from the Chinese characters beside it with a space
    ("玩家 1 将 2 个梦骰放回袋子。", not "玩家 1将2 个梦骰..."): the rule lives
    here once rather than in every translation, and a name filled in Chinese
    stays joined to its neighbours as Chinese is written."""

    def format(self, *args, **kwargs) -> str:
        return _filled(self, args, kwargs)

    def format_map(self, mapping) -> str:
        return _filled(self, (), mapping)


_FORMATTER = string.Formatter()


def _filled(template: str, args, kwargs) -> str:
    pieces = []  # (text, whether it was filled in)
    auto = 0
    for literal, field, spec, conversion in _FORMATTER.parse(template):
        pieces.append((literal, False))
        if field is None:
            continue
        if field == "":  # "{}": the next positional argument
            field, auto = str(auto), auto + 1
        value = _FORMATTER.convert_field(_FORMATTER.get_field(field, args, kwargs)[0], conversion)
        spec = _FORMATTER.vformat(spec, args, kwargs) if spec and "{" in spec else (spec or "")
        pieces.append((_FORMATTER.format_field(value, spec), True))
    out, after_filled = "", False
    for text, filled in pieces:
        if not text:
            continue
        if out and (filled or after_filled) and _set_apart(out[-1], text[0]):
            out += " "
        out += text
        after_filled = filled
    return out


def _ideograph(ch: str) -> bool:
    c = ord(ch)
    return 0x3400 <= c <= 0x9FFF or 0xF900 <= c <= 0xFAFF or 0x20000 <= c <= 0x2FA1F


def _set_apart(before: str, after: str) -> bool:
    """Latin letters or digits on one side, a Chinese character on the other."""
    latin = lambda ch: ch.isascii() and ch.isalnum()  # noqa: E731
    return (latin(before) and _ideograph(after)) or (_ideograph(before) and latin(after))


def tr(text: str) -> str:
    """A sentence decided elsewhere (a table of `N_()` marks, a rules sentence,
    a variable) in the current language. The same lookup as `_()`, under
    another name so that extraction only reads literal sentences.

    A sentence with no translation of its own may be an instance of a rules
    pattern (an f-string, "Turn {0}: a {1} Turn card is revealed."): it is
    matched against the language's patterns and the translation is given the
    pieces, each itself translated ("spades" too; a number stays a number).
    A match whose pieces do not all come out of English is not taken: a
    sentence no pattern fits stays English rather than half-translated."""
    if not text:
        return text
    if isinstance(text, Said):
        return text.worded()
    if _language == "en":
        return _in_english(text) if _FOREIGN.search(text) else text
    return _translated(_language, text)


class Said(str):
    """A catalogue sentence with its arguments, worded now and able to word
    itself again: `Said("Acting as {name}.", name=...)` is the sentence in the
    current language, and `tr()` words it anew in the language chosen when it
    is shown, its string arguments (names, other Saids) translated too. A table
    keeps its one-line message this way, so a change of language rewords it at
    once. Extraction reads `Said("...")` like `_("...")`."""

    plural: str | None = None
    msgid: str
    args: dict

    def __new__(cls, msgid: str, **args):
        return cls._made(msgid, None, args)

    @classmethod
    def _made(cls, msgid: str, plural: str | None, args: dict):
        said = super().__new__(cls, _word_said(msgid, plural, args))
        said.msgid, said.plural, said.args = msgid, plural, args
        return said

    def worded(self) -> str:
        """The sentence in the current language."""
        return _word_said(self.msgid, self.plural, self.args)


class SaidN(Said):
    """A Said with a singular and a plural, chosen by its argument `n` as
    `ngettext()` chooses: `SaidN("{n} play", "{n} plays", n=3)`. Extraction
    reads it like `ngettext()`."""

    def __new__(cls, singular: str, plural: str, **args):
        return cls._made(singular, plural, args)


class SaidList(Said):
    """Names (or Saids) joined by the language's list separator, "A, B" or
    "A、B", each worded anew when shown."""

    items: tuple

    def __new__(cls, items):
        items = tuple(items)
        said = str.__new__(cls, _listed(items))
        said.items = items
        return said

    def worded(self) -> str:
        return _listed(self.items)


def _listed(items) -> str:
    return _(", ").join(tr(item) for item in items)


def _word_said(msgid: str, plural: str | None, args: dict) -> str:
    sentence = _(msgid) if plural is None else ngettext(msgid, plural, args["n"])
    return sentence.format(**{k: tr(v) if isinstance(v, str) else v for k, v in args.items()})


# A run of Chinese characters and punctuation (a name written in Chinese).
_FOREIGN = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]+")


@functools.lru_cache(maxsize=4096)
def _in_english(text: str) -> str:
    """A sentence of the rules written while another language was chosen: its
    names (the content's words) back in English."""
    exact = _word("en", text)
    if exact is None:
        exact = _source_sentences().get(text)  # a sentence of the interface, worded in another language
    if exact is not None:
        return exact
    return _FOREIGN.sub(lambda m: _word("en", m.group(0)) or m.group(0), text)


@functools.lru_cache(maxsize=1)
def _source_sentences() -> dict:
    """{a translation in any language: its English msgid}, from the compiled catalogues."""
    found: dict[str, str] = {}
    for code in LANGUAGES:
        table = getattr(catalogue(code), "_catalog", None) or {}  # the parsed .mo; gettext has no public walk
        for msgid, msgstr in table.items():
            if isinstance(msgid, str) and msgid and msgstr and "{" not in msgid:
                found.setdefault(msgstr, msgid.split(CONTEXT_MARK)[-1])
    return found


_SOURCES: list = []  # callables code -> {word: the word in `code`}, added by the games (add_words)


def add_words(source) -> None:
    """Names a game's rules write in English that no catalogue sentence holds
    (Onirim's "red Key"): `source(code)` gives {English word: the word in code}.
    `tr` uses them for a whole text and for the pieces of a rules pattern."""
    if source not in _SOURCES:
        _SOURCES.append(source)
        _translated.cache_clear()


def _word(code: str, text: str) -> str | None:
    """`text` as a word of the games in `code`: a word a game added, else the
    content's (game.content.translations.words, keyed by the same word in any
    language: a name written before a change of language is still known)."""
    for source in _SOURCES:
        found = source(code).get(text)
        if found is not None:
            return found
    try:
        from game.content.translations import words
        return words(code).get(text)
    except Exception:  # noqa: BLE001 - broken content is reported by its own check, never here
        return None


@functools.lru_cache(maxsize=8192)
def _translated(code: str, text: str) -> str:
    exact = _catalogue.gettext(text)
    if exact != text:
        return _sentence(exact)  # a pattern looked up by tr() and filled by the caller is filled with spacing too
    word = _word(code, text)
    if word is not None:
        return word
    for regex, greedy, msgstr in _patterns(code):
        for way in (regex, greedy):  # the shortest pieces first; else the longest ("Hermit Sage walks to ...")
            found = way.fullmatch(text)
            if not found:
                break
            pieces = [_piece(piece) for piece in found.groups()]
            if any(_ENGLISH.search(piece) for piece in pieces):
                continue  # an English word left in a piece: the wrong split or pattern, or words it does not know
            try:
                return _filled(msgstr, pieces, {})
            except (IndexError, KeyError, ValueError):  # a broken translation shows the English
                return text
    said = _WHO_DID.fullmatch(text)  # the rules' shortest line, no words of its own to be a pattern
    if said:
        who, what = (_piece(piece) for piece in said.groups())
        if not _ENGLISH.search(who + what):
            return _("{who}: {what}.").format(who=who, what=what)
        # or a whole sentence after a name, as the journal writes a Slumber's end
        # ("Grandmother Moth: The Slumber ends without a victory.")
        sentence = _piece(said.group(2) + ".")
        if not _ENGLISH.search(who + sentence):
            return _("{who}: {sentence}").format(who=who, sentence=sentence)
    return text


# "The Gambler: Light the Blue Lamp." - who did what, both named by the content.
_WHO_DID = re.compile(r"([^:]+): ([^:]+)\.")


# A piece still in English after its own lookup (a word of three letters or more):
# names come translated with the content and numbers need none, so such a piece
# means the pattern does not fit; the sentence stays English rather than half-translated.
_ENGLISH = re.compile(r"[A-Za-z]{3,}")


def _piece(text: str) -> str:
    """A piece of a pattern, translated; an English "The " the rules put before
    a name that is already translated ("The 灯眼猎犬") is dropped. A list the
    rules joined ("Confusion, Nightmare, brown Sun", "red Door and blue Moon")
    is translated word by word and joined the language's way."""
    if text.startswith("The ") and not text[4:5].isascii():
        text = text[4:]
    said = tr(text)
    if _ENGLISH.search(said):
        said = _listed_piece(text) or said
    return said


# How the rules join names into one piece: "red Sun, Nightmare, blue Key", "red Sun and blue Moon".
_LIST_JOINS = re.compile(r", | and ")


def _listed_piece(text: str) -> str | None:
    """A piece that is a list of names the rules joined in English, each name
    translated and joined the language's way ("红色太阳、梦魇"); None when
    it is not such a list or a name in it is not known."""
    items = _LIST_JOINS.split(text)
    if len(items) < 2:
        return None
    said = [tr(item) for item in items]
    if any(not item or _ENGLISH.search(item) for item in said):
        return None
    return _(", ").join(said)


_PLACEHOLDER = re.compile(r"\{(\d+)\}")


@functools.lru_cache(maxsize=8)
def _patterns(code: str) -> tuple[tuple[re.Pattern, re.Pattern, str], ...]:
    """The language's pattern msgids (numbered placeholders) as anchored regexes,
    most specific first: fewest placeholders, then most literal text."""
    table = getattr(catalogue(code), "_catalog", None) or {}  # the parsed .mo; gettext has no public walk
    found = []
    for msgid, msgstr in table.items():
        if not isinstance(msgid, str) or not msgstr or "{0}" not in msgid or CONTEXT_MARK in msgid:
            continue
        pieces = _PLACEHOLDER.split(msgid)
        literals, numbers = pieces[0::2], pieces[1::2]
        literal = "".join(literals).replace("{{", "{").replace("}}", "}")
        if not any(c.isalpha() for c in literal):
            continue
        order = [int(n) for n in numbers]
        body = "".join(re.escape(part.replace("{{", "{").replace("}}", "}")) + ("(.*?)" if i < len(numbers) else "")
                       for i, part in enumerate(literals))
        # the regex's groups follow the text; the msgstr counts them by the f-string's order
        position = {n: i for i, n in enumerate(order)}
        if sorted(order) != list(range(len(order))):
            continue
        remapped = _PLACEHOLDER.sub(lambda m: "{%d}" % position.get(int(m.group(1)), 0), msgstr)
        greedy = re.compile(body.replace("(.*?)", "(.*)"), re.DOTALL)  # a name of two words before another piece
        found.append((len(numbers), -len(literal), re.compile(body, re.DOTALL), greedy, remapped))
    found.sort(key=lambda item: (item[0], item[1]))
    return tuple((regex, greedy, msgstr) for _n, _l, regex, greedy, msgstr in found)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form that suits `n`, in the current language."""
    return _sentence(_catalogue.ngettext(singular, plural, n))


def pgettext(context: str, msgid: str) -> str:
    """`msgid` in the current language, in the sense `context` names: one
    English word with two meanings ("Lost") gets a catalogue entry for each.
    The sense without a context is the one `_()` finds."""
    return _sentence(_catalogue.pgettext(context, msgid)) if msgid else msgid


# How a compiled catalogue keys a sentence with a context: "context\x04msgid" (gettext's own form).
CONTEXT_MARK = "\x04"


def N_(msgid: str) -> str:
    """Mark a sentence for extraction without translating it yet (a table of
    labels built at import time); translate it with `_()` where it is shown."""
    return msgid


def language() -> str:
    """The current language's code ("en", "zh")."""
    return _language


def catalogue(code: str) -> gettext.NullTranslations:
    """The compiled catalogue of a language; English (or a missing file) is the identity."""
    if code == "en":
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[code], fallback=True)


def set_language(code: str) -> None:
    """Use `code` from now on. An unknown code is refused with a sentence."""
    global _language, _catalogue
    if code not in LANGUAGES:
        known = ", ".join(sorted(LANGUAGES))
        raise ValueError(f"There is no language {code!r}; the game speaks {known}.")
    _catalogue = catalogue(code)
    _language = code
    _translated.cache_clear()
    _in_english.cache_clear()


def prepare(code: str) -> None:
    """Load what a change to `code` needs (its catalogue, its patterns, the
    content's words), so that the change itself does not wait for them.
    Pure Python, safe in a background thread (game.preload)."""
    catalogue(code)
    _patterns(code)
    _source_sentences()
    try:
        from game.content.translations import words
        words(code)
    except Exception:  # noqa: BLE001 - broken content is reported by its own check, never here
        pass


def system_language() -> str:
    """The language the system's locale asks for: "zh" for any Chinese locale, else "en"."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"):
        value = os.environ.get(name)
        if value:
            return _code(value.split(":")[0])
    try:
        value = locale.getlocale()[0] or ""
    except ValueError:  # a locale Python cannot parse says nothing about the language
        value = ""
    return _code(value)


def _code(value: str) -> str:
    return "zh" if value.lower().startswith(("zh", "chinese")) else "en"

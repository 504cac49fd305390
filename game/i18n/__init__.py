"""The interface's language: `_()` and `ngettext()` look a sentence up in the
chosen language's catalogue; English is the source text itself.

Catalogues are standard gettext files, `game/i18n/locale/<code>/LC_MESSAGES/game.mo`,
compiled from `game.po` by Babel (`python -m game.i18n compile`). A language with
no catalogue on disk shows English rather than failing: the game stays playable.

Write a player-visible sentence as `_("Turn {n}").format(n=turn)`, never by
joining pieces, so a translation can put the number where its grammar wants it.
Look sentences up when they are drawn, not at import time, so that a change of
language shows on the next frame.

Pure Python: no pygame. The rules never import this; they speak English and the
interface translates what it shows.
"""
from __future__ import annotations

import gettext
import locale
import os
from pathlib import Path

__all__ = ["_", "tr", "ngettext", "N_", "set_language", "language", "system_language", "LANGUAGES"]

LANGUAGES = {"en": "English", "zh": "简体中文"}
DOMAIN = "game"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

_language = "en"
_catalogue: gettext.NullTranslations = gettext.NullTranslations()


def _(msgid: str) -> str:
    """`msgid` in the current language (itself in English or when untranslated).
    The empty string stays empty (gettext would answer with the catalogue's header)."""
    return _catalogue.gettext(msgid) if msgid else msgid


def tr(text: str) -> str:
    """A sentence decided elsewhere (a table of `N_()` marks, a rules sentence,
    a variable) in the current language. The same lookup as `_()`, under
    another name so that extraction only reads literal sentences."""
    return _(text)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form that suits `n`, in the current language."""
    return _catalogue.ngettext(singular, plural, n)


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

"""Reading, updating, compiling and checking the interface's catalogues (Babel).

Only the tools (`python -m game.i18n`, the tests) import this; the game reads
the compiled .mo files with the stdlib's gettext.

The compiled game.mo files are committed beside their game.po, so a player's
copy needs no build step and no Babel to speak Chinese; `check` (and a test)
fails when a .mo no longer says what its .po says.
"""
from __future__ import annotations

import gettext
import importlib.util
import io
import re
import string
from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from game.i18n import CONTEXT_MARK, DOMAIN, LANGUAGES, LOCALE_DIR

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
TRANSLATED = [code for code in LANGUAGES if code != "en"]  # English is the source text
# Babel's -k options: the sentence is the first argument, ngettext's plural the second,
# pgettext's first argument its context (-k pgettext:1c,2); a Said is worded like _(), a SaidN like ngettext().
KEYWORDS = {"_": None, "N_": None, "Said": None, "SaidN": (1, 2), "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
PROJECT = "The Dream Shelf"


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(code: str) -> Path:
    return po_path(code).with_suffix(".mo")


def _method_map() -> list[tuple[str, str]]:
    """babel.cfg's (pattern, method) pairs, in order."""
    with (ROOT / "babel.cfg").open(encoding="utf-8") as f:
        method_map, _options = parse_mapping_cfg(f)
    return method_map


def extract() -> Catalog:
    """Every sentence the game marks, with where it is said."""
    template = Catalog(project=PROJECT, fuzzy=False)
    for filename, lineno, message, comments, context in extract_from_dir(
            str(ROOT), _method_map(), keywords=KEYWORDS, comment_tags=("TRANSLATORS:",), strip_comment_tags=True):
        template.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return template


def write_template(template: Catalog) -> None:
    LOCALE_DIR.mkdir(parents=True, exist_ok=True)
    _write_po(TEMPLATE, template)


def _write_po(path: Path, catalog: Catalog) -> None:
    buf = io.BytesIO()
    write_po(buf, catalog, width=100, omit_header=False, sort_output=False, include_lineno=True)
    path.write_bytes(buf.getvalue())


def load(code: str) -> Catalog:
    """A language's catalogue as written (an empty one when it has none yet)."""
    path = po_path(code)
    if not path.exists():
        return Catalog(locale=code, project=PROJECT)
    with path.open("rb") as f:
        return read_po(f, locale=code)


def update(code: str, template: Catalog) -> tuple[int, int]:
    """Bring a language's .po up to date with the template; (new, dropped) counts."""
    catalog = load(code)
    before = {key(m) for m in catalog if m.id}
    catalog.update(template, no_fuzzy_matching=True)
    after = {key(m) for m in catalog if m.id}
    catalog.obsolete.clear()  # a sentence the game no longer says is not kept about
    path = po_path(code)
    path.parent.mkdir(parents=True, exist_ok=True)
    _write_po(path, catalog)
    return len(after - before), len(before - after)


def compile_mo(code: str) -> Path:
    catalog = load(code)
    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)
    mo_path(code).write_bytes(buf.getvalue())
    return mo_path(code)


def key(message) -> str | tuple:
    """A message's key as the compiled catalogue holds it: the msgid, (singular, plural)
    for a plural, with "context\\x04" before it for a sentence said in a context."""
    ids = list(message.id) if isinstance(message.id, (tuple, list)) else [message.id]
    if message.context:
        ids[0] = f"{message.context}{CONTEXT_MARK}{ids[0]}"
    return tuple(ids) if isinstance(message.id, (tuple, list)) else ids[0]


def translations(code: str) -> dict:
    """key (see `key`) -> its non-empty, non-fuzzy translation."""
    out = {}
    for m in load(code):
        if not m.id or m.fuzzy:
            continue
        if isinstance(m.string, (tuple, list)):
            if all(m.string):
                out[key(m)] = tuple(m.string)
        elif m.string:
            out[key(m)] = m.string
    return out


def compiled(code: str) -> dict:
    """What the committed .mo says, in the same shape as `translations`."""
    path = mo_path(code)
    if not path.exists():
        return {}
    with path.open("rb") as f:
        mo = gettext.GNUTranslations(f)
    out, plural = {}, {}
    for key, value in mo._catalog.items():  # the parsed .mo; gettext has no public walk over it
        if isinstance(key, tuple):
            plural.setdefault(key[0], {})[key[1]] = value
        elif key:
            out[key] = value
    for singular, forms in plural.items():  # a .mo keys plural forms by the singular alone
        out[(singular,)] = tuple(forms[i] for i in sorted(forms))
    return out


def _by_singular(done: dict) -> dict:
    """`translations` keyed as `compiled` keys them (plurals by their singular)."""
    return {(k[0],) if isinstance(k, tuple) else k: v for k, v in done.items()}


def placeholders(text: str) -> set[str]:
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return {"<broken braces>"}


@dataclass
class Report:
    missing: list[str] = field(default_factory=list)
    unused: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def _where(message) -> str:
    if message is not None and message.locations:
        file, line = message.locations[0]
        return f"{file}:{line}"
    return "?"


def check(code: str, template: Catalog | None = None, content: bool = True) -> Report:
    """What is wrong with one language; English checks only its content.
    `content=False` leaves out the content translations' own check (their tests run it)."""
    template = template if template is not None else extract()
    report = Report()
    if code in TRANSLATED:
        po = po_path(code).relative_to(ROOT)
        done = translations(code)
        catalog = load(code)
        for m in template:
            if m.id and key(m) not in done:
                report.missing.append(f"{_where(m)}: no {code} translation of {_show(key(m))}")
        wanted = {key(m) for m in template if m.id}
        for m in catalog:
            if not m.id:
                continue
            if key(m) not in wanted:
                report.unused.append(f"{po}:{m.lineno}: {_show(key(m))} is translated but the game never says it")
            elif key(m) in done:
                english = tuple(m.id) if isinstance(m.id, (tuple, list)) else (m.id,)
                names = set().union(*(placeholders(e) for e in english))
                found = done[key(m)]
                for form in (found if isinstance(found, tuple) else (found,)):
                    if placeholders(form) - names or (names - placeholders(form) and len(english) == 1):
                        report.problems.append(f"{po}:{m.lineno}: the translation of {_show(key(m))} has the "
                                               f"placeholders {sorted(placeholders(form))}, the English "
                                               f"{sorted(names)}")
        if compiled(code) != _by_singular(done):
            report.problems.append(f"{mo_path(code).relative_to(ROOT)}: older than its .po; run "
                                   "python -m game.i18n compile")
        report.problems[:0] = report.missing + report.unused
    if content:
        report.problems.extend(content_problems(code))
    if code == "zh":  # one word per idea: the glossary's terms and measure words (game.i18n.terms)
        from game.i18n import terms
        report.problems.extend(terms.problems())
        report.problems.extend(terms.latin())
    return report


def content_problems(code: str) -> list[str]:
    """The content translations' own check (game.content.translations), when it exists."""
    if importlib.util.find_spec("game.content.translations") is None:
        return []  # the content translations are not written yet
    from game.content import translations as content_translations
    check_content = getattr(content_translations, "check", None)
    return list(check_content(code)) if check_content else []


def _show(key) -> str:
    text = " / ".join(key) if isinstance(key, tuple) else key
    text = text.replace("\n", "\\n").replace(CONTEXT_MARK, " | ")  # "result | Lost": the context, then the sentence
    return repr(text if len(text) <= 60 else text[:57] + "...")

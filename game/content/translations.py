"""Content text in other languages: files beside the content, keyed by id.

Each content file has its translation in the language's folder of the same
game, at the same relative path:

    content/etherfields/dreamers/dreamers.yaml
    content/etherfields/zh/dreamers/dreamers.yaml     (zh = 简体中文)

A translation file maps each id to its translated fields; a field inside an
entry is named by its path, list items by their index:

    dreamer_gambler:
      name: 赌徒
      back_action.name: 孤注一掷
      back_action.effect.0.text: ...

Which fields are words is decided by the content models, not per file: for
Etherfields the fields typed `Text`/`Prose` (`models.WORDS`) and the effect
arguments marked `words` (`effects.OPS`: a log line, a prompt, a reason, an
option's label); for a game whose content is plain data, the keys its
GameSpec names (`content_words`, gathered in `DATA_WORDS`). Ids, codes and numbers are never translated.

`check(lang)` lists every problem as `file:line: ...`: a field or id without
a translation, an id or field the content does not have, a translation that
lost a number or a `{placeholder}` of the English. `translate(content, lang)`
returns new definitions with the words replaced. English is the content
itself and needs no files. `default_content()`, Prophecy's and Lucidity's
content come in the interface's language (`game.i18n.set_language`).
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any, Iterator, Union, get_args, get_origin

import yaml
from pydantic import BaseModel

from game import safeyaml
from game.content import effects
from game.content.loader import LANGUAGE_FOLDERS, NOT_CONTENT, Content, ContentError, _Map, _read
from game.content.models import EFFECT_FIELDS, WORDS

LANGUAGES = ("en", *LANGUAGE_FOLDERS)   # "en": the content's own words
CONTENT_DIR = Path(__file__).resolve().parents[2] / "content"


def _translated_games() -> dict[str, str | tuple[str, ...]]:
    """{game: how its words are found} for every game whose content is translated
    (GameSpec.content_words): "models" for Etherfields', else the keys of an
    entry (a mapping with an id) that players read, in content that is plain data."""
    from game import games
    return {s.key: s.content_words for s in games.all_games() if s.content_words is not None}


GAMES = tuple(_translated_games())
DATA_WORDS = {game: how for game, how in _translated_games().items() if isinstance(how, tuple)}
GLOSSARY = "glossary.yaml"  # in a language folder: the rule terms (not a translation of a file)
_NUMBER = re.compile(r"\d+")
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def current_language() -> str:
    """The interface's language (game.i18n): the cards change with the menus."""
    from game.i18n import language
    lang = language()
    return lang if lang in LANGUAGES else "en"


# -- which words an entry has ------------------------------------------------------

def _has_words(annotation) -> bool:
    """A field typed Text or Prose (possibly optional)."""
    if get_origin(annotation) is Annotated:
        return any(m is WORDS for m in annotation.__metadata__) or _has_words(get_args(annotation)[0])
    if get_origin(annotation) is Union:
        return any(_has_words(a) for a in get_args(annotation))
    return False


def _effect_words(ops, path: str) -> Iterator[tuple[str, str]]:
    """(path, text) of every text argument in an effect, nested effects too."""
    if not isinstance(ops, (list, tuple)):
        return
    for i, op in enumerate(ops):
        if not isinstance(op, dict) or op.get("op") not in effects.OPS:
            continue
        for name, arg in effects.OPS[op["op"]].args.items():
            value, where = op.get(name), f"{path}.{i}.{name}"
            if arg.words and isinstance(value, str) and value:
                yield where, value
            elif arg.kind == "effect":
                yield from _effect_words(value, where)
            elif arg.kind == "options" and isinstance(value, (list, tuple)):
                for j, option in enumerate(value):
                    if isinstance(option, dict):
                        if isinstance(option.get("label"), str) and option["label"]:
                            yield f"{where}.{j}.label", option["label"]
                        yield from _effect_words(option.get("effect"), f"{where}.{j}.effect")


def model_words(model: BaseModel, path: str = "") -> Iterator[tuple[str, str]]:
    """(path, English text) of every word field of a definition, at any depth."""
    for name, info in type(model).model_fields.items():
        value = getattr(model, name)
        key = f"{path}{info.alias or name}"
        if value is None:
            continue
        if WORDS in info.metadata or _has_words(info.annotation):  # pydantic lifts Annotated's metadata
            if isinstance(value, str) and value:
                yield key, value
        elif name in EFFECT_FIELDS:
            yield from _effect_words(value, key)
        elif isinstance(value, BaseModel):
            yield from model_words(value, key + ".")
        elif isinstance(value, tuple):
            for i, item in enumerate(value):
                if isinstance(item, BaseModel):
                    yield from model_words(item, f"{key}.{i}.")


def _data_entries(data, game: str) -> Iterator[tuple[str, dict, int]]:
    """(id, entry, line) of every mapping with an id in a Prophecy/Lucidity file."""
    if isinstance(data, dict):
        if isinstance(data.get("id"), str) and any(isinstance(data.get(k), str) for k in DATA_WORDS[game]):
            yield data["id"], data, getattr(data, "line", 1)
        for value in data.values():
            yield from _data_entries(value, game)
    elif isinstance(data, list):
        for value in data:
            yield from _data_entries(value, game)


# -- the English side: what must be translated, file by file -------------------------

def _etherfields_sources(content: Content) -> dict[str, dict[str, tuple[int, dict[str, str]]]]:
    """{content file: {id: (line, {path: English})}} for Etherfields."""
    out: dict[str, dict] = {}
    for kind in content.kinds:
        for rid, model in getattr(content, kind).items():
            file, line = content.where[rid].rsplit(":", 1)
            words = dict(model_words(model))
            if words:
                out.setdefault(file, {})[rid] = (int(line), words)
    return out


def _data_sources(game: str, root: Path) -> tuple[dict, list[str]]:
    """{content file: {id: (line, {field: English})}} for Prophecy or Lucidity."""
    out: dict[str, dict] = {}
    problems: list[str] = []
    for file in sorted(root.glob("*.yaml")):
        rel = f"content/{game}/{file.name}"
        data = _read(file, rel, problems)
        for rid, entry, line in _data_entries(data, game):
            words = {k: entry[k] for k in DATA_WORDS[game] if isinstance(entry.get(k), str) and entry[k]}
            known = out.setdefault(rel, {}).get(rid)
            if known and any(known[1].get(k, v) != v for k, v in words.items()):
                problems.append(f"{rel}:{line}: the id {rid!r} names two entries with different words; "
                                f"a translation could not tell them apart")
            out[rel][rid] = (known[0] if known else line, {**(known[1] if known else {}), **words})
    return out, problems


def _sources(game: str, root: Path | None = None):
    root = root or CONTENT_DIR / game
    if game == "etherfields":
        from game.content import ROOT, _default_content, load_content
        # the shipped content is loaded once for the whole run: read its words there
        content = _default_content("en") if Path(root) == ROOT else load_content(root)
        return _etherfields_sources(content), []
    return _data_sources(game, root)


# -- checking a language ---------------------------------------------------------------

def _tokens(text: str) -> list[str]:
    """What a translation must keep: numbers and {placeholders}."""
    return sorted(_NUMBER.findall(_PLACEHOLDER.sub("", text)) + _PLACEHOLDER.findall(text))


def read_language(game: str, lang: str, root: Path | None = None, sources=None) -> tuple[dict, list[str]]:
    """({content file: {id: {path: translated}}}, problems) for one game and language."""
    root = Path(root or CONTENT_DIR / game)
    if sources is None:
        sources, problems = _sources(game, root)
    else:
        problems = []
    folder = root / lang
    home_of_rel = root.parent.parent if root.parent.name == "content" else root.parent
    prefix = Path(root.relative_to(home_of_rel).as_posix())
    table: dict[str, dict[str, dict[str, str]]] = {}
    expected_files = set()
    for rel, entries in sorted(sources.items()):
        tfile = folder / Path(rel).relative_to(prefix)
        trel = tfile.relative_to(home_of_rel).as_posix()
        expected_files.add(tfile)
        if not tfile.is_file():
            fields = sum(len(w) for _, w in entries.values())
            problems.append(f"{trel}:1: missing: the {lang} translation of {rel} "
                            f"({len(entries)} entries, {fields} fields)")
            continue
        data = _read(tfile, trel, problems)
        if data is None:
            continue
        if not isinstance(data, _Map):
            problems.append(f"{trel}:1: a translation file maps each id to its translated fields")
            continue
        id_lines = _key_lines(tfile)
        for rid, (line, words) in entries.items():
            got = data.get(rid)
            if rid not in data:
                for path in words:
                    problems.append(f"{trel}:1: {rid}: {path} is not translated "
                                    f"(the entry is at {rel}:{line})")
                continue
            rline = id_lines.get(rid, 1)
            if not isinstance(got, _Map):
                problems.append(f"{trel}:{rline}: {rid}: give its translated fields as a mapping")
                continue
            for path, english in words.items():
                if path not in got:
                    problems.append(f"{trel}:{rline}: {rid}: {path} is not translated "
                                    f"(English at {rel}:{line}: {english[:40]!r})")
                    continue
                text, tline = got[path], got.key_lines[path]
                if not isinstance(text, str) or not text.strip():
                    problems.append(f"{trel}:{tline}: {rid}: {path}: the translation is empty or not text")
                    continue
                if _tokens(text) != _tokens(english):
                    problems.append(f"{trel}:{tline}: {rid}: {path}: keeps {', '.join(_tokens(english)) or 'no numbers'} "
                                    f"of the English, has {', '.join(_tokens(text)) or 'none'}")
                    continue
                table.setdefault(rel, {}).setdefault(rid, {})[path] = text
            for path in got:
                if path not in words:
                    problems.append(f"{trel}:{got.key_lines[path]}: {rid}: unused: {rel} has no "
                                    f"{path!r} to translate in {rid}")
        for rid in data:
            if rid not in entries:
                problems.append(f"{trel}:{id_lines.get(rid, 1)}: unused: {rid!r} is not an entry with words "
                                f"in {rel}")
    if folder.is_dir():
        for tfile in sorted(folder.rglob("*.y*ml")):
            if tfile not in expected_files and tfile != folder / GLOSSARY:
                problems.append(f"{tfile.relative_to(home_of_rel).as_posix()}:1: unused: no content file "
                                f"{tfile.relative_to(folder).as_posix()} to translate")
    return table, problems


def _key_lines(file: Path) -> dict[str, int]:
    """The line of each top-level key (an id) of a file that already parsed
    (the loader's marks give the line of each value, which for a block
    mapping is the line below its id)."""
    node = safeyaml.compose(safeyaml.read_bytes(file).decode("utf-8"))
    return {k.value: k.start_mark.line + 1 for k, _ in node.value} if isinstance(node, yaml.MappingNode) else {}


def check(lang: str, games: tuple[str, ...] = GAMES) -> list[str]:
    """Every problem with the content translations of `lang` ("en" has none)."""
    if lang == "en":
        return []
    if lang not in LANGUAGES:
        return [f"content: {lang!r} is not a language of the content (languages: {', '.join(LANGUAGES)})"]
    problems: list[str] = []
    for game in games:
        try:
            problems += read_language(game, lang)[1]
        except ContentError as err:
            problems += err.problems
    return problems


def check_etherfields(content: Content, root: Path) -> list[str]:
    """The problems of every language's translation of an Etherfields folder
    already loaded (`python -m game.content check DIR`)."""
    sources = _etherfields_sources(content)
    return [p for lang in LANGUAGE_FOLDERS for p in read_language("etherfields", lang, root, sources)[1]]


# -- the same words in another language ------------------------------------------------

@lru_cache(maxsize=4)
def words(lang: str) -> dict[str, str]:
    """{a word of the content in any language: the same word in `lang`}: every
    name, title, label and text of the three games, paired by id and field.
    For text written before a change of language (a log line naming a card, a
    prompt on the table): `game.i18n.tr` looks a piece it does not know up here."""
    out: dict[str, str] = {}
    for code, pairs in _pairs().items():
        for english, other in pairs:
            if lang == "en":
                out.setdefault(other, english)
            elif code == lang:
                out.setdefault(english, other)
    return out


@lru_cache(maxsize=1)
def _pairs() -> dict[str, list[tuple[str, str]]]:
    """{language: [(English, the same word in it)]}: read once for every language (the
    sources are read from the content files, which is slow)."""
    tables: dict[str, list[tuple[str, str]]] = {}
    for code in LANGUAGE_FOLDERS:
        for game in GAMES:
            try:
                sources = _sources(game)[0]
                table = read_language(game, code, sources=sources)[0]
            except ContentError:
                continue  # broken content says so elsewhere; here it only means fewer words
            for rel, entries in sources.items():
                for rid, (_line, english) in entries.items():
                    for path, text in english.items():
                        other = table.get(rel, {}).get(rid, {}).get(path)
                        if other:
                            tables.setdefault(code, []).append((text, other))
    return tables


# -- applying a language ---------------------------------------------------------------

def _thaw(value):
    if isinstance(value, dict):
        return {k: _thaw(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_thaw(v) for v in value]
    return value


def _put(data, path: str, text: str) -> None:
    *parents, last = path.split(".")
    for part in parents:
        data = data[int(part)] if isinstance(data, list) else data[part]
    data[int(last) if isinstance(data, list) else last] = text


def translate_model(model: BaseModel, words: dict[str, str]) -> BaseModel:
    """A new definition with the words at `words`' paths replaced."""
    if not words:
        return model
    data = _thaw(model.model_dump(by_alias=True))
    for path, text in words.items():
        _put(data, path, text)
    return type(model).model_validate(data)


def translate(content: Content, lang: str, root: Path | None = None) -> Content:
    """Etherfields content with every translated word in `lang` (ids, numbers and
    effects untouched). A word whose translation is missing or wrong stays in
    English: `check(lang)` is where those are reported, not the player's table."""
    if lang == "en":
        return content
    root = Path(root or CONTENT_DIR / "etherfields")
    table, _ = read_language("etherfields", lang, root, _etherfields_sources(content))
    words = {rid: fields for entries in table.values() for rid, fields in entries.items()}  # ids are unique
    out = Content()
    for kind in content.kinds:
        for rid, model in getattr(content, kind).items():
            new = translate_model(model, words.get(rid, {}))
            getattr(out, kind)[rid] = new
            out._all[rid] = new
            out.where[rid] = content.where[rid]
            for loc in getattr(new, "locations", ()) if kind == "dreamworld_tiles" else ():
                out.locations[loc.id] = loc
    return out


def translate_data(game: str, docs: dict[str, Any], lang: str) -> dict[str, Any]:
    """Prophecy's parsed files ({file name: data}) or Lucidity's one file's
    data ({"lucidity.yaml": data}), with the words of every entry in `lang`,
    changed in place and returned."""
    if lang == "en":
        return docs
    table, _ = read_language(game, lang)  # missing words stay English; check() reports them
    for name, data in docs.items():
        words = table.get(f"content/{game}/{name}", {})  # an id is unique within its file only
        for rid, entry, _ in list(_data_entries(data, game)):
            for key, text in words.get(rid, {}).items():
                if key in entry:
                    entry[key] = text
    return docs


def stats(lang: str) -> dict[str, dict[str, int]]:
    """{game: {files, entries, fields, characters}} of the translation of `lang`."""
    out = {}
    for game in GAMES:
        table, _ = read_language(game, lang)
        texts = [t for entries in table.values() for fields in entries.values() for t in fields.values()]
        out[game] = {"files": len(list((CONTENT_DIR / game / lang).rglob("*.yaml"))),
                     "entries": sum(len(entries) for entries in table.values()),
                     "fields": len(texts), "characters": sum(len(t) for t in texts)}
    return out


def main(argv: list[str] | None = None) -> int:
    """`python -m game.content.translations [check|stats] [LANG]`."""
    import sys
    argv = sys.argv[1:] if argv is None else argv
    cmd, lang = (argv + ["check"])[0], (argv[1:] + ["zh"])[0]
    if cmd == "stats":
        for game, n in stats(lang).items():
            print(f"{game:12} {n['files']:3} files {n['entries']:4} entries {n['fields']:5} fields "
                  f"{n['characters']:6} characters")
        return 0
    problems = check(lang)
    print("\n".join(problems) or f"{lang}: every word of {', '.join(GAMES)} is translated",
          file=sys.stderr if problems else sys.stdout)
    return 1 if problems else 0


__all__ = ["LANGUAGES", "GAMES", "check", "translate", "translate_data", "model_words", "current_language",
           "read_language", "NOT_CONTENT"]


if __name__ == "__main__":
    raise SystemExit(main())

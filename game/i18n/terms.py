"""One word per idea in 简体中文: the glossary's terms against every translation.

The glossary (content/etherfields/zh/glossary.yaml) gives each concept its
Chinese term; an entry may also name the words it `replaces` (a second word
for the same idea that crept in: 以太之野 for 以太梦境, 承受 for 遭受) and its
`measure` word (闪光宝石 are counted in 个 as the rulebook does, Ether in 点), and a `scope`: the
game whose texts alone it binds (Onirim's 预见 replaces 预言 there, while
预言 stays the name of the game Prophecy on the same shelf). `problems()` reads
every msgstr of the interface's catalogue and every string of the content
translations (content/*/zh/, and the name_zh/text_zh fields kept beside the
English, as the achievements do) and names, by file and line, each replaced word
and each count of a term with another measure word (or none).
`latin()` names every English word left in a Chinese string (a word of two or
more Latin letters), but for the keys a player presses and the credits, which
name people, licences and tools in their own spelling.
`python -m game.i18n check` runs both.
"""
from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "content" / "etherfields" / "zh" / "glossary.yaml"
CONTENT = ROOT / "content"
PO = Path(__file__).resolve().parent / "locale" / "zh" / "LC_MESSAGES" / "game.po"
# What a count is written with: digits, X, a {placeholder}, or a Chinese numeral.
COUNT = r"(?:\d+|X|\{[^{}]*\}|[一二两三四五六七八九十几每])"
MEASURES = "个张颗枚把点块名位件次"


def entries(path: Path = GLOSSARY) -> list[dict]:
    """The glossary's entries, every game's section together."""
    from game import safeyaml
    data = safeyaml.load(path.read_text(encoding="utf-8")) or {}
    return [e for section in data.values() for e in section if isinstance(e, dict)]


def texts(po: Path = PO, content: Path = CONTENT):
    """(where, text, whose) for every Chinese string a player reads: `file:line`,
    and the source files that say it (a content file: itself)."""
    from babel.messages.pofile import read_po
    with open(po, "rb") as f:
        for m in read_po(f):
            forms = m.string if isinstance(m.string, (list, tuple)) else (m.string,)
            whose = " ".join(str(file) for file, _line in m.locations)
            for form in forms:
                if m.id and form:
                    yield f"{_rel(po)}:{m.lineno}", form, whose
    for file in sorted(content.glob("*/zh/**/*.yaml")):
        if file.name == GLOSSARY.name:
            continue
        yield from _scalars(file)
    # Files that keep their Chinese beside the English (achievements: name_zh, text_zh).
    for file in sorted(content.glob("*/*.yaml")):
        yield from _scalars(file, only_key_suffix="_zh")


def _scalars(file: Path, only_key_suffix: str = ""):
    """Every string in a YAML file; with `only_key_suffix`, only the values of keys ending in it."""
    from game import safeyaml
    stack = [safeyaml.compose(file.read_text(encoding="utf-8"))]
    while stack:
        node = stack.pop()
        if isinstance(node, yaml.ScalarNode):
            if isinstance(node.value, str) and not only_key_suffix:
                yield f"{_rel(file)}:{node.start_mark.line + 1}", node.value, _rel(file)
        elif isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                if only_key_suffix and isinstance(k, yaml.ScalarNode) and str(k.value).endswith(only_key_suffix) \
                        and isinstance(v, yaml.ScalarNode) and isinstance(v.value, str):
                    yield f"{_rel(file)}:{v.start_mark.line + 1}", v.value, _rel(file)
                else:
                    stack.append(v)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)


def _rel(path: Path) -> str:
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def checks(glossary: list[dict]) -> list[tuple[re.Pattern, str, str]]:
    """(pattern, what is wrong, scope) for every replaced word and every measure word."""
    out = []
    for e in glossary:
        term, scope = e.get("zh", ""), e.get("scope", "")
        for old in e.get("replaces") or ():
            out.append((re.compile(re.escape(old)), f"says {old} where the glossary's word for "
                                                     f"{e.get('en')!r} is {term}", scope))
        measure = e.get("measure")
        if measure:
            others = "".join(m for m in MEASURES if m != measure)
            after = r"(?![槽区库堆池])"  # 闪光宝石槽 is a slot, counted as one
            out.append((re.compile(rf"{COUNT} ?[{others}] ?{re.escape(term)}{after}"),
                        f"counts {term} with another measure word than {measure}", scope))
            out.append((re.compile(rf"{COUNT} ?{re.escape(term)}{after}"),
                        f"counts {term} without its measure word {measure}", scope))
    return out


def problems(glossary_path: Path | None = None, po: Path | None = None, content: Path | None = None) -> list[str]:
    """Every replaced word and wrong measure word, as `file:line: what`."""
    found = []
    rules = checks(entries(glossary_path or GLOSSARY))
    for where, text, whose in texts(po or PO, content or CONTENT):
        for pattern, wrong, scope in rules:
            if scope and f"/{scope}/" not in whose:
                continue
            hit = pattern.search(text)
            if hit:
                found.append(f"{where}: {wrong}: …{text[max(0, hit.start() - 8):hit.end() + 8]}…")
    return found


# Latin words a Chinese string may keep: the names of keys on the keyboard.
KEYS = frozenset("Esc Enter Tab Page Up Down Home End Shift Ctrl Alt Space Backspace Delete".split())
# Sources whose Chinese names people, licences and tools as they spell themselves.
SPELLED_AS_THEMSELVES = ("game/ui/credits.py",)
LATIN_WORD = re.compile(r"(?<![A-Za-z])[A-Za-z]{2,}(?![A-Za-z])")


def latin(po: Path | None = None, content: Path | None = None) -> list[str]:
    """Every English word left in a Chinese string, as `file:line: what`
    ({placeholders} are filled at run time and are not read)."""
    found = []
    for where, text, whose in texts(po or PO, content or CONTENT):
        sources = [w.split(":")[0] for w in whose.split()]
        if sources and all(s in SPELLED_AS_THEMSELVES for s in sources):
            continue
        read = re.sub(r"\{[^{}]*\}|%\(\w+\)[sd]|%[sd]", " ", text)
        words = [w for w in LATIN_WORD.findall(read) if w not in KEYS]
        if words:
            found.append(f"{where}: English left in a Chinese string: {', '.join(words)}: {text[:60]}")
    return found

"""Lucidity content: `content/lucidity/lucidity.yaml` read into a plain dict
the rules take (`game.rules.lucidity.new_game(content, ...)`).

Problems are reported as `content/lucidity/lucidity.yaml:LINE: what is wrong`
(a `ContentError`), never as a traceback.

    python -m game.content.lucidity check      # exit 1 and the problems, or "ok"
"""
from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

import yaml

from game.content.loader import ContentError
from game.rules.lucidity.setup_data import check_content

FILE = Path(__file__).resolve().parents[2] / "content" / "lucidity" / "lucidity.yaml"
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _lines(node, path: tuple, out: dict) -> None:
    """Remember the line of every mapping key and list item, by path."""
    out[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            out[path + (k.value,)] = k.start_mark.line + 1
            _lines(v, path + (k.value,), out)
            out[path + (k.value,)] = k.start_mark.line + 1
    elif isinstance(node, yaml.SequenceNode):
        for i, v in enumerate(node.value):
            _lines(v, path + (i,), out)


def load(file: Path | str = FILE) -> dict:
    file = Path(file)
    rel = f"content/lucidity/{file.name}" if file.parent.name == "lucidity" else str(file)
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as e:
        raise ContentError([f"{rel}:1: cannot read the file ({e.strerror})"]) from None
    try:
        node = yaml.compose(text, Loader=_Loader)
        data = yaml.load(text, Loader=_Loader)
    except yaml.YAMLError as e:
        line = getattr(getattr(e, "problem_mark", None), "line", 0) + 1
        raise ContentError([f"{rel}:{line}: this is not valid YAML ({getattr(e, 'problem', e)})"]) from None
    lines: dict = {}
    if node is not None:
        _lines(node, (), lines)
    problems = []
    for path, message in check_content(data):
        while path and path not in lines:
            path = path[:-1]
        problems.append(f"{rel}:{lines.get(path, 1)}: {message}")
    if problems:
        raise ContentError(problems)
    return data


@lru_cache(maxsize=2)
def _cached(lang: str = "en") -> dict:
    from game.content.translations import translate_data
    return translate_data("lucidity", {FILE.name: load(FILE)}, lang)[FILE.name]


def default_content() -> dict:
    """The shipped Lucidity numbers, the Nightmares' names in the interface's
    language (a fresh copy: the rules may keep it)."""
    import copy
    from game.content.translations import current_language
    return copy.deepcopy(_cached(current_language()))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    target = argv[1] if len(argv) > 1 else FILE
    try:
        load(target)
    except ContentError as e:
        print("\n".join(e.problems), file=sys.stderr)
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())

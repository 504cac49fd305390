"""Reading content/prophecy/ from disk (the part that touches files, kept out
of the pure rules): YAML with line numbers, then the rules' own checks."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from game import safeyaml
from game.content.loader import _plain
from game.rules.prophecy.content import FILES, Content, ContentError, build_content

ROOT = Path(__file__).resolve().parents[2] / "content" / "prophecy"


def parse_dir(root: Path = ROOT, override: dict[str, str] | None = None) -> dict:
    """Every content file parsed; `override` replaces a file's text (for tests)."""
    docs = {}
    problems: list[str] = []
    for name in FILES:
        text = (override or {}).get(name)
        if text is None:
            text = (root / name).read_text(encoding="utf-8")
        node = safeyaml.compose(text)
        docs[name] = _plain(node, f"content/prophecy/{name}", problems) if node is not None else None
    if problems:
        raise ContentError(problems)
    return docs


def prophecy_content() -> Content:
    """The shipped cards, their words in the interface's language (game.i18n)."""
    from game.content.translations import current_language
    return _prophecy_content(current_language())


@lru_cache(maxsize=2)
def _prophecy_content(lang: str) -> Content:
    from game.content.translations import translate_data
    return build_content(translate_data("prophecy", parse_dir(), lang))

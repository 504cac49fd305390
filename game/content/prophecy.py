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


@lru_cache(maxsize=1)
def prophecy_content() -> Content:
    return build_content(parse_dir())

"""The rules' own fixed sentences, for the catalogue.

The rules speak English and never import game.i18n: a refusal (`IllegalAction`),
a prompt, a log line or an ending's reason is an English sentence in an Event,
a Decision or an exception. The interface shows each through `tr()`, so a
sentence that is always the same is translated like any other. Babel reads
them from game/rules with `extract` below (babel.cfg names it): every string
literal given to the calls and keywords the rules use for player-facing words.

A sentence built with an f-string (a name or a number inside) cannot be looked
up this way and stays English; `python -m game.i18n check` does not count
those, and the report of the i18n work lists them.
"""
from __future__ import annotations

import ast

# Calls whose string arguments a player reads, and keywords that carry such words.
CALLS = {"IllegalAction", "emit", "_emit", "_event", "_ev", "_finish", "decide", "journal", "lose"}
KEYWORDS = {"prompt", "text", "reason", "label", "message", "how"}


def sentence(text: str) -> bool:
    """Words for a player, not an id: a capital letter, a space, letters."""
    return " " in text.strip() and text[:1].isupper() and any(c.isalpha() for c in text)


def extract(fileobj, keywords, comment_tags, options):
    """A Babel extraction method: (line, funcname, message, comments) per sentence."""
    tree = ast.parse(fileobj.read().decode("utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):  # {"label": "Done buying", ...}: an option or an ending
            for key, value in zip(node.keys, node.values):
                if isinstance(key, ast.Constant) and key.value in KEYWORDS and isinstance(value, ast.Constant) \
                        and isinstance(value.value, str) and sentence(value.value):
                    yield value.lineno, "N_", value.value, ["a sentence of the rules"]
            continue
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        args = list(node.args) if name in CALLS else []
        args += [k.value for k in node.keywords if k.arg in KEYWORDS]
        for arg in args:
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and sentence(arg.value):
                yield arg.lineno, "N_", arg.value, ["a sentence of the rules"]

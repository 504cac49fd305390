"""The rules' own fixed sentences, for the catalogue.

The rules speak English and never import game.i18n: a refusal (`IllegalAction`),
a prompt, a log line or an ending's reason is an English sentence in an Event,
a Decision or an exception. The interface shows each through `tr()`, so a
sentence that is always the same is translated like any other. Babel reads
them from game/rules with `extract` below (babel.cfg names it): every string
literal given to the calls and keywords the rules use for player-facing words.

A sentence built with an f-string (a name or a number inside) becomes a
*pattern*: its literal text with numbered placeholders, {0}, {1}, ... in the
order of the f-string's expressions (f"Turn {n}: a {suit} card." gives
"Turn {0}: a {1} card."), with a comment that says so and names each
placeholder's expression. `tr()` matches a sentence with no exact translation
against the patterns and puts the pieces (themselves translated) into the
translation. Numbered placeholders are only ever patterns: the interface's
own sentences name theirs ({n}, {name}).
"""
from __future__ import annotations

import ast

# Calls whose string arguments a player reads, and keywords that carry such words.
CALLS = {"IllegalAction", "MalformedAction", "emit", "_emit", "_event", "_ev", "_finish", "finish", "decide", "journal",
         "lose", "end_dream"}
KEYWORDS = {"prompt", "text", "reason", "label", "message", "how"}


def sentence(text: str) -> bool:
    """Words for a player, not an id: a capital letter, a space, letters."""
    return " " in text.strip() and text[:1].isupper() and any(c.isalpha() for c in text)


PATTERN_COMMENT = "a pattern of the rules (an f-string)"


def _alternatives(node) -> list[list]:
    """The f-string pieces (constants and formatted values) an expression can
    stand for: one list for an f-string, two for `a if c else b`, every pairing
    for `f"..." + (f"..." if c else "...")`. Nothing for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [[node]]
    if isinstance(node, ast.JoinedStr):
        return [list(node.values)]
    if isinstance(node, ast.IfExp):
        return _alternatives(node.body) + _alternatives(node.orelse)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _alternatives(node.left), _alternatives(node.right)
        if left and right:
            return [a + b for a in left for b in right]
    return []


def pattern(values: list) -> tuple[str, list[str]] | None:
    """f-string pieces as (msgid with {0}, {1}, ..., the source of each expression),
    or None when it has a piece this cannot read or is not a sentence."""
    parts, sources = [], []
    for value in values:
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            parts.append(value.value.replace("{", "{{").replace("}", "}}"))
        elif isinstance(value, ast.FormattedValue):
            parts.append("{%d}" % len(sources))
            sources.append(ast.unparse(value.value))
        else:
            return None
    text = "".join(parts)
    literal = "".join(v.value for v in values if isinstance(v, ast.Constant))
    if not sources or not any(c.isalpha() for c in literal) or not (" " in text.strip()):
        return None
    if not (text[:1].isupper() or (text.startswith("{0}") and " " in literal)):
        return None
    return text, sources


def _sentences(arg):
    """(line, message, comments) for a literal sentence or an f-string pattern."""
    if isinstance(arg, ast.IfExp):  # "The Slumber ends." if victory else "The Slumber ends without a victory."
        yield from _sentences(arg.body)
        yield from _sentences(arg.orelse)
    elif isinstance(arg, ast.Constant) and isinstance(arg.value, str) and sentence(arg.value):
        yield arg.lineno, arg.value, ["a sentence of the rules"]
    elif isinstance(arg, (ast.JoinedStr, ast.BinOp)):
        for values in _alternatives(arg):
            found = pattern(values)
            if found and "{0}" in found[0]:
                text, sources = found
                names = ", ".join(f"{{{i}}} = {src}" for i, src in enumerate(sources))
                yield arg.lineno, text, [f"{PATTERN_COMMENT}: {names}"]
            elif all(isinstance(v, ast.Constant) for v in values) and sentence("".join(v.value for v in values)):
                yield arg.lineno, "".join(v.value for v in values), ["a sentence of the rules"]


def _said(name: str) -> bool:
    """A variable that holds words for a player: `text`, `prompt`, `_DRAW_TEXT`..."""
    name = name.strip("_").lower()
    return name in KEYWORDS or name.endswith("_text")


def extract(fileobj, keywords, comment_tags, options):
    """A Babel extraction method: (line, funcname, message, comments) per sentence."""
    tree = ast.parse(fileobj.read().decode("utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and _said(t.id) for t in node.targets):
            value = node.value.value if isinstance(node.value, ast.DictComp) else node.value  # {c: f"..." for c in ...}
            for line, text, comments in _sentences(value):
                yield line, "N_", text, comments
            continue
        if isinstance(node, ast.FunctionDef) and node.name.strip("_").startswith("prompt"):
            for ret in ast.walk(node):  # a prompt and its detail: return ("Choose ...", "Seen: ...")
                if isinstance(ret, ast.Return) and isinstance(ret.value, ast.Tuple):
                    for element in ret.value.elts:
                        for line, text, comments in _sentences(element):
                            yield line, "N_", text, comments
        if isinstance(node, ast.Dict):  # {"label": "Done buying", ...}: an option or an ending
            for key, value in zip(node.keys, node.values):
                if isinstance(key, ast.Constant) and key.value in KEYWORDS:
                    for line, text, comments in _sentences(value):
                        yield line, "N_", text, comments
            continue
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        args = list(node.args) if name in CALLS else []
        args += [k.value for k in node.keywords if k.arg in KEYWORDS]
        for arg in args:
            for line, text, comments in _sentences(arg):
                yield line, "N_", text, comments

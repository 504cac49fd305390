"""The rules' own fixed sentences, for the catalogue.

The rules speak English and never import game.i18n: a refusal (`IllegalAction`),
a prompt, a log line or an ending's reason is an English sentence in an Event,
a Decision or an exception. The interface shows each through `tr()`, so a
sentence that is always the same is translated like any other. Babel reads
them from game/rules with `extract` below (babel.cfg names it): every string
literal given to the calls and keywords the rules use for player-facing words,
assigned to a name that says it holds them (`_DRAW_TEXT`, `_PROMPTS`,
`PROVISIONAL_NOTICE`), or returned by a function named prompt*, describe* or
label* (a Decision's prompt, an action's label, a die in a label), with the
words that function names first (`who = "A Nightmare"`). A returned
`{...}[key]` gives each of its values, `a if c else b` both.

A sentence built with an f-string (a name or a number inside) becomes a
*pattern*: its literal text with numbered placeholders, {0}, {1}, ... in the
order of the f-string's expressions (f"Turn {n}: a {suit} card." gives
"Turn {0}: a {1} card."), with a comment that says so and names each
placeholder's expression. Words added to an expression ("Seen: " +
", ".join(names)) are a pattern the same way, and a template the rules fill by
name ("{who} drew too many dreams.") numbers its fields in order. The `how`
keyword carries a piece of a sentence ("three in a row", "with a {0}"), read
without the capital a sentence starts with. `tr()` matches a sentence with no
exact translation against the patterns and puts the pieces (themselves
translated; a list of names name by name) into the translation. Numbered
placeholders are only ever patterns: the interface's own sentences name
theirs ({n}, {name}).
"""
from __future__ import annotations

import ast
import re

# Calls whose string arguments a player reads, and keywords that carry such words.
CALLS = {"IllegalAction", "MalformedAction", "emit", "_emit", "_event", "_ev", "_finish", "finish", "decide", "journal",
         "lose", "end_dream"}
KEYWORDS = {"prompt", "text", "reason", "label", "message", "how"}
# Keywords whose words are a piece of a sentence rather than a sentence: the
# rules' `how` fills "The {0} opens ({1})." with "three in a row" or "with a {0}",
# so it is read even without a capital letter (the piece is translated on its own).
PIECES = {"how"}
# Functions whose returned words a player reads: a Decision's prompt and detail
# (`_prompt_door`), an action's label (`describe`, `label_for`).
SAYING = ("prompt", "describe", "label")


def sentence(text: str, piece: bool = False) -> bool:
    """Words for a player, not an id: a capital letter (not for a piece), a space, letters."""
    return " " in text.strip() and (piece or text[:1].isupper()) and any(c.isalpha() for c in text)


PATTERN_COMMENT = "a pattern of the rules (an f-string)"
TEMPLATE_COMMENT = "a pattern of the rules (a template filled by name)"


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
        # words joined to an expression ("Seen: " + ", ".join(names)): the expression is a placeholder
        left = left or ([[_placeholder(node.left)]] if right else [])
        right = right or ([[_placeholder(node.right)]] if left else [])
        if left and right:
            return [a + b for a in left for b in right]
    return []


def _placeholder(node) -> ast.FormattedValue:
    """An expression added to words, read as an f-string's {expression}."""
    return ast.FormattedValue(value=node, conversion=-1, format_spec=None)


def pattern(values: list, piece: bool = False) -> tuple[str, list[str]] | None:
    """f-string pieces as (msgid with {0}, {1}, ..., the source of each expression),
    or None when it has a piece this cannot read or is not a sentence (a
    `piece` of a sentence may start in lower case)."""
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
    if not (piece or text[:1].isupper() or (text.startswith("{0}") and " " in literal)):
        return None
    return text, sources


def _sentences(arg, piece: bool = False):
    """(line, message, comments) for a literal sentence or an f-string pattern."""
    if isinstance(arg, ast.IfExp):  # "The Slumber ends." if victory else "The Slumber ends without a victory."
        yield from _sentences(arg.body, piece)
        yield from _sentences(arg.orelse, piece)
    elif isinstance(arg, ast.Subscript) and isinstance(arg.value, ast.Dict):  # {"red": "...", ...}[mirror]
        for value in arg.value.values:
            yield from _sentences(value, piece)
    elif isinstance(arg, ast.Constant) and isinstance(arg.value, str) and sentence(arg.value, piece):
        yield arg.lineno, arg.value, ["a sentence of the rules"]
    elif isinstance(arg, (ast.JoinedStr, ast.BinOp)):
        for values in _alternatives(arg):
            found = pattern(values, piece)
            if found and "{0}" in found[0]:
                text, sources = found
                names = ", ".join(f"{{{i}}} = {src}" for i, src in enumerate(sources))
                yield arg.lineno, text, [f"{PATTERN_COMMENT}: {names}"]
            elif all(isinstance(v, ast.Constant) for v in values) and sentence("".join(v.value for v in values), piece):
                yield arg.lineno, "".join(v.value for v in values), ["a sentence of the rules"]


def _said(name: str) -> bool:
    """A variable that holds words for a player: `text`, `prompt`, `_DRAW_TEXT`,
    `_PROMPTS` (a table of them), `PROVISIONAL_NOTICE`..."""
    name = name.strip("_").lower()
    return name in KEYWORDS or name.endswith(("_text", "_notice", "_prompts")) or name == "prompts"


# A field of a `str.format` template ("{who} drew too many dreams ({count} to go).").
_FIELD = re.compile(r"\{([A-Za-z_]\w*)\}")


def _template(text: str) -> tuple[str, list[str]] | None:
    """A template the rules fill with `str.format` by name, as a pattern and
    its fields' names: the fields numbered in the order they appear, as an
    f-string's are; None when it has no field."""
    names: list[str] = []

    def number(m):
        if m.group(1) not in names:
            names.append(m.group(1))
        return "{%d}" % names.index(m.group(1))
    text = _FIELD.sub(number, text)
    return (text, names) if names else None


def extract(fileobj, keywords, comment_tags, options):
    """A Babel extraction method: (line, funcname, message, comments) per sentence."""
    tree = ast.parse(fileobj.read().decode("utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and _said(t.id) for t in node.targets):
            value = node.value.value if isinstance(node.value, ast.DictComp) else node.value  # {c: f"..." for c in ...}
            for value in (value.values if isinstance(value, ast.Dict) else [value]):  # {"excess": "{who} drew ..."}
                found = _template(value.value) if isinstance(value, ast.Constant) and isinstance(value.value, str) else None
                if found:
                    text, names = found
                    if sentence(value.value) or value.value.startswith("{"):
                        fields = ", ".join(f"{{{i}}} = {name}" for i, name in enumerate(names))
                        yield value.lineno, "N_", text, [f"{TEMPLATE_COMMENT}: {fields}"]
                    continue
                for line, text, comments in _sentences(value):
                    yield line, "N_", text, comments
            continue
        if isinstance(node, ast.FunctionDef) and node.name.strip("_").startswith(SAYING):
            yield from _said_by(node)
        if isinstance(node, ast.Dict):  # {"label": "Done buying", ...}: an option or an ending
            for key, value in zip(node.keys, node.values):
                if isinstance(key, ast.Constant) and key.value in KEYWORDS:
                    for line, text, comments in _sentences(value):
                        yield line, "N_", text, comments
            continue
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        args = [(a, False) for a in node.args] if name in CALLS else []
        args += [(k.value, k.arg in PIECES) for k in node.keywords if k.arg in KEYWORDS]
        for arg, piece in args:
            for line, text, comments in _sentences(arg, piece):
                yield line, "N_", text, comments


def _said_by(function):
    """The words a prompt or label function returns: each returned value (each
    element of a returned tuple, a prompt and its detail), and the words it
    names first to put into them (`who = "The Diver found a Nightmare" if ...`)."""
    for node in ast.walk(function):
        if isinstance(node, ast.Return) and node.value is not None:
            values = node.value.elts if isinstance(node.value, ast.Tuple) else [node.value]
        elif isinstance(node, ast.Assign) and all(isinstance(t, ast.Name) for t in node.targets):
            values = [node.value]
        else:
            continue
        for value in values:
            for line, text, comments in _sentences(value):
                yield line, "N_", text, comments

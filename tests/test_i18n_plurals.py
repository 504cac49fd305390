"""A count is worded for its number (issue 31): "moves 1 space", "moves 2
spaces", never "space(s)", in English and in 简体中文.

What a player reads is checked where they read it: every scene of
--screenshot-all and the log of a Slumber played to its end, drawn in both
languages and heard through the drawn-string recorder. The source is scanned
too, for a "(s)" in any string the program holds (the catalogue's sentences,
the rules' patterns, the commands' output)."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from game import i18n
from game.ui import app as app_module
from recording import recording

ROOT = Path(__file__).resolve().parents[1]
HEDGED = re.compile(r"[A-Za-z]\(s\)")
# A count of one with a plural noun: "1 cards", "1 spaces" (nouns the rules count).
ONE_MANY = re.compile(r"(?<![\d.])1 (?:[A-Z][a-z]+ )?(cards|spaces|Keys|Hours|Turns|Gems|markers|Artifacts|minions)\b")


def hedged_strings(path: Path) -> list[str]:
    """The string literals (docstrings aside) of a module with a "(s)" in them."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    return [f"{path.relative_to(ROOT)}:{node.lineno}: {node.value!r}" for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
            and HEDGED.search(node.value)]


def test_no_string_of_the_program_hedges_a_count_with_s_in_brackets():
    found = [line for path in sorted((ROOT / "game").rglob("*.py")) for line in hedged_strings(path)]
    assert not found, found
    from game.i18n import catalogues
    template = catalogues.extract()
    assert not [m.id for m in template if m.id and HEDGED.search(str(m.id))]


# Counted things, as the rules write them after a number.
COUNTED = re.compile(r"\{\d\} ((?:[A-Z][a-z]+ )*)(cards|spaces|Keys|Hours|Turns|Gems|markers|Artifacts|minions|dreams"
                     r"|payments)\b")
# Counts that are never 1: a campaign deck is kept at 20 to 40 cards; {0} names a colour.
NEVER_ONE = {"{0}: {1} cards in the deck. Keep 20 to 40.", "{0}: {1} cards is more than 40: set some aside.",
             "Three {0} cards in a row, but no such Door is left in the deck."}


def test_each_rules_sentence_that_counts_has_its_singular():
    """A rules pattern with "{n} cards" in it has a twin with "{n} card" (the
    rules choose by the number), so a count of one never reads "1 cards"."""
    from game.i18n import catalogues
    ids = [m.id for m in catalogues.extract() if isinstance(m.id, str) and m.id]
    lonely = []
    for msgid in ids:
        found = COUNTED.search(msgid)
        if found is None or msgid in NEVER_ONE:
            continue
        singular = msgid[:found.start(2)] + found.group(2)[:-1]
        if not any(other.startswith(singular) and not other.startswith(msgid[:found.end(2)]) for other in ids):
            lonely.append(msgid)
    assert not lonely, lonely


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_no_scene_draws_s_in_brackets(lang):
    with app_module._scratch_saves():
        for name in app_module.SCENES:
            app = app_module.App((1280, 720), 1, defaults=True, lang=lang)
            app.push(app_module.make_scene(app, name))
            with recording() as drawn:
                for _n in range(3):
                    app.step()
            hedged = [t.text for t in drawn if HEDGED.search(t.text) or ONE_MANY.search(t.text)]
            assert not hedged, f"{name} ({lang}): {hedged[:4]}"


@pytest.fixture(scope="module")
def played():
    from game.ui.etherfields.demo import played_slumber
    return played_slumber(1)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_played_slumbers_log_words_each_count_for_its_number(played, lang):
    from game.ui.etherfields.table import DreamscapeScene
    app = app_module.App((1280, 720), 1, defaults=True, lang=lang)
    scene = DreamscapeScene(app, played)
    app.push(scene)
    log = played.game.log
    shown = []
    with recording() as drawn:
        for back in range(0, len(log), 4):  # the wheel's way back through the whole log, a few entries at a time
            scene.log_scroll = back
            scene.draw_log(app.screen)
        shown = sorted({t.text for t in drawn})
    # a long entry is drawn wrapped, a row at a time (logview): each of its rows is drawn
    from game.ui import logview
    width = scene.log_rect().width - 20
    rows = {text for line in log for _i, _k, text in logview.tail([i18n.tr(line)], 13, width, 99)}
    assert rows <= set(shown), "the whole log was drawn"
    assert not [t for t in shown if HEDGED.search(t)], [t for t in shown if HEDGED.search(t)][:4]
    assert not [t for t in shown if ONE_MANY.search(t)], [t for t in shown if ONE_MANY.search(t)][:4]
    moved = [line for line in log if re.search(r" moves \d+ spaces?\.$", line)]
    assert moved, "the Slumber had moves to word"
    worded = [i18n.tr(line) for line in moved]
    if lang == "zh":
        assert not [w for w in worded if re.search(r"[A-Za-z]{3,}", w)], worded[:3]

"""The rules read content through the frozen content models.

The rules' tests hand the rules the same kind of records the loader gives
them (game.content.models), so the rules can read a field as a plain
attribute (`defn.move`) instead of guessing with `getattr(defn, "move", 0)`.
"""
import ast
from pathlib import Path

import pytest

import game.rules.etherfields
from game.content import models
from rules_fixture import make_content, with_fox_mask


def test_the_rules_fixture_builds_real_content_models():
    content = with_fox_mask(make_content())
    kinds = {name: records for name, records in vars(content).items() if isinstance(records, dict)}
    assert kinds["influence"] and kinds["slumber_tiles"] and kinds["dreamers"]
    for kind, records in kinds.items():
        for cid, record in records.items():
            assert isinstance(record, models.Component), f"{kind}/{cid} is a {type(record).__name__}"
            assert record.id == cid
            expected = models.KINDS[kind]
            assert isinstance(record, expected), f"{kind}/{cid} is not a {expected.__name__}"


# -- no guessing at fields --------------------------------------------------------

RULES = Path(game.rules.etherfields.__file__).parent

# (module, function) -> why a getattr is right there. Everything else reads a
# content model's field as a plain attribute, or a plain dict with .get().
ALLOWED_GETATTR = {
    ("game.py", "defs"): "the content kind is a variable naming one of the Content's dicts (models.KINDS)",
}


def _getattr_calls(path: Path) -> list[tuple[str, int]]:
    """(enclosing function, line) of every getattr() call in a module."""
    found = []

    def visit(node, function):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                visit(child, child.name)
                continue
            if isinstance(child, ast.Call) and isinstance(child.func, ast.Name) and child.func.id == "getattr":
                found.append((function, child.lineno))
            visit(child, function)

    visit(ast.parse(path.read_text(encoding="utf-8")), "<module>")
    return found


def test_the_rules_read_content_fields_as_attributes_not_through_getattr():
    unexplained = [f"{path.name}:{line} in {function}()" for path in sorted(RULES.glob("*.py"))
                   for function, line in _getattr_calls(path) if (path.name, function) not in ALLOWED_GETATTR]
    assert unexplained == [], "read the model's field (add it to the model if the rules need it), or explain it here"


def test_every_allowed_getattr_is_still_there():
    calls = {(path.name, function) for path in RULES.glob("*.py") for function, _ in _getattr_calls(path)}
    assert set(ALLOWED_GETATTR) <= calls  # a stale entry would let a new getattr in unnoticed


def test_the_check_finds_a_getattr(tmp_path):
    module = tmp_path / "probe.py"
    module.write_text("def reach(act):\n    return getattr(act, 'range', None)\n")
    assert _getattr_calls(module) == [("reach", 2)]


def test_an_influence_card_carries_a_flaws_fields_only_as_a_flaw():
    flaw = models.Influence(id="dread", name="Dread", flaw=True, move=1, removal=2,
                            effect=({"op": "suffer_distress", "amount": 1, "target": "self"},))
    assert (flaw.removal, len(flaw.effect)) == (2, 1)
    assert models.Influence(id="plain", name="Plain", move=1).removal == 1  # what removing a Flaw costs at least
    with pytest.raises(ValueError, match="only a Flaw"):
        models.Influence(id="odd", name="Odd", move=1, removal=2)
    with pytest.raises(ValueError, match="only a Flaw"):
        models.Influence(id="odd", name="Odd", move=1, effect=({"op": "gain_ether", "amount": 1},))
    with pytest.raises(ValueError):
        models.Flaw(id="free", name="Free", removal=0)  # a Flaw always costs Ether to remove

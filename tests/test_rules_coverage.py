"""docs/rules-coverage.md covers both rulebooks and cannot go stale: each
section that states a rule names code that exists and at least one test
that exists and carries its `rulebook` mark (issue 14)."""
import importlib
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import rules_coverage  # noqa: E402

SECTIONS = rules_coverage.load_sections()
MARKED = rules_coverage.marked_tests()
NAMES = [row["section"] for row in SECTIONS]


def test_the_document_is_what_the_sections_and_the_marks_make():
    expected = rules_coverage.render(SECTIONS, MARKED)
    assert rules_coverage.DOC.read_text(encoding="utf-8") == expected, \
        "docs/rules-coverage.md is stale: run python scripts/rules_coverage.py"


def test_each_section_appears_once_and_both_rulebooks_are_covered():
    assert len(NAMES) == len(set(NAMES))
    assert sum(n.startswith("EN p.") for n in NAMES) >= 50
    assert {f"2.0 §2.{i}" for i in range(1, 53)} <= set(NAMES)  # every section of the 2.0 digest


@pytest.mark.parametrize("row", [r for r in SECTIONS if not (r.get("not_a_rule") or r.get("differs"))],
                         ids=lambda r: r["section"])
def test_every_rule_names_code_that_exists_and_a_test_that_proves_it(row):
    assert row.get("rule") and row.get("code"), f"{row['section']}: say the rule and the code"
    for ref in row["code"]:
        module, _, path = ref.partition(":")
        obj = importlib.import_module(f"game.rules.etherfields.{module}")
        for part in path.split("."):
            assert hasattr(obj, part), f"{row['section']}: {ref} does not exist"
            obj = getattr(obj, part)
    assert MARKED.get(row["section"]), f"{row['section']}: no test carries @pytest.mark.rulebook for it"


def test_every_mark_names_a_section_of_the_table():
    unknown = sorted(set(MARKED) - set(NAMES))
    assert unknown == [], f"rulebook marks naming no section: {unknown}"


def test_marked_tests_exist_in_the_suite():
    for section, tests in MARKED.items():
        for ref in tests:
            file, _, name = ref.partition("::")
            module = importlib.import_module(file[:-3])
            assert callable(getattr(module, name, None)), f"{section}: {ref} is not a test"

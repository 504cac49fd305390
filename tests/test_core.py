"""The shared rules core: seeded RNG, decks, dice, actions."""
import ast
import pathlib

import pytest

from game.rules.core import Action, Deck, Die, Rng

RULES = pathlib.Path(__file__).resolve().parents[1] / "game" / "rules"


def test_rng_continues_identically_after_a_round_trip():
    rng = Rng(1234)
    [rng.next64() for _ in range(10)]
    copy = Rng.from_data(rng.to_data())
    assert [rng.randrange(52) for _ in range(50)] == [copy.randrange(52) for _ in range(50)]


def test_rng_seeds_differ_and_shuffle_is_a_permutation():
    a, b = list(range(20)), list(range(20))
    Rng(1).shuffle(a)
    Rng(2).shuffle(b)
    assert a != b and sorted(a) == list(range(20))


def test_randrange_covers_its_range():
    rng = Rng(7)
    assert {rng.randrange(6) for _ in range(500)} == set(range(6))


def test_deck_draw_top_and_bottom():
    deck = Deck(["a", "b", "c", "d"])
    assert deck.draw(2) == ["a", "b"]
    assert deck.draw(1, from_bottom=True) == ["d"]
    assert deck.cards == ["c"]
    assert deck.draw(5) == ["c"]
    assert deck.draw_one() is None


def test_deck_put_in_chosen_order_peek_and_search():
    deck = Deck(["x"])
    deck.put_top(["a", "b"])
    deck.put_bottom(["y", "z"])
    assert deck.cards == ["a", "b", "x", "y", "z"]
    assert deck.peek(2) == ["a", "b"] and len(deck) == 5
    assert deck.search(lambda c: c in "yz") == ["y", "z"]


def test_die_has_named_faces_and_rolls_from_the_rng():
    die = Die("luck", ("fail", "blank", "plus1", "plus1", "plus2", "plus3"))
    r1, r2 = Rng(5), Rng(5)
    assert [die.roll(r1) for _ in range(20)] == [die.roll(r2) for _ in range(20)]
    assert set(die.roll(Rng(s)) for s in range(200)) == set(die.faces)


def test_action_round_trips_and_compares_by_value():
    a = Action.make("move", dreamer="gambler", to=[1, 2], pay=["c1", "c2"])
    assert a == Action.from_data(a.to_data())
    assert a.to_data() == {"kind": "move", "dreamer": "gambler", "to": [1, 2], "pay": ["c1", "c2"]}
    assert a["to"] == (1, 2) and hash(a) == hash(Action.from_data(a.to_data()))
    with pytest.raises(ValueError):
        Action.from_data({"dreamer": "x"})


_FORBIDDEN_MODULES = {"pygame", "pymunk", "os", "io", "pathlib", "shutil", "yaml", "tempfile", "socket"}
_FORBIDDEN_CALLS = {"open", "input", "print", "exec", "eval", "__import__"}


def test_rules_are_pure_no_pygame_no_pymunk_no_file_io():
    problems = []
    for path in RULES.rglob("*.py"):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                if name.split(".")[0] in _FORBIDDEN_MODULES:
                    problems.append(f"{path.name}:{node.lineno} imports {name}")
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _FORBIDDEN_CALLS:
                problems.append(f"{path.name}:{node.lineno} calls {node.func.id}()")
    assert problems == []
    assert any(RULES.rglob("*.py"))

"""Every game's rules package depends downward only (issues 14 and 35): each
module may import the modules listed before it in its package's LAYERS and
none after, function-local and type-checking imports included, so there is no
import circle, hidden or not. Each package's __init__ docstring says why its
layers are in this order."""
import ast
from pathlib import Path

import pytest

import game.rules as rules

RULES = Path(rules.__file__).parent
# Bottom to top, per package.
LAYERS = {
    # Plain state, the words an Entity effect is told in, the board, the game
    # state's fields, the paying arithmetic, the step engine, the effect
    # interpreter under every rule area, then the rule areas, the Game that runs
    # them, and the setup that assembles a game.
    "etherfields": ["phases", "effect_words", "steps", "state", "geometry", "game_state", "intent", "engine", "effects",
                    "dreamers", "acting", "paying", "moving", "entrance", "interactions", "basic_actions",
                    "map_actions", "payment_options", "cards", "turn", "campaign", "game", "setup", "__init__"],
    # The cards, the Mirrors, the rulings and the outcome; the Action kinds; the
    # game; setting one up; then what works over a set-up game.
    "onirim": ["cards", "mirrors", "rulings", "outcome", "actions", "game", "setup", "check", "bench", "__init__"],
    # Plain values and the state's fields; the Table every rule takes; asking;
    # the turns, then each step of a turn, the checks that end turns, and the
    # answers to every question; the Game, the computer players.
    "lucidity": ["phases", "outcome", "setup_data", "basics", "state", "table", "asking", "turns", "resting",
                 "abilities", "tray", "drawing", "checks", "nightmare_turn", "decisions", "game", "players",
                 "__init__"],
    # Plain values, the board, the combat arithmetic, the content and the state's
    # shape; the Table; gains and losses, chance, the end, the rounds; then each
    # step of a round and the answers to every Decision; the Game, setup, the AI.
    "prophecy": ["phases", "outcome", "basics", "board", "combat", "content", "state", "table", "resources",
                 "chance", "ending", "rounds", "listing", "acting", "movement", "fights", "decisions", "game",
                 "setup", "ai", "__init__"],
}


def imported(package: str, path: Path) -> set[str]:
    """The sibling modules a module imports, anywhere in its body (a name
    taken from the package itself, not a module, comes from its __init__)."""
    dotted = f"game.rules.{package}"
    modules = {p.stem for p in (RULES / package).glob("*.py")}
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            raise AssertionError(f"{path.name}: a relative import; the layers are read from absolute ones")
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == dotted:
                out |= {a.name if a.name in modules else "__init__" for a in node.names}
            elif node.module.startswith(dotted + "."):
                out.add(node.module[len(dotted) + 1:].split(".")[0])
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name == dotted:
                    out.add("__init__")
                elif a.name.startswith(dotted + "."):
                    out.add(a.name[len(dotted) + 1:].split(".")[0])
    return out


@pytest.mark.parametrize("package", sorted(LAYERS))
def test_every_module_has_a_layer(package):
    assert sorted(p.stem for p in (RULES / package).glob("*.py")) == sorted(LAYERS[package])


@pytest.mark.parametrize("package", sorted(LAYERS))
def test_no_module_imports_one_above_it(package):
    layers = LAYERS[package]
    upward = []
    for name in layers:
        for dep in imported(package, RULES / package / f"{name}.py"):
            if layers.index(dep) >= layers.index(name):
                upward.append(f"{name} imports {dep}")
    assert upward == []


def test_every_rules_package_is_layered():
    """A fifth game's rules package gets its layers here too."""
    assert sorted(p.parent.name for p in RULES.glob("*/__init__.py") if p.parent.name != "core") == sorted(LAYERS)


def test_a_circle_hidden_in_a_function_is_found(tmp_path):
    """The check reads function bodies and type-checking blocks: a lazy import
    of a module above is an upward import like any other."""
    lazy = tmp_path / "tray.py"
    lazy.write_text("from typing import TYPE_CHECKING\n"
                    "if TYPE_CHECKING:\n    from game.rules.lucidity.game import Game\n"
                    "def f():\n    from game.rules.lucidity import decisions\n", encoding="utf-8")
    assert imported("lucidity", lazy) == {"game", "decisions"}

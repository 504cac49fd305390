"""The Etherfields rules package depends downward only (issue 14): each
module may import the modules listed before it in LAYERS and none after,
function-local imports included, so there is no import circle."""
import ast
from pathlib import Path

import game.rules.etherfields as pkg

PACKAGE = "game.rules.etherfields"
# Bottom to top: plain state and the board, the game state's fields, the paying arithmetic, the
# step engine, the effect interpreter under every rule area, then the rule
# areas, the Game that runs them, and the setup that assembles a game.
LAYERS = ["phases", "steps", "state", "geometry", "game_state", "intent", "engine", "effects", "dreamers",
          "acting", "paying", "moving", "entrance", "interactions", "basic_actions", "map_actions", "payment_options", "cards",
          "turn", "campaign", "game", "setup", "__init__"]
HERE = Path(pkg.__file__).parent


def imported(path: Path) -> set[str]:
    """The sibling modules a module imports, anywhere in its body."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == PACKAGE:
                out |= {a.name for a in node.names}
            elif node.module.startswith(PACKAGE + "."):
                out.add(node.module[len(PACKAGE) + 1:].split(".")[0])
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith(PACKAGE + "."):
                    out.add(a.name[len(PACKAGE) + 1:].split(".")[0])
    return out


def test_every_module_has_a_layer():
    assert sorted(p.stem for p in HERE.glob("*.py")) == sorted(LAYERS)


def test_no_module_imports_one_above_it():
    upward = []
    for name in LAYERS:
        for dep in imported(HERE / f"{name}.py"):
            if LAYERS.index(dep) >= LAYERS.index(name):
                upward.append(f"{name} imports {dep}")
    assert upward == []

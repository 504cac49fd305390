"""The program's layers, declared once and checked on every import in game/.

From the bottom: the rules core; each game's rules; data (content, saves, the
chronicle, automatic players, the interface's language game.i18n); pictures (game.gfx); services (session,
scenarios, balance, headless commands); the shared UI shell; each game's UI;
the program (the app that assembles the shelf, the command lines). A module
may import its own layer or a lower one, never a higher one, and one game never
imports another game.
"""
from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"
LAYERS = ["rules core", "game rules", "data", "pictures", "services", "shell", "game ui", "program"]
DATA = {"game.i18n", "game.content", "game.savefile", "game.safeyaml", "game.chronicle", "game.autoplay",
        "game.games"}  # game.games: the registry of games, which savefile reads
PROGRAM = {"game.__main__", "game.ui.app", "game.ui.audit", "game.bench", "game.bench_stalls", "game.art"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(GAME.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def is_package(dotted: str) -> bool:
    return (GAME.parent / Path(*dotted.split("."))).is_dir()


def placed(module: str) -> tuple[str, str | None]:
    """(layer, game) of a module; game names the game a module belongs to."""
    parts = module.split(".")
    if any(module == p or module.startswith(p + ".") for p in PROGRAM) or parts[-1] == "__main__":
        return "program", None  # a package's __main__ is a command line
    if parts[:3] == ["game", "rules", "core"]:
        return "rules core", None
    if parts[:2] == ["game", "rules"]:
        return ("game rules", parts[2]) if len(parts) > 2 else ("rules core", None)
    if parts[:2] == ["game", "ui"] and len(parts) > 2:
        return ("game ui", parts[2]) if is_package(".".join(parts[:3])) else ("shell", None)
    if parts[:2] == ["game", "ui"]:
        return "shell", None
    if parts[:2] == ["game", "gfx"]:
        return "pictures", None
    if ".".join(parts[:2]) in DATA:
        return "data", None
    return "services", None


def is_module(dotted: str) -> bool:
    return is_package(dotted) or (GAME.parent / (dotted.replace(".", "/") + ".py")).exists()


def imports(path: Path):
    """(line, module) for every import; `from game.ui import draw` names game.ui.draw."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                yield node.lineno, sub if sub.startswith("game") and is_module(sub) else node.module
        elif isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name


def test_no_module_imports_a_layer_above_it_or_another_game():
    wrong = []
    for path in sorted(GAME.rglob("*.py")):
        me = module_name(path)
        layer, game = placed(me)
        for line, target in imports(path):
            if not target.startswith("game.") and target != "game":
                continue
            their_layer, their_game = placed(target)
            if LAYERS.index(their_layer) > LAYERS.index(layer):
                wrong.append(f"{path.relative_to(GAME.parent)}:{line}: {me} ({layer}) imports {target} ({their_layer})")
            elif game and their_game and game != their_game:
                wrong.append(f"{path.relative_to(GAME.parent)}:{line}: {me} ({game}) imports another game: {target}")
    assert not wrong, "imports against the layers:\n" + "\n".join(wrong)


def test_the_layers_place_the_modules_they_name():
    assert placed("game.rules.core.deck") == ("rules core", None)
    assert placed("game.rules.etherfields.turn") == ("game rules", "etherfields")
    assert placed("game.ui.etherfields.table.view") == ("game ui", "etherfields")
    assert placed("game.ui.widgets") == ("shell", None)
    assert placed("game.ui.app") == ("program", None)
    assert placed("game.session") == ("services", None)
    assert placed("game.savefile") == ("data", None)
    assert placed("game.i18n") == ("data", None)  # below everything that shows text, above the rules
    assert placed("game.games.onirim") == ("data", None)
    assert placed("game.ui.scenes") == ("shell", None)  # the Scene protocol: the stack knows no game

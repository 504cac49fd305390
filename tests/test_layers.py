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
import sys
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


def circles(scope: tuple[str, ...]) -> list[list[str]]:
    """The import circles among the modules under `scope` (Tarjan's strongly
    connected components), function-local imports included: a module that
    imports another inside a function to dodge a circle is still in it."""
    names = {module_name(p): p for p in GAME.rglob("*.py")}
    inside = {m for m in names if m.startswith(scope)}

    def module(target: str) -> str | None:
        while target and target not in names:
            target = target.rpartition(".")[0]
        return target if target in inside else None

    graph = {m: {t for _, imp in imports(names[m]) if (t := module(imp)) and t != m} for m in inside}
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        order[v] = low[v] = len(order)
        stack.append(v)
        for w in graph[v]:
            if w not in order:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], order[w])
        if low[v] == order[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(inside):
        if v not in order:
            visit(v)
    return found


def test_no_import_circle_in_the_rules_or_the_interface():
    """Each game's rules and each game's interface depend downward only
    (issue 35): tests/test_rules_layers.py names the rules' layers, and here
    no module of game.rules or game.ui imports, even lazily, one that imports it back."""
    assert circles(("game.rules", "game.ui")) == []


def test_a_lazy_import_back_is_a_circle(tmp_path, monkeypatch):
    """The check sees an import inside a function (how the circles used to hide)."""
    pkg = tmp_path / "game" / "ui"
    pkg.mkdir(parents=True)
    (tmp_path / "game" / "__init__.py").write_text("", encoding="utf-8")
    (pkg / "__init__.py").write_text("", encoding="utf-8")
    (pkg / "flow.py").write_text("from game.ui.worldmap import Map\n", encoding="utf-8")
    (pkg / "worldmap.py").write_text("def go():\n    from game.ui.flow import follow\n", encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "GAME", tmp_path / "game")
    assert circles(("game.ui",)) == [["game.ui.flow", "game.ui.worldmap"]]

"""Tables for screenshots, UI tests and the bench, read from table files
(`content/etherfields/tables/*.yaml`): a scenario (see game/scenario.py)
played by the rules, plus `view`, what only the table shows (the selected
Dreamer, Overlay cards, a die in the tray; what the table says is its own,
in the player's language)."""
from __future__ import annotations

import json
from pathlib import Path

from game.i18n import N_
from game.rules.core import Action

TABLES = Path(__file__).resolve().parents[4] / "content" / "etherfields" / "tables"
VIEW = ("selected", "overlays", "dice")


class TableFileError(Exception):
    """A table file that cannot be played, in a sentence naming file and line."""


def read_table(name: str) -> tuple[dict, dict]:
    """The scenario and the view of a table file, or TableFileError."""
    from game.content import ContentError
    from game.content.loader import read_with_lines
    path = TABLES / f"{name}.yaml"
    try:
        spec = read_with_lines(path, str(path))
    except ContentError as err:
        raise TableFileError("\n".join(err.problems)) from None
    if not isinstance(spec, dict):
        raise TableFileError(f"{path}:1: a table file is a mapping (a scenario plus `view`)")
    view = spec.get("view") or {}
    unknown = sorted(set(view) - set(VIEW))
    if unknown:
        raise TableFileError(f"{path}: view has unknown keys {unknown} (it may hold {', '.join(VIEW)})")
    # Plain lists and dicts from here on (the line-marked ones cannot be saved),
    # but the actions keep their line marks for the rules' refusals.
    plain = json.loads(json.dumps({k: v for k, v in spec.items() if k not in ("view", "actions")}))
    if "actions" in spec:
        plain["actions"] = spec["actions"]
    return plain, json.loads(json.dumps(view))


def table_from_file(cls, app, name: str):
    """The table scene of a table file, its actions all accepted by the rules."""
    from game.content import default_content
    from game.rules.etherfields import Game
    from game.scenario import ScenarioError, run_scenario
    from game.session import Session, new_campaign_id
    spec, view = read_table(name)
    path = TABLES / f"{name}.yaml"
    content = default_content()
    try:
        result = run_scenario(spec, content, name=str(path))
    except ScenarioError as err:
        raise TableFileError(str(err)) from None
    if result["refused"]:
        r = result["refused"][0]
        raise TableFileError(f"{path}:{r['line']}: the rules refuse this action: {r['reason']}")
    game = Game.from_data(result["state"], content)
    log = [Action.from_data(dict(a)).to_data() for a in spec.get("actions") or []]
    meta = {"seed": spec.get("seed", 0), "options": dict(spec.get("setup") or {}), "campaign": name.title(),
            "id": new_campaign_id()}
    scene = cls(app, Session(game, meta, log))
    scene.selected = view.get("selected", game.order[0])
    scene.overlays = [dict(o, at=tuple(o["at"]), size=tuple(o["size"])) for o in view.get("overlays", [])]
    scene.anims.clear()
    scene.flyers.clear()
    scene.tray.skip()
    if "dice" in view:
        dice = view["dice"]
        scene.tray.throw(tuple(dice["faces"]), dice["result"], seed=dice.get("seed", 0), label=N_("Luck roll"))
        scene.tray_until_settled = False
    return scene

"""`python -m game scenario FILE.yaml`: load a state, apply actions, print JSON.

A scenario is a save-shaped state (it may be partial) plus a list of actions,
played with the content of the game it names (`game:`, one of the registry's
`game.games`; the default game when none): `setup` holds that game's new_game
options, or what its spec's own `scenario` reads (a game dealt by card codes):

    seed: 3                       # used when the state is built fresh
    setup: {dreamers: [gambler], slumber: slumber_lantern_hound}   # new_game options
    state: {...}                  # or: a Game.to_data() dict, possibly partial
    patch: {...}                  # merged into the state before the actions
    actions:
      - {kind: draw, dreamer: gambler}
    expect_illegal: false         # true: the last action must be refused
    expect: {...}                 # free-form, for the tests that read the JSON

A refused action is part of the result (`refused`, with the rules' reason
and its line in the file);
a scenario that cannot be run at all (no such Dreamer, a state the game
cannot read, an entry that is not an action) is a `ScenarioError` naming the
file and line. Tests run the same code (`run_scenario`), so a bug report can
be a file.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from game.rules.core import Action, IllegalAction

FIELDS = ("game", "seed", "setup", "state", "patch", "actions", "expect", "expect_illegal")
# What a malformed state or action makes the rules raise besides IllegalAction.
_MALFORMED = (KeyError, TypeError, ValueError, AttributeError, IndexError)


class ScenarioError(Exception):
    """A scenario that cannot be run, in a sentence (`file:line: ...` when read from a file)."""


def _merge(base: dict, patch: dict) -> dict:
    out = dict(base)
    for k, v in patch.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = _merge(out[k], v)
        else:
            out[k] = v
    return out


def _line(data, key=None, index=None) -> int:
    """The line a part of a scenario read with line marks came from (1 if unknown)."""
    if index is not None:
        lines = getattr(data, "item_lines", None)
        return lines[index] if lines and index < len(lines) else getattr(data, "line", 1)
    lines = getattr(data, "key_lines", None) or {}
    return lines.get(key, getattr(data, "line", 1))


def run_scenario(spec: dict, content=None, name: str = "scenario") -> dict:
    from game import games
    if not isinstance(spec, dict):
        raise ScenarioError(f"{name}:1: a scenario is a mapping of {', '.join(FIELDS)}")
    for key in spec:
        if key not in FIELDS:
            raise ScenarioError(f"{name}:{_line(spec, key)}: unknown field {key!r} (a scenario has: {', '.join(FIELDS)})")
    for key, kind, label in (("setup", dict, "a mapping of new-game options"), ("state", dict, "a mapping"),
                             ("patch", dict, "a mapping"), ("actions", list, "a list of actions"),
                             ("seed", int, "a whole number")):
        if spec.get(key) is not None and (not isinstance(spec[key], kind) or isinstance(spec[key], bool)):
            raise ScenarioError(f"{name}:{_line(spec, key)}: {key} must be {label}")
    key = spec.get("game", games.DEFAULT_GAME)
    if key not in games.keys():
        raise ScenarioError(f"{name}:{_line(spec, 'game')}: game must be one of {', '.join(games.keys())}")
    game_spec = games.get(key)
    where = "state" if "state" in spec else "setup"
    title = game_spec.title
    what = "game state" if key == games.DEFAULT_GAME else f"{title} game"
    try:
        if content is None:
            content = game_spec.call("content")
        if game_spec.scenario is not None:
            game = game_spec.call("scenario", spec, content)
        elif "state" in spec:
            game = game_spec.call("from_data", dict(spec["state"]), content)
        else:
            game = game_spec.call("new_game", content, dict(spec.get("setup") or {}), int(spec.get("seed", 0)))
        if spec.get("patch"):
            where = "patch"
            game = game_spec.call("from_data", _merge(game.to_data(), spec["patch"]), content)
        game.legal_actions()  # a state the rules cannot read fails here, not midway
    except IllegalAction as err:
        raise ScenarioError(f"{name}:{_line(spec, where)}: the {where} is refused: {err.reason}") from None
    except _MALFORMED as err:
        raise ScenarioError(f"{name}:{_line(spec, where)}: the {where} is not {'an' if what[0] in 'AEIOU' else 'a'} {what} "
                            f"this version can read ({type(err).__name__}: {err}).") from None
    return _play(game, spec, name)


def _play(game, spec: dict, name: str) -> dict:
    """Apply the scenario's actions to a game of any kind; refused ones are kept with their line."""
    events, refused = [], []
    raws = spec.get("actions") or []
    for i, raw in enumerate(raws):
        at = f"{name}:{_line(raws, index=i)}: action {i + 1}"
        try:
            act = Action.from_data(dict(raw) if isinstance(raw, dict) else raw)
        except (ValueError, TypeError) as err:
            raise ScenarioError(f"{at} is not an action: {err}") from None
        try:
            events += [e.to_data() for e in game.apply(act)]
        except IllegalAction as err:
            refused.append({"action": raw, "reason": err.reason, "line": _line(raws, index=i)})
        except _MALFORMED as err:
            raise ScenarioError(f"{at} ({act}) could not be applied: the rules failed with "
                                f"{type(err).__name__}: {err}. The state may be broken from here on.") from None
    return {"state": game.to_data(), "events": events, "refused": refused,
            "legal_actions": [a.to_data() for a in game.legal_actions()]}


def main(argv: list[str]) -> int:
    from game.cli import CommandError
    from game.content import ContentError
    from game.content.loader import read_with_lines
    if len(argv) != 1 or argv[0].startswith("-"):
        raise CommandError("usage: python -m game scenario FILE.yaml")
    path = Path(argv[0])
    try:
        spec = read_with_lines(path, str(path))
    except ContentError as err:
        raise CommandError("\n".join(err.problems + [f"{path}: the scenario cannot be read."])) from None
    try:
        result = run_scenario(spec, name=str(path))
    except ScenarioError as err:
        raise CommandError(str(err)) from None
    json.dump(result, sys.stdout, indent=1, default=list)
    print()
    if result["refused"] and not spec.get("expect_illegal"):
        for r in result["refused"]:
            print(f"{path}:{r['line']}: refused: {r['reason']}", file=sys.stderr)
        return 1
    return 0

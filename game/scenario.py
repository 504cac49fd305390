"""`python -m game scenario FILE.yaml`: load a state, apply actions, print JSON.

A scenario is a save-shaped state (it may be partial) plus a list of actions:

    seed: 3                       # used when the state is built fresh
    setup: {dreamers: [gambler], slumber: slumber_wraith}   # new_game options
    state: {...}                  # or: a Game.to_data() dict, possibly partial
    patch: {...}                  # merged into the state before the actions
    actions:
      - {kind: draw, dreamer: gambler}
    expect_illegal: false         # true: the last action must be refused

Tests run the same code (`run_scenario`), so a bug report can be a file.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import yaml

from game.rules.core import Action, IllegalAction


def _merge(base: dict, patch: dict) -> dict:
    out = dict(base)
    for k, v in patch.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = _merge(out[k], v)
        else:
            out[k] = v
    return out


def _onirim(spec: dict):
    """`game: onirim`: `setup` holds from_codes' arguments (piles as codes,
    top first), or only `expansions` for a shuffled game; `state` a to_data() dict."""
    from game.rules import onirim
    if "state" in spec:
        return onirim.from_data(spec["state"])
    setup = dict(spec.get("setup") or {})
    seed = int(setup.pop("seed", spec.get("seed", 0)))
    if set(setup) <= {"expansions"}:
        return onirim.new_game(setup.get("expansions") or (), seed)
    return onirim.from_codes(**setup, seed=seed)


def run_scenario(spec: dict, content=None) -> dict:
    from game.rules.etherfields import Game, new_game
    if spec.get("game") == "onirim":
        game = _onirim(spec)
        return _play(game, spec)
    if content is None:
        from game.content import default_content
        content = default_content()
    if "state" in spec:
        game = Game.from_data(spec["state"], content)
    else:
        game = new_game(content, spec.get("setup") or {}, int(spec.get("seed", 0)))
    if spec.get("patch"):
        game = Game.from_data(_merge(game.to_data(), spec["patch"]), content)
    return _play(game, spec)


def _play(game, spec: dict) -> dict:
    events, refused = [], []
    for raw in spec.get("actions") or []:
        act = Action.from_data(raw)
        try:
            events += [e.to_data() for e in game.apply(act)]
        except IllegalAction as err:
            refused.append({"action": raw, "reason": err.reason})
    return {"state": game.to_data(), "events": events, "refused": refused,
            "legal_actions": [a.to_data() for a in game.legal_actions()]}


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m game scenario FILE.yaml", file=sys.stderr)
        return 2
    path = Path(argv[0])
    try:
        spec = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError) as err:
        print(f"{path}: cannot read the scenario: {err}", file=sys.stderr)
        return 2
    try:
        result = run_scenario(spec)
    except (ValueError, TypeError) as err:  # a bad card code, an unknown expansion, a stray setup key
        print(f"{path}: {err}", file=sys.stderr)
        return 2
    json.dump(result, sys.stdout, indent=1, default=list)
    print()
    return 1 if result["refused"] and not spec.get("expect_illegal") else 0

"""Issue 14: in Etherfields' rules, state changes happen only inside steps.

An action's handler checks the rules (raising IllegalAction) and then pushes
steps, or resolves one at once (`engine.resolve`) when it must take effect as
the action is taken (paying). These tests prove no handler changes the game,
a Dreamer or the Team by itself:

- a spy wraps `apply`, every registered action handler and every step
  handler and, in seeded random play (lone Slumbers and campaigns, one to
  four Dreamers, free play and ordered rounds), tries one action of every
  kind listed in every state: between the steps the handler and then the
  runner resolve (the Turn moving on, a Dreamer fading away included), only
  the step stack and the log may change;
- a refused action raises before any step has run;
- every `@action` handler's own body (read from its source) assigns to no
  attribute or item of anything, and calls no method that changes a list,
  dict or deck in place.
"""
from __future__ import annotations

import ast
import inspect
import random
import textwrap

import pytest

from game.content import default_content
from game.rules.core import Action, IllegalAction
from game.rules.etherfields import Game, engine, new_game

CONTENT = default_content()
DREAMERS = ["gambler", "specialist", "tough_guy", "free_spirit"]
# (seed, players, campaign, steps of random play, play order: 2.0 free play or first-edition rounds)
RUNS = [(21, 1, False, 120, "free"), (22, 3, False, 120, "rounds"), (23, 2, True, 200, "free"),
        (24, 4, True, 160, "rounds"), (25, 2, False, 150, "rounds")]
# Fields a handler may change between steps: pushing steps and logging is its job.
OUTSIDE_STEPS_OK = {"stack", "log"}


def state_of(game) -> dict:
    data = game.to_data()
    for k in OUTSIDE_STEPS_OK:
        data.pop(k)
    return data


def changed(before: dict, after: dict) -> list[str]:
    out = []
    for k in dict.fromkeys([*before, *after]):
        was, now = before.get(k), after.get(k)
        if was == now:
            continue
        if isinstance(was, dict) and isinstance(now, dict):
            out += [f"{k}.{sub}" for sub in changed(was, now)] or [k]
        else:
            out.append(k)
    return out


class Spy:
    """Watches `apply` (the action's handler, then the runner resolving steps)
    and every step handler: `found` collects (action kind, where, fields
    changed outside a step)."""

    def __init__(self, monkeypatch):
        self.found: list[tuple[str, str, list[str]]] = []
        self.kind = None  # the action being applied
        self.in_handler = False
        self.depth = 0  # steps being resolved (a step may resolve another)
        self.steps_run = 0
        self.kinds_seen: set[str] = set()
        for kind, (fn, legal) in list(engine.ACTIONS.items()):
            monkeypatch.setitem(engine.ACTIONS, kind, (self.watch_action(kind, fn), legal))
        for op, fn in list(engine.STEPS.items()):
            monkeypatch.setitem(engine.STEPS, op, self.watch_step(op, fn))
        monkeypatch.setattr(Game, "_apply", self.watch_apply(Game._apply))

    def check(self, game, where: str) -> None:
        now = state_of(game)
        diff = changed(self.checkpoint, now)
        if diff:
            self.found.append((self.kind, where, diff))
        self.checkpoint = now

    def watch_apply(self, fn):
        def _apply(game, action):
            self.kind, self.checkpoint = action.kind, state_of(game)
            try:
                events = fn(game, action)
                self.check(game, "at the end of apply")
                return events
            finally:
                self.kind = None
        return _apply

    def watch_action(self, kind, fn):
        def handler(game, action):
            self.in_handler, self.steps_run = True, 0
            self.kinds_seen.add(kind)
            try:
                fn(game, action)
            except IllegalAction:
                if self.steps_run:
                    self.found.append((kind, "refused after a step ran", []))
                raise
            finally:
                self.in_handler = False
            self.check(game, "after its handler")
        return handler

    def watch_step(self, op, fn):
        def handler(game, s):
            outermost = self.kind is not None and self.depth == 0
            if outermost:
                self.check(game, f"before step {op}" + (" in the handler" if self.in_handler else ""))
                self.steps_run += 1
            self.depth += 1
            try:
                fn(game, s)
            finally:
                self.depth -= 1
            if outermost:
                self.checkpoint = state_of(game)
        return handler


def one_of_each_kind(actions) -> list:
    """One listed action of each kind, and variants of it: Boosted (the Luck
    die is never listed, and a Boost sets its own flag), paid with nothing,
    and paid twice over (the last two are often refused: refusals count)."""
    seen = {}
    for a in actions:
        seen.setdefault(a.kind, a)
    out = []
    for a in seen.values():
        out.append(a)
        if a.kind in engine.ARGS and "boost" in engine.ARGS[a.kind].optional:
            out.append(with_arg(a, boost=True))
        if a.get("pay"):
            out += [with_arg(a, pay=()), with_arg(a, pay=a["pay"] * 2)]
    return out


def with_arg(a: Action, **changed) -> Action:
    return Action(a.kind, tuple(sorted({**dict(a.args), **changed}.items())))


@pytest.mark.parametrize("run", RUNS, ids=lambda r: f"seed{r[0]}-{r[1]}p-{'campaign' if r[2] else 'slumber'}-{r[4]}")
def test_no_action_handler_changes_state_outside_a_step(run, monkeypatch):
    spy = Spy(monkeypatch)
    seed, players, campaign, steps, order = run
    rng = random.Random(seed)
    options = {"dreamers": DREAMERS[:players], "campaign": campaign, "play_order": order}
    game, games = new_game(CONTENT, options, seed), 0
    for _ in range(steps):
        acts = game.legal_actions()
        if not acts:
            games += 1
            game = new_game(CONTENT, options, seed + 1000 * games)
            continue
        for a in one_of_each_kind(acts):
            game.why_illegal(a)  # runs the handler in place and puts everything back
        doing = [a for a in acts if a.kind != "pass"]
        chosen = rng.choice(doing) if doing and rng.random() < 0.8 else rng.choice(acts)
        if game.why_illegal(chosen) is None:  # in ordered rounds a used-up Dream action is still listed
            game.apply(chosen)
        else:
            game.apply(next(a for a in acts if a.kind == "pass" or game.why_illegal(a) is None))
    assert spy.kinds_seen, "no action ran"
    found = sorted({(k, w, tuple(d)) for k, w, d in spy.found})
    assert not found, "changed outside a step:\n" + "\n".join(f"{k} ({w}): {', '.join(d)}" for k, w, d in found)


# In-place changes of a list, dict, set or Deck.
MUTATORS = {"append", "extend", "insert", "remove", "pop", "popitem", "clear", "update", "setdefault", "sort",
            "reverse", "add", "discard", "put_top", "put_bottom", "draw", "shuffle"}
# Action kind -> why its handler may still change state by itself (none needs to today).
ALLOWED: dict[str, str] = {}


def direct_changes(fn) -> list[str]:
    """What a handler's own body changes in place: assignments to an attribute
    or item, and mutating calls on anything reached through an attribute
    (`d.hand.remove(...)`; a local list being built, `steps.append(...)`, is fine)."""
    lines, first = inspect.getsourcelines(fn)
    tree = ast.parse(textwrap.dedent("".join(lines)))
    out = []
    for node in ast.walk(tree):
        targets = []
        if isinstance(node, (ast.Assign, ast.Delete)):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        for t in targets:
            parts = t.elts if isinstance(t, (ast.Tuple, ast.List)) else [t]
            if any(isinstance(p, (ast.Attribute, ast.Subscript)) for p in parts):
                out.append((node.lineno, ast.unparse(node).splitlines()[0]))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS \
                and isinstance(node.func.value, (ast.Attribute, ast.Subscript)):
            out.append((node.lineno, ast.unparse(node)))
    return [f"{inspect.getsourcefile(fn).rsplit('/', 1)[-1]}:{first + n - 1}: {text}" for n, text in sorted(out)]


def test_every_action_handler_only_checks_and_pushes_steps():
    handlers = {kind: fn for kind, (fn, _) in engine.ACTIONS.items()}
    assert len(handlers) >= 25  # every module's actions are registered (Move ... begin_session)
    found = {kind: direct_changes(fn) for kind, fn in handlers.items() if kind not in ALLOWED}
    found = {k: v for k, v in found.items() if v}
    assert not found, "\n".join(f"{k}: {line}" for k, lines in found.items() for line in lines)


def test_the_inspection_catches_a_direct_change():
    def handler(game, a):
        d = game.dreamers[a["dreamer"]]
        steps = []
        steps.append(1)  # a local list: fine
        d.passed = True
        game.hours -= 1
        d.hand.remove(a["card"])
        game.gradual[a["key"]] = {}
    assert [line.split(": ", 1)[1] for line in direct_changes(handler)] == [
        "d.passed = True", "game.hours -= 1", "d.hand.remove(a['card'])", "game.gradual[a['key']] = {}"]

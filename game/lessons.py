"""The guided first night: which step to point at during the tutorial, and
which lesson (content/etherfields/lessons/) says it.

`next_step(game, who)` is a plain, goal-minded guide for the tutorial Dream:
draw; use a Map action of the space you stand on (the Dream's goals first:
the ones that give Keys or win); walk toward the nearest one still unused
that this Dreamer can pay for; otherwise Pass. A waiting Decision takes its
first option (the rules list the kind choice first). On the Dreamworld Map
after the Dream, it travels to the nearest Location. It is quick (no playing
ahead) and deterministic, so the pointer never hesitates; when it has no
step, the table falls back to the "What now?" search (game/hint.py).

`Lessons` remembers which lessons are done: a lesson stops once the Team has
done its kind of step. Pure: no pygame, no files.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.core import Action

GOAL_OPS = ("gain_key", "win_dream")  # what a tutorial Dream's goals are made of
REVEALING = ("reveal_secret", "resolve_script")  # a room that tells or hides something
HURRY = 2  # with this few Turns left, only the goals count (before, every room is worth a look)


def in_tutorial(game, log=()) -> bool:
    """The first night: the tutorial Dream, then the Dreamworld Map until
    the Team's first journey. After that the guide is silent."""
    camp = game.campaign
    tutorial = _tutorial_gate(game)
    if tutorial is None or not camp:  # a lone Slumber is never the first night
        return False
    if game.mode in ("dream", "slumber") and game.outcome is None:
        return camp.dream == tutorial
    if game.mode == "map":
        return tutorial in camp.dreams_done and not any(_kind(a) == "travel" for a in log)
    return False


def _tutorial_gate(game) -> str | None:
    return next((k for k, d in game.defs("dream_gates").items() if getattr(d, "tutorial", False)), None)


def _kind(a) -> str:
    return a.kind if hasattr(a, "kind") else dict(a).get("kind", "")


# -- the guide ------------------------------------------------------------------

def next_step(game, who: str | None = None) -> Action | None:
    """The step the pointer shows, for the Dreamer `who` (the one at the
    table) when they have something worth doing; None when there is nothing."""
    acts = game.legal_actions()
    if not acts:
        return None
    if game.pending is not None:
        return next((a for a in acts if a.kind == "choose"), acts[0])
    if game.mode == "map":
        return _on_the_map(game, acts)
    draws = [a for a in acts if a.kind == "draw" and not a.get("discard")]
    if draws:
        return next((a for a in draws if a.get("dreamer") == who), draws[0])
    doers = ([who] if who in game.dreamers else []) + [d for d in game.order if d != who]
    for doer in doers:
        step = _useful(game, doer, [a for a in acts if a.get("dreamer") == doer])
        if step is not None:
            return step
    passes = [a for a in acts if a.kind == "pass"]
    return next((a for a in passes if a.get("dreamer") == who), passes[0] if passes else None)


def _useful(game, who, mine: list[Action]) -> Action | None:
    """This Dreamer's best step toward the Dream's goals, or None (then Pass)."""
    if not mine:
        return None
    hurry = len(game.turn_deck) <= HURRY
    left = [p for p, act in _unused(game) if not _wins_act(act) and _affordable(game, who, act)]
    maps = [a for a in mine if a.kind == "map_action" and (hurry or not left or not wins(game, a))]
    if maps:
        return min(maps, key=lambda a: (not _is_goal(game, a), len(a.get("pay", ()) or ())))
    moves = [a for a in mine if a.kind == "move"]
    best = _toward(game, who, moves, explore=not hurry)
    if best is not None:
        return best
    touch = [a for a in mine if a.kind == "interact"]
    return touch[0] if touch else None


def _map_act(game, a: Action) -> dict:
    space = game.dreamscape.spaces[tuple(a["space"])]
    return dict(space.map_actions[a["index"]])


def _is_goal(game, a: Action) -> bool:
    effect = _map_act(game, a).get("effect") or ()
    return any(dict(op).get("op") in GOAL_OPS for op in effect)


def wins(game, a: Action) -> bool:
    """Does this step win the Dream?"""
    return a is not None and a.kind == "map_action" and _wins_act(_map_act(game, a))


def _wins_act(act: dict) -> bool:
    return any(dict(op).get("op") == "win_dream" for op in act.get("effect") or ())


def _unused(game) -> list[tuple[tuple, dict]]:
    ds = game.dreamscape
    return [(p, dict(act)) for p, s in ds.spaces.items() for i, act in enumerate(s.map_actions)
            if f"map:{p[0]},{p[1]}:{i}" not in game.blocks]


def _affordable(game, who, act: dict) -> bool:
    """Could this Dreamer pay the Map action with what they hold now?"""
    from game.rules.etherfields import intent as pay
    from game.rules.etherfields.paying import sources_of
    cost = pay.make_cost(act.get("cost"), len(game.dreamers), per_player=bool(act.get("per_player")))
    if cost.others.get("key", 0) > game.team.keys:
        return False
    if not cost.intents:
        return True
    defs = [defn for _, defn in sources_of(game, game.dreamers[who])]
    return any(pay.intent_paid(defs, c) >= n for c, n in cost.intents.items())


def _toward(game, who, moves: list[Action], explore: bool = True) -> Action | None:
    """The Move that brings this Dreamer nearest to a Map action they can pay
    for, paying the fewest cards; None when none helps. While exploring, every
    room is worth a visit and the way out comes last; in a hurry, only the
    goals count."""
    if not moves:
        return None
    ds = game.dreamscape
    here = game.dreamers[who].pos
    targets = [p for p, _act in _targets(game, who, explore)]
    if not targets or here in targets:
        return None
    memo: dict = {}

    def dist(p):
        if p not in memo:
            memo[p] = min((d for d in (ds.distance(p, t) for t in targets) if d is not None), default=99)
        return memo[p]

    best = min(moves, key=lambda a: (dist(tuple(a["to"])), len(a.get("pay", ()) or ()), a["to"]))
    return best if dist(tuple(best["to"])) < dist(here) else None


def _targets(game, who, explore: bool) -> list[tuple[tuple, dict]]:
    """The unused Map actions this Dreamer can pay for that a walk heads to:
    while exploring every room but the way out; in a hurry only the goals."""
    unused = [(p, act) for p, act in _unused(game) if _affordable(game, who, act)]
    goals = [(p, act) for p, act in unused if any(dict(op).get("op") in GOAL_OPS for op in act.get("effect") or ())]
    rooms = [(p, act) for p, act in unused if not _wins_act(act)]
    return (rooms if explore else goals) or goals or unused


def heading(game, a: Action | None) -> str | None:
    """The name of the Map action a guided walk heads for ("Light the Red
    Lamp"), so the pointer can say why it walks there (the "What now?" search
    may suggest another walk, for Ether: game/hint.py weighs this Turn only,
    the guide the Dream's goals). None for any other step or no such target."""
    if a is None or a.kind != "move" or a.get("dreamer") not in game.dreamers:
        return None
    to = tuple(a["to"])
    found = _targets(game, a["dreamer"], explore=len(game.turn_deck) > HURRY)
    near = [(game.dreamscape.distance(to, p), i, act) for i, (p, act) in enumerate(found)]
    near = [n for n in near if n[0] is not None]
    return str(min(near, key=lambda n: n[:2])[2].get("name") or "") or None if near else None


def _on_the_map(game, acts: list[Action]) -> Action | None:
    travel = sorted((a for a in acts if a.kind == "travel"), key=lambda a: a["to"])
    if travel:
        return travel[0]
    return next((a for a in acts if a.kind == "begin_session"), None)


# -- the lessons ----------------------------------------------------------------

@dataclass(frozen=True)
class Shown:
    """What the pointer says now: a lesson (its sentence) or, when every
    lesson of this step is done, the step in a few words."""
    step: str                 # a lesson step: "move", "pay", "read" ...
    sentence: str
    lesson: str | None = None  # the lesson's id, None once its kind is learnt


@dataclass(frozen=True)
class GuideLesson:
    """A lesson of a guided game (content/<game>/lessons.yaml): its sentence
    in the interface's language (the file keeps both, as achievements do)."""
    id: str
    step: str
    words: tuple  # ((language, sentence), ...): "en" first
    when: str | None = None

    @property
    def text(self) -> str:
        from game.i18n import language
        said = dict(self.words)
        return said.get(language()) or said["en"]


def guide_lessons(game: str) -> list[GuideLesson]:
    """A guided game's lessons, in the file's order: content/<game>/lessons.yaml.
    Each has a key, a step, a `text` and its `text_zh`, and may wait for a `when`
    (the achievements' plain format: a `key`, not an `id`, so the content
    translations of Lucidity and Prophecy leave the file to its own `_zh`)."""
    from game import safeyaml
    from game.content import CONTENT_DIR
    file = CONTENT_DIR / game / "lessons.yaml"
    entries = safeyaml.load(file.read_text(encoding="utf-8")) or []
    return [GuideLesson(str(e["key"]), str(e["step"]), (("en", str(e["text"])), ("zh", str(e.get("text_zh") or ""))),
                        e.get("when")) for e in entries]


class Lessons:
    """The lesson list and which lessons the Team has done."""

    def __init__(self, content, log=()) -> None:
        """`content`: Etherfields' (its first night's lessons) or a list of lessons."""
        self.all = list(content.lessons.values()) if hasattr(content, "lessons") else list(content)
        self.done: set[str] = set()
        for a in log:  # a campaign taken up again: what was done stays learnt
            self.did(_kind(a))

    def did(self, step: str, shown: str | None = None) -> None:
        """The Team did a step of this kind: its plain lessons are learnt,
        and so is the lesson that was showing, if it was for this step."""
        for lesson in self.all:
            if lesson.step == step and (lesson.when is None or lesson.id == shown):
                self.done.add(lesson.id)

    def lesson_for(self, step: str, situation: set[str]):
        """The first lesson not yet done for this step in this situation."""
        return next((lesson for lesson in self.all if lesson.step == step and lesson.id not in self.done
                     and (lesson.when is None or lesson.when in situation)), None)


def situation(game, action: Action | None) -> set[str]:
    """The situations lessons may wait for (their `when`)."""
    found = set()
    if game.turn_number >= 2:
        found.add("later_turn")
    if any(d.sealed for d in game.dreamers.values()):
        found.add("sealed")
    who = action.get("dreamer") if action is not None else None
    if who in game.dreamers and game.dreamers[who].pos is not None and game.entities:
        ds = game.dreamscape
        pos = game.dreamers[who].pos
        if any((ds.distance(pos, tuple(e["pos"])) or 99) <= 1 for e in game.entities):
            found.add("entity_near")
    if wins(game, action):
        found.add("wins")
    if action is not None and action.kind == "map_action" and any(
            dict(op).get("op") in REVEALING for op in _map_act(game, action).get("effect") or ()):
        found.add("reveals")
    return found

"""Art briefs for the other games' pieces: content/<game>/briefs.yaml.

Onirim's cards are defined in its rules, Prophecy's and Lucidity's content
files are read by their own checkers; so their pictures' briefs live in one
file per game beside them, a list of `{id, kind, brief}`. Each entry is
checked like Etherfields content (the same `Brief` model: a subject from the
subject library, a known layout, light and palette; unknown fields are
errors), every id must name a piece of that kind, and every piece must have
a brief. Problems are `file:line`, raised together as one ContentError.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import ValidationError

from game import safeyaml
from game.content.loader import ContentError, _line_at, _plain, _where
from game.content.models import Brief, Model

ROOT = Path(__file__).resolve().parents[2] / "content"
GAMES = ("onirim", "prophecy", "lucidity")


class BriefEntry(Model):
    id: str
    kind: Literal["location", "door", "dream", "space", "adventure", "guardian", "water_realm", "nightmare"]
    brief: Brief


def pieces(game: str) -> dict[str, set[str]]:
    """kind -> the ids of that game's pieces that carry a picture."""
    if game == "onirim":
        from game.rules.onirim.cards import DOORS, DREAMS, LOCATIONS, NIGHTMARE
        return {"location": set(LOCATIONS), "door": set(DOORS), "dream": {NIGHTMARE, *DREAMS}}
    if game == "prophecy":
        from game.content.prophecy import parse_dir
        docs = parse_dir()
        board, guard, water = docs["board.yaml"], docs["guardians.yaml"], docs["water_realm.yaml"]
        return {"space": {s["id"] for s in board["spaces"]} | {board["island"]["id"]},
                "adventure": {a["id"] for a in docs["adventures.yaml"]},
                "guardian": {g["id"] for g in [*guard["lesser"], *guard["greater"], guard["gate"],
                                               guard["lord_of_the_sea"]]},
                "water_realm": {c["id"] for c in [*water["positive"], *water["negative"]]}}
    if game == "lucidity":
        from game.content.lucidity import load
        return {"nightmare": {n["id"] for n in load()["nightmares"]}}
    raise KeyError(game)


def load_briefs(game: str, root: Path = ROOT) -> list[tuple[str, str, Brief]]:
    """(kind, id, brief) for every piece of `game`, checked; ContentError lists every problem."""
    rel = f"content/{game}/briefs.yaml"
    problems: list[str] = []
    try:
        text = (root / game / "briefs.yaml").read_text(encoding="utf-8")
    except OSError as err:
        raise ContentError([f"{rel}:1: cannot read the file ({err.strerror})"]) from None
    try:
        node = safeyaml.compose(text)
    except Exception as err:  # what the YAML parser says, with its line
        line = getattr(getattr(err, "problem_mark", None), "line", 0) + 1
        raise ContentError([f"{rel}:{line}: this is not valid YAML"]) from None
    data = _plain(node, rel, problems) if node is not None else []
    if not isinstance(data, list):
        raise ContentError([f"{rel}:1: a briefs file is a list of {{id, kind, brief}}"])
    known = pieces(game)
    out, seen = [], set()
    for i, rec in enumerate(data):
        line = data.item_lines[i]
        try:
            entry = BriefEntry.model_validate(rec)
        except ValidationError as err:
            for e in err.errors():
                problems.append(f"{rel}:{_line_at(rec, e['loc'])}: {_where(e['loc'])}: {e['msg']}")
            continue
        if entry.id not in known.get(entry.kind, ()):
            problems.append(f"{rel}:{line}: no {entry.kind} {entry.id!r} in {game}")
        elif (entry.kind, entry.id) in seen:
            problems.append(f"{rel}:{line}: a second brief for {entry.kind} {entry.id!r}")
        seen.add((entry.kind, entry.id))
        out.append((entry.kind, entry.id, entry.brief))
    for kind, ids in sorted(known.items()):
        for id_ in sorted(ids - {i for k, i in seen if k == kind}):
            problems.append(f"{rel}:1: no brief for {kind} {id_!r}")
    if problems:
        raise ContentError(problems)
    return out


@lru_cache(maxsize=1)
def all_other_briefs() -> tuple[tuple[str, str, str, Brief], ...]:
    """(game, kind, id, brief) for every piece of the other games."""
    return tuple((game, kind, id_, brief) for game in GAMES for kind, id_, brief in load_briefs(game))

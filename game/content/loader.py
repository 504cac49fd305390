"""Reading content YAML with line numbers, checking it, building definitions.

YAML is composed into nodes first, so every mapping, list and value keeps
the line it came from, and every problem names `file:line`. Checks, in
order: YAML syntax and the yes/no/on/off pitfall; the model of each kind
(pydantic, unknown fields are errors); the effect language
(`effects.OPS`); unique ids across all content; every cross-reference
(cards, tiles, scripts, gates, Locations, art files); and the box: the
game folder's `box.yaml` says how many entries of each kind must exist at
least, so a deleted or emptied file cannot pass. All problems are collected
and raised together as one `ContentError`.

A file that cannot be read or parsed is one problem, not a cascade: the
references into its kind, and its kind's count, are not checked until it
parses (what it holds is unknown, so "no such id" would be a guess).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator, TYPE_CHECKING

import yaml
from pydantic import ValidationError

from game import safeyaml
from game.content import effects
from game.content.models import EFFECT_FIELDS, KINDS, LITERALS, REFERENCES

CONTENT_VERSION = "2"
BOX = "box.yaml"  # in the game's folder: the least number of entries of each kind
ACHIEVEMENTS = "achievements.yaml"  # the game's achievements (game.records reads them), not a kind of card
# Folders beside the kinds that are not content: table files (scenarios the
# screenshots and the bench play, read by game/ui/etherfields/table/fixtures.py).
# Folders of translations beside the content (content/etherfields/zh/...) are
# not kinds either: game.content.translations reads and checks them.
LANGUAGE_FOLDERS = ("zh",)
NOT_CONTENT = ("tables", *LANGUAGE_FOLDERS)
_SCALARS = yaml.constructor.SafeConstructor()
MAX_FILE_BYTES = 4 * 1024 * 1024  # the largest content file is about 40 KB
_PITFALLS = {"yes", "no", "on", "off", "y", "n"}


class ContentError(Exception):
    """Every problem found, each `content/path.yaml:LINE: what is wrong`."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


class _Map(dict):
    """A YAML mapping that remembers its line and the line of each key."""
    line: int = 1
    key_lines: dict


class _Seq(list):
    line: int = 1
    item_lines: list


class _Node:
    """Where a problem is: a file and a line."""
    __slots__ = ("path", "line")

    def __init__(self, path: str, line: int) -> None:
        self.path, self.line = path, line


def _plain(node, path: str, problems: list) -> Any:
    """A composed YAML node as Python data with line marks."""
    line = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        out = _Map()
        out.line, out.key_lines = line, {}
        for knode, vnode in node.value:
            key = knode.value
            if key in out:
                problems.append(f"{path}:{knode.start_mark.line + 1}: the field {key!r} is given twice")
            if key in _PITFALLS and knode.tag.endswith(":bool"):
                problems.append(f"{path}:{knode.start_mark.line + 1}: the key {key!r} reads as true/false; quote it")
            out[key] = _plain(vnode, path, problems)
            out.key_lines[key] = vnode.start_mark.line + 1
        return out
    if isinstance(node, yaml.SequenceNode):
        seq = _Seq(_plain(v, path, problems) for v in node.value)
        seq.line, seq.item_lines = line, [v.start_mark.line + 1 for v in node.value]
        return seq
    value = _SCALARS.construct_object(node)
    # YAML 1.1 reads unquoted yes/no/on/off as booleans: "Off we go" is fine, `on` alone is not.
    if isinstance(value, bool) and node.value.lower() in _PITFALLS:
        problems.append(f"{path}:{line}: write true/false, not {node.value!r} (or quote it if you meant text)")
    return value


def _line_at(data, loc: tuple) -> int:
    """The line of the deepest element of `data` named by a pydantic error location."""
    line = getattr(data, "line", 1)
    for part in loc:
        if isinstance(data, _Map) and part in data:
            line = data.key_lines.get(part, line)
            data = data[part]
        elif isinstance(data, _Seq) and isinstance(part, int) and 0 <= part < len(data):
            line = data.item_lines[part]
            data = data[part]
        elif isinstance(data, _Map) and isinstance(part, str) and part.endswith("_") and part[:-1] in data:
            line = data.key_lines.get(part[:-1], line)
            data = data[part[:-1]]
        else:
            continue  # pydantic adds union/tag steps ("int", "dict[str,int]") that are not in the data
    return line


def _where(loc: tuple) -> str:
    parts = [str(p) for p in loc if not (isinstance(p, str) and ("[" in p or p in ("int", "bool", "str")))]
    return ".".join(parts)


def _walk(data, path: str) -> Iterator[tuple[Any, int]]:
    """Values at a reference path ("placements[].tile") with their lines."""
    items = [(data, getattr(data, "line", 1))]
    for seg in path.split("."):
        many = seg.endswith("[]")
        key = seg[:-2] if many else seg
        nxt = []
        for value, line in items:
            if not isinstance(value, _Map) or key not in value or value[key] is None:
                continue
            v, vline = value[key], value.key_lines.get(key, line)
            if many and isinstance(v, _Seq):
                nxt += list(zip(v, v.item_lines))
            elif not many:
                nxt.append((v, vline))
        items = nxt
    return iter(items)


def _check_effects(value, path: str, line: int, problems: list, refs: list) -> None:
    """Check every effect list found under an effect field name, at any depth."""
    if isinstance(value, _Map):
        for key, v in value.items():
            if key in EFFECT_FIELDS and isinstance(v, (_Seq, list)):
                found: list = []
                for node, msg in effects.check_effect(v, found):
                    problems.append(f"{path}:{getattr(node, 'line', value.key_lines.get(key, line))}: {msg}")
                refs += [(path, getattr(n, "line", line), kinds, rid) for n, kinds, rid in found]
            elif key in EFFECT_FIELDS and v is not None:
                problems.append(f"{path}:{value.key_lines.get(key, line)}: {key} is an effect: a list of operations")
            else:
                _check_effects(v, path, value.key_lines.get(key, line), problems, refs)
    elif isinstance(value, _Seq):
        for v, vline in zip(value, value.item_lines):
            _check_effects(v, path, vline, problems, refs)


class Content:
    """Every definition, one dict per kind keyed by id, and `get(id)` across kinds."""

    kinds = tuple(KINDS)

    def __init__(self) -> None:
        for kind in KINDS:
            setattr(self, kind, {})
        self.locations: dict[str, Any] = {}   # Dreamworld Locations by id
        self.where: dict[str, str] = {}       # id -> "content/file.yaml:LINE"
        self._all: dict[str, Any] = {}

    if TYPE_CHECKING:
        def __getattr__(self, kind: str) -> dict[str, Any]:
            """Each kind of KINDS is a {id: definition} attribute, set in __init__."""

    def get(self, id: str, default=None):
        return self._all.get(id, default)

    def __contains__(self, id: str) -> bool:
        return id in self._all

    def kind_of(self, id: str) -> str | None:
        defn = self._all.get(id)
        return next((k for k in KINDS if id in getattr(self, k)), None) if defn is not None else None

    def stats(self) -> dict[str, int]:
        return {kind: len(getattr(self, kind)) for kind in KINDS}

    def campaign_stats(self) -> dict[str, int]:
        """What a campaign offers, as the issue counts it. A Dream told in
        several versions (Gates at one Location) counts once; "fewest" is the
        Dream with the least of it."""
        gates = list(self.dream_gates.values())
        dreams = {g.location or g.id for g in gates}
        slumbers = [t for t in self.slumber_tiles.values() if t.kind == "entity" and not t.dream_only]
        return {
            "dreams": len(dreams),
            "tutorial_dreams": sum(g.tutorial for g in gates),
            "fewest_dreamscape_tiles": min((len(g.setup.placements) for g in gates), default=0),
            "fewest_secrets_in_a_dream": min((sum(s in self.secrets for s in g.secrets) for g in gates), default=0),
            "fewest_overlays_in_a_dream": min((sum(s in self.overlays for s in g.secrets) for g in gates), default=0),
            "slumbers": len(slumbers),
            "script_paragraphs": len(self.scripts),
            # An ending's title says so, in either language ("Ending:", "结局：").
            "campaign_endings": sum(str(s.title or "").startswith(("Ending:", "结局：")) for s in self.scripts.values()),
            "market_cards": sum(c.owner == "market" for c in self.influence.values()),
            "items": len(self.items),
            "market_items": sum(i.market for i in self.items.values()),
            "masks": len(self.masks),
        }

    @property
    def slumber_map(self):
        """The starting placements of the Slumber Dreamscape."""
        return next(iter(self.slumber_maps.values()), None)

    @property
    def basic_action_card(self):
        return next(iter(self.basic_actions.values()), None)


def load_content(root: Path | str) -> Content:
    """Load and check every `*.yaml` under `root`; raise ContentError listing all problems."""
    root = Path(root)
    if not root.is_dir():
        what = "is a file, not a folder" if root.exists() else "does not exist"
        raise ContentError([f"{root}: the content folder {what}"])
    problems: list[str] = []
    refs: list[tuple[str, int, tuple, str]] = []        # (file, line, kinds, id)
    records: list[tuple[str, str, _Map, str, Any]] = []  # (kind, id, data, file, model)
    seen: dict[str, str] = {}
    location_ids: set[str] = set()
    unread: set[str] = set()  # kinds with a file that could not be read: their ids are unknown
    # Content of one game lives in content/<game>/; problems name the file from
    # the folder that holds content/ (content/etherfields/dreamers/x.yaml:12),
    # and art paths are read from the assets/ folder beside content/.
    home = root.parent.parent if root.parent.name == "content" else root.parent
    box = _read_box(root, home, problems)
    for file in sorted(root.rglob("*.y*ml")):
        if file in (root / BOX, root / ACHIEVEMENTS) or file.relative_to(root).parts[0] in NOT_CONTENT:
            continue
        rel = file.relative_to(home).as_posix()
        kind = file.relative_to(root).parts[0]
        if file.suffix not in (".yaml", ".yml") or len(file.relative_to(root).parts) < 2:
            problems.append(f"{rel}:1: content files live in a kind folder (content/GAME/KIND/name.yaml)")
            continue
        if kind not in KINDS:
            problems.append(f"{rel}:1: {kind!r} is not a kind of content (folders: {', '.join(KINDS)})")
            continue
        data = _read(file, rel, problems)
        if data is None:
            unread.add(kind)
            continue
        if not isinstance(data, _Seq):
            problems.append(f"{rel}:1: a content file is a list of {kind} entries")
            unread.add(kind)
            continue
        for rec, line in zip(data, data.item_lines):
            if not isinstance(rec, _Map):
                problems.append(f"{rel}:{line}: every entry is a mapping with an id")
                continue
            model = _build(kind, rec, rel, problems)
            _check_effects(rec, rel, rec.line, problems, refs)
            for path, kinds in REFERENCES.get(kind, {}).items():
                field = path.split(".")[-1].rstrip("[]")
                for value, vline in _walk(rec, path):
                    if value not in LITERALS.get(field, ()):
                        refs.append((rel, vline, kinds, value))
            if rec.get("art") is not None:
                art = home / "assets" / str(rec["art"])
                if not art.is_file():
                    problems.append(f"{rel}:{rec.key_lines['art']}: art file assets/{rec['art']} does not exist")
            rid = rec.get("id")
            if not isinstance(rid, str) or not rid:
                continue  # the model already reported it
            if rid in seen:
                problems.append(f"{rel}:{rec.line}: the id {rid!r} is already used at {seen[rid]}")
                continue
            seen[rid] = f"{rel}:{rec.line}"
            records.append((kind, rid, rec, rel, model))
            if kind == "dreamworld_tiles":
                for loc, lline in _walk(rec, "locations[]"):
                    lid = loc.get("id") if isinstance(loc, _Map) else None
                    if isinstance(lid, str):
                        if lid in seen:
                            problems.append(f"{rel}:{lline}: the id {lid!r} is already used at {seen[lid]}")
                        seen[lid] = f"{rel}:{lline}"
                        location_ids.add(lid)

    by_kind: dict[str, set[str]] = {k: set() for k in KINDS}
    for kind, rid, *_ in records:
        by_kind[kind].add(rid)
    by_kind["locations"] = location_ids
    if "dreamworld_tiles" in unread:
        unread.add("locations")
    for rel, line, kinds, value in refs:
        if isinstance(value, str) and any(k in unread for k in kinds):
            continue  # it may well be in the file that did not parse
        if not isinstance(value, str) or not any(value in by_kind.get(k, ()) for k in kinds):
            what = " or ".join(k.rstrip("s") if k != "influence" else k for k in kinds)
            problems.append(f"{rel}:{line}: {value!r} names no {what} (no such id)")
    for kind, (need, rel, line) in box.items():
        have = len(by_kind[kind])
        if have < need and kind not in unread:
            problems.append(f"{rel}:{line}: the box holds at least {need} {kind} and only {have} were found "
                            f"(is a file under {root.name}/{kind}/ missing or emptied?)")
    if problems:
        raise ContentError(problems)

    content = Content()
    for kind, rid, rec, rel, model in records:
        getattr(content, kind)[rid] = model
        content._all[rid] = model
        content.where[rid] = seen[rid]
        for loc in getattr(model, "locations", ()) if kind == "dreamworld_tiles" else ():
            content.locations[loc.id] = loc
    return content


def _read_box(root: Path, home: Path, problems: list) -> dict[str, tuple[int, str, int]]:
    """The box file: {kind: (least number of entries, file, line)}."""
    file = root / BOX
    rel = file.relative_to(home).as_posix()
    if not file.is_file():
        problems.append(f"{rel}:1: missing: the box file lists how many entries of each kind the game needs "
                        f"(kinds: {', '.join(KINDS)})")
        return {}
    data = _read(file, rel, problems)
    if data is None:
        return {}
    if not isinstance(data, _Map):
        problems.append(f"{rel}:1: the box file maps each kind to the least number of its entries")
        return {}
    box = {}
    for kind, need in data.items():
        line = data.key_lines[kind]
        if kind not in KINDS:
            problems.append(f"{rel}:{line}: {kind!r} is not a kind of content (kinds: {', '.join(KINDS)})")
        elif not isinstance(need, int) or isinstance(need, bool) or need < 0:
            problems.append(f"{rel}:{line}: {kind}: {need!r} is not a number of entries (0 or more)")
        else:
            box[kind] = (need, rel, line)
    return box


def read_with_lines(file: Path | str, name: str | None = None):
    """One YAML file (a scenario, say) as data whose mappings and lists know
    their lines (`line`, `key_lines`, `item_lines`); a ContentError with
    `name:line` problems if it cannot be read."""
    problems: list[str] = []
    data = _read(Path(file), name or str(file), problems)
    if problems:
        raise ContentError(problems)
    return data


def _read(file: Path, rel: str, problems: list):
    """The file composed into nodes, or None with the problem reported. Read
    and parsed through `safeyaml`: a FIFO, a huge file or YAML nested deep
    enough to crash libyaml is refused before it is read or parsed."""
    try:
        node = safeyaml.compose(safeyaml.read_bytes(file, MAX_FILE_BYTES).decode("utf-8"), max_bytes=MAX_FILE_BYTES)
    except safeyaml.Refused as err:
        problems.append(f"{rel}:{err.line or 1}: not read: {err.why}")
        return None
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        problems.append(f"{rel}:{mark.line + 1 if mark else 1}: not valid YAML: {getattr(err, 'problem', err)}")
        return None
    except (OSError, UnicodeDecodeError) as err:
        problems.append(f"{rel}:1: cannot read: {err}")
        return None
    if node is None:
        problems.append(f"{rel}:1: the file is empty")
        return None
    return _plain(node, rel, problems)


def _build(kind: str, rec: _Map, rel: str, problems: list):
    """The typed definition, or None with every model problem reported at its line."""
    try:
        return KINDS[kind].model_validate(rec)
    except ValidationError as err:
        for e in err.errors():
            loc = tuple(e["loc"])
            where = _where(loc)
            msg = e["msg"]
            if e["type"] == "extra_forbidden":
                allowed = ", ".join(sorted(KINDS[kind].model_fields)) if len(loc) == 1 else ""
                msg = f"unknown field {loc[-1]!r}" + (f" (a {kind} entry has: {allowed})" if allowed else "")
                where = ".".join(str(p) for p in loc[:-1])
            elif e["type"] == "missing":
                msg = f"missing the field {loc[-1]!r}"
                where = ".".join(str(p) for p in loc[:-1])
            elif e["type"] == "literal_error":
                msg = f"{e['input']!r} is not allowed; expected {e['ctx']['expected']}"
            problems.append(f"{rel}:{_line_at(rec, loc)}: {kind} {rec.get('id', '?')}"
                            f"{' ' + where if where else ''}: {msg}")
        return None

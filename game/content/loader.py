"""Reading content YAML with line numbers, checking it, building definitions.

YAML is composed into nodes first, so every mapping keeps the line it came
from, and every error names `file:line`. Unknown fields are errors (a typo
must not silently do nothing), and so are unknown effect operations and
references to ids that do not exist.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from game.content.schema import EFFECT_FIELDS, KINDS, LITERALS, OPS, REFERENCES

CONTENT_VERSION = "1"
Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class ContentError(Exception):
    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


class Definition:
    """An immutable record with attribute access; missing fields read as
    absent (getattr with a default works), so optional fields stay optional."""

    def __init__(self, data: dict, where: str = "") -> None:
        # The fields live in the instance __dict__, so reading one is a plain
        # attribute lookup (the rules read definitions on every action).
        object.__setattr__(self, "__dict__", dict(data))

    @property
    def _data(self) -> dict:
        return self.__dict__

    def __getattr__(self, name: str) -> Any:
        raise AttributeError(name)

    def __setattr__(self, name, value):
        raise AttributeError("content definitions are read-only")

    def get(self, name: str, default=None):
        return self._data.get(name, default)

    def __getitem__(self, name):
        return self._data[name]

    def __iter__(self):
        return iter(self._data)

    def model_dump(self, exclude_none: bool = False) -> dict:
        return {k: _dump(v) for k, v in self._data.items() if not (exclude_none and v is None)}

    def __repr__(self) -> str:
        return f"Definition({self._data.get('id', '')!r})"


def _dump(v):
    if isinstance(v, Definition):
        return v.model_dump()
    if isinstance(v, tuple):
        return [_dump(x) for x in v]
    return v


class Content:
    """Every definition, one dict per kind, and `get(id)` across kinds."""

    def __init__(self) -> None:
        for kind in KINDS:
            setattr(self, kind, {})
        self._all: dict[str, Definition] = {}
        self.where: dict[str, str] = {}

    def get(self, id: str):
        return self._all.get(id)

    def stats(self) -> dict[str, int]:
        return {kind: len(getattr(self, kind)) for kind in KINDS}

    @property
    def slumber_map(self):
        maps = getattr(self, "slumber_maps")
        return next(iter(maps.values()), None)


def _plain(node, path: str, problems: list):
    """A YAML node as Python data; mappings become (dict, line) pairs."""
    if isinstance(node, yaml.MappingNode):
        out = {}
        for knode, vnode in node.value:
            key = knode.value
            if key in out:
                problems.append(f"{path}:{knode.start_mark.line + 1}: the field {key!r} is given twice")
            out[key] = _plain(vnode, path, problems)
        return _Mapped(out, node.start_mark.line + 1)
    if isinstance(node, yaml.SequenceNode):
        return [_plain(v, path, problems) for v in node.value]
    value = _SCALARS.construct_object(node)
    if isinstance(value, bool) and node.value.lower() in ("yes", "no", "on", "off", "y", "n"):
        problems.append(f"{path}:{node.start_mark.line + 1}: write true/false, not {node.value!r} "
                        f"(or quote it if you meant text)")
    return value


_SCALARS = yaml.constructor.SafeConstructor()


class _Mapped(dict):
    def __init__(self, data, line):
        super().__init__(data)
        self.line = line


def _check_fields(kind: str, rec: _Mapped, spec: dict, where: str, problems: list) -> None:
    for name in spec.get("required", ()):
        if name not in rec:
            problems.append(f"{where}:{rec.line}: {kind} is missing the field {name!r}")
    allowed = set(spec.get("required", ())) | set(spec.get("optional", ()))
    for name in rec:
        if name not in allowed:
            problems.append(f"{where}:{rec.line}: {kind} has an unknown field {name!r} "
                            f"(allowed: {', '.join(sorted(allowed))})")


def _check_effect(ops, where: str, line: int, problems: list) -> None:
    if ops is None:
        return
    if not isinstance(ops, list):
        problems.append(f"{where}:{line}: an effect is a list of operations")
        return
    for op in ops:
        if not isinstance(op, _Mapped) or "op" not in op:
            problems.append(f"{where}:{getattr(op, 'line', line)}: each operation is a mapping with an 'op'")
            continue
        spec = OPS.get(op["op"])
        if spec is None:
            problems.append(f"{where}:{op.line}: unknown operation {op['op']!r}")
            continue
        for arg in op:
            if arg != "op" and arg not in spec:
                problems.append(f"{where}:{op.line}: operation {op['op']!r} takes no argument {arg!r} "
                                f"(it takes: {', '.join(sorted(spec)) or 'nothing'})")
        for sub in ("then", "else"):
            _check_effect(op.get(sub), where, op.line, problems)
        for opt in op.get("options", []) or []:
            if isinstance(opt, _Mapped):
                _check_effect(opt.get("effect"), where, opt.line, problems)


def _walk_effects(value, where, line, problems):
    """Check every effect list found under the known effect field names."""
    if isinstance(value, _Mapped):
        for k, v in value.items():
            if k in EFFECT_FIELDS:
                _check_effect(v, where, value.line, problems)
            else:
                _walk_effects(v, where, value.line, problems)
    elif isinstance(value, list):
        for v in value:
            _walk_effects(v, where, line, problems)


def _freeze(value):
    if isinstance(value, dict):
        return Definition({k: _freeze(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def load_content(root: Path | str) -> Content:
    root = Path(root)
    problems: list[str] = []
    content = Content()
    lines: dict[str, str] = {}
    records = []
    if not root.is_dir():
        raise ContentError([f"{root}: the content folder does not exist"])
    for path in sorted(root.rglob("*.yaml")):
        rel = path.relative_to(root.parent).as_posix()
        kind = path.relative_to(root).parts[0]
        if kind not in KINDS:
            problems.append(f"{rel}:1: {kind!r} is not a kind of content (folders: {', '.join(KINDS)})")
            continue
        try:
            node = yaml.compose(path.read_text(encoding="utf-8"), Loader=Loader)
        except yaml.YAMLError as err:
            mark = getattr(err, "problem_mark", None)
            line = mark.line + 1 if mark else 1
            problems.append(f"{rel}:{line}: not valid YAML: {getattr(err, 'problem', err)}")
            continue
        except (OSError, UnicodeDecodeError) as err:
            problems.append(f"{rel}:1: cannot read: {err}")
            continue
        data = _plain(node, rel, problems) if node is not None else []
        if not isinstance(data, list):
            problems.append(f"{rel}:1: a content file is a list of {kind} entries")
            continue
        for rec in data:
            if not isinstance(rec, _Mapped):
                problems.append(f"{rel}: every entry is a mapping with an id")
                continue
            _check_fields(kind, rec, KINDS[kind], rel, problems)
            _walk_effects(rec, rel, rec.line, problems)
            rid = rec.get("id")
            if not isinstance(rid, str) or not rid:
                continue
            if rid in lines:
                problems.append(f"{rel}:{rec.line}: the id {rid!r} is already used at {lines[rid]}")
                continue
            lines[rid] = f"{rel}:{rec.line}"
            records.append((kind, rid, rec, rel))
    for kind, rid, rec, rel in records:
        for field, target_kinds in REFERENCES.get(kind, {}).items():
            for ref in _refs(rec.get(field)):
                if ref in LITERALS.get(field, ()):
                    continue
                found = any(ref in {r for k, r, _, _ in records if k == tk} for tk in target_kinds)
                if not found:
                    problems.append(f"{rel}:{rec.line}: {field} names {ref!r}, which does not exist")
    if problems:
        raise ContentError(problems)
    for kind, rid, rec, rel in records:
        d = _freeze(rec)
        getattr(content, kind)[rid] = d
        content._all[rid] = d
        content.where[rid] = lines[rid]
    return content


def _refs(value) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    out = []
    for v in value:
        if isinstance(v, dict):
            out += _refs(v.get("tile"))
        else:
            out += _refs(v)
    return out

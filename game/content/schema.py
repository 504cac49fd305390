"""JSON Schema for content files, so editors can autocomplete and check YAML.

One schema per kind: a content file is a list of that kind's entries. The
effect language's grammar (`effects.OPS`) is included as `$defs/Operation`.
Pure: `python -m game.content schema DIR` writes the files.
"""
from __future__ import annotations

from game.content import effects
from game.content.models import KINDS


def _link(node):
    """Placeholders in models.py ({"title": "@Operation"}) become $refs to our $defs."""
    if isinstance(node, dict):
        if set(node) == {"title"} and str(node["title"]).startswith("@"):
            return {"$ref": f"#/$defs/{node['title'][1:]}"}
        return {k: _link(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_link(v) for v in node]
    return node


def kind_schema(kind: str) -> dict:
    item = _link(KINDS[kind].model_json_schema(by_alias=True, ref_template="#/$defs/{model}"))
    defs = item.pop("$defs", {})
    defs["Operation"] = effects.op_json_schema()
    defs["Amount"] = effects.AMOUNT_SCHEMA
    defs[KINDS[kind].__name__] = item
    return {"$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": f"etherfields-content-{kind}.schema.json",
            "title": f"Etherfields content: {kind}",
            "description": f"A file in content/{kind}/: a list of {KINDS[kind].__name__} entries.",
            "type": "array", "items": {"$ref": f"#/$defs/{KINDS[kind].__name__}"}, "$defs": defs}


def all_schemas() -> dict[str, dict]:
    return {kind: kind_schema(kind) for kind in KINDS}

"""Building the subject library: the icons the briefs name (and the setting
pieces the painter draws) copied from the game-icons.net set on the npm
registry (`npm pack @iconify-json/game-icons`, its icons.json) into
assets/subjects/game-icons.json, with the licence. Only what is used is kept.
"""
from __future__ import annotations

import json
from pathlib import Path

from game.content.art import LIBRARY

LICENCE = {"name": "game-icons.net", "licence": "CC BY 3.0", "url": "https://game-icons.net",
           "licence_url": "https://creativecommons.org/licenses/by/3.0/",
           "authors": "Lorc, Delapouite and the game-icons.net contributors (see game-icons.net for each icon)",
           "changes": "paths only; filled, scaled and lit by game.art.painter"}


def used_names(root: Path = LIBRARY.parents[2] / "content") -> set[str]:
    """Every subject and prop named by a brief in content/ (read as plain YAML: a brief may
    name a subject the library does not have yet), and the painter's setting pieces."""
    import yaml

    from game.art.painter import SETTING
    names = set(SETTING)

    def walk(node):
        if isinstance(node, dict):
            brief = node.get("brief")
            if isinstance(brief, dict):
                names.add(str(brief.get("subject")))
                names.update(str(p) for p in brief.get("props") or ())
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
    for path in sorted(root.rglob("*.yaml")):
        walk(yaml.safe_load(path.read_text(encoding="utf-8")))
    return names


def build(package_icons: Path, names: set[str], out: Path = LIBRARY) -> int:
    src = json.loads(Path(package_icons).read_text(encoding="utf-8"))
    size = src.get("width", 512)
    missing = sorted(n for n in names if n not in src["icons"])
    if missing:
        raise SystemExit(f"not in the icon set: {', '.join(missing)}")
    icons = {n: {"body": src["icons"][n]["body"]} for n in sorted(names)}
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({**LICENCE, "size": size, "icons": icons}, separators=(",", ":"), sort_keys=False) + "\n",
                   encoding="utf-8")
    return len(icons)

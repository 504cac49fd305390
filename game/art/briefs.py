"""Every illustrated item and its brief (content YAML `brief:`)."""
from __future__ import annotations

# The kinds whose items carry a picture (assets/art/<kind>/<id>.jpg).
ILLUSTRATED = ("dreamers", "influence", "items", "masks", "fate", "flaws", "slumber_tiles", "map_tiles",
               "dream_gates", "dreamworld_tiles", "scripts", "seasons", "wisdom", "secrets", "notes", "overlays")


def all_briefs(content=None):
    """(kind, id, brief) for every illustrated item with a brief, in a fixed order."""
    if content is None:
        from game.content import default_content
        content = default_content()
    for kind in ILLUSTRATED:
        for id_, defn in sorted(getattr(content, kind, {}).items()):
            if getattr(defn, "brief", None) is not None:
                yield kind, id_, defn.brief

"""`python -m game.content check [DIR]` / `stats [--json] [--campaign] [DIR]` / `schema OUTDIR` / `docs`."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from game.content import ROOT, ContentError, load_content

USAGE = "usage: python -m game.content check [DIR] | stats [--json] [--campaign] [DIR] | schema OUTDIR | docs"


def main(argv: list[str]) -> int:
    cmd = argv[0] if argv else "check"
    rest = [a for a in argv[1:] if not a.startswith("--")]
    if cmd == "schema":
        if not rest:
            print(USAGE, file=sys.stderr)
            return 2
        from game.content.schema import all_schemas
        out = Path(rest[0])
        out.mkdir(parents=True, exist_ok=True)
        for kind, schema in all_schemas().items():
            (out / f"{kind}.schema.json").write_text(json.dumps(schema, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {len(all_schemas())} schemas to {out}")
        return 0
    if cmd == "docs":
        from game.content.effects import docs_markdown
        print(docs_markdown(), end="")
        return 0
    if cmd not in ("check", "stats"):
        print(USAGE, file=sys.stderr)
        return 2
    try:
        content = load_content(Path(rest[0]) if rest else ROOT)
    except ContentError as err:
        for p in err.problems:
            print(p, file=sys.stderr)
        print(f"{len(err.problems)} problem(s) in content.", file=sys.stderr)
        return 1
    if cmd == "check":
        print(f"content OK: {sum(content.stats().values())} components")
    elif "--json" in argv:
        print(json.dumps(content.campaign_stats() if "--campaign" in argv else content.stats()))
    else:
        for kind, n in content.stats().items():
            print(f"{kind:18} {n}")
        print("\ncampaign")
        for what, n in content.campaign_stats().items():
            print(f"  {what:28} {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

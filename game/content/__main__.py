"""`python -m game.content check` / `stats [--json]`."""
from __future__ import annotations

import json
import sys

from game.content import ROOT, ContentError, load_content


def main(argv: list[str]) -> int:
    cmd = argv[0] if argv else "check"
    root = ROOT
    if len(argv) > 1 and not argv[1].startswith("--"):
        from pathlib import Path
        root = Path(argv[1])
    try:
        content = load_content(root)
    except ContentError as err:
        for p in err.problems:
            print(p, file=sys.stderr)
        print(f"{len(err.problems)} problem(s) in content.", file=sys.stderr)
        return 1
    if cmd == "check":
        total = sum(content.stats().values())
        print(f"content OK: {total} components")
        return 0
    if cmd == "stats":
        stats = content.stats()
        if "--json" in argv:
            print(json.dumps(stats))
        else:
            for k, v in stats.items():
                print(f"{k:16} {v}")
        return 0
    print("usage: python -m game.content check|stats [--json] [DIR]", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

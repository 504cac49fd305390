"""Type errors may only go down: run mypy over game/, count its errors per
package, and fail when a package has more than `mypy-baseline.json` allows.
The packages named in `STRICT` must have none at all.

    python scripts/mypy_ratchet.py            check (CI runs this)
    python scripts/mypy_ratchet.py --update   write today's counts as the baseline (after fixing some)
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASELINE = ROOT / "mypy-baseline.json"
STRICT = ("game/rules", "game/savefile", "game/session", "game/games")
ERROR = re.compile(r"^(game/[^:]+):\d+: error:")


def package(path: str) -> str:
    """game/rules/onirim/game.py -> game/rules/onirim; game/ui/app.py -> game/ui; game/session/etherfields.py -> game/session."""
    parts = path.split("/")
    if parts[1] in ("rules", "ui") and len(parts) > 3:
        return "/".join(parts[:3])
    return "/".join(parts[:2])


def counts() -> Counter:
    out = subprocess.run([sys.executable, "-m", "mypy", "game"], cwd=ROOT, capture_output=True, text=True)
    found = Counter(package(m.group(1)) for line in out.stdout.splitlines() if (m := ERROR.match(line)))
    if out.returncode not in (0, 1) or (out.returncode == 1 and not found):
        sys.exit(f"mypy did not run: {out.stderr or out.stdout}")
    return found


def main(argv: list[str]) -> int:
    now = counts()
    if argv == ["--update"]:
        BASELINE.write_text(json.dumps(dict(sorted(now.items())), indent=1) + "\n")
        print(f"{sum(now.values())} errors in {len(now)} packages written to {BASELINE.name}")
        return 0
    allowed = json.loads(BASELINE.read_text())
    worse = [f"{p}: {n} type errors, {'none are' if p.startswith(STRICT) else f'{allowed.get(p, 0)} are'} allowed"
             for p, n in sorted(now.items()) if n > (0 if p.startswith(STRICT) else allowed.get(p, 0))]
    for line in worse:
        print(line, file=sys.stderr)
    better = [p for p, n in allowed.items() if now.get(p, 0) < n]
    if better:
        print(f"fewer type errors than the baseline in {', '.join(better)}: "
              "run `python scripts/mypy_ratchet.py --update` to keep them down")
    print(f"mypy: {sum(now.values())} errors, {'more than allowed' if worse else 'within the baseline'}")
    return 1 if worse else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

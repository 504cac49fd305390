"""`python -m game`: the app, plus headless entry points.

  python -m game                              open the window (title screen)
  python -m game --screenshot out.png --scene NAME [--seed N]
  python -m game --screenshot-all DIR
  python -m game scenario FILE.yaml           apply a scenario, print JSON
"""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "scenario":
        from game.scenario import main as scenario_main
        return scenario_main(argv[1:])
    from game.ui.app import main as app_main
    return app_main(argv)


if __name__ == "__main__":
    sys.exit(main())

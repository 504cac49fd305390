"""`python -m game`: the app, plus headless entry points.

  python -m game                              open the window (title screen)
  python -m game --screenshot out.png --scene NAME [--seed N]
  python -m game --screenshot-all DIR
  python -m game scenario FILE.yaml           apply a scenario, print JSON
  python -m game --autoplay N --seed S [--save PATH]    random play of a new campaign
  python -m game --load PATH --autoplay M [--save PATH] continue a saved one
"""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "scenario":
        from game.scenario import main as scenario_main
        return scenario_main(argv[1:])
    if "--autoplay" in argv:
        import argparse
        from game.headless import run
        parser = argparse.ArgumentParser(prog="python -m game")
        parser.add_argument("--autoplay", type=int, required=True)
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument("--dreamers", type=int, default=2, choices=range(1, 5))
        parser.add_argument("--save")
        parser.add_argument("--load")
        return run(parser.parse_args(argv))
    from game.ui.app import main as app_main
    return app_main(argv)


if __name__ == "__main__":
    sys.exit(main())

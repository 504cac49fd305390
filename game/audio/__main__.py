"""`python -m game.audio check [--json]`: see game/audio/check.py."""
from __future__ import annotations

import argparse
import json
import os
import sys

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.audio", description="Measure every sound file of the game.")
    parser.add_argument("command", choices=["check"])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    from game.audio.check import failed, report
    result = report()
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        print(f"{len(result['files'])} sound files; longest effect {result['longest_effect_s']} s")
        for key in ("clipping", "clicks", "loop_jumps", "events_without_sound"):
            print(f"{key}: {', '.join(result[key]) or 'none'}")
    return 1 if failed(result) else 0


if __name__ == "__main__":
    sys.exit(main())

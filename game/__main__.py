"""`python -m game`: the app, plus headless entry points.

  python -m game                              open the window (the shelf of games)
  python -m game SAVE.yaml                    open that save in the window (or: --load SAVE.yaml)
  python -m game --screenshot out.png [--scene NAME | --load SAVE.yaml] [--seed N] [--size WxH]
  python -m game --screenshot-all DIR [--scale 2]
  python -m game --lang zh ...                 the interface in 简体中文 (or en), whatever the settings say
  python -m game scenario FILE.yaml           apply a scenario, print JSON
  python -m game --autoplay N --seed S [--save PATH]    random play of a new campaign
  python -m game --load PATH --autoplay M [--save PATH] continue a saved one
  python -m game --showcase [--seed S]        the campaign plays itself (any key: the title)
  python -m game chronicle SAVE OUT.html      the campaign's story as one page to share
  python -m game stats [--json]               every game's records: played, won, win rate by mode

Every failure is a sentence on stderr and a non-zero exit status (game.cli).
"""
from __future__ import annotations

import argparse
import sys

from game.cli import run
from game.i18n import LANGUAGES
from game.ui.app import SCENES  # names only: pygame is imported when a window or screenshot needs it


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size; write it as WIDTHxHEIGHT, e.g. 1280x720") from None
    from game.ui.settings import MIN_WINDOW
    if w < MIN_WINDOW[0] or h < MIN_WINDOW[1]:
        raise argparse.ArgumentTypeError(f"{text!r} is smaller than the smallest window the game draws, "
                                         f"{MIN_WINDOW[0]}x{MIN_WINDOW[1]}")
    if w > 7680 or h > 4320:
        raise argparse.ArgumentTypeError(f"{text!r} is larger than 7680x4320")
    return w, h


def _scale(text: str) -> float:
    try:
        x = float(text)
    except ValueError:
        x = 0.0
    if not 1.0 <= x <= 2.0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a UI scale; give a number from 1 to 2, e.g. 1.5")
    return x


def _count(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = -1
    if n < 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of steps (0 or more)")
    return n


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m game", description="Etherfields, a digital edition.",
                                epilog="python -m game scenario FILE.yaml applies a scenario and prints JSON; "
                                       "python -m game chronicle SAVE OUT.html writes a campaign's chronicle.")
    p.add_argument("file", nargs="?", metavar="SAVE", help="a save to open in the window (the same as --load)")
    p.add_argument("--load", metavar="SAVE", help="open this save (in the window, a screenshot or --autoplay)")
    p.add_argument("--screenshot", metavar="PNG", help="draw one frame into this PNG and quit")
    p.add_argument("--scene", choices=SCENES, help="the scene a --screenshot shows (default: shelf, the first screen)")
    p.add_argument("--screenshot-all", metavar="DIR", help="one PNG per scene into this folder")
    p.add_argument("--seed", type=int, help="shuffle with this seed (default: in the window each New campaign "
                                            "gets a fresh one; screenshots and --autoplay use 1)")
    p.add_argument("--lang", choices=sorted(LANGUAGES), help="the interface's language (default: the one chosen "
                                                             "in Settings, else the system's)")
    p.add_argument("--size", type=_size, metavar="WxH", help="window or screenshot size")
    p.add_argument("--scale", type=_scale, metavar="X", help="with a screenshot: the UI scale, 1 to 2 (as in Settings)")
    p.add_argument("--autoplay", type=_count, metavar="N", help="play N random legal steps headless")
    p.add_argument("--dreamers", type=int, choices=range(1, 5),
                   help="with --autoplay of a new campaign: how many Dreamers (default 2)")
    p.add_argument("--save", metavar="PATH", help="with --autoplay: where to save the campaign")
    p.add_argument("--showcase", action="store_true",
                   help="open the window on the showcase: the campaign plays itself, any key returns to the title")
    return p


def stats_main(argv: list[str]) -> int:
    """The records of every game (game.records), as JSON or as a few lines."""
    import json
    from game import records
    p = argparse.ArgumentParser(prog="python -m game stats", description="Every game's records.")
    p.add_argument("--json", action="store_true", help="one key per game, each with played, won and by_mode")
    args = p.parse_args(argv)
    figures = records.all_stats()
    if records.notice:
        print(records.notice, file=sys.stderr)
    if args.json:
        print(json.dumps(figures, indent=2, ensure_ascii=False))
        return 0
    for game, f in figures.items():
        modes = ", ".join(f"{m} {v['won']}/{v['played']}" for m, v in f["by_mode"].items())
        print(f"{game}: {f['won']} won of {f['played']} played" + (f" ({modes})" if modes else ""))
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "scenario":
        from game.scenario import main as scenario_main
        return scenario_main(argv[1:])
    if argv and argv[0] == "chronicle":
        from game.chronicle_html import main as chronicle_main
        from game.ui.settings import load as load_settings
        return chronicle_main(argv[1:], load_settings().chosen_language)
    if argv and argv[0] == "stats":
        return stats_main(argv[1:])
    p = parser()
    args = p.parse_args(argv)
    if args.file and args.load:
        p.error("name the save once: either SAVE or --load SAVE")
    args.load = args.load or args.file
    conflicts = [
        (args.save and args.autoplay is None, "--save goes with --autoplay (in the window, save from the menu)"),
        (args.dreamers and args.autoplay is None, "--dreamers goes with --autoplay (in the window, choose them "
                                                  "on New Campaign)"),
        (args.dreamers and args.load, "--dreamers is for a new campaign; a save has its own Dreamers"),
        (args.screenshot and args.screenshot_all, "--screenshot and --screenshot-all do not go together"),
        (args.autoplay is not None and (args.screenshot or args.screenshot_all),
         "--autoplay plays without a window; it takes no --screenshot"),
        (args.scene and not args.screenshot, "--scene goes with --screenshot"),
        (args.scale and not (args.screenshot or args.screenshot_all), "--scale goes with a screenshot (in the window, "
                                                                       "choose it in Settings)"),
        (args.scene and args.load, "--scene and --load do not go together: a save is shown in its own scene"),
        (args.screenshot_all and args.load, "--screenshot-all draws the demo scenes; it takes no save"),
        (args.showcase and (args.load or args.autoplay is not None or args.screenshot or args.screenshot_all),
         "--showcase plays its own campaign in the window; it takes no save, --autoplay or screenshot"),
    ]
    for bad, message in conflicts:
        if bad:
            p.error(message)
    if args.autoplay is not None:
        from game.headless import run as autoplay
        from game.ui.settings import load as load_settings
        args.seed = 1 if args.seed is None else args.seed  # a headless run replays the same
        args.lang = args.lang or load_settings().chosen_language  # the campaign is named in it
        return autoplay(args)
    from game.ui import app
    size = args.size or (1280, 720)
    demo_seed = 1 if args.seed is None else args.seed  # screenshots are the same every time
    if args.screenshot:
        app.screenshot(args.scene or "shelf", args.screenshot, demo_seed, size, save=args.load, lang=args.lang,
                       scale=args.scale or 1.0)
        print(f"screenshot written to {args.screenshot}")
        return 0
    if args.screenshot_all:
        written = app.screenshot_all(args.screenshot_all, demo_seed, size, lang=args.lang,
                                     scale=args.scale or 1.0)
        print(f"{len(written)} screenshots written to {args.screenshot_all}")
        return 0
    return app.open_window(args.size, args.seed, save=args.load, showcase=args.showcase, lang=args.lang)


if __name__ == "__main__":
    sys.exit(run(main))

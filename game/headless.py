"""Headless play: `python -m game --autoplay N --seed S [--save PATH]` plays N
random legal steps of a new default campaign and saves it;
`python -m game --load PATH --autoplay M [--save PATH]` continues one."""
from __future__ import annotations

import random
import sys
from pathlib import Path

from game.autoplay import random_action
from game.cli import CommandError
from game.content import default_content
from game.rules.core import Action
from game.rules.etherfields import Game, new_game
from game.savefile import SaveError
from game.session import Session

DEFAULT_DREAMERS = ["gambler", "specialist", "tough_guy", "free_spirit"]


def team_name(dreamers: list[str]) -> str:
    """The campaign's name as New campaign gives it: its Dreamers' names, joined the
    language's way ("Gambler & Specialist", 赌徒、专家), never a word of English in a
    Chinese chronicle's title."""
    from game.i18n import pgettext
    content = default_content()
    return pgettext("between the names of a Team", " & ").join(
        str(getattr(content.get(d), "name", d)).replace("The ", "") for d in dreamers)


def start(seed: int, dreamers: int = 2) -> Session:
    team = DEFAULT_DREAMERS[:dreamers]
    return Session.new(team, seed, campaign=True, name=team_name(team), autosaves=False)


def replay(meta: dict, actions: list) -> Game:
    """Rebuild a game from its seed and action log (a save's second copy)."""
    game = new_game(default_content(), meta["options"], meta["seed"])
    for a in actions:
        game.apply(Action.from_data(a))
    return game


def run(args) -> int:
    from game.i18n import set_language
    set_language(getattr(args, "lang", None) or "en")  # the campaign is named in it
    if args.save and Path(args.save).is_dir():  # refused before playing, not after
        raise CommandError(f"Cannot save to {args.save}: that is a folder; give a file name.")
    try:
        session = Session.load(args.load, autosaves=False, game="etherfields") if args.load else start(args.seed, args.dreamers or 2)
    except SaveError as err:
        print(err.message, file=sys.stderr)
        return 2
    if session.replay_problem:
        print(session.replay_problem, file=sys.stderr)
    rng = random.Random(args.seed * 7919 + len(session.log))
    steps = 0
    while steps < args.autoplay:
        action = random_action(session.game, rng)
        if action is None or not session.apply(action).ok:
            break
        steps += 1
    game, log = session.game, session.log
    target = args.save or args.load
    if target:
        try:
            session.save(target)
        except SaveError as err:
            print(err.message, file=sys.stderr)
            return 2
    journal = game.campaign.journal if game.campaign else []
    print(f"played {steps} steps ({len(log)} in all); mode {game.mode}; "
          f"{len(journal)} journal entries" + (f"; saved to {target}" if target else ""))
    return 0

"""Rest or Dream Again at the end of a Dreamer's roll."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Action
from game.rules.core.args import INT, NO_ARGS, ArgSpec, either, one_of
from game.rules.lucidity import turns
from game.rules.lucidity.basics import ACTIONS, ROWS, dreams
from game.rules.lucidity.phases import Phase

if TYPE_CHECKING:
    from game.rules.lucidity.game import Game


def can_dream_again(game: Game) -> bool:
    return (not game.flags.get("exhausted") and not game.flags.get("must_rest") and not game.bag_ran_out
            and game.step + 1 < len(game.content["sleep_tracks"][game.track]) and bool(game.bag))


def legal_rest(game: Game) -> list[Action]:
    if game.flags.get("must_dream") and can_dream_again(game):
        return [Action.make("dream_again")]  # tempted
    rows = game.seats[game.current]["rows"]
    loose = [d for r in ROWS if r != "power" for d in rows[r]]
    out = ([Action.make("rest", dream="all")] + [Action.make("rest", dream=d) for d in loose]
           if loose else [Action.make("rest")])
    if can_dream_again(game):
        out.append(Action.make("dream_again"))
    return out


@ACTIONS.action("rest", ArgSpec(optional={"dream": either(INT, one_of("all"))}))
def do_rest(game: Game, a: Action) -> None:
    rows = game.seats[game.current]["rows"]
    which = a.get("dream")
    back = [d for r in ROWS if r != "power" for d in rows[r]] if which == "all" else ([which] if which is not None else [])
    for d in back:
        for r in ROWS:
            if d in rows[r]:
                rows[r].remove(d)
        game.faces[d] = None
        game.rotated.discard(d)
    game.bag.extend(back)
    game._emit("rested", f"{game._name(game.current)} rests and returns {dreams(len(back))}.",
               seat=game.current, dice=back)
    turns.end_turn(game)


@ACTIONS.action("dream_again", NO_ARGS)
def do_dream_again(game: Game, a: Action) -> None:
    game.step += 1
    game._emit("dream_again", f"{game._name(game.current)} dreams again, deeper.", seat=game.current, step=game.step)
    game.phase = Phase.DRAW

"""Pebbles: a game made only to prove that a game joins the program through
its GameSpec alone (docs/ADDING_A_GAME.md). Two players take 1 or 2 pebbles
from a pile in turn; whoever takes the last pebble wins.

`rules` is the pure rules package, `table` its one scene; `SPEC` ties them
to the shelf, saves, scenarios and demos. Nothing in game/ names it."""
from __future__ import annotations

from game.games import GameSpec
from fifth_game import rules


def _state_problem(meta: dict, state: dict) -> str:
    pile = state.get("pile")
    if not isinstance(pile, int) or isinstance(pile, bool) or pile < 0:
        return f"state.pile: {pile!r} should be a number of pebbles"
    if state.get("turn") not in (0, 1):
        return "state.turn: should be 0 or 1"
    return ""


SPEC = GameSpec(
    key="pebbles", title="Pebbles", tagline="take one or two; the last pebble wins", players="2 players",
    colour=(40, 60, 40), accent=(220, 230, 200), motif="die", order=9,
    content=lambda: None, new_game=rules.new_game, from_data=lambda state, content: rules.Game.from_data(state),
    state_problem=_state_problem,
    start="fifth_game.table:start", table_from_save="fifth_game.table:table_from_save",
    save_summary="game.ui.menus:table_summary", demo="fifth_game.table:demo", scenes=("pebbles_table",),
)

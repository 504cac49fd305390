"""Lucidity: Six-Sided Nightmares, for 1-4 people or computer players."""
from __future__ import annotations

from game.games import GameSpec, plays, register, resolve
from game.i18n import N_


def _content():
    from game.content.lucidity import default_content
    return default_content()


def _new_game(content, options: dict, seed: int):
    from game.rules.lucidity import new_game
    return new_game(content, options, seed)


def _from_data(state: dict, content):
    from game.rules.lucidity import Game
    return Game.from_data(state, content)


def _balance(args, runs: int | None) -> int:
    """2,000 games per seat count unless --runs says otherwise."""
    return resolve("game.lucidity_measure:main_balance")(runs or 2000, args.json)


SPEC = register(GameSpec(
    key="lucidity", title=N_("Lucidity"),
    tagline=N_("Six-Sided Nightmares: press your luck with a bag of dreams, or become a Nightmare"),
    players=N_("1-4 players, people or computers"), colour=(72, 22, 40), accent=(236, 196, 84), motif="die", order=2,
    content=_content, new_game=_new_game, from_data=_from_data,
    state_problem=lambda meta, state: plays(lambda: _from_data(state, _content())),
    start="game.ui.lucidity:start", table_from_save="game.ui.lucidity.table:table_from_save", save_summary="game.ui.menus:table_summary",
    demo="game.ui.lucidity:demo", scenes=("lucidity_setup", "lucidity_table", "lucidity_rules", "lucidity_end"),
    bench="game.bench:lucidity_figures", balance=_balance,
))

"""Lucidity: Six-Sided Nightmares, for 1-4 people or computer players."""
from __future__ import annotations

from game.games import GameSpec, register, resolve
from game.i18n import N_


def _balance(args, runs: int | None) -> int:
    """2,000 games per seat count unless --runs says otherwise; `--team search`:
    the strong computer level against greedy, 10 games unless --runs says."""
    if getattr(args, "team", "heuristic") == "search":
        return resolve("game.lucidity_measure:main_balance")(runs or 10, args.json, ("strong", "greedy"))
    return resolve("game.lucidity_measure:main_balance")(runs or 2000, args.json)


SPEC = register(GameSpec(
    key="lucidity", title=N_("Lucidity"),
    tagline=N_("Six-Sided Nightmares: press your luck with a bag of dreams, or become a Nightmare"),
    players=N_("1-4 players, people or computers"), colour=(72, 22, 40), accent=(236, 196, 84), motif="die", order=2,
    content="game.content.lucidity:default_content", new_game="game.rules.lucidity:new_game",
    from_data="game.rules.lucidity:Game.from_data",
    start="game.ui.lucidity:start", table_from_save="game.ui.lucidity.table:table_from_save",
    save_summary="game.ui.menus:table_summary", demo="game.ui.lucidity:demo",
    scenes=("lucidity_setup", "lucidity_table", "lucidity_rules", "lucidity_end"),
    bench="game.ui.lucidity.bench:figures", balance=_balance, content_words=("name",),
    session="game.session.lucidity:LucidityKit",
))

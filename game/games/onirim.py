"""Onirim: alone in a dream labyrinth. Its cards are the rulebook's, so it
has no content to load; a scenario may deal its piles by card code."""
from __future__ import annotations

from game.games import GameSpec, register
from game.i18n import N_


def _state_problem(meta: dict, state: dict) -> str:
    from game.rules.onirim.check import problem
    return problem(state)


def _scenario(scenario: dict, content):
    """`setup` holds from_codes' arguments (piles as codes, top first), or
    only `expansions` for a shuffled game; `state` a to_data() dict."""
    from game.rules import onirim
    if "state" in scenario:
        return onirim.from_data(dict(scenario["state"]))
    setup = dict(scenario.get("setup") or {})
    seed = int(setup.pop("seed", scenario.get("seed", 0)))
    if set(setup) <= {"expansions"}:
        return onirim.new_game(None, {"expansions": list(setup.get("expansions") or ())}, seed)
    return onirim.from_codes(**setup, seed=seed)


def _bench(frames: int, games: int, new_app) -> dict:
    """Rules throughput only: uniform random legal solo games, no expansions."""
    from game.rules.onirim.bench import random_games
    return random_games(games)


SPEC = register(GameSpec(
    key="onirim", title=N_("Onirim"),
    tagline=N_("alone in a dream labyrinth: find the eight Doors before the deck runs out"),
    players=N_("1 Dreamwalker"), colour=(24, 44, 78), accent=(170, 214, 250), motif="door", order=1,
    content=lambda: None, new_game="game.rules.onirim:new_game", from_data="game.rules.onirim:from_data",
    state_problem=_state_problem,
    start="game.ui.onirim:start", table_from_save="game.ui.onirim.table:table_from_save", save_summary="game.ui.menus:table_summary",
    demo="game.ui.onirim:demo_scene",
    scenes=("onirim", "onirim_table", "onirim_prophecy", "onirim_mirrors", "onirim_over"),
    bench=_bench, scenario=_scenario, session="game.session.onirim:OnirimKit",
))

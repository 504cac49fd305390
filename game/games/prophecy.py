"""Prophecy with the Water Realm: 2-5 characters, people or computers."""
from __future__ import annotations

from game.games import GameSpec, plays, register
from game.i18n import N_


def _content():
    from game.content.prophecy import prophecy_content
    return prophecy_content()


def _new_game(content, options: dict, seed: int):
    from game.rules.prophecy import new_game
    return new_game(content, options, seed)


def _from_data(state: dict, content):
    from game.rules.prophecy import Game
    return Game.from_data(state, content)


SPEC = register(GameSpec(
    key="prophecy", title=N_("Prophecy"), tagline=N_("with the Water Realm: four Artifacts, one drowned palace"),
    players=N_("2-5 characters"), colour=(22, 62, 96), accent=(236, 214, 150), motif="crown", order=3,
    content=_content, new_game=_new_game, from_data=_from_data,
    state_problem=lambda meta, state: plays(lambda: _from_data(state, _content())),
    start="game.ui.prophecy:start", table_from_save="game.ui.prophecy.table:table_from_save", save_summary="game.ui.menus:table_summary",
    demo="game.ui.prophecy.demo:make_scene", scenes=("prophecy", "prophecy_realm"),
    balance="game.prophecy_measure:main_balance",
))

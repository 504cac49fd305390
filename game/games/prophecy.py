"""Prophecy with the Water Realm: 2-5 characters, people or computers."""
from __future__ import annotations

from game.games import GameSpec, register
from game.i18n import N_


SPEC = register(GameSpec(
    key="prophecy", title=N_("Prophecy"), tagline=N_("with the Water Realm: four Artifacts, one drowned palace"),
    players=N_("2-5 characters"), colour=(22, 62, 96), accent=(236, 214, 150), motif="crown", order=3,
    content="game.content.prophecy:prophecy_content", new_game="game.rules.prophecy:new_game",
    from_data="game.rules.prophecy:Game.from_data",
    start="game.ui.prophecy:start", table_from_save="game.ui.prophecy.table:table_from_save",
    save_summary="game.ui.menus:table_summary", demo="game.ui.prophecy.demo:make_scene",
    scenes=("prophecy", "prophecy_realm"), balance="game.prophecy_measure:main_balance",
    content_words=("name", "topic", "text"), session="game.session.prophecy:ProphecyKit",
))

"""Etherfields: the cooperative campaign, the program's first game (and the
game of every save that names none)."""
from __future__ import annotations

from game.games import GameSpec, register
from game.i18n import N_


def _state_problem(meta: dict, state: dict) -> str:
    from game.content import default_content
    from game.savefile.state_check import meta_problem, problem
    return meta_problem(meta) or problem(state, default_content())


SPEC = register(GameSpec(
    key="etherfields", title=N_("Etherfields"), tagline=N_("a cooperative campaign through the Dreamworld"),
    players=N_("1-4 Dreamers (5 optional)"), colour=(46, 30, 84), accent=(244, 216, 150), motif="moon", order=0,
    content="game.content:default_content", new_game="game.rules.etherfields:new_game",
    from_data="game.rules.etherfields:Game.from_data", state_problem=_state_problem,
    start="game.ui.etherfields:start", open_save="game.ui.etherfields.flow:open_save",
    save_summary="game.ui.etherfields.summary:save_summary", save_preview="game.ui.etherfields.summary:save_preview",
    demo="game.ui.etherfields.demo:make_scene",
    scenes=("title", "new_campaign", "dreamworld", "dreamworld_late", "dreamscape", "inspector", "script_reader",
            "journal", "market", "save_load", "rules", "game_over", "chronicle", "first_night"),
    balance="game.balance:etherfields_balance", save_format="etherfields-save", content_words="models",
    session="game.session.etherfields:EtherfieldsKit",
))

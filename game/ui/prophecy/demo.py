"""Prophecy's demo scenes for `--screenshot` (its GameSpec.demo)."""
from __future__ import annotations


def make_scene(app, name: str):
    """"prophecy": a table some rounds in; "prophecy_realm": a character in the Water Realm;
    "prophecy_guided": the guided game's first step."""
    from game.ui.prophecy import demo_table
    if name == "prophecy_guided":  # the guided game's first step, its pointer and sentence over the table
        from game.ui.prophecy.guide import guided
        return guided(app, push=False)
    return demo_table(app, realm=name == "prophecy_realm")

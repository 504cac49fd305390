"""Prophecy's demo scenes for `--screenshot` (its GameSpec.demo)."""
from __future__ import annotations


def make_scene(app, name: str):
    """"prophecy": a table some rounds in; "prophecy_realm": a character in the Water Realm."""
    from game.ui.prophecy import demo_table
    return demo_table(app, realm=name == "prophecy_realm")

"""Etherfields' scenes: its title, the Dreamscape table, the Dreamworld Map.

Layers, bottom to top: the script reader (reader); what every scene playing
the campaign shares (session_view: SessionView, the script pages, and
`follow_mode`, which the flow installs there); the story pages, the Map
(worldmap) and the table; the first night's teacher; the campaign flow
(flow: which scene fits the game's mode); the title, demo and showcase. A
scene that sees the mode change asks session_view.follow_mode, never the flow
above it."""


def start(app, seed=None):
    """The shelf opens Etherfields on its title screen."""
    from game.ui.etherfields.title import TitleScene
    if seed is not None:
        app.seed = app.campaign_seed = seed
    return TitleScene(app)


def mode_label(mode: str) -> str:
    """Dream or Slumber, for the Statistics screen."""
    from game.ui.etherfields.title import mode_label as words
    return words(mode)


# The campaign flow installs follow_mode for the scenes under it: imported with the package, so
# that every scene that may call it runs with it in place.
from game.ui.etherfields import flow  # noqa: E402,F401

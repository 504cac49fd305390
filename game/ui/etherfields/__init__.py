"""Etherfields' scenes: its title, the Dreamscape table, the Dreamworld Map."""


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

"""Etherfields' scenes: its title, the Dreamscape table, the Dreamworld Map."""


def start(app, seed=None):
    """The shelf opens Etherfields on its title screen."""
    from game.ui.etherfields.title import TitleScene
    if seed is not None:
        app.seed = seed
    return TitleScene(app)

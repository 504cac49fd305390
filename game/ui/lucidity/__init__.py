"""Lucidity: Six-Sided Nightmares at the table: set-up, the table, the end."""


def start(app, seed=None):
    """The shelf opens Lucidity on its set-up screen."""
    from game.ui.lucidity.setup import SetupScene
    return SetupScene(app, seed)

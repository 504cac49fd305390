"""Onirim's scenes: its title (expansions, rules), the table, the rules help."""


def start(app, seed=None):
    """The shelf opens Onirim on its own title screen."""
    from game.ui.onirim.menu import OnirimMenu
    return OnirimMenu(app, seed)

"""Onirim's scenes: its title (expansions, rules), the table, the rules help."""


def start(app, seed=None):
    """The shelf opens Onirim on its own title screen."""
    from game.ui.onirim.menu import OnirimMenu
    return OnirimMenu(app, seed)


def mode_label(mode: str) -> str:
    """A recorded game's mode in words, for the Statistics screen."""
    from game.ui.onirim.menu import OnirimMenu
    return OnirimMenu.mode_label(mode)


def demo_scene(app, name: str):
    """A scene for screenshots: the title, a table mid-game, a Prophecy, the
    Mirrors, the end screen (seeded, so every shot is the same)."""
    from game.rules.core import Action
    from game.rules.onirim import from_codes, new_game
    from game.ui.onirim.menu import OnirimMenu
    from game.ui.onirim.table import OnirimTable
    if name == "onirim":
        return OnirimMenu(app, app.seed)
    if name == "onirim_mirrors":
        game = from_codes(hand="RS YS BM GK RM", labyrinth="BS GM RK YS RM", doors="RD GD", limbo="NN",
                          deck="GS BS YM RK NN BD YK GM BS RM YS", discard="BK YM", expansions=("rainbow",),
                          mirrors="moon", seed=app.seed)
        table = OnirimTable(app, game, ("mirrors", "rainbow"), app.seed, autosave=False)
        table.apply(Action.make("mirror", mirror="sun", cards=["RS", "YS"]))
        table.motion.finish()  # a screenshot shows the table at rest
        return table
    game = from_codes(hand="RK BM GK YS RM", labyrinth="BS GM YK RS RM RS GK BM", doors="RD YD", limbo="BD",
                      deck="GS YM BS NN RD GM YS BK RS GD", discard="YK BM NN", seed=app.seed)
    table = OnirimTable(app, game, (), app.seed, autosave=False)
    if name == "onirim_prophecy":
        table.apply(Action.make("discard", card="RK"))
        table.picks = [3, 0]
    elif name == "onirim_over":
        table.game = new_game(None, {}, app.seed)
        while table.game.outcome is None:  # the first legal move each time: a quick way to lose
            table.apply(table.game.legal_actions()[-1])
    table.motion.finish()  # a screenshot shows the table at rest
    return table

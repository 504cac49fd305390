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
        # A whole game by a plain plan (game/ui/onirim/ending.py tells its story): a few Doors
        # opened and a long Labyrinth, as a player's first games end.
        table.game = new_game(None, {}, app.seed + 1)
        while table.game.outcome is None:
            table.apply(demo_move(table.game))
    table.motion.finish()  # a screenshot shows the table at rest
    return table


def demo_move(game):
    """A plain plan for the demo game: explore a card of the last one's colour,
    else any card the Labyrinth takes, else discard; a Decision's first option."""
    legal = game.legal_actions()
    lab = game.to_data()["labyrinth"]
    plays = [a for a in legal if a.kind == "play"]
    same = [a for a in plays if lab and a.get("card")[0] == lab[-1][0]]
    discards = [a for a in legal if a.kind == "discard"]
    return (same or plays or discards or legal)[0]

"""Lucidity: Six-Sided Nightmares at the table: set-up, the table, the end."""

SCENES = ("lucidity_setup", "lucidity_table", "lucidity_rules", "lucidity_end")


def start(app, seed=None):
    """The shelf opens Lucidity on its set-up screen."""
    from game.ui.lucidity.setup import SetupScene
    return SetupScene(app, seed)


def mode_label(mode: str) -> str:
    """A recorded night's opponents in words, for the Statistics screen."""
    from game.ui.lucidity.setup import mode_label as words
    return words(mode)


def demo(app, name: str):
    """A scene with a game in progress, for `--screenshot` and `--screenshot-all`:
    you against two computer players, a few turns in, your dice rolled."""
    import random

    from game.rules.lucidity.players import careful, greedy
    from game.ui.lucidity.help import HelpScene
    from game.ui.lucidity.over import OverScene
    from game.ui.lucidity.setup import SetupScene
    from game.ui.lucidity.table import TableScene
    if name == "lucidity_setup":
        return SetupScene(app, app.seed)
    if name == "lucidity_rules":
        return HelpScene(app)
    # The levels the set-up offers (the seats' names say them). A fair computer searches only
    # where a choice matters and plays the greedy heuristic elsewhere: the demo plays it by that
    # heuristic throughout, so a screenshot takes no search time.
    table = TableScene(app, ["person", "easy", "fair"], None, app.seed)
    g, rng = table.game, random.Random(app.seed)
    want_end = name == "lucidity_end"
    for _ in range(5000):
        if g.outcome is not None:
            break
        if not want_end and g.turn_number >= 4 and g.actor() == 0 and g.phase == "resolve" and len(g.tray) >= 2:
            break
        table.apply((greedy if g.actor() == 2 else careful)(g, rng))
    table.skip()
    if want_end:
        app.push(table)
        return OverScene(app, table)
    return table

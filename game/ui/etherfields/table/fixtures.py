"""Tables for screenshots and the bench, built by playing real actions
(a demo Slumber) and then crowding it (the bench's heavy table)."""
from __future__ import annotations

from game.i18n import _

from game.rules.core import Action


def demo_table(cls, app, seed: int = 1):
    """A Slumber just begun: the Entity spawned, every Dreamer has drawn."""
    from game.session import Session
    from game.balance import MEASURED_MAP
    session = Session.new(["gambler", "tough_guy", "free_spirit"], seed, campaign=False,
                          slumber="slumber_lantern_hound", name="Demo", map=MEASURED_MAP)
    scene = cls(app, session)
    game = session.game
    while game.pending is not None:  # the Entity's first Spawn
        scene.apply(game.pending.options[0])
    for who in list(game.order):
        scene.apply(Action.make("draw", dreamer=who))
    scene.selected = game.order[0]
    scene.anims.clear()
    scene.flyers.clear()
    scene.tray.skip()
    scene.message = _("Drag a miniature to Move. The lit spaces show where it can go and the cards it costs.")
    return scene

def heavy_table(cls, app):
    """The bench's heavy table: 8 tiles, 3 rotated Overlay cards, 4
    Dreamers, 6 Entities, a hand of 6, the log, a die in the tray."""
    from game.content import default_content
    from game.rules.etherfields.geometry import Dreamscape
    scene = demo_table(cls, app, 5)
    g = scene.game
    content = default_content()
    tiles = [t for t in content.map_tiles][:8]
    placements = [{"tile": t, "at": f"{'ABCD'[i % 4]}{i // 4 + 1}"} for i, t in enumerate(tiles)]
    g.dreamscape = Dreamscape.from_tiles(placements, content.map_tiles)
    from game.rules.etherfields.state import DreamerState
    g.dreamers["specialist"] = DreamerState(id="specialist", pos=(3, 1))
    g.order.append("specialist")
    spots = sorted(p for p in g.dreamscape.spaces if g.dreamscape.open(p))
    for i, who in enumerate(g.order):
        g.dreamers[who].pos = spots[i * 3]
    g.entities = [{"id": f"entity{i}", "tile": g.entity_tile, "pos": spots[-1 - i * 2]} for i in range(6)]
    hand = g.dreamers[scene.selected].hand
    while len(hand) < 6 and g.dreamers[scene.selected].deck:
        hand.append(g.dreamers[scene.selected].deck.draw_one())
    scene.overlays = [{"at": (1, 0), "size": (2, 1), "angle": 90, "title": "The Loose Floorboard"},
                      {"at": (5, 2), "size": (2, 1), "angle": 180, "title": "A Door Left Ajar"},
                      {"at": (2, 3), "size": (1, 2), "angle": 270, "title": "Moon Through Glass"}]
    for i in range(20):
        g.log.append(f"Entry {i}: the Dreamscape shifts and murmurs.")
    scene.tray.throw(("fail", "blank", "plus1", "plus1", "plus2", "plus3"), "plus2", seed=4)
    scene.tray_until_settled = False
    return scene


"""The pieces drawn on the tables (issue 32, item 5): every Slumber's Entity
its own figure, Dreamer miniatures that carry their initial, rooms painted
from their briefs, Lucidity's dice large enough to read, Prophecy's
Adventures named on the board, and every subject the pieces name present in
the subject library."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.content import default_content
from game.gfx import figures, rooms, subjects
from recording import recording


def _pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def _differ(a: pygame.Surface, b: pygame.Surface) -> int:
    """How many pixels differ between two sprites of one size."""
    assert a.get_size() == b.get_size()
    pa, pb = _pixels(a), _pixels(b)
    return sum(pa[i:i + 4] != pb[i:i + 4] for i in range(0, len(pa), 4))


def _slumber_entities():
    c = default_content()
    return [t for t in c.slumber_tiles.values() if getattr(t, "entity", None) is not None]


def test_the_entities_of_every_slumber_draw_distinct_figures_at_thumbnail_size():
    """The Nightlight Moth, the Paper Crane Flock and the Lantern-Eyed Hound
    were one spiky-eye sprite: now each Slumber's Entity stands as its brief's
    subject, and no two Slumbers' figures are the same picture at 14 px."""
    tiles = _slumber_entities()
    assert len(tiles) > 10
    sprites = {t.id: figures.entity(14, entity_id=t.id, subject=t.brief.subject) for t in tiles}
    for (a, sa), (b, sb) in itertools.combinations(sprites.items(), 2):
        assert _differ(sa, sb) > 20, f"{a} and {b} draw the same figure"
    named = {t.id: t for t in tiles}
    hound, crane, moth = (sprites[i] for i in ("slumber_lantern_hound", "slumber_paper_cranes", "dream_nightlight_moth"))
    assert named["slumber_lantern_hound"].brief.subject != named["slumber_paper_cranes"].brief.subject
    assert _differ(hound, crane) > 60 and _differ(crane, moth) > 60 and _differ(hound, moth) > 60


def test_the_table_draws_each_entity_as_its_slumbers_figure():
    """DreamscapeScene.draw_figure hands the Entity's Slumber brief to the sprite library."""
    from game.ui.app import App
    from game.ui.etherfields.scenes import DreamscapeScene
    app = App((1280, 720), seed=4)
    scene = DreamscapeScene.demo(app)
    app.push(scene)
    app.step()
    g = scene.game
    ent = next(f for f in g.figures() if f.kind == "entity")
    tile = g.card(g.entity(ent.id)["tile"])
    size = scene.cell()[0]
    drawn = pygame.Surface((400, 400), pygame.SRCALPHA)
    scene.draw_figure(drawn, ent, (200, 200), size)
    r = int(size * (0.36 if ent.big else 0.22))
    sprite = figures.entity(r, big=ent.big, state=g.states.get(ent.id), entity_id=tile.id, subject=tile.brief.subject)
    expected = pygame.Surface((400, 400), pygame.SRCALPHA)
    expected.blit(sprite, sprite.get_rect(center=(200, 200)))
    assert _differ(drawn, expected) == 0
    dreamer = next(f for f in g.figures() if f.kind == "dreamer")
    entity_r = r
    assert entity_r > int(size * 0.17), "an Entity stands larger than a Dreamer"
    assert g.card(dreamer.id).brief is not None


def test_dreamer_miniatures_carry_their_initial_on_the_base():
    base = figures.dreamer("#d9a441", 20, initial="", subject="card-joker")
    with recording() as said:
        lettered = figures.dreamer("#d9a441", 20, initial="G", subject="card-joker")
    assert "G" in [s.text for s in said]
    assert _differ(base, lettered) > 10
    w, h = lettered.get_size()
    changed = [(x, y) for y in range(h) for x in range(w) if lettered.get_at((x, y)) != base.get_at((x, y))]
    assert min(y for _, y in changed) > h // 2, "the letter sits on the base, below the figure's head"
    # the figure comes from the brief: two Dreamers' subjects give two pictures
    assert _differ(figures.dreamer("#d9a441", 20, subject="card-joker"), figures.dreamer("#d9a441", 20,
                                                                                         subject="strong-man")) > 50


def test_rooms_are_painted_by_kind_and_doors_are_gaps_in_their_rim():
    c = default_content()
    kinds = {rooms.material(t.id, "", getattr(t.brief, "layout", None)) for t in c.map_tiles.values()}
    assert kinds == set(rooms.MATERIALS), "every floor material is used by some room"
    tile = next(iter(c.map_tiles.values()))
    closed = rooms.render_room(tile.id, 2, 2, 100, "", tile.brief)
    door = rooms.render_room(tile.id, 2, 2, 100, "", tile.brief, frozenset({(1, 0, "E")}))
    # the open side differs in the rim's middle (a gap with a threshold), not elsewhere
    assert _differ(closed.subsurface((194, 30, 6, 40)), door.subsurface((194, 30, 6, 40))) > 20
    assert _differ(closed.subsurface((194, 130, 6, 40)), door.subsurface((194, 130, 6, 40))) == 0
    grey = lambda s, p: sum(s.get_at(p)[:3]) / 3  # noqa: E731
    assert abs(grey(closed, (197, 50)) - grey(door, (197, 50))) > 25, "not by hue alone: the gap reads in grey"


def test_lucidity_dice_are_at_least_48_pixels_at_1x():
    from game.ui.app import App
    from game.ui.lucidity.table import TRAY_DIE, TableScene
    app = App((1280, 720), seed=2, defaults=True)
    scene = TableScene(app, ["person", "careful"], seed=2)
    assert TRAY_DIE >= 48 and scene.tray.size >= 48
    assert scene.hand_slot(0, 4).width >= 48


def test_prophecy_adventures_show_their_name_on_the_board():
    from game.ui.app import App
    from game.ui.prophecy import new_table
    from game.ui.prophecy import board as view
    app = App((1280, 720), seed=1, defaults=True)
    game = new_table(app, 3, seed=1).game
    sid = next(s for s in game.s["spaces"] if game.s["spaces"][s]["adventures"])
    game.s["spaces"][sid]["adventures"][0]["up"] = True
    name = game.name(game.s["spaces"][sid]["adventures"][0]["card"])
    lay = view.Layout(game, pygame.Rect(0, 0, 880, 676))
    surf = pygame.Surface((880, 676))
    with recording() as said:
        view.draw_board(surf, game, lay, {})
    shown = [s for s in said if s.text == name]
    assert shown and len(name) > 1, "the face-up Adventure's whole name is written on the board"
    x, y = lay.spaces[sid]
    assert any(abs(s.rect[0] + s.rect[2] / 2 - x) < 140 and abs(s.rect[1] - y) < 100 for s in shown), "beside its space"


@pytest.mark.parametrize("name", sorted({figures.DEFAULT_FIGURE, figures.ENTITY_FIGURE, "window", "castle",
                                         "nautilus-shell", *rooms.LAMP_LIGHTS.values(),
                                         *(p for ps in rooms._PROPS.values() for p in ps)}))
def test_every_subject_the_pieces_name_is_in_the_library(name):
    assert name in subjects.names()

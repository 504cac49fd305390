"""The Dreamscape: the rulebook's Move and range examples, spawning, Entity moves."""
import pytest

from game.content.models import MapTile, Space as MapSpace

from game.rules.etherfields.geometry import (
    Dreamscape, Figure, closest_dreamers, dreamer_destinations, entity_move,
    movement_steps, slot_origin, spawn_distributions,
)

OPEN_2X2 = """
a b
c d
"""


rulebook = pytest.mark.rulebook  # the rulebook sections a test proves (docs/rules-coverage.md)


@rulebook("EN p.11 MOVEMENT", "2.0 §2.24")
def test_move_one_space():
    ds = Dreamscape.from_text(OPEN_2X2)
    assert ds.distance("a", "b") == 1
    assert ds.path("a", "b") == [(0, 0), (1, 0)]


@rulebook("EN p.11 MOVEMENT", "2.0 §2.24")
def test_diagonal_is_not_one_step():
    ds = Dreamscape.from_text(OPEN_2X2)
    # a and d touch at a corner only: two orthogonal steps are needed.
    assert "d" not in ds.neighbours(ds.named("a"))
    assert ds.named("d") not in ds.neighbours(ds.named("a"))
    assert ds.distance("a", "d") == 2
    path = ds.path("a", "d")
    for (c1, r1), (c2, r2) in zip(path, path[1:]):
        assert abs(c1 - c2) + abs(r1 - r2) == 1


@rulebook("EN p.11 MOVEMENT")
def test_move_two_spaces():
    ds = Dreamscape.from_text("a . b")
    assert ds.distance("a", "b") == 2
    assert ds.path("a", "b") == [(0, 0), (1, 0), (2, 0)]


@rulebook("EN p.11 MOVEMENT", "2.0 §2.24")
def test_longer_way_around_a_wall():
    ds = Dreamscape.from_text("""
. . .
a|b .
""")
    # Next to each other, but the Wall forces the way round: up, over, down.
    assert ds.distance("a", "b") == 3
    assert ds.path("a", "b") == [(0, 1), (0, 0), (1, 0), (1, 1)]


def test_wall_below_a_space():
    ds = Dreamscape.from_text("""
a .
-
b .
""")
    assert ds.distance("a", "b") == 3


@rulebook("EN p.11 RANGE", "2.0 §2.24")
def test_range_through_a_wall_is_measured_around_it():
    ds = Dreamscape.from_text("""
a|b
   
. .
""")
    assert ds.distance("a", "b") == 3
    assert not ds.in_range("a", "b", 1)
    assert ds.in_range("a", "b", 3)


@rulebook("EN p.11 RANGE")
def test_range_zero_is_the_same_space():
    ds = Dreamscape.from_text(OPEN_2X2)
    assert ds.distance("a", "a") == 0
    assert ds.in_range("a", "a", 0)
    assert ds.in_range("a", "b", 1)


@rulebook("EN p.16 OTHER DREAMSCAPE ICONS", "2.0 §2.6")
def test_blocked_space_cannot_be_crossed():
    ds = Dreamscape.from_text("""
a # b
. . .
""")
    assert ds.distance("a", "b") == 4
    assert ds.distance("a", (1, 0)) is None


def test_no_path_gives_none():
    ds = Dreamscape.from_text("a|b")
    assert ds.distance("a", "b") is None
    assert ds.path("a", "b") is None


def test_hole_is_not_a_space():
    ds = Dreamscape.from_text("a ~ b")
    assert (1, 0) not in ds.spaces
    assert ds.distance("a", "b") is None


@rulebook("EN p.10 DREAMERS ENTRANCE AND ENTITY SPAWN", "2.0 §2.6")
def test_spawn_and_entrance_marks():
    ds = Dreamscape.from_text("S . E")
    assert ds.with_feature("spawn") == [(0, 0)]
    assert ds.with_feature("entrance") == [(2, 0)]


def test_text_round_trip():
    text = "S .|.\n-   -\nE # .\n. . ~"
    ds = Dreamscape.from_text(text)
    assert Dreamscape.from_text(ds.to_text()).walls == ds.walls
    assert Dreamscape.from_data(ds.to_data()) == ds


def test_bad_character_is_reported_with_its_line():
    with pytest.raises(ValueError, match="line 2"):
        Dreamscape.from_text(". .\n. X")


def test_tiles_on_the_coded_grid_with_rotation():
    tile = MapTile(id="t", name="T", spaces=(
        MapSpace(walls=("E",)), MapSpace(features=("spawn",), spawn_suit="hearts"), MapSpace(),
        MapSpace(blocked=True)))
    ds = Dreamscape.from_tiles([{"tile": "t", "at": "B1"}], {"t": tile})
    assert slot_origin("B1") == (2, 0)
    assert set(ds.spaces) == {(2, 0), (3, 0), (2, 1), (3, 1)}
    assert ds.distance((2, 0), (3, 0)) is None  # Wall east, Blocked below
    turned = Dreamscape.from_tiles([{"tile": "t", "at": "A1", "rotation": 90}], {"t": tile})
    # A quarter turn clockwise: top-left goes to top-right, its East wall faces South.
    assert turned.spaces[(1, 0)].features == ()
    assert turned.spaces[(1, 1)].features == ("spawn",)
    assert turned.spaces[(0, 1)].blocked
    assert turned.distance((1, 0), (1, 1)) is None


def test_tile_across_two_slots():
    tile = MapTile(id="t", name="T", spaces=(MapSpace(),) * 4)
    ds = Dreamscape.from_tiles([{"tile": "t", "at": "A1", "shift": [1, 0]}], {"t": tile})
    assert set(ds.spaces) == {(1, 0), (2, 0), (1, 1), (2, 1)}


# -- figures ---------------------------------------------------------------

@rulebook("EN p.9 LIMIT OF MINIATURES AND ENTITY TOKENS PER SPACE", "2.0 §2.8")
def test_dreamer_cannot_end_a_move_in_a_full_space():
    ds = Dreamscape.from_text("a b c")
    figs = [Figure("me", "dreamer", (0, 0))] + [Figure(f"e{i}", "entity", (1, 0)) for i in range(4)]
    dest = dreamer_destinations(ds, figs, "me", 2)
    assert (1, 0) not in dest  # full: 4 figures
    assert dest[(2, 0)] == 2  # but it may be crossed


@rulebook("EN p.10 DREAMERS ENTRANCE AND ENTITY SPAWN")
def test_four_entities_over_two_spawn_spaces_land_two_and_two():
    assert spawn_distributions([(0, 0), (3, 0)], 4) == [{(0, 0): 2, (3, 0): 2}]


@rulebook("EN p.10 DREAMERS ENTRANCE AND ENTITY SPAWN")
def test_uneven_spawn_offers_every_even_spread_and_honours_the_suit_space():
    plans = spawn_distributions([(0, 0), (3, 0)], 3)
    assert sorted(sorted(p.values()) for p in plans) == [[1, 2], [1, 2]]
    assert spawn_distributions([(0, 0), (3, 0)], 1, first=(3, 0)) == [{(3, 0): 1}]


@rulebook("EN p.11 MOVEMENT", "2.0 §2.27")
def test_entity_moves_toward_the_closest_dreamer_and_stops_on_entering():
    ds = Dreamscape.from_text(". . . . .")
    figs = [Figure("w", "entity", (0, 0)), Figure("near", "dreamer", (2, 0)), Figure("far", "dreamer", (4, 0))]
    dist, closest = closest_dreamers(ds, (0, 0), [f for f in figs if f.kind == "dreamer"])
    assert dist == 2 and [f.id for f in closest] == ["near"]
    step = entity_move(ds, figs, "w", "near", 3)
    assert step.path[-1] == (2, 0)


@rulebook("2.0 §2.27", "2.0 §2.47")
def test_equally_close_dreamers_are_a_tie():
    ds = Dreamscape.from_text(". . .")
    dreamers = [Figure("a", "dreamer", (0, 0)), Figure("b", "dreamer", (2, 0))]
    _, closest = closest_dreamers(ds, (1, 0), dreamers)
    assert {f.id for f in closest} == {"a", "b"}


@rulebook("EN p.11 MOVEMENT", "2.0 §2.27")
def test_entity_with_no_path_does_not_move():
    ds = Dreamscape.from_text(". .|.")
    figs = [Figure("w", "entity", (0, 0)), Figure("d", "dreamer", (2, 0))]
    assert entity_move(ds, figs, "w", "d", 3).path == [(0, 0)]


@rulebook("EN p.11 MOVEMENT", "2.0 §2.27")
def test_entity_sharing_a_space_with_a_dreamer_does_not_move():
    ds = Dreamscape.from_text(". . .")
    figs = [Figure("w", "entity", (0, 0)), Figure("d", "dreamer", (0, 0)), Figure("x", "dreamer", (2, 0))]
    assert entity_move(ds, figs, "w", "x", 3).path == [(0, 0)]


@rulebook("EN p.9 LIMIT OF MINIATURES AND ENTITY TOKENS PER SPACE")
def test_entity_pushes_a_dreamer_out_of_a_full_space():
    ds = Dreamscape.from_text(". . .")
    figs = [Figure("w", "entity", (0, 0)), Figure("d1", "dreamer", (1, 0)), Figure("d2", "dreamer", (1, 0)),
            Figure("e1", "entity", (1, 0)), Figure("e2", "entity", (1, 0))]
    step = entity_move(ds, figs, "w", "d1", 2)
    assert step.path[-1] == (1, 0)
    assert set(step.push_one_of) == {"d1", "d2"}


@rulebook("EN p.9 LIMIT OF MINIATURES AND ENTITY TOKENS PER SPACE")
def test_lone_dreamer_in_a_full_space_is_not_pushed():
    ds = Dreamscape.from_text(". . .")
    figs = [Figure("w", "entity", (0, 0)), Figure("d", "dreamer", (2, 0))] + \
        [Figure(f"e{i}", "entity", (2, 0)) for i in range(3)]
    step = entity_move(ds, figs, "w", "d", 5)
    assert step.path[-1] == (1, 0)  # stops within range 1 of the full space
    assert not step.push_one_of


@rulebook("2.0 §2.8")
def test_big_entity_pushes_everyone_and_ends_its_move_there():
    ds = Dreamscape.from_text(". . . .")
    figs = [Figure("big", "entity", (0, 0), big=True), Figure("e", "entity", (1, 0)),
            Figure("d", "dreamer", (3, 0))]
    step = entity_move(ds, figs, "big", "d", 3)
    assert step.path[-1] == (1, 0)
    assert step.push == ["e"]


@rulebook("EN p.11 MOVEMENT", "EN p.16 MORPHINGS")
def test_movement_die_faces_and_the_plus_two_morphing():
    assert movement_steps("one", 3) == 1
    assert movement_steps("one", 3, bonus=2) == 1
    assert movement_steps("full", 3) == 3
    assert movement_steps("full", 3, bonus=2) == 5
    assert movement_steps("full_again", 2) == 2


def test_indented_text_reads_as_flush_left():
    ds = Dreamscape.from_text("""
        a|b
          -
        . .
    """)
    assert ds.named("a") == (0, 0) and ds.named("b") == (1, 0)
    assert ds.distance("a", "b") is None  # Wall between them, and a Wall under b

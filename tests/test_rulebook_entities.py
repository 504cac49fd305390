"""An Entity tile with two kinds of token and a Movement rule of its own
(the Guttering Candles: the Flames hunt the Dreamer with the most
Distress, the Wicks stay where they are lit), and the Morphing side rules
that the tile's Morphings boost every Entity of it (EN = English manual
page, 2.0 = section of the 2.0 digest)."""
import pytest

from game.content import default_content
from game.rules.etherfields import new_game
from game.rules.etherfields.turn import step_effects

rulebook = pytest.mark.rulebook
CONTENT = default_content()


def candles(seed=3):
    g = new_game(CONTENT, {"dreamers": ["gambler", "tough_guy"], "slumber": "slumber_guttering_candles"}, seed)
    while g.pending:
        g.apply(g.pending.options[0])
    return g


def by_kind(g, kind):
    return [e for e in g.entities if e.get("kind") == kind]


def dreamscape_step(g, kind):
    g.push(*step_effects(g, kind))
    g.run()
    while g.pending:
        g.apply(g.pending.options[0])


@rulebook("EN p.9 ENTITY TILES", "2.0 §2.26")
def test_the_candles_spawn_a_flame_and_a_wick():
    g = candles()
    assert sorted(e["kind"] for e in g.entities) == ["flame", "wick"]


@rulebook("EN p.11 MOVEMENT", "2.0 §2.27")
def test_the_flame_hunts_the_most_distressed_dreamer_and_the_wick_stays():
    g = candles()
    flame, wick = by_kind(g, "flame")[0], by_kind(g, "wick")[0]
    flame["pos"], wick["pos"] = (3, 0), (3, 1)
    calm, shaken = g.dreamers["gambler"], g.dreamers["tough_guy"]
    calm.pos, shaken.pos = (2, 0), (0, 1)   # the calm one is closer: 1 space against 4
    shaken.distress = 3
    far = g.dreamscape.distances_from(shaken.pos)[(3, 0)]
    dreamscape_step(g, "movement")
    assert tuple(wick["pos"]) == (3, 1)  # the Wicks have no Movement
    assert g.dreamscape.distances_from(shaken.pos)[tuple(flame["pos"])] < far
    assert tuple(flame["pos"]) != calm.pos


@rulebook("EN p.11 MOVEMENT", "2.0 §2.27")
def test_with_equal_distress_the_flame_goes_for_the_closest_dreamer():
    g = candles()
    flame = by_kind(g, "flame")[0]
    flame["pos"] = (3, 0)
    g.dreamers["gambler"].pos, g.dreamers["tough_guy"].pos = (2, 0), (0, 1)
    g.dreamers["gambler"].distress = g.dreamers["tough_guy"].distress = 2
    dreamscape_step(g, "movement")
    assert tuple(flame["pos"]) == (2, 0)  # it enters the target's space and stops


@rulebook("EN p.16 MORPHINGS", "2.0 §2.28")
def test_a_morphing_on_the_tile_boosts_both_kinds_of_token():
    g = candles()
    flame, wick = by_kind(g, "flame")[0], by_kind(g, "wick")[0]
    flame["pos"], wick["pos"] = (0, 0), (3, 1)
    g.dreamers["gambler"].pos, g.dreamers["tough_guy"].pos = (0, 0), (3, 1)  # one beside each kind
    g.morphings.append("morphing_01")  # +1 Distress, lying on the tile
    g.morphing_bag.remove("morphing_01")
    dreamscape_step(g, "basic")        # each Dreamer in range 1 suffers 1
    assert g.dreamers["gambler"].distress == 2 and g.dreamers["tough_guy"].distress == 2


@rulebook("EN p.16 MORPHINGS", "2.0 §2.28")
def test_the_tiles_morphings_go_when_its_last_token_goes():
    g = candles()
    g.morphings.append("morphing_03")
    g.morphing_bag.remove("morphing_03")
    g.push({"op": "remove_entity", "ctx": {"figure": by_kind(g, "flame")[0]["id"]}})
    g.run()
    assert g.morphings == ["morphing_03"]  # a Wick is still on the map
    g.push({"op": "remove_entity", "ctx": {"figure": g.entities[0]["id"]}})
    g.run()
    assert g.morphings == [] and "morphing_03" in g.morphing_bag

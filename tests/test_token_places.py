"""Where an effect lays a token (content/etherfields/README.md, `place_token`):
`here` is where the one acting stands, the Entity itself for its own Turn
effects (the Tallow King leaves a Swamp where it stands); `entrance` is the
Entrance space, whoever resolves it."""
from game.rules.etherfields import effects
from rules_fixture import acting


def resolve(g, ops, **ctx):
    g.push(*effects.compile_effect(g, ops, ctx))
    g.run()


def placed(g, token):
    return [tuple(t["pos"]) for t in g.tokens if t["token"] == token]


def test_an_entitys_own_effect_lays_a_token_here_on_its_own_space():
    g = acting(("tester",))
    wisp = tuple(g.entities[0]["pos"])
    assert g.dreamers["tester"].pos != wisp
    resolve(g, [{"op": "place_token", "token": "terrain_swamp", "where": "here"}], source="entity")
    assert placed(g, "terrain_swamp") == [wisp]


def test_a_dreamers_effect_lays_a_token_here_on_the_dreamers_space():
    g = acting(("tester",))
    resolve(g, [{"op": "place_token", "token": "story", "where": "here"}], dreamer="tester")
    assert placed(g, "story") == [g.dreamers["tester"].pos]


def test_entrance_is_the_entrance_space_whoever_resolves_it():
    g = acting(("tester",))
    entrance = g.dreamscape.with_feature("entrance")[0]
    g.dreamers["tester"].pos = next(p for p in g.dreamscape.spaces if p != entrance)
    resolve(g, [{"op": "place_token", "token": "threat", "where": "entrance"}], dreamer="tester")
    resolve(g, [{"op": "place_token", "token": "threat", "where": "entrance"}], source="entity")
    assert placed(g, "threat") == [entrance, entrance]


def test_the_tallow_kings_special_step_leaves_a_swamp_where_it_stands():
    from game.content import default_content
    tile = default_content().slumber_tiles["slumber_tallow_king"]
    assert {"op": "place_token", "token": "terrain_swamp", "where": "here"} in [dict(o) for o in tile.effects.special]
    g = acting(("tester",))
    resolve(g, [dict(o) for o in tile.effects.special if o["op"] == "place_token"], source="entity")
    assert placed(g, "terrain_swamp") == [tuple(g.entities[0]["pos"])]

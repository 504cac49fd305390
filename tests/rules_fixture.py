"""A small, controlled content set for rules tests: exact numbers, no surprises.

Every record is a real, frozen content model of game.content.models, as the
loader would give the rules; a test that needs a variant builds it with
`replace` (a changed copy), never by mutating a record.
"""
from game.content.loader import Content as LoadedContent
from game.content.models import (Ability, Dreamer, Entity, EntityEffects, Flaw, Influence,
                                  Interaction, Mask, Morphing, Movement, Setup, SlumberTile, TurnCard)


def card(id, intent=None, move=1, actions=(), progress=None, owner="tester", name=None):
    return Influence(id=id, name=name or id.replace("_", " ").title(), intent=intent or {}, move=move,
                     actions=tuple(actions), progress=progress, owner=owner)


def replace(record, **changes):
    """A copy of a frozen content record with some fields changed (checked
    against the model, like the loader would)."""
    return type(record).model_validate({**dict(record), **changes})


class Content(LoadedContent):
    """The loader's Content (a dict per kind of models.KINDS, every one
    there), filled by the tests: an id is looked up across the kinds as they
    are now, so a test may put a record in after the game began."""

    def get(self, id, default=None):
        for kind in self.kinds:
            records = getattr(self, kind)
            if id in records:
                return records[id]
        return default

    def __contains__(self, id) -> bool:
        return self.get(id) is not None


MAP = """
E . . S
. .|. .
   -
. . . S
"""


def make_content(deck=None, entity=None, turn_steps=("basic", "movement")):
    c = Content()
    for cid, colour, n in [("a1", "awareness", 1), ("c1", "cunning", 1), ("w1", "wrath", 1),
                           ("w3", "wrath", 3), ("c2", "cunning", 2)]:
        c.influence[cid] = card(cid, {colour: n}, move=1 if n == 1 else 2)
    c.influence["duo"] = card("duo", {"awareness": 1, "wrath": 2})
    c.flaws["flaw"] = Flaw(id="flaw", name="Flaw", owner="tester")
    deck = deck or ["a1"] * 8 + ["c1"] * 8 + ["w1"] * 6
    for d, name in [("tester", "Tester"), ("helper", "Helper"), ("third", "Third"), ("fourth", "Fourth"),
                    ("fifth", "Fifth")]:
        c.dreamers[d] = Dreamer(id=d, name=name, starting_deck=tuple(deck))
    suits = ["hearts", "spades", "diamonds", "clubs"]
    for i in range(12):
        c.turn_cards[f"turn{i}"] = TurnCard(id=f"turn{i}", suit=suits[i % 4], steps=tuple(turn_steps),
                                            loot=({"op": "gain_ether", "amount": 1, "target": "each_dreamer"},))
    c.slumber_tiles["wisp"] = entity or SlumberTile(
        id="wisp", name="Wisp",
        entity=Entity(name="Wisp", big=False),
        setup=Setup(spawn=1, turns=4),
        interactions=(Interaction(name="Assault", kind="assault", cost={"wrath": 3}, gradual=False, per_player=False,
                                  range=1, effect=({"op": "remove_entity"}, {"op": "gain_loot"},
                                                   {"op": "end_slumber", "victory": True})),),
        effects=EntityEffects(morphing=({"op": "add_morphing", "count": 1},),
                              basic=({"op": "suffer_distress", "amount": 1, "target": "each_in_range", "range": 1},),
                              special=({"op": "seal", "amount": 2, "target": "each_in_range", "range": 2},)),
        movement=Movement(value=2, ignores_die=False),
        out_of_turns=({"op": "suffer_distress", "amount": 1, "target": "each_dreamer"},),
        skip=True,
    )
    kinds = ["distress_plus1", "seal_plus2", "movement_plus2", "range_plus1", "mask_off", "progress_off",
             "no_rerolls", "no_gem_rerolls", "distress_plus1", "seal_plus2", "movement_plus2", "range_plus1"]
    for i, k in enumerate(kinds):
        c.morphings[f"morph{i}"] = Morphing(id=f"morph{i}", name=k, kind=k)
    return c


def with_fox_mask(c, who="tester"):
    """`who` starts wearing the Fox: once per Turn, pay 1 Cunning to gain 1 Ether."""
    c.masks["fox"] = Mask(id="fox", name="Fox", ability=Ability(name="Sly", cost={"cunning": 1}, once_per_turn=True,
                                                                effect=({"op": "gain_ether", "amount": 1},)))
    c.dreamers[who] = replace(c.dreamers[who], starting_masks=("fox",))
    return c


def new(dreamers=("tester",), seed=1, content=None, **options):
    from game.rules.etherfields import new_game
    content = content or make_content()
    opts = {"dreamers": list(dreamers), "dreamscape_text": MAP, "slumber": "wisp", **options}
    return new_game(content, opts, seed)


def acting(dreamers=("tester",), content=None, hand=None, **kw):
    """A game in the Card and Action step, the Wisp on the map (the first
    choices taken, every Dreamer drawn); `hand` replaces the first Dreamer's."""
    from game.rules.core import Action
    g = new(dreamers, content=content, **kw)
    while g.pending:
        g.apply(g.pending.options[0])
    for who in g.order:
        g.apply(Action.make("draw", dreamer=who))
    while g.pending:
        g.apply(g.pending.options[0])
    if hand is not None:
        g.dreamers[dreamers[0]].hand = list(hand)
    assert g.phase == "actions"
    return g


def change_assault(c, **changes):
    """The Wisp's Assault with some fields changed (e.g. range=0, gradual=True)."""
    wisp = c.slumber_tiles["wisp"]
    c.slumber_tiles["wisp"] = replace(wisp, interactions=(replace(wisp.interactions[0], **changes),))
    return c


# -- driving a game through its first steps (public API only) ---------------

def settle(g):
    """Answer pending choices with their first option."""
    while g.pending is not None:
        g.apply(g.pending.options[0])


def all_draw(g):
    """Every Dreamer draws in the Draw step; choices that follow take their first option."""
    from game.rules.core import Action
    for who in g.order:
        g.apply(Action.make("draw", dreamer=who))
    settle(g)


def all_pass(g):
    """Every living Dreamer passes while the Card and Action step lasts."""
    from game.rules.core import Action
    for who in g.order:
        if not g.dreamers[who].dead and g.phase == "actions":
            g.apply(Action.make("pass", dreamer=who))
    settle(g)

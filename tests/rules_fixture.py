"""A small, controlled content set for rules tests: exact numbers, no surprises."""
from types import SimpleNamespace as NS


def card(id, intent=None, move=1, actions=(), progress=None, flaw=False, owner="tester", effect=None, name=None):
    return NS(id=id, name=name or id.replace("_", " ").title(), intent=intent or {}, move=move,
              actions=list(actions), progress=progress, flaw=flaw, owner=owner, effect=effect or [])


class Content:
    def __init__(self):
        self.influence = {}
        self.dreamers = {}
        self.items = {}
        self.turn_cards = {}
        self.slumber_tiles = {}
        self.map_tiles = {}
        self.morphings = {}
        self.states = {}
        self.dice = {}
        self.masks = {}
        self.flaws = {}

    def get(self, id):
        for kind in vars(self).values():
            if isinstance(kind, dict) and id in kind:
                return kind[id]
        return None


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
    c.influence["flaw"] = card("flaw", flaw=True, move=0)
    deck = deck or ["a1"] * 8 + ["c1"] * 8 + ["w1"] * 6
    for d, name in [("tester", "Tester"), ("helper", "Helper"), ("third", "Third"), ("fourth", "Fourth"),
                    ("fifth", "Fifth")]:
        c.dreamers[d] = NS(id=d, name=name, starting_deck=list(deck), back_action=None, starting_masks=[])
    suits = ["hearts", "spades", "diamonds", "clubs"]
    for i in range(12):
        c.turn_cards[f"turn{i}"] = NS(id=f"turn{i}", suit=suits[i % 4], steps=list(turn_steps),
                                      loot=[{"op": "gain_ether", "amount": 1, "target": "each_dreamer"}])
    c.slumber_tiles["wisp"] = entity or NS(
        id="wisp", name="Wisp",
        entity=NS(name="Wisp", big=False),
        setup=NS(spawn=1, turns=4, effect=[]),
        interactions=[NS(name="Assault", kind="assault", cost={"wrath": 3}, gradual=False, per_player=False,
                         range=1, effect=[{"op": "remove_entity"}, {"op": "gain_loot"},
                                          {"op": "end_slumber", "victory": True}])],
        effects=NS(morphing=[{"op": "add_morphing", "count": 1}],
                   basic=[{"op": "suffer_distress", "amount": 1, "target": "each_in_range", "range": 1}],
                   special=[{"op": "seal", "amount": 2, "target": "each_in_range", "range": 2}]),
        movement=NS(value=2, ignores_die=False),
        out_of_turns=[{"op": "suffer_distress", "amount": 1, "target": "each_dreamer"}],
        skip=True,
    )
    kinds = ["distress_plus1", "seal_plus2", "movement_plus2", "range_plus1", "mask_off", "progress_off",
             "no_rerolls", "no_gem_rerolls", "distress_plus1", "seal_plus2", "movement_plus2", "range_plus1"]
    for i, k in enumerate(kinds):
        c.morphings[f"morph{i}"] = NS(id=f"morph{i}", name=k, kind=k)
    return c


def with_fox_mask(c, who="tester"):
    """`who` starts wearing the Fox: once per Turn, pay 1 Cunning to gain 1 Ether."""
    c.masks["fox"] = NS(id="fox", name="Fox", ability=NS(name="Sly", cost={"cunning": 1}, once_per_turn=True,
                                                           effect=[{"op": "gain_ether", "amount": 1}]))
    c.dreamers[who].starting_masks = ["fox"]
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

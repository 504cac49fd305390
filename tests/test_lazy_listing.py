"""Listing one kind of action asks only the rules that list it (issue 16:
"lazy where the caller reads only part of it"), and gives exactly what the
whole listing gives of that kind, in the same order, over seeded random play
of lone Slumbers and campaigns."""
import pytest

from game.content import default_content
from game.rules.etherfields import engine
from game.rules.etherfields.game import LISTING_ORDER
from tests.listing_golden import DREAMERS, seeded_play

CONTENT = default_content()


def states(seed: int, players: int, campaign: bool, steps: int):
    options = {"dreamers": DREAMERS[:players], "campaign": campaign}
    return ((g, acts) for g, acts in seeded_play(CONTENT, options, seed, steps) if acts)


@pytest.mark.parametrize("seed,players,campaign", [(21, 1, False), (22, 3, False), (23, 4, False),
                                                    (24, 2, True), (25, 4, True)])
def test_each_kind_listed_alone_is_that_kind_of_the_whole_listing(seed, players, campaign):
    kinds_seen = set()
    for game, acts in states(seed, players, campaign, 250):
        for kind in LISTING_ORDER:
            assert game.legal_actions_of(kind) == [a for a in acts if a.kind == kind], kind
        kinds_seen |= {a.kind for a in acts}
        pair = ("move", "play")
        assert game.legal_actions_of(*pair) == [a for a in acts if a.kind in pair]
    assert len(kinds_seen) >= 5  # the run went through more than one sort of moment


def test_listing_one_kind_does_not_ask_the_other_rules(monkeypatch):
    game = next(g for g, acts in states(26, 2, False, 200)
                if g.pending is None and any(a.kind == "move" for a in acts))
    asked = []
    for kind, (handler, legal) in list(engine.ACTIONS.items()):
        if legal is not None:
            def spy(g, legal=legal, kind=kind):
                asked.append(kind)
                return legal(g)
            monkeypatch.setitem(engine.ACTIONS, kind, (handler, spy))
    monkeypatch.setattr("game.rules.etherfields.game._LISTERS", [])
    moves = game.legal_actions_of("move", "effort")
    assert moves and {a.kind for a in moves} <= {"move", "effort"}
    assert asked == ["move"]  # an Effort is listed with the Moves


def test_every_kind_is_listed_by_some_rule():
    for kind, (_, legal) in engine.ACTIONS.items():
        if legal is None and kind != "choose":
            lister = engine.LISTED_WITH.get(kind)
            assert lister is not None and engine.ACTIONS[lister][1] is not None, kind

"""A Dreamer's deck and body, with the rulebook's numbers."""
import pytest

from game.rules.core import Action, IllegalAction
from rules_fixture import make_content, new


def ready(dreamers=("tester",), **kw):
    """A game past the Spawn choice, in the Draw step."""
    g = new(dreamers, **kw)
    while g.pending:
        g.apply(g.pending.options[0])
    assert g.phase == "draw"
    return g


def hand_of(g, who, cards):
    d = g.dreamers[who]
    everything = d.deck.cards + d.hand
    d.hand = []
    for c in cards:
        everything.remove(c) if c in everything else None
        d.hand.append(c)
    d.deck.cards = everything
    return d


rulebook = pytest.mark.rulebook  # the rulebook sections a test proves (docs/rules-coverage.md)


@rulebook("EN p.8 DREAMERS PHASE", "EN p.13 HAND SIZE LIMIT", "2.0 §2.14")
@pytest.mark.parametrize("in_hand, after", [(0, 4), (1, 5), (2, 6), (3, 6), (4, 6), (5, 6), (6, 6)])
def test_draw_step_draws_four_never_beyond_six(in_hand, after):
    g = ready()
    d = g.dreamers["tester"]
    d.deck.put_top(d.hand)
    d.hand = d.deck.draw(in_hand)
    deck_before = len(d.deck)
    g.apply(Action.make("draw", dreamer="tester"))
    assert len(d.hand) == after
    assert deck_before - len(d.deck) == after - in_hand


@rulebook("EN p.8 DREAMERS PHASE")
def test_may_discard_before_drawing():
    g = ready()
    d = g.dreamers["tester"]
    d.hand = d.deck.draw(6)
    first = d.hand[0]
    g.apply(Action.make("draw", dreamer="tester", discard=[first]))
    assert len(d.hand) == 6 and d.discard.cards[-1] == first or first in d.discard.cards


@rulebook("EN p.16 OTHER DREAMSCAPE ICONS", "EN p.13 HAND SIZE LIMIT")
def test_drawing_bonus_adds_cards_but_not_beyond_the_limit():
    g = ready()
    d = g.dreamers["tester"]
    d.deck.put_top(d.hand)
    d.hand = d.deck.draw(1)
    d.draw_bonus = 2
    g.apply(Action.make("draw", dreamer="tester"))
    assert len(d.hand) == 6  # 1 + 4 + 2 would be 7: the limit holds


@rulebook("EN p.8 RESHUFFLE", "2.0 §2.11")
def test_empty_deck_reshuffles_then_asks_distress_or_seal_then_finishes_drawing():
    g = ready()
    d = g.dreamers["tester"]
    d.discard.cards = d.deck.cards[2:] + d.hand
    d.deck.cards = d.deck.cards[:2]
    d.hand = []
    g.apply(Action.make("draw", dreamer="tester"))
    assert g.pending is not None and "Distress" in g.pending.prompt
    assert len(d.hand) == 2 and not d.discard  # reshuffled before the choice
    g.apply(g.pending.options[0])  # suffer 1 Distress
    assert d.distress == 1
    assert len(d.hand) == 4


@rulebook("2.0 §2.11")
def test_reshuffle_penalty_seal_three_comes_from_the_new_deck():
    g = ready()
    d = g.dreamers["tester"]
    d.discard.cards = d.deck.cards + d.hand
    d.deck.cards, d.hand = [], []
    g.apply(Action.make("draw", dreamer="tester"))
    g.apply(g.pending.options[1])  # Seal 3
    assert len(d.sealed) == 3 and d.distress == 0 and len(d.hand) == 4


@rulebook("EN p.8 RESHUFFLE", "2.0 §2.46")
def test_first_edition_reshuffle_outside_draw_step_is_free():
    g = ready(edition="first")
    d = g.dreamers["tester"]
    d.discard.cards = d.deck.cards
    d.deck.cards = []
    g.push({"op": "draw", "dreamer": "tester", "count": 1})
    g.phase = "actions"
    g.run()
    assert g.pending is None and d.distress == 0 and len(d.sealed) == 0


@rulebook("EN p.13 SEALING AND UNSEALING INFLUENCE CARDS", "EN p.17 FLAW CARDS", "2.0 §2.42")
def test_sealing_skips_a_flaw_and_puts_it_back_on_top():
    g = ready()
    d = g.dreamers["tester"]
    d.deck.cards = ["a1", "flaw", "c1", "w1", "a1#2"]
    d.hand = ["c1#2", "c1#3", "c1#4", "c1#5", "c1#6", "c1#7"]  # keeps the Dreamer alive
    g.push({"op": "seal", "dreamer": "tester", "count": 3})
    g.run()
    assert sorted(d.sealed.cards) == ["a1", "c1", "w1"]
    assert d.deck.cards == ["flaw", "a1#2"]


@rulebook("2.0 §2.12")
def test_seal_with_an_empty_deck_seals_nothing_and_does_not_reshuffle():
    g = ready()
    d = g.dreamers["tester"]
    d.discard.cards, d.deck.cards = d.deck.cards, []
    before = len(d.discard)
    g.push({"op": "seal", "dreamer": "tester", "count": 3})
    g.run()
    assert len(d.sealed) == 0 and len(d.discard) == before


@rulebook("EN p.13 SEALING AND UNSEALING INFLUENCE CARDS", "2.0 §2.12")
def test_unseal_moves_the_top_sealed_cards_to_the_discard():
    g = ready()
    d = g.dreamers["tester"]
    d.sealed.cards = ["x", "y", "z"]
    g.push({"op": "unseal", "dreamer": "tester", "count": 2})
    g.run()
    assert d.sealed.cards == ["z"] and set(d.discard.cards[:2]) == {"x", "y"}


@rulebook("EN p.18 DISTRESS AND DEATH OF A DREAMER", "2.0 §2.13")
def test_the_eighth_distress_kills_and_everyone_loses():
    g = ready(("tester", "helper"))
    d = g.dreamers["tester"]
    d.distress = 7
    g.push({"op": "suffer_distress", "dreamer": "tester", "amount": 1})
    g.run()
    assert d.dead and g.outcome["result"] == "lost"
    assert g.legal_actions() == []


@rulebook("EN p.18 DISTRESS AND DEATH OF A DREAMER", "2.0 §2.13")
def test_seventh_distress_does_not_kill():
    g = ready()
    g.dreamers["tester"].distress = 6
    g.push({"op": "suffer_distress", "dreamer": "tester", "amount": 1})
    g.run()
    assert g.outcome is None and g.dreamers["tester"].distress == 7


@rulebook("EN p.18 DISTRESS AND DEATH OF A DREAMER", "EN p.8 LACK OF COMPONENTS", "2.0 §2.9", "EN p.2 COMPONENTS", "2.0 §2.1")
def test_a_distress_the_pool_of_sixteen_cannot_supply_ends_the_game():
    g = ready(("tester", "helper", "third"))
    for who, n in [("tester", 6), ("helper", 6), ("third", 4)]:
        g.dreamers[who].distress = n
    assert g.pool("distress") == 0
    g.push({"op": "suffer_distress", "dreamer": "third", "amount": 1})
    g.run()
    assert g.outcome["result"] == "lost" and "16" in g.outcome["reason"]


@rulebook("EN p.18 DISTRESS AND DEATH OF A DREAMER", "2.0 §2.13")
def test_five_cards_left_in_deck_hand_and_discard_means_death():
    g = ready()
    d = g.dreamers["tester"]
    cards = d.deck.cards + d.hand
    d.deck.cards, d.hand, d.discard.cards = cards[:3], cards[3:5], []
    d.sealed.cards = cards[5:]  # Sealed cards do not count
    d.progress = [{"card": "c2", "flipped": False}]  # nor does Progress
    assert d.living_cards() == 5
    g.apply(Action.make("draw", dreamer="tester"))
    assert g.outcome["result"] == "lost"


def test_illegal_action_changes_nothing():
    g = ready()
    before = g.to_data()
    with pytest.raises(IllegalAction) as err:
        g.apply(Action.make("move", dreamer="tester", to=[3, 2], pay=[]))
    assert err.value.reason
    assert g.to_data() == before
    with pytest.raises(IllegalAction):
        g.apply(Action.make("draw", dreamer="nobody"))
    assert g.to_data() == before


def test_saved_and_loaded_game_continues_with_identical_draws():
    from game.rules.etherfields import Game
    content = make_content()
    g = ready(content=content)
    copy = Game.from_data(g.to_data(), content)
    assert copy.to_data() == g.to_data()
    for game in (g, copy):
        game.apply(Action.make("draw", dreamer="tester"))
    assert g.dreamers["tester"].hand == copy.dreamers["tester"].hand
    assert g.to_data() == copy.to_data()

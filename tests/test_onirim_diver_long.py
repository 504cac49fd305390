"""A long Diver run: the cards it revealed go under the deck in the player's
order, and their distinct orders run to millions. The BOTTOM step then lists
them as a lazy `Orders` sequence (same Actions, same order as the old list),
never as a list of that length."""
import random
import sys
from collections import Counter
from itertools import combinations_with_replacement
from math import factorial

import pytest

from game.rules.core import Action, IllegalAction
from game.rules.onirim import actions as A
from game.rules.onirim import new_game
from game.rules.onirim.bench import heuristic_action


def long_dive(seed=23, reveal=12):
    """Play the heuristic until a Diver, dive until `reveal` cards show, keep the last."""
    g = new_game(expansions=("diver",), seed=seed)
    while g.outcome is None:
        if g.step == "diver":
            while g.step == "diver" and len(g.revealed) < reveal and g.deck:
                g.apply(A.DIVER_NEXT)
            if g.step == "diver":
                done = len(g.revealed) >= reveal
                g.apply(A.DIVER_KEEP)
                if done:
                    return g
            continue
        g.apply(heuristic_action(g))
    raise AssertionError("the seed no longer reaches a long dive")


def multinomial(cards):
    total = factorial(len(cards))
    for k in Counter(cards).values():
        total //= factorial(k)
    return total


def test_a_long_dive_lists_its_orders_lazily_and_applies_one():
    g = long_dive()
    assert g.step == "bottom" and len(g.revealed) == 11
    legal = g.legal_actions()
    assert not isinstance(legal, (list, tuple)) and isinstance(legal, A.Orders)
    assert len(legal) == multinomial(g.revealed) == 4_989_600
    assert sys.getsizeof(legal) < 200  # nothing materialised
    assert g.pending.options is not None and len(g.pending.options) == len(legal)
    cards = sorted(g.revealed)
    assert legal[0] == Action.make("bottom_order", order=cards)
    assert legal[-1] == Action.make("bottom_order", order=cards[::-1])
    pick = random.Random(3).choice(legal)
    assert pick in legal and legal[legal.index(pick)] == pick
    assert g.is_legal(pick)
    cards_before = Counter(g.cards())
    events = g.apply(pick)
    assert g.step != "bottom" and g.revealed == []
    put = next(e for e in events if e.kind == "bottom")
    assert put.data["order"] == list(pick["order"])
    assert Counter(g.cards()) == cards_before  # (a refill may then shuffle Limbo back into the deck)


def test_an_order_missing_a_card_is_refused_with_a_reason():
    g = long_dive()
    short = Action.make("bottom_order", order=sorted(g.revealed)[1:])
    assert short not in g.legal_actions() and not g.is_legal(short)
    before = g.to_data()
    with pytest.raises(IllegalAction) as err:
        g.apply(short)
    assert str(err.value)
    assert g.to_data() == before


def test_unranking_matches_the_listed_orders_for_every_multiset_up_to_7_cards():
    for n in range(1, 8):
        for multiset in combinations_with_replacement("ABCD", n):
            want = [Action("bottom_order", (("order", o),)) for o in A.orders(multiset)]
            lazy = A.Orders(multiset)
            assert len(lazy) == len(want)
            assert list(lazy) == want
            for i in range(0, len(want), max(1, len(want) // 40)):
                assert lazy[i] == want[i] and lazy.index(want[i]) == i
    distinct = tuple("ABCDEFG")
    lazy = A.Orders(distinct)
    assert list(lazy) == [Action("bottom_order", (("order", o),)) for o in A.orders(distinct)]
    assert [lazy[i] for i in range(0, 5040, 97)] == [lazy[i] for i in range(0, 5040, 97)]


def test_few_cards_still_get_the_whole_list():
    assert isinstance(A.bottom_options(tuple("ABCDEFG")), tuple)  # 5040 orders: as before
    assert isinstance(A.bottom_options(tuple("ABCDEFGH")), A.Orders)
    assert list(A.bottom_options(tuple("AABBCCDDE"))) == list(A.Orders(tuple("AABBCCDDE")))


def test_the_table_arranges_a_long_run_card_by_card_by_mouse_and_keyboard():
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame
    from game.ui.app import App
    from game.ui.onirim.table import OnirimTable
    app = App((1280, 720), seed=3, defaults=True)
    try:
        t = OnirimTable(app, long_dive(), ("diver",))
        app.stack[:] = [t]
        app.step()  # the panel draws without listing the millions of orders
        revealed = list(t.game.revealed)
        keyed = [c for c in t.keyboard_choices() if "next under the deck" in c.text]
        assert len(keyed) == len(set(revealed)) and len(t.keyboard_choices()) < 40
        keyed[-1].do()  # the keyboard picks a card, as a click would
        assert len(t.picks) == 1
        rects = dict((i, r) for r, i in t.pick_rects)
        for i in reversed(range(len(revealed))):
            if i in t.picks:
                continue
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, button=1, pos=rects[i].center))
            app.step()
        sent = t.applied[-1]
        assert sent.kind == "bottom_order" and sorted(sent["order"]) == sorted(revealed)
        assert t.game.step != "bottom"
    finally:
        pygame.quit()

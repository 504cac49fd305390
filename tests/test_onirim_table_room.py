"""Onirim's table uses its window: cards grow with it, the right column says
what is still in the deck (public information only), and nothing is cut short."""
from collections import Counter

import pygame
import pytest

from game.rules.onirim import from_codes, new_game
from game.rules.onirim.cards import COLOURS, card_counts
from game.ui.app import App
from game.ui.onirim.table import OnirimTable
from recording import recording


def post(app, *events):
    for kind, attrs in events:
        pygame.event.post(pygame.event.Event(kind, **attrs))
    app.step()


def drag(app, start, end):
    post(app, (pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": start}),
         (pygame.MOUSEMOTION, {"pos": end, "rel": (0, 0), "buttons": (1, 0, 0)}),
         (pygame.MOUSEBUTTONUP, {"button": 1, "pos": end}))


def click(app, pos):
    post(app, (pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": pos}), (pygame.MOUSEBUTTONUP, {"button": 1, "pos": pos}))


def seated(size, game, expansions=()):
    app = App(size, seed=5, defaults=True)
    t = OnirimTable(app, game, expansions, 5, autosave=False)
    app.stack[:] = [t]
    app.step()
    return app, t


def public(data) -> Counter:
    """What a player has seen, counted here on its own (not by the panel's code)."""
    out = Counter(data["hand"] + data["labyrinth"] + data["doors"] + data["limbo"] + data["discard"] + data["revealed"])
    for state in data["mirrors"].values():
        out.update(state["cards"])
    if data["drawn"]:
        out[data["drawn"]] += 1
    return out


def panel_numbers(app, t) -> list[int]:
    """The counts drawn in the panel, read from the screen row by row: 4 colours x
    (Sun, Moon, Key, Door), then the Nightmares."""
    with recording() as heard:
        t.draw(app.screen)
    z = t.zones["remaining"]
    digits = [s for s in heard if s.text.isdigit() and pygame.Rect(s.rect).colliderect(z)]
    digits.sort(key=lambda s: (pygame.Rect(s.rect).centery // 8, s.rect[0]))
    return [int(s.text) for s in digits]


def expected(box: Counter, data) -> list[int]:
    left = box - public(data)
    return [left[c + s] for c in COLOURS for s in "SMKD"] + [left["NN"]]


def test_the_deck_panel_counts_the_box_less_every_card_seen_after_real_drags():
    app, t = seated((1280, 720), new_game(None, {}, 3))
    box = card_counts(())
    assert sum(box.values()) == 76
    answered = []
    for turn in range(12):
        g = t.game
        if g.outcome is not None:
            break
        for _ in range(20):  # a Nightmare, a Door drawn, a Prophecy: answered by clicks
            if g.pending is None:
                break
            app.step()
            answered.append(g.to_data()["step"])
            if t.panel_buttons:
                click(app, t.panel_buttons[0].rect.center)
            else:
                for rect, _i in list(t.pick_rects):  # the cards in the order shown
                    click(app, rect.center)
        assert g.pending is None
        hand = g.to_data()["hand"]
        before = len(g.to_data()["labyrinth"]) + len(g.to_data()["discard"])
        target = t.zones["labyrinth"] if turn % 2 == 0 else t.zones["discard"]
        card = t.hand_rects[0][0]
        drag(app, card.center, target.center)
        if len(g.to_data()["labyrinth"]) + len(g.to_data()["discard"]) == before:  # refused (two alike in a row)
            drag(app, card.center, t.zones["discard"].center)
        t.motion.finish()
        data = g.to_data()
        assert hand != data["hand"] or data["step"] != "play"
        numbers = panel_numbers(app, t)
        assert numbers == expected(box, data), (turn, numbers)
        # what the panel leaves unseen is what the deck holds, though it never looked there
        assert sum(numbers) == len(data["deck"]) == sum((box - public(data)).values())
    assert len(t.game.to_data()["labyrinth"]) + len(t.game.to_data()["discard"]) >= 8
    assert {"prophecy", "door", "nightmare"} <= set(answered), answered  # each kind of Decision met on the way
    pygame.quit()


def test_the_panel_counts_doors_in_limbo_and_a_pending_draw_as_seen():
    game = from_codes(hand="RK BM GK YS RM", labyrinth="BS GM", doors="RD", limbo="BD",
                      deck="GS YM BS NN RD GM YS BK RS GD", discard="YK NN")
    app, t = seated((1280, 720), game)
    box = t.box
    assert sum(box.values()) == 5 + 2 + 1 + 1 + 10 + 2
    numbers = panel_numbers(app, t)
    # the deck holds 1 red Door, 1 green Door, no blue one (it is in Limbo), 1 Nightmare
    assert numbers[3] == 1 and numbers[7] == 0 and numbers[11] == 1 and numbers[-1] == 1
    assert sum(numbers) == 10
    pygame.quit()


@pytest.mark.parametrize("small,large", [((1024, 600), (1280, 720)), ((1280, 720), (1920, 1080))])
def test_cards_grow_with_the_window(small, large):
    sizes = {}
    for size in (small, large):
        app, t = seated(size, from_codes(hand="RK BM GK YS RM", labyrinth="BS GM YK RS RM", deck="GS YM BS"))
        lab = t.zones["labyrinth"]
        sizes[size] = (t.lab_cw, t.card_w())
        assert pygame.Rect((0, 0), size).contains(lab)
        assert all(pygame.Rect((0, 0), size).contains(r) for r, _i in t.hand_rects)
        pygame.quit()
    assert sizes[large][0] > sizes[small][0] and sizes[large][1] >= sizes[small][1], sizes


def test_at_1920_by_1080_the_labyrinth_reaches_down_to_the_hand():
    """No band of bare table between the Labyrinth and the hand: the strip under it and the hand's heading only."""
    app, t = seated((1920, 1080), from_codes(hand="RK BM GK YS RM", labyrinth="BS GM YK RS RM", deck="GS YM BS"))
    gap = t.hand_top() - t.zones["labyrinth"].bottom
    assert gap < 110, gap
    assert t.lab_cw >= 200 and t.card_w() >= 168
    remaining = t.zones["remaining"]
    assert remaining.x >= t.zones["labyrinth"].right and remaining.height >= 250
    assert not any(remaining.colliderect(r) for r, _i in t.hand_rects)
    pygame.quit()


def test_the_mirror_counts_are_whole_in_a_narrow_window():
    game = from_codes(hand="RS YS BM GK RM", labyrinth="BS GM RK YS RM", doors="RD GD", limbo="NN",
                      deck="GS BS YM RK NN BD YK GM BS RM YS", discard="BK YM", expansions=("rainbow",), mirrors="moon")
    app, t = seated((1024, 600), game, ("mirrors", "rainbow"))
    with recording() as heard:
        t.draw(app.screen)
    counts = [s for s in heard if s.text.endswith("/4")]
    assert len(counts) == 7  # every Mirror not yet explored
    assert all(s.rect[2] >= s.width and "..." not in s.text for s in counts), counts
    rects = [pygame.Rect(s.rect) for s in counts]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), rects
    pygame.quit()

"""Undo and refusals from per-action records (python-chess's push/pop), not
whole-state copies: over seeded random play, in lone Slumbers and campaigns,
every action taken back from its record leaves exactly the state it started
from, `why_illegal` answers with the rule's sentence and changes nothing,
and a record holds only what its action changed."""
import os
import random

import pytest

from game.autoplay import random_action
from game.content import default_content
from game.rules.core import Action
from game.rules.etherfields import new_game
from game.session import Session

CONTENT = default_content()
DREAMERS = ["gambler", "specialist", "tough_guy", "free_spirit"]
# A few hundred states in CI; RECORD_STEPS=5000 for a long run.
STEPS = int(os.environ.get("RECORD_STEPS", "250"))


def games():
    for seed, players, campaign in ((1, 1, False), (2, 3, False), (3, 4, True), (4, 2, True)):
        yield new_game(CONTENT, {"dreamers": DREAMERS[:players], "campaign": campaign}, seed), seed


@pytest.mark.parametrize("index", range(4))
def test_every_action_is_taken_back_from_its_record(index):
    game, seed = list(games())[index]
    rng = random.Random(seed)
    for _ in range(STEPS):
        action = random_action(game, rng)
        if action is None:
            break
        before = game.to_data()
        assert game.why_illegal(action) is None
        assert game.to_data() == before, f"asking about {action} changed the game"
        events = game.apply(action)
        after = game.to_data()
        change = game.last_change()
        assert set(change) <= set(before)
        if "dreamscape" in change:
            assert after["dreamscape"] != before["dreamscape"]
        game.undo(change)
        assert game.to_data() == before, f"taking back {action} did not restore the state"
        game.undo(change)  # a record can be put back twice: it is copied, never handed over
        assert game.to_data() == before
        assert [e.to_data() for e in game.apply(action)] == [e.to_data() for e in events]
        assert game.to_data() == after, "the same action from the same state went otherwise"


def test_refused_actions_explain_themselves_and_change_nothing():
    game, seed = list(games())[2]
    rng = random.Random(seed)
    bogus = [Action.make("move", dreamer="gambler", to=[99, 99], pay=[]),
             Action.make("choose", option=57),
             Action.make("interact", dreamer="gambler", index=1, pay=["nope"], targets=["x"]),
             Action.make("spend_hours", hours=99),
             Action.make("gain_gem", dreamer="gambler", cards=["a", "b", "c"])]
    asked = 0
    for step in range(STEPS):
        before = game.to_data()
        for a in bogus:
            reason = game.why_illegal(a)
            assert isinstance(reason, str) and reason.strip(), (a, reason)
            assert not game.is_legal(a)
            asked += 1
        assert game.to_data() == before
        action = random_action(game, rng)
        if action is None:
            break
        game.apply(action)
    assert asked >= 5 * 50


def test_undo_in_a_row_walks_back_to_the_start():
    game, seed = list(games())[3]
    rng = random.Random(seed)
    start = game.to_data()
    changes = []
    for _ in range(60):
        action = random_action(game, rng)
        game.apply(action)
        changes.append(game.last_change())
    for change in reversed(changes):
        game.undo(change)
    assert game.to_data() == start


def test_a_record_is_small_and_leaves_the_journal_out():
    """Late in a campaign an action's record holds the few fields it changed,
    not the whole state: the journal and the Dreamscape stay out of it."""
    game, seed = list(games())[2]
    rng = random.Random(seed)
    for _ in range(STEPS):
        game.apply(random_action(game, rng))
    sizes = []
    for _ in range(40):
        action = random_action(game, rng)
        journal = list(game.campaign.journal)
        game.apply(action)
        change = game.last_change()
        if game.campaign.journal == journal:
            assert "campaign" not in change or change["campaign"].journal == journal
        sizes.append(len(change))
    assert max(sizes) < len(game.to_data()) and min(sizes) <= 6


def test_session_undo_stops_at_new_information():
    session = Session.new(["gambler", "specialist"], seed=5, campaign=False, autosaves=False)
    rng = random.Random(5)
    undone = 0
    for _ in range(80):
        before, log = session.game.to_data(), list(session.log)
        action = random_action(session.game, rng)
        if action is None:
            break
        outcome = session.apply(action)
        assert outcome.ok
        revealed = any(e.reveals for e in outcome.events)
        message = session.undo()
        if revealed:
            assert "Nothing to undo" in message
            continue
        assert message.startswith("Undo: ")  # names the move it takes back (issue 40)
        assert session.game.to_data() == before and session.log == log
        undone += 1
        session.apply(action)
    assert undone >= 10


def test_laying_an_overlay_is_taken_back_and_never_reaches_a_copy():
    """An Overlay changes the Dreamscape: the Dreamscape is replaced, never
    edited, so a record or a copy that shares the old one stays true."""
    from game.rules.etherfields.engine import decide
    from tests.test_campaign import campaign, settle, win_tutorial
    g = win_tutorial(campaign())
    g.push({"op": "enter_dream", "gate": "gate_clocktower", "free": True})
    g.run()
    settle(g)
    reveal = {"op": "reveal_secret", "secret": "overlay_clock_pendulum"}
    g.push(decide("Turn the Secret over?", [{"label": "Reveal it", "steps": [reveal]}]) | {"always_ask": True})
    before, twin = g.to_data(), g.copy()
    g.apply(Action.make("choose", option=0))
    assert any(s.tile == "overlay_clock_pendulum" for s in g.dreamscape.spaces.values())
    assert twin.to_data() == before  # the copy kept its own map
    g.undo(g.last_change())
    assert g.to_data() == before
    assert not any(s.tile == "overlay_clock_pendulum" for s in g.dreamscape.spaces.values())
    assert twin.why_illegal(Action.make("choose", option=0)) is None  # tried in place and taken back
    assert twin.to_data() == before


def test_records_share_one_campaign_copy_and_nothing_in_play_shares_it():
    """Records keep the last campaign copy while the campaign is unchanged;
    a copy of the game and a refused action each take their own."""
    game = new_game(CONTENT, {"dreamers": DREAMERS[:2], "campaign": True}, 7)
    rng = random.Random(7)
    kept = []
    for _ in range(60):
        action = random_action(game, rng)
        if action is None:
            break
        game.apply(action)
        kept.append((game.last_change(), game.to_data()))
    twin = game.copy()
    assert twin.campaign is not game.last_record["campaign"]
    assert game.campaign is not game.last_record["campaign"]
    twin.campaign.scripts_read.append("never_read_by_the_original")
    assert "never_read_by_the_original" not in game.campaign.scripts_read
    assert "never_read_by_the_original" not in game.last_record["campaign"].scripts_read
    # A refusal midway puts the record back, as a copy of its own.
    refused = Action.make("travel", to="nowhere_at_all")
    assert game.why_illegal(refused) is not None
    assert game.campaign is not game.last_record["campaign"]
    # Undo all the way back still walks through the states that were.
    for change, state in reversed(kept):
        assert game.to_data() == state
        game.undo(change)

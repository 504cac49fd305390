"""Awakening, Death, saving and the Delta Phase played as the rulebooks
order them, with the bundled campaign (EN = English manual page, 2.0 =
section of the 2.0 digest). `@pytest.mark.rulebook(...)` feeds
docs/rules-coverage.md."""
import pytest

from game.rules.core import Action
from campaign_fixture import answer, campaign, enter_dream, resolve, settle, win_tutorial

rulebook = pytest.mark.rulebook


def after_a_location(dreamers=("gambler",)):
    g = win_tutorial(campaign(dreamers))
    g.apply(Action.make("travel", to="loc_lamplit_lane"))
    settle(g)
    return g


@rulebook("EN p.18 AWAKENING", "2.0 §2.33", "EN p.5 GAME SETUP")
def test_awakening_leaves_the_clock_alone():
    g = after_a_location()
    g.hours = 1  # the Hours are the Setup's and the Delta Phase's business, not Awakening's
    g.apply(Action.make("awaken"))
    settle(g)
    assert g.hours == 1 and g.campaign.location == "loc_quiet_house"


@rulebook("EN p.18 SAVING AND RESTORING THE GAME", "2.0 §2.44", "2.0 §2.2", "EN p.5 GAME SETUP")
def test_saving_runs_awakening_steps_1_to_3_and_the_next_setup_the_rest():
    g = after_a_location()
    d = g.dreamers["gambler"]
    g.campaign.influence_market = []
    d.distress, g.team.keys, g.hours = 4, 1, 0
    d.sealed.put_top(d.deck.draw(3))
    owned = len(d.deck) + len(d.hand) + len(d.discard) + len(d.sealed)
    g.apply(Action.make("end_session"))
    # Steps 1-3 only: every card gathered, healed, Keys lost; no deckbuilding or Mask choice yet.
    assert g.pending is None and g.campaign.session_closed
    assert len(d.deck) == owned and d.hand == [] and len(d.sealed) == 0
    assert d.distress == 0 and g.team.keys == 0 and g.hours == 0
    g.apply(Action.make("begin_session"))
    # Setup: 1 Dreamer sets the Clock to 5 Hours; the Delta Phase lies under the Slumber deck;
    # then Awakening from step 4: the deckbuilding step (22 cards, 20 to 40 kept).
    assert g.hours == 5
    assert g.campaign.slumber_deck[-1] == "slumber_delta_phase"
    assert "Keep 20 to 40" in g.pending.prompt
    settle(g)
    assert 20 <= len(d.deck) <= 40 and g.campaign.location == "loc_quiet_house"


@rulebook("EN p.18 DISTRESS AND DEATH OF A DREAMER", "2.0 §2.13")
def test_death_in_a_dream_reveals_the_death_wisdom_and_puts_the_dreams_secrets_back():
    g = win_tutorial(campaign())
    enter_dream(g)
    assert "wisdom_death" not in g.team.wisdom
    for secret in ("secret_stopped_hand", "overlay_clock_pendulum"):
        resolve(g, {"op": "reveal_secret", "secret": secret})
    assert "bell_of_waking" in g.team.items + g.team.storage
    g.dreamers["gambler"].distress = 7
    resolve(g, {"op": "suffer_distress", "dreamer": "gambler", "amount": 1})  # the 8th Distress
    assert "wisdom_death" in g.team.wisdom
    assert "gate_clocktower" in g.campaign.gates and "gate_clocktower" not in g.campaign.dreams_done
    # The Overlay lay on the discarded Dreamscape: back to the Secrets. The Item was gained: kept.
    assert "overlay_clock_pendulum" not in g.campaign.found
    assert "secret_stopped_hand" in g.campaign.found
    g.push({"op": "enter_dream", "gate": "gate_clocktower", "free": True})
    g.run()
    assert "overlay_clock_pendulum" in g.campaign.dream_secrets  # to be found again
    assert "secret_stopped_hand" not in g.campaign.dream_secrets  # it gave the Team an Item: it stays found


@rulebook("2.0 §2.40")
def test_the_delta_phase_offers_five_recoveries_resets_the_clock_and_keeps_the_dreamscape():
    g = win_tutorial(campaign(("gambler", "tough_guy")))
    g.campaign.slumber_deck = ["slumber_delta_phase", "slumber_murmuring_moths", "slumber_lantern_hound"]
    g.hours = 0
    g.dreamers["gambler"].sealed.put_top(g.dreamers["gambler"].deck.draw(3))
    spaces = dict(g.dreamscape.spaces)
    g.push({"op": "slumber"})
    g.run()
    assert len(g.pending.options) == 5 and "Delta Phase" in g.pending.prompt
    answer(g, "Unseal")
    settle(g)
    assert len(g.dreamers["gambler"].sealed) == 0
    assert g.hours == 4  # 2 Dreamers: reset to 4, not added
    assert g.campaign.slumber_deck[-1] == "slumber_delta_phase"
    assert g.dreamscape.spaces == spaces and g.entities == [] and g.mode == "map"


@rulebook("EN p.17 NOTE CARDS", "2.0 §2.42")
def test_a_revealed_note_goes_to_storage_and_stays_after_a_lost_dream():
    g = win_tutorial(campaign())
    enter_dream(g, "gate_drowned_chapel")
    resolve(g, {"op": "reveal_secret", "secret": "note_borrowed_candle"})
    assert "note_borrowed_candle" in g.team.notes
    g.lose("test: the Dream is lost")
    settle(g)
    assert "note_borrowed_candle" in g.team.notes and "note_borrowed_candle" in g.campaign.found


@rulebook("EN p.10 AFTER YOU HAVE FINISHED SLUMBER / DREAM", "2.0 §2.13")
def test_a_gem_left_in_a_slot_of_a_lost_dream_goes_back_to_the_pool():
    g = win_tutorial(campaign())
    enter_dream(g)
    d = g.dreamers["gambler"]
    d.gems = 1
    d.pos = next(p for p, s in g.dreamscape.spaces.items() if not s.blocked)
    g.gem_slots.append(list(d.pos))  # a Gem set in a slot of the Dream's Dreamscape
    d.gems = 0
    assert g.pool("gem") == 5
    g.lose("test: the Dream is lost")
    settle(g)
    assert g.gem_slots == [] and g.pool("gem") == 6

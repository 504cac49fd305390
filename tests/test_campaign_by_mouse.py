"""Every Dream of the campaign won with the mouse alone, the tutorial first.

The planner (tests/campaign_player.py) decides what a player who read the
Dream's goals would do, choosing among `legal_actions()`; the driver
(tests/mouse_driver.py) does it with posted mouse events on the real scenes
and checks the rules received exactly that. A seed on which the planner
wins is found first with the rules alone; the same seed is then played by
mouse, so the run is deterministic and every click must land.
"""
from __future__ import annotations

import pytest

from campaign_player import next_action, open_gate
from game.content import default_content
from game.rules.core import Action
from game.rules.etherfields import campaign as cp
from game.ui.etherfields.flow import follow_mode
from game.ui.app import App
from game.ui.etherfields.title import TitleScene
from game.session import Session
from mouse_driver import MouseDriver

TEAM = ["gambler", "tough_guy"]
STEPS = 900  # per Dream: many Turns of two Dreamers, with every Decision
GATES = [g for g in default_content().dream_gates]


def at_the_gate(gate: str, seed: int) -> Session:
    """A new campaign; for a Dream other than the tutorial, the tutorial is
    skipped and the Team waits next to the Gate with the Keys it needs."""
    session = Session.new(TEAM, seed, campaign=True, name=f"mouse-{gate}")
    g = session.game
    if g.campaign.dream == gate:
        return session
    g.push({"op": "end_slumber", "victory": True})
    g.run()
    while g.pending is not None:
        g.apply(next_action(g))
    where = open_gate(g, gate)  # a later Dream: its part of the Dreamworld is laid, its Gate open
    g.campaign.location = next(frm for frm, to, _ in cp.paths(g) if to == where and frm in cp.locations(g))
    g.team.keys = int(getattr(g.card(gate), "keys", 0) or 0)
    return session


def won(g, gate) -> bool:
    return g.campaign.dreams_done.get(gate) == "won"


def winning_seed(gate: str) -> int:
    """The first seed on which the planner wins this Dream at the first try."""
    for seed in range(1, 60):
        g = at_the_gate(gate, seed).game
        entered = False
        for _ in range(STEPS):
            g.apply(next_action(g))
            entered = entered or g.campaign.dream == gate
            if won(g, gate) or (entered and g.campaign.dream != gate):
                break
        if won(g, gate):
            return seed
    pytest.fail(f"the planner never wins {gate}: is the Dream winnable?")


@pytest.mark.parametrize("gate", GATES)
def test_every_dream_is_won_by_mouse(gate):
    seed = winning_seed(gate)
    session = at_the_gate(gate, seed)
    app = App((1280, 720), seed=seed, defaults=True)
    app.push(TitleScene(app))
    follow_mode(app, session)
    mouse = MouseDriver(app)
    for _ in range(STEPS):
        if won(session.game, gate):
            break
        mouse.perform(next_action(session.game))
    assert won(session.game, gate), f"{gate} was not won by mouse on seed {seed}"
    assert all(isinstance(Action.from_data(a), Action) for a in session.log)

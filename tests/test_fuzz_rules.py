"""Random legal play across seeds and player counts, with invariants checked
after every step: conservation of cards and tokens, pool bounds, hand limit,
illegal actions change nothing, save/load round trips, and replay from the
seed reproduces the game."""
import os
from collections import Counter

from hypothesis import HealthCheck, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from game.content import default_content
from game.rules.core import Action, IllegalAction
from game.rules.etherfields import Game, new_game

CONTENT = default_content()
DREAMERS = ["gambler", "specialist", "tough_guy", "free_spirit"]
STEPS = int(os.environ.get("FUZZ_STEPS", "100"))
STEPS_TAKEN = Counter()


def cards_of(d) -> Counter:
    return Counter(d.deck.cards + d.hand + d.discard.cards + d.sealed.cards + [p["card"] for p in d.progress])


class RandomPlay(RuleBasedStateMachine):
    @initialize(seed=st.integers(0, 2**32), players=st.integers(1, 4))
    def start(self, seed, players):
        self.seed = seed
        self.options = {"dreamers": DREAMERS[:players]}
        self.game = new_game(CONTENT, self.options, seed)
        self.log = []
        self.cards = {k: cards_of(d) for k, d in self.game.dreamers.items()}
        self.items = Counter(self.game.team.items + self.game.team.storage)

    @rule(pick=st.integers(0, 10**6))
    def play(self, pick):
        acts = self.game.legal_actions()
        if not acts:
            return
        # Passing ends a step quickly; prefer doing things so the fuzz goes deep.
        doing = [a for a in acts if a.kind != "pass"]
        action = (doing or acts)[pick % len(doing or acts)] if pick % 4 else acts[pick % len(acts)]
        self.game.apply(action)
        self.log.append(action)
        STEPS_TAKEN["steps"] += 1

    @rule(pick=st.integers(0, 10**6))
    def illegal_changes_nothing(self, pick):
        g = self.game
        before = g.to_data()
        bogus = [Action.make("move", dreamer=DREAMERS[pick % 4], to=[99, 99], pay=[]),
                 Action.make("choose", option=pick % 7 + 50),
                 Action.make("interact", dreamer=DREAMERS[0], index=pick % 3, pay=["nope"], targets=["x"]),
                 Action.make("spend_hours", hours=99)]
        try:
            g.apply(bogus[pick % len(bogus)])
        except IllegalAction as err:
            assert err.reason
        assert g.to_data() == before

    @invariant()
    def conservation(self):
        g = self.game
        for k, d in g.dreamers.items():
            assert cards_of(d) == self.cards[k], "cards appeared or vanished"
            assert len(d.hand) <= d.hand_limit
            assert 0 <= d.distress <= 8 and d.ether >= 0 and d.gems >= 0
        assert Counter(g.team.items + g.team.storage + g.item_market) == self.items
        for pool in ("distress", "ether", "gem", "key", "morphing", "state"):
            assert g.pool(pool) >= 0, pool
        assert len(g.morphings) + len(g.morphing_bag) == 12
        assert len(g.states) + len(g.state_tokens) == 4
        for colour in ("awareness", "cunning", "wrath"):
            assert 0 <= g.intent_markers_left(colour) <= 4

    @invariant()
    def round_trip(self):
        g = self.game
        data = g.to_data()
        assert Game.from_data(data, CONTENT).to_data() == data

    def teardown(self):
        if not hasattr(self, "game"):
            return
        replay = new_game(CONTENT, self.options, self.seed)
        for a in self.log:
            replay.apply(a)
        assert replay.to_data() == self.game.to_data(), "replaying the log from the seed differs"


RandomPlay.TestCase.settings = settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", "500")),
                                        stateful_step_count=STEPS, deadline=None,
                                        suppress_health_check=list(HealthCheck))
TestRandomPlay = RandomPlay.TestCase



def test_fuzz_covered_enough_steps():
    """The stateful run above must have made enough moves to mean something."""
    assert STEPS_TAKEN["steps"] >= int(os.environ.get("FUZZ_MIN_STEPS", "10000")), STEPS_TAKEN

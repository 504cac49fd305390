"""Random legal play across seeds and player counts, with invariants checked
after every step: conservation of cards and tokens, pool bounds, hand limit,
illegal actions change nothing, save/load round trips, and replay from the
seed reproduces the game."""
import os
import random
import re
from pathlib import Path
from collections import Counter

from hypothesis import HealthCheck, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule, run_state_machine_as_test

from game.content import default_content
from game.rules.core import Action, IllegalAction
from game.rules.etherfields import Game, new_game
from game.savefile.conservation import all_cards, all_items

CONTENT = default_content()
DREAMERS = ["gambler", "specialist", "tough_guy", "free_spirit"]
STEPS = int(os.environ.get("FUZZ_STEPS", "200"))
STEPS_TAKEN = Counter()
# Items that only come into play when found (a Secret's gain_item); an unfound
# one goes to the Item Market when its Dream ends.
FOUND_ITEMS = {m.group(1) for p in (Path(__file__).resolve().parents[1] / "content" / "etherfields").rglob("*.yaml")
               for m in re.finditer(r"op: gain_item, item: ([a-z_]+)", p.read_text(encoding="utf-8"))}


class RandomPlay(RuleBasedStateMachine):
    @initialize(seed=st.integers(0, 2**32), players=st.integers(1, 4), campaign=st.booleans())
    def start(self, seed, players, campaign):
        self.finished = []  # (options, seed, log, final state) of games played to the end
        # The seed, like `pick` below, goes through a generator: Hypothesis also
        # offers the integer constants of every loaded module (which modules
        # those are depends on the test files collected).
        self.new(random.Random(seed).getrandbits(32), {"dreamers": DREAMERS[:players], "campaign": campaign})

    def new(self, seed, options):
        self.seed = seed
        self.options = options
        self.game = new_game(CONTENT, self.options, seed)
        self.log = []
        self.cards = all_cards(self.game)
        self.items = Counter(self.game.team.items + self.game.team.storage)

    @rule(pick=st.integers(0, 10**6))
    def play(self, pick):
        acts = self.game.legal_actions()
        if not acts:  # the game is over: keep it for the replay check, start another
            self.finished.append((self.options, self.seed, self.log, self.game.to_data()))
            self.new(self.seed + 1, self.options)
            return
        # Passing ends a step quickly; prefer doing things so the fuzz goes deep.
        # `pick` seeds a generator rather than being used as is: Hypothesis
        # favours round numbers and the constants of every loaded module, which
        # would make the share of passes depend on which test files are collected.
        rnd = random.Random(pick)
        doing = [a for a in acts if a.kind != "pass"]
        action = rnd.choice(doing or acts) if rnd.random() < 0.75 else rnd.choice(acts)
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
        assert all_cards(g) == self.cards, "cards appeared or vanished"
        for d in g.dreamers.values():
            assert len(d.hand) <= d.hand_limit
            assert 0 <= d.distress <= 8 and d.ether >= 0 and d.gems >= 0
        items = all_items(g)
        assert all(n == 1 for n in items.values()), "an Item is in two places"
        assert set(self.items) <= set(items), "an Item vanished"
        assert set(items) - set(self.items) <= FOUND_ITEMS, "an Item appeared from nowhere"
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
        games = self.finished + [(self.options, self.seed, self.log, self.game.to_data())]
        for options, seed, log, final in games:
            replay = new_game(CONTENT, options, seed)
            for a in log:
                replay.apply(a)
            assert replay.to_data() == final, "replaying the log from the seed differs"


def fuzz_settings() -> settings:
    """The loaded Hypothesis profile (tests/conftest.py) decides how many games;
    FUZZ_EXAMPLES overrides it for long runs."""
    profile = settings()
    examples = int(os.environ.get("FUZZ_EXAMPLES", profile.max_examples))
    return settings(profile, max_examples=examples, stateful_step_count=STEPS, deadline=None, derandomize=True,
                    suppress_health_check=list(HealthCheck))


def without_local_constants(monkeypatch) -> None:
    """Hypothesis (since 6.13x) mixes the constants of every loaded module of
    ours into what it draws, so which games this fuzz plays, and how many
    moves, depended on which test files were collected with it (2,526 moves
    in one full run, 5,861 alone). Without them it plays the same games
    whatever else is loaded."""
    from hypothesis.internal.conjecture import providers
    if hasattr(providers, "_get_local_constants") and hasattr(providers, "CONSTANTS_CACHE"):
        monkeypatch.setattr(providers, "_get_local_constants", lambda: providers.Constants())
        # A cache of its own: the shared one holds values drawn from the full pool, and keeps them for later tests.
        monkeypatch.setattr(providers, "CONSTANTS_CACHE", type(providers.CONSTANTS_CACHE)(1024))


def test_random_play_keeps_every_invariant_and_plays_enough(monkeypatch):
    """Random legal play under the invariants above; it must also have made
    enough moves to mean something: an eighth of the step budget. Hypothesis
    decides how long each run is and half its steps are illegal tries; with
    the constants of the loaded modules left out (above), the same games are
    played whatever else is collected."""
    without_local_constants(monkeypatch)
    STEPS_TAKEN.clear()
    chosen = fuzz_settings()
    run_state_machine_as_test(RandomPlay, settings=chosen)
    wanted = int(os.environ.get("FUZZ_MIN_STEPS", chosen.max_examples * STEPS // 8))
    assert STEPS_TAKEN["steps"] >= wanted, STEPS_TAKEN

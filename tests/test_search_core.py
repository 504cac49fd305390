"""The search service on a toy game: a hidden coin is heads with 70%; the
viewer bets on a side. The search must find the better bet from playouts
alone, spend its whole play budget, and be repeatable for a seed."""
import random

from game.search import Budget, choose


class Coin:
    def __init__(self, heads: bool | None = None):
        self.heads = heads

    def copy(self):
        return Coin(self.heads)


class CoinModel:
    def candidates(self, game, viewer):
        return ["tails", "heads", "edge"]

    def determinise(self, game, viewer, sample):
        return Coin(random.Random(sample).random() < 0.7)  # the viewer knows only the odds

    def playout(self, world, first, viewer, rng):
        if first == "edge":
            return None  # refused
        return 1.0 if (first == "heads") == world.heads else 0.0


def test_finds_the_better_bet_and_spends_the_play_budget():
    got = choose(Coin(), CoinModel(), "me", Budget(seconds=60, plays=200), seed=1)
    assert got.action == "heads"
    assert got.plays == 200
    assert 0.55 < got.means["heads"] < 0.85
    assert "edge" not in got.counts  # a refused move is never chosen


def test_same_seed_same_choice_and_counts():
    a = choose(Coin(), CoinModel(), "me", Budget(seconds=60, plays=90), seed=7)
    b = choose(Coin(), CoinModel(), "me", Budget(seconds=60, plays=90), seed=7)
    assert (a.action, a.counts, a.means) == (b.action, b.counts, b.means)


def test_a_time_budget_is_used_whole():
    import time
    start = time.process_time()
    choose(Coin(), CoinModel(), "me", Budget(seconds=0.05), seed=3)
    assert time.process_time() - start >= 0.05

"""The Lucidity search's own player and judge: the *shrewd* playout policy
weighs a Dream Again against the Hunt and knows the ends of a night; the
estimate that scores a playout stopped at the end of a turn reads the race.
(Strength itself is measured by `python -m game.bench --strength --game lucidity`.)"""
import random

from game.rules.lucidity import Game
from game.search.lucidity import ALONE, LucidityModel, estimate
from game.search.lucidity_play import shrewd
from game.rules.lucidity.players import greedy
from tests.lucidity_fixture import scenario


def with_seat(g: Game, i: int, **fields) -> Game:
    data = g.to_data()
    data["seats"][i].update(fields)
    return Game.from_data(data)


def power(n: int, colour: str = "green") -> list:
    return [(colour, "power")] * n


def test_shrewd_presses_on_with_a_clean_card_and_rests_where_greedy_risks_the_hunt():
    clean = scenario(2, rows={0: {"power": power(2)}}, phase="rest", track="deep", step=0)
    assert shrewd(clean, random.Random(0)).kind == "dream_again"
    # Two Hunts and five dice to roll next: about one chance in four of being caught.
    risky = scenario(2, rows={0: {"hunt": [("red", "hunt")] * 2, "power": power(2)}}, phase="rest",
                     track="deep", step=1)
    assert greedy(risky, random.Random(0)).kind == "dream_again"
    a = shrewd(risky, random.Random(0))
    assert a.kind == "rest" and a["dream"] == "all"


def test_shrewd_sleeps_lightly_and_rests_at_once_when_the_rival_is_caught():
    g = with_seat(scenario(2, rows={0: {"power": power(3)}}), 1, status="eliminated")
    assert shrewd(g, random.Random(0))["track"] == "light"
    rest = with_seat(scenario(2, rows={0: {"power": power(3)}}, phase="rest", track="deep"), 1, status="eliminated")
    assert shrewd(rest, random.Random(0)).kind == "rest"


def test_on_its_final_turn_shrewd_presses_on_behind_and_rests_ahead():
    behind = scenario(2, rows={0: {"power": power(4)}, 1: {"power": power(15, "red")}}, phase="rest",
                      track="deep", step=1)
    ahead = scenario(2, rows={0: {"power": power(17)}, 1: {"power": power(15, "red")}}, phase="rest",
                     track="deep", step=1)
    # Seat 1 reached 15: seat 0 plays the last turn of the night.
    behind, ahead = (Game.from_data({**g.to_data(), "final_queue": []}) for g in (behind, ahead))
    assert shrewd(behind, random.Random(0)).kind == "dream_again"
    assert shrewd(ahead, random.Random(0)).kind == "rest"


def test_the_estimate_reads_the_race():
    base = scenario(2, rows={0: {"power": power(6)}, 1: {"power": power(4, "red")}}, current=1)
    behind = scenario(2, rows={0: {"power": power(2)}, 1: {"power": power(8, "red")}}, current=1)
    assert 0.5 < estimate(base, 0) < ALONE and 0.0 < estimate(behind, 0) < 0.3
    assert estimate(base, 1) < estimate(base, 0)
    assert estimate(with_seat(base, 0, status="eliminated"), 0) == 0.0
    assert estimate(with_seat(base, 1, status="eliminated"), 0) == ALONE
    # Turning Nightmare costs a Dreamer ahead some of its chance.
    assert estimate(with_seat(base, 0, status="nightmare", colour="blue"), 0) < estimate(base, 0)


def test_a_playout_stops_at_the_end_of_the_turn():
    g = scenario(2, rows={0: {"power": power(3)}}, phase="rest", track="deep", step=0)
    model = LucidityModel()
    world = model.determinise(g, 0, 1)
    first = next(a for a in g.legal_actions() if a.kind == "dream_again")
    worth = model.playout(world, first, 0, random.Random(1))
    assert worth is not None and 0.0 <= worth <= 1.0 + model.bonus
    assert world.outcome is not None or world.turn_number == g.turn_number + 1

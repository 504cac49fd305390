"""The Etherfields strength figures (`python -m game.bench --strength`): the
hint Team follows "What now?" at every step and finishes its Slumbers; the
report counts wins per Team on fixed seeds. Short budgets here: how strong
the hint is, is the bench's to say."""
import json

from game import bench
from game.autoplay import play
from game.balance import DREAMERS, MEASURED_MAP
from game.content import default_content
from game.hint import hint_action, suggest
from game.rules.etherfields import new_game


def test_a_team_following_the_hint_plays_a_slumber_to_its_end():
    # Following the hint must never loop on a free step (a Gem's Unseal with nothing Sealed,
    # Stand Between healing oneself): the Slumber ends, won or not, in a few Turns.
    g = new_game(default_content(), {"dreamers": DREAMERS[:2], "slumber": "slumber_paper_cranes",
                                     "map": MEASURED_MAP}, 3)
    steps = play(g, 400, 3, lambda game, rng: hint_action(game, rng, seconds=0.01))
    assert g.outcome is not None, f"still playing after {steps} steps, Turn {g.turn_number}"
    assert steps < 400 and g.turn_number <= 8


def test_the_hint_is_for_a_dreamer_the_step_still_waits_for():
    g = new_game(default_content(), {"dreamers": DREAMERS[:2], "slumber": "slumber_paper_cranes",
                                     "map": MEASURED_MAP}, 3)
    while g.phase != "actions":
        g.apply(suggest(g, None, seconds=0.01).action)
    first = g.order[0]
    g.apply(next(a for a in g.legal_actions() if a.kind == "pass" and a["dreamer"] == first))
    found = suggest(g, None, seconds=0.01)
    assert found.who == g.order[1], "the one who passed is not asked again while another still acts"


def test_the_strength_report_counts_wins_per_team_on_fixed_seeds(monkeypatch, capsys):
    monkeypatch.setattr(bench, "ETHERFIELDS_STRENGTH", [("slumber_paper_cranes", 2), ("slumber_lantern_hound", 2)])
    monkeypatch.setattr(bench, "HINT_SECONDS", 0.01)
    assert bench.main(["--strength", "--json", "--runs", "2", "--jobs", "1", "--game", "etherfields"]) == 0
    got = json.loads(capsys.readouterr().out)["etherfields"]
    assert set(got) == {"paper_cranes/2", "lantern_hound/2"}
    for row in got.values():
        assert set(row) == {"random", "heuristic", "hint", "of"} and row["of"] == 2
        assert all(0 <= row[t] <= 2 for t in ("random", "heuristic", "hint"))
    # The same seeds for every Team: the heuristic Team's wins are those of the balance report's games.
    assert got["lantern_hound/2"]["heuristic"] == sum(
        bench._etherfields_game(("slumber_lantern_hound", 2, seed, "heuristic", 0.0)) for seed in range(2))

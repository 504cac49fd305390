"""`python -m game.balance --campaign`: the heuristic Team plays whole
campaigns, and the report counts every Dream it met."""
import json

from game import balance
from game.campaign_balance import play_campaign
from game.content import default_content

CONTENT = default_content()


def test_the_heuristic_team_plays_a_campaign_from_the_first_night_to_an_ending():
    run = play_campaign(seed=0)
    assert run["finished"]
    won = {g for g, row in run["dreams"].items() if row["won"]}
    # Every Dream but the House is won on the way; the House in one of its two versions.
    house = {"gate_house_open_windows", "gate_house_shut_doors"}
    assert set(CONTENT.dream_gates) - house <= won and len(won & house) == 1
    assert run["ending"] and CONTENT.get(run["ending"]).title.startswith("Ending:")
    for row in run["dreams"].values():
        assert row["tries"] == len(row["turns"]) >= row["won"] and all(t >= 1 for t in row["turns"])
    assert run["turns"] > sum(sum(r["turns"]) for r in run["dreams"].values())  # Slumbers have Turns too


def test_balance_campaign_reports_win_rate_turns_and_dreamers_lost_per_dream(capsys):
    assert balance.main(["--campaign", "--runs", "2", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["runs"] == 2 and result["finished"] <= 2
    assert {r["dream"] for r in result["dreams"]} >= set(CONTENT.dream_gates) - {"gate_house_open_windows",
                                                                                 "gate_house_shut_doors"}
    for r in result["dreams"]:
        assert 0 <= r["win_rate"] <= 1 and r["avg_turns"] > 0 and r["dreamers_lost"] >= 0
    assert result["deaths"] >= sum(r["dreamers_lost"] for r in result["dreams"])

"""The time-split script accounts for every second of the rules bench's play,
and its ceiling (listing for free) is what issue 16's note argues from."""
import importlib.util
import pathlib

SCRIPT = pathlib.Path(__file__).resolve().parents[1] / "scripts" / "rules_time_split.py"


def test_the_shares_add_up_and_the_ceiling_is_above_the_figure():
    spec = importlib.util.spec_from_file_location("rules_time_split", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    got = module.split(200)
    assert got["actions"] >= 200
    shares = [v for k, v in got.items() if k.endswith("_share")]
    assert len(shares) == 4 and abs(sum(shares) - 1) < 0.01
    assert got["listing_share"] > 0 and got["ceiling_if_listing_were_free"] > got["actions_per_s"]

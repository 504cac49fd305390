"""The rules state is typed (issue 14): the phase and mode are enums, the end
of a game an Outcome. Saves still hold today's plain strings and dicts, so
old saves load and new ones read the same."""
import random

import pytest
import yaml

from game.content import default_content
from game.rules.etherfields import Game, Mode, Outcome, Phase, Result, new_game
from game.rules.etherfields.state import NO_CAMPAIGN, Campaign

CONTENT = default_content()


def lone_slumber():
    g = new_game(CONTENT, {"dreamers": ["gambler"]}, 3)
    while g.pending is not None:
        g.apply(g.pending.options[0])
    return g


def test_phase_and_mode_are_enums_that_equal_the_strings_saves_hold():
    g = lone_slumber()
    assert g.phase is Phase.DRAW and g.phase == "draw"
    assert g.mode is Mode.SLUMBER and g.mode == "slumber"
    data = g.to_data()
    assert type(data["phase"]) is str and data["phase"] == "draw"
    assert type(data["mode"]) is str and data["mode"] == "slumber"
    yaml.safe_dump(data)  # a save is plain data: no enum reaches the file


def test_a_save_written_with_plain_strings_loads_as_enums():
    data = lone_slumber().to_data()
    g = Game.from_data(data, CONTENT)
    assert g.phase is Phase.DRAW and g.mode is Mode.SLUMBER
    assert g.to_data() == data


def test_the_end_of_a_game_is_an_outcome_saved_as_todays_dict():
    g = lone_slumber()
    g.lose("The Team gives up.")
    assert g.outcome == Outcome(Result.LOST, "The Team gives up.") and not g.outcome.won
    assert g.phase is Phase.OVER and g.legal_actions() == []
    data = g.to_data()
    assert data["outcome"] == {"result": "lost", "reason": "The Team gives up."}
    yaml.safe_dump(data)
    again = Game.from_data(data, CONTENT)
    assert again.outcome == g.outcome and again.outcome.result is Result.LOST


def test_an_outcome_still_reads_like_the_old_dict():
    o = Outcome(Result.WON, "The Slumber ends.")
    assert o["result"] == "won" and o["reason"] == "The Slumber ends."
    assert o.get("result") == "won" and o.get("turns", 0) == 0
    assert o == {"result": "won", "reason": "The Slumber ends."}
    assert o != {"result": "lost", "reason": "The Slumber ends."}
    assert Outcome.from_data(o.to_data()) == o



# -- the campaign ------------------------------------------------------------------

def campaign():
    return new_game(CONTENT, {"dreamers": ["gambler", "tough_guy"], "campaign": True}, 5)


def test_a_campaign_is_a_campaign_value_saved_as_a_plain_mapping():
    g = campaign()
    assert isinstance(g.campaign, Campaign) and g.campaign.dream == "gate_first_night"
    data = g.to_data()
    assert data["campaign"]["dream"] == "gate_first_night" and data["campaign"]["dreams_done"] == {}
    yaml.safe_dump(data)
    again = Game.from_data(data, CONTENT)
    assert again.campaign == g.campaign and again.to_data() == data


def test_an_older_campaign_save_loads_and_keeps_what_this_build_does_not_know():
    data = campaign().to_data()
    for key in ("map_tile_deck", "slumber_placements", "found", "quirks", "fate_shown", "ether_carry"):
        del data["campaign"][key]  # keys an older build wrote only once they were used
    data["campaign"]["lantern_lit"] = True  # a key from a newer build
    g = Game.from_data(data, CONTENT)
    assert g.campaign.found == [] and g.campaign.fate_shown is None and g.campaign.ether_carry == {}
    assert g.campaign.slumber_placements == []
    assert g.to_data()["campaign"]["lantern_lit"] is True
    assert g.legal_actions()  # and the game goes on


def test_a_lone_slumber_has_no_campaign_and_saves_an_empty_one():
    g = lone_slumber()
    assert not g.campaign and g.campaign is NO_CAMPAIGN and not hasattr(g.campaign, "journal")
    assert g.to_data()["campaign"] == {}
    assert not Game.from_data(g.to_data(), CONTENT).campaign


def test_a_copy_and_an_action_record_keep_their_own_campaign():
    g = campaign()
    twin = g.copy()
    twin.campaign.journal.append({"kind": "note", "text": "Only in the copy."})
    twin.campaign.fate_deck.pop()
    twin.campaign.dreams_done["gate_first_night"] = "won"
    assert g.campaign != twin.campaign and len(g.campaign.fate_deck) == len(twin.campaign.fate_deck) + 1
    assert g.campaign.dreams_done == {} and not any(e["text"] == "Only in the copy." for e in g.campaign.journal)
    rng, undone = random.Random(1), 0
    for _ in range(300):  # play on until actions have changed the campaign, taking each back once
        before = g.to_data()
        action = rng.choice(g.legal_actions())
        g.apply(action)
        change = g.last_change()
        if "campaign" in change:
            after = g.to_data()
            g.undo(change)
            assert g.to_data() == before
            g.undo(change)  # a kept record may be put back twice
            assert g.to_data() == before
            g.apply(action)  # the dice were put back too: the same action goes the same way
            assert g.to_data() == after
            undone += 1
    assert undone >= 3


def test_the_campaign_is_read_by_its_fields_never_as_a_mapping():
    """The campaign was once a dict; every reader now uses the fields. No
    mapping access is left on either kind of campaign, so a reader that
    slips back to `campaign["location"]` or `.get("found", [])` fails at
    once instead of working through a shim."""
    g = campaign()
    for c in (g.campaign, NO_CAMPAIGN):
        for name in ("__getitem__", "__setitem__", "__contains__", "__iter__", "get", "setdefault", "keys", "items"):
            assert not hasattr(c, name), (c, name)
        with pytest.raises(TypeError):
            c["location"]
        with pytest.raises(TypeError):
            "journal" in c
    g.campaign.location = "loc_quiet_house"  # tests set a campaign up by its fields
    assert g.to_data()["campaign"]["location"] == "loc_quiet_house"  # and a save still holds the mapping


# -- steps -----------------------------------------------------------------------------

def test_every_step_constructor_builds_a_step_the_rules_can_run():
    import inspect

    from game.rules.etherfields import engine, steps
    built = []
    for name, fn in inspect.getmembers(steps, inspect.isfunction):
        if fn.__module__ != steps.__name__:
            continue
        params = inspect.signature(fn).parameters.values()
        step = fn(*[{"op": "luck_roll"} if p.name == "roll" else "x"
                    for p in params if p.default is inspect.Parameter.empty])
        built.append(step["op"])
        assert step["op"] == name
        assert name == "decide" or name in engine.STEPS, f"no rule handles the step {name!r}"
    assert len(built) > 60

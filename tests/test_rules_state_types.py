"""The rules state is typed (issue 14): the phase and mode are enums, the end
of a game an Outcome. Saves still hold today's plain strings and dicts, so
old saves load and new ones read the same."""
import yaml

from game.content import default_content
from game.rules.etherfields import Game, Mode, Outcome, Phase, Result, new_game

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


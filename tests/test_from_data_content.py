"""`Game.from_data(data)` alone (ARCHITECTURE.md's surface) reads a state with
the content last played in this process (each game's own tests check that);
in a process that never played, it is refused in a sentence that says how to
pass the content, not an AttributeError deep in the rules."""
import subprocess
import sys

import pytest


@pytest.mark.parametrize("module, data", [("game.rules.etherfields", {"phase": "setup"}),
                                          ("game.rules.prophecy.game", {"rng": 1})])
def test_with_no_content_ever_given_a_state_is_refused_in_a_sentence(module, data):
    code = (f"from {module} import Game\n"
            f"try:\n    Game.from_data({data!r})\n"
            "except ValueError as err:\n    print(err)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr[-400:]
    assert "Game.from_data(data, content)" in out.stdout

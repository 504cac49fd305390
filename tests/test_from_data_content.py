"""A state is read with its game's content, `Game.from_data(data, content)`;
without it, it is refused in a sentence that says how to pass the content,
not an AttributeError deep in the rules (issue 35: no content is remembered
between games, so this holds in a process that played too)."""
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

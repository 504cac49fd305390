"""Onirim saves: written after every move, checked on load like any save."""
import pytest

from game.rules.onirim import new_game
from game.rules.onirim.check import problem
from game.savefile import SaveError, load_game, save_game


def save(tmp_path, state, name="onirim.yaml"):
    path = tmp_path / name
    save_game(path, state=state, actions=[], content_version="onirim-1", meta={"game": "onirim", "campaign": "Onirim"})
    return path


def test_a_real_game_saves_and_loads_unchanged(tmp_path):
    g = new_game(("sphinx", "mirrors"), seed=5)
    g.apply(g.legal_actions()[0])
    data = load_game(save(tmp_path, g.to_data()))
    assert data.state == g.to_data()
    assert problem(data.state) == ""


@pytest.mark.parametrize("change, field", [
    (lambda s: s.update(hand=s["hand"] + ["RS", "RS", "RS"]), "state.hand"),
    (lambda s: s.update(deck=s["deck"] + ["NN"] * 5), "Nightmare"),
    (lambda s: s.update(limbo="RS"), "state.limbo"),
    (lambda s: s.update(expansions=["glyphs"]), "state.expansions"),
    (lambda s: s.update(discard=["QQ"]), "QQ"),
])
def test_a_damaged_onirim_save_is_refused_naming_the_field(tmp_path, change, field):
    state = new_game((), seed=2).to_data()
    change(state)
    path = save(tmp_path, state)
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert field in err.value.message and err.value.message.endswith(".")
    assert path.exists()  # refused, never deleted

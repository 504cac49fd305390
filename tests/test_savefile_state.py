"""A save's rules state is input: it is checked as strictly as content when
it is loaded. A save the game cannot be played from is refused with one
sentence naming the field, the file is left as it is, and the newest good
backup is offered. Anything loaded can be played on."""
import copy
import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.autoplay import random_action
from game.content import CONTENT_VERSION, default_content
from game.rules.etherfields import Game, new_game
from game.savefile import SaveError, load_game, load_latest_good, save_game

CONTENT = default_content()


def campaign_state(steps: int) -> dict:
    """A real campaign after `steps` random legal moves: a Dream on the table,
    cards in every pile, the Map and the Market known."""
    g = new_game(CONTENT, {"dreamers": ["gambler", "tough_guy"], "campaign": True}, 11)
    rng = random.Random(11)
    for _ in range(steps):
        action = random_action(g, rng)
        if action is None:
            break
        g.apply(action)
    return g.to_data()


STATE = campaign_state(60)
META = {"campaign": "Gambler & Tough Guy", "seed": 11, "options": STATE["options"], "dreamers": STATE["order"]}


def write(path: Path, state: dict, meta: dict = META) -> None:
    save_game(path, state=state, actions=[], content_version=CONTENT_VERSION, meta=meta)


def refusal(path: Path, state: dict) -> str:
    write(path, state)
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert err.value.reason == "invalid" and path.read_bytes() == before
    assert err.value.message.startswith(f"{path} cannot be played: ") and err.value.message.endswith(".")
    return err.value.message.split("cannot be played: ", 1)[1]


def test_the_saved_state_of_a_real_campaign_loads_and_plays(tmp_path):
    write(tmp_path / "good.yaml", STATE)
    data = load_game(tmp_path / "good.yaml")
    game = Game.from_data(data.state, CONTENT)
    assert game.to_data() == STATE and game.legal_actions()


def test_a_dreamer_off_the_dreamscape_is_named_with_the_field(tmp_path):
    s = copy.deepcopy(STATE)
    s["mode"] = "dream"
    s["dreamers"]["gambler"]["pos"] = [99, -7]
    assert refusal(tmp_path / "s.yaml", s) == \
        "state.dreamers.gambler.pos: (99, -7) is not a space of this Dreamscape."


def test_a_seed_that_is_not_a_number(tmp_path):
    s = dict(STATE, rng="twelve")
    assert refusal(tmp_path / "s.yaml", s) == "state.rng: 'twelve' is wrong: input should be a valid integer."


def test_a_number_written_as_text_is_refused_not_guessed(tmp_path):
    s = copy.deepcopy(STATE)
    s["team"]["keys"] = "2"
    assert refusal(tmp_path / "s.yaml", s).startswith("state.team.keys: '2' is wrong")


def test_a_card_that_does_not_exist(tmp_path):
    s = copy.deepcopy(STATE)
    s["dreamers"]["tough_guy"]["discard"].append("card_of_nowhere")
    n = len(s["dreamers"]["tough_guy"]["discard"]) - 1
    assert refusal(tmp_path / "s.yaml", s) == \
        f"state.dreamers.tough_guy.discard.{n}: 'card_of_nowhere' is not a card of this game."


def test_one_card_in_two_places_and_a_card_lost(tmp_path):
    s = copy.deepcopy(STATE)
    gambler = s["dreamers"]["gambler"]
    pile = next(p for p in ("deck", "discard", "hand") if gambler[p])
    card = gambler[pile][0]
    s["dreamers"]["tough_guy"]["sealed"].append(card)
    assert refusal(tmp_path / "twice.yaml", s) == f"state.cards: the card {card!r} is in more than one place."
    s = copy.deepcopy(STATE)
    lost = s["dreamers"]["gambler"][pile].pop()
    assert refusal(tmp_path / "lost.yaml", s) == \
        f"state.cards: the card {lost!r} is missing (it should be somewhere: deck, hand, discard...)."


def test_a_missing_field_and_an_unknown_dreamer(tmp_path):
    s = copy.deepcopy(STATE)
    del s["team"]
    assert refusal(tmp_path / "s.yaml", s) == "state.team is missing."
    s = copy.deepcopy(STATE)
    s["order"] = ["gambler", "ghost"]
    assert refusal(tmp_path / "o.yaml", s).startswith("state.order: ['gambler', 'ghost'] should name each Dreamer")


def test_too_many_tokens_for_the_box(tmp_path):
    s = copy.deepcopy(STATE)
    s["morphing_bag"] = s["morphing_bag"] + s["morphing_bag"][:1]
    assert "Morphing tokens in play and in the bag; the box holds 12" in refusal(tmp_path / "s.yaml", s)


def test_an_impossible_meta_is_refused_too(tmp_path):
    p = tmp_path / "m.yaml"
    write(p, STATE, meta=dict(META, seed="lucky"))
    with pytest.raises(SaveError, match=r"cannot be played: meta.seed: 'lucky' is wrong"):
        load_game(p)


def test_a_refused_save_offers_its_newest_good_backup(tmp_path):
    p = tmp_path / "camp.yaml"
    write(p, STATE)
    broken = copy.deepcopy(STATE)
    broken["dreamers"]["gambler"]["distress"] = 99
    write(p, broken)  # the good one becomes the backup p.yaml.1
    data, err, where = load_latest_good(p)
    assert err.reason == "invalid" and err.message.endswith("state.dreamers.gambler.distress: 99 is not between 0 and 8.")
    assert where.name == "camp.yaml.1" and data.state == STATE


# -- mutation: any change to a real save is either playable or refused in words -------------

def paths(node, here=()):
    """Every place in the state: each key of each mapping, each item of each list."""
    yield here
    if isinstance(node, dict):
        for k, v in node.items():
            yield from paths(v, here + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from paths(v, here + (i,))


def _get(node, path):
    for k in path:
        node = node[k]
    return node


PATHS = [p for p in paths(STATE) if p]
# Values taken from the save itself (card ids, positions, names) are the
# hardest to catch: they look right and are wrong in that place.
OWN_VALUES = list({repr(v): v for v in (_get(STATE, p) for p in PATHS)
                   if isinstance(v, (str, int)) or isinstance(v, list) and len(repr(v)) < 40}.values())


def _find(node, path):
    """`_get`, or None where an earlier mutation changed the way there."""
    try:
        return _get(node, path)
    except (KeyError, IndexError, TypeError):
        return None


values = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 12), st.integers(), st.floats(allow_nan=True),
    st.text(max_size=8), st.lists(st.integers(-2, 8), max_size=3), st.dictionaries(st.text(max_size=3), st.integers(),
                                                                                     max_size=2),
    st.sampled_from(OWN_VALUES).map(copy.deepcopy),
)


@st.composite
def mutated(draw):
    s = copy.deepcopy(STATE)
    for _ in range(draw(st.integers(1, 2))):
        path = draw(st.sampled_from(PATHS))
        parent, key = _find(s, path[:-1]), path[-1]
        if not (isinstance(parent, dict) and key in parent or isinstance(parent, list) and key < len(parent)):
            continue  # an earlier mutation removed it
        how = draw(st.sampled_from(["replace", "delete", "duplicate", "move"]))
        if how == "replace":
            parent[key] = draw(values)
        elif how == "delete":
            del parent[key]
        elif how == "duplicate" and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[key]))
        elif how == "move" and isinstance(parent, list):
            target = _find(s, draw(st.sampled_from(PATHS))[:-1])
            item = parent.pop(key)
            if isinstance(target, list):
                target.append(item)
    return s


@settings(suppress_health_check=list(HealthCheck), deadline=None, derandomize=True)
@given(state=mutated(), seed=st.integers(0, 1000))
def test_a_mutated_save_is_played_on_or_refused_in_one_sentence(state, seed):
    with tempfile.TemporaryDirectory() as folder:
        p = Path(folder) / "camp.yaml"
        write(p, STATE)
        write(p, state)
        before = p.read_bytes()
        try:
            data = load_game(p)
        except SaveError as err:
            assert err.reason == "invalid", err.message
            assert err.message.startswith(f"{p} cannot be played: state.") and "\n" not in err.message
            assert p.read_bytes() == before
            found = load_latest_good(p)
            assert found.path.name == "camp.yaml.1" and found.data.state == STATE
            return
        game = Game.from_data(data.state, CONTENT)
        rng = random.Random(seed)
        for _ in range(12):  # loaded means playable: a few moves must go through
            action = random_action(game, rng)
            if action is None:
                break
            game.apply(action)

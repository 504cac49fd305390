"""The rules API's contract, against forged and malformed actions.

`apply(action)` either applies the action or raises `IllegalAction` with a
sentence, and then the state is exactly as it was (`to_data()` compares
equal). Nothing else may come out of it: no KeyError, TypeError and the like
from an argument of the wrong kind, and no half-done change.
"""
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.content import default_content
from game.rules.core import Action, IllegalAction
from game.rules.etherfields import Game, engine, new_game
from rules_fixture import make_content, new, with_fox_mask

CONTENT = default_content()
DREAMERS = ["gambler", "specialist", "tough_guy", "free_spirit"]
ARG_NAMES = ["dreamer", "to", "pay", "boost", "index", "colour", "targets", "cards", "morphing", "with", "hours",
             "space", "card", "secret", "item", "replace", "target", "discard", "option", "label", "pos", "figure"]


def _play_states():
    """Snapshots of real games at many moments (Draw step, actions, a waiting
    Decision, the Dreamscape Phase, the campaign map), with the actions that
    were legal there and every answer to a choice seen on the way."""
    rng = random.Random(22)
    states, seen, names = [], [], set(DREAMERS)
    for seed, players, campaign in [(1, 1, False), (2, 2, False), (3, 4, False), (4, 2, True), (5, 3, True)]:
        g = new_game(CONTENT, {"dreamers": DREAMERS[:players], "campaign": campaign}, seed)
        for step in range(160):
            legal = g.legal_actions()
            if not legal:
                break
            if step % 8 == 0 or g.pending is not None and step % 3 == 0:
                states.append((g.to_data(), legal))
            seen.extend(legal)
            for d in g.dreamers.values():
                names.update(d.hand + d.discard.cards[:3])
            names.update(e["id"] for e in g.entities)
            doing = [a for a in legal if a.kind != "pass"] or legal
            g.apply(doing[rng.randrange(len(doing))])
    return states, seen, sorted(names)


STATES, SEEN, NAMES = _play_states()
KINDS = sorted(engine.ACTIONS) + ["choose"]

scalars = (st.none() | st.booleans() | st.integers(-3, 12) | st.integers() | st.floats(allow_nan=False)
           | st.text(max_size=4) | st.sampled_from(NAMES + ["", "item:nothing", "awareness", "gem", "key"]))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.text(max_size=3), inner, max_size=2), max_leaves=6)
arg_names = st.sampled_from(ARG_NAMES) | st.text(min_size=1, max_size=6)


@st.composite
def forged(draw):
    """An action dictionary: made up, a legal one bent out of shape, or a
    stale one from another moment of another game."""
    index = draw(st.integers(0, len(STATES) - 1))
    data, legal = STATES[index]
    how = draw(st.sampled_from(["random", "bent", "bent", "stale"]))
    if how == "random":
        action = {"kind": draw(st.sampled_from(KINDS) | st.text(max_size=8))}
        action.update(draw(st.dictionaries(arg_names, values, max_size=4)))
    elif how == "stale":
        action = draw(st.sampled_from(SEEN)).to_data()
    else:
        action = draw(st.sampled_from(legal)).to_data()
        for _ in range(draw(st.integers(1, 2))):
            change = draw(st.sampled_from(["value", "drop", "add", "dreamer", "kind"]))
            keys = [k for k in action if k != "kind"]
            if change == "value" and keys:
                action[draw(st.sampled_from(keys))] = draw(values)
            elif change == "drop" and keys:
                del action[draw(st.sampled_from(keys))]
            elif change == "dreamer":
                action["dreamer"] = draw(st.sampled_from(DREAMERS))
            elif change == "kind":
                action["kind"] = draw(st.sampled_from(KINDS))
            else:
                action[draw(arg_names)] = draw(values)
    return index, action


@settings(max_examples=400, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(forged())
def test_any_action_dictionary_is_applied_or_refused_with_nothing_changed(case):
    index, raw = case
    game = Game.from_data(STATES[index][0], CONTENT)
    before = game.to_data()
    pending = game.pending
    try:
        action = Action.from_data(raw)  # data that is no action at all is refused here
        events = game.apply(action)
    except IllegalAction as err:
        assert isinstance(err.reason, str) and err.reason
        assert game.to_data() == before, f"{raw} was refused but changed the state"
        return
    assert isinstance(events, list)
    if action.kind == "choose":  # an accepted answer is one of the options, word for word
        option = dict(pending.options[action["option"]].args)
        assert all(option.get(k) == v for k, v in action.args)
    after = game.to_data()
    assert Game.from_data(after, CONTENT).to_data() == after


# -- the cases the hardening report named -------------------------------------------

def masked_game():
    g = new(content=with_fox_mask(make_content()))
    while g.pending:
        g.apply(g.pending.options[0])
    g.apply(Action.make("draw", dreamer="tester"))
    while g.pending:
        g.apply(g.pending.options[0])
    return g


@pytest.mark.parametrize("pay", [True, 1, "c1", [None], [["c1"]], {"c1": 1}])
def test_a_mask_paid_with_garbage_is_refused_and_stays_unused(pay):
    g = masked_game()
    g.dreamers["tester"].hand = ["c1"]
    before = g.to_data()
    with pytest.raises(IllegalAction, match="pay"):
        g.apply(Action.from_data({"kind": "use_mask", "colour": "cunning", "dreamer": "tester", "pay": pay}))
    assert g.to_data() == before and not g.dreamers["tester"].mask_used
    g.apply(Action.make("use_mask", dreamer="tester", colour="cunning", pay=["c1"]))  # paid properly, it works
    assert g.dreamers["tester"].mask_used and g.dreamers["tester"].ether == 1


@pytest.mark.parametrize("raw", [
    {"kind": "move"},                                             # no Dreamer, no destination
    {"kind": "move", "dreamer": "tester", "to": [None]},
    {"kind": "move", "dreamer": "tester", "to": "a1", "pay": ["a1"]},
    {"kind": "move", "dreamer": "tester", "to": [True, 0]},
    {"kind": "move", "dreamer": "tester", "to": [1, 1], "pay": [2, 1]},
    {"kind": "effort", "dreamer": "tester", "to": True},
    {"kind": "interact", "dreamer": "tester", "index": 0, "pay": ["w3"], "colour": [9, 9], "targets": ["entity1"]},
    {"kind": "interact", "dreamer": "tester", "index": "0", "targets": 7},
    {"kind": "gain_gem", "dreamer": "tester", "cards": -1},
    {"kind": "spend_hours"},
    {"kind": "spend_hours", "hours": True},
    {"kind": "play", "dreamer": "tester", "card": ["a1"]},
    {"kind": "pass", "dreamer": "tester", "teleport": True},      # an argument no action takes
    {"kind": "pass", "dreamer": 3},
    {"kind": "no_such_action"},
])
def test_malformed_arguments_are_refused_with_a_sentence(raw):
    g = masked_game()
    before = g.to_data()
    with pytest.raises(IllegalAction) as err:
        g.apply(Action.from_data(raw))
    assert err.value.reason.endswith((".", ")")) or ":" in err.value.reason
    assert g.to_data() == before


@pytest.mark.parametrize("raw, named", [
    ({"kind": None}, "kind"),                                     # what the property test once drew
    ({"kind": None, "dreamer": "tester"}, "kind"),
    ({"dreamer": "tester"}, "kind"),
    ({"kind": ""}, "kind"),
    ({"kind": 3, "dreamer": "tester"}, "kind"),
    ({"kind": "pass", 7: "tester"}, "7"),
    (["pass"], "mapping"),
    (None, "mapping"),
])
def test_action_data_that_is_no_action_is_refused_with_a_sentence_naming_the_fault(raw, named):
    g = masked_game()
    before = g.to_data()
    with pytest.raises(IllegalAction) as err:
        g.apply(Action.from_data(raw))
    assert named in err.value.reason and err.value.reason.endswith(".")
    assert isinstance(err.value, ValueError)  # the save and scenario loaders catch it as before
    assert g.to_data() == before


def waiting_for_a_choice():
    g = new(("tester", "helper"))
    assert g.pending is not None  # where the Wisp appears
    return g


@pytest.mark.parametrize("forge", [
    lambda opt: {**opt, "option": True},                          # True is not option 1
    lambda opt: {**opt, "label": "Something else"},
    lambda opt: {**opt, "dreamer": "helper"},                     # this option names no Dreamer
    lambda opt: {**opt, "option": 99},
    lambda opt: {"kind": "choose"},
    lambda opt: {**opt, "option": "0"},
])
def test_a_forged_answer_to_a_decision_is_refused(forge):
    g = waiting_for_a_choice()
    real = g.pending.options[0].to_data()
    before = g.to_data()
    with pytest.raises(IllegalAction):
        g.apply(Action.from_data(forge(real)))
    assert g.to_data() == before
    g.apply(Action.from_data(real))  # the real answer still works
    assert g.entities


def test_an_answer_may_name_just_its_option_number_as_scenarios_do():
    g = waiting_for_a_choice()
    g.apply(Action.make("choose", option=0))
    assert g.entities


def test_a_stale_answer_from_an_earlier_decision_is_refused():
    g = masked_game()
    g.dreamers["tester"].hand = ["c1", "c1#2", "a1"]
    g.push({"op": "discard_choice", "dreamer": "tester", "count": 2})
    g.run()
    first = next(o for o in g.pending.options if o.get("card") == "c1")
    g.apply(first)
    before = g.to_data()
    with pytest.raises(IllegalAction, match="does not match"):
        g.apply(first)  # c1 is gone: its option is stale
    assert g.to_data() == before


def test_a_bug_midway_rolls_the_state_back_and_still_surfaces():
    """The rollback does not hide bugs: the exception goes on, the state is
    as it was."""
    g = masked_game()
    before = g.to_data()

    def broken(game, action):
        game.hours = 0
        raise RuntimeError("a bug in a rule")

    engine.action("broken")(broken)
    try:
        with pytest.raises(RuntimeError):
            g.apply(Action.make("broken"))
    finally:
        del engine.ACTIONS["broken"], engine.ARGS["broken"]
    assert g.to_data() == before


def test_a_game_read_from_data_shares_no_list_with_it():
    """Playing on a loaded game never changes the data it was loaded from (a save, an undo record)."""
    data = new_game(default_content(), {"dreamers": ["gambler"], "campaign": True}, 1).to_data()
    data["team"]["items"] = ["item_a"]
    game = Game.from_data(data, default_content())
    game.team.items.append("item_b")
    game.team.notes.append("note_x")
    assert data["team"]["items"] == ["item_a"] and "note_x" not in data["team"].get("notes", [])


def test_a_saved_state_loads_with_its_content_and_never_with_one_remembered():
    """Content is passed when a game is made and when a state is read (issue
    35: no process-wide content). The state comes back whole, and the same
    actions are legal in it; without content it is refused in a sentence."""
    g = new_game(CONTENT, {"dreamers": DREAMERS[:2]}, 11)
    rng = random.Random(5)
    for _ in range(12):
        g.apply(rng.choice([a for a in g.legal_actions() if a.kind != "pass"] or g.legal_actions()))
    assert g.outcome is None and g.turn_number >= 1
    back = Game.from_data(g.to_data(), CONTENT)
    assert back.to_data() == g.to_data()
    assert back.legal_actions() == g.legal_actions()
    with pytest.raises(ValueError, match=r"Game.from_data\(data, content\)"):
        Game.from_data(g.to_data())
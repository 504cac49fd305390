"""The campaign's content, measured: the numbers issue 15 asks for, and that
what a Dream hides can really be found in it, where it is laid."""
import json
import subprocess
import sys

import pytest

from game.content import default_content
from game.rules.etherfields import campaign as cp
from game.rules.etherfields import new_game
from game.rules.etherfields.effects import as_plain

C = default_content()


def test_content_stats_show_the_campaign_the_issue_asks_for():
    out = subprocess.run([sys.executable, "-m", "game.content", "stats", "--json", "--campaign"],
                         capture_output=True, text=True, check=True).stdout
    stats = json.loads(out)
    assert stats == C.campaign_stats()
    assert stats["dreams"] >= 8 and stats["tutorial_dreams"] == 1
    assert stats["fewest_dreamscape_tiles"] >= 6
    assert stats["fewest_secrets_in_a_dream"] >= 4 and stats["fewest_overlays_in_a_dream"] >= 2
    assert stats["slumbers"] >= 16
    assert stats["script_paragraphs"] >= 200 and stats["campaign_endings"] >= 3
    assert stats["market_cards"] >= 60 and stats["market_items"] >= 12 and stats["masks"] >= 8


def test_the_slumbers_ask_for_different_tactics():
    slumbers = [t for t in C.slumber_tiles.values() if t.kind == "entity" and not t.dream_only]

    def ops(effect):
        return [op.get("op") + ":" + str(op.get("to", "")) for op in as_plain(list(effect or ()))]

    def does(t, step, what):
        return what in ops(getattr(t.effects, step, None))

    swarms = [t for t in slumbers if t.entity.figure == "token"]
    stationary = [t for t in slumbers if t.movement.value == 0 and t.movement.rule == "none"
                  and not any(does(t, s, "relocate_entity:spawn") for s in ("basic", "special"))]
    flying = [t for t in slumbers if any(does(t, s, "relocate_entity:closest_dreamer") for s in ("basic", "special"))]
    hiding = [t for t in slumbers if any(does(t, s, "relocate_entity:spawn") for s in ("basic", "special"))]
    growing = [t for t in slumbers if any(does(t, s, "spawn:") for s in ("basic", "special"))]
    assert swarms and stationary and flying and hiding and growing
    assert len({t.id for t in swarms + stationary + flying + hiding + growing}) >= 5


def _reachable(effect, seen: set, found: list) -> None:
    """Follow an effect through the Scripts it reads (choices included) and
    the Secrets it reveals, collecting every Secret revealed on the way."""
    for op in as_plain(list(effect or ())):
        kind = op.get("op")
        if kind == "resolve_script" and op.get("script") not in seen:
            seen.add(op["script"])
            script = C.scripts[op["script"]]
            _reachable(script.effect, seen, found)
            for choice in script.choices or ():
                _reachable(choice.effect, seen, found)
        elif kind == "reveal_secret" and op["secret"] not in seen:
            seen.add(op["secret"])
            found.append(op["secret"])
            secret = C.get(op["secret"])
            _reachable(getattr(secret, "effect", None), seen, found)
            for space in getattr(secret, "spaces", ()) or ():
                for act in getattr(space, "map_actions", ()) or ():
                    _reachable(act.effect, seen, found)
        for branch in ("then", "else"):
            _reachable(op.get(branch), seen, found)


@pytest.mark.parametrize("gate", list(C.dream_gates))
def test_every_secret_of_a_dream_can_be_found_in_that_dream(gate):
    g = C.dream_gates[gate]
    seen, found = set(), []
    _reachable([{"op": "resolve_script", "script": g.introduction}] if g.introduction else [], seen, found)
    for p in g.setup.placements:
        for space in C.map_tiles[p.tile].spaces:
            for act in space.map_actions:
                _reachable(act.effect, seen, found)
    entity = C.slumber_tiles[g.setup.entity]
    for inter in entity.interactions:
        _reachable(inter.effect, seen, found)
    hidden = [s for s in g.secrets if s in C.secrets or s in C.overlays]
    assert set(hidden) <= set(found), f"{gate}: never revealed: {set(hidden) - set(found)}"
    assert all(C.get(s).dream in (gate, None) or gate.startswith("gate_house") for s in hidden)


@pytest.mark.parametrize("gate", list(C.dream_gates))
def test_every_overlay_joins_its_dreamscape_on_free_ground(gate):
    game = new_game(C, {"dreamers": ["gambler", "tough_guy"], "campaign": True, "first_dream": gate}, 1)
    assert game.mode == "dream" and game.campaign.dream == gate
    ds = game.dreamscape
    for overlay in [s for s in C.dream_gates[gate].secrets if s in C.overlays]:
        before = set(ds.spaces)
        cp.place_overlay(game, C.overlays[overlay])
        laid = set(ds.spaces) - before
        assert len(laid) == sum(row.count("#") for row in C.overlays[overlay].shape), f"{overlay} covers the map"
        entrance = ds.with_feature("entrance")[0]
        for pos in laid:
            assert ds.distance(entrance, pos) is not None, f"{overlay}: {pos} cannot be walked to"


@pytest.mark.parametrize("gate", list(C.dream_gates))
def test_every_dream_ends_in_a_choice_that_changes_the_campaign(gate):
    """A branch: the ending offers a choice, and its options change the
    campaign differently (the map, a Gate, the Season, the Team's things);
    the last Dream instead has several endings, chosen by how it went."""
    lasting = ("add_map_tile", "add_gate", "change_season", "gain_item", "add_wisdom", "gain_hours", "gain_key",
               "gain_ether", "gain_shopping", "unseal", "heal_distress")

    def outcome(effect) -> tuple:
        seen, ops = set(), []

        def walk(eff):
            for op in as_plain(list(eff or ())):
                if op.get("op") == "resolve_script" and op["script"] not in seen:
                    seen.add(op["script"])
                    walk(C.scripts[op["script"]].effect)
                elif op.get("op") in lasting:
                    ops.append(tuple(sorted((k, str(v)) for k, v in op.items())))
        walk(effect)
        return tuple(sorted(ops))

    choices = []
    seen = set()

    def find(effect):
        for op in as_plain(list(effect or ())):
            for branch in ("then", "else"):
                find(op.get(branch))
            if op.get("op") == "resolve_script" and op["script"] not in seen:
                seen.add(op["script"])
                script = C.scripts[op["script"]]
                if script.choices:
                    choices.append([outcome(ch.effect) for ch in script.choices])
                find(script.effect)
    find(C.dream_gates[gate].victory)
    endings = {sid for sid in seen if str(C.scripts[sid].title).startswith("Ending:")}
    if endings:  # the last Dream: which ending is read depends on how the Team played it
        assert len(endings) >= 2, f"{gate}: one ending only"
        return
    assert any(len(set(options)) > 1 for options in choices), f"{gate}: no choice in its ending changes anything"

"""The campaign loop with the bundled content: the tutorial Dream, travel,
Slumbers, the Delta Phase, Dream Gates, Shopping, Awakening and Death."""
import pytest

from game.rules.core import Action, IllegalAction
from game.rules.etherfields import Game, new_game, turn
from campaign_fixture import CONTENT, answer, campaign, enter_dream, give, resolve, settle, win_tutorial

rulebook = pytest.mark.rulebook  # the rulebook sections a test proves (docs/rules-coverage.md)


@rulebook("EN p.5 STARTING THE CAMPAIGN", "2.0 §2.3")
def test_a_campaign_starts_in_the_tutorial_dream():
    g = campaign()
    assert g.mode == "dream"
    assert g.campaign.journal[0]["kind"] == "dream"
    assert "script_001" in g.campaign.scripts_read


@rulebook("EN p.10 AFTER YOU HAVE FINISHED SLUMBER / DREAM", "2.0 §2.32", "2.0 §2.33")
def test_winning_the_tutorial_unlocks_awakening_and_returns_to_the_map():
    g = win_tutorial(campaign())
    assert g.mode == "map"
    assert g.campaign.dreams_done == {"gate_first_night": "won"}
    assert g.campaign.awakening_unlocked
    assert g.campaign.shopping_cards == 2  # one for the Dream, one from the ending choice
    # The Slumber Dreamscape is laid anew from its starting tiles.
    tiles = {s.tile for s in g.dreamscape.spaces.values()}
    assert tiles == {"tile_moonlit_threshold", "tile_hall_of_clocks"}


@rulebook("EN p.7 DREAMWORLD MAP", "2.0 §2.34")
def test_paths_are_one_way_and_shortcuts_seal_one_card_each():
    g = win_tutorial(campaign())
    assert g.campaign.location == "loc_quiet_house"
    with pytest.raises(IllegalAction, match="one-way"):
        g.apply(Action.make("travel", to="loc_drowned_chapel"))
    g.apply(Action.make("travel", to="loc_market_of_hours"))
    settle(g)
    sealed = {k: len(d.sealed) for k, d in g.dreamers.items()}
    g.campaign.fate_deck = ["fate_lost_key"]  # the Bridge draws Fate: make it one that Seals nothing
    g.apply(Action.make("travel", to="loc_lantern_bridge"))  # a Shortcut
    settle(g)
    assert all(len(d.sealed) == sealed[k] + 1 for k, d in g.dreamers.items())


@rulebook("EN p.8 SLUMBERS AND DREAMS", "2.0 §2.35")
def test_a_slumber_location_draws_the_top_slumber_tile():
    g = win_tutorial(campaign())
    top = g.campaign.slumber_deck[0]
    g.apply(Action.make("travel", to="loc_market_of_hours"))
    settle(g)
    g.apply(Action.make("travel", to="loc_hollow_orchard"))
    assert g.mode == "slumber" and g.entity_tile == top
    assert g.campaign.slumber_deck[-1] == "slumber_delta_phase"  # Delta waits at the bottom (2.0)


@rulebook("2.0 §2.40")
def test_delta_phase_recovers_resets_hours_and_reshuffles_on_top():
    g = win_tutorial(campaign(("gambler", "tough_guy", "specialist")))
    g.campaign.slumber_deck = ["slumber_delta_phase", "slumber_murmuring_moths", "slumber_lantern_hound"]
    g.hours = 0
    g.dreamers["gambler"].distress = 5
    g.push({"op": "slumber"})
    g.run()
    assert "Delta Phase" in g.pending.prompt
    answer(g, "Heal all")
    settle(g)
    assert g.dreamers["gambler"].distress == 0
    assert g.hours == 3  # reset to the 3-Dreamer value, not added
    assert g.campaign.slumber_deck[-1] == "slumber_delta_phase"


@rulebook("EN p.10 DREAM GATE TILES", "EN p.8 SLUMBERS AND DREAMS", "2.0 §2.5")
def test_a_dream_gate_needs_its_keys():
    g = win_tutorial(campaign())
    g.team.keys = 1
    g.campaign.location = "loc_hollow_orchard"
    g.push({"op": "dream_gate", "gate": "gate_clocktower"})
    g.run()
    assert [o["label"] for o in g.pending.options] == ["Travel on"]
    settle(g)
    g.team.keys = 2
    g.push({"op": "dream_gate", "gate": "gate_clocktower"})
    g.run()
    answer(g, "Enter")
    assert g.mode == "dream" and g.team.keys == 0


@rulebook("EN p.18 DISTRESS AND DEATH OF A DREAMER", "2.0 §2.13")
def test_death_in_a_dream_keeps_the_gate_and_awakens_the_team():
    g = win_tutorial(campaign())
    enter_dream(g)
    g.dreamers["gambler"].distress = 7
    resolve(g, {"op": "suffer_distress", "dreamer": "gambler", "amount": 1})
    assert g.outcome is None and g.mode == "map"
    assert "gate_clocktower" in g.campaign.gates and "gate_clocktower" not in g.campaign.dreams_done
    assert [j["kind"] for j in g.campaign.journal][-2:] == ["death", "awakening"]
    assert all(d.distress == 0 and not d.dead for d in g.dreamers.values())


@rulebook("EN p.18 AWAKENING", "2.0 §2.33")
def test_awakening_heals_unseals_loses_keys_and_ether_and_rebuilds_decks():
    g = win_tutorial(campaign())
    d = g.dreamers["gambler"]
    d.distress, d.ether = 3, 2
    d.sealed.put_top(d.deck.draw(4))
    g.team.keys = 2
    g.apply(Action.make("travel", to="loc_lamplit_lane"))
    settle(g)
    g.apply(Action.make("awaken"))
    assert d.distress == 0 and d.ether == 0 and len(d.sealed) == 0 and g.team.keys == 0
    assert len(d.deck) == 22 and d.hand == []
    assert g.campaign.location == "loc_quiet_house"
    settle(g)  # the deckbuilding and Mask choices
    with pytest.raises(IllegalAction, match="just Awakened"):
        g.apply(Action.make("awaken"))


@rulebook("EN p.13 INFLUENCE MARKET", "2.0 §2.41", "2.0 §2.19")
def test_shopping_buys_from_the_market_with_own_ether():
    g = win_tutorial(campaign(("gambler",)))
    d = g.dreamers["gambler"]
    d.ether = 5
    market_before = len(g.campaign.influence_market)
    g.apply(Action.make("travel", to="loc_market_of_hours"))
    answer(g, "Go shopping")
    answer(g, "Look at 3")
    buyable = [o for o in g.pending.options if o.get("label", "").startswith("Buy")]
    card = buyable[0]["card"]
    g.apply(buyable[0])
    if g.pending is not None:  # "Done buying" is asked only while another card is affordable
        answer(g, "Done")
    assert d.discard.cards[0] == card
    assert len(g.campaign.influence_market) == market_before - 1
    assert g.campaign.shopping_cards == 1


def test_a_campaign_saved_mid_way_continues_identically():
    g = win_tutorial(campaign())
    g.apply(Action.make("travel", to="loc_lamplit_lane"))
    copy = Game.from_data(g.to_data(), CONTENT)
    for game in (g, copy):
        settle(game)
        game.apply(Action.make("travel", to="loc_salt_marsh"))
        settle(game)
    assert g.to_data() == copy.to_data()


@rulebook("EN p.7 FATE CARDS", "2.0 §2.37")
def test_fate_can_grow_the_slumber_dreamscape_and_keep_a_quirk():
    g = win_tutorial(campaign())
    before = len(g.dreamscape.spaces)
    g.campaign.fate_deck = ["fate_quirk_puddle_sky", "fate_lost_key"]
    g.campaign.map_tile_deck = ["tile_attic_of_coats"] + g.campaign.map_tile_deck
    g.apply(Action.make("travel", to="loc_lamplit_lane"))
    settle(g)
    assert len(g.dreamscape.spaces) == before + 4
    assert g.campaign.slumber_placements[-1] == {"tile": "tile_attic_of_coats", "at": "C1"}
    assert g.campaign.quirks == ["fate_quirk_puddle_sky"]  # the new tile has a free Quirk slot
    assert g.campaign.fate_deck == ["fate_lost_key"]


@rulebook("EN p.7 FATE CARDS", "2.0 §2.37")
def test_a_fate_card_without_a_free_quirk_slot_goes_under_the_fate_deck():
    g = win_tutorial(campaign())
    g.campaign.fate_deck = ["fate_quirk_puddle_sky", "fate_lost_key"]
    g.campaign.map_tile_deck = ["tile_lantern_row"]  # no Quirk slot on it
    g.apply(Action.make("travel", to="loc_lamplit_lane"))
    settle(g)
    assert g.campaign.quirks == []
    assert g.campaign.fate_deck == ["fate_lost_key", "fate_quirk_puddle_sky"]


def _ops_in(value, found):
    if hasattr(value, "model_dump"):
        value = value.model_dump()
    if isinstance(value, dict):
        if isinstance(value.get("op"), str):
            found.add(value["op"])
        for v in value.values():
            _ops_in(v, found)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _ops_in(v, found)
    return found


def test_every_operation_the_content_uses_is_one_the_rules_resolve():
    from game.rules.etherfields.effects import DREAMER_OPS, TEAM_OPS
    known = DREAMER_OPS | set(TEAM_OPS) | {"choice", "if"}
    used = set()
    for kind in ("influence", "items", "masks", "turn_cards", "fate", "flaws", "slumber_tiles", "map_tiles",
                 "dream_gates", "scripts", "dreamworld_tiles", "dreamers"):
        for defn in getattr(CONTENT, kind).values():
            _ops_in(defn, used)
    assert used - known == set()


@rulebook("EN p.16 REVEALING SECRET CARDS / TILES", "EN p.17 OVERLAY CARDS", "2.0 §2.49", "2.0 §2.42")
def test_secrets_stay_hidden_until_revealed_and_overlays_fit_rotated():
    g = win_tutorial(campaign())
    enter_dream(g)
    assert g.campaign.dream_secrets == list(CONTENT.dream_gates["gate_clocktower"].secrets)
    assert g.campaign.dream_secrets[:2] == ["secret_stopped_hand", "overlay_clock_pendulum"]
    assert all("secret_stopped_hand" not in line for line in g.log)  # never logged while face down
    resolve(g, {"op": "reveal_secret", "secret": "overlay_clock_pendulum"})
    # "###" turned a quarter: three spaces in a column from slot B2 (col 2, row 2).
    overlay = sorted(p for p, s in g.dreamscape.spaces.items() if s.tile == "overlay_clock_pendulum")
    assert overlay == [(2, 2), (2, 3), (2, 4)]
    assert g.dreamscape.distance((2, 2), (2, 4)) == 2  # walls on the card's long sides, open along it
    assert "overlay_clock_pendulum" in g.campaign.found


@rulebook("EN p.15 ITEMS", "2.0 §2.25")
def test_winning_a_dream_sends_its_unfound_items_to_the_item_market():
    g = win_tutorial(campaign())
    enter_dream(g)
    # 2.0: the Item Market starts empty; the tutorial's toy box was never opened.
    assert g.item_market == ["tin_soldier"]
    resolve(g, {"op": "end_slumber", "victory": True})
    # Hidden in The Stopped Hand and The Pendulum Weight, never found.
    assert g.item_market == ["tin_soldier", "bell_of_waking", "pendulum_weight"]


@rulebook("EN p.13 BASIC ACTIONS CARD", "2.0 §2.16")
def test_peek_discards_a_card_and_shows_a_permitted_secret_without_logging_it():
    g = win_tutorial(campaign())
    enter_dream(g)
    for who in g.order:
        g.apply(Action.make("draw", dreamer=who))
    settle(g)
    d = g.dreamers["gambler"]
    card = d.hand[0]
    events = g.apply(Action.make("peek", dreamer="gambler", card=card, secret="secret_stopped_hand"))
    peek = next(e for e in events if e.kind == "peek")
    assert peek.data["secret"] == "secret_stopped_hand" and peek.data["seconds"] == 5 and peek.text == ""
    assert card in d.discard and "secret_stopped_hand" in g.campaign.dream_secrets
    with pytest.raises(IllegalAction, match="Peeked"):
        g.apply(Action.make("peek", dreamer="gambler", card=d.hand[0], secret="overlay_clock_pendulum"))


@rulebook("2.0 §2.39")
def test_the_season_changes_travel():
    g = win_tutorial(campaign())
    g.campaign.season = "season_grey_rain"
    hours = g.hours
    g.campaign.fate_deck = ["fate_lost_key"]
    g.apply(Action.make("travel", to="loc_lamplit_lane"))
    settle(g)
    assert g.hours == max(0, hours - 1)


@rulebook("EN p.18 SAVING AND RESTORING THE GAME", "2.0 §2.44")
def test_the_save_point_sets_leftover_ether_aside_for_next_session():
    g = win_tutorial(campaign(("gambler",)))
    g.apply(Action.make("travel", to="loc_lamplit_lane"))
    settle(g)
    d = g.dreamers["gambler"]
    d.ether = 3
    g.campaign.influence_market = []  # nothing to buy: keep the test about the Ether
    g.apply(Action.make("end_session"))
    settle(g)
    assert d.ether == 0 and g.team.keys == 0 and g.campaign.session_closed
    assert g.legal_actions() == [Action.make("begin_session")]
    g.apply(Action.make("begin_session"))
    assert d.ether == 1 and not g.campaign.session_closed


@rulebook("EN p.14 REROLLS")
def test_a_gem_can_reroll_the_entity_movement_die():
    g = new_game(CONTENT, {"dreamers": ["gambler"], "slumber": "slumber_lantern_hound"}, 3)
    settle(g)
    g.dreamers["gambler"].gems = 1
    g.push({"op": "entity_roll", "figures": [g.entities[0]["id"]]})
    g.run()
    assert "Movement die" in g.pending.prompt
    answer(g, "spends a Gem")
    assert g.dreamers["gambler"].gems == 0


@rulebook("EN p.5 GAME SETUP")
def test_five_dreamers_with_the_optional_lamplighter_have_one_hour():
    g = campaign(("gambler", "specialist", "tough_guy", "free_spirit", "lamplighter"))
    assert g.hours == 1 and len(g.dreamers["lamplighter"].deck) == 22


@rulebook("EN p.18 AWAKENING", "EN p.13 INFLUENCE DECK CARD LIMITS")
def test_deckbuilding_at_awakening_keeps_twenty_to_forty_one_card_at_a_time():
    g = win_tutorial(campaign(("gambler",)))
    g.apply(Action.make("travel", to="loc_lamplit_lane"))
    settle(g)
    d = g.dreamers["gambler"]
    g.apply(Action.make("awaken"))
    assert "Keep 20 to 40" in g.pending.prompt and len(d.deck) == 22
    aside = next(o for o in g.pending.options if o["label"].startswith("Set aside"))
    g.apply(aside)
    g.apply(next(o for o in g.pending.options if o["label"].startswith("Set aside")))
    assert len(d.deck) == 20 and len(d.unused) == 2
    labels = [o["label"] for o in g.pending.options]
    assert not any(lab.startswith("Set aside") for lab in labels)  # 20 is the floor
    g.apply(next(o for o in g.pending.options if o["label"].startswith("Done")))
    assert len(d.deck) + len(d.hand) + len(d.discard) == 20


@rulebook("EN p.15 WISDOM CARDS", "2.0 §2.31")
def test_deliverance_is_locked_until_its_wisdom_is_gained_then_frees_the_entity():
    g = new_game(CONTENT, {"dreamers": ["gambler"], "slumber": "slumber_sleepwalker"}, 4)
    settle(g)
    g.apply(Action.make("draw", dreamer="gambler"))
    settle(g)
    from game.rules.etherfields.interactions import interactions
    assert "Deliverance" not in [i.name for i in interactions(g)]
    g.team.wisdom.append("wisdom_deliverance")
    index = [i.name for i in interactions(g)].index("Deliverance")
    d = g.dreamers["gambler"]
    d.pos = tuple(g.entities[0]["pos"])
    aware = next(c for c in d.deck.cards if g.card(c).intent.get("awareness"))
    d.deck.remove(aware)
    d.hand.append(aware)
    extra = next(c for c in d.deck.cards if g.card(c).intent.get("awareness"))
    d.deck.remove(extra)
    d.hand.append(extra)
    d.distress = 2
    g.apply(Action.make("interact", dreamer="gambler", index=index, pay=[aware, extra], colour="awareness",
                        targets=[g.entities[0]["id"]]))
    assert g.outcome["result"] == "won" and d.distress == 1  # the Sleepwalker's Deliverance heals 1


@rulebook("EN p.12 MAP ACTIONS", "2.0 §2.6")
def test_the_tutorial_window_is_offered_once_the_team_holds_two_keys():
    """A Map action paid only in Keys is listed among the legal actions (it
    was accepted when applied directly, but never offered)."""
    g = campaign()
    settle(g)
    for who in g.order:
        g.apply(Action.make("draw", dreamer=who))
    settle(g)
    window = next(p for p, s in g.dreamscape.spaces.items()
                  if any(m["name"] == "Open the Window" for m in s.map_actions))
    a = g.order[0]
    g.dreamers[a].pos = window

    def offered():
        return [x for x in g.legal_actions() if x.kind == "map_action" and tuple(x["space"]) == window]

    g.team.keys = 1
    assert offered() == [], "one Key is not enough for a cost of 2 Keys"
    g.team.keys = 2
    acts = offered()
    assert len(acts) == 1 and list(acts[0]["pay"]) == []
    g.apply(acts[0])
    assert g.team.keys == 0


def test_a_dream_tried_again_offers_its_single_use_map_actions_again():
    """The Block token on a used Map action leaves with the Dreamscape: a lost
    Dream set up again can be played again (and the next Dream's actions, on
    the same spaces, were never spent)."""
    g = win_tutorial(campaign())
    used_in_tutorial = [b for b in g.blocks if b.startswith("map:")]
    assert used_in_tutorial == []  # the tutorial's Dreamscape took its Blocks with it

    def enter_and_stand_at_the_cellar():
        enter_dream(g)
        for who in g.order:
            g.apply(Action.make("draw", dreamer=who))
        settle(g)
        pos = next(p for p, s in g.dreamscape.spaces.items()
                   if any(m["name"] == "Sweep Up the Fallen Seconds" for m in s.map_actions))
        d = g.dreamers["gambler"]
        d.pos = pos
        return pos, give(d, "coin_in_the_dark")

    pos, card = enter_and_stand_at_the_cellar()
    sweep = Action.make("map_action", dreamer="gambler", space=list(pos), index=0, pay=[card], colour="awareness")
    g.apply(sweep)
    settle(g)
    assert f"map:{pos[0]},{pos[1]}:0" in g.blocks
    with pytest.raises(IllegalAction):
        g.apply(Action.make("map_action", dreamer="gambler", space=list(pos), index=0,
                            pay=[give(g.dreamers["gambler"], "coin_in_the_dark")], colour="awareness"))
    resolve(g, {"op": "end_slumber", "victory": False})
    assert g.mode == "map" and g.campaign.dreams_done == {"gate_first_night": "won"}
    pos, card = enter_and_stand_at_the_cellar()
    g.apply(Action.make("map_action", dreamer="gambler", space=list(pos), index=0, pay=[card], colour="awareness"))
    assert f"map:{pos[0]},{pos[1]}:0" in g.blocks


@rulebook("EN p.17 OVERLAY CARDS")
def test_a_map_with_an_overlay_saves_and_loads_unchanged():
    """An Overlay's Map action came from content as tuples; a save holds
    lists. Loading must give back exactly what was saved."""
    g = win_tutorial(campaign())
    enter_dream(g)
    resolve(g, {"op": "reveal_secret", "secret": "overlay_clock_pendulum"})
    data = g.to_data()
    assert Game.from_data(data, CONTENT).to_data() == data


def test_the_locations_reached_stay_in_the_state_when_the_log_is_gone():
    """The map marks where the Team has been; a compacted log keeps only the
    moves since its checkpoint, so the campaign itself remembers the visits."""
    from game.ui.etherfields.mapview import visited_locations

    class Seen:  # what the map reads of a session: its game and its log
        def __init__(self, game, log):
            self.game, self.log = game, log
    g = win_tutorial(campaign())
    g.apply(Action.make("travel", to="loc_market_of_hours"))
    settle(g)
    assert g.campaign.visited[-1] == "loc_market_of_hours"
    again = Game.from_data(g.to_data(), CONTENT)
    assert again.campaign.visited == g.campaign.visited
    assert "loc_market_of_hours" in visited_locations(Seen(again, []))
    # A save from before the campaign kept its visits still counts the journeys in its log.
    data = g.to_data()
    del data["campaign"]["visited"]
    older = Game.from_data(data, CONTENT)
    assert older.campaign.visited == []
    log = [{"kind": "travel", "to": "loc_market_of_hours"}]
    assert "loc_market_of_hours" in visited_locations(Seen(older, log))


@rulebook("EN p.10 TURN DECK", "2.0 §2.26", "2.0 §2.30")
def test_the_first_slumber_after_the_tutorial_starts_at_turn_one_of_its_own_deck():
    """Turns are counted per Slumber/Dream: the tile's Turn deck (The Drowned
    Bell prints 6) is dealt whatever the number of Dreamers; the number of
    Dreamers sets the Hours instead (4 Dreamers: 2 Hours), each of which can buy
    1 more Turn. The QA table showed 'Turn 3' here: the Dream's count ran on."""
    g = win_tutorial(campaign(("gambler", "tough_guy", "specialist", "free_spirit")))
    assert g.turn_number > 0  # the tutorial Dream did play Turns
    g.campaign.slumber_deck.insert(0, "slumber_drowned_bell")
    g.apply(Action.make("travel", to="loc_market_of_hours"))
    settle(g)
    g.apply(Action.make("travel", to="loc_hollow_orchard"))
    assert g.mode == "slumber" and g.entity_tile == "slumber_drowned_bell"
    assert g.turn_number == 1
    assert turn.turns_left(g) == 6 and len(g.turn_deck) == 5  # the current card is the deck's top
    assert len(g.turn_discard) == 12 - 6
    assert g.hours == 2
    settle(g)
    for who in g.order:
        g.apply(Action.make("draw", dreamer=who))
    settle(g)
    g.apply(Action.make("spend_hours", hours=1))
    settle(g)
    assert turn.turns_left(g) == 7 and g.hours == 1

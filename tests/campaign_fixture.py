"""The bundled campaign for tests: a new campaign, answering and settling
Decisions, and the tutorial Dream won by the rules, shared by
tests/test_campaign.py and tests/test_rulebook_campaign.py."""
from game.content import default_content
from game.rules.core import Action
from game.rules.etherfields import new_game

CONTENT = default_content()


def campaign(dreamers=("gambler", "tough_guy"), seed=1):
    return new_game(CONTENT, {"dreamers": list(dreamers), "campaign": True}, seed)


def answer(g, label_part=None):
    opts = g.pending.options
    pick = next((o for o in opts if label_part and label_part in o.get("label", "")), opts[0])
    g.apply(pick)


def settle(g):
    while g.pending is not None:
        answer(g)


def give(d, card):
    """Move a copy of `card` from the deck into the hand (test set-up only)."""
    copy = next((c for c in d.hand if c.split("#")[0] == card), None)
    if copy is None:
        copy = next(c for c in d.deck.cards if c.split("#")[0] == card)
        d.deck.remove(copy)
        d.hand.append(copy)
    return copy


def win_tutorial(g):
    """Light both lamps, open the window: the First Night, played by the rules."""
    settle(g)  # Spawn of the moth, the intro
    assert g.mode == "dream" and g.campaign.dream == "gate_first_night"
    a = g.order[0]
    for who in g.order:
        g.apply(Action.make("draw", dreamer=who))
    settle(g)
    blue = next(p for p, s in g.dreamscape.spaces.items() if any(m["name"] == "Light the Blue Lamp" for m in s.map_actions))
    red = next(p for p, s in g.dreamscape.spaces.items() if any(m["name"] == "Light the Red Lamp" for m in s.map_actions))
    window = next(p for p, s in g.dreamscape.spaces.items() if any(m["name"] == "Open the Window" for m in s.map_actions))
    d = g.dreamers[a]
    aware = give(d, "coin_in_the_dark")
    wrath = give(d, "double_or_nothing")
    d.pos = blue
    g.apply(Action.make("map_action", dreamer=a, space=list(blue), index=0, pay=[aware], colour="awareness"))
    d.pos = red
    g.apply(Action.make("map_action", dreamer=a, space=list(red), index=0, pay=[wrath], colour="wrath"))
    assert g.team.keys == 2
    g.dreamers[a].pos = window
    g.apply(Action.make("map_action", dreamer=a, space=list(window), index=0, pay=[]))
    assert g.pending is not None and "Window" in g.pending.prompt
    answer(g, "lanterns")
    return g


def resolve(g, *steps):
    """Run rules steps as the rules would push them, then settle every Decision they raise."""
    g.push(*steps)
    g.run()
    settle(g)


def enter_dream(g, gate="gate_clocktower"):
    """Enter a Dream Gate's Dream without paying for it, settled."""
    resolve(g, {"op": "enter_dream", "gate": gate, "free": True})

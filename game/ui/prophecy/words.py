"""Prophecy's actions in words: the label on every button and lit space."""
from __future__ import annotations
from game.i18n import _, N_

SERVICES = {
    "monastery_heal": N_("Rest at the Monastery (heal)"),
    "camp_heal": N_("Pay the Forest Camp's healer"),
    "wasteland_magic": N_("Draw Magic from the Wasteland"),
    "tower_magic": N_("Buy Magic at the Tower (1 Gold)"),
    "lodging": N_("Lodge at the Village inn"),
}
BATTLE = {"strength": N_("Strength"), "wills": N_("Wills")}


def place(game, sid: str) -> str:
    return game.content.space(sid)["name"]


def who(game, pid: str) -> str:
    return game.chars[pid]["name"]


def cost(game, action) -> str:
    """What a way of moving costs, shown beside a lit space ('' when free)."""
    k = action.kind
    if k == "ride":
        return f"{game.n('horse_cost')} Gold"
    if k == "portal":
        return f"{game.n('portal_cost')} Gold"
    if k == "sail":
        if action["to"] == "island":
            fare = game._island_fare(game.active)
            return _("{fare} Gold").format(fare=fare) if fare else "free"
        return f"{game.n('boat_cost')} Gold"
    if k == "teleport":
        return game.name(action["item"])
    if k == "flee":
        return _("Bubbles")
    return ""


def describe(game, action) -> str:
    """A short sentence for a legal action, in the player's terms."""
    k, g = action.kind, game
    if k == "choose":
        return _choice(g, action)
    if k == "stay":
        ab = action.get("ability")
        return _("Stay and use {name}").format(name=g.card(ab).name) if ab else _("Stay here")
    if k in ("move", "ride", "sail", "portal"):
        verb = {"move": _("Walk"), "ride": _("Ride"), "sail": _("Sail"), "portal": _("Portal")}[k]
        c = cost(g, action)
        return f"{verb} to {place(g, action['to'])}" + (f" ({c})" if c else "")
    if k == "teleport":
        return f"{g.name(action['item'])}: go to {place(g, action['to'])}"
    if k == "attack_plane":
        return f"Challenge the {next(p['name'] for p in g.content.planes if p['id'] == action['plane'])}"
    if k == "enter_realm":
        return _("Enter the Water Realm")
    if k == "leave_realm":
        return _("Leave the Water Realm")
    if k in ("realm_move", "flee"):
        steps = _(", then ").join(action["path"])
        return (_("Flee ") if k == "flee" else _("Swim ")) + steps
    if k == "fight":
        card = g.card(action["card"])
        forced = action["battle"] == "wills" and card.get("battle", "strength") == "strength"
        stat = card.strength if action["battle"] == "strength" else card.willpower
        return (f"Fight the {card.name}: {BATTLE[action['battle']]} {stat}"
                + (f" (costs {g.n('force_wills_magic_vs_creature')} Magic)" if forced else ""))
    if k == "attack":
        return (f"Attack {who(g, action['target'])}: {BATTLE[action['battle']]}"
                + (_(" for Maps") if action.get("maps") else ""))
    if k == "use":
        return f"Use the {g.name(action['card'])}"
    if k == "take":
        return f"Take the {g.name(action['card'])}"
    if k == "learn":
        card = g.card(action["ability"])
        return f"Learn {card.name} ({card.get('cost', 0)} Experience)"
    if k == "buy":
        return f"Buy {g.name(action['item'])} ({g.price(action['item'])} Gold)"
    if k == "sell":
        return f"Sell {g.name(action['item'])}"
    if k == "repair":
        return f"Repair {g.name(action['item'])} ({g.n('repair_cost')} Gold)"
    if k == "service":
        return SERVICES.get(action["name"], action["name"].replace("_", " ").capitalize())
    if k == "collect_fragment":
        return _("Pick up the Map Fragment")
    if k == "dig":
        return "Dig up " + _(" and ").join(g.name(t) for t in action["treasures"])
    if k == "dig_random":
        return _("Dig where the maps point")
    if k == "use_item":
        return f"Use {g.name(action['item'])}"
    if k == "hold":
        return "Hold " + (_(" and ").join(g.name(i) for i in action["items"]) or "nothing")
    if k == "swim_extra_turn":
        return _("Swim on: another turn underwater")
    if k == "end_turn":
        return _("End the turn")
    return k.replace("_", " ").capitalize()


def _choice(g, a) -> str:
    p = g.s["pending"] or {}
    t = p.get("type")
    if t == "bubble_bag":
        return _("No Bubble Bag") if not a["bubbles"] else f"{a['bubbles']} Bubbles for {a['gold']} Gold"
    if t == "shield":
        return _("Break the shield: a draw") if a["shield"] else _("Keep the shield: take the loss")
    if t == "pvp_loss":
        return _("Lose 1 Health") if a["lose"] == "health" else _("Give up an Item")
    if t in ("pvp_item", "limit"):
        x = a.get("item") or a.get("discard")
        return (_("Take ") if t == "pvp_item" else _("Discard ")) + g.name(x)
    if t == "aggressive":
        return _("Take a Map Fragment") if a["take"] == "fragment" else _("Health or an Item")
    if t == "reveal_realm":
        r, c = a["square"].split(",")
        return _("Reveal the card at row {value}, column {value2}").format(value=int(r) + 1, value2=int(c) + 1)
    if t == "dream":
        plane, slot = a["target"].split(":")
        name = next((p["name"] for p in g.content.planes if p["id"] == plane), plane.replace("_", " "))
        return _("Look at the {name}: {slot}").format(name=name, slot=slot)
    if t in ("exit_space", "battleground"):
        return place(g, a["space"])
    if t == "enter_now":
        return _("Enter the Water Realm now") if a["enter"] else _("Not now")
    if t in ("ten_pick", "random_dig"):
        return _("Dig again (1 more Map Fragment)") if a.get("dig_again") else f"Keep {g.name(a['keep'])}"
    return ", ".join(f"{k} {v}" for k, v in a.args)

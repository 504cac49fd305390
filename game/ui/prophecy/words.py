"""Prophecy's actions in words: the label on every button and lit space."""
from __future__ import annotations
import functools

from game.i18n import N_, _, add_words, tr

SERVICES = {
    "monastery_heal": N_("Rest at the Monastery (heal)"),
    "camp_heal": N_("Pay the Forest Camp's healer"),
    "wasteland_magic": N_("Draw Magic from the Wasteland"),
    "tower_magic": N_("Buy Magic at the Tower (1 Gold)"),
    "lodging": N_("Lodge at the Village inn"),
}
BATTLE = {"strength": N_("Strength"), "wills": N_("Wills")}
# The decks as the rules name them in a log line ("The chance discards are shuffled into a new deck.").
DECKS = {"chance": N_("Chance"), "adventure": N_("Adventure"), "common": N_("common Item"), "rare": N_("rare Item"),
         "underwater": N_("underwater Ability"), "fragments": N_("Map Fragment")}


@functools.lru_cache(maxsize=4)
def rules_words(code: str) -> dict:
    """The ids the rules write in English inside a log line (a deck, a space's
    service: "uses the space: wasteland magic."): tr() finds them here when
    they are pieces of a rules pattern."""
    if code == "en":
        return {}
    out = {deck: _(name) for deck, name in DECKS.items()}  # _(), not tr(): tr() asks this table
    out.update({service.replace("_", " "): _(name) for service, name in SERVICES.items()})
    return out


add_words(rules_words)


def place(game, sid: str) -> str:
    return game.content.space(sid)["name"]


def who(game, pid: str) -> str:
    return tr(game.chars[pid]["name"])


def cost(game, action) -> str:
    """What a way of moving costs, shown beside a lit space ('' when free)."""
    k = action.kind
    if k == "ride":
        return _("{n} Gold").format(n=game.n("horse_cost"))
    if k == "portal":
        return _("{n} Gold").format(n=game.n("portal_cost"))
    if k == "sail":
        if action["to"] == "island":
            fare = game._island_fare(game.active)
            return _("{n} Gold").format(n=fare) if fare else _("free")
        return _("{n} Gold").format(n=game.n("boat_cost"))
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
        to, c = place(g, action["to"]), cost(g, action)
        said = {"move": _("Walk to {place}"), "ride": _("Ride to {place}"), "sail": _("Sail to {place}"),
                "portal": _("Portal to {place}")}[k].format(place=to)
        return _("{action} ({cost})").format(action=said, cost=c) if c else said
    if k == "teleport":
        return _("{item}: go to {place}").format(item=g.name(action["item"]), place=place(g, action["to"]))
    if k == "attack_plane":
        return _("Challenge the {plane}").format(plane=next(p["name"] for p in g.content.planes
                                                            if p["id"] == action["plane"]))
    if k == "enter_realm":
        return _("Enter the Water Realm")
    if k == "leave_realm":
        return _("Leave the Water Realm")
    if k in ("realm_move", "flee"):
        steps = _(", then ").join(action["path"])
        return (_("Flee {steps}") if k == "flee" else _("Swim {steps}")).format(steps=steps)
    if k == "fight":
        card = g.card(action["card"])
        forced = action["battle"] == "wills" and card.get("battle", "strength") == "strength"
        stat = card.strength if action["battle"] == "strength" else card.willpower
        said = _("Fight the {name}: {battle} {stat}").format(name=card.name, battle=tr(BATTLE[action["battle"]]),
                                                             stat=stat)
        if forced:
            said = _("{action} (costs {n} Magic)").format(action=said, n=g.n("force_wills_magic_vs_creature"))
        return said
    if k == "attack":
        said = _("Attack {name}: {battle}").format(name=who(g, action["target"]), battle=tr(BATTLE[action["battle"]]))
        return _("{action} for Maps").format(action=said) if action.get("maps") else said
    if k == "use":
        return _("Use the {card}").format(card=g.name(action["card"]))
    if k == "take":
        return _("Take the {card}").format(card=g.name(action["card"]))
    if k == "learn":
        card = g.card(action["ability"])
        return _("Learn {name} ({n} Experience)").format(name=card.name, n=card.get("cost", 0))
    if k == "buy":
        return _("Buy {item} ({n} Gold)").format(item=g.name(action["item"]), n=g.price(action["item"]))
    if k == "sell":
        return _("Sell {item}").format(item=g.name(action["item"]))
    if k == "repair":
        return _("Repair {item} ({n} Gold)").format(item=g.name(action["item"]), n=g.n("repair_cost"))
    if k == "service":
        return tr(SERVICES.get(action["name"], action["name"].replace("_", " ").capitalize()))
    if k == "collect_fragment":
        return _("Pick up the Map Fragment")
    if k == "dig":
        return _("Dig up {treasures}").format(treasures=_(" and ").join(g.name(t) for t in action["treasures"]))
    if k == "dig_random":
        return _("Dig where the maps point")
    if k == "use_item":
        return _("Use {item}").format(item=g.name(action["item"]))
    if k == "hold":
        return _("Hold {items}").format(items=_(" and ").join(g.name(i) for i in action["items"]) or _("nothing"))
    if k == "swim_extra_turn":
        return _("Swim on: another turn underwater")
    if k == "end_turn":
        return _("End the turn")
    return k.replace("_", " ").capitalize()


def choice_key(game, action, pid: str) -> tuple:
    """What `pid` sees of an action: its words and the state of their own
    cards it names (a broken Sword and a whole one are two choices; two copies
    of the Healing Spring on one space are one)."""
    ch = game.chars[pid]
    cards = tuple((v in ch["broken"], v in ch["held"]) for _k, v in action.args if isinstance(v, str))
    return describe(game, action), cards


def distinct(game, actions: list, pid: str) -> list:
    """`actions` with one of each choice the player cannot tell apart (the first)."""
    seen, out = set(), []
    for a in actions:
        key = choice_key(game, a, pid)
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


# What a vision can look at on an Astral Plane or in the Palace (Decision "dream").
DREAM_SLOTS = {"lesser": N_("Lesser Guardian"), "greater": N_("Greater Guardian"), "guardian": N_("Guardian"),
               "artifacts": N_("Artifacts")}


def _choice(g, a) -> str:
    p = g.s["pending"] or {}
    t = p.get("type")
    if t == "bubble_bag":
        return _("No Bubble Bag") if not a["bubbles"] else _("{n} Bubbles for {gold} Gold").format(n=a["bubbles"], gold=a["gold"])
    if t == "shield":
        return _("Break the shield: a draw") if a["shield"] else _("Keep the shield: take the loss")
    if t == "pvp_loss":
        return _("Lose 1 Health") if a["lose"] == "health" else _("Give up an Item")
    if t in ("pvp_item", "limit"):
        x = a.get("item") or a.get("discard")
        return (_("Take {item}") if t == "pvp_item" else _("Discard {item}")).format(item=g.name(x))
    if t == "aggressive":
        return _("Take a Map Fragment") if a["take"] == "fragment" else _("Health or an Item")
    if t == "reveal_realm":
        r, c = a["square"].split(",")
        return _("Reveal the card at row {row}, column {column}").format(row=int(r) + 1, column=int(c) + 1)
    if t == "dream":
        plane, slot = a["target"].split(":")
        name = next((p["name"] for p in g.content.planes if p["id"] == plane),
                    _("Undersea Palace") if plane == "palace" else plane.replace("_", " "))
        return _("Look at the {name}: {slot}").format(name=name, slot=tr(DREAM_SLOTS.get(slot, slot)))
    if t in ("exit_space", "battleground"):
        return place(g, a["space"])
    if t == "enter_now":
        return _("Enter the Water Realm now") if a["enter"] else _("Not now")
    if t in ("ten_pick", "random_dig"):
        return _("Dig again (1 more Map Fragment)") if a.get("dig_again") else _("Keep {item}").format(item=g.name(a["keep"]))
    return ", ".join(f"{k} {v}" for k, v in a.args)

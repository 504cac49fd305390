"""Words and colours the table shows: action labels, card descriptions,
phase names, the glossary behind the tooltips."""
from __future__ import annotations

from game.rules.core import Action
from game.rules.etherfields.intent import as_dict
from game.i18n import N_, _, ngettext, tr

INTENT_WORDS = {"awareness": N_("Awareness"), "cunning": N_("Cunning"), "wrath": N_("Wrath")}
INTENT_COLOURS = {"awareness": (96, 170, 230), "cunning": (120, 200, 120), "wrath": (222, 92, 80)}


def glossary() -> dict:
    """Tooltip texts by the names the table uses (from content/glossary), in the
    current language: kept per language, so a table first shown in English
    does not keep English tooltips once 简体中文 is chosen."""
    from game.content import default_content
    from game.content.translations import current_language
    lang = current_language()
    if lang not in _GLOSSARIES:
        _GLOSSARIES[lang] = {k: e for e in default_content().glossary.values() for k in e.keys}
    return _GLOSSARIES[lang]


_GLOSSARIES: dict = {}
PHASES = {"draw": N_("Draw step"), "actions": N_("Card and Action step"), "dreamscape": N_("Dreamscape Phase"),
          "over": N_("The end"), "out_of_turns": N_("Out of Turns"), "map": N_("The Dreamworld")}


def amounts(intent: dict) -> list[str]:
    """{"wrath": 2} -> ["2 Wrath"], in the current language."""
    return [_("{n} {intent}").format(n=v, intent=tr(INTENT_WORDS.get(k, k.title()))) for k, v in intent.items()]


def describe_card(card) -> str:
    parts = []
    intent = as_dict(getattr(card, "intent", None))
    if intent:
        kinds = _(" or ").join(amounts(intent))
        parts.append(_("Intent: {kinds} (choose one colour when discarded).").format(kinds=kinds) if len(intent) > 1
                     else _("Intent: {kinds}.").format(kinds=kinds))
    parts.append(_("Movement value {n}.").format(n=getattr(card, "move", 0) or 0))
    prog = getattr(card, "progress", None)
    if prog is not None:
        cost = _(", ").join(amounts(as_dict(prog.cost)))
        parts.append(_("Progress card ({suit}): place it for {cost}.").format(suit=prog.suit, cost=cost))
    for act in getattr(card, "actions", ()) or ():
        cost = _(", ").join(amounts(as_dict(getattr(act, "cost", None)))) or _("free")
        rapid = _(" Rapid.") if getattr(act, "rapid", False) else ""
        parts.append(_("{name}: pay {cost}.{rapid}").format(name=act.name, cost=cost, rapid=rapid))
    if getattr(card, "text", None):
        parts.append(card.text)
    if getattr(card, "flavour", None):
        parts.append(_("\u201c{flavour}\u201d").format(flavour=card.flavour))
    price = getattr(card, "price", None)
    if price:
        parts.append(_("Market price: {price} Ether.").format(price=price))
    return "\n".join(parts)


def label_for(g, a: Action) -> str:
    if a.kind == "draw":
        return _("Draw cards")
    if a.kind == "pass":
        return _("Pass")
    if a.kind == "interact":
        from game.rules.etherfields.interactions import interactions
        inter = interactions(g)[a["index"]]  # the tile's own, then a Deliverance its Wisdom unlocks
        return ngettext("{name} ({n} card)", "{name} ({n} cards)", len(a["pay"])).format(name=inter.name,
                                                                                      n=len(a["pay"]))
    if a.kind == "map_action":
        from game.rules.etherfields.map_actions import space_action
        found = space_action(g, a["space"], a["index"])
        return (tr(found[0].get("name")) or _("Map action")) if found else _("Map action")
    if a.kind == "place_gem":
        return _("Set a Gem in the slot")
    if a.kind == "take_gem":
        return _("Take the Gem back")
    if a.kind == "play":
        return _("Play {card}").format(card=g.name(a["card"]))
    if a.kind == "place_progress":
        return _("Place {card}").format(card=g.name(a["card"]))
    if a.kind == "gain_gem":
        return _("Gain a Shining Gem (3 cards)")
    if a.kind == "skip":
        return _("Skip this Slumber")
    if a.kind == "use_item":
        return _("Use {card}").format(card=g.name(a["item"]))
    if a.kind == "use_mask":
        return _("Use Mask")
    if a.kind == "use_progress":
        return _("Use {card}").format(card=g.name(a["card"]))
    if a.kind == "back_action":
        return _("Character action")
    if a.kind == "use_token":
        token = getattr(g.defs("dreamers").get(a["dreamer"]), "personal_token", None)
        return _("Spend {token}").format(token=getattr(token, "name", None) or _("the Personal token"))
    if a.kind == "remove_morphing":
        return _("Remove Morphing ({intent})").format(intent=tr(INTENT_WORDS.get(a["with"], a["with"])))
    if a.kind == "remove_flaw":
        return _("Remove {card}").format(card=g.name(a["card"]))
    if a.kind == "enter":
        from game.hint import room_label
        return _("Enter at {space}").format(space=room_label(g, a["to"]))
    return a.kind

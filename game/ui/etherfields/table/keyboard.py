"""The Dreamscape table by keyboard: every legal Action as a sentence.

The action list (game/ui/actionlist.py) shows these, grouped by Dreamer (or
by the Decision waiting to be answered). Enter acts as that Dreamer and
offers the Action the way a button does: a choice of payment opens the
payment panel, where the arrows pick cards and Space puts one in or out.
"""
from __future__ import annotations

from game.i18n import N_, _, ngettext, tr
from game.hint import room_label
from game.ui.actionlist import Choice
from game.ui.etherfields.table.labels import INTENT_WORDS, label_for


MAP_WORDS = {"begin_session": N_("Begin a new session"), "end_session": N_("Rest here (the session ends)"),
             "awaken": N_("Awaken")}


# What a space holds, as the keyboard list says it (features and terrain).
SPACE_WORDS = {"entrance": N_("Entrance"), "spawn": N_("Spawn"), "trap": N_("Trap"), "stairs": N_("Stairs"),
               "gem_slot": N_("Gem slot"), "light": N_("Light"), "darkness": N_("Darkness"), "water": N_("Water"),
               "swamp": N_("Swamp")}


def where(g, pos) -> str:
    """A space as a sentence: the room written on its tile, the corner, and what is on it."""
    pos = tuple(pos)
    space = g.dreamscape.spaces.get(pos)
    extras = []
    if space is not None:
        extras += [f for f in space.features if f in ("entrance", "spawn", "trap", "stairs", "gem_slot")]
        if space.terrain:
            extras.append(space.terrain)
    extras += [g.name(e.get("tile") or e["id"]) for e in g.entities if tuple(e.get("pos") or ()) == pos]
    if not extras:
        return room_label(g, pos)
    said = _(", ").join(tr(SPACE_WORDS.get(x, x)) for x in extras)
    return _("{space} ({what})").format(space=room_label(g, pos), what=said)


def sentence(g, a, paid: bool = True) -> str:
    """What the Action does, said the way a player would (`paid`: with what
    pays for it; the payment panel's title leaves that to the cards chosen)."""
    k = a.kind
    who = a.get("dreamer")
    if k in ("move", "effort"):
        here = g.dreamers[who].pos
        dist = g.dreamscape.distance(here, tuple(a["to"]))
        if dist is not None:
            text = ngettext("Move {n} space to {where}", "Move {n} spaces to {where}", dist).format(
                n=dist, where=where(g, a["to"]))
        else:
            text = _("Move to {where}").format(where=where(g, a["to"]))
        if k == "effort":
            return _("{move}, with Effort (Hours instead of cards)").format(move=text)
    elif k == "enter":
        return _("Start at {where} instead (free, not a Move)").format(where=where(g, a["to"]))
    elif k == "choose":
        return tr(str(a.get("label", "Choose")))
    elif k == "travel":
        return _("Travel to {place}").format(place=g.name(a["to"]))
    elif k in MAP_WORDS:
        return _(MAP_WORDS[k])
    elif k == "spend_hours":
        n = a.get("hours", 1)
        return ngettext("Spend {n} Hour of the Clock", "Spend {n} Hours of the Clock", n).format(n=n)
    elif k == "peek":
        return _("Look at a Secret, paying {card}").format(card=g.name(a["card"])) if paid else _("Look at a Secret")
    elif k == "draw":
        text = (_("Draw cards, discarding {n}").format(n=len(a["discard"])) if a.get("discard")
                else _("Draw cards"))
    else:
        text = tr(label_for(g, a))
        if a.get("colour"):
            text = _("{action} ({intent})").format(action=text, intent=tr(INTENT_WORDS.get(a["colour"], str(a["colour"]).title())))
    pay = a.get("pay") or []
    if pay and paid:
        text = _("{action}, paying {cards}").format(action=text, cards=_(", ").join(g.name(p.split(":", 1)[-1])
                                                                                 for p in pay))
    return text


def choices(scene) -> list[Choice]:
    g = scene.game
    out: list[Choice] = []
    if g.outcome is not None or g.mode == "map":
        return out
    if g.pending is not None:
        prompt = tr(g.pending.prompt)
        for a in g.legal_actions():
            who = a.get("dreamer")  # a Team move (spending Hours) may cut in too: it goes with the prompt
            group = prompt if a.kind == "choose" or not who else _("{name} may cut in").format(name=g.name(who))
            out.append(Choice(group, sentence(g, a), lambda a=a: scene.apply(a), a))
        return out
    # The acting Dreamer's moves come first: Enter, Enter acts for them, never for someone else.
    mine = {scene.selected: 0, None: 1}
    for a in sorted(g.legal_actions(), key=lambda a: mine.get(a.get("dreamer"), 2)):
        who = a.get("dreamer")
        if who:
            group = (_("{name}: Move") if a.kind in ("move", "effort", "enter") else _("{name}: actions")).format(name=g.name(who))
        else:
            group = _("The Team")
        out.append(Choice(group, sentence(g, a), lambda a=a: act(scene, a), a))
    me = g.dreamers.get(scene.selected)
    for card in (me.hand if me is not None else []):  # what right-click does: read a card whole
        out.append(Choice(_("Read {name}'s cards").format(name=g.name(scene.selected)),
                          _("Read {card}").format(card=g.name(card)),
                          lambda card=card: read(scene, card)))
    if g.phase == "actions":
        out.append(Choice(_("The table"), _("Luck die for the next paid action: on") if scene.boost
                          else _("Luck die for the next paid action: off"),
                          scene.toggle_boost))
    out.append(Choice(_("The table"), _("What now? (a hint)"), scene.ask_hint))
    out.append(Choice(_("The table"), _("Save"), scene.save))
    out.append(Choice(_("The table"), _("Leave the table"), scene.leave_dialog.ask))
    return out


def read(scene, card) -> None:
    """Show the card in the inspector; the list steps aside (Esc closes the card)."""
    scene.keys.open = False
    scene.inspect = card


def act(scene, a) -> None:
    """Offer the Action as its button would: acting for another Dreamer is
    said in the bar (scene.offer), and the panel's title names no payment,
    the cards chosen in it do."""
    scene.offer(a, sentence(scene.game, a, paid=False))


def map_choices(scene) -> list[Choice]:
    """The Dreamworld Map's legal Actions (travel, its Decisions, rest or
    awaken), then its own buttons (save and quit, the journal)."""
    g = scene.game
    group = tr(g.pending.prompt) if g.pending is not None else _("Travel and rest")
    out = [Choice(group, sentence(g, a), lambda a=a: scene.apply(a), a) for a in g.legal_actions()]
    if g.pending is None:  # the buttons that are not one of those moves again ("Begin...", "Rest...")
        said = {c.text.split()[0] for c in out}
        out += [Choice(_("The map"), b.label, b.on_click) for b in getattr(scene, "buttons", [])
                if str(b.label).split()[:1] and str(b.label).split()[0] not in said]
    return out

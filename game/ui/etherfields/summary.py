"""The Load screen's line under an Etherfields campaign (GameSpec.save_summary):
where the campaign stands, when it was saved, and its Team, in the game's words."""
from __future__ import annotations

from game.content import default_content
from game.i18n import _, ngettext, pgettext


def save_summary(meta: dict, when: str) -> str:
    """Where it stands, when, who."""
    between = pgettext("between the parts of a save's line", "  -  ")  # Chinese: a middle dot
    return between.join((row_place(meta), when, row_team(meta)))


def row_place(meta: dict) -> str:
    """Where the campaign stands, in the game's words: the Dream by name,
    a Slumber, or the Location on the Dreamworld Map."""
    content = default_content()

    def name(id_):  # a Location lives on its Dreamworld tile: content.locations, not content.get
        if not isinstance(id_, str):
            return ""
        found = content.get(id_) or content.locations.get(id_) if id_ else None
        return getattr(found, "name", None) or str(id_) if id_ else ""

    mode = meta.get("mode")
    turn = meta.get("turn") if isinstance(meta.get("turn"), int) else None
    if mode == "dream":
        place = _("Dream: {name}").format(name=name(meta.get("dream"))) if meta.get("dream") else _("Dream")
        return _("{place}, Turn {turn}").format(place=place, turn=turn) if turn else place
    if mode == "slumber":
        return _("Slumber, Turn {turn}").format(turn=turn) if turn else _("Slumber")
    if mode == "map":
        return _("Dreamworld Map: {name}").format(name=name(meta.get("location"))) if meta.get("location") \
            else _("Dreamworld Map")
    return _("Campaign")


def row_team(meta: dict) -> str:
    content = default_content()
    dreamers = meta.get("dreamers")  # a hand-edited save may hold anything here
    dreamers = [w for w in dreamers if isinstance(w, str)] if isinstance(dreamers, list) else []
    names = [getattr(content.get(w), "name", None) or w for w in dreamers]
    return _(", ").join(n.replace("The ", "") for n in names) or _("no Dreamers listed")


def save_preview(meta: dict):
    """The Load screen's preview of a campaign: the picture of where it stands
    (the Dream's gate, the Location's Dreamworld tile) and its Dreamers' figures."""
    from game.ui.save_preview import Figure, Preview
    from game.ui.widgets import hex_colour
    content = default_content()
    mode = meta.get("mode")
    art = None
    if mode == "dream" and isinstance(meta.get("dream"), str) and meta["dream"] in content.dream_gates:
        art = meta["dream"]
    elif mode == "map" and isinstance(meta.get("location"), str):
        art = next((t.id for t in content.dreamworld_tiles.values()
                    if any(loc.id == meta["location"] for loc in t.locations)), None)
    elif mode == "slumber":
        art = "slumber"  # no tile is saved in the line: a Slumber's night painted for it
    dreamers = meta.get("dreamers")
    figures = []
    for who in dreamers if isinstance(dreamers, list) else []:
        card = content.get(who) if isinstance(who, str) else None
        if card is None:
            continue
        figures.append(Figure(card.name, hex_colour(getattr(card, "colour", "#cccccc")),
                              getattr(getattr(card, "brief", None), "subject", None)))
    return Preview(art=art, place=row_place(meta), figures=figures, facts=campaign_facts(meta))


def campaign_facts(meta: dict) -> list[str]:
    """What a save says of its campaign beyond where it stands: the Dreams won, the
    Season, the Keys held (a save on the map counts no Turn; these say how far it went).
    Saves from before these were kept say nothing of them."""
    content = default_content()

    def name(id_):
        return getattr(content.get(id_), "name", None) or id_

    facts = []
    won = meta.get("dreams_won")
    if isinstance(won, list):
        won = [w for w in won if isinstance(w, str)]
        facts.append(_("Dreams won: {names}").format(names=_(", ").join(name(w) for w in won)) if won
                     else _("no Dream won yet"))
    if isinstance(meta.get("season"), str):
        facts.append(_("Season: {name}").format(name=name(meta["season"])))
    keys = meta.get("keys")
    if isinstance(keys, int) and not isinstance(keys, bool):
        facts.append(ngettext("{n} Key held", "{n} Keys held", keys).format(n=keys))
    return facts

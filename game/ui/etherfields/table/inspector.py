"""The card inspector (right-click a card): the card as tall as the window
comfortably allows, and beside it a panel as tall as its words: the rules
text, each keyword the card uses explained (the glossary's own words, the
ones the table's tooltips use), where the card lies (under its name), and how to close it."""
from __future__ import annotations

import pygame

from game.gfx.cards import RATIO
from game.i18n import _
from game.rules.etherfields.intent import as_dict
from game.ui import draw as d
from game.ui import layout as L
from game.ui.etherfields.table.labels import describe_card, glossary


def keywords(card) -> list:
    """The glossary entries for what `card` uses, in the order a reader meets
    them on its face: Intent and its kinds, Movement value, Progress, each
    action's Rapid / Gradual / (x), Flaw, and the Ether of a Market price."""
    keys = []
    intent = as_dict(getattr(card, "intent", None))
    if intent:
        keys += ["intent"] + list(intent)
    if getattr(card, "move", 0):
        keys.append("move_value")
    if getattr(card, "progress", None) is not None:
        keys.append("progress")
    for act in getattr(card, "actions", ()) or ():
        keys += [k for k in ("rapid", "gradual", "per_player") if getattr(act, k, False)]
    if getattr(card, "flaw", False):
        keys.append("flaw")
    if getattr(card, "price", None):
        keys.append("ether")
    terms = glossary()
    return [terms[k] for k in dict.fromkeys(keys) if k in terms]


def whereabouts(game, card_id: str) -> str:
    """Where the card lies: whose hand, deck, discard pile, Sealed cards or Progress row."""
    for who in game.order:
        dr = game.dreamers[who]
        name = game.name(who)
        if card_id in dr.hand:
            return _("In {name}'s hand.").format(name=name)
        if card_id in dr.discard:
            return _("In {name}'s discard pile.").format(name=name)
        if card_id in dr.deck:
            return _("In {name}'s deck.").format(name=name)
        if card_id in dr.sealed:
            return _("Among {name}'s Sealed cards.").format(name=name)
        if any(p.get("card") == card_id for p in dr.progress):
            return _("In {name}'s Progress row.").format(name=name)
    if card_id in getattr(game.campaign, "market_shown", ()):
        return _("On offer at the Market.")
    return ""


def blocks(game, card_id: str) -> list[tuple[str, str, int, tuple, bool]]:
    """The panel's words, one (kind, text, size, colour, bold) a paragraph."""
    card = game.card(card_id)
    out = [("name", str(getattr(card, "name", card_id)), 26, (244, 230, 190), True)]
    where = whereabouts(game, card_id)
    if where:  # under the name: short, and never the paragraph left out when room runs short
        out.append(("where", where, 15, (180, 170, 210), False))
    out.append(("rules", describe_card(card), 18, (226, 220, 244), False))
    terms = keywords(card)
    if terms:
        out.append(("head", _("Keywords"), 18, (236, 204, 120), True))
        for e in terms:
            out.append(("term", str(e.name), 16, (236, 222, 180), True))
            out.append(("gloss", str(e.text), 16, (200, 194, 226), False))
    return out


def draw(scene, surf, colours) -> dict:
    """The inspector over the table; returns its rects ("card", "text")."""
    w, h = surf.get_size()
    L.veil(surf, (8, 4, 20, 190))
    card_id = scene.inspect
    card = scene.game.card(card_id)
    text_w = min(L.em(560), max(L.em(300), w - 80 - round((h - 80) / RATIO)))
    text_w = min(text_w, w - 70 - 160)
    card_h = min(h - 80, round((w - 70 - text_w) * RATIO))
    rect = pygame.Rect(0, 0, round(card_h / RATIO), card_h)
    pad = L.em(18)
    inner = text_w - 2 * pad
    paras = blocks(scene.game, card_id)
    gap = {"name": 4, "where": 10, "rules": 14, "head": 6, "term": 2, "gloss": 10}
    foot = L.line(14) + 12
    rules = 8 * sum(1 for p in paras if p[0] == "head")  # the line over each heading
    # the words as large as the card's height holds them (a short card's grow, up to a third
    # larger), a long card's a little smaller before any paragraph is left out
    for share in (1.3, 1.15, 1.0, 0.9, 0.8, 0.72):
        paras = [(k, t, max(12, round(s * share)), c, b) for k, t, s, c, b in blocks(scene.game, card_id)]
        heights = [L.block_height(t, inner, s, bold=b) for _k, t, s, _c, b in paras]
        need = 2 * pad + sum(hh + gap[p[0]] for hh, p in zip(heights, paras)) + rules + foot
        if need <= (card_h if share > 1 else h - 40):
            break
    text = pygame.Rect(0, 0, text_w, max(min(need, h - 40), min(rect.height, 160)))
    total = rect.width + 30 + text_w
    rect.topleft = (w // 2 - total // 2, h // 2 - rect.height // 2)
    text.topleft = (rect.right + 30, h // 2 - text.height // 2)
    d.influence_card(surf, rect, card, colours, 0)
    d.panel(surf, text, (30, 22, 50), (150, 130, 200))
    body = pygame.Rect(text.x + pad, text.y + pad, inner, text.height - 2 * pad - foot)
    surf.set_clip(body)  # words longer than the window stop at the panel's edge
    y = body.y
    for k, ((kind, words, size, colour, bold), hh) in enumerate(zip(paras, heights)):
        with_gloss = hh + (gap[kind] + heights[k + 1] if kind == "term" else 0)
        if y + with_gloss > body.bottom:
            break  # a paragraph whole or not at all, and a keyword with its explanation
        if kind == "head":
            pygame.draw.line(surf, (90, 74, 140), (body.x, y), (body.right, y))
            y += 8
        L.text_block(surf, words, (body.x, y, inner, hh), size, colour, bold=bold)
        y += hh + gap[kind]
    surf.set_clip(None)
    d.text(surf, _("Click anywhere or press Esc to close"), (text.centerx, text.bottom - pad // 2 - foot // 2), 14,
           (180, 170, 210), anchor="center", max_width=inner, fit=True)
    return {"card": rect, "text": text}

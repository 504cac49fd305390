"""The Water Realm's side panels (issue 33): the realm's 4 x 6 squares are as
tall as the board, which leaves its sides wide; they hold what a diver needs
while swimming instead of bare water.

- Left: the acting character in the deep: their air (Bubbles left of the
  bag, one drawn per Bubble) and their cards, large, with what each does.
- Right: the last card turned over in the realm, its picture large with its
  words, over the compass (board.draw_realm draws the compass at its foot).

Drawing never changes the game; `board.Layout` says where the panels are
(`realm_left`, `realm_right`, and `sides` False when the window is too narrow
for them, as at 2x in 1280 x 720).
"""
from __future__ import annotations

import pygame

from game.rules.prophecy import board as B
from game.ui import draw as d
from game.ui import layout as L
from game.ui.prophecy import pieces
from game.ui.prophecy import board as view
from game.ui.prophecy.board import describe_card
from game.i18n import N_, _, tr

FILL, EDGE = (14, 30, 52), (86, 140, 180)
HEAD, INK, SOFT = (200, 236, 250), (232, 240, 248), (170, 200, 222)
AIR, SPENT = (150, 220, 250), (60, 90, 120)
FAMILY = {"item": (90, 70, 50), "ability": (60, 60, 120), "artifact": (150, 112, 30)}
PAD = 14


def last_revealed(events) -> tuple[str, list] | None:
    """(card, square) of the newest card turned over in the realm, from the
    table's Events (newest last), or None."""
    for e in reversed(list(events)):
        if e.kind == "realm_card_revealed":
            square = e.data.get("square")
            return e.data["card"], (list(map(int, square.split(","))) if isinstance(square, str) else list(square or [0, 0]))
    return None


def draw(surf, game, lay, pid: str, last, dx: int = 0) -> None:
    """Both panels, moved `dx` with the camera; nothing when the layout has no sides."""
    if not lay.sides:
        return
    diver(surf, game, lay.realm_left.move(dx, 0), pid)
    revealed(surf, game, lay.realm_right.move(dx, 0), last, compass=lay.realm_right.height)


def diver(surf, game, rect: pygame.Rect, pid: str) -> None:
    """The acting character's air and cards."""
    d.panel(surf, rect, FILL, EDGE)
    ch = game.chars[pid]
    inner = rect.inflate(-2 * PAD, -2 * PAD)
    y = inner.y
    name_h = L.line(18, bold=True, role="story")
    d.text(surf, _("{name} in the deep").format(name=tr(ch["name"])), (inner.x, y), 18, HEAD, bold=True, role="story",
           max_width=inner.width, fit=True)
    y += name_h + 6
    if ch["realm"] is not None or ch["bag"]:
        d.text(surf, _("Air: {n} of {bag} Bubbles").format(n=ch["bubbles"], bag=ch["bag"]), (inner.x, y), 14, INK,
               max_width=inner.width, fit=True)
        y += L.line(14) + 6
        bag = max(1, ch["bag"])
        r = max(5, min(L.em(13), (inner.width // bag - 4) // 2))
        for i in range(bag):
            c = (inner.x + r + i * (2 * r + 4), y + r)
            if i < ch["bubbles"]:
                pygame.draw.circle(surf, AIR, c, r)
                pygame.draw.circle(surf, (240, 250, 255), (c[0] - r // 3, c[1] - r // 3), max(1, r // 4))
            else:
                pygame.draw.circle(surf, SPENT, c, r, 2)
        y += 2 * r + 12
    d.text(surf, _("Cards"), (inner.x, y), 15, HEAD, bold=True)
    y += L.line(15, bold=True) + 6
    cards = [(a, "artifact") for a in ch["artifacts"]] + [(i, "item") for i in ch["items"]] + \
            [(a, "ability") for a in ch["abilities"]]
    foot = L.line(13) + 4  # the Map Fragments line at the foot
    shown = 0
    for inst, family in cards:
        lines = describe_card(game, inst)
        body = _(", ").join(lines[1:])
        h = L.line(15, bold=True) + L.block_height(body, inner.width - 16, 13) + 12
        if y + h > inner.bottom - foot - (L.line(13) + 4 if shown < len(cards) - 1 else 0):
            break
        tile = pygame.Rect(inner.x, y, inner.width, h)
        d.panel(surf, tile, FAMILY[family], (250, 230, 170) if inst in ch["held"] else (120, 110, 150), radius=6)
        name = game.name(inst) + (_(" (in hand)") if inst in ch["held"] else "")
        d.text(surf, name, (tile.x + 8, tile.y + 5), 15, (250, 244, 230), bold=True, max_width=tile.width - 16, fit=True)
        L.text_block(surf, body, (tile.x + 8, tile.y + 7 + L.line(15, bold=True), tile.width - 16, h - 12 - L.line(15, bold=True)),
                     13, (236, 226, 210))
        if inst in ch["broken"]:
            pygame.draw.line(surf, (240, 90, 80), tile.topleft, tile.bottomright, 2)
        y += h + 6
        shown += 1
    if not cards:
        words = _("No cards yet: Items, Abilities and Artifacts won on the board come into the deep with you.")
        y += L.text_block(surf, words, (inner.x, y, inner.width, inner.bottom - foot - y), 13, SOFT) + 6
    elif shown < len(cards):
        d.text(surf, _("+{n} more cards (the side panel lists them)").format(n=len(cards) - shown), (inner.x, y), 13, SOFT,
               max_width=inner.width, fit=True)
        y += L.line(13) + 6
    if ch["realm"] is not None:
        around(surf, game, pygame.Rect(inner.x, y + 6, inner.width, inner.bottom - foot - y - 6), tuple(ch["realm"]))
    d.text(surf, _("{n} Map Fragments").format(n=len(ch["fragments"])), (inner.x, inner.bottom), 13, (236, 214, 160),
           anchor="bottomleft")


WAYS = (("north", N_("North")), ("east", N_("East")), ("south", N_("South")), ("west", N_("West")))


def neighbour(game, at, way: str) -> str:
    """What lies one square `way` of `at`, in words."""
    sq = B.step(at, way)
    if not B.on_grid(game.content, sq):
        return _("the edge of the realm")
    lines = view.describe_square(game, sq)
    special = sq in (tuple(game.content.realm["palace"]), tuple(game.content.realm["entrance"]))
    return _(", ").join(lines if special else lines[1:])  # a plain square: what lies there, not its row


def around(surf, game, rect: pygame.Rect, at) -> None:
    """What lies a square away each way (the swimmer's next choice): each
    square's picture, as the board shows it, and what it holds, as far down as
    there is room."""
    head = L.line(15, bold=True)
    row_least = max(36, L.line(14, bold=True) + L.line(13))
    if rect.height < head + row_least:
        return
    d.text(surf, _("Around you"), rect.topleft, 15, HEAD, bold=True)
    y = rect.y + head + 6
    tile = max(36, min(L.em(96), (rect.bottom - y) // 4 - 8, rect.width // 4))
    if 4 * (max(tile, row_least) + 8) > rect.bottom - y:  # too short for four pictures: four lines of words
        for way, word in WAYS:
            msg = _("{way}: {what}").format(way=tr(word), what=neighbour(game, at, way))
            h = L.block_height(msg, rect.width, 13)
            if y + h > rect.bottom:
                break
            L.text_block(surf, msg, (rect.x, y, rect.width, h), 13, INK)
            y += h + 3
        return
    realm = game.s["realm"]
    palace, entrance = tuple(game.content.realm["palace"]), tuple(game.content.realm["entrance"])
    for way, word in WAYS:
        dr, dc = B.DIRECTIONS[way]
        sq = (at[0] + dr, at[1] + dc)
        if y + min(tile, row_least) > rect.bottom:
            break
        pic = pygame.Rect(rect.x, y, tile, tile)
        said = neighbour(game, at, way)
        if not B.on_grid(game.content, sq):
            pygame.draw.rect(surf, (10, 22, 40), pic, border_radius=6)
            pygame.draw.rect(surf, (40, 70, 100), pic, 1, border_radius=6)
        else:
            slot = realm["squares"].get(B.key(sq))
            up = slot and slot["up"]
            card = game.card(slot["card"]) if up else None
            what = "palace" if sq == palace else ("card" if up else ("down" if slot else ""))
            surf.blit(pieces.realm_tile(tile, B.is_light(sq), what, card.id if card else "", card.family if card else ""),
                      pic)
        x = pic.right + 10
        d.text(surf, tr(word), (x, y), 14, HEAD, bold=True, max_width=rect.right - x)
        room = pygame.Rect(x, y + L.line(14, bold=True), rect.right - x, max(tile, row_least) - L.line(14, bold=True))
        L.text_block(surf, said, room, 13, INK)
        y += max(tile, row_least) + 8


def revealed(surf, game, rect: pygame.Rect, last, compass: int) -> None:
    """The newest card turned over in the realm, large; the compass keeps the foot."""
    d.panel(surf, rect, FILL, EDGE)
    inner = rect.inflate(-2 * PAD, -2 * PAD)
    compass_room = max(130, min(rect.width - 40, round(compass * 0.3))) + 14 + L.line(14) + 12
    bottom = rect.bottom - compass_room
    y = inner.y
    d.text(surf, _("Last card revealed"), (inner.x, y), 18, HEAD, bold=True, role="story", max_width=inner.width, fit=True)
    y += L.line(18, bold=True, role="story") + 8
    if last is None:
        words = _("Nothing turned over yet: a face-down square shows its card when a diver swims onto it.")
        size = max(48, min(inner.width, bottom - y - L.block_height(words, inner.width, 14) - 12, L.em(220)))
        pic = pieces.realm_tile(size, True, "down")
        surf.blit(pic, pic.get_rect(midtop=(inner.centerx, y)))
        y += size + 8
        L.text_block(surf, words, (inner.x, y, inner.width, max(0, bottom - y)), 14, SOFT, anchor="center")
        return
    inst, square = last
    card = game.card(inst)
    lines = describe_card(game, inst)
    body = _(", ").join(lines[1:])
    body_h = L.block_height(body, inner.width, 14)
    size = max(48, min(inner.width, bottom - y - L.line(18, bold=True) - body_h - 16, L.em(320)))
    pic = pieces.realm_tile(size, B.is_light(tuple(square)), "card", card.id, card.family)
    surf.blit(pic, pic.get_rect(midtop=(inner.centerx, y)))
    y += size + 8
    d.text(surf, card.name, (inner.centerx, y), 18, INK, anchor="midtop", bold=True, max_width=inner.width, fit=True)
    y += L.line(18, bold=True) + 4
    L.text_block(surf, body, (inner.x, y, inner.width, max(0, bottom - y)), 14, SOFT, anchor="center")

"""Onirim's motion: what an Action changed, shown moving (game/ui/motion.py).

Cards drawn glide from the deck into the hand, one after another; a card
played glides from where it was let go into its Labyrinth slot; a discard
glides onto the discard pile; a Door won comes off the deck face down and
turns over in its slot; a Door drawn without its Key glides from the deck
into Limbo; a pair (or a rainbow) given to a Mirror glides from the hand
under the glass, shrinking as it goes. The still picture leaves each arriving card's place
empty (`hidden`) until its tween lands, so nothing is shown twice.

The table's state is compared before and after (`snapshot`, `queue`), so any
way an Action arrives (a drag, a key, a panel) moves the same way."""
from __future__ import annotations

from collections import Counter

import pygame

from game.rules.onirim.cards import IS_DOOR
from game.ui.motion import ease_in_out
from game.ui.onirim import art
from game.ui.onirim.art import HAND_TILT

DRAW_GAP = 0.09  # seconds between two cards dealt into the hand, at normal speed
GLIDE = 0.38     # a card's flight
DOOR = 0.9       # a Door: off the deck, then turned over in its slot
LIMBO_REST = 0.35  # a Door shown lying in Limbo before Limbo goes back into the deck


def _rest_then_go(t: float) -> float:
    """Still for the first LIMBO_REST of the tween (it lies in Limbo), then on its way."""
    share = LIMBO_REST / (LIMBO_REST + GLIDE)
    return ease_in_out(max(0.0, (t - share) / (1 - share)))


def snapshot(table) -> dict:
    """What the table showed before an Action: the piles and where each hand card was."""
    data = table.game.to_data()
    return {"hand": list(data["hand"]), "lab": len(data["labyrinth"]), "discard": len(data["discard"]),
            "doors": list(data["doors"]), "rects": [r.copy() for r, _i in table.hand_rects],
            "limbo": len(data["limbo"]), "mirrors": _mirror_counts(data)}


def _mirror_counts(data: dict) -> dict:
    return {m: len(state["cards"]) for m, state in (data.get("mirrors") or {}).items()}


def lab_rect(table, index: int, count: int) -> pygame.Rect:
    """Labyrinth card `index` of `count`, as draw_labyrinth lays it with the newest in view."""
    z = table.zones["labyrinth"]
    cw, gap = table.lab_cw, table.lab_gap
    fit = max(1, (z.width - 24) // (cw + gap))
    first = max(0, count - fit)
    return pygame.Rect(z.x + 12 + (index - first) * (cw + gap), z.y + 14, cw, round(cw * art.RATIO))


def door_rect(table, colour: str, j: int) -> pygame.Rect:
    z = table.zones["doors"]
    k = "RBGY".index(colour)
    return pygame.Rect(z.x + (k * 2 + j) * table.u(62), z.y, table.u(56), table.u(78))


def queue(table, before: dict, let_go: tuple | None = None, events=()) -> None:
    """Tweens for everything the last Action moved. `let_go` is (card, centre)
    of a card dropped by the mouse: it flies on from there. `events`, the
    Action's Events, tell what the piles cannot: a Door drawn into Limbo and
    shuffled back into the deck by the same Action."""
    m = table.motion
    after = table.game.to_data()
    deck = table.zones["deck"]
    hand_w = table.card_w()
    gone = Counter(before["hand"]) - Counter(after["hand"])  # cards that left the hand

    def origin(code: str) -> tuple[tuple, int]:
        """Where a card that just left the hand starts its flight, and how wide it is there."""
        if let_go is not None and let_go[0] == code:
            return let_go[1], hand_w
        if gone[code] and code in before["hand"]:
            i = before["hand"].index(code)
            if i < len(before["rects"]):
                return before["rects"][i].center, hand_w
        return deck.center, deck.width

    lab = after["labyrinth"]
    for i in range(before["lab"], len(lab)):
        start, w0 = origin(lab[i])
        end = lab_rect(table, i, len(lab))
        m.add("card", start, end.center, GLIDE, key=("lab", i), code=lab[i], w0=w0, w1=end.width)
    fresh = len(after["discard"]) - before["discard"]
    for j in range(max(0, fresh)):  # the pile lists its top first
        code = after["discard"][fresh - 1 - j]
        start, w0 = origin(code)
        m.add("card", start, table.zones["discard"].center, GLIDE, delay=0.05 * j,
              key=("discard",) if j == fresh - 1 else None, code=code, w0=w0, w1=table.zones["discard"].width)
    new_doors = list((Counter(after["doors"]) - Counter(before["doors"])).elements())
    for k, code in enumerate(new_doors):
        j = after["doors"].count(code) - 1 - new_doors[:k].count(code)
        slot = door_rect(table, code[0], j)
        m.add("door", deck.center, slot.center, DOOR, delay=0.15 * k, easing=ease_in_out, key=("door", code[0], j),
              code=code, w0=deck.width, w1=slot.width)
    into_limbo = len(after["limbo"]) - before.get("limbo", len(after["limbo"]))
    for k in range(max(0, min(into_limbo, 8))):  # Limbo lists its newest first
        spot = table.limbo_spot(k, len(after["limbo"]))
        m.add("card", deck.center, spot.center, GLIDE, delay=0.12 * k, key=("limbo", k), code=after["limbo"][k],
              w0=deck.width, w1=spot.width)
    stays = Counter(after["limbo"][:max(0, into_limbo)]) + Counter(new_doors) + Counter([after.get("drawn")])
    passing = [e.data["card"] for e in events if e.kind == "drawn" and IS_DOOR.get(e.data.get("card"), False)]
    passing = list((Counter(passing) - stays).elements())  # to Limbo and back into the deck, this Action
    for k, code in enumerate(passing):
        spot = table.limbo_spot(len(after["limbo"]) + k, len(after["limbo"]) + len(passing))
        m.add("card", deck.center, spot.center, GLIDE, delay=0.12 * k, code=code, w0=deck.width, w1=spot.width)
        m.add("card", spot.center, deck.center, LIMBO_REST + GLIDE, delay=0.12 * k + GLIDE, easing=_rest_then_go,
              code=code, w0=spot.width, w1=deck.width)
    counts = _mirror_counts(after)
    for mirror, n in counts.items():  # the cards given to a Mirror, each from where it left the hand
        given = after["mirrors"][mirror]["cards"][before.get("mirrors", counts).get(mirror, n):]
        glass = table.mirror_rects.get(mirror)
        for k, code in enumerate(given if glass is not None else ()):
            start, w0 = origin(code)
            m.add("card", start, glass.center, GLIDE, delay=0.08 * k, easing=ease_in_out, code=code, w0=w0,
                  w1=max(8, glass.width // 2))
    kept = Counter(before["hand"]) - gone
    rects = table._hand_rects()
    arrived = []
    for i in range(len(after["hand"]) - 1, -1, -1):  # the newest cards are the last of their kind
        code = after["hand"][i]
        if kept[code] > 0:
            kept[code] -= 1
        else:
            arrived.append(i)
    for n, i in enumerate(sorted(arrived)):
        if i < len(rects):
            end = rects[i][0]
            tilt = -(i - (len(after["hand"]) - 1) / 2) * HAND_TILT  # it lands turned as the fan holds it
            m.add("card", deck.center, end.center, GLIDE, delay=0.2 + DRAW_GAP * n, key=("hand", i),
                  code=after["hand"][i], w0=deck.width, w1=end.width, back_until=0.5, tilt=tilt)


def hidden(table, key) -> bool:
    """Is this place's card still on its way (drawn empty until it lands)?"""
    return table.motion.holds(key)


def draw(table, surf: pygame.Surface) -> None:
    """Every card in flight, over the table."""
    for tw in table.motion.running():
        code = tw.data["code"]
        w0, w1 = tw.data["w0"], tw.data["w1"]
        if tw.kind == "door":
            _door(surf, tw, code, w0, w1)
            continue
        width = max(8, round(w1 if tw.reduced else w0 + (w1 - w0) * tw.k))
        face_down = not tw.reduced and tw.raw < tw.data.get("back_until", 0.0)
        big = max(w0, w1)  # painted at its larger size: a card shrinking under a Mirror stays sharp
        img = _sized(art.back(big) if face_down else art.card(code, big), width)  # one painting, scaled in flight
        if tw.data.get("tilt"):
            img = pygame.transform.rotozoom(img, tw.data["tilt"] * (1.0 if tw.reduced else tw.k), 1)
        _blit(surf, img, tw.point(), tw.alpha(), shadow=not tw.reduced)


def _door(surf, tw, code: str, w0: int, w1: int) -> None:
    """The first half: off the deck face down; the second: turned over in its slot."""
    if tw.reduced:
        _blit(surf, art.card(code, w1), tw.point(), tw.alpha(), shadow=False)
        return
    half = 0.45
    if tw.raw < half:
        k = ease_in_out(tw.raw / half)
        x = tw.start[0] + (tw.end[0] - tw.start[0]) * k
        y = tw.start[1] + (tw.end[1] - tw.start[1]) * k
        _blit(surf, _sized(art.back(w1), max(8, round(w0 + (w1 - w0) * k))), (x, y), 255, shadow=True)
        return
    k = (tw.raw - half) / (1 - half)
    img = art.card(code, w1) if k >= 0.5 else art.back(w1)
    share = max(0.04, abs(1 - 2 * k))  # a card turned on its long edge: it narrows, then widens face up
    img = pygame.transform.smoothscale(img, (max(2, round(img.get_width() * share)), img.get_height()))
    _blit(surf, img, tw.end, 255, shadow=False)
    if k >= 0.5:  # the Door opening: a gold glow fading out round it
        glow = pygame.Surface((img.get_width() + 16, img.get_height() + 16), pygame.SRCALPHA)
        pygame.draw.rect(glow, (250, 220, 140, int(150 * (1 - k) * 2)), glow.get_rect(), 4, border_radius=10)
        surf.blit(glow, glow.get_rect(center=(round(tw.end[0]), round(tw.end[1]))))


def _sized(img: pygame.Surface, width: int) -> pygame.Surface:
    if width == img.get_width():
        return img
    return pygame.transform.smoothscale(img, (width, max(2, round(img.get_height() * width / img.get_width()))))


def _blit(surf, img: pygame.Surface, centre, alpha: int, shadow: bool) -> None:
    rect = img.get_rect(center=(round(centre[0]), round(centre[1])))
    if shadow:
        shade = pygame.Surface(img.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=8)
        surf.blit(shade, rect.move(6, 8))
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surf.blit(img, rect)

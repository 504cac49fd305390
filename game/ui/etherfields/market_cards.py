"""The Market's counter on the Dreamworld map (issue 33): while a Dreamer buys,
the map is dimmed and a counter over it shows the cards on offer large, each
with its price in Ether under it. Click a card (or drag it onto the Dreamer's
Ether) to buy it (the same rules
Action as the decision's button, so the keyboard's A list still works); a card
the Dreamer cannot pay for is dimmed and says why under the pointer; "Done
buying" is a button of its own; the Dreamer's Ether sits in the counter's
corner, and a card bought glides to it (game.ui.motion).

The counter keeps to the map's rectangle: the legend under it and the column
beside it stay as they are."""
from __future__ import annotations

import pygame

from game.gfx.cards import RATIO
from game.i18n import _, ngettext, tr
from game.ui import draw as d
from game.ui import layout as L
from game.ui.motion import Motion, ease_in_out
from game.ui.widgets import Button

GAP = 28            # between two cards on the counter, at 1x
FULL_FACE = 240     # narrower than this (at 1x) a card shows its compact face; the hovered one grows to the full


def HINT() -> str:  # noqa: N802 - a constant in the current language
    return _("Click a card to buy it; A lists every choice.")


def is_market(game) -> bool:
    """Is the pending Decision the Market's "may buy" (cards shown, one option per
    affordable card and one "Done buying")?"""
    p = game.pending
    shown = game.campaign.market_shown
    if p is None or not shown:
        return False
    plain = [o for o in p.options if not o.get("card")]
    return len(plain) == 1 and all(o.get("card") in shown for o in p.options if o.get("card"))


def price(game, card: str) -> int:
    return game.card(card).price or 1  # as the rules read it (campaign._price)


def refusal(game, card: str) -> str | None:
    """Why the chooser cannot buy `card` now, or None when an option buys it."""
    p = game.pending
    if any(o.get("card") == card for o in p.options):
        return None
    who = game.dreamers[p.chooser]
    return _("{card} costs {price} Ether; {name} has {ether}.").format(
        card=game.name(card), price=price(game, card), name=game.name(who.id), ether=who.ether)


class Counter:
    """The Market's counter: its layout for a window, its drawing, its clicks,
    and the glide of a card just bought."""

    def __init__(self, app) -> None:
        self.motion = Motion(app)
        self.rects: dict = {}      # what the last frame drew: "panel", "ether", "done", "hint" and each card id
        self.done: Button | None = None
        self.held: list | None = None  # [buy option, where pressed, where the pointer is] while a card is held

    # -- layout ----------------------------------------------------------------------------
    def layout(self, game, room: pygame.Rect) -> dict:
        """The counter in `room` (the map's rectangle): a head line (the question, the
        Ether), the cards as large as the room lets them be, a price under each, and at
        the foot the how-to line beside the button (over the cards when it has no room there)."""
        shown = list(game.campaign.market_shown)
        pad = min(L.em(18), 24)
        panel = room.inflate(-min(2 * L.em(16), 32), -min(2 * L.em(10), 20))
        head = L.line(22, bold=True) + 8
        tag = L.line(16, bold=True) + 12
        foot = max(44, L.line(Button.SIZE) + 16)
        gap = min(L.em(GAP), 40)
        done_w = max(L.em(170), L.width(_("Done buying"), Button.SIZE) + L.em(40))
        # the how-to line beside the button, on two lines if it must (a row of its own costs the cards height)
        said = L.block_height(HINT(), panel.width - 3 * pad - done_w, 13)
        beside = said <= max(foot, 2 * L.line(13))
        foot = max(foot, said) if beside else foot
        row_w = min(L.width(HINT(), 13), panel.width - 3 * pad - done_w) + 3 * pad + done_w
        hint = 0 if beside else L.line(13) + 6
        free_h = panel.height - 2 * pad - head - hint - tag - 10 - foot - 12
        n = max(1, len(shown))
        free_w = panel.width - 2 * pad - (n - 1) * gap
        cw = max(40, min(free_w // n, int(free_h / RATIO), L.em(360)))
        ch = round(cw * RATIO)
        # the panel as tall as its content, in the middle of the room (no bare band above or below)
        need = 2 * pad + head + hint + ch + 10 + tag + 12 + foot
        width = min(panel.width, max(n * cw + (n - 1) * gap + 2 * pad, L.em(520), row_w if beside else 0))
        panel = pygame.Rect(0, 0, width, min(panel.height, need))
        panel.center = room.center
        out = {"panel": panel}
        y = panel.y + pad + head + hint
        x = panel.centerx - (n * cw + (n - 1) * gap) // 2
        for i, card in enumerate(shown):
            rect = pygame.Rect(x + i * (cw + gap), y, cw, ch)
            out[card] = rect
            out[("tag", card)] = pygame.Rect(rect.x, rect.bottom + 10, cw, tag)
        button = max(44, L.line(Button.SIZE) + 16)
        done = out["done"] = pygame.Rect(0, 0, min(panel.width - 2 * pad, done_w), button)
        if beside:
            done.midright = (panel.right - pad, panel.bottom - pad - foot // 2)
            out["hint"] = pygame.Rect(panel.x + pad, panel.bottom - pad - foot, done.x - panel.x - 2 * pad, foot)
        else:
            done.midbottom = (panel.centerx, panel.bottom - pad)
            out["hint"] = pygame.Rect(panel.x + pad, panel.y + pad + head, panel.width - 2 * pad, hint - 6)
        return out

    # -- input ----------------------------------------------------------------------------
    def card_at(self, pos) -> str | None:
        return next((k for k, r in self.rects.items() if isinstance(k, str) and k not in ("panel", "done", "hint", "ether")
                     and r.collidepoint(pos)), None)

    def click(self, game, pos):
        """What a click at `pos` means: ("buy", option), ("refuse", reason), ("done", option) or None."""
        if not self.rects:
            return None
        done = next(o for o in game.pending.options if not o.get("card"))
        if self.rects["done"].collidepoint(pos):
            return "done", done
        card = self.card_at(pos)
        if card is None:
            return None
        reason = refusal(game, card)
        if reason is not None:
            return "refuse", reason
        return "buy", next(o for o in game.pending.options if o.get("card") == card)

    def glide(self, card: str, dropped=None) -> None:
        """The card just bought flies from its place on the counter (or where it was
        dropped) to the Dreamer's Ether."""
        start, end = self.rects.get(card), self.rects.get("ether")
        if start is None or end is None:
            return
        self.motion.add("bought", dropped or start.center, end.center, duration=0.5, easing=ease_in_out, key=card,
                        size=start.size)

    def dragged(self) -> str | None:
        """The card being dragged off the counter (held and moved), if any."""
        if self.held is None:
            return None
        (x0, y0), (x1, y1) = self.held[1], self.held[2]
        return self.held[0]["card"] if abs(x1 - x0) + abs(y1 - y0) > 8 else None

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surf, game, mouse, room: pygame.Rect, colours) -> None:
        from game.gfx.icons import icon
        self.rects = out = self.layout(game, room)
        shade = pygame.Surface(room.size, pygame.SRCALPHA)
        shade.fill((8, 4, 20, 170))  # the map dimmed, the legend and the column left clear
        surf.blit(shade, room.topleft)
        panel = out["panel"]
        d.panel(surf, panel, (40, 30, 58), (230, 200, 120), radius=14)
        pad = min(L.em(18), 24)
        p = game.pending
        who = game.dreamers[p.chooser]
        # the Dreamer's Ether, in the head's right corner: where a bought card lands
        size = L.line(20, bold=True)
        money = ngettext("{n} Ether", "{n} Ether", who.ether).format(n=who.ether)
        ew = size + 6 + L.width(money, 20, bold=True) + 24
        ether = pygame.Rect(panel.right - pad - ew, panel.y + pad - 4, ew, size + 8)
        pygame.draw.rect(surf, (70, 56, 30), ether, border_radius=ether.height // 2)
        pygame.draw.rect(surf, (236, 204, 120), ether, 2, border_radius=ether.height // 2)
        mark = round(size * 0.7)
        surf.blit(icon("ether", mark), (ether.x + 12, ether.centery - mark // 2))
        d.text(surf, money, (ether.x + 12 + size, ether.centery), 20, (250, 236, 190), anchor="midleft", bold=True)
        out["ether"] = ether
        title = tr(p.prompt)
        d.text(surf, title, (panel.x + pad, ether.centery), 22, (244, 230, 190), anchor="midleft", bold=True,
               max_width=ether.x - panel.x - 2 * pad, fit=True)
        hint = out["hint"]
        tall = L.block_height(HINT(), hint.width, 13)
        L.text_block(surf, HINT(), (hint.x, hint.centery - tall // 2, hint.width, tall), 13, (190, 180, 220))
        hovered = self.card_at(mouse)
        cards = list(game.campaign.market_shown)
        flying = {tw.key for tw in self.motion.tweens}
        lifted = self.dragged()
        for card in cards:
            if card in flying or card == lifted:
                if card == lifted:  # its place on the counter, outlined while it is away
                    pygame.draw.rect(surf, (150, 130, 90), out[card], 2, border_radius=10)
                continue
            self.draw_card(surf, game, card, out[card], out[("tag", card)], card == hovered, colours)
        if hovered is not None and hovered not in flying:
            self.draw_hover(surf, game, hovered, out[hovered], panel, colours)
        self.done = Button(out["done"], _("Done buying"), lambda: None, (230, 200, 120))
        self.done.draw(surf, mouse)
        if lifted is not None:  # under the pointer, a little smaller: drop it on the Ether to buy it
            rect = out[lifted]
            held = pygame.Rect(0, 0, round(rect.width * 0.7), round(rect.height * 0.7))
            held.center = self.held[2]
            pygame.draw.rect(surf, (236, 204, 120), out["ether"].inflate(8, 8), 3, border_radius=out["ether"].height)
            d.influence_card(surf, held, game.card(lifted), colours, compact=True)

    def draw_glides(self, surf, game, colours) -> None:
        """The cards on their way to the Dreamer's Ether, shrinking as they go (drawn
        even once the counter has closed: the last card bought still lands)."""
        for tw in self.motion.running("bought"):
            w0, h0 = tw.data["size"]
            k = 1 - 0.8 * tw.k
            rect = pygame.Rect(0, 0, max(8, round(w0 * k)), max(8, round(h0 * k)))
            rect.center = tw.point()
            d.influence_card(surf, rect, game.card(tw.key), colours, compact=True)

    @staticmethod
    def full(rect) -> bool:
        return rect.width >= L.em(FULL_FACE)

    def draw_card(self, surf, game, card, rect, tag, hot, colours) -> None:
        from game.gfx.icons import icon
        reason = refusal(game, card)
        d.influence_card(surf, rect, game.card(card), colours, compact=not self.full(rect))
        if reason is not None:  # dimmed: it cannot be bought now
            dim = pygame.Surface(rect.size, pygame.SRCALPHA)
            dim.fill((10, 6, 20, 150))
            surf.blit(dim, rect.topleft)
        elif hot:
            pygame.draw.rect(surf, (250, 220, 120), rect.inflate(8, 8), 3, border_radius=10)
        # the price tag: an Ether mark and the sum, gold when it can be paid
        words = ngettext("{n} Ether", "{n} Ether", price(game, card)).format(n=price(game, card))
        side = L.line(16, bold=True)
        tw = side + 6 + L.width(words, 16, bold=True) + 28
        pill = pygame.Rect(0, 0, min(tag.width + min(L.em(GAP), 40) - 8, tw), tag.height - 4)
        pill.midtop = tag.midtop
        fill, edge, ink = ((70, 56, 30), (236, 204, 120), (250, 236, 190)) if reason is None else \
            ((40, 34, 50), (120, 110, 140), (170, 160, 190))
        pygame.draw.rect(surf, fill, pill, border_radius=pill.height // 2)
        pygame.draw.rect(surf, edge, pill, 2, border_radius=pill.height // 2)
        mark = round(side * 0.7)
        surf.blit(icon("ether", mark), (pill.x + 14, pill.centery - mark // 2))
        d.text(surf, words, (pill.x + 14 + side, pill.centery), 16, ink, anchor="midleft", bold=True,
               max_width=pill.right - pill.x - 20 - side, fit=True)

    def draw_hover(self, surf, game, card, rect, panel, colours) -> None:
        """Under the pointer: a compact card is drawn whole, larger, over its place; a card
        that cannot be bought says why across its foot."""
        if not self.full(rect):
            width = min(max(round(rect.width * 1.3), L.em(FULL_FACE)), int((surf.get_height() - 16) / RATIO))
            big = pygame.Rect(0, 0, max(width, rect.width), round(max(width, rect.width) * RATIO))
            big.center = rect.center
            big = big.clamp(surf.get_rect().inflate(-16, -16))
            d.influence_card(surf, big, game.card(card), colours)
            rect = big
        reason = refusal(game, card)
        if reason is None:
            return
        box = pygame.Rect(rect.x + 8, 0, rect.width - 16, L.block_height(reason, rect.width - 36, 14) + 16)
        box.bottom = rect.bottom - 10
        d.panel(surf, box, (50, 24, 34), (220, 120, 110), radius=8)
        L.text_block(surf, reason, box.inflate(-20, -16), 14, (250, 226, 220), anchor="center")

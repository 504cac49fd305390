"""Choosing what to pay with: nothing is spent without the player's say.

Whenever an action spends something (cards, the Team's Items or Hours,
Keys, Ether...), the table opens this panel instead of applying it: every
card (and active Item) that could pay is laid out, the cheapest payment is
preselected (or the card the player dropped on the action), the quick picks
list the other minimal ways, and a click on a card puts it in or takes it
out. What else the action spends is said under the cards, and so is an
action that would change nothing. Confirm sends one Action with exactly the
chosen sources; the rules judge it, and a refusal keeps the panel open with
the rules' sentence.
"""
from __future__ import annotations

import pygame

from game.rules.core import Action
from game.rules.etherfields import payment_options as po
from game.rules.etherfields.paying import ITEM
from game.ui import draw as d
from game.ui import layout as L
from game.ui.focus import moved, ring as focus_ring
from game.ui.widgets import Button
from game.i18n import _, ngettext, tr
from game.ui.etherfields.table.labels import INTENT_WORDS, label_for

CARD = (104, 150)
GOLD = (230, 200, 120)


class PaymentPanel:
    def __init__(self, game, action: Action, title: str = "", selected=None) -> None:
        self.game = game
        self.action = action
        self.title = title  # empty: the action's own label, as chosen now ("Assault (3 cards)")
        self.sources = po.sources_for(game, action)
        self.need = po.need_of(game, action)
        self.picks = po.choices(game, action, limit=4)
        first = selected if selected is not None else (self.picks[0] if self.picks else po.payment_of(action))
        self.selected: list[str] = list(first)
        futile = po.futile(game, action)  # said before anything is paid, like the Team's Hours it costs
        self.notes = self.costs_said() + ([tr(futile.reason)] if futile else [])
        self.reason = ""
        self.card_rects: list[tuple[str, pygame.Rect]] = []
        self.buttons: list[Button] = []
        self.outcome: str | None = None  # "confirm" or "cancel" once the player has said
        self.focus: int | None = None  # the card the arrow keys are on (Space puts it in or out)

    # -- what is chosen ----------------------------------------------------------
    def total(self) -> int:
        defs = dict(self.sources)
        return sum(po.value_of(self.action, defs[s]) for s in self.selected if s in defs)

    def costs_said(self) -> list[str]:
        """What the action spends besides the cards shown, the Team's things named as the Team's."""
        words = {"hours": lambda n: ngettext("{n} Hour of the Clock (the Team's)", "{n} Hours of the Clock (the Team's)", n),
                 "key": lambda n: ngettext("{n} Key (the Team's)", "{n} Keys (the Team's)", n),
                 "ether": lambda n: ngettext("{n} Ether", "{n} Ether", n),
                 "gem": lambda n: ngettext("{n} Shining Gem", "{n} Shining Gems", n),
                 "distress": lambda n: ngettext("{n} Distress suffered", "{n} Distress suffered", n)}
        parts = [words[k](n).format(n=n) for k, n in po.other_costs(self.game, self.action).items() if k in words and n]
        return [_("It also spends: {costs}.").format(costs=_(", ").join(parts))] if parts else []

    def heading(self) -> str:
        """Who pays, and for what; the action's label follows the cards chosen."""
        title = self.title or label_for(self.game, self.chosen())
        who = self.action.get("dreamer")
        if who in self.game.dreamers:
            return _("{name} pays for: {title}").format(name=self.game.name(who), title=title)
        return _("Pay for: {title}").format(title=title)

    def measure(self) -> str:
        if self.action.kind in po.COUNTED:
            return _("Cards")
        if self.action.kind == "move":
            return _("Movement")
        colour = self.action.get("colour")
        return tr(INTENT_WORDS[colour]) if colour in INTENT_WORDS else _("Intent")

    def chosen(self) -> Action:
        return po.with_payment(self.action, self.selected)

    def toggle(self, source: str) -> None:
        if source in self.selected:
            self.selected.remove(source)
        else:
            self.selected.append(source)
        self.reason = ""

    def pick(self, payment) -> None:
        self.selected = list(payment)
        self.reason = ""

    def name(self, source: str) -> str:
        if source.startswith(ITEM):
            return _("{name} (Item)").format(name=self.game.name(source[len(ITEM):]))
        return self.game.name(source)

    def describe(self, payment) -> str:
        """A quick pick's label: the names when short, else how many of each
        (a counted payment: the cards it keeps)."""
        kept = [src for src, _defn in self.sources if src not in payment]
        if self.action.kind in po.COUNTED and 0 < len(kept) <= 2:
            return _("Keep {cards}").format(cards=" + ".join(self.name(src) for src in kept))
        if len(payment) <= 2:
            return " + ".join(self.name(s) for s in payment)
        items = sum(1 for s in payment if s.startswith(ITEM))
        cards = len(payment) - items
        parts = [ngettext("{n} card", "{n} cards", cards).format(n=cards)] if cards else []
        parts += [ngettext("{n} Item", "{n} Items", items).format(n=items)] if items else []
        return " + ".join(parts)

    def looks(self, payment) -> tuple:
        """A payment as the player sees it: which cards by name (two copies of
        a card are the same card to them)."""
        return tuple(sorted(self.name(s) for s in payment))

    def other_ways(self) -> list:
        """The quick picks worth a button: each different to the eye from the
        others and from what is chosen now."""
        seen, out = {self.looks(self.selected)}, []
        for p in self.picks:
            if self.looks(p) not in seen:
                seen.add(self.looks(p))
                out.append(p)
        return out

    def pick_labels(self, picks) -> list[str]:
        """The quick picks' labels; two that would read alike ("3 cards") name
        their cards instead, so no two buttons say the same and do different things."""
        labels = [self.describe(p) for p in picks]
        return [" + ".join(self.name(s) for s in p) if labels.count(label) > 1 else label
                for p, label in zip(picks, labels)]

    # -- input ---------------------------------------------------------------------
    def click(self, pos) -> None:
        for source, rect in self.card_rects:
            if rect.collidepoint(pos):
                self.toggle(source)
                return
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                b.on_click()
                return

    def key(self, key) -> None:
        """Left/Right (or Tab) walk the cards; Space puts the focused card in or
        out (with no card focused it pays); Enter pays; Esc cancels."""
        n = len(self.sources)
        if key in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_TAB) and n:
            delta = -1 if key == pygame.K_LEFT else 1
            self.focus = moved(self.focus, delta, n)
        elif key == pygame.K_SPACE and self.focus is not None and n:
            self.toggle(self.sources[min(self.focus, n - 1)][0])
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.outcome = "confirm"
        elif key == pygame.K_ESCAPE:
            self.outcome = "cancel"

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surf, mouse) -> None:
        """Rows as tall as their text (game/ui/layout.py): at a larger UI scale
        the panel grows to hold them, the cards keep their size."""
        w, h = surf.get_size()
        L.veil(surf, (8, 4, 20, 150))
        n = max(1, len(self.sources))
        width = min(w - 40, max(620, n * (CARD[0] + 12) + 60))
        head, small, pick_h, confirm_h = L.line(20, bold=True), L.line(15), L.row(16, 34), L.row(16, 42)
        need = _(" of {need} needed").format(need=self.need) if self.need else ""
        chosen = (_("{measure} chosen: {total}{need}.  Click a card to add or remove it.").format(
            measure=self.measure(), total=self.total(), need=need) if self.sources else _("Nothing from the hand is spent."))
        chosen_h = min(2 * small, L.block_height(chosen, width - 40, 15))
        notes = "  ".join(self.notes)
        notes_h = min(3 * small, L.block_height(notes, width - 40, 15)) + 8 if notes else 0
        title_y = max(26, 8 + head // 2)
        chosen_y = max(54 - small // 2, title_y + head // 2 + 4)
        cards_y = max(96, chosen_y + chosen_h + 22)
        picks_y = max(300, cards_y + CARD[1] + max(14, L.line(15, bold=True) // 2 + 4) + L.line(12, italic=True) + 24)
        if not self.sources:  # paid in Hours or Keys only: no row of cards, no quick picks
            picks_y, pick_h = cards_y - 12, 0
        reason_h = max(24, L.line(15) + 8)
        notes_y = picks_y + pick_h + 12
        confirm_y = notes_y + notes_h + reason_h + 12
        rect = pygame.Rect(0, 0, width, min(h - 20, confirm_y + confirm_h + 16))
        confirm_y = min(confirm_y, rect.height - confirm_h - 16)  # a short window: Pay and Cancel stay in the panel
        rect.center = (w // 2, h // 2)
        self.rect = rect
        d.panel(surf, rect, (36, 28, 62), GOLD)
        d.text(surf, self.heading(), (rect.centerx, rect.y + title_y), 20, (244, 230, 190), anchor="center",
               bold=True, max_width=rect.width - 40)
        if notes:  # the Team's Hours, an action that would change nothing: said before anything is paid
            L.text_block(surf, notes, (rect.x + 20, rect.y + notes_y, rect.width - 40, notes_h), 15, (255, 214, 150),
                         anchor="center")
        if L.scale() <= 1:
            d.text(surf, chosen, (rect.centerx, rect.y + 54), 15, (220, 214, 240), anchor="center",
                   max_width=rect.width - 40)
        else:
            L.text_block(surf, chosen, (rect.x + 20, rect.y + chosen_y, rect.width - 40, chosen_h), 15, (220, 214, 240),
                         anchor="center")
        self.card_rects = []
        step = min(CARD[0] + 12, (rect.width - 40) // n)
        x0 = rect.centerx - (step * n - 12) // 2
        defs = dict(self.sources)
        for i, (source, defn) in enumerate(self.sources):
            card = pygame.Rect(x0 + i * step, rect.y + cards_y, *CARD)
            on = source in self.selected
            if on:
                card = card.move(0, -14)
            d.influence_card(surf, card, defn, {}, 0, compact=True)
            if on:
                pygame.draw.rect(surf, GOLD, card.inflate(6, 6), 4, border_radius=8)
            value_y = card.bottom + max(14, L.line(15, bold=True) // 2 + 4)
            d.text(surf, f"+{po.value_of(self.action, defs[source])}", (card.centerx, value_y), 15,
                   GOLD if on else (200, 190, 230), anchor="center", bold=True)
            if source.startswith(ITEM):
                d.text(surf, _("Item"), (card.centerx, value_y + max(18, L.line(12, italic=True))), 12, (200, 190, 230),
                       anchor="center", italic=True)
            self.card_rects.append((source, card))
            if i == self.focus:
                focus_ring(surf, card.inflate(8, 8))
        self.buttons = []
        y = rect.y + picks_y
        picks = self.other_ways()[:3]
        labels = self.pick_labels(picks)
        x = rect.x + 120
        if picks:
            other = d.text(surf, _("Other ways:"), (rect.x + 24, y + pick_h // 2), 14, (200, 190, 230), anchor="midleft",
                           italic=True)
            x = max(x, other.right + 12)
        for p, label in zip(picks, labels):
            bw = min(rect.right - 24 - x, L.button_width(label, Button.SIZE, least=120))
            if bw < L.button_width(label, Button.SIZE, least=100):
                break  # no room for it whole: the cards themselves still choose
            b = Button((x, y, bw, pick_h), label, lambda p=p: self.pick(p))
            b.draw(surf, mouse)
            self.buttons.append(b)
            x += bw + 8
        if self.reason:
            d.text(surf, self.reason, (rect.centerx, rect.y + confirm_y - reason_h // 2 - 6), 15, (255, 170, 160),
                   anchor="center", max_width=rect.width - 40, fit=True)
        bw = max(180, L.button_width(_("Pay and act"), Button.SIZE), L.button_width(_("Cancel"), Button.SIZE))
        confirm = Button((rect.centerx - bw - 10, rect.y + confirm_y, bw, confirm_h), _("Pay and act"),
                         lambda: setattr(self, "outcome", "confirm"), GOLD)
        cancel = Button((rect.centerx + 10, rect.y + confirm_y, bw, confirm_h), _("Cancel"),
                        lambda: setattr(self, "outcome", "cancel"))
        for b in (confirm, cancel):
            b.draw(surf, mouse)
        self.buttons += [confirm, cancel]

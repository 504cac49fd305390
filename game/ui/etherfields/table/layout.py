"""Where things are on the table: pure geometry from the window size, the
zoom and the pan (no drawing, no rules changes)."""
from __future__ import annotations

import functools
import math
from typing import Any

import pygame

from game import i18n
from game.i18n import _
from game.ui import draw as d
from game.ui import layout as L


@functools.lru_cache(maxsize=64)
def _wrap_facts(parts: tuple, width: int, scale: float, lang: str, size: int = 13, sep: str = "   ",
                shrink: bool | str = False) -> tuple:
    """Facts joined on a line while they fit `width` at `size` (frame() asks every
    frame, many times: measured once per text, width, scale and language). A
    fact wider than the width alone is wrapped at its words. With `shrink`, a line
    fits when it does in the slightly smaller type draw.text() may use (3/4 of
    `size`, never under 12 px; with "fit", as small as its `fit` goes): wrapped
    only where it would be cut."""
    small = max(d.least_size(), 8) if shrink == "fit" else _smaller(size) if shrink else size
    out: list[str] = []
    for part in parts:
        joined = out[-1] + sep + part if out else part
        if out and d.face(joined, small).size(joined)[0] <= width:
            out[-1] = joined
        elif d.face(part, small).size(part)[0] > width:
            out += d.wrap(part, d.face(part, size), width)
        else:
            out.append(part)
    return tuple(out)


def _smaller(size: int) -> int:
    """The smallest size draw.text() draws a line in before it cuts it."""
    return max(d.least_size(), round(size * 0.75))


@functools.lru_cache(maxsize=64)
def _wrap_words(text: str, width: int, size: int, bold: bool, scale: float, lang: str) -> tuple:
    """`text` on one line when it fits `width` (a little smaller if need be: draw.text()), else wrapped."""
    return tuple(d.wrap(text, d.face(text, size, bold), width)) \
        if d.face(text, _smaller(size), bold).size(text)[0] > width else (text,)


class TableLayout:
    """The geometry half of the Dreamscape table (mixed into DreamscapeScene)."""

    # What the scene it is mixed into holds (declared for the type checker).
    game: Any
    app: Any
    selected: str
    keys: Any

    # -- geometry --------------------------------------------------------------
    def frame(self) -> dict:
        """The table's panels, from the window size and the UI scale (game/ui/layout.py):
        the top bar, the map, the hand under it, and the side column (the Entity
        and Turn card, a board per Dreamer, the log, the action buttons). Rows
        are as tall as their text; at a large scale in a small window the other
        Dreamers' boards fold to one line and the log gives up its lines first."""
        g = self.game
        w, h = self.app.screen.get_size()
        tile = g.card(g.entity_tile) if g.entity_tile else None
        turn = g.card(g.turn_card) if g.turn_card else None
        side_w = L.side_width(w, 0.38, most=0.52)
        x = w - side_w + 8
        inner = w - x - 16
        card_w = L.em(118)
        card_x = w - 16 - card_w - 10 if turn else x + inner
        # The Entity's own lines beside the Turn card; the facts and the foot under them when
        # they fit beside the card too, else under the card across the panel (all wrapped,
        # never cut with "...": issue 33).
        facts = self.fact_lines(card_x - x - 24)  # the text changes with the decks: part of the key
        wide_facts = self.fact_lines(inner - 28)
        told = self.entity_lines(card_x - x - 24, inner - 28)
        key = (w, h, L.scale(), i18n.language(), tuple(g.order), self.selected, getattr(tile, "id", None),
               getattr(turn, "id", None), bool(g.morphings), bool(g.campaign), tuple(facts), tuple(wide_facts),
               repr(told))
        if getattr(self, "_frame_cache", (None,))[0] == key:
            return self._frame_cache[1]
        f: dict = {}
        # The top bar: title, message and buttons on one row; at a larger scale
        # the message takes a second row of its own.
        f["bar"] = L.bar_rect(w)
        f["right_x"] = w - side_w
        # The Entity and its Turn card.
        steps = len(getattr(turn, "steps", ()) or ())
        card_h = max(162, 42 + L.line(13, italic=True) + steps * max(18, L.line(14)) + L.line(13, bold=True) + 14)
        folded = L.line(16, bold=True) + 2 * L.em(4) + 16  # a board folded to its name and pips

        def column(facts: list, wide_facts: list, beside_anyway: bool = False, told: dict = told,
                   turn: Any = turn) -> int:
            """The Entity panel with `facts` on their lines, the buttons and the boards under
            it, into `f`; returns the y under the boards."""
            name_line = L.line(told["name_size"], bold=True)
            rows = [name_line * len(told["name"]) + 8] if tile is not None else []
            rows += [L.line(14) * len(lines) + 5 for lines in told["interactions"]]
            rows += [L.line(14) * len(told["movement"]) + 8] + ([L.em(26)] if g.morphings else [])
            def foot_h(facts, foot) -> int:
                return (L.line(13) + 4) * len(facts) + (L.line(14) + 2) * len(foot) + 4
            beside = sum(rows) + foot_h(facts, told["foot_beside"])
            top = f["bar"].bottom + 10
            narrow = all(d.face(t, max(d.least_size(), 8)).size(t)[0] <= card_x - x - 24 for t in facts)
            if not turn or (beside + 8 <= card_h + 12 and narrow) or beside_anyway:  # beside the card, at its foot
                f["facts"], f["foot"], f["foot_w"] = facts, told["foot_beside"], card_x - x - 24
                f["entity"] = pygame.Rect(x, top, inner, max(beside + 8, card_h + 12 if turn else 0))
            else:
                f["facts"], f["foot"], f["foot_w"] = wide_facts, told["foot"], inner - 28
                f["entity"] = pygame.Rect(x, top, inner, max(sum(rows) + 8, card_h + 12)
                                          + foot_h(wide_facts, told["foot"]))
            f["entity_rows"] = rows
            f["turn_card"] = pygame.Rect(w - 16 - card_w - 10, top + 8, card_w, card_h) if turn else None
            # The action buttons: two rows at the foot of the column.
            f["button_h"] = max(38, L.line(16) + 8)
            f["buttons"] = pygame.Rect(x, h - 12 - 2 * f["button_h"] - 6, inner + 4, 2 * f["button_h"] + 6)
            # A board per Dreamer, then the log in what is left (at least two lines).
            # Short of room, the Dreamer acting keeps a full board (its name and
            # Distress on one row) and the others fold to a name and pips, side by side.
            head = L.line(16, bold=True)
            full = max(head + 2 * L.line(13) + L.em(14) + 12, 66 if len(g.order) > 3 else 80)
            log_least = 2 * L.line(13) + 16
            room = f["buttons"].y - 8 - (f["entity"].bottom + 8)
            fold = len(g.order) * (full + 6) > room - log_least - 8  # five Dreamers at 720p, or a larger scale
            y = f["entity"].bottom + 8
            f["boards"], f["folded"] = {}, set()
            if fold:
                f["compact"], f["beside"] = True, False
                full = head + len(self.count_lines(self.selected, inner - 24)) * L.line(13) + 16
                f["boards"][self.selected] = pygame.Rect(x, y, inner, full)
                y += full + 6
                others = [who for who in g.order if who != self.selected]
                per = (inner + 6) // max(1, len(others))
                for i, who in enumerate(others):
                    f["folded"].add(who)
                    f["boards"][who] = pygame.Rect(x + i * per, y, per - 6, folded)
                y += (folded + 6) if others else 0
                if y > f["buttons"].y - 8 and others:
                    # Still too tall (Chinese lines are taller): the others' boards stack
                    # beside the acting Dreamer's instead of under it.
                    top = f["boards"][self.selected].y
                    left = inner * 11 // 20
                    counts = len(self.count_lines(self.selected, left - 24))  # wrapped, never cut
                    tall = head + counts * L.line(13) + 16
                    height = max(tall + 2 * L.em(4) + 2, len(others) * (folded + 6) - 6)  # its pips under the name
                    f["boards"][self.selected] = pygame.Rect(x, top, left, height)
                    for i, who in enumerate(others):
                        f["boards"][who] = pygame.Rect(x + left + 6, top + i * (folded + 6), inner - left - 6, folded)
                    y = top + height + 6
                    f["beside"] = True
            else:
                f["compact"], f["beside"] = False, False
                for who in g.order:
                    f["boards"][who] = pygame.Rect(x, y, inner, full)
                    y += full + 6
            return y

        f["entity_compact"] = False
        y = self._arrange(f, column, facts, wide_facts, w, h, folded, tile)
        lowest = max([f["entity"].bottom] + [r.bottom for r in f["boards"].values()])
        if L.scale() > 1 and tile is not None and lowest > f["buttons"].y - 8:
            # 2x in a short window: the Entity panel alone taller than the window, its words under
            # the buttons (800 x 500), or the folded boards under them (1024 x 600). Its compact form instead: the name, each interaction's
            # cost as a number beside its intent's colour, the Movement and the Turn card's step,
            # across the column; the whole of it (costs, the Turn card, the foot) in the panel's
            # tooltip (view.draw_tooltip).
            f.clear()
            f["bar"], f["right_x"] = L.bar_rect(w), w - side_w
            f["entity_compact"] = True
            small = self.compact_entity(inner - 28)
            self._arrange(f, functools.partial(column, told=small, turn=None), [], [], w, h,
                          L.line(16, bold=True) + 2 * L.em(4) + 16, tile)
        # The map and the hand under it, left of the column.
        self_hint = self.keys.hint_size()
        hand_h = 196 if L.scale() <= 1 else self.card_size()[1] + 14 + 2 * L.line(14, italic=True) + 12
        f["hand"] = pygame.Rect(0, h - hand_h, f["right_x"], hand_h)
        f["map"] = pygame.Rect(20, f["bar"].bottom + 10, f["right_x"] - 30, f["hand"].y - f["bar"].bottom - 14)
        f["keys_hint"] = self_hint
        self._frame_cache = (key, f)
        return f

    def _arrange(self, f: dict, column, facts: list, wide_facts: list, w: int, h: int, folded: int, tile) -> int:
        """The side column under the Entity panel (`column` lays the panel out): the
        boards, folded as the room asks, the rows of buttons and the log, into `f`."""
        g = self.game
        x, inner = f["right_x"] + 8, w - f["right_x"] - 24
        # The facts on as many lines as they need; short of room, on one line (in smaller type);
        # shorter still, the boards fold into one row (below).
        y = column(facts, wide_facts)
        if len(facts) > 1 and f["compact"] and y > f["buttons"].y - 8:
            # Two spaces between facts: one line holds them (in smaller type), beside the card as
            # the foot (the last resort before the boards fold into one row, 2x under the first night's strip).
            one = ["  ".join(self.fact_parts())]
            y = column(one, one if L.scale() > 1 else wide_facts, beside_anyway=L.scale() > 1)
        f["button_rows"], f["short"] = 2, False
        # At 1x the log keeps one line: short of it, the boards fold (below) rather than the
        # log running under the buttons (800 x 500 in Chinese, issue 33).
        log_line = L.line(13) + 12 if L.scale() <= 1 else 0
        if f["compact"] and y + 2 + log_line > f["buttons"].y - 8:
            # Still too tall (2x in a 720-px window under the first night's strip): one row of
            # buttons (the others stay in the list of every move, A), and every board folded to
            # its name and pips in one row; the acting Dreamer's counts go under the hand's
            # caption (draw_hand), beside the cards they are about.
            f["short"] = True
            f["button_rows"] = 1
            f["buttons"] = pygame.Rect(x, h - 12 - f["button_h"], inner + 4, f["button_h"])
            y = f["entity"].bottom + 8
            per = (inner + 6) // len(g.order)
            f["folded"] = set(g.order)
            # A name too wide for its narrow board even in the smaller type text() draws it in
            # takes two lines (never cut with "..."): every board one line taller.
            names = [g.name(who) for who in g.order]
            if any(d.face(n, 12, bold=True).size(n)[0] > per - 6 - 24 for n in names) \
                    and y + folded + L.line(16, bold=True) + 6 <= f["buttons"].y - 8:  # only where there is room
                folded += L.line(16, bold=True)
            f["boards"] = {who: pygame.Rect(x + i * per, y, per - 6, folded) for i, who in enumerate(g.order)}
            f["beside"] = False
            y += folded + 6
            two = pygame.Rect(x, h - 12 - 2 * f["button_h"] - 6, inner + 4, 2 * f["button_h"] + 6)
            if y <= two.y - 8:  # the folded boards leave room for both rows of buttons after all
                f["buttons"], f["button_rows"] = two, 2
        y += 2
        # The log: what is left, at least one line, else (a small window at 2x) none at all.
        f["log"] = pygame.Rect(x, y, inner, f["buttons"].y - 8 - y)
        if f["log"].height < L.line(13) + 12:  # never under the buttons: the list (A) still tells the moves
            f["log"] = None
        return y

    def fact_lines(self, width: int) -> list[str]:
        """The rest of the board at a glance (the Dream Gate, the Fate and Flaw decks,
        the Season), as many lines at 13 px as `width` needs: wrapped between facts,
        never drawn smaller (issue 33: no text under 12 px at 1x)."""
        return list(_wrap_facts(tuple(self.fact_parts()), width, L.scale(), i18n.language()))

    def entity_lines(self, width: int, foot_width: int) -> dict:
        """The Entity panel's words wrapped to `width` (beside the Turn card): its name
        (19 px bold; 16 when that would take three lines), each interaction and the
        Movement line (14 px); and to `foot_width` (under the card) the foot: turns
        left, Hours, Keys, Items, joined while they fit, else on more lines (no "..." cuts)."""
        from game.rules.etherfields.intent import as_dict
        from game.rules.etherfields.turn import turns_left
        from game.ui.etherfields.table.labels import amounts
        g = self.game
        scale, lang = L.scale(), i18n.language()
        tile = g.card(g.entity_tile) if g.entity_tile else None
        out: dict = {"name": (), "name_size": 19, "interactions": [], "movement": (), "foot": (), "foot_beside": ()}
        if tile is not None:
            out["name"] = _wrap_words(str(getattr(tile, "name", "")), width, 19, True, scale, lang)
            if len(out["name"]) > 2:
                out["name_size"] = 16
                out["name"] = _wrap_words(str(getattr(tile, "name", "")), width, 16, True, scale, lang)
            for inter in getattr(tile, "interactions", ()) or ():
                cost = _(", ").join(amounts(as_dict(inter.cost)))
                said = _("{name}: {cost}").format(name=inter.name, cost=cost)
                said += _(" gradual") if getattr(inter, "gradual", False) else ""
                said += _(" x Dreamers") if getattr(inter, "per_player", False) else ""
                out["interactions"].append(_wrap_words(said, width, 14, False, scale, lang))
            mv = getattr(tile, "movement", None)
            parts = [_("Movement {value}").format(value=getattr(mv, "value", "-"))]
            if getattr(tile, "skip", False):
                parts.append(_("the Slumber may be skipped"))
            if getattr(tile, "deliverance", None):
                unlocked = "wisdom_deliverance" in g.team.wisdom
                parts.append(_("Deliverance: open") if unlocked else _("Deliverance: locked"))
            out["movement"] = _wrap_facts(tuple(parts), width, scale, lang, 14, "  ·  ", shrink="fit")
        foot = (_("Turns left {n}").format(n=turns_left(g)), _("Hours {n}").format(n=g.hours),
                _("Keys {n}").format(n=g.team.keys),
                _("Items {n} (+{stored} stored)").format(n=len(g.team.items), stored=len(g.team.storage)))
        out["foot"] = _wrap_facts(foot, foot_width, scale, lang, 14, "   ", shrink="fit")
        out["foot_beside"] = _wrap_facts(foot, width, scale, lang, 14, "   ", shrink="fit")
        return out

    def compact_entity(self, width: int) -> dict:
        """The Entity panel's compact form (2x in a short window), across `width`: the
        name; its interactions as "Assault: 6" items, each after a dot of its intent's
        colour (view.draw_side), joined on rows while they fit; the Movement and the
        Turn card's name. The rest is in the panel's tooltip (entity_terms)."""
        from game.rules.etherfields.intent import as_dict
        from game.ui.etherfields.table.labels import INTENT_COLOURS
        g = self.game
        scale, lang = L.scale(), i18n.language()
        tile = g.card(g.entity_tile) if g.entity_tile else None
        out: dict = {"name": (), "name_size": 19, "interactions": [], "movement": (), "foot": (), "foot_beside": ()}
        if tile is None:
            return out
        out["name"] = _wrap_words(str(getattr(tile, "name", "")), width, 19, True, scale, lang)
        rows: list[list] = []
        used = 0
        for inter in getattr(tile, "interactions", ()) or ():
            cost = as_dict(inter.cost)
            said = _("{name}: {cost}").format(name=inter.name, cost=sum(cost.values()))
            dots = tuple(INTENT_COLOURS.get(k, (200, 200, 200)) for k in cost)
            wide = len(dots) * L.em(14) + d.face(said, 14).size(said)[0]
            if rows and used + L.em(14) + wide <= width:
                rows[-1].append((said, dots))
                used += L.em(14) + wide
            else:
                rows.append([(said, dots)])
                used = wide
        out["interactions"] = [tuple(tuple(r) for r in rows)] if rows else []
        mv = getattr(tile, "movement", None)
        turn = g.card(g.turn_card) if g.turn_card else None
        parts = (_("Movement {value}").format(value=getattr(mv, "value", "-")),) \
            + ((str(getattr(turn, "name", "")),) if turn is not None else ())
        out["movement"] = _wrap_facts(parts, width, scale, lang, 14, "  ·  ", shrink="fit")
        return out

    def entity_terms(self) -> list:
        """The whole Entity panel as tooltip entries (its compact form's other half):
        the Entity's interactions and Movement, the Turn card's steps, the foot and the facts."""
        from types import SimpleNamespace

        from game.i18n import tr
        from game.gfx.cards import TURN_STEPS
        g = self.game
        tile = g.card(g.entity_tile) if g.entity_tile else None
        told = self.entity_lines(10_000, 10_000)
        out = []
        if tile is not None:
            lines = [" ".join(t) for t in told["interactions"]] + [" ".join(told["movement"])]
            out.append(SimpleNamespace(name=str(getattr(tile, "name", "")), text="\n".join(lines)))
        turn = g.card(g.turn_card) if g.turn_card else None
        if turn is not None:
            steps = [("x " if i < g.step_index else "- ") + tr(TURN_STEPS.get(s, str(s).title()))
                     for i, s in enumerate(getattr(turn, "steps", ()) or ())]
            out.append(SimpleNamespace(name=str(getattr(turn, "name", "")), text="\n".join(steps)))
        rest = list(told["foot"]) + self.fact_parts()
        if rest and out:  # turns left, Hours, Keys, Items; the Dream Gate, the decks, the Season
            out[0].text += "\n" + "\n".join(rest)
        return out

    def count_lines(self, who: str, width: int) -> tuple:
        """A Dreamer's counts (Ether, Gems, Mask; the piles of cards) at 13 px on as
        many lines as `width` needs: two when they fit, wrapped between counts else."""
        dr = self.game.dreamers[who]
        mask = self.game.name(dr.mask) if dr.mask else _("no Mask")
        scale, lang = L.scale(), i18n.language()
        board = (_("Ether {n}").format(n=dr.ether), _("Gems {n}").format(n=dr.gems),
                 _("Mask: {mask}").format(mask=mask))
        piles = (_("Deck {n}").format(n=len(dr.deck)), _("Hand {n}").format(n=len(dr.hand)),
                 _("Discard {n}").format(n=len(dr.discard)), _("Sealed {n}").format(n=len(dr.sealed)),
                 _("Progress {n}").format(n=len(dr.progress)))
        return (_wrap_facts(board, width, scale, lang, 13, "  ", shrink="fit")
                + _wrap_facts(piles, width, scale, lang, 13, "  ", shrink="fit"))

    def fact_parts(self) -> list[str]:
        g = self.game
        if not g.campaign:
            return []
        gate = g.campaign.dream
        parts = [_("Dream: {name}").format(name=g.name(gate))] if gate else []
        parts += [_("Fate {n}").format(n=len(g.campaign.fate_deck)), _("Flaws {n}").format(n=len(g.flaw_deck))]
        if g.campaign.season:
            parts.append(_("Season: {name}").format(name=g.name(g.campaign.season)))
        return parts

    def regions(self) -> dict:
        """The table's top-level panels (for the reflow tests)."""
        dialog = self.dialog_regions()
        if dialog is not None:
            return dialog
        f = self.frame()
        out = {"bar": f["bar"], "map": f["map"], "hand": f["hand"], "entity": f["entity"], "log": f["log"],
               "buttons": f["buttons"]}
        out.update({f"board {who}": r for who, r in f["boards"].items()})
        return out

    def card_size(self) -> tuple[int, int]:
        """A hand card's size: 116 x 166 at 1x; at a larger scale it grows with
        it as far as the window has room (its height at most 27% of the
        window's, so the map keeps the most of it)."""
        h = self.app.screen.get_height()
        if L.scale() <= 1:
            return 116, 166
        ch = max(166, min(round(166 * L.scale()), int(h * 0.27)))
        return round(ch * 116 / 166), ch

    def right_x(self):
        return self.frame()["right_x"]

    def map_rect(self):
        return self.frame()["map"]

    def cell(self):
        cols, rows = self.game.dreamscape.size
        r = self.map_rect()
        size = max(8, int(min(r.width / max(cols, 1), r.height / max(rows, 1)) * self.zoom))
        ox = r.x + (r.width - size * cols) // 2 + self.pan[0]
        oy = r.y + (r.height - size * rows) // 2 + self.pan[1]
        return size, ox, oy

    def space_rect(self, p):
        size, ox, oy = self.cell()
        return pygame.Rect(ox + p[0] * size, oy + p[1] * size, size, size)

    def space_at(self, pos):
        size, ox, oy = self.cell()
        p = ((pos[0] - ox) // size, (pos[1] - oy) // size)
        return p if p in self.game.dreamscape.spaces else None

    def figure_spots(self):
        spots, by_space = {}, {}
        for f in self.game.figures():
            by_space.setdefault(f.pos, []).append(f)
        for p, figs in by_space.items():
            r = self.space_rect(p)
            for i, f in enumerate(figs):
                if len(figs) == 1 or f.big:
                    c = r.center
                else:
                    ang = math.tau * i / len(figs) - math.pi / 4
                    c = (r.centerx + int(math.cos(ang) * r.width * 0.22), r.centery + int(math.sin(ang) * r.height * 0.22))
                spots[f.id] = (c, f)
        return spots

    def figure_rects(self) -> list:
        """Where each figure stands, as drawn (a miniature or an Entity, with a
        little room round it): what an overlay on the map must leave in view."""
        size = self.cell()[0]
        out = []
        for c, f in self.figure_spots().values():
            half = int(size * (0.4 if f.big else 0.28))
            out.append(pygame.Rect(c[0] - half, c[1] - half, 2 * half, 2 * half))
        return out

    def clear_spot(self, size) -> pygame.Rect:
        """A place on the map area for an overlay of `size` (the roll's tray)
        that hides no figure and not the acting Dreamer's space: of the places
        that cover least of them, the one farthest from the middle (a corner
        or a side), found on an 8-px grid."""
        area = self.map_rect()
        g = self.game
        keep = self.figure_rects()
        for who in {self.selected, getattr(g, "active", None)} - {None}:
            pos = g.dreamers[who].pos if who in g.dreamers else None  # None: not on this map
            if pos is not None:
                keep.append(self.space_rect(tuple(pos)))
        w, h = min(size[0], area.width), min(size[1], area.height)
        best, best_key = None, None
        for y in range(area.y, area.bottom - h + 1, 8):
            for x in range(area.x, area.right - w + 1, 8):
                r = pygame.Rect(x, y, w, h)
                hidden = sum(r.clip(k).width * r.clip(k).height for k in keep)
                key = (hidden, -math.dist(r.center, area.center))
                if best_key is None or key < best_key:
                    best, best_key = r, key
        return best if best is not None else pygame.Rect(area.topleft, (w, h))

    def board_rects(self):
        return self.frame()["boards"]

    def log_rect(self):
        return self.frame()["log"]

    def card_at(self, pos):
        for card, rect in getattr(self, "_hand_rects", []):
            if rect.collidepoint(pos):
                return card
        return None

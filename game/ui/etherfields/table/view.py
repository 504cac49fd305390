"""Drawing the Dreamscape table: a cached still picture (tiles, boards,
hand, log, buttons) plus what moves each frame. Drawing never changes the game."""
from __future__ import annotations

from typing import Callable

import pygame

from game.gfx import rooms
from game.gfx.cache import made, spend
from game.gfx.cards import RATIO
from game.gfx import tiles as tiles_gfx
from game.ui import draw as d
from game.ui import layout as L
from game.ui import focus as keys
from game.ui import logview
from game.ui.etherfields.table import motions
from game.ui.motion import Motion
from game.ui.etherfields.table.slots import slot_key
from game.ui.etherfields.table.labels import INTENT_COLOURS, PHASES, describe_card, glossary, label_for
from game.ui.widgets import Button, decision_panel, ease, hex_colour
from game.ui.tooltip import place as tooltip_place
from game.i18n import _, language, ngettext, tr


HINT_COLOUR = (120, 230, 255)  # what "What now?" lights on the table
CARD_TILT_MARGIN = (48, 40)  # a tilted card reaches this far beyond its upright rectangle



def brief_subject(card):
    """The subject of a card's art brief (its figure on the table), or None."""
    return getattr(getattr(card, "brief", None), "subject", None)


def _name(act):
    return act.get("name", "Action") if isinstance(act, dict) else getattr(act, "name", "Action")


def name_lines(name: str, room: int) -> tuple[int, list[str]]:
    """A Dreamer's name on a narrow folded board: (size, lines), on two lines at 16 px
    bold, else at 14 or 13 (never under 12 px), rather than cut with "..."."""
    for size in (16, 14, 13):
        f = d.face(name, size, bold=True)
        lines = d.wrap(name, f, room)
        if len(lines) <= 2 and all(f.size(line)[0] <= room for line in lines):
            return size, lines
    return 16, [name]


class _Sized:
    """Stands for the screen in `frame_key`, which reads only its size."""

    def __init__(self, size):
        self.size = tuple(size)

    def get_size(self):
        return self.size


class TableView:
    """The drawing half of the Dreamscape table (mixed into DreamscapeScene)."""

    motion: Motion  # the scene's tweens (motions.py)
    pip_spots: dict
    pip_size: int
    card_size: Callable[[], tuple[int, int]]  # the hand's card size (layout.py)
    entity_terms: Callable[[], list]  # the Entity panel's tooltip entries (layout.py)

    def keys_hint_at(self):
        """Where the "A: every move" chip sits: above the hand at 1x, at the end
        of the top bar's message row at a larger scale (the hand's caption takes its row)."""
        w, h = self.keys.hint_size()
        if L.scale() <= 1:  # at the right end of the caption's row, so the caption has the rest
            return (self.right_x() - w - 16, self.frame()["hand"].y + 6)
        bar = self.frame()["bar"]
        return (bar.right - w - 8, bar.bottom - 6 - L.line(16) // 2 - h // 2 + 4)

    def ring_focused_space(self, surf) -> None:
        """The space the action list's focused move goes to (or is about), ringed on the map."""
        chosen = self.keys.focused()
        a = chosen.action if chosen is not None else None
        where = a is not None and (a.get("to") or a.get("pos") or a.get("space"))
        if where:
            keys.ring(surf, self.space_rect(tuple(where)), pad=-3)

    def dialog_regions(self):
        """The dialog over the table, when one is open (for the reflow tests): its panel alone."""
        if self.game.pending is not None and getattr(self, "prompt_rect", None) is not None:
            rapid = [b.rect for b in self.buttons if b.rect.y >= self.prompt_rect.bottom]
            if any(o.get("pos") is not None for o in self.game.pending.options):  # beside the map, in view
                f = self.frame()
                return {"bar": f["bar"], "map": f["map"], "hand": f["hand"], "decision": self.prompt_rect}
            return {"decision": self.prompt_rect, **{f"rapid {i}": r for i, r in enumerate(rapid)}}
        if self.game.outcome is not None and getattr(self, "outcome_rect", None) is not None:
            return {"outcome": self.outcome_rect}
        if self.curtain:
            return {"hand over": pygame.Rect((0, 0), self.app.screen.get_size())}
        if self.paying is not None and getattr(self.paying, "rect", None) is not None:
            return {"payment": self.paying.rect}
        if self.leaving and self.leave_dialog.rect is not None:
            return {"leave": self.leave_dialog.rect}
        if self.inspect and getattr(self, "inspect_rects", None):
            return dict(self.inspect_rects)
        return None

    # -- drawing ------------------------------------------------------------------------
    def frame_key(self, surf, mouse):
        """Everything the still parts of the frame depend on. While it stays
        the same, a frame is one blit of the cached picture plus the figures."""
        hover_card = next((i for i, (_, r) in enumerate(getattr(self, "_hand_rects", [])) if r.collidepoint(mouse)),
                          None)
        hover_button = next((i for i, b in enumerate(self.buttons) if b.rect.collidepoint(mouse)), None)
        g = self.game
        figures = tuple((f.id, f.pos) for f in g.figures()) if not self.moving() else None
        table = (figures, tuple(g.dreamers[self.selected].hand), surf.get_size(), len(self.session.log),
                 len(self.session.events), len(g.log), g.phase, self.boost,
                 self.selected, self.message, self.session.save_error, self.zoom, tuple(self.pan), self.log_scroll,
                 self.inspect, id(g), bool(self.card_drag), len(g.stack), self._layer_key, language(), self.same_hunt,
                 self.cards_in_flight())
        return (table, hover_card, hover_button)  # the table itself, then what the pointer hovers

    def draw(self, surf):
        mouse = (-1, -1) if self.watched else pygame.mouse.get_pos()  # nobody points at a film
        key = self.frame_key(surf, mouse)
        if key != getattr(self, "_frame_key", None) or self._frame.get_size() != surf.get_size():
            self.render_still(surf.get_size(), mouse)
            self._frame_key = self.frame_key(surf, mouse)
        self.blit_count = 1
        surf.blit(self._frame, (0, 0))
        self.draw_moving(surf)
        if self._overlay is not None:
            surf.blit(self._overlay, (0, 0))
            self.blit_count += 1
        # no chip over a card read large, nor on a table only watched
        self.keys.draw(surf, hint_at=None if self.inspect or self.watched else self.keys_hint_at())
        self.ring_focused_space(surf)  # over the list's veil, so it reads at full brightness
        # The map's tooltip over everything of the table (the "A" chip, the hint's ring, a card
        # in flight: QA shot 57 had it under the chip); under a dialog, and not while the list is open.
        if not (self.drag or self.card_drag or self.game.pending is not None or self.watched or self.keys.open
                or self.inspect):
            self.draw_tooltip(surf, pygame.mouse.get_pos())
        if self.leaving:
            self.leave_dialog.draw(surf, pygame.mouse.get_pos())
        if self.paying is not None:
            self.paying.draw(surf, pygame.mouse.get_pos())
            self.blit_count += 2 + len(self.paying.card_rects)
        if self.curtain:
            from game.ui.handover import draw_hand_over
            colour = hex_colour(getattr(self.game.card(self.curtain), "colour", "#cccccc"))
            draw_hand_over(surf, self.game.name(self.curtain), _("Your hand stays hidden until you click."), colour)

    def render_still(self, size, mouse):
        """The parts of the table that only change when something happens.
        Two layers: the table (sky, map, boards, log), redrawn when the game
        or the view changes, and on a copy of it what the pointer hovers
        (the hand and the action buttons), so a hover repaints only the card
        and the button it left and the ones it is on."""
        was = getattr(self, "_frame_key", None)
        table_key, _, button = self.frame_key(_Sized(size), mouse)
        if table_key != getattr(self, "_table_key", None) or self._table.get_size() != size:
            table = pygame.Surface(size)
            d.night_sky(table, seed=3, dim=True)
            framed = self.map_rect().inflate(10, 10)  # a zoomed board stays in its area, never under the panels
            table.blit(self.static_layer(size), framed, framed)
            if not self.moving():
                self.draw_map(table)  # figures at rest belong to the still picture
            self.draw_top_bar(table)
            self.draw_side(table)
            if not self.watched:
                self.draw_log(table)
            # Keyed after drawing, as `draw` does: drawing may build the map layer the key names.
            self._table, self._table_key = table, self.frame_key(_Sized(size), mouse)[0]
            self._choices = self.action_buttons() if self.game.pending is None and self.game.outcome is None else []
            # A watched table (the showcase) is never hovered: its frame is the table itself, one
            # window's worth of pixels fewer to keep.
            self._frame = table if self.watched else table.copy()
            self.repainted = [self._frame.get_rect()]
            self.draw_hand(self._frame, mouse)
            self.draw_buttons(self._frame, mouse)
        elif (was is not None and was[0] == table_key and self._frame.get_size() == size
              and len(getattr(self, "_hand_layout", ())) == len(self.game.dreamers[self.selected].hand)):
            self.repaint_hover(mouse, was[2], button)
        else:  # the table is as it was, the hover layer is not: put back the table under it
            self.repainted = list(self.hover_areas(size))
            for rect in self.repainted:
                self._frame.blit(self._table, rect, rect)
            self.draw_hand(self._frame, mouse)
            self.draw_buttons(self._frame, mouse)
        overlay = None
        if (self.game.pending is not None or self.game.outcome is not None or self.inspect) and not self.watched:
            # A window's worth of new pixels (and a dialog's veil): when this frame has already
            # made the table's layers and spent its time, the overlay waits for the next (gfx.cache).
            spend()
            overlay = pygame.Surface(size, pygame.SRCALPHA)
            if self.game.pending is not None:
                self.draw_prompt(overlay, mouse)
            if self.game.outcome is not None:
                self.draw_outcome(overlay)
            if self.inspect:
                self.draw_inspector(overlay)
        self._overlay = overlay

    def repaint_hover(self, mouse, was, now) -> None:
        """Only what the pointer hovers changed, from `was` to `now` (hand
        card, button): the table is put back under each card that rose or
        sank (where it lay and where it lies now), and the cards there are
        drawn again, clipped to it; the same for the button it left and the
        one it is on.
        `repainted` lists the rectangles, for the tests and the bench."""
        frame, self.repainted = self._frame, []
        before = self._hand_layout
        layout = self.hand_layout(frame.get_size(), mouse)
        for (_card, old, tilt), (_same, new, now_tilt) in zip(before, layout):
            if (old, tilt) != (new, now_tilt):  # this card rose or sank
                self.repainted.append(old.union(new).inflate(*CARD_TILT_MARGIN))
        for area in self.repainted:
            frame.blit(self._table, area, area)
            frame.set_clip(area)
            self.draw_hand(frame, mouse, layout)
            frame.set_clip(None)
        if self.game.pending is None and self.game.outcome is None:  # else the buttons are the prompt's
            for i in {was, now} - {None}:
                if i < len(self.buttons):
                    b = self.buttons[i]
                    frame.blit(self._table, b.rect, b.rect)
                    b.draw(frame, mouse)
                    self.repainted.append(b.rect.copy())

    def hover_areas(self, size):
        """Where the hover layer draws: the hand (a hovered card rises) and its
        caption, and the rows of action buttons."""
        f = self.frame()
        return (f["hand"].inflate(0, 60).move(0, -30).clip(pygame.Rect((0, 0), size)),
                pygame.Rect(f["right_x"], f["buttons"].y - 6, size[0] - f["right_x"], size[1] - f["buttons"].y + 6))

    def draw_moving(self, surf):
        """Figures in motion, drag highlights, the dice tray: drawn every frame."""
        motions.draw_under(self, surf)
        if self.moving():
            self.draw_map(surf)
        if not self.drag and not self.card_drag and self.game.pending is None and not self.watched:
            self.draw_hand_preview(surf, pygame.mouse.get_pos())
        if self.tray.body is not None:  # an overlay for one roll, on the map, gone once read
            k, area = L.scale(), self.map_rect()  # the label above the floor, the face's meaning under it
            top, bottom, die = L.line(15, bold=True) + 10, L.line(13) + 8, round(44 * k)
            label = d.face(tr(self.tray.label), 15, bold=True).size(tr(self.tray.label))[0] if self.tray.label else 0
            # As large as at 1x, or as the die and its label need: not the whole map when the map is small (2x).
            size = (min(max(3 * die + 24, label + 40, min(280, area.width - 16)), area.width - 16),
                    max(top + bottom + die + 24, min(150, area.height - 16)))
            self.tray.fit(pygame.Rect((0, 0), size), top=top, size=die, bottom=bottom)
            # In a corner or at a side, clear of the figures and of the acting Dreamer's space (layout.py).
            spot_key = (size, area.topleft, area.size, tuple(map(tuple, self.figure_rects())), self.selected)
            if getattr(self, "_tray_spot", (None,))[0] != spot_key:
                self._tray_spot = (spot_key, self.clear_spot((size[0] + 20, size[1] + 20)))  # its shadow's pad
            self.tray.rect.center = self._tray_spot[1].center
            self.blit_count += self.tray.draw_overlay(surf, self.tray.rect.center, self.motion.reduced)
        if self.card_drag:
            cd = self.card_drag
            rect = pygame.Rect((0, 0), self.card_size())
            rect.center = cd.pos
            d.influence_card(surf, rect, self.game.card(cd.card), INTENT_COLOURS, 0, compact=True)
            self.blit_count += 1
        self.draw_hint(surf)
        self.fade_in_buttons(surf)
        self.draw_flyers(surf)
        motions.draw_over(self, surf)
        if self.reveal is not None and getattr(self, "_hand_rects", None):
            # The cards just drawn, framed, and under them the time left before the table turns.
            cards = self._hand_rects[0][1].unionall([r for _c, r in self._hand_rects]).inflate(16, 12)
            pygame.draw.rect(surf, (230, 200, 120), cards, 2, border_radius=12)
            left = max(0.0, self.reveal["left"] / self.reveal["total"])
            pygame.draw.line(surf, (230, 200, 120), (cards.x, cards.bottom - 3),
                             (cards.x + int(cards.width * left), cards.bottom - 3), 3)
            self.blit_count += 2
        if getattr(self, "peek", None):
            w, h = surf.get_size()
            rect = pygame.Rect(0, 0, 240, 340)
            rect.center = (self.right_x() // 2, h // 2 - 40)
            d.influence_card(surf, rect, self.game.card(self.peek["secret"]), INTENT_COLOURS, 0)
            d.text(surf, _("Peeking: {seconds:.0f} s").format(seconds=self.peek["left"]), (rect.centerx, rect.bottom + 14), 16,
                   (244, 230, 190), anchor="center", bold=True)
            self.blit_count += 2

    def fade_in_buttons(self, surf) -> None:
        """A button that has just appeared is veiled, fading in while it ignores clicks."""
        if self.game.pending is not None:
            return
        for b in self.buttons:
            shown = self.slots.fresh(getattr(b, "key", ""), self.clock)
            if shown < 1:
                veil = pygame.Surface(b.rect.size, pygame.SRCALPHA)
                veil.fill((14, 10, 28, int(200 * (1 - shown))))
                surf.blit(veil, b.rect)
                self.blit_count += 1

    def draw_hint(self, surf) -> None:
        """A ring in the hint's colour around what "What now?" suggests."""
        target = self.hint_target()
        if target is None or self.paying is not None:
            return
        kind, what = target
        if kind == "space":
            pygame.draw.rect(surf, HINT_COLOUR, self.space_rect(what).inflate(-2, -2), 5, border_radius=8)
        elif kind == "figure" and what in self.figure_spots():
            centre = self.figure_spots()[what][0]
            pygame.draw.circle(surf, HINT_COLOUR, centre, max(16, int(self.cell()[0] * 0.3)), 5)
        elif kind == "button":
            pygame.draw.rect(surf, HINT_COLOUR, what.rect.inflate(8, 8), 4, border_radius=10)
        self.blit_count += 1

    def draw_top_bar(self, surf):
        g = self.game
        bar = self.frame()["bar"]
        ty, bh = L.title_y(bar), L.bar_button_height(bar)
        x = bar.right - 8
        self.bar_buttons = []
        controls = () if self.watched else ((_("What now?"), self.ask_hint, HINT_COLOUR), (_("Save"), self.save, None),
                                            (_("Leave"), self.leave_dialog.ask, None))
        for label, fn, accent in reversed(controls):
            bw = L.button_width(label, 16, least={_("What now?"): 100}.get(label, 84), pad=10)
            x -= bw
            self.bar_buttons.insert(0, Button((x, ty - bh // 2, bw, bh), label, fn, *([accent] if accent else [])))
            x -= 6
        where = {"dream": _("Dream"), "slumber": _("Slumber")}.get(g.mode, "")
        msg = "" if self.watched else self.session.save_error or self.message  # the showcase's caption tells it
        colour = (255, 170, 160) if self.session.save_error else (220, 214, 240)
        overflow: list = []
        L.draw_bar(surf, bar, _("{where} - Turn {turn_number} - {phase}").format(where=where, turn_number=g.turn_number, phase=tr(PHASES.get(g.phase, g.phase))),
                   tr(msg), colour, right=bar.right - x + 4,
                   message_right=0 if self.watched else self.keys.hint_size()[0] + 20, overflow=overflow)
        self.banner_rect = self.draw_banner(surf, overflow[0], colour) if overflow else None
        for b in self.bar_buttons:
            b.draw(surf, (-1, -1))
        self.blit_count += 4

    def draw_banner(self, surf, said: str, colour) -> pygame.Rect:
        """A message too long for the bar (the "What now?" reason, a refusal),
        whole on a banner over the map: under the bar, or at the map's foot
        when that hides fewer figures and not what the hint lights."""
        f = self.frame()
        rect = pygame.Rect(f["bar"].x, 0, f["right_x"] - 10 - f["bar"].x, 0)
        rect.height = L.block_height(said, rect.width - 28, L.MESSAGE) + 16
        under_bar, at_foot = rect.move(0, f["bar"].bottom + 4), rect.move(0, f["map"].bottom - rect.height)
        target = self.hint_target()
        lit = (self.space_rect(target[1]) if target is not None and target[0] == "space" else
               pygame.Rect(self.figure_spots()[target[1]][0], (1, 1)).inflate(40, 40)
               if target is not None and target[0] == "figure" and target[1] in self.figure_spots() else None)
        spots = [pygame.Rect(c, (1, 1)).inflate(30, 30) for c, _f in self.figure_spots().values()]

        def hides(spot):
            return (lit is not None and spot.colliderect(lit), sum(spot.colliderect(r) for r in spots))
        rect = min((under_bar, at_foot), key=hides)
        d.panel(surf, rect, (24, 18, 44), (120, 104, 180))
        L.text_block(surf, said, rect.inflate(-28, -16), L.MESSAGE, colour)
        return rect

    def static_layer(self, size_wh):
        """Tiles, spaces, Walls and Overlay cards: drawn once per map change."""
        g = self.game
        size, ox, oy = self.cell()
        key = (language(), size_wh, size, ox, oy, id(g.dreamscape), len(g.dreamscape.spaces), tuple(g.blocks),
               len(self.overlays), tuple(map(tuple, g.gem_slots)),
               tuple((t["token"], tuple(t["pos"])) for t in g.tokens))
        if key == self._layer_key:
            return self._layer
        layer = pygame.Surface(size_wh, pygame.SRCALPHA)
        ds = g.dreamscape
        tiles: dict = {}
        names: list = []  # (a tile's name, its spaces): written once the spaces are painted
        for p, space in ds.spaces.items():
            tiles.setdefault(space.tile, []).append(p)
        for tile, spaces in tiles.items():
            xs, ys = [p[0] for p in spaces], [p[1] for p in spaces]
            rect = pygame.Rect(ox + min(xs) * size, oy + min(ys) * size, (max(xs) - min(xs) + 1) * size,
                               (max(ys) - min(ys) + 1) * size)
            card = g.card(tile) if tile else None
            name = getattr(card, "name", "") if tile else ""
            layer.blit(rooms.render_room(tile or "tile", rect.width // size, rect.height // size, size,
                                         "", getattr(card, "brief", None),
                                         *self.room_edges(spaces, min(xs), min(ys))), rect)
            if name:
                names.append((name, spaces))
        for p, space in ds.spaces.items():
            r = self.space_rect(p)
            used = {str(_name(act)) for i, act in enumerate(space.map_actions)
                    if f"map:{p[0]},{p[1]}:{i}" in g.blocks}
            if space.gem_action and list(p) not in g.gem_slots:
                used.add(str(_name(space.gem_action)))  # no Gem in the slot: its action cannot be taken
            layer.blit(tiles_gfx.render_space(space, size, frozenset(used)), r)
            if list(p) in g.gem_slots:
                gx, gy = r.x + 18, r.y + 20
                pygame.draw.polygon(layer, (150, 230, 240), [(gx, gy - 9), (gx + 8, gy), (gx, gy + 9), (gx - 8, gy)])
        for i, t in enumerate(g.tokens):  # tokens laid by effects, in a row along the space's foot
            r = self.space_rect(tuple(t["pos"]))
            kind = t["token"]
            if kind.startswith("terrain_"):
                from game.ui.icons import icon
                layer.blit(icon(kind[len("terrain_"):], 20), (r.x + 6 + (i % 4) * 22, r.bottom - 26))
            else:
                d.token(layer, (r.x + 16 + (i % 4) * 22, r.bottom - 16), 9, (200, 170, 110), kind[:1].upper())
        self.tile_name_rects = []
        for name, spaces in names:  # last, so no space's tint, icon or token lies over the letters
            spot = self.tile_name_spot(spaces, name) if size >= L.em(60) else None
            if spot is not None:  # on a calm plate, so the floor's paint never crosses the letters
                (x, y), room = spot
                # Too long for its place on one line: on two, the plate rising from the same foot
                # (shrunk or shortened, "Nursery, Win..." read as another room; QA shot 07); two
                # lines a size smaller before that (at 2x, 育儿室， alone outgrew a narrow place).
                for text_size in (13, 11):
                    f, step = d.face(name, text_size, italic=True), L.line(text_size, italic=True)
                    lines = [name] if f.size(name)[0] <= room else d.wrap(name, f, room)
                    if len(lines) <= 2 and all(f.size(line)[0] <= room for line in lines):
                        break
                else:
                    continue  # held nowhere: never cut to a letter and "…"; the map's tooltip names the room
                w = min(room, max(f.size(line)[0] for line in lines)) + 12
                hgt = step * len(lines) + 2
                top = y + (step + 2) // 2 - hgt
                plate = pygame.Surface((w, hgt), pygame.SRCALPHA)
                pygame.draw.rect(plate, (18, 12, 32, 190), plate.get_rect(), border_radius=min(hgt, step + 2) // 2)
                layer.blit(plate, (x - 6, top))
                for i, line in enumerate(lines):
                    d.text(layer, line, (x, top + 1 + step // 2 + i * step), text_size, (236, 228, 250),
                           anchor="midleft", italic=True, max_width=room)
                self.tile_name_rects.append((name, pygame.Rect(x - 6, top, w, hgt)))
        for w in ds.walls:
            a, b = sorted(w)
            ra = self.space_rect(a)
            if b[0] != a[0]:
                start, end = (ra.right, ra.top + 3), (ra.right, ra.bottom - 3)
            else:
                start, end = (ra.left + 3, ra.bottom), (ra.right - 3, ra.bottom)
            d.wall(layer, start, end, max(4, size // 18))
        for ov in self.overlays:
            col, row = ov["at"]
            w, h = ov["size"]
            rect = pygame.Rect(ox + col * size, oy + row * size, w * size, h * size)
            d.overlay_card(layer, rect, ov["title"], ov["angle"])
        self._layer_key, self._layer = key, layer
        made()  # a picture made this frame: what is still to make may wait for the next (gfx.cache)
        return layer

    def room_edges(self, spaces, x0, y0):
        """A room's open sides (a Door onto a neighbouring room, no Wall between) as (col, row, side),
        and the spaces a prop must leave free (a Spawn, a blocked space), relative to its corner."""
        ds = self.game.dreamscape
        doors, busy = set(), set()
        for p in spaces:
            sp = ds.spaces[p]
            if sp.blocked or "spawn" in (sp.features or ()):
                busy.add((p[0] - x0, p[1] - y0))
            for side, (dx, dy) in (("N", (0, -1)), ("S", (0, 1)), ("W", (-1, 0)), ("E", (1, 0))):
                q = (p[0] + dx, p[1] + dy)
                if q in ds.spaces and ds.spaces[q].tile != sp.tile and frozenset((p, q)) not in ds.walls:
                    doors.add((p[0] - x0, p[1] - y0, side))
        return frozenset(doors), frozenset(busy)

    def tile_name_spot(self, spaces, name=""):
        """Where a tile's name is written: along the foot of its bottom row, in a
        run of spaces there that carry no plaque (a Map action's plaque sits at a
        space's foot too) and no Wall between them (a Wall drawn over the letters
        cut "Nursery, East Wa", QA shot 07); the first such place that holds
        `name` whole: the widest free run, else above the plaques of the whole
        row (no Wall across it). Held nowhere, the widest free run (the name
        shortened). ((x, centre y), width), or None without room."""
        ds = self.game.dreamscape
        foot = max(p[1] for p in spaces)
        row = sorted(p for p in spaces if p[1] == foot)
        walled = [frozenset((a, b)) in ds.walls or b[0] != a[0] + 1 for a, b in zip(row, row[1:])]
        runs, run = [], []
        for i, p in enumerate(row):
            free = not tiles_gfx.plaque_rects(ds.spaces[p], self.space_rect(p)) and not ds.spaces[p].blocked
            if free and run and not walled[i - 1]:
                run.append(p)
            elif free:
                runs.append(run)
                run = [p]
            else:
                runs.append(run)
                run = []
        runs = [r for r in runs + [run] if r]
        half = max(14, L.line(13, italic=True) // 2 + 4)
        spots = []
        if runs:
            best = max(runs, key=len)
            left, right = self.space_rect(best[0]), self.space_rect(best[-1])
            spots.append(((left.x + 10, left.bottom - half), right.right - left.x - 20))
        first, last = self.space_rect(row[0]), self.space_rect(row[-1])
        plaques = [r for p in row for r in tiles_gfx.plaque_rects(ds.spaces[p], self.space_rect(p))]
        top = min((r.y for r in plaques), default=first.bottom)
        if plaques and not any(walled) and top - 2 * half >= first.y + first.height // 3:
            spots.append(((first.x + 10, top - half + 2), last.right - first.x - 20))  # over the whole row's plaques
        if not spots:
            return None  # plaques fill the spaces: the name is left to the inspector
        wide = d.face(name, 13, italic=True).size(name)[0] if name else 0
        return next((spot for spot in spots if wide <= spot[1]), spots[0])

    def draw_map(self, surf):
        g = self.game
        size = self.cell()[0]
        clip = surf.get_clip()
        surf.set_clip(self.map_rect().inflate(10, 10))
        if g.pending is not None:
            for opt in g.pending.options:
                if opt.get("pos") is not None:
                    d.highlight(surf, self.space_rect(tuple(opt["pos"])))
                    self.blit_count += 1
        highlights = self.drag.moves if self.drag else {}
        for p, act in highlights.items():
            r = self.space_rect(p)
            d.highlight(surf, r)
            if act.kind == "enter":
                said = _("Enter here")
            else:
                cost = len(act["pay"])
                said = ngettext("{n} card", "{n} cards", cost).format(n=cost)
            # On a dark pill: it lies over the space's name and plaques, and must be read first.
            w, h = d.face(said, 14, bold=True).size(said)
            pill = pygame.Rect(0, 0, min(w + 14, r.width - 4), h + 4)
            pill.center = (r.centerx, r.bottom - 14)
            pygame.draw.rect(surf, (28, 20, 46), pill, border_radius=pill.height // 2)
            pygame.draw.rect(surf, (255, 230, 150), pill, 1, border_radius=pill.height // 2)
            d.text(surf, said, pill.center, 14, (255, 246, 200), anchor="center", bold=True, max_width=pill.width - 6)
            self.blit_count += 3
        if self.drag and highlights:
            dest = self.space_at(self.drag.pos)
            if dest in highlights:
                here = g.dreamers[self.drag.who].pos
                path = [here, dest] if highlights[dest].kind == "enter" else g.dreamscape.path(here, dest) or []
                pts = [self.space_rect(p).center for p in path]
                if len(pts) > 1:
                    pygame.draw.lines(surf, (255, 240, 170), False, pts, 4)
        # A big Entity fills its space: drawn first, so a Dreamer sharing the space stands on it, seen.
        for fid, (c, f) in sorted(self.figure_spots().items(), key=lambda item: not item[1][1].big):
            if self.drag and fid == self.drag.who:
                continue
            if fid in self.anims:
                c = self.anim_pos(self.anims[fid], c)
            if self.glide and fid == self.glide["who"]:
                t = ease(self.glide["t"])
                c = (self.glide["from"][0] + (self.glide["to"][0] - self.glide["from"][0]) * t,
                     self.glide["from"][1] + (self.glide["to"][1] - self.glide["from"][1]) * t)
            if motions.figure(self, surf, f, c, size):
                continue  # spawning, or fading in where it stopped (Reduce motion)
            self.draw_figure(surf, f, c, size)
        if self.drag:
            f = next(x for x in g.figures() if x.id == self.drag.who)
            self.draw_figure(surf, f, self.drag.pos, size, lifted=True)
        surf.set_clip(clip)

    def tip_key(self, pos):
        """The map space under the pointer (what a tooltip is about), or None."""
        f = self.frame()
        if f.get("entity_compact") and f["entity"].collidepoint(pos):
            return "entity"  # the compact Entity panel: its whole text in the tooltip
        return self.space_at(pos) if self.map_rect().collidepoint(pos) else None

    def tooltip_terms(self, pos) -> list:
        """Glossary entries for what lies under the mouse on the map."""
        space_pos = self.tip_key(pos)
        if space_pos is None:
            return []
        if space_pos == "entity":
            return self.entity_terms()
        space = self.game.dreamscape.spaces[space_pos]
        keys = list(space.features) + ([space.terrain] if space.terrain else [])
        keys += ["blocked"] if space.blocked else []
        keys += ["drawing_bonus"] if space.drawing_bonus else []
        keys += ["flying_rule"] if space.flying_rule else []
        for f in self.game.figures():
            if f.pos == space_pos and f.kind == "entity":
                keys += ["big"] if f.big else []
                keys += [self.game.states[f.id]] if f.id in self.game.states else []
        terms = [e for e in (glossary().get(k) for k in dict.fromkeys(keys)) if e is not None]
        return (self.room_term(space) + self.plaque_terms(space) + terms)[:3]

    def room_term(self, space) -> list:
        """The room's name as a tooltip entry when the map has no room to write it
        (small squares at 2x): [] when it is written on the floor."""
        from types import SimpleNamespace
        card = self.game.card(space.tile) if space.tile else None
        name = str(getattr(card, "name", "") or "")
        if not name or name in {n for n, _r in getattr(self, "tile_name_rects", [])}:
            return []
        return [SimpleNamespace(name=name, text=str(getattr(card, "text", "") or ""))]

    def plaque_terms(self, space) -> list:
        """The space's Map actions, Gem action and flying rule as tooltip entries (its
        name, its own words, which say the cost): a plaque too small to hold its name
        at a readable size leaves it out (game.gfx.tiles), and it is read here."""
        from types import SimpleNamespace

        from game.gfx.cards import _describe
        acts = list(space.map_actions) + [a for a in (space.gem_action, space.flying_rule) if a]
        def field(act, key):  # the rules keep a space's actions as mappings or as models
            return act.get(key) if isinstance(act, dict) else getattr(act, key, None)
        return [SimpleNamespace(name=tr(str(_name(act))),  # a Slumber laid before a change of language, as tiles.py
                                text=tr(str(field(act, "text") or _describe(field(act, "effect") or ()))))
                for act in acts]

    def draw_tooltip(self, surf, pos) -> None:
        key = self.tip_key(pos)
        self.hover.acting(self.selected, key)  # the last Dreamer's tooltip goes with them
        terms = self.tooltip_terms(pos) if self.hover.shows(key) else []
        if not terms:
            return
        # Sized from the wrapped text at the UI scale (a guess of 44 letters a line let
        # Chinese run out of the panel), beside the pointer and inside the window (tooltip.place).
        width = min(L.em(300), surf.get_width() - 16)
        head = L.line(14, bold=True) + 2
        height = 12 + sum(head + d.paragraph_height(e.text, width - 20, 12) for e in terms)
        rect = tooltip_place((width, height), pos, surf.get_rect())
        d.panel(surf, rect, (22, 16, 38), (150, 130, 210), radius=8)
        y = rect.y + 8
        for e in terms:
            d.text(surf, e.name, (rect.x + 10, y), 14, (244, 230, 190), bold=True, max_width=width - 20)
            used = d.paragraph(surf, e.text, pygame.Rect(rect.x + 10, y + head, width - 20, height), 12, (220, 214, 240))
            y += head + used
        self.blit_count += 1 + 2 * len(terms)

    def draw_figure(self, surf, f, c, size, lifted=False):
        g = self.game
        self.blit_count += 3
        if f.kind == "dreamer":
            colour = hex_colour(getattr(g.card(f.id), "colour", "#cccccc"))
            initial = g.name(f.id).replace("The ", "")[:1]
            d.miniature(surf, c, int(size * (0.17 if not lifted else 0.2)), colour, initial,
                        selected=(f.id == self.selected), lifted=lifted, subject=brief_subject(g.card(f.id)))
        else:
            ent = g.entity(f.id) or {}
            tile = g.card(ent["tile"]) if ent.get("tile") else None
            d.entity(surf, c, int(size * (0.36 if f.big else 0.22)), big=f.big, state=g.states.get(f.id),
                     entity_id=str(ent.get("tile", "")), subject=brief_subject(tile))

    def draw_side(self, surf):
        g = self.game
        f = self.frame()
        panel = f["entity"]
        x = panel.x
        card_rect = f["turn_card"]
        text_w = (card_rect.x if card_rect is not None else panel.right) - x - 24
        tile = g.card(g.entity_tile) if g.entity_tile else None
        d.panel(surf, panel, (30, 22, 50), (150, 90, 120))
        rows = iter(f["entity_rows"])
        y = panel.y + 8
        told = self.compact_entity(panel.width - 28) if f.get("entity_compact") \
            else self.entity_lines(text_w, panel.width - 28)
        if tile is not None:
            step = next(rows)
            size = told["name_size"]
            for k, line in enumerate(told["name"]):
                d.text(surf, line, (x + 14, y + 4 + k * L.line(size, bold=True)), size, (250, 210, 210), bold=True,
                       max_width=text_w)
            y += step
            # compact: each interaction's cost after dots of its intents' colours
            for lines in told["interactions"] if f.get("entity_compact") else ():
                step = next(rows)
                for k, items in enumerate(lines):
                    ix, iy = x + 14, y + 2 + k * L.line(14) + L.line(14) // 2
                    for said, dots in items:
                        for colour in dots:
                            pygame.draw.circle(surf, colour, (ix + L.em(5), iy), L.em(5))
                            ix += L.em(14)
                        ix = d.text(surf, said, (ix, iy), 14, (230, 220, 240), anchor="midleft").right + L.em(14)
                y += step
            for lines in told["interactions"] if not f.get("entity_compact") else ():
                step = next(rows)
                for k, line in enumerate(lines):
                    d.text(surf, line, (x + 14, y + 2 + k * L.line(14)), 14, (230, 220, 240), max_width=text_w)
                y += step
            step = next(rows)
            for k, line in enumerate(told["movement"]):
                d.text(surf, line, (x + 14, y + 4 + k * L.line(14)), 14, (200, 190, 220), max_width=text_w, fit=True)
            y += step
            if g.morphings:
                step = next(rows)
                for i, token in enumerate(g.morphings):
                    d.token(surf, (x + 24 + i * L.em(26), y + step // 2), L.em(10), (190, 90, 150), g.name(token)[:1])
                y += step
            self.blit_count += 8
        card = g.card(g.turn_card) if g.turn_card else None
        if card is not None and card_rect is not None:
            d.turn_card(surf, card_rect, card, g.step_index)
            self.blit_count += 6
        # The rest of the board at a glance (the Dream Gate, the decks, the Season), on its lines over the
        # foot (turns left, Hours, Keys, Items: on as many lines as the width needs).
        foot = f["foot"]
        top = panel.bottom - 8 - len(foot) * (L.line(14) + 2)
        for k, line in enumerate(foot):
            d.text(surf, line, (x + 14, top + k * (L.line(14) + 2)), 14, (244, 230, 190), max_width=f["foot_w"],
                   fit=True)
        facts = f["facts"]
        for k, words in enumerate(facts):
            y = top - (len(facts) - k) * (L.line(13) + 4)
            d.text(surf, words, (x + 14, y), 13, (200, 190, 230), max_width=f["foot_w"], fit=True)
        for who, rect in self.board_rects().items():
            self.draw_board(surf, who, rect)

    def draw_board(self, surf, who, rect):
        g = self.game
        dr = g.dreamers[who]
        colour = hex_colour(getattr(g.card(who), "colour", "#cccccc"))
        d.panel(surf, rect, (34, 26, 58) if who != self.selected else (58, 44, 90), colour)
        if who == self.selected:  # the Dreamer acting: a thicker frame, not only a lighter fill
            pygame.draw.rect(surf, colour, rect, 4, border_radius=10)
        status = _(" - passed") if dr.passed else (_(" - to draw") if g.phase == "draw" and not dr.drawn else "")
        if dr.dead:
            status = _(" - fallen")
        head = L.line(16, bold=True)
        f = self.frame()
        first = g.options.get("play_order") == "rounds" and g.order and g.order[0] == who
        if first:  # the first edition's rounds begin with the First Player: their marker sits on the board
            d.token(surf, (rect.right - 4, rect.y + 4), L.em(9), (230, 200, 120), "1")
            status = (status + _(" - First Player")) if who not in f["folded"] else status
        folded, compact = who in f["folded"], f["compact"] and who not in f["folded"]
        under = folded or (compact and f["beside"])  # the pips on a row of their own, under the name
        pip = L.em(4) if under else L.em(6)
        if folded:  # eight pips, at least 2 * pip + 1 apart, inside a narrow board (three boards at 2x)
            pip = max(3, min(pip, (rect.width - 31) // 18))
        pips_w = 8 * 3 * pip
        if under:  # the name, and the Distress pips under it
            px, py = rect.x + 12 + pip, rect.y + 6 + head + pip
        elif compact:  # the name, and the pips at the row's end
            px, py = rect.right - 10 - pips_w + pip, rect.y + 4 + head // 2
        else:
            px, py = rect.x + 18, rect.y + 4 + head + L.line(13) // 2
        room = (px - pip - 8 if compact and not under else rect.right - 12) - rect.x - 12
        gap, aside = 3 * pip, ""  # between pips; the status, when it goes on the pips' row
        name = g.name(who) + status
        longest = max((g.name(o) + status for o in f["folded"]), key=lambda n: d.face(n, 16, bold=True).size(n)[0],
                      default=name)
        if folded and status and d.face(longest, 16, bold=True).size(longest)[0] > room:
            # A folded board (four Dreamers at 720p) cut "The Tough Guy ..." (QA shot 84): the name
            # whole on its row, the status at the end of the pips' row, the pips closer to make room
            # (on every folded board alike, when the longest name needs it).
            name, aside = g.name(who), status.strip(" -·")
            aside_w = d.face(aside, 13).size(aside)[0]
            gap = max(2 * pip + 2, min(gap, (rect.right - 10 - aside_w - 8 - px) // 8))
            if aside_w <= rect.right - 10 - (px + 7 * gap + pip + 6):  # else the top bar's message says it
                d.text(surf, aside, (rect.right - 10, py), 13, colour, anchor="midright")
        size, names = 16, [name]
        tall = rect.height >= 2 * head + 2 * L.em(4) + 16  # frame() made it so for a name that needs two lines
        if folded and tall and d.face(name, 12, bold=True).size(name)[0] > room:  # too wide even a little smaller
            size, names = name_lines(name, room)
            py += head if len(names) == 2 else 0
        for k, line in enumerate(names):
            d.text(surf, line, (rect.x + 12, rect.y + 4 + head // 2 + k * head), size, colour, anchor="midleft",
                   bold=True, max_width=room, fit=folded)  # a folded board's name smaller, never cut (issue 33)
        if folded:  # the eight pips closer together on a narrow board, inside its frame
            gap = max(2 * pip + 1, min(gap, (rect.right - 8 - pip - px) // 7))
        for i in range(8):  # Distress: a filled, crossed pip for each taken, an empty ring for each free
            c = (px + i * gap, py)
            self.pip_spots.setdefault(who, {})[i] = c  # where a Distress pip fills (motions.py)
            self.pip_size = pip
            if i < dr.distress:
                pygame.draw.circle(surf, (200, 60, 70), c, pip)
                pygame.draw.line(surf, (255, 230, 230), (c[0] - pip // 2, c[1] - pip // 2), (c[0] + pip // 2, c[1] + pip // 2), 2)
                pygame.draw.line(surf, (255, 230, 230), (c[0] - pip // 2, c[1] + pip // 2), (c[0] + pip // 2, c[1] - pip // 2), 2)
            else:
                pygame.draw.circle(surf, (110, 90, 130), c, pip, 1)
        if folded:
            self.blit_count += 10
            return
        stats, cards = self.dreamer_counts(who)
        if compact:  # the counts wrapped to the board's width (frame() made it tall enough)
            y = rect.y + 4 + head + 4 + (2 * pip + 6 if under else 0)
            for k, line in enumerate(self.count_lines(who, rect.width - 24)):
                d.text(surf, line, (rect.x + 12, y + k * L.line(13)), 13, (230, 210, 220), max_width=rect.width - 24,
                       fit=True)
            self.blit_count += 14
            return
        after_pips = px + pips_w - pip + 8
        d.text(surf, stats, (after_pips, py), 13, (230, 210, 220), anchor="midleft", max_width=rect.right - 10 - after_pips)
        d.text(surf, cards, (rect.x + 12, py + L.line(13) // 2 + L.em(14) // 2 + L.line(13) // 2), 13, (210, 204, 230),
               anchor="midleft", max_width=rect.width - 24, fit=True)
        self.blit_count += 14

    def dreamer_counts(self, who) -> tuple[str, str]:
        """A Dreamer's board in two lines: Ether, Gems and Mask; the piles of cards."""
        dr = self.game.dreamers[who]
        mask = self.game.name(dr.mask) if dr.mask else _("no Mask")
        stats = _("Ether {ether}  Gems {gems}  Mask: {mask}").format(ether=dr.ether, gems=dr.gems, mask=mask)
        cards = _("Deck {n}  Hand {n2}  Discard {n3}  Sealed {n4}  Progress {n5}").format(n=len(dr.deck), n2=len(dr.hand), n3=len(dr.discard), n4=len(dr.sealed), n5=len(dr.progress))
        return stats, cards

    def draw_log(self, surf):
        rect = self.log_rect()
        if rect is None:
            return  # no room for it (see frame)
        d.panel(surf, rect, (20, 16, 34), (70, 60, 110))
        step = max(17, L.line(13))
        n = max(1, (rect.height - 12) // step)
        end = max(0, len(self.game.log) - self.log_scroll)  # the wheel scrolls back by entries
        entries = [tr(line) for line in self.game.log[max(0, end - n):end]]
        drawn = logview.draw_tail(surf, rect.x + 10, rect.y + 6, rect.width - 20, n, step, entries, 13,
                                  (200, 194, 220))
        self.blit_count += drawn + 1

    def hand_layout(self, size, mouse) -> list:
        """(card, rect, tilt) of each card in hand; the hovered card rises, upright."""
        w, h = size
        hand = self.game.dreamers[self.selected].hand
        n = len(hand)
        cw, ch = self.card_size()  # larger at 2x where the window has room (layout.py)
        span = min(self.right_x() - 60, max(1, n) * (cw + 8))
        x0 = (self.right_x() - span) // 2
        out = []
        for i, card in enumerate(hand):
            ang = (i - (n - 1) / 2) * 4
            x = x0 + i * (span // max(n, 1))
            y = h - ch - 14 + abs(i - (n - 1) / 2) * 4
            rect = pygame.Rect(x, y, cw, ch)
            if rect.collidepoint(mouse):
                rect = rect.move(0, -26)
                ang = 0
            out.append((card, rect, ang))
        return out

    def hand_preview(self, size, mouse):
        """(card, rect) of the hand card under the pointer drawn large enough to
        read (issue 33: its rules text about 14 px at 1x, growing with the UI
        scale), above the card where the window allows; None when no card is
        hovered. Drawn every frame over the still picture, so it leaves with the hover."""
        if self.inspect or self.paying is not None or self.curtain or self.leaving:
            return None
        card = next((c for c, r in getattr(self, "_hand_rects", []) if r.collidepoint(mouse)), None)
        if card is None:
            return None
        small = next(r for c, r in self._hand_rects if c == card)
        w, h = size
        top_least = self.frame()["bar"].bottom + 4
        width = min(round(226 * L.scale()), int((h - 8 - top_least) / RATIO), self.right_x() - 16)
        rect = pygame.Rect(0, 0, width, round(width * RATIO))
        rect.bottom = max(small.y - 6, top_least + rect.height)  # above the card, else as high as the bar allows
        rect.centerx = small.centerx
        rect.clamp_ip(pygame.Rect(8, top_least, self.right_x() - 16, h - 8 - top_least))
        return card, rect

    def draw_hand_preview(self, surf, mouse) -> None:
        shown = self.hand_preview(surf.get_size(), mouse)
        if shown is not None:
            d.influence_card(surf, shown[1], self.game.card(shown[0]), INTENT_COLOURS, 0)
            self.blit_count += 1

    def draw_hand(self, surf, mouse, layout=None):
        """The hand; under a clip (a hover's repaint) only the cards that reach into it."""
        g = self.game
        w, h = surf.get_size()
        self._hand_layout = layout = layout if layout is not None else self.hand_layout((w, h), mouse)
        self._hand_rects = [(card, rect) for card, rect, _ in layout]
        clip = surf.get_clip()
        flying = self.cards_in_flight()  # drawn by their flight until it lands (animator.draw_dealt)
        for card, rect, ang in layout:
            if card not in flying and clip.colliderect(rect.inflate(*CARD_TILT_MARGIN)):
                d.influence_card(surf, rect, g.card(card), INTENT_COLOURS, -ang, compact=True)
                self.blit_count += 1
        caption = _("{name}'s hand  (Tab: next Dreamer, right-click: read a card)").format(name=g.name(self.selected))
        if self.watched:
            caption = _("{name}'s hand").format(name=g.name(self.selected))
        if L.scale() <= 1:
            # Left of the "A" chip; too long for that room (a small window, Chinese), the
            # caption is the name alone: Tab and right-click are in the list of moves (A).
            room = self.keys_hint_at()[0] - 12 - 24
            if d.face(caption, d.least_size(), italic=True).size(caption)[0] > room:
                caption = _("{name}'s hand").format(name=g.name(self.selected))
            d.text(surf, caption, (24, h - 180), 14, (200, 190, 230), anchor="midleft", italic=True, max_width=room)
        elif self.frame()["short"]:  # the boards are folded (frame): the acting Dreamer's counts on the second line
            hand = self.frame()["hand"]
            room, counts = hand.width - 36, self.dreamer_counts(self.selected)
            joined, y2 = "   ".join(counts), hand.y + 4 + L.line(14, italic=True)
            if d.face(joined, max(d.least_size(), 8)).size(joined)[0] <= room:
                d.text(surf, caption, (24, hand.y + 4), 14, (200, 190, 230), italic=True, max_width=room, fit=True)
                d.text(surf, joined, (24, y2), 14, (230, 210, 220), max_width=room, fit=True)
            else:  # the counts too long for one line (1024 x 600 at 2x): the name, then a line each
                short = _("{name}'s hand").format(name=g.name(self.selected))
                at = d.text(surf, short, (24, hand.y + 4), 14, (200, 190, 230), italic=True, max_width=room // 3, fit=True)
                d.text(surf, counts[0], (at.right + 16, hand.y + 4), 14, (230, 210, 220), max_width=24 + room - at.right - 16,
                       fit=True)
                d.text(surf, counts[1], (24, y2), 14, (230, 210, 220), max_width=room, fit=True)
        else:  # two lines above the cards
            hand = self.frame()["hand"]
            L.text_block(surf, caption, (24, hand.y + 4, hand.width - 36, 2 * L.line(14, italic=True)), 14,
                         (200, 190, 230), italic=True)
        self.blit_count += 1

    def action_buttons(self):
        g = self.game
        kinds = ("draw", "pass", "interact", "map_action", "play", "place_progress", "gain_gem", "place_gem",
                 "take_gem", "use_item",
                 "use_mask", "use_progress", "back_action", "remove_morphing", "remove_flaw", "use_token")
        acts = [a for a in g.legal_actions_of(*kinds) if a.get("dreamer") == self.selected]
        acts += g.legal_actions_of("skip")
        # In the order of `kinds`: what this space and the Entity offer come
        # before the Basic Actions, so they keep a button when the rows fill up.
        acts.sort(key=lambda a: kinds.index(a.kind) if a.kind in kinds else len(kinds))
        seen, out = set(), []
        for a in acts:
            if a.kind == "draw" and a.get("discard"):
                continue
            label = label_for(g, a)
            if label not in seen:
                seen.add(label)
                out.append((label, a))
        out = out[:9]
        if g.phase == "actions":
            out.append((_("Luck die: ON") if self.boost else _("Luck die: off"), None))
        return out

    def draw_buttons(self, surf, mouse):
        self.buttons = []
        if self.game.pending is not None or self.game.outcome is not None or self.watched:
            return
        f = self.frame()
        items = [(slot_key(label, a), L.button_width(label, Button.SIZE, least=100)) for label, a in self._choices]
        # Two rows at most, from the foot up, each button where it was (slots.py);
        # the rest stay reachable by dragging and by the list (A).
        spots = self.slots.place(items, f["buttons"], f["button_h"], 6, f["button_rows"], self.clock)
        for (label, a), (key, _w), rect in zip(self._choices, items, spots):  # listed once per change of the table
            if rect is None:
                continue
            if a is None:
                b = Button(rect, label, self.toggle_boost, (230, 200, 120) if self.boost else (90, 78, 140))
            else:
                b = Button(rect, label, lambda a=a: self.offer(a))  # the panel's title follows the cards chosen
            b.action, b.key = a, key
            self.buttons.append(b)
            b.draw(surf, mouse)
        self.blit_count += 2 * len(self.buttons)

    def draw_prompt(self, surf, mouse):
        g = self.game
        w, h = surf.get_size()
        rect = None
        about = g.pending_about()
        if about is not None or any(o.get("pos") is not None for o in g.pending.options):
            # A choice of spaces, or which Dreamer the Entity hunts: keep the map in view (its
            # spaces are lit and clickable), the panel always in one place, under the Entity card.
            f = self.frame()
            rows = max(46 if len(g.pending.options) <= 8 else 36, L.line(Button.SIZE) + 16)
            top = f["entity"].bottom + 8
            extra = rows if about is not None else 0  # the row of "the same for every one"
            rect = pygame.Rect(f["right_x"] + 8, top, w - f["right_x"] - 24,
                               min(100 + rows * len(g.pending.options) + extra + (L.line(17) if L.scale() > 1 else 0),
                                   h - 16 - top))
        self.buttons = decision_panel(surf, g, mouse, self.answer, rect, shade=rect is None)
        self.prompt_rect = self.buttons.rect
        if about is not None:
            self.mark_hunter(surf, about, mouse)
        from game.rules.etherfields.cards import rapid_plays
        panel_bottom = max((b.rect.bottom for b in self.buttons), default=h // 2) + 16
        rapid = [a for a in rapid_plays(g) if a["dreamer"] == self.selected]
        labels = [_("Rapid: {card}").format(card=g.name(a["card"])) for a in rapid[:2]]
        widths = [L.button_width(label, Button.SIZE, least=160) for label in labels]
        x = w // 2 - (sum(widths) + 10 * (len(widths) - 1)) // 2
        for a, label, bw in zip(rapid, labels, widths):  # a Rapid card may cut in before choosing
            b = Button((x, panel_bottom, bw, L.row(Button.SIZE, 34)), label, lambda a=a: self.apply(a), (250, 220, 90))
            self.buttons.append(b)
            b.draw(surf, mouse)
            x += bw + 10
        self.blit_count += 4 + 2 * len(self.buttons)

    def mark_hunter(self, surf, about, mouse) -> None:
        """The Entity the question is about, ringed on the map, and under the
        options the switch that gives the same answer for every one of them this phase."""
        spot = self.figure_spots().get(about)
        if spot is not None:
            pygame.draw.circle(surf, HINT_COLOUR, spot[0], max(12, int(self.cell()[0] * 0.3)), 4)
        panel = self.buttons.rect
        last = max((b.rect.bottom for b in self.buttons), default=panel.y)
        mark = "[x] " if self.same_hunt else "[  ] "
        name = self.game.name(self.game.entity_tile)
        name = "the " + name[4:] if name.startswith("The ") else name  # mid-sentence
        label = mark + _("Same answer for {entity} all this phase").format(entity=name)
        b = Button((panel.x + 20, last + 8, panel.width - 40, L.row(Button.SIZE, 38)), label, self.toggle_same_hunt,
                   (120, 230, 255) if self.same_hunt else (90, 78, 140))
        b.draw(surf, mouse)
        self.buttons.append(b)

    def draw_outcome(self, surf):
        w, h = surf.get_size()
        o = self.game.outcome
        reason = tr(o.reason)
        width = min(w - 40, max(520, L.width(reason, 17) + 40 if L.scale() > 1 else 0))
        head, reason_h = L.line(30, bold=True), L.block_height(reason, width - 30, 17)
        rect = pygame.Rect(0, 0, width, max(120, 16 + head + 8 + reason_h + 16))
        rect.center = (w // 2, h // 2)
        self.outcome_rect = rect
        L.veil(surf, (8, 4, 20, 90))
        d.panel(surf, rect, (30, 22, 50), (230, 200, 120))
        title = {"won": _("Victory"), "lost": _("The Dreamers are lost"), "ended": _("The Slumber fades")}.get(o.result, "")
        d.text(surf, title, (rect.centerx, rect.y + max(38, 16 + head // 2)), 30, (244, 230, 190), anchor="center", bold=True)
        if L.scale() <= 1:
            d.text(surf, reason, (rect.centerx, rect.y + 80), 17, (220, 214, 240), anchor="center",
                   max_width=rect.width - 30)
        else:
            L.text_block(surf, reason, (rect.x + 15, rect.y + 16 + head + 8, rect.width - 30, reason_h), 17,
                         (220, 214, 240), anchor="center")

    def draw_inspector(self, surf):
        """The card large, its words beside it (inspector.py)."""
        from game.ui.etherfields.table import inspector
        self.inspect_rects = inspector.draw(self, surf, INTENT_COLOURS)
